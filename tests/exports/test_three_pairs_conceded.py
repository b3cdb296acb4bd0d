"""What a pair at a table of three pairs (burraco a sei) conceded, on its score card and on
the workbook's History sheet: the MP set against it as the standings count them, so the pair
can check its MP difference, with a key under the card saying what the figure is.

Worked out by hand from the rule (burraco.md, scoring.three_pairs): the MP against a pair at
a table of three is the mean of the other two pairs' totals, a half rounded up; with the sum
rule its total counts twice, against both totals added. Table 3 of round 1 seats pairs 5
(NS), 6 (EO) and 7 (the third line) and ends 640-245-400 over 3 hands: against 5
(245 + 400) / 2 = 322.5, 323; against 6 (640 + 400) / 2 = 520; against 7 (640 + 245) / 2 =
442.5, 443. VP by FIBUR's 3-hand table, the mean of two conversions: 13, 7, 10.
"""

from __future__ import annotations

import re
from pathlib import Path

from openpyxl import load_workbook

from scoring.three_pairs import SUM_RULE
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentId,
)
from tournament_app.services import exports as actions

SETTINGS = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
    three_pairs=ThreePairsTables.WHEN_NEEDED,
)


def _played(services: Services, settings: BurracoSettings = SETTINGS) -> TournamentId:
    """Seven pairs, round 1: 1 v 2 640-245, 3 v 4 500-500, 5 v 6 v 7 640-245-400."""
    tid = burraco_tournament(services, 7, settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 500, 500)
    services.results.enter_three(tid, 1, 3, totals=(640, 245, 400))
    return tid


def _summed(services: Services) -> TournamentId:
    from dataclasses import replace

    return _played(services, replace(SETTINGS, three_pairs_vp=SUM_RULE))


start, database_url = snapshot_fixtures(
    {"played": with_services(_played), "summed": with_services(_summed)}
)
played = state_value("played")
summed = state_value("summed")

# Pair -> (line, scored, conceded, VP) in round 1, worked out above.
AT_THREE = {5: ("NS", 640, 323, 13), 6: ("EO", 245, 520, 7), 7: ("3ª", 400, 443, 10)}
KEY = "Al tavolo da tre coppie, Subiti è la media dei totali delle altre due coppie"


def _history(path: Path) -> dict[int, tuple]:
    """Round 1's row of each pair on the History sheet ("Storico"): line, scored,
    conceded, VP."""
    sheet = load_workbook(path)["Storico"]
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    headings = list(rows[0])
    at = [headings.index(name) for name in ("N.", "Turno", "Linea", "Fatti", "Subiti", "PV")]
    return {row[at[0]]: tuple(row[i] for i in at[2:]) for row in rows[1:] if row[at[1]] == 1}


def test_the_history_sheet_says_what_each_pair_at_three_conceded(
    services: Services, played: TournamentId, tmp_path: Path
) -> None:
    actions.export_tournament(services, played, xlsx=tmp_path / "serata.xlsx")
    history = _history(tmp_path / "serata.xlsx")
    for pair, figures in AT_THREE.items():
        assert history[pair] == figures, pair
    assert history[1] == ("NS", 640, 245, 14)  # a table of two as before: 395, 14-6
    # What the standings count: each pair's MP difference is its scored less its conceded.
    standings = {row.entry: row for row in services.standings.overall(played)}
    for pair, (_line, scored, conceded, _vp) in AT_THREE.items():
        assert standings[pair].mp_difference == scored - conceded, pair


def _card(services: Services, tid: TournamentId, pair: int, folder: Path, **options) -> str:
    """Pair `pair`'s card alone, four a page (each round's figures on one line), as read."""
    path = folder / f"scheda-{pair}.pdf"
    actions.score_cards_pdf(services, tid, path, entry=pair, per_page=4, **options)
    return " ".join(pdf_text(path).split())


def test_the_score_card_says_it_with_a_key(
    services: Services, played: TournamentId, tmp_path: Path
) -> None:
    for pair, (line, scored, conceded, vp) in AT_THREE.items():
        card = _card(services, played, pair, tmp_path)
        assert re.search(rf"\b1 3 {line} {scored} {conceded} {vp} {vp}\b", card), pair
        assert KEY in card, pair
    card = _card(services, played, 1, tmp_path)
    assert re.search(r"\b1 1 NS 640 245 14 14\b", card)
    assert "tre coppie" not in card  # never at a table of three: no key


def test_with_the_sum_rule_both_figures_are_the_standings(
    services: Services, summed: TournamentId, tmp_path: Path
) -> None:
    """The sum rule: pair 7 scored 400 twice, 800, against 640 + 245 = 885; its VP the two
    conversions added, 8 + 12 = 20. The card's key says so, in English too."""
    actions.export_tournament(services, summed, xlsx=tmp_path / "serata.xlsx")
    assert _history(tmp_path / "serata.xlsx")[7] == ("3ª", 800, 885, 20)
    standings = {row.entry: row for row in services.standings.overall(summed)}
    assert (standings[7].mp_scored, standings[7].mp_difference) == (800, 800 - 885)
    card = _card(services, summed, 7, tmp_path, language="en")
    assert re.search(r"\b1 3 3rd 800 885 20 20\b", card)
    assert (
        "At a table of three pairs, Scored is the pair's total counted twice and Conceded the"
        " other two pairs' totals added" in card
    )
