"""The workbook as LibreOffice draws it: converted to PDF by LibreOffice itself (headless) and
read back with pdftotext. Headings stand apart ("Diff. puntiPunti fatti" was two headings run
together), a long club and a long name are whole on the page, no text falls back to a serif
face, and a scala 40 place prints "2°".

LibreOffice is slow to start: each workbook is converted once, by a module-scoped fixture
read by one test (three conversions a run, whichever test processes run them). Without
LibreOffice (`apt install libreoffice-calc`) these tests are skipped with that reason and the
run's summary says the rendering was not checked; under CI=true (where `.ci/run` installs
it) a missing LibreOffice is a failure.
"""

from __future__ import annotations

import dataclasses
import datetime
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.exports.specimens import LONG_NAME, burraco_report, scala40_report
from tournament_app.exports.excel import write_workbook
from tournament_app.exports.season import (
    SeasonDocument,
    SeasonLine,
    SeasonMeeting,
    SeasonResult,
    meeting_headings,
    season_xlsx,
)

LONG_CLUB = "Amici del Pozzetto / Circolo Burraco Sud"
MISSING = (
    "LibreOffice (soffice) is not installed: the workbook's rendering was NOT checked "
    "(apt install libreoffice-calc)"
)


def _needs_libreoffice() -> str:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice and shutil.which("pdftotext") and shutil.which("pdffonts"):
        return soffice
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI=true but {MISSING}")
    pytest.skip(MISSING)


def _burraco():
    """The burraco specimen with pair 2 playing for a 40-character club (cut at "Circolo B"
    before columns were fitted)."""
    report = burraco_report("it")
    rows = list(report.standings.rows)
    rows[1] = dataclasses.replace(rows[1], entry=dataclasses.replace(rows[1].entry, club=LONG_CLUB))
    return dataclasses.replace(
        report, standings=dataclasses.replace(report.standings, rows=tuple(rows))
    )


def _scala40():
    """The scala 40 specimen with its history's places as the services write them, "2°"."""
    report = scala40_report("it")
    histories = tuple(
        dataclasses.replace(h, rows=(dataclasses.replace(h.rows[0], position="2°"),))
        for h in report.histories
    )
    return dataclasses.replace(report, histories=histories)


def _rendered(folder: Path, name: str, report) -> Path:
    """`report`'s workbook as LibreOffice prints it to PDF."""
    return _converted(folder, name, lambda path: write_workbook(report, path))


def _converted(folder: Path, name: str, write: Callable[[Path], None]) -> Path:
    """The workbook `write` makes, as LibreOffice prints it to PDF."""
    soffice = _needs_libreoffice()
    workbook = folder / f"{name}.xlsx"
    write(workbook)
    # A profile of its own: parallel test processes each start their own LibreOffice.
    profile = (folder / "profile").as_uri()
    subprocess.run(
        [
            soffice,
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(folder),
            str(workbook),
        ],
        check=True,
        capture_output=True,
        timeout=240,
    )
    pdf = folder / f"{name}.pdf"
    assert pdf.exists(), "LibreOffice wrote no PDF"
    return pdf


@pytest.fixture(scope="module")
def burraco_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _rendered(tmp_path_factory.mktemp("libreoffice"), "burraco", _burraco())


@pytest.fixture(scope="module")
def scala40_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _rendered(tmp_path_factory.mktemp("libreoffice"), "scala40", _scala40())


def _season() -> SeasonDocument:
    """A club's season of two meetings, the second (a long name) still being played."""
    return SeasonDocument(
        game="burraco",
        game_name="Burraco",
        language="it",
        lines=tuple(
            SeasonLine(n, f"Giocatore {n}", LONG_CLUB, 20 - n, 2, 1, n, (SeasonResult(9 - n),) * 2)
            for n in range(1, 7)
        ),
        meetings=(
            SeasonMeeting("Serata d'inverno", datetime.date(2026, 1, 10)),
            SeasonMeeting(
                "Gran premio di primavera del Circolo Aurora",
                datetime.date(2026, 4, 18),
                running=True,
            ),
        ),
        date_from=datetime.date(2025, 9, 1),
        date_to=datetime.date(2026, 8, 31),
        venue="Circolo Aurora",
    )


@pytest.fixture(scope="module")
def season_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    document = _season()
    return _converted(
        tmp_path_factory.mktemp("libreoffice"),
        "season",
        lambda path: season_xlsx(document, path),
    )


def _text(pdf: Path, *options: str) -> str:
    done = subprocess.run(
        ["pdftotext", *options, str(pdf), "-"], check=True, capture_output=True, text=True
    )
    return done.stdout


def _sans_only(pdf: Path) -> None:
    """Titles and headings too are drawn in a sans face (a cell with no face named came out
    in DejaVu Serif)."""
    fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True)
    assert "Serif" not in fonts.stdout and "Times" not in fonts.stdout, fonts.stdout


def test_the_standings_read_whole_and_apart_in_libreoffice(burraco_pdf: Path) -> None:
    """On the standings page: every word of every heading is a word of its own (none runs
    into the next as "Diff. puntiPunti fatti" did); the 40-character club on one line,
    whole; the 120-character name wrapped over lines, every word of it there (before, both
    were cut at the column's edge); no serif face anywhere."""
    pdf = burraco_pdf
    page = _text(pdf, "-layout", "-f", "1", "-l", "1")
    words = set(page.split())
    headings = [
        "Pos.",
        "N.",
        "Giocatori",
        "Circolo",
        "PV",
        "Diff. punti",
        "Punti fatti",
        "T1",
        "T2",
    ]
    for heading in headings:
        for word in heading.split():
            assert word in words, f"{word!r} of {heading!r} is not a word apart:\n{page}"
    assert "puntiPunti" not in page
    assert LONG_CLUB in page, page
    raw = " ".join(_text(pdf, "-raw", "-f", "1", "-l", "1").split())
    assert " ".join(f"{LONG_NAME} Anna – Bruni Carlo".split()) in raw, raw
    _sans_only(pdf)


def test_a_scala40_place_prints_with_its_degree_sign_in_libreoffice(scala40_pdf: Path) -> None:
    """The history's places are numbers shown "2°" by their format; no serif face."""
    pdf = scala40_pdf
    text = _text(pdf, "-layout")
    history = text[text.index("Storico") :]
    assert re.search(r"\b2°", history), history
    _sans_only(pdf)


def test_the_season_ranking_reads_apart_and_titled_once_in_libreoffice(season_pdf: Path) -> None:
    """The season's headings each a word apart ("Miglior pos.30 nov" was two headings run
    together), the meetings' columns headed by their day and name; the title said once;
    the club whole; no serif face."""
    page = _text(season_pdf, "-layout", "-f", "1", "-l", "1")
    words = set(page.split())
    for heading in ("Pos.", "Giocatore", "Circolo", "Punti", "Tornei", "Vittorie", "Miglior pos.",
                    *meeting_headings(_season())):  # fmt: skip
        for word in heading.split():
            assert word in words, f"{word!r} of {heading!r} is not a word apart:\n{page}"
    assert not re.search(r"pos\.\d", page), page
    assert page.count("Classifica della stagione") == 1, page
    assert LONG_CLUB in page, page
    _sans_only(season_pdf)
