"""Words about results beside the catalogue's sentences (which are in
resources/i18n/messages): a table entered twice, unlikely scores."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# A first entry for a table that already has a result (no version given, a row found): no
# edit clashed, the table was entered before. The cure (`advice`) names the correction as
# the director's face does it.
ALREADY_ENTERED = table("already_entered")


# Figures possible but unlikely (services.unlikely_scores): what each finding says, and the
# refusal when they were saved unconfirmed. {line}: NS/EW; {hands}: the turno's hands.
UNLIKELY = table("unlikely")


# A table's phone entry as the change log's details say it: each state by its stored value
# (services.table_entry.EntryState), the line naming the table and its code, and the figures
# one pair entered after it.
ENTRY_STATES = table("entry_states")
ENTRY_LINE = said("entry_line")
ENTRY_LINE_FIGURES = said("entry_line_figures")
ENTRY_LINE_THREE = said("entry_line_three")
# The figures each of a table's two phones sent when they disagreed (`table_entry_reads`).
ENTRY_SENT = said("entry_sent")


# A table's phone as a station (`services.stations`): {table}, its number.
PHONE_STATION = said("phone_station")
