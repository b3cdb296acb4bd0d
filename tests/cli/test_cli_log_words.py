"""`torneo log` and `torneo undo` say each change in the director's words, in Italian and
English, as the window's Log page does: what changed (not its code "result.enter"), where
(turno 1, tavolo 2), whether it was undone; `--json` keeps the stored codes.

The expected rows are written here in the domain's words (burraco.md: turno, tavolo, PV,
ammonizione); the VP of 500-300 over 3 hands come from the FIBUR table (cli_helpers).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.cli.cli_helpers import Torneo, expected_vp

STATION = "Sala 1"
OTHER = "Sala 2"


def four_pairs(database_url: str) -> None:
    """4 pairs, round 1 published; a warning to entry 1 ("telefono"), table 2 entered
    500-300, then entered again by the same station (refused: the director's own slip, no
    row in the log) and by another station, Sala 2, that had not seen it (refused, logged)."""
    torneo = Torneo(database_url, None)

    def ok(*args: object) -> Any:
        return torneo.ok("--station", STATION, *args)

    tid = ok(
        "tournament", "create", "--game", "burraco", "--name", "Coppa", "--hands", 3,
        "--rounds", 1, "--seed", 3,
    )["id"]  # fmt: skip
    for number in range(1, 5):
        ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Bianchi{number} Bruno")
    ok("round", "generate", "-t", tid)
    ok("round", "publish", "-t", tid, "-r", 1)
    ok("penalty", "add", "-t", tid, "--entry", 1, "-r", 1, "--kind", "warning",
       "--reason", "telefono")  # fmt: skip
    ok("result", "enter", "-t", tid, "-r", 1, "--table", 2, "--mp", 500, 300)
    again = torneo.run("--station", STATION, "result", "enter", "-t", tid, "-r", 1,
                       "--table", 2, "--mp", 510, 300)  # fmt: skip
    assert again.code != 0
    other = torneo.run("--station", OTHER, "result", "enter", "-t", tid, "-r", 1,
                       "--table", 2, "--mp", 520, 300)  # fmt: skip
    assert other.code != 0


@pytest.fixture
def evening(database_snapshot) -> str:
    """A copy of `four_pairs`: its database URL."""
    url, _ = database_snapshot(four_pairs)
    return url


def log_rows(torneo: Torneo, *args: object) -> list[list[str]]:
    """The human `log` table's rows under its headings, each cell as printed."""
    lines = torneo.run("log", *args).out.splitlines()
    return [re.split(r"\s{2,}", line.strip()) for line in lines if line.strip()]


def test_the_log_says_each_change_in_italian(evening: str, capsys) -> None:
    torneo = Torneo(evening, capsys, language="it")
    rows = log_rows(torneo, "--limit", 3)
    ns, ew = expected_vp(500, 300)
    assert rows[0] == ["Id", "Quando", "Postazione", "Cosa", "Dove", "Annullata"]
    assert [row[2:] for row in rows[2:]] == [
        # Sala 1 entering its own table again left no row: it changed nothing and no other
        # station was involved. Sala 2's attempt clashed with Sala 1's result: logged.
        [
            OTHER,
            "Non salvato (modificato nel frattempo da un'altra postazione): risultato"
            " inserito: già salvato: versione 1 da Sala 1",
            "turno 1, tavolo 2",
            "No",
        ],
        [STATION, f"Risultato inserito: giocato 500-300 PV {ns}-{ew}", "turno 1, tavolo 2", "No"],
        [STATION, "Penalità assegnata: ammonizione (telefono)", "iscrizione 1", "No"],
    ]


def test_the_log_says_each_change_in_english(evening: str, capsys) -> None:
    torneo = Torneo(evening, capsys, language="en")
    rows = log_rows(torneo, "--limit", 3)
    ns, ew = expected_vp(500, 300)
    assert rows[0] == ["Id", "When", "Station", "What", "Where", "Undone"]
    assert [row[2:] for row in rows[2:]] == [
        [
            OTHER,
            "Not saved (changed meanwhile on another station): result entered:"
            " already saved: version 1 by Sala 1",
            "round 1, table 2",
            "No",
        ],
        [STATION, f"Result entered: played 500-300 VP {ns}-{ew}", "round 1, table 2", "No"],
        [STATION, "Penalty given: warning (telefono)", "entry 1", "No"],
    ]


@pytest.mark.parametrize(
    ("language", "undone", "where", "no", "yes"),
    [
        (
            "it",
            "Annullato: risultato inserito (turno 1, tavolo 2)",
            "turno 1, tavolo 2",
            "No",
            "Sì",
        ),
        ("en", "Undone: result entered (round 1, table 2)", "round 1, table 2", "No", "Yes"),
    ],
)
def test_undo_names_the_change_and_where_as_the_log_then_does(
    evening: str, capsys, language: str, undone: str, where: str, no: str, yes: str
) -> None:
    """The refused entry is no change to undo: the result of table 2 is taken back, and the
    log's new first row says it in the same words as `undo` did."""
    torneo = Torneo(evening, capsys, language=language)
    said = torneo.run("--station", STATION, "undo")
    assert said.code == 0, said.err
    assert said.out.strip() == undone
    rows = log_rows(torneo, "--limit", 3)
    assert rows[2][3:] == [undone, where, no]
    assert rows[4][3:] == [rows[4][3], where, yes]  # the result row, now undone


def test_json_keeps_the_stored_codes(evening: str, capsys) -> None:
    """Scripts compare the stored action codes and summaries: `--json log` is unchanged."""
    torneo = Torneo(evening, capsys, language="it")
    latest = torneo.ok("log", "--limit", 2)
    assert [(e["action"], e["entity"], e["undone"]) for e in latest] == [
        ("result.enter.refused", "round 1 table 2", False),
        ("result.enter", "round 1 table 2", False),
    ]
    ns, ew = expected_vp(500, 300)
    assert latest[1]["summary"] == f"played 500-300 VP {ns}-{ew}"


def test_details_show_before_and_after_in_words(evening: str, capsys) -> None:
    """`log --details` shows the result as a director writes it, never the database's JSON;
    a correction reads from the old figures to the new."""
    torneo = Torneo(evening, capsys, language="it")
    said = torneo.run("--station", STATION, "result", "correct", "-t", 1, "-r", 1,
                      "--table", 2, "--mp", 300, 500, "--version", 1)  # fmt: skip
    assert said.code == 0, said.err
    out = torneo.run("log", "--limit", 1, "--details").out
    assert "Risultato corretto: da 500-300 (PV " in out and " a 300-500 (PV " in out
    assert "Tavolo 2: NS 500 — EO 300, PV " in out and "Tavolo 2: NS 300 — EO 500, PV " in out
    for raw in ("{", "ns_mp", ": null", "round_id"):
        assert raw not in out
