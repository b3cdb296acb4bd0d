"""A count before a penalty's points agrees with it, worded by the services for every face:
what a penalty costs (the command line's answer to a penalty given) and the change log's line
(the window's Log page and `torneo log` read the same words). Italian and English say 1 in
the singular and any other count, 0 too, in the plural ("0 punti", "0 points"); PV and VP
read so for any count.

Expected words are the catalogue's nouns put in the singular by hand, not read back."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import logged_change
from tournament_app.services.log.words import change_text
from tournament_app.services.messages.penalties import penalty_amount_said
from tournament_app.services.settings import Game
from tournament_app.services.values import AuditEntry

# (game, unit, points, Italian, English)
AMOUNTS = [
    (Game.SCALA40, "vp", 1, "1 punto piazzamento tolto", "1 placement point taken away"),
    (Game.SCALA40, "vp", 2, "2 punti piazzamento tolti", "2 placement points taken away"),
    (Game.SCALA40, "vp", 0, "0 punti piazzamento tolti", "0 placement points taken away"),
    (Game.SCALA40, "mp", 1, "1 punto di penalità aggiunto", "1 penalty point added"),
    (Game.SCALA40, "mp", 2, "2 punti di penalità aggiunti", "2 penalty points added"),
    (Game.SCALA40, "mp", 0, "0 punti di penalità aggiunti", "0 penalty points added"),
    (Game.BURRACO, "vp", 1, "-1 PV", "-1 VP"),
    (Game.BURRACO, "vp", 2, "-2 PV", "-2 VP"),
    # Burraco MP go by 5: no penalty of 1 MP is ever given.
    (Game.BURRACO, "mp", 5, "-5 punti", "-5 MP"),
]


@pytest.mark.parametrize(
    ("game", "unit", "points", "italian", "english"),
    AMOUNTS,
    ids=[f"{a[0].value} {a[1]} {a[2]}" for a in AMOUNTS],
)
def test_what_a_penalty_costs_agrees_with_its_count(
    game: Game, unit: str, points: int, italian: str, english: str
) -> None:
    assert penalty_amount_said(game, unit, points, "it") == italian
    assert penalty_amount_said(game, unit, points, "en") == english


# A penalty's log row: (kind, VP, MP, scala 40?) -> the line in Italian and English.
LOGGED = [
    ("vp", 1, 0, True,
     "Penalità assegnata: 1 punto piazzamento tolto (ritardo)",
     "Penalty given: 1 placement point taken away (ritardo)"),
    ("vp", 2, 0, True,
     "Penalità assegnata: 2 punti piazzamento tolti (ritardo)",
     "Penalty given: 2 placement points taken away (ritardo)"),
    ("mp", 0, 1, True,
     "Penalità assegnata: 1 punto di penalità aggiunto (ritardo)",
     "Penalty given: 1 penalty point added (ritardo)"),
    ("mp", 0, 2, True,
     "Penalità assegnata: 2 punti di penalità aggiunti (ritardo)",
     "Penalty given: 2 penalty points added (ritardo)"),
    ("vp", 1, 0, False,
     "Penalità assegnata: -1 PV (ritardo)",
     "Penalty given: -1 VP (ritardo)"),
    ("vp", 1, 5, False,
     "Penalità assegnata: -1 PV, -5 punti (ritardo)",
     "Penalty given: -1 VP, -5 MP (ritardo)"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "vp", "mp", "scala40", "italian", "english"),
    LOGGED,
    ids=[f"{'scala40' if c[3] else 'burraco'} {c[0]} {c[1]}-{c[2]}" for c in LOGGED],
)
def test_the_log_s_count_and_points_agree(
    kind: str, vp: int, mp: int, scala40: bool, italian: str, english: str
) -> None:
    logged = logged_change("penalty.add", "")
    params = {"kind": kind, "vp": vp, "mp": mp, "reason": "ritardo", "scala40": scala40}
    logged = AuditEntry(**{**vars(logged), "params": params})
    assert change_text(logged, "it") == italian
    assert change_text(logged, "en") == english
