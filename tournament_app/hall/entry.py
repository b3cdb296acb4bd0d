"""Scores entered at the table (`/enter`): a pair types its table's code (or scans it from the
table card) and the turno's totals; the other pair does the same on its own phone, and
`services.table_entry` saves the figures that agree or leaves the rest to the director.

The only door of the hall that writes, so it is held tight: the writes go through services of
their own (`open_entry_services`, used for nothing else) on one worker thread; a form is
accepted only from the hall's own page (the browser's Origin, and a token the page set in a
cookie and in the form: a cross-site form has neither); a request body is at most
`BODY_BYTES`; a code takes `PER_CODE` attempts a minute and an address `PER_ADDRESS`, so
guessing the 23^8 codes is hopeless.
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from tournament_app.exports.documents import Language
from tournament_app.exports.labels import text
from tournament_app.exports.templating import render
from tournament_app.hall.words import hall_text, hall_words
from tournament_app.services import HandTotals, ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import CODE_LENGTH, EntryState, normalized
from tournament_app.services.table_entry_reads import Figures

BODY_BYTES = 3072
"""A turno's hands line by line, with every house variant, is the longest form (~2 KB)."""
PER_CODE = 8
PER_ADDRESS = 30
WINDOW_SECONDS = 60.0
KEPT_KEYS = 5000
"""Beyond this many codes and addresses remembered, the oldest are forgotten."""
DEVICE_COOKIE = "table_phone"
FIGURE_CHARACTERS = 6


@dataclass(frozen=True)
class Typed:
    """The form as typed: the code, the two totals (None when not a number), and at a table
    of three pairs the third line's."""

    code: str
    ns_mp: int | None
    ew_mp: int | None
    ns_text: str
    ew_text: str
    third_mp: int | None = None
    third_text: str = ""

    @property
    def numbers(self) -> bool:
        """Whether every total typed is a whole number (the third only when typed)."""
        third_ok = not self.third_text.strip() or self.third_mp is not None
        return self.ns_mp is not None and self.ew_mp is not None and third_ok


def figure(typed: str) -> int | None:
    """A typed total ("640", "-105", "−105", " 35 "), None when it is not a whole number or
    longer than a figure's box lets a player type (the sign button adds a minus to a full
    box: cut short, it would read as another number)."""
    kept = typed.strip().replace("−", "-")
    if len(kept) > FIGURE_CHARACTERS + 1:
        return None
    digits = kept[1:] if kept.startswith("-") else kept
    if not digits or not digits.isascii() or not digits.isdigit():
        return None
    return int(kept)


def read_form(fields: dict[str, str]) -> Typed:
    ns_text = fields.get("ns", "")[:12]
    ew_text = fields.get("ew", "")[:12]
    third_text = fields.get("third", "")[:12]
    code = normalized(fields.get("c", ""))[: CODE_LENGTH * 2]
    third = figure(third_text)
    return Typed(code, figure(ns_text), figure(ew_text), ns_text, ew_text, third, third_text)


class Limiter:
    """At most `most` attempts per key in the last `WINDOW_SECONDS`, remembered for a bounded
    number of keys."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._seen: dict[str, deque[float]] = {}

    def allow(self, key: str) -> bool:
        now = time.monotonic()
        times = self._seen.pop(key, None) or deque()
        while times and now - times[0] > WINDOW_SECONDS:
            times.popleft()
        allowed = len(times) < self.most
        if allowed:
            times.append(now)
        self._seen[key] = times
        while len(self._seen) > KEPT_KEYS:
            del self._seen[next(iter(self._seen))]
        return allowed


def same_origin(origin: str | None, fetch_site: str | None, host: str) -> bool:
    """Whether a form comes from the hall's own page: a browser names the page's origin on
    every POST (Origin) or at least whether it is cross-site (Sec-Fetch-Site). The hall's
    pages send no referrer, so a browser names the origin "null": then Sec-Fetch-Site
    decides, and the phone's token (a SameSite=Strict cookie) still must match the form's."""
    if origin and origin != "null":
        return urlsplit(origin).netloc == host
    return fetch_site in (None, "same-origin", "none")


def new_device() -> str:
    """A phone's token: names it as one pair's phone, and proves a form is the hall's."""
    return secrets.token_urlsafe(24)


@dataclass(frozen=True)
class ShownLine:
    """A line's total in one hand, and its base + cards ("400 + 240") where typed so."""

    total: int
    sheet: str


@dataclass(frozen=True)
class ShownHand:
    number: int
    lines: tuple[ShownLine, ...]


@dataclass(frozen=True)
class ShownHands:
    """The hands a phone sent, or the sheet saved, as `forms.hands_shown` lays them out."""

    title: str
    hand: str
    heads: tuple[str, ...]
    rows: tuple[ShownHand, ...]
    legend: str


def _base_cards(base: int, cards: int) -> str:
    sign = "−" if cards < 0 else "+"
    return f"{base} {sign} {abs(cards)}"


