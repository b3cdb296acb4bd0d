"""Hand-made documents for the export tests, with the user text that has broken exports before.

The figures are written here by hand (VP from the FIBUR 3-hand table in
`shared/domain/burraco.md`), never taken from the code under test.
"""

from __future__ import annotations

import datetime

from tournament_app.exports.documents import (
    BurracoScoresheet,
    BurracoStandingRow,
    BurracoStandings,
    BurracoTableResult,
    EntryHistory,
    EntryRef,
    EntryRow,
    HistoryRow,
    PenaltyRow,
    Player,
    PrizeList,
    PrizeRow,
    PrizeSection,
    RoundResults,
    RoundSeating,
    RulesSummary,
    Scala40Placing,
    Scala40Scoresheet,
    Scala40StandingRow,
    Scala40Standings,
    Scala40TableResult,
    Seat,
    TableSeating,
    TournamentHeader,
    TournamentReport,
    VictoryPointBand,
)

LONG_NAME = ("Maria Giovanna Elisabetta " * 6)[:120]
# Every one must come out literally in every format.
BAD_NAMES = (
    "<b>Rossi & Figli</b>",
    '=HYPERLINK("http://x")',
    "+39 333",
    "-Bianchi",
    "@mario",
    "Nicolò D'Angelo",
    "Zoë Müller",
    "Øyvind",
    "Łukasz",
    LONG_NAME,
)

FIBUR_3 = (
    VictoryPointBand(0, 50, 10, 10),
    VictoryPointBand(55, 150, 11, 9),
    VictoryPointBand(155, 250, 12, 8),
    VictoryPointBand(255, 350, 13, 7),
    VictoryPointBand(355, 500, 14, 6),
    VictoryPointBand(505, 650, 15, 5),
    VictoryPointBand(655, 800, 16, 4),
    VictoryPointBand(805, 1000, 17, 3),
    VictoryPointBand(1005, 1250, 18, 2),
    VictoryPointBand(1255, 1500, 19, 1),
    VictoryPointBand(1505, None, 20, 0),
)


def make_header(game: str = "burraco", language: str = "it", **changes: object) -> TournamentHeader:
    """A tournament header; `changes` override single fields."""
    values: dict[str, object] = {
        "name": "Torneo d'Autunno <Città & Club>",
        "game": game,
        "game_name": "Burraco" if game == "burraco" else "Scala 40",
        "date": datetime.date(2026, 11, 29),
        "venue": "Circolo Aurora, Genova",
        "rules": RulesSummary(
            vp_table_name="FIBUR 3 smazzate" if game == "burraco" else "",
            vp_bands=FIBUR_3 if game == "burraco" else (),
            tie_breaks=("PV", "Differenza punti", "Scontro diretto"),
            notes=("3 smazzate per turno",) if game == "burraco" else ("Limite 101",),
        ),
        "round_shown": 2,
        "rounds_planned": 3,
        "language": language,
    }
    values.update(changes)
    return TournamentHeader(**values)  # type: ignore[arg-type]


def _pair(number: int, first: str, second: str, club: str) -> EntryRef:
    return EntryRef(number, (Player(first, "Anna"), Player(second, "Carlo")), club)


# Eight pairs: each bad name is a surname somewhere; entry 8's club is empty.
PAIRS = (
    _pair(1, BAD_NAMES[0], "Verdi", "Circolo <Aurora> & Co"),
    _pair(2, BAD_NAMES[1], "Neri", '=HYPERLINK("http://x")'),
    _pair(3, BAD_NAMES[2], BAD_NAMES[3], "+39 Club"),
    _pair(4, BAD_NAMES[4], "Gialli", "@club"),
    _pair(5, BAD_NAMES[5], BAD_NAMES[6], "Circolo Ætna"),
    _pair(6, BAD_NAMES[7], BAD_NAMES[8], "Ström Klubb"),
    _pair(7, BAD_NAMES[9], "Bruni", "Circolo Lungo"),
    _pair(8, "Ferrari", "Colombo", ""),
)


