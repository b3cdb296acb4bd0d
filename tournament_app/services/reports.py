"""The services' values turned into the documents `tournament_app.exports` prints and saves.

Read-only: every function here calls only the services' read actions. Fixed words come from
the exports' labels in the chosen language, so a document reads the same whether the GUI or
the command line asked for it.
"""

from __future__ import annotations

import datetime
from functools import cached_property
from typing import TYPE_CHECKING

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import code_text, text
from tournament_app.services import rules
from tournament_app.services.settings import (
    BurracoSettings,
    NotOpenedRule,
    Scala40Format,
    Scala40Settings,
)
from tournament_app.services.values import (
    BurracoResult,
    BurracoStanding,
    Entry,
    ResultKind,
    Round,
    RoundStatus,
    RoundTable,
    Scala40Sheet,
    Scala40Standing,
    Standing,
    Tournament,
    TournamentId,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services

SCALA40_HAND_ROWS = 20  # rows on a blank scala 40 sheet: a game to 101 rarely needs more


class _Source:
    """One tournament read once per document: its settings, entries and rounds."""

    def __init__(self, services: Services, tournament_id: TournamentId, language: Language):
        self.services = services
        self.id = tournament_id
        self.language = language

    @cached_property
    def tournament(self) -> Tournament:
        return self.services.tournaments.get(self.id)

    @cached_property
    def game(self) -> doc.Game:
        return "burraco" if isinstance(self.tournament.settings, BurracoSettings) else "scala40"

    @cached_property
    def entries(self) -> tuple[Entry, ...]:
        return self.services.entries.list(self.id)

    @cached_property
    def refs(self) -> dict[int, doc.EntryRef]:
        return {e.number: entry_ref(e) for e in self.entries}

    @cached_property
    def rounds(self) -> tuple[Round, ...]:
        return self.services.rounds.list(self.id)

    @cached_property
    def played_rounds(self) -> tuple[Round, ...]:
        """Rounds announced to the players (drafts are the director's private business)."""
        return tuple(r for r in self.rounds if r.status is not RoundStatus.DRAFT)

    def ref(self, number: int) -> doc.EntryRef:
        """The entry by number; a number no longer registered still prints as itself."""
        return self.refs.get(number) or doc.EntryRef(number, ())

    def line(self, numbers: tuple[int, ...]) -> doc.EntryRef:
        """A burraco line: one pair, or (individual) two players' entries printed together."""
        if len(numbers) == 1:
            return self.ref(numbers[0])
        refs = [self.ref(n) for n in numbers]
        players = tuple(p for r in refs for p in r.players)
        clubs = " / ".join(dict.fromkeys(r.club for r in refs if r.club))
        return doc.EntryRef(numbers[0], players, clubs, partners=numbers[1:])

    def header(self, *, round_shown: int | None = None) -> doc.TournamentHeader:
        t = self.tournament
        if round_shown is None and self.played_rounds:
            round_shown = self.played_rounds[-1].number
        status = {r.number: r.status for r in self.rounds}.get(round_shown or 0)
        return doc.TournamentHeader(
            name=t.name,
            game=self.game,
            date=_date(t.date),
            venue=t.venue,
            rules=self.rules_summary(),
            round_shown=round_shown,
            round_partial=status is RoundStatus.PUBLISHED,
            rounds_planned=_rounds_planned(t),
            language=self.language,
        )

    def rules_summary(self) -> doc.RulesSummary:
        settings = self.tournament.settings
        lang = self.language
        if isinstance(settings, BurracoSettings):
            table = rules.vp_table(settings)
            turno = rules.turno_settings(settings)
            return doc.RulesSummary(
                vp_table_name=table.name,
                vp_bands=tuple(
                    doc.VictoryPointBand(b.low, b.high, b.winner_vp, b.loser_vp)
                    for b in table.bands
                ),
                tie_breaks=tuple(code_text(lang, "tb", code) for code in settings.tie_breaks),
                notes=(
                    text(lang, "hands_per_round", n=settings.hands),
                    " + ".join(
                        f"{code_text(lang, 'ps', step.system.value)} ×{step.rounds}"
                        for step in settings.schedule
                    ),
                    text(lang, "bye_score", vp=turno.bye_vp, mp=turno.bye_mp),
                ),
            )
        notes = [
            text(lang, "out_at" if settings.out_at_limit else "out_over", n=settings.limit),
        ]
        if settings.format is Scala40Format.PLACEMENT_POINTS:
            points = "-".join(str(p) for p in settings.placement_points)
            notes.append(text(lang, "placement_scale", points=points))
        else:
            notes.append(text(lang, "advance", n=settings.advance_per_table))
        if settings.not_opened is NotOpenedRule.FLAT_100:
            notes.append(text(lang, "not_opened_100"))
        if settings.in_hand_doubles:
            notes.append(text(lang, "in_hand_doubles"))
        if settings.reentries:
            notes.append(text(lang, "reentries", n=settings.reentries))
        return doc.RulesSummary(notes=tuple(notes))

    @cached_property
    def placement_by_round(self) -> dict[int, dict[int, int | None]]:
        """Round -> entry -> placement points, for the placement-points format (else empty)."""
        if self.placement_points(1) is None:
            return {}
        return {
            played.number: {
                p.entry: self.placement_points(p.place)
                for sheet in self.services.results.sheets(self.id, played.number)
                for p in sheet.placings
            }
            for played in self.played_rounds
        }

    def placement_points(self, place: int) -> int | None:
        """Placement points for a place at a table (None in the elimination format)."""
        settings = self.tournament.settings
        if not isinstance(settings, Scala40Settings):
            return None
        if settings.format is not Scala40Format.PLACEMENT_POINTS:
            return None
        table = settings.placement_points
        return table[place - 1] if 0 < place <= len(table) else 0


def tournament_header(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> doc.TournamentHeader:
    """The heading every document of this tournament carries."""
    return _Source(services, tournament_id, language).header()


def entry_ref(entry: Entry) -> doc.EntryRef:
    """A services entry as the documents name it."""
    players = tuple(doc.Player(p.surname, p.name) for p in entry.players)
    return doc.EntryRef(entry.number, players, entry.club or "")


def _date(value: str | None) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(value) if value else None
    except ValueError:
        return None  # a free-text date typed long ago: the header simply leaves it out


def _rounds_planned(tournament: Tournament) -> int | None:
    settings = tournament.settings
    if isinstance(settings, BurracoSettings):
        return settings.rounds
    if settings.format is Scala40Format.PLACEMENT_POINTS:
        return settings.rounds
    return None


# ---------------------------------------------------------------------------------------------
# Standings and prizes
# ---------------------------------------------------------------------------------------------


def standings_document(
    services: Services,
    tournament_id: TournamentId,
    *,
    language: Language = "it",
    after_round: int | None = None,
) -> doc.Standings:
    """The overall ranking (after `after_round`, None: everything entered so far)."""
    source = _Source(services, tournament_id, language)
    rows = services.standings.overall(tournament_id, after_round=after_round)
    return _standings(source, rows, after_round=after_round)


def _standings(
    source: _Source,
    rows: tuple[Standing, ...],
    *,
    scope: str = "",
    after_round: int | None = None,
) -> doc.Standings:
    header = source.header(round_shown=after_round)
    burraco = [r for r in rows if isinstance(r, BurracoStanding)]
    if source.game == "burraco":
        rounds = max((len(r.vp_per_round) for r in burraco), default=0)
        penalised = any(r.penalty_vp for r in burraco)
        names = [text(source.language, "tb_mp_scored")]
        if penalised:
            names.append(text(source.language, "penalty_vp_column"))
        return doc.BurracoStandings(
            header=header,
            rows=tuple(
                doc.BurracoStandingRow(
                    rank=r.rank,
                    entry=source.ref(r.entry),
                    victory_points=r.vp,
                    mp_difference=r.mp_difference,
                    tie_break_values=(r.mp_scored, -abs(r.penalty_vp))
                    if penalised
                    else (r.mp_scored,),
                    vp_per_round=r.vp_per_round,
                    group=r.group or "",
                    category=r.category or "",
                )
                for r in burraco
            ),
            rounds=tuple(range(1, rounds + 1)),
            tie_break_names=tuple(names),
            scope=scope,
        )
    scala = [r for r in rows if isinstance(r, Scala40Standing)]
    per_round = source.placement_by_round
    return doc.Scala40Standings(
        header=header,
        rows=tuple(
            doc.Scala40StandingRow(
                rank=r.rank,
                entry=source.ref(r.entry),
                stage_reached=_stage_name(source, r.stage),
                placement_points=r.points if per_round else None,
                penalty_total=r.penalty_total,
                points_per_round=tuple(per_round[n].get(r.entry) for n in sorted(per_round)),
                group=r.group or "",
                category=r.category or "",
            )
            for r in scala
        ),
        rounds=tuple(sorted(per_round)),
        scope=scope,
    )


def _stage_name(source: _Source, stage: int) -> str:
    """The stage reached in words: "Turno 2", or "Finale" for a last round at one table."""
    if stage < 1:
        return ""  # not through a single round yet
    last = source.played_rounds[-1] if source.played_rounds else None
    if last is not None and last.number == stage and len(last.tables) == 1 and stage > 1:
        return text(source.language, "final")
    return text(source.language, "round_n", n=stage)


def scoped_standings_documents(
    services: Services,
    tournament_id: TournamentId,
    *,
    per: str | None = None,
    language: Language = "it",
) -> tuple[doc.Standings, ...]:
    """One ranking per group or per category (`per` "group" / "category"); None: both kinds,
    each only when the tournament has more than one group or category."""
    source = _Source(services, tournament_id, language)
    kinds = {
        "group": services.standings.by_group,
        "category": services.standings.by_category,
    }
    if per is not None and per not in kinds:
        raise ValueError(f"standings per {per!r}: say 'group' or 'category'")
    documents: list[doc.Standings] = []
    for kind, ranking in kinds.items():
        if per is not None and kind != per:
            continue
        scoped = ranking(tournament_id)
        if per is None and len(scoped) < 2:
            continue
        documents += [
            _standings(source, rows, scope=f"{text(language, kind)} {name}")
            for name, rows in scoped
        ]
    return tuple(documents)


def prize_list_document(
    services: Services,
    tournament_id: TournamentId,
    *,
    per: str = "overall",
    places: int = 3,
    language: Language = "it",
) -> doc.PrizeList:
    """The prize list: the first `places` overall, or per "group" or per "category"."""
    source = _Source(services, tournament_id, language)
    sections: dict[str, list[doc.PrizeRow]] = {}
    for prize in services.standings.prizes(tournament_id, per=per, places=places):
        standing = prize.standing
        points = standing.vp if isinstance(standing, BurracoStanding) else standing.points
        row = doc.PrizeRow(prize.place, source.ref(standing.entry), points)
        sections.setdefault(prize.heading, []).append(row)
    word = {"group": text(language, "group"), "category": text(language, "category")}.get(per)
    return doc.PrizeList(
        source.header(),
        tuple(
            doc.PrizeSection(f"{word} {heading}" if word and heading else heading, tuple(rows))
            for heading, rows in sections.items()
        ),
    )


# ---------------------------------------------------------------------------------------------
# A round: seating, scoresheets, results
# ---------------------------------------------------------------------------------------------


def seating_document(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> doc.RoundSeating:
    """Who sits where in a round (table cards print from the same value)."""
    source = _Source(services, tournament_id, language)
    played = services.rounds.get(tournament_id, round_number)
    tables = tuple(
        doc.TableSeating(t.table, _seats(source, t)) for t in played.tables if not t.is_bye
    )
    byes = tuple(source.ref(n) for t in played.tables if t.is_bye for n in t.ns)
    return doc.RoundSeating(source.header(round_shown=round_number), round_number, tables, byes)


def _seats(source: _Source, table: RoundTable) -> tuple[doc.Seat, ...]:
    if table.players:
        return tuple(doc.Seat(str(i + 1), source.ref(n)) for i, n in enumerate(table.players))
    return tuple(doc.Seat("NS", source.ref(n)) for n in table.ns) + tuple(
        doc.Seat("EO", source.ref(n)) for n in table.ew
    )


def scoresheet_documents(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> tuple[doc.Scoresheet, ...]:
    """A pre-filled sheet for every table of a round (byes have none)."""
    source = _Source(services, tournament_id, language)
    played = services.rounds.get(tournament_id, round_number)
    header = source.header(round_shown=round_number)
    settings = source.tournament.settings
    if isinstance(settings, BurracoSettings):
        return tuple(
            doc.BurracoScoresheet(
                header, round_number, t.table, source.line(t.ns), source.line(t.ew), settings.hands
            )
            for t in played.tables
            if not t.is_bye
        )
    marks = [("C", text(language, "mark_closer"))]
    if settings.in_hand_doubles:
        marks.append(("M", text(language, "mark_in_hand")))
    not_opened = text(language, "mark_not_opened")
    if settings.not_opened is NotOpenedRule.FLAT_100:
        not_opened += " (100)"
    marks += [("N", not_opened), ("X", text(language, "mark_eliminated"))]
    if settings.reentries:
        marks.append(("R", text(language, "mark_reentered")))
    return tuple(
        doc.Scala40Scoresheet(
            header,
            round_number,
            t.table,
            _seats(source, t),
            limit=settings.limit,
            hand_rows=SCALA40_HAND_ROWS,
            marks=tuple(marks),
        )
        for t in played.tables
    )


def round_results_document(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> doc.RoundResults:
    """Every table's result in a round; tables still waiting are listed as missing."""
    return _round_results(
        _Source(services, tournament_id, language),
        services.rounds.get(tournament_id, round_number),
    )


def _round_results(source: _Source, played: Round) -> doc.RoundResults:
    lang = source.language
    header = source.header(round_shown=played.number)
    # Scala 40 rounds are all seated one way: naming it would only repeat the game.
    system = code_text(lang, "ps", played.system) if source.game == "burraco" else ""
    if source.game == "scala40":
        sheets = source.services.results.sheets(source.id, played.number)
        return doc.RoundResults(
            header, played.number, tuple(_scala40_result(source, s) for s in sheets), system
        )
    results = {r.table: r for r in source.services.results.list(source.id, played.number)}
    return doc.RoundResults(
        header,
        played.number,
        tuple(_burraco_result(source, t, results.get(t.table)) for t in played.tables),
        system,
    )


def _burraco_result(
    source: _Source, table: RoundTable, result: BurracoResult | None
) -> doc.BurracoTableResult:
    lang = source.language
    ns = source.line(table.ns)
    if table.is_bye:
        return doc.BurracoTableResult(
            None,
            ns,
            None,
            result.ns_mp if result else None,
            None,
            result.ns_vp if result else None,
            None,
            note=text(lang, "bye"),
        )
    eo = source.line(table.ew)
    if result is None:
        return doc.BurracoTableResult(
            table.table, ns, eo, None, None, None, None, note=text(lang, "missing")
        )
    note = {ResultKind.FORFEIT: "forfeit", ResultKind.ARBITRAL: "arbitral"}.get(result.kind)
    return doc.BurracoTableResult(
        table.table,
        ns,
        eo,
        result.ns_mp,
        result.ew_mp,
        result.ns_vp,
        result.ew_vp,
        note=text(lang, note) if note else "",
    )


def _scala40_result(source: _Source, sheet: Scala40Sheet) -> doc.Scala40TableResult:
    lang = source.language
    if sheet.finished and sheet.placings:
        placings = tuple(
            doc.Scala40Placing(
                p.place,
                source.ref(p.entry),
                p.total,
                source.placement_points(p.place),
                note=text(lang, "eliminated_at", n=p.eliminated_after_hand)
                if p.eliminated_after_hand
                else (text(lang, "timed_out") if sheet.timed_out else ""),
            )
            for p in sorted(sheet.placings, key=lambda p: p.place)
        )
        return doc.Scala40TableResult(sheet.table, placings)
    # Still playing: players in play by their total (lowest first), the eliminated after them.
    totals = dict(sheet.totals)
    order = sorted(sheet.players, key=lambda n: (n in sheet.eliminated, totals.get(n, 0), n))
    placings = tuple(
        doc.Scala40Placing(
            None,
            source.ref(n),
            totals.get(n, 0),
            None,
            note=text(lang, "mark_eliminated" if n in sheet.eliminated else "in_play"),
        )
        for n in order
    )
    return doc.Scala40TableResult(sheet.table, placings)


# ---------------------------------------------------------------------------------------------
# Entries, penalties, histories, and the whole tournament
# ---------------------------------------------------------------------------------------------


def entry_rows(services: Services, tournament_id: TournamentId) -> tuple[doc.EntryRow, ...]:
    """The registration list."""
    return tuple(
        doc.EntryRow(entry_ref(e), e.category or "", e.group or "", e.present, e.withdrawn)
        for e in services.entries.list(tournament_id)
    )


def penalty_rows(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> tuple[doc.PenaltyRow, ...]:
    """Every penalty, the points taken away shown as negative figures."""
    source = _Source(services, tournament_id, language)
    return tuple(
        doc.PenaltyRow(
            p.round,
            source.ref(p.entry),
            code_text(language, "pk", p.kind.value),
            victory_points=-abs(p.vp),
            match_points=-abs(p.mp),
            reason=p.reason,
        )
        for p in services.penalties.list(tournament_id)
    )


def entry_histories(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> tuple[doc.EntryHistory, ...]:
    """Round by round for every entry, with the running total of VP (placement points)."""
    source = _Source(services, tournament_id, language)
    ranks = {s.entry: s.rank for s in services.standings.overall(tournament_id)}
    return _histories(source, ranks)


def _histories(source: _Source, ranks: dict[int, int]) -> tuple[doc.EntryHistory, ...]:
    rows: dict[int, list[doc.HistoryRow]] = {n: [] for n in source.refs}
    if source.game == "burraco":
        results = {(r.round, r.table): r for r in source.services.results.list(source.id)}
        for played in source.played_rounds:
            for table in played.tables:
                _burraco_history(source, played.number, table, results, rows)
    else:
        for played in source.played_rounds:
            for sheet in source.services.results.sheets(source.id, played.number):
                _scala40_history(source, played.number, sheet, rows)
    histories = []
    for number, history in sorted(rows.items()):
        total: float = 0
        with_totals = []
        for row in history:
            total += row.points or 0
            with_totals.append(_with_total(row, total if row.points is not None else None))
        histories.append(
            doc.EntryHistory(source.ref(number), ranks.get(number), tuple(with_totals))
        )
    return tuple(histories)


def _with_total(row: doc.HistoryRow, total: float | None) -> doc.HistoryRow:
    return doc.HistoryRow(
        row.round_number,
        row.table,
        row.position,
        row.opponents,
        row.score_for,
        row.score_against,
        row.points,
        int(total) if total is not None and float(total).is_integer() else total,
    )


def _burraco_history(
    source: _Source,
    round_number: int,
    table: RoundTable,
    results: dict[tuple[int, int], BurracoResult],
    rows: dict[int, list[doc.HistoryRow]],
) -> None:
    result = results.get((round_number, table.table))
    lang = source.language
    if table.is_bye:
        for n in table.ns:
            rows.setdefault(n, []).append(
                doc.HistoryRow(
                    round_number,
                    None,
                    "",
                    text(lang, "bye"),
                    result.ns_mp if result else None,
                    None,
                    result.ns_vp if result else None,
                    None,
                )
            )
        return
    ns, eo = source.line(table.ns), source.line(table.ew)
    lines = (
        (table.ns, "NS", eo, result.ns_mp if result else None, result.ew_mp if result else None,
         result.ns_vp if result else None),
        (table.ew, text(lang, "eo"), ns, result.ew_mp if result else None,
         result.ns_mp if result else None, result.ew_vp if result else None),
    )  # fmt: skip
    for numbers, position, against, scored, conceded, vp in lines:
        for n in numbers:
            rows.setdefault(n, []).append(
                doc.HistoryRow(
                    round_number,
                    table.table,
                    position,
                    f"{against.label} · {against.names}",
                    scored,
                    conceded,
                    vp,
                    None,
                )
            )


def _scala40_history(
    source: _Source, round_number: int, sheet: Scala40Sheet, rows: dict[int, list[doc.HistoryRow]]
) -> None:
    totals = dict(sheet.totals)
    places = {p.entry: p.place for p in sheet.placings} if sheet.finished else {}
    for seat, number in enumerate(sheet.players, start=1):
        mates = " · ".join(source.ref(n).names for n in sheet.players if n != number)
        place = places.get(number)
        rows.setdefault(number, []).append(
            doc.HistoryRow(
                round_number,
                sheet.table,
                str(seat),
                mates,
                totals.get(number),
                None,
                source.placement_points(place) if place else None,
                None,
            )
        )


def tournament_report(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> doc.TournamentReport:
    """Everything the workbook and the results site show for one tournament."""
    source = _Source(services, tournament_id, language)
    overall = services.standings.overall(tournament_id)
    return doc.TournamentReport(
        header=source.header(),
        standings=_standings(source, overall),
        rounds=tuple(_round_results(source, r) for r in source.played_rounds),
        entries=entry_rows(services, tournament_id),
        penalties=penalty_rows(services, tournament_id, language=language),
        histories=_histories(source, {s.entry: s.rank for s in overall}),
        extra_standings=scoped_standings_documents(services, tournament_id, language=language),
    )
