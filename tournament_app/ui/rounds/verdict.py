"""What the line under the Rounds page's buttons says of the round shown, and the words of a
draw among players tied at a cut. No widgets: the page puts the words, in their colour, on
screen. The words are the page's own (translation context "RoundsPage")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament_app.services import (
    Game,
    Round,
    RoundCheck,
    Scala40Format,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import qualifiers_changed_sentence
from tournament_app.ui.entry_names import EntryNames
from tournament_app.ui.round_check_words import (
    STALE_NOTES,
    TIED_AT_CUT,
    describe_check,
    split_check,
)

BROKEN = "color: #b00020;"
"""A rule broken, or who goes on changed: red."""
WAIT = "color: #8a4b00;"
"""Nothing broken, but not ready to publish yet: amber."""
READY = "color: #1b6e20;"


def finished_text() -> str:
    """The latest round's verdict once the tournament is marked finished."""
    return QCoreApplication.translate(
        "RoundsPage",
        "Finished: this tournament is closed and its rounds and results no longer change."
        " To change anything, reopen it: Tournaments page ▸ Reopen.",
    )


def listed(items: list[str]) -> str:
    """Items as a sentence lists them: "a, b and c"."""
    if len(items) < 2:
        return "".join(items)
    return (
        QCoreApplication.translate("RoundsPage", "{0} and {1}")
        .replace("{0}", ", ".join(items[:-1]))
        .replace("{1}", items[-1])
    )


def who(names: EntryNames, number: int) -> str:
    """A player as the director reads them: number and name."""
    return f"{number} {names.name(number)}".strip()


def tie_line(names: EntryNames, table: int | None, players: tuple[int, ...]) -> str:
    """The players of one tie, with their table of the stage before when known."""
    players_named = ", ".join(who(names, player) for player in players)
    if table is None:
        return players_named
    return (
        QCoreApplication.translate("RoundsPage", "table {0}: {1}")
        .replace("{0}", str(table))
        .replace("{1}", players_named)
    )


def disputed_text(disputed: Sequence[int]) -> str:
    """A published round whose double entry disagrees at these tables."""
    # The services hold the next round back for these (ROUND_TO_CHECK): say why here, before
    # the director presses Generate and is refused. The numbers are tables, worded so
    # ("table in conflict: 2"), never read as a count beside the status bar's
    # "(in conflict: 1)".
    words = (
        QCoreApplication.translate(
            "RoundsPage",
            "Published, but the second entry differs — table in conflict: {0}."
            " Settle it on the Results page before the next round.",
        )
        if len(disputed) == 1
        else QCoreApplication.translate(
            "RoundsPage",
            "Published, but the second entry differs — tables in conflict: {0}."
            " Settle them on the Results page before the next round.",
        )
    )
    return words.replace("{0}", ", ".join(map(str, disputed)))


def published_text() -> str:
    """A published round with no disagreement: its results are still to come."""
    return QCoreApplication.translate(
        "RoundsPage", "Published: enter its results on the Results page."
    )


