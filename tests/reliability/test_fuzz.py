"""Random strings and numbers thrown at every CLI command and at the import parser: the
command line answers 0, 2 or 3 and never a traceback; the parser returns a preview or a
file-level refusal, nothing else."""

from __future__ import annotations

import argparse
import io
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.property_counts import examples
from tournament_app.cli.main import build_parser, run_cli
from tournament_app.services import open_services
from tournament_app.services.imports.lists import (
    ImportFileError,
    ImportPreview,
    preview_cells,
    preview_file,
    read_csv_bytes,
)

EXAMPLES = examples(120)
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def _commands() -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every leaf command of the parser with the options it takes."""
    found: list[tuple[tuple[str, ...], tuple[str, ...]]] = []

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs:
            options = tuple(
                option
                for action in parser._actions
                for option in action.option_strings
                if option not in ("-h", "--help", "--db")
            )
            found.append((path, options))
            return
        for name, child in subs[0].choices.items():
            walk(child, (*path, name))

    walk(build_parser(), ())
    return found


COMMANDS = _commands()
# No path separators, dots or "~": whatever a random argument names as a file stays inside
# the test's own folder (the command line may write exports or a new database there).
SAFE_TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="/\\~.\x00"),
    max_size=24,
)
# Past 2**63 too: what no database column holds (an extra zero or two typed by mistake).
NUMBERS = st.one_of(
    st.integers(min_value=-(10**15), max_value=10**15),
    st.integers(min_value=2**31 - 2, max_value=2**31 + 2),
    st.integers(min_value=2**63 - 1, max_value=10**30),
    st.integers(min_value=-(10**30), max_value=-(2**63)),
).map(str)
# A file name that names no file: nothing typed, or the folder the command runs in.
NO_FILE_NAMES = st.sampled_from(["", "."])
SMALL_NUMBERS = st.integers(min_value=-3, max_value=12).map(str)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A real command followed by a jumble of its own options, numbers and text."""
    path, options = draw(st.sampled_from(COMMANDS))
    token = st.one_of(
        SAFE_TEXT,
        NUMBERS,
        SMALL_NUMBERS,
        NO_FILE_NAMES,
        st.sampled_from(options or ("--json",)),
    )
    return [*path, *draw(st.lists(token, max_size=8))]


@pytest.fixture
def club(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A database with the demo evening in it; the test runs inside its folder."""
    database = tmp_path / "club.sqlite3"
    services = open_services(str(database))
    services.demo.create_all()
    services.close()
    monkeypatch.chdir(tmp_path)
    yield str(database)


@pytest.mark.slow
@FUZZ
@given(arguments=command_lines(), language=st.sampled_from(["it", "en"]), json=st.booleans())
def test_the_command_line_never_shows_a_traceback(
    club: str, arguments: list[str], language: str, json: bool
) -> None:
    """Exit 0, 2 or 3 whatever is typed; a refusal always says something on stderr."""
    out, err = io.StringIO(), io.StringIO()
    extra = ["--json"] if json else []
    code = run_cli(["--db", club, "--lang", language, *extra, *arguments], stdout=out, stderr=err)
    assert code in (0, 2, 3), (arguments, code, err.getvalue())
    if code != 0:
        assert err.getvalue().strip(), arguments
    assert "Traceback" not in err.getvalue()


HEADINGS = ["Cognome", "Nome", "Cognome 1", "Cognome 2", "Tessera", "Tessera 2", "Circolo"]
HEADINGS += ["Giocatore", "Partner", "Categoria", "Girone", "Surname", "Card", "Name"]
CELL = st.one_of(st.text(max_size=30), st.sampled_from(["", "FI-0001", "=1+1", "Rossi"]))
# A heading row the importer half-recognises, then random rows: reaches the per-row checks.
CELLS = st.builds(
    lambda head, rows: [head, *rows],
    st.lists(st.one_of(st.sampled_from(HEADINGS), st.text(max_size=10)), max_size=8),
    st.lists(st.lists(CELL, max_size=8), max_size=12),
)


@FUZZ
@given(cells=CELLS, players=st.sampled_from([None, 1, 2]))
def test_the_import_parser_takes_any_cells(cells: list[list[str]], players: int | None) -> None:
    """Any grid of text becomes a preview (rows and per-row problems) or a file refusal."""
    try:
        preview = preview_cells(cells, players_per_entry=players)
    except ImportFileError:
        return
    assert isinstance(preview, ImportPreview)
    for error in preview.errors:
        assert error.line >= 1


@FUZZ
@given(raw=st.binary(max_size=2000))
def test_any_bytes_read_as_csv(raw: bytes) -> None:
    """Any bytes decode (UTF-8, Windows-1252, Latin-1) into rows of cells."""
    rows = read_csv_bytes(raw)
    assert all(isinstance(cell, str) for row in rows for cell in row)


@FUZZ
@given(raw=st.binary(max_size=3000), suffix=st.sampled_from([".csv", ".xlsx", ".txt", ".xls"]))
def test_any_file_previews_or_is_refused(tmp_path: Path, raw: bytes, suffix: str) -> None:
    """Random bytes named as a CSV, an Excel file or anything: a preview or ImportFileError."""
    path = tmp_path / f"iscritti{suffix}"
    path.write_bytes(raw)
    try:
        preview_file(path, players_per_entry=2)
    except ImportFileError as error:
        assert error.code
    finally:
        os.unlink(path)
