"""`penalty add` answers with the entry, what the penalty costs and why, in the words of the
log and the window ("-2 PV", "-100 punti"), not with a database id; Italian output says
"punti", never "PM" (not an Italian term): the penalty list and the standings header too."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo, commands_snapshot

# A burraco evening of four pairs, round 1 published and table 1 played 900-400.
EVENING = commands_snapshot(
    ("tournament", "create", "--game", "burraco", "--name", "Serata"),
    *(
        ("entry", "add", "-t", 1, f"Rossi{number} Anna", f"Bianchi{number} Carlo")
        for number in range(1, 5)
    ),
    ("round", "generate", "-t", 1),
    ("round", "publish", "-t", 1, "-r", 1),
    ("result", "enter", "-t", 1, "-r", 1, "--table", 1, "--mp", 900, 400),
)


@pytest.fixture
def evening(database_snapshot, capsys) -> Torneo:
    """A copy of EVENING."""
    url, _ = database_snapshot(EVENING)
    return Torneo(url, capsys)


@pytest.mark.parametrize(
    ("language", "vp_line", "mp_line", "warning_line", "back"),
    [
        (
            "it",
            "Penalità all'iscrizione 4 (turno 1): -2 PV. Motivo: Ritardo",
            "Penalità all'iscrizione 3: -100 punti. Motivo: Gioco lento",
            "Penalità all'iscrizione 2: ammonizione. Motivo: Telefono",
            "Per toglierla: torneo penalty remove -t 1 ",
        ),
        (
            "en",
            "Penalty to entry 4 (round 1): -2 VP. Reason: Ritardo",
            "Penalty to entry 3: -100 MP. Reason: Gioco lento",
            "Penalty to entry 2: warning. Reason: Telefono",
            "To take it back: torneo penalty remove -t 1 ",
        ),
    ],
)
def test_penalty_add_says_entry_amount_and_reason(
    evening: Torneo, language: str, vp_line: str, mp_line: str, warning_line: str, back: str
) -> None:
    evening.language = language
    add = ("penalty", "add", "-t", 1)
    given = evening.run(*add, "--entry", 4, "-r", 1, "--vp", 2, "--reason", "Ritardo")
    assert given.code == 0, given.err
    assert given.out.splitlines() == [vp_line, back + "1"]
    given = evening.run(*add, "--entry", 3, "--mp", 100, "--reason", "Gioco lento")
    assert given.out.splitlines()[0] == mp_line
    given = evening.run(*add, "--entry", 2, "--kind", "warning", "--reason", "Telefono")
    assert given.out.splitlines() == [warning_line, back + "3"]


def test_italian_output_says_punti_not_pm(evening: Torneo) -> None:
    evening.language = "it"
    evening.run("penalty", "add", "-t", 1, "--entry", 3, "--mp", 100, "--reason", "Gioco lento")
    listed = evening.run("penalty", "list", "-t", 1)
    header = listed.out.splitlines()[0].split()
    assert "Punti" in header and "PM" not in header
    assert "punti tolti" in listed.out and "PM" not in listed.out
    standings = evening.run("standings", "-t", 1)
    assert "Diff. punti" in standings.out and "PM" not in standings.out
    results = evening.run("result", "show", "-t", 1, "-r", 1)
    assert "Punti NS" in results.out and "PM" not in results.out
    for command in (("penalty", "add"), ("result", "enter"), ("vp",)):
        helped = evening.run(*command, "--help")
        assert helped.code == 0 and "punti" in helped.out, helped.out
        assert " PM" not in helped.out and "PM_" not in helped.out, helped.out


def test_the_json_standings_carry_the_points_a_penalty_took(evening: Torneo) -> None:
    """A -100 punti penalty: the pair's points are net of it, and the row says how much went."""
    evening.run("penalty", "add", "-t", 1, "--entry", 3, "--mp", 100, "--reason", "Gioco lento")
    rows = evening.ok("standings", "-t", 1)
    assert {row["entry"]: row["penalty_mp"] for row in rows}[3] == 100  # taken, as penalty_vp
    assert {row["penalty_mp"] for row in rows if row["entry"] != 3} == {0}


