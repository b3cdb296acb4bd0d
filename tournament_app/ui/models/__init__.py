"""Qt models shared by the pages: a table of plain service values with typed columns."""

from tournament_app.ui.models.table_model import CheckableRowTableModel, Column, RowTableModel
from tournament_app.ui.models.views import (
    fit_columns,
    own_viewport,
    remember_column_widths,
    self_sorted_table_view,
    sorted_table_view,
)

__all__ = [
    "CheckableRowTableModel",
    "Column",
    "RowTableModel",
    "fit_columns",
    "own_viewport",
    "remember_column_widths",
    "self_sorted_table_view",
    "sorted_table_view",
]
