"""A name typed alone, no club nor tessera, when the registry holds several namesakes and each has
a club (or several have none, told apart by their cards): which of them plays, the name cannot
say, and a new player of that name would split one of them in two. Entering refuses it naming
them and saying what to do; an entry list lists the line as a problem in the same words and
enters nothing. A single namesake, one without a club, or a name nobody has are entered as
before. Both databases."""

from __future__ import annotations

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
from tournament_app.services.imports.lists import (
    ImportProblem,
    describe_problem,
    import_entries,
)
from tournament_app.services.messages import describe

PARTNER = PlayerSpec("Neri", "Sara")

REFUSAL_IT = (
    "Nel registro ci sono Verdi Luca (Aurora) e Verdi Luca (Tivoli): senza circolo né "
    "tessera, Verdi Luca potrebbe essere ciascuno di loro. Scegli dal registro chi gioca, o "
    "indicane il circolo o la tessera; una persona nuova ha bisogno di un circolo o di una "
    "tessera suoi, per distinguerla"
)
REFUSAL_EN = (
    "The registry holds Verdi Luca (Aurora) and Verdi Luca (Tivoli): with no club nor "
    "tessera, Verdi Luca could be any of them. Choose the one who plays from the registry, "
    "or give their club or tessera; someone new needs a club or tessera of their own, which "
    "tells them apart"
)


def _tournament(services: Services) -> TournamentId:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id


def _verdi(services: Services) -> list[tuple[str | None, str | None]]:
    """The registry's Verdi Luca: (club, tessera), by club."""
    found = services.registry.search("Verdi Luca")
    return sorted(((p.club, p.tessera) for p in found), key=lambda p: (p[0] or "", p[1] or ""))


def test_the_name_alone_beside_namesakes_of_two_clubs_is_refused(services: Services) -> None:
    """Verdi Luca of Aurora and of Tivoli registered: "Verdi Luca" typed alone is refused,
    naming both and what to type, and no third Verdi Luca is made."""
    services.registry.add("Verdi", "Luca", club="Tivoli")
    services.registry.add("Verdi", "Luca", club="Aurora")
    tid = _tournament(services)

    with pytest.raises(ServiceError) as refused:
        services.entries.add(tid, [PlayerSpec("Verdi", "Luca"), PARTNER])

    error = refused.value
    assert (error.code, error.params["detail"]) == (ErrorCode.STATE_REFUSED, "player_namesakes")
    assert describe(error, "it") == f"{REFUSAL_IT}. Non è cambiato nulla."
    assert describe(error, "en") == f"{REFUSAL_EN}. Nothing changed."
    assert services.entries.list(tid) == ()
    assert _verdi(services) == [("Aurora", None), ("Tivoli", None)]
    assert services.registry.search("Neri Sara") == ()


NEW = "a new Verdi Luca"
# The registry's Verdi Luca (their clubs); the club and tessera typed; who is entered: the
# registered one of that club (None: the one without a club), or NEW.
ENTERED = {
    "the club of one of them": (["Aurora", "Tivoli"], "tivoli", None, "Tivoli"),
    "a tessera nobody holds: a new person": (["Aurora", "Tivoli"], None, "FI-5", NEW),
    "another club: a new person": (["Aurora", "Tivoli"], "Stella", None, NEW),
    "a single namesake, whatever their club": (["Aurora"], None, None, "Aurora"),
    "the one without a club beside one with": (["Aurora", None], None, None, None),
    "a name nobody has": ([], None, None, NEW),
}


@pytest.mark.parametrize(
    ("clubs", "club", "tessera", "entered"), ENTERED.values(), ids=ENTERED.keys()
)
def test_what_the_name_still_enters(
    services: Services,
    clubs: list[str | None],
    club: str | None,
    tessera: str | None,
    entered: str | None,
) -> None:
    registered = {c: services.registry.add("Verdi", "Luca", club=c).id for c in clubs}
    tid = _tournament(services)
    typed = PlayerSpec("Verdi", "Luca", club=club, tessera=tessera)
    player = services.entries.add(tid, [typed, PARTNER]).players[0]
    if entered == NEW:
        assert player.id not in registered.values()
        assert (player.club, player.tessera) == (club, tessera)
    else:
        assert player.id == registered[entered]
    assert len(services.registry.search("Verdi Luca")) == len(clubs) + (entered == NEW)


