"""Sheets on the hall's pages: a scala 40 table's running sheet (read-only, for everyone at
`/sheet`), the score keeper's hand form above it (`/enter` with a scala 40 table's code; a
pairs table's is `pairs_pages`'), and a burraco pair's turno hand by hand. Values come from
`services.hall_pages.HallSheet` (the window's sheet rows), laid out by the templates
(`sheet.html`, `keeper.html`, `hands.html`), which escape every name and typed figure."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlencode

from tournament_app.exports.documents import EntryRef, Language
from tournament_app.exports.labels import text
from tournament_app.exports.templating import NavLink, render
from tournament_app.hall import hand_forms, pairs_pages
from tournament_app.hall.hand_forms import Field, Tick
from tournament_app.hall.words import hall_text, hall_words
from tournament_app.services import BurracoSettings
from tournament_app.services.hall_pages import HallSheet
from tournament_app.services.sheet_rows import SheetRow

FIGURE_LENGTH = 40
"""A penalty may be typed as the cards left ("A K JK 7 ...")."""


@dataclass(frozen=True)
class TypedHand:
    """A hand as the keeper typed it, put back in the form when it is refused."""

    points: Mapping[int, str] = field(default_factory=dict)
    closer: int | None = None
    not_opened: tuple[int, ...] = ()
    reentries: tuple[int, ...] = ()
    in_hand: bool = False


def sheet_link(round_number: int, table: int) -> str:
    """The address of a table's running sheet, open to everyone."""
    return "/sheet?" + urlencode({"round": round_number, "table": table})


@dataclass(frozen=True)
class SheetCell:
    """A player's penalty in a hand ("—": sat out; blank: not yet) and its marks."""

    shown: str
    marks: str


@dataclass(frozen=True)
class SheetLine:
    number: int
    cells: tuple[SheetCell, ...]


@dataclass(frozen=True)
class Seat:
    entry: EntryRef
    out: bool
    forfeited: bool = False
    """Left the table by forfeit: last at the table, whatever their total."""


@dataclass(frozen=True)
class SheetView:
    """A running sheet as `templates/forms.html`'s `sheet_table` lays it out, with its words."""

    seats: tuple[Seat, ...]
    numbers: tuple[int, ...]
    rows: tuple[SheetLine, ...]
    totals: tuple[object, ...]
    out: str
    empty: str
    hand: str
    total: str
    legend: str
    match: tuple[str, ...] = ()
    """At a pairs table: each pair's hands won and penalty points, and the result."""
    forfeited: str = ""
    """The mark of a seat left by forfeit, the printed round results' words."""


def _cell(row: SheetRow, player: int) -> SheetCell:
    """The figure paid and the marks by it as the printed sheet writes them (`SheetCell.written`):
    a re-entry after a hand the player was out of has its R alone."""
    cell = row.cell(player)
    if cell.sat_out:
        return SheetCell("—", "")
    shown = "" if cell.paid is None else f"{cell.paid}"
    return SheetCell(shown, " ".join(cell.written))


def sheet_view(language: Language, data: HallSheet) -> SheetView:
    """Who sits where (who is out, who left by forfeit), then the hands with each player's
    penalty and the totals after them."""
    sheet = data.sheet
    out, left = set(sheet.eliminated), set(sheet.forfeited)
    numbers = tuple(entry.number for entry in data.players)
    totals = dict(sheet.totals)
    words = hall_words(language, "sheet_out", "sheet_empty", "sheet_hand", "sheet_total")
    legend = hall_text(language, "pairs_legend") if data.pairs else data.legend
    return SheetView(
        seats=tuple(
            Seat(entry, entry.number in out, entry.number in left) for entry in data.players
        ),
        numbers=numbers,
        rows=tuple(
            SheetLine(row.number, tuple(_cell(row, n) for n in numbers)) for row in data.rows
        ),
        totals=tuple(totals.get(n, "") for n in numbers),
        out=words["sheet_out"],
        empty=words["sheet_empty"],
        hand=words["sheet_hand"],
        total=words["sheet_total"],
        legend=legend,
        match=pairs_pages.match_lines(language, data),
        forfeited=text(language, "forfeit_last"),
    )


def _where(language: Language, data: HallSheet) -> str:
    return hall_text(language, "sheet_of", table=data.sheet.table, round=data.sheet.round)