def hands_shown(language: Language, hands: Sequence[HandTotals]) -> ShownHands | None:
    """The hands that came with an entry, for its page to repeat (None without hands)."""
    if not hands:
        return None
    three = any(hand.third is not None for hand in hands)
    rows = []
    for number, hand in enumerate(hands, start=1):
        totals = [hand.ns, hand.ew, *(() if hand.third is None else (hand.third,))]
        bases, cards = hand.base or (), hand.cards or ()
        sheets = [_base_cards(b, c) for b, c in zip(bases, cards, strict=True)]
        lines = tuple(
            ShownLine(total, sheets[index] if sheets else "") for index, total in enumerate(totals)
        )
        rows.append(ShownHand(number, lines))
    sheet = any(hand.base is not None for hand in hands)
    return ShownHands(
        title=hall_text(language, "hands_title"),
        hand=hall_text(language, "sheet_hand"),
        heads=tuple(text(language, key) for key in ("ns", "eo", "third")[: 3 if three else 2]),
        rows=tuple(rows),
        legend=hall_text(language, "hands_shown_legend") if sheet else "",
    )


def entry_body(
    language: Language,
    *,
    device: str,
    typed: Typed | None = None,
    table_line: str = "",
    said: str = "",
    refusal: str = "",
    warning: str = "",
    three: bool = False,
    hands: Sequence[HandTotals] = (),
    form: bool = True,
) -> str:
    """The code box and the two totals (three at a table of three pairs), what the last
    attempt came to above them, and the hands that came with it (`hands_shown`). A
    `warning` (figures left to the director) is shown as a refusal is; without `form` (a
    table that takes no more entries) the page says where the table stands, and nothing
    there could only be refused."""
    return render(
        "entry.html",
        words=hall_words(
            language,
            "entry_code",
            "entry_ns",
            "entry_ew",
            "entry_third",
            "entry_send",
            "entry_how",
            "hand_sign",
        ),
        shown=hands_shown(language, hands),
        three=three,
        third=typed.third_text if typed and refusal else "",
        said=said,
        refusal=refusal or warning,
        form=form,
        table_line=table_line,
        device=device,
        code=typed.code if typed else "",
        ns=typed.ns_text if typed and refusal else "",
        ew=typed.ew_text if typed and refusal else "",
    )


def keeper_code_body(language: Language, *, code: str = "", refusal: str = "") -> str:
    """A scala 40 keeper's code box: the table's code alone, which opens its sheet."""
    return render(
        "keeper_code.html",
        words=hall_words(language, "keeper_code", "keeper_open", "keeper_how"),
        refusal=refusal,
        code=code,
    )


@dataclass(frozen=True)
class Notes:
    """Where a table's entry stands, as its page says it: `said` (waiting, saved: the
    success box) or `warning` (left to the director, closed: the refusal's box)."""

    said: str = ""
    warning: str = ""


def entry_notes(
    language: Language,
    state: EntryState,
    figures: tuple[int | None, int | None, int | None],
    sent: Sequence[Figures] = (),
    *,
    just_sent: bool = False,
) -> Notes:
    """What a phone reads of its table's entry: right after sending (`just_sent`), what its
    figures came to, after them ("NS 640, EO 245: in attesa..."); on opening the table's
    code, where the table stands, a sentence of its own. `figures`: the phone's, or the
    table's (its result's once saved); `sent`: the two phones' figures of a conflict."""
    ns, ew, third = figures
    shown = "" if ns is None or ew is None else figures_words(language, ns, ew, third)
    if state is EntryState.WAITING:
        if just_sent and shown:
            return Notes(said=f"{shown}: {hall_text(language, 'entry_waiting')}")
        return Notes(said=hall_text(language, "entry_state_waiting"))
    if state is EntryState.ACCEPTED and shown:
        if just_sent:
            return Notes(said=f"{shown}: {hall_text(language, 'entry_saved')}")
        return Notes(said=hall_text(language, "entry_result_in", figures=shown))
    if state is EntryState.REOPENED:
        return Notes(said=hall_text(language, "entry_reopened"))
    if state is EntryState.OPEN:
        return Notes()
    if state is EntryState.CONFLICT and len(sent) == 2:
        first, second = (figures_words(language, *one) for one in sent)
        return Notes(warning=hall_text(language, "entry_conflict", first=first, second=second))
    key = {
        EntryState.CONFLICT: "entry_not_saved",
        EntryState.UNLIKELY: "entry_unlikely",
        EntryState.LATE: "entry_late",
    }.get(state)
    if key is None or not shown:
        return Notes(warning=hall_text(language, "entry_closed"))
    return Notes(warning=hall_text(language, key, figures=shown))


def figures_words(language: Language, ns_mp: int, ew_mp: int, third_mp: int | None) -> str:
    """A phone's figures as its page repeats them: "NS 640, EO 245" (and the third line's)."""
    if third_mp is None:
        return hall_text(language, "entry_figures", ns=ns_mp, ew=ew_mp)
    return hall_text(language, "entry_figures_three", ns=ns_mp, ew=ew_mp, third=third_mp)


def refusal_words(error: ServiceError, language: Language) -> str:
    return describe(error, language)
