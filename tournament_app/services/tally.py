"""What the standings are computed from: every stored result as `scoring` match lines.

Burraco: each table's turno seen from each entry (a bye table gets the tournament's bye
score automatically), and the penalties; individual burraco credits each player with the
line's MP and VP. Scala 40: each finished table's placings.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import chain
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Select, bindparam, select
from sqlalchemy.orm import Session

from scoring.three_pairs import three_pairs_turno
from scoring.turno import bye
from tournament_app.services import lookup, rules
from tournament_app.services.errors import ErrorCode
from tournament_app.services.seating import tables_of
from tournament_app.services.sections import section_names, section_of
from tournament_app.services.settings import BurracoSettings, Scala40Settings
from tournament_app.services.values import PenaltyKind, RoundStatus
from tournament_app.storage import tables

if TYPE_CHECKING:
    from scoring.stages import TablePlacing
    from scoring.standings import MatchTuple, PenaltyLine
    from tournament_app.storage.models import RoundRow, Scala40SheetRow


def entry_numbers(session: Session, tournament_id: int) -> dict[int, int]:
    """Entry id -> entry number for a tournament."""
    from tournament_app.storage.models import EntryRow

    rows = session.execute(
        select(EntryRow.id, EntryRow.number).where(EntryRow.tournament_id == tournament_id)
    ).all()
    return {row.id: row.number for row in rows}


def all_entries(session: Session, tournament_id: int) -> tuple[int, ...]:
    """Every entry number of a tournament, in order."""
    from tournament_app.storage.models import EntryRow

    return tuple(
        session.scalars(
            select(EntryRow.number)
            .where(EntryRow.tournament_id == tournament_id)
            .order_by(EntryRow.number)
        )
    )


@dataclass(frozen=True)
class Listed:
    """What a standings line shows of an entry besides its figures; its group and category
    as their sections are named (`sections.section_names`)."""

    names: str
    group: str | None
    category: str | None


def listed_entries(
    session: Session, tournament_id: int, *, checked: bool = False
) -> dict[int, Listed]:
    """Entry number -> names, group and category, in number order. `checked`: NOT_FOUND
    when there is no such tournament, asked in the same statement (a page reading the names
    after every change on a server pays one round trip, not two).

    One query of plain tuples: loading every entry with its players as ORM rows cost
    a third of a 1,000-pair recomputation. Run on the session's connection, as Core: the
    ORM result layer alone took a quarter of this function on 2,000 rows; Core skips
    autoflush, so pending changes go first.
    """

    session.flush()
    result = session.connection().execute(
        _listed_statement(checked), {"tournament_id": tournament_id}
    )
    rows = lookup.rows_found(result.all(), tournament_id) if checked else result
    found: dict[int, tuple[str | None, str | None, list[str]]] = {}
    for number, group, category, surname, name in rows:
        if number is None:  # `checked`: the tournament, without entries
            continue
        names = found.setdefault(number, (group, category, []))[2]
        if surname is not None:
            # The same "Surname Name" as values.Player.full_name.
            names.append(f"{surname} {name}".strip())
    # Every line of the tournament under one spelling of its group and category, so the
    # standings' sections, their columns, the prize list and the seating by groups agree.
    groups = section_names(group for group, _category, _names in found.values())
    categories = section_names(category for _group, category, _names in found.values())
    return {
        number: Listed(
            " - ".join(names), section_of(groups, group), section_of(categories, category)
        )
        for number, (group, category, names) in found.items()
    }


@cache
def _listed_statement(checked: bool) -> Select[Any]:
    """`listed_entries`' statement, built once each way (see `lookup._tournament_and_round`);
    `checked`: from the tournament's row (`lookup.from_tournament`)."""
    # The tables' columns, not the classes' attributes: an ORM attribute makes SQLAlchemy
    # configure every mapper, which the start would pay before its window is ready.
    entries, members = tables.entries, tables.entry_players
    players = tables.players
    tournaments = tables.tournaments
    joined = (
        lookup.from_tournament(entries, entries.c.tournament_id == tournaments.c.id)
        if checked
        else entries
    )
    owner = tournaments.c.id if checked else entries.c.tournament_id
    return (
        select(
            entries.c.number,
            entries.c.group_name,
            entries.c.category,
            players.c.surname,
            players.c.name,
        )
        .select_from(joined)
        .outerjoin(members, members.c.entry_id == entries.c.id)
        .outerjoin(players, players.c.id == members.c.player_id)
        .where(owner == bindparam("tournament_id"))
        .order_by(entries.c.number, members.c.position)
    )


