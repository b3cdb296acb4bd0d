"""Double entry on the command line: `torneo result check` types a second operator's totals for
a table, which the services check against its result; `torneo result disagreements` (and
`result show`'s state) lists those that differ, until `result correct` or `result delete`
settles them. What a director reads, in both languages, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.double_entry import FIRST, OTHER, published_in_order
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs_published
from tests.builders.tournaments import published_round, scala40_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services

SECOND = "operatore-2"  # the second operator's station, named in what is listed


def evening(services: Services) -> dict[str, int]:
    """Three tournaments, round 1 of each published: five burraco pairs in registration
    order (1 v 2 at table 1, 3 v 4 at table 2, 5 the bye at table 3), table 1 entered
    640-245; seven pairs with a table of three (5, 6, 7 at table 3), nothing entered; a
    scala 40 table of four."""
    burraco = published_in_order(services, pairs=5)
    services.results.enter_totals(burraco, 1, 1, *FIRST)
    scala40 = scala40_tournament(services, players=4)
    published_round(services, scala40)
    return {"burraco": burraco, "three": seven_pairs_published(services), "scala40": scala40}


start, database_url = snapshot_fixtures({"tournaments": with_services(evening)})
tournaments = state_value("tournaments")


def _torneo(database_url: str, capsys: Any, language: str = "en") -> Torneo:
    return Torneo(database_url, capsys, language=language)


def _check(tournament: int, table: int, *mp: int) -> tuple[object, ...]:
    """`result check` of round 1's `table`, typed at the second operator's station."""
    where = ("-t", tournament, "-r", 1, "--table", table)
    return ("--station", SECOND, "result", "check", *where, "--mp", *mp)


def test_totals_that_agree_confirm_the_table(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    tid = tournaments["burraco"]
    torneo = _torneo(database_url, capsys)
    said = torneo.run(*_check(tid, 1, *FIRST))
    assert said.code == 0
    assert said.out == "Round 1 table 1 confirmed by the second entry: MP 640-245.\n"
    assert torneo.ok(*_check(tid, 1, *FIRST)) == {
        "round": 1,
        "table": 1,
        "agrees": True,
        "ns_mp": 640,
        "ew_mp": 245,
        "first_ns_mp": 640,
        "first_ew_mp": 245,
        "first_version": 1,
        "earlier": None,
    }
    assert torneo.ok("result", "disagreements", "-t", tid, "-r", 1) == []
    assert torneo.run("result", "disagreements", "-t", tid, "-r", 1).out == (
        "Round 1: no open disagreement.\n"
    )
    shown = torneo.ok("result", "show", "-t", tid, "-r", 1)[0]
    assert shown["state"] == "entered" and "second_entry" not in shown


@pytest.mark.parametrize(
    ("language", "said", "listed", "state", "gone"),
    [
        (
            "en",
            (
                "Round 1 table 1: the first entry has 640-245, the second 640-250. The result"
                " was not changed: the table stays in conflict until its result is saved again."
            ),
            ("First entry", "Second entry", "Station", "Check each scoresheet"),
            f"conflict — second entry 640-250 ({SECOND})",
            "No open disagreement.",
        ),
        (
            "it",
            (
                "Turno 1 tavolo 1: il primo inserimento ha 640-245, il secondo 640-250. Il"
                " risultato non è cambiato: il tavolo resta discordante finché il suo risultato"
                " non viene salvato di nuovo."
            ),
            ("Primo inserimento", "Secondo inserimento", "Postazione", "Controlla ogni"),
            f"discordante — secondo inserimento 640-250 ({SECOND})",
            "Nessuna discordanza aperta.",
        ),
    ],
)
def test_a_mismatch_shows_both_figures_and_stays_listed_until_the_result_is_corrected(
    database_url: str,
    capsys: Any,
    tournaments: dict[str, int],
    language: str,
    said: str,
    listed: tuple[str, ...],
    state: str,
    gone: str,
) -> None:
    tid = tournaments["burraco"]
    torneo = _torneo(database_url, capsys, language)
    checked = torneo.run(*_check(tid, 1, *OTHER))
    # A finding, not a refusal: the disagreement is kept.
    assert checked.code == 0 and checked.err == ""
    assert checked.out.startswith(said)
    assert f"torneo result correct -t {tid} -r 1 --table 1 --mp" in checked.out
    assert "double entry off" not in checked.out and "spento" not in checked.out

    open_ = torneo.ok("result", "disagreements", "-t", tid)
    assert len(open_) == 1
    assert open_[0] | {"entered_at": None} == {
        "round": 1,
        "table": 1,
        "ns_mp": 640,
        "ew_mp": 250,
        "first_ns_mp": 640,
        "first_ew_mp": 245,
        "first_version": 1,
        "entered_by": SECOND,
        "entered_at": None,
    }
    assert open_[0]["entered_at"].startswith("20")
    table = torneo.run("result", "disagreements", "-t", tid, "-r", 1).out
    assert all(words in table for words in listed)
    row = next(line for line in table.splitlines() if "640-250" in line)
    assert row.split()[:5] == ["1", "1", "640-245", "640-250", SECOND]

    shown = torneo.ok("result", "show", "-t", tid, "-r", 1)[0]
    assert shown["state"] == "conflict" and shown["ns_mp"] == 640 and shown["ew_mp"] == 245
    assert shown["second_entry"] == open_[0]
    assert state in torneo.run("result", "show", "-t", tid, "-r", 1).out

    corrected = torneo.ok("result", "correct", "-t", tid, "-r", 1, "--table", 1, "--mp", *OTHER)
    assert (corrected["ns_mp"], corrected["ew_mp"]) == OTHER
    assert torneo.ok("result", "disagreements", "-t", tid) == []
    assert torneo.run("result", "disagreements", "-t", tid).out == f"{gone}\n"
    assert torneo.ok("result", "show", "-t", tid, "-r", 1)[0]["state"] == "entered"


def test_the_first_entrys_totals_typed_again_close_the_disagreement(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    tid = tournaments["burraco"]
    torneo = _torneo(database_url, capsys)
    first = torneo.ok(*_check(tid, 1, *OTHER))
    assert first["agrees"] is False and first["earlier"] is None
    again = torneo.ok(*_check(tid, 1, 640, 255))  # a second mismatch replaces the first
    assert again["earlier"]["ew_mp"] == 250
    assert [d["ew_mp"] for d in torneo.ok("result", "disagreements", "-t", tid)] == [255]
    closing = torneo.run(*_check(tid, 1, *FIRST))
    assert closing.code == 0
    assert closing.out == (
        "Round 1 table 1 confirmed by the second entry: MP 640-245; the disagreement"
        f" (640-255, typed at {SECOND}) is closed.\n"
    )
    assert torneo.ok("result", "disagreements", "-t", tid) == []
    # The result itself never changed.
    assert torneo.ok("result", "show", "-t", tid, "-r", 1)[0]["version"] == 1


def test_removing_the_result_settles_its_disagreement(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    tid = tournaments["burraco"]
    torneo = _torneo(database_url, capsys)
    torneo.ok(*_check(tid, 1, *OTHER))
    torneo.ok("result", "delete", "-t", tid, "-r", 1, "--table", 1)
    assert torneo.ok("result", "disagreements", "-t", tid) == []


@pytest.mark.parametrize(
    ("language", "no_result", "no_sheet"),
    [
        (
            "en",
            "Enter the result first with torneo result enter",
            "Leave this table out of torneo result check",
        ),
        (
            "it",
            "Inserisci prima il risultato con torneo result enter",
            "Lascia questo tavolo fuori da torneo result check",
        ),
    ],
)
def test_a_table_without_a_scoresheet_to_check_is_refused_the_command_lines_way(
    database_url: str,
    capsys: Any,
    tournaments: dict[str, int],
    language: str,
    no_result: str,
    no_sheet: str,
) -> None:
    tid = tournaments["burraco"]
    torneo = _torneo(database_url, capsys, language)
    no_first = torneo.refused(*_check(tid, 2, 500, 100))["error"]
    assert no_first["code"] == "no_first_entry"
    assert no_result in no_first["message"]
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 2, "--forfeit", "ew")
    forfeit = torneo.refused(*_check(tid, 2, 355, 0))["error"]
    assert forfeit["code"] == "not_a_scoresheet"
    assert no_sheet in forfeit["message"]
    # The window's way (its Second operator box switched off) is not the command line's.
    for message in (no_first["message"], forfeit["message"]):
        assert "double entry off" not in message and "spento" not in message
    assert torneo.ok("result", "disagreements", "-t", tid) == []


@pytest.mark.parametrize(
    ("check", "code", "words"),
    [
        (("burraco", 9, 640, 245), "not_found", "Table 9 does not exist"),
        (("burraco", 3, 640, 245), "result_for_bye", "Table 3 of round 1 is a bye"),
        (("burraco", 1, 643, 245), "invalid_score", "every burraco score is a multiple of 5"),
        (("burraco", 1, 640, 245, 400), "invalid_input", "table 1 of round 1 has two pairs"),
        (("three", 3, 640, 245), "invalid_input", "table 3 of round 1 has three pairs"),
        (("scala40", 1, 10, 10), "wrong_game", "only for burraco tournaments"),
    ],
)
def test_refusals_change_nothing(
    database_url: str,
    capsys: Any,
    tournaments: dict[str, int],
    check: tuple[Any, ...],
    code: str,
    words: str,
) -> None:
    which, table, *mp = check
    torneo = _torneo(database_url, capsys)
    refused = torneo.refused(*_check(tournaments[which], table, *mp))
    assert refused["error"]["code"] == code
    assert words in refused["error"]["message"]
    for name in ("burraco", "three"):
        assert torneo.ok("result", "disagreements", "-t", tournaments[name]) == []
    shown = torneo.run(*_check(tournaments[which], table, *mp))
    assert shown.code == 3 and shown.out == "" and words in shown.err


def test_scala40_has_no_disagreements_and_a_wrong_count_of_totals_is_a_usage_error(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    torneo = _torneo(database_url, capsys, "it")
    refused = torneo.refused("result", "disagreements", "-t", tournaments["scala40"])
    assert refused["error"]["code"] == "wrong_game"
    assert "solo per i tornei di burraco" in refused["error"]["message"]
    usage = torneo.run(*_check(tournaments["burraco"], 1, 640))
    assert usage.code == 2
    assert "--mp vuole due totali (NS EO)" in usage.err and "ne sono stati dati 1" in usage.err
    missing = torneo.run("result", "check", "-t", tournaments["burraco"], "-r", 1, "--table", 1)
    assert missing.code == 2 and "--mp" in missing.err


def test_a_table_of_three_pairs_is_checked_on_its_three_totals(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    tid = tournaments["three"]
    torneo = _torneo(database_url, capsys)
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 3, "--mp", 640, 245, 400)
    checked = torneo.run(*_check(tid, 3, 640, 245, 405))
    assert checked.code == 0
    assert "the first entry has 640-245-400, the second 640-245-405" in checked.out
    found = torneo.ok("result", "disagreements", "-t", tid, "-r", 1)
    assert [(d["table"], d["third_mp"], d["first_third_mp"]) for d in found] == [(3, 405, 400)]
    listed = torneo.run("result", "disagreements", "-t", tid).out
    assert "640-245-400" in listed and "640-245-405" in listed
    assert f"second entry 640-245-405 ({SECOND})" in torneo.run("result", "show", "-t", tid).out
    torneo.ok("result", "correct", "-t", tid, "-r", 1, "--table", 3, "--mp", 640, 245, 405)
    assert torneo.ok("result", "disagreements", "-t", tid) == []
    agreed = torneo.ok(*_check(tid, 3, 640, 245, 405))
    assert agreed["agrees"] is True
    assert (agreed["third_mp"], agreed["first_third_mp"], agreed["first_version"]) == (405, 405, 2)


def test_a_display_station_cannot_type_a_second_entry(
    database_url: str, capsys: Any, tournaments: dict[str, int]
) -> None:
    torneo = _torneo(database_url, capsys)
    refused = torneo.refused("--display", *_check(tournaments["burraco"], 1, *OTHER))
    assert refused["error"]["code"] == "read_only_station"
    assert torneo.ok("--display", "result", "disagreements", "-t", tournaments["burraco"]) == []
