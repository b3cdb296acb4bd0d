"""`torneo log` at a table of three pairs (burraco a sei): a correction to the third pair's
total alone (the audit's `result correct ... --mp A B C --yes`) is on record, its summary and
its `--details` naming the three totals and the three pairs' VP, in Italian and English.

Figures by hand from FIBUR's 3-hand table (155-250 12-8, 255-350 13-7, 355-500 14-6, 55-150
11-9) and the default rule (the mean of a pair's two conversions, a half up): 640-245-400 is
NS 14 and 12, EO 6 and 8, the third 8 and 12: 13, 7, 10; with the third at 500, NS 14 and 11,
EO 6 and 7, the third 9 and 13: 13 (12.5 up), 7 (6.5 up), 11.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import snapshot_fixtures
from tests.cli.cli_helpers import Torneo, commands_snapshot

CREATE = (
    *("tournament", "create", "--game", "burraco", "--name", "Burraco a sei"),
    *("--schedule", "danese:3", "--first-round", "registration", "--three-pairs", "when_needed"),
)
# Seven pairs, round 1 published (5, 6 and 7 at table 3), table 3 entered 640-245-400.
ENTERED = commands_snapshot(
    CREATE,
    *(("entry", "add", "-t", 1, f"Rossi{n} Anna", f"Verdi{n} Luca") for n in range(1, 8)),
    ("round", "generate", "-t", 1),
    ("round", "publish", "-t", 1, "-r", 1),
    ("result", "enter", "-t", 1, "-r", 1, "--table", 3, "--mp", 640, 245, 400),
)
start, database_url = snapshot_fixtures({"entered": ENTERED})


@pytest.fixture
def entered(start: tuple[str, Any]) -> int:
    return int(start[1]["id"])


def _corrected(database_url: str, capsys: Any, language: str) -> str:
    torneo = Torneo(database_url, capsys, language=language)
    where = ("-t", 1, "-r", 1, "--table", 3)
    said = torneo.run("result", "correct", *where, "--mp", 640, 245, 500, "--yes")
    assert said.code == 0, said.err
    return " ".join(torneo.run("log", "-t", 1, "--limit", 2, "--details").out.split())


def test_the_third_pairs_correction_in_italian(database_url: str, entered: int, capsys) -> None:
    out = _corrected(database_url, capsys, "it")
    assert "Risultato corretto: da 640-245-400 (PV 13-7-10) a 640-245-500 (PV 13-7-11)" in out
    assert "Tavolo 3: NS 640 — EO 245 — 3ª 400, PV 13–7–10" in out
    assert "Tavolo 3: NS 640 — EO 245 — 3ª 500, PV 13–7–11" in out
    assert "Risultato inserito: giocato 640-245-400 PV 13-7-10" in out


def test_the_third_pairs_correction_in_english(database_url: str, entered: int, capsys) -> None:
    out = _corrected(database_url, capsys, "en")
    assert "Result corrected: from 640-245-400 (VP 13-7-10) to 640-245-500 (VP 13-7-11)" in out
    assert "Table 3: NS 640 — EW 245 — 3rd 400, VP 13–7–10" in out
    assert "Table 3: NS 640 — EW 245 — 3rd 500, VP 13–7–11" in out
