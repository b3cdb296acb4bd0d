"""The chiusura in mano rule printed under a document's title with the other scala 40 rules,
in the words the wizard and `tournament show` use, and the printed sheet's M mark saying what
the rule makes of it, under every rule: any closer may go out in one go, and the sheet marks
it (/work/shared/domain/scala40.md: the table scoresheet marks a chiusura in mano)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tests.exports.pdf_reading import pdf_text
from tournament_app.exports.pdf_sheets import scoresheets_pdf
from tournament_app.services import InHandClose, Scala40Settings, Services
from tournament_app.services.reports import documents as reports


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        (InHandClose.OFF, "Chiusura in mano: nessun raddoppio"),
        (
            InHandClose.FISCA,
            "Chiusura in mano: raddoppio FISCA: doppio a chi ha aperto, 100 fissi a chi non"
            " ha aperto",
        ),
        (
            InHandClose.HOUSE,
            "Chiusura in mano: raddoppio della casa: doppio a tutti, anche a chi non ha aperto",
        ),
    ],
)
def test_the_rule_is_printed_with_the_others(
    services: Services, rule: InHandClose, words: str
) -> None:
    tid = scala40_tournament(services, 4, Scala40Settings(in_hand_close=rule))
    published_round(services, tid)
    notes = reports.standings_document(services, tid).header.rules.notes
    assert words in notes
    assert notes.index("Limite: 101") < notes.index(words)
    (sheet,) = reports.scoresheet_documents(services, tid, 1)
    # The M mark says what the rule makes of it, in the words the rules above it use.
    in_hand = [meaning for mark, meaning in sheet.marks if mark == "M"]
    assert in_hand == [f"chiusura in mano ({words.removeprefix('Chiusura in mano: ')})"]


@pytest.mark.parametrize(
    ("out_at_limit", "legend"), [(True, "Limite 151 ·"), (False, "Limite 151: fuori solo oltre ·")]
)
def test_the_printed_sheet_says_when_a_player_is_out(
    services: Services, tmp_path: Path, out_at_limit: bool, legend: str
) -> None:
    """At 151 by default (reaching the limit), or only above it (the house rule)."""
    settings = Scala40Settings(limit=151, out_at_limit=out_at_limit)
    tid = scala40_tournament(services, 4, settings)
    published_round(services, tid)
    target = tmp_path / "sheets.pdf"
    scoresheets_pdf(reports.scoresheet_documents(services, tid, 1), target)
    printed = pdf_text(target, raw=True)
    assert legend in " ".join(printed.split())
