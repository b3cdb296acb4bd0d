"""The Results page's scala 40 face: `panel` the round's tables and the sheet open (`phone_state`
each keeper's phone entry and closing it), `sheet` one
table's sheet (its methods kept beside it in `entering` and `table_actions`), `sheet_model`
the grid and a typed penalty (no widgets)."""
