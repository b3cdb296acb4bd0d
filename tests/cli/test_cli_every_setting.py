"""Every setting the wizard sets, the command line sets: a table maps each field of the
settings dataclasses to the `torneo tournament edit` option that changes it, the table must
cover every field (a setting added to the wizard without an option fails here), and each row
is a real edit read back through the services, nothing else changed."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

import pytest

from scoring.three_pairs import SUM_RULE
from tests.builders.ties import ONE_ROUND, two_ties
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo, commands_snapshot
from tests.databases import Snapshot, SnapshotBuilder
from tournament_app.services import Services, TournamentId, open_services
from tournament_app.services.settings import (
    BurracoSettings,
    ByeScore,
    DaneseVariant,
    DrawRule,
    EventFormat,
    InHandClose,
    NotOpenedRule,
    PairingSystem,
    PairsTieBreak,
    RemainderTables,
    Scala40Form,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    ScheduleStep,
    TeamMovement,
    ThreePairsTables,
    TieBreak,
    VictoryPointBand,
    VictoryPointScale,
)

# A club's own 3-hand table, saved before the edit that chooses it.
CLUB_BANDS = "0:10,100:12,300:14,600:16,1000:18,1500:20"
CLUB_TABLE = VictoryPointScale(
    "Tabella del circolo",
    3,
    tuple(
        VictoryPointBand(low, vp)
        for low, vp in ((0, 10), (100, 12), (300, 14), (600, 16), (1000, 18), (1500, 20))
    ),
)

# field -> (the options of `tournament edit`, the value the field then holds)
BURRACO_OPTIONS: dict[str, tuple[tuple[object, ...], Any]] = {
    "individual": (("--individual",), True),
    "hands": (("--hands", 4), 4),
    "schedule": (
        ("--schedule", "mitchell:2,italiana:3"),
        (ScheduleStep(PairingSystem.MITCHELL, 2), ScheduleStep(PairingSystem.ROUND_ROBIN, 3)),
    ),
    "first_round": (("--first-round", "registration"), PairingSystem.REGISTRATION),
    "mitchell_shift": (("--mitchell-shift", 2), 2),
    "danese_variant": (("--danese", "puro"), DaneseVariant.PURO),
    "alternate_lines": (("--alternate-lines",), True),
    "keep_clubs_apart": (("--keep-clubs-apart",), True),
    "three_pairs": (("--three-pairs", "when_needed"), ThreePairsTables.WHEN_NEEDED),
    "three_pairs_vp": (("--three-pairs-vp", "sum"), SUM_RULE),
    "group_sizes": (("--groups", "8,6"), (8, 6)),
    "vp_scale": (("--vp-table", CLUB_TABLE.name), CLUB_TABLE),
    "bye_vp": (("--bye-vp", 13), 13),
    "bye_mp": (("--bye-mp", 300), 300),
    "forfeit_present_vp": (("--forfeit-present-vp", 15), 15),
    "forfeit_late_vp": (("--forfeit-late-vp", 5), 5),
    "tie_breaks": (
        ("--tie-breaks", "head_to_head,mp_diff"),
        (TieBreak.HEAD_TO_HEAD, TieBreak.MP_DIFF),
    ),
    "no_semipulito": (("--no-semipulito",), True),
    "burraco_reale": (("--burraco-reale",), True),
    "closing_bonus": (("--closing-bonus", 150), 150),
    "pozzetto_penalty": (("--pozzetto-penalty", 200), 200),
    "reale_bonus": (("--reale-bonus", 500), 500),
    "super_bonus": (("--super-bonus", 400), 400),
    "brazilian": (("--brazilian",), True),
    "seed": (("--seed", 77), 77),
    "prizes_cumulative": (("--prizes", "cumulative"), True),
    "results_url": (("--results-url", "https://example.org/torneo"), "https://example.org/torneo"),
    "table_entry": (("--table-entry", "on"), True),
    "event_format": (("--teams",), EventFormat.TEAMS),
    "team_movement": (("--team-movement", "never_again"), TeamMovement.NEVER_AGAIN),
    "team_vp_scale": (("--team-vp-table", CLUB_TABLE.name), CLUB_TABLE),
}
SCALA40_OPTIONS: dict[str, tuple[tuple[object, ...], Any]] = {
    "table_size": (("--table-size", 5), 5),
    "remainder_tables": (("--remainder-tables", "three"), RemainderTables.THREE_FIRST),
    "limit": (("--limit", 151), 151),
    "out_at_limit": (("--out-above-limit",), False),
    "not_opened": (("--not-opened", "100"), NotOpenedRule.FLAT_100),
    "in_hand_close": (("--in-hand-close", "house"), InHandClose.HOUSE),
    "reentries": (("--reentries", 2), 2),
    "format": (("--format", "placement"), Scala40Format.PLACEMENT_POINTS),
    "advance_per_table": (("--advance", 2), 2),
    "stage_cuts": (("--cuts", "16,8,4"), (16, 8, 4)),
    "rounds": (("--rounds", 5), 5),
    "placement_points": (("--placement-points", "5,3,1,0"), (5, 3, 1, 0)),
    "minutes_per_game": (("--minutes", 40), 40),
    "group_size": (("--group-size", 12), 12),
    "ace_alone_one": (("--ace-alone",), True),
    "simplified": (("--simplified",), True),
    "seed": (("--seed", 77), 77),
    "prizes_cumulative": (("--prizes", "cumulative"), True),
    "seating": (("--seating", "danese"), Scala40Seating.DANESE),
    "keep_apart": (("--keep-apart",), True),
    "results_url": (("--results-url", "https://example.org/torneo"), "https://example.org/torneo"),
    "form": (("--form", "pairs"), Scala40Form.PAIRS),
    "pairs_target": (("--pairs-target", 2), 2),
    "pairs_draw": (("--pairs-draw", "lower_penalty"), DrawRule.LOWER_PENALTY),
    "match_points": (("--match-points", "3,1,0"), (3, 1, 0)),
    "pairs_bye": (("--pairs-bye", "draw"), ByeScore.DRAW),
    "pairs_tie_breaks": (
        ("--pairs-tie-breaks", "penalty_points,gp_won"),
        (PairsTieBreak.PENALTY_POINTS, PairsTieBreak.GAME_POINTS_WON),
    ),
    "table_entry": (("--table-entry", "on"), True),
}
# The settings a field only has a meaning beside, given when the tournament is made: the
# Danese seating is for placement points, keeping apart for the Danese seating.
MADE_WITH: dict[str, tuple[str, ...]] = {
    "seating": ("--format", "placement"),
    "keep_apart": ("--format", "placement", "--seating", "danese"),
    # Pairs sit two a table: made at tables of 2, the form is all that changes.
    "form": ("--table-size", "2"),
}
# Not a page of the wizard (it keeps the field as it is), each set by its own command: the
# draw recorded among tied entries (`standings draw`) and among tied teams (`team draw`), the
# qualifiers replaced after a withdrawal (`replace-qualifier`).
BY_ANOTHER_COMMAND = {"draw_order"}
BY_ANOTHER_COMMAND_BURRACO = BY_ANOTHER_COMMAND | {"team_draw_order"}
BY_ANOTHER_COMMAND_SCALA40 = BY_ANOTHER_COMMAND | {"stage_replacements"}

CASES = [("burraco", name, *row) for name, row in BURRACO_OPTIONS.items()] + [
    ("scala40", name, *row) for name, row in SCALA40_OPTIONS.items()
]


@pytest.mark.parametrize(
    ("settings", "options", "elsewhere"),
    [
        (BurracoSettings, BURRACO_OPTIONS, BY_ANOTHER_COMMAND_BURRACO),
        (Scala40Settings, SCALA40_OPTIONS, BY_ANOTHER_COMMAND_SCALA40),
    ],
    ids=["burraco", "scala40"],
)
def test_every_setting_has_its_option(settings, options, elsewhere) -> None:
    """A field of the settings without a row here is a setting the command line cannot set."""
    assert {field.name for field in fields(settings)} == set(options) | elsewhere


def _made(game: str, name: str) -> SnapshotBuilder:
    """The tournament the edit of `name` starts from, as `tournament create` makes it (and the
    club's table saved, for the edits that choose it): built once per process and backend."""
    commands: list[tuple[object, ...]] = [
        ("tournament", "create", "--game", game, "--name", "Serata", *MADE_WITH.get(name, ()))
    ]
    if name in ("vp_scale", "team_vp_scale"):
        commands.append(
            ("vp-table", "save", "--name", CLUB_TABLE.name, "--hands", 3, "--bands", CLUB_BANDS)
        )
    return commands_snapshot(*commands)


@pytest.fixture
def made(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, TournamentId]:
    """This test's copy of the database `_made` builds for its case, and the tournament."""
    case = request.node.callspec.params
    url, created = database_snapshot(_made(case["game"], case["name"]))
    return url, TournamentId(created["id"])


@pytest.mark.parametrize(
    ("game", "name", "options", "value"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES]
)
def test_edit_changes_the_setting_and_nothing_else(
    made: tuple[str, TournamentId], capsys, game, name, options, value
) -> None:
    url, tid = made
    services = open_services(url, station="test-station")
    try:
        before = services.tournaments.get(tid).settings
        assert getattr(before, name) != value

        Torneo(url, capsys).ok("tournament", "edit", "-t", tid, *options)

        assert services.tournaments.get(tid).settings == replace(before, **{name: value})
    finally:
        services.close()


def test_the_recorded_draw_is_set_by_standings_draw(
    database_url: str, services: Services, capsys
) -> None:
    """draw_order, the one field no edit sets: `standings draw` records it."""
    tid = burraco_tournament(services, pairs=4, settings=ONE_ROUND)
    two_ties(services, tid)  # 1 and 3 level on every figure
    Torneo(database_url, capsys).ok("standings", "draw", "-t", tid, 1, 3)
    assert sorted(services.tournaments.get(tid).settings.draw_order) == [1, 3]
