"""What a table's phone entry (`table_entry`) reads besides its own row: whether the table is
done (a burraco result in, with its figures; a scala 40 sheet with its winner), and at a table
whose two phones disagreed, the figures each phone sent, as the change log keeps them (the
entry's row holds the second phone's: one row a table, whose columns name one set of figures),
and how those read ("primo telefono 900-650, secondo telefono 900-600") wherever the director
sees them: the command line's codes, the window's list, the change log.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services.errors import ServiceError
from tournament_app.services.messages.results import ENTRY_SENT
from tournament_app.services.rounds.status import settings_of
from tournament_app.services.settings import Scala40Settings

Figures = tuple[int, int, int | None]
"""A table's totals: NS, EW, and the third line's at a table of three pairs (None at two)."""

CONFLICT_ACTION = "table_entry.conflict"


def burraco_results(
    session: Session, round_id: int, tables: Collection[int] | None = None
) -> dict[int, Figures]:
    """The round's burraco tables (or just `tables`) with their result in, and its figures."""
    from tournament_app.storage.models import BurracoResultRow

    query = select(
        BurracoResultRow.table_number,
        BurracoResultRow.ns_mp,
        BurracoResultRow.ew_mp,
        BurracoResultRow.third_mp,
    ).where(BurracoResultRow.round_id == round_id)
    if tables is not None:
        query = query.where(BurracoResultRow.table_number.in_(list(tables)))
    return {table: (ns, ew, third) for table, ns, ew, third in session.execute(query)}


def finished_sheets(session: Session, round_id: int, table: int | None = None) -> set[int]:
    """The round's scala 40 tables (or just `table`) whose sheet has its winner."""
    from tournament_app.services.forfeits import round_calls
    from tournament_app.services.seating import table_lines
    from tournament_app.services.sheets import replay
    from tournament_app.storage.models import Scala40SheetRow

    query = select(Scala40SheetRow).where(Scala40SheetRow.round_id == round_id)
    if table is not None:
        query = query.where(Scala40SheetRow.table_number == table)
    finished: set[int] = set()
    for row in session.scalars(query):
        round_row = row.round
        settings = settings_of(round_row.tournament)
        lines = table_lines(session, round_row, row.table_number)
        if not isinstance(settings, Scala40Settings) or lines is None:
            continue
        try:
            forfeits, given = ((), ()) if settings.pairs else round_calls(round_row, session)
            game = replay(
                lines["seat"], list(row.hands), settings, forfeits=forfeits, penalties=given
            )
            if game.is_over:
                finished.add(row.table_number)
        except ServiceError:  # a sheet the rules refuse is the director's to mend
            continue
    return finished


def has_result(session: Session, round_id: int, table: int) -> bool:
    """Whether the table is done: a burraco result in, or a scala 40 sheet with its winner."""
    return bool(burraco_results(session, round_id, (table,))) or table in finished_sheets(
        session, round_id, table
    )


def table_done(session: Session, round_id: int, table: int) -> bool | Figures:
    """Whether the table is done, as `table_entry._value` takes it: its burraco result's
    figures, True for a scala 40 sheet with its winner, else False."""
    results = burraco_results(session, round_id, (table,))
    return results.get(table) or table in finished_sheets(session, round_id, table)


def _figures(params: object) -> Figures | None:
    """A logged entry's figures (its params, or their "first"), None when not readable."""
    if not isinstance(params, Mapping):
        return None
    ns, ew, third = params.get("ns_mp"), params.get("ew_mp"), params.get("third_mp")
    if not isinstance(ns, int) or not isinstance(ew, int):
        return None
    return ns, ew, third if isinstance(third, int) else None


def sent_figures(
    session: Session, tournament_id: int, round_number: int, tables: Collection[int]
) -> dict[int, tuple[Figures, Figures]]:
    """For each of `tables` (tables in conflict), the figures its first phone sent and those
    of the second, from the newest conflict the log keeps for it (one undone is no longer
    the table's); a table whose conflict came from agreed figures the services then refused
    (`table_entry._save`) has none: its row's figures are the only ones sent."""
    from tournament_app.storage.models import AuditRow

    if not tables:
        return {}
    query = (
        select(AuditRow.table_number, AuditRow.params)
        .where(
            AuditRow.tournament_id == tournament_id,
            AuditRow.action == CONFLICT_ACTION,
            AuditRow.round_number == round_number,
            AuditRow.table_number.in_(list(tables)),
            AuditRow.undone.is_(False),
        )
        .order_by(AuditRow.id.desc())
    )
    sent: dict[int, tuple[Figures, Figures]] = {}
    seen: set[int] = set()
    for table, params in session.execute(query):
        if table not in seen and (both := logged_sent(params)):
            sent[table] = both
        seen.add(table)
    return sent


def logged_sent(params: object) -> tuple[Figures, Figures] | tuple[()]:
    """A logged conflict's figures (its params): the first phone's, then the second's; ()
    when the log did not keep the first's."""
    second = _figures(params)
    first = _figures(params.get("first")) if isinstance(params, Mapping) else None
    return () if first is None or second is None else (first, second)


def sent_said(sent: tuple[Figures, ...], language: str, *, dash: str = "-") -> str:
    """The figures each phone sent (`TableCode.sent`), in `language`: "first phone 900-650,
    second phone 900-600" ("" when there are not two). `dash`: as `score_pair` joins them."""
    from tournament_app.services.score_figures import score_pair

    if len(sent) != 2:
        return ""
    first, second = (score_pair(*figures, dash=dash) for figures in sent)
    return ENTRY_SENT["it" if language == "it" else "en"].format(first=first, second=second)
