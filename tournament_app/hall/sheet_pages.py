"""Sheets on the hall's pages: a scala 40 table's running sheet (read-only, for everyone at
`/sheet`), the score keeper's hand form above it (`/enter` with a scala 40 table's code), and a
burraco pair's turno hand by hand. Values come from `services.hall_pages.HallSheet` (the
window's sheet rows); every name and typed figure is escaped here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urlencode

from tournament_app.exports.documents import EntryRef, Language
from tournament_app.hall import hand_forms
from tournament_app.hall.words import hall_text
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


def _name(entry: EntryRef) -> str:
    names = escape(entry.names)
    return f'<span class="num">{entry.number}</span> <span class="names">{names}</span>'


def _cell(row: SheetRow, player: int) -> str:
    cell = row.cell(player)
    if cell.sat_out:
        return '<td class="n">—</td>'
    if cell.paid is None:
        return '<td class="n"></td>'
    marks = []
    if cell.closer:
        marks.append("M" if cell.in_hand else "C")
    if cell.not_opened:
        marks.append("NA")
    if cell.eliminated:
        marks.append("X")
    if cell.back_on is not None:
        marks.append(f"R {cell.back_on}")
    shown = f"{cell.paid}"
    if marks:
        shown += f' <span class="mark">{escape(" ".join(marks))}</span>'
    return f'<td class="n">{shown}</td>'


def sheet_table(language: Language, data: HallSheet) -> str:
    """Who sits where, then the hands with each player's penalty and the totals after them."""
    sheet = data.sheet
    out = set(sheet.eliminated)
    people = "".join(
        f"<li>{_name(entry)}"
        + (
            f' <span class="state">{escape(hall_text(language, "sheet_out"))}</span>'
            if entry.number in out
            else ""
        )
        + "</li>"
        for entry in data.players
    )
    parts = [f'<ul class="people seats">{people}</ul>']
    if not data.rows:
        parts.append(f'<p class="sub">{escape(hall_text(language, "sheet_empty"))}</p>')
        return "".join(parts)
    numbers = [entry.number for entry in data.players]
    head = f'<th class="n">{escape(hall_text(language, "sheet_hand"))}</th>' + "".join(
        f'<th class="n">{n}</th>' for n in numbers
    )
    body = [
        f'<tr><td class="n">{row.number}</td>{"".join(_cell(row, n) for n in numbers)}</tr>'
        for row in data.rows
    ]
    totals = dict(sheet.totals)
    foot = f'<th class="n">{escape(hall_text(language, "sheet_total"))}</th>' + "".join(
        f'<th class="n">{totals.get(n, "")}</th>' for n in numbers
    )
    parts.append(
        '<div class="scroll"><table class="sheet">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody>"
        f"<tfoot><tr>{foot}</tr></tfoot></table></div>"
        f'<p class="sub">{escape(hall_text(language, "sheet_legend"))}</p>'
    )
    return "".join(parts)


def sheet_body(language: Language, data: HallSheet) -> str:
    """The running sheet as everyone sees it."""
    sheet = data.sheet
    where = hall_text(language, "sheet_of", table=sheet.table, round=sheet.round)
    state = hall_text(language, "sheet_finished") if sheet.finished else ""
    said = f'<p class="said">{escape(state)}</p>' if state else ""
    return f'<h2 class="who">{escape(where)}</h2>{said}{sheet_table(language, data)}'


def _notes(said: str, refusal: str) -> str:
    parts = []
    if said:
        parts.append(f'<p class="said" role="status">{escape(said)}</p>')
    if refusal:
        parts.append(f'<p class="refusal" role="alert">{escape(refusal)}</p>')
    return "".join(parts)


def _hidden(device: str, code: str, version: int | None = None) -> str:
    fields = [("t", device), ("c", code)]
    if version is not None:
        fields.append(("v", str(version)))
    return "".join(
        f'<input type="hidden" name="{name}" value="{escape(value)}">' for name, value in fields
    )


