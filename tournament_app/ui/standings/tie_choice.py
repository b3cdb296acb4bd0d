"""Which ties a draw by lot is for: asked the same way for the pairs' standings and the team
ranking (the Standings page's and its team box's Draw lots buttons)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament_app.ui.context import AppContext

Row = TypeVar("Row")


def chosen_ties(
    parent: QWidget,
    context: AppContext,
    title: str,
    groups: Sequence[Sequence[Row]],
    who: Callable[[Row], str],
    question: str,
) -> Sequence[Sequence[Row]] | None:
    """The tie groups to draw lots in: asked which when there are several (one, or every one
    listed, each said "place 3: ..."), then `question` confirmed over them; None when the
    director says no. `groups`: each tie's rows, best place first, `rank` on each."""
    listed = [
        QCoreApplication.translate("StandingsPage", "place {0}: {1}")
        .replace("{0}", str(_rank(group[0])))
        .replace("{1}", ", ".join(who(row) for row in group))
        for group in groups
    ]
    if len(groups) > 1:
        every = QCoreApplication.translate(
            "StandingsPage", "Every tie listed ({0} places)"
        ).replace("{0}", str(len(groups)))
        which = QCoreApplication.translate(
            "StandingsPage", "Which tie do you want to draw lots for?"
        )
        chosen = context.dialogs.ask_choice(parent, title, which, [*listed, every])
        if chosen is None:
            return None
        if chosen != every:
            position = listed.index(chosen)
            groups, listed = (groups[position],), [listed[position]]
    asked = (
        question
        + "\n- "
        + "\n- ".join(listed)
        + "\n\n"
        + QCoreApplication.translate(
            "StandingsPage", "The order drawn is recorded and breaks these ties from now on."
        )
    )
    if not context.dialogs.confirm(parent, title, asked):
        return None
    return groups


def drawn_in_turn(
    parent: QWidget,
    context: AppContext,
    title: str,
    groups: Sequence[Sequence[Row]],
    number: Callable[[Row], int],
    who: Callable[[Row], str],
    draw: Callable[[tuple[int, ...]], Sequence[int]],
) -> list[str] | None:
    """Lots drawn in each group (`draw` of its rows' numbers, the services' order back), said
    as the ranking now reads ("4. ..."); None once one is refused (the director has read why,
    and nothing more is drawn)."""
    said: list[str] = []
    for group in groups:
        rows = {number(row): row for row in group}
        drawn = context.run(parent, lambda numbers=tuple(rows): draw(numbers), title=title)
        if drawn is None:
            return None
        first = _rank(group[0])
        said += [f"{first + place}. {who(rows[n])}" for place, n in enumerate(drawn)]
    return said


def _rank(row: Any) -> int:
    return int(row.rank)
