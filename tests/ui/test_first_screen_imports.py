"""A start on a tournament in play loads only what its first screen (the round in play's
results) uses: not the pairing library, the demo, the copies, nor the printouts', workbooks'
or hall's libraries, which load when their action is first used; on a burraco evening, not
the scala 40 scoring nor the scoresheets' values either (each was part of why a start was
slower than the stack's own floor)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import open_services

ENTRY = Path(__file__).resolve().parents[2] / "installer" / "torneo_entry.py"
NOT_AT_START = (
    "scoring.pairing",
    "tournament_app.services.demo",
    "tournament_app.services.backups",
    "tournament_app.services.restores",
    "tournament_app.services.rounds.plans",
    "tournament_app.services.rounds.checks",
    "reportlab",
    "openpyxl",
    "aiohttp",
    "jinja2",
    "scoring.scala40",
    "tournament_app.services.sheets",
    "tournament_app.services.pairs_sheets",
    "tournament_app.services.sheet_values",
    "tournament_app.services.publish_check",
    "tournament_app.services.prize_awards",
    "tournament_app.services.vp_choice",
)
# The real entry point, run to "window ready" (it quits then); what is loaded by then is
# printed as it quits.
PROBE = (
    "import atexit, runpy, sys\n"
    f"unwanted = {NOT_AT_START!r}\n"
    "atexit.register(lambda: print('loaded:', sorted({u for u in unwanted for m in "
    "list(sys.modules) if m == u or m.startswith(u + '.')}), flush=True))\n"
    "sys.argv = [sys.argv[1], *sys.argv[2:]]\n"
    "runpy.run_path(sys.argv[0], run_name='__main__')\n"
)


@pytest.fixture(scope="module")
def opened_once(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict[str, str]]:
    """A club database holding a tournament in play that the entry point has opened once, as
    a director does (the next start opens it again); the command and environment of a start
    on it, to run through a probe (this file's tests each start it once more)."""
    folder = tmp_path_factory.mktemp("club")
    database = folder / "club.sqlite3"
    services = open_services(str(database))
    tournament = burraco_tournament(services, 9)
    published_round(services, tournament)
    services.close()
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        TORNEO_DATA_DIR=str(folder / "data"),
        XDG_CONFIG_HOME=str(folder / "config"),
        TORNEO_SMOKE_QUIT_MS="0",
    )
    arguments = [str(ENTRY), "--db", str(database)]
    opening = dict(env, TORNEO_SMOKE_OPEN_TOURNAMENT=str(tournament))
    command = [sys.executable, "-c", PROBE, *arguments]
    subprocess.run(command, env=opening, capture_output=True, timeout=120, check=True)
    return arguments, env


def probe_with(*hooks: str) -> str:
    """PROBE with `hooks` run first, in order, each in a namespace of its own (the names one
    binds are never another's): each watches one thing of the start and says it on stdout."""
    return f"for hook in {list(hooks)!r}:\n    exec(hook, {{}})\n" + PROBE


@pytest.fixture(scope="module")
def start_output(opened_once: tuple[list[str], dict[str, str]]) -> str:
    """The output of the entry point run through every hook below to "window ready" on the
    tournament in play it opened before: one start that the tests only read (a start costs a
    second of CPU). The hooks only record, and what they import before `main` (SQLAlchemy,
    the catalogue's reader) none of the others watches: the values' hook comes first, and
    the collector is off from `main` until the window is ready."""
    arguments, env = opened_once
    command = [sys.executable, "-c", probe_with(*HOOKS), *arguments]
    start = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)

    assert "window ready" in start.stdout, start.stdout + start.stderr
    return start.stdout


def said(output: str, label: str) -> str:
    """What the start said after `label` on the line that begins with it."""
    return next(line for line in output.splitlines() if line.startswith(label))[len(label) :]


