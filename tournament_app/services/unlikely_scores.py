"""Burraco figures that are possible but unlikely: the one rule every face asks about.

A line over the whole pack, or a difference far beyond the VP table's last band, is more often
a typing slip than a real score (`scoring.plausibility`). Saving such figures needs the
director's confirmation, whichever face typed them: the window asks in a dialog, the command
line wants `--yes`, and the services refuse with UNLIKELY_SCORE until one of them says so.
A scala 40 hand charging a player more than any hand can cost
(`scoring.scala40_plausibility`) is refused with the same error by `sheet_entry`, and asked
about the same way; a table's phone cannot confirm, so the hand waits for the director.
A burraco penalty taking more VP in one round than a turno can give is asked about the same
way too (UNLIKELY_PENALTY, `penalty_vp_beyond`).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.plausibility import Unlikely, unlikely_hands, unlikely_turno
from scoring.three_pairs import most_turno_vp
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import BurracoSettings


def unlikely_figures(
    settings: BurracoSettings,
    ns_mp: int,
    ew_mp: int,
    hand_scores: Sequence[tuple[int, int]] = (),
) -> tuple[Unlikely, ...]:
    """What makes a played turno's figures unlikely under the tournament's settings: each
    hand's line over the pack (when typed hand by hand), then the totals; empty when likely."""
    last_band_low = rules.vp_table(settings).bands[-1].low
    return (
        *unlikely_hands(hand_scores),
        *unlikely_turno(ns_mp, ew_mp, hands=settings.hands, last_band_low=last_band_low),
    )


class UnlikelyScoreError(ServiceError):
    """Figures saved without the confirmation their unlikeliness needs; `findings` says why.
    Nothing was saved."""

    def __init__(
        self, round_number: int, table: int, hands: int, findings: tuple[Unlikely, ...]
    ) -> None:
        super().__init__(
            ErrorCode.UNLIKELY_SCORE,
            {"round": round_number, "table": table, "hands": hands, "findings": findings},
        )
        self.findings = findings


def penalty_vp_beyond(settings: BurracoSettings, round_number: int | None, vp: int) -> int | None:
    """The most VP one turno of the tournament gives a pair (`scoring.three_pairs`: 20, or 40
    where a table of three adds both conversions) when a penalty of round `round_number` takes
    more than that, more likely a slip than meant; None when it does not. A penalty over the
    whole tournament (no round) may stand for several turni: not asked about."""
    most = most_turno_vp(settings.three_pairs, settings.three_pairs_vp)
    return most if round_number is not None and vp > most else None