def burraco_standings(language: str = "it") -> BurracoStandings:
    """Eight pairs after two rounds (VP per round add up to the total)."""
    per_round = {
        1: (13, 12),
        2: (12, 13),
        3: (14, 6),
        4: (8, 14),
        5: (7, 10),
        6: (10, 7),
        7: (6, 8),
        8: (10, 10),
    }
    diffs = {1: 420, 2: 390, 3: 120, 4: -15, 5: -200, 6: -180, 7: -300, 8: -235}
    order = sorted(PAIRS, key=lambda p: (-sum(per_round[p.number]), -diffs[p.number]))
    rows = tuple(
        BurracoStandingRow(
            rank=i + 1,
            entry=pair,
            victory_points=sum(per_round[pair.number]),
            mp_difference=diffs[pair.number],
            tie_break_values=(1500 + diffs[pair.number],),
            vp_per_round=per_round[pair.number],
        )
        for i, pair in enumerate(order)
    )
    return BurracoStandings(
        header=make_header("burraco", language),
        rows=rows,
        rounds=(1, 2),
        tie_break_names=("Punti fatti" if language == "it" else "MP scored",),
    )


def burraco_rounds(language: str = "it") -> tuple[RoundResults, ...]:
    """Round 1 and 2 with MP and VP per the FIBUR 3-hand table; round 2 has a missing sheet."""
    header = make_header("burraco", language)
    p = PAIRS
    first = (
        BurracoTableResult(1, p[0], p[7], 1250, 900, 13, 7),  # diff 350 -> 13-7
        BurracoTableResult(2, p[1], p[6], 1600, 1060, 15, 5),  # 540 -> 15-5
        BurracoTableResult(3, p[2], p[5], 980, 500, 14, 6),  # 480 -> 14-6
        BurracoTableResult(4, p[3], p[4], 700, 700, 10, 10),
    )
    second = (
        BurracoTableResult(1, p[0], p[6], 880, 800, 11, 9),  # 80 -> 11-9
        BurracoTableResult(2, p[1], p[7], None, None, None, None, note="mancante"),
        BurracoTableResult(3, p[2], p[4], -45, 250, 7, 13),  # -295 -> 7-13
        BurracoTableResult(None, p[3], None, 355, None, 14, None, note="riposo"),
    )
    return (
        RoundResults(header, 1, first, system="Mitchell"),
        RoundResults(header, 2, second, system="Danese"),
    )


def burraco_report(language: str = "it") -> TournamentReport:
    """A whole burraco tournament as the workbook and the site see it."""
    standings = burraco_standings(language)
    entries = tuple(
        EntryRow(pair, category="A" if pair.number % 2 else "B", group="", present=pair.number != 8)
        for pair in PAIRS
    )
    penalties = (
        PenaltyRow(
            2,
            PAIRS[2],
            "penalità PV",
            victory_points=-1,
            match_points=-100,
            reason="<script>alert(1)</script> & ritardo",
        ),
        PenaltyRow(1, PAIRS[4], "ammonizione", reason="=SUM(A1:A9)"),
    )
    histories = (
        EntryHistory(
            PAIRS[0],
            1,
            (
                HistoryRow(1, 1, "NS", "8 · Ferrari Anna – Colombo Carlo", 1250, 900, 13, 13),
                HistoryRow(2, 1, "NS", f"7 · {LONG_NAME} Anna – Bruni Carlo", 880, 800, 11, 24),
            ),
        ),
        EntryHistory(
            PAIRS[3],
            4,
            (
                HistoryRow(
                    1, 4, "NS", "5 · Nicolò D'Angelo Anna – Zoë Müller Carlo", 700, 700, 10, 10
                ),
                HistoryRow(2, None, "", "riposo", 355, None, 14, 24),
            ),
        ),
    )
    return TournamentReport(
        header=standings.header,
        standings=standings,
        rounds=burraco_rounds(language),
        entries=entries,
        penalties=penalties,
        histories=histories,
    )


def _single(number: int, surname: str, club: str = "") -> EntryRef:
    return EntryRef(number, (Player(surname, "Gino"),), club)


SINGLES = (
    *(_single(i + 1, name, f"Club {i % 3}") for i, name in enumerate(BAD_NAMES)),
    _single(11, "Esposito", ""),
    _single(12, "Romano", "Club 2"),
)


