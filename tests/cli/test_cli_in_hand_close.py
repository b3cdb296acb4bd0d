"""`torneo tournament create/edit --in-hand-close off|fisca|house`: the chiusura in mano rule
on the command line, in the words the window uses, and a sheet scored by it.

Rules (/work/shared/domain/scala40.md, the rule articles): FISCA's rule doubles the penalty
of the players who had opened, and a player who had not opened pays a flat 100, whatever the
cards, not doubled; the house doubling doubles everyone's, the not-opened player's too; off,
a chiusura in mano scores as any close. Out on reaching 101.
"""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo
from tests.cli.test_cli_scala40_sheet_paid import _grid

SCALA40 = ("tournament", "create", "--game", "scala40", "--name", "Scala 40")


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _rule(torneo: Torneo, tid: int) -> str:
    return torneo.ok("tournament", "show", "-t", tid)["settings"]["in_hand_close"]


@pytest.mark.parametrize(
    ("options", "rule"),
    [
        ((), "off"),
        (("--in-hand-close", "off"), "off"),
        (("--in-hand-close", "fisca"), "fisca"),
        (("--in-hand-close", "house"), "house"),
        # The older switch: doubling on, by the rule a doubling tournament gets unless told.
        (("--in-hand-double",), "fisca"),
    ],
)
def test_create_takes_the_rule(torneo: Torneo, options: tuple[str, ...], rule: str) -> None:
    tid = torneo.ok(*SCALA40, *options)["id"]
    assert _rule(torneo, tid) == rule


def test_show_words_the_rule_as_the_window_does(torneo: Torneo) -> None:
    """`tournament show` in Italian names FISCA's rule and its flat 100."""
    tid = torneo.ok(*SCALA40, "--in-hand-close", "fisca")["id"]
    shown = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "tournament", "show", "-t", tid
    )
    assert shown.code == 0, shown.err
    line = next(line for line in shown.out.splitlines() if line.startswith("Chiusura in mano"))
    assert "raddoppio FISCA" in line and "100 fissi a chi non ha aperto" in line


def test_help_lists_the_three_rules_in_words(torneo: Torneo) -> None:
    shown = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "tournament", "edit", "--help"
    )
    flat = " ".join(shown.out.split())
    assert "off = nessun raddoppio" in flat
    assert "fisca = raddoppio FISCA" in flat
    assert "house = raddoppio della casa" in flat


@pytest.mark.parametrize(
    "options",
    [
        ("--in-hand-double", "--in-hand-close", "house"),
        ("--in-hand-close", "double"),
    ],
)
def test_a_contradiction_or_an_unknown_rule_creates_nothing(
    torneo: Torneo, options: tuple[str, ...]
) -> None:
    assert torneo.run(*SCALA40, *options).code == 2
    assert torneo.ok("tournament", "list") == []


def test_burraco_has_no_chiusura_in_mano(torneo: Torneo) -> None:
    burraco = ("tournament", "create", "--game", "burraco", "--name", "Burraco")
    refused = torneo.run(*burraco, "--in-hand-close", "fisca")
    assert refused.code == 2
    assert "--in-hand-close" in refused.err
    assert torneo.ok("tournament", "list") == []


def test_edit_changes_the_rule_until_round_1_is_published(torneo: Torneo) -> None:
    tid = torneo.ok(*SCALA40)["id"]
    torneo.ok("tournament", "edit", "-t", tid, "--in-hand-close", "house")
    assert _rule(torneo, tid) == "house"
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    refused = torneo.refused("tournament", "edit", "-t", tid, "--in-hand-close", "fisca")
    assert refused["error"] == {
        "code": "state_refused",
        "message": "Settings locked since round 1 was published: chiusura in mano (its tables"
        " were seated with them, and will be scored by them). No table has played it yet, so"
        f" to change them take round 1 back to draft (torneo round unpublish -t {tid} -r 1),"
        f" change the settings, then generate round 1 again (torneo round generate -t {tid})"
        " and publish it. Nothing changed.",
    }
    assert _rule(torneo, tid) == "house"


def _played(torneo: Torneo, rule: str) -> tuple[dict[str, dict[int, str]], dict, list[int]]:
    """Hand 1: a closes, b 53, c 40, d 12. Hand 2: b closes in hand, a holds 25, c had not
    opened (no figure given), d holds 15. The grid printed in Italian and the JSON sheet."""
    tid = torneo.ok(*SCALA40, "--in-hand-close", rule)["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid, "--publish")
    a, b, c, d = players = seating["tables"][0]["players"]
    where = ("-t", tid, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=53,{c}=40,{d}=12")
    torneo.ok(
        "hand", "enter", *where, "--points", f"{a}=25,{b}=0,{d}=15",
        "--in-hand", "--not-opened", c,
    )  # fmt: skip
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    shown = italian.run("hand", "show", *where)
    assert shown.code == 0, shown.err
    return _grid(shown.out, players), torneo.ok("hand", "show", *where), players


def test_a_fisca_sheet_charges_the_not_opened_player_100_once(torneo: Torneo) -> None:
    """a 25 x 2 = 50, c a flat 100 (40 + 100 = 140: out), d 15 x 2 = 30."""
    grid, sheet, (a, b, c, d) = _played(torneo, "fisca")
    assert grid["2"] == {a: "50 (25×2)", b: "0 C M", c: "100 N X", d: "30 (15×2)"}
    assert grid["Totale"] == {a: "50", b: "53", c: "140 X", d: "42"}
    assert sheet["hands"][1]["paid"] == {str(a): 50, str(b): 0, str(c): 100, str(d): 30}
    assert sorted(sheet["hands"][1]["doubled_for"]) == sorted([a, d])


def test_without_the_variant_the_not_opened_player_pays_the_cards(torneo: Torneo) -> None:
    """Off: nothing doubles, and a player not opened pays the cards held, which must be
    given: hand 2 without c's figure is refused."""
    tid = torneo.ok(*SCALA40)["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid, "--publish")
    a, b, c, d = seating["tables"][0]["players"]
    where = ("-t", tid, "-r", 1, "--table", 1)
    refused = torneo.refused(
        "hand", "enter", *where, "--points", f"{a}=25,{b}=0,{d}=15",
        "--in-hand", "--not-opened", c,
    )  # fmt: skip
    assert refused["error"]["code"] == "invalid_score"
    sheet = torneo.ok(
        "hand", "enter", *where, "--points", f"{a}=25,{b}=0,{c}=60,{d}=15",
        "--in-hand", "--not-opened", c,
    )  # fmt: skip
    assert sheet["totals"] == {str(a): 25, str(b): 0, str(c): 60, str(d): 15}
