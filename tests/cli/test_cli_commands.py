"""The director's other headless commands: editing, seating by hand, corrections, penalties,
prizes, exports, the log and undo, scala 40 sheet actions, the demo."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.builders.snapshots import started
from tests.cli.cli_helpers import Torneo, expected_vp
from tests.databases import Snapshot, SnapshotBuilder


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    """`torneo` over this test's database."""
    return Torneo(database_url, capsys)


def _burraco(torneo: Torneo, pairs: int = 8) -> int:
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Prova",
        "--schedule",
        "mitchell:2",
        "--seed",
        2,
    )["id"]
    for number in range(1, pairs + 1):
        torneo.ok(
            "entry",
            "add",
            "-t",
            tid,
            f"Uno{number} Anna",
            f"Due{number} Bruno",
            "--group",
            "A" if number <= pairs // 2 else "B",
            "--category",
            "B" if number % 2 else "C",
        )
    return tid


def _burraco_snapshot(pairs: int) -> SnapshotBuilder:
    """A snapshot builder of `_burraco(torneo, pairs)`; its value the tournament's id."""

    def build(database_url: str) -> int:
        return _burraco(Torneo(database_url, None), pairs)

    build.snapshot_key = f"{__name__}._burraco {pairs} pairs"  # type: ignore[attr-defined]
    return build


# The tournaments the tests start from, each made once per process and backend, and copied.
STATES = {
    "two_pairs": _burraco_snapshot(2),
    "four_pairs": _burraco_snapshot(4),
    "eight_pairs": _burraco_snapshot(8),
}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def two_pairs(start: tuple[str, Any]) -> int:
    """`_burraco(torneo, 2)`'s tournament."""
    return start[1]


@pytest.fixture
def four_pairs(start: tuple[str, Any]) -> int:
    """`_burraco(torneo, 4)`'s tournament."""
    return start[1]


@pytest.fixture
def eight_pairs(start: tuple[str, Any]) -> int:
    """`_burraco(torneo)`'s tournament (8 pairs)."""
    return start[1]


def test_tournament_edit_status_and_delete(torneo, two_pairs: int) -> None:
    """Name and venue change; the status is set; a deleted tournament is gone, undo brings
    it back."""
    tid = two_pairs
    edited = torneo.ok("tournament", "edit", "-t", tid, "--name", "Coppa", "--venue", "Aurora")
    assert (edited["name"], edited["venue"]) == ("Coppa", "Aurora")
    assert torneo.run("tournament", "edit", "-t", tid).code == 2
    assert torneo.ok("tournament", "status", "-t", tid, "running")["status"] == "running"
    said = torneo.run("tournament", "delete", "-t", tid)
    assert (said.code, said.out.strip()) == (0, f"Tournament {tid} deleted.")
    assert torneo.ok("tournament", "list") == []
    torneo.ok("undo")
    assert [t["name"] for t in torneo.ok("tournament", "list")] == ["Coppa"]


def test_undo_after_a_member_list_wants_yes(torneo, two_pairs: int, tmp_path) -> None:
    """A member list imported after a tournament was deleted: `undo` will not silently bring
    the tournament back past the list (which it cannot take back); it says so, changes
    nothing, and with --yes does it."""
    from tests.builders.federation import FEDERATION_CSV

    tid = two_pairs
    torneo.ok("tournament", "delete", "-t", tid)
    members = tmp_path / "tesserati.csv"
    members.write_text(FEDERATION_CSV, encoding="utf-8")
    torneo.ok("members", "import", members)
    torneo.language = "it"
    refused = torneo.run("undo")
    assert refused.code == 3
    assert "l'ultima modifica (n. " in refused.err and "torneo undo --yes" in refused.err
    assert torneo.ok("tournament", "list") == []
    assert torneo.run("undo", "--yes").code == 0
    assert [t["id"] for t in torneo.ok("tournament", "list")] == [tid]


def test_entry_presence_and_edit(torneo, two_pairs: int) -> None:
    """Check-out and group change show in the entry list."""
    tid = two_pairs
    assert torneo.ok("entry", "present", "-t", tid, 2, "--absent")["present"] is False
    assert torneo.ok("entry", "edit", "-t", tid, 2, "--group", "C")["group"] == "C"
    listed = torneo.ok("entry", "list", "-t", tid)
    assert [(e["present"], e["group"]) for e in listed] == [(True, "A"), (False, "C")]


