"""What the hall service's pages show the players: where an entry sits, and every document.

Read-only: every function here calls only the services' read actions, through the same
documents the exports print (`reports`), so the phone, the wall list and the results site say
the same. The hall (`tournament_app.hall`) only renders these values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from sqlalchemy import and_, func, select

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import round_name
from tournament_app.services.errors import NotFoundError
from tournament_app.services.reports.histories import histories_for
from tournament_app.services.reports.rounds import round_results_for, seating_document
from tournament_app.services.reports.source import TournamentSource
from tournament_app.services.reports.standings import scoped_standings_documents, standings_for
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.sheet_legend import legend_line
from tournament_app.services.sheet_rows import SheetMark, SheetRow, replay_sheet, sheet_marks
from tournament_app.services.teams.play import is_team_event
from tournament_app.services.values import (
    Round,
    RoundStatus,
    Scala40PairsSheet,
    Scala40Sheet,
    TournamentId,
)
from tournament_app.storage.models import AuditRow, RoundRow

if TYPE_CHECKING:
    from tournament_app.exports.teams import TeamDocument
    from tournament_app.services.core import Services

SITTINGS_SHOWN = 2
"""The newest announced round and the one before: a player who just finished still sees
where they played until the next round is published."""


@dataclass(frozen=True)
class TeamSitting:
    """In a team event, the match an entry's table belongs to: its own team, the team it
    meets (None for a bye), the match's number and the match's other table."""

    team: str
    against: str | None
    match: int
    other_table: int | None


@dataclass(frozen=True)
class Sitting:
    """Where an entry sits in one announced round: its table and line (or seat), its own
    line's entries (two in individual burraco) and everyone else at the table."""

    round_number: int
    round_title: str
    """The round as the documents name it ("Turno 3", "Finale")."""
    in_play: bool
    """Published with results still to come (False: every table is in)."""
    table: int
    position: str
    """"NS" / "EO" in burraco, a scala 40 seat number, "" for a bye."""
    line: tuple[doc.EntryRef, ...]
    opponents: tuple[doc.Seat, ...]
    pairs: bool = False
    """Scala 40 in pairs: the entry is a pair (its two players partners, sitting opposite
    each other) and `opponents` the other pair; `position` the pair's place, 1 or 2."""
    team: TeamSitting | None = None
    """A team event's match at the table (None in a pairs or individual tournament)."""

    @property
    def is_bye(self) -> bool:
        """The entry rests this round."""
        return self.position == ""


@dataclass(frozen=True)
class MyTable:
    """An entry and where it sits, newest announced round first (empty: not seated yet)."""

    header: doc.TournamentHeader
    entry: doc.EntryRef
    sittings: tuple[Sitting, ...]


@dataclass(frozen=True)
class HallStandings:
    """The overall ranking and, where the tournament has them, each group's and category's;
    in a team event the team ranking first (`teams`)."""

    overall: doc.Standings
    scoped: tuple[doc.Standings, ...]
    teams: TeamDocument | None = None


@dataclass(frozen=True)
class HallRounds:
    """The announced rounds' seatings, newest first (each with whether it is in play), and
    every entry: what My table looks a number up in, read once per change of the database
    however many phones ask."""

    header: doc.TournamentHeader
    entries: Mapping[int, doc.EntryRef]
    seatings: tuple[tuple[doc.RoundSeating, bool], ...]
    matches: Mapping[tuple[int, int], TeamSitting] = field(default_factory=dict)
    """In a team event, each seated pair's match by (round, entry number)."""


def _team_sittings(
    services: Services, tournament_id: TournamentId, rounds: tuple[int, ...]
) -> dict[tuple[int, int], TeamSitting]:
    """Each pair's match in `rounds` of a team event, by (round, entry number)."""
    teams = services.teams.list(tournament_id)
    names = {team.number: team.name for team in teams}
    team_of = {pair.entry: team.number for team in teams for pair in team.pairs}
    seated = {}
    for number in rounds:
        tables = {
            t.table: (*t.ns, *t.ew) for t in services.rounds.get(tournament_id, number).tables
        }
        for match in services.teams.matches(tournament_id, number):
            for table in match.tables:
                others = [t for t in match.tables if t != table]
                for entry in tables.get(table, ()):
                    own = team_of.get(entry)
                    if own is None:
                        continue
                    rival = match.away if own == match.home else match.home
                    seated[(number, entry)] = TeamSitting(
                        names[own],
                        None if rival is None else names.get(rival),
                        match.number,
                        others[0] if others else None,
                    )
    return seated


