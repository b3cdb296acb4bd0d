"""What a director reads when the command line refuses something or reports a tournament:
sentences in the chosen language, never Python's or the driver's words, never an internal
code ("reentry_not_allowed", "R1 T1", "full_name 1"), and impossible input refused rather
than answered as if it made sense."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo
from tournament_app.cli.main import run_cli

# Words no Italian sentence of Torneo holds; each is the English one would slip in.
ENGLISH = re.compile(
    r"\b(the|is|not|folder|directory|such|no|denied|connection|refused|running"
    r"|table|round|result|entered|already|player|True|False|None)\b"
)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = run_cli(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# -- 1. a database address Torneo cannot open ----------------------------------------------


@pytest.mark.parametrize(
    "address",
    [
        "postgresql+psycopg2://u@127.0.0.1:1/x",  # what most PostgreSQL tutorials print
        "mysql://u@localhost/x",
        "foo://bar",
    ],
)
def test_an_address_of_another_database_or_driver_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, address: str
) -> None:
    """No traceback: exit 3 (a refused input), one sentence naming the forms that work."""
    for language, works in (("it", "Correggi l'indirizzo"), ("en", "Correct the address")):
        code, out, err = _run(capsys, "--db", address, "--lang", language, "tournament", "list")
        assert code == 3, err
        assert "Traceback" not in err and "Error" not in err and "psycopg2'" not in err
        assert "postgresql://" in err and works in err
        assert out == ""


def test_the_refusal_of_an_address_hides_its_password(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(
        capsys, "--db", "postgresql+psycopg2://u:segreto@h/x", "--lang", "en", "tournament", "list"
    )
    assert code == 3 and "segreto" not in err


def test_an_address_with_a_folder_that_does_not_exist_says_so_in_italian(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "non-c-e" / "torneo.sqlite3"
    code, _, err = _run(capsys, "--db", str(missing), "--lang", "it", "tournament", "list")
    assert code == 1  # not reached: docs/cli.md exit codes, run again once the folder is there
    assert "la cartella indicata non esiste" in err
    assert ENGLISH.findall(err.replace(str(missing), "")) == [], err
    assert not missing.parent.exists()  # nothing was created


# -- 7. a file the system cannot write: the reason in the director's language ------------------


@pytest.fixture
def torneo(database_url: str, capsys: pytest.CaptureFixture[str]) -> Torneo:
    return Torneo(database_url, capsys, language="it")


def _burraco(torneo: Torneo, pairs: int = 8) -> int:
    tournament = int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "S")["id"])
    for number in range(1, pairs + 1):
        torneo.ok("entry", "add", "-t", tournament, f"Rossi{number} Anna", f"Verdi{number} Ugo")
    torneo.ok("round", "generate", "-t", tournament, "--publish", "--seed", "3")
    return tournament


def _burraco_snapshot(database_url: str) -> int:
    """`_burraco` on a fresh database: made once per process and backend, and copied."""
    return _burraco(Torneo(database_url, None))


start, database_url = snapshot_fixtures({"burraco": _burraco_snapshot})
burraco = state_value("burraco")


def test_a_pdf_into_a_missing_folder_or_onto_a_folder_is_refused_in_italian(
    torneo: Torneo, burraco: int, tmp_path: Path
) -> None:
    tournament = burraco
    missing = tmp_path / "manca" / "serata.pdf"
    said = torneo.run("export", "-t", tournament, "--pdf", missing)
    assert said.code == 3
    assert "la cartella indicata non esiste" in said.err
    assert ENGLISH.findall(said.err.replace(str(missing), "")) == [], said.err
    folder = tmp_path / "una-cartella"
    folder.mkdir()
    said = torneo.run("export", "-t", tournament, "--pdf", folder)
    assert said.code == 2  # refused with the command line's words, before anything is read
    assert "è una cartella" in said.err and "Is a directory" not in said.err


# -- 8. a second `result enter` on a table that has a result -------------------------------------


def test_a_second_result_enter_says_the_table_has_one_and_to_correct_it(
    torneo: Torneo, burraco: int
) -> None:
    """Nobody was editing: the table was entered before. The sentence names who entered it
    (the station "cassa") and the command that changes it; nothing changes."""
    tournament = burraco
    first = ("result", "enter", "-t", tournament, "-r", 1, "--table", 1)
    torneo.ok("--station", "cassa", *first, "--mp", 500, 300)
    for language, opening in (
        ("it", "Il tavolo 1 del turno 1 ha già un risultato, inserito da cassa alle "),
        ("en", "Table 1 of round 1 already has a result, entered by cassa at "),
    ):
        torneo.language = language
        said = torneo.run(*first, "--mp", 400, 400)
        assert said.code == 3
        assert said.err.startswith(f"torneo: {opening}"), said.err
        assert "torneo result correct" in said.err
        assert "R1 T1" not in said.err and "Reload" not in said.err and "Ricarica" not in said.err
    torneo.language = "en"
    results = torneo.ok("result", "show", "-t", tournament, "-r", 1)
    (result,) = [r for r in results if r["table"] == 1]
    assert (result["ns_mp"], result["ew_mp"]) == (500, 300)


# -- 2. scala 40 refusals --------------------------------------------------------------------


def test_scala40_reentry_refused_and_finished_table_are_sentences(torneo: Torneo) -> None:
    tournament = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala")["id"]
    for name in ("Bruni Paolo", "Conti Sara", "Neri Gino", "Gallo Rita"):
        torneo.ok("entry", "add", "-t", tournament, name)
    torneo.ok("round", "generate", "-t", tournament, "--publish", "--seed", "1")
    seats = torneo.ok("round", "show", "-t", tournament)["tables"][0]["players"]
    a, b, c, d = seats
    # b passes the 101 limit and is out; re-entry is off by default (scala40.md).
    torneo.ok(
        "hand", "enter", "-t", tournament, "-r", 1, "--table", 1,
        "--points", f"{a}=0,{b}=120,{c}=10,{d}=10", "--closer", a,
    )  # fmt: skip
    said = torneo.run("hand", "reenter", "-t", tournament, "-r", 1, "--table", 1, "--entry", b)
    assert said.code == 3
    assert "il rientro non è previsto in questo torneo" in said.err, said.err
    assert "reentry_not_allowed" not in said.err and "player=" not in said.err
    torneo.ok("hand", "timeout", "-t", tournament, "-r", 1, "--table", 1)
    torneo.language = "en"
    said = torneo.run(
        "hand", "enter", "-t", tournament, "-r", 1, "--table", 1,
        "--points", f"{a}=0,{c}=5,{d}=5", "--closer", a,
    )  # fmt: skip
    assert said.code == 3
    assert "already over" in said.err and "?" not in said.err, said.err


# -- 4. tournament show ----------------------------------------------------------------------


def test_tournament_show_words_every_setting(torneo: Torneo, burraco: int) -> None:
    """The evening's VP table and bye (burraco.md: 14 VP and +355 MP with 3 hands), Sì/No,
    the tie-breaks by name; no setting's internal name, no Python value."""
    tournament = burraco
    shown = torneo.run("tournament", "show", "-t", tournament)
    assert shown.code == 0
    for words in (
        "Smazzate per turno",
        "FIBUR 3",
        "14",
        "+355",
        "Differenza punti, Punti fatti, Scontro diretto",
        "Senza semipulito",
        "Sorteggio",
    ):
        assert words in shown.out, shown.out
    for internal in ("tie_breaks", "vp_scale", "bye_vp", "False", "True", "None", "mp_diff"):
        assert internal not in shown.out, internal
    assert re.search(r"Burraco reale\s+No", shown.out)


