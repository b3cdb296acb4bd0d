"""The hand's house variants on the command line (issue 19): `tournament create` and `edit`
set them, `tournament show` words them, and scala 40 hands typed as cards follow them.

Rules (/work/shared/domain/scala40.md): an ace that is the only card left counts 1 with the
ace-alone variant (11 otherwise); simplified scoring counts 1-15 points in hand as 1, 16-25 as
2, and so on. Burraco amounts are in fives, as every burraco score is (burraco.md).
"""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _table(torneo: Torneo, *variants: object) -> tuple[tuple[object, ...], list[int]]:
    tid = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Scala 40", "--format",
        "placement", "--rounds", 1, *variants,
    )["id"]  # fmt: skip
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    return ("-t", tid, "-r", 1, "--table", 1), seating["tables"][0]["players"]


@pytest.mark.parametrize(("variants", "paid"), [((), 11), (("--ace-alone",), 1)])
def test_a_lone_ace_typed_as_cards(torneo: Torneo, variants, paid: int) -> None:
    where, (a, b, c, d) = _table(torneo, *variants)
    sheet = torneo.ok(
        "hand", "enter", *where, "--closer", a, "--points", f"{b}=20,{c}=12", "--cards", f"{d}=A"
    )
    assert sheet["totals"][str(d)] == paid
    assert sheet["totals"][str(b)] == 20  # the other figures as typed


def test_simplified_scoring_counts_in_bands(torneo: Torneo) -> None:
    """20 counts 2, 12 counts 1, 35 counts 3."""
    where, (a, b, c, d) = _table(torneo, "--simplified", "--limit", 100)
    sheet = torneo.ok("hand", "enter", *where, "--closer", a, "--points", f"{b}=20,{c}=12,{d}=35")
    assert {int(k): v for k, v in sheet["totals"].items()} == {a: 0, b: 2, c: 1, d: 3}


def test_burraco_amounts_are_set_shown_and_edited(torneo: Torneo) -> None:
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Casa", "--closing-bonus", 150,
        "--brazilian",
    )["id"]  # fmt: skip
    shown = torneo.run("tournament", "show", "-t", tid)
    assert "Closing bonus" in shown.out and "150" in shown.out
    assert "trump suit counts double" in shown.out
    torneo.ok("tournament", "edit", "-t", tid, "--pozzetto-penalty", 50, "--no-brazilian")
    shown = torneo.run("tournament", "show", "-t", tid)
    assert "Pozzetto not taken penalty" in shown.out and "trump" not in shown.out


def test_an_amount_not_in_fives_is_refused_in_words(torneo: Torneo) -> None:
    ran = torneo.run("tournament", "create", "--game", "burraco", "--name", "X",
                     "--closing-bonus", 123)  # fmt: skip
    assert ran.code != 0
    assert "closing bonus" in ran.err and "multiples of 5" in ran.err
    assert torneo.ok("tournament", "list") == []


def test_a_burraco_amount_is_no_option_for_scala40(torneo: Torneo) -> None:
    ran = torneo.run("tournament", "create", "--game", "scala40", "--name", "X",
                     "--reale-bonus", 400)  # fmt: skip
    assert ran.code != 0 and "--reale-bonus" in ran.err


def test_seating_rules_are_set_and_shown(torneo: Torneo) -> None:
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Club", "--keep-clubs-apart",
        "--alternate-lines",
    )["id"]  # fmt: skip
    shown = torneo.run("tournament", "show", "-t", tid).out
    assert "pairs of the same club on the same line" in shown
    assert "each pair takes the line it did not have" in shown
    torneo.ok("tournament", "edit", "-t", tid, "--no-keep-clubs-apart")
    assert "same club" not in torneo.run("tournament", "show", "-t", tid).out


def _burraco_round(torneo: Torneo, *variants: object) -> object:
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Serata", "--first-round",
        "registration", *variants,
    )["id"]  # fmt: skip
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Bianchi{number} Carlo")
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "-r", 1)
    return tid


def _plain_round(database_url: str) -> object:
    """`_burraco_round` without variants, on a fresh database: made once per process and
    backend, and copied."""
    return _burraco_round(Torneo(database_url, None))


