"""Scores entered at the table: each table of a published burraco round has a code (when the
director turned table entry on), and the players' phones enter its totals with it on the hall
service. One pair enters, the other pair confirms from another phone with the same code;
figures that agree are saved through `ResultService.enter_totals` (at a table of three pairs
the three totals, through `enter_three`), with its checks and audit,
signed by the table's phone. Figures that disagree, an unlikely score or an entry for a round
no longer in play save nothing and wait for the director, who sees every table's state and
can close entry for a table or for everyone.

A code is the only credential a phone holds: 8 characters drawn by `secrets` from an
alphabet with no look-alike characters (23^8, about 7.8e10), unique in the database, valid
only for its table and round until the table has a result or entry is closed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from scoring.turno import check_mp, played
from tournament_app.services import lookup, rules
from tournament_app.services.changes import Changes
from tournament_app.services.context import ServiceContext
from tournament_app.services.errors import ErrorCode, NotFoundError, ServiceError
from tournament_app.services.messages.results import (
    ENTRY_LINE,
    ENTRY_LINE_FIGURES,
    ENTRY_LINE_THREE,
    ENTRY_STATES,
)
from tournament_app.services.results.values import stored_hands, stored_totals
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.score_figures import score_pair
from tournament_app.services.seating import tables_of
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.stations import phone_station
from tournament_app.services.table_entry_reads import (
    Figures,
    burraco_results,
    finished_sheets,
    sent_figures,
    table_done,
)
from tournament_app.services.tally import entry_numbers
from tournament_app.services.unlikely_scores import UnlikelyScoreError
from tournament_app.services.values import HandTotals, RoundStatus, TournamentId
from tournament_app.storage.audit_form import Params
from tournament_app.storage.tables import utc_now

if TYPE_CHECKING:
    from tournament_app.services.entry_closing import Reopened
    from tournament_app.storage.models import RoundRow, TableEntryRow

ALPHABET = "ACDEFHJKMNPRTUVWXY34679"
"""No 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G: a code read off a card is typed right."""
CODE_LENGTH = 8
CHANGED = Changes(results=True)


class EntryState(Enum):
    """Where a table's phone entry stands."""

    OPEN = "open"
    """Nothing entered yet."""
    WAITING = "waiting"
    """One pair entered the totals; the other pair has to confirm them."""
    CONFLICT = "conflict"
    """The two pairs entered different totals: the director decides."""
    UNLIKELY = "unlikely"
    """The totals agreed but are unlikely (`unlikely_scores`): the director decides."""
    LATE = "late"
    """Entered after the round was no longer in play: the director decides."""
    ACCEPTED = "accepted"
    """Saved as the table's result (or the table has a result from a director's station)."""
    CLOSED = "closed"
    """The director closed entry for this table."""
    REOPENED = "reopened"
    """The director opened entry again (`entry_closing`): nothing entered since."""


def entry_line(row: Mapping[str, Any], language: str) -> str:
    """A `table_entries` row as the log's details show it: "Tavolo 2 (codice ...): in
    conflitto, NS 305 — EO 195"."""
    try:
        state = EntryState(row.get("state"))
    except ValueError:
        state = EntryState.OPEN
    language = "it" if language == "it" else "en"
    table, code = row.get("table_number"), row.get("code")
    state_said = ENTRY_STATES[language][state.value]
    said = ENTRY_LINE[language].format(table=table, code=code, state=state_said)
    ns, ew, third = row.get("ns_mp"), row.get("ew_mp"), row.get("third_mp")
    if ns is None or ew is None:
        return said
    if third is not None:
        return ENTRY_LINE_THREE[language].format(line=said, ns=ns, ew=ew, third=third)
    return ENTRY_LINE_FIGURES[language].format(line=said, ns=ns, ew=ew)


TAKES_ENTRIES = frozenset({EntryState.OPEN, EntryState.REOPENED, EntryState.WAITING})
FOR_THE_DIRECTOR = frozenset({EntryState.CONFLICT, EntryState.UNLIKELY, EntryState.LATE})


