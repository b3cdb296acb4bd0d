"""A display station (standings on a screen in the hall) shows everything and changes nothing.

The services refuse every action of a station opened with `read_only=True` before it reaches
the database. The list of actions is found by looking at the services themselves, so an
action added later without being classified here fails `test_every_action_is_classified`.
"""

from __future__ import annotations

import inspect
import io
import shutil
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from tests import databases
from tests.builders.rows import every_row
from tests.builders.snapshots import module_copy
from tests.databases import Snapshot
from tournament_app.cli.main import EXIT_INVALID, EXIT_OK, run_cli
from tournament_app.services import (
    BurracoSettings,
    DatabaseCopy,
    ErrorCode,
    Game,
    HandTotals,
    NewEntry,
    PenaltyKind,
    PlayerSpec,
    Scala40Hand,
    Scala40PairsHand,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentStatus,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.imports.lists import import_entries, import_registry
from tournament_app.services.messages import LANGUAGES, describe

# The areas `Services` groups its actions in.
AREAS = (
    "tournaments",
    "registry",
    "entries",
    "rounds",
    "results",
    "penalties",
    "standings",
    "audit",
    "demo",
    "backups",
    "table_entry",
    "table_sheets",
    "teams",
    "round_clock",
)

# Actions that only read: the one list a new read-only method must be added to.
READS = {
    "teams.list",
    "teams.lineups",
    "teams.matches",
    "teams.standings",
    "teams.ties",
    "teams.ties_to_draw",
    "backups.list",
    "tournaments.check_open",
    "tournaments.get",
    "tournaments.locked_settings",
    "tournaments.locked_setting_refusals",
    "tournaments.list",
    "tournaments.still_open",
    "tournaments.vp_scales",
    "tournaments.saved_vp_scales",
    "tournaments.vp_scale_named",
    "tournaments.vp_table_choice",
    "tournaments.entries_in_play",
    "registry.card_clashes",
    "registry.card_holder",
    "registry.clubs",
    "registry.entering",
    "registry.get",
    "registry.registering",
    "registry.search",
    "entries.get",
    "entries.delete_refusal",
    "entries.list",
    "entries.names",
    "entries.named",
    "rounds.check",
    "rounds.publish_check",
    "rounds.going_on",
    "rounds.ties_at_cut",
    "rounds.qualifiers_changed",
    "rounds.qualifiers_notice",
    "rounds.swapped_by_hand",
    "rounds.started_tables",
    "rounds.unpublish_refusal",
    "rounds.get",
    "rounds.list",
    "rounds.count",
    "rounds.italiana_schedule",
    "table_entry.entries",
    "table_entry.table_of_code",
    "table_sheets.keeper_table",
    "table_sheets.changes_since",
    "table_sheets.sheet",
    "table_sheets.typed_hand",
    "table_sheets.typed_pairs_hand",
    "round_clock.get",
    "rounds.numbers",
    "rounds.statuses",
    "rounds.progress",
    "results.disagreements",
    "results.get",
    "results.list",
    "results.round_with_results",
    "results.sheet",
    "results.pairs_sheet",
    "results.sheets",
    "penalties.list",
    "standings.by_category",
    "standings.board",
    "standings.by_group",
    "standings.overall",
    "standings.prize_awards",
    "standings.prizes",
    "standings.sections",
    "standings.ties",
    "standings.ties_to_draw",
    "audit.list",
    "audit.next_undoable",
    "audit.passed_over",
    "audit.last_id",
    "audit.count",
}


class Ids:
    """What the demo tournaments hold, read by the director's station before the test."""

    def __init__(self, director: Services) -> None:
        self.burraco, self.scala40 = director.demo.create_all()
        self.player = director.registry.search("")[0].id
        self.scale = director.tournaments.vp_scales()[0]
        self.penalty = director.penalties.add(
            self.burraco, 1, PenaltyKind.VP, reason="Ritardo", vp=1
        ).id
        missing = [
            table
            for table in director.rounds.get(self.burraco, 3).tables
            if not table.is_bye and director.results.get(self.burraco, 3, table.table) is None
        ]
        self.open_table = missing[0].table
        entered = director.results.get(self.burraco, 1, 1)
        assert entered is not None
        self.result_version = entered.version
        sheets = director.results.sheets(self.scala40, 1)
        playing = next(sheet for sheet in sheets if not sheet.finished)
        self.sheet_table = playing.table
        self.sheet_version = playing.version
        self.sheet_players = tuple(playing.players)


def _pair(surname: str) -> tuple[PlayerSpec, PlayerSpec]:
    return (PlayerSpec(surname=surname, name="Anna"), PlayerSpec(surname=surname, name="Bruno"))


def _hand(ids: Ids) -> Scala40Hand:
    closer, *others = ids.sheet_players
    return Scala40Hand(tuple((player, 10) for player in others), closer)


Action = Callable[[Services, Ids], object]

# Every action that changes something, called as a director at the desk would call it.
WRITES: dict[str, Action] = {
    "tournaments.create": lambda s, i: s.tournaments.create(
        TournamentDraft(Game.BURRACO, "Nuovo", "2026-12-01", settings=BurracoSettings())
    ),
    "tournaments.delete": lambda s, i: s.tournaments.delete(i.burraco),
    "tournaments.edit": lambda s, i: s.tournaments.edit(i.burraco, name="Rinominato"),
    "tournaments.save_vp_scale": lambda s, i: s.tournaments.save_vp_scale(
        replace(i.scale, name="Tabella del circolo")
    ),
    "tournaments.delete_vp_scale": lambda s, i: s.tournaments.delete_vp_scale(
        "Tabella del circolo"
    ),
    "tournaments.finish": lambda s, i: s.tournaments.finish(i.burraco, despite_open=True),
    "tournaments.set_status": lambda s, i: s.tournaments.set_status(
        i.burraco, TournamentStatus.FINISHED
    ),
    "registry.add": lambda s, i: s.registry.add("Neri", "Paola", tessera="X-1"),
    "registry.add_many": lambda s, i: s.registry.add_many([PlayerSpec("Neri", "Paola")]),
    "registry.edit": lambda s, i: s.registry.edit(i.player, surname="Cambiato"),
    "registry.register_many": lambda s, i: s.registry.register_many([PlayerSpec("Neri", "Ada")]),
    "entries.add": lambda s, i: s.entries.add(i.burraco, _pair("Nuova")),
    "entries.add_many": lambda s, i: s.entries.add_many(i.burraco, [NewEntry(_pair("Nuove"))]),
    "entries.edit": lambda s, i: s.entries.edit(i.burraco, 1, group="B"),
    "entries.set_present": lambda s, i: s.entries.set_present(i.burraco, 1, False),
    "entries.withdraw": lambda s, i: s.entries.withdraw(i.burraco, 2),
    "entries.delete": lambda s, i: s.entries.delete(i.burraco, 2),
    "teams.add": lambda s, i: s.teams.add(i.burraco, "Assi", [1, 2]),
    "teams.remove": lambda s, i: s.teams.remove(i.burraco, 1),
    "teams.set_lineup": lambda s, i: s.teams.set_lineup(i.burraco, 4, 1, 1, 2),
    "teams.draw_lots": lambda s, i: s.teams.draw_lots(i.burraco, [1, 2]),
    "rounds.generate": lambda s, i: s.rounds.generate(i.burraco),
    "rounds.delete_draft": lambda s, i: s.rounds.delete_draft(i.burraco, 3),
    "rounds.publish": lambda s, i: s.rounds.publish(i.burraco, 3),
    "rounds.swap": lambda s, i: s.rounds.swap(i.burraco, 3, 1, 2),
    "rounds.swap_tables": lambda s, i: s.rounds.swap_tables(i.burraco, 3, 1, 2),
    "rounds.unpublish": lambda s, i: s.rounds.unpublish(i.burraco, 3),
    "results.enter_totals": lambda s, i: s.results.enter_totals(
        i.burraco, 3, i.open_table, 1200, 800
    ),
    "results.enter_hands": lambda s, i: s.results.enter_hands(
        i.burraco, 3, i.open_table, [HandTotals(400, 300)] * 3
    ),
    "results.enter_three": lambda s, i: s.results.enter_three(
        i.burraco, 3, i.open_table, totals=(400, 300, 250)
    ),
    "results.enter_forfeit": lambda s, i: s.results.enter_forfeit(
        i.burraco, 3, i.open_table, absent="ew"
    ),
    "results.enter_abandoned": lambda s, i: s.results.enter_abandoned(
        i.burraco, 3, i.open_table, left="ew"
    ),
    "table_entry.codes": lambda s, i: s.table_entry.codes(i.burraco, 3),
    "table_entry.enter": lambda s, i: s.table_entry.enter(
        i.burraco, "ABCDEFGH", 640, 245, device="telefono"
    ),
    "table_entry.close": lambda s, i: s.table_entry.close(i.burraco, 3),
    "table_entry.reopen": lambda s, i: s.table_entry.reopen(i.burraco, 3),
    "table_sheets.enter_hand": lambda s, i: s.table_sheets.enter_hand(
        i.scala40, "ABCDEFGH", Scala40Hand(points=(), closer=1), version=0
    ),
    "table_sheets.reenter": lambda s, i: s.table_sheets.reenter(
        i.scala40, "ABCDEFGH", 1, version=0
    ),
    "table_sheets.enter_pairs_hand": lambda s, i: s.table_sheets.enter_pairs_hand(
        i.scala40, "ABCDEFGH", Scala40PairsHand(closer=(1, 1), points=()), version=0
    ),
    "table_sheets.enter_hands": lambda s, i: s.table_sheets.enter_hands(
        i.burraco, "ABCDEFGH", [HandTotals(300, 100)], device="telefono"
    ),
    "round_clock.start": lambda s, i: s.round_clock.start(i.burraco),
    "round_clock.pause": lambda s, i: s.round_clock.pause(i.burraco),
    "round_clock.reset": lambda s, i: s.round_clock.reset(i.burraco),
    "results.enter_arbitral": lambda s, i: s.results.enter_arbitral(
        i.burraco, 3, i.open_table, ns_vp=12, ew_vp=8
    ),
    "results.delete": lambda s, i: s.results.delete(
        i.burraco, 1, 1, expected_version=i.result_version
    ),
    "results.second_entry": lambda s, i: s.results.second_entry(i.burraco, 1, 1, 1200, 800),
    "results.saved_typed_again": lambda s, i: s.results.saved_typed_again(
        i.burraco, 1, 1, 1200, 800
    ),
    "results.enter_hand": lambda s, i: s.results.enter_hand(
        i.scala40, 1, i.sheet_table, _hand(i), expected_version=i.sheet_version
    ),
    "results.correct_hand": lambda s, i: s.results.correct_hand(
        i.scala40, 1, i.sheet_table, 0, _hand(i), expected_version=i.sheet_version
    ),
    "results.remove_last_hand": lambda s, i: s.results.remove_last_hand(
        i.scala40, 1, i.sheet_table, expected_version=i.sheet_version
    ),
    "results.reenter": lambda s, i: s.results.reenter(
        i.scala40, 1, i.sheet_table, i.sheet_players[0], expected_version=i.sheet_version
    ),
    "results.time_out": lambda s, i: s.results.time_out(
        i.scala40, 1, i.sheet_table, expected_version=i.sheet_version
    ),
    "results.give_tie_order": lambda s, i: s.results.give_tie_order(
        i.scala40, 1, i.sheet_table, i.sheet_players, expected_version=i.sheet_version
    ),
    "results.take_back_tie_order": lambda s, i: s.results.take_back_tie_order(
        i.scala40, 1, i.sheet_table, expected_version=i.sheet_version
    ),
    # Scala 40 in pairs: refused before the tournament's form is even read.
    "results.enter_pairs_hand": lambda s, i: s.results.enter_pairs_hand(
        i.scala40, 1, i.sheet_table, Scala40PairsHand((i.sheet_players[0], 1), ())
    ),
    "results.correct_pairs_hand": lambda s, i: s.results.correct_pairs_hand(
        i.scala40,
        1,
        i.sheet_table,
        0,
        Scala40PairsHand((i.sheet_players[0], 1), ()),
        expected_version=i.sheet_version,
    ),
    "results.remove_last_pairs_event": lambda s, i: s.results.remove_last_pairs_event(
        i.scala40, 1, i.sheet_table, expected_version=i.sheet_version
    ),
    "results.pairs_time_out": lambda s, i: s.results.pairs_time_out(
        i.scala40, 1, i.sheet_table, expected_version=i.sheet_version
    ),
    "penalties.add": lambda s, i: s.penalties.add(
        i.burraco, 1, PenaltyKind.WARNING, reason="Telefono"
    ),
    "penalties.remove": lambda s, i: s.penalties.remove(i.burraco, i.penalty),
    "standings.record_draw": lambda s, i: s.standings.record_draw(
        i.burraco, list(range(16, 0, -1))
    ),
    "standings.draw_lots": lambda s, i: s.standings.draw_lots(i.burraco, [1, 2]),
    "audit.undo_last": lambda s, i: s.audit.undo_last(),
    # A display station writes no file of the database's, a copy elsewhere either.
    "backups.save_copy": lambda s, i: s.backups.save_copy(Path("copia-serata.sqlite3")),
    "backups.record_restore": lambda s, i: s.backups.record_restore(
        DatabaseCopy(Path("copia.sqlite3"), datetime.now(UTC), "round-1-published", 1),
        Path("prima.sqlite3"),
    ),
    "demo.create_all": lambda s, i: s.demo.create_all(),
    "demo.create_burraco_evening": lambda s, i: s.demo.create_burraco_evening(),
    "demo.create_scala40_afternoon": lambda s, i: s.demo.create_scala40_afternoon(),
}


def area_classes(services: Services) -> dict[str, type]:
    """The service areas a live `Services` holds (every attribute sharing its context; each
    area is made when first asked for, so every attribute is asked for here)."""
    names = set(vars(services)) | {
        name for name, value in vars(type(services)).items() if isinstance(value, cached_property)
    }
    return {
        name: type(value)
        for name in sorted(names)
        if getattr(value := getattr(services, name), "_context", None) is services._context
    }


def demo_evening(url: str) -> Ids:
    """The demo tournaments as the director made them (built once, copied for each test)."""
    director = open_services(url, station="direttore")
    try:
        return Ids(director)
    finally:
        director.close()


@pytest.fixture
def stations(database_snapshot: Snapshot) -> Iterator[tuple[Services, Services, Ids]]:
    """The director's station with the demo tournaments, and a display station beside it."""
    url, ids = database_snapshot(demo_evening)
    director = open_services(url, station="direttore")
    display = open_services(url, station="schermo-sala", read_only=True)
    try:
        yield director, display, ids
    finally:
        display.close()
        director.close()


def test_every_action_is_classified(sqlite_url: str) -> None:
    """A new service method (or area) must be listed as a read or as a write tested below."""
    services = open_services(sqlite_url)
    try:
        areas = area_classes(services)
    finally:
        services.close()
    assert set(areas) == set(AREAS)
    actions = {
        f"{area}.{name}"
        for area, cls in areas.items()
        for name, _ in inspect.getmembers(cls, inspect.isfunction)
        if not name.startswith("_")
    }
    assert actions == READS | set(WRITES), (
        f"unclassified: {sorted(actions - READS - set(WRITES))}, "
        f"gone: {sorted((READS | set(WRITES)) - actions)}"
    )


@pytest.fixture(scope="module", params=databases.backends())
def refusing_stations(
    request: pytest.FixtureRequest,
) -> Iterator[tuple[Services, Services, Ids, dict[str, list[tuple[Any, ...]]]]]:
    """The director's and a display station on one copy of the demo evening kept for every
    refusal below, and its rows as built: a refusal changes nothing (each test checks that
    the rows are still those), so each finds the evening as the one before did."""
    for url, ids in module_copy(request, demo_evening, request.param):
        director = open_services(url, station="direttore")
        display = open_services(url, station="schermo-sala", read_only=True)
        try:
            yield director, display, ids, every_row(director.engine)
        finally:
            display.close()
            director.close()


@pytest.mark.parametrize("action", sorted(WRITES))
def test_display_station_refuses_every_change(
    refusing_stations: tuple[Services, Services, Ids, dict[str, list[tuple[Any, ...]]]],
    action: str,
) -> None:
    director, display, ids, built = refusing_stations
    connections: list[object] = []

    def checked_out(*args: object) -> None:
        connections.append(args)

    event.listen(display.engine, "checkout", checked_out)
    try:
        with pytest.raises(ServiceError) as refused:
            WRITES[action](display, ids)
    finally:
        event.remove(display.engine, "checkout", checked_out)

    assert refused.value.code is ErrorCode.READ_ONLY_STATION
    assert connections == [], "the refusal must come before the database is touched"
    assert every_row(director.engine) == built
    assert display.last_changes is None


def test_same_actions_work_from_the_director(stations: tuple[Services, Services, Ids]) -> None:
    """The calls above are real actions, not refused for a reason of their own."""
    director, _display, ids = stations
    for action in ("results.enter_totals", "penalties.add", "entries.set_present"):
        WRITES[action](director, ids)
    assert director.results.get(ids.burraco, 3, ids.open_table) is not None


def test_display_station_reads_everything(stations: tuple[Services, Services, Ids]) -> None:
    director, display, ids = stations
    assert display.read_only and not director.read_only
    assert display.standings.overall(ids.burraco) == director.standings.overall(ids.burraco)
    assert len(display.standings.overall(ids.burraco)) == 16
    assert [r.number for r in display.rounds.list(ids.burraco)] == [1, 2, 3]
    assert display.results.list(ids.burraco, 1) == director.results.list(ids.burraco, 1)
    assert display.results.sheets(ids.scala40, 1) == director.results.sheets(ids.scala40, 1)
    assert display.penalties.list(ids.burraco)[0].reason == "Ritardo"
    assert {t.id for t in display.tournaments.list()} == {ids.burraco, ids.scala40}


def test_display_sees_the_directors_new_result(stations: tuple[Services, Services, Ids]) -> None:
    director, display, ids = stations
    assert display.results.get(ids.burraco, 3, ids.open_table) is None
    director.results.enter_totals(ids.burraco, 3, ids.open_table, 1500, 600)
    shown = display.results.get(ids.burraco, 3, ids.open_table)
    assert shown is not None and shown.ns_mp == 1500


def test_file_imports_are_refused(stations: tuple[Services, Services, Ids], tmp_path: Path) -> None:
    director, display, ids = stations
    archive = export_tournament_file(director, ids.scala40, tmp_path / "copia")
    sheet = tmp_path / "iscritti.csv"
    sheet.write_text("Cognome;Nome;Tessera\nGialli;Rita;T-900\n", encoding="utf-8")
    before = every_row(director.engine)
    for attempt in (
        lambda: import_tournament_file(display, archive),
        lambda: import_registry(display, sheet),
    ):
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.READ_ONLY_STATION
    # A scala 40 tournament takes one player per row, as the sheet has.
    with pytest.raises(ServiceError) as refused:
        import_entries(display, ids.scala40, sheet)
    assert refused.value.code is ErrorCode.READ_ONLY_STATION
    assert every_row(director.engine) == before


def test_refusal_reads_as_a_sentence() -> None:
    error = ServiceError(ErrorCode.READ_ONLY_STATION, {"station": "schermo-sala"})
    assert describe(error, "it").startswith("Questa postazione è in sola visualizzazione")
    assert describe(error, "en").startswith("This station is display only")
    for language in LANGUAGES:
        assert "read_only" not in describe(error, language)


def test_display_never_creates_a_database(tmp_path: Path) -> None:
    missing = tmp_path / "nuovo.sqlite3"
    with pytest.raises(ServiceError) as refused:
        open_services(str(missing), read_only=True)
    assert refused.value.code is ErrorCode.DISPLAY_DATABASE_NOT_READY
    assert not missing.exists()
    assert list(tmp_path.iterdir()) == []


def test_display_connection_itself_cannot_write(database_url: str) -> None:
    """Behind the services' check, the connection is read-only too (SQLite mode=ro,
    PostgreSQL default_transaction_read_only)."""
    open_services(database_url).close()
    display = open_services(database_url, read_only=True)
    try:
        with display.engine.connect() as connection, pytest.raises(Exception) as failed:
            connection.exec_driver_sql("CREATE TABLE intruso (x INTEGER)")
        assert "read" in str(failed.value).lower()
    finally:
        display.close()


def test_command_line_display_option(sqlite_url: str) -> None:
    """`torneo --display ...` lists like any station and refuses to create, in a sentence."""
    director = open_services(sqlite_url)
    director.demo.create_burraco_evening()
    director.close()
    base = ["--display", "--db", sqlite_url, "--lang", "it"]
    out, err = io.StringIO(), io.StringIO()
    assert run_cli([*base, "tournament", "list"], stdout=out, stderr=err) == EXIT_OK
    assert "Demo - Serata burraco" in out.getvalue()
    out, err = io.StringIO(), io.StringIO()
    create = [*base, "tournament", "create", "--game", "burraco", "--name", "Altro"]
    assert run_cli(create, stdout=out, stderr=err) == EXIT_INVALID
    assert "Questa postazione è in sola visualizzazione" in err.getvalue()
    check = open_services(sqlite_url)
    try:
        assert [t.name for t in check.tournaments.list()] == ["Demo - Serata burraco"]
    finally:
        check.close()


def test_display_never_upgrades_an_older_database(tmp_path: Path) -> None:
    """A database at the first schema: refused as not ready, the file left byte for byte."""
    old = tmp_path / "vecchio.sqlite3"
    shutil.copyfile(Path(__file__).parents[1] / "fixtures" / "schema_0001.db", old)
    before = old.read_bytes()
    with pytest.raises(ServiceError) as refused:
        open_services(str(old), read_only=True)
    assert refused.value.code is ErrorCode.DISPLAY_DATABASE_NOT_READY
    assert str(old) in describe(refused.value, "it")
    assert old.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["vecchio.sqlite3"]
