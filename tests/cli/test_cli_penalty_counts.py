"""A count before a penalty's points agrees with it, in `penalty add`'s answer and in the
change log (`torneo log`): Italian "1 punto piazzamento tolto", "2 punti piazzamento tolti",
English "1 placement point", "2 placement points"; PV and VP read the same for any count.
`penalty list` names the kind in a column of its own, with no count: plural, as a heading.

Expected words are the catalogue's nouns put in the singular by hand (Italian punto/punti,
tolto/tolti, aggiunto/aggiunti), not read back from the code. Burraco MP go by 5, so a
burraco penalty of 1 MP cannot be given: its figures are 5 and 10."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo, commands_snapshot

# Tournament 1: scala 40 by placement points, 8 players; tournament 2: a burraco evening of
# four pairs. Round 1 of each published.
EVENINGS = commands_snapshot(
    ("tournament", "create", "--game", "scala40", "--name", "Pomeriggio", "--format",
     "placement", "--rounds", 2),
    *(("entry", "add", "-t", 1, f"Rossi{number} Anna") for number in range(1, 9)),
    ("round", "generate", "-t", 1),
    ("round", "publish", "-t", 1, "-r", 1),
    ("tournament", "create", "--game", "burraco", "--name", "Serata"),
    *(
        ("entry", "add", "-t", 2, f"Verdi{number} Anna", f"Neri{number} Carlo")
        for number in range(1, 5)
    ),
    ("round", "generate", "-t", 2),
    ("round", "publish", "-t", 2, "-r", 1),
)  # fmt: skip
SCALA40, BURRACO = 1, 2

# (tournament, option, points, language, what `penalty add` says it costs, the log's line)
CASES = [
    (SCALA40, "--vp", 1, "it", "1 punto piazzamento tolto",
     "Penalità assegnata: 1 punto piazzamento tolto (ritardo)"),
    (SCALA40, "--vp", 2, "it", "2 punti piazzamento tolti",
     "Penalità assegnata: 2 punti piazzamento tolti (ritardo)"),
    (SCALA40, "--mp", 1, "it", "1 punto di penalità aggiunto",
     "Penalità assegnata: 1 punto di penalità aggiunto (ritardo)"),
    (SCALA40, "--mp", 2, "it", "2 punti di penalità aggiunti",
     "Penalità assegnata: 2 punti di penalità aggiunti (ritardo)"),
    (SCALA40, "--vp", 1, "en", "1 placement point taken away",
     "Penalty given: 1 placement point taken away (ritardo)"),
    (SCALA40, "--vp", 2, "en", "2 placement points taken away",
     "Penalty given: 2 placement points taken away (ritardo)"),
    (SCALA40, "--mp", 1, "en", "1 penalty point added",
     "Penalty given: 1 penalty point added (ritardo)"),
    (SCALA40, "--mp", 2, "en", "2 penalty points added",
     "Penalty given: 2 penalty points added (ritardo)"),
    (BURRACO, "--vp", 1, "it", "-1 PV", "Penalità assegnata: -1 PV (ritardo)"),
    (BURRACO, "--vp", 2, "it", "-2 PV", "Penalità assegnata: -2 PV (ritardo)"),
    (BURRACO, "--mp", 5, "it", "-5 punti",
     "Penalità assegnata: -5 punti (ritardo)"),
    (BURRACO, "--vp", 1, "en", "-1 VP", "Penalty given: -1 VP (ritardo)"),
    (BURRACO, "--vp", 2, "en", "-2 VP", "Penalty given: -2 VP (ritardo)"),
    (BURRACO, "--mp", 10, "en", "-10 MP", "Penalty given: -10 MP (ritardo)"),
]  # fmt: skip
# The kinds as `penalty list` names them.
KINDS = {
    (SCALA40, "--vp", "it"): "punti piazzamento tolti",
    (SCALA40, "--mp", "it"): "punti di penalità aggiunti",
    (SCALA40, "--vp", "en"): "placement points taken away",
    (SCALA40, "--mp", "en"): "penalty points added",
    (BURRACO, "--vp", "it"): "PV tolti",
    (BURRACO, "--mp", "it"): "punti tolti",
    (BURRACO, "--vp", "en"): "VP taken away",
    (BURRACO, "--mp", "en"): "MP taken away",
}
# `penalty add`'s answer around the amount, as test_cli_penalty_words.py reads it.
GIVEN = {
    "it": "Penalità all'iscrizione 1 (turno 1): {amount}. Motivo: ritardo",
    "en": "Penalty to entry 1 (round 1): {amount}. Reason: ritardo",
}


@pytest.fixture
def evenings(database_snapshot, capsys) -> Torneo:
    """A copy of EVENINGS."""
    url, _ = database_snapshot(EVENINGS)
    return Torneo(url, capsys)


@pytest.mark.parametrize(
    ("tournament", "option", "points", "language", "amount", "logged"),
    CASES,
    ids=[f"{'scala40' if c[0] == SCALA40 else 'burraco'} {c[1]} {c[2]} {c[3]}" for c in CASES],
)
def test_the_count_and_its_points_agree(
    evenings: Torneo,
    tournament: int,
    option: str,
    points: int,
    language: str,
    amount: str,
    logged: str,
) -> None:
    evenings.language = language
    given = evenings.run(
        "penalty", "add", "-t", tournament, "--entry", 1, "-r", 1, option, points,
        "--reason", "ritardo",
    )  # fmt: skip
    assert given.code == 0, given.err
    assert given.out.splitlines()[0] == GIVEN[language].format(amount=amount)
    log = evenings.run("log", "-t", tournament)
    assert log.code == 0, log.err
    (line,) = [line for line in log.out.splitlines() if "(ritardo)" in line]
    assert logged in line, line
    # The list's Kind column names the kind with no count before it: plural, as a heading.
    listed = evenings.run("penalty", "list", "-t", tournament)
    (row,) = [line for line in listed.out.splitlines() if line.endswith("ritardo")]
    kind = KINDS[(tournament, option, language)]
    figures = ["0", str(points)] if option == "--mp" else [str(points), "0"]
    assert row.split(kind)[1].split() == [*figures, "ritardo"], row
