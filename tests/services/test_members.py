"""The member list: imported whole from the federation's CSV or Excel file (or refused whole,
every problem listed, the old list kept), and each tournament's players checked against it on
the tournament's day: a missing, unknown or expired tessera flagged, the rest not. Both
databases."""

from __future__ import annotations

import datetime
from pathlib import Path

import openpyxl
import pytest

from tests.builders.federation import FEDERATION_CSV, member_roster
from tests.builders.tournaments import burraco_tournament
from tournament_app.services import ErrorCode, PlayerSpec, ServiceError, Services
from tournament_app.services.imports.lists import ImportFileRefused
from tournament_app.services.imports.problems import ImportProblem
from tournament_app.services.members import (
    MemberProblem,
    check_entries,
    import_members,
    list_members,
    parse_validity,
    read_member_list,
)
from tournament_app.services.messages import describe


def _csv(tmp_path: Path, text: str, name: str = "tesserati.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_federation_list_is_imported_whole(services: Services, tmp_path: Path) -> None:
    report = import_members(services, _csv(tmp_path, FEDERATION_CSV))
    assert (report.added, report.preview.errors) == (4, ())
    assert report.preview.columns["Scadenza"] == "valid_until"
    members = {m.tessera: m for m in list_members(services)}
    assert set(members) == {"FB-0001", "FB-0002", "FB-0003", "FB-0004"}  # kept in capitals
    nicolo = members["FB-0001"]
    assert (nicolo.surname, nicolo.name, nicolo.club, nicolo.category) == (
        "NICOLÒ",
        "Forlì",
        "Circolo Città",
        "A",
    )
    assert nicolo.valid_until == "2026-12-31"
    assert members["FB-0002"].valid_until == "2026-12-31"  # the calendar year
    assert members["FB-0003"].valid_until == "2026-10-31"
    assert members["FB-0004"].valid_until is None


def test_an_excel_list_with_date_cells(services: Services, tmp_path: Path) -> None:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Elenco soci 2026"])  # a title above the headings, as clubs write
    sheet.append(["N. tessera", "Cognome", "Nome", "Valida fino al"])
    sheet.append(["FB-0100", "Rossi", "Carla", datetime.datetime(2027, 1, 15)])
    sheet.append(["FB-0101", "=cmd", "Mario", None])
    path = tmp_path / "soci.xlsx"
    workbook.save(path)
    assert import_members(services, path).added == 2
    members = {m.tessera: m for m in list_members(services)}
    assert members["FB-0100"].valid_until == "2027-01-15"
    assert members["FB-0101"].surname == "=cmd"


def test_a_new_list_replaces_the_old(services: Services, tmp_path: Path) -> None:
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    newer = "Tessera;Cognome;Nome\nFB-0009;Neri;Sara\n"
    assert import_members(services, _csv(tmp_path, newer, "nuovo.csv")).added == 1
    assert [m.tessera for m in list_members(services)] == ["FB-0009"]


def test_a_list_with_problems_changes_nothing(services: Services, tmp_path: Path) -> None:
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    before = list_members(services)
    bad = (
        "Tessera;Cognome;Nome;Scadenza\n"
        "FB-0010;Rossi;Anna;31/12/2026\n"
        ";Bianchi;Carlo;31/12/2026\n"  # no tessera
        "FB-0012;Verdi;Luca;fine anno\n"  # no date
        "fb-0010;Neri;Sara;\n"  # the first line's tessera again
        "FB-0014;Gialli;Ugo;31/02/2026\n"  # no such day
    )
    report = import_members(services, _csv(tmp_path, bad, "errato.csv"))
    assert report.added == 0
    found = [(e.line, e.code) for e in report.preview.errors]
    assert found == [
        (3, ImportProblem.MISSING_TESSERA),
        (4, ImportProblem.BAD_DATE),
        (5, ImportProblem.DUPLICATE_TESSERA),
        (6, ImportProblem.BAD_DATE),
    ]
    assert list_members(services) == before


def test_a_file_without_a_tessera_column_is_refused(services: Services, tmp_path: Path) -> None:
    path = _csv(tmp_path, "Cognome;Nome\nRossi;Anna\n", "iscritti.csv")
    with pytest.raises(ImportFileRefused) as refused:
        import_members(services, path)
    assert refused.value.problem is ImportProblem.NO_MEMBER_COLUMNS
    assert "Tessera" in refused.value.sentence("it") and "Tessera" in refused.value.sentence("en")
    with pytest.raises(ImportFileRefused) as refused:
        import_members(services, _csv(tmp_path, "Titolo\nqualcosa\n", "altro.csv"))
    assert refused.value.problem is ImportProblem.NO_MEMBER_COLUMNS
    assert list_members(services) == ()


def test_entries_are_flagged_on_the_tournaments_day(services: Services, tmp_path: Path) -> None:
    tournament_id = burraco_tournament(services, 3, roster=member_roster, date="2026-11-29")
    unchecked = check_entries(services, tournament_id)
    assert (unchecked.members, unchecked.flags) == (0, ())  # no list yet: nothing to say
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    check = check_entries(services, tournament_id)
    assert (check.members, check.on) == (4, "2026-11-29")
    flags = {(f.entry, f.player): f for f in check.flags}
    assert set(flags) == {(2, "Ðorđević Ana"), (2, "Nuovo Socio"), (3, "Senza Tessera")}
    assert flags[2, "Ðorđević Ana"].problem is MemberProblem.EXPIRED
    assert flags[2, "Ðorđević Ana"].valid_until == "2026-10-31"
    assert flags[2, "Nuovo Socio"].problem is MemberProblem.UNKNOWN
    assert flags[3, "Senza Tessera"].problem is MemberProblem.NO_TESSERA
    assert set(check.by_entry()) == {2, 3}
    # The entries themselves are untouched: flagged, not refused or changed.
    assert [e.number for e in services.entries.list(tournament_id)] == [1, 2, 3]


def test_a_card_is_found_on_the_list_without_its_leading_zeros(
    services: Services, tmp_path: Path
) -> None:
    """The club's cards 0099 and 0456 are on a member list saved from a spreadsheet as the
    numbers 99 and 456 (and the entry's 99 on the list as 0099): one card each, not flagged."""
    members = (
        "Tessera;Cognome;Nome;Scadenza\n99;Zeta;Ada;2026\n456;Neri;Ugo;2026\n0077;Blu;Ivo;2026\n"
    )
    import_members(services, _csv(tmp_path, members))

    def roster(number: int) -> list[PlayerSpec]:
        return {
            1: [
                PlayerSpec("Zeta", "Ada", tessera="0099"),
                PlayerSpec("Neri", "Ugo", tessera="0456"),
            ],
            2: [PlayerSpec("Blu", "Ivo", tessera="77"), PlayerSpec("Rosa", "Lia", tessera="0100")],
        }[number]

    tournament_id = burraco_tournament(services, 2, roster=roster, date="2026-11-29")
    flags = check_entries(services, tournament_id).flags
    assert [(f.player, f.problem) for f in flags] == [("Rosa Lia", MemberProblem.UNKNOWN)]


def test_a_column_with_no_heading_leaves_the_expiry_read(tmp_path: Path) -> None:
    """A note typed in a column with no heading beside the expiry: the card's expiry is read
    all the same (the column is said unused, not taken for a heading)."""
    path = _csv(tmp_path, "Tessera;Cognome;Nome;Scadenza;\n99;Zeta;Ada;31/12/2025;nota\n")
    (member,) = read_member_list(path).members
    assert member.valid_until == "2025-12-31"


def test_a_card_is_valid_through_its_last_day(services: Services, tmp_path: Path) -> None:
    tournament_id = burraco_tournament(services, 2, roster=member_roster, date="2026-10-31")
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    flagged = {f.player for f in check_entries(services, tournament_id).flags}
    assert flagged == {"Nuovo Socio"}


def test_a_tournament_without_a_date_is_checked_today(services: Services, tmp_path: Path) -> None:
    tournament_id = burraco_tournament(services, 2, roster=member_roster, date="")
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    later = check_entries(services, tournament_id, today=datetime.date(2027, 1, 1))
    assert later.on == "2027-01-01"
    assert {f.player for f in later.flags} == {
        "NICOLÒ Forlì",
        "Ðorđević Ana",
        "Nuovo Socio",
    }


def test_undo_passes_a_member_list_by(services: Services, tmp_path: Path) -> None:
    tournament_id = burraco_tournament(services, 1, roster=member_roster)
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    undoable = services.audit.next_undoable()
    assert undoable is not None and undoable.action == "entry.add"
    logged = services.audit.list()[0]
    assert logged.action == "members.import" and "tesserati.csv" in logged.summary
    del tournament_id


def test_undo_asks_before_it_reaches_past_a_member_list(services: Services, tmp_path: Path) -> None:
    """Undo pressed after a member list was imported (undo never takes one back): it would
    remove the last pair entered instead, so unasked it refuses, naming both log rows; asked
    about that change (the window) or confirmed (--yes), it undoes it. One tournament's undo
    is not held up by a list that is no tournament's."""
    tournament_id = burraco_tournament(services, 2, roster=member_roster)
    services.entries.add(
        tournament_id, [PlayerSpec("Rossi", "Anna"), PlayerSpec("Bianchi", "Carlo")]
    )
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    target = services.audit.next_undoable()
    assert target is not None and target.action == "entry.add"
    passed = services.audit.passed_over()
    assert passed is not None and passed.action == "members.import"
    assert services.audit.passed_over(tournament_id) is None
    with pytest.raises(ServiceError) as refused:
        services.audit.undo_last()
    assert refused.value.code is ErrorCode.CONFLICT
    assert refused.value.params == {
        "detail": "undo_passes_over",
        "latest": passed.id,
        "target": target.id,
    }
    assert f"(n. {passed.id} del registro)" in describe(refused.value, "it", face="cli")
    assert "torneo undo --yes" in describe(refused.value, "en", face="cli")
    assert len(services.entries.list(tournament_id)) == 3  # nothing undone
    assert services.audit.undo_last(tournament_id).id == target.id  # its own, unasked
    assert len(services.entries.list(tournament_id)) == 2
    with pytest.raises(ServiceError):
        services.audit.undo_last()
    assert services.audit.undo_last(despite=True).action == "entry.add"
    assert services.entries.list(tournament_id) == ()
    created = services.audit.next_undoable()
    assert created is not None and created.action == "tournament.create"
    assert services.audit.undo_last(expected=created.id).id == created.id
    assert list_members(services)  # the member list stays as imported


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("31/12/2026", "2026-12-31"),
        ("1-2-2027", "2027-02-01"),
        ("2026-12-31T00:00:00", "2026-12-31"),
        ("2026", "2026-12-31"),
        ("31/12/26", "2026-12-31"),  # a CSV saved from Excel's short date
        ("", None),
    ],
)
def test_validity_as_clubs_write_it(text: str, day: str | None) -> None:
    assert parse_validity(text) == day


@pytest.mark.parametrize("text", ["12/31/2026", "domani", "2026-13-01", "31/12/026", "12/31/26"])
def test_validity_that_is_no_date(text: str) -> None:
    with pytest.raises(ValueError):
        parse_validity(text)


def test_a_list_past_the_bounds_is_refused_whole(services: Services, tmp_path: Path) -> None:
    """The entry imports' bounds hold for a member list: past 20,000 lines nothing is read on
    and nothing changes, the bound named."""
    import_members(services, _csv(tmp_path, FEDERATION_CSV))
    lines = "".join(f"FB-{n};Rossi{n};Anna\n" for n in range(20_001))
    huge = _csv(tmp_path, "Tessera;Cognome;Nome\n" + lines, "enorme.csv")
    with pytest.raises(ImportFileRefused) as refused:
        import_members(services, huge)
    assert refused.value.problem is ImportProblem.TOO_MANY_ROWS
    assert "20.000" in refused.value.sentence("it")
    assert len(list_members(services)) == 4
