"""The season's grand final: a new tournament whose entries are the top N of the season
ranking, each invited player an entry of one, numbered in the ranking's order (1 the season's
leader), so a first round seated by registration seats them by the season.

The season ranks players one by one, so the final's entries are single players: a scala 40
tournament or individual burraco. A final of pairs is refused: partners change during a
season, and which two players make a pair is the director's to say.

A tie at the Nth place is refused with the tied players named and the two cuts that need no
choice offered (the top N - k, or every tied player: the top N + j). Inviting some of the
tied and not others is a decision the ranking cannot make; the director picks one of the two
cuts, or changes the season's points so they are separated.

The final made here is known by its invitation's log row (`FINAL_ACTION`): a season ranking
leaves it out unless the director counts it (`season.apart`), so the season it closes, dated
inside it, does not change once the final is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_app.services.entries import ENTRIES_CHANGED, EntryBatch, NewEntry, _add_entry
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.season.apart import FINAL_ACTION as FINAL_ACTION
from tournament_app.services.season.ranking import SeasonRow, SeasonRules, season_ranking
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    TournamentDraft,
    TournamentSettings,
)
from tournament_app.services.settings_codec import stored_settings
from tournament_app.services.tournaments import open_tournament
from tournament_app.services.values import PlayerSpec, Tournament, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services


@dataclass(frozen=True)
class GrandFinal:
    """The final created and who was invited, in the ranking's order."""

    tournament: Tournament
    invited: tuple[SeasonRow, ...]


def final_invited(services: Services, rules: SeasonRules, top: int) -> tuple[SeasonRow, ...]:
    """The top `top` of the season ranking; INVALID_INPUT when there are fewer ranked (nobody
    at all: a sentence of its own), or the Nth place is shared with a player beyond it (the
    two clean cuts named)."""
    if top < 1:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_top", "top": top})
    rows = season_ranking(services, rules).rows
    if len(rows) < top:
        too_few = {"top": top, "ranked": len(rows)}
        if not rows:
            # Nobody to invite at all: the season itself is the thing to look at, not the N.
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "season_final_nobody_ranked", **too_few}
            )
        # A sentence of its own for one player ranked: "1 player", and nobody to choose among.
        if len(rows) == 1:
            raise ServiceError(
                ErrorCode.INVALID_INPUT, {"detail": "season_final_too_few_one", **too_few}
            )
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_too_few", **too_few})
    if len(rows) > top and rows[top].rank == rows[top - 1].rank:
        place = rows[top - 1].rank
        tied = [row for row in rows if row.rank == place]
        below = place - 1
        above = below + len(tied)
        tie = {
            "top": top,
            "place": place,
            "tied": tuple(row.name for row in tied),
            "below": below,
            "above": above,
        }
        if not below:  # nobody above the tie: only "all of them" is a clean cut
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_tie_first", **tie})
        if below == 1:  # the leader alone, not "the top 1"
            raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_tie_one", **tie})
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_tie", **tie})
    return rows[:top]


def start_final(
    services: Services, draft: TournamentDraft, rules: SeasonRules, top: int
) -> GrandFinal:
    """Create the tournament `draft` describes (as any new one) and enter the top `top` of
    the season ranking, each as an entry of one, logged as invited from the ranking. Every
    refusal comes before the tournament is made."""
    _check_fits(draft.game, draft.settings, rules)
    final_invited(services, rules, top)
    tournament = services.tournaments.create(draft)
    try:
        return invite_to_final(services, tournament.id, rules, top)
    except ServiceError:
        # Nothing of the final stays half made: the empty tournament goes too (logged).
        services.tournaments.delete(tournament.id)
        raise


def invite_to_final(
    services: Services, tournament_id: TournamentId, rules: SeasonRules, top: int
) -> GrandFinal:
    """Enter the top `top` of the season ranking in a tournament created for the final and
    still without entries (the command line's way: `tournament create`, then `season
    --final`), in the ranking's order, in one audited write."""
    invited = final_invited(services, rules, top)
    players = [PlayerSpec(player_id=row.player_id) for row in invited]
    with services.writing(ENTRIES_CHANGED) as work:
        row = open_tournament(work.session, tournament_id)
        _check_fits(Game(row.game), stored_settings(row), rules)
        if row.entries:
            raise ServiceError(
                ErrorCode.STATE_REFUSED,
                {"detail": "season_final_has_entries", "name": row.name, "count": len(row.entries)},
            )
        batch = EntryBatch(work, row, players)
        for number, player in enumerate(players, start=1):
            _add_entry(work, batch, NewEntry((player,), number=number))
        work.session.flush()
        work.log(
            FINAL_ACTION,
            # As `entries.add` names what it touched: one entry by its number.
            "entry 1" if len(invited) == 1 else f"{len(invited)} entries",
            tournament_id=tournament_id,
            summary="from the season ranking: "
            + ", ".join(f"{r.rank} {r.name}" for r in invited[:40]),
            params={
                "top": top,
                "game": rules.game.value,
                "from": rules.date_from,
                "to": rules.date_to,
                "invited": [[r.rank, r.name, r.points] for r in invited],
                "rules": rules_params(rules),
            },
        )
    return GrandFinal(services.tournaments.get(tournament_id), invited)


def rules_params(rules: SeasonRules) -> dict[str, object]:
    """The season's rules as the invitation's log row keeps them, so a withdrawn finalist's
    place goes to the next of the same ranking (`final_replacements`)."""
    return {
        "game": rules.game.value,
        "date_from": rules.date_from,
        "date_to": rules.date_to,
        "points_table": list(rules.points_table),
        "participation": rules.participation,
        "best_results": rules.best_results,
        "tournament_ids": [int(t) for t in rules.tournament_ids],
        "left_out": [int(t) for t in rules.left_out],
        "also_counted": [int(t) for t in rules.also_counted],
        "include_running": rules.include_running,
        "club": rules.club,
    }


def rules_from_params(kept: dict[str, object]) -> SeasonRules:
    """`rules_params` read back."""
    return SeasonRules(
        game=Game(str(kept["game"])),
        date_from=_text(kept.get("date_from")),
        date_to=_text(kept.get("date_to")),
        points_table=tuple(int(p) for p in _listed(kept.get("points_table"))),
        participation=int(str(kept.get("participation") or 0)),
        best_results=None if kept.get("best_results") is None else int(str(kept["best_results"])),
        tournament_ids=tuple(TournamentId(int(t)) for t in _listed(kept.get("tournament_ids"))),
        left_out=tuple(TournamentId(int(t)) for t in _listed(kept.get("left_out"))),
        also_counted=tuple(TournamentId(int(t)) for t in _listed(kept.get("also_counted"))),
        include_running=bool(kept.get("include_running")),
        club=_text(kept.get("club")),
    )


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def _listed(value: object) -> list[int]:
    return [int(item) for item in value] if isinstance(value, list) else []


def _check_fits(game: Game, settings: TournamentSettings, rules: SeasonRules) -> None:
    """The final is of the season's game and its entries are single players."""
    if game is not rules.game:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "season_final_other_game", "game": game.value}
        )
    if isinstance(settings, BurracoSettings) and not settings.individual:
        raise ServiceError(ErrorCode.INVALID_INPUT, {"detail": "season_final_pairs"})
