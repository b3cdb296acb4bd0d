"""Results: entering and correcting scoresheets, the table written to, a result's values."""
