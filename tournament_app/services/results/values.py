"""A burraco result as the rules score it, as it is stored (a hand's breakdown as JSON) and as
the plain value the faces read (a bye's automatic score too)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Row, select
from sqlalchemy.orm import Session

from scoring.burraco import BurracoRules, score_hand, score_sheet
from scoring.turno import TurnoScore, played_hands
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode
from tournament_app.services.settings import BurracoSettings
from tournament_app.services.values import (
    BurracoResult,
    HandBreakdown,
    HandTotals,
    LineHand,
    ResultKind,
    RoundStatus,
)
from tournament_app.storage import tables

if TYPE_CHECKING:
    from tournament_app.storage.models import BurracoResultRow, RoundRow


def burraco_rules(settings: BurracoSettings) -> BurracoRules:
    """The hand-scoring rules for the tournament's house variants."""
    with rules.scoring_errors(ErrorCode.INVALID_SETTINGS):
        return BurracoRules(
            semiclean=not settings.no_semipulito,
            closing_bonus=settings.closing_bonus,
            untaken_pozzetto_penalty=settings.pozzetto_penalty,
            # One house variant brings both (burraco.md: reale 300, super burraco 250), at
            # the tournament's amounts.
            reale_bonus=settings.reale_bonus if settings.burraco_reale else None,
            super_bonus=settings.super_bonus if settings.burraco_reale else None,
            brazilian=settings.brazilian,
        )


def _line_to_json(line: LineHand) -> dict[str, Any]:
    # The stored keys are the ones the first Torneo wrote (the database's hands column and
    # every tournament file hold them), whatever the line's fields are called.
    # The house variant's counts only when there are any: a file of an ordinary evening
    # stays readable by a Torneo that predates them.
    variant = {
        key: count
        for key, count in (
            ("reale", line.reale),
            ("super_burraco", line.super_burraco),
            ("trump_clean", line.trump_clean),
            ("trump_semi_clean", line.trump_semiclean),
            ("trump_dirty", line.trump_dirty),
        )
        if count
    }
    return {
        "clean": line.clean,
        "semi_clean": line.semiclean,
        "dirty": line.dirty,
        "closed": line.closed,
        "pozzetto_taken": line.pozzetto_taken,
        "table_points": line.melded,
        "hand_points": line.in_hand,
        "pozzetto_unplayed_points": line.pozzetto_unplayed,
    } | variant


def _line_from_json(data: dict[str, Any]) -> LineHand:
    return LineHand(
        clean=int(data["clean"]),
        semiclean=int(data["semi_clean"]),
        dirty=int(data["dirty"]),
        closed=bool(data["closed"]),
        pozzetto_taken=bool(data["pozzetto_taken"]),
        melded=int(data["table_points"]),
        in_hand=int(data["hand_points"]),
        pozzetto_unplayed=int(data["pozzetto_unplayed_points"]),
        reale=int(data.get("reale", 0)),
        super_burraco=int(data.get("super_burraco", 0)),
        trump_clean=int(data.get("trump_clean", 0)),
        trump_semiclean=int(data.get("trump_semi_clean", 0)),
        trump_dirty=int(data.get("trump_dirty", 0)),
    )


def _breakdown(hand: dict[str, Any]) -> HandBreakdown | None:
    detail = hand.get("detail")
    if not detail:
        return None
    third = _line_from_json(detail["c"]) if "c" in detail else None
    ns, ew = _line_from_json(detail["ns"]), _line_from_json(detail["ew"])
    return HandBreakdown(ns, ew, third, joker=bool(detail.get("joker", False)))


def joker_mark(hand: HandBreakdown) -> dict[str, Any]:
    """A hand's detail's mark of a joker turned up (Brazilian): written only when set, so a
    file of an ordinary evening stays readable by a Torneo that predates it."""
    return {"joker": True} if hand.joker else {}


def _totals(hand: dict[str, Any]) -> HandTotals:
    third = hand.get("c")
    totals = HandTotals(int(hand["ns"]), int(hand["ew"]), None if third is None else int(third))
    base, cards = hand.get("base") or (), hand.get("cards") or ()
    if not len(base) == len(cards) == (2 if third is None else 3):
        return totals
    sheet = HandTotals.from_sheet([int(b) for b in base], [int(c) for c in cards])
    # The stored totals are the result: a sheet's figures that do not add up to them (a file
    # edited by hand) are left out rather than shown as what was typed.
    same = (sheet.ns, sheet.ew, sheet.third) == (totals.ns, totals.ew, totals.third)
    return sheet if same else totals


def sheet_figures(hand: HandTotals, hand_rules: BurracoRules, index: int) -> dict[str, Any]:
    """A hand typed as the paper sheet has it, each line's base and card points checked by the
    rules (INVALID_SCORE naming the hand), as stored beside its totals; {} for totals alone.
    Written only when typed so: a file of totals stays readable by a Torneo that predates
    them."""
    if hand.base is None or hand.cards is None:
        return {}
    with rules.scoring_errors(hand=index):
        score_sheet(hand.base, hand.cards, hand_rules)
    return {"base": list(hand.base), "cards": list(hand.cards)}


