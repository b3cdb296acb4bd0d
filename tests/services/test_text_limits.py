"""Text a director types: the same limits on SQLite and PostgreSQL, checked before writing.

The limits below are the ones decided for Torneo (surname and first name 150 characters,
club 200, tessera 40, category 20, group 40, tournament name and venue 200, VP table name
100, penalty reason 500, station name 100), written out here rather than read from the code.
Every entry point that takes a text is in one table: a text at the limit is stored and read
back exactly, one character more is refused with TEXT_TOO_LONG and changes nothing, 500
characters are refused too, and an invisible control character is refused by name.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests import databases
from tests.builders.rows import every_row
from tests.builders.snapshots import module_copy
from tests.builders.tournaments import pair
from tests.databases import Snapshot
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    NewEntry,
    PenaltyKind,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.imports.lists import (
    ImportProblem,
    describe_problem,
    import_entries,
    import_registry,
)
from tournament_app.services.messages import FIELDS, describe
from tournament_app.storage.models import Base

# A 120-character name, as issue 6 asks every export to print whole.
LONG_120 = ("Maria Giovanna Elisabetta " * 5)[:119] + "Z"
FIVE_HUNDRED = 500


def text_of(length: int) -> str:
    """`length` characters with accents and no space at either end ("ZoëZoëZo...")."""
    return ("Zoë" * length)[:length]


@dataclass
class Evening:
    """What the cases act on: a burraco tournament with pair 1 entered (players known)."""

    services: Services
    tournament: TournamentId
    player: Any
    url: str


def one_pair(database_url: str) -> tuple[int, Any]:
    """Tournament "Serata" and one pair (Rossi1 Anna, Bianchi1 Carlo): the tournament's id
    and the pair's first player."""
    services = open_services(database_url, station="cassa")
    try:
        tournament = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Serata", "2026-11-29", settings=BurracoSettings())
        ).id
        (entry,) = services.entries.add_many(tournament, [NewEntry(tuple(pair(1)))])
        return tournament, entry.players[0]
    finally:
        services.close()


@pytest.fixture
def evening(database_snapshot: Snapshot) -> Iterator[Evening]:
    """A copy of `one_pair`, with the services open on it."""
    url, (tournament, player) = database_snapshot(one_pair)
    services = open_services(url, station="cassa")
    try:
        yield Evening(services, tournament, player, url)
    finally:
        services.close()


@pytest.fixture(scope="module", params=databases.backends())
def unchanging_evening(request: pytest.FixtureRequest) -> Iterator[Evening]:
    """A copy of `one_pair` made once per backend for the refusal tests, which all share it:
    a refusal writes nothing (each test checks every table against what it found when it
    began), so the next test starts from `one_pair` as well."""
    for url, (tournament, player) in module_copy(request, one_pair, request.param):
        services = open_services(url, station="cassa")
        try:
            yield Evening(services, tournament, player, url)
        finally:
            services.close()


def everything(services: Services) -> dict[str, list[str]]:
    """Every row of every table (the row counts and their contents), to compare around a
    refusal."""
    return every_row(services.engine)


_FRESH = itertools.count(1)


def fresh(surname: str) -> str:
    """A surname seen nowhere else in the test, so a new pair never meets an entered player."""
    return f"{surname} {next(_FRESH)}"


# -- the entry points ------------------------------------------------------------------------
# Each takes the evening and a text, puts the text where the director would, and returns it as
# read back through the services afterwards.


_ADDED = itertools.count(1)


