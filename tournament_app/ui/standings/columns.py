"""The Classifica's columns for each game and format, and its words: a tie-break, a stage,
a prize line. No widgets."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from tournament_app.services import BurracoStanding, Prize, Scala40Standing, Standing
from tournament_app.services.domain_words import tie_break_said
from tournament_app.services.score_figures import penalty_taken
from tournament_app.services.standings.board import StandingsBoard, awaiting_draw
from tournament_app.ui.models import Column


def _rank_columns() -> list[Column]:
    """Rank and entry number: how both games' rankings start. A scala 40 player still at a
    table of the round shown has no rank yet (`Scala40Standing.rank_shown`), as on the command
    line and on paper; the row keeps its place in the ranking."""

    def rank(s: Standing) -> int | None:
        return s.rank_shown if isinstance(s, Scala40Standing) else s.rank

    return [
        Column(
            "rank",
            QCoreApplication.translate("StandingsPage", "Rank"),
            rank,
            sort=lambda s: s.rank,
            numeric=True,
        ),
        Column(
            "entry",
            QCoreApplication.translate("StandingsPage", "No."),
            lambda s: s.entry,
            numeric=True,
        ),
    ]


def _withdrawn_column(*, playing: bool = False) -> Column:
    """The mark beside the names of an entry that withdrew (it keeps its line but wins no
    prize), of a scala 40 player who lost a round by forfeit (the rounds); with `playing`,
    of a scala 40 player still at a table of the round shown; hidden when nobody has one."""

    def status(s: Standing) -> str:
        said = [QCoreApplication.translate("StandingsPage", "withdrawn")] if s.withdrawn else []
        if isinstance(s, Scala40Standing) and s.forfeited:
            # Out of the table by forfeit, last there: never "playing" (the services' rows).
            rounds = ", ".join(str(n) for n in s.forfeited)
            said.append(
                QCoreApplication.translate("StandingsPage", "forfeit, round {0}").replace(
                    "{0}", rounds
                )
            )
        elif not said and playing and isinstance(s, Scala40Standing) and s.playing is not None:
            said.append(_playing())
        return "; ".join(said)

    return Column("withdrawn", QCoreApplication.translate("StandingsPage", "Status"), status)


def _playing() -> str:
    """A scala 40 player still at a table of the round shown, as the printed standings and
    the command line word it."""
    return QCoreApplication.translate("StandingsPage", "playing")


def _group_columns() -> list[Column]:
    """Group and category: the filters' columns, hidden when nobody has one."""
    return [
        Column(
            "group", QCoreApplication.translate("StandingsPage", "Group"), lambda s: s.group or ""
        ),
        Column(
            "category",
            QCoreApplication.translate("StandingsPage", "Cat."),
            lambda s: s.category or "",
        ),
    ]


def burraco_columns(
    rounds: int, language: str, ties: Callable[[], Iterable[Sequence[Standing]]] = tuple
) -> list[Column]:
    """The burraco ranking's columns, with one VP column per round played; the Tie-break
    column marks the entries of `ties` (the standings' ties, read as each cell is drawn),
    level on everything until lots are drawn."""
    columns = [
        *_rank_columns(),
        Column("names", QCoreApplication.translate("StandingsPage", "Players"), lambda s: s.names),
        _withdrawn_column(),
        Column(
            "vp", QCoreApplication.translate("StandingsPage", "VP"), lambda s: s.vp, numeric=True
        ),
        Column(
            "mp_difference",
            QCoreApplication.translate("StandingsPage", "MP diff."),
            lambda s: s.mp_difference,
            numeric=True,
        ),
        Column(
            "mp_scored",
            QCoreApplication.translate("StandingsPage", "MP scored"),
            lambda s: s.mp_scored,
            numeric=True,
        ),
        Column(
            "penalty_vp",
            QCoreApplication.translate("StandingsPage", "Pen. VP"),
            lambda s: penalty_taken(s.penalty_vp),
            sort=lambda s: s.penalty_vp,
            numeric=True,
        ),
        # The points penalties took: the points scored and the difference are net of them,
        # and this column says why (the printed standings carry it too).
        Column(
            "penalty_mp",
            QCoreApplication.translate("StandingsPage", "Pen. MP"),
            lambda s: penalty_taken(s.penalty_mp),
            sort=lambda s: s.penalty_mp,
            numeric=True,
        ),
    ]
    for index in range(rounds):
        columns.append(
            Column(
                f"round{index + 1}",
                QCoreApplication.translate("StandingsPage", "R{0}").replace("{0}", str(index + 1)),
                lambda s, i=index: _round_vp(s, i),
                sort=lambda s, i=index: _round_vp(s, i) or -1,
                numeric=True,
            )
        )
    columns += _group_columns()
    columns.append(
        Column(
            "note",
            QCoreApplication.translate("StandingsPage", "Tie-break"),
            lambda s: tie_break_said(
                s.tie_break_note, language, awaiting_draw=s.entry in awaiting_draw(ties())
            ),
        )
    )
    return columns


