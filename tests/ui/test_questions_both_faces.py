"""Every question the window asks before acting, and what the command line does in its place:
where the window asks only in some states (the services decide which), the command line
refuses in those same states, in the same catalogue's words, until told (`--yes`, or the
command that says it: `result correct`); where the window only confirms a click on an action
(delete, withdraw, undo...), the typed command is itself the director's decision.

A question added to the window without a line here fails the inventory test."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.builders.evenings import burraco_tournament, published_round, type_line
from tests.cli.cli_helpers import Torneo
from tournament_app.services import RoundStatus
from tournament_app.services.messages import swapped_draft_sentence
from tournament_app.ui.results.page import ResultsPage
from tournament_app.ui.rounds.page import RoundsPage

UI = Path(__file__).resolve().parents[2] / "tournament_app" / "ui"

# Asked only in some states, decided by the services; the command line refuses in those
# states until told. (module, function) -> (questions there, the test that runs both faces)
DECISIONS = {
    ("results/entering.py", "submit"): (
        2,
        "unlikely figures: test_unlikely_both_faces; a table with a result: "
        "test_a_result_entered_is_replaced_only_when_the_director_says_so (here)",
    ),
    ("results/three_line.py", "submit_three"): (
        1,
        "a table of three pairs with a result: the command line's `result enter --mp A B C` "
        "refuses it alike until `result correct`",
    ),
    ("results/three_line.py", "saved_asking"): (
        1,
        "unlikely figures at a table of three pairs (the quick line and the hand-by-hand "
        "sheet): results.enter_three's unlikely_score, which `result enter --mp A B C` and "
        "`--hands A:B:C,...` refuse alike until --yes",
    ),
    ("results/scala40/entering.py", "_saved_asking"): (
        1,
        "a scala 40 penalty no hand can cost: "
        "test_a_penalty_no_hand_can_cost_is_asked_about_and_refused_alike (here)",
    ),
    ("scoresheet_dialog.py", "save"): (
        1,
        "unlikely hands: test_a_hand_over_the_pack_is_asked_about_and_refused_alike (here)",
    ),
    ("publish_question.py", "may_publish"): (1, "test_publish_both_faces"),
    ("penalties_dialog.py", "add_penalty"): (
        1,
        "more VP in a round than a turno gives: `torneo penalty add` refuses it alike until "
        "--yes, tests/ui/test_penalty_vp_beyond_turno_both_faces.py",
    ),
    ("start_page.py", "toggle_finished"): (
        1,
        "still open (tests/services/still_open_cases.py): test_still_open (command line) and "
        "test_window_tells_the_truth (window), the same lines",
    ),
    ("rounds/page.py", "generate_next"): (
        1,
        "a draft with seats swapped by hand: test_a_draft_swapped_by_hand_is_made_again_"
        "only_once_confirmed (here)",
    ),
    ("registration/page.py", "_offer_replacement"): (
        1,
        "a qualifier's or a grand final invitee's place (services.stage_replacements): "
        "tests/cli/test_cli_replace_qualifier.py (replace-qualifier says who, --yes does it) "
        "and tests/ui/test_qualifier_replacement_window.py",
    ),
}
# Always asked: the window confirms a click on an action the command line types out (the
# services guard the action itself alike: undo only the change asked about, a round played
# never back to draft, an entry that sat never deleted...).
CONFIRMATIONS = {
    ("copies_dialog.py", "go_back_to_selected"): 1,  # torneo backup restore N
    ("log_page.py", "undo_last"): 1,  # torneo undo
    ("penalties_dialog.py", "remove_selected"): 1,  # torneo penalty remove
    ("registration/page.py", "toggle_withdrawn"): 1,  # torneo entry withdraw
    ("registration/page.py", "delete_selected"): 1,  # torneo entry delete
    ("registration/teams_panel.py", "remove_team"): 1,  # torneo team remove
    ("results/scala40/table_actions.py", "remove_last_hand"): 1,  # torneo hand undo
    ("results/scala40/table_actions.py", "time_out"): 1,  # torneo hand time-out
    ("results/table_actions.py", "delete_selected"): 1,  # torneo result delete
    ("rounds/page.py", "draw_at_cut"): 1,  # torneo standings draw, then round generate --yes
    ("rounds/page.py", "unpublish"): 1,  # torneo round unpublish
    ("rounds/page.py", "discard_draft"): 1,  # torneo round delete
    # The confirmation before a draw by lot, for torneo standings draw and torneo team draw.
    ("standings/tie_choice.py", "chosen_ties"): 1,
    ("start_page.py", "delete_selected"): 1,  # torneo tournament delete
    ("vp_table_editor.py", "delete_chosen"): 1,  # torneo vp-table delete NAME
}
# The window's own: no command line in them.
WINDOW_ONLY = {
    ("app.py", "_recovered"): 1,  # starting on a damaged file: put its copy in its place?
    ("main_window/databases.py", "_offer_keyring"): 1,  # keep a server's password
    ("dialogs.py", "confirm"): 1,  # the question box itself
}


ASKING = re.compile(r"\b(?:confirm|question)\b")


def _questions() -> dict[tuple[str, str], int]:
    """(module, function) -> how many yes/no questions it asks (dialogs.confirm, or Qt's
    QMessageBox.question where no page's dialogs exist yet)."""
    found: dict[tuple[str, str], int] = {}
    for path in sorted(UI.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if not ASKING.search(source):
            continue  # a call of either names it in the text: none here
        tree = ast.parse(source)
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("confirm", "question")
                ):
                    key = (path.relative_to(UI).as_posix(), function.name)
                    found[key] = found.get(key, 0) + 1
    return found


def test_every_question_of_the_window_is_accounted_for() -> None:
    """A new question in the window names what the command line does in its place."""
    listed = {key: count for key, (count, _) in DECISIONS.items()}
    listed |= CONFIRMATIONS | WINDOW_ONLY
    assert _questions() == listed


def _swapped_draft(services) -> tuple[int, tuple]:
    """Eight pairs, round 1 drafted and two pairs swapped by hand in it."""
    tid = burraco_tournament(services, 8)
    made = services.rounds.generate(tid)
    services.rounds.swap(tid, 1, made.tables[0].ns[0], made.tables[1].ns[0])
    return tid, services.rounds.get(tid, 1).tables


def test_a_draft_swapped_by_hand_is_made_again_only_once_confirmed(
    qtbot, ui_context, capsys
) -> None:
    """The window asks, the command line refuses without --yes, in the same sentence; No
    and the refusal keep the swap; Yes and --yes make the draft again."""
    services = ui_context.services
    in_window, window_seats = _swapped_draft(services)
    on_line, line_seats = _swapped_draft(services)

    ui_context.open_tournament(in_window)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.reload()
    ui_context.dialogs.confirmations.append(False)
    page.generate_next()
    (question,) = ui_context.dialogs.messages("confirm")
    torneo = Torneo(ui_context.database, capsys)
    plain = torneo.run("--json", "round", "generate", "-t", on_line)

    assert plain.code == 3
    refusal = plain.json()["error"]
    assert refusal["code"] == "draft_swapped_by_hand"
    said = swapped_draft_sentence(1, "en")
    assert question.startswith(said) and refusal["message"].startswith(said)
    assert "--yes" in refusal["message"]
    assert services.rounds.get(in_window, 1).tables == window_seats
    assert services.rounds.get(on_line, 1).tables == line_seats

    ui_context.dialogs.confirmations.append(True)
    page.generate_next()
    confirmed = torneo.run("--json", "round", "generate", "-t", on_line, "--yes")
    assert confirmed.code == 0, confirmed.out
    assert not services.rounds.swapped_by_hand(in_window, 1)
    assert not services.rounds.swapped_by_hand(on_line, 1)
    assert services.rounds.get(on_line, 1).status is RoundStatus.DRAFT


def test_a_draft_never_touched_is_made_again_without_a_question(qtbot, ui_context, capsys) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    services.rounds.generate(tid)
    ui_context.open_tournament(tid)
    page = RoundsPage(ui_context)
    qtbot.addWidget(page)
    page.reload()
    page.generate_next()
    assert ui_context.dialogs.messages("confirm") == []
    assert Torneo(ui_context.database, capsys).run("round", "generate", "-t", tid).code == 0


@pytest.mark.parametrize("answer", [False, True])
def test_a_result_entered_is_replaced_only_when_the_director_says_so(
    qtbot, ui_context, capsys, monkeypatch, answer
) -> None:
    """Table 1 has 700-300. Typed again as 600-300, the window asks (No keeps 700-300); the
    command line's `result enter` refuses, naming `result correct`, which is its Yes."""
    monkeypatch.setenv("TORNEO_LANG", "en")
    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    services.results.enter_totals(tid, 1, 1, 700, 300)
    services.results.enter_totals(tid, 1, 2, 700, 300)
    ui_context.open_tournament(tid)
    page = ResultsPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    page.focus_entry()
    ui_context.dialogs.confirmations.append(answer)
    type_line(qtbot, page, 1, 600, 300)
    qtbot.keyClick(page.table_edit, Qt.Key.Key_Escape)
    assert len(ui_context.dialogs.messages("confirm")) == 1
    saved = services.results.get(tid, 1, 1)
    assert (saved.ns_mp, saved.ew_mp) == ((600, 300) if answer else (700, 300))

    torneo = Torneo(ui_context.database, capsys)
    where = ("result", "enter", "-t", tid, "-r", 1, "--table", 2, "--mp", 600, 300)
    plain = torneo.run("--json", *where)
    assert plain.code != 0
    assert "result correct" in plain.json()["error"]["message"]
    assert (services.results.get(tid, 1, 2).ns_mp, services.results.get(tid, 1, 2).ew_mp) == (
        700,
        300,
    )
    told = torneo.run("--json", "result", "correct", *where[2:])
    assert told.code == 0, told.out
    assert services.results.get(tid, 1, 2).ns_mp == 600


def test_a_hand_over_the_pack_is_asked_about_and_refused_alike(qtbot, ui_context, capsys):
    """The scoresheet hand by hand: the window asks about a hand of 1,200 (more than the
    pack's 1,080), the command line's `result enter --hands` refuses it for the same reason,
    in the same words, until --yes."""
    from tournament_app.services import BurracoSettings
    from tournament_app.ui.entry_names import EntryNames
    from tournament_app.ui.scoresheet_dialog import ScoresheetDialog

    services = ui_context.services
    tid = burraco_tournament(services, 8)
    published_round(services, tid)
    seat = services.rounds.get(tid, 1).tables[0]
    dialog = ScoresheetDialog(
        ui_context, tid, 1, seat, EntryNames(ui_context, tid), BurracoSettings(hands=3)
    )
    qtbot.addWidget(dialog)
    hands = [(1200, 100), (300, 200), (250, 300)]
    for (ns, ew), (ns_mp, ew_mp) in zip(dialog.hand_totals, hands, strict=True):
        ns.setText(str(ns_mp))
        ew.setText(str(ew_mp))
    ui_context.dialogs.confirmations.append(False)
    dialog.save()
    (question,) = ui_context.dialogs.messages("confirm")

    torneo = Torneo(ui_context.database, capsys)
    typed = ",".join(f"{ns}:{ew}" for ns, ew in hands)
    where = ("result", "enter", "-t", tid, "-r", 1, "--table", 2, "--hands", typed)
    plain = torneo.run("--json", *where)

    reason = "hand 1: NS has 1200, over 1,080"
    assert reason in question
    assert plain.code == 3
    assert plain.json()["error"]["code"] == "unlikely_score"
    assert reason in plain.json()["error"]["message"]
    assert services.results.get(tid, 1, seat.table) is None
    assert services.results.get(tid, 1, 2) is None
    assert torneo.run("--json", *where, "--yes").code == 0
    assert services.results.get(tid, 1, 2).ns_mp == 1750


def test_a_penalty_no_hand_can_cost_is_asked_about_and_refused_alike(qtbot, ui_context, capsys):
    """Scala 40: 450 typed for 45 (13 cards cost at most 198, scala40.md) would put the
    player out at once. The window asks (No saves nothing and keeps what was typed, Yes
    saves it); the command line's `hand enter` refuses it for the same reason, in the same
    words, until --yes. 198 itself is saved without a question."""
    from tests.ui.test_scala40_sheet import open_sheet, play_hand

    services = ui_context.services
    tid, _page, sheet = open_sheet(qtbot, ui_context)
    a, b, c, d = sheet.sheet.players
    ui_context.dialogs.confirmations.append(False)
    play_hand(qtbot, sheet, a, {b: 30, c: 450, d: 20})
    (question,) = ui_context.dialogs.messages("confirm")
    reason = f"hand 1: no. {c} would pay 450, but one hand costs at most 198"
    assert reason in question
    assert services.results.sheet(tid, 1, 1).hands == ()
    assert sheet.point_edits[c].text() == "450"

    torneo = Torneo(ui_context.database, capsys)
    w, x, y, z = services.results.sheet(tid, 1, 2).players
    where = ("hand", "enter", "-t", tid, "-r", 1, "--table", 2)
    plain = torneo.run("--json", *where, "--points", f"{w}=0,{x}=30,{y}=450,{z}=20")
    assert plain.code == 3
    assert plain.json()["error"]["code"] == "unlikely_score"
    message = plain.json()["error"]["message"]
    assert f"hand 1: no. {y} would pay 450, but one hand costs at most 198" in message
    assert "--yes" in message
    assert services.results.sheet(tid, 1, 2).hands == ()

    ui_context.dialogs.confirmations.append(True)
    qtbot.keyClick(sheet.point_edits[d], Qt.Key.Key_Return)
    assert len(ui_context.dialogs.messages("confirm")) == 2
    assert dict(services.results.sheet(tid, 1, 1).totals)[c] == 450
    confirmed = torneo.run("--json", *where, "--points", f"{w}=0,{x}=30,{y}=450,{z}=20", "--yes")
    assert confirmed.code == 0, confirmed.out
    assert dict(services.results.sheet(tid, 1, 2).totals)[y] == 450

    # The most 13 cards are worth is no slip: saved at once by both faces.
    play_hand(qtbot, sheet, b, {a: 198, d: 5})
    assert len(ui_context.dialogs.messages("confirm")) == 2
    assert dict(services.results.sheet(tid, 1, 1).totals)[a] == 198
    torneo.ok(*where, "--points", f"{x}=0,{w}=198,{z}=5")
    assert dict(services.results.sheet(tid, 1, 2).totals)[w] == 198
