"""A round's documents: who sits where, the scoresheets to fill in, every table's result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import text
from tournament_app.services.domain_words import result_kind_name, round_system_name
from tournament_app.services.italiana import italiana
from tournament_app.services.messages.three_pairs import ALL_LINES, THIRD_LINE
from tournament_app.services.reports.source import TournamentSource
from tournament_app.services.sections import sections_by_entry
from tournament_app.services.setting_words import three_pairs_rule
from tournament_app.services.settings import (
    BurracoSettings,
    Scala40Format,
    Scala40Settings,
)
from tournament_app.services.values import (
    BurracoResult,
    PenaltyKind,
    ResultKind,
    Round,
    RoundTable,
    Scala40Sheet,
    TournamentId,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services

SCALA40_HAND_ROWS = 20  # rows on a blank scala 40 sheet: a game to 101 rarely needs more


def seating_document(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> doc.RoundSeating:
    """Who sits where in a round (table cards print from the same value)."""
    source = TournamentSource(services, tournament_id, language)
    played = services.rounds.get(tournament_id, round_number)
    groups = _table_groups(source)
    tables = tuple(
        doc.TableSeating(t.table, _seats(source, t), groups.get(t.players[0], "") if groups else "")
        for t in played.tables
        if not t.is_bye
    )
    byes = tuple(doc.Bye(t.table, source.ref(n)) for t in played.tables if t.is_bye for n in t.ns)
    return doc.RoundSeating(
        source.header(round_shown=round_number), round_number, tables, byes, pairs=source.pairs
    )


def calendar_documents(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> tuple[doc.RoundSeating, ...]:
    """A scala 40 all'italiana's whole calendar, round by round, each table with its group
    (`RoundService.italiana_schedule`)."""
    planned = services.rounds.italiana_schedule(tournament_id)
    source = TournamentSource(services, tournament_id, language)
    header = source.header()
    return tuple(
        doc.RoundSeating(
            header,
            number,
            tuple(
                doc.TableSeating(
                    t.table,
                    tuple(doc.Seat(str(i + 1), source.ref(n)) for i, n in enumerate(t.players)),
                    t.group,
                )
                for t in tables
            ),
            (),
        )
        for number, tables in enumerate(planned, start=1)
    )


def _table_groups(source: TournamentSource) -> dict[int, str]:
    """Entry number -> group, for a scala 40 all'italiana, whose tables each seat one group
    (the seating list says which); empty for any other tournament."""
    settings = source.tournament.settings
    if not isinstance(settings, Scala40Settings) or not italiana(settings):
        return {}
    return sections_by_entry({e.number: e.group for e in source.entries})


def _seats(source: TournamentSource, table: RoundTable) -> tuple[doc.Seat, ...]:
    if table.players:
        return tuple(doc.Seat(str(i + 1), source.ref(n)) for i, n in enumerate(table.players))
    return (
        tuple(doc.Seat("NS", source.ref(n)) for n in table.ns)
        + tuple(doc.Seat("EO", source.ref(n)) for n in table.ew)
        # "C": the third pair at a table of three pairs, as the exports word it.
        + tuple(doc.Seat("C", source.ref(n)) for n in table.third)
    )


def _player_seats(source: TournamentSource, table: RoundTable) -> tuple[doc.Seat, ...]:
    """A pairs table's players, pair by pair: "3.1" and "3.2" are pair 3's first and second
    player, as the sheet and the command line name them."""
    seats = []
    for pair in table.players:
        ref = source.ref(pair)
        for member, player in enumerate(ref.players, start=1):
            seats.append(doc.Seat(f"{pair}.{member}", replace(ref, players=(player,))))
    return tuple(seats)


def scoresheet_documents(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> tuple[doc.Scoresheet, ...]:
    """A pre-filled sheet for every table of a round (byes have none)."""
    source = TournamentSource(services, tournament_id, language)
    played = services.rounds.get(tournament_id, round_number)
    header = source.header(round_shown=round_number)
    settings = source.tournament.settings
    if isinstance(settings, BurracoSettings):
        rule = three_pairs_rule(settings, language)
        return tuple(
            doc.BurracoScoresheet(
                header,
                round_number,
                t.table,
                source.line(t.ns),
                source.line(t.ew),
                settings.hands,
                third=source.line(t.third) if t.third else None,
                vp_rule=rule if t.third else "",
            )
            for t in played.tables
            if not t.is_bye
        )
    marks = _legend(settings, language)
    if settings.pairs:
        return tuple(
            doc.Scala40Scoresheet(
                header,
                round_number,
                t.table,
                _player_seats(source, t),
                hand_rows=SCALA40_HAND_ROWS,
                marks=marks,
                pairs_target=settings.pairs_target,
            )
            for t in played.tables
            if not t.is_bye
        )
    return tuple(
        doc.Scala40Scoresheet(
            header,
            round_number,
            t.table,
            _seats(source, t),
            limit=settings.limit,
            out_above=not settings.out_at_limit,
            hand_rows=SCALA40_HAND_ROWS,
            marks=marks,
        )
        for t in played.tables
    )


def _legend(settings: Scala40Settings, language: Language) -> tuple[tuple[str, str], ...]:
    """The printed sheet's legend: every mark the keeper may write (`sheet_legend`)."""
    # Here, not at the top: a burraco evening never loads scala 40's sheets.
    from tournament_app.services.sheet_legend import sheet_legend

    return sheet_legend(settings, language, printed=True)


