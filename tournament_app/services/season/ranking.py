"""The season ranking: points a club's players earn across its tournaments of one game.

Each tournament's final standings award season points to every player of every ranked
entry (both players of a pair get the pair's points, since partners change during a season).
Two ways to award them, chosen per season:

- by field size (the default): an entry ranked r of n gets n - r + 1 points, so winning a
  big evening is worth more than winning a small one, and every participant scores;
- by a fixed table (e.g. 25, 18, 15, 12, 10, 8, 6, 4, 2, 1): places beyond the table get
  `participation` points.

A club can rank only its own members (guests still take their places in each tournament).
Team events and grand finals are competitions of their own, left out unless the director
counts them (`apart`); the ranking names those it leaves out, so the faces say why.
Players are ranked by total points, then by tournaments won, then by best place, then by
tournaments played; players equal on all four share the rank.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from tournament_app.exports.documents import Language
from tournament_app.names import name_key
from tournament_app.services.domain_words import capitalised, game_name
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.season.apart import Apart, set_apart
from tournament_app.services.settings import Game
from tournament_app.services.values import (
    PlayerId,
    TournamentId,
    TournamentStatus,
    TournamentSummary,
)

if TYPE_CHECKING:
    from tournament_app.exports.season import SeasonDocument
    from tournament_app.services.core import Services


@dataclass(frozen=True)
class SeasonRules:
    """How season points are awarded and which tournaments count."""

    game: Game
    date_from: str | None = None
    """ISO date: tournaments on or after it (None: from the first)."""
    date_to: str | None = None
    """ISO date: tournaments on or before it (None: up to the last)."""
    points_table: tuple[int, ...] = ()
    """Empty: points by field size; else the points of places 1, 2, 3, ..."""
    participation: int = 0
    """Points for a place beyond `points_table`."""
    best_results: int | None = None
    """Count only a player's best N tournaments (None: all)."""
    tournament_ids: tuple[TournamentId, ...] = ()
    """Empty: every tournament of the game in the dates; else only these."""
    left_out: tuple[TournamentId, ...] = ()
    """Tournaments the director leaves out (a friendly, a final made by hand)."""
    also_counted: tuple[TournamentId, ...] = ()
    """Team events and grand finals the director counts all the same (`apart`: they are left
    out unless named here or in `tournament_ids`)."""
    include_running: bool = False
    """Count tournaments still running (their current standings)."""
    club: str | None = None
    """Rank only this club's members (by `names.name_key`: "forlì" is FORLÌ); None: every
    player."""

    def points_for(self, rank: int, field_size: int) -> int:
        """The season points of a place in a tournament of `field_size` entries."""
        if not self.points_table:
            return max(field_size - rank + 1, 0)
        if rank <= len(self.points_table):
            return self.points_table[rank - 1]
        return self.participation


@dataclass(frozen=True)
class SeasonResult:
    """One player's result in one tournament of the season."""

    tournament_id: TournamentId
    rank: int
    points: int
    counted: bool
    """False when dropped by `best_results`."""


@dataclass(frozen=True)
class SeasonRow:
    """One line of the season ranking."""

    rank: int
    player_id: PlayerId
    name: str
    club: str | None
    points: int
    tournaments: int
    wins: int
    best_rank: int
    results: tuple[SeasonResult, ...] = field(default=())


@dataclass(frozen=True)
class SeasonRanking:
    """The tournaments that counted and the ranking they make."""

    rules: SeasonRules
    tournaments: tuple[TournamentSummary, ...]
    rows: tuple[SeasonRow, ...]
    undated: tuple[TournamentSummary, ...] = ()
    """Tournaments of the game that would count but for having no date (see `undated`)."""
    venue: str = ""
    """The place every tournament counted was played at, when they share one (the club)."""
    team_events: tuple[TournamentSummary, ...] = ()
    """Team events of the season not counted, being competitions of their own (`apart`)."""
    finals: tuple[TournamentSummary, ...] = ()
    """Grand finals made from a season ranking, not counted for the same reason."""


@dataclass(frozen=True)
class SeasonCandidate:
    """A tournament the season could count, as the window lists it to tick or untick."""

    summary: TournamentSummary
    apart: Apart | None
    """Why it is left out unless counted on purpose (None: one of the season's own)."""


def season_tournaments(services: Services, rules: SeasonRules) -> tuple[TournamentSummary, ...]:
    """The tournaments the rules count, oldest first."""
    return _season(services, rules)[0]


