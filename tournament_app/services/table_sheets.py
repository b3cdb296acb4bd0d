"""Sheets written at the table from a phone, with the table's code (`table_entry`).

Scala 40: the table's score keeper enters each hand as the window's sheet takes it (who closed,
each player's penalty or cards left, who had not opened, a chiusura in mano, who re-enters;
at a pairs table who closed and each of the four players' points), through the window's own
writes (`sheet_entry`, `pairs_results`), so eliminations, re-entries and matches follow the
same rules and the log names the table's phone as the station. Each write carries the version of
the sheet the phone showed: a hand sent twice, or over a correction the director made
meanwhile, is refused, never added twice.

Burraco: a pair enters the turno hand by hand; the hands are scored as the window's hand sheet
scores them (`results.values.scored_hands`) and their totals go to the other pair to confirm,
as totals entered at once do (`table_entry.enter`); agreed, the hands are the saved sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from scoring.cards import InvalidCards, parse_cards
from tournament_app.services import lookup, pairs_results, rules, sheet_entry
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.results.values import scored_hands
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.score_figures import seat_label
from tournament_app.services.settings import BurracoSettings, Game, Scala40Settings
from tournament_app.services.sheet_rows import held_penalty, not_opened_pays_flat, read_closer
from tournament_app.services.stations import phone_station
from tournament_app.services.table_entry import (
    TAKES_ENTRIES,
    PhoneEntry,
    TableCode,
    _at_three,
    _row_of_code,
    _value,
    closed_refusal,
    enter,
)
from tournament_app.services.table_entry_reads import table_done
from tournament_app.services.three_pairs_results import scored_three_hands
from tournament_app.services.values import (
    HandBreakdown,
    HandTotals,
    RoundStatus,
    Scala40Hand,
    Scala40PairsHand,
    Scala40PairsSheet,
    Scala40Sheet,
    TournamentId,
)
from tournament_app.storage.audit_form import SHEET_ACTIONS, AuditAction

PENALTY_CHARACTERS = 40
"""A penalty typed as cards ("A K JK 7 7 Q ...") is at most a hand's cards long."""
MOST_CHANGES = 3
"""The changes a keeper is told of, newest first, when a hand met a sheet changed meanwhile."""
SHEET_CHANGES = (*SHEET_ACTIONS, AuditAction.SHEET_TIE_ORDER.value)


@dataclass(frozen=True)
class SheetChange:
    """A change to a table's sheet, as a keeper whose hand met it is told: the action logged
    (a `storage.audit_form.SHEET_ACTIONS` one, or a tie ordered), the hand's number where it
    names one, who made it, and whether that was the table's own phone."""

    action: str
    hand: int | None
    station: str
    by_phone: bool


def _keeper_table(context: ServiceContext, tournament_id: TournamentId, code: str) -> TableCode:
    """The scala 40 table a keeper's code is for, while it takes hands: TABLE_CODE_UNKNOWN,
    WRONG_GAME (a burraco table's code), TABLE_ENTRY_OFF, TABLE_ENTRY_CLOSED (the director
    closed entry, the round is a draft again, or the table has its winner)."""
    with context.reading() as session:
        row, round_row = _row_of_code(session, tournament_id, code)
        tournament = lookup.tournament(session, tournament_id, game=Game.SCALA40)
        if not settings_of(tournament).table_entry:
            raise ServiceError(ErrorCode.TABLE_ENTRY_OFF, {"tournament": tournament.name})
        found = _value(row, round_row.number, table_done(session, round_row.id, row.table_number))
        draft = round_row.status == RoundStatus.DRAFT.value
        if draft or found.state not in TAKES_ENTRIES:
            where = {"round": found.round_number, "table": found.table}
            raise closed_refusal(found.state, where, draft=draft)
        return found


