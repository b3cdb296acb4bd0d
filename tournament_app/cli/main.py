"""Parse the command line and run one director action."""

from __future__ import annotations

import argparse
import json

from tournament_app import __version__


def build_parser() -> argparse.ArgumentParser:
    """The `torneo` argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="torneo", description="Burraco and scala 40 tournaments")
    parser.add_argument("--db", help="SQLite file or SQLAlchemy URL (default: the embedded one)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("version", help="print Torneo's version")
    return parser


def run_cli(args: list[str]) -> int:
    """Run the command line; returns 0 on success, 2 on a usage error, 3 on a validation error."""
    parser = build_parser()
    try:
        options = parser.parse_args(args)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    if options.command == "version":
        print(json.dumps({"version": __version__}) if options.json else __version__)
    return 0
