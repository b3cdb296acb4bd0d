"""`torneo hand ...`: scala 40 sheets, hand by hand (the sheet as printed: `sheet_output`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Any

from tournament_app.cli.commands.hand_ties import register_tie_order
from tournament_app.cli.commands.pairs_hands import register_pairs
from tournament_app.cli.commands.rounds import qualifiers_warning
from tournament_app.cli.commands.sheet_output import sheet_outcome
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    number_list,
    positive_int,
    refusal,
    table_options,
    whole_number,
)
from tournament_app.cli.words import (
    ENTRY_POINTS_EXAMPLE,
    ENTRY_POINTS_TWICE,
    NOT_ENTRY_CARDS,
    NOT_ENTRY_POINTS,
    Text,
    help_text,
    says,
)
from tournament_app.services.errors import ServiceError
from tournament_app.services.settings import Scala40Settings
from tournament_app.services.sheet_rows import (
    LastEntered,
    TakeBack,
    last_entered,
    read_closer,
    replay_sheet,
)
from tournament_app.services.values import Scala40Hand, Scala40Sheet, TournamentId


def entry_points(text: str) -> tuple[tuple[int, int], ...]:
    """An argparse type: "NUM=PTS,NUM=PTS,..." -> ((entry, points), ...). A player given
    twice is refused naming both figures: keeping either would save a hand nobody typed."""
    given: dict[int, int] = {}
    for part in text.split(","):
        if not part.strip():
            continue
        number, sep, points = part.partition("=")
        if not sep:
            raise refusal(NOT_ENTRY_POINTS, part.strip())
        entry, figure = positive_int(number.strip()), whole_number(points.strip())
        if entry in given:
            raise refusal(ENTRY_POINTS_TWICE, entry, given[entry], figure)
        given[entry] = figure
    if not given:
        raise refusal(ENTRY_POINTS_EXAMPLE)
    return tuple(given.items())


def entry_cards(text: str) -> tuple[int, str]:
    """An argparse type: "NUM=CARDS" -> (entry, the cards as written). The cards are read
    by the command (`_hand`), which can say what is wrong with them in the chosen language."""
    number, sep, cards = text.partition("=")
    if not sep:
        raise refusal(NOT_ENTRY_CARDS, text)
    return positive_int(number.strip()), cards.strip()


def cards_penalty(number: int, cards: str, settings: Scala40Settings | None = None) -> int:
    """The scala 40 penalty of the cards a player was left with, by the tournament's rules
    (an ace alone); a card that is not one is a usage error naming it, in both languages."""
    from scoring.cards import parse_cards
    from scoring.errors import ScoringError
    from tournament_app.services.messages import scoring_sentence
    from tournament_app.services.sheet_rows import held_penalty

    try:
        return held_penalty(settings or Scala40Settings(), parse_cards(cards))
    except ScoringError as error:
        code = str(getattr(error.code, "value", error.code))
        params = dict(getattr(error, "data", None) or {})
        refusal = Text(
            *(
                scoring_sentence(code, language, face="cli", **params) or str(error)
                for language in ("it", "en")
            )
        )
        raise UsageError(
            says("hands.cards_refused").filled(number=number, cards=cards, refusal=refusal)
        ) from None


def register(sub: Any) -> None:
    """Add the `hand` commands."""
    hand = CommandGroup(
        sub,
        "hand",
        help_text("hand"),
    )
    enter = hand.command(
        "enter",
        help_text("hand.enter"),
        enter_hand,
    )
    table_options(enter)
    _hand_options(enter)
    correct = hand.command(
        "correct",
        help_text("hand.correct"),
        correct_hand,
    )
    table_options(correct)
    correct.add_argument(
        "--index",
        type=positive_int,
        required=True,
        help=help_text("hand.correct.index"),
    )
    _hand_options(correct)
    sheet = hand.command("show", help_text("hand.show"), show_sheet)
    table_options(sheet)
    undo = hand.command(
        "remove",
        help_text("hand.remove"),
        remove_hand,
    )
    table_options(undo)
    timeout = hand.command(
        "timeout",
        help_text("hand.timeout"),
        time_out,
    )
    table_options(timeout)
    reenter = hand.command(
        "reenter",
        help_text("hand.reenter"),
        reenter_player,
    )
    table_options(reenter)
    reenter.add_argument(
        "--entry",
        type=positive_int,
        required=True,
        metavar="NUM",
        help=help_text("hand.reenter.entry"),
    )
    register_tie_order(hand)
    register_pairs(hand)


def _hand_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--points",
        type=entry_points,
        default=(),
        metavar='"NUM=PTS,..."',
        help=help_text("hand.options.points"),
    )
    parser.add_argument(
        "--cards",
        type=entry_cards,
        action="append",
        default=[],
        metavar='"NUM=CARDS"',
        help=help_text("hand.options.cards"),
    )
    parser.add_argument(
        "--closer",
        type=positive_int,
        metavar="NUM",
        help=help_text("hand.options.closer"),
    )
    parser.add_argument(
        "--in-hand",
        action="store_true",
        help=help_text("hand.options.in_hand"),
    )
    parser.add_argument(
        "--not-opened",
        type=number_list,
        default=(),
        metavar="NUM,...",
        help=help_text("hand.options.not_opened"),
    )
    parser.add_argument(
        "--reenter",
        type=number_list,
        default=(),
        metavar="NUM,...",
        help=help_text("hand.options.reenter"),
    )
    parser.add_argument("--yes", action="store_true", help=help_text("hand.options.yes"))


def _hand(context: CliContext, options: argparse.Namespace, in_play: Iterable[int]) -> Scala40Hand:
    """The hand given on the command line; `in_play`: the players whose 0 can mark the
    closer (those still in, or those of the hand corrected), as the window's entry line."""
    points = dict(options.points)
    for number, cards in options.cards:
        if number in points and number in dict(options.points):
            raise UsageError(says("hands.player_is_given_both_points").filled(number=number))
        if number in points:
            raise UsageError(says("hands.player_is_given_cards_twice").filled(number=number))
        points[number] = cards_penalty(number, cards, _settings(context, options))
    if not points:
        raise UsageError(says("hands.give_each_player_s_penalty"))
    return Scala40Hand(
        points=tuple(points.items()),
        closer=_closer(context, options, {n: points[n] for n in in_play if n in points}),
        in_hand=options.in_hand,
        not_opened=options.not_opened,
        reentries=options.reenter,
    )


