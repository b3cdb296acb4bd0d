"""`torneo tournament create` and `edit` set the forfeit's VP as the wizard does
(`--forfeit-present-vp`, `--forfeit-late-vp`): read back by `tournament show`, scored by
`result enter --forfeit`, back to the default of new hands, and refused in the services' words
when no forfeit can have them (burraco.md: 14 and 6, 12 and 8 with 4 hands; 0 to 20)."""

from __future__ import annotations

import pytest

from tests.cli.cli_helpers import Torneo

CREATE = ("tournament", "create", "--game", "burraco", "--name", "Serata")
PRESENT, LATE = "PV del forfait alla coppia presente", "PV del forfait alla coppia in ritardo"


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys, language="it")


def _shown(torneo: Torneo, tid: int) -> tuple[str, str]:
    """The two figures as `tournament show` lists them for the director (not --json)."""
    shown = torneo.run("tournament", "show", "-t", tid)
    assert shown.code == 0, shown.err
    rows = {
        line[: len(name)]: line[len(name) :].strip()
        for line in shown.out.splitlines()
        for name in (PRESENT, LATE)
        if line.startswith(name)
    }
    return rows[PRESENT], rows[LATE]


def _stored(torneo: Torneo, tid: int) -> tuple[object, object]:
    settings = torneo.ok("tournament", "show", "-t", tid)["settings"]
    return settings["forfeit_present_vp"], settings["forfeit_late_vp"]


def test_create_sets_them_and_a_forfeit_scores_them(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE, "--forfeit-present-vp", 15, "--forfeit-late-vp", 5)["id"]
    assert _shown(torneo, tid) == ("15", "5")
    assert _stored(torneo, tid) == (15, 5)
    for number in range(1, 5):
        torneo.ok("entry", "add", "-t", tid, f"Rossi{number} Anna", f"Neri{number} Ugo")
    torneo.ok("round", "generate", "-t", tid, "--publish")
    torneo.ok("result", "enter", "-t", tid, "-r", 1, "--table", 1, "--forfeit", "ew")
    (result,) = [r for r in torneo.ok("result", "show", "-t", tid, "-r", 1) if r["table"] == 1]
    # FIBUR's 3-hand table gives 15 VP from a difference of 505.
    assert (result["ns_vp"], result["ns_mp"], result["ew_vp"], result["ew_mp"]) == (15, 505, 5, 0)


def test_a_tournament_made_without_them_shows_the_default_for_its_hands(torneo: Torneo) -> None:
    three = torneo.ok(*CREATE)["id"]
    four = torneo.ok(*CREATE, "--hands", 4)["id"]
    assert _shown(torneo, three) == ("14", "6")
    assert _shown(torneo, four) == ("12", "8")
    assert _stored(torneo, three) == (None, None)


def test_edit_changes_them_and_new_hands_bring_their_default(torneo: Torneo) -> None:
    tid = torneo.ok(*CREATE)["id"]
    torneo.ok("tournament", "edit", "-t", tid, "--forfeit-late-vp", 4)
    assert _shown(torneo, tid) == ("14", "4")
    torneo.ok("tournament", "edit", "-t", tid, "--hands", 4)
    assert _shown(torneo, tid) == ("12", "8")
    assert _stored(torneo, tid) == (None, None)
    torneo.ok("tournament", "edit", "-t", tid, "--hands", 3, "--forfeit-present-vp", 16)
    assert _shown(torneo, tid) == ("16", "6")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (
            ("--forfeit-present-vp", 21),
            "«PV del forfait alla coppia presente» vale 21: i PV vanno da 0 a 20",
        ),
        (
            ("--forfeit-present-vp", 5),  # the late pair keeps its default, 6
            "la coppia presente avrebbe 5 PV e quella in ritardo 6",
        ),
    ],
)
def test_figures_no_forfeit_can_have_are_refused_and_nothing_changes(
    torneo: Torneo, options: tuple[object, ...], words: str
) -> None:
    refused = torneo.refused(*CREATE, *options)
    assert words in refused["error"]["message"]
    assert torneo.ok("tournament", "list") == []
    tid = torneo.ok(*CREATE)["id"]
    refused = torneo.refused("tournament", "edit", "-t", tid, *options)
    assert words in refused["error"]["message"]
    assert _stored(torneo, tid) == (None, None)


def test_a_scala40_tournament_takes_no_forfeit_vp(torneo: Torneo) -> None:
    refused = torneo.run(
        "tournament", "create", "--game", "scala40", "--name", "S", "--forfeit-late-vp", 3
    )
    assert refused.code == 2 and "--forfeit-late-vp" in refused.err
    assert torneo.ok("tournament", "list") == []
