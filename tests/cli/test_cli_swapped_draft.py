"""`torneo round generate` over a draft holding seats swapped by hand: refused without --yes,
in Italian and English, the swap kept; made again with it (the window asks the same
question: tests/ui/test_questions_both_faces.py)."""

from __future__ import annotations

from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services


def test_the_swap_is_lost_only_with_yes(database_url: str, services: Services, capsys) -> None:
    tid = burraco_tournament(services, pairs=8)
    made = services.rounds.generate(tid)
    services.rounds.swap(tid, 1, made.tables[0].ns[0], made.tables[1].ns[0])
    swapped = services.rounds.get(tid, 1).tables

    italian = Torneo(database_url, capsys, language="it").refused("round", "generate", "-t", tid)
    english = Torneo(database_url, capsys).refused("round", "generate", "-t", tid)

    assert italian["error"]["code"] == english["error"]["code"] == "draft_swapped_by_hand"
    assert "scambiati a mano" in italian["error"]["message"]
    assert "swapped by hand" in english["error"]["message"]
    assert f"torneo round generate -t {tid} --yes" in english["error"]["message"]
    assert services.rounds.get(tid, 1).tables == swapped
    Torneo(database_url, capsys).ok("round", "generate", "-t", tid, "--yes")
    assert not services.rounds.swapped_by_hand(tid, 1)
