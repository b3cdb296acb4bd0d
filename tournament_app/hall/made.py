"""A hall page as made, in the bytes every phone is sent, and the answer that sends them.

A page is made once per change and then sent to a whole room of phones: its text is encoded
(and compressed) once when it is made, off the event loop, not at every request. Encoding the
standings' 140 kB of text for each of several hundred requests a second was a quarter of the
event loop's time under load, and every phone waited behind it. The compressed copy is what a
phone on the club's Wi-Fi is sent (the standings of 250 tables: 140 kB of text, 9 kB
compressed), so a room reading the pages again after a save does not fill the network.
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping
from dataclasses import dataclass

from aiohttp import web

LEVEL = 1
"""gzip's fastest level: about 1 ms for the seating of 250 tables, where its best saves a tenth
of the bytes for six times that."""


@dataclass(frozen=True)
class MadePage:
    """A page's HTTP status, its UTF-8 bytes and the same bytes compressed with gzip."""

    status: int
    body: bytes
    zipped: bytes


def made_page(status: int, html: str) -> MadePage:
    """The page `html` ready to send (done on the thread that made it)."""
    body = html.encode("utf-8")
    return MadePage(status, body, gzip.compress(body, LEVEL, mtime=0))


def takes_gzip(accept_encoding: str) -> bool:
    """Whether a request's Accept-Encoding takes gzip (every browser's does; "gzip;q=0" not)."""
    for part in accept_encoding.lower().split(","):
        name, _, weight = part.partition(";")
        if name.strip() in ("gzip", "*"):
            quality = weight.strip().removeprefix("q=").strip() if weight else "1"
            try:
                return float(quality) > 0
            except ValueError:
                return True
    return False


def page_answer(request: web.Request, page: MadePage, headers: Mapping[str, str]) -> web.Response:
    """The answer sending `page`: compressed to a phone that takes it, plain otherwise."""
    zipped = takes_gzip(request.headers.get("Accept-Encoding", ""))
    sent = {**headers, "Vary": "Accept-Encoding"}
    if zipped:
        sent["Content-Encoding"] = "gzip"
    return web.Response(
        body=page.zipped if zipped else page.body,
        status=page.status,
        content_type="text/html",
        charset="utf-8",
        headers=sent,
    )
