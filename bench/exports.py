"""Exports: 1,000-entry standings over 11 rounds to xlsx and PDF, against the bare libraries.

The baseline writes the same cells (xlsx: openpyxl's write-only mode, plain values) and the
same rows (PDF: reportlab's SimpleDocTemplate and one Table with a repeated heading; and,
as a reportlab user builds it for speed, one Table a page with its widths and row heights
given, so reportlab neither measures every cell nor splits a long table) with none
of Torneo's work: no text-safe cells, no fitting column widths, no wrapping of long names, no
page header or "page X of Y". The PDF baseline uses the same embedded DejaVu Sans, because a
built-in font cannot print Ł or Ø at all; the Helvetica figure is shown for reference.
The ratio is what Torneo's work costs.
"""

from __future__ import annotations

import io
import random
import time
from collections.abc import Callable

from openpyxl import Workbook
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, PageBreak, SimpleDocTemplate, Table, TableStyle

from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoStandings,
    EntryRef,
    Player,
    TournamentHeader,
    TournamentReport,
)
from tournament_app.exports.excel import write_workbook
from tournament_app.exports.pdf import FONT, standings_pdf

TARGET_RATIO = 1.5
# Against the baseline built for speed (page-sized tables), the target is tighter.
PAGED_TARGET_RATIO = 1.2
SURNAMES = ("Rossi", "Bianchi", "Nicolò D'Angelo", "Zoë Müller", "Øyvind", "Łukasz", "Ferrari")


def standings(entries: int, rounds: int, *, seed: int = 7) -> BurracoStandings:
    """A made-up ranking: `entries` pairs with a VP score for each of `rounds` rounds."""
    chance = random.Random(seed)
    rows = []
    for number in range(1, entries + 1):
        per_round = tuple(chance.randint(0, 20) for _ in range(rounds))
        players = (
            Player(chance.choice(SURNAMES), f"Anna{number}"),
            Player(chance.choice(SURNAMES), f"Carlo{number}"),
        )
        rows.append(
            (
                sum(per_round),
                chance.randrange(-3000, 3000, 5),
                per_round,
                EntryRef(number, players, f"Circolo {number % 40}"),
            )
        )
    rows.sort(key=lambda r: (-r[0], -r[1]))
    header = TournamentHeader(
        "Campionato regionale", "burraco", round_shown=rounds, rounds_planned=rounds, final=True
    )
    return BurracoStandings(
        header,
        tuple(
            BurracoStandingRow(i + 1, entry, vp, diff, (5000 + diff,), per_round)
            for i, (vp, diff, per_round, entry) in enumerate(rows)
        ),
        rounds=tuple(range(1, rounds + 1)),
        tie_break_names=("Punti fatti",),
    )


def _plain_rows(document: BurracoStandings) -> list[list[object]]:
    heading = ["Pos.", "N.", "Giocatori", "Circolo", "PV", "Diff. punti", "Punti fatti"]
    heading += [f"T{n}" for n in document.rounds]
    rows: list[list[object]] = [heading]
    for r in document.rows:
        rows.append(
            [r.rank, r.entry.number, r.entry.names, r.entry.club, r.victory_points, r.mp_difference,
             *r.tie_break_values, *r.vp_per_round]
        )  # fmt: skip
    return rows


def bare_xlsx(document: BurracoStandings) -> bytes:
    """The baseline: the same cells appended to a write-only openpyxl sheet."""
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet("Classifica")
    for row in _plain_rows(document):
        sheet.append(row)
    stream = io.BytesIO()
    workbook.save(stream)
    return stream.getvalue()


def bare_pdf(document: BurracoStandings, font: str = FONT) -> bytes:
    """The baseline: the same rows as one reportlab Table with a repeated heading row."""
    rows = [[str(v) for v in row] for row in _plain_rows(document)]
    stream = io.BytesIO()
    doc = SimpleDocTemplate(stream, pagesize=landscape(A4))
    table = Table(rows, repeatRows=1)
    style = [("FONT", (0, 0), (-1, -1), font, 7), ("GRID", (0, 0), (-1, -1), 0.25, "grey")]
    table.setStyle(TableStyle(style))
    doc.build([table])
    return stream.getvalue()


# The page-sized baseline's type: 7 pt (leading 8.4) and reportlab's 3 pt padding above and
# below, so the rows per page are known before anything is laid out; or the wall standings'
# 13 pt, so the baseline prints about as many pages as Torneo's.
_PAGED_SIZE = 7.0
_WALL_SIZE = 13.0


