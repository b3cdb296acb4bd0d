"""A tournament marked finished ("concluso") keeps its final standings: the user guide says
«Segna concluso chiude il torneo (si può riaprire)». Results, hands, penalties and entries are
refused with a sentence saying it is finished and how to reopen it, and nothing changes;
reading, exporting and undoing the "mark finished" itself still work."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import burraco_tournament, pair, scala40_tournament
from tests.databases import Snapshot
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    ErrorCode,
    PenaltyKind,
    PlayerSpec,
    Scala40Hand,
    ServiceError,
    Services,
    TournamentId,
    TournamentStatus,
)
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.services.messages import describe
from tournament_app.services.settings import BurracoSettings


def torneo_run(url: str, capsys: Any, language: str) -> Callable[..., tuple[int, str]]:
    """`torneo --db url --lang language ...`: (exit code, everything it printed)."""

    def run(*args: object) -> tuple[int, str]:
        capsys.readouterr()
        code = run_cli(["--db", url, "--lang", language, *map(str, args)])
        captured = capsys.readouterr()
        return code, captured.out + captured.err

    return run


def _finished_evening(services: Services) -> TournamentId:
    """Four pairs, round 1 played (900-400 and 600-500), a warning to pair 3, then finished."""
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    services.results.enter_totals(tournament, 1, 2, 600, 500)
    services.penalties.add(tournament, 3, PenaltyKind.WARNING, reason="Ritardo")
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    return tournament


# The tests asking for `finished` start from a copy of it, built once (else an empty database).
STATES = {"finished": with_services(_finished_evening)}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def finished(start: tuple[str, Any]) -> TournamentId:
    """`_finished_evening`'s tournament."""
    return start[1]


def _state(services: Services, tournament: TournamentId) -> tuple[Any, ...]:
    """What a director sees of the tournament: standings, results, penalties, entries, log."""
    return (
        services.standings.overall(tournament),
        services.results.list(tournament),
        services.penalties.list(tournament),
        services.entries.list(tournament),
        len(services.audit.list(tournament)),
    )


BURRACO_CHANGES: dict[str, Callable[[Services, TournamentId], object]] = {
    "result correct": lambda s, t: s.results.enter_totals(
        t, 1, 1, 400, 900, expected_version=s.results.get(t, 1, 1).version
    ),
    "result by hands": lambda s, t: s.results.enter_hands(
        t, 1, 1, [(300, 100), (300, 100), (300, 200)], expected_version=1
    ),
    "forfeit": lambda s, t: s.results.enter_forfeit(t, 1, 1, absent="ew", expected_version=1),
    "arbitral": lambda s, t: s.results.enter_arbitral(
        t, 1, 1, ns_vp=10, ew_vp=10, expected_version=1
    ),
    "result delete": lambda s, t: s.results.delete(t, 1, 1, expected_version=1),
    "second entry": lambda s, t: s.results.second_entry(t, 1, 1, 900, 410),
    "penalty add": lambda s, t: s.penalties.add(t, 1, PenaltyKind.VP, reason="Gioco lento", vp=2),
    "penalty remove": lambda s, t: s.penalties.remove(t, s.penalties.list(t)[0].id),
    "entry add": lambda s, t: s.entries.add(t, pair(9)),
    "entry edit": lambda s, t: s.entries.edit(t, 1, group="B"),
    "entry players": lambda s, t: s.entries.edit(
        t, 1, players=[PlayerSpec(surname="Neri", name="Ugo"), *pair(1)[1:]]
    ),
    "entry absent": lambda s, t: s.entries.set_present(t, 2, False),
    "entry withdraw": lambda s, t: s.entries.withdraw(t, 2),
    "settings": lambda s, t: s.tournaments.edit(t, settings=BurracoSettings(hands=4)),
    "generate": lambda s, t: s.rounds.generate(t),
    "draw lots": lambda s, t: s.standings.draw_lots(t, [1, 2]),
    "record draw": lambda s, t: s.standings.record_draw(t, [2, 1, 3, 4]),
}


@pytest.mark.parametrize("change", list(BURRACO_CHANGES))
def test_a_finished_tournament_refuses_the_change_and_keeps_its_standings(
    services: Services, finished: TournamentId, change: str
) -> None:
    tournament = finished
    before = _state(services, tournament)
    with pytest.raises(ServiceError) as refused:
        BURRACO_CHANGES[change](services, tournament)
    assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    assert _state(services, tournament) == before
    italian = describe(refused.value, "it")
    assert "Serata di prova" in italian and "concluso" in italian
    assert "Tornei ▸ Riapri" in italian
    assert "torneo tournament" not in italian  # the window names its own way only
    assert "Non è stato salvato nulla." in italian
    english = describe(refused.value, "en")
    assert "Tournaments page ▸ Reopen" in english and "Nothing was saved." in english
    command_line = describe(refused.value, "en", face="cli")
    assert "torneo tournament status -t " + str(tournament) + " running" in command_line
    assert "Reopen" not in command_line


def test_an_entry_never_seated_is_not_deleted_either(services: Services) -> None:
    tournament = burraco_tournament(services, 4)
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    with pytest.raises(ServiceError) as refused:
        services.entries.delete(tournament, 4)
    assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    assert [entry.number for entry in services.entries.list(tournament)] == [1, 2, 3, 4]