def result_value(
    round_number: int, table: int, lines: dict[str, list[int]], row: BurracoResultRow | Row[Any]
) -> BurracoResult:
    """A stored burraco result as a plain value."""
    return BurracoResult(
        round=round_number,
        table=table,
        ns=tuple(lines["ns"]),
        ew=tuple(lines["ew"]),
        kind=ResultKind(row.kind),
        ns_mp=row.ns_mp,
        ew_mp=row.ew_mp,
        ns_vp=row.ns_vp,
        ew_vp=row.ew_vp,
        hands=tuple(_totals(h) for h in row.hands or ()),
        version=row.version,
        breakdown=tuple(_breakdown(h) for h in row.hands or ()),
        third=tuple(lines.get("c", ())),
        third_mp=row.third_mp,
        third_vp=row.third_vp,
    )


def bye_value(
    round_number: int, table: int, lines: dict[str, list[int]], score: TurnoScore
) -> BurracoResult:
    """A bye table's automatic score as a result value (version 0: never stored)."""
    return BurracoResult(
        round=round_number,
        table=table,
        ns=tuple(lines["ns"]),
        ew=(),
        kind=ResultKind.BYE,
        ns_mp=score.mp_a,
        ew_mp=0,
        ns_vp=score.vp_a,
        ew_vp=0,
        hands=(),
        version=0,
    )


def scored_hands(
    settings: BurracoSettings, hands: Sequence[HandTotals | HandBreakdown]
) -> tuple[TurnoScore, list[Any]]:
    """A turno written hand by hand as the rules score it (each hand checked, their count the
    tournament's), and the hands as stored; INVALID_SCORE naming the hand that breaks a rule."""
    hand_rules = burraco_rules(settings)
    figures: list[tuple[int, int]] = []
    stored: list[Any] = []
    for index, hand in enumerate(hands, start=1):
        if isinstance(hand, HandBreakdown):
            with rules.scoring_errors(hand=index):
                ns, ew = score_hand(hand.ns, hand.ew, hand_rules, no_trump=hand.joker)
            detail: dict[str, Any] | None = {
                "ns": _line_to_json(hand.ns),
                "ew": _line_to_json(hand.ew),
            } | joker_mark(hand)
            sheet: dict[str, Any] = {}
        else:
            ns, ew, detail = hand.ns, hand.ew, None
            sheet = sheet_figures(hand, hand_rules, index)
        figures.append((ns, ew))
        stored.append({"ns": ns, "ew": ew, "detail": detail} | sheet)
    return played_hands(figures, rules.turno_settings(settings)), stored


_TOTALS = ("ns", "ew", "c")
_AS_TYPED = ("detail", "base", "cards")


def kept_as_typed(before: Any, after: list[Any] | None) -> list[Any] | None:
    """The hands `after` stores, each given as totals alone keeping the figures it was typed
    with before (a line's full figures, or its base and cards) when its totals are those it
    had: a sheet saved again from the totals view loses nothing typed."""
    if not after or not isinstance(before, list):
        return after
    kept = []
    for old, new in zip(before, after, strict=False):
        same = isinstance(old, dict) and all(old.get(key) == new.get(key) for key in _TOTALS)
        typed = not any(new.get(key) for key in _AS_TYPED)
        kept.append(
            new | {key: old[key] for key in _AS_TYPED if old.get(key)} if same and typed else new
        )
    return kept + after[len(kept) :]


def stored_hands(stored: Sequence[dict[str, Any]]) -> list[HandTotals | HandBreakdown]:
    """Hands as `scored_hands` stores them, back as they were typed."""
    return [_breakdown(hand) or _totals(hand) for hand in stored]


def stored_totals(stored: Sequence[dict[str, Any]]) -> tuple[HandTotals, ...]:
    """Each hand `scored_hands` (or `scored_three_hands`) stored as its totals, with its base
    and cards where it was typed so (a hand typed line by line: its totals alone)."""
    return tuple(_totals(hand) for hand in stored)


def stored_results(session: Session, round_id: int) -> dict[int, Row[Any]]:
    """A round's stored burraco results by table, as plain rows on the table's columns (an
    ORM query would configure every mapper, which the start reads this before)."""

    stored = tables.burraco_results
    query = select(stored).where(stored.c.round_id == round_id)
    return {row.table_number: row for row in session.execute(query)}


def round_results(
    round_row: RoundRow | Row[Any],
    seated: dict[int, dict[str, list[int]]],
    stored: dict[int, Row[Any]],
    bye_score: TurnoScore,
) -> list[BurracoResult]:
    """A round's results by table from its seats and `stored_results`: each bye's automatic
    score once the round is published (a draft's byes have none yet), and every stored
    result."""
    found: list[BurracoResult] = []
    for table, lines in sorted(seated.items()):
        if not lines["ew"]:
            if round_row.status != RoundStatus.DRAFT.value:
                found.append(bye_value(round_row.number, table, lines, bye_score))
        elif table in stored:
            found.append(result_value(round_row.number, table, lines, stored[table]))
    return found