def season_candidates(services: Services, rules: SeasonRules) -> tuple[SeasonCandidate, ...]:
    """Every tournament the rules could count, oldest first, whether the director left it
    out or it is set apart (a team event, a grand final): what the window lists."""
    every = _in_dates(services, replace(rules, left_out=()))
    apart = set_apart(services, (t.id for t in every))
    return tuple(SeasonCandidate(t, apart.get(t.id)) for t in every)


def _season(
    services: Services, rules: SeasonRules
) -> tuple[tuple[TournamentSummary, ...], tuple[tuple[TournamentSummary, Apart], ...]]:
    """The tournaments counted, and those set apart (neither named nor ticked), oldest first."""
    chosen = _in_dates(services, rules)
    apart = set_apart(services, _apart_unless_counted(rules, chosen))
    counted = tuple(t for t in chosen if t.id not in apart)
    return counted, tuple((t, apart[t.id]) for t in chosen if t.id in apart)


def _apart_unless_counted(
    rules: SeasonRules, tournaments: Sequence[TournamentSummary]
) -> list[TournamentId]:
    """The tournaments to look at for being apart: those the director did not count on
    purpose (named, or ticked though apart)."""
    counted = {*rules.tournament_ids, *rules.also_counted}
    return [t.id for t in tournaments if t.id not in counted]


def _in_dates(services: Services, rules: SeasonRules) -> tuple[TournamentSummary, ...]:
    """The tournaments of the game in the rules' dates, oldest first; INVALID_INPUT when one
    named is not among them."""
    wanted = set(rules.tournament_ids)
    chosen = []
    for summary in _playable(services, rules):
        if rules.date_from and (summary.date or "") < rules.date_from:
            continue
        if rules.date_to and (summary.date is None or summary.date > rules.date_to):
            continue
        chosen.append(summary)
    missing = wanted - {t.id for t in chosen}
    if missing:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "season_tournaments_missing", "tournaments": tuple(sorted(missing))},
        )
    return tuple(sorted(chosen, key=lambda t: (t.date or "", t.id)))


def _playable(services: Services, rules: SeasonRules) -> list[TournamentSummary]:
    """The tournaments of the game the rules would count, whatever their date (set apart or
    not)."""
    wanted = set(rules.tournament_ids)
    found = []
    for summary in services.tournaments.list():
        if summary.game is not rules.game or summary.id in rules.left_out:
            continue
        if wanted and summary.id not in wanted:
            continue
        if summary.status is TournamentStatus.REGISTRATION:
            continue
        if summary.status is TournamentStatus.RUNNING and not rules.include_running and not wanted:
            continue
        found.append(summary)
    return found


def undated(services: Services, rules: SeasonRules) -> tuple[TournamentSummary, ...]:
    """The tournaments left out of a season with dates only because they have none.

    They are not counted: a date is what places an evening in a season, and an undated one
    would otherwise count in every season's ranking, last year's and next year's alike, and
    could not be told apart from the meetings that belong. Named instead, so the director
    gives each its date (Tournament settings) and it then counts where it belongs.
    """
    if not (rules.date_from or rules.date_to):
        return ()  # no dates asked: every tournament counts, dated or not
    found = [t for t in _playable(services, rules) if t.date is None]
    # A team event or a grand final would not count with a date either: not named here.
    apart = set_apart(services, _apart_unless_counted(rules, found))
    return tuple(
        sorted((t for t in found if t.id not in apart), key=lambda t: (t.name.casefold(), t.id))
    )


def season_ranking(services: Services, rules: SeasonRules) -> SeasonRanking:
    """The season ranking of the tournaments the rules select."""
    if rules.best_results is not None and rules.best_results < 1:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "season_best_results", "best": rules.best_results}
        )
    negative = [points for points in (*rules.points_table, rules.participation) if points < 0]
    if negative:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "season_points_negative", "points": negative[0]}
        )
    tournaments, apart = _season(services, rules)
    results: dict[PlayerId, list[SeasonResult]] = {}
    names: dict[PlayerId, tuple[str, str | None]] = {}
    for summary in tournaments:
        standings = services.standings.overall(summary.id)
        players = {e.number: e.players for e in services.entries.list(summary.id)}
        for row in standings:
            points = rules.points_for(row.rank, len(standings))
            for player in players.get(row.entry, ()):
                if rules.club and name_key(player.club or "") != name_key(rules.club):
                    continue
                names[player.id] = (player.full_name, player.club)
                results.setdefault(player.id, []).append(
                    SeasonResult(summary.id, row.rank, points, True)
                )
    rows = [
        _row(player_id, names[player_id], _mark_counted(found, rules.best_results))
        for player_id, found in results.items()
    ]
    return SeasonRanking(
        rules,
        tournaments,
        _ranked(rows),
        undated(services, rules),
        _venue(services, tournaments),
        team_events=tuple(t for t, why in apart if why is Apart.TEAM_EVENT),
        finals=tuple(t for t, why in apart if why is Apart.GRAND_FINAL),
    )