@dataclass(frozen=True)
class Named:
    """An entry as a list names it: its players' (surname, name) in order, and their clubs
    ("A / B" when two), as `convert.entry` makes `Entry.players` and `Entry.club`."""

    players: tuple[tuple[str, str], ...]
    club: str | None


def named_entries(session: Session, tournament_id: int) -> dict[int, Named]:
    """Entry number -> its players' names and club, in number order: one query of plain
    tuples, as `listed_entries` (the hall's pages and every document name all the entries,
    and building each `Entry` with its players was half a 500-pair standings page)."""
    from tournament_app.storage.models import ClubRow, EntryPlayerRow, EntryRow, PlayerRow

    session.flush()
    rows = session.connection().execute(
        select(EntryRow.number, PlayerRow.surname, PlayerRow.name, ClubRow.name)
        .outerjoin(EntryPlayerRow, EntryPlayerRow.entry_id == EntryRow.id)
        .outerjoin(PlayerRow, PlayerRow.id == EntryPlayerRow.player_id)
        .outerjoin(ClubRow, ClubRow.id == PlayerRow.club_id)
        .where(EntryRow.tournament_id == tournament_id)
        .order_by(EntryRow.number, EntryPlayerRow.position)
    )
    found: dict[int, tuple[list[tuple[str, str]], set[str]]] = {}
    for number, surname, name, club in rows:
        players, clubs = found.setdefault(number, ([], set()))
        if surname is not None:
            players.append((surname, name))
        if club:
            clubs.add(club)
    return {
        number: Named(tuple(players), " / ".join(sorted(clubs)) or None)
        for number, (players, clubs) in found.items()
    }


def _played(tournament_id: int, after_round: int | None) -> list[ColumnElement[bool]]:
    """The WHERE clauses picking a tournament's published and complete rounds."""
    from tournament_app.storage.models import RoundRow

    clauses = [
        RoundRow.tournament_id == tournament_id,
        RoundRow.status != RoundStatus.DRAFT.value,
    ]
    if after_round is not None:
        clauses.append(RoundRow.number <= after_round)
    return clauses


def played_rounds(
    session: Session, tournament_id: int, *, after_round: int | None = None
) -> list[RoundRow]:
    """Published and complete rounds (drafts carry no results), in order."""
    from tournament_app.storage.models import RoundRow

    query = select(RoundRow).where(*_played(tournament_id, after_round)).order_by(RoundRow.number)
    return list(session.scalars(query))


def played_round_numbers(
    session: Session, tournament_id: int, *, after_round: int | None = None
) -> tuple[int, ...]:
    """The numbers of the published and complete rounds, in order (one light query)."""
    from tournament_app.storage.models import RoundRow

    query = (
        select(RoundRow.number)
        .where(*_played(tournament_id, after_round))
        .order_by(RoundRow.number)
    )
    return tuple(session.scalars(query))


