"""A swap by hand in a draft says what it breaks (design/ui.md, step 4), in the words of the
round check, in both faces: before, `torneo round swap` making a rematch went through silently
and only `round check` told. Four pairs: round 1 played (a against b, c against d), round 2
drafted with new opponents; swapping b with a's new opponent seats a against b and c against
d again, two rematches the rules forbid (burraco.md: pairs that met may not meet again)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.advice_words import advice_set_aside
from tests.builders.evenings import burraco_tournament
from tests.builders.tournaments import enter_every_table, published_round
from tests.cli.cli_helpers import Torneo
from tournament_app.services import Services
from tournament_app.ui.rounds.page import RoundsPage


def _round_two(services: Services) -> tuple[Any, tuple[int, int], set[tuple[int, ...]]]:
    """Round 1 played, round 2 drafted: the tournament, the two entries whose swap makes the
    rematches, and the pairs (sorted) that would meet again."""
    tid = burraco_tournament(services, 4)
    published_round(services, tid)
    enter_every_table(services, tid, 1, 500, 300)
    met = {frozenset((*t.ns, *t.ew)) for t in services.rounds.get(tid, 1).tables if not t.is_bye}
    draft = services.rounds.generate(tid)
    assert not draft.swap_broke
    first = draft.tables[0]
    a, opponent = first.ns[0], first.ew[0]
    b = next(next(iter(pair - {a})) for pair in met if a in pair)
    c, d = sorted(set(range(1, 5)) - {a, b})
    return tid, (b, opponent), {tuple(sorted((a, b))), tuple(sorted((c, d)))}


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_swap_making_a_rematch_says_so_in_both_faces(
    qtbot, ui_context, capsys, language: str
) -> None:
    services = ui_context.services
    tid, swap, rematches = _round_two(services)
    ui_context.language = language
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    assert page.current_round().number == 2

    page.swap(swap)
    window = ui_context.dialogs.messages("warn")[-1]
    broke = services.rounds.get(tid, 2)
    again = {tuple(sorted((*t.ns, *t.ew))) for t in broke.tables if not t.is_bye}
    assert rematches <= again  # the swap was made
    said_met = "si sono già incontrate" if language == "it" else "already met"
    assert window.count(said_met) == 2, window
    names = services.entries.names(tid)
    for pair in rematches:
        for entry in pair:
            assert f"{entry} {names[entry]}" in window, window

    # The command line, on the same draft as it was: the same sentence, its advice its own.
    services.audit.undo_last(tid)
    torneo = Torneo(ui_context.database, capsys, language=language)
    printed = torneo.run("round", "swap", "-t", tid, "-r", 2, *swap)
    assert printed.code == 0, printed.err
    line = printed.out.strip().splitlines()[-1]
    assert advice_set_aside(line, language, "cli", tournament=tid) == advice_set_aside(
        window, language, "window"
    )

    # What the swap said is what `round check` reports of the draft now.
    swapped = torneo.ok("round", "swap", "-t", tid, "-r", 2, *swap)  # back, then again
    assert "swap_broke" not in swapped
    swapped = torneo.ok("round", "swap", "-t", tid, "-r", 2, *swap)
    checked = torneo.run("--json", "round", "check", "-t", tid, "-r", 2).json()
    assert sorted(tuple(p["entries"]) for p in swapped["swap_broke"]) == sorted(rematches)
    assert [p["message"] for p in swapped["swap_broke"]] == [
        p["message"] for p in checked["problems"]
    ]


def test_a_swap_breaking_nothing_says_nothing(qtbot, ui_context, capsys) -> None:
    """Swapping the two EW pairs of round 1's draft of four pairs meets no one again: no
    warning in the window, the seating alone on the command line."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    made = services.rounds.generate(tid)
    one, two = made.tables[0].ew[0], made.tables[1].ew[0]
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.swap((one, two))
    assert ui_context.dialogs.messages("warn") == []
    printed = Torneo(ui_context.database, capsys).ok("round", "swap", "-t", tid, one, two)
    assert "swap_broke" not in printed