@dataclass(frozen=True)
class TableCode:
    """A table's code and its phone entry: the figures one pair entered, if any."""

    round_number: int
    table: int
    code: str
    state: EntryState
    ns_mp: int | None = None
    ew_mp: int | None = None
    third_mp: int | None = None
    three_pairs: bool = False
    """A table of three pairs: its phones enter three totals (NS, EW, the third line)."""
    hands: int | None = None
    """The hands on a scala 40 table's sheet so far, as `TableEntryService.codes` reads them
    (None in burraco, and in the other reads)."""
    sent: tuple[Figures, ...] = ()
    """In CONFLICT, the figures each phone sent, the first phone's first (`ns_mp`... are the
    second's); empty otherwise, and for agreed figures the services refused (`_save`)."""


def normalized(typed: str) -> str:
    """A typed code as stored: capitals, no spaces or dashes (the card prints it in two
    halves), at most a few characters more than a code so a long paste is cut, not read."""
    kept = "".join(ch for ch in typed[: CODE_LENGTH * 3] if ch not in " -\t")
    return kept.upper()


def _new_code(session: Session) -> str:
    import secrets  # here: a start makes no code, and the module costs it time

    from tournament_app.storage.models import TableEntryRow

    while True:
        code = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
        if session.scalar(select(TableEntryRow.id).where(TableEntryRow.code == code)) is None:
            return code


def _value(
    row: TableEntryRow,
    round_number: int,
    done: bool | Figures,
    three_pairs: bool = False,
    hands: int | None = None,
    sent: tuple[Figures, ...] = (),
) -> TableCode:
    """A code's value. `done`: whether the table has its result (a burraco result's figures,
    True for a scala 40 sheet with its winner). A table with its result reads ACCEPTED
    whatever its phones did before (a table the director closed stays CLOSED), with the
    result's figures: the director may have settled a conflict, or corrected them."""
    state = EntryState(row.state)
    figures: tuple[int | None, int | None, int | None] = (row.ns_mp, row.ew_mp, row.third_mp)
    if done is not False and state is not EntryState.CLOSED:
        state = EntryState.ACCEPTED
        figures = done if isinstance(done, tuple) else figures
    kept = sent if state is EntryState.CONFLICT else ()
    return TableCode(
        round_number, row.table_number, row.code, state, *figures, three_pairs, hands, kept
    )


def _entry_round(session: Session, tournament_id: TournamentId, round_number: int) -> RoundRow:
    tournament = lookup.tournament(session, tournament_id)
    if not settings_of(tournament).table_entry:
        raise ServiceError(ErrorCode.TABLE_ENTRY_OFF, {"tournament": tournament.name})
    round_row = lookup.round_(session, tournament_id, round_number)
    if round_row.status == RoundStatus.DRAFT.value:
        raise ServiceError(ErrorCode.ROUND_NOT_PUBLISHED, {"round": round_number})
    return round_row


def _played(lines: Mapping[str, list[int]]) -> bool:
    """A table with opponents: a bye has no EW line in burraco, one seat in scala 40."""
    return bool(lines["ew"]) or len(lines["seat"]) > 1


def without_code(
    session: Session, tournament_id: TournamentId, round_row: RoundRow, table: int
) -> ServiceError:
    """Why `table` of the round has no code: it is the bye (RESULT_FOR_BYE: nothing is
    entered there), or the round has no such table (NOT_FOUND); TABLE_ENTRY_OPEN for a
    played table whose code nobody has asked for yet (a phone will find it open)."""
    lines = tables_of(round_row, entry_numbers(session, tournament_id)).get(table)
    where = {"round": round_row.number, "table": table}
    if lines is None:
        return NotFoundError("table", table)
    if not _played(lines):
        return ServiceError(ErrorCode.RESULT_FOR_BYE, where)
    return ServiceError(ErrorCode.TABLE_ENTRY_OPEN, where)


