"""A turno lost by forfeit scores the tournament's own VP (burraco.md, "Byes, lateness,
penalties (configurable defaults)"): more than 10 minutes late, the pair present gets 70% of
the maximum VP (14; 60%, 12, with 4 hands) plus the equivalent MP, the late pair 6 VP (8 with 4
hands). Those are the defaults a tournament that sets none plays with, by its hands as the bye's
are; a director may set others, 0 to 20 and the pair present never below the late pair.

The figures expected are the domain doc's, not the code's. Every test runs on SQLite and on
PostgreSQL (the `services` fixture)."""

from __future__ import annotations

import hashlib
import json
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import update

from tests.builders.archive_files import rewrite
from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    ResultKind,
    ServiceError,
    Services,
    TournamentId,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.log.details import details_text
from tournament_app.services.messages import describe
from tournament_app.services.setting_words import setting_rows
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.storage.models import TournamentRow

# A club's own 2-hand table (FIBUR publishes none): 14 VP need its 15 VP band, from 300.
CLUB_2 = VictoryPointScale(
    "Circolo 2 smazzate",
    2,
    (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(300, 15),
     VictoryPointBand(600, 20)),
)  # fmt: skip
NEW_KEYS = ("forfeit_present_vp", "forfeit_late_vp")
PRESENT_IT, LATE_IT = "PV del forfait alla coppia presente", "PV del forfait alla coppia in ritardo"


def _forfeit(services: Services, settings: BurracoSettings) -> tuple[int, int, int, int]:
    """A 4-pair tournament with `settings`, round 1 published and table 1's EW pair late:
    (NS VP, NS MP, EW VP, EW MP) as the result is stored."""
    tid = burraco_tournament(services, pairs=4, settings=settings)
    published_round(services, tid)
    result = services.results.enter_forfeit(tid, 1, 1, absent="ew")
    assert result.kind is ResultKind.FORFEIT
    return result.ns_vp, result.ns_mp, result.ew_vp, result.ew_mp


def _listed(settings: BurracoSettings) -> tuple[str, str]:
    """The forfeit's two VP as `tournament show`, the summary and the log list them (Italian)."""
    rows = dict(setting_rows(settings, "it"))
    return rows[PRESENT_IT], rows[LATE_IT]


@pytest.mark.parametrize(
    ("hands", "scale", "scored"),
    [
        # 2 hands: the club's table; 14 VP and the MP where that table gives 14 or more.
        (2, CLUB_2, (14, 300, 6, 0)),
        (3, None, (14, 355, 6, 0)),  # FIBUR 3 hands: 14 VP start at 355
        (4, None, (12, 305, 8, 0)),  # FIBUR 4 hands: 12 VP start at 305
    ],
)
def test_a_tournament_without_its_own_figures_plays_the_default_for_its_hands(
    services: Services, hands: int, scale: VictoryPointScale | None, scored: tuple[int, ...]
) -> None:
    settings = BurracoSettings(hands=hands, vp_scale=scale)
    assert _forfeit(services, settings) == scored
    assert _listed(settings) == (str(scored[0]), str(scored[2]))


def test_the_tournament_s_own_figures_score_the_forfeit(services: Services) -> None:
    """15 VP to the pair present, with 505 MP (where FIBUR's 3-hand table gives 15), 5 to
    the late pair: in the result and in the ranking."""
    settings = BurracoSettings(forfeit_present_vp=15, forfeit_late_vp=5)
    tid = burraco_tournament(services, pairs=4, settings=settings)
    published_round(services, tid)
    table = services.rounds.get(tid, 1).tables[0]
    result = services.results.enter_forfeit(tid, 1, table.table, absent="ns")
    assert (result.ns_vp, result.ns_mp, result.ew_vp, result.ew_mp) == (5, 0, 15, 505)
    ranking = {row.entry: row for row in services.standings.overall(tid)}
    (late,), (present,) = table.ns, table.ew
    assert (ranking[present].vp, ranking[present].mp_difference) == (15, 505)
    assert (ranking[late].vp, ranking[late].mp_difference) == (5, -505)
    assert _listed(services.tournaments.get(tid).settings) == ("15", "5")