def scala40_report(language: str = "it") -> TournamentReport:
    """A scala 40 tournament: twelve players on three tables of four, one stage played."""
    header = make_header("scala40", language, round_shown=1, rounds_planned=2)
    points = (4, 2, 1, 0)
    tables = tuple(
        Scala40TableResult(
            t + 1,
            tuple(
                Scala40Placing(
                    place + 1,
                    SINGLES[t * 4 + place],
                    40 + 25 * place,
                    points[place],
                    note="" if place == 0 else f"eliminato alla smazzata {10 - place}",
                )
                for place in range(4)
            ),
        )
        for t in range(3)
    )
    placed = sorted(
        ((p, t.table) for t in tables for p in t.placings),
        key=lambda pt: (-pt[0].placement_points, pt[0].penalty_total),
    )
    rows = tuple(
        Scala40StandingRow(
            rank=i + 1,
            entry=placing.entry,
            stage_reached="Turno 1",
            placement_points=placing.placement_points,
            penalty_total=placing.penalty_total,
            points_per_round=(placing.placement_points,),
        )
        for i, (placing, _) in enumerate(placed)
    )
    standings = Scala40Standings(header, rows, rounds=(1,))
    histories = tuple(
        EntryHistory(
            p.entry,
            None,
            (
                HistoryRow(
                    1,
                    t.table,
                    str(p.place),
                    "…",
                    p.penalty_total,
                    None,
                    p.placement_points,
                    p.placement_points,
                ),
            ),
        )
        for t in tables
        for p in t.placings
    )
    return TournamentReport(
        header=header,
        standings=standings,
        rounds=(RoundResults(header, 1, tables, system="Danese"),),
        entries=tuple(EntryRow(s) for s in SINGLES),
        penalties=(),
        histories=histories,
    )


def burraco_seating(language: str = "it") -> RoundSeating:
    """Round 2: three tables and a bye."""
    p = PAIRS
    tables = (
        TableSeating(1, (Seat("NS", p[0]), Seat("EO", p[6]))),
        TableSeating(2, (Seat("NS", p[1]), Seat("EO", p[7]))),
        TableSeating(3, (Seat("NS", p[2]), Seat("EO", p[4]))),
        TableSeating(4, (Seat("NS", p[5]), Seat("EO", p[3]))),
    )
    return RoundSeating(make_header("burraco", language), 2, tables)


def scala40_seating(language: str = "it") -> RoundSeating:
    """Twelve players on three tables of four."""
    tables = tuple(
        TableSeating(t + 1, tuple(Seat(str(s + 1), SINGLES[t * 4 + s]) for s in range(4)))
        for t in range(3)
    )
    return RoundSeating(make_header("scala40", language), 1, tables)


def prize_list(language: str = "it") -> PrizeList:
    """Overall prizes and category B."""
    return PrizeList(
        make_header("burraco", language, round_shown=3),
        (
            PrizeSection(
                "",
                (
                    PrizeRow(1, PAIRS[0], 25, "Coppa <oro> & fiori"),
                    PrizeRow(2, PAIRS[6], 24, "=1+1"),
                ),
            ),
            PrizeSection("Categoria B", (PrizeRow(1, PAIRS[5], 17, "Buono 50 €"),)),
        ),
    )


def burraco_scoresheets(language: str = "it") -> tuple[BurracoScoresheet, ...]:
    """The sheets for round 2's tables."""
    seating = burraco_seating(language)
    return tuple(
        BurracoScoresheet(seating.header, 2, t.table, t.seats[0].entry, t.seats[1].entry, hands=3)
        for t in seating.tables
    )


def scala40_scoresheets(language: str = "it") -> tuple[Scala40Scoresheet, ...]:
    """The sheets for a scala 40 round."""
    seating = scala40_seating(language)
    marks = (
        ("C", "chiude"),
        ("M", "chiusura in mano"),
        ("N", "non aperto (100)"),
        ("X", "eliminato"),
        ("R", "rientrato"),
    )
    return tuple(
        Scala40Scoresheet(seating.header, 1, t.table, t.seats, limit=101, marks=marks)
        for t in seating.tables
    )
