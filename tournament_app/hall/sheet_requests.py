"""The hall's requests for sheets written at the table (`services.table_sheets`): a scala 40
table's keeper page and its hands (`/enter` with the table's code, `/enter/hand`, a pairs
table's too, `/enter/reentry`), and a burraco turno hand by hand (`/enter?by=hands`,
`/enter/hands`).

Every form passes the same checks as the totals' (`entry_requests.checked_form`: the hall's
own page, its phone's token, small, within the attempts allowed) before reaching the
services, which refuse a bad hand in words and change nothing.
"""

from __future__ import annotations

import asyncio
import functools
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from aiohttp import web

from tournament_app.exports.templating import NavLink, piece
from tournament_app.hall import entry_requests, hand_forms, pairs_pages, sheet_pages
from tournament_app.hall.words import hall_text
from tournament_app.services import ServiceError
from tournament_app.services import hall_pages as data
from tournament_app.services.errors import ConflictError, ErrorCode
from tournament_app.services.messages import describe, unlikely_sentence
from tournament_app.services.table_entry import TAKES_ENTRIES, TableCode
from tournament_app.services.table_sheets import SheetChange

if TYPE_CHECKING:
    from tournament_app.exports.documents import Language
    from tournament_app.hall.server import HallServer

TYPED_CHARACTERS = sheet_pages.FIGURE_LENGTH


def hands_link(language: Language, code: str) -> str:
    """The link from the totals' form to the hand-by-hand one."""
    address = "/enter?" + urlencode({"c": code, "by": "hands"})
    return piece("link_line", NavLink(address, hall_text(language, "hands_link")))


async def _read(server: HallServer, call: Any, *args: Any, **kwargs: Any) -> Any:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(server._readers, functools.partial(call, *args, **kwargs))


async def _write(server: HallServer, call: Any, *args: Any, **kwargs: Any) -> Any:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(server._writes, functools.partial(call, *args, **kwargs))


async def _sheet_of(server: HallServer, language: Language, found: TableCode) -> data.HallSheet:
    sheet: data.HallSheet = await _read(
        server,
        data.hall_sheet,
        server.services,
        server.tournament_id,
        found.round_number,
        found.table,
        language=language,
    )
    return sheet


async def keeper_page(
    server: HallServer,
    language: Language,
    device: str,
    found: TableCode,
    code: str,
    *,
    said: str = "",
    refusal: str = "",
    typed: sheet_pages.TypedHand | pairs_pages.TypedPairsHand | None = None,
    status: int = 200,
) -> web.Response:
    """The scala 40 keeper's page for the table of `code` (its sheet alone, and why, once the
    code takes no more hands)."""
    sheet = await _sheet_of(server, language, found)
    taking = found.state in TAKES_ENTRIES and not sheet.sheet.finished
    if not taking and sheet.sheet.finished and not said:
        said = hall_text(language, "sheet_finished")
    elif not taking and not said and not refusal:
        refusal = hall_text(language, "entry_closed")
    body = sheet_pages.keeper_body(
        language,
        sheet,
        device=device,
        code=code,
        said=said,
        refusal=refusal,
        typed=typed,
        taking=taking,
    )
    return await entry_requests.respond(server, language, device, body, status)


async def hands_page(
    server: HallServer,
    language: Language,
    device: str,
    found: TableCode,
    code: str,
    *,
    said: str = "",
    refusal: str = "",
    typed: dict[str, str] | None = None,
    status: int = 200,
) -> web.Response:
    """A burraco pair's turno hand by hand, for the table of `code`."""
    settings = await _read(server, server.burraco_settings)
    line = hall_text(language, "entry_table", table=found.table, round=found.round_number)
    body = sheet_pages.hands_body(
        language,
        settings,
        device=device,
        code=code,
        table_line=line,
        said=said,
        refusal=refusal,
        typed=typed,
        three=found.three_pairs,
    )
    return await entry_requests.respond(server, language, device, body, status)


async def _found(server: HallServer, posted: entry_requests.Posted) -> TableCode | web.Response:
    """The table of the posted code, or the code box saying why there is none."""
    assert server.writer is not None
    try:
        found: TableCode = await _write(
            server, server.writer.table_sheets.keeper_table, server.tournament_id, posted.typed.code
        )
        return found
    except ServiceError as error:
        language, device = posted.language, posted.device
        refusal = describe(error, language)
        return await entry_requests.code_box(
            server, language, device, typed=posted.typed, refusal=refusal, status=409
        )


