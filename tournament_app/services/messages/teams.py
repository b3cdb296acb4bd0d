"""Sentences about team events (burraco a squadre): teams, their pairs, line-ups, team VP."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# The settings' names, as `tournament show` and the change log name them.
SETTING_WORDS = table("detail_words.setting")

# A team event's settings in words (`tournament show`, the change log, the wizard's summary).
FORMATS = table("teams.formats")
MOVEMENTS = table("teams.movements")
PROPOSED_TABLE = said("teams.proposed_table")

# A tournament file's team rows, as a refusal of a damaged file names them: the row (with
# `archive.errors.PLACES`) and the column (with `files.ARCHIVE_FIELDS`).
ARCHIVE_PLACES = table("archive_places")
ARCHIVE_FIELDS = table("archive_fields")
