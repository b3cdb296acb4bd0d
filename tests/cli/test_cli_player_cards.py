"""`torneo print --cards` and `--movement-cards`, and the results address behind the QR
code (`tournament create/edit --results-url`), from the command line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.cli_helpers import Torneo, commands_snapshot, expected_vp
from tests.exports.pdf_reading import address_under_code, cards_by_number, pdf_text

ADDRESS = "https://www.circolo.it/risultati"
# Two Mitchell rounds in registration order (1 v 2, 3 v 4 at tables 1 and 2), then a Danese.
SCORES = {1: (900, 200), 2: (450, 300)}


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


CREATE = (
    "tournament",
    "create",
    "--game",
    "burraco",
    "--name",
    "Serata delle schede",
    "--schedule",
    "mitchell:2,danese:1",
    "--first-round",
    "registration",
)


def _evening_commands(tid: int) -> list[tuple[object, ...]]:
    """After the tournament is made: four pairs, round 1 published and both tables entered."""
    return [
        *(("entry", "add", "-t", tid, f"Rossi{n} Anna", f"Bianchi{n} Carlo") for n in range(1, 5)),
        ("round", "generate", "-t", tid),
        ("round", "publish", "-t", tid, "-r", 1),
        *(
            ("result", "enter", "-t", tid, "-r", 1, "--table", table, "--mp", ns_mp, ew_mp)
            for table, (ns_mp, ew_mp) in SCORES.items()
        ),
    ]


def _evening(torneo: Torneo, *extra: object) -> int:
    tid = torneo.ok(*CREATE, *extra)["id"]
    for command in _evening_commands(tid):
        torneo.ok(*command)
    return tid


# `_evening(torneo)` in a fresh database (tournament 1): built once per process and backend.
EVENING = commands_snapshot(CREATE, *_evening_commands(1))


@pytest.fixture
def evening(database_snapshot, capsys) -> Torneo:
    """`torneo` over a copy of EVENING."""
    url, _ = database_snapshot(EVENING)
    return Torneo(url, capsys)


def test_print_cards_for_every_pair_or_one(evening: Torneo, tmp_path: Path) -> None:
    """--cards: a card per pair with round 1's table, line, opponents, scores and VP;
    --entry N: that pair's alone; --entry without --cards is a usage error."""
    torneo, tid = evening, 1
    every, one = tmp_path / "schede.pdf", tmp_path / "scheda.pdf"
    written = torneo.ok("print", "-t", tid, "--cards", every)["written"]
    assert written == [str(every)]
    cards = cards_by_number(every, "Score card of pair no. {n}")
    assert sorted(cards) == [1, 2, 3, 4]
    for table, (ns_mp, ew_mp) in SCORES.items():
        ns, ew = 2 * table - 1, 2 * table
        ns_vp, ew_vp = expected_vp(ns_mp, ew_mp)
        assert re.search(
            rf"1\s+{table}\s+NS\s+{ew} · Rossi{ew} Anna – Bianchi{ew} Carlo\s+{ns_mp}\s+{ew_mp}"
            rf"\s+{ns_vp}\s+{ns_vp}",
            cards[ns],
        ), cards[ns]
        assert re.search(
            rf"1\s+{table}\s+EW\s+{ns} · Rossi{ns}.*\s+{ew_mp}\s+{ns_mp}\s+{ew_vp}\s+{ew_vp}",
            cards[ew],
        ), cards[ew]
    torneo.ok("print", "-t", tid, "--cards", one, "--entry", 3)
    assert list(cards_by_number(one, "Score card of pair no. {n}")) == [3]
    assert torneo.run("print", "-t", tid, "--standings", one, "--entry", 3).code == 2


def test_a_card_for_a_number_not_entered_is_refused(evening: Torneo, tmp_path: Path) -> None:
    """--entry 9 of four pairs: refused in words naming the number (exit 3, or 4 when not
    found), nothing written; in Italian too."""
    torneo, tid = evening, 1
    target = tmp_path / "scheda9.pdf"
    result = torneo.run("--json", "print", "-t", tid, "--cards", target, "--entry", 9)
    assert result.code != 0
    message = result.json()["error"]["message"]
    assert "9" in message and "entry" in message.lower(), message
    assert not target.exists()
    italian = torneo.run("--lang", "it", "print", "-t", tid, "--cards", target, "--entry", 9)
    assert italian.code == result.code and "9" in italian.err, italian.err
    assert not target.exists()


