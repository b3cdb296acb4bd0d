"""Qt models shared by the pages: a table of plain service values with typed columns."""

from tournament_app.ui.models.table_model import (
    Column,
    RowTableModel,
    fit_columns,
    remember_column_widths,
    sorted_table_view,
)

__all__ = ["Column", "RowTableModel", "fit_columns", "remember_column_widths", "sorted_table_view"]
