"""`torneo tournament create/edit --seating italiana --group-size N`: a placement-points
scala 40 tournament played all'italiana (a round robin in groups), its rounds by default the
fewest in which everyone in a group meets everyone; the groups drawn by Torneo shown on the
entries and ranked per group."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from tests.cli.cli_helpers import Torneo, commands_snapshot

ITALIANA = (
    "tournament",
    "create",
    "--game",
    "scala40",
    "--name",
    "Scala 40 all'italiana",
    "--format",
    "placement",
    "--seating",
    "italiana",
)


# Tournament 1, all'italiana in groups of 8, with 16 players entered: built once per
# process and backend, and copied for each test that starts from it.
SIXTEEN_IN_GROUPS_OF_EIGHT = commands_snapshot(
    (*ITALIANA, "--group-size", "8"),
    *(("entry", "add", "-t", 1, f"Giocatore{number:02d} Nome") for number in range(1, 17)),
)


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over a fresh database (SQLite, and PostgreSQL when configured)."""
    return Torneo(database_url, capsys)


@pytest.fixture
def sixteen(database_snapshot, capsys) -> Torneo:
    """`torneo` over a copy of SIXTEEN_IN_GROUPS_OF_EIGHT (tournament 1)."""
    url, _ = database_snapshot(SIXTEEN_IN_GROUPS_OF_EIGHT)
    return Torneo(url, capsys)


def _settings(torneo: Torneo, tid: int) -> dict[str, object]:
    settings: dict[str, object] = torneo.ok("tournament", "show", "-t", tid)["settings"]
    return settings


def test_the_rounds_default_to_everyone_meeting_everyone(torneo: Torneo) -> None:
    tid = torneo.ok(*ITALIANA)["id"]
    # Groups of 16 at tables of 4: 5 rounds, the affine plane's.
    assert (_settings(torneo, tid)["group_size"], _settings(torneo, tid)["rounds"]) == (16, 5)
    tid = torneo.ok(*ITALIANA, "--group-size", "8")["id"]
    assert _settings(torneo, tid)["rounds"] == 3
    tid = torneo.ok(*ITALIANA, "--group-size", "12", "--rounds", "6")["id"]
    assert _settings(torneo, tid)["rounds"] == 6, "the director's rounds stay"
    torneo.ok("tournament", "edit", "-t", tid, "--group-size", "16")
    assert _settings(torneo, tid)["rounds"] == 5


def test_the_rounds_follow_the_tables_of_the_players_left_over(torneo: Torneo) -> None:
    """Groups of 13 at tables of 4: 5 + 4 + 4 meet everyone in 4 rounds, 4 + 3 + 3 + 3 in 6;
    created so or edited to it, the same rounds (the services' rule, as in the wizard)."""
    tid = torneo.ok(*ITALIANA, "--group-size", "13", "--remainder-tables", "three")["id"]
    assert _settings(torneo, tid)["rounds"] == 6
    tid = torneo.ok(*ITALIANA, "--group-size", "13")["id"]
    assert _settings(torneo, tid)["rounds"] == 4
    torneo.ok("tournament", "edit", "-t", tid, "--remainder-tables", "three")
    assert _settings(torneo, tid)["rounds"] == 6
    torneo.ok("tournament", "edit", "-t", tid, "--remainder-tables", "five")
    assert _settings(torneo, tid)["rounds"] == 4
    torneo.ok("tournament", "edit", "-t", tid, "--group-size", "16")
    assert _settings(torneo, tid)["rounds"] == 5


def test_an_edit_keeps_the_directors_rounds(torneo: Torneo) -> None:
    """Rounds given stay: with the change that would work them out again, and after a change
    they do not follow (the limit), or the seating given again as it is."""
    tid = torneo.ok(*ITALIANA, "--group-size", "13")["id"]
    torneo.ok("tournament", "edit", "-t", tid, "--remainder-tables", "three", "--rounds", "5")
    assert _settings(torneo, tid)["rounds"] == 5
    torneo.ok("tournament", "edit", "-t", tid, "--limit", "201")
    torneo.ok("tournament", "edit", "-t", tid, "--seating", "italiana")
    assert _settings(torneo, tid)["rounds"] == 5


