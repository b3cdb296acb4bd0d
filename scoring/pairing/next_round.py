"""The next round of a tournament, following its schedule and pairing settings.

Services call `next_round` with the schedule, the entries, the current standings and the
rounds played so far; the phase that covers the round decides the system.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from math import gcd

from scoring.pairing.danese import DaneseVariant, NsRule, danese, danese_gironi, split_groups
from scoring.pairing.entries import checked_entries
from scoring.pairing.first_round import FirstRoundMethod, first_round
from scoring.pairing.individual import individual_round
from scoring.pairing.mitchell import MitchellMovement, MitchellRepeatWarning
from scoring.pairing.model import (
    BurracoRound,
    IndividualRound,
    PairingError,
    PairingErrorCode,
)
from scoring.pairing.round_robin import round_robin_groups
from scoring.pairing.schedule import PairingSystem, Schedule


@dataclass(frozen=True, slots=True)
class PairingSettings:
    """A tournament's pairing options (the defaults are club practice).

    ``seed`` drives every draw (first round, individual rounds); ``keep_apart`` maps
    entries to a club or group tag; ``manual_first_round`` lists (NS, EO) pairs when the
    first round is set by hand; ``group_sizes`` cuts the standings into gironi (danese a
    gironi) or groups (italiana; empty means one group of everyone).
    """

    first_round: FirstRoundMethod = FirstRoundMethod.DRAW
    seed: int | None = None
    keep_apart: Mapping[int, str] = field(default_factory=dict)
    manual_first_round: tuple[tuple[int, int], ...] = ()
    mitchell_step: int = 1
    danese_variant: DaneseVariant = DaneseVariant.MODIFICATO
    allow_rematch_in_last_round: bool = True
    ns_rule: NsRule = NsRule.HIGHER_RANKED
    group_sizes: tuple[int, ...] = ()


def next_round(
    schedule: Schedule,
    round_number: int,
    *,
    entries: Sequence[int],
    standings_order: Sequence[int] | None = None,
    history: Sequence[BurracoRound | IndividualRound] = (),
    settings: PairingSettings | None = None,
    phase_start_order: Sequence[int] | None = None,
) -> BurracoRound | IndividualRound:
    """Round ``round_number`` as the schedule's phase for it pairs it.

    ``entries`` are in registration order; ``standings_order`` is the current ranking
    (defaults to ``entries``); ``history`` the rounds already played, one per earlier
    round. ``phase_start_order`` is the ranking when the current phase began, which fixes
    the gironi and italiana groups; it may be left out in a phase's first round.

    - Tournament round 1 is always the first round (settings' method), whatever the system,
      except an individual or italiana phase, which seats itself.
    - Mitchell continues the movement from its phase's first round; a Mitchell phase that
      starts later seats its first round by the current standings (1st v 2nd, ...).
    - Danese and danese a gironi pair by ``standings_order``; the schedule's last round is
      the "last round" for the modificato exception.
    - Italiana plays the Berger calendar inside each group, counted from the phase's start.
    """
    rules = settings or PairingSettings()
    if len(history) != round_number - 1:
        raise PairingError(
            PairingErrorCode.HISTORY_MISMATCH, round_number=round_number, played=len(history)
        )
    place = schedule.phase_for(round_number)
    system = place.phase.system
    registration = checked_entries(entries)
    standings = registration if standings_order is None else checked_entries(standings_order)
    if system is PairingSystem.INDIVIDUAL:
        played = [r for r in history if isinstance(r, IndividualRound)]
        return individual_round(
            registration, place.round_in_phase, history=played, seed=rules.seed or 0
        )
    pairs_history = [r for r in history if isinstance(r, BurracoRound)]
    if system is PairingSystem.ITALIANA:
        start_order = registration if round_number == 1 else standings
        if place.round_in_phase > 1:
            start_order = _phase_start_order(place.round_in_phase, phase_start_order)
        sizes = rules.group_sizes or (len(start_order),)
        return round_robin_groups(split_groups(start_order, sizes), place.round_in_phase)
    if round_number == 1:
        return first_round(
            registration,
            method=rules.first_round,
            seed=rules.seed,
            keep_apart=rules.keep_apart,
            manual=rules.manual_first_round,
        )
    if system is PairingSystem.MITCHELL:
        if place.round_in_phase == 1:
            return first_round(
                standings, method=FirstRoundMethod.REGISTRATION, keep_apart=rules.keep_apart
            )
        phase_first = pairs_history[round_number - place.round_in_phase]
        movement = MitchellMovement.from_first_round(phase_first, step=rules.mitchell_step)
        return movement.round(place.round_in_phase, keep_apart=rules.keep_apart)
    if system is PairingSystem.DANESE:
        return danese(
            standings,
            history=pairs_history,
            variant=rules.danese_variant,
            last_round=place.last_round,
            allow_rematch_in_last_round=rules.allow_rematch_in_last_round,
            ns_rule=rules.ns_rule,
        )
    groups_from = standings
    if place.round_in_phase > 1:
        groups_from = _phase_start_order(place.round_in_phase, phase_start_order)
    return danese_gironi(
        standings,
        rules.group_sizes or (len(standings),),
        history=pairs_history,
        variant=rules.danese_variant,
        last_round=place.last_round,
        allow_rematch_in_last_round=rules.allow_rematch_in_last_round,
        ns_rule=rules.ns_rule,
        groups_from=groups_from,
    )


def schedule_warnings(
    schedule: Schedule, entries: int, *, step: int = 1
) -> list[MitchellRepeatWarning]:
    """Mitchell phases too long for ``entries`` pairs: each would repeat a meeting."""
    positions = (entries + 1) // 2
    if positions == 0:
        return []
    limit = positions // gcd(step % positions, positions)
    return [
        MitchellRepeatWarning(phase.rounds, limit, limit + 1)
        for phase in schedule.phases
        if phase.system is PairingSystem.MITCHELL and phase.rounds > limit
    ]


def _phase_start_order(round_in_phase: int, given: Sequence[int] | None) -> list[int]:
    if given is None:
        raise PairingError(PairingErrorCode.PHASE_ORDER_REQUIRED, round_in_phase=round_in_phase)
    return checked_entries(given)
