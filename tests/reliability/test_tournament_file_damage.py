"""Each class of damage a tournament file can carry, checksum recomputed so it reaches the
checks behind it: refused with a sentence naming the row, the field and what is wrong, in
Italian and English, the database row for row as before, and `torneo tournament import-file
--check` saying the same with exit 3 and no traceback. The harmless edits that import are in
test_tournament_file_edits.py, a damaged log in test_tournament_file_log_damage.py.
docs/reliability.md lists every case by name."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.file_damage import (
    BURRACO,
    SCALA40,
    Edit,
    assert_refused,
    damaged,
    evening_files,
    row_of,
)
from tests.reliability.reliability_helpers import undocumented
from tests.reliability.tournament_files import Exported, read_everything, write_file
from tournament_app.services import Services, open_services
from tournament_app.services.archive.tournament_file import import_tournament_file


def _set(name: str, column: str, value: Any, **match: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        row_of(tables, name, **match)[column] = value

    return edit


def _drop(name: str, column: str, **match: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        del row_of(tables, name, **match)[column]

    return edit


def _settings(**changes: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        tables["tournaments"][0]["settings"].update(changes)

    return edit


def _about(column: str, value: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        manifest["tournament"][column] = value

    return edit


def _two_tournaments(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["tournaments"].append({**tables["tournaments"][0], "id": 99})


def _sheet_in_burraco(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["scala40_sheets"].append(
        {"id": 1, "round_id": 1, "table_number": 1, "hands": [], "version": 1}
    )


def _ns_line_emptied(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["seats"].remove(row_of(tables, "seats", round_id=1, table_number=1, line="ns"))


def _points_after_out(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """The finished table's second hand also charges the player the first hand put out."""
    sheet = next(s for s in tables["scala40_sheets"] if len(s["hands"]) == 2)
    out = sheet["hands"][0]["points"][3][0]  # 101 points: out at the limit
    sheet["hands"][1]["points"].append([out, 10])


