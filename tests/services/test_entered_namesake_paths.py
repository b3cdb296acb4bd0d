"""A namesake of a player entered in the tournament, typed on the quick-add line or listed in
an entry file: both paths reach the same verdict. One person plays in one entry, so a line
giving a club or a tessera the entered Rossi Anna lacks is another Rossi Anna (entered); a
line giving nothing she lacks is her, entered twice: the quick line refuses it, the import
lists the line as a problem and enters nothing. Both databases."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.imports.lists import ImportProblem, import_entries


@dataclass(frozen=True)
class Case:
    entered_club: str | None
    entered_tessera: str | None
    line_club: str | None
    line_tessera: str | None
    another: bool
    """The line is another Rossi Anna (entered); else entry 1's, refused."""


CASES = {
    "same name, no club": Case(None, None, None, None, another=False),
    "a club she lacks": Case(None, None, "Tivoli", None, another=True),
    "a tessera she lacks": Case(None, None, None, "FI-77", another=True),
    "the club she has": Case("Tivoli", None, "TIVOLI", None, another=False),
    "another tessera than hers": Case(None, "FI-1", None, "FI-2", another=True),
}


def _tournament(services: Services) -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id


def _quick_add(services: Services, tid: TournamentId, case: Case, folder: Path) -> bool:
    """The Registration page's quick add and `torneo entry add`: True when entered."""
    players = [
        PlayerSpec("Rossi", "Anna", club=case.line_club, tessera=case.line_tessera),
        PlayerSpec("Bruno", "Ada"),
    ]
    try:
        services.entries.add(tid, players)
    except ServiceError as refused:
        assert refused.code is ErrorCode.DUPLICATE_ENTRY
        assert (refused.params["detail"], refused.params["entry"]) == ("player_already_entered", 1)
        return False
    return True


def _import(services: Services, tid: TournamentId, case: Case, folder: Path) -> bool:
    """An entry list imported (the window's and the command line's): True when entered."""
    path = folder / "coppie.csv"
    path.write_text(
        "Cognome;Nome;Tessera;Circolo;Cognome;Nome\n"
        f"Rossi;Anna;{case.line_tessera or ''};{case.line_club or ''};Bruno;Ada\n",
        encoding="utf-8",
    )
    report = import_entries(services, tid, path)
    if report.added:
        assert not report.preview.errors
        return True
    assert [(e.line, e.code, e.value, e.entry) for e in report.preview.errors] == [
        (2, ImportProblem.PLAYER_ALREADY_ENTERED, "Rossi Anna", 1)
    ]
    return False


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
@pytest.mark.parametrize("enter", [_quick_add, _import], ids=["quick add", "import"])
def test_a_namesake_of_an_entered_player_is_judged_alike_on_both_paths(
    services: Services, tmp_path: Path, enter, case: Case
) -> None:
    tid = _tournament(services)
    first = services.entries.add(
        tid,
        [
            PlayerSpec("Rossi", "Anna", club=case.entered_club, tessera=case.entered_tessera),
            PlayerSpec("Zeta", "Pia"),
        ],
    )
    anna = first.players[0]

    entered = enter(services, tid, case, tmp_path)

    assert entered is case.another
    entries = services.entries.list(tid)
    registered = sorted(
        ((p.club, p.tessera) for p in services.registry.search("Rossi Anna")),
        key=lambda details: (details[0] or "", details[1] or ""),
    )
    if case.another:
        (other,) = [p for p in entries[1].players if p.surname == "Rossi"]
        assert other.id != anna.id
        assert (other.club, other.tessera) == (case.line_club, case.line_tessera)
        assert len(registered) == 2
    else:
        assert len(entries) == 1
        assert registered == [(anna.club, anna.tessera)]
    # Entry 1's Rossi Anna is left as she was: nothing of the line recorded for her.
    assert services.registry.get(anna.id).club == case.entered_club
    assert services.registry.get(anna.id).tessera == case.entered_tessera
