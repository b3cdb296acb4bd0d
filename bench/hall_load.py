"""Hall load: a 250-table burraco event's phones on the real hall server, for one minute.

500 phones read the hall's pages (My table with its round clock, the standings, the seating)
and follow the live stream as `hall.js` does: each change of the database has every open
page read again. Meanwhile the 250 tables enter their results from two phones each (one pair
enters, the other confirms). Everything talks to the server on 127.0.0.1; every request loop
is bounded by the minute and stops by itself. The phones run in a process of their own, so
the server's figures are not the client's Python.

Measured: each page's latency as the phone waits for it (p50/p95/p99), the time from a
table's confirmation (its response at the phone) to the result read through the services by
a director's station polling every 50 ms (what the director's screen reads), and that every
table ended with exactly one result, the one its phones entered, and one accepted entry.
On SQLite (a file) and on PostgreSQL (`TORNEO_BENCH_PG_URL`, else `TORNEO_TEST_PG_URL`, or
`--pg URL`: a database of its own is made there and dropped after).

The hall limits a phone address to 30 entry requests a minute; the phones here all come from
127.0.0.1, where in the room each has its own address: the bench lifts that limit (and only
that one) on the server it starts.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TABLES, PHONES, SECONDS = 250, 500, 60.0
QUICK = (6, 12, 4.0)
CONFIRM_SECONDS = (2.0, 8.0)
"""How long after one pair enters a table's result the other pair confirms it (at random)."""
DIRECTOR_POLL = 0.05
COUNTER = re.compile(rb'data-counter="([^"]*)"')
PAGE_P99_TARGET_MS = 200.0
VISIBLE_TARGET_S = 1.0


@dataclass
class Outcome:
    """What one run measured."""

    backend: str
    tables: int
    phones: int
    seconds: float
    pages: list[float] = field(default_factory=list)
    page_errors: int = 0
    entries: int = 0
    entry_errors: list[str] = field(default_factory=list)
    confirmed_at: dict[int, float] = field(default_factory=dict)
    seen_at: dict[int, float] = field(default_factory=dict)
    saved: dict[int, tuple[float, float]] = field(default_factory=dict)
    """When each table's accepted entry began and ended its save (on the hall's write
    thread): the confirmed -> director time split into its waiting, its save and after."""
    problems: list[str] = field(default_factory=list)

    @property
    def visible(self) -> list[float]:
        return [
            self.seen_at[t] - self.confirmed_at[t] for t in self.confirmed_at if t in self.seen_at
        ]

    def split(self) -> tuple[list[float], list[float], list[float]]:
        """For each confirmed table seen: from Send to its save beginning (the request and
        the write thread's queue), the save, and from the save to the director's read (a
        few milliseconds below zero when the director read it before the write thread noted
        the save's end)."""
        tables = [t for t in self.confirmed_at if t in self.seen_at and t in self.saved]
        begun = {t: self.saved[t][0] for t in tables}
        done = {t: self.saved[t][1] for t in tables}
        return (
            [begun[t] - self.confirmed_at[t] for t in tables],
            [done[t] - begun[t] for t in tables],
            [self.seen_at[t] - done[t] for t in tables],
        )


def figures(table: int) -> tuple[int, int]:
    """A likely 3-hand turno's totals, different at every table."""
    return 900 + 5 * (table % 60), 600 + 5 * (table % 25)


# -- the event -------------------------------------------------------------------------------


