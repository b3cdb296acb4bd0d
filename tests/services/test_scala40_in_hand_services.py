"""A scala 40 sheet with a chiusura in mano, entered through the services, under each rule;
and tournaments stored before the rule could be chosen keep the doubling they were played
with (the house doubling), in the database and in a tournament file.

Rules (/work/shared/domain/scala40.md and the rule articles): the closer scores 0; under
FISCA's rule the players who had opened pay double and one who had not opened pays a flat
100, whatever the cards, not doubled; under the house doubling everyone else pays double, the
not-opened player too; out on reaching 101; players out in the same hand place by total,
lower first; placement points 4, 2, 1, 0.

The evening, seats a b c d, placement points over one round:
- hand 1: a closes; b pays 50, c 45, d 10;
- hand 2: a closes in hand; b had opened and holds 29, c had not opened and holds 30, d had
  opened and holds 20;
- hand 3: a closes; d pays 60 (out: a wins, d is second, last out).
FISCA: hand 2 costs b 58, c 100, d 40: b 108 and c 145 go out together, b placing above c.
House: b 58, c 60, d 40: b 108 and c 105 go out together, c placing above b.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import update

from tests.builders.tournaments import scala40_tournament
from tests.reliability.tournament_files import write_file
from tournament_app.services import (
    InHandClose,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.log.details import details_text
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.services.sheet_rows import replay_sheet
from tournament_app.storage.models import TournamentRow

PLACEMENT = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=1)


def _seated(services: Services, tid: TournamentId) -> tuple[int, ...]:
    (table,) = services.rounds.generate(tid).tables
    services.rounds.publish(tid, 1)
    return table.players


def _play_evening(services: Services, tid: TournamentId, seats: tuple[int, ...]) -> None:
    """The module's three hands."""
    a, b, c, d = seats
    hands = [
        Scala40Hand(((a, 0), (b, 50), (c, 45), (d, 10)), closer=a),
        Scala40Hand(((a, 0), (b, 29), (c, 30), (d, 20)), closer=a, in_hand=True, not_opened=(c,)),
    ]
    for version, hand in enumerate(hands):
        services.results.enter_hand(tid, 1, 1, hand, expected_version=version or None)
    services.results.enter_hand(
        tid, 1, 1, Scala40Hand(((a, 0), (d, 60)), closer=a), expected_version=2
    )


def _store_as_older_torneo(services: Services, tid: TournamentId, doubles: bool) -> None:
    """The tournament's settings as a Torneo without the choice stored them: the doubling
    switch, no rule."""
    stored = settings_to_json(services.tournaments.get(tid).settings)
    del stored["in_hand_close"]
    stored["in_hand_doubles"] = doubles
    with services.engine.begin() as connection:
        where = TournamentRow.id == tid
        connection.execute(update(TournamentRow).where(where).values(settings=stored))


def _standing(services: Services, tid: TournamentId) -> dict[int, tuple[int, int, int]]:
    """Each player's (rank, placement points, penalty total)."""
    return {
        row.entry: (row.rank, row.points, row.penalty_total)
        for row in services.standings.overall(tid)
    }


@pytest.mark.parametrize(
    ("rule", "second_hand", "totals", "order"),
    [
        # Paid in hand 2 by a, b, c, d; totals after hand 3; best first.
        (InHandClose.FISCA, (0, 58, 100, 40), (0, 108, 145, 110), "adbc"),
        (InHandClose.HOUSE, (0, 58, 60, 40), (0, 108, 105, 110), "adcb"),
    ],
)
def test_penalties_and_standings_under_each_rule(
    services: Services,
    rule: InHandClose,
    second_hand: tuple[int, ...],
    totals: tuple[int, ...],
    order: str,
) -> None:
    """The same sheet gives each rule's penalties, totals and placings."""
    tid = scala40_tournament(services, 4, replace(PLACEMENT, in_hand_close=rule))
    seats = _seated(services, tid)
    _play_evening(services, tid, seats)

    sheet = services.results.sheet(tid, 1, 1)
    rows = replay_sheet(sheet, services.tournaments.get(tid).settings).rows
    assert tuple(rows[1].cell(p).paid for p in seats) == second_hand
    assert dict(sheet.totals) == dict(zip(seats, totals, strict=True))
    named = dict(zip("abcd", seats, strict=True))
    ranked = [named[letter] for letter in order]
    standing = _standing(services, tid)
    assert [standing[p][:2] for p in ranked] == [(1, 4), (2, 2), (3, 1), (4, 0)]
    assert [standing[p][2] for p in seats] == list(totals)


