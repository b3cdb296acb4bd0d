"""The services' values turned into the documents `tournament_app.exports` prints and saves.

Read-only: every function here calls only the services' read actions. Fixed words come from
the exports' labels in the chosen language, so a document reads the same whether the GUI or
the command line asked for it.

The documents are built in `reports.source` (the tournament read once, the header),
`reports.standings`, `reports.rounds` and `reports.histories`; this module puts the whole
tournament together and every public name is importable from here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.services.reports.histories import (
    entry_histories,
    entry_rows,
    histories_for,
    penalty_rows,
)
from tournament_app.services.reports.rounds import (
    SCALA40_HAND_ROWS,
    calendar_documents,
    round_results_document,
    round_results_for,
    scoresheet_documents,
    seating_document,
)
from tournament_app.services.reports.source import TournamentSource, entry_ref, tournament_header
from tournament_app.services.reports.standings import (
    prize_list_document,
    scoped_standings_documents,
    standings_document,
    standings_for,
    workbook_prize_list,
)
from tournament_app.services.values import TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services


def tournament_report(
    services: Services,
    tournament_id: TournamentId,
    *,
    language: Language = "it",
    prizes: bool = False,
) -> doc.TournamentReport:
    """Everything the workbook and the results site show for one tournament; `prizes`: the
    prize list too (the workbook's, `workbook_prize_list`), once a table has a result."""
    from tournament_app.services.teams.play import is_team_event
    from tournament_app.services.teams.reports import team_document

    source = TournamentSource(services, tournament_id, language)
    overall = services.standings.overall(tournament_id)
    teams = is_team_event(source.tournament.settings)
    rounds = tuple(round_results_for(source, r) for r in source.played_rounds)
    return doc.TournamentReport(
        header=source.header(),
        standings=standings_for(source, overall),
        rounds=rounds,
        entries=entry_rows(services, tournament_id),
        penalties=penalty_rows(services, tournament_id, language=language),
        histories=histories_for(source, overall),
        extra_standings=scoped_standings_documents(services, tournament_id, language=language),
        team_standings=team_document(services, tournament_id, language=language) if teams else None,
        team_rounds=tuple(
            team_document(
                services, tournament_id, round_number=r.number, standings=False, language=language
            )
            for r in source.played_rounds
        )
        if teams
        else (),
        prizes=workbook_prize_list(services, tournament_id, language=language)
        if prizes and _played(rounds)
        else None,
    )


def _played(rounds: tuple[doc.RoundResults, ...]) -> bool:
    """Whether a table has a result in: before that everyone is level, and a prize list
    would give every entry the first prize."""
    return any(
        table.placings
        if isinstance(table, doc.Scala40TableResult)
        else table.eo is not None and table.ns_vp is not None
        for results in rounds
        for table in results.tables
    )


__all__ = [
    "SCALA40_HAND_ROWS",
    "calendar_documents",
    "entry_histories",
    "entry_ref",
    "entry_rows",
    "penalty_rows",
    "prize_list_document",
    "round_results_document",
    "scoped_standings_documents",
    "scoresheet_documents",
    "seating_document",
    "standings_document",
    "tournament_header",
    "tournament_report",
    "workbook_prize_list",
]
