"""Schema 0005 on a database an older Torneo filled with accented names: the same club typed
three ways (stored as three clubs, SQLite's lower() finding none of the others), the same
player twice. The upgrade keeps every row; from then on names are matched by their keys."""

from __future__ import annotations

import unicodedata
from datetime import datetime

from sqlalchemy import Engine, text

from tournament_app.services import Game, PlayerSpec, Scala40Settings, TournamentDraft
from tournament_app.services import open_services as services_over
from tournament_app.storage.database import upgrade
from tournament_app.storage.engine import database_url as url_of
from tournament_app.storage.engine import make_engine
from tournament_app.storage.models import AuditRow

AUDIT = AuditRow.__table__

SPELLINGS = ["FORLÌ", "Forlì", unicodedata.normalize("NFD", "FORLÌ")]


def _old_database(database_url: str) -> dict[str, int]:
    """A database at schema 0004 holding what an older Torneo stored; the rows' ids by what
    they are (no ids given: PostgreSQL's sequences must go on from the rows)."""
    engine: Engine = make_engine(url_of(database_url))
    try:
        upgrade(engine, "0004")
        ids: dict[str, int] = {}
        with engine.begin() as connection:
            for number, name in enumerate(SPELLINGS, start=1):
                ids[f"club{number}"] = connection.execute(
                    text("INSERT INTO clubs (name) VALUES (:name) RETURNING id"), {"name": name}
                ).scalar_one()
            for key, surname, name, tessera, club in (
                ("pia1", "CANTÙ", "Pia", None, "club1"),
                ("pia2", "Cantù", "Pia", None, "club2"),
                ("ugo", "NICOLÒ", "Ugo", None, "club3"),
            ):
                ids[key] = connection.execute(
                    text(
                        "INSERT INTO players (surname, name, tessera, club_id)"
                        " VALUES (:surname, :name, :tessera, :club) RETURNING id"
                    ),
                    {"surname": surname, "name": name, "tessera": tessera, "club": ids[club]},
                ).scalar_one()
    finally:
        engine.dispose()
    return ids


def test_the_upgrade_keeps_every_spelling_and_matches_by_keys(empty_database_url: str) -> None:
    """Every club and player is still there as typed; a search shows both Pias together (a
    possible duplicate for the director); a new player of "forlì" joins the oldest FORLÌ
    without a conflict; Ugo, of a FORLÌ kept without a key, is still found and matched."""
    database_url = empty_database_url  # an older Torneo's database is built from nothing
    ids = _old_database(database_url)
    services = services_over(database_url, station="test")
    try:
        assert sorted(c.name for c in services.registry.clubs()) == sorted(SPELLINGS)
        both = {p.id for p in services.registry.search("cantu pia")}
        assert both == {ids["pia1"], ids["pia2"]}
        assert [p.id for p in services.registry.search("NICOLÒ")] == [ids["ugo"]]
        newcomer = services.registry.add("Verdi", "Ugo", club="forlì")
        another = services.registry.add("Neri", "Eva", club=SPELLINGS[2])
        assert (newcomer.club, another.club) == ("FORLÌ", "FORLÌ")
        assert len(services.registry.clubs()) == len(SPELLINGS)
        tid = services.tournaments.create(
            TournamentDraft(Game.SCALA40, "Pomeriggio", settings=Scala40Settings())
        ).id
        entry = services.entries.add(tid, [PlayerSpec("nicolò", "UGO", club="Forlì")])
        assert entry.players[0].id == ids["ugo"]
    finally:
        services.close()


def test_a_change_logged_before_the_upgrade_is_undone_after_it(empty_database_url: str) -> None:
    """Pia CANTÙ renamed Rossi by an older Torneo, whose log knows no name keys: undone after
    the upgrade, she is CANTÙ again and the search finds her by it (her keys computed from the
    name put back), not by the undone one."""
    database_url = empty_database_url  # an older Torneo's database is built from nothing
    engine: Engine = make_engine(url_of(database_url))
    try:
        upgrade(engine, "0004")
        with engine.begin() as connection:
            club = connection.execute(
                text("INSERT INTO clubs (name) VALUES ('FORLÌ') RETURNING id")
            ).scalar_one()
            pia = connection.execute(
                text(
                    "INSERT INTO players (surname, name, club_id) VALUES ('Rossi', 'Pia', :club)"
                    " RETURNING id"
                ),
                {"club": club},
            ).scalar_one()
            row = {"id": pia, "surname": "CANTÙ", "name": "Pia", "tessera": None}
            row |= {"club_id": club, "category": None}
            connection.execute(
                AUDIT.insert().values(
                    at=datetime(2026, 11, 26, 20, 0),
                    station="cassa",
                    action="player.edit",
                    entity=f"player {pia}",
                    tournament_id=None,
                    before={"players": [row]},
                    after={"players": [row | {"surname": "Rossi"}]},
                    summary="Rossi",
                    undone=False,
                )
            )
    finally:
        engine.dispose()
    services = services_over(database_url, station="cassa")
    try:
        assert [p.id for p in services.registry.search("rossi")] == [pia]
        services.audit.undo_last()
        assert services.registry.get(pia).surname == "CANTÙ"
        assert [p.id for p in services.registry.search("cantu")] == [pia]
        assert services.registry.search("rossi") == ()
    finally:
        services.close()
