"""A member list imported into the registry that overlaps it: the people already there (by
tessera, or by name as an entry line meets them) are reported and not added again, what the
list gives them that the registry lacks (a club, a tessera) is recorded, and only the new
people are added. The preview says the same before anything is written, in both languages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tournament_app.services import Services
from tournament_app.services.imports.lists import import_registry
from tournament_app.services.imports.registry_report import registry_said

HEADINGS = "Cognome;Nome;Circolo;Tessera"
Person = tuple[str, str, str | None, str | None]
"""Surname, name, club, tessera, as the registry holds them."""


@dataclass(frozen=True)
class Case:
    registry: tuple[Person, ...]
    lines: tuple[str, ...]
    """The list's lines under HEADINGS."""
    added: int
    present: tuple[int, ...]
    """The lines naming a player already in the registry."""
    after: tuple[Person, ...]
    """The registry once imported, by surname, name, club, tessera."""


CASES = {
    "the club's list imported a second time": Case(
        (("Rossi", "Mario", "Aurora", None), ("Verdi", "Luca", None, "T1")),
        ("Rossi;Mario;Aurora;", "Verdi;Luca;;T1"),
        0,
        (2, 3),
        (("Rossi", "Mario", "Aurora", None), ("Verdi", "Luca", None, "T1")),
    ),
    "a list overlapping the registry adds the new people only": Case(
        (("Rossi", "Mario", "Aurora", None), ("Verdi", "Luca", None, "T1")),
        ("Neri;Ugo;Aurora;", "ROSSI;mario;Aurora;", "Gialli;Rita;;T5", "Verdi;Luca;;T1"),
        2,
        (3, 5),
        (
            ("Gialli", "Rita", None, "T5"),
            ("Neri", "Ugo", "Aurora", None),
            ("Rossi", "Mario", "Aurora", None),
            ("Verdi", "Luca", None, "T1"),
        ),
    ),
    "a person registered without a club takes the list's": Case(
        (("Rossi", "Mario", None, None),),
        ("Rossi;Mario;Aurora;",),
        0,
        (2,),
        (("Rossi", "Mario", "Aurora", None),),
    ),
    "a person registered without a tessera takes the list's": Case(
        (("Bianchi", "Anna", None, None),),
        ("Bianchi;Anna;Tivoli;FB2",),
        0,
        (2,),
        (("Bianchi", "Anna", "Tivoli", "FB2"),),
    ),
    "a surname alone is the registry's player of that surname alone": Case(
        (("Bianchi", "", None, None),),
        ("BIANCHI;;;",),
        0,
        (2,),
        (("Bianchi", "", None, None),),
    ),
    "a card without its leading zeros is the registry's": Case(
        (("Verdi", "Paola", None, "0456"),),
        ("Verdi;Paola;;456", "Blu;Ugo;;"),
        1,
        (2,),
        (("Blu", "Ugo", None, None), ("Verdi", "Paola", None, "0456")),
    ),
}


def _register(services: Services, people: tuple[Person, ...]) -> None:
    for surname, name, club, tessera in people:
        services.registry.add(surname, name, club=club, tessera=tessera)


def _sorted(people: tuple[Person, ...] | list[Person]) -> list[Person]:
    return sorted(people, key=lambda person: tuple(part or "" for part in person))


def _registry(services: Services) -> list[Person]:
    return _sorted([(p.surname, p.name, p.club, p.tessera) for p in services.registry.search("")])


