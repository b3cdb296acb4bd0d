"""The bad-input catalogue (run by test_bad_input.py): each case is one refusal to try on the
shared evening, with the error code it must get and the words its sentence must hold; grouped
as scores, hands, structure, names and settings. docs/reliability.md lists every case."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    HandBreakdown,
    HandTotals,
    LineHand,
    PairingSystem,
    PenaltyKind,
    PlayerSpec,
    Scala40Hand,
    Scala40Settings,
    ScheduleStep,
    Services,
    TournamentDraft,
    TournamentId,
    VictoryPointBand,
    VictoryPointScale,
)


@dataclass
class Evening:
    """The shared evening and the numbers the cases need."""

    services: Services
    burraco: TournamentId
    scala40: TournamentId
    bye_table: int
    seats: tuple[int, ...]
    """Scala 40 table 1's players; the last one is out (101 after hand 1)."""


@dataclass(frozen=True)
class Case:
    """One bad input: what is tried, the error code expected, words its sentence must hold."""

    name: str
    attempt: Callable[[Evening], object]
    code: ErrorCode
    names: tuple[str, ...] = ()


def _hand(ns: LineHand, ew: LineHand) -> list[HandBreakdown | HandTotals]:
    """One broken hand followed by two plain ones (3 hands per turno)."""
    return [HandBreakdown(ns, ew), HandTotals(100, 50), HandTotals(50, 100)]


BURRACO_OK = LineHand(clean=1, closed=True, melded=200)
EW_OK = LineHand(melded=100, in_hand=20)


def _scale(*bands: tuple[int, int], hands: int = 3) -> VictoryPointScale:
    return VictoryPointScale(
        "Scala del circolo", hands, tuple(VictoryPointBand(low, vp) for low, vp in bands)
    )


def _burraco_settings(**changes: Any) -> TournamentDraft:
    return TournamentDraft(
        game=Game.BURRACO, name="Nuovo torneo", settings=replace(BurracoSettings(), **changes)
    )


def _scala40_settings(**changes: Any) -> TournamentDraft:
    return TournamentDraft(
        game=Game.SCALA40, name="Nuova scala", settings=replace(Scala40Settings(), **changes)
    )


def _scala_hand(e: Evening, points: dict[int, int], closer: int) -> object:
    hand = Scala40Hand(tuple(points.items()), closer=closer)
    return e.services.results.enter_hand(e.scala40, 1, 1, hand, expected_version=1)


def _seat(e: Evening, index: int) -> int:
    return e.seats[index]


LONG = "Abcdefghij" * 50  # 500 characters

