"""A list of pairs with one "Categoria" column: in burraco the category is a player's (A..H),
so the one column gives both partners theirs, as the one club column gives both their club;
the preview says the column is the pair's, and the registry holds the category for both
players once the list is imported (into the tournament, or into the registry). A column per
partner gives each their own. Both databases."""

from __future__ import annotations

from pathlib import Path

from tournament_app.services import (
    BurracoSettings,
    Game,
    Services,
    TournamentDraft,
)
from tournament_app.services.imports.lists import import_entries, import_registry, preview_file


def _category(services: Services, surname: str) -> str | None:
    (player,) = services.registry.search(surname)
    return player.category


def _list(folder: Path, text: str) -> Path:
    path = folder / "coppie.csv"
    path.write_text(text, encoding="utf-8")
    return path


ONE_COLUMN = "Cognome;Nome;Cognome;Nome;Categoria\nRossi;Anna;Bruno;Ada;B\n"


def test_one_category_column_is_both_partners_in_the_preview(tmp_path: Path) -> None:
    preview = preview_file(_list(tmp_path, ONE_COLUMN), players_per_entry=2)
    (row,) = preview.rows
    assert [(p.surname, p.category) for p in row.players] == [("Rossi", "B"), ("Bruno", "B")]
    assert row.category == "B"
    assert preview.columns["Categoria"] == "category"


def test_an_entry_list_registers_both_partners_with_the_category(
    services: Services, tmp_path: Path
) -> None:
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id
    assert import_entries(services, tid, _list(tmp_path, ONE_COLUMN)).added == 1
    assert (_category(services, "Rossi"), _category(services, "Bruno")) == ("B", "B")
    assert services.entries.list(tid)[0].category == "B"


def test_a_registry_list_registers_both_partners_with_the_category(
    services: Services, tmp_path: Path
) -> None:
    assert import_registry(services, _list(tmp_path, ONE_COLUMN)).added == 2
    assert (_category(services, "Rossi"), _category(services, "Bruno")) == ("B", "B")


def test_a_column_per_partner_gives_each_their_own(services: Services, tmp_path: Path) -> None:
    """Categoria 1 and Categoria 2: Rossi Anna A, Bruno Ada C; an empty cell of the second
    column leaves that partner without one, never the first partner's."""
    path = _list(
        tmp_path,
        "Cognome 1;Nome 1;Categoria 1;Cognome 2;Nome 2;Categoria 2\n"
        "Rossi;Anna;A;Bruno;Ada;C\n"
        "Verdi;Lia;A;Neri;Ugo;\n",
    )
    preview = preview_file(path, players_per_entry=2)
    assert preview.columns["Categoria 1"] == "category 1"
    assert preview.columns["Categoria 2"] == "category 2"
    assert import_registry(services, path).added == 4
    assert [_category(services, s) for s in ("Rossi", "Bruno", "Verdi", "Neri")] == [
        "A",
        "C",
        "A",
        None,
    ]


PER_PARTNER = (
    "Cognome 1;Nome 1;Categoria 1;Cognome 2;Nome 2;Categoria 2\n"
    "Rossi;Anna;A;Bruno;Ada;C\n"
    "Verdi;Lia;B;Neri;Ugo;b\n"
)


def _tournament(services: Services) -> int:
    return services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings())
    ).id


def test_a_pair_of_two_categories_is_in_neither(services: Services, tmp_path: Path) -> None:
    """Rossi A with Bruno C is no A pair (a prize per category would put them beside two A
    players); Verdi B with Neri b is a B pair, as one category column would make it."""
    tid = _tournament(services)
    assert import_entries(services, tid, _list(tmp_path, PER_PARTNER)).added == 2
    assert [e.category for e in services.entries.list(tid)] == [None, "B"]


def test_an_entry_list_records_the_category_the_registry_lacks(
    services: Services, tmp_path: Path
) -> None:
    """Rossi and Bruno registered earlier without a category: the list's B is theirs now (and
    the pair's), not dropped because they were known; a category already held is kept."""
    services.registry.add("Rossi", "Anna")
    services.registry.add("Bruno", "Ada", category="C")
    tid = _tournament(services)
    assert import_entries(services, tid, _list(tmp_path, ONE_COLUMN)).added == 1
    assert (_category(services, "Rossi"), _category(services, "Bruno")) == ("B", "C")
    assert len(services.registry.search("")) == 2
    assert services.entries.list(tid)[0].category == "B"
    services.audit.undo_last()
    assert _category(services, "Rossi") is None
