"""What a registry list's import says once its rows are good, in the catalogue's words
(`import_registry.*`), the same in the window and on the command line: how many players it
adds (a preview: would add), and which it found in the registry already, by line, with the
club or tessera it completed them with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services.imports.problems import REGISTRY_SAID as SAID
from tournament_app.services.imports.problems import counted

if TYPE_CHECKING:
    from tournament_app.services.imports.lists import ImportReport
    from tournament_app.services.registry_batch import Registered

SHOWN = 20
"""Players already in the registry named one by one; the rest are counted (a club's whole list
imported again would otherwise fill the screen)."""


def registry_said(report: ImportReport, language: str, *, shown: int = SHOWN) -> tuple[str, ...]:
    """The lines saying what the registry import of `report` did, or would do when previewed:
    the players added, then those already in the registry (not added again), each on its
    line of the file, at most `shown` of them."""
    words = SAID.get(language, SAID["it"])
    if report.previewed:
        lines = [words["to_add"].format(count=counted(report.to_add, language))]
    else:
        lines = [words["added"].format(count=counted(report.added, language))]
    present = report.present
    if present:
        lines.append(words["present"].format(count=counted(len(present), language)))
        lines += [_present(line, player, language) for line, player in present[:shown]]
        if len(present) > shown:
            lines.append(words["more"].format(count=counted(len(present) - shown, language)))
    return tuple(lines)


def _present(line: int, player: Registered, language: str) -> str:
    """One player already in the registry: the line, the registry's name, what the list
    completed them with."""
    words = SAID.get(language, SAID["it"])
    details = [
        *([words["club"].format(club=player.club)] if player.club else []),
        *([words["tessera"].format(tessera=player.tessera)] if player.tessera else []),
    ]
    if not details:
        return words["player"].format(line=line, player=player.name)
    return words["completed"].format(line=line, player=player.name, details=", ".join(details))
