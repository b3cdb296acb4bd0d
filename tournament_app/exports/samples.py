"""`make samples`: every document of the demo tournaments written into one folder to look at.

    python -m tournament_app.exports.samples docs/samples [--language en]

The demo tournaments are made by the services' own demo (in a scratch database that is
thrown away), then each printable document, the workbook and the results site are written
through the same actions the GUI and the command line use. Where Poppler's `pdftoppm` is
installed, the first page of each PDF is also rendered to PNG, so the samples can be looked
at without a PDF reader.

This module is the one place in `exports` that reaches up to the services (the import
contracts name it as the exception): it is a script over the whole application, not a writer.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from tournament_app.exports.documents import Language
from tournament_app.services import (
    BurracoSettings,
    Game,
    PairingSystem,
    PlayerSpec,
    RoundStatus,
    ScheduleStep,
    Services,
    ThreePairsTables,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services import exports as actions
from tournament_app.services.entries import NewEntry
from tournament_app.services.season.ranking import SeasonRules

SAMPLE_RESULTS_URL = "https://www.example.org/tornei/demo-{game}/risultati"
PNG_RESOLUTION = 60  # dots per inch: enough to judge a layout, small enough to commit


def write_samples(folder: Path, *, language: Language = "it") -> list[Path]:
    """Write every sample document into `folder`; returns the files written."""
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        services = open_services(str(Path(scratch) / "samples.sqlite3"))
        try:
            for tid in services.demo.create_all():
                if services.tournaments.get(tid).game is Game.BURRACO:
                    referee_tables(services, tid)
                written += tournament_samples(services, tid, folder, language=language)
            written += season_samples(services, folder, language=language)
            written += three_pairs_samples(services, folder, language=language)
            # After the season's: a team event would count in the burraco season.
            written += team_samples(services, folder, language=language)
        finally:
            services.close()
    return written + render_first_pages([p for p in written if p.suffix == ".pdf"])


def referee_tables(services: Services, tid: TournamentId) -> None:
    """Two of the burraco evening's tables still open in its last round decided off the
    sheet, so the samples show how they read: one lost by forfeit (East-West absent), one
    the referee scored (VP only, 12-8)."""
    last = [r for r in services.rounds.list(tid) if r.status is not RoundStatus.DRAFT][-1]
    entered = {r.table for r in services.results.list(tid, last.number)}
    open_tables = [t.table for t in last.tables if not t.is_bye and t.table not in entered]
    forfeit, arbitral = open_tables[:2]
    services.results.enter_forfeit(tid, last.number, forfeit, absent="ew")
    services.results.enter_arbitral(tid, last.number, arbitral, ns_vp=12, ew_vp=8)


def tournament_samples(
    services: Services, tid: TournamentId, folder: Path, *, language: Language = "it"
) -> list[Path]:
    """One demo tournament's documents, named after its game (burraco-standings.pdf, ...)."""
    folder.mkdir(parents=True, exist_ok=True)
    tournament = services.tournaments.get(tid)
    game = tournament.game.value
    # A results address, so the samples show the QR code where the printouts put it: the
    # reserved example.org, never a real site (the scratch database is thrown away).
    address = SAMPLE_RESULTS_URL.format(game=game)
    services.tournaments.edit(tid, settings=replace(tournament.settings, results_url=address))
    played = [r.number for r in services.rounds.list(tid) if r.status is not RoundStatus.DRAFT]
    documents: dict[str, Callable[[Path], object]] = {
        "standings.pdf": lambda p: actions.standings_pdf(services, tid, p, language=language),
        "prizes.pdf": lambda p: actions.prize_list_pdf(services, tid, p, language=language),
        "entries.pdf": lambda p: actions.entries_pdf(services, tid, p, language=language),
        "workbook.xlsx": lambda p: actions.workbook_xlsx(services, tid, p, language=language),
        "score-cards.pdf": lambda p: actions.score_cards_pdf(services, tid, p, language=language),
        "score-cards-4.pdf": lambda p: actions.score_cards_pdf(
            services, tid, p, per_page=4, language=language
        ),
    }
    if game == "burraco":
        documents["movement-cards.pdf"] = lambda p: actions.movement_cards_pdf(
            services, tid, p, language=language
        )
    if played:
        last = played[-1]
        documents |= {
            f"round-{last}-seating.pdf": lambda p: actions.seating_pdf(
                services, tid, last, p, language=language
            ),
            f"round-{last}-table-cards.pdf": lambda p: actions.table_cards_pdf(
                services, tid, last, p, language=language
            ),
            f"round-{last}-scoresheets.pdf": lambda p: actions.scoresheets_pdf(
                services, tid, last, p, language=language
            ),
            f"round-{last}-results.pdf": lambda p: actions.round_results_pdf(
                services, tid, last, p, language=language
            ),
        }
    written = []
    for name, write in documents.items():
        path = folder / f"{game}-{name}"
        write(path)
        written.append(path)
    site = folder / f"{game}-site"
    shutil.rmtree(site, ignore_errors=True)  # pages of an older demo must not linger
    actions.results_site(services, tid, site, language=language)
    written.append(site)
    return written


