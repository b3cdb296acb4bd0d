"""The cards handed to players: each entry's score card, and each pair's movement card where
the movement is fixed (a Mitchell phase, whose later rounds are known once its first is).

Read-only, like every report module. The movement's later rounds come from the same
planning the rounds service seats them with (`rounds.plans.mitchell_round`), so a card never
says what the round will not do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from scoring.pairing import BurracoRound, Table
from tournament_app.exports import card_documents as cards
from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import text
from tournament_app.exports.pdf_cards import fits_four_a_page
from tournament_app.services.domain_words import system_name
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.messages.three_pairs import CONCEDED_NOTES
from tournament_app.services.reports.histories import histories_for
from tournament_app.services.reports.source import TournamentSource
from tournament_app.services.reports.standings import standings_for
from tournament_app.services.rounds.plans import (
    mitchell_round,
    round_robin_round,
    schedule_position,
)
from tournament_app.services.sections import sections_by_entry
from tournament_app.services.settings import BurracoSettings, PairingSystem
from tournament_app.services.values import Round, RoundTable, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services


CARDS_PER_PAGE = (2, 4)


@dataclass(frozen=True)
class CardsPerPage:
    """How many cards a page were printed, against how many were asked for: four asked and
    two printed when a card's `rounds` (the most on one card) do not fit an A6 card at a
    size read in the hand (`messages.two_a_page_sentence` says so)."""

    asked: int
    printed: int
    rounds: int

    @property
    def fewer(self) -> bool:
        """Fewer a page than asked for: the director is told why."""
        return self.printed < self.asked


def check_per_page(per_page: int) -> None:
    """Refused (INVALID_INPUT, cards_per_page) unless 2 or 4, before anything is written."""
    if per_page not in CARDS_PER_PAGE:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "cards_per_page", "per_page": per_page}
        )


def score_cards_per_page(document: cards.ScoreCards, asked: int) -> cards.ScoreCards:
    """`document` laid out `asked` a page, or two a page when four were asked and a card
    does not fit an A6 quarter legibly (the whole tournament alike: a pile cut from pages
    of two sizes would not stack)."""
    check_per_page(asked)
    if asked == 4 and not all(fits_four_a_page(document, card) for card in document.cards):
        asked = 2
    return replace(document, per_page=asked)


def cards_per_page(document: cards.ScoreCards, asked: int) -> CardsPerPage:
    """What `document`, laid out by `score_cards_per_page`, printed against `asked`."""
    rounds = max(
        (sum(1 for row in card.rows if row.round_number is not None) for card in document.cards),
        default=0,
    )
    return CardsPerPage(asked, document.per_page, rounds)


def score_cards(
    services: Services,
    tournament_id: TournamentId,
    *,
    entry: int | None = None,
    per_page: int = 2,
    language: Language = "it",
) -> cards.ScoreCards:
    """Every entry's score card (or entry number `entry`'s only: NOT_FOUND if there is none),
    with the totals and places of the standings as they stand, `per_page` (2 or 4) a page
    where they fit (`score_cards_per_page`)."""
    check_per_page(per_page)
    source = TournamentSource(services, tournament_id, language)
    if entry is not None and entry not in source.refs:
        raise NotFoundError("entry", entry)
    overall = services.standings.overall(tournament_id)
    standings = standings_for(source, overall)
    rows: dict[int, doc.BurracoStandingRow | doc.Scala40StandingRow] = {
        row.entry.number: row for row in standings.rows
    }
    made = []
    at_three = {(r.number, t.table) for r in source.played_rounds for t in r.tables if t.third}
    for history in histories_for(source, overall):
        number = history.entry.number
        if entry is not None and number != entry:
            continue
        row = rows.get(number)
        three = any((h.round_number, h.table) in at_three for h in history.rows)
        if isinstance(row, doc.BurracoStandingRow):
            card = cards.ScoreCard(
                history.entry, row.rank, history.rows, row.victory_points, withdrawn=row.withdrawn
            )
        elif isinstance(row, doc.Scala40StandingRow):
            card = cards.ScoreCard(
                history.entry,
                row.rank,
                history.rows,
                row.placement_points,
                stage=row.stage_reached,
                eliminated=row.eliminated,
                withdrawn=row.withdrawn,
            )
        else:
            card = cards.ScoreCard(history.entry, None, history.rows, None)
        # The place as the history words it (the results site's page says it alike).
        card = replace(card, place=history.standing)
        made.append(replace(card, note=_conceded_note(source)) if three else card)
    document = cards.ScoreCards(
        source.header(), tuple(made), len(standings.rows), pairs=source.pairs
    )
    return score_cards_per_page(document, per_page)


def _conceded_note(source: TournamentSource) -> str:
    """The card's key for a pair that played at a table of three: what its Conceded figure
    counts (the standings' MP against), by the tournament's rule for such tables."""
    settings = source.tournament.settings
    if not isinstance(settings, BurracoSettings):
        return ""
    combine = settings.three_pairs_vp.combine.value
    return CONCEDED_NOTES[source.language][combine]


def movement_cards(
    services: Services,
    tournament_id: TournamentId,
    *,
    per_page: int = 2,
    language: Language = "it",
) -> cards.MovementCards:
    """Each pair's tables, lines and opponents through the fixed phase being played: a
    Mitchell once its first round is published, an all'italiana (known from its start): the
    rounds seated as they are, the rest as the schedule will seat them for the pairs still
    in the tournament.

    Refused (STATE_REFUSED, no_fixed_movement) where nothing is fixed: scala 40, individual
    burraco, a Danese round, a Mitchell phase not started. `per_page` 2 or 4 (a movement
    card's few rows fit an A6 quarter).
    """
    check_per_page(per_page)
    source = TournamentSource(services, tournament_id, language)
    settings = source.tournament.settings
    if not isinstance(settings, BurracoSettings) or settings.individual:
        raise _no_fixed_movement()
    played = {r.number: r for r in source.played_rounds}
    phase = _fixed_phase(settings, max(played, default=0), played)
    if phase is None:
        raise _no_fixed_movement()
    system, first, last = phase
    active = sorted(e.number for e in source.entries if e.present and not e.withdrawn)
    # Grouped as the rounds service seats them: "a" and "A" are one group.
    groups = sections_by_entry({e.number: e.group for e in source.entries})
    stops: dict[int, list[cards.MovementStop]] = {n: [] for n in source.refs}
    for number in range(first, last + 1):
        if number in played:
            _stops_of(number, played[number].tables, stops, language, seated=True)
            continue
        in_phase = number - first + 1
        if system is PairingSystem.MITCHELL:
            tables, byes = mitchell_round(settings, _as_pairing(played[first]), active, in_phase)
        else:
            tables, byes = round_robin_round(active, groups, in_phase)
        planned = [RoundTable(t.number, (t.ns,), (t.ew,)) for t in tables]
        planned += [RoundTable(0, (entry,)) for entry in byes]
        _stops_of(number, planned, stops, language, seated=False)
    made = tuple(
        cards.MovementCard(source.ref(n), tuple(stops[n]))
        for n in sorted(stops)
        if stops[n] and n in active
    )
    return cards.MovementCards(
        source.header(),
        system_name(system, language),
        tuple(range(first, last + 1)),
        made,
        _after(settings, last, language),
        per_page=per_page,
    )


def _fixed_phase(
    settings: BurracoSettings, latest: int, played: dict[int, Round]
) -> tuple[PairingSystem, int, int] | None:
    """(system, first round, last round) of the fixed phase to print: the one being played
    while rounds of it are still to come, else an all'italiana starting next (known before
    it starts), else the one just played; None when none is fixed (a Mitchell is known only
    once its first round is seated)."""
    candidates = []
    if latest:
        candidates.append(_phase_of(settings, latest))
    if latest < settings.rounds:
        candidates.append(_phase_of(settings, latest + 1))
    fixed: list[tuple[PairingSystem, int, int]] = [
        (system, first, last)
        for system, first, last in candidates
        if system is PairingSystem.ROUND_ROBIN
        or (system is PairingSystem.MITCHELL and first in played)
    ]
    going_on = [phase for phase in fixed if phase[2] > latest]
    chosen = going_on or fixed
    return chosen[0] if chosen else None


def _phase_of(settings: BurracoSettings, number: int) -> tuple[PairingSystem, int, int]:
    """(system, first round, last round) of the schedule's phase holding round `number`."""
    system, in_phase = schedule_position(settings, number)
    first = number - in_phase + 1
    return system, first, first + _phase_rounds(settings, first) - 1


def _no_fixed_movement() -> ServiceError:
    return ServiceError(ErrorCode.STATE_REFUSED, {"detail": "no_fixed_movement"})


def _phase_rounds(settings: BurracoSettings, first: int) -> int:
    """How many rounds the schedule's phase starting at round `first` plays."""
    start = 1
    for step in settings.schedule:
        if start == first:
            return step.rounds
        start += step.rounds
    return 1


def _after(settings: BurracoSettings, last: int, language: Language) -> str:
    """What follows the movement, in words: the next phase's system, seated when its time
    comes (a Danese by the standings then), or nothing after the last round."""
    if last >= settings.rounds:
        return ""
    system, _ = schedule_position(settings, last + 1)
    if system is PairingSystem.MITCHELL:
        key = "movement_then_new_mitchell"
    elif system in (PairingSystem.DANESE, PairingSystem.DANESE_GIRONI):
        key = "movement_then_danese"
    else:
        key = "movement_then_other"
    return text(language, key, n=last + 1, system=system_name(system, language))


def _as_pairing(seated: Round) -> BurracoRound:
    """A stored round as the movement reads its first round: tables by number, the byes."""
    tables = tuple(
        Table(t.table, t.ns[0], t.ew[0]) for t in seated.tables if not t.is_bye and t.ns and t.ew
    )
    byes = tuple(t.ns[0] for t in seated.tables if t.is_bye)
    return BurracoRound(tables, byes)


def _stops_of(
    number: int,
    tables: Sequence[RoundTable],
    stops: dict[int, list[cards.MovementStop]],
    language: Language,
    *,
    seated: bool,
) -> None:
    """Each pair's stop in round `number`: its table, line and opponents (a bye has none)."""
    eo = text(language, "eo")
    for table in tables:
        if table.is_bye:
            for entry in table.ns:
                stops.setdefault(entry, []).append(
                    cards.MovementStop(number, None, "", None, seated)
                )
            continue
        for entry in table.ns:
            stops.setdefault(entry, []).append(
                cards.MovementStop(number, table.table, "NS", table.ew[0], seated)
            )
        for entry in table.ew:
            stops.setdefault(entry, []).append(
                cards.MovementStop(number, table.table, eo, table.ns[0], seated)
            )