def _closer(context: CliContext, options: argparse.Namespace, points: dict[int, int]) -> int | None:
    """--closer, else the only player given 0 (as on paper, and in the window); a 0 for
    anyone else is refused naming them. None when nobody is marked: the services say so."""
    read = read_closer(points, options.closer, options.not_opened)
    if read.closer is not None or not read.zeros:
        return read.closer
    tournament_id = TournamentId(options.tournament)
    names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
    named = ", ".join(f"{n} {names.get(n, '')}".strip() for n in read.zeros)
    if options.closer is not None:
        raise UsageError(says("hands.only_the_player_who_closed").filled(named=named))
    raise UsageError(says("hands.all_have_0_but_only").filled(named=named))


def _settings(context: CliContext, options: argparse.Namespace) -> Scala40Settings:
    """The tournament's scala 40 rules (what typed cards are worth)."""
    settings = context.services.tournaments.get(TournamentId(options.tournament)).settings
    return settings if isinstance(settings, Scala40Settings) else Scala40Settings()


def _current(context: CliContext, options: argparse.Namespace) -> Scala40Sheet:
    return context.services.results.sheet(
        TournamentId(options.tournament), options.round, options.table
    )


def _read_version(sheet: Scala40Sheet) -> int | None:
    """The version a write over `sheet` expects: None for a table with nothing stored yet
    (its sheet reads version 0), as for the window; a hand taken back leaves one stored."""
    return sheet.version or None