def round_results_document(
    services: Services, tournament_id: TournamentId, round_number: int, *, language: Language = "it"
) -> doc.RoundResults:
    """Every table's result in a round; tables still waiting are listed as missing."""
    return round_results_for(
        TournamentSource(services, tournament_id, language),
        services.rounds.get(tournament_id, round_number),
    )


def round_results_for(source: TournamentSource, played: Round) -> doc.RoundResults:
    lang = source.language
    header = source.header(round_shown=played.number)
    # Scala 40 rounds are all seated one way: naming it would only repeat the game.
    system = (
        round_system_name(source.tournament.settings, played.number, played.system, lang)
        if source.game == "burraco"
        else ""
    )
    if source.game == "scala40":
        sheets = source.services.results.sheets(source.id, played.number)
        added = _director_points(source, played.number)
        cut = _stage_cut(source, played, sheets)
        return doc.RoundResults(
            header,
            played.number,
            tuple(_scala40_result(source, s, added, cut) for s in sheets),
            system,
            pairs=source.pairs,
        )
    results = {r.table: r for r in source.services.results.list(source.id, played.number)}
    penalised = _burraco_penalties(source, played.number)
    return doc.RoundResults(
        header,
        played.number,
        tuple(_burraco_result(source, t, results.get(t.table), penalised) for t in played.tables),
        system,
    )


def _burraco_result(
    source: TournamentSource,
    table: RoundTable,
    result: BurracoResult | None,
    penalised: dict[int, str],
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
            note=_joined(
                result_kind_name(ResultKind.BYE, lang), *_penalty_notes(table.ns, "", penalised)
            ),
        )
    eo = source.line(table.ew)
    # The penalties given in the round, after how the result came about, each named by the
    # line that took it: the MP and VP shown are the table's, which a penalty never changes.
    notes = (
        *_penalty_notes(table.ns, text(lang, "ns"), penalised),
        *_penalty_notes(table.ew, text(lang, "eo"), penalised),
    )
    if result is None:
        return doc.BurracoTableResult(
            table.table, ns, eo, None, None, None, None, note=_joined(text(lang, "missing"), *notes)
        )
    if table.third:  # a table of three: the third pair with its figures, in the note
        third = source.line(table.third)
        notes = (
            f"{THIRD_LINE.get(lang, THIRD_LINE['it'])} {third.label} {third.names}:"
            f" {text(lang, 'mp')} {result.third_mp}, {text(lang, 'vp')} {result.third_vp}",
            *notes,
        )
    ns_mp: int | None = result.ns_mp
    ew_mp: int | None = result.ew_mp
    if result.kind is ResultKind.ARBITRAL and not ns_mp and not ew_mp:
        # The referee gave VP only: 0-0 points would read as a played draw.
        ns_mp = ew_mp = None
    how = result_note(source, table, result)
    return doc.BurracoTableResult(
        table.table, ns, eo, ns_mp, ew_mp, result.ns_vp, result.ew_vp, note=_joined(how, *notes)
    )


