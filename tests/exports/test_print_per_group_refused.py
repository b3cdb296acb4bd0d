"""`torneo print --standings/--prizes --per group` of a tournament whose entries have no
group: refused with the sentence saying what to do (the service's nothing_to_rank_by),
nothing written, in each language."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    TournamentDraft,
    open_services,
)
from tournament_app.services.entries import NewEntry


@pytest.mark.parametrize("flag", ["--standings", "--prizes"])
@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", ("un girone", "classifica assoluta")),
        ("en", ("a group", "overall standings")),
    ],
)
def test_per_group_without_groups_is_refused_in_words(
    sqlite_url: str, tmp_path: Path, flag: str, language: str, words: tuple[str, str]
) -> None:
    services = open_services(sqlite_url)
    try:
        tid = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Senza gironi", "2026-12-02", "", BurracoSettings())
        ).id
        services.entries.add_many(
            tid,
            [
                NewEntry((PlayerSpec(f"Blu{n}", "Eva"), PlayerSpec(f"Rosa{n}", "Ugo")))
                for n in (1, 2)
            ],
        )
    finally:
        services.close()
    target = tmp_path / "out.pdf"
    out = io.StringIO()
    argv = ["--db", sqlite_url, "--lang", language, "--json", "print", "-t", str(tid)]
    code = run_cli([*argv, flag, str(target), "--per", "group"], stdout=out, stderr=io.StringIO())
    assert code == 3  # refused as invalid input, not a crash
    message = json.loads(out.getvalue())["error"]["message"]
    for word in words:
        assert word in message
    assert not target.exists()