def _round_vp(standing: BurracoStanding, index: int) -> int | None:
    if index < len(standing.vp_per_round):
        return standing.vp_per_round[index]
    return None


def _figure(
    key: str,
    title: str,
    value: Callable[[Scala40Standing], int],
    *,
    while_playing: bool | None = None,
) -> Column:
    """A scala 40 figure, shown once the player's first table is over: until then (stage 0)
    they have none, and a 0 would read as a result ("stage 0, 0 penalty points"). While the
    player is at a table of the round shown (`Scala40Standing.playing`, said "playing"
    beside it) `while_playing` True shows it whatever the stage (the running total there),
    False hides it (no place yet). Sorted by the figure itself."""

    def shown(s: Scala40Standing) -> int | None:
        if while_playing is not None and s.playing is not None:
            return value(s) if while_playing else None
        return value(s) if s.stage else None

    return Column(key, title, shown, sort=value, numeric=True)


def after_round_words(board: StandingsBoard) -> str:
    """ "after round 4 (partial)": the last round announced to the players, partial while
    some of its results are missing (a published round not yet complete), the rule of the
    printed standings (services/reports/source.py `header`): mid-round some pairs have a
    round more than others, and the room should not read it as a final order."""
    if board.after_round is None:
        return ""
    words = (
        QCoreApplication.translate("StandingsPage", "after round {0} (partial)")
        if board.partial
        else QCoreApplication.translate("StandingsPage", "after round {0}")
    )
    return words.replace("{0}", str(board.after_round))


def stage_words(stage: int, final: int | None) -> str:
    """The stage reached as the printed standings word it: "Final" for the final's round,
    "Round 2" otherwise."""
    if final is not None and stage == final:
        return QCoreApplication.translate("StandingsPage", "Final")
    return QCoreApplication.translate("StandingsPage", "Round {0}").replace("{0}", str(stage))


# Beside a player through the cut of the stage just completed.
GOES_ON_MARK = "\u2713"


def elimination_columns(
    stage_name: Callable[[int], str], going_on: Callable[[int], str] = lambda _entry: ""
) -> list[Column]:
    """A scala 40 elimination's columns: the stage reached in words (`stage_name`, read
    each time a cell is drawn, so the final is named once it is played), the place at the
    table of that stage, then the penalty points of that stage: every figure that orders
    the ranking (each stage a fresh game, earlier stages' points count for nothing); then
    whether the player goes on from the stage just completed (`going_on`, by entry: a tick,
    the tie's words, or nothing)."""

    def stage(s: Scala40Standing) -> str | None:
        if s.playing is not None:
            return _playing()
        return stage_name(s.stage) if s.stage else None

    # A player still at a table of the stage being played: "playing", no place yet, and
    # that table's running total, the stage the ranking counts (as on the command line).
    return [
        *_rank_columns(),
        Column("name", QCoreApplication.translate("StandingsPage", "Player"), lambda s: s.name),
        _withdrawn_column(),
        Column(
            "stage",
            QCoreApplication.translate("StandingsPage", "Stage"),
            stage,
            sort=lambda s: s.stage,
        ),
        _figure(
            "last_place",
            QCoreApplication.translate("StandingsPage", "Place at table"),
            lambda s: s.last_place or 0,
            while_playing=False,
        ),
        _figure(
            "stage_penalty",
            # The last stage's alone, as the ranking counts them: the heading says so.
            QCoreApplication.translate("StandingsPage", "Penalty in last stage"),
            lambda s: s.stage_penalty if s.playing is None else s.playing,
            while_playing=True,
        ),
        # Last of the figures: the verdict they make, read along the row.
        Column(
            "going_on",
            QCoreApplication.translate("StandingsPage", "Goes on"),
            lambda s: going_on(s.entry),
        ),
        *_group_columns(),
    ]


