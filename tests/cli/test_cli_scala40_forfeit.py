"""`torneo` at an elimination's final (tests/builders/final_ties.py: the winners of four heats
meet at a final of four): a forfeit there, and a penalty given while it is played.

scala40.md: players are placed by order of elimination, those out in the same hand on the
same total share a place; a forfeit puts the player last at the table (4th of 4), the
others' places closing up, and from then on the table plays without them. Each stage is a
fresh game: a penalty given in the final counts in the final, and while it is played the
standings say so, on screen and on paper alike.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.builders.final_ties import Heats, play_heats
from tests.cli.cli_helpers import Torneo
from tests.exports.pdf_reading import pdf_text
from tournament_app.services import open_services


@pytest.fixture
def final(database_url: str) -> Iterator[tuple[Heats, tuple[int, ...]]]:
    """The heats played, the final (round 2) published: (heats, the final's seats)."""
    services = open_services(database_url, station="test")
    try:
        heats = play_heats(services)
        services.rounds.publish(heats.tournament, services.rounds.generate(heats.tournament).number)
        yield heats, services.results.sheet(heats.tournament, 2, 1).players
    finally:
        services.close()


def _points(**figures: int) -> str:
    return ",".join(f"{entry.removeprefix('p')}={points}" for entry, points in figures.items())


def _rows(out: str) -> dict[str, list[str]]:
    """A printed table's rows by entry number (second column), cells split on 2+ spaces;
    an empty rank leaves the number first."""
    rows: dict[str, list[str]] = {}
    for line in out.splitlines()[2:]:
        cells = [cell.strip() for cell in re.split(r"\s{2,}", line.strip()) if cell.strip()]
        if len(cells) > 2:
            number = cells[1] if cells[0].isdigit() and cells[1].isdigit() else cells[0]
            rows[number] = cells
    return rows


def test_a_forfeit_at_the_final(
    database_url: str, capsys: pytest.CaptureFixture[str], final, tmp_path: Path
) -> None:
    """Hand 1 played by all four. A hand without d is refused while d sits at the table; d
    forfeits and it is accepted: a closes, b and c go out together on 110 and share 2nd,
    d is 4th of 4 (not 2nd on his lower 40). The sheet, the standings, the score card and
    the round's results agree."""
    heats, (a, b, c, d) = final
    torneo = Torneo(database_url, capsys)
    tid = heats.tournament
    hand = ("hand", "enter", "-t", tid, "-r", 2, "--table", 1, "--points")
    torneo.ok(*hand, _points(**{f"p{a}": 0, f"p{b}": 20, f"p{c}": 30, f"p{d}": 40}))
    without_d = _points(**{f"p{a}": 0, f"p{b}": 90, f"p{c}": 80})
    refused = torneo.refused(*hand, without_d)
    assert "a player still in play has no points" in refused["error"]["message"]
    forfeit = ("--kind", "forfeit", "--reason", "lascia")
    torneo.ok("penalty", "add", "-t", tid, "--entry", d, "-r", 2, *forfeit)
    torneo.ok(*hand, without_d)
    shown = torneo.run("hand", "show", "-t", tid, "-r", 2, "--table", 1).out
    assert f"Table order: 1. {a}, 2. {b}, 2. {c}, 4. {d}" in shown
    rows = _rows(torneo.run("standings", "-t", tid).out)
    # rank, number, name, stage, place at the table, the final's points
    assert rows[str(a)][0] == "1" and rows[str(a)][3:] == ["Final", "1", "0"]
    assert [rows[str(p)][0] for p in (b, c, d)] == ["2", "2", "4"]
    assert [rows[str(p)][3:5] for p in (b, c, d)] == [["Final", "2"]] * 2 + [["Final", "4"]]
    cards, results = tmp_path / "cards.pdf", tmp_path / "round.pdf"
    torneo.ok("print", "-t", tid, "--cards", cards, "--round-results", results)
    printed = pdf_text(cards)
    card = r"Score card of player no\. (\d+)(.*?)(?=Score card|\Z)"
    card_of = dict(re.findall(card, printed, flags=re.S))
    # English writes a place 2nd, 4th; d's round says it was lost by forfeit.
    assert re.search(r"Final\s+1\s+2nd", card_of[str(b)]) and "Place: 2nd of 16" in card_of[str(b)]
    assert re.search(r"Final\s+1\s+last", card_of[str(d)]) and "Place: 4th of 16" in card_of[str(d)]
    assert "forfeit" in card_of[str(d)] and "forfeit" not in card_of[str(b)]
    lines = [" ".join(line.split()) for line in pdf_text(results).splitlines()]
    assert any(line.startswith(f"1 4 {d} ") and "round lost by forfeit" in line for line in lines)
    assert any(line.startswith(f"1 2 {c} ") for line in lines)


def test_a_penalty_given_at_the_final_in_play_reads_the_same_on_screen_and_on_paper(
    database_url: str, capsys: pytest.CaptureFixture[str], final, tmp_path: Path
) -> None:
    """c gets +20 in round 2, then hand 1 is played (b 20, c 30, d 40). Both the command
    line and the printed standings show the four finalists in play, with no rank and the
    final's points so far, c's with the +20: 0, 20, 50, 40; nobody is moved down round 1."""
    heats, (a, b, c, d) = final
    torneo = Torneo(database_url, capsys)
    tid = heats.tournament
    torneo.ok("penalty", "add", "-t", tid, "--entry", c, "-r", 2, "--mp", 20, "--reason", "x")
    first = _points(**{f"p{a}": 0, f"p{b}": 20, f"p{c}": 30, f"p{d}": 40})
    torneo.ok("hand", "enter", "-t", tid, "-r", 2, "--table", 1, "--points", first)
    expected = {a: "0", b: "20", c: "50", d: "40"}
    on_screen = _rows(torneo.run("standings", "-t", tid).out)
    assert {n: on_screen[str(n)][-2:] for n in expected} == {
        n: ["playing", points] for n, points in expected.items()
    }
    paper = tmp_path / "standings.pdf"
    torneo.ok("print", "-t", tid, "--standings", paper)
    printed = [" ".join(line.split()) for line in pdf_text(paper).splitlines()]
    for number, points in expected.items():
        (line,) = [line for line in printed if re.match(rf"{number} Neri{number} Ada ", line)]
        assert "playing" in line and line.endswith(f" {points}")
    # The rank column is empty for them on both: the number comes first.
    assert all(on_screen[str(n)][0] == str(n) for n in expected)
    # The heats stay as they were: the runner-up of each heat is 5th at best, in round 1.
    assert all(row[3] == "Round 1" for n, row in on_screen.items() if int(n) not in expected)
