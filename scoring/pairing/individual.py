"""Individual burraco: new partnerships and tables each round, repeating as little as possible."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.pairing.model import IndividualRound


def individual_round(
    players: Sequence[int],
    round_number: int,
    *,
    history: Sequence[IndividualRound] = (),
    seed: int = 0,
) -> IndividualRound:
    """A round of tables of four: partners repeat as little as possible, then opponents.

    When the number of players is a multiple of 4 and the round is within the first N - 1,
    the partnerships follow the Berger calendar (8 players, 7 rounds: everyone partners
    everyone exactly once). Otherwise a seeded search; repeats it could not avoid are listed
    in ``relaxed``. Players beyond a multiple of 4 sit out, fewest byes first.
    """
    raise NotImplementedError