def result_note(source: TournamentSource, table: RoundTable, result: BurracoResult) -> str:
    """How a burraco table's result came about when it was not played out, as the round's
    results and each pair's history say it: "forfait EO (n. 7)", "abbandonato NS (n. 3)",
    "arbitrale" (the command line's and the log's word, `domain_words`); "" for a game
    played."""
    if result.kind in (ResultKind.FORFEIT, ResultKind.ABANDONED):
        ns, eo = source.line(table.ns), source.line(table.ew)
        if table.third:
            return _absent_at_three(source, result, (ns, eo, source.line(table.third)))
        return _side_note(source, result, ns, eo)
    if result.kind is ResultKind.ARBITRAL:
        return result_kind_name(result.kind, source.language)
    return ""


def _side_note(
    source: TournamentSource, result: BurracoResult, ns: doc.EntryRef, eo: doc.EntryRef
) -> str:
    """ "forfait EO (n. 7)": the line that was late or left, which takes the fewer VP (both
    lines when the VP are even), and its pair's number."""
    lang = source.language
    kind = result_kind_name(result.kind, lang)
    if result.ns_vp == result.ew_vp:
        return f"{kind} {text(lang, 'both_lines')}"
    ns_out = result.ns_vp < result.ew_vp
    side, ref = (text(lang, "ns"), ns) if ns_out else (text(lang, "eo"), eo)
    return text(lang, "result_side", kind=kind, side=side, number=ref.label)


def _absent_at_three(
    source: TournamentSource, result: BurracoResult, refs: tuple[doc.EntryRef, ...]
) -> str:
    """ "forfait 3ª (n. 7)": the line of a table of three that forfeited, which alone takes
    the fewer VP (every line when the VP are even: nobody played)."""
    lang = source.language
    kind = result_kind_name(result.kind, lang)
    vps = (result.ns_vp, result.ew_vp, result.third_vp or 0)
    if len(set(vps)) == 1:
        return f"{kind} {ALL_LINES.get(lang, ALL_LINES['it'])}"
    out = vps.index(min(vps))
    side = (text(lang, "ns"), text(lang, "eo"), THIRD_LINE.get(lang, THIRD_LINE["it"]))[out]
    return text(lang, "result_side", kind=kind, side=side, number=refs[out].label)


def _burraco_penalties(source: TournamentSource, round_number: int) -> dict[int, str]:
    """Entry -> the penalties it was given in this round, worded for the results' notes:
    what each costs as the standings count it (source.penalty_costs: "penalità -100 punti",
    "penalità -1 PV"; the warning completing a set "ammonizione -1 PV -55 punti"), a warning
    that costs nothing by its name. An overall penalty (no round) belongs to no round."""
    lang = source.language
    said: dict[int, list[str]] = {}
    for p in source.penalties:
        if p.round != round_number:
            continue
        vp, mp = source.penalty_costs[p.id]
        figures = []
        if vp:
            figures.append(text(lang, "vp_taken", n=vp))
        if mp:
            figures.append(text(lang, "mp_taken", n=mp))
        cost = " ".join(figures)
        if p.kind is PenaltyKind.WARNING:
            words = f"{text(lang, 'pk_warning')} {cost}".strip()
        else:
            words = text(lang, "penalty_note", cost=cost)
        said.setdefault(p.entry, []).append(words)
    return {entry: ", ".join(words) for entry, words in said.items()}


