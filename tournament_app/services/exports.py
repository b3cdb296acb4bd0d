"""Export and print actions: a tournament's documents written to files, for the GUI and CLI.

Each function reads through the services, builds the document values
(`tournament_app.services.reports`) and hands them to a writer in `tournament_app.exports`.
PDF and xlsx targets may be paths or binary streams. Nothing here opens a dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING

from tournament_app.exports import excel as excel_writer
from tournament_app.exports import html as html_writer
from tournament_app.exports import pdf as pdf_writer
from tournament_app.exports import season as season_writer
from tournament_app.exports.documents import Language
from tournament_app.services import reports, season
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services

Target = str | Path | IO[bytes]
Progress = Callable[[int, int], None]
"""Called as progress(steps done, steps in all) while a long export runs."""


def export_tournament(
    services: Services,
    tournament_id: TournamentId,
    *,
    xlsx: Target | None = None,
    pdf: Target | None = None,
    html: str | Path | None = None,
    language: Language = "it",
    progress: Progress | None = None,
) -> list[Path]:
    """Write the workbook, the standings PDF and/or the results site (a folder) in one go.

    The tournament is read once; `progress` counts that reading plus each output asked for.
    Returns the files written (streams are not listed; the site lists its index page).
    """
    outputs = [x for x in (xlsx, pdf, html) if x is not None]
    if not outputs:
        raise ValueError("export_tournament needs at least one of xlsx, pdf, html")
    steps = 1 + len(outputs)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress:
            progress(done, steps)

    report = reports.tournament_report(services, tournament_id, language=language)
    step()
    written: list[Path] = []
    if xlsx is not None:
        excel_writer.write_workbook(report, xlsx)
        written += _as_path(xlsx)
        step()
    if pdf is not None:
        pdf_writer.standings_pdf(report.standings, pdf)
        written += _as_path(pdf)
        step()
    if html is not None:
        written.append(html_writer.write_site(report, html)[0])
        step()
    return written


def _as_path(target: Target) -> list[Path]:
    return [Path(target)] if isinstance(target, str | Path) else []


def standings_pdf(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    after_round: int | None = None,
    per: str = "overall",
    language: Language = "it",
    progress: Progress | None = None,
) -> None:
    """Print the ranking: overall (after `after_round`; None: everything entered so far), or
    one per group or category (`per` "group" / "category"), each starting a new page."""
    if per == "overall":
        document = reports.standings_document(
            services, tournament_id, language=language, after_round=after_round
        )
        pdf_writer.standings_pdf(document, path, progress=progress)
        return
    scoped = reports.scoped_standings_documents(services, tournament_id, per=per, language=language)
    if not scoped:
        raise _nothing_to_rank_by(per)
    pdf_writer.standings_pdf(scoped, path, progress=progress)


def _nothing_to_rank_by(per: str) -> ServiceError:
    """The refusal of standings or prizes per group (category) where no entry has one."""
    return ServiceError(ErrorCode.INVALID_INPUT, {"detail": "nothing_to_rank_by", "per": per})


def prize_list_pdf(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    per: str = "overall",
    places: int = 3,
    language: Language = "it",
) -> None:
    """Print the prize list: the first `places` overall, or per "group" or "category"
    (refused where no entry has one: the sheet would be blank)."""
    if per != "overall" and not any(
        getattr(entry, per, None) for entry in services.entries.list(tournament_id)
    ):
        raise _nothing_to_rank_by(per)
    document = reports.prize_list_document(
        services, tournament_id, per=per, places=places, language=language
    )
    pdf_writer.prize_list_pdf(document, path)


def seating_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
) -> None:
    """Print a round's wall lists: by table, then alphabetical by surname."""
    document = reports.seating_document(services, tournament_id, round_number, language=language)
    pdf_writer.seating_pdf(document, path)


def table_cards_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
) -> None:
    """Print one card per table for a round: the number big, who sits where."""
    document = reports.seating_document(services, tournament_id, round_number, language=language)
    pdf_writer.table_cards_pdf(document, path)


def scoresheets_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
) -> None:
    """Print the pre-filled scoresheets of every table of a round (ValueError: no tables)."""
    sheets = reports.scoresheet_documents(services, tournament_id, round_number, language=language)
    pdf_writer.scoresheets_pdf(sheets, path)


def round_results_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
) -> None:
    """Print a round's results: every table's MP and VP, or its finishing order."""
    document = reports.round_results_document(
        services, tournament_id, round_number, language=language
    )
    pdf_writer.round_results_pdf(document, path)


def entries_pdf(
    services: Services, tournament_id: TournamentId, path: Target, *, language: Language = "it"
) -> None:
    """Print the registration list (number, players, club, category, group, present)."""
    header = reports.tournament_header(services, tournament_id, language=language)
    pdf_writer.entries_pdf(header, reports.entry_rows(services, tournament_id), path)


def workbook_xlsx(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    language: Language = "it",
    progress: Progress | None = None,
) -> None:
    """Save the tournament workbook (standings, rounds, entries, penalties, history)."""
    report = reports.tournament_report(services, tournament_id, language=language)
    excel_writer.write_workbook(report, path, progress=progress)


def results_site(
    services: Services,
    tournament_id: TournamentId,
    folder: str | Path,
    *,
    language: Language = "it",
    progress: Progress | None = None,
) -> list[Path]:
    """Write the static results site into `folder`; returns the files written."""
    report = reports.tournament_report(services, tournament_id, language=language)
    return html_writer.write_site(report, folder, progress=progress)


# -- the season ranking (across tournaments) --------------------------------------------------


def season_pdf(
    services: Services, rules: season.SeasonRules, path: Target, *, language: Language = "it"
) -> None:
    """Print the season ranking: a column per tournament counted, the rules on top."""
    season_writer.season_pdf(_season(services, rules, language), path)


def season_xlsx(
    services: Services, rules: season.SeasonRules, path: Target, *, language: Language = "it"
) -> None:
    """Save the season ranking as a one-sheet workbook."""
    season_writer.season_xlsx(_season(services, rules, language), path)


def season_html(
    services: Services, rules: season.SeasonRules, path: str | Path, *, language: Language = "it"
) -> Path:
    """Write the season ranking as one web page (a file, not a folder); returns its path."""
    return season_writer.season_html(_season(services, rules, language), path)


def _season(
    services: Services, rules: season.SeasonRules, language: Language
) -> season_writer.SeasonDocument:
    return season.season_document(season.season_ranking(services, rules), language)
