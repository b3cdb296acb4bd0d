"""`torneo standings` (and `standings draw`): the rankings and the prize list, lots drawn among
ties (penalties: `penalties`; printing and exporting: `documents`)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import UsageError, id_number, leaf, positive_int, tournament_option
from tournament_app.cli.words import help_text, says
from tournament_app.services.domain_words import separated_by
from tournament_app.services.prize_awards import PrizeRule
from tournament_app.services.score_figures import penalty_taken
from tournament_app.services.settings import (
    Scala40Format,
    Scala40Settings,
)
from tournament_app.services.values import (
    BurracoStanding,
    RoundStatus,
    Scala40Standing,
    Standing,
    TournamentId,
)

PLACES = help_text("common.places")


def register(sub: Any) -> None:
    """Add `standings` (and `standings draw`)."""
    standings = leaf(
        sub,
        "standings",
        help_text("standings"),
        show_standings,
    )
    tournament_option(standings)
    standings.add_argument(
        "--after-round",
        type=positive_int,
        metavar="N",
        help=help_text("standings.after_round"),
    )
    by = standings.add_mutually_exclusive_group()
    by.add_argument(
        "--by",
        choices=("group", "category"),
        help=help_text("standings.by"),
    )
    by.add_argument(
        "--prizes",
        choices=("overall", "group", "category"),
        help=help_text("standings.prizes"),
    )
    standings.add_argument("--places", type=positive_int, default=3, help=PLACES)
    _register_draw(standings)


def _register_draw(standings: argparse.ArgumentParser) -> None:
    """`standings draw -t ID [NUM ...]`. Its -t comes after the action word, where argparse
    cannot count it as the ranking's own: the ranking's -t is therefore not required by the
    parser, and each handler checks that a tournament was named (`_tournament`)."""
    for action in standings._actions:
        if action.dest == "tournament":
            action.required = False
    actions = standings.add_subparsers(
        title=help_text("standings.group_actions"),
        help=help_text("standings.standings_command"),
        dest="standings_command",
        metavar="ACTION",
        required=False,
    )
    draw = leaf(
        actions,
        "draw",
        help_text("standings.draw"),
        draw_lots,
    )
    draw.add_argument(
        "-t",
        "--tournament",
        type=id_number,
        metavar="ID",
        default=argparse.SUPPRESS,
        help=help_text("standings.draw.tournament"),
    )
    draw.add_argument(
        "entries",
        nargs="*",
        type=positive_int,
        metavar="NUM",
        help=help_text("standings.draw.entries"),
    )


def _tournament(options: argparse.Namespace, command: str) -> TournamentId:
    """The -t the command was given: `standings` and `standings draw` check it themselves,
    in the words argparse uses for a missing option."""
    if getattr(options, "tournament", None) is None:
        raise UsageError(
            says("standings.the_following_arguments_are_required"),
            command=f"torneo {command}",
        )
    return TournamentId(options.tournament)


def standing_data(row: Standing) -> dict[str, Any]:
    """One ranking row as JSON (burraco and scala 40 have their own columns)."""
    if isinstance(row, BurracoStanding):
        return {
            "rank": row.rank,
            "entry": row.entry,
            "names": row.names,
            "vp": row.vp,
            "mp_diff": row.mp_difference,
            "mp_scored": row.mp_scored,
            "penalty_vp": row.penalty_vp,
            "penalty_mp": row.penalty_mp,
            "vp_per_round": list(row.vp_per_round),
            "group": row.group,
            "category": row.category,
            "tie_break": row.tie_break_note,
            "withdrawn": row.withdrawn,
        }
    return {
        "rank": row.rank,
        "entry": row.entry,
        "name": row.name,
        "points": row.points,
        "penalty_total": row.penalty_total,
        "stage_penalty": row.stage_penalty,
        "stage": row.stage,
        "last_place": row.last_place,
        "group": row.group,
        "category": row.category,
        "withdrawn": row.withdrawn,
        **({} if row.playing is None else {"playing": row.playing}),
        **({"forfeited": list(row.forfeited)} if row.forfeited else {}),
        **(
            {}
            if row.game_point_difference is None
            else {"game_point_difference": row.game_point_difference}
        ),
    }


def standings_table(
    context: CliContext,
    rows: tuple[Standing, ...],
    title: str = "",
    *,
    elimination: bool = False,
    final: int | None = None,
) -> Table:
    """A ranking as a person reads it; a Note column says who withdrew and, in scala 40, who
    lost a round by forfeit (when anyone did). A scala 40 elimination ranks by the stage
    reached, worded as the printed standings word it ("Final" for round `final`, "Round 2"),
    then the place at the table of that stage, then the penalty points: the three are its
    columns. Placement points show the points, the penalty points and the last round each
    player sat in."""
    forfeits = any(isinstance(r, Scala40Standing) and r.forfeited for r in rows)
    note = [context.says("standings.note")] if forfeits or any(r.withdrawn for r in rows) else []
    withdrawn = context.says("standings.withdrawn")

    def noted(row: Standing) -> list[str]:
        if not note:
            return []
        said = [withdrawn] if row.withdrawn else []
        if isinstance(row, Scala40Standing) and row.forfeited:
            rounds = ", ".join(str(n) for n in row.forfeited)
            said.append(context.says("standings.forfeited", rounds=rounds))
        return ["; ".join(said)]

    if rows and isinstance(rows[0], Scala40Standing):
        scala = [r for r in rows if isinstance(r, Scala40Standing)]
        headings: tuple[str, ...]
        if elimination:
            headings = (
                context.says("standings.stage"),
                context.says("standings.place_at_table"),
                context.says("standings.penalty_in_last_stage"),
            )

            def figures(r: Scala40Standing) -> tuple[object, ...]:
                if r.playing is not None:  # at a table still played: as the printout says
                    return (context.says("standings.playing"), "", r.playing)
                if not r.stage:  # no table over yet: nothing to show
                    return ("", "", "")
                return (_stage_said(context, r.stage, final), r.last_place, r.stage_penalty)
        elif any(r.game_point_difference is not None for r in scala):
            # Scala 40 in pairs: match points, then the tie-breaks' figures.
            headings = (
                context.says("standings.match_points"),
                context.says("standings.game_point_diff"),
                context.says("standings.total_penalty"),
                context.says("standings.last_round"),
            )

            def figures(r: Scala40Standing) -> tuple[object, ...]:
                return (r.points, r.game_point_difference, r.penalty_so_far, r.stage)
        else:
            headings = (
                context.says("standings.points"),
                context.says("standings.total_penalty"),
                context.says("standings.last_round"),
            )

            def figures(r: Scala40Standing) -> tuple[object, ...]:
                return (r.points, r.penalty_so_far, r.stage)

        return Table(
            (
                context.says("standings.rank"),
                "N.",
                context.says("standings.pair")
                if any(" - " in r.name for r in scala)
                else context.says("standings.player"),
                *headings,
                *note,
            ),
            # A player still at a table has no rank yet (the printed standings leave it too).
            [(_rank_said(r), r.entry, r.name, *figures(r), *noted(r)) for r in scala],
            title,
        )
    burraco = [r for r in rows if isinstance(r, BurracoStanding)]
    rounds = max((len(r.vp_per_round) for r in burraco), default=0)

    # As the window's ranking: the penalties and the tie-break that placed a row below one
    # level with it on VP, each column only when some row has something in it.
    def penalty_vp(r: BurracoStanding) -> object:
        return penalty_taken(r.penalty_vp)

    def penalty_mp(r: BurracoStanding) -> object:
        return penalty_taken(r.penalty_mp)

    def tie_break(r: BurracoStanding) -> object:
        return separated_by(r.tie_break_note, context.language)

    extras = [
        (heading, figure)
        for heading, figure in (
            (context.says("standings.penalty_vp"), penalty_vp),
            (context.says("standings.penalty_mp"), penalty_mp),
            (context.says("standings.tie_break"), tie_break),
        )
        if any(figure(r) != "" for r in burraco)
    ]
    return Table(
        (
            context.says("standings.rank"),
            "N.",
            context.says("standings.pair")
            if any(" - " in r.names for r in burraco)
            else context.says("standings.player"),
            context.says("standings.vp"),
            context.says("standings.mp_diff"),
            *[context.says("standings.r", n=n) for n in range(1, rounds + 1)],
            *[heading for heading, _ in extras],
            *note,
        ),
        [
            (
                r.rank,
                r.entry,
                r.names,
                r.vp,
                r.mp_difference,
                *r.vp_per_round,
                *[figure(r) for _, figure in extras],
                *noted(r),
            )
            for r in burraco
        ],
        title,
    )


def prize_rule_said(context: CliContext, rule: PrizeRule) -> str:
    """The prize list's rule, as the printed list says it."""
    if rule is PrizeRule.CUMULATIVE:
        return context.says("standings.prizes_add_up_an_overall")
    return context.says("standings.prizes_do_not_add_up")


