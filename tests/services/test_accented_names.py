"""Names with accented capitals (FORLÌ, CANTÙ, CITTÀ...) are one name however they are typed:
capitals or not, with a composed letter or a letter and a combining accent (NFD, as some
keyboards and files send it). Accents count for who is who (identity) and not for a search.

Each name is written as a club's sign or a registry card has it; the spellings are what
directors type for it. The expectations come from those rules, never from the code."""

from __future__ import annotations

import hashlib
import json
import unicodedata
import zipfile
from pathlib import Path

import pytest

from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    NewEntry,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    TournamentStatus,
)
from tournament_app.services.archive.errors import ArchiveError, ArchiveProblem
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.season.ranking import SeasonRules, season_ranking


def nfd(text: str) -> str:
    """`text` with each accented letter as a base letter and a combining accent."""
    return unicodedata.normalize("NFD", text)


# name in capitals -> the word a director types for it on a keyboard without accents
NAMES = {
    "CITTÀ": "citta",
    "FERRÈ": "ferre",
    "ANDRÉ": "andre",
    "FORLÌ": "forli",
    "NICOLÒ": "nicolo",
    "CANTÙ": "cantu",
    "WAŁĘSA": "walesa",
    "SØRENSEN": "sorensen",
    "MÆRSK": "maersk",
    "FRANÇOIS": "francois",
    "GUÐMUNDUR": "gudmundur",
    "Straße": "strasse",
}


def spellings(name: str) -> list[str]:
    """The ways a name reaches Torneo: as written, in capitals (STRASSE for Straße), in small
    letters, capitalised, and in capitals and small letters with decomposed accents; without
    repeats."""
    found: list[str] = []
    typed = (name, name.upper(), name.lower(), name.title(), nfd(name.upper()), nfd(name.lower()))
    for text in typed:
        if text not in found:
            found.append(text)
    return found


def _pairs_tournament(services: Services) -> TournamentId:
    draft = TournamentDraft(Game.BURRACO, "Serata", date="2026-12-03", settings=BurracoSettings())
    return services.tournaments.create(draft).id


def _scala40(services: Services, date: str) -> TournamentId:
    draft = TournamentDraft(Game.SCALA40, f"Scala {date}", date=date, settings=Scala40Settings())
    return services.tournaments.create(draft).id


@pytest.mark.parametrize("club", list(NAMES))
def test_every_player_of_an_accented_club_is_entered(services: Services, club: str) -> None:
    """A pair of the same club, then one pair per other spelling of it: all entered, one club,
    shown as it was first typed (before, the second player of FORLÌ met a false conflict)."""
    tid = _pairs_tournament(services)
    for number, typed in enumerate(spellings(club), start=1):
        services.entries.add(
            tid,
            [
                PlayerSpec(surname=f"Rossi{number}", name="Anna", club=typed),
                PlayerSpec(surname=f"Bianchi{number}", name="Carlo", club=typed),
            ],
        )
    entries = services.entries.list(tid)
    assert len(entries) == len(spellings(club))
    assert [c.name for c in services.registry.clubs()] == [club]
    assert {p.club for e in entries for p in e.players} == {club}


@pytest.mark.parametrize("surname", list(NAMES))
def test_an_accented_player_is_one_person_however_typed(services: Services, surname: str) -> None:
    """The registry's player is the one every spelling enters, once: typed again, in a pair
    or on her own, she is refused as already entered, never added as a second person."""
    known = services.registry.add(surname, "Pia", club=surname)
    pairs = _pairs_tournament(services)
    alone = _scala40(services, "2026-12-04")
    first, *others = spellings(surname)
    entry = services.entries.add(alone, [PlayerSpec(surname=first, name="PIA", club=first)])
    assert entry.players[0].id == known.id
    for typed in others:
        with pytest.raises(ServiceError) as again:
            services.entries.add(alone, [PlayerSpec(surname=typed, name="pia", club=typed)])
        assert again.value.code is ErrorCode.DUPLICATE_ENTRY
        assert again.value.params["detail"] == "player_already_entered"
        with pytest.raises(ServiceError) as twice:
            services.entries.add(
                pairs,
                [PlayerSpec(surname=first, name="Pia"), PlayerSpec(surname=typed, name="Pia")],
            )
        assert twice.value.params["detail"] == "player_twice_in_entry"
    assert [p.id for p in services.registry.search("pia")] == [known.id]


