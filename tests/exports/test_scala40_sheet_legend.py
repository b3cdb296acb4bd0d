"""The printed scala 40 scoresheet's legend lists every mark the sheet can show: the closer (C),
a chiusura in mano (M, under every rule: any closer may go out in one go, and every face lets
it be marked), a player not opened (N), out (X) and, where the tournament allows re-entry,
re-entered (R) (/work/shared/domain/scala40.md, "The table scoresheet"). Read back from the
PDF as printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tests.exports.pdf_reading import pdf_text
from tournament_app.exports.pdf_sheets import scoresheets_pdf
from tournament_app.services import Scala40Hand, Scala40Settings, Services
from tournament_app.services.reports import documents as reports
from tournament_app.services.sheet_rows import replay_sheet

LEGENDS = {
    ("it", 0): "Segni: C = chiude · M = chiusura in mano (nessun raddoppio) · N = non aperto"
    " · X = eliminato",
    ("en", 0): "Marks: C = goes out · M = goes out in one (no doubling) · N = not opened · X = out",
    ("it", 1): "Segni: C = chiude · M = chiusura in mano (nessun raddoppio) · N = non aperto"
    " · X = eliminato · R = rientrato",
    ("en", 1): "Marks: C = goes out · M = goes out in one (no doubling) · N = not opened"
    " · X = out · R = re-entered",
}


def _printed_legend(services: Services, tid: int, language: str, folder: Path) -> str:
    target = folder / f"sheets-{language}.pdf"
    scoresheets_pdf(reports.scoresheet_documents(services, tid, 1, language=language), target)
    printed = " ".join(pdf_text(target, raw=True).split())
    start = printed.index("Segni:" if language == "it" else "Marks:")
    return printed[start : printed.index(" Smazzata" if language == "it" else " Hand", start)]


@pytest.mark.parametrize(("language", "reentries"), list(LEGENDS))
def test_the_legend_names_each_mark(services, tmp_path, language, reentries) -> None:
    """The official rules (no doubling): M still listed; R only with re-entry allowed."""
    tid = scala40_tournament(services, 4, Scala40Settings(reentries=reentries))
    published_round(services, tid)
    assert _printed_legend(services, tid, language, tmp_path) == LEGENDS[language, reentries]


def test_every_mark_a_played_sheet_shows_is_in_the_legend(services, tmp_path) -> None:
    """Hand 1: a goes out in one go, b had not opened (60 in hand), c is out on 110 and
    re-enters; every mark the sheet then shows is explained by the printed legend."""
    tid = scala40_tournament(services, 4, Scala40Settings(reentries=1))
    published_round(services, tid)
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    hand = Scala40Hand(((a, 0), (b, 60), (c, 110), (d, 5)), closer=a, in_hand=True, not_opened=(b,))
    sheet = services.results.enter_hand(tid, 1, 1, hand)
    sheet = services.results.reenter(tid, 1, 1, c, expected_version=sheet.version)
    settings = services.tournaments.get(tid).settings
    shown = {
        mark.value
        for row in replay_sheet(sheet, settings).rows
        for player in sheet.players
        for mark in row.cell(player).marks
    }
    assert shown == {"C", "M", "N", "X", "R"}
    legend = _printed_legend(services, tid, "en", tmp_path)
    assert set(re.findall(r"\b([A-Z]) = ", legend)) == shown