def test_show_words_the_all_italiana(torneo: Torneo) -> None:
    tid = torneo.ok(*ITALIANA, "--group-size", "8")["id"]
    shown = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "tournament", "show", "-t", tid
    )
    assert shown.code == 0, shown.err
    assert "all'italiana: gironi, tutti incontrano tutti" in shown.out
    assert "Giocatori per girone (sorteggiati)" in shown.out


def test_a_group_smaller_than_a_table_is_refused_and_nothing_created(torneo: Torneo) -> None:
    refused = torneo.run(*ITALIANA, "--group-size", "3")
    assert refused.code != 0
    assert "at least 4 players per group" in refused.err
    assert torneo.ok("tournament", "list") == []


def test_burraco_has_no_group_size_option(torneo: Torneo) -> None:
    burraco = ("tournament", "create", "--game", "burraco", "--name", "Burraco")
    refused = torneo.run(*burraco, "--group-size", "8")
    assert refused.code == 2
    assert "--group-size" in refused.err


def test_the_groups_play_their_own_tables_and_rank_apart(sixteen: Torneo) -> None:
    torneo, tid = sixteen, 1
    met: Counter[tuple[int, int]] = Counter()
    for number in (1, 2, 3):
        made = torneo.ok("round", "generate", "-t", tid)
        torneo.ok("round", "publish", "-t", tid, "-r", number)
        for table in made["tables"]:
            met.update(combinations(sorted(table["players"]), 2))
            winner, *others = table["players"]
            points = ",".join(f"{p}={101 + i}" for i, p in enumerate(others))
            torneo.ok(
                "hand", "enter", "-t", tid, "-r", number, "--table", table["table"],
                "--points", points, "--closer", winner,
            )  # fmt: skip
    groups: dict[str, set[int]] = {}
    for entry in torneo.ok("entry", "list", "-t", tid):
        groups.setdefault(entry["group"], set()).add(entry["number"])
    assert sorted(groups) == ["A", "B"] and [len(g) for g in groups.values()] == [8, 8]
    assert all((a in groups["A"]) == (b in groups["A"]) for a, b in met)
    assert max(met.values()) == 2
    by_group = torneo.ok("standings", "-t", tid, "--by", "group")
    assert sorted(by_group) == ["A", "B"]
    for letter, rows in by_group.items():
        assert {row["entry"] for row in rows} == groups[letter]
        assert rows[0]["rank"] == 1, "each group ranked on its own"
        assert all(row["group"] == letter for row in rows)
        points = [row["points"] for row in rows]
        assert points == sorted(points, reverse=True)


def test_the_whole_calendar_prints_before_round_1(sixteen: Torneo) -> None:
    torneo, tid = sixteen, 1
    planned = torneo.ok("round", "schedule", "-t", tid)
    assert [r["round"] for r in planned] == [1, 2, 3]
    assert [t["group"] for t in planned[0]["tables"]] == ["A", "A", "B", "B"]
    printed = Torneo(torneo.database_url, torneo.capsys, language="it").run(
        "round", "schedule", "-t", tid
    )
    assert printed.code == 0, printed.err
    assert "Turno 3" in printed.out and "Girone" in printed.out
    first = torneo.ok("round", "generate", "-t", tid)
    assert [t["players"] for t in first["tables"]] == [t["players"] for t in planned[0]["tables"]]


def test_the_calendar_is_refused_for_another_format(torneo: Torneo) -> None:
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Eliminazione")["id"]
    refused = torneo.run("round", "schedule", "-t", tid)
    assert refused.code != 0
    assert "all'italiana" in refused.err


def test_the_calendar_prints_to_a_pdf_with_each_tables_group(sixteen: Torneo, tmp_path) -> None:
    from pypdf import PdfReader

    torneo, tid = sixteen, 1
    path = tmp_path / "calendario.pdf"
    torneo.ok("round", "schedule", "-t", tid, "--pdf", str(path))
    pages = [page.extract_text() for page in PdfReader(path).pages]
    printed = " ".join(pages)
    for number in (1, 2, 3):
        assert f"Seating by table – round {number}" in printed
    assert "Group" in printed and "Giocatore01" in printed
    assert "Calendar of the groups" in printed
