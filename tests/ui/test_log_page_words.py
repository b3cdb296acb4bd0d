"""The log page says every row in the director's words, in English and in Italian: every
action the services can write has a label, refusals and undos are composed from it.

The words are services.log_words, which `torneo log` and `torneo undo` print too: the scan of
the services' actions below guards both faces."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.builders.evenings import sixteen_pairs_round_one
from tests.builders.snapshots import opened_tournament, started, with_services
from tests.builders.tournaments import logged_change as entry
from tournament_app.services import (
    ConflictError,
    PenaltyKind,
    Services,
    TournamentId,
    TournamentStatus,
    open_services,
)
from tournament_app.services.audit import UNDO_ACTION
from tournament_app.services.context import REFUSED_SUFFIX
from tournament_app.services.log.words import SUMMARY_WORDS, action_label, change_text
from tournament_app.services.rounds.plans import FINAL, INDIVIDUAL, SCALA40
from tournament_app.services.settings import PairingSystem
from tournament_app.services.values import STORED_RESULT_KINDS
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import LanguageSwitcher
from tournament_app.ui.log_page import LogPage

SERVICES = Path(__file__).resolve().parents[2] / "tournament_app" / "services"
# `ServiceContext._log_refusal` names a refused write "write" when it had not said what it was
# trying (a clash found only at commit).
UNNAMED_ATTEMPT = "write"
# A call of `log` or `attempting` names it in its module's text, as a word.
LOGGING_NAMES = re.compile(r"\b(?:log|attempting)\b")


class _Module:
    """One services module's syntax tree, with each node's enclosing function."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.function_of: dict[ast.AST, ast.FunctionDef | None] = {}
        # Every call by the name called, found in the same walk: a parameter followed back
        # reads its function's calls again, hundreds of times across the services.
        self._calls: dict[str, list[ast.Call]] = {}
        self._walk(self.tree, None)

    def _walk(self, node: ast.AST, function: ast.FunctionDef | None) -> None:
        for child in ast.iter_child_nodes(node):
            self.function_of[child] = function
            if isinstance(child, ast.Call):
                func = child.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                self._calls.setdefault(called, []).append(child)
            inner = child if isinstance(child, ast.FunctionDef) else function
            self._walk(child, inner)

    def calls(self, name: str) -> Iterator[ast.Call]:
        """Every call of a method or function called `name` (work.log, self._edit...)."""
        yield from self._calls.get(name, ())

    def strings(self, node: ast.AST) -> set[str]:
        """The action strings an argument can hold; fails on one it cannot follow, so a new
        way of naming actions is noticed instead of skipped."""
        where = f"{self.path.name}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.IfExp):
            return self.strings(node.body) | self.strings(node.orelse)
        if isinstance(node, ast.Name):
            return self._name(node, where)
        raise AssertionError(f"{where}: cannot tell which action {ast.unparse(node)} is")

    def _name(self, node: ast.Name, where: str) -> set[str]:
        function = self.function_of.get(node)
        found: set[str] = set()
        scopes = [function] if function is not None else []
        for scope in [*scopes, self.tree]:
            for child in ast.walk(scope):
                if (
                    isinstance(child, ast.Assign)
                    and self.function_of.get(child) is (function if scope is function else None)
                    and any(isinstance(t, ast.Name) and t.id == node.id for t in child.targets)
                ):
                    found |= self.strings(child.value)
            if found:
                return found
        if function is not None:
            params = [a.arg for a in function.args.args]
            if node.id in params:
                position = params.index(node.id) - (1 if params[0] == "self" else 0)
                for call in self.calls(function.name):
                    keyword = [k.value for k in call.keywords if k.arg == node.id]
                    argument = keyword[0] if keyword else call.args[position]
                    found |= self.strings(argument)
                if found:
                    return found
        imported = _imported_constant(node.id)
        if imported is not None:
            return {imported}
        raise AssertionError(f"{where}: cannot tell which action {node.id} is")


def _imported_constant(name: str) -> str | None:
    """A module-level string constant of any services module (UNDO_ACTION, CONFIRM_ACTION)."""
    return _module_constants().get(name)


def services_modules() -> list[Path]:
    """Every module of the services, the areas' packages (rounds/, results/...) included; not
    the messages package, which words what the others log."""
    return sorted(
        path for path in SERVICES.rglob("*.py") if path.relative_to(SERVICES).parts[0] != "messages"
    )


@functools.cache
def _module_constants() -> dict[str, str]:
    """Every module-level string constant of the services modules by name, the first
    module (by file name) naming one winning; the sources parsed once."""
    found: dict[str, str] = {}
    for path in services_modules():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)):
                continue
            for target in node.targets:
                if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                    found.setdefault(target.id, node.value.value)
    return found