def scala40_columns(points_title: str) -> list[Column]:
    """The scala 40 placement-points ranking's columns."""
    return [
        *_rank_columns(),
        Column("name", QCoreApplication.translate("StandingsPage", "Player"), lambda s: s.name),
        _withdrawn_column(playing=True),
        _figure("points", points_title, lambda s: s.points),
        _figure(
            "stage", QCoreApplication.translate("StandingsPage", "Last round"), lambda s: s.stage
        ),
        _figure(
            "penalty_total",
            QCoreApplication.translate("StandingsPage", "Total penalty"),
            lambda s: s.penalty_so_far,
            while_playing=True,
        ),
        *_group_columns(),
    ]


def scala40_pairs_columns() -> list[Column]:
    """Scala 40 in pairs: the pairs by match points, then the figures of the tie-breaks."""
    return [
        *_rank_columns(),
        Column("name", QCoreApplication.translate("StandingsPage", "Pair"), lambda s: s.name),
        _withdrawn_column(playing=True),
        _figure(
            "points",
            QCoreApplication.translate("StandingsPage", "Match points"),
            lambda s: s.points,
        ),
        _figure(
            "game_point_difference",
            QCoreApplication.translate("StandingsPage", "Hands won − lost"),
            lambda s: s.game_point_difference or 0,
        ),
        _figure(
            "penalty_total",
            QCoreApplication.translate("StandingsPage", "Total penalty"),
            lambda s: s.penalty_so_far,
            while_playing=True,
        ),
        _figure(
            "stage", QCoreApplication.translate("StandingsPage", "Last round"), lambda s: s.stage
        ),
        *_group_columns(),
    ]


def standing_who(standing: Standing) -> str:
    """An entry as the director reads it: its number and its players' names."""
    names = standing.names if isinstance(standing, BurracoStanding) else standing.name
    return f"{standing.entry} {names}".strip()


def prize_line(prize: Prize, *, elimination: bool = False, final: int | None = None) -> str:
    """One line of the prize list, e.g. "A — 1. 7 Rossi Anna - Bianchi Carlo (62 VP)"; a
    scala 40 elimination ranks by the stage reached ("final" for round `final`, as the
    projector and the printed list name it), then the penalty points (fewer first), so its
    line names both."""
    standing = prize.standing
    if isinstance(standing, BurracoStanding):
        who, score = (
            standing.names,
            QCoreApplication.translate("StandingsPage", "{0} VP").replace("{0}", str(standing.vp)),
        )
    elif elimination and standing.playing is not None:
        # Still at a table of the stage in play: its running total, as the printed list says.
        who, score = (
            standing.name,
            QCoreApplication.translate(
                "StandingsPage", "in play, {1} penalty points so far"
            ).replace("{1}", str(standing.playing)),
        )
    elif elimination:
        in_final = final is not None and standing.points == final
        if standing.stage_penalty == 1:  # "1 penalty point", not "1 penalty points"
            reached = (
                QCoreApplication.translate("StandingsPage", "final, 1 penalty point")
                if in_final
                else QCoreApplication.translate("StandingsPage", "round {0}, 1 penalty point")
            )
        else:
            reached = (
                QCoreApplication.translate("StandingsPage", "final, {1} penalty points")
                if in_final
                else QCoreApplication.translate("StandingsPage", "round {0}, {1} penalty points")
            )
        who, score = (
            standing.name,
            reached.replace("{0}", str(standing.points)).replace(
                "{1}", str(standing.stage_penalty)
            ),
        )
    else:
        points = (
            QCoreApplication.translate("StandingsPage", "1 pt")
            if standing.points == 1
            else QCoreApplication.translate("StandingsPage", "{0} pts")
        )
        who, score = standing.name, points.replace("{0}", str(standing.points))
    heading = f"{prize.heading} — " if prize.heading else ""
    return f"{heading}{prize.place}. {standing.entry} {who} ({score})"
