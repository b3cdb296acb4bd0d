"""A category or group typed in upper and lower case is one: "b" from a spreadsheet and "B"
typed in the window rank together, share one prize set and are named once."""

from __future__ import annotations

from sqlalchemy import update

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    BurracoSettings,
    PairingSystem,
    ScheduleStep,
    Services,
    TournamentId,
)
from tournament_app.services.sections import section_names
from tournament_app.storage.models import EntryRow

ONE_ROUND = BurracoSettings(
    first_round=PairingSystem.REGISTRATION,
    schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),),
)


def _spelt(services: Services, typed: dict[int, tuple[str, str]]) -> TournamentId:
    """Four pairs, round 1 played (1 beat 2, 3 beat 4), each pair's group and category
    stored as `typed` spells them: written straight to the rows, as databases already hold
    them whatever the entry forms make of what is typed now."""
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.enter_totals(tid, 1, 2, 400, 300)
    with services.engine.begin() as connection:
        for number, (group, category) in typed.items():
            connection.execute(
                update(EntryRow)
                .where(EntryRow.tournament_id == tid, EntryRow.number == number)
                .values(group_name=group, category=category)
            )
    return tid


# Categories B, B, b, A (one stored with the spaces an old import kept); groups Nord twice
# and nord, with 4 in Sud.
TYPED = {1: ("Nord", "B"), 2: ("Nord", "B"), 3: ("nord", " b "), 4: ("Sud", "A")}


def test_mixed_case_categories_rank_as_one_with_one_prize_set(services: Services) -> None:
    tid = _spelt(services, TYPED)
    sections = services.standings.by_category(tid)
    assert [(name, sorted(r.entry for r in rows)) for name, rows in sections] == [
        ("A", [4]),
        ("B", [1, 2, 3]),
    ]
    # Ranks restart at 1 once in B: 1 (14 VP), 3 (11), 2 (6).
    assert [(r.rank, r.entry) for r in dict(sections)["B"]] == [(1, 1), (2, 3), (3, 2)]
    # Every line shows its section's name, the overall ranking's too.
    assert {r.entry: r.category for r in services.standings.overall(tid)} == {
        1: "B",
        2: "B",
        3: "B",
        4: "A",
    }
    prizes = services.standings.prizes(tid, per="category", places=2)
    # Prizes do not add up: 1 and 3 take the overall places; B's go to 2, A's to 4. "b"
    # has no first prize of its own.
    assert [(p.heading, p.place, p.standing.entry) for p in prizes] == [
        ("", 1, 1),
        ("", 2, 3),
        ("A", 1, 4),
        ("B", 1, 2),
    ]


def test_mixed_case_groups_rank_as_one(services: Services) -> None:
    tid = _spelt(services, TYPED)
    assert [
        (name, sorted(r.entry for r in rows)) for name, rows in services.standings.by_group(tid)
    ] == [("Nord", [1, 2, 3]), ("Sud", [4])]
    awards = services.standings.prize_awards(tid, per="group", places=1)
    assert [p.heading for p in awards.prizes] == ["", "Nord", "Sud"]


def test_the_standings_filters_name_each_section_once(services: Services, sent) -> None:
    """What the Standings page offers to rank apart: the names the rankings have, read in
    one statement."""
    tid = _spelt(services, TYPED)
    sent.clear()
    assert services.standings.sections(tid) == (("Nord", "Sud"), ("A", "B"))
    assert len(sent) == 1, sent


def test_a_sections_name_is_chosen_from_its_spellings_alone() -> None:
    """Capitals when some entry has them, else the spelling most entries have, else the
    first in code-point order: the same name whatever order the entries come in."""
    assert section_names(["b", "b", "B"]) == {"b": "B", "B": "B"}
    assert section_names(["b", "B", "b"])["b"] == "B"
    assert section_names(["nord", "Nord", "Nord"])["nord"] == "Nord"
    assert section_names(["nord", "nord", "Nord"])["Nord"] == "nord"
    assert section_names(["nord", "Nord"]) == section_names(["Nord", "nord"])
    assert section_names(["nord", "Nord"])["nord"] == "Nord"
    assert section_names(["  girone   sud ", "Girone Sud", None, "  "]) == {
        "  girone   sud ": "Girone Sud",
        "Girone Sud": "Girone Sud",
    }


def test_a_pair_of_a_b_and_a_b_player_is_of_category_b(services: Services) -> None:
    """The entry's category comes from its players' when they agree: "B" and "b" do (before,
    the pair had none and missed the category's prizes); a "B" and an "A" do not."""
    from tournament_app.services import PlayerSpec

    tid = burraco_tournament(services, pairs=0)
    same = services.entries.add(
        tid, [PlayerSpec("Rossi", "Anna", category="B"), PlayerSpec("Neri", "Ugo", category="b")]
    )
    other = services.entries.add(
        tid, [PlayerSpec("Verdi", "Eva", category="B"), PlayerSpec("Gialli", "Ada", category="A")]
    )
    assert (same.category, other.category) == ("B", None)
    assert services.standings.sections(tid) == ((), ("B",))