CHANGE_WORDS = {
    "sheet.hand": "sheet_change_hand",
    "sheet.correct": "sheet_change_corrected",
    "sheet.remove_hand": "sheet_change_removed",
}


def changes_words(language: Language, changes: tuple[SheetChange, ...]) -> str:
    """What changed a keeper's sheet meanwhile, newest first: "mano 2 corretta da Direttore"
    (by this table's phone: "da questo tavolo"); who else when the log names nothing."""
    said = []
    for change in changes:
        who = hall_text(language, "sheet_change_phone") if change.by_phone else change.station
        key = CHANGE_WORDS.get(change.action) if change.hand is not None else None
        if key is None:
            said.append(hall_text(language, "sheet_change_other", who=who))
        else:
            said.append(hall_text(language, key, n=change.hand, who=who))
    return ", ".join(said) or hall_text(language, "sheet_change_unknown")


async def _refused(
    server: HallServer, error: ServiceError, language: Language, found: TableCode, version: int
) -> str:
    """A keeper's write refused, in words: over a sheet changed meanwhile, what changed it
    (the change log's, read now)."""
    if isinstance(error, ConflictError):
        changes = await _read(
            server,
            server.services.table_sheets.changes_since,
            server.tournament_id,
            found.code,
            version,
        )
        said = changes_words(language, changes)
        return hall_text(language, "hand_changed", changes=said)
    return _refusal(error, language)


def _refusal(error: ServiceError, language: Language) -> str:
    if error.code is ErrorCode.UNLIKELY_SCORE:
        # A phone cannot confirm it (the window's question): the director enters the hand.
        found = error.params.get("findings", ())
        why = "; ".join(unlikely_sentence(finding, 0, language) for finding in found)
        return hall_text(language, "hand_unlikely", why=why)
    return describe(error, language)


def _numbers(values: list[str]) -> tuple[int, ...]:
    return tuple(int(v) for v in values[:12] if v.isascii() and v.isdigit() and len(v) < 7)


def _version(posted: entry_requests.Posted) -> int:
    typed = posted.fields("v")[:1]
    return _numbers(typed)[0] if _numbers(typed) else -1


async def hand_post(server: HallServer, request: web.Request) -> web.Response:
    """A scala 40 hand from the keeper's phone: read as the window reads it, then entered
    over the sheet the phone showed (`table_sheets`); refused in words, nothing saved."""
    assert server.writer is not None
    posted = await entry_requests.checked_form(server, request)
    if isinstance(posted, web.Response):
        return posted
    found = await _found(server, posted)
    if isinstance(found, web.Response):
        return found
    language, device, code = posted.language, posted.device, posted.typed.code
    if posted.fields("k")[:1] == [pairs_pages.FORM_KIND]:
        return await _pairs_hand(server, posted, found)
    points = {
        int(name[1:]): value[:TYPED_CHARACTERS]
        for name, value in posted.form.items()
        if isinstance(value, str) and name[:1] == "p" and name[1:].isdigit() and len(name) < 7
    }
    closer = _numbers(posted.fields("closer")[:1])
    typed = sheet_pages.TypedHand(
        points=points,
        closer=closer[0] if closer else None,
        not_opened=_numbers(posted.fields("no")),
        reentries=_numbers(posted.fields("re")),
        in_hand=bool(posted.fields("ih")),
    )
    sheets = server.writer.table_sheets
    try:
        hand = await _write(
            server,
            sheets.typed_hand,
            server.tournament_id,
            code,
            points,
            marked=typed.closer,
            not_opened=typed.not_opened,
            in_hand=typed.in_hand,
            reentries=typed.reentries,
        )
        sheet = await _write(
            server,
            sheets.enter_hand,
            server.tournament_id,
            code,
            hand,
            version=_version(posted),
        )
    except ServiceError as error:
        # Nothing a keeper typed is lost: over a sheet changed meanwhile too, the hand stays
        # in the form, to be checked against the sheet and sent again.
        refusal = await _refused(server, error, language, found, _version(posted))
        return await keeper_page(
            server, language, device, found, code, refusal=refusal, typed=typed, status=409
        )
    key = "hand_saved_over" if sheet.finished else "hand_saved"
    said = hall_text(language, key, n=len(sheet.hands))
    return await keeper_page(server, language, device, found, code, said=said)