def issue_codes(
    context: ServiceContext, tournament_id: TournamentId, round_number: int
) -> tuple[TableCode, ...]:
    """`TableEntryService.codes`: every played table's code for a published round, issuing
    those not issued yet (a bye table has none). READ_ONLY_STATION on a display station,
    before anything is read: it may issue."""
    from tournament_app.storage.models import TableEntryRow

    if context.read_only:
        raise ServiceError(ErrorCode.READ_ONLY_STATION, {"station": context.station})
    with context.reading() as session:
        round_row = _entry_round(session, tournament_id, round_number)
        tables = tables_of(round_row, entry_numbers(session, tournament_id))
        played_tables = sorted(t for t, lines in tables.items() if _played(lines))
        issued = {row.table_number for row in round_row.table_entries}
    if any(table not in issued for table in played_tables):
        with context.writing(Changes()) as work:
            round_row = _entry_round(work.session, tournament_id, round_number)
            issued = {row.table_number for row in round_row.table_entries}
            new = [
                TableEntryRow(
                    round_id=round_row.id,
                    table_number=table,
                    code=_new_code(work.session),
                    state=EntryState.OPEN.value,
                )
                for table in played_tables
                if table not in issued
            ]
            work.add(*new)
            work.log(
                "table_entry.codes",
                f"round {round_number}",
                tournament_id=tournament_id,
                summary=f"{len(new)}",
                params={"round": round_number, "tables": [row.table_number for row in new]},
            )
    return phone_entries(context, tournament_id, round_number, with_hands=True)


def phone_entries(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    *,
    with_hands: bool = False,
) -> tuple[TableCode, ...]:
    """The round's codes issued so far and where each table's phone entry stands; in scala 40
    `with_hands` the hands on each table's sheet too (`TableCode.hands`: `codes` reads them,
    the Results page has the sheets already)."""
    from tournament_app.services.results.tables import round_sheets

    with context.reading() as session:
        game = lookup.tournament(session, tournament_id).game
        scala40 = with_hands and game == Game.SCALA40.value
        round_row = lookup.round_(session, tournament_id, round_number)
        sheets = round_sheets(session, tournament_id, round_number) if scala40 else ()
        hands = {sheet.table: len(sheet.hands) for sheet in sheets}
        done: dict[int, bool | Figures] = dict(burraco_results(session, round_row.id))
        done.update(dict.fromkeys(finished_sheets(session, round_row.id), True))
        rows = sorted(round_row.table_entries, key=lambda row: row.table_number)
        tables = tables_of(round_row, entry_numbers(session, tournament_id))
        in_conflict = [r.table_number for r in rows if r.state == EntryState.CONFLICT.value]
        sent = sent_figures(session, tournament_id, round_number, in_conflict)
        return tuple(
            _value(
                row,
                round_number,
                done.get(row.table_number, False),
                bool(tables.get(row.table_number, {}).get("c")),
                hands.get(row.table_number, 0) if scala40 else None,
                sent.get(row.table_number, ()),
            )
            for row in rows
        )


@dataclass(frozen=True)
class PhoneEntry:
    """What became of a phone's figures: `state` WAITING (the other pair confirms next),
    ACCEPTED (saved), CONFLICT, UNLIKELY or LATE (the director decides)."""

    round_number: int
    table: int
    state: EntryState
    ns_mp: int
    ew_mp: int
    third_mp: int | None = None
    hands: tuple[HandTotals, ...] = ()
    """The hands that came with the figures (their totals, and each line's base and cards
    where typed so), or once ACCEPTED the saved sheet's: never the other phone's hands
    before both agree."""
    sent: tuple[Figures, ...] = ()
    """In CONFLICT, the other phone's figures, then these (as `TableCode.sent`)."""


def _row_of_code(
    session: Session, tournament_id: TournamentId, code: str, *, lock: bool = False
) -> tuple[TableEntryRow, RoundRow]:
    from tournament_app.storage.models import RoundRow, TableEntryRow

    if not normalized(code):
        raise ServiceError(ErrorCode.TABLE_CODE_MISSING, {})
    query = (
        select(TableEntryRow, RoundRow)
        .join(RoundRow, RoundRow.id == TableEntryRow.round_id)
        .where(TableEntryRow.code == normalized(code), RoundRow.tournament_id == tournament_id)
    )
    if lock:
        # Two phones of one table answered by two hall processes at once are taken one after
        # the other, so both never read "open" and both wait. SQLite has no FOR UPDATE and its
        # driver begins a transaction only at the first write: a write that changes nothing
        # takes the database's write lock before the read.
        if session.get_bind().dialect.name == "sqlite":
            session.execute(
                update(TableEntryRow)
                .where(TableEntryRow.code == normalized(code))
                .values(code=TableEntryRow.code)
                .execution_options(synchronize_session=False)
            )
        query = query.with_for_update(of=TableEntryRow).execution_options(populate_existing=True)
    found = session.execute(query).first()
    if found is None:
        raise ServiceError(ErrorCode.TABLE_CODE_UNKNOWN, {"typed": normalized(code)[:CODE_LENGTH]})
    return found[0], found[1]


