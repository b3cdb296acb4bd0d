"""The log says who sits where when a round is made, swapped, undone or published
(recheck-burraco #7): tables by entry number, "Tavolo 1: NS 5 — EO 11", never the stored
"table: 1, line: NS, position: 0" nor "—" for a swap. Written through the real services on a
real database and read as the Log page and `torneo log --details` read it
(`details_read`)."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import Round, Services
from tournament_app.services.log.details import details_read, details_text
from tournament_app.services.log.words import change_text

WORDS = {
    "it": {"table": "Tavolo", "ew": "EO", "bye": "riposo"},
    "en": {"table": "Table", "ew": "EW", "bye": "bye"},
}


def seated(round_: Round, language: str, tables: set[int] | None = None) -> list[str]:
    """The seating as the director reads it on the Rounds page, one line a table: what the
    log must say (a pair alone at a table has the bye)."""
    words = WORDS[language]
    lines = []
    for table in round_.tables:
        if tables is not None and table.table not in tables:
            continue
        if table.ew:
            who = f"NS {table.ns[0]} — {words['ew']} {table.ew[0]}"
        else:
            who = f"NS {table.ns[0]} — {words['bye']}"
        lines.append(f"{words['table']} {table.table}: {who}")
    return lines


@pytest.fixture
def tid(services: Services):
    # Another tournament first, so entry ids are not the entry numbers: the log must name
    # pairs by the number the director knows.
    burraco_tournament(services, 3)
    return burraco_tournament(services, 5)


def latest(services: Services, tid):
    return services.audit.list(tid, limit=1)[0]


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_generated_round_lists_its_tables_by_entry_number(
    services: Services, tid, language: str
) -> None:
    made = services.rounds.generate(tid)
    before, after = details_read(services, latest(services, tid), language)
    assert before == "—"
    lines = after.splitlines()
    # 5 pairs: two tables played and one pair with the bye.
    assert lines[1:] == seated(made, language)
    assert len(lines) == 4 and any(WORDS[language]["bye"] in line for line in lines)
    round_word = {"it": "Turno 1: ", "en": "Round 1: "}[language]
    assert lines[0].startswith(round_word)
    for stored in ("position", "posto", "line:", "table:", "entry_id"):
        assert stored not in after


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_swap_says_which_pairs_and_the_tables_it_changed(
    services: Services, tid, language: str
) -> None:
    made = services.rounds.generate(tid)
    where = {n: t.table for t in made.tables for n in (*t.ns, *t.ew)}
    # Two pairs at different tables.
    first = made.tables[0].ns[0]
    second = made.tables[1].ew[0]
    swapped = services.rounds.swap(tid, 1, first, second)
    row = latest(services, tid)

    assert (
        change_text(row, language)
        == {
            "it": f"Iscrizioni scambiate: {first} ↔ {second}",
            "en": f"Entries swapped: {first} ↔ {second}",
        }[language]
    )
    touched = {where[first], where[second]}
    before, after = details_read(services, row, language)
    assert before.splitlines() == seated(made, language, touched)
    assert after.splitlines() == seated(swapped, language, touched)
    assert before != after

    # Its undo says the same the other way round, not "—" / "—".
    services.audit.undo_last(tid)
    undo = latest(services, tid)
    assert (
        change_text(undo, language)
        == {
            "it": "Annullato: iscrizioni scambiate (turno 1)",
            "en": "Undone: entries swapped (round 1)",
        }[language]
    )
    assert details_read(services, undo, language) == (after, before)


def test_a_table_swap_reads_as_tables(services: Services, tid) -> None:
    made = services.rounds.generate(tid)
    swapped = services.rounds.swap_tables(tid, 1, 1, 2)
    row = latest(services, tid)
    assert change_text(row, "it") == "Tavoli scambiati: 1 ↔ 2"
    before, after = details_read(services, row, "it")
    assert before.splitlines() == seated(made, "it", {1, 2})
    assert after.splitlines() == seated(swapped, "it", {1, 2})


def test_a_published_round_lists_the_tables_it_announced(services: Services, tid) -> None:
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    before, after = details_read(services, latest(services, tid), "it")
    assert before.splitlines()[0] == "Turno 1: bozza"
    lines = after.splitlines()
    assert lines[0] == "Turno 1: pubblicato"
    assert lines[-3:] == seated(made, "it")


def test_without_the_database_a_seat_is_never_an_id(services: Services, tid) -> None:
    """`details_text` alone (the log row only) cannot know who an id is: it says "?"."""
    services.rounds.generate(tid)
    _, after = details_text(latest(services, tid), "en")
    assert "Table 1: NS ? — EW ?" in after.splitlines()
