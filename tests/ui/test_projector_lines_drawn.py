"""The projector's standings page after a result: the lines a result left as they were are
drawn as before, the others afresh, and the page is the one drawn from nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament_app.services import BurracoStanding, Scala40Standing
from tournament_app.ui.projector import content
from tournament_app.ui.projector.content import DrawnLines, standings_html


def _ranking(pairs: int) -> list[BurracoStanding]:
    return [
        BurracoStanding(
            rank=n,
            entry=n,
            names=f"Rossi Anna {n} - Bianchi Carlo {n}",
            vp=60 - n,
            mp_difference=500 - 10 * n,
            mp_scored=2000 + n,
            vp_per_round=(20, 20 - n % 5, None),
            penalty_vp=0,
            group=None,
            category=None,
            withdrawn=n == 7,
        )
        for n in range(1, pairs + 1)
    ]


def _after_a_result(ranking: list[BurracoStanding]) -> list[BurracoStanding]:
    """Pair 9 wins its table (+14 VP) and passes pairs 3-8; pair 2, its opponents, gets 6."""
    by_entry = {row.entry: row for row in ranking}
    winner = replace(by_entry[9], rank=3, vp=by_entry[9].vp + 14)
    passed = [replace(by_entry[n], rank=n + 1) for n in range(3, 9)]
    loser = replace(by_entry[2], vp=by_entry[2].vp + 6)
    return [by_entry[1], loser, winner, *passed, *ranking[9:]]


@pytest.fixture
def worded(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The entries whose line was worded (its cells made) since the test began."""
    entries: list[int] = []
    original = content._standing_cells

    def counting(row, *args):  # type: ignore[no-untyped-def]
        entries.append(row.entry)
        return original(row, *args)

    monkeypatch.setattr(content, "_standing_cells", counting)
    return entries


@pytest.mark.parametrize("columns", [1, 3])
def test_after_a_result_only_the_lines_it_changed_are_worded_again(qapp, worded, columns):
    ranking = _ranking(20)
    drawn = DrawnLines()
    standings_html(ranking, columns=columns, drawn=drawn)
    assert sorted(worded) == list(range(1, 21))
    worded.clear()
    after = _after_a_result(ranking)
    page = standings_html(after, columns=columns, drawn=drawn)
    # Pair 9 and pair 2 (their VP), and the six pairs 9 passed (their rank); the other 12
    # lines as they were.
    assert sorted(worded) == [2, 3, 4, 5, 6, 7, 8, 9]
    assert page == standings_html(after, columns=columns)
    assert "65 VP" in page  # pair 9: 51 and 14


def test_a_page_drawn_from_kept_lines_is_the_page_drawn_afresh(qapp):
    """Two results in turn, a resize to three columns and back: each page as drawn from
    nothing, although most of its lines were kept from the one before."""
    drawn = DrawnLines()
    first = _ranking(30)
    second = _after_a_result(first)
    third = [replace(row, vp=row.vp + 1) if row.entry == 30 else row for row in second]
    for ranking, columns in ((first, 1), (second, 1), (second, 3), (third, 3), (third, 1)):
        assert standings_html(ranking, columns=columns, drawn=drawn) == standings_html(
            ranking, columns=columns
        )


def test_a_change_of_language_words_every_line_again(qapp, worded):
    from tournament_app.ui.i18n import LanguageSwitcher

    ranking = _ranking(5)
    drawn = DrawnLines()
    assert "55 VP" in standings_html(ranking, drawn=drawn)
    languages = LanguageSwitcher()
    try:
        assert languages.apply("it")
        worded.clear()
        page = standings_html(ranking, drawn=drawn)
        assert sorted(worded) == [1, 2, 3, 4, 5]
        assert "55 PV" in page and "VP" not in page
    finally:
        languages.apply("en")


def test_a_scala40_elimination_keeps_its_lines_and_its_titles(qapp, worded):
    players = [
        Scala40Standing(
            rank=n,
            entry=n,
            name=f"Verdi Anna {n}",
            points=2,
            penalty_total=40 * n,
            stage=2,
            group=None,
            category=None,
            last_place=n,
            stage_penalty=40 * n,
        )
        for n in range(1, 9)
    ]
    drawn = DrawnLines()
    before = standings_html(players, elimination=True, final_stage=3, drawn=drawn)
    assert "Penalty in last stage" in before
    worded.clear()
    moved = [replace(players[0], stage=3, last_place=1, stage_penalty=0), *players[1:]]
    page = standings_html(moved, elimination=True, final_stage=3, drawn=drawn)
    assert worded == [1]
    assert page == standings_html(moved, elimination=True, final_stage=3)
    assert "Final" in page and "Penalty in last stage" in page


def test_the_projector_words_again_only_the_lines_a_result_changed(qtbot, ui_context, worded):
    from tests.builders.evenings import burraco_tournament, published_round
    from tournament_app.ui.projector.window import ProjectorWindow

    services = ui_context.services
    tid = burraco_tournament(services, 12)
    number = published_round(services, tid)
    tables = [t.table for t in services.rounds.get(tid, number).tables]
    services.results.enter_totals(tid, 1, tables[0], 900, 300)
    ui_context.open_tournament(tid)
    window = ProjectorWindow(ui_context)
    qtbot.addWidget(window)
    before = set(services.standings.overall(tid))
    worded.clear()
    services.results.enter_totals(tid, 1, tables[1], 700, 450)
    window.pending.stop()
    window.pending.timeout.emit()  # the burst of results settled
    after = services.standings.overall(tid)
    changed = sorted(row.entry for row in after if row not in before)
    assert changed and sorted(worded) == changed
    assert window.standings.text().count("VP</b>") == 12
