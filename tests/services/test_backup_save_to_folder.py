"""A copy saved "to" a folder (a USB stick's folder picked as the file), to "" or to ".": the
director is told it is a folder and to give a file name, and nothing is written beside it
(no whole copy left as "<folder>.partial")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import open_services
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages import describe


@pytest.mark.parametrize("typed", ["stick folder", "", "."])
def test_a_copy_to_a_folder_is_refused_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed: str
) -> None:
    club = tmp_path / "club"
    club.mkdir()
    services = open_services(f"sqlite:///{club / 'torneo.sqlite3'}")
    stick = tmp_path / "chiavetta" / "Torneo"
    stick.mkdir(parents=True)
    monkeypatch.chdir(stick)
    target = stick if typed == "stick folder" else Path(typed)
    before = sorted(stick.parent.rglob("*"))
    try:
        with pytest.raises(ServiceError) as refused:
            services.backups.save_copy(target)
    finally:
        services.close()
    assert refused.value.code is ErrorCode.COPY_FAILED
    assert "è una cartella, non un file: indica il nome di un file" in describe(refused.value, "it")
    assert "it is a folder, not a file: give the name of a file" in describe(refused.value, "en")
    assert sorted(stick.parent.rglob("*")) == before
