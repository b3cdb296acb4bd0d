"""Tournament files that cannot be read whole or name no real format: /dev/zero given as a
.torneo, a file or a manifest past the bounds no tournament reaches (a zip bomb: a small
file whose manifest unpacks huge), a format version Torneo never wrote. Each is refused with
a sentence in Italian and English naming the file, what is wrong and what to do, the database
row for row as before, and `torneo tournament import-file` says the same, exit 3, no
traceback. The bounds are in storage/limits.py."""

from __future__ import annotations

import copy
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.reliability_helpers import database_snapshot
from tests.reliability.tournament_files import Exported, assert_worded, exported_files, write_file
from tournament_app.cli.main import run_cli
from tournament_app.services import Services, open_services
from tournament_app.services.archive.tournament_file import (
    ArchiveError,
    ArchiveProblem,
    file_summary,
    import_tournament_file,
)

BURRACO = 0
# The bounds as the sentences say them.
FILE_MEGABYTES = 64
MANIFEST_KILOBYTES = 64


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    return exported_files(tmp_path_factory.mktemp("source"))


@pytest.fixture(scope="module")
def services(module_database_url: str) -> Iterator[Services]:
    """The database every case is tried on (SQLite, and PostgreSQL when configured)."""
    opened = open_services(module_database_url, station="federation")
    try:
        yield opened
    finally:
        opened.close()


def _refused(services: Services, path: Path, problem: ArchiveProblem) -> ArchiveError:
    """Import and check both refuse `path` for `problem`, worded, nothing written."""
    before = database_snapshot(services.engine)
    with pytest.raises(ArchiveError) as refused:
        import_tournament_file(services, path)
    with pytest.raises(ArchiveError) as checked:
        file_summary(path)
    assert refused.value.problem is problem, refused.value.sentence("en")
    assert checked.value.problem is problem
    assert_worded(refused.value, path)
    assert database_snapshot(services.engine) == before
    return refused.value


def _with_manifest(exported: list[Exported], folder: Path, **changes: Any) -> Path:
    """The burraco file with its manifest changed (a key given as None is removed)."""
    manifest, document = copy.deepcopy(exported[BURRACO])
    for key, value in changes.items():
        if value is None:
            manifest.pop(key, None)
        else:
            manifest[key] = value
    return write_file(folder, manifest, document)


def test_a_file_that_never_ends_is_refused_at_once(services: Services, tmp_path: Path) -> None:
    """/dev/zero named as a .torneo is not a file: refused before a byte is read."""
    path = tmp_path / "serata.torneo"
    path.symlink_to("/dev/zero")
    refused = _refused(services, path, ArchiveProblem.UNREADABLE)
    assert "/dev/zero" in refused.sentence("it") and "/dev/zero" in refused.sentence("en")


def test_a_file_past_the_size_bound_is_refused_before_it_is_read(
    services: Services, tmp_path: Path
) -> None:
    """One byte past the bound (sparse: nothing written on disk) is refused by its size,
    the sentence naming the bound and saying to check the file chosen."""
    path = tmp_path / "serata.torneo"
    with path.open("wb") as handle:
        handle.truncate(FILE_MEGABYTES * 1024 * 1024 + 1)
    refused = _refused(services, path, ArchiveProblem.CORRUPT)
    assert f"{FILE_MEGABYTES} MB" in refused.sentence("it")
    assert "right .torneo file" in refused.sentence("en")


