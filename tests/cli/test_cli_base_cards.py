"""`torneo result enter --hands` with each line as the paper scoresheet has it, BASE+CARDS
("400+240:100+145"): the same checks and storage as the window's base-and-cards sheet.

The sheet (3 hands, FIBUR): 400+240 v 100+145 (640 v 245), 150+95 v -100-20 (245 v -120),
100+60 v 300+180 (160 v 480). Turno 1045 to 605, 440 apart: the 355-500 band, 14-6."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import snapshot_fixtures
from tests.cli.cli_helpers import Torneo, commands_snapshot
from tournament_app.cli.commands.results import hand_totals
from tournament_app.services import HandTotals

SHEET = "400+240:100+145, 150+95:-100-20, 100+60:300+180"

FOUR_PAIRS = commands_snapshot(
    ("tournament", "create", "--game", "burraco", "--name", "Segnapunti"),
    *(("entry", "add", "-t", 1, f"Rossi{n} Anna", f"Verdi{n} Luca") for n in range(1, 5)),
    ("round", "generate", "-t", 1),
    ("round", "publish", "-t", 1, "-r", 1),
)
start, database_url = snapshot_fixtures({"four_pairs": FOUR_PAIRS})


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


@pytest.fixture
def four_pairs(start: tuple[str, Any]) -> int:
    return int(start[1]["id"])


def test_base_and_cards_make_the_turno_and_are_kept(torneo: Torneo, four_pairs: int) -> None:
    where = ("-t", four_pairs, "-r", 1, "--table", 1)
    result = torneo.ok("result", "enter", *where, "--hands", SHEET)
    assert (result["ns_mp"], result["ew_mp"], result["ns_vp"], result["ew_vp"]) == (
        1045,
        605,
        14,
        6,
    )
    assert result["hands"] == [[640, 245], [245, -120], [160, 480]]
    assert result["sheet"][1] == {"base": [150, -100], "cards": [95, -20]}
    (shown,) = torneo.ok("result", "show", "-t", four_pairs, "-r", 1)
    assert shown["sheet"] == result["sheet"]


def test_totals_alone_have_no_sheet(torneo: Torneo, four_pairs: int) -> None:
    where = ("-t", four_pairs, "-r", 1, "--table", 1)
    result = torneo.ok("result", "enter", *where, "--hands", "640:245,245:-120,160:480")
    assert "sheet" not in result


def test_a_base_no_bonuses_make_is_refused_in_words(torneo: Torneo, four_pairs: int) -> None:
    """Hand 2's NS base 120: refused (exit 3), the reason named, nothing saved."""
    where = ("-t", four_pairs, "-r", 1, "--table", 1)
    ran = torneo.run("result", "enter", *where, "--hands", SHEET.replace("150+95", "120+125"))
    assert ran.code == 3
    assert (
        "hand 2" in ran.err
        and "the base 120 cannot be made of this tournament's burraco bonuses" in ran.err
    )
    assert torneo.ok("result", "show", "-t", four_pairs, "-r", 1) == []


def test_a_hand_half_as_base_and_cards_is_a_usage_error(torneo: Torneo, four_pairs: int) -> None:
    where = ("-t", four_pairs, "-r", 1, "--table", 1)
    ran = torneo.run("result", "enter", *where, "--hands", "400+240:245,245:-120,160:480")
    assert ran.code == 2
    assert "every line of a hand as BASE+CARDS" in ran.err and "400+240:245" in ran.err
    italian = Torneo(torneo.database_url, torneo.capsys, language="it")
    ran = italian.run("result", "enter", *where, "--hands", "400+240:245,245:-120,160:480")
    assert "ogni linea della smazzata come BASE+CARTE" in ran.err


@pytest.mark.parametrize(
    ("typed", "base", "cards", "totals"),
    [
        ("400+240:100+145", (400, 100), (240, 145), (640, 245, None)),
        ("-100-20:0+35", (-100, 0), (-20, 35), (-120, 35, None)),
        ("400 + 240 : 100 - 35 : -100+20", (400, 100, -100), (240, -35, 20), (640, 65, -80)),
    ],
)
def test_base_and_cards_are_read_line_by_line(typed, base, cards, totals) -> None:
    """BASE+CARDS or BASE-CARDS per line (a base may be negative), three lines at a table of
    three pairs; the totals are their sums."""
    (hand,) = hand_totals(typed)
    assert (hand.base, hand.cards, (hand.ns, hand.ew, hand.third)) == (base, cards, totals)


def test_plain_totals_read_as_before() -> None:
    assert hand_totals("640:-245") == (HandTotals(640, -245),)
