"""Lists that cannot be read whole: a sheet cut short, a "file" that never ends (/dev/zero), a
file or a sheet past the bounds a club never reaches. Each is refused with a sentence in
Italian and English (the bound named, what to do), through the services and the command line
(the window: tests/ui/test_import_bounds_window.py), and nothing is entered; reading stops at
the bound rather than filling memory."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import Workbook

from tests.reliability.reliability_helpers import (
    assert_clear_refusal,
    database_snapshot,
    snapshot_changes,
)
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.imports.lists import (
    ImportFileRefused,
    ImportProblem,
    import_entries,
    import_registry,
)

# The bounds as a director reads them in the sentences (storage/limits.py holds them); the
# tests build files just past them.
ROWS = 20_000
FILE_MEGABYTES = 10
SHEET_MEGABYTES = 50


@pytest.fixture
def registration(database_url: str) -> Iterator[tuple[Services, TournamentId]]:
    """A burraco pairs tournament in registration, with one pair entered."""
    services = open_services(database_url)
    tournament = services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Limiti", settings=BurracoSettings())
    ).id
    services.entries.add(tournament, [PlayerSpec("Gialli", "Ada"), PlayerSpec("Blu", "Rino")])
    try:
        yield services, tournament
    finally:
        services.close()


def cut_workbook(folder: Path) -> Path:
    """A real .xlsx whose sheet's XML stops halfway (a copy interrupted, a damaged stick):
    the zip itself is sound, so the workbook opens and breaks only while its rows are read."""
    whole = folder / "intero.xlsx"
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Cognome 1", "Nome 1", "Cognome 2", "Nome 2"])
    for number in range(60):
        sheet.append([f"Rossi{number}", "Anna", f"Bianchi{number}", "Carlo"])
    workbook.save(whole)
    cut = folder / "iscritti.xlsx"
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(cut, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = data[: len(data) // 2]
            target.writestr(info, data)
    return cut


def endless(folder: Path, suffix: str) -> Path:
    """A name ending in `suffix` that opens /dev/zero, which never ends."""
    link = folder / f"iscritti{suffix}"
    link.symlink_to("/dev/zero")
    return link


def _refused(
    services: Services, tournament: TournamentId, path: Path, problem: ImportProblem
) -> ImportFileRefused:
    """Both imports refuse `path` for `problem`, worded in both languages, nothing changed."""
    before = database_snapshot(services.engine)
    with pytest.raises(ImportFileRefused) as entries:
        import_entries(services, tournament, path)
    with pytest.raises(ImportFileRefused) as registry:
        import_registry(services, path)
    assert entries.value.problem is problem
    assert registry.value.problem is problem
    assert_clear_refusal(entries.value, path.name)
    assert snapshot_changes(before, database_snapshot(services.engine)) == {}
    return entries.value


def test_a_sheet_cut_short_is_refused_as_unreadable(registration, tmp_path: Path) -> None:
    """The sheet's XML ends mid-row: "cannot read iscritti.xlsx", not an XML traceback."""
    services, tournament = registration
    _refused(services, tournament, cut_workbook(tmp_path), ImportProblem.UNREADABLE)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_file_that_never_ends_is_refused_at_once(
    registration, tmp_path: Path, suffix: str
) -> None:
    """/dev/zero named as a list is not a file: refused before a byte is read."""
    services, tournament = registration
    _refused(services, tournament, endless(tmp_path, suffix), ImportProblem.UNREADABLE)


def test_a_file_past_the_size_bound_is_refused_before_it_is_read(
    registration, tmp_path: Path
) -> None:
    """One byte past the bound (a sparse file: nothing written on disk) is refused by its
    size, the sentence naming the bound in MB and what to do."""
    services, tournament = registration
    big = tmp_path / "iscritti.csv"
    with big.open("wb") as handle:
        handle.truncate(FILE_MEGABYTES * 1024 * 1024 + 1)
    refused = _refused(services, tournament, big, ImportProblem.TOO_LARGE)
    assert f"{FILE_MEGABYTES} MB" in refused.sentence("it")
    assert "dividilo" in refused.sentence("it") and "split it" in refused.sentence("en")