# Seven pairs of a burraco a sei evening: round 1 seats a table of three and two of two.
THREE_PAIRS_NAMES = (
    ("Ferrari", "Giulia", "Esposito", "Marco"),
    ("Romano", "Chiara", "Colombo", "Luca"),
    ("Ricci", "Sara", "Marino", "Paolo"),
    ("Greco", "Elena", "Bruno", "Davide"),
    ("Gallo", "Marta", "Conti", "Andrea"),
    ("De Luca", "Anna", "Mancini", "Stefano"),
    ("Costa", "Laura", "Giordano", "Franco"),
)


def three_pairs_samples(
    services: Services, folder: Path, *, language: Language = "it"
) -> list[Path]:
    """A burraco a sei evening's round 1 (burraco-sei-…): 7 pairs seated with as many tables
    of three as the count allows (table 1 of three, tables 2 and 3 of two, so the first page of
    the scoresheets shows the three-line sheet), its seating, results and the standings
    stating the rule."""
    settings = BurracoSettings(
        first_round=PairingSystem.REGISTRATION,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.ALWAYS,
    )
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Burraco a sei", "2026-12-04", "Genova", settings)
    ).id
    services.entries.add_many(
        tid,
        [
            NewEntry((PlayerSpec(surname, name), PlayerSpec(other, first)))
            for surname, name, other, first in THREE_PAIRS_NAMES
        ],
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.results.enter_three(tid, 1, 1, totals=(640, 245, 400))
    services.results.enter_totals(tid, 1, 2, 820, 415)
    documents: dict[str, Callable[[Path], object]] = {
        "round-1-scoresheets.pdf": lambda p: actions.scoresheets_pdf(
            services, tid, 1, p, language=language
        ),
        "round-1-seating.pdf": lambda p: actions.seating_pdf(
            services, tid, 1, p, language=language
        ),
        "round-1-results.pdf": lambda p: actions.round_results_pdf(
            services, tid, 1, p, language=language
        ),
        "standings.pdf": lambda p: actions.standings_pdf(services, tid, p, language=language),
    }
    written = []
    for name, write in documents.items():
        path = folder / f"burraco-sei-{name}"
        write(path)
        written.append(path)
    return written


def season_samples(services: Services, folder: Path, *, language: Language = "it") -> list[Path]:
    """Each game's season ranking over the demo (its tournaments still running, so counted
    on request and marked provisional): burraco-season.pdf, .xlsx and .html, ..."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for game in Game:
        rules = SeasonRules(game=game, include_running=True)
        for suffix, write in (
            (".pdf", actions.season_pdf),
            (".xlsx", actions.season_xlsx),
            (".html", actions.season_html),
        ):
            path = folder / f"{game.value}-season{suffix}"
            write(services, rules, path, language=language)
            written.append(path)
    return written


def team_samples(services: Services, folder: Path, *, language: Language = "it") -> list[Path]:
    """A team event's printout, its round 1 played: the team ranking and the round's matches
    as teams.pdf, .xlsx and .html."""
    from tournament_app.services.teams.demo import team_event
    from tournament_app.services.teams.reports import write_team_report

    folder.mkdir(parents=True, exist_ok=True)
    tid = team_event(services)
    written = []
    for suffix in (".pdf", ".xlsx", ".html"):
        path = folder / f"teams-round-1{suffix}"
        written.append(write_team_report(services, tid, path, round_number=1, language=language))
    return written


def render_first_pages(pdfs: list[Path]) -> list[Path]:
    """A PNG of each PDF's first page beside it, when `pdftoppm` is installed (else none)."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        return []
    pictures = []
    for pdf in pdfs:
        stem = pdf.with_suffix("")
        subprocess.run(
            [tool, "-png", "-r", str(PNG_RESOLUTION), "-f", "1", "-l", "1", "-singlefile",
             str(pdf), str(stem)],
            check=True,
        )  # fmt: skip
        pictures.append(stem.with_suffix(".png"))
    return pictures


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: write the samples into the folder given."""
    parser = argparse.ArgumentParser(prog="python -m tournament_app.exports.samples")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", choices=("it", "en"), default="it")
    options = parser.parse_args(argv)
    for path in write_samples(options.folder, language=options.language):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
