"""`torneo tournament create/edit --remainder-tables five|three`: at tables of 4, the players
the count leaves over sit at tables of 5 first (the default) or of 3 first (scala40.md:
"tables of 3 or 5" configurable); `show` words it as the window does; refused, creating
nothing, at another table size."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

CREATE = ("tournament", "create", "--game", "scala40", "--name", "Scala 40 del giovedì")


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


def _thirteen_seated(torneo: Torneo, tid: int) -> list[int]:
    """13 players entered and round 1 generated: its tables' sizes, largest first."""
    for number in range(1, 14):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number:02d} Nome")
    seating = torneo.ok("round", "generate", "-t", tid)
    return sorted((len(table["players"]) for table in seating["tables"]), reverse=True)


def test_13_players_sit_5_4_4_by_default(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE)["id"]
    assert torneo.ok("tournament", "show", "-t", tid)["settings"]["remainder_tables"] == "five"
    assert _thirteen_seated(torneo, tid) == [5, 4, 4]


def test_tables_of_3_first_seat_13_players_4_3_3_3(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE, "--remainder-tables", "three")["id"]
    assert torneo.ok("tournament", "show", "-t", tid)["settings"]["remainder_tables"] == "three"
    assert _thirteen_seated(torneo, tid) == [4, 3, 3, 3]


def test_edit_changes_the_choice_and_the_draft_follows(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE)["id"]
    assert _thirteen_seated(torneo, tid) == [5, 4, 4]
    torneo.ok("tournament", "edit", "-t", tid, "--remainder-tables", "three")
    seating = torneo.ok("round", "generate", "-t", tid)
    assert sorted(len(table["players"]) for table in seating["tables"]) == [3, 3, 3, 4]


def test_show_words_the_choice_as_the_window_does(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE, "--remainder-tables", "three")["id"]
    for language, name, value in (
        ("it", "Tavoli non da 4", "prima da 3, poi da 5"),
        ("en", "Tables other than 4", "of 3 first, then of 5"),
    ):
        shown = Torneo(torneo.database_url, torneo.capsys, language=language).run(
            "tournament", "show", "-t", tid
        )
        assert shown.code == 0, shown.err
        line = next(text for text in shown.out.splitlines() if text.startswith(name))
        assert line.split(maxsplit=len(name.split())) == [*name.split(), value]


def test_tables_of_3_first_at_tables_of_5_is_refused_and_creates_nothing(torneo: Torneo) -> None:
    refused = torneo.refused(*CREATE, "--table-size", "5", "--remainder-tables", "three")
    assert refused["error"]["code"] == "invalid_settings"
    assert torneo.ok("tournament", "list") == []


def test_another_table_size_takes_the_choice_back_to_the_default(torneo: Torneo) -> None:
    """As the window hides the choice away from tables of 4."""
    tid = torneo.ok(*CREATE, "--remainder-tables", "three")["id"]
    torneo.ok("tournament", "edit", "-t", tid, "--table-size", "5")
    settings = torneo.ok("tournament", "show", "-t", tid)["settings"]
    assert (settings["table_size"], settings["remainder_tables"]) == (5, "five")


def test_the_help_lists_both_choices_in_words(torneo: Torneo) -> None:
    for language, words in (
        ("it", ("five = prima da 5, poi da 3", "three = prima da 3, poi da 5")),
        ("en", ("five = of 5 first, then of 3", "three = of 3 first, then of 5")),
    ):
        helped = Torneo(torneo.database_url, torneo.capsys, language=language).run(
            "tournament", "create", "--help"
        )
        flat = " ".join(helped.out.split())
        assert "--remainder-tables {five,three}" in flat
        for said in words:
            assert said in flat, flat