@pytest.mark.parametrize(
    ("language", "amount", "words"),
    [
        ("it", "--vp", "una penalità in PV ne toglie almeno 1"),
        ("en", "--vp", "VP"),
        ("it", "--mp", "punti"),
        ("en", "--mp", "MP"),
    ],
)
def test_an_amount_of_0_is_refused_never_a_warning(
    evening: Torneo, language: str, amount: str, words: str
) -> None:
    """`--vp 0` names a VP penalty with nothing taken: refused as `--kind vp` alone is, and
    no warning (two of which would cost a VP) is recorded in its place."""
    evening.language = language
    add = ("penalty", "add", "-t", 1, "--entry", 4, "-r", 1, "--reason", "Ritardo")
    typed = evening.run(*add, amount, 0)
    assert typed.code == 3, typed.out + typed.err
    assert words in typed.err
    kind = "vp" if amount == "--vp" else "mp"
    same = evening.run(*add, "--kind", kind)
    assert same.code == 3 and same.err == typed.err
    assert evening.ok("penalty", "list", "-t", 1) == []
    # With no amount at all the penalty still is a warning, as the help says.
    warned = evening.run(*add)
    assert warned.code == 0 and ("ammonizione" in warned.out or "warning" in warned.out)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("it", "Turno 1 tavolo 2: punti 700-300, PV 14-6"),
        ("en", "Round 1 table 2: MP 700-300, VP 14-6"),
    ],
)
def test_result_enter_answers_in_points_without_a_version(
    evening: Torneo, language: str, line: str
) -> None:
    """700 v 300: a 400 difference, 14-6 in the FIBUR 3-hand table (355-500). The stored
    row's version is no word of a director's: `result correct` finds it by itself."""
    evening.language = language
    entered = evening.run("result", "enter", "-t", 1, "-r", 1, "--table", 2, "--mp", 700, 300)
    assert entered.code == 0, entered.err
    assert entered.out.splitlines() == [line]
    corrected = evening.run("result", "correct", "-t", 1, "-r", 1, "--table", 2, "--mp", 300, 700)
    assert corrected.out.splitlines() == [
        line.replace("700-300", "300-700").replace("14-6", "6-14")
    ]


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("it", "Turno 1 tavolo 2: punti 640-(-245), PV 17-3"),
        ("en", "Round 1 table 2: MP 640-(-245), VP 17-3"),
    ],
)
def test_a_negative_total_reads_whole(evening: Torneo, language: str, line: str) -> None:
    """640 v -245: a difference of 885, 17-3 in the FIBUR 3-hand table (805-1000). The
    minus stays with its figure ("640--245" read as a dash too many)."""
    evening.language = language
    entered = evening.run("result", "enter", "-t", 1, "-r", 1, "--table", 2, "--mp", 640, -245)
    assert entered.code == 0, entered.err
    assert entered.out.splitlines() == [line]


def test_the_ranking_shows_penalties_and_tie_breaks_as_the_window_does(evening: Torneo) -> None:
    """Table 2 played 1000-500 beside table 1's 900-400: both NS pairs have 14 VP and +500,
    and the one with more MP scored is above, "per punti fatti" in the Spareggio column (the
    EW pairs alike, 6 VP and -500 each). A VP penalty shows in Pen. PV. A ranking with
    neither has neither column."""
    evening.language = "it"
    header = evening.run("standings", "-t", 1).out.splitlines()[0]
    assert "Spareggio" not in header and "Pen. PV" not in header
    evening.run("result", "enter", "-t", 1, "-r", 1, "--table", 2, "--mp", 1000, 500)
    rows = evening.ok("standings", "-t", 1)
    separated = {row["entry"] for row in rows if row["tie_break"] == "mp_scored"}
    assert len(separated) == 2
    lines = evening.run("standings", "-t", 1).out.splitlines()
    assert lines[0].split()[-1] == "Spareggio" and "Pen. PV" not in lines[0]
    assert len(lines) == 6
    for line in lines[2:]:
        assert line.endswith("per punti fatti") == (int(line.split()[1]) in separated), line
    # One of the pairs placed by MP scored takes a VP penalty: 13 VP, alone on its line.
    penalised = min(separated)
    evening.run("penalty", "add", "-t", 1, "--entry", penalised, "--vp", 1, "--reason", "Ritardo")
    lines = evening.run("standings", "-t", 1).out.splitlines()
    assert "Pen. PV" in lines[0]
    for line in lines[2:]:
        assert ("-1" in line.split()[7:]) == (int(line.split()[1]) == penalised), line
    assert sum("per punti fatti" in line for line in lines) == 1