def table_of_code(context: ServiceContext, tournament_id: TournamentId, code: str) -> TableCode:
    """The table and round a code is for, and where its entry stands (TABLE_CODE_UNKNOWN)."""
    with context.reading() as session:
        row, round_row = _row_of_code(session, tournament_id, code)
        table = row.table_number
        sent = sent_figures(session, tournament_id, round_row.number, (table,))
        done = table_done(session, round_row.id, table)
        at_three = _at_three(session, round_row, row)
        return _value(row, round_row.number, done, at_three, sent=sent.get(table, ()))


def _at_three(session: Session, round_row: RoundRow, row: TableEntryRow) -> bool:
    """Whether the code's table seats three pairs."""
    from tournament_app.services.seating import table_lines

    lines = table_lines(session, round_row, row.table_number)
    return bool(lines and lines["c"])


def enter(
    context: ServiceContext,
    tournament_id: TournamentId,
    code: str,
    ns_mp: int,
    ew_mp: int,
    *,
    device: str,
    hands: list[Any] | None = None,
    third_mp: int | None = None,
) -> PhoneEntry:
    """`TableEntryService.enter`: a phone's totals for the table of `code`. The first phone's
    wait for another phone's (the same phone again replaces its own); the second's agreeing
    are saved as the result, signed by the table's phone. Refused with TABLE_CODE_UNKNOWN,
    TABLE_ENTRY_CLOSED (its result in, closed, or the director deciding: `closed_refusal`),
    TABLE_ENTRY_OFF, INVALID_SCORE (figures no turno makes), WRONG_GAME (a scala 40 table's
    code: its keeper enters hands, `table_sheets`). `hands`: the hands the totals add up to
    (as `results.values.scored_hands` stores them), saved with them when agreed. At a table of
    three pairs the third line's total `third_mp` too (INVALID_INPUT without it there, or with
    it at a table of two), and `hands` as `three_pairs_results` stores them."""
    with context.writing(CHANGED) as work:
        session = work.session
        row, round_row = _row_of_code(session, tournament_id, code, lock=True)
        tournament = lookup.tournament(session, tournament_id, game=Game.BURRACO)
        settings = settings_of(tournament)
        assert isinstance(settings, BurracoSettings)
        number, table = round_row.number, row.table_number
        where = {"round": number, "table": table}
        if not settings.table_entry:
            raise ServiceError(ErrorCode.TABLE_ENTRY_OFF, {"tournament": tournament.name})
        state = EntryState(row.state)
        # A round taken back to a draft may be seated anew: its codes wait for it.
        draft = round_row.status == RoundStatus.DRAFT.value
        # A burraco table (WRONG_GAME above otherwise): no scala 40 sheet is looked for.
        if state is not EntryState.CLOSED and burraco_results(session, round_row.id, (table,)):
            state = EntryState.ACCEPTED
        if draft or state not in TAKES_ENTRIES:
            raise closed_refusal(state, where, draft=draft)
        at_three = _at_three(session, round_row, row)
        _refuse_lines(at_three, third_mp, where)
        with rules.scoring_errors(round=number, table=table):
            if third_mp is None:
                played(ns_mp, ew_mp, rules.turno_settings(settings))
            else:
                check_mp(ns_mp, ew_mp, third_mp)
        newest = max(r.number for r in tournament.rounds if r.status != RoundStatus.DRAFT.value)
        work.track(row)
        confirming = state is EntryState.WAITING and row.device != device
        agrees = confirming and (row.ns_mp, row.ew_mp, row.third_mp) == (ns_mp, ew_mp, third_mp)
        if number != newest:
            outcome = EntryState.LATE
        elif not confirming:
            outcome = EntryState.WAITING
        elif agrees:
            outcome = EntryState.ACCEPTED
        else:
            outcome = EntryState.CONFLICT
        params: Params = {"round": number, "table": table, "ns_mp": ns_mp, "ew_mp": ew_mp}
        if third_mp is not None:
            params["third_mp"] = third_mp
        sent: tuple[Figures, ...] = ()
        if confirming and not agrees and row.ns_mp is not None and row.ew_mp is not None:
            # The first phone's figures, which the row's are about to replace: the log keeps
            # them (`table_entry_reads.sent_figures`), for the director to see both.
            params["first"] = {"ns_mp": row.ns_mp, "ew_mp": row.ew_mp}
            if row.third_mp is not None:
                params["first"]["third_mp"] = row.third_mp
            sent = ((row.ns_mp, row.ew_mp, row.third_mp), (ns_mp, ew_mp, third_mp))
        # Agreed figures read "accepted" at once: a third phone meanwhile is refused; a
        # save the services then refuse turns them over to the director (`_save`).
        row.state = outcome.value
        row.ns_mp, row.ew_mp, row.third_mp = ns_mp, ew_mp, third_mp
        # Confirmed with the totals only, the hands the first pair typed are the sheet.
        row.hands = hands if hands is not None or not confirming else row.hands
        kept_hands = row.hands
        if outcome is not EntryState.ACCEPTED:
            row.device = device[:64]
        row.entered_at = utc_now()
        # Spelt out, not built from the state: the Log page's words are checked against
        # the actions the services write (tests/ui/test_log_page_words.py).
        action = (
            "table_entry.late"
            if outcome is EntryState.LATE
            else "table_entry.waiting"
            if outcome is EntryState.WAITING
            else "table_entry.accepted"
            if outcome is EntryState.ACCEPTED
            else "table_entry.conflict"
        )
        work.log(
            action,
            f"round {number} table {table}",
            tournament_id=tournament_id,
            summary=score_pair(ns_mp, ew_mp, third_mp),
            params=params,
            place=(number, table),
        )
    figures = (ns_mp, ew_mp, third_mp)
    if outcome is EntryState.ACCEPTED:
        outcome = _save(context, tournament_id, number, table, figures, kept_hands)
    shown = kept_hands if outcome is EntryState.ACCEPTED else hands
    totals = stored_totals(shown or ())
    sent = sent if outcome is EntryState.CONFLICT else ()
    return PhoneEntry(number, table, outcome, ns_mp, ew_mp, third_mp, totals, sent)