def _penalty_notes(line: tuple[int, ...], side: str, penalised: dict[int, str]) -> list[str]:
    """The notes of a line's entries penalised in the round, each after the line's name
    ("EO"), and the entry's number when two individual entries share the line."""
    notes = []
    for number in line:
        if number in penalised:
            who = f"{side} {number}" if len(line) > 1 else side
            notes.append(f"{who} {penalised[number]}".strip())
    return notes


def _joined(*notes: str) -> str:
    """A row's notes in one cell, the empty ones left out."""
    return " · ".join(note for note in notes if note)


def _director_points(source: TournamentSource, round_number: int) -> dict[int, int]:
    """Entry -> the penalty points the director added in this round (a warning adds none).
    In an elimination they count in the player's table game (`sheets.counted_at_table`);
    with placement points the standings add them to the player's total for this round's
    table once it is over (until then, on the player's first finished table). An overall
    penalty (no round) shows in no round's results, only in the penalties list."""
    added: dict[int, int] = {}
    for p in source.services.penalties.list(source.id):
        if p.round == round_number and p.mp and p.kind is not PenaltyKind.WARNING:
            added[p.entry] = added.get(p.entry, 0) + p.mp
    return added


@dataclass(frozen=True)
class _StageCut:
    """An elimination's stage as its results word it: who goes on from the finished tables
    by the results as they stand (`going_on`; None when nobody is told: the placement-points
    format, which eliminates nobody from the tournament, the final, or a stage cut by its
    ranking with a table still playing), where to ("passa al turno 3", "in finale"), and,
    once the next stage is announced, who sits in it (`seated`).

    The seats are what the players saw: a player seated in the next stage goes on, one not
    seated does not, whatever a later correction says; when the results now say otherwise
    the note says that too ("in finale (ora non passerebbe più)"), as the Rounds page warns."""

    elimination: bool
    going_on: frozenset[int] | None
    next_words: str
    seated: frozenset[int] | None = None
    away: Mapping[int, str] = field(default_factory=dict)
    """Entry -> the label key of why a player who goes on will not (or did not) sit in the
    next stage: withdrawn or marked absent (the next stage is seated without them)."""

    def note(self, lang: Language, entry: int, table_note: str) -> str:
        """The player's note: whether they go on, then what happened at the table."""
        verdict = self._verdict(lang, entry)
        if not verdict:
            return table_note
        return f"{verdict} · {table_note}" if table_note else verdict

    def _verdict(self, lang: Language, entry: int) -> str:
        goes_on = None if self.going_on is None else entry in self.going_on
        if self.seated is None:
            if goes_on is None:
                return ""
            if goes_on and entry in self.away:
                return text(lang, self.away[entry])
            return self.next_words if goes_on else text(lang, "out_of_tournament")
        if entry in self.seated:
            if goes_on is False:
                return f"{self.next_words} ({text(lang, 'seated_no_longer_goes_on')})"
            return self.next_words
        if goes_on and entry in self.away:
            return text(lang, self.away[entry])
        if goes_on:
            return f"{text(lang, 'out_of_tournament')} ({text(lang, 'unseated_now_goes_on')})"
        return text(lang, "out_of_tournament")


