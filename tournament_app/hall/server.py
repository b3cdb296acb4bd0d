"""The hall service: one tournament's pages served read-only on the club's network.

`HallServer` runs aiohttp's server on a thread of its own with its own event loop, so the
window keeps its thread and `torneo hall` just waits for Ctrl+C. The services it reads are a
display station's (`open_services(..., read_only=True)`): nothing a page or a request does
can write. Pages are read on two worker threads (the services are blocking) and kept until
the database's change marker moves: a room of phones asking for the standings costs one read.
"""

from __future__ import annotations

import asyncio
import datetime
import errno
import socket
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from aiohttp import web

from tournament_app.exports.documents import EntryHistory, Language, TournamentHeader
from tournament_app.exports.labels import standings_title, text
from tournament_app.hall import (
    entry,
    entry_requests,
    pages,
    sheet_pages,
    sheet_requests,
    switching,
)
from tournament_app.hall.addresses import shown_addresses
from tournament_app.hall.clock import ClockReader, clock_answer
from tournament_app.hall.live import STREAM_SECONDS, WATCH_SECONDS, ChangeMarker, event_stream
from tournament_app.hall.made import MadePage, made_page, page_answer
from tournament_app.hall.pacing import Pacing
from tournament_app.hall.words import hall_text
from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, open_services
from tournament_app.services import hall_pages as data
from tournament_app.services.messages import describe
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services import Services

DEFAULT_PORT = 8080
EVERY_INTERFACE = "0.0.0.0"
"""Listening on every interface: the phones on the club's Wi-Fi reach the laptop."""
CACHED_PAGES = 400
CACHED_TABLES = 4000
"""My table pages kept (one per number asked, per language): a 250-table event's 500 pairs
each ask their own; fewer kept would read them all again in turn."""
START_SECONDS = 10.0
STOP_SECONDS = 5.0
PAGE_PARAMETERS = ("n", "round", "table")
SEATING_PAGES = ("/", "/seating")
"""The pages a result does not change (My table, a round's seating): kept until the
seating changes."""
HALL_PAGES = ("/", "/standings", "/seating", "/results", "/history", "/sheet")
"""The addresses of the hall's pages (the entry forms have their own, when the tables enter)."""


class HallStartError(Exception):
    """The server could not listen on the address asked (a port another program holds)."""

    def __init__(self, host: str, port: int, reason: str, *, foreign_host: bool = False) -> None:
        super().__init__(f"{host}:{port}: {reason}")
        self.host = host
        self.port = port
        self.reason = reason
        self.foreign_host = foreign_host
        """`host` is no address of this computer (a port is not the cure)."""


def hall_station() -> str:
    """The name the hall's reads sign with, as other stations show it."""
    return f"hall@{socket.gethostname()}"[:60]


def open_hall_services(database: str | None) -> Services:
    """The database opened as a display station: every connection read-only."""
    return open_services(database, station=hall_station(), read_only=True)


def reader_of(services: Services) -> Services:
    """A display station's services on the same database as `services` (the window's)."""
    return open_hall_services(services.database.url.render_as_string(hide_password=False))


def open_entry_services(database: str | None) -> Services:
    """The services the tables' phone entries write through, and nothing else does
    (`hall.entry`): a station of their own, so the log tells them from the director's."""
    return open_services(database, station=f"{hall_station()[:50]} tavoli")


def writer_of(services: Services) -> Services | None:
    """The phone entries' services on the same database as `services` (the window's); None
    for a display station, whose hall only shows: its phones enter nothing."""
    address = services.database.url.render_as_string(hide_password=False)
    return None if services.read_only else open_entry_services(address)


@dataclass(frozen=True)
class _Page:
    header_title: str
    body: str
    status: int = 200