def build_event(url: str, tables: int) -> int:
    """`2 x tables` pairs, table entry on, round 1 published with its codes issued."""
    from tournament_app.services import (
        BurracoSettings,
        Game,
        PlayerSpec,
        TournamentDraft,
        open_services,
    )

    services = open_services(url, station="bench")
    try:
        tournament = services.tournaments.create(
            TournamentDraft(
                game=Game.BURRACO,
                name="Campionato in sala",
                settings=BurracoSettings(table_entry=True),
            )
        )
        for number in range(1, 2 * tables + 1):
            services.entries.add(
                tournament.id,
                [
                    PlayerSpec(surname=f"Rossi{number}", name="Anna"),
                    PlayerSpec(surname=f"Neri{number}", name="Bruno"),
                ],
            )
        services.rounds.generate(tournament.id)
        services.rounds.publish(tournament.id, 1)
        services.table_entry.codes(tournament.id, 1)
        services.round_clock.start(tournament.id)
        return int(tournament.id)
    finally:
        services.close()


# -- the phones (a process of their own) ------------------------------------------------------


def _phones_process(port: int, plan: dict[str, Any], answers: Any) -> None:
    import asyncio

    answers.put(asyncio.run(_phones(port, plan)))


async def _phones(port: int, plan: dict[str, Any]) -> dict[str, Any]:
    import asyncio
    import random

    import aiohttp

    base = f"http://127.0.0.1:{port}"
    seconds: float = plan["seconds"]
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    pages: list[float] = []
    errors = [0]
    entry_errors: list[str] = []
    confirmed: dict[int, float] = {}
    rng = random.Random(7)
    limits = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=30)

    async with aiohttp.ClientSession(connector=limits, timeout=timeout) as session:

        async def get(path: str) -> str:
            """The page's counter ("" for the clock or a failure)."""
            started = time.perf_counter()
            try:
                async with session.get(base + path) as answer:
                    body = await answer.read()
                    if answer.status != 200:
                        errors[0] += 1
                        return ""
            except (aiohttp.ClientError, TimeoutError):
                errors[0] += 1
                return ""
            pages.append(time.perf_counter() - started)
            found = COUNTER.search(body)
            return found.group(1).decode() if found else ""

        async def phone(number: int) -> None:
            """Opens a page, reads it again at each change the stream says (once at a time,
            as hall.js), and goes to another page now and then."""
            await asyncio.sleep(rng.uniform(0, min(5.0, seconds / 4)))
            choices = (f"/?n={number}", "/standings", "/seating")
            while loop.time() < deadline:
                path = rng.choice(choices)
                await get(path)
                if path.startswith("/?"):
                    await get("/clock")
                stay = min(rng.uniform(10, 30), deadline - loop.time())
                if stay <= 0:
                    break
                await follow(path, stay)

        async def follow(path: str, stay: float) -> None:
            """The page's live stream, as hall.js and clock.js read it: "<marker>
            s<seating> c<clock>"; a page of seats is read again when seats moved, any other
            at every change, the clock when it moved."""
            seats = path.startswith(("/?", "/seating"))
            seen: list[str] | None = None
            try:
                async with session.get(
                    base + "/events", timeout=aiohttp.ClientTimeout(total=stay + 5)
                ) as stream:
                    ends = loop.time() + stay
                    while True:
                        left = ends - loop.time()
                        if left <= 0:
                            break
                        try:
                            line = await asyncio.wait_for(stream.content.readline(), left)
                        except TimeoutError:
                            break
                        if not line:
                            break
                        if not line.startswith(b"data: "):
                            continue
                        said = line[6:].decode().split()
                        if seen is not None:
                            if said[1 if seats else 0] != seen[1 if seats else 0]:
                                counter = await get(path)
                                # Made before the newest change: read again (hall.js).
                                while counter and counter != said[1 if seats else 0]:
                                    if loop.time() + 0.4 > ends:
                                        break
                                    await asyncio.sleep(0.4)
                                    counter = await get(path)
                            if path.startswith("/?") and said[2] != seen[2]:
                                await get("/clock")
                        seen = said
            except (aiohttp.ClientError, TimeoutError):
                errors[0] += 1

        async def table(number: int, code: str, start: float) -> None:
            ns, ew = figures(number)
            await asyncio.sleep(start)
            for pair, pause in (("north", rng.uniform(*plan["confirm"])), ("east", 0.0)):
                device = uuid.uuid4().hex
                cookies = {"table_phone": device}
                try:
                    async with session.get(f"{base}/enter?c={code}", cookies=cookies) as page:
                        await page.read()
                    sent = time.time()  # the pair presses Send
                    async with session.post(
                        f"{base}/enter",
                        data={"c": code, "ns": str(ns), "ew": str(ew), "t": device},
                        cookies=cookies,
                        headers={"Origin": base},
                    ) as answer:
                        await answer.read()
                        if answer.status != 200:
                            entry_errors.append(f"table {number} {pair}: {answer.status}")
                            return
                except (aiohttp.ClientError, TimeoutError) as error:
                    entry_errors.append(f"table {number} {pair}: {error!r}")
                    return
                if pair == "east":
                    confirmed[number] = sent
                await asyncio.sleep(pause)

        codes: dict[int, str] = plan["codes"]
        entering = seconds * 0.75
        tasks = [phone(n) for n in range(1, plan["phones"] + 1)]
        tasks += [table(t, c, rng.uniform(0, entering)) for t, c in codes.items()]
        await asyncio.gather(*tasks)
    return {
        "pages": pages,
        "errors": errors[0],
        "entry_errors": entry_errors,
        "confirmed": confirmed,
    }


