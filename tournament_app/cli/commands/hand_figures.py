"""`torneo result enter --figures`: one burraco hand's full figures per line, as the window's
hand-by-hand sheet takes them, so the command line can record what a total cannot say: a
pozzetto taken but not played, the burraco in trumps of a Brazilian tournament, the house
burraco. One --figures per hand, in order:

    --figures "ns=clean:1,dirty:1,closed,table:240;ew=dirty:1,table:180,hand:35,unplayed:60"

Italian words are taken too (pulito, semi, sporco, chiude, tavola, mano, nongiocato, ...). At a
table of three pairs the third line is "c=..." (a hand then always has three lines). In a
Brazilian tournament "joker" (or "jolly") alone marks a hand whose turned card was a joker: it
has no trump suit.
Whether the figures can be a real hand is the rules' question, asked by the services."""

from __future__ import annotations

from typing import Any

from tournament_app.cli.parsing import refusal, whole_number
from tournament_app.cli.words import FIGURES_EXAMPLE, NOT_FIGURE
from tournament_app.services.values import HandBreakdown, LineHand

# A word typed -> the LineHand field it sets with a number.
COUNTS = {
    "clean": "clean",
    "pulito": "clean",
    "semi": "semiclean",
    "semipulito": "semiclean",
    "dirty": "dirty",
    "sporco": "dirty",
    "reale": "reale",
    "super": "super_burraco",
    "trump-clean": "trump_clean",
    "pulito-briscola": "trump_clean",
    "trump-semi": "trump_semiclean",
    "semi-briscola": "trump_semiclean",
    "trump-dirty": "trump_dirty",
    "sporco-briscola": "trump_dirty",
    "table": "melded",
    "tavola": "melded",
    "hand": "in_hand",
    "mano": "in_hand",
    "unplayed": "pozzetto_unplayed",
    "nongiocato": "pozzetto_unplayed",
}
# A word typed alone -> the LineHand field it sets, and to what.
MARKS = {
    "closed": ("closed", True),
    "chiude": ("closed", True),
    "no-pozzetto": ("pozzetto_taken", False),
    "senza-pozzetto": ("pozzetto_taken", False),
}
# A hand's own mark, typed alone: a joker turned up at the deal (Brazilian: no trump suit).
JOKER = ("joker", "jolly")
# At a table of three pairs, the third line: "c" (or "third", "terza").
LINES = {"ns": "ns", "ew": "ew", "eo": "ew", "c": "c", "third": "c", "terza": "c"}


def hand_figures(text: str) -> HandBreakdown:
    """An argparse type: "ns=KEY:N,...;ew=KEY:N,..." -> the hand's two lines (a line left out
    melded nothing and holds nothing)."""
    lines: dict[str, LineHand] = {}
    joker = False
    for part in text.split(";"):
        if not part.strip():
            continue
        if part.strip().lower() in JOKER:
            joker = True
            continue
        name, sep, figures = part.partition("=")
        line = LINES.get(name.strip().lower())
        if not sep or line is None or line in lines:
            raise refusal(FIGURES_EXAMPLE)
        lines[line] = _line(figures)
    if not lines:
        raise refusal(FIGURES_EXAMPLE)
    return HandBreakdown(
        ns=lines.get("ns", LineHand()),
        ew=lines.get("ew", LineHand()),
        third=lines.get("c"),
        joker=joker,
    )


def _line(text: str) -> LineHand:
    values: dict[str, Any] = {}
    for item in text.split(","):
        word, sep, number = item.strip().lower().partition(":")
        if not word:
            continue
        if sep and word in COUNTS:
            values[COUNTS[word]] = whole_number(number.strip())
        elif not sep and word in MARKS:
            field, value = MARKS[word]
            values[field] = value
        else:
            raise refusal(NOT_FIGURE, item.strip())
    return LineHand(**values)
