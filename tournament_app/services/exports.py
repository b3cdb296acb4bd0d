"""Export and print actions: a tournament's documents written to files, for the GUI and CLI.

Each function reads through the services, builds the document values
(`tournament_app.services.reports.documents`) and hands them to a writer in
`tournament_app.exports`.
PDF and xlsx targets may be paths or binary streams. A path is written through
`services.output_files`, which refuses the database, its copies' folder and an existing file
of another kind, and replaces a file whole. Nothing here opens a dialog.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING

from tournament_app.exports import excel as excel_writer
from tournament_app.exports import html as html_writer
from tournament_app.exports import pdf as pdf_writer
from tournament_app.exports import pdf_cards as cards_writer
from tournament_app.exports import season as season_writer
from tournament_app.exports.documents import Language, TournamentReport
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.output_files import (
    OutputKind,
    check_output,
    check_outputs,
    check_site_folder,
    write_output_bytes,
)
from tournament_app.services.reports import cards as report_cards
from tournament_app.services.reports import documents as reports
from tournament_app.services.season import ranking as season
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
    # Every file asked for is checked before any is written (or the database read).
    files = [(t, k) for t, k in ((xlsx, OutputKind.XLSX), (pdf, OutputKind.PDF)) if t is not None]
    check_outputs(services, [(Path(t), k) for t, k in files if isinstance(t, str | Path)])
    if html is not None:
        check_site_folder(services, Path(html))
    steps = 1 + len(outputs)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress:
            progress(done, steps)

    report = reports.tournament_report(
        services, tournament_id, language=language, prizes=xlsx is not None or html is not None
    )
    step()
    written: list[Path] = []
    if xlsx is not None:
        _write(services, xlsx, OutputKind.XLSX, lambda to: excel_writer.write_workbook(report, to))
        written += _as_path(xlsx)
        step()
    if pdf is not None:
        _write(
            services, pdf, OutputKind.PDF, lambda to: pdf_writer.standings_pdf(report.standings, to)
        )
        written += _as_path(pdf)
        step()
    if html is not None:
        written.append(_write_site(services, report, Path(html))[0])
        step()
    return written


def _write(
    services: Services, target: Target, kind: OutputKind, render: Callable[[IO[bytes]], object]
) -> None:
    """Lay the document out (`render(stream)`) and write it to `target`: a stream as it is,
    a path through output_files (refused before the document is laid out)."""
    if not isinstance(target, str | Path):
        render(target)
        return
    path = Path(target)
    check_output(services, path, kind)
    buffer = io.BytesIO()
    render(buffer)
    write_output_bytes(services, path, kind, buffer.getvalue())


def _write_site(
    services: Services,
    report: TournamentReport,
    folder: Path,
    progress: Progress | None = None,
) -> list[Path]:
    """The results site's pages written into `folder`, each through output_files, all
    checked before the first is written; pages of an earlier export no longer linked are
    deleted (a file of another kind by that name is left alone)."""
    check_site_folder(services, folder)
    pages = html_writer.site_pages(report)
    check_outputs(services, [(folder / name, OutputKind.HTML) for name, _ in pages])
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for done, (name, page) in enumerate(pages, start=1):
        written.append(
            write_output_bytes(services, folder / name, OutputKind.HTML, page.encode("utf-8"))
        )
        if progress:
            progress(done, len(pages))
    for stale in html_writer.stale_pages(folder, {name for name, _ in pages}):
        try:
            check_output(services, stale, OutputKind.HTML)
        except ServiceError:
            continue
        stale.unlink(missing_ok=True)
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
        _write(
            services,
            path,
            OutputKind.PDF,
            lambda to: pdf_writer.standings_pdf(document, to, progress=progress),
        )
        return
    scoped = reports.scoped_standings_documents(services, tournament_id, per=per, language=language)
    if not scoped:
        raise _nothing_to_rank_by(per)
    _write(
        services,
        path,
        OutputKind.PDF,
        lambda to: pdf_writer.standings_pdf(scoped, to, progress=progress),
    )


def _nothing_to_rank_by(per: str) -> ServiceError:
    """The refusal of standings or prizes per group (category) where no entry has one."""
    return ServiceError(ErrorCode.STATE_REFUSED, {"detail": "nothing_to_rank_by", "per": per})


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
    _write(services, path, OutputKind.PDF, lambda to: pdf_writer.prize_list_pdf(document, to))


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
    _write(services, path, OutputKind.PDF, lambda to: pdf_writer.seating_pdf(document, to))


def calendar_pdf(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    language: Language = "it",
) -> None:
    """Print a scala 40 all'italiana's whole calendar: every round's tables with their group."""
    documents = reports.calendar_documents(services, tournament_id, language=language)
    _write(services, path, OutputKind.PDF, lambda to: pdf_writer.calendar_pdf(documents, to))


def table_cards_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
    hall_address: str | None = None,
) -> None:
    """Print one card per table for a round: the number big, who sits where. With the hall's
    address (`http://HOST:PORT/`, the service running that evening) and table entry on, each
    card also carries its table's code and a QR code opening the hall's entry page with it."""
    document = reports.seating_document(services, tournament_id, round_number, language=language)
    codes = _entry_codes(services, tournament_id, round_number, hall_address)
    _write(
        services,
        path,
        OutputKind.PDF,
        lambda to: pdf_writer.table_cards_pdf(document, to, entry_codes=codes),
    )


