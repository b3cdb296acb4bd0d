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

# Teams (burraco a squadre, schema 0011).
TEAM_NAME = 100

# Tournaments and their saved VP tables.
TOURNAMENT_NAME = 200
VENUE = 200
VP_SCALE_NAME = 100

# A penalty's reason (a stored Text column: the limit keeps audit lines and prints readable).
PENALTY_REASON = 500

# The name a station signs its changes with (audit rows, results' "updated by").
STATION = 100

# Files read: entry and registry lists (CSV, .xlsx) and tournament files (.torneo). Far beyond
# what a club ever has, so only a wrong or hostile file meets them; reading stops there,
# before the memory fills (a list of 20,000 players is about 2 MB of CSV).
IMPORT_FILE_BYTES = 10 * 1024 * 1024
"""A CSV or .xlsx list, as stored on disk."""
IMPORT_ROWS = 20_000
"""Lines of a list, headings and title rows included."""
IMPORT_ROW_CELLS = 200
"""Cells of one line of a list (a sheet's columns)."""
IMPORT_ROW_CHARACTERS = 5_000
"""Characters of one line of a list."""
XLSX_MEMBER_BYTES = 50 * 1024 * 1024
"""Each part of an .xlsx once unpacked (its sheet, its shared texts)."""
TOURNAMENT_FILE_BYTES = 64 * 1024 * 1024
"""A .torneo file, as stored on disk."""
TOURNAMENT_MANIFEST_BYTES = 64 * 1024
"""manifest.json unpacked: a few hundred bytes as Torneo writes it."""
TOURNAMENT_DATA_BYTES = 64 * 1024 * 1024
"""tournament.json or log.json unpacked: a tournament of 250 tables with every hand is a
few MB."""