def _closer_dropped(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    del tables["scala40_sheets"][0]["hands"][0]["closer"]


def _first_entry_removed(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Round 2 table 1's result taken out, its open disagreement left behind."""
    tables["burraco_results"].remove(row_of(tables, "burraco_results", round_id=2, table_number=1))


def _second_disagreement(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["result_checks"].append({**tables["result_checks"][0], "id": 99, "ew_mp": 880})


def _disagreement_in_scala40(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["result_checks"] = [
        {
            "id": 1,
            "round_id": tables["rounds"][0]["id"],
            "table_number": 1,
            "ns_mp": 100,
            "ew_mp": 50,
            "result_version": 1,
            "entered_by": "tavolo-2",
            "entered_at": "2026-10-04T21:40:00",
        }
    ]


def _not_a_number(tables: dict[str, Any], manifest: dict[str, Any]) -> bytes:
    return json.dumps({"tables": tables}).replace('"ns_mp": 1290', '"ns_mp": NaN').encode()


def _nested(tables: dict[str, Any], manifest: dict[str, Any]) -> bytes:
    return b'{"tables": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"


# case -> (file, edit, words the Italian sentence holds, words the English one holds)
REFUSED: dict[str, tuple[int, Edit, tuple[str, ...], tuple[str, ...]]] = {
    "a required key dropped (an entry's number)": (
        BURRACO,
        _drop("entries", "number", number=1),
        ("l'iscrizione n. 1 del file", "«numero»", "manca"),
        ("entry no. 1 in the file", "“number”", "is missing"),
    ),
    'a number written as text (a seat\'s table "1")': (
        BURRACO,
        _set("seats", "table_number", "1", id=1),
        ("il posto n. 1", "«tavolo»", "numero intero", "«1»"),
        ("seat no. 1", "“table”", "whole number", "“1”"),
    ),
    "true or false written as 1 (an entry present)": (
        BURRACO,
        _set("entries", "present", 1, number=1),
        ("l'iscrizione 1", "«presente»", "vero o falso", "1"),
        ("entry 1", "“present”", "true or false", "1"),
    ),
    "null where a value is required (a round's status)": (
        BURRACO,
        _set("rounds", "status", None, number=1),
        ("il turno 1", "«stato»", "vuoto"),
        ("round 1", "“status”", "empty"),
    ),
    "a score too large for the database (2**40 MP)": (
        BURRACO,
        _set("burraco_results", "ns_mp", 2**40, id=1),
        ("il risultato del tavolo 1, turno 1", "«punti di NS»", "1099511627776", "2147483647"),
        ("the result of table 1, round 1", "“NS MP”", "1099511627776", "2147483647"),
    ),
    "a negative entry number": (
        BURRACO,
        _set("entries", "number", -3, number=2),
        ("l'iscrizione -3", "«numero»", "-3", "da 1 a"),
        ("entry -3", "“number”", "-3", "1 to"),
    ),
    'a word Torneo does not know (a seat on line "north")': (
        BURRACO,
        _set("seats", "line", "north", id=1),
        ("«linea»", "«north»", "ns, ew"),
        ("“line”", "“north”", "ns, ew"),
    ),
    "a date that is not a date": (
        BURRACO,
        _set("tournaments", "date", "04/10/2026"),
        ("il torneo", "«data»", "«04/10/2026»", "AAAA-MM-GG"),
        ("the tournament", "“date”", "“04/10/2026”", "YYYY-MM-DD"),
    ),
    "a time that is not a time": (
        BURRACO,
        _set("rounds", "created_at", "ieri sera", number=2),
        ("il turno 2", "«data di creazione»", "«ieri sera»"),
        ("round 2", "“creation time”", "“ieri sera”"),
    ),
    "a row that is not an object": (
        BURRACO,
        lambda tables, manifest: tables["entries"].__setitem__(1, 5),
        ("l'iscrizione n. 2 del file", "non è una riga", "5"),
        ("entry no. 2 in the file", "not a row", "5"),
    ),
    "a table's list of rows missing (no seats)": (
        BURRACO,
        lambda tables, manifest: tables.pop("seats"),
        ("il file", "«seats»"),
        ("the file", "“seats”"),
    ),
    "two tournaments in one file": (
        BURRACO,
        _two_tournaments,
        ("un solo torneo", "2"),
        ("exactly one tournament", "2"),
    ),
    "two entries with the same number": (
        BURRACO,
        _set("entries", "number", 1, number=2),
        ("l'iscrizione 1", "«numero»", "ripete 1"),
        ("entry 1", "“number”", "repeats 1"),
    ),
    "an entry's player missing from the file": (
        BURRACO,
        _set("entry_players", "player_id", 999_999, id=1),
        ("il componente n. 1", "«giocatore»", "999999", "nel file non c'è"),
        ("entry member no. 1", "“player”", "999999", "not in the file"),
    ),
    "a penalty in a round the file does not have": (
        BURRACO,
        _set("penalties", "round_number", 7, id=1),
        ("la penalità n. 1", "«turno»", "7"),
        ("penalty no. 1", "“round”", "7"),
    ),
    "a warning that takes points": (
        BURRACO,
        _set("penalties", "vp", 2, id=2),
        ("la penalità n. 2", "ammonizione non toglie punti", "2 PV"),
        ("penalty no. 2", "warning takes no points", "2 VP"),
    ),
    "a VP penalty of no VP": (
        BURRACO,
        _set("penalties", "vp", 0, id=1),
        ("la penalità n. 1", "in PV ne toglie almeno 1"),
        ("penalty no. 1", "in VP takes at least 1"),
    ),
    "a penalty of MP not a multiple of 5": (
        BURRACO,
        _set("penalties", "mp", 12, id=1),
        ("la penalità n. 1", "multiplo di 5", "12"),
        ("penalty no. 1", "multiple of 5", "12"),
    ),
    "a result for a table nobody sits at": (
        BURRACO,
        _set("burraco_results", "table_number", 9, id=1),
        ("il risultato del tavolo 9, turno 1", "nessuno seduto"),
        ("the result of table 9, round 1", "nobody sits"),
    ),
    "a result for the bye table": (
        BURRACO,
        _set("burraco_results", "table_number", 3, id=1),
        ("il risultato del tavolo 3, turno 1", "riposo"),
        ("the result of table 3, round 1", "bye"),
    ),
    "a scala 40 sheet in a burraco file": (
        BURRACO,
        _sheet_in_burraco,
        ("il foglio del tavolo 1, turno 1", "scala 40", "burraco"),
        ("the sheet of table 1, round 1", "scala 40", "burraco"),
    ),
    "a burraco table with its NS line emptied": (
        BURRACO,
        _ns_line_emptied,
        ("il turno 1", "tavolo 1", "0 iscrizioni in NS"),
        ("round 1", "table 1", "0 entries on NS"),
    ),
    "a burraco result of 21 VP": (
        BURRACO,
        _set("burraco_results", "ns_vp", 21, id=1),
        ("il risultato del tavolo 1, turno 1", "da 0 a 20"),
        ("the result of table 1, round 1", "0 to 20"),
    ),
    "settings: a VP table whose edges are not steps of 5": (
        BURRACO,
        _settings(vp_scale={"name": "Club", "hands": 3, "bands": [[0, 10], [53, 12]]}),
        ("il torneo", "«impostazioni»", "53", "multiplo di 5"),
        ("the tournament", "“settings”", "53", "multiple of 5"),
    ),
    "settings: a pairing system Torneo does not know": (
        BURRACO,
        _settings(schedule=[["swiss", 3]]),
        ("il torneo", "«impostazioni»", "«schedule»", "non sa leggere"),
        ("the tournament", "“settings”", "“schedule”", "cannot read"),
    ),
    "settings: five hands": (
        BURRACO,
        _settings(hands=5),
        ("«impostazioni»", "«hands»", "5", "non ammette"),
        ("“settings”", "“hands”", "5", "does not allow"),
    ),
    "settings: a number written as text": (
        BURRACO,
        _settings(seed="5"),
        ("«impostazioni»", "«seed»", "«5»"),
        ("“settings”", "“seed”", "“5”"),
    ),
    "settings: a key Torneo does not know": (
        BURRACO,
        _settings(colour="red"),
        ("«impostazioni»", "«colour»", "non conosce"),
        ("“settings”", "“colour”", "does not know"),
    ),
    "settings: a recorded draw naming an entry not in the file": (
        BURRACO,
        _settings(draw_order=[1, 2, 99]),
        ("«impostazioni»", "sorteggio", "99"),
        ("“settings”", "draw", "99"),
    ),
    "settings: a scala 40 limit of 0": (
        SCALA40,
        _settings(limit=0),
        ("il torneo", "«limit»", "0"),
        ("the tournament", "“limit”", "0"),
    ),
    "a scala 40 sheet that breaks the rules (points for a player already out)": (
        SCALA40,
        _points_after_out,
        ("il foglio del tavolo", "turno 1", "«mani»"),
        ("the sheet of table", "round 1", "“hands”"),
    ),
    "a scala 40 hand without its closer": (
        SCALA40,
        _closer_dropped,
        ("il foglio del tavolo", "«mani»", "forma"),
        ("the sheet of table", "“hands”", "form"),
    ),
    "garbage in place of a burraco result's hands": (
        BURRACO,
        _set("burraco_results", "hands", {"a": [1, {"b": None}]}, id=2),
        ("il risultato del tavolo", "«mani»", "forma"),
        ("the result of table", "“hands”", "form"),
    ),
    "a second entry whose result is gone (an orphan disagreement)": (
        BURRACO,
        _first_entry_removed,
        ("il secondo inserimento del tavolo 1, turno 2", "non ha un risultato"),
        ("the second entry of table 1, round 2", "no result in the file"),
    ),
    "a second entry for the bye table": (
        BURRACO,
        _set("result_checks", "table_number", 3, id=1),
        ("il secondo inserimento del tavolo 3, turno 2", "riposo"),
        ("the second entry of table 3, round 2", "bye"),
    ),
    "two second entries for one table": (
        BURRACO,
        _second_disagreement,
        ("il secondo inserimento del tavolo 1, turno 2", "«tavolo»", "ripete 1"),
        ("the second entry of table 1, round 2", "“table”", "repeats 1"),
    ),
    "a second entry's figure not a whole number (875.5 MP)": (
        BURRACO,
        _set("result_checks", "ew_mp", 875.5, id=1),
        ("il secondo inserimento del tavolo 1", "«punti di EO»", "numero intero", "875.5"),
        ("the second entry of table 1", "“EW MP”", "whole number", "875.5"),
    ),
    "a second entry's figure not in steps of 5 (873 MP)": (
        BURRACO,
        _set("result_checks", "ew_mp", 873, id=1),
        ("il secondo inserimento del tavolo 1, turno 2", "multiplo di 5"),
        ("the second entry of table 1, round 2", "multiple of 5"),
    ),
    "a second entry compared with a version its result never reached": (
        BURRACO,
        _set("result_checks", "result_version", 7, id=1),
        ("il secondo inserimento del tavolo 1", "«versione del risultato confrontata»", "7"),
        ("the second entry of table 1", "“result version compared”", "7", "version 1"),
    ),
    "a second entry without its station": (
        BURRACO,
        _set("result_checks", "entered_by", " ", id=1),
        ("il secondo inserimento del tavolo 1, turno 2", "postazione", "obbligatorio"),
        ("the second entry of table 1, round 2", "station", "required"),
    ),
    "a second entry in a scala 40 file": (
        SCALA40,
        _disagreement_in_scala40,
        ("il secondo inserimento del tavolo 1", "burraco", "scala 40"),
        ("the second entry of table 1", "burraco", "scala 40"),
    ),
    "a format 2 file without its list of second entries": (
        BURRACO,
        lambda tables, manifest: tables.pop("result_checks"),
        ("il file", "«result_checks»"),
        ("the file", "“result_checks”"),
    ),
    "a table this Torneo does not know": (
        BURRACO,
        lambda tables, manifest: tables.__setitem__("notes", []),
        ("il file", "«notes»", "non conosce", "aggiorna Torneo"),
        ("the file", "“notes”", "does not know", "update Torneo"),
    ),
    "a field this Torneo does not know": (
        BURRACO,
        _set("players", "nickname", "Ciccio", id=1),
        ("il giocatore n. 1", "«nickname»", "aggiorna Torneo"),
        ("player no. 1", "“nickname”", "update Torneo"),
    ),
    "NaN in the data": (BURRACO, _not_a_number, ("danneggiato", "JSON"), ("damaged", "JSON")),
    "data nested 100,000 deep": (BURRACO, _nested, ("danneggiato",), ("damaged",)),
    "the manifest's tournament name with a control character": (
        BURRACO,
        _about("name", "Coppa\x07"),
        ("manifest.json", "nome del torneo", "U+0007"),
        ("manifest.json", "tournament name", "U+0007"),
    ),
    "the manifest's game unknown": (
        BURRACO,
        _about("game", "poker"),
        ("manifest.json", "«gioco»", "«poker»"),
        ("manifest.json", "“game”", "“poker”"),
    ),
    "the manifest without its tournament": (
        SCALA40,
        lambda tables, manifest: manifest.pop("tournament"),
        ("manifest.json", "«torneo»", "manca"),
        ("manifest.json", "“tournament”", "is missing"),
    ),
}


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    return evening_files(tmp_path_factory)[0]


@pytest.fixture(scope="module")
def services(module_database_url: str) -> Iterator[Services]:
    """The database every case is tried on (SQLite, and PostgreSQL when configured)."""
    opened = open_services(module_database_url, station="federation")
    try:
        yield opened
    finally:
        opened.close()


@pytest.mark.parametrize("case", REFUSED)
def test_a_damaged_file_is_refused_naming_what_is_wrong(
    case: str,
    exported: list[Exported],
    services: Services,
    module_database_url: str,
    tmp_path: Path,
) -> None:
    which, edit, italian, english = REFUSED[case]
    path = damaged(exported, which, edit, tmp_path)
    assert_refused(path, italian, english, services, module_database_url)


def test_a_sound_file_imports_after_the_refusals(
    exported: list[Exported], services: Services, tmp_path: Path
) -> None:
    """The control case: both files, untouched, import and read back."""
    for which in (BURRACO, SCALA40):
        manifest, document = copy.deepcopy(exported[which])
        # The module's database already holds these files' tournaments: copies, on purpose.
        path = write_file(tmp_path, manifest, document)
        imported = import_tournament_file(services, path, again=True)
        read_everything(services, imported.tournament_id)


def test_docs_list_every_case() -> None:
    """docs/reliability.md names every class of damage tried here."""
    assert undocumented([*REFUSED]) == []
