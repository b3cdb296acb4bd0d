"""Bad import files and bad typing on the command line: refused with a sentence naming the
problem, nothing entered, and the same tournament takes a good file right after. Names that
are odd but legitimate (markup, formula-like, right-to-left, emoji) are kept exactly as typed.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.reliability.reliability_helpers import (
    assert_clear_refusal,
    database_snapshot,
    published_burraco,
    snapshot_changes,
    undocumented,
)
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.imports.lists import (
    ImportFileRefused,
    ImportProblem,
    RowError,
    describe_problem,
    import_entries,
)
from tournament_app.services.messages import LANGUAGES

PAIR_HEADINGS = "Cognome 1;Nome 1;Tessera 1;Cognome 2;Nome 2;Tessera 2\n"
GOOD_FILE = PAIR_HEADINGS + "Rossi;Anna;FI-1;Bianchi;Carlo;FI-2\nVerdi;Lucia;FI-3;Neri;Paolo;\n"


@pytest.fixture
def registration(sqlite_url: str) -> Iterator[tuple[Services, TournamentId]]:
    """A burraco pairs tournament in registration, with one pair (tessera FI-9) entered."""
    services = open_services(sqlite_url)
    tournament = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Importazioni", settings=BurracoSettings())
    ).id
    services.entries.add(
        tournament,
        [PlayerSpec(surname="Gialli", name="Ada", tessera="FI-9"), PlayerSpec(surname="Blu")],
    )
    try:
        yield services, tournament
    finally:
        services.close()


def _csv(text: str, encoding: str = "utf-8") -> bytes:
    return text.encode(encoding)


def _ten_megabytes_of_noise() -> bytes:
    # Seeded: the same bytes every run (os.urandom's once put a blank line before the
    # tenth row, which the heading search then missed).
    return random.Random(2026).randbytes(10 * 1024 * 1024)


def _ten_megabytes_without_headings() -> bytes:
    line = b"1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;20\n"
    return line * (10 * 1024 * 1024 // len(line))


def _numbers_with_a_blank_line_before_the_tenth() -> bytes:
    """No headings, and a blank line just before the tenth row: the search for headings
    happens there all the same, so the file is refused for them, not read to its end."""
    line = b"1;2;3;4;5\n"
    return line * 9 + b"\n" + line * 30_000


# (file name, its bytes, the file-level problem expected)
FILE_REFUSALS: dict[str, tuple[str, Callable[[], bytes], ImportProblem]] = {
    "wrong columns": (
        "iscritti.csv",
        lambda: _csv("Squadra;Punti\nAurora;12\n"),
        ImportProblem.NO_COLUMNS,
    ),
    "an empty file": ("iscritti.csv", lambda: b"", ImportProblem.NO_COLUMNS),
    "headings and no rows": ("iscritti.csv", lambda: _csv(PAIR_HEADINGS), ImportProblem.NO_ROWS),
    "a 10 MB photo renamed .csv": (
        "iscritti.csv",
        _ten_megabytes_of_noise,
        ImportProblem.NO_COLUMNS,
    ),
    "10 MB of numbers and no headings": (
        "iscritti.csv",
        _ten_megabytes_without_headings,
        ImportProblem.NO_COLUMNS,
    ),
    "numbers, a blank line before the tenth row, no headings": (
        "iscritti.csv",
        _numbers_with_a_blank_line_before_the_tenth,
        ImportProblem.NO_COLUMNS,
    ),
    "an old .xls workbook": (
        "iscritti.xls",
        lambda: b"\xd0\xcf\x11\xe0",
        ImportProblem.UNSUPPORTED_FORMAT,
    ),
    "a CSV named .xlsx": ("iscritti.xlsx", lambda: _csv(GOOD_FILE), ImportProblem.UNREADABLE),
}


@pytest.mark.parametrize("case", FILE_REFUSALS)
def test_an_unusable_import_file_is_refused(
    registration: tuple[Services, TournamentId], tmp_path: Path, case: str
) -> None:
    """The whole file refused with a sentence; nothing entered; a good file works after."""
    services, tournament = registration
    name, content, problem = FILE_REFUSALS[case]
    bad = tmp_path / name
    bad.write_bytes(content())
    before = database_snapshot(services.engine)
    with pytest.raises(ImportFileRefused) as refused:
        import_entries(services, tournament, bad)
    assert refused.value.problem is problem
    assert_clear_refusal(refused.value)
    assert snapshot_changes(before, database_snapshot(services.engine)) == {}
    _good_file_imports(services, tournament, tmp_path)


def _good_file_imports(services: Services, tournament: TournamentId, folder: Path) -> None:
    good = folder / "buono.csv"
    good.write_bytes(_csv(GOOD_FILE))
    assert import_entries(services, tournament, good).added == 2


# (CSV body after the headings, the row problem expected, text its sentence must name)
ROW_REFUSALS: dict[str, tuple[str, ImportProblem, str]] = {
    "the same tessera twice in the file": (
        "Rossi;Anna;FI-1;Bianchi;Carlo;FI-2\nVerdi;Lucia;FI-1;Neri;Paolo;\n",
        ImportProblem.DUPLICATE_TESSERA,
        "FI-1",
    ),
    "a tessera already entered": (
        "Gialli;Ada;FI-9;Bianchi;Carlo;\n",
        ImportProblem.TESSERA_ALREADY_ENTERED,
        "FI-9",
    ),
    "a tessera with a formula in it": (
        "Rossi;Anna;=1+1;Bianchi;Carlo;\n",
        ImportProblem.BAD_TESSERA,
        "=1+1",
    ),
    "a pair missing its partner": (
        "Rossi;Anna;FI-1;;;\n",
        ImportProblem.MISSING_PARTNER,
        "",
    ),
    "a row with no surname": (
        ";Anna;FI-1;Bianchi;Carlo;\n",
        ImportProblem.MISSING_NAME,
        "",
    ),
    "a surname of 151 characters": (
        "R" + "o" * 150 + ";Anna;;Bianchi;Carlo;\n",
        ImportProblem.TEXT_TOO_LONG,
        "150",
    ),
    "a surname with an invisible control character (BEL)": (
        "Ros\asi;Anna;;Bianchi;Carlo;\n",
        ImportProblem.CONTROL_CHARACTER,
        "U+0007",
    ),
}


@pytest.mark.parametrize("case", ROW_REFUSALS)
def test_a_bad_row_stops_the_whole_import(
    registration: tuple[Services, TournamentId], tmp_path: Path, case: str
) -> None:
    """The report names the line and the problem; not one row is entered."""
    services, tournament = registration
    body, problem, named = ROW_REFUSALS[case]
    bad = tmp_path / "iscritti.csv"
    bad.write_bytes(_csv(PAIR_HEADINGS + "Gialli;Ugo;;Viola;Eva;\n" + body))
    before = database_snapshot(services.engine)
    report = import_entries(services, tournament, bad)
    assert report.added == 0
    assert problem in [error.code for error in report.preview.errors]
    for error in report.preview.errors:
        assert error.line >= 3  # line 1 headings, line 2 a good row
        _assert_row_sentence(error, named)
    assert snapshot_changes(before, database_snapshot(services.engine)) == {}
    _good_file_imports(services, tournament, tmp_path)


def test_a_surname_at_the_typing_limit_imports(
    registration: tuple[Services, TournamentId], tmp_path: Path
) -> None:
    """The other side of the edge above: 150 characters, as many as the registration form
    takes, come in whole."""
    services, tournament = registration
    surname = "R" + "o" * 149
    full = tmp_path / "lunghi.csv"
    full.write_bytes(_csv(PAIR_HEADINGS + surname + ";Anna;;Bianchi;Carlo;\n"))
    report = import_entries(services, tournament, full)
    assert (report.added, report.preview.errors) == (1, ())
    surnames = {p.surname for entry in services.entries.list(tournament) for p in entry.players}
    assert surname in surnames


def _assert_row_sentence(error: RowError, named: str) -> None:
    for language in LANGUAGES:
        sentence = describe_problem(error, language)
        assert sentence.strip() and "{" not in sentence
        assert named.lower() in sentence.lower(), sentence


def test_a_file_mixing_encodings_never_garbles_names(
    registration: tuple[Services, TournamentId], tmp_path: Path
) -> None:
    """One line typed in UTF-8, one saved by Excel in Windows-1252: both names come out
    right (or the file is refused); never a garbled name entered in silence."""
    services, tournament = registration
    mixed = tmp_path / "misto.csv"
    mixed.write_bytes(
        _csv(PAIR_HEADINGS)
        + _csv("Niccolò;Anna;;Bianchi;Carlo;\n", "utf-8")
        + _csv("Sforzà;Lucia;;Neri;Paolo;\n", "cp1252")
    )
    try:
        report = import_entries(services, tournament, mixed)
    except ServiceError:
        return
    if report.added == 0:
        assert report.preview.errors
        return
    surnames = {
        player.surname for entry in services.entries.list(tournament) for player in entry.players
    }
    assert {"Niccolò", "Sforzà"} <= surnames, surnames


def test_a_cp1252_file_from_italian_excel_reads_right(
    registration: tuple[Services, TournamentId], tmp_path: Path
) -> None:
    """The usual case mixing is a bug against: a whole file in Windows-1252 keeps its accents."""
    services, tournament = registration
    legacy = tmp_path / "excel.csv"
    legacy.write_bytes(_csv(PAIR_HEADINGS + "Niccolò;Anna;;Sforzà;Carlo;\n", "cp1252"))
    assert import_entries(services, tournament, legacy).added == 1
    surnames = {p.surname for entry in services.entries.list(tournament) for p in entry.players}
    assert {"Niccolò", "Sforzà"} <= surnames


def test_formulas_in_cells_are_imported_as_their_text(
    registration: tuple[Services, TournamentId], tmp_path: Path
) -> None:
    """A real formula cell in a workbook and a formula typed in a CSV come in as the text
    written, never evaluated (the exports neutralise them again on the way out)."""
    from openpyxl import Workbook

    services, tournament = registration
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Cognome 1", "Nome 1", "Cognome 2", "Nome 2"])
    sheet.append(['=CONCATENATE("Ros","si")', "Anna", "=1+1", "Carlo"])
    xlsx = tmp_path / "formule.xlsx"
    workbook.save(xlsx)
    assert import_entries(services, tournament, xlsx).added == 1
    csv_file = tmp_path / "formule.csv"
    csv_file.write_bytes(_csv("Cognome 1;Nome 1;Cognome 2;Nome 2\n@SUM(A1);Ugo;+39 Verdi;Eva\n"))
    assert import_entries(services, tournament, csv_file).added == 1
    surnames = {p.surname for entry in services.entries.list(tournament) for p in entry.players}
    assert {'=CONCATENATE("Ros","si")', "=1+1", "@SUM(A1)", "+39 Verdi"} <= surnames


# -- names that are odd but legitimate: kept exactly as typed -------------------------------

ODD_NAMES = {
    "markup": "<b>Rossi</b> & <i>figli</i>",
    "a formula": '=HYPERLINK("http://x";"Rossi")',
    "a plus sign": "+39 Rossi",
    "an at sign": "@Rossi",
    "right-to-left": "مريم",
    "mixed direction": "Rossi \u202eotseT",
    "emoji": "Asso 🃏 di cuori",
    "apostrophe and accents": "D'Annunzio Niccolò",
}


@pytest.mark.parametrize("kind", ODD_NAMES)
def test_odd_names_are_kept_exactly(registration: tuple[Services, TournamentId], kind: str) -> None:
    """Stored and read back character for character (exports neutralise them, see
    test_security); the standings still compute with them."""
    services, tournament = registration
    surname = ODD_NAMES[kind]
    entry = services.entries.add(
        tournament, [PlayerSpec(surname=surname, name="Anna"), PlayerSpec(surname="Bianchi")]
    )
    assert entry.players[0].surname == surname
    assert services.registry.search(surname[:3])  # found by what the director types


# -- typing on the command line ----------------------------------------------------------

CLI_TYPING: dict[str, tuple[list[str], int, str]] = {
    "text where the MP go": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--mp", "abc", "300"],
        2,
        "abc",
    ),
    "a table number in words": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "uno", "--mp", "500", "300"],
        2,
        "uno",
    ),
    "a decimal MP total": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--mp", "500.5", "300"],
        2,
        "500.5",
    ),
    "a tournament id in words": (["standings", "-t", "primo"], 2, "primo"),
    "a negative table": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "-3", "--mp", "500", "300"],
        2,
        "",
    ),
    "an unknown command": (["risultato", "inserisci"], 2, "risultato"),
    "MP not a multiple of 5": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--mp", "502", "400"],
        3,
        "502",
    ),
    "a huge MP total (30 digits)": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--mp", "9" * 30, "300"],
        2,
        "9" * 30,
    ),
    "an MP total no turno can make (5,000,000,000)": (
        ["result", "enter", "-t", "1", "-r", "1", "--table", "1", "--mp", "5000000000", "300"],
        3,
        "5000000000",
    ),
}


@pytest.mark.parametrize("case", CLI_TYPING)
def test_bad_typing_on_the_command_line(sqlite_url: str, case: str) -> None:
    """Exit 2 (usage) or 3 (refused) with a sentence on stderr naming what was typed;
    nothing changed; the next good command works."""
    services = open_services(sqlite_url)
    tournament = published_burraco(services, 4)
    before = database_snapshot(services.engine)
    arguments, expected, named = CLI_TYPING[case]
    for language in LANGUAGES:
        out, err = io.StringIO(), io.StringIO()
        code = run_cli(["--db", sqlite_url, "--lang", language, *arguments], stdout=out, stderr=err)
        assert code == expected, err.getvalue()
        assert err.getvalue().strip()
        assert named in err.getvalue()
    assert snapshot_changes(before, database_snapshot(services.engine)) == {}
    good = ["--db", sqlite_url, "result", "enter", "-t", str(tournament), "-r", "1", "--table", "1"]
    assert run_cli([*good, "--mp", "500", "300"], stdout=io.StringIO(), stderr=io.StringIO()) == 0
    services.close()


def test_docs_list_every_case() -> None:
    """docs/reliability.md names every file, row, name and command-line case here."""
    names = [*FILE_REFUSALS, *ROW_REFUSALS, *ODD_NAMES, *CLI_TYPING]
    assert undocumented(names) == []
