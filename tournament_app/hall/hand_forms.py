"""A burraco turno hand by hand on a phone, with the fields of the window's hand sheet: each
hand's two totals (three at a table of three pairs: NS, EW and the third line "c"), or
(opened under "Base e carte") each line's base and card points as the paper sheet writes them,
or (opened under "Dettaglio") each line's full figures (burraco pulito / semipulito / sporco,
the house variants the tournament plays, closing, pozzetto, cards on the table and in hand, a
pozzetto taken but not played; in the Brazilian variant the hand's mark that a joker turned up
at the deal, so no trump suit). Only laid out and read here: the services score the hands
(`results.values.scored_hands`, `three_pairs_results.scored_three_hands`), as the window's
sheet does."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tournament_app.exports import labels
from tournament_app.exports.documents import Language
from tournament_app.hall.entry import figure
from tournament_app.hall.words import hall_text
from tournament_app.services import BurracoSettings, HandBreakdown, HandTotals, LineHand

LINES = ("ns", "ew")
#: The lines of a table of three pairs, the third keyed "c" as the services key it.
THREE_LINES = ("ns", "ew", "c")
FIELD_CHARACTERS = 12
#: A line's figures as the paper sheet writes them: its base, its card points.
SHEET_KEYS = ("ba", "ca")
#: Each line's short name, as the printed scoresheet heads its columns.
SHORT_NAMES = {"ns": "ns", "ew": "eo", "c": "third"}


@dataclass(frozen=True)
class Count:
    """One figure of a line's breakdown: its form key, the LineHand field, its words."""

    key: str
    field: str
    words: str


def counts(settings: BurracoSettings) -> tuple[Count, ...]:
    """The figures a line's breakdown asks for, as the tournament plays (its variants)."""
    shown = [Count("cl", "clean", "hand_clean")]
    if not settings.no_semipulito:
        shown.append(Count("se", "semiclean", "hand_semiclean"))
    shown.append(Count("di", "dirty", "hand_dirty"))
    if settings.burraco_reale:
        shown += [Count("re", "reale", "hand_reale"), Count("su", "super_burraco", "hand_super")]
    if settings.brazilian:
        shown += [
            Count("tc", "trump_clean", "hand_trump_clean"),
            Count("ts", "trump_semiclean", "hand_trump_semiclean"),
            Count("td", "trump_dirty", "hand_trump_dirty"),
        ]
    return (
        *shown,
        Count("me", "melded", "hand_melded"),
        Count("ih", "in_hand", "hand_in_hand_points"),
        Count("pu", "pozzetto_unplayed", "hand_pozzetto_unplayed"),
    )


def _name(hand: int, line: str, key: str) -> str:
    return f"h{hand}{line}{key}"


@dataclass(frozen=True)
class Field:
    """A figure's box on a form: its form key, its words, what was typed in it."""

    name: str
    label: str
    value: str


@dataclass(frozen=True)
class Tick:
    """A tick box (`kind` "radio": one of several) on a form, ticked when `on`."""

    name: str
    value: int | str
    label: str
    on: bool
    kind: str = "checkbox"


@dataclass(frozen=True)
class LineFigures:
    """A line's breakdown of one hand: its figures, then closing and the pozzetto."""

    title: str
    counts: tuple[Field, ...]
    ticks: tuple[Tick, ...]


@dataclass(frozen=True)
class SheetLine:
    """A line of one hand as the paper sheet writes it: its short name (`name_id` the id that
    names both boxes with their columns' headings), its base and its card points."""

    name_id: str
    title: str
    base: Field
    cards: Field


@dataclass(frozen=True)
class HandFields:
    """One hand of the turno on the form: the two totals, or (`sheet_opened`) each line's
    base and cards, or (`opened`) the lines' figures."""

    title: str
    totals: tuple[Field, ...]
    opened: bool
    lines: tuple[LineFigures, ...]
    #: Brazilian: the hand's mark that a joker turned up at the deal (no trump suit).
    joker: Tick | None = None
    sheet: tuple[SheetLine, ...] = ()
    sheet_opened: bool = False
    #: The ids of the base and cards columns' headings ("h1-base", "h1-cards").
    heads: tuple[str, str] = ("", "")


def _line(
    language: Language, settings: BurracoSettings, hand: int, line: str, typed: Mapping[str, str]
) -> LineFigures:
    sent = bool(typed)
    figures = tuple(
        Field(
            _name(hand, line, c.key),
            hall_text(language, c.words),
            typed.get(_name(hand, line, c.key), ""),
        )
        for c in counts(settings)
    )
    closed, taken = _name(hand, line, "c"), _name(hand, line, "p")
    return LineFigures(
        hall_text(language, f"hand_{line}"),
        figures,
        (
            Tick(closed, 1, hall_text(language, "hand_line_closed"), closed in typed),
            # A pozzetto is taken unless the form came back saying otherwise.
            Tick(taken, 1, hall_text(language, "hand_pozzetto_taken"), taken in typed or not sent),
        ),
    )


def _lines(three: bool) -> tuple[str, ...]:
    return THREE_LINES if three else LINES


def _sheet_line(language: Language, hand: int, line: str, typed: Mapping[str, str]) -> SheetLine:
    base, cards = (_name(hand, line, key) for key in SHEET_KEYS)
    title = labels.text(language, SHORT_NAMES[line])
    return SheetLine(
        f"h{hand}{line}-name",
        title,
        Field(base, title, typed.get(base, "")),
        Field(cards, title, typed.get(cards, "")),
    )


def _sheet_typed(hand: int, typed: Mapping[str, str], lines: tuple[str, ...]) -> bool:
    """Whether any of the hand's bases or card points was typed."""
    return any(
        typed.get(_name(hand, line, key), "").strip() for line in lines for key in SHEET_KEYS
    )