def played_tables(
    session: Session, tournament_id: int, *, after_round: int | None = None
) -> dict[int, dict[int, dict[str, list[int]]]]:
    """Round number -> table number -> line -> entry numbers in seat order, for every played
    round, rounds and tables in order (what `seating.tables_of` gives for one round).

    One query of plain tuples for the whole tournament: loading each round's seats as ORM
    rows cost more than the ranking itself on a 1,000-pair evening.
    """
    from tournament_app.storage.models import EntryRow, RoundRow, SeatRow

    rows = session.execute(
        select(RoundRow.number, SeatRow.table_number, SeatRow.line, EntryRow.number)
        .join(SeatRow, SeatRow.round_id == RoundRow.id)
        .join(EntryRow, EntryRow.id == SeatRow.entry_id)
        .where(*_played(tournament_id, after_round))
        .order_by(RoundRow.number, SeatRow.table_number, SeatRow.line, SeatRow.position)
    )
    rounds: dict[int, dict[int, dict[str, list[int]]]] = {}
    tables: dict[int, dict[str, list[int]]] = {}
    current: int | None = None
    for round_number, table, line, entry in rows:
        if round_number != current:
            current = round_number
            tables = rounds.setdefault(round_number, {})
        lines = tables.get(table)
        if lines is None:
            lines = tables[table] = {"ns": [], "ew": [], "c": [], "seat": []}
        lines[line].append(entry)
    return rounds


TableResult = tuple[int, int, int, int, int | None, int | None]
"""A stored turno: NS MP, EW MP, NS VP, EW VP, and the third line's MP and VP at a table of
three pairs (None at a table of two)."""

AT_TABLE_OF_THREE = 0
"""The opponent a match line names at a table of three pairs: no entry (entries count from
1), so the turno counts as played and head-to-head, which compares two pairs' own meetings,
passes over it."""


def burraco_tables_query(
    tournament_id: int, after_round: int | None = None
) -> Select[int, int, str, int, int, int, int, int, str, int | None, int | None]:
    """The one query the burraco standings read: every seat of every played round with its
    table's result (None columns where the table has none yet), in table order."""
    from tournament_app.storage.models import BurracoResultRow, EntryRow, RoundRow, SeatRow

    result = BurracoResultRow
    return (
        select(
            RoundRow.number,
            SeatRow.table_number,
            SeatRow.line,
            EntryRow.number,
            result.ns_mp,
            result.ew_mp,
            result.ns_vp,
            result.ew_vp,
            result.kind,
            result.third_mp,
            result.third_vp,
        )
        .join(SeatRow, SeatRow.round_id == RoundRow.id)
        .join(EntryRow, EntryRow.id == SeatRow.entry_id)
        .outerjoin(
            result,
            (result.round_id == SeatRow.round_id) & (result.table_number == SeatRow.table_number),
        )
        .where(*_played(tournament_id, after_round))
        .order_by(RoundRow.number, SeatRow.table_number, SeatRow.line, SeatRow.position)
    )


BurracoTable = tuple[int, int, list[int], list[int], list[int], TableResult | None]
"""A table of a played round: round number, table number, NS entries, EW entries, the third
line's entries (a table of three pairs), the table's result (None: not in yet); a bye is a
table with no EW entry."""


def burraco_tables(
    session: Session, tournament_id: int, after_round: int | None
) -> Iterator[BurracoTable]:
    """Every table of every played round (`BurracoTable`), in order.

    One query: each seat comes with its table's result, so nothing is looked up per table.
    Rows are read a chunk at a time as the ranking asks, so a big evening never holds every
    row at once (rows that pile up are what makes Python's full garbage collection run
    mid-ranking); row by row, SQLAlchemy's per-row fetch cost a tenth of the recomputation.
    """
    # Plain Core rows from the session's own connection (the ORM result layer costs a
    # third more on 22,000 rows); Core skips autoflush, so pending changes go first.
    session.flush()
    rows = session.connection().execute(burraco_tables_query(tournament_id, after_round))
    current_round = current_table = 0  # rounds count from 1: 0 is "no table yet"
    ns: list[int] = []
    ew: list[int] = []
    third: list[int] = []
    score: TableResult | None = None
    for (
        round_number,
        table,
        line,
        entry,
        ns_mp,
        ew_mp,
        ns_vp,
        ew_vp,
        kind,
        third_mp,
        third_vp,
    ) in chain.from_iterable(rows.partitions(1000)):
        if table != current_table or round_number != current_round:
            if current_round:
                yield current_round, current_table, ns, ew, third, score
            current_round, current_table, ns, ew, third = round_number, table, [], [], []
            score = None if kind is None else (ns_mp, ew_mp, ns_vp, ew_vp, third_mp, third_vp)
        if line == "ns":
            ns.append(entry)
        elif line == "ew":
            ew.append(entry)
        elif line == "c":
            third.append(entry)
    if current_round:
        yield current_round, current_table, ns, ew, third, score