@pytest.mark.parametrize(("name", "plain"), list(NAMES.items()))
def test_a_search_finds_a_name_typed_with_or_without_accents(
    services: Services, name: str, plain: str
) -> None:
    """`registry search` (and the registration page's player field) finds the player by
    every spelling and by the word typed without accents; not another player."""
    wanted = services.registry.add(name, "Pia", tessera="FO-1")
    services.registry.add("Rossi", "Anna", tessera="FO-2")
    for typed in [*spellings(name), plain, plain.upper(), f"pia {plain}"]:
        assert [p.id for p in services.registry.search(typed)] == [wanted.id], typed


def test_identity_counts_accents_a_search_does_not(services: Services) -> None:
    """Nicolò and Nicolo may be two people: entering "nicolò ugo" is NICOLÒ Ugo, never Nicolo
    Ugo, and a search for "nicolo" or "nicolò" shows both, for the director to choose."""
    accented = services.registry.add("NICOLÒ", "Ugo", tessera="FO-1")
    plain = services.registry.add("Nicolo", "Ugo", tessera="FO-2")
    tid = _scala40(services, "2026-12-04")
    entered = services.entries.add(tid, [PlayerSpec(surname="nicolò", name="ugo")])
    assert entered.players[0].id == accented.id
    other = services.entries.add(tid, [PlayerSpec(surname="NICOLO", name="UGO")])
    assert other.players[0].id == plain.id
    assert {p.id for p in services.registry.search("nicolo")} == {accented.id, plain.id}
    assert {p.id for p in services.registry.search("nicolò")} == {accented.id, plain.id}


def test_a_typed_percent_or_underscore_is_not_a_wildcard(services: Services) -> None:
    """A search for "_" or "%" looks for the character itself, on both databases."""
    services.registry.add("Rossi", "Anna")
    services.registry.add("D_Angelo", "Ugo")
    assert [p.surname for p in services.registry.search("_")] == ["D_Angelo"]
    assert services.registry.search("%") == ()


def _afternoon(services: Services, date: str, players: list[PlayerSpec]) -> int:
    """A one-table scala 40 where the first seat wins and the others go out together, sharing
    2nd place: by field size, 4 season points to the winner, 3 to each other player. Returns
    the winner's entry number."""
    tid = _scala40(services, date)
    services.entries.add_many(tid, [NewEntry((player,)) for player in players])
    (table,) = services.rounds.generate(tid).tables
    services.rounds.publish(tid, 1)
    sheet = services.results.sheet(tid, 1, table.table)
    winner, *others = sheet.players
    version = sheet.version or None
    for _ in range(3):
        sheet = services.results.enter_hand(
            tid,
            1,
            table.table,
            Scala40Hand(points=tuple((p, 40) for p in others), closer=winner),
            expected_version=version,
        )
        version = sheet.version
    assert sheet.finished
    services.tournaments.set_status(tid, TournamentStatus.FINISHED)
    return winner


