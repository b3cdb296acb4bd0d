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
import itertools
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.exports.specimens import LONG_NAME, burraco_report, scala40_report
from tests.exports.test_workbook_layout import sixty_pairs_report
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


@pytest.fixture(scope="module")
def sixty_pairs_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _rendered(tmp_path_factory.mktemp("libreoffice"), "sixty", sixty_pairs_report())


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


_WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>'
)
Line = tuple[float, list[tuple[float, float, str]]]  # its top; its words' left, right, text


def _lines_of_words(pdf: Path) -> list[list[Line]]:
    """Each page's lines of words, top to bottom, each line's words left to right (a line's
    words share their top edge)."""
    pages = []
    for page in _text(pdf, "-bbox").split("<page ")[1:]:
        lines: dict[float, list[tuple[float, float, str]]] = {}
        for x_min, y_min, x_max, word in _WORD.findall(page):
            lines.setdefault(round(float(y_min), 1), []).append((float(x_min), float(x_max), word))
        pages.append([(top, sorted(lines[top])) for top in sorted(lines)])
    return pages


def test_sixty_pairs_print_in_a_short_pile_a_row_a_line(sixty_pairs_pdf: Path) -> None:
    """60 pairs of long names from clubs of up to 52 characters (the audit's workbook printed
    as 32 pages, rows double height at random, "9Brambilla"): the standings on two pages at
    most, their headings on each; each round's 30 tables on one page; pairs 1 to 59 a line
    each, one row as tall as the next (pair 60's name does need more lines); each entry
    number apart from its name by more than two spaces (the indent is three)."""
    pages = _text(sixty_pairs_pdf, "-layout").split("\f")
    standings = [i for i, page in enumerate(pages) if "Classifica dopo il turno 2" in page]
    assert 1 <= len(standings) <= 2, len(standings)
    assert all("Giocatori" in pages[i] and "Circolo" in pages[i] for i in standings)
    for number in (1, 2):
        assert sum(f"Risultati del turno {number}" in page for page in pages) == 1, number
    words = _lines_of_words(sixty_pairs_pdf)
    seen: list[int] = []
    steps: list[float] = []
    for index in standings:
        # A pair's row starts with its place and its number, the same here (pair n is n-th).
        rows = [
            (top, line)
            for top, line in words[index]
            if len(line) > 3 and line[0][2] == line[1][2] and line[0][2].isdigit()
        ]
        seen += [int(line[0][2]) for _, line in rows]
        ones = [(top, line) for top, line in rows if int(line[0][2]) < 60]
        steps += [b[0] - a[0] for a, b in itertools.pairwise(ones)]
        for _, line in ones:
            (_, number_end, _), (name_start, name_end, _), (next_start, _, _) = line[1:4]
            space = next_start - name_end  # between the name's first two words
            assert name_start - number_end > 2 * space, line[:4]
    assert seen == list(range(1, 61)), seen
    # Every row one line: none double height with a blank line (a line is some 13 points).
    assert steps and max(steps) - min(steps) < 1, sorted(steps)
