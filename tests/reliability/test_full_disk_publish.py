"""A real full disk while a round is published: the round IS published, and the automatic
copy taken after it cannot be written. The director reads that as a warning (the round is
out; the copy was not made because the disk is full; free some space), never a traceback:
through the `torneo` program (exit 0, the warning on stderr and in the JSON), the services
and the window.

The disk is real: a small tmpfs mounted for each test (CI runs as root, as here), holding the
database, filled up to 64 KiB, room for the publication's few pages but not for a copy of the
whole file. A machine where mounting is refused fails these tests; it never skips them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.reliability.small_disk import fill_disk, mount_small_disk
from tournament_app.services import RoundStatus, TournamentId, open_services
from tournament_app.storage.backups import backup_folder
from tournament_app.ui.app import build_main_window
from tournament_app.ui.dialogs import ScriptedDialogs
from tournament_app.ui.main_window.window import TAB_ROUNDS
from tournament_app.ui.settings import Settings


@pytest.fixture
def small_disk(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """A real 4 MiB disk, the database's (tests/reliability/small_disk.py)."""
    return mount_small_disk(tmp_path, request)


def _club_with_a_draft(disk: Path) -> tuple[Path, TournamentId]:
    """8 pairs and the draft of round 1 on the small disk, every connection closed."""
    path = disk / "club.sqlite3"
    services = open_services(str(path), station="Sala 1")
    tournament = burraco_tournament(services, 8)
    services.rounds.generate(tournament)
    services.close()
    return path, tournament


def _published_and_no_copy(path: Path, tournament: TournamentId) -> None:
    services = open_services(str(path), station="check", read_only=True)
    try:
        assert services.rounds.get(tournament, 1).status is RoundStatus.PUBLISHED
    finally:
        services.close()
    assert [p.name for p in backup_folder(path).glob("*")] == []  # no half copy left


def test_the_torneo_program_says_the_round_is_out_and_the_copy_is_not(small_disk: Path) -> None:
    path, tournament = _club_with_a_draft(small_disk)
    fill_disk(small_disk)
    env = {**os.environ, "TORNEO_LANG": "en"}
    publish = [sys.executable, "-m", "tournament_app", "--db", str(path), "round", "publish"]
    done = subprocess.run(
        [*publish, "-t", str(tournament), "--json"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert "Traceback" not in done.stderr
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    assert document["status"] == "published"
    assert document["warning"]["code"] == "copy_not_made"
    assert "Round 1 is published" in done.stderr and "the disk is full" in done.stderr
    assert "Free some space" in document["warning"]["message"]
    _published_and_no_copy(path, tournament)


def test_the_program_says_it_in_italian_without_json(small_disk: Path) -> None:
    path, tournament = _club_with_a_draft(small_disk)
    fill_disk(small_disk)
    env = {**os.environ, "TORNEO_LANG": "it"}
    publish = [sys.executable, "-m", "tournament_app", "--db", str(path), "round", "publish"]
    done = subprocess.run(
        [*publish, "-t", str(tournament)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "Turno 1" in done.stdout  # the seating, as always
    assert "Il turno 1 è pubblicato" in done.stderr and "il disco è pieno" in done.stderr


def test_the_services_publish_and_say_why_the_copy_is_missing(small_disk: Path) -> None:
    path, tournament = _club_with_a_draft(small_disk)
    fill_disk(small_disk)
    services = open_services(str(path), station="Sala 1")
    try:
        published = services.rounds.publish(tournament, 1)
    finally:
        services.close()
    assert published.status is RoundStatus.PUBLISHED
    assert published.copy_not_made == "disk_full"
    _published_and_no_copy(path, tournament)


def test_the_window_publishes_and_warns(qtbot, small_disk: Path, tmp_path: Path) -> None:
    path, tournament = _club_with_a_draft(small_disk)
    fill_disk(small_disk)
    window = build_main_window(
        str(path),
        station="Sala 1",
        settings=Settings(tmp_path / "gui.ini"),
        dialogs=ScriptedDialogs(),
    )
    qtbot.addWidget(window)
    window.show()
    try:
        window.open_tournament(tournament)
        window.show_page(TAB_ROUNDS)
        assert window.rounds_page.current_round().status is RoundStatus.DRAFT
        window.rounds_page.publish()
        (warning,) = window.context.dialogs.messages("warn")
        assert "Round 1 is published" in warning and "the disk is full" in warning
        assert window.context.dialogs.messages("error") == []
        assert window.rounds_page.current_round().status is RoundStatus.PUBLISHED
    finally:
        window.context.close()
        window.close()
    _published_and_no_copy(path, tournament)
