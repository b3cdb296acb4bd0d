"""`hand show-pairs` counts agree with their nouns: a pair's hands won and penalty points, and
the winner's match points, read "1 mano vinta", "1 punto di penalità", "1 punto partita" (and
"1 hand won", "1 penalty point", "1 match point") for 1, the plural for any other count.

The match is set up so each count is 1: the first pair to 1 hand wins, a win gives 1 match
point (--match-points 1,0,0), and the closer's partner holds a single point."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

# The line of each pair and the result, as a director reads them, by language.
EXPECTED = {
    "it": (
        "Coppia {a}: 1 mano vinta, 1 punto di penalità",
        "Coppia {b}: 0 mani vinte, 5 punti di penalità",
        "Vince la coppia {a}: 1 punto partita, 0 alla coppia {b}.",
    ),
    "en": (
        "Pair {a}: 1 hand won, 1 penalty point",
        "Pair {b}: 0 hands won, 5 penalty points",
        "Pair {a} wins: 1 match point, 0 to pair {b}.",
    ),
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_count_of_one_reads_in_the_singular(database_url: str, capsys, language: str) -> None:
    torneo = Torneo(database_url, capsys)
    made = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Coppie", "--form", "pairs",
        "--format", "placement", "--rounds", 2, "--pairs-target", 1, "--match-points", "1,0,0",
    )  # fmt: skip
    tournament = made["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tournament, f"Rossi{number} Anna", f"Neri{number} Ugo")
    (a, b), _ = (
        table["players"] for table in torneo.ok("round", "generate", "-t", tournament)["tables"]
    )
    torneo.ok("round", "publish", "-t", tournament, "-r", 1)
    where = ("-t", tournament, "-r", 1, "--table", 1)
    torneo.ok("hand", "enter-pairs", *where, "--closer", f"{a}.1",
              "--points", f"{a}.2=1,{b}.1=2,{b}.2=3")  # fmt: skip
    said = Torneo(database_url, capsys, language=language).run("hand", "show-pairs", *where)
    assert said.code == 0, said.err
    lines = [line.strip() for line in said.out.splitlines()]
    for line in EXPECTED[language]:
        assert line.format(a=a, b=b) in lines, said.out