def test_four_hands_take_the_equivalent_mp_of_their_own_table(services: Services) -> None:
    """13 VP with 4 hands: FIBUR's 4-hand table gives 13 from 505 MP."""
    assert _forfeit(services, BurracoSettings(hands=4, forfeit_present_vp=13)) == (13, 505, 8, 0)


def test_a_pair_that_leaves_takes_the_late_pair_s_vp(services: Services) -> None:
    """burraco.md: a pair that leaves gets the late pair's 6 or 8, the opponents the bye."""
    tid = burraco_tournament(services, pairs=4, settings=BurracoSettings(forfeit_late_vp=4))
    published_round(services, tid)
    result = services.results.enter_abandoned(tid, 1, 1, left="ns")
    assert (result.ns_vp, result.ns_mp, result.ew_vp, result.ew_mp) == (4, 0, 14, 355)


@pytest.mark.parametrize(
    ("figures", "italian", "english"),
    [
        (
            {"forfeit_present_vp": 21},
            "«PV del forfait alla coppia presente» vale 21: i PV vanno da 0 a 20",
            "“forfeit VP to the pair present” is 21: VP go from 0 to 20",
        ),
        (
            {"forfeit_late_vp": -1},
            "«PV del forfait alla coppia in ritardo» vale -1: i PV vanno da 0 a 20",
            "“forfeit VP to the late pair” is -1: VP go from 0 to 20",
        ),
        (
            {"forfeit_present_vp": 9, "forfeit_late_vp": 11},
            "la coppia presente avrebbe 9 PV e quella in ritardo 11",
            "the pair present would get 9 VP and the late pair 11",
        ),
        (
            # 4 hands: the late pair's default is 8, above the 7 typed for the pair present.
            {"hands": 4, "forfeit_present_vp": 7},
            "la coppia presente avrebbe 7 PV e quella in ritardo 8",
            "the pair present would get 7 VP and the late pair 8",
        ),
    ],
)
def test_figures_no_forfeit_can_have_are_refused_and_nothing_changes(
    services: Services, figures: dict[str, int], italian: str, english: str
) -> None:
    tid = burraco_tournament(services, pairs=4)
    before = services.tournaments.get(tid)
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tid, settings=replace(BurracoSettings(), **figures))
    assert refused.value.code is ErrorCode.INVALID_SETTINGS
    assert italian in describe(refused.value, "it")
    assert english in describe(refused.value, "en")
    assert services.tournaments.get(tid) == before
    made = [t.id for t in services.tournaments.list()]
    with pytest.raises(ServiceError):
        burraco_tournament(services, settings=replace(BurracoSettings(), **figures))
    assert [t.id for t in services.tournaments.list()] == made


def test_the_pair_present_may_score_level_with_the_late_pair(services: Services) -> None:
    """A club that gives a forfeit 10-10 plays it: never below, level allowed."""
    settings = BurracoSettings(forfeit_present_vp=10, forfeit_late_vp=10)
    assert _forfeit(services, settings) == (10, 0, 10, 0)


def test_the_log_says_the_change_in_the_director_s_words(services: Services) -> None:
    """The settings edit reads, before and after, by the setting's name and its figure."""
    tid = burraco_tournament(services, pairs=4)
    services.tournaments.edit(tid, settings=BurracoSettings(forfeit_present_vp=15))
    row = services.audit.list(tid, limit=1)[0]
    before, after = details_text(row, "it")
    assert f"{PRESENT_IT}: 14" in before and f"{PRESENT_IT}: 15" in after
    assert LATE_IT not in after  # only what changed
    before, after = details_text(row, "en")
    assert "Forfeit VP to the pair present: 14" in before
    assert "Forfeit VP to the pair present: 15" in after