# -- the director's station -------------------------------------------------------------------


def _director(url: str, tid: int, tables: set[int], seen: dict[int, float], stop: Any) -> None:
    """Polls what the director's screen reads: the log's newest row, then the results."""
    from tournament_app.services import TournamentId, open_services

    services = open_services(url, station="bench-director")
    marker = -1
    try:
        while not stop.is_set() and len(seen) < len(tables):
            now = services.audit.last_id()
            if now != marker:
                marker = now
                at = time.time()
                for result in services.results.list(TournamentId(tid), 1):
                    if result.table in tables and result.table not in seen:
                        seen[result.table] = at
            stop.wait(DIRECTOR_POLL)
    finally:
        services.close()


# -- one run ----------------------------------------------------------------------------------


def run_once(
    url: str,
    backend: str,
    tables: int,
    phones: int,
    seconds: float,
    confirm: tuple[float, float] = CONFIRM_SECONDS,
) -> Outcome:
    """The event built, the hall started on 127.0.0.1, the minute played, the checks made
    (`confirm`: the least and most seconds between a table's entry and its confirmation)."""
    from tournament_app.hall import entry
    from tournament_app.hall.server import HallServer, open_entry_services, open_hall_services
    from tournament_app.services import TournamentId, open_services

    tid = build_event(url, tables)
    outcome = Outcome(backend, tables, phones, seconds)
    director = open_services(url, station="bench-check")
    codes = {c.table: c.code for c in director.table_entry.codes(TournamentId(tid), 1)}
    server = HallServer(
        open_hall_services(url),
        TournamentId(tid),
        host="127.0.0.1",
        port=0,
        owns_services=True,
        writer=open_entry_services(url),
    )
    server._per_address = entry.Limiter(10**9)  # one address here, one per phone in the room
    _time_saves(server, outcome.saved)
    server.start()
    stop = threading.Event()
    watcher = threading.Thread(
        target=_director, args=(url, tid, set(codes), outcome.seen_at, stop), daemon=True
    )
    watcher.start()
    try:
        spawn = multiprocessing.get_context("spawn")
        answers = spawn.Queue()
        plan = {"seconds": seconds, "phones": phones, "codes": codes, "confirm": confirm}
        client = spawn.Process(target=_phones_process, args=(server.port, plan, answers))
        client.start()
        said = _answer(answers, client, seconds + 120)
        client.join(30)
        watcher.join(10)
    finally:
        stop.set()
        server.stop()
    outcome.pages = said["pages"]
    outcome.page_errors = said["errors"]
    outcome.entry_errors = said["entry_errors"]
    outcome.confirmed_at = {int(t): v for t, v in said["confirmed"].items()}
    outcome.entries = 2 * len(codes) - len(outcome.entry_errors)
    _check(director, TournamentId(tid), codes, outcome)
    director.close()
    return outcome