@functools.cache
def services_actions() -> tuple[frozenset[str], frozenset[str]]:
    """(actions logged, actions attempted) by the services, read from their source (once a
    process: four tests ask)."""
    logged: set[str] = set()
    attempted: set[str] = {UNNAMED_ATTEMPT}
    for path in services_modules():
        if not LOGGING_NAMES.search(path.read_text(encoding="utf-8")):
            continue  # no call named either way: nothing to read in its tree
        module = _Module(path)
        for call in module.calls("log"):
            if call.args:
                logged |= module.strings(call.args[0])
        for call in module.calls("attempting"):
            attempted |= module.strings(call.args[0])
    return frozenset(logged), frozenset(attempted)


@contextmanager
def speaking(context: AppContext, language: str) -> Iterator[None]:
    """The window switched to `language` as its menu does it (the translations and the
    context's language), back to English afterwards."""
    languages = LanguageSwitcher()
    try:
        assert languages.apply(language)
        context.language = language
        yield
    finally:
        languages.apply("en")
        context.language = "en"


def test_the_scan_finds_the_actions_it_should(qapp) -> None:
    """The source scan follows constants, both branches and parameters: it must see these."""
    logged, attempted = services_actions()
    assert {"result.confirm", "result.disagree", UNDO_ACTION, "round.swap_tables"} <= logged
    assert {"sheet.time_out", "tournament.import_file", "standings.draw"} <= logged
    assert {"result.second_entry", "result.enter", "sheet.hand", "write"} <= attempted
    assert len(logged) >= 30


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_action_the_services_write_has_words(language: str) -> None:
    """Every logged action, every refusal of an attempted one and every undo reads as words:
    no row shows a raw action name like "result.enter"."""
    logged, attempted = services_actions()
    rows = [entry(action) for action in sorted(logged - {UNDO_ACTION})]
    rows += [entry(action + REFUSED_SUFFIX) for action in sorted(attempted)]
    rows += [entry(UNDO_ACTION, f"{action} #12") for action in sorted(logged - {UNDO_ACTION})]
    unworded = [row.action for row in rows if action_label(row.action, language) is None]
    raw = [
        (row.action, change_text(row, language))
        for row in rows
        if any(
            action in change_text(row, language) for action in logged | attempted if "." in action
        )
    ]
    assert [a for a in unworded if a != UNDO_ACTION] == []
    assert raw == []


def test_italian_labels_are_translated() -> None:
    """In Italian no label is left in English (every one of them has Italian words)."""
    logged, attempted = services_actions()
    english = {
        "Result entered", "Second entry", "A change", "Penalty given", "Ties broken by a draw",
    }  # fmt: skip
    labels = {action_label(action, "it") for action in logged | attempted if action != UNDO_ACTION}
    assert None not in labels
    assert labels.isdisjoint(english)


def test_every_word_the_services_put_in_summaries_has_a_translation() -> None:
    """The enum values the services write in summaries (result kinds, penalty kinds,
    statuses, seating systems) are each in the vocabulary of the action that writes them."""
    assert {kind.value for kind in STORED_RESULT_KINDS} <= set(SUMMARY_WORDS["result.enter"])
    assert {kind.value for kind in STORED_RESULT_KINDS} <= set(SUMMARY_WORDS["result.correct"])
    assert {kind.value for kind in PenaltyKind} <= set(SUMMARY_WORDS["penalty.add"])
    assert {status.value for status in TournamentStatus} <= set(SUMMARY_WORDS["tournament.status"])
    systems = {system.value for system in PairingSystem} | {INDIVIDUAL, FINAL, SCALA40}
    assert systems <= set(SUMMARY_WORDS["round.generate"])


def test_names_in_summaries_are_left_alone() -> None:
    """A tournament called "Coppa finished" keeps its name: only status summaries translate
    "finished"."""
    assert change_text(entry("tournament.create", "Coppa finished"), "it") == (
        "Torneo creato: Coppa finished"
    )
    assert change_text(entry("tournament.status", "finished"), "it") == (
        "Stato del torneo modificato: concluso"
    )


def test_a_refusal_found_only_at_commit_says_no_versions() -> None:
    """A clash whose versions are unknown ("None: None by ?") shows the words, not Nones."""
    assert change_text(entry("write.refused", "stale version None: None by ?"), "it") == (
        "Non salvato (modificato nel frattempo da un'altra postazione): una modifica"
    )


def _table_one_entered(services: Services) -> TournamentId:
    """16 pairs, round 1 published, table 1 entered 640-245 (version 1)."""
    tid = sixteen_pairs_round_one(services)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    return tid


# The tests asking for `evening` start from a copy of it, made once per process at station
# "test" (`ui_context`'s); the others from an empty database, as `ui_context` gives.
STATES = {"evening": with_services(_table_one_entered, station="test")}


