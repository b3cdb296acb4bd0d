"""The `torneo` command: no arguments opens the GUI, a subcommand works headless.

A tournament file given alone (`torneo serata.torneo`, what a file manager runs on a
double-click) or with `--import-file` opens the GUI too, which imports it.
"""

from __future__ import annotations

import gc
import sys


def main(argv: list[str] | None = None) -> int:
    """Dispatch to the GUI or the command line; returns the process exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if _wants_gui(args):
        # The window's start makes objects that live as long as the window, from its first
        # import on: collecting while they are made walks them again and again for nothing.
        # `ui.app` turns the collector back on, with them frozen, once the window is ready.
        gc.disable()
        # Imported here so the headless path never loads Qt.
        from tournament_app.ui.app import run_gui

        return run_gui(args)
    from tournament_app.cli.main import run_cli

    try:
        return run_cli(args)
    except Exception:
        # A bug surfaces as itself, but an address it quotes never shows a server password.
        import traceback

        from tournament_app.services.addresses import masked_in_text

        sys.stderr.write(masked_in_text(traceback.format_exc()))
        return 1


# archive.SUFFIX, written out: importing the services here would load SQLAlchemy before the
# window shows (tests/ui/test_app_main.py checks the two agree).
TOURNAMENT_FILE_SUFFIX = ".torneo"


def _wants_gui(args: list[str]) -> bool:
    """True when no subcommand (nor --json, --help or --version) is given (only options such
    as --db, --station, --lang, --import-file, or the --display flag, which takes no value and
    so needs no stripping), or when the only word is a tournament file: no subcommand ends in
    ".torneo"."""
    # --json asks for machine-readable output, which only the command line gives: alone it
    # gets the command line's "a command is needed", not a window nobody reads.
    if "--help" in args or "-h" in args or "--json" in args or "--version" in args:
        return False
    positional = [a for a in _strip_options(args) if not a.startswith("-")]
    return not positional or (
        len(positional) == 1 and positional[0].lower().endswith(TOURNAMENT_FILE_SUFFIX)
    )


def _strip_options(args: list[str]) -> list[str]:
    """Drop global options and their values so only subcommand words remain."""
    valued = {"--db", "--station", "--lang", "--import-file"}
    out: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in valued:
            skip = True
            continue
        if arg.split("=", 1)[0] in valued:
            continue
        out.append(arg)
    return out


if __name__ == "__main__":
    sys.exit(main())
