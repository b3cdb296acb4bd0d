"""`torneo season ... --final ID --top N`: the grand final's entries from the season ranking."""

from __future__ import annotations

from tests.builders.snapshots import snapshot_fixtures, state_value
from tests.cli.cli_helpers import Torneo
from tests.cli.test_cli_season import two_afternoons

start, database_url = snapshot_fixtures({"played": two_afternoons})
played = state_value("played")


def test_the_final_takes_the_top_of_the_ranking(database_url, played, capsys) -> None:
    """The top 3 entered in the ranking's order, the log saying so; a second time refused."""
    torneo = Torneo(database_url, capsys)
    final = torneo.ok(
        "tournament", "create", "--game", "scala40", "--name", "Finale", "--table-size", "3"
    )["id"]
    done = torneo.ok("season", "--game", "scala40", "--final", final, "--top", 3)
    assert [e["name"] for e in done["final"]["entries"]] == [
        "Verdi Bruno",
        "Rossi Anna",
        "Neri Carla",
    ]
    entries = torneo.ok("entry", "list", "-t", final)
    assert [(e["number"], e["names"]) for e in entries] == [
        (1, "Verdi Bruno"),
        (2, "Rossi Anna"),
        (3, "Neri Carla"),
    ]
    log = torneo.run("log", "-t", final)
    assert "the top 3 of the season ranking: Verdi Bruno (1), Rossi Anna (2)" in log.out
    again = torneo.refused("season", "--game", "scala40", "--final", final, "--top", 3)
    assert "already has entries (3)" in again["error"]["message"]
    alone = torneo.run("season", "--game", "scala40", "--final", final)
    assert alone.code == 2 and "--final and --top go together" in alone.err + alone.out


def test_the_final_says_the_leader_for_one_and_the_top_for_two(
    database_url, played, capsys
) -> None:
    """ "Iscritto ... il primo della classifica" for a final of 1, not "i primi 1"; "i primi 2"
    for a final of 2; in English "the leader of the ranking" and "the top 2"."""
    torneo = Torneo(database_url, capsys)
    said = {}
    for language in ("it", "en"):
        for top in (1, 2):
            name = f"Finale {language} {top}"
            final = torneo.ok("tournament", "create", "--game", "scala40", "--name", name)["id"]
            asked = Torneo(database_url, capsys, language=language)
            done = asked.run("season", "--game", "scala40", "--final", final, "--top", top)
            assert done.code == 0, done.err
            said[language, top] = (final, name, done.out)
    final, name, out = said["it", 1]
    assert f"Iscritto al torneo {final} ({name}) il primo della classifica." in out
    final, name, out = said["it", 2]
    assert f"Iscritti al torneo {final} ({name}) i primi 2 della classifica" in out
    final, name, out = said["en", 1]
    assert f"Entered in tournament {final} ({name}): the leader of the ranking." in out
    final, name, out = said["en", 2]
    assert f"Entered in tournament {final} ({name}): the top 2 of the ranking" in out