def _stage_cut(
    source: TournamentSource, played: Round, sheets: Sequence[Scala40Sheet]
) -> _StageCut:
    """Who goes on from this round's finished tables, as the next stage is seated
    (rounds.going_on: the best of each table or of the stage's ranking, a tie across the
    cut settled by the recorded draw or all of it going on), and who sits in the next stage
    once it is announced."""
    settings = source.tournament.settings
    lang = source.language
    if (
        not isinstance(settings, Scala40Settings)
        or settings.format is not Scala40Format.ELIMINATION
    ):
        return _StageCut(False, None, "")
    if len(sheets) < 2 or played.number == source.final_round:
        return _StageCut(True, None, "")  # one table: the final (or a tournament of one table)
    following = played.number + 1
    words = (
        text(lang, "goes_to_final")
        if following == source.final_round
        else text(lang, "goes_on", n=following)
    )
    seated = next(
        (
            frozenset(p for t in r.tables for p in t.players)
            for r in source.played_rounds
            if r.number == following
        ),
        None,
    )
    # By the stage's ranking nobody's place is known until every table of it is over.
    playing = any(not (s.finished and s.placings) for s in sheets)
    going_on = (
        None
        if settings.stage_cuts and playing
        else frozenset(source.services.rounds.going_on(source.id, played.number))
    )
    away = {
        e.number: "withdrawn_note" if e.withdrawn else "absent_note"
        for e in source.entries
        if e.withdrawn or not e.present
    }
    return _StageCut(True, going_on, words, seated, away)


def _out_key(cut: _StageCut, total: int, limit: int | None, *, at_hand: bool = False) -> str:
    """The label for a player a table put out, with the hand (`at_hand`) or without. In an
    elimination "eliminato" would read as out of the tournament: the table game's own words
    say how, on the limit exactly (out on reaching it, the official rule) or past it, from
    the game's total (the director's points an elimination counts at the table included).
    The placement-points format, where nobody leaves, keeps "eliminato"."""
    if not cut.elimination:
        return "eliminated_at" if at_hand else "mark_eliminated"
    if total == limit:
        return "reached_limit_at" if at_hand else "reached_limit"
    return "over_limit_at" if at_hand else "over_limit"


def _scala40_result(
    source: TournamentSource, sheet: Scala40Sheet, added: dict[int, int], cut: _StageCut
) -> doc.Scala40TableResult:
    lang = source.language
    settings = source.tournament.settings
    limit = settings.limit if isinstance(settings, Scala40Settings) else None
    # The cards as the players signed them: the director's points stand beside them, and an
    # elimination's are in the sheet's totals already (sheets.counted_at_table).
    in_game: dict[int, int] = {}
    for entry, points in sheet.penalties:
        in_game[entry] = in_game.get(entry, 0) + points
    if sheet.finished and sheet.placings:
        # A round lost by forfeit: the sheet's game puts the player last at the table.
        forfeited = set(sheet.forfeited)
        placings = tuple(
            doc.Scala40Placing(
                p.place,
                source.ref(p.entry),
                p.total - in_game.get(p.entry, 0),
                source.points_at(sheet.placings, p.place),
                note=cut.note(
                    lang,
                    p.entry,
                    text(lang, "forfeit_last")
                    if p.entry in forfeited
                    else text(
                        lang, _out_key(cut, p.total, limit, at_hand=True), n=p.eliminated_after_hand
                    )
                    if p.eliminated_after_hand
                    else (text(lang, "timed_out") if sheet.timed_out else ""),
                ),
                director_penalty=added.get(p.entry, 0),
            )
            for p in sorted(sheet.placings, key=lambda p: p.place)
        )
        return doc.Scala40TableResult(sheet.table, placings)
    # Still playing: players in play by their total (lowest first), the eliminated after them,
    # then whoever left by forfeit (last at the table, whatever comes).
    totals = dict(sheet.totals)
    left = set(sheet.forfeited)

    def out(n: int) -> int:
        return 2 if n in left else 1 if n in sheet.eliminated else 0

    order = sorted(sheet.players, key=lambda n: (out(n), totals.get(n, 0), n))
    placings = tuple(
        doc.Scala40Placing(
            None,
            source.ref(n),
            totals.get(n, 0) - in_game.get(n, 0),
            None,
            note=text(lang, "forfeit_last")
            if n in left
            else text(lang, "in_play")
            if n not in sheet.eliminated
            else text(lang, _out_key(cut, totals.get(n, 0), limit)),
            director_penalty=added.get(n, 0),
        )
        for n in order
    )
    return doc.Scala40TableResult(sheet.table, placings)