def test_rows_past_the_bound_are_refused_where_the_bound_is(registration, tmp_path: Path) -> None:
    """A list longer than any club's is refused at its 20,001st line, the bound named: the
    line after it, too long to be read, is never reached (reading stopped at the bound)."""
    services, tournament = registration
    lines = ["Cognome 1;Nome 1;Cognome 2;Nome 2"]
    lines += [f"Rossi{n};Anna;Bianchi{n};Carlo" for n in range(ROWS + 10)]
    lines.append("X" * 100_000)
    path = tmp_path / "iscritti.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert path.stat().st_size < FILE_MEGABYTES * 1024 * 1024
    refused = _refused(services, tournament, path, ImportProblem.TOO_MANY_ROWS)
    assert "20.000" in refused.sentence("it") and "20,000" in refused.sentence("en")


@pytest.mark.slow
def test_a_list_just_under_the_row_bound_still_imports(registration, tmp_path: Path) -> None:
    """The bound is past what a club has: 2,000 pairs and trailing empty lines import."""
    services, tournament = registration
    lines = ["Cognome 1;Nome 1;Cognome 2;Nome 2"]
    lines += [f"Rossi{n};Anna;Bianchi{n};Carlo" for n in range(2_000)]
    path = tmp_path / "iscritti.csv"
    path.write_text("\n".join(lines) + "\n" * 50, encoding="utf-8")
    assert import_entries(services, tournament, path).added == 2_000


def test_a_line_too_long_is_refused_naming_the_line(registration, tmp_path: Path) -> None:
    """A line of 100,000 characters (a file that is no list) is refused naming line 3."""
    services, tournament = registration
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Cognome 1;Nome 1;Cognome 2;Nome 2\nRossi;Anna;Bianchi;Carlo\n" + "Y" * 100_000 + "\n",
        encoding="utf-8",
    )
    refused = _refused(services, tournament, path, ImportProblem.ROW_TOO_LONG)
    assert "Riga 3" in refused.sentence("it") and "Line 3" in refused.sentence("en")


def test_a_sheet_that_unpacks_huge_is_refused_before_it_is_parsed(
    registration, tmp_path: Path
) -> None:
    """A zip bomb: a small .xlsx whose sheet unpacks past the bound is refused by the size
    the zip declares, before openpyxl reads a row."""
    services, tournament = registration
    whole = tmp_path / "intero.xlsx"
    workbook = Workbook()
    workbook.active.append(["Cognome", "Nome"])
    workbook.active.append(["Rossi", "Anna"])
    workbook.save(whole)
    bomb = tmp_path / "iscritti.xlsx"
    padding = b" " * (SHEET_MEGABYTES * 1024 * 1024 + 1)
    with (
        zipfile.ZipFile(whole) as source,
        zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = data.replace(b"<sheetData>", b"<sheetData>" + padding, 1)
            target.writestr(info.filename, data)
    assert bomb.stat().st_size < 1024 * 1024
    refused = _refused(services, tournament, bomb, ImportProblem.TOO_LARGE)
    assert f"{SHEET_MEGABYTES} MB" in refused.sentence("en")


def test_a_sheet_with_a_value_past_the_last_column_bound_is_refused(
    registration, tmp_path: Path
) -> None:
    """A value in column 201 is a line too long, not a column quietly dropped."""
    services, tournament = registration
    path = tmp_path / "iscritti.xlsx"
    workbook = Workbook()
    workbook.active.append(["Cognome", "Nome"])
    workbook.active.append(["Rossi", "Anna"])
    workbook.active.cell(row=2, column=201, value="lontano")
    workbook.save(path)
    refused = _refused(services, tournament, path, ImportProblem.ROW_TOO_LONG)
    assert "Line 2" in refused.sentence("en")


# -- the faces ------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [("entry", "import", "-t", "1"), ("registry", "import")])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("kind", ["cut", "endless csv", "endless xlsx"])
def test_the_command_line_words_an_unreadable_list(
    sqlite_url: str, tmp_path: Path, capsys, command: tuple[str, ...], language: str, kind: str
) -> None:
    """`entry import` and `registry import` exit 3 with the sentence, no traceback."""
    services = open_services(sqlite_url)
    services.tournaments.create(
        TournamentDraft(game=Game.BURRACO, name="Limiti", settings=BurracoSettings())
    )
    services.close()
    path = {
        "cut": lambda: cut_workbook(tmp_path),
        "endless csv": lambda: endless(tmp_path, ".csv"),
        "endless xlsx": lambda: endless(tmp_path, ".xlsx"),
    }[kind]()
    code = run_cli(["--db", sqlite_url, "--lang", language, *command, str(path)])
    captured = capsys.readouterr()
    assert code == 3
    assert "Traceback" not in captured.err
    opening = "Impossibile leggere" if language == "it" else "Cannot read"
    assert f"{opening} {path.name}" in captured.err