def changes_since(
    context: ServiceContext, tournament_id: TournamentId, code: str, version: int
) -> tuple[SheetChange, ...]:
    """`TableSheetService.changes_since`: what changed the sheet of the code's table since the
    `version` a keeper's phone showed, newest first (at most `MOST_CHANGES`), read from the
    change log: each write of a sheet adds one to its version and logs one change. Empty
    when the log names none (TABLE_CODE_UNKNOWN for a wrong code)."""
    from sqlalchemy import select

    from tournament_app.storage.models import AuditRow, Scala40SheetRow

    with context.reading() as session:
        row, round_row = _row_of_code(session, tournament_id, code)
        table = row.table_number
        current = session.scalar(
            select(Scala40SheetRow.version).where(
                Scala40SheetRow.round_id == round_row.id, Scala40SheetRow.table_number == table
            )
        )
        newer = (current or 0) - version
        if newer <= 0:
            return ()
        query = (
            select(AuditRow.action, AuditRow.params, AuditRow.station)
            .where(
                AuditRow.tournament_id == tournament_id,
                AuditRow.round_number == round_row.number,
                AuditRow.table_number == table,
                AuditRow.action.in_(SHEET_CHANGES),
                AuditRow.undone.is_(False),
            )
            .order_by(AuditRow.id.desc())
            .limit(min(newer, MOST_CHANGES))
        )
        return tuple(
            SheetChange(action, _hand_of(params), station, station == phone_station(table))
            for action, params, station in session.execute(query)
        )


def _hand_of(params: object) -> int | None:
    hand = params.get("hand") if isinstance(params, Mapping) else None
    return hand if isinstance(hand, int) else None


def keeper_table(context: ServiceContext, tournament_id: TournamentId, code: str) -> TableCode:
    """`TableSheetService.keeper_table`: the scala 40 table of `code`, if it takes hands."""
    return _keeper_table(context, tournament_id, code)


def _keeper(context: ServiceContext, table: int) -> ServiceContext:
    return replace(context, station=phone_station(table))


def _version(version: int) -> int | None:
    # An empty sheet reads version 0 and has no stored row yet: a first write expects none.
    return version or None


def enter_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    code: str,
    hand: Scala40Hand,
    *,
    version: int,
) -> Scala40Sheet:
    """`TableSheetService.enter_hand`: the next hand of the code's table, over the sheet of
    `version` the phone showed (CONFLICT when it changed meanwhile); refused as the window's
    sheet refuses it (INVALID_SCORE, REENTRY_NOT_ALLOWED, TABLE_FINISHED) and as `_keeper_table`."""
    found = _keeper_table(context, tournament_id, code)
    return sheet_entry.enter_hand(
        _keeper(context, found.table),
        tournament_id,
        found.round_number,
        found.table,
        hand,
        expected_version=_version(version),
    )


def reenter(
    context: ServiceContext,
    tournament_id: TournamentId,
    code: str,
    entry: int,
    *,
    version: int,
) -> Scala40Sheet:
    """`TableSheetService.reenter`: an eliminated player of the code's table back in."""
    found = _keeper_table(context, tournament_id, code)
    return sheet_entry.reenter(
        _keeper(context, found.table),
        tournament_id,
        found.round_number,
        found.table,
        entry,
        expected_version=version,
    )


def enter_pairs_hand(
    context: ServiceContext,
    tournament_id: TournamentId,
    code: str,
    hand: Scala40PairsHand,
    *,
    version: int,
) -> Scala40PairsSheet:
    """`TableSheetService.enter_pairs_hand`: the next hand of the code's pairs table, over the
    sheet of `version` the phone showed; refused as the window's pairs line is (INVALID_SCORE,
    TABLE_FINISHED, INVALID_INPUT at a singles table) and as `_keeper_table`."""
    found = _keeper_table(context, tournament_id, code)
    return pairs_results.enter_pairs_hand(
        _keeper(context, found.table),
        tournament_id,
        found.round_number,
        found.table,
        hand,
        expected_version=_version(version),
    )


def _penalty(settings: Scala40Settings, player: int | str, typed: str) -> int:
    """A typed penalty: a whole number, or the cards left ("A K JK 7")."""
    cleaned = typed.strip()[:PENALTY_CHARACTERS]
    if cleaned.isascii() and cleaned.isdigit():
        return int(cleaned)
    if cleaned.startswith("-") and cleaned[1:].isdigit():
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_negative", "entry": player})
    try:
        return held_penalty(settings, parse_cards(cleaned))
    except InvalidCards as error:
        token = str(error.data.get("token") or "")
        if token:
            raise ServiceError(
                ErrorCode.INVALID_INPUT,
                {"detail": "hand_not_cards", "entry": player, "typed": token[:8]},
            ) from None
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "hand_too_many_cards", "entry": player}
        ) from None


