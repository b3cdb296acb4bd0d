"""`torneo vp-table delete NAME`: the typed command is the director's decision (as `tournament
delete`, `entry delete`: no question, no --yes), undo brings the table back; the tournament
made with the table keeps its own copy and says so; a name no saved table has, or a FIBUR
table, is refused (exit 3) in words saying what to do, and nothing changes."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

BANDS = "0:10,35:11,85:12,135:13,205:14"


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database, a club 2-hand table saved and a tournament on it."""
    torneo = Torneo(database_url, capsys)
    torneo.ok("vp-table", "save", "--name", "Club 2 smazzate", "--hands", 2, "--bands", BANDS)
    torneo.ok("vp-table", "save", "--name", "Club 3", "--hands", 3, "--bands", BANDS)
    torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Serata veloce",
        "--vp-table", "Club 2 smazzate",
    )  # fmt: skip
    return torneo


def _names(torneo: Torneo) -> list[str]:
    return [table["name"] for table in torneo.ok("vp-table", "list")]


def test_delete_says_the_tournament_keeps_its_copy_and_undo_brings_it_back(torneo) -> None:
    said = torneo.run("vp-table", "delete", "club 2 smazzate")

    assert said.code == 0, said.err
    assert said.out.strip() == (
        "VP table “Club 2 smazzate” deleted (it can be undone)."
        " The tournament that uses it, “Serata veloce”, keeps its own copy."
    )
    assert _names(torneo) == ["FIBUR 3 smazzate", "FIBUR 4 smazzate", "Club 3"]
    # The tournament still has its table, bands and all.
    settings = torneo.ok("tournament", "show", "-t", 1)["settings"]
    assert settings["vp_scale"]["name"] == "Club 2 smazzate"
    assert [band["min_difference"] for band in settings["vp_scale"]["bands"]] == [
        0, 35, 85, 135, 205,
    ]  # fmt: skip

    assert torneo.run("undo").out.startswith("Undone: VP table deleted")
    assert _names(torneo)[-2:] == ["Club 2 smazzate", "Club 3"]


def test_italian_and_json(torneo, database_url, capsys) -> None:
    italian = Torneo(database_url, capsys, language="it")
    said = italian.run("vp-table", "delete", "Club 3")
    assert said.code == 0, said.err
    assert said.out.strip() == "Tabella dei PV «Club 3» eliminata (si può annullare)."

    answer = torneo.ok("vp-table", "delete", "Club 2 smazzate")
    assert answer["deleted"]["name"] == "Club 2 smazzate"
    assert answer["deleted"]["bands"][1] == {"from": 35, "vp": [11, 9]}
    assert answer["kept_by"] == [{"id": 1, "name": "Serata veloce"}]
    assert _names(torneo) == ["FIBUR 3 smazzate", "FIBUR 4 smazzate"]


def test_a_name_no_saved_table_has_is_refused_naming_the_command_that_lists_them(
    torneo, database_url, capsys
) -> None:
    refused = torneo.refused("vp-table", "delete", "Club 4")
    assert refused["error"] == {
        "code": "not_found",
        "message": "VP table “Club 4” does not exist. Check the name and try again"
        " (the saved tables: torneo vp-table list).",
    }
    italian = Torneo(database_url, capsys, language="it").run("vp-table", "delete", "Club 4")
    assert italian.code == 3
    assert italian.err.strip() == (
        "torneo: La tabella dei PV «Club 4» non esiste. Controlla il nome e riprova"
        " (le tabelle salvate: torneo vp-table list)."
    )
    builtin = torneo.refused("vp-table", "delete", "FIBUR 3 smazzate")["error"]
    assert builtin == {
        "code": "state_refused",
        "message": "“FIBUR 3 smazzate” is one of FIBUR's tables, built into Torneo, so it cannot"
        " be deleted: only the club's own saved tables can be (the saved tables: torneo vp-table"
        " list). Nothing changed.",
    }
    assert _names(torneo) == ["FIBUR 3 smazzate", "FIBUR 4 smazzate", "Club 2 smazzate", "Club 3"]
