"""The registration list, the penalties, and each entry's evening round by round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.exports.labels import code_text, text, withdrawn_text
from tournament_app.services.domain_words import result_kind_name
from tournament_app.services.messages.ordinals import ordinal
from tournament_app.services.pairs_sheets import bye_points
from tournament_app.services.reports.rounds import result_note
from tournament_app.services.reports.source import TournamentSource, entry_ref
from tournament_app.services.settings import BurracoSettings, Scala40Settings
from tournament_app.services.tally import bye_figures, table_lines
from tournament_app.services.values import (
    BurracoResult,
    BurracoStanding,
    ResultKind,
    Round,
    RoundTable,
    Scala40Sheet,
    Scala40Standing,
    Standing,
    TournamentId,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services


def entry_rows(services: Services, tournament_id: TournamentId) -> tuple[doc.EntryRow, ...]:
    """The registration list."""
    return tuple(
        doc.EntryRow(entry_ref(e), e.category or "", e.group or "", e.present, e.withdrawn)
        for e in services.entries.list(tournament_id)
    )


def penalty_rows(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> tuple[doc.PenaltyRow, ...]:
    """Every penalty by round, then entry, the points taken away shown as negative figures
    (a burraco warning that completes a set carries what the set costs, as the standings
    take it); in scala 40 the penalty points are added to the player's total, so they show
    as positive ones, and the kinds are worded as scala 40 counts them (placement points,
    not VP)."""
    source = TournamentSource(services, tournament_id, language)
    scala40 = source.game == "scala40"
    costs = source.penalty_costs
    return tuple(
        doc.PenaltyRow(
            p.round,
            source.ref(p.entry),
            code_text(language, "pk40" if scala40 else "pk", p.kind.value),
            victory_points=-costs[p.id][0],
            match_points=costs[p.id][1] if scala40 else -costs[p.id][1],
            reason=p.reason,
        )
        for p in source.penalties
    )


def entry_histories(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> tuple[doc.EntryHistory, ...]:
    """Round by round for every entry, with the running total of VP (placement points)."""
    source = TournamentSource(services, tournament_id, language)
    return histories_for(source, services.standings.overall(tournament_id))


def histories_for(
    source: TournamentSource, overall: Sequence[Standing]
) -> tuple[doc.EntryHistory, ...]:
    """Every entry's history; its running total ends on its standings' total, a closing
    "penalties" line carrying what penalties took away (or two warnings cost); its place
    worded as its score card says it (`standing_said`)."""
    by_entry = {standing.entry: standing for standing in overall}
    withdrawn = {e.number for e in source.entries if e.withdrawn}
    totals = {
        standing.entry: standing.vp if isinstance(standing, BurracoStanding) else standing.points
        for standing in overall
    }
    points = source.penalty_points()
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
            _pairs_byes(source, played, rows)
    absent = {e.number for e in source.entries if not e.present and not e.withdrawn}
    histories = []
    for number, history in sorted(rows.items()):
        if number in absent and not history and number not in by_entry:
            continue  # a no-show, never at a table: no card (and no line in the standings)
        total: float = 0
        with_totals = []
        for row in history:
            total += row.points or 0
            with_totals.append(_with_total(row, total if row.points is not None else None))
        taken = _penalties_line(source, with_totals, totals.get(number), points.get(number, 0))
        if taken is not None:
            with_totals.append(taken)
        ref = source.ref(number)
        standing = by_entry.get(number)
        said = standing_said(source.language, ref, standing, len(overall), number in withdrawn)
        rank = standing.rank if standing is not None else None
        histories.append(doc.EntryHistory(ref, rank, tuple(with_totals), said))
    return tuple(histories)


def standing_said(
    language: Language,
    entry: doc.EntryRef,
    standing: Standing | None,
    entrants: int,
    withdrawn: bool,
) -> str:
    """An entry's place in the standings as its score card and its page on the results site
    say it: "13° di 60" ("13th of 60"); a withdrawn entry's with the word agreeing with it
    ("56° di 60 – ritirata" a pair, "– ritirato" a player), or the word alone when it was
    never ranked; "ancora nessuna" before it has a place (nothing played, or a scala 40
    player still at a table of the round shown)."""
    rank = None
    if isinstance(standing, Scala40Standing):
        rank = standing.rank_shown
    elif standing is not None:
        rank = standing.rank
    withdrawn = withdrawn or (standing is not None and standing.withdrawn)
    if rank is None:
        return withdrawn_text(language, entry) if withdrawn else text(language, "no_place_yet")
    place = text(language, "place_of", place=ordinal(rank, language), of=entrants)
    return withdrawn_text(language, entry, place) if withdrawn else place


def _penalties_line(
    source: TournamentSource, rows: list[doc.HistoryRow], ranked: float | None, points: int
) -> doc.HistoryRow | None:
    """The line that brings the history to the standings: the VP (placement points)
    penalties took away, ending the running total on the standings' total, and the points
    they cost (burraco MP off the points scored, scala 40 penalty points added to the
    total); None when there are none."""
    shown = next(
        (row.running_total for row in reversed(rows) if row.running_total is not None), None
    )
    gap = ranked - shown if shown is not None and ranked is not None else None
    if not gap and not points:
        return None
    return doc.HistoryRow(
        None,
        None,
        "",
        text(source.language, "penalties"),
        (points if source.game == "scala40" else -points) or None,
        None,
        gap or None,
        ranked if gap is not None else None,
    )


def _with_total(row: doc.HistoryRow, total: float | None) -> doc.HistoryRow:
    return replace(
        row, running_total=int(total) if total is not None and float(total).is_integer() else total
    )


def _burraco_history(
    source: TournamentSource,
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
                    result_kind_name(ResultKind.BYE, lang),
                    result.ns_mp if result else None,
                    None,
                    result.ns_vp if result else None,
                    None,
                )
            )
        return
    ns, eo = source.line(table.ns), source.line(table.ew)
    lines: tuple[
        tuple[tuple[int, ...], str, tuple[doc.EntryRef, ...], int | None, int | None, int | None],
        ...,
    ] = (
        (table.ns, "NS", (eo,), result.ns_mp if result else None,
         result.ew_mp if result else None, result.ns_vp if result else None),
        (table.ew, text(lang, "eo"), (ns,), result.ew_mp if result else None,
         result.ns_mp if result else None, result.ew_vp if result else None),
    )  # fmt: skip
    if table.third:
        # A table of three pairs: each pair met the other two; its MP for and against as the
        # standings count them, so the pair can check its MP difference.
        third = source.line(table.third)
        counted = _counted_at_three(source, round_number, table, result)
        lines = (
            (table.ns, "NS", (eo, third), *counted[0], lines[0][5]),
            (table.ew, text(lang, "eo"), (ns, third), *counted[1], lines[1][5]),
            (table.third, text(lang, "third"), (ns, eo), *counted[2],
             result.third_vp if result else None),
        )  # fmt: skip
    # A turno not played out (a forfeit, a walk-out, the referee's score) says so on both
    # lines' rows, as the round's results do: its figures alone would read as a game played.
    note = result_note(source, table, result) if result else ""
    for numbers, position, against, scored, conceded, vp in lines:
        for n in numbers:
            rows.setdefault(n, []).append(
                doc.HistoryRow(
                    round_number,
                    table.table,
                    position,
                    " + ".join(f"{a.label} · {a.names}" for a in against),
                    scored,
                    conceded,
                    vp,
                    None,
                    note,
                )
            )


def _counted_at_three(
    source: TournamentSource,
    round_number: int,
    table: RoundTable,
    result: BurracoResult | None,
) -> tuple[tuple[int | None, int | None], ...]:
    """Each line's (MP for, MP against) at a table of three, as the standings' match lines
    count them (`tally.table_lines`): its own total against the mean of the other two (with
    the sum rule, its total twice against both); (None, None) each before its result."""
    settings = source.tournament.settings
    if result is None or not isinstance(settings, BurracoSettings):
        return ((None, None),) * 3
    stored = (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp)
    counted = {
        line[1]: (line[4], line[5])
        for line in table_lines(
            round_number,
            (table.ns, table.ew, table.third),
            (*stored, result.third_mp, result.third_vp),
            bye_figures(settings),
            settings,
        )
    }
    lines = (table.ns, table.ew, table.third)
    return tuple(counted.get(numbers[0], (None, None)) for numbers in lines)


def _scala40_history(
    source: TournamentSource,
    round_number: int,
    sheet: Scala40Sheet,
    rows: dict[int, list[doc.HistoryRow]],
) -> None:
    totals = dict(sheet.totals)
    # The cards as signed: the director's points of an elimination, in the sheet's totals,
    # close the history on its "penalties" line with every other penalty.
    for entry, added in sheet.penalties:
        totals[entry] -= added
    places = {p.entry: p.place for p in sheet.placings} if sheet.finished else {}
    won = _hands_won(source, sheet)
    for number in sheet.players:
        mates = " · ".join(source.ref(n).names for n in sheet.players if n != number)
        place = places.get(number)
        position = ordinal(place, source.language) if place else ""
        note = ""
        if won:
            # Pairs: the match's hands won and lost ("3–1"), beside the match points.
            position = "–".join(str(won[n]) for n in (number, *won.keys() - {number}))
        if place and number in sheet.forfeited:
            # Lost by forfeit: last at the table (the sheet's game places them), as ranked.
            position = text(source.language, "forfeit_place")
            note = result_kind_name(ResultKind.FORFEIT, source.language)
        rows.setdefault(number, []).append(
            doc.HistoryRow(
                round_number,
                sheet.table,
                # The place at the table decides a scala 40 round, not the chair sat on;
                # empty while the table is still being played.
                position,
                mates,
                totals.get(number),
                None,
                # Pairs: the match points (a draw when both pairs share the 1st place).
                source.points_at(sheet.placings, place) if place else None,
                None,
                note,
            )
        )


def _hands_won(source: TournamentSource, sheet: Scala40Sheet) -> dict[int, int]:
    """Scala 40 in pairs: each pair's hands won at the table (its game points); empty in
    singles."""
    if not source.pairs:
        return {}
    pairs = source.services.results.pairs_sheet(source.id, sheet.round, sheet.table)
    return dict(pairs.game_points)


def _pairs_byes(
    source: TournamentSource, played: Round, rows: dict[int, list[doc.HistoryRow]]
) -> None:
    """A scala 40 pair's bye (an odd count): its round, "riposo", the match points it gave."""
    settings = source.tournament.settings
    if not isinstance(settings, Scala40Settings):
        return
    bye = result_kind_name(ResultKind.BYE, source.language)
    for table in played.tables:
        for n in table.ns if table.is_bye else ():
            rows.setdefault(n, []).append(
                doc.HistoryRow(played.number, None, "", bye, None, None, bye_points(settings), None)
            )
