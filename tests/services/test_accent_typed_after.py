"""An accent typed as an apostrophe after the vowel ("NICCOLO'", "FORLI'"), as Italian is
written where a keyboard has no accented capitals and on old club lists, is that accent: one
person, one club, however the list or the director wrote it. An apostrophe before a letter
(D'Amico) or after a consonant (Dell' Orto) stays an apostrophe, and a vowel written without
any accent is still another spelling (Nicolò and Nicolo may be two people)."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from tournament_app.names import name_key, search_key
from tournament_app.services import BurracoSettings, Game, PlayerSpec, TournamentDraft
from tournament_app.services import open_services as services_over
from tournament_app.storage.database import upgrade
from tournament_app.storage.engine import database_url as url_of
from tournament_app.storage.engine import make_engine


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("NICCOLO'", "Niccolò"),
        ("Niccolo'", "Niccolò"),
        ("NICCOLO`", "Niccolò"),  # a grave accent typed after it, as for D`Amico
        ("FORLI'", "Forlì"),
        ("CANTU' Pia", "Cantù Pia"),
        ("CITTA' DI CASTELLO", "Città di Castello"),
        ("MOSE'", "Mosè"),
    ],
)
def test_an_accent_typed_after_the_vowel_is_the_accent(typed: str, written: str) -> None:
    assert name_key(typed) == name_key(written)
    assert search_key(typed) == search_key(written)


@pytest.mark.parametrize(
    ("typed", "other"),
    [
        ("D'Amico", "Dàmico"),  # an elision: the apostrophe before a letter
        ("O'Brien", "Òbrien"),
        ("Dell' Orto", "Dellò Orto"),  # after a consonant
        ("Niccolo", "Niccolò"),  # no accent at all: another spelling
    ],
)
def test_an_apostrophe_that_is_no_accent_stays(typed: str, other: str) -> None:
    assert name_key(typed) != name_key(other)
    assert "'" in name_key(typed) or typed == "Niccolo"


def test_a_pair_typed_in_capitals_finds_the_registered_player_and_club(services) -> None:
    """Rossi Niccolò of Cantù is registered; the director types ROSSI NICCOLO', CANTU': the
    entry holds her registry player and no second club or player is made."""
    niccolo = services.registry.add("Rossi", "Niccolò", club="Cantù")
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id
    entry = services.entries.add(
        tid, [PlayerSpec("ROSSI", "NICCOLO'", club="CANTU'"), PlayerSpec("Neri", "Ugo")]
    )
    assert entry.players[0].id == niccolo.id
    assert [club.name for club in services.registry.clubs()] == ["Cantù"]
    assert [p.id for p in services.registry.search("rossi niccolo")] == [niccolo.id]


def test_the_upgrade_reads_the_accent_in_keys_an_older_torneo_stored(
    empty_database_url: str,
) -> None:
    """A registry of schema 0014 holding ROSSI NICCOLO' of CANTU' with the keys of its rules
    (the apostrophe kept): after the upgrade "Rossi Niccolò" of Cantù is that player, in the
    search and in an entry, and the club typed with its accent is that club."""
    engine = make_engine(url_of(empty_database_url))
    try:
        upgrade(engine, "0014")
        with engine.begin() as connection:
            club = connection.execute(
                text(
                    "INSERT INTO clubs (name, name_key) VALUES ('CANTU''', 'cantu''') RETURNING id"
                )
            ).scalar_one()
            niccolo = connection.execute(
                text(
                    "INSERT INTO players (surname, name, club_id, surname_key, name_key,"
                    " search_key) VALUES ('ROSSI', 'NICCOLO''', :club, 'rossi', 'niccolo''',"
                    " 'rossi niccolo''') RETURNING id"
                ),
                {"club": club},
            ).scalar_one()
    finally:
        engine.dispose()
    services = services_over(empty_database_url, station="test")
    try:
        assert [p.id for p in services.registry.search("niccolò")] == [niccolo]
        tid = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
        ).id
        entry = services.entries.add(
            tid, [PlayerSpec("Rossi", "Niccolò", club="Cantù"), PlayerSpec("Neri", "Ugo")]
        )
        assert entry.players[0].id == niccolo
        assert entry.players[0].name == "NICCOLO'"  # as the registry holds it
        assert [c.name for c in services.registry.clubs()] == ["CANTU'"]
    finally:
        services.close()