@pytest.fixture
def start(request, ui_context_from):
    return started(request, ui_context_from, STATES)


@pytest.fixture
def ui_context(start):
    return start[0]


# 16 pairs, round 1 published, table 1 entered 640-245 (version 1).
evening = opened_tournament("evening")


def table(qtbot, ui_context) -> list[tuple[str, str]]:
    """The page's (Change, What) columns, newest first, as the director reads them."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    model = page.model
    change, what = model.column_index("action"), model.column_index("entity")
    return [
        (str(model.index(row, change).data()), str(model.index(row, what).data()))
        for row in range(model.rowCount())
    ]


def test_a_conflict_refusal_reads_as_words(qtbot, ui_context, evening) -> None:
    """Table 1 corrected to 650-245 (version 2) by Sala 2, then a station still holding version 1
    corrects it, and another enters it as new: both refused, each row says what was tried."""
    results = ui_context.services.results
    other = open_services(ui_context.database, station="Sala 2")
    try:
        other.results.enter_totals(evening, 1, 1, 650, 245, expected_version=1)
    finally:
        other.close()
    with pytest.raises(ConflictError):
        results.enter_totals(evening, 1, 1, 660, 245, expected_version=1)
    with pytest.raises(ConflictError):
        results.enter_totals(evening, 1, 1, 670, 245)
    assert table(qtbot, ui_context)[:2] == [
        (
            "Not saved (changed meanwhile on another station): result entered:"
            " already saved: version 2 by Sala 2",
            "round 1, table 1",
        ),
        (
            "Not saved (changed meanwhile on another station): result corrected:"
            " this station had version 1, Sala 2 had saved version 2",
            "round 1, table 1",
        ),
    ]
    with speaking(ui_context, "it"):
        assert table(qtbot, ui_context)[:2] == [
            (
                "Non salvato (modificato nel frattempo da un'altra postazione): risultato"
                " inserito: già salvato: versione 2 da Sala 2",
                "turno 1, tavolo 1",
            ),
            (
                "Non salvato (modificato nel frattempo da un'altra postazione): risultato"
                " corretto: questa postazione aveva la versione 1, Sala 2 aveva salvato la"
                " versione 2",
                "turno 1, tavolo 1",
            ),
        ]


def test_undoing_a_second_entry_reads_as_words(qtbot, ui_context, evening) -> None:
    """A second entry of 600-245 disagrees; undone from the log, the undo row names it in
    words (and the disagreement row is greyed as undone)."""
    ui_context.services.results.second_entry(evening, 1, 1, 600, 245)
    ui_context.services.audit.undo_last(evening)
    assert table(qtbot, ui_context)[0] == (
        "Undone: second entry differs from the result (round 1, table 1)",
        "round 1, table 1",
    )
    with speaking(ui_context, "it"):
        assert table(qtbot, ui_context)[0] == (
            "Annullato: secondo inserimento diverso dal risultato (turno 1, tavolo 1)",
            "turno 1, tavolo 1",
        )


def test_summaries_the_services_write_read_in_italian(qtbot, ui_context, evening) -> None:
    """A round seated, a penalty and a status change, made through the services, in Italian:
    the services' English words become Italian, numbers and the reason stay."""
    services = ui_context.services
    services.penalties.add(evening, 3, PenaltyKind.VP, reason="ritardo", vp=2)
    services.tournaments.set_status(evening, TournamentStatus.FINISHED)
    with speaking(ui_context, "it"):
        changes = [change for change, _what in table(qtbot, ui_context)]
    assert changes[0] == "Stato del torneo modificato: concluso"
    assert changes[1] == "Penalità assegnata: -2 PV (ritardo)"
    assert "Turno generato: Sorteggio, 16 posti" in changes


def test_the_page_rewords_its_rows_when_the_language_changes(qtbot, ui_context, evening) -> None:
    """The window switches language (its menu emits language_changed): the page on screen
    reads its rows again in the new language, without being built anew."""
    page = LogPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    change, what = page.model.column_index("action"), page.model.column_index("entity")

    def first_row() -> tuple[str, str]:
        return (str(page.model.index(0, change).data()), str(page.model.index(0, what).data()))

    # 640-245 over 3 hands: a difference of 395, 14-6 by the FIBUR table (355-500).
    assert first_row() == ("Result entered: played 640-245 VP 14-6", "round 1, table 1")
    try:
        ui_context.language = "it"
        # The rows are read again (the view repaints them, the columns fit the new words).
        with qtbot.waitSignal(page.model.modelReset, timeout=1000):
            ui_context.changes.language_changed.emit("it")
        assert first_row() == ("Risultato inserito: giocato 640-245 PV 14-6", "turno 1, tavolo 1")
    finally:
        ui_context.language = "en"
