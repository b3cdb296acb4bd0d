"""Individual burraco on a design where nobody meets twice, when the tournament fits it."""

from __future__ import annotations

from scoring.pairing import IndividualRound, RelaxationCode, individual_round


def _evening(players: int, rounds: int, planned: int | None) -> list[IndividualRound]:
    entries = list(range(1, players + 1))
    history: list[IndividualRound] = []
    for number in range(1, rounds + 1):
        history.append(
            individual_round(entries, number, history=history, seed=number, planned_rounds=planned)
        )
    return history


def test_a_five_round_evening_of_sixteen_repeats_no_partner_and_no_opponent() -> None:
    for players, rounds in [(16, 5), (20, 5), (28, 9), (40, 13)]:
        evening = _evening(players, rounds, planned=rounds)
        assert [x for played in evening for x in played.relaxed] == [], players


def test_a_tournament_longer_than_the_design_keeps_partners_new_every_round() -> None:
    """24 players for 23 rounds: the calendar, where nobody partners anyone twice."""
    evening = _evening(24, 23, planned=23)
    assert not any(
        x.code is RelaxationCode.PARTNER_REPEAT for played in evening for x in played.relaxed
    )