def _list(tmp_path: Path, lines: tuple[str, ...]) -> Path:
    path = tmp_path / "soci.csv"
    path.write_text("\n".join((HEADINGS, *lines)) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_list_overlapping_the_registry_adds_only_the_new_people(
    services: Services, tmp_path: Path, case: Case
) -> None:
    _register(services, case.registry)
    path = _list(tmp_path, case.lines)
    preview = import_registry(services, path, preview_only=True)
    assert preview.preview.errors == ()
    assert (preview.to_add, [line for line, _ in preview.present]) == (case.added, [*case.present])
    assert _registry(services) == _sorted(case.registry), "a preview writes nothing"
    report = import_registry(services, path)
    assert report.added == case.added
    assert [line for line, _ in report.present] == list(case.present)
    assert _registry(services) == _sorted(case.after)
    again = import_registry(services, path)
    assert (again.added, len(again.present)) == (0, len(case.lines))
    assert _registry(services) == _sorted(case.after)


NAMESAKES = {
    # A namesake of another club is another person: two clubs may each have a Rossi Mario.
    "another club": (
        (("Rossi", "Mario", "Tivoli", None),),
        "Rossi;Mario;Aurora;",
    ),
    # Different cards, different people.
    "another tessera": (
        (("Bianchi", "Anna", None, "FB1"),),
        "Bianchi;Anna;;FB2",
    ),
    # Two alike: the line could be either, so it is neither.
    "two namesakes without a club": (
        (("Rossi", "Mario", None, None), ("Rossi", "Mario", None, "T9")),
        "Rossi;Mario;;",
    ),
}


@pytest.mark.parametrize(("registry", "line"), NAMESAKES.values(), ids=NAMESAKES.keys())
def test_a_namesake_who_is_another_person_is_added(
    services: Services, tmp_path: Path, registry: tuple[Person, ...], line: str
) -> None:
    """The limits of the rule: a namesake the line cannot be is not met, and the line adds
    a person (as it did before the rule; the report's `present` is new)."""
    _register(services, registry)
    report = import_registry(services, _list(tmp_path, (line,)))
    assert (report.added, report.present) == (1, ())
    assert len(_registry(services)) == len(registry) + 1


SAID = {
    "it": (
        "Giocatori aggiunti all'anagrafica: 1.",
        "Già nell'anagrafica, non aggiunti di nuovo: 2.",
        "Riga 2: ROSSI Mario",
        "Riga 3: Bianchi Anna; dati completati dalla lista: circolo Tivoli, tessera FB2",
    ),
    "en": (
        "Players added to the registry: 1.",
        "Already in the registry, not added again: 2.",
        "Line 2: ROSSI Mario",
        "Line 3: Bianchi Anna; completed from the list: club Tivoli, tessera FB2",
    ),
}
PREVIEW_SAID = {
    "it": "Giocatori da aggiungere all'anagrafica: 1 (anteprima: nulla è stato salvato).",
    "en": "Players to add to the registry: 1 (preview: nothing was saved).",
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_report_names_who_was_there_already(
    services: Services, tmp_path: Path, language: str
) -> None:
    """The registry's spelling of each player met, on their line, with what the list
    completed; the preview says the same, counting the players it would add."""
    _register(services, (("ROSSI", "Mario", "Aurora", None), ("Bianchi", "Anna", None, None)))
    path = _list(tmp_path, ("Rossi;Mario;Aurora;", "Bianchi;Anna;Tivoli;FB2", "Neri;Ugo;;"))
    preview = registry_said(import_registry(services, path, preview_only=True), language)
    assert preview == (PREVIEW_SAID[language], *SAID[language][1:])
    assert registry_said(import_registry(services, path), language) == SAID[language]


def test_a_long_list_of_players_already_there_is_counted_past_twenty(
    services: Services, tmp_path: Path
) -> None:
    """The club's list of 25 imported again: 20 named, the other 5 counted."""
    lines = tuple(f"Socio{n:02};Anna;;C{n}" for n in range(25))
    path = _list(tmp_path, lines)
    assert import_registry(services, path).added == 25
    said = registry_said(import_registry(services, path), "it")
    assert said[:3] == (
        "Giocatori aggiunti all'anagrafica: 0.",
        "Già nell'anagrafica, non aggiunti di nuovo: 25.",
        "Riga 2: Socio00 Anna",
    )
    assert len(said) == 2 + 20 + 1
    assert said[-1] == "…e altri 5."
    assert len(services.registry.search("anna", limit=100)) == 25


def test_undo_takes_back_the_new_people_and_what_was_recorded(
    services: Services, tmp_path: Path
) -> None:
    """The import is one change: undone, the new player is gone and the player met has no
    club nor tessera again, as before."""
    _register(services, (("Bianchi", "Anna", None, None),))
    path = _list(tmp_path, ("Bianchi;Anna;Tivoli;FB2", "Neri;Ugo;;"))
    assert import_registry(services, path).added == 1
    assert _registry(services) == [
        ("Bianchi", "Anna", "Tivoli", "FB2"),
        ("Neri", "Ugo", None, None),
    ]
    services.audit.undo_last()
    assert _registry(services) == [("Bianchi", "Anna", None, None)]


def test_a_tessera_held_under_another_name_stops_the_import(
    services: Services, tmp_path: Path
) -> None:
    """The card says who the player is: a line naming someone else with it is a problem row
    (the tessera or the name is mistyped), and nothing is imported."""
    _register(services, (("Verdi", "Mario", None, "RM123"),))
    report = import_registry(services, _list(tmp_path, ("Conti;Aldo;;RM123", "Neri;Ugo;;")))
    assert [(e.line, e.code.value, e.holder) for e in report.preview.errors] == [
        (2, "import_tessera_name_mismatch", "Verdi Mario")
    ]
    assert (report.added, _registry(services)) == (0, [("Verdi", "Mario", None, "RM123")])
