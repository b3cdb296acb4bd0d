"""The standings documents: the overall ranking, one per group or category, the prize list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scoring.standings import TieBreak
from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import text
from tournament_app.services.domain_words import tie_break_name, tie_break_said
from tournament_app.services.prize_awards import PrizeRule, default_prize_choice
from tournament_app.services.reports.source import TournamentSource
from tournament_app.services.rounds.status import final_round
from tournament_app.services.standings.board import awaiting_draw, draw_breaks_ties, tied_places
from tournament_app.services.values import (
    BurracoStanding,
    Scala40Standing,
    Standing,
    TournamentId,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services


def standings_document(
    services: Services,
    tournament_id: TournamentId,
    *,
    language: Language = "it",
    after_round: int | None = None,
) -> doc.Standings:
    """The overall ranking (after `after_round`, None: everything entered so far)."""
    source = TournamentSource(services, tournament_id, language)
    rows = services.standings.overall(tournament_id, after_round=after_round)
    return standings_for(source, rows, after_round=after_round)


def standings_for(
    source: TournamentSource,
    rows: tuple[Standing, ...],
    *,
    scope: str = "",
    after_round: int | None = None,
) -> doc.Standings:
    header = source.header(round_shown=after_round)
    burraco = [r for r in rows if isinstance(r, BurracoStanding)]
    if source.game == "burraco":
        rounds = max((len(r.vp_per_round) for r in burraco), default=0)
        penalised = any(r.penalty_vp for r in burraco)
        # The MP a penalty (or a set of warnings) took: the points scored are net of them.
        # Like the VP column, shown when someone in this ranking has some: a category's
        # sheet has no column that would be empty on every line of it.
        shown = {r.entry for r in burraco}
        mp_taken = {
            entry: mp
            for entry, mp in source.penalty_points(after_round).items()
            if mp and entry in shown
        }
        # Entries level on everything while the draw that separates them is still to be
        # made: the Tie-break column says so, as the window's does.
        waiting = (
            awaiting_draw(tied_places(burraco))
            if draw_breaks_ties(source.tournament.settings)
            else frozenset()
        )
        names = [tie_break_name(TieBreak.MP_SCORED, source.language)]
        if penalised:
            names.append(text(source.language, "penalty_vp_column"))
        if mp_taken:
            names.append(text(source.language, "penalty_mp_column"))
        return doc.BurracoStandings(
            header=header,
            rows=tuple(
                doc.BurracoStandingRow(
                    rank=r.rank,
                    entry=source.ref(r.entry),
                    victory_points=r.vp,
                    mp_difference=r.mp_difference,
                    tie_break_values=(
                        r.mp_scored,
                        *((-r.penalty_vp,) if penalised else ()),
                        *((-mp_taken.get(r.entry, 0),) if mp_taken else ()),
                    ),
                    vp_per_round=r.vp_per_round,
                    group=r.group or "",
                    category=r.category or "",
                    withdrawn=r.withdrawn,
                    tie_break_note=tie_break_said(
                        r.tie_break_note, source.language, awaiting_draw=r.entry in waiting
                    ),
                )
                for r in burraco
            ),
            rounds=tuple(range(1, rounds + 1)),
            tie_break_names=tuple(names),
            scope=scope,
        )
    scala = [r for r in rows if isinstance(r, Scala40Standing)]
    per_round = source.placement_by_round
    # Placement points rank everyone who played the same rounds: the stage reached says
    # nothing there ("Turno 1" for all), so it is left empty and the column goes.
    staged = source.placement_points(1) is None
    taken = {} if staged else source.points_taken_away(after_round)
    # Still at a table of the round shown: the standings service says who, with what figure.
    playing = {r.entry: r.playing for r in scala if r.playing is not None}
    added = (
        _stage_points(source, scala, playing, after_round)
        if staged
        else source.penalty_points(after_round)
    )
    in_play = text(source.language, "playing")
    return doc.Scala40Standings(
        header=header,
        rows=tuple(
            doc.Scala40StandingRow(
                rank=r.rank_shown,
                entry=source.ref(r.entry),
                stage_reached=in_play
                if r.entry in playing
                else _stage_name(source, r.stage)
                if staged
                else "",
                placement_points=r.points if per_round else None,
                penalty_total=_ranking_penalty(r, staged),
                penalty_all_stages=r.penalty_so_far if staged else None,
                points_per_round=tuple(per_round[n].get(r.entry) for n in sorted(per_round)),
                points_taken_away=-taken[r.entry] if taken.get(r.entry) else None,
                director_penalty=added.get(r.entry) or None,
                last_place=r.last_place if staged and r.entry not in playing else None,
                group=r.group or "",
                category=r.category or "",
                withdrawn=r.withdrawn,
                playing=r.entry in playing,
                game_point_difference=r.game_point_difference,
                forfeited=r.forfeited,
            )
            for r in scala
        ),
        rounds=tuple(sorted(per_round)),
        scope=scope,
        elimination=staged,
        pairs=source.pairs,
    )


def _stage_points(
    source: TournamentSource,
    rows: Sequence[Scala40Standing],
    playing: dict[int, int],
    after_round: int | None,
) -> dict[int, int]:
    """An elimination's director's penalty points, each in the stage it was given in: entry
    -> those of the round its row shows (the stage reached, or the round being played at
    the player's table), which that stage's penalty figure counts. A stage over is never
    charged with a later one's, nor the final with an earlier stage's."""
    announced = [
        r.number for r in source.played_rounds if after_round is None or r.number <= after_round
    ]
    in_play = max(announced, default=0)
    stage = {r.entry: in_play if r.entry in playing else r.stage for r in rows}
    costs = source.penalty_costs
    points: dict[int, int] = {}
    for p in source.penalties:
        if p.round is not None and p.round == stage.get(p.entry) and costs[p.id][1]:
            points[p.entry] = points.get(p.entry, 0) + costs[p.id][1]
    return points


def _ranking_penalty(row: Scala40Standing, staged: bool) -> int:
    """The penalty points the row ranks by: every round's with placement points, the round
    in play's running total too; in an elimination the last stage's only (each stage is a
    fresh game), for a player still at a table the running total there."""
    if not staged:
        return row.penalty_so_far
    return row.stage_penalty if row.playing is None else row.playing


def _stage_name(source: TournamentSource, stage: int) -> str:
    """The stage reached in words: "Turno 2", or "Finale" for a last round at one table."""
    if stage < 1:
        return ""  # not through a single round yet
    if stage == final_round(source.played_rounds):
        return text(source.language, "final")
    return text(source.language, "round_n", n=stage)


def scoped_standings_documents(
    services: Services,
    tournament_id: TournamentId,
    *,
    per: str | None = None,
    language: Language = "it",
) -> tuple[doc.Standings, ...]:
    """One ranking per group or per category (`per` "group" / "category"); None: both kinds,
    each only when the tournament has more than one group or category."""
    source = TournamentSource(services, tournament_id, language)
    kinds = {
        "group": services.standings.by_group,
        "category": services.standings.by_category,
    }
    if per is not None and per not in kinds:
        raise ValueError(f"standings per {per!r}: say 'group' or 'category'")
    documents: list[doc.Standings] = []
    for kind, ranking in kinds.items():
        if per is not None and kind != per:
            continue
        scoped = ranking(tournament_id)
        if per is None and len(scoped) < 2:
            continue
        documents += [
            standings_for(source, rows, scope=f"{text(language, kind)} {name}")
            for name, rows in scoped
        ]
    return tuple(documents)


def workbook_prize_list(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> doc.PrizeList:
    """The prize list the workbook keeps beside the standings: the one printed and shown
    when the director chooses none (`default_prize_choice`)."""
    chosen = default_prize_choice(*services.standings.sections(tournament_id))
    return prize_list_document(
        services, tournament_id, per=chosen.per, places=chosen.places, language=language
    )


def prize_list_document(
    services: Services,
    tournament_id: TournamentId,
    *,
    per: str = "overall",
    places: int = 3,
    language: Language = "it",
) -> doc.PrizeList:
    """The prize list: the first `places` overall, or per "group" or per "category"."""
    source = TournamentSource(services, tournament_id, language)
    sections: dict[str, list[doc.PrizeRow]] = {}
    # Ranked as the standings rank: VP in burraco; placement points, or (an elimination,
    # which has none) the stage reached, then the penalty points in scala 40.
    placement = source.placement_points(1) is not None
    awards = services.standings.prize_awards(tournament_id, per=per, places=places)
    for prize in awards.prizes:
        standing = prize.standing
        entry = source.ref(standing.entry)
        if isinstance(standing, BurracoStanding):
            row = doc.PrizeRow(prize.place, entry, standing.vp)
        elif placement:
            row = doc.PrizeRow(prize.place, entry, standing.points, penalty=standing.penalty_total)
        else:
            # Still at a table of the stage in play: "in gioco" with the running total
            # there, as the standings say, not the stage before's figures.
            row = doc.PrizeRow(
                prize.place,
                entry,
                None,
                stage=text(language, "playing")
                if standing.playing is not None
                else _stage_name(source, standing.stage),
                penalty=_ranking_penalty(standing, staged=True),
            )
        sections.setdefault(prize.heading, []).append(row)
    word = {"group": text(language, "group"), "category": text(language, "category")}.get(per)
    return doc.PrizeList(
        source.header(),
        tuple(
            doc.PrizeSection(f"{word} {heading}" if word and heading else heading, tuple(rows))
            for heading, rows in sections.items()
        ),
        points_label="vp"
        if source.game == "burraco"
        else "match_points"
        if source.pairs
        else "placement_points",
        penalty_label="penalty_overall" if placement else "penalty_last_stage",
        cumulative=awards.rule is PrizeRule.CUMULATIVE if awards.sectioned else None,
        provisional=awards.provisional,
    )