def typed_hand(
    settings: Scala40Settings,
    in_play: Sequence[int],
    typed: Mapping[int, str],
    *,
    marked: int | None,
    not_opened: Sequence[int] = (),
    in_hand: bool = False,
    reentries: Sequence[int] = (),
) -> Scala40Hand:
    """A hand as typed on a phone, read as the window's sheet reads it: the closer the one
    marked, else the only player given 0 (`sheet_rows.read_closer`); a player not opened on
    a flat rule may be left blank. INVALID_INPUT in words for what cannot be read."""
    skip = set(not_opened)
    zeros: dict[int, int | None] = {
        p: 0 if typed.get(p, "").strip() == "0" else None for p in in_play
    }
    read = read_closer(zeros, marked, skip)
    if read.closer is None and read.zeros:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_zeros", "entries": read.zeros})
    if read.closer is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_no_closer"})
    points: list[tuple[int, int]] = []
    for player in in_play:
        text = typed.get(player, "").strip()
        if player == read.closer:
            points.append((player, 0))
            continue
        flat = player in skip and not_opened_pays_flat(settings, in_hand=in_hand)
        if flat and not text:
            points.append((player, 0))
            continue
        if not text:
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_blank", "entry": player})
        points.append((player, _penalty(settings, player, text)))
    return Scala40Hand(
        points=tuple(points),
        closer=read.closer,
        in_hand=in_hand,
        not_opened=tuple(p for p in in_play if p in skip),
        reentries=tuple(reentries),
    )


def typed_pairs_hand(
    settings: Scala40Settings,
    seats: Sequence[tuple[int, int]],
    typed: Mapping[tuple[int, int], str],
    *,
    marked: tuple[int, int] | None,
) -> Scala40PairsHand:
    """A pairs hand as typed on a phone, read as the window's pairs line reads it: the closer
    the one marked, else the only player given 0; every other player's points or cards left.
    What only the rules can judge (figures for the closer, a player not at the table) goes on
    to them, which refuse it in words. INVALID_INPUT for what cannot be read."""
    zeros = [s for s in seats if s != marked and typed.get(s, "").strip() == "0"]
    closer = marked
    if closer is None and len(zeros) == 1:
        closer = zeros[0]
    elif closer is None or zeros:
        if not zeros:
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_no_closer"})
        entries = tuple(seat_label(s) for s in zeros)
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "hand_zeros", "entries": entries})
    points: list[tuple[int, int, int]] = []
    for seat in dict.fromkeys([*seats, *typed]):
        text = typed.get(seat, "").strip()
        if (seat == closer and text in ("", "0")) or (not text and seat not in seats):
            continue
        if not text:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "hand_blank", "entry": seat_label(seat)}
            )
        points.append((*seat, _penalty(settings, seat_label(seat), text)))
    return Scala40PairsHand(closer=closer, points=tuple(points))


def enter_burraco_hands(
    context: ServiceContext,
    tournament_id: TournamentId,
    code: str,
    hands: Sequence[HandTotals | HandBreakdown],
    *,
    device: str,
) -> PhoneEntry:
    """`TableSheetService.enter_hands`: a pair's turno hand by hand (three lines a hand at a
    table of three pairs). Scored as the window's hand sheet scores it (INVALID_SCORE naming
    the hand, or a wrong count of hands), then entered as its totals are
    (`table_entry.enter`), the hands kept with them."""
    with context.reading() as session:
        row, round_row = _row_of_code(session, tournament_id, code)
        tournament = lookup.tournament(session, tournament_id, game=Game.BURRACO)
        settings = settings_of(tournament)
        assert isinstance(settings, BurracoSettings)
        if not settings.table_entry:
            raise ServiceError(ErrorCode.TABLE_ENTRY_OFF, {"tournament": tournament.name})
        at_three = _at_three(session, round_row, row)
    if at_three:
        # Three lines a hand, checked as the window's three-line sheet checks them.
        with rules.scoring_errors():
            (ns, ew, third), stored = scored_three_hands(hands, settings)
        return enter(
            context, tournament_id, code, ns, ew, device=device, hands=stored, third_mp=third
        )
    with rules.scoring_errors():
        turno, stored = scored_hands(settings, hands)
    return enter(context, tournament_id, code, turno.mp_a, turno.mp_b, device=device, hands=stored)