def test_draft_swap_check_and_delete(torneo, eight_pairs: int) -> None:
    """Two entries swap seats in a draft; a published round refuses the swap."""
    tid = eight_pairs
    draft = torneo.ok("round", "generate", "-t", tid)
    first, second = draft["tables"][0], draft["tables"][1]
    swapped = torneo.ok("round", "swap", "-t", tid, first["ns"], second["ns"])
    tables = {t["table"]: t for t in swapped["tables"]}
    assert tables[first["table"]]["ns"] == second["ns"]
    assert tables[second["table"]]["ns"] == first["ns"]
    assert torneo.ok("round", "check", "-t", tid)["ok"] is True
    torneo.ok("round", "delete", "-t", tid)
    assert torneo.refused("round", "show", "-t", tid)["error"]["code"] == "not_found"
    torneo.ok("round", "generate", "-t", tid, "--publish")
    refused = torneo.refused("round", "swap", "-t", tid, first["ns"], second["ns"])
    assert refused["error"]["code"] == "round_published"


def test_forfeit_arbitral_delete_and_penalties(torneo, eight_pairs: int, tmp_path: Path) -> None:
    """Every kind of result, a deleted one becoming missing again, penalties given and taken
    back, rankings per group and the prize list, and the exports written."""
    tid = eight_pairs
    shown = torneo.ok("round", "generate", "-t", tid, "--publish")
    t1, t2, t3, t4 = (t["table"] for t in shown["tables"])
    where = ["-t", tid, "-r", 1, "--table"]
    forfeit = torneo.ok("result", "enter", *where, t1, "--forfeit", "ew")
    assert (forfeit["kind"], forfeit["ns_vp"], forfeit["ew_vp"]) == ("forfeit", 14, 6)
    arbitral = torneo.ok("result", "enter", *where, t2, "--arbitral", "12:8")
    assert (arbitral["kind"], arbitral["ns_vp"], arbitral["ew_vp"]) == ("arbitral", 12, 8)
    played = torneo.ok("result", "enter", *where, t3, "--hands", "-65:835,490:1080,40:950")
    assert (played["ns_mp"], played["ew_mp"]) == (465, 2865)
    assert (played["ns_vp"], played["ew_vp"]) == expected_vp(465, 2865)
    torneo.ok("result", "enter", *where, t4, "--mp", 700, 700)
    torneo.ok("result", "delete", *where, t4)
    assert torneo.ok("round", "status", "-t", tid)["missing"] == [t4]
    torneo.ok("result", "enter", *where, t4, "--mp", 700, 700)
    assert len(torneo.ok("result", "show", "-t", tid, "-r", 1)) == 4

    warning = torneo.ok("penalty", "add", "-t", tid, "--entry", 1, "--reason", "telefono")
    assert warning["kind"] == "warning"
    vp_penalty = torneo.ok(
        "penalty", "add", "-t", tid, "--entry", 2, "-r", 1, "--vp", 3, "--reason", "ritardo"
    )
    assert (
        torneo.run("penalty", "add", "-t", tid, "--entry", 2, "--vp", -1, "--reason", "x").code == 2
    )
    assert len(torneo.ok("penalty", "list", "-t", tid)) == 2
    torneo.ok("penalty", "remove", "-t", tid, vp_penalty["id"])
    assert [p["entry"] for p in torneo.ok("penalty", "list", "-t", tid)] == [1]

    groups = torneo.ok("standings", "-t", tid, "--by", "group")
    assert set(groups) == {"A", "B"}
    assert sorted(r["entry"] for r in groups["A"]) == [1, 2, 3, 4]
    assert groups["B"][0]["rank"] == 1
    prizes = torneo.ok("standings", "-t", tid, "--prizes", "category", "--places", 2)
    assert {p["heading"] for p in prizes} == {"", "B", "C"}  # the overall places first
    assert all(p["place"] <= 2 for p in prizes)

    site = tmp_path / "sito"
    written = torneo.ok(
        "export",
        "-t",
        tid,
        "--xlsx",
        tmp_path / "prova.xlsx",
        "--pdf",
        tmp_path / "prova.pdf",
        "--html",
        site,
    )["written"]
    assert (tmp_path / "prova.xlsx").stat().st_size > 0
    assert (tmp_path / "prova.pdf").read_bytes().startswith(b"%PDF")
    assert any(Path(p).parent == site for p in written)
    assert torneo.run("export", "-t", tid).code == 2