def test_fisca_marks_only_the_players_who_opened_as_doubled(services: Services) -> None:
    """Under FISCA the not-opened player's cell is the flat 100, not marked doubled; the
    others show the figure typed and that it was doubled."""
    tid = scala40_tournament(services, 4, replace(PLACEMENT, in_hand_close=InHandClose.FISCA))
    a, b, c, _ = seats = _seated(services, tid)
    _play_evening(services, tid, seats)
    sheet = services.results.sheet(tid, 1, 1)
    second = replay_sheet(sheet, services.tournaments.get(tid).settings).rows[1]
    assert (second.cell(b).typed, second.cell(b).doubled) == (29, True)
    assert (second.cell(c).paid, second.cell(c).doubled, second.cell(c).not_opened) == (
        100,
        False,
        True,
    )
    assert second.cell(a).closer and second.cell(a).in_hand and not second.cell(a).doubled


def test_without_the_variant_nothing_doubles(services: Services) -> None:
    """Off: a chiusura in mano scores as any close (c pays the 30 held)."""
    tid = scala40_tournament(services, 4, PLACEMENT)
    a, b, c, d = _seated(services, tid)
    sheet = services.results.enter_hand(
        tid,
        1,
        1,
        Scala40Hand(((a, 0), (b, 29), (c, 30), (d, 20)), closer=a, in_hand=True, not_opened=(c,)),
    )
    assert dict(sheet.totals) == {a: 0, b: 29, c: 30, d: 20}


@pytest.mark.parametrize(("doubles", "rule"), [(True, InHandClose.HOUSE), (False, InHandClose.OFF)])
def test_an_older_tournament_keeps_its_doubling(
    services: Services, doubles: bool, rule: InHandClose
) -> None:
    """A tournament stored with only the doubling switch reads as what the switch did: on,
    the house doubling; off, no doubling."""
    tid = scala40_tournament(services, 4, PLACEMENT)
    _store_as_older_torneo(services, tid, doubles)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, Scala40Settings)
    assert settings.in_hand_close is rule


def test_an_older_tournament_played_with_doubling_keeps_its_standings(
    services: Services,
) -> None:
    """Played under the older switch, the sheet gives the house doubling's figures (c pays
    60, not FISCA's 100) and its standings; an edit of its name after round 1 is accepted
    (the rule read is the rule it was played with), stores the rule by name, changes no
    standing, and the log does not call it a change of chiusura in mano."""
    tid = scala40_tournament(services, 4, PLACEMENT)
    _store_as_older_torneo(services, tid, True)
    a, b, c, d = seats = _seated(services, tid)
    _play_evening(services, tid, seats)
    before = _standing(services, tid)
    assert dict(services.results.sheet(tid, 1, 1).totals) == {a: 0, b: 108, c: 105, d: 110}
    assert before[c][:2] == (3, 1) and before[b][:2] == (4, 0)

    tournament = services.tournaments.get(tid)
    services.tournaments.edit(tid, name="Scala 40 rinominata", settings=tournament.settings)

    with services.engine.connect() as connection:
        stored = connection.execute(
            TournamentRow.__table__.select().where(TournamentRow.id == tid)
        ).one()
    assert stored.settings["in_hand_close"] == "house"
    assert _standing(services, tid) == before
    logged = "\n".join(details_text(services.audit.list(tid, limit=1)[0], "it"))
    assert "Nome: Scala 40 rinominata" in logged
    assert "hiusura in mano" not in logged


def test_an_older_tournament_file_keeps_its_doubling(services: Services, tmp_path: Path) -> None:
    """A tournament file written before the choice (the switch on, no rule) imports with the
    house doubling, and its sheet its standings as played."""
    tid = scala40_tournament(services, 4, replace(PLACEMENT, in_hand_close=InHandClose.HOUSE))
    seats = _seated(services, tid)
    _play_evening(services, tid, seats)
    played = _standing(services, tid)
    exported = export_tournament_file(services, tid, tmp_path / "serata.torneo")
    with zipfile.ZipFile(exported) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        document = json.loads(archive.read("tournament.json"))
    settings = document["tables"]["tournaments"][0]["settings"]
    del settings["in_hand_close"]
    settings["in_hand_doubles"] = True
    older = write_file(tmp_path, manifest, document, "vecchio.torneo")

    imported = import_tournament_file(services, older).tournament_id
    settings_read = services.tournaments.get(imported).settings
    assert isinstance(settings_read, Scala40Settings)
    assert settings_read.in_hand_close is InHandClose.HOUSE
    assert sorted(_standing(services, imported).values()) == sorted(played.values())
