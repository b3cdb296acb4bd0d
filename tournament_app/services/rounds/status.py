"""A round's status and progress: which tables have their result in, when a published round
is complete, the rounds before one as pairing reads them, a scala 40 elimination's final."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from sqlalchemy import ColumnElement, Select, bindparam, distinct, func, select
from sqlalchemy.orm import Session

from tournament_app.services.changes import Changes
from tournament_app.services.context import UnitOfWork
from tournament_app.services.seating import round_tables, tables_of, to_pairing
from tournament_app.services.settings import BurracoSettings, Scala40Format, TournamentSettings
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.tally import entry_numbers
from tournament_app.services.values import Round, RoundCount, RoundStatus
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.services.lookup import TournamentFields
    from tournament_app.services.seating import PairingRound
    from tournament_app.services.values import RoundProgress
    from tournament_app.storage.models import EntryRow, RoundRow

ROUNDS_CHANGED = Changes(rounds=True)


def settings_of(tournament: TournamentFields) -> TournamentSettings:
    """The tournament's settings as values."""
    return stored_settings(tournament)


def _playing(tournament_id: int) -> tuple[ColumnElement[bool], ...]:
    """Who is seated: the tournament's entries present and not withdrawn."""
    entries = tables.entries.c
    return (
        entries.tournament_id == tournament_id,
        entries.present.is_(True),
        entries.withdrawn.is_(False),
    )


def active_entries(session: Session, tournament_id: int) -> list[EntryRow]:
    """Entries to seat: present and not withdrawn, by number."""
    from tournament_app.storage.models import EntryRow

    return list(
        session.scalars(select(EntryRow).where(*_playing(tournament_id)).order_by(EntryRow.number))
    )


def active_numbers(session: Session, tournament_id: int) -> set[int]:
    """The numbers of `active_entries`, read as a column: a check or a publish that asks only
    who is playing loaded every entry with its players (twice a publish) for it."""
    return set(session.scalars(select(tables.entries.c.number).where(*_playing(tournament_id))))


def table_entered(
    round_row: RoundRow,
    table: int,
    lines: dict[str, list[int]],
    settings: TournamentSettings,
    forfeits: Sequence[int] = (),
    penalties: Sequence[tuple[int, int]] = (),
) -> bool:
    """Whether a table's result is in: a burraco result (byes always), a finished sheet
    (`forfeits` and `penalties`: the round's, `services.forfeits`; they can end a game, one
    with no sheet too: a final of two one player left)."""
    if isinstance(settings, BurracoSettings):
        if not lines["ew"]:
            return True
        return any(r.table_number == table for r in round_row.burraco_results)
    if not lines["seat"]:
        return True  # a pairs bye: nobody to play, nothing to enter
    # Imported here: a burraco evening's first screen never replays a scala 40 sheet, and the
    # sheets bring the whole scala 40 scoring with them.
    from tournament_app.services.sheets import replay

    sheet = next((s for s in round_row.scala40_sheets if s.table_number == table), None)
    if sheet is None and not set(forfeits).intersection(lines["seat"]):
        return False
    hands = sheet.hands if sheet is not None else []
    return replay(lines["seat"], hands, settings, forfeits=forfeits, penalties=penalties).is_over


def is_bye(lines: dict[str, list[int]]) -> bool:
    """Whether a table's lines are a pair sitting out (burraco's bye, scala 40's in pairs):
    nobody to play, nothing to enter."""
    return bool(lines["ns"]) and not lines["ew"] and not lines["seat"]


def progress_of(
    round_row: RoundRow, settings: TournamentSettings, numbers: dict[int, int]
) -> RoundProgress:
    """Tables entered and missing in a round."""
    # Made on first use, not at a start (services/values.py).
    from tournament_app.services.values import RoundProgress, TableStatus

    tables = tables_of(round_row, numbers)
    calls = _calls(round_row, settings)
    return RoundProgress(
        round=round_row.number,
        status=RoundStatus(round_row.status),
        tables=tuple(
            TableStatus(
                table=table,
                entered=table_entered(round_row, table, lines, settings, *calls),
                is_bye=is_bye(lines),
            )
            for table, lines in sorted(tables.items())
        ),
    )


def scala40_count(
    session: Session, round_row: RoundRow, settings: TournamentSettings
) -> RoundCount:
    """A scala 40 round's tables with a scoresheet and those in: a table is in when its game
    is over, which only replaying its sheet tells (burraco counts in SQL:
    `burraco_count_columns`)."""
    # The seats as plain rows (`round_tables`): the status bar counts this after every change
    # at any station, and a 50-table round's seats loaded as objects took 3 of its 8 ms.
    seated = round_tables(session, round_row)
    playing = {table: lines for table, lines in seated.items() if not is_bye(lines)}
    calls = _calls(round_row, settings, session)
    over = sum(
        1
        for table, lines in playing.items()
        if table_entered(round_row, table, lines, settings, *calls)
    )
    return RoundCount(round_row.number, RoundStatus(round_row.status), len(playing), over, 0)


def burraco_counts(session: Session, round_id: int) -> tuple[int, int, int]:
    """A burraco round's tables that play (those with an EW line: a bye has none and needs
    no result), those of them with a result, and the results disputed by a second entry:
    three counts in one statement (`burraco_count_columns`)."""
    played, entered, disputed = session.execute(_counts(), {"round_id": round_id}).one()
    return played or 0, entered or 0, disputed or 0


@cache
def _counts() -> Select[int, int, int]:
    """`burraco_counts`' statement, built once (every result's save counts its round:
    building it cost more than SQLite answering it, see `lookup._tournament_and_round`)."""
    return select(*burraco_count_columns(bindparam("round_id")))


