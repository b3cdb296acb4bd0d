"""A team event's printouts from the services' values: the team ranking and a round's matches
(`exports.teams`), written as PDF, workbook or web page by the file's ending through
`output_files` (never the database, its copies, or a file of another kind)."""

from __future__ import annotations

import io
from pathlib import Path

from tournament_app.exports import teams as writer
from tournament_app.exports.documents import Language
from tournament_app.services.core import Services
from tournament_app.services.domain_words import tie_break_said
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages import teams as words
from tournament_app.services.output_files import OutputKind, check_output, write_output_bytes
from tournament_app.services.reports.source import TournamentSource
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.values import TournamentId

KINDS = {".pdf": OutputKind.PDF, ".xlsx": OutputKind.XLSX, ".html": OutputKind.HTML}


def team_document(
    services: Services,
    tournament_id: TournamentId,
    *,
    round_number: int | None = None,
    standings: bool = True,
    language: Language = "it",
) -> writer.TeamDocument:
    """The printout's values: the ranking (when `standings`) and round `round_number`'s
    matches (when given), each pair named with its team."""
    source = TournamentSource(services, tournament_id, language)
    teams = services.teams.list(tournament_id)
    pair_names = {
        pair.entry: (team.name, pair.entry, pair.names) for team in teams for pair in team.pairs
    }
    lines: tuple[writer.TeamLine, ...] = ()
    if standings:
        lines = tuple(
            writer.TeamLine(
                row.rank,
                row.tied,
                f"{row.team}. {row.name}",
                row.club,
                row.vp,
                row.mp_for,
                row.mp_against,
                row.mp_diff,
                row.played,
                tie_break_said(row.tie_break, language, awaiting_draw=row.awaiting_draw),
                writer.word(language, "withdrawn") if row.withdrawn else "",
            )
            for row in services.teams.standings(tournament_id)
        )
    tables: list[writer.MatchTable] = []
    byes: list[str] = []
    if round_number is not None:
        seated = {t.table: t for t in services.rounds.get(tournament_id, round_number).tables}
        names = {team.number: team.name for team in teams}
        for match in services.teams.matches(tournament_id, round_number):
            if match.away is None:
                byes.append(names.get(match.home, str(match.home)))
                continue
            for index, number in enumerate(match.tables):
                table = seated[number]
                ns, ew = (
                    _pair(pair_names, table.ns, language),
                    _pair(pair_names, table.ew, language),
                )
                result = f"{match.home_vp}–{match.away_vp}" if match.complete and not index else ""
                tables.append(writer.MatchTable(match.number, number, ns, ew, result))
    settings = source.tournament.settings
    return writer.TeamDocument(
        header=source.header(),
        language=language,
        vp_table=_table_name(settings, language),
        lines=lines,
        round_number=round_number,
        tables=tuple(tables),
        byes=tuple(byes),
    )


def _pair(
    names: dict[int, tuple[str, int, str]], seated: tuple[int, ...], language: Language
) -> str:
    """ "Assi – coppia 1: Rossi Anna - Bianchi Carlo"."""
    if not seated:
        return ""
    team, entry, players = names.get(seated[0], ("", seated[0], ""))
    pair = ("coppia" if language == "it" else "pair") + f" {entry}"
    return f"{team} – {pair}: {players}" if team else f"{pair}: {players}"


def _table_name(settings: object, language: Language) -> str:
    if isinstance(settings, BurracoSettings) and settings.team_vp_scale is not None:
        return settings.team_vp_scale.name
    hands = settings.hands if isinstance(settings, BurracoSettings) else 3
    return words.PROPOSED_TABLE.get(language, words.PROPOSED_TABLE["it"]).format(hands=hands)


def write_team_report(
    services: Services,
    tournament_id: TournamentId,
    path: str | Path,
    *,
    round_number: int | None = None,
    standings: bool = True,
    language: Language = "it",
) -> Path:
    """Write the printout to `path`, its kind by its ending (.pdf, .xlsx, .html); returns it.
    INVALID_INPUT (team_report_kind) for another ending."""
    target = Path(path)
    kind = KINDS.get(target.suffix.lower())
    if kind is None:
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "team_report_kind", "path": str(target)}
        )
    check_output(services, target, kind)
    document = team_document(
        services, tournament_id, round_number=round_number, standings=standings, language=language
    )
    buffer = io.BytesIO()
    if kind is OutputKind.PDF:
        writer.team_pdf(document, buffer)
    elif kind is OutputKind.XLSX:
        writer.team_xlsx(document, buffer)
    else:
        buffer.write(writer.team_page(document))
    return write_output_bytes(services, target, kind, buffer.getvalue())
