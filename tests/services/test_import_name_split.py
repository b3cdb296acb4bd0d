"""A surname and name written in one cell or on one typed line ("DE LUCA GIAN MARIA"): cut
where the registry cuts the person it already holds, else after the leading surname
particles and one word, as Italian names are written surname first."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import BurracoSettings, Game, Services, TournamentDraft
from tournament_app.services.imports.lists import (
    import_entries,
    import_registry,
    preview_entries,
    split_full_name,
    split_typed_name,
)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        # Two words: surname and name.
        ("Rossi Mario", ("Rossi", "Mario")),
        ("BIANCHI ANNA", ("BIANCHI", "ANNA")),
        # A double name after a one-word surname.
        ("ROSSI MARIA GRAZIA", ("ROSSI", "MARIA GRAZIA")),
        ("Esposito Anna Maria", ("Esposito", "Anna Maria")),
        # A particle takes the next word into the surname.
        ("De Luca Anna", ("De Luca", "Anna")),
        ("DE LUCA GIAN MARIA", ("DE LUCA", "GIAN MARIA")),
        ("DI GIOVANNI ANNA", ("DI GIOVANNI", "ANNA")),
        ("Lo Presti Giuseppe", ("Lo Presti", "Giuseppe")),
        ("La Rosa Maria Teresa", ("La Rosa", "Maria Teresa")),
        ("Li Causi Salvatore", ("Li Causi", "Salvatore")),
        ("Le Pera Franca", ("Le Pera", "Franca")),
        ("Da Ros Elena", ("Da Ros", "Elena")),
        ("Del Vecchio Pier Luigi", ("Del Vecchio", "Pier Luigi")),
        ("DELLA VALLE MARCO", ("DELLA VALLE", "MARCO")),
        ("Dello Russo Rita", ("Dello Russo", "Rita")),
        ("Dei Rossi Carla", ("Dei Rossi", "Carla")),
        ("Degli Esposti Maria Luisa", ("Degli Esposti", "Maria Luisa")),
        ("Delle Piane Ugo", ("Delle Piane", "Ugo")),
        ("Dal Molin Paolo", ("Dal Molin", "Paolo")),
        ("DALLA CHIESA CARLO ALBERTO", ("DALLA CHIESA", "CARLO ALBERTO")),
        ("Dalle Nogare Sara", ("Dalle Nogare", "Sara")),
        # An apostrophe written apart from the surname, however it was typed.
        ("D' Amico Pia", ("D' Amico", "Pia")),
        ("D\u2019 AMICO PIA", ("D\u2019 AMICO", "PIA")),
        ("Dell' Acqua Gian Luca", ("Dell' Acqua", "Gian Luca")),
        # Written together it is one word already.
        ("D'Amico Rita Maria", ("D'Amico", "Rita Maria")),
        # A particle and one word alone: a surname without a name, as one word alone is.
        ("DELLA ROVERE", ("DELLA ROVERE", "")),
        ("Rossi", ("Rossi", "")),
        ("  ", ("", "")),
        # A double surname is guessed wrong: the registry, or separate columns, settle it.
        ("ROSSI BIANCHI MARIO", ("ROSSI", "BIANCHI MARIO")),
    ],
)
def test_a_one_column_name_is_cut_as_italian_names_are_written(cell, expected) -> None:
    assert split_full_name(cell) == expected


def test_a_name_column_of_its_own_leaves_the_whole_cell_to_the_surname() -> None:
    assert split_full_name("De Luca Gian", "Maria") == ("De Luca Gian", "Maria")


@pytest.mark.parametrize(
    ("registered", "typed", "expected"),
    [
        # A double surname the guess would cut wrong.
        (("Rossi Bianchi", "Mario"), "ROSSI BIANCHI MARIO", ("ROSSI BIANCHI", "MARIO")),
        # A person registered with a two-word surname and a one-word name.
        (("Rossi Maria", "Grazia"), "Rossi Maria Grazia", ("Rossi Maria", "Grazia")),
        # Case, spacing and the way an accent was typed do not count.
        (("Cantù Rossi", "Anna"), "CANTU\u0300  ROSSI ANNA", ("CANTU\u0300 ROSSI", "ANNA")),
        # A surname and a name that begin like an Italian surname's particle.
        (("Li", "Wei"), "LI WEI", ("LI", "WEI")),
    ],
)
def test_a_person_the_registry_holds_is_cut_as_the_registry_cuts_them(
    services: Services, registered, typed, expected
) -> None:
    services.registry.add(*registered)
    assert split_typed_name(services, typed) == expected


def test_another_accent_is_another_name_and_the_guess_cuts_it(services: Services) -> None:
    """The registry's Rossi Bianchi Nicolò is not «Rossi Bianchi Nicolo» (names compare
    accents): nothing registered matches, so the guess cuts it."""
    services.registry.add("Rossi Bianchi", "Nicolò")
    assert split_typed_name(services, "Rossi Bianchi Nicolo") == ("Rossi", "Bianchi Nicolo")


def test_registry_people_cut_in_two_places_keep_the_one_nearest_the_guess(
    services: Services,
) -> None:
    """Rossi Maria Grazia and Rossi Maria / Grazia both registered: the guess (Rossi / Maria
    Grazia) is one of them and wins. Rossi Bianchi / Maria Grazia and Rossi Bianchi Maria /
    Grazia: neither is the guess; the one cut nearest it (two words of surname) wins."""
    services.registry.add("Rossi", "Maria Grazia")
    services.registry.add("Rossi Maria", "Grazia")
    assert split_typed_name(services, "ROSSI MARIA GRAZIA") == ("ROSSI", "MARIA GRAZIA")
    services.registry.add("Rossi Bianchi Maria", "Grazia")
    services.registry.add("Rossi Bianchi", "Maria Grazia")
    assert split_typed_name(services, "Rossi Bianchi Maria Grazia") == (
        "Rossi Bianchi",
        "Maria Grazia",
    )


COPPIE = (
    "Coppia;Circolo\n"
    "DE LUCA GIAN MARIA - ROSSI MARIA GRAZIA;Aurora\n"
    "ROSSI BIANCHI MARIO - DI GIOVANNI ANNA;Aurora\n"
)


def _tournament(services: Services) -> int:
    draft = TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    return int(services.tournaments.create(draft).id)


def test_a_coppia_column_is_previewed_and_entered_with_the_right_cuts(
    services: Services, tmp_path: Path
) -> None:
    """Rossi Bianchi Mario is in the registry (from an earlier tournament): the preview cuts
    his name as the registry does, the others by the guess, and the import enters him, not a
    second Rossi beside him."""
    registered = services.registry.add("Rossi Bianchi", "Mario", club="Aurora")
    tid = _tournament(services)
    path = tmp_path / "coppie.csv"
    path.write_text(COPPIE, encoding="utf-8")
    preview = preview_entries(services, tid, path)
    assert preview.errors == ()
    assert [[(p.surname, p.name) for p in row.players] for row in preview.rows] == [
        [("DE LUCA", "GIAN MARIA"), ("ROSSI", "MARIA GRAZIA")],
        [("ROSSI BIANCHI", "MARIO"), ("DI GIOVANNI", "ANNA")],
    ]
    assert [[p.listed for p in row.players] for row in preview.rows] == [
        ["DE LUCA, GIAN MARIA", "ROSSI, MARIA GRAZIA"],
        ["ROSSI BIANCHI, MARIO", "DI GIOVANNI, ANNA"],
    ]
    assert import_entries(services, tid, path).added == 2
    entries = services.entries.list(tid)
    assert [[(p.surname, p.name) for p in e.players] for e in entries] == [
        [("DE LUCA", "GIAN MARIA"), ("ROSSI", "MARIA GRAZIA")],
        [("Rossi Bianchi", "Mario"), ("DI GIOVANNI", "ANNA")],
    ]
    assert entries[1].players[0].id == registered.id
    found = services.registry.search("Rossi Bianchi Mario", limit=10)
    assert [p.id for p in found] == [registered.id]


def test_the_registry_list_cuts_its_names_the_same_way(services: Services, tmp_path: Path) -> None:
    """A registry list with one «Giocatore» column: the same cuts as an entry list. Rossi
    Bianchi Mario Luigi, registered without a tessera, is met by the cut and given the card
    the list has for him, not registered a second time."""
    registered = services.registry.add("Rossi Bianchi", "Mario Luigi")
    path = tmp_path / "anagrafica.csv"
    path.write_text(
        "Giocatore;Tessera\nDE LUCA GIAN MARIA;FB1\nROSSI BIANCHI MARIO LUIGI;FB2\n",
        encoding="utf-8",
    )
    report = import_registry(services, path)
    assert report.added == 1
    assert [(p.surname, p.name) for row in report.preview.rows for p in row.players] == [
        ("DE LUCA", "GIAN MARIA"),
        ("ROSSI BIANCHI", "MARIO LUIGI"),
    ]
    assert services.registry.get(registered.id).tessera == "FB2"
    assert len(services.registry.search("")) == 2
