"""The Iscrizioni page: `page` the widget, `entry_dialog` a player field and the dialog changing an
entry, `entries` what an entry holds and whether it matches a search (no widgets)."""