def closed_refusal(state: EntryState, where: dict[str, int], *, draft: bool) -> ServiceError:
    """TABLE_ENTRY_CLOSED for a phone's entry at a table that takes none, saying why: its
    round is a draft again, its result is in (ACCEPTED), the director closed it, or its
    phones' figures wait for the director (in conflict, unlikely, after the round)."""
    code = ErrorCode.TABLE_ENTRY_CLOSED
    if draft:
        return ServiceError(code, {"detail": "phone_entry_draft", **where})
    if state is EntryState.CONFLICT:
        return ServiceError(code, {"detail": "phone_entry_conflict", **where})
    if state is EntryState.UNLIKELY:
        return ServiceError(code, {"detail": "phone_entry_unlikely", **where})
    if state is EntryState.LATE:
        return ServiceError(code, {"detail": "phone_entry_late", **where})
    if state is EntryState.CLOSED:
        return ServiceError(code, {"detail": "phone_entry_closed", **where})
    return ServiceError(code, {"detail": "phone_entry_result_in", **where})


def _refuse_lines(at_three: bool, third_mp: int | None, where: dict[str, int]) -> None:
    """INVALID_INPUT for two totals (or two lines' hands) at a table of three, three at a
    table of two."""
    if at_three and third_mp is None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "three_lines_needed", **where})
    if not at_three and third_mp is not None:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "two_lines_needed", **where})