def _brazilian_round(database_url: str) -> object:
    """`_burraco_round` in the Brazilian variant, made and copied likewise."""
    return _burraco_round(Torneo(database_url, None), "--brazilian")


start, database_url = snapshot_fixtures(
    {"plain_round": _plain_round, "brazilian_round": _brazilian_round}
)
plain_round = state_value("plain_round")
brazilian_round = state_value("brazilian_round")


QUIET = ("--figures", "ns=table:50;ew=table:60", "--figures", "ns=tavola:50;eo=tavola:60")


def test_full_figures_record_an_unplayed_pozzetto_and_trumps(
    torneo: Torneo, brazilian_round: int
) -> None:
    """Brazilian. NS closes with a pulito in trumps (400), 240 on the table: 740. EW a sporco,
    180 on the table, 35 in hand, a pozzetto of 60 taken and not played: 185. Two hands of
    50 v 60 after it: 840 v 305."""
    tid = brazilian_round
    first = "ns=clean:1,trump-clean:1,closed,table:240;ew=dirty:1,table:180,hand:35,unplayed:60"
    result = torneo.ok(
        "result", "enter", "-t", tid, "-r", 1, "--table", 1, "--figures", first, *QUIET
    )
    assert result["hands"] == [[740, 185], [50, 60], [50, 60]]
    assert (result["ns_mp"], result["ew_mp"]) == (840, 305)


def test_a_figure_torneo_does_not_know_is_refused_in_italian(
    torneo: Torneo, plain_round: int
) -> None:
    tid = plain_round
    torneo.language = "it"
    ran = torneo.run(
        "result", "enter", "-t", tid, "-r", 1, "--table", 1, "--figures", "ns=bogus:1", *QUIET
    )
    assert ran.code == 2 and "non è una cifra della smazzata: 'bogus:1'" in ran.err


def test_an_unplayed_pozzetto_on_the_closing_line_is_refused(
    torneo: Torneo, plain_round: int
) -> None:
    tid = plain_round
    figures = "ns=clean:1,closed,table:240,unplayed:20;ew=table:100"
    ran = torneo.run("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--figures", figures,
                     *QUIET)  # fmt: skip
    assert ran.code != 0 and "pozzetto" in ran.err
    assert torneo.ok("result", "show", "-t", tid, "-r", 1) == []  # nothing saved


def test_a_pair_that_left_on_the_command_line(torneo: Torneo, plain_round: int) -> None:
    """burraco.md: the pair that leaves 6 VP (3 hands), the opponents the bye's 14 VP and
    +355 MP."""
    tid = plain_round
    result = torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--left", "ns")
    assert (result["ns_vp"], result["ew_vp"], result["ns_mp"], result["ew_mp"]) == (6, 14, 0, 355)
    assert result["kind"] == "abandoned"


def test_seating_rules_are_not_shown_where_they_do_not_apply(torneo: Torneo) -> None:
    """An individual tournament rotates partners: no lines to alternate, no pairs to keep
    apart, so its settings do not claim them."""
    tid = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Individuale", "--individual",
        "--keep-clubs-apart", "--alternate-lines",
    )["id"]  # fmt: skip
    shown = torneo.run("tournament", "show", "-t", tid).out
    assert "same club" not in shown and "line it did not have" not in shown


def test_a_joker_turned_up_on_the_command_line(torneo: Torneo, brazilian_round: int) -> None:
    """Brazilian, "jolly" alone: the turned card was a joker, so NS's pulito counts 200:
    200 + 100 + 240 = 540; a pulito in trumps with the mark is refused in words."""
    tid = brazilian_round
    where = ("-t", tid, "-r", 1, "--table", 1)
    trumps = "jolly;ns=clean:1,trump-clean:1,closed,table:240;ew=dirty:1,table:180"
    refused = torneo.run("result", "enter", *where, "--figures", trumps, *QUIET)
    assert refused.code != 0 and "no burraco counts double" in refused.err
    first = "jolly;ns=clean:1,closed,table:240;ew=dirty:1,table:180"
    result = torneo.ok("result", "enter", *where, "--figures", first, *QUIET)
    assert result["hands"][0] == [540, 280]
    help_text = torneo.run("result", "enter", "--help").out
    assert "joker alone" in help_text