def test_a_start_on_a_round_in_play_loads_only_what_its_first_screen_uses(start_output) -> None:
    assert said(start_output, "loaded:") == " []"


# Saying when SQLAlchemy configures the database model's mappers.
CONFIGURE_HOOK = (
    "from sqlalchemy import event\n"
    "from sqlalchemy.orm import Mapper\n"
    "event.listen(Mapper, 'before_configured', lambda: print('mappers configured', flush=True))\n"
)


def test_a_start_is_ready_before_the_database_model_is_configured(start_output) -> None:
    """Configuring the model's 19 mappers (which any ORM query does first) cost a start
    35-45 ms of CPU before its window was ready; the first screen's reads (the change
    marker, the tournament, the round in play, its results and the status bar's counts)
    are plain SQL on the tables, so it is paid by the first ORM query after."""
    before_ready = start_output[: start_output.index("window ready")]
    assert "mappers configured" not in before_ready, start_output


def test_a_module_loaded_after_the_window_is_not_read_for_pysides_features(
    tmp_path: Path, monkeypatch
) -> None:
    """PySide reads the source of every module imported after it, looking for the word
    "PySide6" (to keep a `__feature__` to the modules that switch one on); Torneo switches
    on none, and that read was about a tenth of a start (SQLAlchemy's and Torneo's modules,
    loaded once the window is on screen). The window's package spares them the read."""
    import tournament_app.ui  # noqa: F401  (as every start of the window does first)

    feature = sys.modules["shibokensupport.feature"]
    read: list[object] = []
    monkeypatch.setattr(feature.inspect, "getsource", lambda module: read.append(module) or "")
    (tmp_path / "loaded_after_the_window.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))

    import loaded_after_the_window  # type: ignore[import-not-found]

    assert loaded_after_the_window.VALUE == 1
    assert read == []
    assert feature.pyside_feature_dict["loaded_after_the_window"] == 0  # PySide's default


# Saying when SQLAlchemy builds a column from a model class's annotation.
ANNOTATION_HOOK = (
    "from sqlalchemy.orm.properties import MappedColumn\n"
    "scan = MappedColumn.declarative_scan\n"
    "def said(*args, **kwargs):\n"
    "    print('column from an annotation', flush=True)\n"
    "    return scan(*args, **kwargs)\n"
    "MappedColumn.declarative_scan = said\n"
)


def test_a_start_builds_no_column_from_the_models_annotations(start_output) -> None:
    """The tables are declared as tables (`storage/tables.py`) and the model's classes mapped
    onto them: SQLAlchemy reading and evaluating a class's annotations to build its columns
    was about half of what mapping the model cost a start before its window was ready."""
    assert "column from an annotation" not in start_output, start_output


# Values a start on a round in play has no use for: made at every start before, when all the
# services' values were made with the module that names them.
NOT_MADE_AT_START = (
    "AuditEntry",
    "BurracoStanding",
    "Club",
    "Disagreement",
    "Entry",
    "PairingProblem",
    "Penalty",
    "Player",
    "PlayerSpec",
    "Prize",
    "RoundCheck",
    "RoundProgress",
    "Scala40Standing",
    "ScriptedDialogs",
    "ShownMessage",
    "TableStatus",
)
# Saying which dataclasses of the services the start made.
VALUES_HOOK = (
    "import atexit, dataclasses\n"
    "made = []\n"
    "process = dataclasses._process_class\n"
    "def making(cls, *args, **kwargs):\n"
    "    made.append(cls.__module__ + '.' + cls.__qualname__)\n"
    "    return process(cls, *args, **kwargs)\n"
    "dataclasses._process_class = making\n"
    "atexit.register(lambda: print('made:', *made, flush=True))\n"
)


def test_a_start_makes_none_of_the_values_its_first_screen_does_not_show(start_output) -> None:
    """Each frozen dataclass costs start-up time to make (about half a millisecond here): the
    first screen makes the tournament's, the round's and its results' values, not the
    entries', rankings', prizes', log's or a round check's (`services/later_values.py`), nor
    the tests' scripted dialogs (`ui/scripted_dialogs.py`)."""
    made = said(start_output, "made:").split()
    services = {name.rpartition(".")[2] for name in made if name.startswith("tournament_app.")}
    assert "Tournament" in services  # the probe sees the values the start does make
    assert services.isdisjoint(NOT_MADE_AT_START), sorted(services & set(NOT_MADE_AT_START))


# Counting the collector's runs from the moment `torneo` is started (the entry point's
# `main`) until the window is ready.
COLLECTIONS_HOOK = (
    "import gc, tournament_app.__main__ as entry\n"
    "runs = []\n"
    "start = entry.main\n"
    "def counted(*args, **kwargs):\n"
    "    gc.callbacks.append(lambda phase, info: phase == 'start' and runs.append(info))\n"
    "    return start(*args, **kwargs)\n"
    "entry.main = counted\n"
    "import builtins\n"
    "said = builtins.print\n"
    "def saying(*args, **kwargs):\n"
    "    if args and args[0] == 'window ready':\n"
    "        said('collections before ready:', len(runs), flush=True)\n"
    "    return said(*args, **kwargs)\n"
    "builtins.print = saying\n"
)


def test_the_collector_does_not_run_while_the_window_starts(start_output) -> None:
    """Everything a start makes (Qt's wrappers, SQLAlchemy, the pages) lives as long as the
    window: a collection while the window's modules are loaded walks it all for nothing."""
    assert said(start_output, "collections before ready:") == " 0", start_output


# Scoring's modules that apply the ranking and matching rules: a start reads a tournament's
# settings, which name those rules (`scoring.rule_names`), and ranks nobody before it is ready.
NOT_BEFORE_READY = ("scoring.standings", "scoring.stages", "scoring.scala40_pairs")
# Saying which of them are loaded when the window is ready.
READY_HOOK = (
    "import builtins, sys\n"
    f"ranking = {NOT_BEFORE_READY!r}\n"
    "said = builtins.print\n"
    "def saying(*args, **kwargs):\n"
    "    if args and args[0] == 'window ready':\n"
    "        said('rules loaded at ready:', sorted(set(ranking) & set(sys.modules)), flush=True)\n"
    "    return said(*args, **kwargs)\n"
    "builtins.print = saying\n"
)


def test_a_start_is_ready_before_the_rankings_rules_are_loaded(start_output) -> None:
    """Loading the standings', stages' and scala 40 pairs' scoring (their values and rules)
    cost a start about 10 ms before its window was ready, only for the names of the tie-breaks
    and the pairs' rules its settings hold."""
    assert said(start_output, "rules loaded at ready:") == " []", start_output


# Saying which sentence catalogues the start read by the time the window is ready, and
# whether gettext's own parser read one.
CATALOGUE_HOOK = (
    "import builtins, gettext\n"
    "import tournament_app.sentence_catalogue as catalogue\n"
    "read = []\n"
    "compiled = catalogue._compiled\n"
    "catalogue._compiled = lambda target: read.append(target.stem) or compiled(target)\n"
    "parse = gettext.GNUTranslations._parse\n"
    "def parsing(*args, **kwargs):\n"
    "    read.append('gettext')\n"
    "    return parse(*args, **kwargs)\n"
    "gettext.GNUTranslations._parse = parsing\n"
    "said = builtins.print\n"
    "def saying(*args, **kwargs):\n"
    "    if args and args[0] == 'window ready':\n"
    "        said('catalogues read:', *read, flush=True)\n"
    "    return said(*args, **kwargs)\n"
    "builtins.print = saying\n"
)


def test_a_start_reads_the_catalogue_of_its_language_once_and_not_with_gettexts_parser(
    start_output,
) -> None:
    """gettext's parser decoded and stored all 3,000 entries of the catalogue (about 6 ms of a
    start); the catalogue's reader decodes the window's words and keeps the other sentences as
    they are in the file, each decoded when looked up (same sentences: test_window_words)."""
    assert said(start_output, "catalogues read:").split() in (["it"], ["en"]), start_output


# Saying whether the database model's module is loaded when the window is ready.
MODEL_HOOK = READY_HOOK.replace(
    f"ranking = {NOT_BEFORE_READY!r}", "ranking = ('tournament_app.storage.models',)"
).replace("rules loaded at ready:", "model loaded at ready:")


def test_a_start_is_ready_before_the_database_model_is_loaded(start_output) -> None:
    """Loading the model's module maps its 19 classes onto the tables (about 18 ms of a
    start); the first screen reads the tables (`storage/tables.py`), so the services name the
    classes where they use them and the first ORM use after ready loads the model."""
    assert said(start_output, "model loaded at ready:") == " []", start_output


# Qt classes the first screen has no use for; PySide makes a class (with its enums) the first
# time it is named or an object of it reaches Python.
QT_NOT_MADE = (
    "QtWidgets.QWizard",
    "QtWidgets.QCalendarWidget",
    "QtWidgets.QMdiArea",
    "QtWidgets.QMessageBox",
    "QtWidgets.QFileDialog",
    "QtWidgets.QInputDialog",
    "QtWidgets.QDialog",
    "QtWidgets.QDialogButtonBox",
    "QtWidgets.QFormLayout",
    "QtWidgets.QStyleOption",
    "QtGui.QPainter",
)
# Saying which of them PySide has made when the window is ready.
QT_HOOK = (
    "import builtins, sys\n"
    f"unmade = {QT_NOT_MADE!r}\n"
    "said = builtins.print\n"
    "def made():\n"
    "    return [n for n in unmade if n.split('.')[1] in "
    "vars(sys.modules['PySide6.' + n.split('.')[0]])]\n"
    "def saying(*args, **kwargs):\n"
    "    if args and args[0] == 'window ready':\n"
    "        said('qt classes made:', *made(), flush=True)\n"
    "    return said(*args, **kwargs)\n"
    "builtins.print = saying\n"
)


def test_a_start_makes_no_qt_class_its_first_screen_does_not_use(start_output) -> None:
    """A widget Qt made (the results list's viewport) reaching Python unseen had PySide make
    every widget class of QtWidgets to find its own (~10 ms of a start's CPU); the page makes
    that widget itself, so the wizard's, the calendar's... wait for their first use. The
    message boxes, pickers, dialogs and the header mend's painting classes are imported where
    they are used, not with the modules a start loads (about 1 ms of CPU each, with enums)."""
    assert said(start_output, "qt classes made:").split() == [], start_output


# Saying whether the standard library's modules for random codes and HTML are loaded when the
# window is ready.
LIBRARY_HOOK = READY_HOOK.replace(
    f"ranking = {NOT_BEFORE_READY!r}", "ranking = ('secrets', 'html')"
).replace("rules loaded at ready:", "libraries loaded at ready:")


def test_a_start_is_ready_before_the_modules_for_codes_and_markup_are_loaded(
    start_output,
) -> None:
    """A new tournament's seed and a table's code (`secrets`) are made by actions, not by a
    start, and the "Opening" line escapes its three markup characters itself: `html` loads a
    table of 2,000 named characters (together about 1.5 ms of a start's CPU here)."""
    assert said(start_output, "libraries loaded at ready:") == " []", start_output


# The values' hook first: it sees every service value made, by the start or by another hook.
HOOKS = (
    VALUES_HOOK,
    CONFIGURE_HOOK,
    ANNOTATION_HOOK,
    COLLECTIONS_HOOK,
    READY_HOOK,
    CATALOGUE_HOOK,
    MODEL_HOOK,
    QT_HOOK,
    LIBRARY_HOOK,
)