def _rank_said(row: Scala40Standing) -> int | str:
    """The rank column's cell: empty while the player is at a table still played."""
    return "" if row.rank_shown is None else row.rank_shown


def _stage_said(context: CliContext, stage: int, final: int | None) -> str:
    """The stage reached in words: "Finale" for the final's round, "Turno 2" otherwise."""
    if stage == final:
        return context.says("standings.final")
    return context.says("standings.round", stage=stage)


def _final_of(
    context: CliContext, tournament_id: TournamentId, after_round: int | None = None
) -> int | None:
    """An elimination's final round, once played (up to `after_round` when given)."""
    from tournament_app.services.rounds.status import final_round

    played = [
        r
        for r in context.services.rounds.list(tournament_id)
        if r.status is not RoundStatus.DRAFT and (after_round is None or r.number <= after_round)
    ]
    return final_round(played)


def show_standings(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`standings`: the overall ranking (a JSON list), or per group/category, or prizes."""
    tournament_id = _tournament(options, "standings")
    service = context.services.standings
    settings = context.services.tournaments.get(tournament_id).settings
    elimination = (
        isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION
    )
    final = _final_of(context, tournament_id, options.after_round) if elimination else None
    if options.prizes:
        awards = service.prize_awards(tournament_id, per=options.prizes, places=options.places)
        prizes = awards.prizes
        data = [
            {"heading": p.heading, "place": p.place, **standing_data(p.standing)} for p in prizes
        ]
        headings: dict[str, list[Standing]] = {}
        for prize in prizes:
            headings.setdefault(prize.heading, []).append(prize.standing)
        human: list[Table | str] = [
            standings_table(
                context,
                tuple(rows),
                heading or context.says("standings.overall"),
                elimination=elimination,
                final=final,
            )
            for heading, rows in headings.items()
        ]
        if awards.sectioned:
            human.insert(0, prize_rule_said(context, awards.rule))
        if awards.provisional:
            human.insert(0, context.says("standings.prizes_provisional"))
        return Outcome(data, human)
    if options.by:
        parts = (
            service.by_group(tournament_id)
            if options.by == "group"
            else service.by_category(tournament_id)
        )
        return Outcome(
            {heading: [standing_data(r) for r in rows] for heading, rows in parts},
            [
                standings_table(context, rows, heading, elimination=elimination, final=final)
                for heading, rows in parts
            ],
        )
    rows = service.overall(tournament_id, after_round=options.after_round)
    table = standings_table(context, rows, elimination=elimination, final=final)
    return Outcome([standing_data(r) for r in rows], (table,))


def draw_lots(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`standings draw`: lots drawn among the entries named, or in every group of tied
    entries the standings have; {"drawn": [[entries in the order drawn], ...]}. The services
    refuse entries that are not level, saying who is."""
    tournament_id = _tournament(options, "standings draw")
    service = context.services.standings
    if options.entries:
        groups = [tuple(options.entries)]
    else:
        ties = service.ties_to_draw(tournament_id)
        groups = [tuple(row.entry for row in group) for group in ties]
        if not groups:
            said_none = context.says("standings.no_tie_to_draw_lots")
            return Outcome({"drawn": []}, (said_none,))
    drawn = [service.draw_lots(tournament_id, group) for group in groups]
    names = context.services.entries.names(tournament_id)
    lines = [
        context.says("standings.lots_drawn_in_this_order")
        + "; ".join(f"{number} {names.get(number, '')}".strip() for number in order)
        for order in drawn
    ]
    return Outcome({"drawn": [list(order) for order in drawn]}, ("\n".join(lines),))
