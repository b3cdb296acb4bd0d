"""The points a penalty may take (burraco.md, "Byes, lateness, penalties"): a warning none of
its own (two cost 1 VP in the standings), a -VP or -MP penalty at least one, never negative
(a penalty never credits), MP in steps of 5. Each refusal is worded in the language of its
sentence: no English words inside the Italian one."""

from __future__ import annotations

import pytest

from tournament_app.services import ErrorCode, PenaltyKind, ServiceError
from tournament_app.services.messages import describe
from tournament_app.services.penalties import check_penalty

ACCEPTED = [
    (PenaltyKind.WARNING, 0, 0),
    (PenaltyKind.VP, 1, 0),
    (PenaltyKind.VP, 20, 0),
    (PenaltyKind.MP, 0, 5),
    (PenaltyKind.MP, 0, 100),  # late arrival, 5-10 minutes
    (PenaltyKind.VP, 1, 100),  # both at once: a VP penalty may also take MP
    (PenaltyKind.FORFEIT, 0, 0),
]

# (kind, VP, MP) -> code, words of the Italian sentence, words of the English one.
REFUSED = {
    (PenaltyKind.VP, -1, 0): (
        ErrorCode.INVALID_INPUT,
        ("positivi", "-1 PV"),
        ("positive", "-1 VP"),
    ),
    (PenaltyKind.MP, 0, -5): (
        ErrorCode.INVALID_INPUT,
        ("positivi", "-5 punti"),
        ("positive", "-5 MP"),
    ),
    # Burraco points go by 5 (every card is worth a multiple of 5): a penalty's own sentence,
    # which asks for 5, 10, 15... and never for a scoresheet's sum to be checked.
    (PenaltyKind.MP, 0, 12): (
        ErrorCode.INVALID_INPUT,
        ("penalità in punti", "multiplo di 5", "12 non lo è", "scrivi 5, 10, 15"),
        ("penalty in MP", "multiple of 5", "12 is not", "write 5, 10, 15"),
    ),
    (PenaltyKind.MP, 0, 1): (
        ErrorCode.INVALID_INPUT,
        ("multiplo di 5", "1 non lo è"),
        ("multiple of 5", "1 is not"),
    ),
    (PenaltyKind.WARNING, 1, 0): (
        ErrorCode.INVALID_INPUT,
        ("ammonizione", "1 PV"),
        ("warning", "1 VP"),
    ),
    (PenaltyKind.WARNING, 0, 5): (
        ErrorCode.INVALID_INPUT,
        ("ammonizione", "5 punti"),
        ("warning", "5 MP"),
    ),
    (PenaltyKind.VP, 0, 0): (
        ErrorCode.INVALID_INPUT,
        ("in PV", "almeno 1"),
        ("in VP", "at least 1"),
    ),
    (PenaltyKind.VP, 0, 100): (
        ErrorCode.INVALID_INPUT,
        ("in PV", "almeno 1"),
        ("in VP", "at least 1"),
    ),
    (PenaltyKind.MP, 3, 0): (
        ErrorCode.INVALID_INPUT,
        ("in punti", "almeno 1"),
        ("in MP", "at least 1"),
    ),
    # Beyond a whole turno (4 hands x 10,000, scoring.turno): a zero too many, and more than
    # the database and a tournament file hold.
    (PenaltyKind.MP, 0, 3_000_000_000): (
        ErrorCode.INVALID_INPUT,
        ("3000000000 punti", "40000", "zero di troppo"),
        ("3000000000 MP", "40000", "zero too many"),
    ),
    (PenaltyKind.VP, 40_001, 0): (
        ErrorCode.INVALID_INPUT,
        ("40001 PV", "40000"),
        ("40001 VP", "40000"),
    ),
}
ENGLISH_ONLY = ("penalty", "points", "warning", "write", "takes")


@pytest.mark.parametrize(("kind", "vp", "mp"), ACCEPTED)
def test_points_a_penalty_may_take(kind: PenaltyKind, vp: int, mp: int) -> None:
    check_penalty(kind, vp, mp)


@pytest.mark.parametrize("case", list(REFUSED), ids=lambda c: f"{c[0].value} {c[1]}VP {c[2]}MP")
def test_points_refused_with_a_sentence_in_each_language(
    case: tuple[PenaltyKind, int, int],
) -> None:
    code, italian, english = REFUSED[case]
    with pytest.raises(ServiceError) as refused:
        check_penalty(*case)
    assert refused.value.code is code
    said_it, said_en = describe(refused.value, "it"), describe(refused.value, "en")
    for words, sentence in ((italian, said_it), (english, said_en)):
        for word in words:
            assert word in sentence, sentence
    assert not [word for word in ENGLISH_ONLY if word in said_it.lower()], said_it


# What the log says a penalty carried: only the points it has (burraco takes them away; scala
# 40's penalty points go on the player's total), never "-0 VP -0 MP" for a warning.
LOGGED = [
    ("burraco", PenaltyKind.WARNING, 0, 0, "warning: phone rang"),
    ("burraco", PenaltyKind.VP, 1, 0, "vp -1 VP: phone rang"),
    ("burraco", PenaltyKind.MP, 0, 100, "mp -100 MP: phone rang"),
    ("burraco", PenaltyKind.VP, 1, 100, "vp -1 VP -100 MP: phone rang"),
    ("scala40", PenaltyKind.MP, 0, 7, "penalty_points +7 PENALTY: phone rang"),
]


@pytest.mark.parametrize(("game", "kind", "vp", "mp", "logged"), LOGGED)
def test_the_log_names_only_the_points_a_penalty_carries(
    services, game: str, kind: PenaltyKind, vp: int, mp: int, logged: str
) -> None:
    from tests.builders.tournaments import burraco_tournament, scala40_tournament

    make = burraco_tournament if game == "burraco" else scala40_tournament
    tid = make(services, 2 if game == "burraco" else 4)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.penalties.add(tid, 1, kind, vp=vp, mp=mp, round_number=1, reason="phone rang")
    (entry, *_) = services.audit.list(tid)
    assert (entry.action, entry.summary) == ("penalty.add", logged)