def hall_rounds(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> HallRounds:
    """Every announced round's seating, newest first, and the tournament's entries."""
    source = TournamentSource(services, tournament_id, language)
    seatings = tuple(
        (
            seating_document(services, tournament_id, played.number, language=language),
            played.status is RoundStatus.PUBLISHED,
        )
        for played in reversed(source.played_rounds)
    )
    matches = {}
    if is_team_event(source.tournament.settings):
        shown = tuple(seating.round_number for seating, _ in seatings[:SITTINGS_SHOWN])
        matches = _team_sittings(services, tournament_id, shown)
    return HallRounds(source.header(), dict(source.refs), seatings, matches)


def find_table(rounds: HallRounds, number: int) -> MyTable:
    """Where entry `number` sits in the newest announced rounds; NotFoundError (entry) when
    the tournament has no such entry."""
    entry = rounds.entries.get(number)
    if entry is None:
        raise NotFoundError("entry", number)
    sittings: list[Sitting] = []
    for seating, in_play in rounds.seatings:
        found = _sitting(seating, number, in_play=in_play)
        if found is not None:
            team = rounds.matches.get((seating.round_number, number))
            sittings.append(replace(found, team=team) if team else found)
        if len(sittings) == SITTINGS_SHOWN:
            break
    return MyTable(rounds.header, entry, tuple(sittings))


def my_table(
    services: Services, tournament_id: TournamentId, number: int, *, language: Language = "it"
) -> MyTable:
    """Where entry `number` sits in the newest announced rounds (`find_table`)."""
    return find_table(hall_rounds(services, tournament_id, language=language), number)


def _sitting(seating: doc.RoundSeating, number: int, *, in_play: bool) -> Sitting | None:
    title = round_name(seating.header, seating.round_number)
    for table in seating.tables:
        mine = next((s for s in table.seats if s.entry.number == number), None)
        if mine is None:
            continue
        return Sitting(
            round_number=seating.round_number,
            round_title=title,
            in_play=in_play,
            table=table.table,
            position=mine.position,
            line=tuple(s.entry for s in table.seats if s.position == mine.position),
            opponents=tuple(s for s in table.seats if s.position != mine.position),
            pairs=seating.pairs,
        )
    for bye in seating.byes:
        if number in (bye.entry.number, *bye.entry.partners):
            return Sitting(seating.round_number, title, in_play, bye.table, "", (bye.entry,), ())
    return None


def announced_rounds(services: Services, tournament_id: TournamentId) -> tuple[int, ...]:
    """The numbers of the rounds announced to the players (drafts are the director's)."""
    return tuple(
        r.number for r in services.rounds.list(tournament_id) if r.status is not RoundStatus.DRAFT
    )


def hall_standings(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> HallStandings:
    """The live ranking, overall and per group and category when there are several."""
    source = TournamentSource(services, tournament_id, language)
    overall = standings_for(source, services.standings.overall(tournament_id))
    scoped = scoped_standings_documents(services, tournament_id, language=language)
    teams = None
    if is_team_event(source.tournament.settings):
        # Imported for a team event only: it brings the team printouts' writers (the
        # workbook's, the PDF's and its fonts), a second or more of a hall process's first
        # standings that a pairs evening never uses.
        from tournament_app.services.teams.reports import team_document

        teams = team_document(services, tournament_id, language=language)
    return HallStandings(overall, scoped, teams)


def hall_seating(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language
) -> doc.RoundSeating:
    """An announced round's seating; NotFoundError (round) for a draft or no such round."""
    _announced(services, tournament_id, round_number)
    return seating_document(services, tournament_id, round_number, language=language)


def hall_results(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language
) -> doc.RoundResults:
    """An announced round's results, table by table (missing ones still empty)."""
    played = _announced(services, tournament_id, round_number)
    return round_results_for(TournamentSource(services, tournament_id, language), played)


def hall_history(
    services: Services, tournament_id: TournamentId, number: int, *, language: Language
) -> doc.EntryHistory:
    """Entry `number`'s every round: table, opponents, scores, VP or placement, penalties."""
    return history_of(hall_histories(services, tournament_id, language=language), number)


def hall_histories(
    services: Services, tournament_id: TournamentId, *, language: Language
) -> dict[int, doc.EntryHistory]:
    """Every entry's history by its number: made together from one reading of the rounds,
    results and standings, as one entry's is, so a room of phones each asking its own costs
    one reading a change."""
    source = TournamentSource(services, tournament_id, language)
    # histories_for makes one for every registered entry, played or not.
    overall = services.standings.overall(tournament_id)
    return {history.entry.number: history for history in histories_for(source, overall)}


def history_of(histories: dict[int, doc.EntryHistory], number: int) -> doc.EntryHistory:
    """Entry `number`'s history among `histories`; NotFoundError (entry) for a number no
    entry has."""
    found = histories.get(number)
    if found is None:
        raise NotFoundError("entry", number)
    return found


def _announced(services: Services, tournament_id: TournamentId, round_number: int) -> Round:
    played = services.rounds.get(tournament_id, round_number)
    if played.status is RoundStatus.DRAFT:
        raise NotFoundError("round", round_number)
    return played


def hall_header(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> doc.TournamentHeader:
    """The tournament's name, game, date and venue, as every document's heading."""
    return TournamentSource(services, tournament_id, language).header()


@dataclass(frozen=True)
class HallSheet:
    """A scala 40 table's running sheet as the hall shows it, read-only: the window's rows
    (`sheet_rows`), the players by seat, and what the keeper's hand form offers."""

    header: doc.TournamentHeader
    sheet: Scala40Sheet
    players: tuple[doc.EntryRef, ...]
    rows: tuple[SheetRow, ...]
    in_hand: bool
    """The form offers the chiusura in mano mark: at every singles table, whatever the
    tournament's rule for it, as the window's sheet does (`sheet_rows.sheet_marks`: any
    closer may go out in one go; "no doubling" changes no one's penalty, but the sheet
    still records it)."""
    reentries: bool
    """Re-entry is allowed (the form offers it)."""
    pairs: Scala40PairsSheet | None = None
    """A pairs table's match (its hands by player, hands won, the result); `sheet` and `rows`
    show it by pair, `players` are its two pairs. None at a singles table."""
    pairs_target: int = 0
    """The hands a pair must win to take the match (pairs only)."""
    legend: str = ""
    """What the sheet's marks mean, in the printed sheet's letters and words
    (`sheet_legend.legend_line`)."""

    @property
    def in_play(self) -> tuple[doc.EntryRef, ...]:
        """The players still in the game, by seat."""
        playing = set(self.sheet.in_play)
        return tuple(p for p in self.players if p.number in playing)


def hall_sheet(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    table: int,
    *,
    language: Language,
) -> HallSheet:
    """An announced round's scala 40 table sheet, hand by hand with running totals;
    NotFoundError (round, table) for a draft, no such round or table; WRONG_GAME in burraco."""
    _announced(services, tournament_id, round_number)
    sheet = services.results.sheet(tournament_id, round_number, table)
    settings = services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    source = TournamentSource(services, tournament_id, language)
    pairs = None
    if settings.pairs:
        pairs = services.results.pairs_sheet(tournament_id, round_number, table)
    return HallSheet(
        header=source.header(),
        sheet=sheet,
        players=tuple(source.ref(number) for number in sheet.players),
        rows=tuple(replay_sheet(sheet, settings).rows),
        in_hand=SheetMark.IN_HAND in sheet_marks(settings),
        reentries=settings.reentries > 0 and not settings.pairs,
        pairs=pairs,
        pairs_target=settings.pairs_target if settings.pairs else 0,
        legend=legend_line(settings, language),
    )


SEATS_UNMOVED = ("result.", "table_entry.", "round_clock.", "penalty.", "standings.", "sheet.")
"""The logged actions that move no seat, rename nobody and change no setting: a result, a
phone's entry, the clock, a penalty, a draw of lots, a scala 40 hand."""


def seating_version(services: Services, tournament_id: TournamentId) -> tuple[object, ...]:
    """What My table shows changes only when this changes: the newest logged change that is
    not a result's (or the like, `SEATS_UNMOVED`) and every round's status (a round done
    with its last result is no longer in play). Two small reads, where reading the seatings
    again is hundreds of milliseconds at 250 tables, after every result typed."""
    with services.reading() as session:
        moved = session.scalar(
            select(func.max(AuditRow.id)).where(
                and_(*(AuditRow.action.not_like(f"{prefix}%") for prefix in SEATS_UNMOVED))
            )
        )
        statuses = session.execute(
            select(RoundRow.number, RoundRow.status)
            .where(RoundRow.tournament_id == tournament_id)
            .order_by(RoundRow.number)
        ).all()
    return (moved, tuple((number, status) for number, status in statuses))


def clock_version(services: Services) -> int:
    """The newest change of any round clock (0: none yet): the phones read the clock again
    only when it moved."""
    with services.reading() as session:
        found = session.scalar(
            select(func.max(AuditRow.id)).where(AuditRow.action.like("round_clock.%"))
        )
    return int(found or 0)
