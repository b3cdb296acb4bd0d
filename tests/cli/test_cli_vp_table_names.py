"""A VP table named on the command line means the same table whatever the command (`vp
--table`, `tournament create --vp-table`, `vp-table delete`), as the services decide: its
name written exactly, else the one name that differs only in capitals and spacing; FIBUR's
tables also by the name the window gives them in English. Two saved tables that differ only
in capitals are never guessed between."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

BANDS = "0:10,35:11,85:12,135:13,205:14"


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


@pytest.mark.parametrize(
    ("typed", "vp"),
    [
        ("FIBUR 3 smazzate", [12, 8]),  # 200 MP apart: 155-250 gives 12-8 with 3 hands
        ("FIBUR 3 hands", [12, 8]),  # as the English window names it
        ("  fibur   3 SMAZZATE ", [12, 8]),
        ("FIBUR 4 hands", [11, 9]),  # 105-300 gives 11-9 with 4 hands
    ],
)
def test_fibur_tables_by_either_name(torneo: Torneo, typed: str, vp: list[int]) -> None:
    assert torneo.ok("vp", "--table", typed, 300, 100)["vp"] == vp


def test_a_saved_table_by_its_name_in_other_capitals_everywhere(torneo: Torneo) -> None:
    torneo.ok("vp-table", "save", "--name", "Circolo Però", "--hands", 2, "--bands", BANDS)
    assert torneo.ok("vp", "--table", "circolo  PERÒ", 300, 200)["vp"] == [12, 8]  # 100: 85-134
    torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Lunedì", "--hands", 2,
        "--vp-table", "CIRCOLO però",
    )  # fmt: skip
    assert torneo.ok("tournament", "show", "-t", 1)["settings"]["vp_scale"]["name"] == (
        "Circolo Però"
    )


def test_a_name_a_typed_one_could_not_tell_apart_is_not_saved(torneo: Torneo) -> None:
    """FIBUR's names (in either language) and a saved table's in other capitals are refused,
    saying what to do; the saved table's exact name replaces it."""
    torneo.ok("vp-table", "save", "--name", "Circolo", "--hands", 2, "--bands", BANDS)
    refused = torneo.refused(
        "vp-table", "save", "--name", "circolo", "--hands", 3, "--bands", BANDS
    )["error"]
    assert refused["message"] == (
        "Invalid value: “circolo” differs only in capitals or spacing from the saved table"
        " “Circolo”: to replace that table save it as “Circolo”, otherwise choose another"
        " name. Correct it and try again."
    )
    builtin = torneo.refused(
        "vp-table", "save", "--name", "fibur 3 HANDS", "--hands", 3, "--bands", BANDS
    )["error"]
    assert builtin["message"] == (
        "Invalid value: “fibur 3 HANDS” is the name of one of FIBUR's tables, built into"
        " Torneo: give the club's table a name of its own. Correct it and try again."
    )
    torneo.ok("vp-table", "save", "--name", "Circolo", "--hands", 3, "--bands", BANDS)
    tables = torneo.ok("vp-table", "list")
    assert [(table["name"], table["hands"]) for table in tables[2:]] == [("Circolo", 3)]


def _saved_before_the_rule(database_url: str, *names: str) -> None:
    """Saved tables as a Torneo that let names differ only in capitals left them."""
    from sqlalchemy import create_engine, insert

    from tournament_app.storage import tables

    bands = [[0, 10], [35, 11], [85, 12], [135, 13], [205, 14]]  # BANDS
    engine = create_engine(database_url)
    with engine.begin() as connection:
        for hands, name in enumerate(names, start=2):
            connection.execute(insert(tables.vp_scales).values(name=name, hands=hands, bands=bands))
    engine.dispose()


def test_two_tables_that_differ_only_in_capitals_are_not_guessed(
    torneo: Torneo, database_url, capsys
) -> None:
    _saved_before_the_rule(database_url, "Circolo", "circolo")

    assert torneo.ok("vp", "--table", "circolo", 240, 200)["hands"] == 3  # written exactly
    refused = torneo.refused("vp", "--table", "CIRCOLO", 240, 200)["error"]
    assert refused == {
        "code": "invalid_input",
        "message": "Invalid value: “CIRCOLO” could be more than one saved table (Circolo,"
        " circolo): type the name exactly as it is saved, capitals included."
        " Correct it and try again.",
    }
    italian = Torneo(database_url, capsys, language="it").run("vp-table", "delete", "CIRCOLO")
    assert italian.code == 3
    assert italian.err.strip() == (
        "torneo: Dato non valido: «CIRCOLO» può essere più di una tabella salvata (Circolo,"
        " circolo): scrivi il nome esattamente com'è salvato, maiuscole comprese."
        " Correggilo e riprova."
    )
    names = [table["name"] for table in torneo.ok("vp-table", "list")]
    assert names == ["FIBUR 3 smazzate", "FIBUR 4 smazzate", "Circolo", "circolo"]


def test_a_name_no_table_has_is_refused_in_words(torneo: Torneo) -> None:
    refused = torneo.refused("vp", "--table", "Club 4", 300, 100)["error"]
    assert refused == {
        "code": "not_found",
        "message": "VP table “Club 4” does not exist. Check the name and try again"
        " (the saved tables: torneo vp-table list).",
    }
