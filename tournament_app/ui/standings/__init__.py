"""The Classifica page: `page` the widget, `columns` its columns and words (no widgets)."""