def test_a_finished_scala40_table_takes_no_hand(services: Services) -> None:
    tournament = scala40_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(((1, 0), (2, 20), (3, 30), (4, 40)), 1)
    )
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    sheet = services.results.sheet(tournament, 1, 1)
    attempts: list[Callable[[], object]] = [
        lambda: services.results.enter_hand(
            tournament, 1, 1, Scala40Hand(((1, 10), (2, 0), (3, 30), (4, 40)), 2)
        ),
        lambda: services.results.correct_hand(
            tournament,
            1,
            1,
            0,
            Scala40Hand(((1, 0), (2, 25), (3, 30), (4, 40)), 1),
            expected_version=sheet.version,
        ),
        lambda: services.results.remove_last_hand(tournament, 1, 1, expected_version=sheet.version),
        lambda: services.results.time_out(tournament, 1, 1, expected_version=sheet.version),
    ]
    for attempt in attempts:
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    assert services.results.sheet(tournament, 1, 1) == sheet


def test_reading_and_exporting_a_finished_tournament_still_work(
    services: Services, finished: TournamentId, tmp_path: Path
) -> None:
    tournament = finished
    # The NS pair of table 1 won 900-400, the widest margin: first in the final standings.
    first = services.standings.overall(tournament)[0]
    assert (first.mp_scored, first.mp_difference) == (900, 500)
    assert len(services.results.list(tournament)) == 2
    path = export_tournament_file(services, tournament, tmp_path / "serata.torneo")
    assert path.exists()
    # A name or venue put right for the certificate is no change to the standings.
    services.tournaments.edit(tournament, venue="Circolo Aurora")
    assert services.tournaments.get(tournament).venue == "Circolo Aurora"


def test_undo_of_mark_finished_reopens_and_the_correction_then_goes_through(
    services: Services, finished: TournamentId
) -> None:
    tournament = finished
    undone = services.audit.undo_last(tournament)
    assert undone.action == "tournament.status"
    assert services.tournaments.get(tournament).status is TournamentStatus.RUNNING
    corrected = services.results.enter_totals(tournament, 1, 1, 400, 900, expected_version=1)
    assert (corrected.ns_mp, corrected.ew_mp) == (400, 900)


def test_reopened_tournament_takes_the_correction(
    services: Services, finished: TournamentId
) -> None:
    tournament = finished
    services.tournaments.set_status(tournament, TournamentStatus.RUNNING)
    services.penalties.add(tournament, 1, PenaltyKind.VP, reason="Gioco lento", vp=2)
    assert len(services.penalties.list(tournament)) == 2


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", ("Torneo concluso", "riaprilo: torneo tournament status -t 1 running")),
        ("en", ("Tournament finished", "reopen it: torneo tournament status -t 1 running")),
    ],
)
def test_the_command_line_says_how_to_reopen(
    sqlite_url: str, capsys: Any, language: str, words: tuple[str, ...]
) -> None:
    run = torneo_run(sqlite_url, capsys, language)
    assert run("tournament", "create", "--game", "burraco", "--name", "Serata")[0] == 0
    for number in range(1, 5):
        assert run("entry", "add", "-t", 1, f"Rossi{number} Anna", f"Bianchi{number} Carlo")[0] == 0
    assert run("round", "generate", "-t", 1)[0] == 0
    assert run("round", "publish", "-t", 1, "-r", 1)[0] == 0
    assert run("result", "enter", "-t", 1, "-r", 1, "--table", 1, "--mp", 900, 400)[0] == 0
    # table 2 still has no result: finished all the same, as the director confirms
    assert run("tournament", "status", "-t", 1, "finished", "--yes")[0] == 0
    code, said = run("result", "correct", "-t", 1, "-r", 1, "--table", 1, "--mp", 400, 900)
    assert code == 3
    for word in words:
        assert word in said
    assert "Riapri" not in said and "Reopen" not in said  # the window's way is not named
    code, said = run(
        "penalty", "add", "-t", 1, "--entry", 2, "--kind", "warning", "--reason", "Ritardo"
    )
    assert code == 3 and words[0] in said


def test_a_draft_left_in_a_finished_tournament_stays_as_it_is(services: Services) -> None:
    """Finished with round 2 still a draft: it is neither published, swapped nor thrown away."""
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    services.results.enter_totals(tournament, 1, 2, 600, 500)
    services.rounds.generate(tournament)
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    draft = services.rounds.get(tournament, 2)
    attempts: dict[str, Callable[[], object]] = {
        "publish": lambda: services.rounds.publish(tournament, 2),
        "swap": lambda: services.rounds.swap(tournament, 2, 1, 2),
        "swap tables": lambda: services.rounds.swap_tables(tournament, 2, 1, 2),
        "discard": lambda: services.rounds.delete_draft(tournament, 2),
    }
    for name, attempt in attempts.items():
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED, name
    assert services.rounds.get(tournament, 2) == draft


def test_check_open_says_finished_before_anything_is_typed(
    services: Services, finished: TournamentId
) -> None:
    """What the window asks before a question: finished refuses with the same sentence as a
    change; reopened, nothing."""
    tournament = finished
    with pytest.raises(ServiceError) as refused:
        services.tournaments.check_open(tournament)
    assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    services.tournaments.set_status(tournament, TournamentStatus.RUNNING)
    services.tournaments.check_open(tournament)