def burraco_count_columns(
    round_id: int | ColumnElement[int],
) -> tuple[ColumnElement[int], ColumnElement[int], ColumnElement[int]]:
    """`burraco_counts` as columns of a statement, for a round id or a round's id column (the
    status bar reads them with the tournament and its latest round). On the tables' columns:
    the start counts this before its window is ready, with no mapper configured yet."""
    seats = tables.seats.c
    results = tables.burraco_results.c
    checks = tables.result_checks.c
    # A result counts where its round seats an EW line at its table (joined: a round's
    # tables as a list in the statement were listed again for every result once the round
    # was a column of it, 30 ms for 250 tables on SQLite). Distinct: in individual burraco
    # two players sit on an EW line.
    with_seat = tables.burraco_results.join(
        tables.seats,
        (seats.round_id == results.round_id) & (seats.table_number == results.table_number),
    )
    return (
        select(func.count(distinct(seats.table_number)))
        .where(seats.round_id == round_id, seats.line == "ew")
        .scalar_subquery()
        .label("played"),
        select(func.count(distinct(results.table_number)))
        .select_from(with_seat)
        .where(results.round_id == round_id, seats.line == "ew")
        .scalar_subquery()
        .label("entered"),
        select(func.count()).where(checks.round_id == round_id).scalar_subquery().label("disputed"),
    )


def refresh_round_status(
    work: UnitOfWork,
    round_row: RoundRow,
    settings: TournamentSettings,
    written: int | None = None,
) -> None:
    """Mark a published round complete once every table is in and none is disputed by a
    second entry (and back to published when one goes missing or is disputed). `written`:
    the scala 40 table whose sheet was just written, looked at first."""
    if round_row.status == RoundStatus.DRAFT.value:
        return
    session = work.session
    session.flush()
    if isinstance(settings, BurracoSettings):
        # A disputed table is not finished business: the round reads "in play" until the
        # director settles it, as the next round also waits for it (ROUND_TO_CHECK).
        played, entered, disputed = burraco_counts(session, round_row.id)
        done = entered == played and not disputed
    else:
        session.expire(round_row, ["scala40_sheets"])
        done = _every_game_over(session, round_row, settings, written)
    wanted = RoundStatus.COMPLETE.value if done else RoundStatus.PUBLISHED.value
    if round_row.status != wanted:
        work.track(round_row)
        round_row.status = wanted


def _every_game_over(
    session: Session, round_row: RoundRow, settings: TournamentSettings, written: int | None
) -> bool:
    """Whether every scala 40 table of the round is in, stopping at the first that is not.

    A hand typed asked for every sheet of the round to be replayed, making a hand's save slower
    the bigger the round; most hands leave their own game going on, or another table has no
    sheet yet. So a seated table with no sheet answers before any sheet is replayed, then the
    table just written is looked at first, and only then the other sheets. The seats, and
    which tables have a sheet, are read as plain rows: loading the round's seats and sheets
    as objects for every hand was half the cost of saving it (an 80-player round: 22 of
    47 ms), growing with the round."""
    seated = round_tables(session, round_row)
    sheets = tables.scala40_sheets.c
    with_sheet = set(
        session.scalars(select(sheets.table_number).where(sheets.round_id == round_row.id))
    )
    calls = _calls(round_row, settings, session)
    if any(
        lines["seat"] and table not in with_sheet and not set(calls[0]) & set(lines["seat"])
        for table, lines in seated.items()
    ):
        return False
    order = sorted(seated, key=lambda table: (table != written, table))
    return all(table_entered(round_row, table, seated[table], settings, *calls) for table in order)


def _calls(
    round_row: RoundRow, settings: TournamentSettings, session: Session | None = None
) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """A scala 40 round's forfeits and penalty points (none in burraco, nor in pairs: no
    statement then)."""
    if isinstance(settings, BurracoSettings) or settings.pairs:
        return (), ()
    from tournament_app.services.forfeits import round_calls

    return round_calls(round_row, session)


def history_before(
    session: Session, tournament_id: int, number: int, individual: bool
) -> list[PairingRound]:
    """The published rounds before `number`, as scoring rounds."""
    from tournament_app.storage.models import RoundRow

    numbers = entry_numbers(session, tournament_id)
    rows = session.scalars(
        select(RoundRow)
        .where(
            RoundRow.tournament_id == tournament_id,
            RoundRow.number < number,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
        .order_by(RoundRow.number)
    )
    return [to_pairing(row, numbers, individual=individual) for row in rows]


def final_round(rounds: Sequence[Round]) -> int | None:
    """The round that is a scala 40 elimination's final, among the rounds played (in order):
    the last one, at a single table, after a first round; None before it is reached."""
    last = rounds[-1] if rounds else None
    if last is None or not is_final_stage(last.number, len(last.tables)):
        return None
    return last.number


def is_final_stage(number: int, tables: int) -> bool:
    """Whether the newest round of a scala 40 elimination is its final: one table, after a
    first round."""
    return number >= 2 and tables == 1


def standings_final(
    settings: TournamentSettings,
    shown: int | None,
    *,
    complete: bool,
    concluded: bool,
    final: int | None,
) -> bool:
    """Whether the standings after round `shown` are the final ones (the printed title says
    "final", a prize list drawn from them is no longer provisional): that round `complete`,
    and the last planned (burraco, scala 40 placement points), an elimination's `final`
    round, or the last round of a tournament the director marked finished (`concluded`)."""
    if shown is None or not complete:
        return False
    if concluded:
        return True
    if isinstance(settings, BurracoSettings) or settings.format is not Scala40Format.ELIMINATION:
        return shown == settings.rounds
    return shown == final
