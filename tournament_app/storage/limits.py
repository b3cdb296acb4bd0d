"""How many characters each piece of text a director types may hold, on every database.

One table for both sides: the ORM columns are sized from it (PostgreSQL enforces VARCHAR
lengths, SQLite does not) and the services refuse longer text before writing, so the two
backends accept exactly the same names. Lengths count characters, as VARCHAR(n) does.
"""

from __future__ import annotations

# Players: long enough for double surnames and names written out in full ("Maria Vittoria
# Anna ..."); 120-character names must survive every export (issue 6).
SURNAME = 150
NAME = 150
TESSERA = 40
CLUB = 200
CATEGORY = 20

# Entries.
GROUP = 40

# Tournaments and their saved VP tables.
TOURNAMENT_NAME = 200
VENUE = 200
VP_SCALE_NAME = 100

# A penalty's reason (a stored Text column: the limit keeps audit lines and prints readable).
PENALTY_REASON = 500

# The name a station signs its changes with (audit rows, results' "updated by").
STATION = 100