def test_the_name_alone_beside_namesakes_told_apart_by_their_cards_is_refused(
    services: Services,
) -> None:
    """Two Verdi Luca without a club, one holding FB1 and one FB2, and one of Tivoli: none of
    them is the one without a club, so "Verdi Luca" typed alone is refused naming all three
    (each by club and card) instead of making a fourth."""
    services.registry.add("Verdi", "Luca", tessera="FB2")
    services.registry.add("Verdi", "Luca", tessera="FB1")
    services.registry.add("Verdi", "Luca", club="Tivoli")
    tid = _tournament(services)
    with pytest.raises(ServiceError) as refused:
        services.entries.add(tid, [PlayerSpec("Verdi", "Luca"), PARTNER])
    assert refused.value.params["detail"] == "player_namesakes"
    assert describe(refused.value, "en").startswith(
        "The registry holds Verdi Luca (FB1), Verdi Luca (FB2) and Verdi Luca (Tivoli): "
    )
    assert len(services.registry.search("Verdi Luca")) == 3
    assert services.entries.list(tid) == ()


def test_an_entry_edited_to_the_name_alone_is_refused(services: Services) -> None:
    """Entry 1's Bianchi Ada changed into "Verdi Luca", typed alone: refused as on the quick
    line, and the entry keeps its players."""
    services.registry.add("Verdi", "Luca", club="Tivoli")
    services.registry.add("Verdi", "Luca", club="Aurora")
    tid = _tournament(services)
    services.entries.add(tid, [PlayerSpec("Bianchi", "Ada"), PARTNER])
    with pytest.raises(ServiceError) as refused:
        services.entries.edit(tid, 1, players=[PlayerSpec("Verdi", "Luca"), PARTNER])
    assert refused.value.params["detail"] == "player_namesakes"
    assert services.entries.get(tid, 1).names == "Bianchi Ada - Neri Sara"


def test_an_entry_list_lists_the_line_in_the_same_words(services: Services, tmp_path: Path) -> None:
    """The line naming Verdi Luca alone is a problem of its own, worded as the quick line's
    refusal; the other lines are ready, and nothing is entered while a line is wrong. With
    the club written, the list enters."""
    services.registry.add("Verdi", "Luca", club="Tivoli")
    services.registry.add("Verdi", "Luca", club="Aurora")
    tid = _tournament(services)
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Cognome;Nome;Circolo;Cognome;Nome;Circolo\n"
        "Rossi;Anna;;Bruno;Ada;\n"
        "Verdi;Luca;;Neri;Sara;Aurora\n",
        encoding="utf-8",
    )

    report = import_entries(services, tid, path)

    assert report.added == 0
    assert [row.line for row in report.preview.rows] == [2]
    (problem,) = report.preview.errors
    assert (problem.line, problem.code, problem.column, problem.value) == (
        3,
        ImportProblem.PLAYER_NAMESAKES,
        "Cognome (A)",
        "Verdi Luca",
    )
    assert describe_problem(problem, "it") == (
        f"{REFUSAL_IT}. Correggi la riga nel file e importalo di nuovo."
    )
    assert describe_problem(problem, "en") == (
        f"{REFUSAL_EN}. Correct the line in the file and import it again."
    )
    assert services.entries.list(tid) == ()

    path.write_text(
        "Cognome;Nome;Circolo;Cognome;Nome;Circolo\nVerdi;Luca;Aurora;Neri;Sara;Aurora\n",
        encoding="utf-8",
    )
    assert import_entries(services, tid, path).added == 1
    assert _verdi(services) == [("Aurora", None), ("Tivoli", None)]