def _time_saves(server: Any, saved: dict[int, tuple[float, float]]) -> None:
    """Each accepted entry's save timed where the hall makes it (its write thread)."""
    service = server.writer.table_entry
    enter = service.enter

    def timed(*args: Any, **kwargs: Any) -> Any:
        begun = time.time()
        outcome = enter(*args, **kwargs)
        if outcome.state.value == "accepted":
            saved[outcome.table] = (begun, time.time())
        return outcome

    service.enter = timed


def _answer(answers: Any, client: Any, most: float) -> dict[str, Any]:
    """The phones' figures, or an error as soon as their process is gone without them."""
    import queue

    ends = time.monotonic() + most
    while time.monotonic() < ends:
        try:
            return dict(answers.get(timeout=1.0))
        except queue.Empty:
            if not client.is_alive():
                raise RuntimeError(f"the phones' process ended ({client.exitcode})") from None
    raise RuntimeError("the phones did not answer in time")


def _check(director: Any, tid: Any, codes: dict[int, str], outcome: Outcome) -> None:
    """Nothing lost, nothing doubled: one result per table, the one entered, one accepted
    entry each, every code accepted."""
    results = [r for r in director.results.list(tid, 1) if r.table in codes]
    by_table: dict[int, int] = {}
    for result in results:
        by_table[result.table] = by_table.get(result.table, 0) + 1
        if (result.ns_mp, result.ew_mp) != figures(result.table):
            outcome.problems.append(f"table {result.table}: {result.ns_mp}-{result.ew_mp}")
    missing = sorted(set(codes) - set(by_table))
    doubled = sorted(t for t, n in by_table.items() if n > 1)
    if missing:
        outcome.problems.append(f"no result at tables {missing[:10]} ({len(missing)})")
    if doubled:
        outcome.problems.append(f"several results at tables {doubled[:10]}")
    accepted: dict[int, int] = {}
    for row in director.audit.list(tid, limit=100_000):
        if row.action == "table_entry.accepted" and row.table is not None:
            accepted[row.table] = accepted.get(row.table, 0) + 1
    if sorted(accepted) != sorted(codes) or any(n != 1 for n in accepted.values()):
        outcome.problems.append(f"accepted entries: {len(accepted)} tables, {accepted}"[:200])
    states = {c.table: c.state.value for c in director.table_entry.entries(tid, 1)}
    if any(state != "accepted" for state in states.values()):
        outcome.problems.append(f"entries not accepted: {states}"[:200])


# -- the databases ----------------------------------------------------------------------------


def _sqlite(folder: Path) -> str:
    return f"sqlite:///{folder / 'hall-load.sqlite3'}"


