"""The short summaries the services store for a change (English, as the JSON output and the
database show them; `log.words.SUMMARY_WORDS` words them for the director): a scala 40 sheet's
change, an entry's edit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def hand_figures(item: Mapping[str, Any]) -> str:
    """A stored hand's points as entry=points: "1=0, 2=35, 3=120"."""
    return ", ".join(f"{entry}={points}" for entry, points in item.get("points", []))


def sheet_summary(
    action: str,
    before: Sequence[Mapping[str, Any]],
    after: Sequence[Mapping[str, Any]],
    corrected: int | None = None,
    orders_before: Sequence[Sequence[int]] = (),
    orders_after: Sequence[Sequence[int]] = (),
) -> str:
    """What a scala 40 sheet's change did, from its stored events before and after: "hand 4:
    1=0, 2=35", "hand 2 from 1=50, 2=0 to 1=0, 2=50", "re-entry of 3", "time-out"; and from
    its tie orders before and after: "tie order 12 3", "tied again 12 3", a correction's
    "; tie order 12 3 dropped"."""
    gone = [order for order in orders_before if order not in orders_after]
    if action == "sheet.tie_order":
        given = [order for order in orders_after if order not in orders_before]
        if given:
            return "tie order " + " ".join(map(str, given[0]))
        return "tied again " + " ".join(map(str, gone[0])) if gone else ""
    said = _sheet_events(action, before, after, corrected)
    dropped = "".join(f"; tie order {' '.join(map(str, order))} dropped" for order in gone)
    return said + dropped


def _sheet_events(
    action: str,
    before: Sequence[Mapping[str, Any]],
    after: Sequence[Mapping[str, Any]],
    corrected: int | None,
) -> str:
    hands_before = [item for item in before if item.get("type") == "hand"]
    hands_after = [item for item in after if item.get("type") == "hand"]
    if action == "sheet.hand" and hands_after:
        return f"hand {len(hands_after)}: {hand_figures(hands_after[-1])}"
    if action == "sheet.correct" and corrected and len(hands_after) >= corrected:
        old, new = hands_before[corrected - 1], hands_after[corrected - 1]
        return f"hand {corrected} from {hand_figures(old)} to {hand_figures(new)}"
    if action == "sheet.remove_hand" and before:
        gone = before[-1]
        if gone.get("type") == "hand":
            return f"hand {len(hands_before)}: {hand_figures(gone)}"
        if gone.get("type") == "reentry":
            return f"re-entry of {gone.get('entry')}"
        return "time-out"
    if action == "sheet.reentry" and after:
        return f"re-entry of {after[-1].get('entry')}"
    return ""


def entry_edit_summary(
    *, group: str | None, category: str | None, players: Sequence[str] | None
) -> str:
    """What an entry's edit set (None: left as it was, "": cleared): "group B; category
    Over 60; players Rossi Anna, Verdi Luca"."""
    parts = []
    if group is not None:
        parts.append(f"group {group or 'none'}")
    if category is not None:
        parts.append(f"category {category or 'none'}")
    if players is not None:
        parts.append("players " + ", ".join(players))
    return "; ".join(parts)
