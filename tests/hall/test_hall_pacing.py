"""Under a room's load the hall makes each page one at a time, and keeps My table and the
seating until seats move: a result saved has no phone's My table made again."""

from __future__ import annotations

import asyncio
import re
import time
import urllib.request

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.hall.made import made_page
from tournament_app.hall.pacing import Pacing


def test_while_a_page_is_being_made_the_last_copy_is_given_and_one_making_owed() -> None:
    async def scenario() -> list[str]:
        pacing = Pacing(every=0.05)
        remade: list[str] = []

        async def remake() -> None:
            remade.append("again")

        page = ("/standings", "", "it")
        assert pacing.while_making(page, remake) is None  # never made: make it
        pacing.begun(page)
        first = made_page(200, "first")
        pacing.made(page, first)
        assert pacing.while_making(page, remake) is None  # quiet: made for whoever asks
        pacing.begun(page)
        assert pacing.while_making(page, remake) == first
        assert pacing.while_making(page, remake) == first  # owed once
        second = made_page(200, "second")
        pacing.made(page, second)
        # Made again a moment after the last making began; meanwhile the new copy is given.
        assert pacing.while_making(page, remake) == second
        assert remade == []
        await asyncio.sleep(0.2)
        return remade

    assert asyncio.run(scenario()) == ["again"]


def _counter(port: int, path: str) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
        page = answer.read().decode("utf-8")
    found = re.search(r'data-counter="([^"]*)"', page)
    assert found is not None
    return found.group(1)


def test_a_result_keeps_my_table_and_the_seating_a_publication_moves_them(
    services, start_hall
) -> None:
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    hall = start_hall(tid)
    mine, seating = _counter(hall.port, "/?n=3"), _counter(hall.port, "/seating")
    assert mine.startswith("s") and mine == seating
    standings = _counter(hall.port, "/standings")
    table = services.rounds.get(tid, 1).tables[0]
    services.results.enter_totals(tid, 1, table.table, 900, 600)
    deadline = time.monotonic() + 5
    while _counter(hall.port, "/standings") == standings and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _counter(hall.port, "/standings") != standings
    assert _counter(hall.port, "/?n=3") == mine
    entry = services.entries.list(tid)[0]
    services.entries.edit(tid, entry.number, group="B")  # an entry changed: seats' words
    while _counter(hall.port, "/?n=3") == mine and time.monotonic() < deadline + 5:
        time.sleep(0.1)
    assert _counter(hall.port, "/?n=3") != mine
