"""Each class of damage a tournament file can carry, checksum recomputed so it reaches the
checks behind it: refused with a sentence naming the row, the field and what is wrong, in
Italian and English, the database row for row as before, and `torneo tournament import-file
--check` saying the same with exit 3 and no traceback. A few edits are harmless and import.
docs/reliability.md lists every case by name."""

from __future__ import annotations

import copy
import hashlib
import io
import json
import zipfile
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.reliability.reliability_helpers import database_snapshot, undocumented
from tests.reliability.tournament_files import (
    Exported,
    assert_worded,
    exported_files,
    exported_logs,
    read_everything,
    write_file,
)
from tournament_app.cli.main import run_cli
from tournament_app.services import Services, open_services
from tournament_app.services.archive import ArchiveError, import_tournament_file
from tournament_app.storage.models import Base, RoundRow

BURRACO, SCALA40 = 0, 1

Edit = Callable[[dict[str, Any], dict[str, Any]], Any]
"""Changes (tables, manifest) in place; may return bytes to write as the data instead."""


def _row(tables: dict[str, Any], name: str, **match: Any) -> dict[str, Any]:
    return next(r for r in tables[name] if all(r.get(k) == v for k, v in match.items()))


def _set(name: str, column: str, value: Any, **match: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        _row(tables, name, **match)[column] = value

    return edit


def _drop(name: str, column: str, **match: Any) -> Edit:
    def edit(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
        del _row(tables, name, **match)[column]

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
    tables["seats"].remove(_row(tables, "seats", round_id=1, table_number=1, line="ns"))


def _points_after_out(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """The finished table's second hand also charges the player the first hand put out."""
    sheet = next(s for s in tables["scala40_sheets"] if len(s["hands"]) == 2)
    out = sheet["hands"][0]["points"][3][0]  # 101 points: out at the limit
    sheet["hands"][1]["points"].append([out, 10])


def _closer_dropped(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    del tables["scala40_sheets"][0]["hands"][0]["closer"]


def _first_entry_removed(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Round 2 table 1's result taken out, its open disagreement left behind."""
    tables["burraco_results"].remove(_row(tables, "burraco_results", round_id=2, table_number=1))


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
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("source")


@pytest.fixture(scope="module")
def exported(source: Path) -> list[Exported]:
    return exported_files(source)


@pytest.fixture(scope="module")
def logs(source: Path, exported: list[Exported]) -> list[Any]:
    """The log.json of each exported file (the evening's changes)."""
    return exported_logs(source)


@pytest.fixture(scope="module")
def services(module_database_url: str) -> Iterator[Services]:
    """The database every case is tried on (SQLite, and PostgreSQL when configured)."""
    opened = open_services(module_database_url, station="federation")
    try:
        yield opened
    finally:
        opened.close()


def _damaged(exported: list[Exported], which: int, edit: Edit, folder: Path) -> Path:
    manifest, document = copy.deepcopy(exported[which])
    data = edit(document["tables"], manifest)
    return write_file(folder, manifest, data if isinstance(data, bytes) else document)


@pytest.mark.parametrize("case", REFUSED)
def test_a_damaged_file_is_refused_naming_what_is_wrong(
    case: str,
    exported: list[Exported],
    services: Services,
    module_database_url: str,
    tmp_path: Path,
) -> None:
    which, edit, italian, english = REFUSED[case]
    path = _damaged(exported, which, edit, tmp_path)
    _assert_refused(path, italian, english, services, module_database_url)


def _assert_refused(
    path: Path,
    italian: tuple[str, ...],
    english: tuple[str, ...],
    services: Services,
    url: str,
) -> None:
    """`path` refused with a sentence holding the words given in each language, nothing
    written; `import-file --check` saying the same."""
    before = database_snapshot(services.engine)
    with pytest.raises(ArchiveError) as refused:
        import_tournament_file(services, path)
    assert_worded(refused.value, path)
    for language, words in (("it", italian), ("en", english)):
        sentence = refused.value.sentence(language)
        for word in words:
            assert word in sentence, (word, sentence)
    assert database_snapshot(services.engine) == before
    # `import-file --check` reads the file through the same checks: the same sentence on
    # stderr, exit 3 (a refusal), no traceback.
    for language in ("it", "en"):
        out, err = io.StringIO(), io.StringIO()
        command = ["tournament", "import-file", str(path), "--check"]
        code = run_cli(["--db", url, "--lang", language, *command], stdout=out, stderr=err)
        assert code == 3, (code, err.getvalue())
        assert refused.value.sentence(language) in err.getvalue()
        assert "Traceback" not in err.getvalue() + out.getvalue()


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


def _renumbered(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Every id (and every reference to it) made negative or huge: ids are the file's own."""

    def new(old: int) -> int:
        return -old if old % 2 else 2**31 - 1 - old

    for name, rows in tables.items():
        references = {
            column.name
            for column in Base.metadata.tables[name].columns
            if column.foreign_keys or column.primary_key
        }
        for row in rows:
            for column in references & set(row):
                if row[column] is not None:
                    row[column] = new(row[column])


def _defaults_dropped(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Keys the schema fills in left out: the venue, a seat's position, every created_at."""
    del tables["tournaments"][0]["venue"]
    for name in ("rounds", "penalties"):
        for row in tables[name]:
            del row["created_at"]


def _zoned_time(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    tables["rounds"][0]["published_at"] = "2026-10-04T21:30:00+02:00"


def _result_undone_since(tables: dict[str, Any], manifest: dict[str, Any]) -> None:
    """Round 2 table 1's result at version 3, its disagreement still compared with 1: an
    undo of a correction re-inserts the result with a fresh version and the disagreement
    as it was."""
    _row(tables, "burraco_results", round_id=2, table_number=1)["version"] = 3


IMPORTED: dict[str, Edit] = {
    "ids renumbered (negative and huge ids throughout)": _renumbered,
    "keys with a default left out (venue, created_at)": _defaults_dropped,
    "a time with a time zone": _zoned_time,
    "a second entry compared with an older version of its result (as an undo leaves it)": (
        _result_undone_since
    ),
}


@pytest.mark.parametrize("case", IMPORTED)
def test_a_harmless_edit_imports(
    case: str, exported: list[Exported], tmp_path: Path, sqlite_url: str
) -> None:
    """Edits that change nothing the tournament means import, and read back as the sound
    file does (same standings, same seating, the same disagreement open)."""
    services = open_services(sqlite_url, station="federation")
    try:
        manifest, document = copy.deepcopy(exported[BURRACO])
        sound = import_tournament_file(services, write_file(tmp_path, manifest, document))
        edited = import_tournament_file(
            services, _damaged(exported, BURRACO, IMPORTED[case], tmp_path), again=True
        )
        read_everything(services, edited.tournament_id)
        assert services.standings.overall(edited.tournament_id) == services.standings.overall(
            sound.tournament_id
        )
        assert [r.tables for r in services.rounds.list(edited.tournament_id)] == [
            r.tables for r in services.rounds.list(sound.tournament_id)
        ]
        open_ones = services.results.disagreements(sound.tournament_id)
        assert services.results.disagreements(edited.tournament_id) == open_ones != ()
        if case == "a time with a time zone":  # kept as every time is: UTC, no zone
            with services.engine.connect() as connection:
                published = connection.execute(
                    select(RoundRow.published_at).where(
                        RoundRow.tournament_id == edited.tournament_id, RoundRow.number == 1
                    )
                ).scalar_one()
            assert published == datetime(2026, 10, 4, 19, 30)
    finally:
        services.close()


# -- the log beside the rows (log.json) ----------------------------------------------------------

LogEdit = Callable[[dict[str, Any]], Any]
"""Changes the log document in place; may return bytes to write as log.json instead."""


def _change(position: int, column: str, value: Any) -> LogEdit:
    def edit(log: dict[str, Any]) -> None:
        log["log"][position - 1][column] = value

    return edit


def _change_dropped(position: int, column: str) -> LogEdit:
    def edit(log: dict[str, Any]) -> None:
        del log["log"][position - 1][column]

    return edit


# case -> (edit, checksum recomputed, Italian words, English words)
LOG_REFUSED: dict[str, tuple[LogEdit, bool, tuple[str, ...], tuple[str, ...]]] = {
    "the log changed by hand (its checksum not recomputed)": (
        lambda log: json.dumps(log).replace('"club"', '"Clob"').encode(),
        False,
        ("danneggiato", "registro delle modifiche (log.json)", "SHA-256"),
        ("damaged", "log of changes (log.json)", "SHA-256"),
    ),
    "the log named by the manifest but missing": (
        lambda log: None,
        False,
        ("danneggiato", "manca log.json"),
        ("damaged", "log.json", "missing"),
    ),
    "the log not JSON": (
        lambda log: b'{"log": [',
        True,
        ("danneggiato", "log.json", "JSON"),
        ("damaged", "log.json", "JSON"),
    ),
    "the log without its list of changes": (
        lambda log: log.pop("log"),
        True,
        ("il registro delle modifiche (log.json)", "«log»"),
        ("the log of changes (log.json)", "“log”"),
    ),
    "a change of the log without its time": (
        _change_dropped(2, "at"),
        True,
        ("la modifica n. 2 del registro (log.json)", "«ora»", "manca"),
        ("change no. 2 of the log (log.json)", "“time”", "is missing"),
    ),
    "a change of the log whose time is not a time": (
        _change(1, "at", "ieri sera"),
        True,
        ("la modifica n. 1 del registro", "«ora»", "«ieri sera»"),
        ("change no. 1 of the log", "“time”", "“ieri sera”"),
    ),
    "a change of the log with a NUL in its station": (
        _change(3, "station", "Sala\x001"),
        True,
        ("la modifica n. 3 del registro", "U+0000"),
        ("change no. 3 of the log", "U+0000"),
    ),
    "a change of the log whose action is not a code": (
        _change(1, "action", "DROP TABLE"),
        True,
        ("la modifica n. 1 del registro", "«azione»", "forma"),
        ("change no. 1 of the log", "“action”", "form"),
    ),
    "a change of the log whose before is not rows": (
        _change(2, "before", {"entries": 5}),
        True,
        ("la modifica n. 2 del registro", "«prima»", "forma", "entries"),
        ("change no. 2 of the log", "“before”", "form", "entries"),
    ),
    "a change of the log undone written as 1": (
        _change(1, "undone", 1),
        True,
        ("la modifica n. 1 del registro", "«annullata»", "vero o falso"),
        ("change no. 1 of the log", "“undone”", "true or false"),
    ),
    "a change of the log with a field this Torneo does not know": (
        _change(1, "colour", "red"),
        True,
        ("la modifica n. 1 del registro", "«colour»", "aggiorna Torneo"),
        ("change no. 1 of the log", "“colour”", "update Torneo"),
    ),
}


def _with_damaged_log(exported: list[Exported], logs: list[Any], case: str, folder: Path) -> Path:
    edit, recomputed, _, _ = LOG_REFUSED[case]
    manifest, document = copy.deepcopy(exported[BURRACO])
    log = copy.deepcopy(logs[BURRACO])
    written = edit(log)
    if written is None and case == "the log named by the manifest but missing":
        # No log.json, the manifest still naming one.
        return _manifest_set(write_file(folder, manifest, document), "log_sha256", "0" * 64)
    data = written if isinstance(written, bytes) else json.dumps(log).encode()
    path = write_file(folder, manifest, document, log=data)
    if recomputed:
        return path
    # The checksum of the log as exported, the bytes changed since.
    exported_log = hashlib.sha256(json.dumps(logs[BURRACO]).encode()).hexdigest()
    return _manifest_set(path, "log_sha256", exported_log)


def _manifest_set(path: Path, key: str, value: Any) -> Path:
    """`path` with one key of its manifest set to `value`, every other member as it was."""
    with zipfile.ZipFile(path) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    manifest = json.loads(members["manifest.json"])
    manifest[key] = value
    members["manifest.json"] = json.dumps(manifest).encode()
    with zipfile.ZipFile(path, "w") as archive:
        for name, member in members.items():
            archive.writestr(name, member)
    return path


@pytest.mark.parametrize("case", LOG_REFUSED)
def test_a_damaged_log_is_refused_naming_it(
    case: str,
    exported: list[Exported],
    logs: list[Any],
    services: Services,
    module_database_url: str,
    tmp_path: Path,
) -> None:
    """The log is read as the rows are: damaged, or not as Torneo writes it, the whole file
    is refused with a sentence naming the log (and the change, the field), nothing written."""
    _, _, italian, english = LOG_REFUSED[case]
    path = _with_damaged_log(exported, logs, case, tmp_path)
    _assert_refused(path, italian, english, services, module_database_url)


def test_a_sound_log_imports_with_the_file(
    exported: list[Exported], logs: list[Any], services: Services, tmp_path: Path
) -> None:
    """The control case of the log: the evening's changes, untouched, come in as the other
    database's history under the import."""
    for which in (BURRACO, SCALA40):
        manifest, document = copy.deepcopy(exported[which])
        path = write_file(tmp_path, manifest, document, log=copy.deepcopy(logs[which]))
        imported = import_tournament_file(services, path, again=True)  # a copy, on purpose
        changes = services.audit.list(imported.tournament_id)
        assert changes[0].action == "tournament.import_file"
        assert len(changes) == len(logs[which]["log"]) + 1
        assert all(change.action.startswith("imported:") for change in changes[1:])


def test_docs_list_every_case() -> None:
    """docs/reliability.md names every class of damage tried here."""
    assert undocumented([*REFUSED, *IMPORTED, *LOG_REFUSED]) == []
