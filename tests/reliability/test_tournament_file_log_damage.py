"""The log of changes a tournament file carries (log.json) damaged: the whole file refused
with a sentence naming the log (and the change, the field), in Italian and English, nothing
written, and `import-file --check` saying the same; the sound log imports as the other
database's history. docs/reliability.md lists every case."""

from __future__ import annotations

import copy
import hashlib
import json
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.file_damage import (
    BURRACO,
    SCALA40,
    assert_refused,
    evening_files,
)
from tests.reliability.reliability_helpers import undocumented
from tests.reliability.tournament_files import Exported, write_file
from tournament_app.services import Services, open_services
from tournament_app.services.archive.tournament_file import import_tournament_file


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    return evening_files(tmp_path_factory)[0]


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> list[Any]:
    """The log.json of each exported file (the evening's changes)."""
    return evening_files(tmp_path_factory)[1]


@pytest.fixture(scope="module")
def services(module_database_url: str) -> Iterator[Services]:
    """The database every case is tried on (SQLite, and PostgreSQL when configured)."""
    opened = open_services(module_database_url, station="federation")
    try:
        yield opened
    finally:
        opened.close()


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
    assert_refused(path, italian, english, services, module_database_url)


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
    """docs/reliability.md names every damage of the log tried here."""
    assert undocumented([*LOG_REFUSED]) == []