def _check(name: str, value: int, label: str, *, kind: str = "checkbox", on: bool) -> str:
    checked = " checked" if on else ""
    return (
        f'<label class="tick"><input type="{kind}" name="{name}" value="{value}"{checked}>'
        f" {escape(label)}</label>"
    )


def keeper_body(
    language: Language,
    data: HallSheet,
    *,
    device: str,
    code: str,
    said: str = "",
    refusal: str = "",
    typed: TypedHand | None = None,
    taking: bool = True,
) -> str:
    """The keeper's page: what the last hand came to, the next hand's form (unless the game
    is over, with what was typed when it was refused), the sheet so far and the link the
    others follow it by."""
    sheet = data.sheet
    typed = typed or TypedHand()
    points = typed.points
    where = hall_text(language, "sheet_of", table=sheet.table, round=sheet.round)
    parts = [_notes(said, refusal), f'<h2 class="who">{escape(where)}</h2>']
    if taking and not sheet.finished:
        rows = []
        for entry in data.in_play:
            n = entry.number
            ticks = [
                _check(
                    "closer",
                    n,
                    hall_text(language, "hand_closer"),
                    kind="radio",
                    on=typed.closer == n,
                ),
                _check(
                    "no",
                    n,
                    hall_text(language, "hand_not_opened"),
                    on=n in typed.not_opened,
                ),
            ]
            if data.reentries:
                ticks.append(
                    _check(
                        "re",
                        n,
                        hall_text(language, "hand_reenters"),
                        on=n in typed.reentries,
                    )
                )
            rows.append(
                f'<fieldset class="player-hand"><legend>{_name(entry)}</legend>'
                f'<label for="p{n}">{escape(hall_text(language, "hand_points"))}</label> '
                f'<input id="p{n}" name="p{n}" inputmode="numeric" maxlength="{FIGURE_LENGTH}" '
                f'value="{escape(str(points.get(n, "")))}" autocomplete="off">'
                f'<div class="ticks">{"".join(ticks)}</div></fieldset>'
            )
        in_hand = ""
        if data.in_hand:
            in_hand = (
                '<label class="tick"><input type="checkbox" name="ih" value="1"'
                f"{' checked' if typed.in_hand else ''}> "
                f"{escape(hall_text(language, 'hand_in_hand'))}</label>"
            )
        number = len(sheet.hands) + 1
        parts.append(
            '<form class="find hand" action="/enter/hand" method="post" autocomplete="off">'
            f"{_hidden(device, code, sheet.version)}"
            f"<h3>{escape(hall_text(language, 'hand_title', n=number))}</h3>"
            f"{''.join(rows)}{in_hand}"
            f'<div><button type="submit">{escape(hall_text(language, "hand_send"))}</button>'
            "</div></form>"
            f'<p class="sub">{escape(hall_text(language, "hand_how"))}</p>'
        )
        if data.reentries:
            parts.extend(
                '<form class="find reentry" action="/enter/reentry" method="post">'
                f"{_hidden(device, code, sheet.version)}"
                f'<input type="hidden" name="e" value="{n}">'
                f'<div><button type="submit">'
                f"{escape(hall_text(language, 'hand_reenter_button', entry=n))}</button></div>"
                "</form>"
                for n in sheet.eliminated
            )
    parts.append(f"<h3>{escape(hall_text(language, 'sheet_title'))}</h3>")
    parts.append(sheet_table(language, data))
    link = sheet_link(sheet.round, sheet.table)
    parts.append(
        f'<p><a href="{escape(link)}">{escape(hall_text(language, "sheet_live_link"))}</a></p>'
    )
    return "".join(parts)


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
) -> str:
    """A burraco pair's turno hand by hand (`hand_forms`), what the last attempt came to."""
    who = f'<h2 class="who">{escape(table_line)}</h2>' if table_line else ""
    form = hand_forms.hands_form(language, settings, hidden=_hidden(device, code), typed=typed)
    return f"{_notes(said, refusal)}{who}{form}"