def hand_fields(
    language: Language,
    settings: BurracoSettings,
    typed: Mapping[str, str] | None = None,
    *,
    three: bool = False,
) -> tuple[HandFields, ...]:
    """The turno's hands for the form (`templates/hands.html`), with what was typed; a
    table of three pairs (`three`) has a third line a hand."""
    typed = typed or {}
    lines = _lines(three)
    return tuple(
        HandFields(
            title=hall_text(language, "hand_title", n=hand),
            totals=tuple(
                Field(
                    f"{line}{hand}",
                    hall_text(language, f"hand_{line}"),
                    typed.get(f"{line}{hand}", ""),
                )
                for line in lines
            ),
            opened=bool(typed) and _detailed(settings, hand, typed, lines),
            lines=tuple(_line(language, settings, hand, line, typed) for line in lines),
            joker=_joker_tick(language, settings, hand, typed),
            sheet=tuple(_sheet_line(language, hand, line, typed) for line in lines),
            sheet_opened=_sheet_typed(hand, typed, lines),
            heads=(f"h{hand}-base", f"h{hand}-cards"),
        )
        for hand in range(1, settings.hands + 1)
    )


def _joker(hand: int) -> str:
    return f"h{hand}jk"


def _joker_tick(
    language: Language, settings: BurracoSettings, hand: int, typed: Mapping[str, str]
) -> Tick | None:
    """The hand's joker mark, only in a Brazilian tournament (as the window's sheet)."""
    if not settings.brazilian:
        return None
    return Tick(_joker(hand), 1, hall_text(language, "hand_joker"), _joker(hand) in typed)


def _detailed(
    settings: BurracoSettings, hand: int, typed: Mapping[str, str], lines: tuple[str, ...]
) -> bool:
    """Whether the hand's figures were typed line by line (any figure, a line closed, or
    the joker mark, which only the figures carry)."""
    if settings.brazilian and _joker(hand) in typed:
        return True
    return any(
        typed.get(_name(hand, line, c.key), "").strip() or _name(hand, line, "c") in typed
        for line in lines
        for c in counts(settings)
    )


def typed_fields(
    fields: Mapping[str, str], settings: BurracoSettings, *, three: bool = False
) -> dict[str, str]:
    """The form's fields this turno's form has, each cut short: nothing else is kept."""
    names = set()
    for hand in range(1, settings.hands + 1):
        if settings.brazilian:
            names.add(_joker(hand))
        for line in _lines(three):
            names.add(f"{line}{hand}")
            names |= {_name(hand, line, key) for key in ("c", "p", *SHEET_KEYS)}
            names |= {_name(hand, line, c.key) for c in counts(settings)}
    return {k: v[:FIELD_CHARACTERS] for k, v in fields.items() if k in names}


@dataclass(frozen=True)
class NotRead:
    """Why the form's hands were not read: the hall's sentence `key`, about hand `hand`."""

    key: str
    hand: int = 0


def _sheet_hand(
    hand: int, typed: Mapping[str, str], lines: tuple[str, ...]
) -> HandTotals | NotRead:
    """A hand typed as base and cards. Every line's two figures must be there, 0 written where
    there is none, as the window's sheet asks: a line forgotten is not taken for 0."""
    texts = [typed.get(_name(hand, line, key), "").strip() for line in lines for key in SHEET_KEYS]
    if not all(texts):
        missing = "hands_sheet_missing_three" if len(lines) > 2 else "hands_sheet_missing"
        return NotRead(missing, hand)
    figures = [figure(each) for each in texts]
    numbers = [each for each in figures if each is not None]
    if len(numbers) < len(figures):
        return NotRead("hands_not_numbers", hand)
    return HandTotals.from_sheet(numbers[0::2], numbers[1::2])


def read_hands(
    typed: Mapping[str, str], settings: BurracoSettings, *, three: bool = False
) -> list[HandTotals | HandBreakdown] | NotRead:
    """The hands as typed, or why not: a figure that is not a whole number, a hand typed as
    base and cards with one missing, or typed both so and line by line (a blank figure of a
    line's breakdown counts 0; a hand's totals must all be there). Typed as base and cards or
    line by line, a hand's totals boxes are not read."""
    hands: list[HandTotals | HandBreakdown] = []
    keys = _lines(three)
    for hand in range(1, settings.hands + 1):
        detailed, sheet = _detailed(settings, hand, typed, keys), _sheet_typed(hand, typed, keys)
        if detailed and sheet:
            return NotRead("hands_two_ways", hand)
        if sheet:
            read = _sheet_hand(hand, typed, keys)
            if isinstance(read, NotRead):
                return read
            hands.append(read)
            continue
        if not detailed:
            totals = [figure(typed.get(f"{line}{hand}", "")) for line in keys]
            if None in totals:
                return NotRead("hands_not_numbers", hand)
            ns, ew, *third = (total for total in totals if total is not None)
            hands.append(HandTotals(ns, ew, third[0] if third else None))
            continue
        lines = []
        for line in keys:
            values: dict[str, int | bool] = {}
            for c in counts(settings):
                text = typed.get(_name(hand, line, c.key), "").strip()
                value = figure(text) if text else 0
                if value is None:
                    return NotRead("hands_not_numbers", hand)
                values[c.field] = value
            values["closed"] = _name(hand, line, "c") in typed
            values["pozzetto_taken"] = _name(hand, line, "p") in typed
            lines.append(LineHand(**values))  # type: ignore[arg-type]
        joker = settings.brazilian and _joker(hand) in typed
        hands.append(HandBreakdown(lines[0], lines[1], lines[2] if three else None, joker=joker))
    return hands