def burraco_lines(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    *,
    after_round: int | None = None,
) -> Iterator[MatchTuple]:
    """scoring's match lines, as plain tuples, for every entered table and every bye, round
    by round, as they are read.

    Tuples rather than `MatchLine`s: building 11,000 of those (1,000 pairs x 11 rounds) cost
    more than ranking them. A generator, so the ranking consumes each line as it comes;
    wrap it in `tuple()` to keep them.
    """
    figures = bye_figures(settings)
    for round_number, _table, ns, ew, third, result in burraco_tables(
        session, tournament_id, after_round
    ):
        yield from table_lines(round_number, (ns, ew, third), result, figures, settings)


def bye_figures(settings: BurracoSettings) -> tuple[int, int, int]:
    """A bye's VP, MP for and MP against under the tournament's settings."""
    score = bye(rules.turno_settings(settings))
    return score.vp_a, score.mp_a, score.mp_b


def table_lines(
    round_number: int,
    lines: tuple[Sequence[int], Sequence[int], Sequence[int]],
    result: TableResult | None,
    bye_score: tuple[int, int, int],
    settings: BurracoSettings,
) -> Iterator[MatchTuple]:
    """One table's match lines (`lines`: its NS, EW and third line's entries): each entry's,
    a bye's, or none before its result."""
    ns, ew, third = lines
    if not ew:
        for entry in ns:
            yield (round_number, entry, None, *bye_score)
        return
    if result is None:
        return
    if third:
        yield from _at_three(round_number, lines, result, settings)
        return
    ns_mp, ew_mp, ns_vp, ew_vp = result[:4]
    for player in ns:
        yield (round_number, player, ew[0], ns_vp, ns_mp, ew_mp)
    for player in ew:
        yield (round_number, player, ns[0], ew_vp, ew_mp, ns_mp)


def _at_three(
    round_number: int,
    lines: tuple[Sequence[int], Sequence[int], Sequence[int]],
    result: TableResult,
    settings: BurracoSettings,
) -> Iterator[MatchTuple]:
    """A table of three's match lines: each pair's stored VP, and its MP for and against as
    the tournament's rule counts them from the three totals (`scoring.three_pairs`)."""
    ns_mp, ew_mp, ns_vp, ew_vp, third_mp, third_vp = result
    mps = (ns_mp, ew_mp, third_mp or 0)
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        pairs = three_pairs_turno(mps, rules.vp_table(settings), settings.three_pairs_vp)
    for entries, pair, vp in zip(lines, pairs, (ns_vp, ew_vp, third_vp or 0), strict=True):
        for entry in entries:
            yield (round_number, entry, AT_TABLE_OF_THREE, vp, pair.mp_for, pair.mp_against)


def burraco_penalties(
    session: Session,
    tournament_id: int,
    settings: BurracoSettings,
    *,
    after_round: int | None = None,
) -> list[PenaltyLine]:
    """The penalty lines in the order given, then the VP/MP the warnings add up to.

    With `after_round`, penalties of later rounds are left out.
    """
    # The rankings' module loads with the first ranking, never at a start of the window.
    from scoring.standings import PenaltyLine
    from tournament_app.storage.models import EntryRow, PenaltyRow

    turno = rules.turno_settings(settings)
    penalties: list[PenaltyLine] = []
    warnings: dict[int, int] = {}
    rows = session.execute(
        select(
            EntryRow.number,
            PenaltyRow.round_number,
            PenaltyRow.kind,
            PenaltyRow.vp,
            PenaltyRow.mp,
        )
        .join(EntryRow, EntryRow.id == PenaltyRow.entry_id)
        .where(PenaltyRow.tournament_id == tournament_id)
        .order_by(PenaltyRow.id)
    )
    for entry, given_in, penalty, vp, mp in rows:
        late = given_in is not None and given_in > (after_round or given_in)
        if late:
            continue
        if penalty == PenaltyKind.WARNING.value:
            warnings[entry] = warnings.get(entry, 0) + 1
        penalties.append(PenaltyLine(given_in or 0, entry, vp, mp))
    for entry, count in warnings.items():
        vp, mp = turno.warning_penalty(count)
        if vp or mp:
            penalties.append(PenaltyLine(0, entry, vp, mp))
    return penalties