def bare_pdf_paged(
    document: BurracoStandings, font: str = FONT, size: float = _PAGED_SIZE
) -> bytes:
    """The baseline a reportlab user writes for speed: the rows cut into one Table a page
    (each with the heading row), every column width and row height given, so reportlab
    neither measures every cell nor splits one long table page after page."""
    row_height = size * 1.2 + 6
    rows = [[str(v) for v in row] for row in _plain_rows(document)]
    heading, body = rows[0], rows[1:]
    stream = io.BytesIO()
    doc = SimpleDocTemplate(stream, pagesize=landscape(A4))
    # The widest text of each column, measured once: the widths a user would fix by hand.
    widths = [max(stringWidth(row[i], font, size) for row in rows) + 6 for i in range(len(heading))]
    # The frame keeps 6 pt of padding on each side; one row is the heading.
    per_page = int((doc.height - 12) // row_height) - 1
    style = TableStyle(
        [("FONT", (0, 0), (-1, -1), font, size), ("GRID", (0, 0), (-1, -1), 0.25, "grey")]
    )
    story: list[Flowable] = []
    for start in range(0, len(body), per_page):
        page = [heading, *body[start : start + per_page]]
        table = Table(page, colWidths=widths, rowHeights=[row_height] * len(page))
        table.setStyle(style)
        if story:
            story.append(PageBreak())
        story.append(table)
    doc.build(story)
    return stream.getvalue()


def bare_pdf_paged_wall(document: BurracoStandings) -> bytes:
    """The page-sized baseline in the wall standings' 13 pt: about as many pages as Torneo
    prints (its names do not wrap: they run past the page's edge instead)."""
    return bare_pdf_paged(document, size=_WALL_SIZE)


def bare_pdf_helvetica(document: BurracoStandings) -> bytes:
    """The baseline in reportlab's built-in Helvetica, which cannot print Ł or Ø (shown for
    reference: it is not a correct document for these names)."""
    return bare_pdf(document, "Helvetica")


def torneo_xlsx(document: BurracoStandings) -> bytes:
    """Torneo's workbook for the same standings (its other sheets empty)."""
    stream = io.BytesIO()
    write_workbook(TournamentReport(document.header, document), stream)
    return stream.getvalue()


def torneo_pdf(document: BurracoStandings) -> bytes:
    """Torneo's standings PDF."""
    stream = io.BytesIO()
    standings_pdf(document, stream)
    return stream.getvalue()


def _seconds(function: Callable[[BurracoStandings], bytes], document: BurracoStandings) -> float:
    start = time.perf_counter()
    function(document)
    return time.perf_counter() - start


def run(*, quick: bool = False) -> str:
    """Measure both formats against their baselines; a Markdown section."""
    entries, rounds, repeats = (200, 11, 2) if quick else (1000, 11, 7)
    document = standings(entries, rounds)
    torneo_pdf(document)  # warm up: font loading, imports
    lines = [
        "## Exports",
        "",
        f"Standings of {entries:,} pairs over {rounds} rounds, written to a stream; best of "
        f"{repeats} runs each, Torneo and its baseline alternating in the same process. "
        f"Reproduce with `.venv/bin/python -m bench exports{' --quick' if quick else ''}`.",
        "",
        "| format | Torneo (s) | bare library (s) | ratio | target |",
        "|---|---|---|---|---|",
    ]
    cases = (
        ("xlsx", torneo_xlsx, bare_xlsx, TARGET_RATIO),
        ("PDF", torneo_pdf, bare_pdf, TARGET_RATIO),
        ("PDF vs page-sized tables baseline", torneo_pdf, bare_pdf_paged, PAGED_TARGET_RATIO),
        (
            "PDF vs page-sized tables in 13 pt",
            torneo_pdf,
            bare_pdf_paged_wall,
            PAGED_TARGET_RATIO,
        ),
        ("PDF vs Helvetica baseline", torneo_pdf, bare_pdf_helvetica, TARGET_RATIO),
    )
    for name, ours, bare, target in cases:
        ours_times, bare_times = [], []
        for _ in range(repeats):
            bare_times.append(_seconds(bare, document))
            ours_times.append(_seconds(ours, document))
        mine, theirs = min(ours_times), min(bare_times)
        ratio = mine / theirs
        verdict = "met" if ratio <= target else "missed"
        lines.append(
            f"| {name} | {mine:.3f} | {theirs:.3f} | {ratio:.2f}x | ≤ {target}x ({verdict}) |"
        )
    lines.append("")
    return "\n".join(lines) + "\n"