def complete_text(
    services: Services,
    tournament_id: TournamentId | None,
    rounds: Sequence[Round],
    current: Round,
    names: EntryNames,
) -> str:
    """A complete round's verdict: the next round when there is one; after the last round
    of the schedule or a scala 40 final, that the tournament is over."""
    latest = rounds[-1].number if rounds else current.number
    if tournament_id is None:
        return QCoreApplication.translate("RoundsPage", "Complete: every result is in.")
    if current.number != latest:
        return QCoreApplication.translate(
            "RoundsPage", "Complete: every result is in. Round {0} follows it."
        ).replace("{0}", str(current.number + 1))
    settings = services.tournaments.get(tournament_id).settings
    elimination = (
        isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION
    )
    if elimination and (current.system == "final" or len(current.tables) == 1):
        standings = services.standings.overall(tournament_id)
        winners = [who(names, row.entry) for row in standings if row.rank == 1]
        if len(winners) > 1:
            # scala40.md: a full tie stays tied unless the director breaks it, so there is
            # no winner to name, nor a tournament to close, before the draw.
            return QCoreApplication.translate(
                "RoundsPage",
                "Complete: the final has been played, but {0} are tied for first place."
                " Draw lots among them first (Standings page ▸ Draw lots for ties…), then"
                " press Mark finished on the Tournaments page.",
            ).replace("{0}", listed(winners))
        return QCoreApplication.translate(
            "RoundsPage",
            "Complete: the final has been played and the tournament is over. Winner:"
            " {0}. See the Standings, then press Mark finished on the Tournaments page.",
        ).replace("{0}", ", ".join(winners))
    if not elimination and current.number >= settings.rounds:
        return QCoreApplication.translate(
            "RoundsPage",
            "Complete: this was the last round of the schedule, so the tournament is over."
            " See the Standings, then press Mark finished on the Tournaments page.",
        )
    return QCoreApplication.translate(
        "RoundsPage", "Complete: every result is in. Generate the next round when ready."
    )


def stage_verdict(
    services: Services,
    tournament_id: TournamentId,
    current: Round,
    names: EntryNames,
    language: str,
) -> str | None:
    """A published scala 40 stage's line when who goes on to it changed or is unsettled: a
    correction's notice (whom it put out or in, what can still be done), else what its check
    still finds to settle (players level across the cut all seated, lots drawn after it was
    seated), with the way on as far as it has gone; None when there is nothing."""
    rounds = services.rounds
    try:
        notice = rounds.qualifiers_notice(tournament_id, current.number - 1)
        if notice is not None:
            return qualifiers_changed_sentence(notice, language, names.names)
        checked = rounds.publish_check(tournament_id, current.number)
    except ServiceError:
        return None
    unsettled = RoundCheck((*checked.to_confirm, *checked.refused))
    if not unsettled.problems:
        return None
    return (
        QCoreApplication.translate("RoundsPage", "Published, but not settled: ")
        + "; ".join(describe_check(unsettled, language, names.names))
        + "."
    )


def draft_verdict(
    check: RoundCheck, game: Game, names: EntryNames, language: str
) -> tuple[str, str]:
    """A draft's check as (colour, words): the rules it breaks, or why it is not ready yet,
    or that it is ready to publish (with the checker's notes), the problems in `language`."""
    broken, notes = split_check(check)
    named = names.names
    stale = RoundCheck(tuple(p for p in notes.problems if p.code in STALE_NOTES))
    if broken.problems:
        return BROKEN, QCoreApplication.translate(
            "RoundsPage", "Check: this seating breaks the rules — "
        ) + "; ".join(describe_check(check, language))
    if stale.problems:
        # Nothing broken, but the draft follows standings that have moved: not "ready".
        return (
            WAIT,
            QCoreApplication.translate(
                "RoundsPage",
                "Check: everyone seated once, no forbidden rematch, but this draft is out"
                " of date: ",
            )
            + "; ".join(describe_check(notes, language, named))
            + ".",
        )
    if any(p.code == TIED_AT_CUT for p in check.problems):
        # Players level across the cut all go on until lots are drawn: "ready" would
        # contradict the draw the note asks for, so the draw is named first.
        return (
            WAIT,
            QCoreApplication.translate(
                "RoundsPage",
                "Check: everyone seated once, but not ready yet: draw lots first — ",
            )
            + "; ".join(describe_check(notes, language, named))
            + ".",
        )
    # Scala 40 forbids no rematch: its directors read of seats, not of rematches.
    text = (
        QCoreApplication.translate("RoundsPage", "Check: everyone seated once. Ready to publish.")
        if game is Game.SCALA40
        else QCoreApplication.translate(
            "RoundsPage", "Check: everyone seated once, no forbidden rematch. Ready to publish."
        )
    )
    if notes.problems:
        text += (
            " "
            + QCoreApplication.translate("RoundsPage", "Note: ")
            + "; ".join(describe_check(notes, language, named))
            + "."
        )
    return READY, text