class HallServer:
    """One tournament's hall pages on `host`:`port` (port 0: any free one), until stopped."""

    def __init__(
        self,
        services: Services,
        tournament_id: TournamentId,
        *,
        host: str = EVERY_INTERFACE,
        port: int = DEFAULT_PORT,
        stream_seconds: float = STREAM_SECONDS,
        watch_seconds: float = WATCH_SECONDS,
        owns_services: bool = False,
        writer: Services | None = None,
        reuse_port: bool = False,
    ) -> None:
        """`writer`: the services the tables' phone entries write through (`/enter`); None,
        the hall takes no entries and has no such page. Closed with the server when it
        `owns_services`. `reuse_port`: other processes listen on the same port too
        (`hall.processes`)."""
        self.reuse_port = reuse_port
        self.services = services
        self.writer = writer
        self._writes = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hall-write")
        self._per_code = entry.Limiter(entry.PER_CODE)
        self._per_address = entry.Limiter(entry.PER_ADDRESS)
        self.tournament_id = tournament_id
        self.host = host
        self.port = port
        self.stream_seconds = stream_seconds
        self.watch_seconds = watch_seconds
        self._owns_services = owns_services
        self._readers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="hall-read")
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._marker: ChangeMarker | None = None
        self._follower: asyncio.Task[None] | None = None
        self._cache: dict[tuple[int | str, str, str, Language], MadePage] = {}
        self._tables_cache: dict[tuple[int | str, str, str, Language], MadePage] = {}
        self._described: dict[int, str] = {}
        """The seating's version (a short text) at the latest markers: the one being said
        and the one before, which pages are still read at until everyone is told."""
        self._entry_kept: tuple[int, bool] | None = None
        self._pacing = Pacing()
        self._rounds_lock = threading.Lock()
        self._kept_rounds: dict[Language, tuple[str, data.HallRounds]] = {}
        self._histories_lock = threading.Lock()
        self._kept_histories: dict[Language, tuple[int, dict[int, EntryHistory]]] = {}
        self._pending: dict[tuple[int | str, str, str, Language], asyncio.Future[MadePage]] = {}
        self.tournament_name = ""
        self._game = ""
        self._switching = False
        """The name of the tournament served, read when it starts."""
        self._clock_reader = ClockReader(
            lambda: self.services.round_clock.get(self.tournament_id), self._readers
        )

    # -- running --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Listen, or raise HallStartError (NotFoundError: no such tournament)."""
        self.tournament_name = self.services.tournaments.get(self.tournament_id).name
        started = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._listen())
            except BaseException as error:
                failure.append(error)
                started.set()
                loop.close()
                return
            started.set()
            loop.run_forever()
            loop.run_until_complete(self._close())
            loop.close()

        self._thread = threading.Thread(target=run, name="hall-server", daemon=True)
        self._thread.start()
        if not started.wait(START_SECONDS):
            raise HallStartError(self.host, self.port, "timed out")
        if failure:
            self._thread.join(STOP_SECONDS)
            self._thread = None
            error = failure[0]
            if isinstance(error, OSError):
                foreign = error.errno in (errno.EADDRNOTAVAIL, socket.EAI_NONAME)
                reason = error.strerror or str(error)
                raise HallStartError(self.host, self.port, reason, foreign_host=foreign)
            raise error
        self._switching = True
        switching.serving()

    def stop(self) -> None:
        """Close every stream and the server; release the services if they are the hall's."""
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            if self._marker is not None:
                loop.call_soon_threadsafe(self._marker.closing.set)
            loop.call_soon_threadsafe(loop.stop)
            thread.join(STOP_SECONDS)
        self._thread = None
        if self._switching:
            self._switching = False
            switching.done()
        self._readers.shutdown(wait=False, cancel_futures=True)
        self._writes.shutdown(wait=True, cancel_futures=True)
        if self._owns_services:
            self.services.close()
            if self.writer is not None:
                self.writer.close()

    def addresses(self) -> tuple[str, ...]:
        """The addresses to type or scan, the club network's first."""
        return tuple(f"http://{host}:{self.port}/" for host in shown_addresses(self.host))

    async def _listen(self) -> None:
        # No request of the hall has a body bigger than an entry's form.
        app = web.Application(client_max_size=entry.BODY_BYTES)
        if self.writer is not None:
            app.router.add_get("/enter", self._enter_page)
            app.router.add_post("/enter", self._enter_post)
            app.router.add_post("/enter/hand", self._hand_post)
            app.router.add_post("/enter/reentry", self._reentry_post)
            app.router.add_post("/enter/hands", self._hands_post)
        for path in HALL_PAGES:
            app.router.add_get(path, self._page)
        app.router.add_get("/hall.css", self._static)
        app.router.add_get("/hall.js", self._static)
        app.router.add_get("/clock.js", self._static)
        app.router.add_get("/clock", self._clock)
        app.router.add_get("/events", self._events)
        app.router.add_get("/{elsewhere:.*}", self._missing)
        loop = asyncio.get_running_loop()
        read_marker: Callable[[], int] = self.services.audit.last_id
        first = await loop.run_in_executor(self._readers, read_marker)
        said = await loop.run_in_executor(self._readers, self._describe, first)
        self._marker = ChangeMarker(
            read_marker,
            self._readers,
            first=first,
            every=self.watch_seconds,
            describe=lambda value: said if value == first else self._describe(value),
        )
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(
            runner, self.host, self.port, reuse_address=True, reuse_port=self.reuse_port or None
        )
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        bound = runner.addresses
        if bound and isinstance(bound[0], tuple):
            self.port = int(bound[0][1])
        self._follower = asyncio.ensure_future(self._marker.follow())

    async def _close(self) -> None:
        if self._marker is not None:
            self._marker.closing.set()
        if self._follower is not None:
            await asyncio.wait({self._follower}, timeout=STOP_SECONDS)
        if self._runner is not None:
            await self._runner.cleanup()

    # -- requests -------------------------------------------------------------------------

    _enter_page = entry_requests.enter_page
    _enter_post = entry_requests.enter_post
    _hand_post = sheet_requests.hand_post
    _reentry_post = sheet_requests.reentry_post
    _hands_post = sheet_requests.hands_post

    async def _static(self, request: web.Request) -> web.Response:
        name = request.path.lstrip("/")
        content = resources.files("tournament_app.hall").joinpath(name).read_text("utf-8")
        kind = "text/css" if name.endswith(".css") else "text/javascript"
        return web.Response(
            text=content,
            content_type=kind,
            charset="utf-8",
            headers={"Cache-Control": "max-age=300", **_SAFE},
        )

    async def _clock(self, request: web.Request) -> web.Response:
        marker = self._marker.value if self._marker is not None else 0
        state, elapsed = await self._clock_reader.state(marker)
        return clock_answer(state, elapsed)

    async def _events(self, request: web.Request) -> web.StreamResponse:
        assert self._marker is not None
        return await event_stream(request, self._marker, limit=self.stream_seconds)

    def _describe(self, marker: int) -> str:
        """The marker as the live stream says it, "<marker> s<seating> c<clock>" (on a
        worker thread, when it moves): the seating's version and the round clock's last
        change, so My table and the seating are read again only when seats move, and the
        clock only when it was started, paused or reset."""
        try:
            seats = data.seating_version(self.services, self.tournament_id)
            clock = data.clock_version(self.services)
            version = f"{hash(seats) & 0xFFFFFFFFFFFF:x}"
        except ServiceError:  # nothing to keep pages by: the change itself stands for it
            version, clock = f"m{marker}", marker
        for old in sorted(self._described)[:-2]:
            self._described.pop(old, None)
        self._described[marker] = version
        return f"{marker} s{version} c{clock}"

    def _seats(self, marker: int) -> str:
        """The seating's version at `marker` (read with it by `_describe`)."""
        version = self._described.get(marker)
        # Not read yet (a moment after a change): a version of its own, never kept long.
        return f"s{version}" if version is not None else f"sm{marker}"

    async def _page(self, request: web.Request) -> web.Response:
        asked = request.query.get("lang")
        language = entry_requests.phone_language(request)
        marker = self._marker.value if self._marker is not None else 0
        # Only what the pages read: any other parameter would only multiply the kept pages.
        query = {k: request.query[k][:12] for k in PAGE_PARAMETERS if k in request.query}
        # My table and the seating show seats, which a result does not move: their pages
        # are kept until the seating changes, not at every result (a room of phones reads
        # them again at each change; 500 pages made again several times a second, and the
        # seating's 250 tables, held every reader).
        tables = request.path in SEATING_PAGES
        cache = self._tables_cache if tables else self._cache
        version = self._seats(marker) if tables else marker
        key = (
            version,
            request.path,
            "&".join(f"{k}={v}" for k, v in sorted(query.items())),
            language,
        )
        made = cache.get(key)
        page = key[1:]

        async def remake() -> None:
            now = self._marker.value if self._marker is not None else 0
            await self._read_once((now, *page), request.path, query, language, now)

        if made is None and not tables:
            made = self._pacing.while_making(page, remake)
        if made is None:
            made = await self._read_once(key, request.path, query, language, marker)
        response = page_answer(request, made, {"Cache-Control": "no-store", **_SAFE})
        if asked in ("it", "en"):
            response.set_cookie(
                entry_requests.LANGUAGE_COOKIE, asked, max_age=86400 * 30, samesite="Lax"
            )
        return response

    async def _missing(self, request: web.Request) -> web.Response:
        """Any other address (a link typed wrong): the hall's page saying so, under its menu,
        in the phone's language; never kept, so nothing grows with the addresses asked."""
        marker = self._marker.value if self._marker is not None else 0
        language = entry_requests.phone_language(request)
        loop = asyncio.get_running_loop()
        made = await loop.run_in_executor(self._readers, self._render, "", {}, language, marker)
        return page_answer(request, made, {"Cache-Control": "no-store", **_SAFE})

    async def _read_once(
        self,
        key: tuple[int | str, str, str, Language],
        path: str,
        query: dict[str, str],
        language: Language,
        marker: int,
    ) -> MadePage:
        """The page read on a worker thread, once for every phone asking it at the same
        moment (a save makes a room of phones ask the standings together)."""
        pending = self._pending.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        loop = asyncio.get_running_loop()
        self._pacing.begun(key[1:])
        pending = loop.run_in_executor(self._readers, self._render, path, query, language, marker)
        self._pending[key] = pending
        made = made_page(500, "")
        try:
            made = await asyncio.shield(pending)
        finally:
            self._pending.pop(key, None)
            self._pacing.made(key[1:], made)
        if made.status == 200:
            tables = path in SEATING_PAGES
            cache, most = (
                (self._tables_cache, CACHED_TABLES) if tables else (self._cache, CACHED_PAGES)
            )
            if len(cache) >= most or any(k[0] != key[0] for k in cache):
                cache.clear()
            cache[key] = made
        return made

    def _render(
        self, path: str, query: dict[str, str], language: Language, marker: int
    ) -> MadePage:
        """The page with its HTTP status, in the bytes sent: a refusal the services word is
        a page that says it."""
        status = 404
        if path not in HALL_PAGES:  # a link typed wrong: said so, under the hall's menu
            header, title = self._header(language), hall_text(language, "no_such_page")
            body = pages.refusal_body(title)
        else:
            try:
                header, title, body = self._content(path, query, language)
                status = 200
            except ServiceError as error:
                header = self._header(language)
                title = hall_text(language, pages.nav_word(path))
                body = pages.refusal_body(describe(error, language))
        updated = hall_text(
            language, "updated_at", time=datetime.datetime.now().strftime("%H:%M:%S")
        )
        html = pages.page_html(
            header=header,
            title=title,
            body=body,
            path=path,
            query=query,
            counter=self._seats(marker) if path in SEATING_PAGES else marker,
            updated=updated,
            entry_link=self._entry_link(marker),
            clock=path == "/",
        )
        return made_page(status, html)

    def takes_entries(self) -> bool:
        """Whether the tables enter their results here: entry services given, and the
        tournament's table entry on (read on a worker thread, as every page)."""
        if self.writer is None:
            return False
        try:
            settings = self.services.tournaments.get(self.tournament_id).settings
        except ServiceError:
            return False
        return bool(getattr(settings, "table_entry", False))

    def game(self) -> str:
        """The game of the tournament served ("burraco", "scala40"; "" when unreadable):
        read once, as a tournament's game never changes (every table's entry page asks)."""
        if not self._game:
            try:
                self._game = self.services.tournaments.get(self.tournament_id).game.value
            except ServiceError:
                return ""
        return self._game

    def burraco_settings(self) -> BurracoSettings:
        """The burraco settings of the tournament served (its hand-by-hand form);
        WRONG_GAME in scala 40."""
        settings = self.services.tournaments.get(self.tournament_id).settings
        if not isinstance(settings, BurracoSettings):
            raise ServiceError(ErrorCode.WRONG_GAME, {"game": "burraco", "tournament": ""})
        return settings

    def _entry_link(self, marker: int) -> bool:
        """`takes_entries` read once per change of the database, for the pages' link."""
        kept = self._entry_kept
        if kept is None or kept[0] != marker:
            kept = self._entry_kept = (marker, self.takes_entries())
        return kept[1]

    def _rounds(self, language: Language) -> data.HallRounds:
        """The announced rounds' seatings, read once per change of the seating (and per
        language) for every number typed: a result typed reads them no more."""
        marker = self._marker.value if self._marker is not None else 0
        version = self._seats(marker)
        with self._rounds_lock:
            kept = self._kept_rounds.get(language)
            if kept is None or kept[0] != version:
                read = data.hall_rounds(self.services, self.tournament_id, language=language)
                kept = self._kept_rounds[language] = (version, read)
            return kept[1]

    def _histories(self, language: Language) -> dict[int, EntryHistory]:
        """Every entry's history, made once per change (and per language) for all the
        phones asking their own: each would otherwise read the whole tournament again."""
        marker = self._marker.value if self._marker is not None else 0
        with self._histories_lock:
            kept = self._kept_histories.get(language)
            if kept is None or kept[0] != marker:
                made = data.hall_histories(self.services, self.tournament_id, language=language)
                kept = self._kept_histories[language] = (marker, made)
            return kept[1]

    def _header(self, language: Language) -> TournamentHeader:
        """The tournament's heading; a plain one when even that cannot be read (the
        tournament deleted meanwhile), so the refusal still reaches the phone."""
        try:
            return self._rounds(language).header  # read once per change of the seating
        except ServiceError:
            return TournamentHeader(name="Torneo", game="burraco", language=language)

    def _content(
        self, path: str, query: dict[str, str], language: Language
    ) -> tuple[TournamentHeader, str, str]:
        services, tournament = self.services, self.tournament_id
        if path == "/standings":
            standings = data.hall_standings(services, tournament, language=language)
            header = standings.overall.header
            return header, standings_title(header), pages.standings_body(standings)
        if path in ("/seating", "/results"):
            rounds = data.announced_rounds(services, tournament)
            word = "seating" if path == "/seating" else "results"
            chosen = _number(query.get("round"))
            if not rounds:
                header = data.hall_header(services, tournament, language=language)
                return header, hall_text(language, word), pages.nothing_yet(language)
            shown = chosen if chosen is not None else rounds[-1]
            if path == "/seating":
                seating = data.hall_seating(services, tournament, shown, language=language)
                return (
                    seating.header,
                    hall_text(language, word),
                    pages.seating_body(seating, rounds),
                )
            results = data.hall_results(services, tournament, shown, language=language)
            return results.header, hall_text(language, word), pages.results_body(results, rounds)
        if path == "/sheet":
            return self._sheet(query, language)
        typed = query.get("n", "").strip()[:12]
        if path == "/history":
            header = data.hall_header(services, tournament, language=language)
            number = _number(typed)
            if number is None:
                body = pages.refusal_body(hall_text(language, "not_a_number", typed=typed))
                return header, text(language, "history"), body
            history = data.history_of(self._histories(language), number)
            title = text(language, "history_of", n=number)
            return header, title, pages.history_body(history, header)
        title = hall_text(language, "my_table")
        # The heading as the seatings were read with: one read per change for every number.
        header = self._rounds(language).header
        if not typed:
            return header, title, pages.my_table_body(language, None, "", None)
        number = _number(typed)
        if number is None:
            refusal = hall_text(language, "not_a_number", typed=typed)
            return header, title, pages.my_table_body(language, None, typed, refusal)
        try:
            found = data.find_table(self._rounds(language), number)
        except ServiceError as error:
            refusal = describe(error, language)
            return header, title, pages.my_table_body(language, None, typed, refusal)
        return found.header, title, pages.my_table_body(language, found, typed, None)

    def _sheet(
        self, query: dict[str, str], language: Language
    ) -> tuple[TournamentHeader, str, str]:
        """A scala 40 table's running sheet, read-only, for anyone at the table or not."""
        title = hall_text(language, "sheet_title")
        number, table = _number(query.get("round")), _number(query.get("table"))
        if number is None or table is None:
            header = data.hall_header(self.services, self.tournament_id, language=language)
            asked = query.get("round", "?"), query.get("table", "?")
            said = hall_text(language, "sheet_no_table", round=asked[0], table=asked[1])
            return header, title, pages.refusal_body(said)
        sheet = data.hall_sheet(self.services, self.tournament_id, number, table, language=language)
        return sheet.header, title, sheet_pages.sheet_body(language, sheet)


_SAFE = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
}


def _number(typed: str | None) -> int | None:
    """A typed entry or round number, or None when it is not one ("12", " 7 ", "n. 3" no)."""
    if typed is None:
        return None
    typed = typed.strip()
    if not typed.isascii() or not typed.isdigit() or len(typed) > 6:
        return None
    return int(typed)
