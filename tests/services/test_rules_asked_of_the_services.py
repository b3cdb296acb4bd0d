"""Rules the command line used to apply itself, now the services' own, so every face (and
every export) meets them: standings after a round not played, lots drawn in a tournament
whose tie-breaks leave out the draw, scoresheets of a round without tables, the VP of MP no
burraco score ends in."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import BurracoSettings, Services, VictoryPointBand, VictoryPointScale
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.settings import TieBreak


def _round_one_played(services: Services, settings: BurracoSettings | None = None) -> int:
    tid = burraco_tournament(services, 8, settings)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    for table in range(1, 5):
        services.results.enter_totals(tid, 1, table, 900, 600)
    return tid


def test_standings_after_a_round_not_played_are_refused(services: Services) -> None:
    """Round 1 played, round 2 a draft: "after round 2" would be round 1's standings under
    round 2's title."""
    tid = _round_one_played(services)
    services.rounds.generate(tid)
    assert len(services.standings.overall(tid, after_round=1)) == 8
    for later in (2, 7):
        with pytest.raises(ServiceError) as refused:
            services.standings.overall(tid, after_round=later)
        assert refused.value.params == {"detail": "round_not_played", "round": later, "last": 1}


def test_standings_after_a_round_of_a_tournament_with_none_played(services: Services) -> None:
    tid = burraco_tournament(services, 8)
    with pytest.raises(NotFoundError):
        services.standings.overall(tid, after_round=1)


def test_lots_asked_for_where_the_draw_is_no_tie_break_are_refused(services: Services) -> None:
    """Nobody level yet, but the tie-breaks leave out the draw: asking for lots is refused
    (not answered "no tie"), as a draw among named entries is."""
    tid = _round_one_played(
        services, BurracoSettings(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
    )
    with pytest.raises(ServiceError) as refused:
        services.standings.ties_to_draw(tid)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert refused.value.params["detail"] == "draw_not_a_tie_break"
    drawn = _round_one_played(services)
    assert services.standings.ties_to_draw(drawn) == services.standings.ties(drawn)


def test_scoresheets_of_a_round_without_tables_are_refused_before_writing(
    services: Services, monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    """None can be made through the services, so the reports are made to find none."""
    from tournament_app.services import exports
    from tournament_app.services.reports import documents as reports

    tid = _round_one_played(services)
    monkeypatch.setattr(reports, "scoresheet_documents", lambda *args, **kwargs: ())
    target = tmp_path / "sheets.pdf"
    with pytest.raises(ServiceError) as refused:
        exports.scoresheets_pdf(services, tid, 1, target)
    assert refused.value.params == {"detail": "round_without_tables", "round": 1}
    assert not target.exists()


def test_victory_points_as_a_result_entered_would_earn_them() -> None:
    from tournament_app.services.rules import victory_points

    # The FIBUR 3-hand table (domain doc): 355 starts 14-6, 0-50 is 10-10.
    assert victory_points(900, 545, 3) == (14, 6)
    assert victory_points(300, 300, 3) == (10, 10)
    club = VictoryPointScale(
        "Club 2", 2, (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20))
    )
    assert victory_points(0, 400, 2, club) == (0, 20)
    for wrong in ((903, 0), (99_995, 0)):
        with pytest.raises(ServiceError) as refused:
            victory_points(*wrong, 3)
        assert refused.value.code is ErrorCode.INVALID_SCORE