def test_log_details_and_undo_of_a_penalty(torneo, two_pairs: int) -> None:
    """The log shows the penalty with before/after; undo takes it away."""
    tid = two_pairs
    torneo.ok("penalty", "add", "-t", tid, "--entry", 1, "--vp", 1, "--reason", "ritardo")
    latest = torneo.ok("log", "-t", tid, "--limit", 1)[0]
    assert latest["after"] and not latest["undone"]
    human = torneo.run("log", "-t", tid, "--details").out
    assert "ritardo" in human
    torneo.ok("undo", "-t", tid)
    assert torneo.ok("penalty", "list", "-t", tid) == []


def test_scala40_sheet_actions(torneo) -> None:
    """Correct a hand, take the last one back, re-enter an eliminated player, call time."""
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "scala40",
        "--name",
        "S",
        "--reentries",
        1,
        "--seed",
        4,
    )["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} X")
    seating = torneo.ok("round", "generate", "-t", tid, "--publish")
    a, b, c, d = seating["tables"][0]["players"]
    where = ["-t", tid, "-r", 1, "--table", seating["tables"][0]["table"]]
    torneo.ok("hand", "enter", *where, "--points", f"{a}=0,{b}=20,{c}=30,{d}=40", "--closer", a)
    corrected = torneo.ok(
        "hand",
        "correct",
        *where,
        "--index",
        1,
        "--points",
        f"{a}=0,{b}=25,{c}=30,{d}=40",
        "--closer",
        a,
    )
    assert corrected["totals"] == {str(a): 0, str(b): 25, str(c): 30, str(d): 40}
    sheet = torneo.ok(
        "hand", "enter", *where, "--points", f"{a}=10,{b}=0,{c}=5,{d}=70", "--closer", b
    )
    assert sheet["eliminated"] == [d]
    removed = torneo.ok("hand", "remove", *where)
    assert len(removed["hands"]) == 1 and removed["eliminated"] == []
    torneo.ok("hand", "enter", *where, "--points", f"{a}=10,{b}=0,{c}=5,{d}=70", "--closer", b)
    back = torneo.ok("hand", "reenter", *where, "--entry", d)
    # Re-entry at the worst total still in play: c's 35.
    assert back["totals"][str(d)] == 35
    assert back["eliminated"] == []
    ended = torneo.ok("hand", "timeout", *where)
    assert ended["finished"] is True and ended["timed_out"] is True
    order = [p["entry"] for p in sorted(ended["placings"], key=lambda p: p["place"])]
    assert order[0] == a  # lowest total when time was called: a's 10
    grid = torneo.run("hand", "show", *where).out
    assert "Total" in grid


def test_demo_tournaments(torneo) -> None:
    """`demo` creates a burraco and a scala 40 tournament to look at."""
    ids = torneo.ok("demo")["ids"]
    games = {t["id"]: t["game"] for t in torneo.ok("tournament", "list")}
    assert sorted(games[i] for i in ids) == ["burraco", "scala40"]


def test_individual_burraco_lines_are_lists(torneo) -> None:
    """Players alone: each line is two entry numbers, and both get the line's VP."""
    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Individuale",
        "--individual",
        "--schedule",
        "mitchell:1",
    )["id"]
    for number in range(1, 9):
        torneo.ok("entry", "add", "-t", tid, f"Solo{number} X")
    shown = torneo.ok("round", "generate", "-t", tid, "--publish")
    for table in shown["tables"]:
        assert len(table["ns"]) == 2 and len(table["ew"]) == 2
    first = shown["tables"][0]
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", first["table"], "--mp", 800, 300)
    rows = {r["entry"]: r for r in torneo.ok("standings", "-t", tid)}
    ns_vp, ew_vp = expected_vp(800, 300)
    assert [rows[n]["vp"] for n in first["ns"]] == [ns_vp, ns_vp]
    assert [rows[n]["vp"] for n in first["ew"]] == [ew_vp, ew_vp]
    assert "Player" in torneo.run("standings", "-t", tid).out.splitlines()[0]


def test_without_db_the_embedded_database_is_used(capsys, private_data_dir) -> None:
    """No --db: the database in the user's data folder, created on first use."""
    from tournament_app.cli.main import run_cli

    assert run_cli(["--json", "tournament", "create", "--game", "scala40", "--name", "S"]) == 0
    assert (private_data_dir / "torneo.sqlite3").exists()
    capsys.readouterr()
    assert run_cli(["--json", "tournament", "list"]) == 0
    assert "S" in capsys.readouterr().out