def test_a_manifest_that_unpacks_past_its_bound_is_refused(
    services: Services, exported: list[Exported], tmp_path: Path
) -> None:
    """A zip bomb: the manifest, plain JSON padded with spaces past 64 KB, packs to a few
    hundred bytes; it is refused by its size, never parsed."""
    manifest, document = copy.deepcopy(exported[BURRACO])
    good = write_file(tmp_path, manifest, document, "buono.torneo")
    bomb = tmp_path / "serata.torneo"
    with zipfile.ZipFile(good) as source:
        padded = source.read("manifest.json").replace(
            b"{", b"{" + b" " * (MANIFEST_KILOBYTES * 1024), 1
        )
        with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as target:
            target.writestr("manifest.json", padded)
            target.writestr("tournament.json", source.read("tournament.json"))
    assert json.loads(padded) == json.loads(source_manifest(good))
    refused = _refused(services, bomb, ArchiveProblem.CORRUPT)
    assert f"{MANIFEST_KILOBYTES} KB" in refused.sentence("it")
    assert "manifest.json" in refused.sentence("en")


def source_manifest(path: Path) -> bytes:
    with zipfile.ZipFile(path) as archive:
        return archive.read("manifest.json")


@pytest.mark.parametrize(
    "version",
    [-1, 0, "2", "1", 1.5, 2.0, True, [], {}, None],
    ids=["-1", "0", "'2'", "'1'", "1.5", "2.0", "true", "list", "object", "missing"],
)
def test_a_format_version_torneo_never_wrote_is_refused(
    services: Services, exported: list[Exported], tmp_path: Path, version: Any
) -> None:
    """Only the whole numbers from 1 to this Torneo's own are formats: anything else,
    or none, is damage, said in words."""
    path = _with_manifest(exported, tmp_path, format_version=version)
    refused = _refused(services, path, ArchiveProblem.CORRUPT)
    assert "format" in refused.sentence("en") and "formato" in refused.sentence("it")


def test_the_lowest_format_still_imports(
    services: Services, exported: list[Exported], tmp_path: Path
) -> None:
    """Format 1 (what an older Torneo wrote) is a known one."""
    manifest, document = copy.deepcopy(exported[BURRACO])
    manifest["format_version"] = 1
    document["tables"].pop("result_checks", None)
    imported = import_tournament_file(services, write_file(tmp_path, manifest, document))
    assert imported.name == manifest["tournament"]["name"]


@pytest.mark.parametrize("check", [False, True])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_command_line_words_a_file_that_never_ends(
    module_database_url: str, tmp_path: Path, capsys, check: bool, language: str
) -> None:
    """`tournament import-file` (and its --check) on /dev/zero: exit 3, the sentence, no
    traceback, quickly."""
    path = tmp_path / "serata.torneo"
    path.symlink_to("/dev/zero")
    extra = ["--check"] if check else []
    code = run_cli(
        [
            "--db",
            module_database_url,
            "--lang",
            language,
            "tournament",
            "import-file",
            str(path),
            *extra,
        ]
    )
    captured = capsys.readouterr()
    assert code == 3
    assert "Traceback" not in captured.err
    assert "/dev/zero" in captured.err and "serata.torneo" in captured.err


def test_a_manifest_whose_header_understates_its_size_is_not_read_past_it(
    services: Services, exported: list[Exported], tmp_path: Path
) -> None:
    """A zip bomb that lies: the directory says the manifest unpacks to 200 bytes, its data
    unpacks to 300 KB. Reading stops at what the header declares (never past the bound) and
    the file is refused as damaged, not parsed from a truncated manifest."""
    manifest, document = copy.deepcopy(exported[BURRACO])
    good = write_file(tmp_path, manifest, document, "buono.torneo")
    padded = source_manifest(good).replace(b"{", b"{" + b" " * (300 * 1024), 1)
    liar = tmp_path / "serata.torneo"
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(liar, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("manifest.json", padded)
        out.writestr("tournament.json", source.read("tournament.json"))
    raw = bytearray(liar.read_bytes())
    directory = raw.index(b"PK\x01\x02")  # the manifest's entry comes first
    raw[directory + 24 : directory + 28] = (200).to_bytes(4, "little")
    liar.write_bytes(bytes(raw))
    with zipfile.ZipFile(liar) as archive:
        assert archive.getinfo("manifest.json").file_size == 200
    _refused(services, liar, ArchiveProblem.CORRUPT)
