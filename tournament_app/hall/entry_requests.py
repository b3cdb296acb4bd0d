"""The `/enter` requests of `HallServer` (bound in its class body): the page with the code
box, and the form's POST, checked as `hall.entry` says before anything reaches the services.
In a scala 40 tournament the code box asks for the table's code alone and opens the table's
keeper page (`sheet_requests.keeper_page`), as the table card's QR does."""

from __future__ import annotations

import asyncio
import datetime
import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from aiohttp import web
from multidict import MultiDictProxy

from tournament_app.hall import entry, pages, sheet_requests
from tournament_app.hall.words import hall_text, pick_language
from tournament_app.services import ServiceError
from tournament_app.services.errors import ErrorCode
from tournament_app.services.messages import describe
from tournament_app.services.table_entry import (
    CODE_LENGTH,
    TAKES_ENTRIES,
    PhoneEntry,
    TableCode,
    normalized,
)

if TYPE_CHECKING:
    from aiohttp.web_request import FileField

    from tournament_app.exports.documents import Language
    from tournament_app.hall.server import HallServer

LANGUAGE_COOKIE = "lang"
DEVICE_CHARACTERS = 32


def phone_language(request: web.Request) -> Language:
    """The language a phone reads the hall in: asked in the link, remembered, or its own."""
    return pick_language(
        request.query.get("lang"),
        request.cookies.get(LANGUAGE_COOKIE),
        request.headers.get("Accept-Language", ""),
    )


def _device(request: web.Request) -> str:
    """The phone's token from its cookie, a new one when it has none (or a forged shape)."""
    kept = request.cookies.get(entry.DEVICE_COOKIE, "")
    usable = len(kept) == DEVICE_CHARACTERS and all(c.isalnum() or c in "-_" for c in kept)
    return kept if usable else entry.new_device()


def _table_line(language: Language, found: TableCode) -> str:
    return hall_text(language, "entry_table", table=found.table, round=found.round_number)


async def respond(
    server: HallServer, language: Language, device: str, body: str, status: int = 200
) -> web.Response:
    loop = asyncio.get_running_loop()
    header = await loop.run_in_executor(server._readers, server._header, language)
    now = datetime.datetime.now().strftime("%H:%M:%S")
    html = pages.page_html(
        header=header,
        title=hall_text(language, "entry_title"),
        body=body,
        path="/enter",
        query={},
        counter=0,
        updated=hall_text(language, "updated_at", time=now),
        entry_link=True,
        live=False,
    )
    response = web.Response(
        text=html,
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store", **_SAFE},
    )
    response.set_cookie(
        entry.DEVICE_COOKIE, device, max_age=86400, httponly=True, samesite="Strict"
    )
    return response


async def code_box(
    server: HallServer,
    language: Language,
    device: str,
    *,
    typed: entry.Typed | None = None,
    refusal: str = "",
    status: int = 200,
) -> web.Response:
    """The code box, saying why the last attempt got nowhere: in scala 40 the table's code
    alone (a keeper's), in burraco the code and the turno's totals."""
    loop = asyncio.get_running_loop()
    if await loop.run_in_executor(server._readers, server.game) == "scala40":
        code = typed.code if typed else ""
        body = entry.keeper_code_body(language, code=code, refusal=refusal)
    else:
        body = entry.entry_body(language, device=device, typed=typed, refusal=refusal)
    return await respond(server, language, device, body, status)


async def enter_page(server: HallServer, request: web.Request) -> web.Response:
    """The code box; with a code (the table card's QR), its table and where its entry is."""
    assert server.writer is not None
    language, device = phone_language(request), _device(request)
    loop = asyncio.get_running_loop()
    if not await loop.run_in_executor(server._readers, server.takes_entries):
        # No form that could only be refused: the page says entry is off, in words.
        body = pages.refusal_body(hall_text(language, "entry_off"))
        return await respond(server, language, device, body, 404)
    asked = request.query.get("c")
    if asked is None:
        return await code_box(server, language, device)
    # A code box sent empty (a browser that ignores `required`, a resend, a scala 40 POST
    # sent on here): the services refuse it as they refuse a wrong code, nothing changed.
    code = normalized(asked)[: CODE_LENGTH * 2]
    typed = entry.Typed(code, None, None, "", "")
    if not server._per_address.allow(request.remote or ""):
        refusal = hall_text(language, "entry_too_many")
        return await code_box(server, language, device, typed=typed, refusal=refusal, status=429)
    # A read: on the readers, not queued on the one write thread behind the other tables'
    # entries being saved (under a room's entries that queue was seconds long).
    reading = server.services.table_entry
    try:
        found = await loop.run_in_executor(
            server._readers, reading.table_of_code, server.tournament_id, code
        )
    except ServiceError as error:
        refusal = describe(error, language)
        return await code_box(server, language, device, typed=typed, refusal=refusal, status=404)
    # A scala 40 table's keeper enters hands; a burraco pair may enter its hands one by one.
    game = await loop.run_in_executor(server._readers, server.game)
    if game == "scala40":
        return await sheet_requests.keeper_page(server, language, device, found, code)
    taking = found.state in TAKES_ENTRIES
    if request.query.get("by") == "hands" and taking:
        return await sheet_requests.hands_page(server, language, device, found, code)
    figures = (found.ns_mp, found.ew_mp, found.third_mp)
    notes = entry.entry_notes(language, found.state, figures, found.sent)
    body = entry.entry_body(
        language,
        device=device,
        typed=typed,
        table_line=_table_line(language, found),
        said=notes.said,
        warning=notes.warning,
        three=found.three_pairs,
        form=taking,
    )
    if game == "burraco" and taking:
        body += sheet_requests.hands_link(language, code)
    return await respond(server, language, device, body)