def sheet_body(language: Language, data: HallSheet) -> str:
    """The running sheet as everyone sees it."""
    return render(
        "sheet.html",
        where=_where(language, data),
        finished=hall_text(language, "sheet_finished") if data.sheet.finished else "",
        sheet=sheet_view(language, data),
    )


def _hidden(device: str, code: str, version: int | None = None) -> list[tuple[str, str]]:
    fields = [("t", device), ("c", code)]
    if version is not None:
        fields.append(("v", str(version)))
    return fields


@dataclass(frozen=True)
class PlayerHand:
    """A player's penalty box and ticks on the keeper's hand form."""

    entry: EntryRef
    points: Field
    ticks: tuple[Tick, ...]


@dataclass(frozen=True)
class HandForm:
    """The keeper's next hand: each player in play, the in-hand close (when played), a
    re-entry button for each player out (when played)."""

    title: str
    players: tuple[PlayerHand, ...]
    in_hand: Tick | None
    reentries: tuple[Tick, ...]
    figure_length: int = FIGURE_LENGTH


def _hand_form(language: Language, data: HallSheet, typed: TypedHand) -> HandForm:
    sheet = data.sheet
    players = []
    for entry in data.in_play:
        n = entry.number
        ticks = [
            Tick("closer", n, hall_text(language, "hand_closer"), typed.closer == n, "radio"),
            Tick("no", n, hall_text(language, "hand_not_opened"), n in typed.not_opened),
        ]
        if data.reentries:
            ticks.append(Tick("re", n, hall_text(language, "hand_reenters"), n in typed.reentries))
        points = Field(f"p{n}", "", str(typed.points.get(n, "")))
        players.append(PlayerHand(entry, points, tuple(ticks)))
    in_hand = (
        Tick("ih", 1, hall_text(language, "hand_in_hand"), typed.in_hand) if data.in_hand else None
    )
    reentries = tuple(
        Tick("e", n, hall_text(language, "hand_reenter_button", entry=n), False)
        for n in (sheet.eliminated if data.reentries else ())
    )
    title = hall_text(language, "hand_title", n=len(sheet.hands) + 1)
    return HandForm(title, tuple(players), in_hand, reentries)


def keeper_body(
    language: Language,
    data: HallSheet,
    *,
    device: str,
    code: str,
    said: str = "",
    refusal: str = "",
    typed: TypedHand | pairs_pages.TypedPairsHand | None = None,
    taking: bool = True,
) -> str:
    """The keeper's page: what the last hand came to, the next hand's form (unless the game
    is over, with what was typed when it was refused; at a pairs table `pairs_pages`'), the
    sheet so far and the link the others follow it by."""
    sheet = data.sheet
    taken = taking and not sheet.finished
    form, pairs_form = None, None
    if taken and data.pairs is not None:
        typed_pairs = typed if isinstance(typed, pairs_pages.TypedPairsHand) else None
        pairs_form = pairs_pages.pairs_form(
            language, data, typed_pairs or pairs_pages.TypedPairsHand()
        )
    elif taken:
        form = _hand_form(language, data, typed if isinstance(typed, TypedHand) else TypedHand())
    return render(
        "keeper.html",
        words=hall_words(
            language, "hand_points", "hand_send", "hand_how", "pairs_how", "sheet_title"
        ),
        said=said,
        refusal=refusal,
        where=_where(language, data),
        form=form,
        pairs_form=pairs_form,
        kind=pairs_pages.FORM_KIND,
        hidden=_hidden(device, code, sheet.version),
        sheet=sheet_view(language, data),
        link=NavLink(sheet_link(sheet.round, sheet.table), hall_text(language, "sheet_live_link")),
    )


def hands_body(
    language: Language,
    settings: BurracoSettings,
    *,
    device: str,
    code: str,
    table_line: str = "",
    said: str = "",
    refusal: str = "",
    typed: Mapping[str, str] | None = None,
    three: bool = False,
) -> str:
    """A burraco pair's turno hand by hand (`hand_forms`), what the last attempt came to; a
    table of three pairs (`three`) has three lines a hand."""
    return render(
        "hands.html",
        words=hall_words(
            language, "hands_title", "hand_detail", "hand_base_cards", "hand_sign", "entry_send"
        )
        | {key: text(language, key) for key in ("base", "cards", "total")}
        | {"hands_how": hall_text(language, "hands_how_three" if three else "hands_how")},
        said=said,
        refusal=refusal,
        table_line=table_line,
        hidden=_hidden(device, code),
        hands=hand_forms.hand_fields(language, settings, typed, three=three),
    )
