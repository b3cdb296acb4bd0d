"""What the tournament-file damage tests share: the evening's two files and their logs, made
once per process (every test edits its own deep copy), an edit's damaged copy, and the
refusal every damaged file must get from the services and from `import-file --check`."""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.reliability.reliability_helpers import database_snapshot
from tests.reliability.tournament_files import (
    Exported,
    assert_worded,
    exported_files,
    exported_logs,
    write_file,
)
from tournament_app.cli.main import run_cli
from tournament_app.services import Services
from tournament_app.services.archive.tournament_file import ArchiveError, import_tournament_file

BURRACO, SCALA40 = 0, 1

Edit = Callable[[dict[str, Any], dict[str, Any]], Any]
"""Changes (tables, manifest) in place; may return bytes to write as the data instead."""

_EVENING: list[tuple[list[Exported], list[Any]]] = []


def evening_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Exported], list[Any]]:
    """The evening's files as (manifest, data document) and their log documents, exported
    once per process: building and exporting the evening is the slow part, and no test
    changes them (each edits a deep copy)."""
    if not _EVENING:
        source = tmp_path_factory.mktemp("source")
        exported = exported_files(source)
        _EVENING.append((exported, exported_logs(source)))
    return _EVENING[0]


def row_of(tables: dict[str, Any], name: str, **match: Any) -> dict[str, Any]:
    """The first row of table `name` whose columns hold `match`."""
    return next(r for r in tables[name] if all(r.get(k) == v for k, v in match.items()))


def damaged(exported: list[Exported], which: int, edit: Edit, folder: Path) -> Path:
    """File `which` with `edit` made to a copy, its checksum recomputed."""
    manifest, document = copy.deepcopy(exported[which])
    data = edit(document["tables"], manifest)
    return write_file(folder, manifest, data if isinstance(data, bytes) else document)


def assert_refused(
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
