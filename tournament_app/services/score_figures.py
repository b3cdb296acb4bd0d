"""A table's scores and a ranking's penalties written as the director reads them.

Burraco totals can be negative, and a dash between two scores then reads as a minus:
"640--245" on a terminal, "640–-245" in the window. Each score is written whole instead, a
negative one in brackets ("640-(-245)"), in every place that puts scores side by side: the
window, the command line, the change log.
"""

from __future__ import annotations

from collections.abc import Sequence


def whole_score(score: object) -> str:
    """A score to stand beside another across a dash: "245", a negative one "(-245)"."""
    text = str(score)
    return f"({text})" if text.startswith("-") else text


def score_pair(ns: object, ew: object, third: object | None = None, *, dash: str = "-") -> str:
    """A table's scores as one figure: "640-245", "640-(-245)"; with a third line (a table
    of three pairs) "640-245-400". The window joins them with its en dash ("640–245")."""
    scores = (ns, ew) if third is None else (ns, ew, third)
    return dash.join(whole_score(score) for score in scores)


def seat_label(seat: Sequence[object]) -> str:
    """A scala 40 pair's player as every face writes one: the pair's number, then 1 or 2
    ("3.1")."""
    return ".".join(map(str, seat))


def penalty_taken(amount: int) -> int | str:
    """A penalty as a ranking's Pen. VP or Pen. MP column shows it: what was taken away,
    so negative ("-1"); "" for a row with none, which leaves the cell empty. The amount is
    never negative: the penalty service refuses one (services.penalties)."""
    return -amount if amount else ""