@pytest.mark.parametrize(
    ("first", "second", "club"),
    [
        ("CANTÙ", "Cantù", "FORLÌ"),
        ("CANTÙ", nfd("cantù"), nfd("forlì")),
        ("Straße", "STRASSE", "forlì"),
        ("GUÐMUNDUR", "guðmundur", "Forlì"),
        ("SØRENSEN", nfd("Sørensen"), "FORLÌ"),
    ],
)
def test_the_season_ranks_one_person_on_one_line(
    services: Services, first: str, second: str, club: str
) -> None:
    """Pia, typed one way at the first afternoon and another at the second, is one line of
    the season ranking with both afternoons' points (before: two lines, half each); the
    club's own ranking, asked for however the club is typed, counts her."""
    others = [PlayerSpec(surname=s, name="Luca", club="Roma") for s in ("Verdi", "Neri", "Blu")]
    points = 0
    for date, typed in (("2026-01-10", first), ("2026-01-17", second)):
        winner = _afternoon(
            services, date, [PlayerSpec(surname=typed, name="Pia", club="FORLÌ"), *others]
        )
        points += 4 if winner == 1 else 3  # she is entry 1 each time
    for rules in (SeasonRules(Game.SCALA40), SeasonRules(Game.SCALA40, club=club)):
        ranking = season_ranking(services, rules)
        hers = [row for row in ranking.rows if row.name.endswith(" Pia")]
        assert len(hers) == 1
        assert (hers[0].tournaments, hers[0].points) == (2, points)
    assert len(season_ranking(services, SeasonRules(Game.SCALA40, club=club)).rows) == 1


def test_a_tournament_file_meets_the_registry_by_name_keys(
    services: Services, tmp_path: Path
) -> None:
    """A tournament file naming CANTÙ Pia of FORLÌ (no tessera), imported where the registry
    now spells her Cantù: the file's player is that registry player, not a second one."""
    tid = _scala40(services, "2026-12-04")
    services.entries.add(tid, [PlayerSpec(surname="CANTÙ", name="Pia", club="FORLÌ")])
    path = export_tournament_file(services, tid, tmp_path / "serata")
    (pia,) = services.registry.search("cantu")
    services.registry.edit(pia.id, surname=nfd("Cantù"), name="PIA")
    imported = import_tournament_file(services, path)
    (entry,) = services.entries.list(imported.tournament_id)
    assert entry.players[0].id == pia.id
    assert [p.id for p in services.registry.search("")] == [pia.id]
    assert [c.name for c in services.registry.clubs()] == ["FORLÌ"]


def test_undo_puts_a_name_back_where_searches_find_it(services: Services) -> None:
    """A surname changed and the change undone: the search finds her by the old name again,
    not by the undone one."""
    pia = services.registry.add("CANTÙ", "Pia", club="FORLÌ")
    services.registry.edit(pia.id, surname="ROSSI")
    assert services.registry.search("cantu") == ()
    services.audit.undo_last()
    assert [p.id for p in services.registry.search("cantu")] == [pia.id]
    assert services.registry.search("rossi") == ()


def test_a_tournament_file_never_carries_name_keys(services: Services, tmp_path: Path) -> None:
    """The keys are computed again on import from the names: a file carries none, and one
    whose player has a key written in (a hand edit pointing her at another name) is refused
    as made by a newer Torneo, nothing added."""
    tid = _scala40(services, "2026-12-04")
    services.entries.add(tid, [PlayerSpec(surname="CANTÙ", name="Pia", club="FORLÌ")])
    path = export_tournament_file(services, tid, tmp_path / "serata")
    with zipfile.ZipFile(path) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        document = json.loads(archive.read("tournament.json"))
    carried = {
        key for name in ("players", "clubs") for row in document["tables"][name] for key in row
    }
    assert not any(key.endswith("_key") for key in carried)
    document["tables"]["players"][0]["search_key"] = "rossi anna"
    raw = json.dumps(document).encode()
    manifest = {**manifest, "sha256": hashlib.sha256(raw).hexdigest()}
    manifest.pop("log_sha256", None)
    forged = tmp_path / "ritoccato.torneo"
    with zipfile.ZipFile(forged, "w") as archive:
        archive.writestr("manifest.json", json.dumps(manifest))
        archive.writestr("tournament.json", raw)
    with pytest.raises(ArchiveError) as refused:
        import_tournament_file(services, forged)
    assert refused.value.problem is ArchiveProblem.TOO_NEW
    assert len(services.tournaments.list()) == 1
    assert len(services.registry.search("")) == 1