def test_scala40_cards_left_are_summed(torneo) -> None:
    """`--cards "N=A K JK 7"` counts 11 + 10 + 25 + 7 = 53 (the domain document's values);
    a player given both --points and --cards, or an unknown card, is a usage error."""
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "S", "--seed", 1)["id"]
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Giocatore{number} X")
    table = torneo.ok("round", "generate", "-t", tid, "--publish")["tables"][0]
    a, b, c, d = table["players"]
    where = ["-t", tid, "-r", 1, "--table", table["table"]]
    sheet = torneo.ok(
        "hand",
        "enter",
        *where,
        "--points",
        f"{a}=0,{b}=30",
        "--cards",
        f"{c}=A K JK 7",
        "--cards",
        f"{d}=Rc, Dq",
        "--closer",
        a,
    )
    assert sheet["totals"] == {str(a): 0, str(b): 30, str(c): 53, str(d): 20}
    both = ["--points", f"{a}=0,{b}=30,{c}=5", "--cards", f"{c}=7", "--closer", a]
    assert torneo.run("hand", "enter", *where, *both).code == 2
    unknown = ["--points", f"{a}=0,{b}=30,{c}=5", "--cards", f"{d}=A X", "--closer", a]
    assert torneo.run("hand", "enter", *where, *unknown).code == 2
    assert len(torneo.ok("hand", "show", *where)["hands"]) == 1


# A club's own 2-hand table, typed by the director: (from MP difference, winner's VP).
CLUB_TWO_HANDS = [(0, 10), (35, 11), (85, 12), (135, 13), (205, 14), (275, 15), (345, 16)]


def _club_vp(difference: int) -> int:
    """The winner's VP by the table above, looked up by hand."""
    return max(vp for low, vp in CLUB_TWO_HANDS if abs(difference) >= low)


def test_custom_vp_table_for_two_hands(torneo) -> None:
    """A saved 2-hand table converts MP, seats a tournament and scores its results."""
    bands = ",".join(f"{low}:{vp}" for low, vp in CLUB_TWO_HANDS)
    saved = torneo.ok(
        "vp-table", "save", "--name", "Club 2 smazzate", "--hands", 2, "--bands", bands
    )
    assert saved["bands"][1] == {"from": 35, "vp": [11, 9]}
    names = [t["name"] for t in torneo.ok("vp-table", "list")]
    assert names[-1] == "Club 2 smazzate" and len(names) == 3
    for mp_a, mp_b in [(400, 100), (100, 400), (120, 100), (500, 0)]:
        winner = _club_vp(mp_a - mp_b)
        expected = [winner, 20 - winner] if mp_a >= mp_b else [20 - winner, winner]
        assert torneo.ok("vp", "--table", "club 2 smazzate", mp_a, mp_b)["vp"] == expected
    refused = torneo.refused(
        "vp-table", "save", "--name", "Storta", "--hands", 2, "--bands", "0:10,33:11"
    )
    assert refused["error"]["code"] == "invalid_settings"
    assert torneo.refused("vp", "--table", "nessuna", 1, 2)["error"]["code"] == "not_found"

    tid = torneo.ok(
        "tournament",
        "create",
        "--game",
        "burraco",
        "--name",
        "Due smazzate",
        "--vp-table",
        "Club 2 smazzate",
        "--schedule",
        "mitchell:1",
    )["id"]
    assert torneo.ok("tournament", "show", "-t", tid)["settings"]["hands"] == 2
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Uno{number} A", f"Due{number} B")
    table = torneo.ok("round", "generate", "-t", tid, "--publish")["tables"][0]["table"]
    result = torneo.ok(
        "result", "enter", "-t", tid, "-r", 1, "--table", table, "--hands", "300:100,150:60"
    )
    assert (result["ns_vp"], result["ew_vp"]) == (_club_vp(290), 20 - _club_vp(290))


