"""What the database and a tournament file hold keeps its words whatever the types are
called: a hand's breakdown, a result's kind, the tie-breaks; what an older Torneo stored
reads back the same."""

from __future__ import annotations

import json
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    Game,
    HandBreakdown,
    HandTotals,
    LineHand,
    PairingSystem,
    Services,
    TieBreak,
    TournamentId,
    open_services,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.settings_codec import settings_from_json

# The keys the first Torneo wrote for one line of a hand, in the database and in files.
LINE_KEYS = {
    "clean",
    "semi_clean",
    "dirty",
    "closed",
    "pozzetto_taken",
    "table_points",
    "hand_points",
    "pozzetto_unplayed_points",
}
NS = LineHand(clean=1, semiclean=1, dirty=1, closed=True, melded=240)
EW = LineHand(dirty=1, melded=180, in_hand=35, pozzetto_taken=True, pozzetto_unplayed=20)


def _published(services: Services, pairs: int, **settings: Any) -> TournamentId:
    tid = burraco_tournament(
        services, pairs, BurracoSettings(first_round=PairingSystem.REGISTRATION, **settings)
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _stored(database_url: str, query: str) -> list[Any]:
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            return [row[0] for row in connection.execute(text(query))]
    finally:
        engine.dispose()


def _file_tables(path: Path) -> dict[str, list[dict[str, Any]]]:
    tables: dict[str, list[dict[str, Any]]] = json.loads(
        zipfile.ZipFile(path).read("tournament.json")
    )["tables"]
    return tables


def _as_json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def test_a_hand_breakdown_is_stored_with_the_first_keys_and_reads_back(
    database_url: str, tmp_path: Path
) -> None:
    """A line's figures go in the database and the file under the keys an older Torneo wrote
    (its files still import), and come back as typed."""
    services = open_services(database_url, station="test")
    try:
        tid = _published(services, 2)
        hand = HandBreakdown(NS, EW)
        services.results.enter_hands(tid, 1, 1, [hand, HandTotals(100, 50), HandTotals(0, 0)])
        (hands,) = _stored(database_url, "SELECT hands FROM burraco_results")
        stored = _as_json(hands)[0]["detail"]
        assert stored["ns"] == {
            "clean": 1,
            "semi_clean": 1,
            "dirty": 1,
            "closed": True,
            "pozzetto_taken": True,
            "table_points": 240,
            "hand_points": 0,
            "pozzetto_unplayed_points": 0,
        }
        assert set(stored["ew"]) == LINE_KEYS and stored["ew"]["pozzetto_unplayed_points"] == 20
        path = export_tournament_file(services, tid, tmp_path / "sera.torneo")
        (row,) = _file_tables(path)["burraco_results"]
        assert _as_json(row["hands"])[0]["detail"] == stored
        imported = import_tournament_file(services, path)
        result = services.results.get(imported.tournament_id, 1, 1)
        assert result is not None and result.breakdown[0] == hand
    finally:
        services.close()


def test_each_stored_result_kind_reads_back_the_same(database_url: str, tmp_path: Path) -> None:
    """A played, a forfeited and an arbitral turno keep their stored words in the database
    and the file, and an imported file's results are the ones exported, the bye's too."""
    services = open_services(database_url, station="test")
    try:
        tid = _published(services, 7)
        services.results.enter_totals(tid, 1, 1, 640, 245)
        services.results.enter_forfeit(tid, 1, 2, absent="ew")
        services.results.enter_arbitral(tid, 1, 3, ns_vp=12, ew_vp=6, ns_mp=100, ew_mp=0)
        query = "SELECT kind FROM burraco_results ORDER BY table_number"
        assert _stored(database_url, query) == ["played", "forfeit", "arbitral"]
        path = export_tournament_file(services, tid, tmp_path / "sera.torneo")
        rows = sorted(_file_tables(path)["burraco_results"], key=lambda row: row["table_number"])
        assert [row["kind"] for row in rows] == ["played", "forfeit", "arbitral"]
        imported = import_tournament_file(services, path)
        before = [(r.table, r.kind.value) for r in services.results.list(tid)]
        after = [(r.table, r.kind.value) for r in services.results.list(imported.tournament_id)]
        assert after == before == [(1, "played"), (2, "forfeit"), (3, "arbitral"), (4, "bye")]
    finally:
        services.close()


def test_a_walk_out_reads_back_the_same(database_url: str, tmp_path: Path) -> None:
    """A walk-out ("abandoned", burraco.md: the pair that left 6 VP, the opponents the bye's
    14 VP and +355 MP with 3 hands) is stored with its word, filed and imported back."""
    services = open_services(database_url, station="test")
    try:
        tid = _published(services, 2)
        left = services.results.enter_abandoned(tid, 1, 1, left="ew")
        assert (left.ns_vp, left.ew_vp, left.ns_mp, left.ew_mp) == (14, 6, 355, 0)
        query = "SELECT kind FROM burraco_results ORDER BY table_number"
        assert _stored(database_url, query) == ["abandoned"]
        path = export_tournament_file(services, tid, tmp_path / "sera.torneo")
        imported = import_tournament_file(services, path)
        (result,) = services.results.list(imported.tournament_id)
        assert (result.kind.value, result.ns_vp, result.ew_vp) == ("abandoned", 14, 6)
    finally:
        services.close()


def test_an_older_tournaments_tie_breaks_read_the_same(database_url: str, tmp_path: Path) -> None:
    """Settings stored with the tie-breaks as words (all a Torneo ever stored) read as the same
    tie-breaks in the same order, are stored back and filed with the same words, and one
    without any reads as the default order."""
    services = open_services(database_url, station="test")
    try:
        tid = _published(services, 2)
        older = {"hands": 3, "first_round": "registration", "tie_breaks": ["mp_against", "draw"]}
        engine = create_engine(database_url)
        try:
            with engine.begin() as connection:
                connection.execute(
                    text("UPDATE tournaments SET settings = :settings WHERE id = :id"),
                    {"settings": json.dumps(older), "id": tid},
                )
        finally:
            engine.dispose()
        settings = services.tournaments.get(tid).settings
        assert isinstance(settings, BurracoSettings)
        assert settings.tie_breaks == (TieBreak.MP_AGAINST, TieBreak.DRAW)
        services.standings.record_draw(tid, [2, 1])  # refused were the draw not among them
        services.tournaments.edit(tid, settings=replace(settings, prizes_cumulative=True))
        (stored,) = _stored(database_url, f"SELECT settings FROM tournaments WHERE id = {tid}")
        assert _as_json(stored)["tie_breaks"] == ["mp_against", "draw"]
        path = export_tournament_file(services, tid, tmp_path / "sera.torneo")
        (filed,) = _file_tables(path)["tournaments"]
        assert _as_json(filed["settings"])["tie_breaks"] == ["mp_against", "draw"]
        del older["tie_breaks"]
        default = settings_from_json(Game.BURRACO, older)
        assert isinstance(default, BurracoSettings)
        assert [t.value for t in default.tie_breaks] == [
            "mp_diff",
            "mp_scored",
            "head_to_head",
            "draw",
        ]
    finally:
        services.close()