def _pg_database(server_url: str) -> tuple[str, Any]:
    """A new database on the PostgreSQL server of `server_url`, and how to drop it."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"torneo_hall_load_{os.getpid()}"
    admin = create_engine(
        make_url(server_url).set(database="postgres"), isolation_level="AUTOCOMMIT"
    )
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        connection.execute(text(f'CREATE DATABASE "{name}"'))

    def drop() -> None:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()

    url = make_url(server_url).set(database=name).render_as_string(hide_password=False)
    return url, drop


def pg_server_url() -> str | None:
    """The PostgreSQL server to measure on, if one is named."""
    return os.environ.get("TORNEO_BENCH_PG_URL") or os.environ.get("TORNEO_TEST_PG_URL")


# -- the report -------------------------------------------------------------------------------


def _ms(values: list[float], share: float) -> str:
    if not values:
        return "–"
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))
    return f"{ordered[index] * 1000:.0f} ms"


def _row(outcome: Outcome) -> str:
    pages, visible = outcome.pages, outcome.visible
    checks = "ok" if not outcome.problems and not outcome.entry_errors else "**FAILED**"
    return (
        f"| {outcome.backend} | {len(pages)} ({len(pages) / outcome.seconds:.0f}/s)"
        f" | {_ms(pages, 0.5)} | {_ms(pages, 0.95)} | {_ms(pages, 0.99)}"
        f" | {outcome.page_errors} | {outcome.entries}"
        f" | {_ms(visible, 0.5)} | {_ms(visible, 1.0)} | {checks} |"
    )


def report(outcomes: list[Outcome], quick: bool) -> str:
    first = outcomes[0]
    lines = [
        "## Hall service under load",
        "",
        "`.venv/bin/python -m bench hall_load` (PostgreSQL: `TORNEO_BENCH_PG_URL`). "
        f"{first.tables} tables ({2 * first.tables} pairs, table entry on), {first.phones}"
        f" phones reading My table (with the round clock), the standings and the seating and"
        f" following the live stream, and every table entering then confirming its result,"
        f" all within {first.seconds:.0f} s on 127.0.0.1"
        + (" (quick sizes)" if quick else "")
        + f". Targets: page p99 under {PAGE_P99_TARGET_MS:.0f} ms, a confirmed result read"
        f" by the director's station within {VISIBLE_TARGET_S:.0f} s, every table exactly"
        " one result.",
        "",
        "| database | pages read | p50 | p95 | p99 | page errors | entries"
        " | confirmed → director p50 | max | nothing lost or doubled |",
        "|---|---|---|---|---|---|---|---|---|---|",
        *(_row(o) for o in outcomes),
        "",
    ]
    for outcome in outcomes:
        waiting, saving, after = outcome.split()
        lines.append(
            f"- {outcome.backend}: confirmed → director, split (p50 / max): Send to the save"
            f" beginning {_ms(waiting, 0.5)} / {_ms(waiting, 1.0)}, the save"
            f" {_ms(saving, 0.5)} / {_ms(saving, 1.0)}, the save to the director's read"
            f" {_ms(after, 0.5)} / {_ms(after, 1.0)}"
        )
    for outcome in outcomes:
        for problem in [*outcome.entry_errors[:5], *outcome.problems]:
            lines.append(f"- {outcome.backend}: {problem}")
    return "\n".join(lines) + "\n"


def run(
    *,
    quick: bool = False,
    pg_url: str | None = None,
    sizes: tuple[int, int, float] | None = None,
) -> str:
    """The Markdown section: SQLite, then PostgreSQL when a server is named."""
    tables, phones, seconds = sizes or (QUICK if quick else (TABLES, PHONES, SECONDS))
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="torneo-hall-load-") as folder:
        print(f"hall_load: sqlite, {tables} tables, {phones} phones", file=sys.stderr)
        outcomes.append(run_once(_sqlite(Path(folder)), "SQLite", tables, phones, seconds))
    server = pg_url or pg_server_url()
    if server:
        url, drop = _pg_database(server)
        try:
            print(f"hall_load: postgresql, {tables} tables, {phones} phones", file=sys.stderr)
            outcomes.append(run_once(url, "PostgreSQL", tables, phones, seconds))
        finally:
            drop()
    return report(outcomes, quick)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.hall_load")
    parser.add_argument("--pg", help="a PostgreSQL server URL (a database is made there)")
    parser.add_argument("--tables", type=int, default=TABLES)
    parser.add_argument("--phones", type=int, default=PHONES)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--no-pg", action="store_true", help="SQLite only")
    options = parser.parse_args(argv)
    if options.no_pg:
        os.environ.pop("TORNEO_BENCH_PG_URL", None)
        os.environ.pop("TORNEO_TEST_PG_URL", None)
    sizes = (options.tables, options.phones, options.seconds)
    print(run(pg_url=options.pg, sizes=sizes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
