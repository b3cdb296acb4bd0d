"""Every page template of both faces, the results site's and the hall's, shows a hostile name
as text: escaped once (a browser reads back the name as typed), never as markup and never
escaped twice (which would show "&lt;" to the reader)."""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import (
    burraco_tournament,
    play_out,
    published_round,
    scala40_tournament,
)
from tests.databases import Snapshot
from tournament_app.exports import templating
from tournament_app.exports.html import site_pages
from tournament_app.hall import entry, pages, pairs_pages, sheet_pages
from tournament_app.services import (
    PlayerSpec,
    Scala40Form,
    Scala40Format,
    Scala40PairsHand,
    Scala40Settings,
    Services,
    hall_pages,
)
from tournament_app.services.reports import documents as reports

HOSTILE = "<script>alert(\"Zoë & 'Nicolò'\")</script>"
"""Markup, both quotes, an ampersand and accented letters: what a name must survive."""


def _player(number: int) -> list[PlayerSpec]:
    return [PlayerSpec(surname=f"{HOSTILE}{number}", name="Anna", club=HOSTILE)]


def _pair(number: int) -> list[PlayerSpec]:
    return [*_player(number), PlayerSpec(surname=f"Neri{number}", name="Eva")]


PAIRS = Scala40Settings(
    form=Scala40Form.PAIRS,
    table_size=2,
    format=Scala40Format.PLACEMENT_POINTS,
    rounds=3,
    table_entry=True,
)


def _hostile_evenings(services: Services) -> tuple[int, int, int]:
    """A burraco evening, a scala 40 afternoon and a scala 40 pairs one named hostilely,
    every player too: round 1 published, the scala 40's table 1 played out, its table 2
    still to play; the pairs table one hand in (its keeper's form asks for the next)."""
    burraco = burraco_tournament(services, 8, name=HOSTILE, roster=_pair)
    published_round(services, burraco)
    scala40 = scala40_tournament(
        services, 8, Scala40Settings(table_entry=True), name=HOSTILE, roster=_player
    )
    published_round(services, scala40)
    play_out(services, scala40, 1, 1)
    pairs = scala40_tournament(services, 2, PAIRS, name=HOSTILE, roster=_pair)
    published_round(services, pairs)
    a, b = services.results.pairs_sheet(pairs, 1, 1).pairs
    hand = Scala40PairsHand(closer=(a, 1), points=((a, 2, 5), (b, 1, 30), (b, 2, 25)))
    services.results.enter_pairs_hand(pairs, 1, 1, hand)
    return burraco, scala40, pairs


STATES = {"evenings": with_services(_hostile_evenings)}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def evenings(start: tuple[str, Any]) -> tuple[int, int, int]:
    return start[1]