def outcome_body(language: Language, device: str, typed: entry.Typed, outcome: PhoneEntry) -> str:
    """The page after a phone's figures (totals, or a turno hand by hand) were taken: what
    they came to, and the form again only while the table takes entries (the same phone
    may correct its figures while the other pair has not confirmed them)."""
    figures = (outcome.ns_mp, outcome.ew_mp, outcome.third_mp)
    notes = entry.entry_notes(language, outcome.state, figures, outcome.sent, just_sent=True)
    line = hall_text(language, "entry_table", table=outcome.table, round=outcome.round_number)
    return entry.entry_body(
        language,
        device=device,
        typed=typed,
        table_line=line,
        said=notes.said,
        warning=notes.warning,
        three=outcome.third_mp is not None,
        hands=outcome.hands,
        form=outcome.state in TAKES_ENTRIES,
    )


def refused_body(
    language: Language, device: str, typed: entry.Typed, error: ServiceError, three: bool
) -> str:
    """The page refusing a phone's figures: the form again with what was typed, unless the
    table takes no more entries (TABLE_ENTRY_CLOSED: the refusal says why)."""
    refusal = describe(error, language)
    if error.code is ErrorCode.TABLE_ENTRY_CLOSED:
        return entry.entry_body(language, device=device, typed=typed, refusal=refusal, form=False)
    return entry.entry_body(language, device=device, typed=typed, refusal=refusal, three=three)


@dataclass(frozen=True)
class Posted:
    """A phone's form that passed `checked_form`: its language, token and fields."""

    language: Language
    device: str
    form: MultiDictProxy[str | bytes | bytearray | FileField]
    typed: entry.Typed

    def fields(self, name: str) -> list[str]:
        """Every value given for `name` (ticked boxes), text ones only."""
        return [v for v in self.form.getall(name, []) if isinstance(v, str)]


async def checked_form(server: HallServer, request: web.Request) -> Posted | web.Response:
    """A form from a phone, or the page refusing it in words: unless it is the hall's own
    (origin and token), small, within the attempts allowed for its address and code."""
    language, device = phone_language(request), _device(request)
    origin, site = request.headers.get("Origin"), request.headers.get("Sec-Fetch-Site")
    if not entry.same_origin(origin, site, request.host):
        refusal = hall_text(language, "entry_foreign")
        return await code_box(server, language, device, refusal=refusal, status=403)
    try:
        form = await request.post()
    except web.HTTPRequestEntityTooLarge:
        refusal = hall_text(language, "entry_too_long")
        return await code_box(server, language, device, refusal=refusal, status=413)
    fields = {k: v for k in ("c", "ns", "ew", "third", "t") if isinstance(v := form.get(k), str)}
    typed = entry.read_form(fields)
    if fields.get("t") != request.cookies.get(entry.DEVICE_COOKIE):
        # A form the hall did not give this phone: another site's, or a page kept from
        # before the phone's token (cookie) was set. Reading the page again mends the latter.
        refusal = hall_text(language, "entry_foreign")
        return await code_box(server, language, device, typed=typed, refusal=refusal, status=403)
    allowed = server._per_address.allow(request.remote or "")
    if not (allowed and server._per_code.allow(typed.code)):
        refusal = hall_text(language, "entry_too_many")
        return await code_box(server, language, device, typed=typed, refusal=refusal, status=429)
    return Posted(language, device, form, typed)


async def enter_post(server: HallServer, request: web.Request) -> web.Response:
    """A table's totals from a phone: refused in words unless the form is the hall's own,
    small, within the attempts allowed and a code's; then entered (`table_entry.enter`)."""
    assert server.writer is not None
    posted = await checked_form(server, request)
    if isinstance(posted, web.Response):
        return posted
    language, device, typed = posted.language, posted.device, posted.typed
    loop = asyncio.get_running_loop()
    if await loop.run_in_executor(server._readers, server.game) == "scala40":
        # A keeper's code from a form without totals: its table's page, as the QR opens it
        # (a wrong or empty code is refused there).
        raise web.HTTPSeeOther("/enter?" + urlencode({"c": typed.code}), headers=_SAFE)
    three = bool(typed.third_text.strip())
    if not typed.numbers or typed.ns_mp is None or typed.ew_mp is None:
        refusal = hall_text(language, "entry_not_numbers")
        body = entry.entry_body(language, device=device, typed=typed, refusal=refusal, three=three)
        return await respond(server, language, device, body, 400)
    enter = functools.partial(
        server.writer.table_entry.enter,
        server.tournament_id,
        typed.code,
        typed.ns_mp,
        typed.ew_mp,
        device=device,
        third_mp=typed.third_mp,
    )
    try:
        outcome = await loop.run_in_executor(server._writes, enter)
    except ServiceError as error:
        # A table of three's code with two totals: the form comes back with its third field.
        three = three or error.params.get("detail") == "three_lines_needed"
        body = refused_body(language, device, typed, error, three)
        return await respond(server, language, device, body, 409)
    return await respond(server, language, device, outcome_body(language, device, typed, outcome))


_SAFE = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
    "Referrer-Policy": "no-referrer",
}