CASES: list[Case] = [
    # -- scores ---------------------------------------------------------------------------
    Case(
        "MP total not a multiple of 5",
        lambda e: e.services.results.enter_totals(e.burraco, 1, 2, 502, 400, expected_version=1),
        ErrorCode.INVALID_SCORE,
        ("502",),
    ),
    Case(
        "the other line's total not a multiple of 5",
        lambda e: e.services.results.enter_totals(e.burraco, 1, 2, 500, 403, expected_version=1),
        ErrorCode.INVALID_SCORE,
        ("403",),
    ),
    Case(
        "a hand total not a multiple of 5",
        lambda e: e.services.results.enter_hands(
            e.burraco,
            1,
            2,
            [HandTotals(101, 200), HandTotals(0, 0), HandTotals(0, 0)],
            expected_version=1,
        ),
        ErrorCode.INVALID_SCORE,
        ("101",),
    ),
    Case(
        "two hands for a three-hand turno",
        lambda e: e.services.results.enter_hands(
            e.burraco, 1, 2, [HandTotals(100, 200), HandTotals(50, 50)], expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("3",),
    ),
    Case(
        "referee's VP below 0",
        lambda e: e.services.results.enter_arbitral(
            e.burraco, 1, 2, ns_vp=-1, ew_vp=21, expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("-1",),
    ),
    Case(
        "referee's VP above 20",
        lambda e: e.services.results.enter_arbitral(
            e.burraco, 1, 2, ns_vp=25, ew_vp=0, expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("25",),
    ),
    Case(
        "absurdly large hand (more points on the table than the pack holds)",
        lambda e: e.services.results.enter_hands(
            e.burraco,
            1,
            2,
            _hand(replace(BURRACO_OK, melded=99_995), EW_OK),
            expected_version=1,
        ),
        ErrorCode.INVALID_SCORE,
        ("1080",),
    ),
    Case(
        "negative points on the table in a hand",
        lambda e: e.services.results.enter_hands(
            e.burraco, 1, 2, _hand(BURRACO_OK, replace(EW_OK, melded=-50)), expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("-50",),
    ),
    Case(
        "a negative count of burraco",
        lambda e: e.services.results.enter_hands(
            e.burraco, 1, 2, _hand(BURRACO_OK, replace(EW_OK, dirty=-1)), expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("-1",),
    ),
    Case(
        "scala 40 negative penalty points",
        lambda e: _scala_hand(e, {_seat(e, 1): -10, _seat(e, 2): 20}, _seat(e, 0)),
        ErrorCode.INVALID_SCORE,
        ("-10",),
    ),
    Case(
        "a penalty of negative VP",
        lambda e: e.services.penalties.add(
            e.burraco, 1, PenaltyKind.VP, reason="ritardo", round_number=1, vp=-2
        ),
        ErrorCode.INVALID_INPUT,
        ("-2",),
    ),
    Case(
        "a warning that takes points",
        lambda e: e.services.penalties.add(
            e.burraco, 1, PenaltyKind.WARNING, reason="telefono", round_number=1, vp=2
        ),
        ErrorCode.INVALID_INPUT,
        ("2",),
    ),
    Case(
        "a VP penalty of no VP",
        lambda e: e.services.penalties.add(e.burraco, 1, PenaltyKind.VP, reason="ritardo"),
        ErrorCode.INVALID_INPUT,
        ("1",),
    ),
    Case(
        "an MP penalty not a multiple of 5",
        lambda e: e.services.penalties.add(
            e.burraco, 1, PenaltyKind.MP, reason="carte scoperte", round_number=1, mp=12
        ),
        ErrorCode.INVALID_INPUT,
        ("12",),
    ),
    Case(
        "a penalty with no reason",
        lambda e: e.services.penalties.add(e.burraco, 1, PenaltyKind.VP, reason="  ", vp=1),
        ErrorCode.TEXT_REQUIRED,
        ("penal",),  # "motivo della penalità" / "penalty reason"
    ),
    # -- hands ----------------------------------------------------------------------------
    Case(
        "both lines closed the same hand",
        lambda e: e.services.results.enter_hands(
            e.burraco, 1, 2, _hand(BURRACO_OK, BURRACO_OK), expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("NS",),
    ),
    Case(
        "closed without a burraco",
        lambda e: e.services.results.enter_hands(
            e.burraco, 1, 2, _hand(replace(BURRACO_OK, clean=0), EW_OK), expected_version=1
        ),
        ErrorCode.INVALID_SCORE,
        ("NS",),
    ),
    Case(
        "closed without taking the pozzetto",
        lambda e: e.services.results.enter_hands(
            e.burraco,
            1,
            2,
            _hand(replace(BURRACO_OK, pozzetto_taken=False), EW_OK),
            expected_version=1,
        ),
        ErrorCode.INVALID_SCORE,
        ("NS",),
    ),
    Case(
        "pozzetto left unplayed though never taken",
        lambda e: e.services.results.enter_hands(
            e.burraco,
            1,
            2,
            _hand(BURRACO_OK, replace(EW_OK, pozzetto_taken=False, pozzetto_unplayed=100)),
            expected_version=1,
        ),
        ErrorCode.INVALID_SCORE,
        ("pozzetto",),
    ),
    Case(
        "scala 40 hand scoring a player already out",
        lambda e: _scala_hand(e, {_seat(e, 1): 10, _seat(e, 2): 10, _seat(e, 3): 10}, _seat(e, 0)),
        ErrorCode.INVALID_SCORE,
        ("2",),
    ),
    Case(
        "scala 40 hand closed by a player already out",
        lambda e: _scala_hand(e, {_seat(e, 0): 10, _seat(e, 1): 10, _seat(e, 2): 10}, _seat(e, 3)),
        ErrorCode.INVALID_SCORE,
        ("2",),
    ),
    Case(
        "scala 40 closer charged points",
        lambda e: _scala_hand(e, {_seat(e, 0): 15, _seat(e, 1): 10, _seat(e, 2): 10}, _seat(e, 0)),
        ErrorCode.INVALID_SCORE,
        ("15",),
    ),
    Case(
        "scala 40 hand missing a player's points",
        lambda e: _scala_hand(e, {_seat(e, 1): 10}, _seat(e, 0)),
        ErrorCode.INVALID_SCORE,
        ("3",),
    ),
    Case(
        "scala 40 hand naming someone not at the table",
        lambda e: _scala_hand(e, {_seat(e, 1): 10, _seat(e, 2): 10, 99: 10}, _seat(e, 0)),
        ErrorCode.INVALID_SCORE,
        ("99",),
    ),
    Case(
        "scala 40 penalty more than 13 cards can cost (450 typed for 45)",
        lambda e: _scala_hand(e, {_seat(e, 1): 450, _seat(e, 2): 10}, _seat(e, 0)),
        ErrorCode.UNLIKELY_SCORE,
        ("450", "198"),
    ),
    # -- structure ------------------------------------------------------------------------
    Case(
        "a result for a table that does not exist",
        lambda e: e.services.results.enter_totals(e.burraco, 1, 99, 500, 300),
        ErrorCode.NOT_FOUND,
        ("99",),
    ),
    Case(
        "a result for a round that does not exist",
        lambda e: e.services.results.enter_totals(e.burraco, 7, 1, 500, 300),
        ErrorCode.NOT_FOUND,
        ("7",),
    ),
    Case(
        "a result for a tournament that does not exist",
        lambda e: e.services.results.enter_totals(TournamentId(9999), 1, 1, 500, 300),
        ErrorCode.NOT_FOUND,
        ("9999",),
    ),
    Case(
        "a result for the bye",
        lambda e: e.services.results.enter_totals(e.burraco, 1, e.bye_table, 500, 300),
        ErrorCode.RESULT_FOR_BYE,
        (),
    ),
    Case(
        "a result for an unpublished round",
        lambda e: e.services.results.enter_totals(e.burraco, 2, 1, 500, 300),
        ErrorCode.ROUND_NOT_PUBLISHED,
        ("2",),
    ),
    Case(
        "a second operator's entry for the bye",
        lambda e: e.services.results.second_entry(e.burraco, 1, e.bye_table, 500, 300),
        ErrorCode.RESULT_FOR_BYE,
        (),
    ),
    Case(
        "a second operator's entry in an unpublished round",
        lambda e: e.services.results.second_entry(e.burraco, 2, 1, 500, 300),
        ErrorCode.ROUND_NOT_PUBLISHED,
        ("2",),
    ),
    Case(
        "a second operator's entry not a multiple of 5",
        lambda e: e.services.results.second_entry(e.burraco, 1, 2, 643, 245),
        ErrorCode.INVALID_SCORE,
        ("643",),
    ),
    Case(
        "a second operator's entry for a scala 40 table",
        lambda e: e.services.results.second_entry(e.scala40, 1, 1, 500, 300),
        ErrorCode.WRONG_GAME,
        (),
    ),
    Case(
        "a table's result entered a second time",
        lambda e: e.services.results.enter_totals(e.burraco, 1, 2, 500, 300),
        ErrorCode.CONFLICT,
        (),
    ),
    Case(
        "a correction based on an old version",
        lambda e: e.services.results.enter_totals(e.burraco, 1, 2, 500, 300, expected_version=0),
        ErrorCode.CONFLICT,
        ("cassa",),
    ),
    Case(
        "a withdrawn entry swapped into the new round",
        lambda e: e.services.rounds.swap(e.burraco, 2, 9, 1),
        ErrorCode.NOT_FOUND,
        ("9",),
    ),
    Case(
        "a penalty for an entry that does not exist",
        lambda e: e.services.penalties.add(e.burraco, 42, PenaltyKind.VP, reason="ritardo", vp=1),
        ErrorCode.NOT_FOUND,
        ("42",),
    ),
    Case(
        "publishing round 1 again",
        lambda e: e.services.rounds.publish(e.burraco, 1),
        ErrorCode.ROUND_PUBLISHED,
        ("1",),
    ),
    Case(
        "burraco totals for a scala 40 table",
        lambda e: e.services.results.enter_totals(e.scala40, 1, 1, 500, 300),
        ErrorCode.WRONG_GAME,
        ("burraco",),
    ),
    Case(
        "a player entered twice in the same tournament",
        lambda e: e.services.entries.add(
            e.burraco, [PlayerSpec(tessera="FI-0001", surname="Rossi1"), PlayerSpec("Nuovo")]
        ),
        ErrorCode.DUPLICATE_ENTRY,
        ("Rossi1",),
    ),
    Case(
        "an entry number already taken",
        lambda e: e.services.entries.add(
            e.burraco, [PlayerSpec("Nuovo"), PlayerSpec("Altro")], number=3
        ),
        ErrorCode.DUPLICATE_ENTRY,
        ("3",),
    ),
    Case(
        "one player for a pairs tournament",
        lambda e: e.services.entries.add(e.burraco, [PlayerSpec("Solo")]),
        ErrorCode.INVALID_INPUT,
        ("2",),
    ),
    Case(
        "a registry player with a tessera already held",
        lambda e: e.services.registry.add("Omonimo", "Ugo", tessera="FI-0002"),
        ErrorCode.DUPLICATE_PLAYER,
        ("FI-0002",),
    ),
    Case(
        "a forfeit by a line that does not exist",
        lambda e: e.services.results.enter_forfeit(
            e.burraco, 1, 2, absent="nord", expected_version=1
        ),
        ErrorCode.INVALID_INPUT,
        ("nord",),
    ),
    # -- names ----------------------------------------------------------------------------
    Case(
        "a 500-character surname",
        lambda e: e.services.registry.add(LONG, "Anna"),
        ErrorCode.TEXT_TOO_LONG,
        ("500", "150"),  # the length given and the limit (storage.limits.SURNAME)
    ),
    Case(
        "a surname of spaces only",
        lambda e: e.services.registry.add("   ", "Anna"),
        ErrorCode.TEXT_REQUIRED,
        (),  # "cognome" / "surname": the field is named in each language
    ),
    Case(
        "a 500-character tournament name",
        lambda e: e.services.tournaments.create(TournamentDraft(game=Game.BURRACO, name=LONG)),
        ErrorCode.TEXT_TOO_LONG,
        ("500", "200"),  # the length given and the limit (storage.limits.TOURNAMENT_NAME)
    ),
    Case(
        "a date written the Italian way",
        lambda e: e.services.tournaments.create(
            TournamentDraft(game=Game.BURRACO, name="Natale", date="25/12/2026")
        ),
        ErrorCode.INVALID_INPUT,
        ("25/12/2026",),
    ),
    # -- settings -------------------------------------------------------------------------
    Case(
        "a VP table with a gap at the start (first band from 50)",
        lambda e: e.services.tournaments.save_vp_scale(_scale((50, 10), (300, 15), (1000, 20))),
        ErrorCode.INVALID_SETTINGS,
        ("50",),
    ),
    Case(
        "a VP table giving the winner 25 (VP not summing to 20)",
        lambda e: e.services.tournaments.save_vp_scale(_scale((0, 10), (300, 15), (1000, 25))),
        ErrorCode.INVALID_SETTINGS,
        ("25",),
    ),
    Case(
        "a VP table whose VP fall as the difference grows",
        lambda e: e.services.tournaments.save_vp_scale(_scale((0, 10), (300, 16), (1000, 14))),
        ErrorCode.INVALID_SETTINGS,
        ("3",),
    ),
    Case(
        "a VP table band edge not a multiple of 5",
        lambda e: e.services.tournaments.save_vp_scale(_scale((0, 10), (303, 15), (1000, 20))),
        ErrorCode.INVALID_SETTINGS,
        # The edge as typed (303), not the 298 the band before would end at.
        ("303",),
    ),
    Case(
        "a scala 40 limit of 0",
        lambda e: e.services.tournaments.create(_scala40_settings(limit=0)),
        ErrorCode.INVALID_SETTINGS,
        ("limit",),
    ),
    Case(
        "a negative scala 40 limit",
        lambda e: e.services.tournaments.create(_scala40_settings(limit=-101)),
        ErrorCode.INVALID_SETTINGS,
        ("-101",),
    ),
    Case(
        "a scala 40 table of one player",
        lambda e: e.services.tournaments.create(_scala40_settings(table_size=1)),
        ErrorCode.INVALID_SETTINGS,
        ("1",),
    ),
    Case(
        "five hands per burraco turno",
        lambda e: e.services.tournaments.create(_burraco_settings(hands=5)),
        ErrorCode.INVALID_SETTINGS,
        ("5",),  # "non in 5" / "not 5": 2, 3 or 4 hands
    ),
    Case(
        "a bye worth 25 VP",
        lambda e: e.services.tournaments.create(_burraco_settings(bye_vp=25)),
        ErrorCode.INVALID_SETTINGS,
        ("25",),
    ),
    Case(
        "a schedule of zero rounds",
        lambda e: e.services.tournaments.create(
            _burraco_settings(schedule=(ScheduleStep(PairingSystem.MITCHELL, 0),))
        ),
        ErrorCode.INVALID_SETTINGS,
        ("Mitchell", "0"),  # the phase and its rounds
    ),
    Case(
        "changing the hands after round 1 was played",
        lambda e: e.services.tournaments.edit(
            e.burraco,
            settings=BurracoSettings(
                hands=4,
                first_round=PairingSystem.REGISTRATION,
                schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
            ),
        ),
        ErrorCode.STATE_REFUSED,  # locked by the tournament's state, not a value mistyped
        # The setting in each language's words ("smazzate per turno" / "hands per round"):
        # tests/services/test_detail_words.py reads them.
        (),
    ),
]