def scoresheets_pdf(
    services: Services,
    tournament_id: TournamentId,
    round_number: int,
    path: Target,
    *,
    language: Language = "it",
    hall_address: str | None = None,
) -> None:
    """Print the pre-filled scoresheets of every table of a round; refused (STATE_REFUSED,
    round_without_tables) for a round without tables, before any file is written. With the
    hall's address and table entry on, each burraco sheet carries its table's code and QR
    (as `table_cards_pdf`)."""
    sheets = reports.scoresheet_documents(services, tournament_id, round_number, language=language)
    if not sheets:
        raise ServiceError(
            ErrorCode.STATE_REFUSED, {"detail": "round_without_tables", "round": round_number}
        )
    codes = _entry_codes(services, tournament_id, round_number, hall_address)
    _write(
        services,
        path,
        OutputKind.PDF,
        lambda to: pdf_writer.scoresheets_pdf(sheets, to, entry_codes=codes),
    )


def _entry_codes(
    services: Services, tournament_id: TournamentId, round_number: int, hall_address: str | None
) -> dict[int, tuple[str, str]]:
    """Each table's entry code with the hall's address (`http://HOST:PORT/`); none without an
    address. TABLE_ENTRY_OFF when the tournament's tables do not enter their results."""
    if not hall_address:
        return {}
    address = hall_address if hall_address.endswith("/") else hall_address + "/"
    return {
        c.table: (c.code, address) for c in services.table_entry.codes(tournament_id, round_number)
    }


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
    _write(services, path, OutputKind.PDF, lambda to: pdf_writer.round_results_pdf(document, to))


def entries_pdf(
    services: Services, tournament_id: TournamentId, path: Target, *, language: Language = "it"
) -> None:
    """Print the registration list (number, players, club, category, group, present)."""
    header = reports.tournament_header(services, tournament_id, language=language)
    rows = reports.entry_rows(services, tournament_id)
    _write(services, path, OutputKind.PDF, lambda to: pdf_writer.entries_pdf(header, rows, to))


def score_cards_pdf(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    entry: int | None = None,
    per_page: int = 2,
    language: Language = "it",
) -> report_cards.CardsPerPage:
    """Print the score cards, `per_page` (2 or 4) a page: each entry's rounds (table, line,
    opponents, scores, VP, running total) and place; every entry's, or entry number
    `entry`'s only. Returns how many a page were printed: two when four were asked and a
    card would not read well on an A6 quarter (`messages.two_a_page_sentence`)."""
    document = report_cards.score_cards(
        services, tournament_id, entry=entry, per_page=per_page, language=language
    )
    _write(services, path, OutputKind.PDF, lambda to: cards_writer.score_cards_pdf(document, to))
    return report_cards.cards_per_page(document, per_page)


def movement_cards_pdf(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    per_page: int = 2,
    language: Language = "it",
) -> None:
    """Print the movement cards of the Mitchell being played, `per_page` (2 or 4) a page:
    each pair's table, line and opponents round by round (refused where no movement is
    fixed)."""
    document = report_cards.movement_cards(
        services, tournament_id, per_page=per_page, language=language
    )
    _write(services, path, OutputKind.PDF, lambda to: cards_writer.movement_cards_pdf(document, to))


def workbook_xlsx(
    services: Services,
    tournament_id: TournamentId,
    path: Target,
    *,
    language: Language = "it",
    progress: Progress | None = None,
) -> None:
    """Save the tournament workbook (standings, prizes, rounds, entries, penalties, history)."""
    report = reports.tournament_report(services, tournament_id, language=language, prizes=True)
    _write(
        services,
        path,
        OutputKind.XLSX,
        lambda to: excel_writer.write_workbook(report, to, progress=progress),
    )


def results_site(
    services: Services,
    tournament_id: TournamentId,
    folder: str | Path,
    *,
    language: Language = "it",
    progress: Progress | None = None,
) -> list[Path]:
    """Write the static results site into `folder`; returns the files written."""
    check_site_folder(services, Path(folder))
    report = reports.tournament_report(services, tournament_id, language=language, prizes=True)
    return _write_site(services, report, Path(folder), progress)


# -- the season ranking (across tournaments) --------------------------------------------------


def season_pdf(
    services: Services, rules: season.SeasonRules, path: Target, *, language: Language = "it"
) -> None:
    """Print the season ranking: a column per tournament counted, the rules on top."""
    document = _season(services, rules, language)
    _write(services, path, OutputKind.PDF, lambda to: season_writer.season_pdf(document, to))


def season_xlsx(
    services: Services, rules: season.SeasonRules, path: Target, *, language: Language = "it"
) -> None:
    """Save the season ranking as a one-sheet workbook."""
    document = _season(services, rules, language)
    _write(services, path, OutputKind.XLSX, lambda to: season_writer.season_xlsx(document, to))


def season_html(
    services: Services, rules: season.SeasonRules, path: str | Path, *, language: Language = "it"
) -> Path:
    """Write the season ranking as one web page (a file, not a folder); returns its path."""
    document = _season(services, rules, language)
    _write(
        services, path, OutputKind.HTML, lambda to: to.write(season_writer.season_page(document))
    )
    return Path(path)


def _season(
    services: Services, rules: season.SeasonRules, language: Language
) -> season_writer.SeasonDocument:
    return season.season_document(season.season_ranking(services, rules), language)
