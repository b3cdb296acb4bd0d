"""The command line advises its own way to put a refusal right (services.actions): the
command to run, never the window's button or page."""

from __future__ import annotations

import pytest

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.cli.cli_helpers import Torneo
from tournament_app.services import TournamentId

# 16 pairs, round 1 published, nothing played.
start, database_url = snapshot_fixtures({"published": with_services(sixteen_pairs_round_one)})
published = state_value("published")


@pytest.mark.parametrize(
    ("language", "back_to_draft"), [("it", "Torna in bozza"), ("en", "Back to draft")]
)
def test_a_published_round_is_taken_back_to_draft_by_its_command(
    database_url: str, capsys, published: TournamentId, language: str, back_to_draft: str
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    refused = torneo.run("round", "swap", "-t", published, "-r", 1, 1, 2)
    assert refused.code == 3
    assert f"torneo round unpublish -t {published} -r 1" in refused.err
    assert back_to_draft not in refused.err and "Turni" not in refused.err
    assert "Rounds page" not in refused.err
    # The command named is one that works: run as said, the round is a draft again.
    command = refused.err.split("torneo round unpublish")[1].split(")")[0]
    assert torneo.run("round", "unpublish", *command.split()).code == 0


@pytest.mark.parametrize(
    ("language", "advice", "window"),
    [
        ("it", "ripeti il comando aggiungendo --yes per salvarli comunque", "Invio"),
        ("en", "run the command again with --yes to save them anyway", "Enter"),
    ],
)
def test_unlikely_figures_are_saved_anyway_by_the_commands_yes(
    database_url: str, capsys, published: TournamentId, language: str, advice: str, window: str
) -> None:
    torneo = Torneo(database_url, capsys, language=language)
    refused = torneo.run("result", "enter", "-t", published, "-r", 1, "--table", 1, "--mp", 3500, 0)
    assert refused.code == 3
    assert advice in refused.err and window not in refused.err
