"""A scala 40 cut of 8 with three players level for the last two places, from the command line
(tests.builders.ties.level_across_the_cut): `round generate --publish` does not announce the
nine seated unasked, publishing anyway says the way on for a published stage, `round check`
gives the tie (or the draw made after seating) as the reason, and exits 4 when something is
left to settle (docs/cli.md's exit codes), 0 when the seating is sound or only noted."""

from __future__ import annotations

import pytest

from tests.builders.ties import CUT_OF_EIGHT, level_across_the_cut
from tests.builders.tournaments import scala40_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import RoundStatus, Scala40Hand, Services, TournamentId


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys)


def _level(services: Services) -> tuple[TournamentId, tuple[int, ...]]:
    tid = scala40_tournament(services, 20, CUT_OF_EIGHT)
    level, _through = level_across_the_cut(services, tid)
    return tid, level


def test_generate_and_publish_keeps_the_draft_and_says_to_draw(services, torneo) -> None:
    tid, level = _level(services)
    numbers = " ".join(map(str, level))
    refused = torneo.run("--json", "round", "generate", "-t", tid, "--publish")
    assert refused.code == 3
    error = refused.json()["error"]
    assert error["code"] == "round_needs_confirmation"
    message = error["message"]
    assert "Round 2 was not published: players are tied for the last place going on" in message
    assert f"torneo standings draw -t {tid} {numbers}, then torneo round generate -t {tid}" in (
        message
    )
    assert f"torneo round publish -t {tid} -r 2 --yes" in message
    # The draft was made: said so, not "nothing was changed".
    assert "Round 2 has been generated and is kept as a draft" in message
    assert "Nothing was changed" not in message
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT


def test_round_check_exits_4_on_the_tie_and_0_once_drawn(services, torneo) -> None:
    tid, level = _level(services)
    torneo.ok("round", "generate", "-t", tid)
    checked = torneo.run("--json", "round", "check", "-t", tid)
    assert checked.code == 4
    report = checked.json()
    assert report["ok"] is False
    assert [(p["code"], sorted(p["entries"]), p["severity"]) for p in report["problems"]] == [
        ("tied_at_cut", sorted(level), "ask")
    ]
    said = torneo.run("round", "check", "-t", tid)
    assert said.code == 4 and said.out.startswith("Problem: players ")
    torneo.ok("standings", "draw", "-t", tid, *level)
    torneo.ok("round", "generate", "-t", tid)
    sound = torneo.run("round", "check", "-t", tid)
    assert sound.code == 0
    assert sound.out.strip() == "The seating is sound."


def test_published_anyway_the_advice_is_back_to_draft_first(services, torneo) -> None:
    tid, level = _level(services)
    numbers = " ".join(map(str, level))
    torneo.ok("round", "generate", "-t", tid)
    published = torneo.run("round", "publish", "-t", tid, "--yes")
    assert published.code == 0
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED
    unpublish = f"torneo round unpublish -t {tid} -r 2"
    draw = f"torneo standings draw -t {tid} {numbers}, then torneo round generate -t {tid}"
    for said in (published.out, torneo.run("round", "check", "-t", tid).out):
        assert said.index(unpublish) < said.index(draw)
    assert torneo.run("round", "check", "-t", tid).code == 4
    # The draw's advice, followed as given, is not refused.
    torneo.ok("round", "unpublish", "-t", tid, "-r", 2)
    torneo.ok("standings", "draw", "-t", tid, *level)
    again = torneo.ok("round", "generate", "-t", tid)
    assert [len(table["players"]) for table in again["tables"]] == [4, 4]


def test_a_draw_after_publishing_is_the_reason_round_check_gives(services, torneo) -> None:
    tid, level = _level(services)
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "--yes")
    order = torneo.ok("standings", "draw", "-t", tid, *level)["drawn"][0]
    checked = torneo.run("round", "check", "-t", tid)
    assert checked.code == 4
    assert f"player {order[2]} " in checked.out
    assert "lots drawn among the players tied for the last place going on" in checked.out
    assert "corrected" not in checked.out
    assert checked.out.index(f"torneo round unpublish -t {tid} -r 2") < checked.out.index(
        f"torneo round generate -t {tid}"
    )
    torneo.language = "it"
    italian = torneo.run("round", "check", "-t", tid).out
    assert "lo ha escluso il sorteggio tra i pari merito" in italian
    assert "corretta" not in italian


def test_only_a_note_left_exits_0(services, torneo) -> None:
    """Published with all of them going on, then played: nothing is left to settle."""
    tid, _level_players = _level(services)
    torneo.ok("round", "generate", "-t", tid)
    torneo.ok("round", "publish", "-t", tid, "--yes")
    table = services.rounds.get(tid, 2).tables[0]
    closer, *others = table.players
    hand = Scala40Hand(tuple((player, 10) for player in others), closer=closer)
    services.results.enter_hand(tid, 2, table.table, hand)
    checked = torneo.run("round", "check", "-t", tid)
    assert checked.code == 0
    assert checked.out.startswith("Note: players ")
    assert "played as seated" in checked.out
    assert torneo.ok("round", "check", "-t", tid)["ok"] is False


def test_round_check_help_says_its_exit_codes(torneo) -> None:
    helped = torneo.run("round", "check", "--help")
    assert helped.code == 0
    assert "exit 4 when something needs settling" in " ".join(helped.out.split())
    assert "notes alone exit 0" in " ".join(helped.out.split())


def test_the_exit_code_of_a_check_that_found_something_is_documented() -> None:
    """docs/cli.md's table of exit codes gives `round check`'s 4, beside no failure's code."""
    from pathlib import Path

    from tournament_app.cli.main import EXIT_DATABASE, EXIT_INVALID, EXIT_USAGE
    from tournament_app.cli.output import EXIT_FOUND

    doc = Path(__file__).resolve().parents[2] / "docs" / "cli.md"
    rows = [line for line in doc.read_text(encoding="utf-8").splitlines() if line.startswith("| ")]
    (found,) = [row for row in rows if row.startswith(f"| {EXIT_FOUND} |")]
    assert "`round check`" in found and "Notes alone" in found
    assert EXIT_FOUND not in {EXIT_DATABASE, EXIT_USAGE, EXIT_INVALID}
