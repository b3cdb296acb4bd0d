"""Words about a tournament beside the catalogue's sentences (which are in
resources/i18n/messages): what is still open when it is marked finished, and turni that need a
VP table."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import table

# -- what is still open when a tournament is marked finished (services.still_open) ----------
# One line per open item; {round}: its round, {tables}: its tables ("3, 5–9").
STILL_OPEN = table("still_open")


# Marking finished refused while business is open (TOURNAMENT_STILL_OPEN): {name},
# {tournament}, {still_open} (the lines above, one a line), then how to confirm (`advice`,
# its action worded by face).
STILL_OPEN_REFUSED = table("still_open_refused")


# Turni of hands FIBUR publishes no VP table for (2): the fact, once, then what to do (`cure`,
# its actions worded by face); the refusal of settings without a table is the fact followed
# by the face's cure. {hands}: the hands per turno. `proposed_name` names the table the
# window proposes (FIBUR's 3-hand table scaled), the director's own and marked so.
VP_TABLE_NEEDED = table("vp_table_needed")
