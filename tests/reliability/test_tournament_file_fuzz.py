"""Tournament files damaged at random, checksum recomputed so the damage reaches the checks
behind it: each import is either clean (the database sound, the tournament readable by every
service) or a refusal worded in Italian and English with nothing written. Never anything else.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.property_counts import examples
from tests.reliability.reliability_helpers import integrity_problems
from tests.reliability.tournament_files import (
    Exported,
    assert_worded,
    exported_files,
    read_everything,
    row_counts,
    write_file,
)
from tournament_app.services import ServiceError, Services, open_services
from tournament_app.services.archive.tournament_file import import_tournament_file

EXAMPLES = examples(150)
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    """The burraco and the scala 40 file, made once for the module."""
    return exported_files(tmp_path_factory.mktemp("source"))


@pytest.fixture(scope="module")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Services, Path]]:
    """The database every damaged file is imported into (kept for the module: refusals must
    leave it as it was, and imports pile up in it, so later ones match known players)."""
    path = tmp_path_factory.mktemp("target") / "federation.sqlite3"
    services = open_services(f"sqlite:///{path}", station="federation")
    try:
        yield services, path
    finally:
        services.close()


# -- damage ----------------------------------------------------------------------------------

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=12),
    st.integers(),
    st.sampled_from([2**31, -(2**31) - 1, 2**63, 10**30, -1, 0]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", "ns", "ew", "seat", "draft", "published", "burraco", "scala40", "1"]),
)
GARBAGE = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)
# Ways a file gets damaged: a key or item dropped, garbage put in, a value copied from
# anywhere else, a row's value taken from another row of its table (types right, meaning
# wrong: the damage that reaches the checks across rows), a number nudged, a row dropped or
# cloned under a fresh id.
DAMAGE = ("drop", "garbage", "copy", "sibling", "nudge", "drop row", "clone row")


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON document (each key of each object, each item of each list)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key)
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield (*path, index)
            yield from _paths(value, (*path, index))


def _at(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        document = document[step]
    return document


def _damage(data: st.DataObject, document: Any) -> str:
    """One random change to `document`, in place; returns what it did (for the report)."""
    places = list(_paths(document))
    if not places:
        return "nothing to damage"
    path = data.draw(st.sampled_from(places))
    parent, key = _at(document, path[:-1]), path[-1]
    kind = data.draw(st.sampled_from(DAMAGE))
    in_a_row = len(path) >= 3 and path[0] == "tables" and isinstance(path[2], int)
    if kind in ("sibling", "drop row", "clone row") and in_a_row:
        rows = document["tables"][path[1]]
        row = rows[path[2]]
        if kind == "drop row":
            del rows[path[2]]
        elif kind == "clone row":
            clone = copy.deepcopy(row)
            if isinstance(clone, dict):
                ids = [r["id"] for r in rows if isinstance(r, dict) and type(r.get("id")) is int]
                clone["id"] = max(ids, default=0) + 1
            rows.append(clone)
        elif len(path) >= 4 and isinstance(row, dict):
            other = data.draw(st.sampled_from(rows))
            if isinstance(other, dict) and path[3] in other:
                row[path[3]] = copy.deepcopy(other[path[3]])
        return f"{kind} {path}"
    if kind == "drop":
        del parent[key]
    elif kind == "copy":
        other = data.draw(st.sampled_from(places))
        try:
            parent[key] = copy.deepcopy(_at(document, other))
        except (KeyError, IndexError, TypeError):
            return f"copy into {path} from vanished {other}"
        return f"{path} = copy of {other}"
    elif kind == "nudge" and type(parent[key]) is int:
        parent[key] += data.draw(st.sampled_from([-1, 1, -parent[key], 2**40]))
    else:
        parent[key] = data.draw(GARBAGE)
    return f"{kind} {path}"


@pytest.mark.slow
@FUZZ
@given(data=st.data(), which=st.sampled_from([0, 1]), count=st.integers(1, 3))
def test_a_damaged_tournament_file_imports_cleanly_or_is_refused_cleanly(
    exported: list[Exported],
    target: tuple[Services, Path],
    tmp_path: Path,
    data: st.DataObject,
    which: int,
    count: int,
) -> None:
    services, database = target
    manifest, original = exported[which]
    document = copy.deepcopy(original)
    manifest = copy.deepcopy(manifest)
    damage = [_damage(data, document) for _ in range(count)]
    if data.draw(st.booleans()):
        damage.append("manifest: " + _damage(data, manifest["tournament"]))
    path = write_file(tmp_path, manifest, document)
    before = row_counts(services)
    try:
        # Damage may leave the rows as they were: each import is a copy, on purpose.
        imported = import_tournament_file(services, path, again=True)
    except ServiceError as refused:
        assert_worded(refused, path)
        assert row_counts(services) == before, damage
        event(f"refused: {getattr(refused, 'reason', getattr(refused, 'detail', '?'))}")
        return
    event("imported")
    assert integrity_problems(database) == [], damage
    read_everything(services, imported.tournament_id)