def test_the_figures_are_fixed_once_round_1_is_published(services: Services) -> None:
    """The forfeits already scored were given them; the default written out is no change."""
    tid = burraco_tournament(services, pairs=4)
    published_round(services, tid)
    assert {"forfeit_present_vp", "forfeit_late_vp"} <= set(
        services.tournaments.locked_settings(tid)
    )
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tid, settings=BurracoSettings(forfeit_present_vp=15))
    assert PRESENT_IT in describe(refused.value, "it")
    assert services.tournaments.get(tid).settings == BurracoSettings()
    # The wizard's Finish on the figures shown (the defaults for 3 hands): nothing changes.
    same = BurracoSettings(forfeit_present_vp=14, forfeit_late_vp=6)
    assert services.tournaments.edit(tid, settings=same).settings == BurracoSettings()


def _stored_as_before(services: Services, tid: TournamentId) -> dict[str, object]:
    """The tournament's settings rewritten as a Torneo before the forfeit's VP stored them:
    without the two keys."""
    older = {
        key: value
        for key, value in settings_to_json(services.tournaments.get(tid).settings).items()
        if key not in NEW_KEYS
    }
    with services.engine.begin() as connection:
        connection.execute(
            update(TournamentRow).where(TournamentRow.id == tid).values(settings=older)
        )
    return older


def test_a_tournament_stored_before_reads_and_scores_as_before(services: Services) -> None:
    """Round 1's forfeit was scored by an older Torneo (14 and 355 to the pair present, 6 to
    the late pair); read now, the tournament keeps it, and the next forfeit scores the same."""
    tid = burraco_tournament(services, pairs=4, settings=BurracoSettings(hands=3))
    published_round(services, tid)
    services.results.enter_forfeit(tid, 1, 1, absent="ew")
    _stored_as_before(services, tid)

    settings = services.tournaments.get(tid).settings
    assert (settings.forfeit_present_vp, settings.forfeit_late_vp) == (None, None)
    assert _listed(settings) == ("14", "6")
    kept = services.results.list(tid, 1)[0]
    assert (kept.ns_vp, kept.ns_mp, kept.ew_vp, kept.ew_mp) == (14, 355, 6, 0)
    again = services.results.enter_forfeit(tid, 1, 2, absent="ns")
    assert (again.ns_vp, again.ns_mp, again.ew_vp, again.ew_mp) == (6, 0, 14, 355)


def test_a_tournament_file_written_before_imports_and_scores_as_before(
    services: Services, tmp_path: Path
) -> None:
    """A 4-hand tournament file from before (its settings without the two keys): imported,
    its forfeit stays 12 and 305 to 8, and a new forfeit scores the same."""
    tid = burraco_tournament(services, pairs=4, settings=BurracoSettings(hands=4))
    published_round(services, tid)
    services.results.enter_forfeit(tid, 1, 1, absent="ew")
    written = export_tournament_file(services, tid, tmp_path / "serata.torneo")
    document = json.loads(zipfile.ZipFile(written).read("tournament.json"))
    stored = document["tables"]["tournaments"][0]["settings"]
    for key in NEW_KEYS:
        del stored[key]
    data = json.dumps(document, ensure_ascii=False).encode()
    digest = hashlib.sha256(data).hexdigest()
    older = rewrite(
        written, tmp_path / "older.torneo", manifest=lambda m: {**m, "sha256": digest}, data=data
    )

    imported = import_tournament_file(services, older).tournament_id
    settings = services.tournaments.get(imported).settings
    assert isinstance(settings, BurracoSettings)
    assert (settings.hands, settings.forfeit_present_vp, settings.forfeit_late_vp) == (
        4,
        None,
        None,
    )
    assert _listed(settings) == ("12", "8")
    kept = services.results.list(imported, 1)[0]
    assert (kept.ns_vp, kept.ns_mp, kept.ew_vp, kept.ew_mp) == (12, 305, 8, 0)
    again = services.results.enter_forfeit(imported, 1, 2, absent="ns")
    assert (again.ns_vp, again.ns_mp, again.ew_vp, again.ew_mp) == (8, 0, 12, 305)