def test_tournament_file_check_says_what_it_holds(torneo, four_pairs: int, tmp_path: Path) -> None:
    """`import-file --check` reads the file through and imports nothing; a bad file is 3."""
    tid = four_pairs
    path = tmp_path / "prova.torneo"
    torneo.ok("tournament", "export-file", "-t", tid, path)
    summary = torneo.ok("tournament", "import-file", path, "--check")
    assert (summary["tournament"]["name"], summary["entries"], summary["players"]) == (
        "Prova",
        4,
        8,
    )
    assert summary["to_check"] == 0  # no second entry disputes a table
    assert len(torneo.ok("tournament", "list")) == 1
    bad = tmp_path / "bad.torneo"
    bad.write_text("hello")
    error = torneo.refused("tournament", "import-file", bad, "--check")
    assert "bad.torneo" in error["error"]["message"]


def test_print_the_round_papers(torneo, four_pairs: int, tmp_path: Path) -> None:
    """Seating, table cards, scoresheets and the rest come out as PDFs naming the pairs."""
    from pypdf import PdfReader

    tid = four_pairs
    torneo.ok("round", "generate", "-t", tid, "--publish")
    papers = {
        flag: tmp_path / f"{flag[2:]}.pdf"
        for flag in (
            "--seating",
            "--table-cards",
            "--scoresheets",
            "--round-results",
            "--standings",
            "--prizes",
            "--entries",
        )
    }
    args = [item for flag, path in papers.items() for item in (flag, path)]
    written = torneo.ok("print", "-t", tid, *args)["written"]
    assert written == [str(p) for p in papers.values()]
    seating = "".join(page.extract_text() for page in PdfReader(papers["--seating"]).pages)
    assert "Uno1" in seating and "Due4" in seating
    assert torneo.run("print", "-t", tid).code == 2
    by_group = torneo.ok("print", "-t", tid, "--standings", tmp_path / "g.pdf", "--per", "group")
    assert by_group["written"] == [str(tmp_path / "g.pdf")]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "it",
            (
                *("in corso", "burraco", "Turno 1 (Mitchell, pubblicato)", "forfait"),
                *("Punti NS", "ammonizione", "Diff. punti"),
            ),
        ),
        (
            "en",
            (
                *("running", "burraco", "Round 1 (Mitchell, published)", "forfeit"),
                *("MP NS", "warning", "MP diff"),
            ),
        ),
    ],
)
def test_human_output_says_states_and_kinds_in_its_language(
    database_url, four_pairs: int, capsys, language, words
) -> None:
    """A status, a system (round 1 starts the Mitchell) and a kind of result are written in the
    director's language in the tables a person reads; the JSON keeps the stored words
    scripts compare."""
    torneo = Torneo(database_url, capsys, language=language)
    tid = four_pairs
    torneo.ok("tournament", "status", "-t", tid, "running")
    shown = torneo.ok("round", "generate", "-t", tid, "--publish")
    table = shown["tables"][0]["table"]
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", table, "--forfeit", "ew")
    torneo.ok("penalty", "add", "-t", tid, "--entry", 2, "--kind", "warning", "--reason", "late")
    said = "\n".join(
        torneo.run(*command).out
        for command in (
            ("tournament", "list"),
            ("round", "show", "-t", tid, "-r", 1),
            ("result", "show", "-t", tid, "-r", 1),
            ("penalty", "list", "-t", tid),
            ("standings", "-t", tid),
        )
    )
    for word in words:
        assert word in said, said
    if language == "it":
        for english in ("running", "published", "forfeit", "draw", "warning", "MP"):
            assert english not in said, said
    listed = torneo.ok("tournament", "list")
    assert listed[0]["status"] == "running"
    assert torneo.ok("result", "show", "-t", tid, "-r", 1)[0]["kind"] == "forfeit"


def test_the_log_says_when_in_this_computers_time(torneo, monkeypatch) -> None:
    """The JSON keeps the stored UTC moment; the table a person reads shows the station's
    time (Rome's, here), dated day/month/year in Italian and year-month-day in English, which
    no reader takes for another day (07/12/2026 is July 12 to an American)."""
    import time
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        _burraco(torneo, 2)
        (latest,) = torneo.ok("log", "--limit", 1)
        stored = datetime.fromisoformat(latest["at"]).replace(tzinfo=UTC)
        rome = stored.astimezone(ZoneInfo("Europe/Rome"))
        assert rome.utcoffset() != stored.utcoffset()  # the hours do differ
        english = torneo.run("log", "--limit", 1).out
        assert rome.strftime("%Y-%m-%d %H:%M:%S") in english
        assert rome.strftime("%d/%m/%Y") not in english
        torneo.language = "it"
        assert rome.strftime("%d/%m/%Y %H:%M:%S") in torneo.run("log", "--limit", 1).out
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