def test_print_cards_four_a_page(evening: Torneo, tmp_path: Path) -> None:
    """--per-page 4: the four pairs' cards on one page (two pages at 2 a page); the JSON
    says how many a page were printed; --per-page 3 is a usage error, nothing written."""
    torneo, tid = evening, 1
    four, two, three = tmp_path / "quattro.pdf", tmp_path / "due.pdf", tmp_path / "tre.pdf"
    done = torneo.ok("print", "-t", tid, "--cards", four, "--per-page", 4)
    assert done == {"written": [str(four)], "per_page": {"cards": 4}}
    torneo.ok("print", "-t", tid, "--cards", two)
    pages = pdf_text(four).split("\f")[:-1]
    assert len(pages) == 1 and pages[0].count("Score card of pair no.") == 4
    assert len(pdf_text(two).split("\f")[:-1]) == 2
    torneo.ok("print", "-t", tid, "--movement-cards", four, "--per-page", 4)
    assert pdf_text(four).count("Movement of pair no.") == 4
    assert len(pdf_text(four).split("\f")[:-1]) == 1
    assert torneo.run("print", "-t", tid, "--cards", three, "--per-page", 3).code == 2
    assert not three.exists()


def test_cards_that_do_not_fit_a_quarter_print_two_a_page(
    evening: Torneo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The services find a card too long for an A6 quarter: two a page, and the command
    says why (in its output and its JSON)."""
    from tournament_app.services.reports import cards as report_cards

    monkeypatch.setattr(report_cards, "fits_four_a_page", lambda _document, _card: False)
    torneo, tid = evening, 1
    target = tmp_path / "schede.pdf"
    done = torneo.ok("print", "-t", tid, "--cards", target, "--per-page", 4)
    assert done["per_page"] == {"cards": 2}
    assert done["notes"] == [
        "This tournament's score cards (rounds played: 1) would not read well on a quarter"
        " page (A6): they were printed 2 a page."
    ]
    shown = torneo.run("--lang", "it", "print", "-t", tid, "--cards", target, "--per-page", 4)
    assert "(turni giocati: 1)" in shown.out and "2 per pagina" in shown.out, shown.out
    assert len(pdf_text(target).split("\f")[:-1]) == 2


def test_print_movement_cards(evening: Torneo, tmp_path: Path) -> None:
    """--movement-cards after round 1 of a Mitchell of two: round 2 foreseen, EO pairs one
    table on; the Danese after it said to be seated by the standings."""
    torneo, tid = evening, 1
    target = tmp_path / "movimento.pdf"
    torneo.ok("print", "-t", tid, "--movement-cards", target)
    cards = cards_by_number(target, "Movement of pair no. {n}")
    assert sorted(cards) == [1, 2, 3, 4]
    # Round 1: 1 v 2 at table 1, 3 v 4 at table 2; round 2 the EO pairs swap tables.
    assert re.search(r"Round 1\s+1\s+NS\s+2\s*\n(.*\n)*?\s*Round 2\s+1\s+NS\s+4", cards[1])
    assert re.search(r"Round 1\s+1\s+EW\s+1\s*\n(.*\n)*?\s*Round 2\s+2\s+EW\s+3", cards[2])
    assert "From round 3: Danish, seated by the standings" in cards[1]


def test_results_address_from_the_command_line(torneo: Torneo, tmp_path: Path) -> None:
    """--results-url at creation or edit: shown with the settings and printed under the
    code; "" takes it away; a wrong address is refused with what to write."""
    tid = _evening(torneo, "--results-url", ADDRESS)
    shown = torneo.run("tournament", "show", "-t", tid)
    assert re.search(rf"^Results address +{re.escape(ADDRESS)}$", shown.out, re.M), shown.out
    seating = tmp_path / "elenco.pdf"
    torneo.ok("print", "-t", tid, "--seating", seating)
    assert address_under_code(seating, "Results online", len(ADDRESS)) == [ADDRESS]
    refused = torneo.refused("tournament", "edit", "-t", tid, "--results-url", "www.circolo.it")
    assert "https://" in refused["error"]["message"]
    torneo.ok("tournament", "edit", "-t", tid, "--results-url", "")
    shown = torneo.run("tournament", "show", "-t", tid)
    assert re.search(r"^Results address +none \(no QR code printed\)$", shown.out, re.M)
    torneo.ok("print", "-t", tid, "--seating", seating)
    assert "Results online" not in pdf_text(seating)