class _Read(HTMLParser):
    """A page as a browser reads it: its inline scripts, its text and its attributes'
    values."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: set[str] = set()
        self.said: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script" and not dict(attrs).get("src"):
            self.tags.add("inline script")  # the hall's own scripts come from a file
        self.said += [value for _, value in attrs if value]

    def handle_data(self, data: str) -> None:
        self.said.append(data)


def _assert_escaped_once(name: str, page: str) -> None:
    read = _Read()
    read.feed(page)
    read.close()
    assert any(HOSTILE in said for said in read.said), f"{name}: the name is not shown as typed"
    assert HOSTILE not in page, f"{name}: the name is markup, not text"
    assert "inline script" not in read.tags, f"{name}: the name became a script"
    for twice in ("&amp;lt;", "&amp;amp;", "&amp;#", "&amp;quot;"):
        assert twice not in page, f"{name}: escaped twice ({twice})"


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """The names of the templates rendered during the test."""
    names: set[str] = set()
    environment = templating._ENVIRONMENT
    original = environment.get_template

    def get_template(name: Any, *args: Any, **kwargs: Any) -> Any:
        names.add(str(name))
        return original(name, *args, **kwargs)

    monkeypatch.setattr(environment, "get_template", get_template)
    yield names


def _site(services: Services, tournament: int) -> dict[str, str]:
    report = reports.tournament_report(services, tournament, language="it")
    return {f"site {name}": page for name, page in site_pages(report)}


def _hall(services: Services, burraco: int, scala40: int, pairs: int) -> dict[str, str]:
    language = "en"
    header = hall_pages.hall_header(services, burraco, language=language)
    found = hall_pages.my_table(services, burraco, 1, language=language)
    sheet = hall_pages.hall_sheet(services, scala40, 1, 1, language=language)
    open_sheet = hall_pages.hall_sheet(services, scala40, 1, 2, language=language)
    typed = entry.Typed(HOSTILE, None, None, HOSTILE, HOSTILE)
    keeper_typed = sheet_pages.TypedHand(points={p.number: HOSTILE for p in open_sheet.players})
    # A pairs table's keeper form names each player after their seat ("2.1 <name>").
    pairs_sheet = hall_pages.hall_sheet(services, pairs, 1, 1, language=language)
    seats = [(p.number, member) for p in pairs_sheet.players for member in (1, 2)]
    pairs_typed = pairs_pages.TypedPairsHand({seat: HOSTILE for seat in seats}, seats[0])
    settings = services.tournaments.get(burraco).settings
    bodies = {
        "my table": pages.my_table_body(language, found, HOSTILE, None),
        "my table refused": pages.my_table_body(language, None, HOSTILE, HOSTILE),
        "standings": pages.standings_body(
            hall_pages.hall_standings(services, burraco, language=language)
        ),
        "seating": pages.seating_body(
            hall_pages.hall_seating(services, burraco, 1, language=language), [1]
        ),
        "results": pages.results_body(
            hall_pages.hall_results(services, scala40, 1, language=language), [1]
        ),
        "history": pages.history_body(
            hall_pages.hall_history(services, burraco, 1, language=language), header
        ),
        "refusal": pages.refusal_body(HOSTILE),
        "entry": entry.entry_body(language, device="d", typed=typed, refusal=HOSTILE),
        "keeper code": entry.keeper_code_body(language, code=HOSTILE, refusal=HOSTILE),
        "sheet": sheet_pages.sheet_body(language, sheet),
        "keeper": sheet_pages.keeper_body(
            language, open_sheet, device="d", code=HOSTILE, refusal="-", typed=keeper_typed
        ),
        "pairs sheet": sheet_pages.sheet_body(language, pairs_sheet),
        "pairs keeper": sheet_pages.keeper_body(
            language, pairs_sheet, device="d", code=HOSTILE, refusal="-", typed=pairs_typed
        ),
        "hands": sheet_pages.hands_body(
            language,
            settings,
            device="d",
            code=HOSTILE,
            table_line=HOSTILE,
            typed={"ns1": HOSTILE, "h1nscl": HOSTILE},
        ),
    }
    return {
        f"hall {name}": pages.page_html(
            header=header,
            title=name,
            body=body,
            path="/",
            query={"n": HOSTILE},
            counter=1,
            updated=HOSTILE,
            clock=True,
        )
        for name, body in bodies.items()
    }


def test_every_page_template_shows_a_hostile_name_as_text_escaped_once(
    services: Services, evenings: tuple[int, int, int], rendered: set[str]
) -> None:
    burraco, scala40, pairs = evenings
    shown = {**_site(services, burraco), **_hall(services, burraco, scala40, pairs)}

    for name, page in shown.items():
        _assert_escaped_once(name, page)
    # The pairs keeper's form itself was rendered, its players named after their seats.
    assert 'class="find hand pairs"' in shown["hall pairs keeper"]
    named = '<span class="num">1.1</span> <span class="names">&lt;script'
    assert named in shown["hall pairs keeper"]
    every = {path.name for path in templating.TEMPLATES.glob("*.html")}
    assert every <= rendered, f"not tried: {sorted(every - rendered)}"
