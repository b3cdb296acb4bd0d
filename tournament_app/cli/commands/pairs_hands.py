"""`torneo hand enter-pairs` and `hand show-pairs`: a scala 40 pairs table's sheet, by who
closed and each player's points. A player is written ENTRY.N: the pair's entry number and 1 or
2, its first or second player as entered ("3.1"). Taking back and calling time are `hand
remove` and `hand timeout`, as for singles."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, UsageError, table_options
from tournament_app.cli.words import help_text, says
from tournament_app.services.score_figures import seat_label
from tournament_app.services.values import Scala40PairsHand, Scala40PairsSheet, TournamentId

SEAT_EXAMPLE = '"3.2=12,5.1=30,5.2=25"'


def register_pairs(hand: CommandGroup) -> None:
    """Add the pairs commands to `hand`."""
    enter = hand.command(
        "enter-pairs",
        help_text("hand.enter-pairs"),
        enter_pairs_hand,
    )
    table_options(enter)
    enter.add_argument(
        "--closer",
        required=True,
        metavar="ENTRY.N",
        help=help_text("hand.enter-pairs.closer"),
    )
    enter.add_argument(
        "--points",
        required=True,
        metavar='"ENTRY.N=PTS,..."',
        help=help_text("hand.enter-pairs.points").filled(example=SEAT_EXAMPLE),
    )
    show = hand.command(
        "show-pairs",
        help_text("hand.show-pairs"),
        show_pairs_sheet,
    )
    table_options(show)


def _seat(text: str, option: str) -> tuple[int, int]:
    """ENTRY.N as typed; a usage error saying the form otherwise."""
    entry, dot, member = text.strip().partition(".")
    if not (dot and entry.isdigit() and member in ("1", "2") and 0 < int(entry) < 2**31):
        raise UsageError(
            says("pairs_hands.write_the_player_as_entry").filled(option=option, text=text)
        )
    return int(entry), int(member)


def _points(text: str) -> tuple[tuple[int, int, int], ...]:
    """ "3.2=12,5.1=30" as (entry, 1 or 2, points)."""
    figures: list[tuple[int, int, int]] = []
    for part in (part for part in text.split(",") if part.strip()):
        seat, sep, points = part.partition("=")
        number = points.strip()
        if not sep or not (number.isdigit() or (number.startswith("-") and number[1:].isdigit())):
            raise UsageError(
                says("pairs_hands.points_write_player_points_e").filled(
                    part_strip=part.strip(), seat_example=SEAT_EXAMPLE
                )
            )
        entry, member = _seat(seat, "--points")
        if any(given[:2] == (entry, member) for given in figures):
            raise UsageError(
                says("pairs_hands.player_given_twice").filled(seat=seat_label((entry, member)))
            )
        figures.append((entry, member, int(number[:12])))
    return tuple(figures)


def enter_pairs_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand enter-pairs`: the next hand, over the sheet as it stands now."""
    tournament_id = TournamentId(options.tournament)
    hand = Scala40PairsHand(_seat(options.closer, "--closer"), _points(options.points))
    current = context.services.results.pairs_sheet(tournament_id, options.round, options.table)
    sheet = context.services.results.enter_pairs_hand(
        tournament_id,
        options.round,
        options.table,
        hand,
        expected_version=current.version if current.version else None,
    )
    return pairs_sheet_outcome(context, tournament_id, sheet)


def show_pairs_sheet(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand show-pairs`: the table's pairs sheet."""
    tournament_id = TournamentId(options.tournament)
    sheet = context.services.results.pairs_sheet(tournament_id, options.round, options.table)
    return pairs_sheet_outcome(context, tournament_id, sheet)


def pairs_sheet_data(sheet: Scala40PairsSheet) -> dict[str, Any]:
    """A pairs sheet as JSON."""
    return {
        "round": sheet.round,
        "table": sheet.table,
        "pairs": list(sheet.pairs),
        "hands": [
            {
                "closer": seat_label(hand.closer),
                "winner": hand.closer[0],
                "points": {
                    seat_label((entry, member)): points for entry, member, points in hand.points
                },
            }
            for hand in sheet.hands
        ],
        "game_points": {str(pair): points for pair, points in sheet.game_points},
        "penalty_points": {str(pair): points for pair, points in sheet.totals},
        "finished": sheet.finished,
        "timed_out": sheet.timed_out,
        "winner": sheet.winner,
        "match_points": {str(pair): points for pair, points in sheet.match_points},
        "version": sheet.version,
    }


def pairs_sheet_outcome(
    context: CliContext, tournament_id: TournamentId, sheet: Scala40PairsSheet
) -> Outcome:
    """A pairs sheet as JSON and as a grid: a column per player, the hand's winner."""
    names = {e.number: e.players for e in context.services.entries.list(tournament_id)}
    seats = [(pair, member) for pair in sheet.pairs for member in (1, 2)]

    def who(pair: int, member: int) -> str:
        players = names.get(pair, ())
        name = players[member - 1].full_name if len(players) >= member else ""
        return f"{seat_label((pair, member))} {name}".strip()

    headings = [context.says("pairs_hands.hand"), *(who(*seat) for seat in seats)]
    headings.append(context.says("pairs_hands.won_by"))
    rows: list[list[object]] = []
    for number, hand in enumerate(sheet.hands, start=1):
        held = {(entry, member): points for entry, member, points in hand.points}
        cells = ["0 C" if seat == hand.closer else str(held.get(seat, "")) for seat in seats]
        rows.append([number, *cells, hand.closer[0]])
    won = dict(sheet.game_points)
    totals = dict(sheet.totals)
    lines = [
        context.says(
            "pairs_hands.pair_line",
            pair=pair,
            hands_won=context.says_counted("pairs_hands.hands_won", won[pair]),
            penalty_points=context.says_counted("pairs_hands.penalty_points", totals[pair]),
        )
        for pair in sheet.pairs
    ]
    points = dict(sheet.match_points)
    if not sheet.finished:
        lines.append(context.says("pairs_hands.match_in_play"))
    elif sheet.winner is None:
        lines.append(
            context.says_counted("pairs_hands.a_draw_match_points_to", points[sheet.pairs[0]])
        )
    else:
        loser = next(pair for pair in sheet.pairs if pair != sheet.winner)
        lines.append(
            context.says_counted(
                "pairs_hands.pair_wins_match_points_to",
                points[sheet.winner],
                winner=sheet.winner,
                points_loser=points[loser],
                loser=loser,
            )
        )
    title = context.says("pairs_hands.round_table_pairs", round=sheet.round, table=sheet.table)
    return Outcome(pairs_sheet_data(sheet), (Table(headings, rows, title), *lines))
