"""Schema migrations: an old database upgrades with its data after a backup; models match."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from alembic.script import ScriptDirectory

from tournament_app.services import Game, TournamentId, open_services
from tournament_app.storage.backups import backups_of
from tournament_app.storage.database import (
    alembic_config,
    current_revision,
    head_revision,
    known_revisions,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
FIRST_SCHEMA = FIXTURES / "schema_0001.db"


def _copy_of_first_schema(tmp_path: Path) -> Path:
    target = tmp_path / "club.sqlite3"
    shutil.copyfile(FIRST_SCHEMA, target)
    return target


def test_the_fixture_really_is_the_first_schema() -> None:
    """The kept database says revision 0001 and predates the later columns."""
    connection = sqlite3.connect(f"file:{FIRST_SCHEMA}?mode=ro", uri=True)
    try:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0001",)
        ]
        columns = [row[1] for row in connection.execute("PRAGMA table_info(rounds)")]
        assert "published_at" not in columns
    finally:
        connection.close()


def test_a_first_schema_database_upgrades_with_its_data(tmp_path: Path) -> None:
    """Opening the old file upgrades it to the newest revision; tournament, pairs and result
    written by the first schema read back through today's services."""
    target = _copy_of_first_schema(tmp_path)
    services = open_services(str(target))
    try:
        assert current_revision(services.engine) == head_revision()
        (summary,) = services.tournaments.list()
        assert (summary.name, summary.game, summary.date) == (
            "Serata del giovedì",
            Game.BURRACO,
            "2026-11-26",
        )
        entries = services.entries.list(TournamentId(summary.id))
        assert [e.names for e in entries] == [
            "Rossi Anna - Bianchi Carlo",
            "Verdi Lucia - Neri Paolo",
        ]
        result = services.results.get(TournamentId(summary.id), 1, 1)
        assert result is not None
        # 640 - 245 = 395 MP: the 355-500 band of the FIBUR 3-hand table, 14-6.
        assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (640, 245, 14, 6)
        assert services.registry.search("FI-1004")[0].club == "Circolo Burraco Sud"
    finally:
        services.close()


def test_the_upgrade_keeps_a_backup_of_the_old_file(tmp_path: Path) -> None:
    """Before migrating, a copy of the file as it was is kept, still at revision 0001."""
    target = _copy_of_first_schema(tmp_path)
    open_services(str(target)).close()
    (copy,) = backups_of(target)
    connection = sqlite3.connect(copy)
    try:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
        assert connection.execute("SELECT count(*) FROM burraco_results").fetchone() == (1,)
    finally:
        connection.close()


def test_a_current_database_is_not_backed_up_on_open(tmp_path: Path) -> None:
    """Opening a database already at the newest revision makes no copy."""
    target = tmp_path / "club.sqlite3"
    open_services(str(target)).close()
    open_services(str(target)).close()
    assert backups_of(target) == []


def test_revisions_read_from_file_names_are_alembics() -> None:
    """Start-up reads the revisions from the migration files' names without loading Alembic;
    Alembic itself must see the same revisions, one after another, ending at the same head."""
    script = ScriptDirectory.from_config(alembic_config())
    revisions = {rev.revision: rev.down_revision for rev in script.walk_revisions()}
    assert set(revisions) == known_revisions()
    assert script.get_current_head() == head_revision()
    ordered = sorted(revisions)
    assert [revisions[rev] for rev in ordered] == [None, *ordered[:-1]]


def test_a_start_on_a_current_database_does_not_load_alembic(tmp_path: Path) -> None:
    """Alembic (with Mako and Pygments) is loaded to upgrade a database, not to open a current
    one: opening costs the director that much less time at every start."""
    database = tmp_path / "club.sqlite3"
    open_services(str(database)).close()
    probe = (
        "import sys\n"
        "from tournament_app.services import open_services\n"
        f"open_services({str(database)!r}).close()\n"
        "print(sorted(m for m in ('alembic', 'mako', 'pygments') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