def played_sheets(
    session: Session,
    tournament_id: int,
    after_round: int | None,
    forfeits: Mapping[int, Collection[int]] | None = None,
) -> Iterator[tuple[int, int, list[int], Any]]:
    """(round number, table, the seats in order, the stored hands) of every scala 40 table
    with a sheet, round by round; with `forfeits` (round -> who forfeited in it), a table
    with none where one of its players forfeited too (its game may be over: a final of two
    one player left). Two queries of plain tuples (seats, sheets) for the whole tournament."""
    from tournament_app.storage.models import RoundRow, Scala40SheetRow

    sheets = {
        (round_number, table): hands
        for round_number, table, hands in session.execute(
            select(RoundRow.number, Scala40SheetRow.table_number, Scala40SheetRow.hands)
            .join(Scala40SheetRow, Scala40SheetRow.round_id == RoundRow.id)
            .where(*_played(tournament_id, after_round))
        )
    }
    for round_number, by_table in played_tables(
        session, tournament_id, after_round=after_round
    ).items():
        left = set((forfeits or {}).get(round_number, ()))
        for table, lines in by_table.items():
            hands = sheets.get((round_number, table))
            if hands is None and left.intersection(lines["seat"]):
                hands = []
            if hands is not None:
                yield round_number, table, lines["seat"], hands


def scala40_placings(
    session: Session,
    tournament_id: int,
    settings: Scala40Settings,
    *,
    after_round: int | None = None,
) -> list[TablePlacing]:
    """The placings of every finished scala 40 table, round by round."""
    # The sheets (and the scala 40 scoring) load with the first scala 40 table, never at the
    # start of a burraco evening.
    from scoring.stages import table_placings
    from tournament_app.services.forfeits import calls_by_round
    from tournament_app.services.sheets import replay

    placings: list[TablePlacing] = []
    forfeits, given = calls_by_round(session, tournament_id)
    for round_number, table, seats, hands in played_sheets(
        session, tournament_id, after_round, forfeits
    ):
        game = replay(
            seats,
            hands,
            settings,
            forfeits=forfeits.get(round_number, ()),
            penalties=given.get(round_number, ()),
        )
        if game.is_over:
            placings += table_placings(round_number, game.placings(), game.totals, table=table)
    return placings


def finishing_orders(
    session: Session, round_row: RoundRow, settings: Scala40Settings
) -> list[Sequence[Sequence[int]]]:
    """Each finished table's finishing order in a round (entry numbers), by table; a pair's
    bye is a table it finishes first at. The round's forfeits and penalty points count
    (`services.forfeits`)."""
    from tournament_app.services.forfeits import round_calls
    from tournament_app.services.sheets import replay

    numbers = entry_numbers(session, round_row.tournament_id)
    sheets: dict[int, Scala40SheetRow] = {s.table_number: s for s in round_row.scala40_sheets}
    forfeits, given = ((), ()) if settings.pairs else round_calls(round_row, session)
    orders: list[Sequence[Sequence[int]]] = []
    for table, lines in sorted(tables_of(round_row, numbers).items()):
        sheet = sheets.get(table)
        if not lines["seat"]:
            # A pair's bye (an odd count): a knockout's bye goes on, as if it won its table.
            orders.append([tuple(lines["ns"])])
        elif sheet is not None or set(forfeits).intersection(lines["seat"]):
            hands = sheet.hands if sheet is not None else []
            game = replay(lines["seat"], hands, settings, forfeits=forfeits, penalties=given)
            if game.is_over:
                orders.append(game.placings())
    return orders