def _save(
    context: ServiceContext,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    figures: tuple[int, int, int | None],
    hands: list[Any] | None = None,
) -> EntryState:
    """The agreed figures saved as the result, signed by the table's phone; an unlikely score
    (or a save the services refuse: the director entered the table meanwhile) left to the
    director instead."""
    from tournament_app.services.results.service import ResultService
    from tournament_app.storage.models import RoundRow, TableEntryRow

    phone = ResultService(replace(context, station=phone_station(table)))
    ns_mp, ew_mp, third_mp = figures
    try:
        if third_mp is not None and hands:
            phone.enter_three(tournament_id, round_number, table, hands=stored_hands(hands))
        elif third_mp is not None:
            phone.enter_three(tournament_id, round_number, table, totals=(ns_mp, ew_mp, third_mp))
        elif hands:
            phone.enter_hands(tournament_id, round_number, table, stored_hands(hands))
        else:
            phone.enter_totals(tournament_id, round_number, table, ns_mp, ew_mp)
        state = EntryState.ACCEPTED
    except UnlikelyScoreError:
        state = EntryState.UNLIKELY
    except ServiceError:
        state = EntryState.CONFLICT
    if state is EntryState.ACCEPTED:
        return state
    with context.writing(CHANGED) as work:
        row = work.session.scalar(
            select(TableEntryRow)
            .join(RoundRow, RoundRow.id == TableEntryRow.round_id)
            .where(
                RoundRow.tournament_id == tournament_id,
                RoundRow.number == round_number,
                TableEntryRow.table_number == table,
            )
        )
        assert row is not None
        work.track(row)
        row.state = state.value
        row.ns_mp, row.ew_mp, row.third_mp = ns_mp, ew_mp, third_mp
        row.entered_at = utc_now()
        action = "table_entry.unlikely" if state is EntryState.UNLIKELY else "table_entry.conflict"
        params: Params = {"round": round_number, "table": table, "ns_mp": ns_mp, "ew_mp": ew_mp}
        if third_mp is not None:
            params["third_mp"] = third_mp
        work.log(
            action,
            f"round {round_number} table {table}",
            tournament_id=tournament_id,
            summary=score_pair(ns_mp, ew_mp, third_mp),
            params=params,
            place=(round_number, table),
        )
    return state


class TableEntryService:
    """Scores entered at the table from the players' phones (burraco)."""

    def __init__(self, context: ServiceContext) -> None:
        self._context = context

    def codes(self, tournament_id: TournamentId, round_number: int) -> tuple[TableCode, ...]:
        """Every played table's code for a published round, issued now where missing (in
        scala 40 with the hands on its sheet, `TableCode.hands`). TABLE_ENTRY_OFF when the
        tournament does not take entries from the tables; READ_ONLY_STATION on a display
        station, before anything is read: it may issue."""
        return issue_codes(self._context, tournament_id, round_number)

    def entries(self, tournament_id: TournamentId, round_number: int) -> tuple[TableCode, ...]:
        """The round's codes issued so far and each table's entry state (read only)."""
        return phone_entries(self._context, tournament_id, round_number)

    def table_of_code(self, tournament_id: TournamentId, code: str) -> TableCode:
        """The table a code is for and its state (TABLE_CODE_UNKNOWN)."""
        return table_of_code(self._context, tournament_id, code)

    def enter(
        self,
        tournament_id: TournamentId,
        code: str,
        ns_mp: int,
        ew_mp: int,
        *,
        device: str,
        third_mp: int | None = None,
    ) -> PhoneEntry:
        """A phone's totals for its table, three at a table of three (`table_entry.enter`)."""
        return enter(
            self._context, tournament_id, code, ns_mp, ew_mp, device=device, third_mp=third_mp
        )

    def close(
        self, tournament_id: TournamentId, round_number: int, table: int | None = None
    ) -> int:
        """Close phone entry for a table or the whole round; how many tables closed."""
        from tournament_app.services.entry_closing import close_entry

        return close_entry(self._context, tournament_id, round_number, table)

    def reopen(
        self, tournament_id: TournamentId, round_number: int, table: int | None = None
    ) -> Reopened:
        """Phone entry open again for a table or every closed table (`entry_closing`)."""
        from tournament_app.services.entry_closing import reopen_entry

        return reopen_entry(self._context, tournament_id, round_number, table)