def _venue(services: Services, tournaments: Sequence[TournamentSummary]) -> str:
    """The venue all `tournaments` share (as names compare: "Circolo aurora" is "Circolo
    Aurora"), as the first one spells it; empty when one has another or none."""
    venues = [services.tournaments.get(t.id).venue.strip() for t in tournaments]
    if not venues or not venues[0] or len({name_key(v) for v in venues}) > 1:
        return ""
    return venues[0]


def _mark_counted(results: Sequence[SeasonResult], best: int | None) -> tuple[SeasonResult, ...]:
    """The results with those beyond the best N marked as not counted."""
    if best is None or len(results) <= best:
        return tuple(results)
    # Best points first; an earlier tournament wins a tie, so the choice is stable.
    order = sorted(range(len(results)), key=lambda i: (-results[i].points, i))
    kept = set(order[:best])
    return tuple(
        SeasonResult(r.tournament_id, r.rank, r.points, i in kept) for i, r in enumerate(results)
    )


def _row(
    player_id: PlayerId, who: tuple[str, str | None], results: tuple[SeasonResult, ...]
) -> SeasonRow:
    return SeasonRow(
        rank=0,
        player_id=player_id,
        name=who[0],
        club=who[1],
        points=sum(r.points for r in results if r.counted),
        tournaments=len(results),
        wins=sum(1 for r in results if r.rank == 1),
        best_rank=min(r.rank for r in results),
        results=results,
    )


def _ranked(rows: list[SeasonRow]) -> tuple[SeasonRow, ...]:
    """Rows sorted by the season's order, equal rows sharing a rank (1, 2, 2, 4)."""

    def merit(row: SeasonRow) -> tuple[int, int, int, int]:
        return (-row.points, -row.wins, row.best_rank, -row.tournaments)

    ordered = sorted(rows, key=lambda row: (*merit(row), row.name.casefold(), row.player_id))
    ranked: list[SeasonRow] = []
    for index, row in enumerate(ordered):
        rank = index + 1
        if ranked and merit(ranked[-1]) == merit(row):
            rank = ranked[-1].rank
        ranked.append(
            SeasonRow(
                rank,
                row.player_id,
                row.name,
                row.club,
                row.points,
                row.tournaments,
                row.wins,
                row.best_rank,
                row.results,
            )
        )
    return tuple(ranked)


def season_document(ranking: SeasonRanking, language: Language = "it") -> SeasonDocument:
    """The ranking as the season's PDF, workbook and web page print it: a column per
    tournament counted, oldest first, with the points it gave each player."""
    # Imported here: the season's writers pull in reportlab and openpyxl, which the ranking
    # on screen and `torneo season` without a file do not need.
    from tournament_app.exports import season as season_doc

    rules = ranking.rules
    order = {t.id: i for i, t in enumerate(ranking.tournaments)}
    lines = []
    for row in ranking.rows:
        results: list[season_doc.SeasonResult | None] = [None] * len(order)
        for result in row.results:
            results[order[result.tournament_id]] = season_doc.SeasonResult(
                result.points, result.counted
            )
        lines.append(
            season_doc.SeasonLine(
                rank=row.rank,
                name=row.name,
                club=row.club or "",
                points=row.points,
                played=row.tournaments,
                wins=row.wins,
                best_place=row.best_rank,
                results=tuple(results),
            )
        )
    return season_doc.SeasonDocument(
        game="burraco" if rules.game is Game.BURRACO else "scala40",
        game_name=capitalised(game_name(rules.game, language)),
        language=language,
        lines=tuple(lines),
        meetings=tuple(
            season_doc.SeasonMeeting(
                t.name, _day(t.date), running=t.status is TournamentStatus.RUNNING
            )
            for t in ranking.tournaments
        ),
        venue=ranking.venue,
        date_from=_day(rules.date_from),
        date_to=_day(rules.date_to),
        club=rules.club or "",
        points_table=rules.points_table,
        participation=rules.participation if rules.points_table else 0,
        best_results=rules.best_results,
        undated=tuple(t.name for t in ranking.undated),
        team_events=tuple(t.name for t in ranking.team_events),
        finals=tuple(t.name for t in ranking.finals),
    )


def _day(iso: str | None) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(iso[:10]) if iso else None
    except ValueError:
        return None
