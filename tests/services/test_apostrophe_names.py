"""Surnames with an apostrophe (D'Amico, Dell'Orto) typed with the marks lists carry: the
typographic one pasted from a word processor or an e-mail, a grave or acute accent from a
keyboard. One person, one club, however the apostrophe was typed (before, "D’Amico" and
"D'Amico" played in two pairs of one tournament and stood twice in the registry)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from tests.services.test_accented_imports import write
from tournament_app.names import name_key, search_key
from tournament_app.services import BurracoSettings, Game, PlayerSpec, TournamentDraft
from tournament_app.services import open_services as services_over
from tournament_app.services.imports.lists import import_entries
from tournament_app.storage.database import upgrade
from tournament_app.storage.engine import database_url as url_of
from tournament_app.storage.engine import make_engine

MARKS = ["D’Amico", "D‘Amico", "Dʼamico", "D`Amico", "D´AMICO", "D′Amico"]


@pytest.mark.parametrize("typed", MARKS)
def test_every_apostrophe_mark_is_one_name(typed: str) -> None:
    assert name_key(typed) == name_key("D'Amico")
    assert search_key(f"{typed} Anna") == search_key("d'amico anna")
    # The apostrophe still counts: without it the name is another.
    assert name_key("DAmico") != name_key(typed)


@pytest.mark.parametrize("suffix", ["csv", "xlsx"])
def test_one_player_typed_with_two_apostrophes_in_one_list_is_refused_as_twice(
    services, tmp_path: Path, suffix: str
) -> None:
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id
    rows = [
        ["Cognome 1", "Nome 1", "Cognome 2", "Nome 2", "Circolo"],
        ["D’Amico", "Anna", "Neri", "Ugo", "Aurora"],
        ["D'Amico", "Anna", "Verdi", "Eva", "Aurora"],
    ]
    report = import_entries(services, tid, write(tmp_path / f"coppie.{suffix}", rows))
    assert report.added == 0 and report.preview.errors
    assert services.entries.list(tid) == ()
    assert services.registry.search("amico") == ()


def test_an_entry_typed_with_a_straight_apostrophe_finds_the_registry_player(services) -> None:
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id
    anna = services.registry.add("Dell’Orto", "Anna", club="Aurora")
    entry = services.entries.add(
        tid, [PlayerSpec("dell'orto", "anna", club="Aurora"), PlayerSpec("Neri", "Ugo")]
    )
    assert entry.players[0].id == anna.id
    assert [p.id for p in services.registry.search("dell'orto")] == [anna.id]


def test_the_upgrade_folds_the_keys_an_older_torneo_stored(empty_database_url: str) -> None:
    """A registry of schema 0013 holding D’Amico Anna with the keys of its rules (the mark
    kept): after the upgrade the straight spelling is her, in the search and in an entry."""
    engine = make_engine(url_of(empty_database_url))
    try:
        upgrade(engine, "0013")
        with engine.begin() as connection:
            club = connection.execute(
                text("INSERT INTO clubs (name, name_key) VALUES ('Aurora', 'aurora') RETURNING id")
            ).scalar_one()
            anna = connection.execute(
                text(
                    "INSERT INTO players (surname, name, club_id, surname_key, name_key,"
                    " search_key) VALUES ('D’Amico', 'Anna', :club, 'd’amico', 'anna',"
                    " 'd’amico anna') RETURNING id"
                ),
                {"club": club},
            ).scalar_one()
    finally:
        engine.dispose()
    services = services_over(empty_database_url, station="test")
    try:
        assert [p.id for p in services.registry.search("d'amico")] == [anna]
        tid = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
        ).id
        entry = services.entries.add(
            tid, [PlayerSpec("D'Amico", "Anna", club="Aurora"), PlayerSpec("Neri", "Ugo")]
        )
        assert entry.players[0].id == anna
        assert entry.players[0].surname == "D’Amico"  # as the registry holds it
    finally:
        services.close()
