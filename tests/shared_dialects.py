"""One SQLAlchemy dialect, and so one cache of compiled statements, per kind of database in a
test process.

SQLAlchemy keeps the SQL it compiled from a statement in the engine, keyed by the engine's
dialect. The window, a station or a command opens one engine and keeps it, so it compiles each
statement once; a test process opens a new engine for almost every test, and without this
compiled every statement again for each one: a sixth of a service test's time, a fifth of the
whole suite's on a database. Every engine Torneo makes (`storage.engine.make_engine`) for
SQLite, and every one for PostgreSQL, is given the first such engine's dialect and cache.

What the dialect reads at an engine's first connection (the server's version and settings)
is the same for every database of a kind here: one SQLite library, one test server, so it is
asked once a process, not at every engine's first connection. Each engine keeps its own pool
and its connection hooks (Torneo's pragmas and bounded waits). `tests/test_shared_dialects.py`
checks the sharing still takes (a SQLAlchemy upgrade that moved the cache would fail it, not
slow the suite quietly).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine
from sqlalchemy.engine import URL

from tournament_app.services import restores as restores_module
from tournament_app.storage import database as database_module
from tournament_app.storage import engine as engine_module

_make_engine = engine_module.make_engine
_shared: dict[str, tuple[Any, Any]] = {}


def make_engine(url: URL) -> Engine:
    """`storage.engine.make_engine`, then the kind's shared dialect and compiled statements."""
    engine = _make_engine(url)
    shared = _shared.get(url.drivername)
    # A dialect is shared once a connection has told it the server's version (an engine that
    # never connected leaves it blank); until then each engine keeps its own.
    if shared is None or shared[0].server_version_info is None:
        _shared[url.drivername] = (engine.dialect, engine._compiled_cache)
    else:
        # The engine's own dialect would still ask a new engine's first connection what the
        # shared one knows (PostgreSQL: four round trips): its answers would go unused.
        engine.dialect.initialize = _known  # type: ignore[method-assign]
        engine.dialect, engine._compiled_cache = shared
    return engine


def _known(_connection: Any) -> None:
    """What a first connection tells the dialect is already in the shared one."""


engine_module.make_engine = make_engine
database_module.make_engine = make_engine  # type: ignore[attr-defined]
restores_module.make_engine = make_engine  # type: ignore[attr-defined]
