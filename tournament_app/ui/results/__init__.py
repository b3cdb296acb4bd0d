"""The Risultati page: `page` the widget, whose methods are kept beside it by what they do
(`round_shown`, `entering`, `table_actions`); `table_lines` and `entry_line` the list's lines and
the typed figures (no widgets); `arbitral_dialog` the referee's score."""
