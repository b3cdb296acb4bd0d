"""Who wins which prize (services/prize_awards.py), on rankings written out here: the overall
places first, then each section's among those the rule leaves."""

from __future__ import annotations

from tournament_app.services.prize_awards import PrizeRule, award_prizes
from tournament_app.services.values import Scala40Standing


def _row(rank: int, entry: int, category: str, *, withdrawn: bool = False) -> Scala40Standing:
    return Scala40Standing(rank, entry, f"Verdi{entry}", 0, 0, 1, None, category, withdrawn)


# Overall: 1, 2, then 3 and 4 level in 3rd place, 5, 6. Categories: A holds 1, 3, 5; B 2, 4, 6.
OVERALL = (
    _row(1, 1, "A"),
    _row(2, 2, "B"),
    _row(3, 3, "A"),
    _row(3, 4, "B"),
    _row(5, 5, "A"),
    _row(6, 6, "B"),
)
SECTIONS = (
    ("A", (_row(1, 1, "A"), _row(2, 3, "A"), _row(3, 5, "A"))),
    ("B", (_row(1, 2, "B"), _row(2, 4, "B"), _row(3, 6, "B"))),
)


def _said(awards) -> list[tuple[str, int, int]]:
    return [(p.heading, p.place, p.standing.entry) for p in awards.prizes]


def test_prizes_do_not_add_up_the_section_goes_to_those_not_awarded() -> None:
    """Two overall places: 1 and 2; A's first is then 3, B's 4 (the third overall places
    are not prizes here)."""
    awards = award_prizes(OVERALL, SECTIONS, places=2, cumulative=False)
    assert awards.rule is PrizeRule.NOT_CUMULATIVE and awards.sectioned
    assert _said(awards) == [
        ("", 1, 1),
        ("", 2, 2),
        ("A", 1, 3),
        ("A", 2, 5),
        ("B", 1, 4),
        ("B", 2, 6),
    ]


def test_a_tie_at_the_last_overall_place_shares_it_and_both_leave_their_sections() -> None:
    """Three overall places with 3 and 4 level in 3rd: both take it; A is left with 5, B
    with 6."""
    awards = award_prizes(OVERALL, SECTIONS, places=3, cumulative=False)
    assert _said(awards) == [
        ("", 1, 1),
        ("", 2, 2),
        ("", 3, 3),
        ("", 3, 4),
        ("A", 1, 5),
        ("B", 1, 6),
    ]


def test_prizes_that_add_up_give_the_sections_their_own_best() -> None:
    awards = award_prizes(OVERALL, SECTIONS, places=1, cumulative=True)
    assert awards.rule is PrizeRule.CUMULATIVE
    assert _said(awards) == [("", 1, 1), ("A", 1, 1), ("B", 1, 2)]


def test_a_withdrawn_player_wins_nothing_and_the_overall_alone_has_no_rule() -> None:
    """Player 1 withdrew: 2 is the overall winner; without sections the rule is moot."""
    overall = (_row(1, 1, "A", withdrawn=True), *OVERALL[1:])
    awards = award_prizes(overall, (), places=1, cumulative=False)
    assert _said(awards) == [("", 1, 2)] and not awards.sectioned
