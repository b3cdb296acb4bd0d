"""Burraco figures that are possible but unlikely: the one rule every face asks about.

A line over the whole pack, or a difference far beyond the VP table's last band, is more often
a typing slip than a real score (`scoring.plausibility`). Saving such figures needs the
director's confirmation, whichever face typed them: the window asks in a dialog, the command
line wants `--yes`, and the services refuse with UNLIKELY_SCORE until one of them says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.plausibility import Unlikely, unlikely_hands, unlikely_turno
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
