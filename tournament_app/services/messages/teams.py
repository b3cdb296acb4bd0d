"""Sentences about team events (burraco a squadre): teams, their pairs, line-ups, team VP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services.messages.catalogue import said, table
from tournament_app.services.messages.wording import advised

if TYPE_CHECKING:
    from tournament_app.services.teams.values import TeamOut

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

# A withdrawal that leaves a team one pair in play ({team}, {name}; {entry} the pair
# withdrawn and {tournament}, for the command that reinstates it).
TEAM_OUT = said("teams.team_out")


def team_out_sentence(
    out: TeamOut, entry: int, tournament: int, language: str = "it", face: str = "window"
) -> str:
    """The warning a withdrawal gives when its team can no longer field two pairs
    (`Entry.team_out`): out of the next rounds, with how to bring it back, as `face` says it."""
    template = TEAM_OUT.get(language, TEAM_OUT["it"])
    values = {"team": out.team, "name": out.name, "entry": entry, "tournament": tournament}
    return advised(template, language, face, **values) + "."
