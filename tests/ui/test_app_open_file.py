"""Which starts are a tournament file to open in the window (a double-click in the file manager);
the window's import itself is tested in test_app_start.py."""

from __future__ import annotations

import pytest

from tournament_app.__main__ import TOURNAMENT_FILE_SUFFIX, _wants_gui
from tournament_app.services.archive.tournament_file import SUFFIX
from tournament_app.ui import app as gui_app


@pytest.mark.parametrize(
    ("args", "gui"),
    [
        (["/home/anna/Scaricati/serata.torneo"], True),  # what a file manager runs
        (["C:\\Users\\Anna\\Serata Giovedì.TORNEO"], True),  # Windows keeps the case it got
        (["--import-file", "serata.torneo"], True),
        (["--import-file=serata.torneo", "--lang", "en"], True),
        (["--db", "club.sqlite3", "serata.torneo"], True),
        (["--import-file", "notes.txt"], True),  # the window says why it is refused
        (["notes.txt"], False),  # not a tournament file: an unknown subcommand
        (["tournament", "import-file", "serata.torneo"], False),  # the headless import
        (["serata.torneo", "other.torneo"], False),
        (["serata.torneo", "--help"], False),
    ],
)
def test_a_tournament_file_alone_opens_the_window(args: list[str], gui: bool) -> None:
    """A lone .torneo path, or --import-file, starts the window; subcommands stay headless."""
    assert _wants_gui(args) is gui


def test_the_suffix_recognised_is_the_one_exports_get() -> None:
    """__main__ spells the suffix out (to stay light); it must be the one files are saved with."""
    assert TOURNAMENT_FILE_SUFFIX == SUFFIX


def test_both_spellings_name_the_file_to_import() -> None:
    """`torneo FILE` and `torneo --import-file FILE` mean the same; two different files do not."""
    assert gui_app.parse_gui_args(["a.torneo"]).import_file == "a.torneo"
    assert gui_app.parse_gui_args(["--import-file", "a.torneo"]).import_file == "a.torneo"
    assert gui_app.parse_gui_args([]).import_file is None
    with pytest.raises(SystemExit):
        gui_app.parse_gui_args(["--import-file", "a.torneo", "b.torneo"])