def test_a_tournament_is_dated_as_each_language_dates_a_day(torneo: Torneo) -> None:
    """Christmas as the change log dates it: 25/12/2026 in Italian, the year first in English
    (12/25 or 25/12 would be read as another day somewhere); the JSON keeps the ISO date."""
    made = torneo.ok(
        "tournament", "create", "--game", "burraco", "--name", "Natale", "--date", "2026-12-25"
    )
    for language, day, other in (
        ("it", "25/12/2026", "2026-12-25"),
        ("en", "2026-12-25", "25/12/2026"),
    ):
        torneo.language = language
        listed = torneo.run("tournament", "list")
        shown = torneo.run("tournament", "show", "-t", made["id"])
        assert listed.code == shown.code == 0
        for out in (listed.out, shown.out):
            assert day in out and other not in out, out
    assert torneo.ok("tournament", "show", "-t", made["id"])["date"] == "2026-12-25"


def test_tournament_show_of_an_elimination_scala40_leaves_out_the_rounds(torneo: Torneo) -> None:
    tournament = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Scala")["id"]
    torneo.language = "en"
    shown = torneo.run("tournament", "show", "-t", tournament)
    assert re.search(r"Out at the limit\s+Yes", shown.out), shown.out
    assert "elimination" in shown.out and "the value of the cards held" in shown.out
    assert "out_at_limit" not in shown.out and "True" not in shown.out
    assert not re.search(r"^Rounds\s", shown.out, re.MULTILINE)