class TableSheetService:
    """Sheets entered hand by hand from the tables' phones (scala 40, and burraco turni)."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def _writable(self) -> ServiceContext:
        """READ_ONLY_STATION on a display station, before anything is read."""
        if self._context.read_only:
            raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": self._context.station})
        return self._context

    def keeper_table(self, tournament_id: TournamentId, code: str) -> TableCode:
        """The scala 40 table of a keeper's code, while it takes hands."""
        return keeper_table(self._context, tournament_id, code)

    def changes_since(
        self, tournament_id: TournamentId, code: str, version: int
    ) -> tuple[SheetChange, ...]:
        """What changed the code's sheet since the version a keeper's phone showed (see
        `table_sheets.changes_since`)."""
        return changes_since(self._context, tournament_id, code, version)

    def sheet(self, tournament_id: TournamentId, code: str) -> Scala40Sheet:
        """The sheet of a keeper's table as it stands (the keeper_table refusals)."""
        from tournament_app.services.results.service import ResultService

        found = keeper_table(self._context, tournament_id, code)
        results = ResultService(self._context)
        return results.sheet(tournament_id, found.round_number, found.table)

    def typed_hand(
        self,
        tournament_id: TournamentId,
        code: str,
        typed: Mapping[int, str],
        *,
        marked: int | None,
        not_opened: Sequence[int] = (),
        in_hand: bool = False,
        reentries: Sequence[int] = (),
    ) -> Scala40Hand:
        """A hand as typed on the keeper's phone for the players in play at the code's table
        (see `typed_hand`)."""
        settings = self._scala40_settings(tournament_id)
        sheet = self.sheet(tournament_id, code)
        return typed_hand(
            settings,
            list(sheet.in_play),
            typed,
            marked=marked,
            not_opened=not_opened,
            in_hand=in_hand,
            reentries=reentries,
        )

    def typed_pairs_hand(
        self,
        tournament_id: TournamentId,
        code: str,
        typed: Mapping[tuple[int, int], str],
        *,
        marked: tuple[int, int] | None,
    ) -> Scala40PairsHand:
        """A hand as typed on the keeper's phone at the code's pairs table, each player by
        (pair, 1 or 2) (see `typed_pairs_hand`)."""
        settings = self._scala40_settings(tournament_id)
        found = keeper_table(self._context, tournament_id, code)
        sheet = pairs_results.pairs_sheet(
            self._context, tournament_id, found.round_number, found.table
        )
        seats = [(pair, member) for pair in sheet.pairs for member in (1, 2)]
        return typed_pairs_hand(settings, seats, typed, marked=marked)

    def _scala40_settings(self, tournament_id: TournamentId) -> Scala40Settings:
        with self._context.reading() as session:
            settings = settings_of(lookup.tournament(session, tournament_id, game=Game.SCALA40))
        assert isinstance(settings, Scala40Settings)
        return settings

    def enter_hand(
        self, tournament_id: TournamentId, code: str, hand: Scala40Hand, *, version: int
    ) -> Scala40Sheet:
        """The next hand from the keeper's phone (see `table_sheets.enter_hand`)."""
        return enter_hand(self._writable(), tournament_id, code, hand, version=version)

    def enter_pairs_hand(
        self, tournament_id: TournamentId, code: str, hand: Scala40PairsHand, *, version: int
    ) -> Scala40PairsSheet:
        """The next hand of a pairs table from the keeper's phone (see
        `table_sheets.enter_pairs_hand`)."""
        return enter_pairs_hand(self._writable(), tournament_id, code, hand, version=version)

    def reenter(
        self, tournament_id: TournamentId, code: str, entry: int, *, version: int
    ) -> Scala40Sheet:
        """An eliminated player back in, from the keeper's phone."""
        return reenter(self._writable(), tournament_id, code, entry, version=version)

    def enter_hands(
        self,
        tournament_id: TournamentId,
        code: str,
        hands: Sequence[HandTotals | HandBreakdown],
        *,
        device: str,
    ) -> PhoneEntry:
        """A burraco pair's turno hand by hand (see `enter_burraco_hands`)."""
        return enter_burraco_hands(self._writable(), tournament_id, code, hands, device=device)
