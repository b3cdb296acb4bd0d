"""A whole name where the list has a surname's place: in a one-column name written with a
comma ("ROSSI, MARIO", as registry exports write it), the comma is where the surname ends;
typed whole in the Cognome column with the Nome cell left empty ("ROSSI MARIO;;"), it is
cut as a one-column name is, where the registry cuts that person first, so the line meets
the registry's player instead of making a second one named "ROSSI MARIO"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import (
    BurracoSettings,
    Game,
    Services,
    TournamentDraft,
    TournamentId,
)
from tournament_app.services.imports.lists import (
    import_entries,
    import_registry,
    preview_entries,
    preview_file,
    split_full_name,
)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ("ROSSI, MARIO", ("ROSSI", "MARIO")),
        ("Rossi,Mario", ("Rossi", "Mario")),
        # The comma settles what the guess would cut otherwise.
        ("ROSSI BIANCHI, MARIO", ("ROSSI BIANCHI", "MARIO")),
        ("De Luca, Gian Maria", ("De Luca", "Gian Maria")),
        # A comma at the end says nothing: the name is cut as without it.
        ("Verdi Luca,", ("Verdi", "Luca")),
        ("Verdi,", ("Verdi", "")),
    ],
)
def test_a_comma_is_where_the_surname_ends(cell: str, expected: tuple[str, str]) -> None:
    assert split_full_name(cell) == expected


def test_a_list_of_names_with_commas(services: Services, tmp_path: Path) -> None:
    """«Cognome e Nome 1», «Cognome e Nome 2»: the preview lists ROSSI, MARIO (no comma left
    in the surname) and the pair enters as ROSSI MARIO and BIANCHI ANNA."""
    path = tmp_path / "coppie.csv"
    path.write_text(
        "Cognome e Nome 1;Cognome e Nome 2\nROSSI, MARIO;BIANCHI, ANNA\nVerdi Luca;Neri Sara\n",
        encoding="utf-8",
    )
    preview = preview_file(path, players_per_entry=2)
    assert [[p.listed for p in row.players] for row in preview.rows] == [
        ["ROSSI, MARIO", "BIANCHI, ANNA"],
        ["Verdi, Luca", "Neri, Sara"],
    ]
    tid = _tournament(services, individual=False)
    assert import_entries(services, tid, path).added == 2
    assert [e.names for e in services.entries.list(tid)] == [
        "ROSSI MARIO - BIANCHI ANNA",
        "Verdi Luca - Neri Sara",
    ]


def _tournament(services: Services, *, individual: bool = True) -> TournamentId:
    draft = TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings(individual=individual))
    return services.tournaments.create(draft).id


WHOLE_IN_SURNAME = (
    "Cognome;Nome;Tessera\nROSSI MARIO;;\nDe Luca Gian Maria;;\nROSSI BIANCHI ANNA;;\n"
)


def test_a_whole_name_under_cognome_enters_the_registry_player(
    services: Services, tmp_path: Path
) -> None:
    """ROSSI MARIO (of Aurora) and Rossi Bianchi Anna are registered: the lines are cut as
    the registry cuts them (Rossi Bianchi / Anna, where the guess would say Rossi / Bianchi
    Anna), De Luca Gian Maria by the guess; the entries hold the registry's two players and
    one new, and the registry has no «ROSSI MARIO» without a name."""
    mario = services.registry.add("ROSSI", "MARIO", club="Aurora")
    anna = services.registry.add("Rossi Bianchi", "Anna")
    tid = _tournament(services)
    path = tmp_path / "iscritti.csv"
    path.write_text(WHOLE_IN_SURNAME, encoding="utf-8")
    preview = preview_entries(services, tid, path)
    assert preview.errors == ()
    assert [p.listed for row in preview.rows for p in row.players] == [
        "ROSSI, MARIO",
        "De Luca, Gian Maria",
        "ROSSI BIANCHI, ANNA",
    ]
    assert import_entries(services, tid, path).added == 3
    players = [p for entry in services.entries.list(tid) for p in entry.players]
    assert [players[0].id, players[2].id] == [mario.id, anna.id]
    assert (players[1].surname, players[1].name) == ("De Luca", "Gian Maria")
    assert sorted((p.surname, p.name) for p in services.registry.search("", limit=50)) == [
        ("De Luca", "Gian Maria"),
        ("ROSSI", "MARIO"),
        ("Rossi Bianchi", "Anna"),
    ]


def test_a_registry_list_with_whole_names_under_cognome(services: Services, tmp_path: Path) -> None:
    """The same list into the registry: ROSSI MARIO is there already (not added again), De
    Luca Gian Maria and Rossi Bianchi Anna are added, each with a name, hers cut by the guess
    (ROSSI / BIANCHI ANNA) as the registry holds no Rossi Bianchi."""
    services.registry.add("ROSSI", "MARIO", club="Aurora")
    path = tmp_path / "soci.csv"
    path.write_text(WHOLE_IN_SURNAME, encoding="utf-8")
    report = import_registry(services, path)
    assert report.added == 2
    assert [(line, player.name) for line, player in report.present] == [(2, "ROSSI MARIO")]
    assert sorted((p.surname, p.name) for p in services.registry.search("", limit=50)) == [
        ("De Luca", "Gian Maria"),
        ("ROSSI", "BIANCHI ANNA"),
        ("ROSSI", "MARIO"),
    ]


def test_one_word_under_cognome_stays_the_surname(tmp_path: Path) -> None:
    """«Della Rovere» with no name is a surname (a particle and its word), as «Verdi» is."""
    path = tmp_path / "soci.csv"
    path.write_text("Cognome;Nome\nDella Rovere;\nVerdi;\n", encoding="utf-8")
    preview = preview_file(path)
    assert [(p.surname, p.name) for row in preview.rows for p in row.players] == [
        ("Della Rovere", ""),
        ("Verdi", ""),
    ]