def _registry_add(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        # Another name each time: registry add refuses a namesake nothing tells apart.
        values = {"surname": "Verdi", "name": f"Luca {next(_ADDED)}", field: text}
        surname, name = values.pop("surname"), values.pop("name")
        added = e.services.registry.add(surname, name, **values)
        return getattr(e.services.registry.get(added.id), field)

    return give


def _registry_edit(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        e.services.registry.edit(e.player.id, **{field: text})
        return getattr(e.services.registry.get(e.player.id), field)

    return give


def _registry_add_many(e: Evening, text: str) -> str | None:
    _, second = e.services.registry.add_many(
        [PlayerSpec("Gialli", f"Rita {next(_ADDED)}"), PlayerSpec(text, "Ugo")]
    )
    return e.services.registry.get(second.id).surname


def _entry_player(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        values = {"surname": fresh("Verdi"), "name": "Luca", field: text}
        partner = PlayerSpec(fresh("Neri"))
        entry = e.services.entries.add(e.tournament, [PlayerSpec(**values), partner])
        stored = e.services.entries.get(e.tournament, entry.number).players[0]
        return getattr(stored, field)

    return give


def _entry_add(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        players = [PlayerSpec(fresh("Verdi"), "Luca"), PlayerSpec(fresh("Neri"), "Ada")]
        entry = e.services.entries.add(e.tournament, players, **{field: text})
        return getattr(e.services.entries.get(e.tournament, entry.number), field)

    return give


def _entry_add_many(e: Evening, text: str) -> str | None:
    news = [
        NewEntry((PlayerSpec(fresh("Verdi"), "Luca"), PlayerSpec(fresh("Neri"), "Ada"))),
        NewEntry((PlayerSpec(fresh("Gialli"), "Rita"), PlayerSpec(fresh("Blu"))), group=text),
    ]
    _, second = e.services.entries.add_many(e.tournament, news)
    return e.services.entries.get(e.tournament, second.number).group


def _entry_edit(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        e.services.entries.edit(e.tournament, 1, **{field: text})
        return getattr(e.services.entries.get(e.tournament, 1), field)

    return give


def _entry_edit_players(e: Evening, text: str) -> str | None:
    e.services.entries.edit(e.tournament, 1, players=[PlayerSpec(text, "Luca"), PlayerSpec("Neri")])
    return e.services.entries.get(e.tournament, 1).players[0].surname


def _tournament_create(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        values = {"name": "Coppa", "venue": "Genova", field: text}
        created = e.services.tournaments.create(TournamentDraft(Game.BURRACO, **values))
        return getattr(e.services.tournaments.get(created.id), field)

    return give


def _tournament_edit(field: str) -> Callable[[Evening, str], str | None]:
    def give(e: Evening, text: str) -> str | None:
        e.services.tournaments.edit(e.tournament, **{field: text})
        return getattr(e.services.tournaments.get(e.tournament), field)

    return give


def _vp_scale(e: Evening, text: str) -> str | None:
    fibur = e.services.tournaments.vp_scales()[0]
    e.services.tournaments.save_vp_scale(replace(fibur, name=text))
    saved = [s.name for s in e.services.tournaments.vp_scales() if s.name == " ".join(text.split())]
    return saved[0] if saved else None


def _penalty(e: Evening, text: str) -> str | None:
    e.services.penalties.add(e.tournament, 1, PenaltyKind.WARNING, reason=text)
    return e.services.penalties.list(e.tournament)[-1].reason


def _station(e: Evening, text: str) -> str | None:
    other = Services(e.services.database, station=text)
    # A change, so the log has a row: marking the entry as it already is changes nothing.
    present = e.services.entries.get(e.tournament, 1).present
    other.entries.set_present(e.tournament, 1, not present)
    return e.services.audit.list(e.tournament, limit=1)[0].station


def _station_on_open(e: Evening, text: str) -> str | None:
    opened = open_services(e.url, station=text)
    try:
        return opened.station
    finally:
        opened.close()


@dataclass(frozen=True)
class Case:
    """One place a text enters: the field the error names, its limit, and whether it may be
    left empty."""

    name: str
    field: str
    limit: int
    give: Callable[[Evening, str], str | None]
    required: bool = False


CASES = (
    Case("registry add: surname", "surname", 150, _registry_add("surname"), required=True),
    Case("registry add: first name", "name", 150, _registry_add("name")),
    Case("registry add: tessera", "tessera", 40, _registry_add("tessera")),
    Case("registry add: club", "club", 200, _registry_add("club")),
    Case("registry add: category", "category", 20, _registry_add("category")),
    Case("registry add_many: second surname", "surname", 150, _registry_add_many, required=True),
    Case("registry edit: surname", "surname", 150, _registry_edit("surname"), required=True),
    Case("registry edit: first name", "name", 150, _registry_edit("name")),
    Case("registry edit: tessera", "tessera", 40, _registry_edit("tessera")),
    Case("registry edit: club", "club", 200, _registry_edit("club")),
    Case("registry edit: category", "category", 20, _registry_edit("category")),
    Case("entry add: surname", "surname", 150, _entry_player("surname"), required=True),
    Case("entry add: first name", "name", 150, _entry_player("name")),
    Case("entry add: tessera", "tessera", 40, _entry_player("tessera")),
    Case("entry add: club", "club", 200, _entry_player("club")),
    Case("entry add: player category", "category", 20, _entry_player("category")),
    Case("entry add: group", "group", 40, _entry_add("group")),
    Case("entry add: category", "category", 20, _entry_add("category")),
    Case("entry add_many: second group", "group", 40, _entry_add_many),
    Case("entry edit: group", "group", 40, _entry_edit("group")),
    Case("entry edit: category", "category", 20, _entry_edit("category")),
    Case("entry edit: a player's surname", "surname", 150, _entry_edit_players, required=True),
    Case("tournament create: name", "tournament_name", 200, _tournament_create("name"), True),
    Case("tournament create: venue", "venue", 200, _tournament_create("venue")),
    Case("tournament edit: name", "tournament_name", 200, _tournament_edit("name"), True),
    Case("tournament edit: venue", "venue", 200, _tournament_edit("venue")),
    Case("VP table name", "vp_scale_name", 100, _vp_scale, required=True),
    Case("penalty reason", "penalty_reason", 500, _penalty, required=True),
    Case("station name", "station", 100, _station, required=True),
    Case("station name when opening", "station", 100, _station_on_open, required=True),
)
IDS = [case.name for case in CASES]


def refused(e: Evening, case: Case, text: str, before: dict[str, list[str]]) -> ServiceError:
    """The refusal `text` gets at `case`, after checking that nothing at all was written:
    every table as `before`, read once when the test began."""
    with pytest.raises(ServiceError) as caught:
        case.give(e, text)
    assert everything(e.services) == before
    return caught.value


CONTROL_CHARACTERS = ("\x00", "\x07", "\x1b", "\x7f", "\x9b")
"""NUL (which PostgreSQL cannot store at all), BEL, ESC, DEL and a C1 code (CSI)."""


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_text_that_fits_is_stored_as_typed(evening: Evening, case: Case) -> None:
    """Exactly `limit` characters (accented ones included) are kept whole; a text at the
    limit wrapped in spaces, a tab and line breaks fits once trimmed, its inner run of
    whitespace becoming one space. 500 characters fit only the penalty reason; an optional
    text of whitespace alone is stored empty."""
    text = text_of(case.limit)
    assert case.give(evening, text) == text
    inner = text_of(case.limit - 1)
    typed = f"  \t{inner[:3]} \n {inner[3:]}\n "
    assert case.give(evening, typed) == f"{inner[:3]} {inner[3:]}"
    if case.limit >= FIVE_HUNDRED:
        long = "Ritardo " + text_of(FIVE_HUNDRED - 8)
        assert case.give(evening, long) == long
    if not case.required:
        assert not case.give(evening, " \t\n ")  # whitespace alone leaves the field empty


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_text_that_does_not_fit_is_refused_and_nothing_changes(
    unchanging_evening: Evening, case: Case
) -> None:
    """Each refusal leaves every table as it was: limit + 1 characters and issue 8's 500
    get TEXT_TOO_LONG with the field, the limit and the length; a control character gets
    TEXT_CONTROL_CHARACTER with the field, its 1-based position and its code point; a
    required text of whitespace alone gets TEXT_REQUIRED."""
    evening = unchanging_evening
    lengths = [case.limit + 1] + ([FIVE_HUNDRED] if case.limit < FIVE_HUNDRED else [])
    before = everything(evening.services)
    for length in lengths:
        error = refused(evening, case, text_of(length), before)
        assert error.code is ErrorCode.TEXT_TOO_LONG
        named = (error.params["field"], error.params["limit"], error.params["length"])
        assert named == (case.field, case.limit, length)
    for character in CONTROL_CHARACTERS:
        error = refused(evening, case, f"Ros{character}si", before)
        assert error.code is ErrorCode.TEXT_CONTROL_CHARACTER
        named_at = {key: value for key, value in error.params.items() if key != "row"}
        expected = {"field": case.field, "position": 4, "character": f"U+{ord(character):04X}"}
        assert named_at == expected
    if case.required:
        error = refused(evening, case, " \t\n ", before)
        assert error.code is ErrorCode.TEXT_REQUIRED
        assert error.params["field"] == case.field


def test_a_120_character_name_round_trips_exactly(evening: Evening) -> None:
    """Issue 6's 120-character surname and first name, registered and entered in a pair, come
    back character for character on this backend (PostgreSQL refused them before 0003)."""
    services = evening.services
    assert len(LONG_120) == 120
    entry = services.entries.add(
        evening.tournament,
        [PlayerSpec(LONG_120, LONG_120, club="Circolo Sud"), PlayerSpec("Neri", "Ada")],
    )
    stored = services.entries.get(evening.tournament, entry.number).players[0]
    assert (stored.surname, stored.name) == (LONG_120, LONG_120)
    assert services.registry.search(LONG_120[:40])[0].surname == LONG_120
    with services.engine.connect() as connection:
        table = Base.metadata.tables["players"]
        raw = connection.execute(
            select(table.c.surname, table.c.name).where(table.c.surname == LONG_120)
        ).one()
    assert tuple(raw) == (LONG_120, LONG_120)


def test_the_sentences_say_what_is_wrong_in_both_languages() -> None:
    """Italian and English name the field in their own words, the length and the limit."""
    too_long = ServiceError(
        ErrorCode.TEXT_TOO_LONG, {"field": "surname", "limit": 150, "length": 151}
    )
    assert describe(too_long, "it") == (
        "Testo troppo lungo in «cognome»: 151 caratteri, ne sono ammessi al massimo 150."
        " Accorcialo (per esempio abbreviando un secondo nome) e riprova: non è stato salvato"
        " nulla."
    )
    assert describe(too_long, "en").startswith(
        "Text too long in “surname”: 151 characters, at most 150 allowed. Shorten it"
    )
    empty = ServiceError(ErrorCode.TEXT_REQUIRED, {"field": "penalty_reason"})
    assert "«motivo della penalità» è obbligatorio" in describe(empty, "it")
    assert "“penalty reason” is required" in describe(empty, "en")
    control = ServiceError(
        ErrorCode.TEXT_CONTROL_CHARACTER, {"field": "club", "position": 4, "character": "U+0000"}
    )
    assert "«circolo» contiene un carattere invisibile (U+0000, al carattere 4)" in describe(
        control, "it"
    )
    assert "“club” holds an invisible character (U+0000, at character 4)" in describe(control, "en")


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("language", ["it", "en"])
def test_every_field_is_worded_in_both_languages(case: Case, language: str) -> None:
    """Each field has its own words in each language; no sentence shows an internal key."""
    words = FIELDS[language][case.field]
    assert "_" not in words
    error = ServiceError(ErrorCode.TEXT_REQUIRED, {"field": case.field})
    assert words in describe(error, language)


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("it", "Testo troppo lungo in «cognome»: 151 caratteri, ne sono ammessi al massimo 150."),
        ("en", "Text too long in “surname”: 151 characters, at most 150 allowed."),
    ],
)
def test_the_command_line_shows_the_sentence_and_exits_3(
    evening: Evening, language: str, sentence: str
) -> None:
    """`torneo registry add` with a 151-character surname: exit 3, the sentence on stderr,
    no player added."""
    before = everything(evening.services)
    out, err = io.StringIO(), io.StringIO()
    args = ["--db", evening.url, "--lang", language, "registry", "add", text_of(151), "Anna"]
    assert run_cli(args, stdout=out, stderr=err) == 3
    assert sentence in err.getvalue()
    assert everything(evening.services) == before


def test_the_command_line_json_error_carries_the_code(evening: Evening) -> None:
    """With --json the refusal is {"error": {"code": "text_too_long", ...}} on stdout."""
    out, err = io.StringIO(), io.StringIO()
    args = ["--db", evening.url, "--json", "tournament", "create", "--game", "burraco"]
    args += ["--name", text_of(201)]
    code = run_cli(args, stdout=out, stderr=err)
    assert code == 3, err.getvalue()
    assert '"code": "text_too_long"' in out.getvalue()


def test_a_station_name_too_long_is_refused_before_the_database_opens(evening: Evening) -> None:
    """`torneo --station <101 characters>`: exit 3 naming the station field; nothing logged."""
    before = everything(evening.services)
    out, err = io.StringIO(), io.StringIO()
    args = ["--db", evening.url, "--lang", "en", "--station", text_of(101), "entry", "list"]
    args += ["-t", str(evening.tournament)]
    assert run_cli(args, stdout=out, stderr=err) == 3, err.getvalue()
    assert "Text too long in “station name”: 101 characters, at most 100 allowed." in (
        err.getvalue()
    )
    assert everything(evening.services) == before


@pytest.mark.parametrize("character", ["\x00", "\x07"])
def test_an_import_with_a_control_character_writes_nothing(
    evening: Evening, tmp_path: Path, character: str
) -> None:
    """A pasted NUL or BEL in a registry or entry list: the row is listed with the problem
    (its line, column and the character's code), on both backends, and not one player or
    pair is added."""
    registry_file = tmp_path / "soci.csv"
    registry_file.write_bytes(f"Cognome;Nome\nGialli;Rita\nBian{character}chi;Carlo\n".encode())
    entries_file = tmp_path / "coppie.csv"
    entries_file.write_bytes(
        f"Cognome 1;Nome 1;Cognome 2;Nome 2\nGialli;Rita;Bian{character}chi;Carlo\n".encode()
    )
    before = everything(evening.services)
    for attempt, line, column in (
        (lambda: import_registry(evening.services, registry_file), 3, "Cognome"),
        (
            lambda: import_entries(evening.services, evening.tournament, entries_file),
            2,
            "Cognome 2",
        ),
    ):
        report = attempt()
        assert report.added == 0
        (problem,) = report.preview.errors
        assert (problem.line, problem.column) == (line, column)
        assert problem.code is ImportProblem.CONTROL_CHARACTER
        assert f"U+{ord(character):04X}" in describe_problem(problem, "it")
        assert everything(evening.services) == before