def enter_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand enter`: the next hand, over the sheet as it stands now."""
    current = _current(context, options)
    # Over: nobody is in play (the window's entry line is off); the services say it is over.
    in_play = (
        [] if current.finished else [n for n in current.players if n not in current.eliminated]
    )
    sheet = context.services.results.enter_hand(
        TournamentId(options.tournament),
        options.round,
        options.table,
        _hand(context, options, in_play),
        expected_version=_read_version(current),
        despite_unlikely=options.yes,
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)


def correct_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand correct`: replace hand --index; later hands are replayed."""
    tournament_id = TournamentId(options.tournament)
    current = _current(context, options)
    corrected = current.hands[options.index - 1] if options.index <= len(current.hands) else None
    in_play = [n for n, _ in corrected.points] if corrected else current.players
    try:
        sheet = context.services.results.correct_hand(
            tournament_id,
            options.round,
            options.table,
            options.index - 1,
            _hand(context, options, in_play),
            expected_version=current.version,
            despite_unlikely=options.yes,
        )
    except ServiceError as error:
        if error.params.get("detail") == "correction_breaks_later_hand":
            raise LaterHandNoLongerFits(error, options) from error
        raise
    outcome = sheet_outcome(context, tournament_id, sheet)
    back = _back_in_play(context, tournament_id, current, sheet)
    # Scala 40 elimination: said at once when the correction changed who goes on to a stage
    # already seated (the result stands; the director decides).
    warning = qualifiers_warning(context, tournament_id, options.round)
    if not warning and not back:
        return outcome
    data = {**outcome.data, **({"warnings": list(warning)} if warning else {})}
    return Outcome(data, (*outcome.human, *back, *warning))


def _back_in_play(
    context: CliContext, tournament_id: TournamentId, before: Scala40Sheet, after: Scala40Sheet
) -> tuple[str, ...]:
    """One line per player a correction brought back into the game (out before it, in play
    after): the total they play on with, and the hands they did not play ("—")."""
    back = [n for n in before.eliminated if n not in after.eliminated]
    if not back:
        return ()
    settings = context.services.tournaments.get(tournament_id).settings
    assert isinstance(settings, Scala40Settings)
    rows = replay_sheet(after, settings).rows
    names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
    totals = dict(after.totals)
    lines = []
    for entry in back:
        who = f"{entry} {names.get(entry, '')}".strip()
        missed = [str(row.number) for row in rows if entry in row.sat_out]
        listed = ", ".join(missed)
        if not missed:
            lines.append(
                context.says("hands.is_back_in_the_game", who=who, totals_entry=totals[entry])
            )
        elif len(missed) == 1:
            lines.append(
                context.says(
                    "hands.is_back_in_the_game_on",
                    who=who,
                    totals_entry=totals[entry],
                    listed=listed,
                )
            )
        else:
            lines.append(
                context.says(
                    "hands.is_back_in_the_game_on_points",
                    who=who,
                    totals_entry=totals[entry],
                    listed=listed,
                )
            )
    return tuple(lines)


class LaterHandNoLongerFits(ServiceError):
    """`hand correct` refused because a later hand no longer fits the corrected one (a
    player it now puts out plays on there, the game now ends sooner, a re-entry no longer
    applies): what to do, in the command line's words (the window names its buttons)."""

    def __init__(self, error: ServiceError, options: argparse.Namespace) -> None:
        super().__init__(error.code, error.params, scoring_code=error.scoring_code)
        self.values = {
            "hand": int(error.params["hand"]),
            "later": int(error.params["later"]),
            "tournament": options.tournament,
            "round": options.round,
            "table": options.table,
        }

    def sentence(self, language: str) -> str:
        """The refusal and the way out, in "it" or "en"."""
        from tournament_app.services.messages.wording import advised

        template = says("hands.later_hand_no_longer_fits").pick(language)
        return advised(template, language, "cli", **self.values)


def show_sheet(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand show`: the table's sheet."""
    return sheet_outcome(context, TournamentId(options.tournament), _current(context, options))


def remove_hand(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand remove`: the last thing entered taken back, and said (a time-out taken back
    leaves the grid as it was, so the grid alone would not show it went)."""
    last = last_entered(_current(context, options))
    outcome = _versioned(context, options, context.services.results.remove_last_hand)
    if last is None:  # the services refuse an empty sheet; nothing reaches here
        return outcome
    said_line = _taken_back_text(context, options, last)
    data = {**outcome.data, "taken_back": _taken_back_data(last)}
    return Outcome(data, (said_line, *outcome.human))


def _taken_back_data(last: LastEntered) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": last.kind.value}
    if last.entry is not None:
        data["entry"] = last.entry
    if last.hand is not None:
        data["hand"] = last.hand
    return data


def _taken_back_text(context: CliContext, options: argparse.Namespace, last: LastEntered) -> str:
    """What went, worded as the window's take-back question names it."""
    if last.kind is TakeBack.TIME_OUT:
        return context.says("hands.time_out_called_at_table", table=options.table)
    if last.kind is TakeBack.REENTRY:
        tournament_id = TournamentId(options.tournament)
        names = {e.number: e.names for e in context.services.entries.list(tournament_id)}
        who = f"{last.entry} {names.get(last.entry or 0, '')}".strip()
        return context.says("hands.re_entry_of_taken_back", who=who)
    return context.says("hands.hand_taken_back_its_points", hand=last.hand)


def time_out(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand timeout`: time called at the table."""
    return _versioned(context, options, context.services.results.time_out)


def _versioned(
    context: CliContext, options: argparse.Namespace, action: Callable[..., Scala40Sheet]
) -> Outcome:
    """Run a sheet action over the version just read, and print the sheet it leaves."""
    current = _current(context, options)
    sheet = action(
        TournamentId(options.tournament),
        options.round,
        options.table,
        expected_version=_read_version(current),
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)


def reenter_player(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`hand reenter`: an eliminated player comes back with the worst active total."""
    current = _current(context, options)
    sheet = context.services.results.reenter(
        TournamentId(options.tournament),
        options.round,
        options.table,
        options.entry,
        expected_version=current.version,
    )
    return sheet_outcome(context, TournamentId(options.tournament), sheet)