async def _pairs_hand(
    server: HallServer, posted: entry_requests.Posted, found: TableCode
) -> web.Response:
    """A pairs table's hand from the keeper's phone: who closed and each player's points,
    read and judged by the services (`table_sheets.typed_pairs_hand`, `enter_pairs_hand`)
    over the sheet the phone showed; refused in words, nothing saved."""
    assert server.writer is not None
    language, device, code = posted.language, posted.device, posted.typed.code
    given = {k: v for k, v in posted.form.items() if isinstance(v, str)}
    typed = pairs_pages.read_typed(given, TYPED_CHARACTERS)
    sheets = server.writer.table_sheets
    try:
        hand = await _write(
            server,
            sheets.typed_pairs_hand,
            server.tournament_id,
            code,
            typed.points,
            marked=typed.closer,
        )
        sheet = await _write(
            server,
            sheets.enter_pairs_hand,
            server.tournament_id,
            code,
            hand,
            version=_version(posted),
        )
    except ServiceError as error:
        refusal = await _refused(server, error, language, found, _version(posted))
        return await keeper_page(
            server, language, device, found, code, refusal=refusal, typed=typed, status=409
        )
    key = "hand_saved_over" if sheet.finished else "hand_saved"
    said = hall_text(language, key, n=len(sheet.hands))
    return await keeper_page(server, language, device, found, code, said=said)


async def reentry_post(server: HallServer, request: web.Request) -> web.Response:
    """An eliminated player back in, from the keeper's phone."""
    assert server.writer is not None
    posted = await entry_requests.checked_form(server, request)
    if isinstance(posted, web.Response):
        return posted
    found = await _found(server, posted)
    if isinstance(found, web.Response):
        return found
    language, device, code = posted.language, posted.device, posted.typed.code
    player = _numbers(posted.fields("e")[:1])
    try:
        await _write(
            server,
            server.writer.table_sheets.reenter,
            server.tournament_id,
            code,
            player[0] if player else -1,
            version=_version(posted),
        )
    except ServiceError as error:
        refusal = await _refused(server, error, language, found, _version(posted))
        return await keeper_page(server, language, device, found, code, refusal=refusal, status=409)
    said = hall_text(language, "hand_reentered", entry=player[0])
    return await keeper_page(server, language, device, found, code, said=said)


async def hands_post(server: HallServer, request: web.Request) -> web.Response:
    """A burraco pair's turno hand by hand: each hand's two figures, scored and entered as
    totals are (`table_sheets.enter_hands`), for the other pair to confirm."""
    assert server.writer is not None
    posted = await entry_requests.checked_form(server, request)
    if isinstance(posted, web.Response):
        return posted
    language, device, code = posted.language, posted.device, posted.typed.code
    settings = await _read(server, server.burraco_settings)
    given = {k: v for k, v in posted.form.items() if isinstance(v, str)}
    writer = server.writer
    try:
        found = await _write(server, writer.table_entry.table_of_code, server.tournament_id, code)
    except ServiceError as error:
        body = entry_requests.refused_body(language, device, posted.typed, error, False)
        return await entry_requests.respond(server, language, device, body, 409)
    typed = hand_forms.typed_fields(given, settings, three=found.three_pairs)
    hands = hand_forms.read_hands(typed, settings, three=found.three_pairs)
    if isinstance(hands, hand_forms.NotRead):
        refusal = hall_text(language, hands.key, n=hands.hand)
        return await hands_page(
            server, language, device, found, code, refusal=refusal, typed=typed, status=400
        )
    try:
        outcome = await _write(
            server,
            writer.table_sheets.enter_hands,
            server.tournament_id,
            code,
            hands,
            device=device,
        )
    except ServiceError as error:
        if error.code is ErrorCode.TABLE_ENTRY_CLOSED:
            body = entry_requests.refused_body(language, device, posted.typed, error, False)
            return await entry_requests.respond(server, language, device, body, 409)
        refusal = describe(error, language)
        return await hands_page(
            server, language, device, found, code, refusal=refusal, typed=typed, status=409
        )
    body = entry_requests.outcome_body(language, device, posted.typed, outcome)
    return await entry_requests.respond(server, language, device, body)
