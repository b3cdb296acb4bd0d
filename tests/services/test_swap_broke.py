"""What a swap by hand broke (`Round.swap_broke`): the round check's problems the swap brought
in, never those the draft had already, wherever a table swap moved them. Four pairs: round 1
played, a against b and c against d; round 2 drafted with new opponents."""

from __future__ import annotations

from tests.builders.evenings import burraco_tournament
from tests.builders.tournaments import enter_every_table, published_round
from tournament_app.services import Services


def test_only_what_the_swap_brought_in_is_said(services: Services) -> None:
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    enter_every_table(services, tid, 1, 500, 300)
    met = [tuple(sorted((*t.ns, *t.ew))) for t in services.rounds.get(tid, 1).tables]
    draft = services.rounds.generate(tid)
    a, opponent = draft.tables[0].ns[0], draft.tables[0].ew[0]
    b = next(other for pair in met if a in pair for other in pair if other != a)

    swapped = services.rounds.swap(tid, 2, b, opponent)
    assert sorted((p.code, p.entries) for p in swapped.swap_broke) == sorted(
        ("forbidden_rematch", pair) for pair in met
    )
    # The same two rematches at each other's table: nothing new.
    moved = services.rounds.swap_tables(tid, 2, 1, 2)
    assert moved.swap_broke == ()
    assert len(services.rounds.check(tid, 2).problems) == 2
    # Swapped back: the draft is sound again, and that breaks nothing.
    back = services.rounds.swap(tid, 2, b, opponent)
    assert back.swap_broke == () and services.rounds.check(tid, 2).ok