# -- 11. impossible input --------------------------------------------------------------------


@pytest.mark.parametrize(
    "dates",
    [
        ("--from", "2026-13-01"),
        ("--to", "2026-02-30"),
        ("--from", "2026-12-01", "--to", "2026-01-01"),
    ],
)
def test_season_refuses_impossible_dates(torneo: Torneo, dates: tuple[str, ...]) -> None:
    said = torneo.run("season", "--game", "burraco", *dates)
    assert said.code == 2, said.err
    assert "Classifica" not in said.out and said.out == ""


def test_standings_after_a_round_not_played_is_refused(torneo: Torneo, burraco: int) -> None:
    """Round 3 not published is the tournament as it stands, not a value typed wrong: the
    sentence says so and what to ask instead, never "invalid value, correct it"."""
    tournament = burraco
    said = torneo.run("standings", "-t", tournament, "--after-round", 3)
    assert said.code == 3
    assert said.err == (
        "torneo: Il turno 3 non è ancora stato pubblicato, l'ultimo è il 1, quindi non c'è una"
        " classifica dopo il turno 3: chiedi la classifica dopo il turno 1 o uno precedente."
        " Non è cambiato nulla.\n"
    )
    assert ENGLISH.findall(said.err) == []
    torneo.language = "en"
    refused = torneo.refused("standings", "-t", tournament, "--after-round", 3)["error"]
    assert refused == {
        "code": "state_refused",
        "message": "Round 3 is not published yet, the last is round 1, so there are no"
        " standings after round 3: ask for the standings after round 1 or an earlier one."
        " Nothing changed.",
    }
    assert torneo.run("standings", "-t", tournament, "--after-round", 1).code == 0


def test_vp_refuses_mp_that_are_not_a_multiple_of_5(torneo: Torneo) -> None:
    said = torneo.run("vp", "--hands", 3, 641, 245)
    assert said.code == 3
    assert "641" in said.err and "multiplo di 5" in said.err
    assert said.out == ""


def test_the_log_of_a_tournament_that_does_not_exist_is_refused(torneo: Torneo) -> None:
    said = torneo.run("log", "-t", 99)
    assert said.code == 3
    assert "Il torneo 99 non esiste" in said.err


# -- 10. VP tables ---------------------------------------------------------------------------


@pytest.mark.parametrize("bands", ["0:10,35:21", "0:10,35:9"])
def test_a_vp_table_row_out_of_10_to_20_says_so(torneo: Torneo, bands: str) -> None:
    """The director types the winner's VP alone: there are no "two values" to swap."""
    torneo.language = "en"
    said = torneo.run("vp-table", "save", "--name", "B", "--hands", 2, "--bands", bands)
    assert said.code == 3
    assert "row 2" in said.err and "10 to 20" in said.err, said.err
    assert "Swap" not in said.err and "-1" not in said.err
    assert torneo.ok("vp-table", "list") == [] or all(
        table["name"] != "B" for table in torneo.ok("vp-table", "list")
    )


def test_a_vp_table_not_found_is_named_not_numbered(torneo: Torneo) -> None:
    said = torneo.run("vp", "--table", "Nope", 1, 2)
    assert said.code == 3
    assert said.err.startswith("torneo: La tabella dei PV «Nope» non esiste. Controlla il nome")


# -- 9. the import report ----------------------------------------------------------------------


def test_the_import_preview_names_columns_in_words_and_counts_in_the_singular(
    torneo: Torneo, tmp_path: Path
) -> None:
    tournament = int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "S")["id"])
    listing = tmp_path / "iscritti.csv"
    listing.write_text("Coppia\nRossi Mario - Bianchi Anna\n", encoding="utf-8")
    said = torneo.run("entry", "import", "-t", tournament, listing, "--preview")
    assert said.code == 0, said.err
    assert "«Coppia» → cognome e nome dei due giocatori" in said.out
    assert "full_name" not in said.out
    assert "1 riga pronta da importare" in said.out


def test_a_tournament_file_check_counts_in_the_singular(torneo: Torneo, tmp_path: Path) -> None:
    tournament = int(torneo.ok("tournament", "create", "--game", "burraco", "--name", "S")["id"])
    torneo.ok("entry", "add", "-t", tournament, "Rossi Anna", "Verdi Ugo")
    path = tmp_path / "s.torneo"
    torneo.ok("tournament", "export-file", "-t", tournament, path)
    said = torneo.run("tournament", "import-file", path, "--check")
    assert "1 iscrizione, 0 turni" in said.out, said.out
    assert "None" not in said.out
