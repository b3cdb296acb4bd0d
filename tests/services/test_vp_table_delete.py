"""Deleting one of the club's saved VP tables (services.saved_vp_tables): it leaves the list,
the tournaments that use it keep their own copy and go on scoring by it, the change is in the
log and undo brings it back; a name no saved table has, or a FIBUR table, is refused in words
that say what to do, and nothing changes."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    PairingSystem,
    ScheduleStep,
    ServiceError,
    Services,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.log.words import change_text
from tournament_app.services.messages import describe
from tournament_app.services.messages.vp_tables import vp_table_deleted_sentence

CLUB_2 = VictoryPointScale(
    "Circolo 2", 2, (VictoryPointBand(0, 10), VictoryPointBand(40, 12), VictoryPointBand(400, 20))
)
CLUB_3 = VictoryPointScale(
    "Circolo 3", 3, (VictoryPointBand(0, 10), VictoryPointBand(100, 12), VictoryPointBand(900, 20))
)


def _two_hands_on(services: Services, name: str) -> int:
    """A 2-hand tournament made with the saved table CLUB_2, four pairs, round 1 published."""
    settings = BurracoSettings(
        hands=2, vp_scale=CLUB_2, schedule=(ScheduleStep(PairingSystem.MITCHELL, 1),)
    )
    tid = burraco_tournament(services, 4, settings, name=name)
    published_round(services, tid)
    return tid


def _saved_names(services: Services) -> list[str]:
    return [scale.name for scale in services.tournaments.saved_vp_scales()]


def test_a_deleted_table_leaves_the_list_and_its_tournaments_keep_their_copy(
    services: Services,
) -> None:
    tournaments = services.tournaments
    tournaments.save_vp_scale(CLUB_2)
    tournaments.save_vp_scale(CLUB_3)
    monday = _two_hands_on(services, "Lunedì")
    friday = _two_hands_on(services, "Venerdì")

    deleted = tournaments.delete_vp_scale("circolo 2")  # capitals aside, as `vp --table`

    assert deleted.scale == CLUB_2
    assert [(kept.id, kept.name) for kept in deleted.kept_by] == [
        (monday, "Lunedì"),
        (friday, "Venerdì"),
    ]
    assert _saved_names(services) == ["Circolo 3"]
    assert "Circolo 2" not in [scale.name for scale in tournaments.vp_scales()]
    assert [t.name for t in tournaments.vp_table_choice(2).tables] == []
    # The tournaments still hold the table and score by it: 300 MP apart is 12-8 by CLUB_2.
    for tid in (monday, friday):
        assert tournaments.get(tid).settings.vp_scale == CLUB_2
        result = services.results.enter_totals(tid, 1, 1, 400, 100)
        assert (result.ns_vp, result.ew_vp) == (12, 8)

    assert vp_table_deleted_sentence(deleted, "en") == (
        "VP table “Circolo 2” deleted (it can be undone)."
        " The 2 tournaments that use it keep their own copy."
    )
    assert vp_table_deleted_sentence(deleted, "it") == (
        "Tabella dei PV «Circolo 2» eliminata (si può annullare)."
        " I 2 tornei che la usano ne conservano ciascuno una copia propria."
    )


def test_one_tournament_is_named_and_none_is_not_mentioned(services: Services) -> None:
    services.tournaments.save_vp_scale(CLUB_2)
    services.tournaments.save_vp_scale(CLUB_3)
    _two_hands_on(services, "Serata veloce")
    one = services.tournaments.delete_vp_scale("Circolo 2")
    none = services.tournaments.delete_vp_scale("Circolo 3")
    assert vp_table_deleted_sentence(one, "en").endswith(
        "The tournament that uses it, “Serata veloce”, keeps its own copy."
    )
    assert none.kept_by == ()
    assert vp_table_deleted_sentence(none, "it") == (
        "Tabella dei PV «Circolo 3» eliminata (si può annullare)."
    )
    assert _saved_names(services) == []


def test_the_deletion_is_logged_and_undo_brings_the_table_back(services: Services) -> None:
    services.tournaments.save_vp_scale(CLUB_2)
    services.tournaments.delete_vp_scale("Circolo 2")

    latest = services.audit.list(limit=1)[0]
    assert (latest.action, latest.tournament_id, latest.summary) == (
        "vp_scale.delete",
        None,
        "Circolo 2",
    )
    assert change_text(latest, "en").startswith("VP table deleted")
    assert change_text(latest, "it").startswith("Tabella PV eliminata")

    services.audit.undo_last()
    assert services.tournaments.saved_vp_scales() == (CLUB_2,)


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_name_no_saved_table_has_is_refused_saying_how_to_list_them(
    services: Services, language: str
) -> None:
    services.tournaments.save_vp_scale(CLUB_2)
    services.tournaments.save_vp_scale(CLUB_3)
    logged = services.audit.count()

    with pytest.raises(ServiceError) as refused:
        services.tournaments.delete_vp_scale("Circolo 4")

    error = refused.value
    assert error.code is ErrorCode.NOT_FOUND
    assert error.params["saved"] == ("Circolo 2", "Circolo 3")
    on_line = describe(error, language, face="cli")
    in_window = describe(error, language, face="window")
    if language == "en":
        assert on_line == (
            "VP table “Circolo 4” does not exist. Check the name and try again"
            " (the saved tables: torneo vp-table list)."
        )
        assert "(the club's saved tables are in the Saved table list)" in in_window
    else:
        assert on_line == (
            "La tabella dei PV «Circolo 4» non esiste. Controlla il nome e riprova"
            " (le tabelle salvate: torneo vp-table list)."
        )
        assert "nell'elenco Tabella salvata" in in_window
    assert _saved_names(services) == ["Circolo 2", "Circolo 3"]
    assert services.audit.count() == logged


def test_fibur_tables_are_built_in_and_never_deleted(services: Services) -> None:
    for name in ("FIBUR 3 smazzate", "FIBUR 4 hands"):
        with pytest.raises(ServiceError) as refused:
            services.tournaments.delete_vp_scale(name)
        # The name is right, the table is built in: no "invalid value, correct it".
        assert refused.value.code is ErrorCode.STATE_REFUSED
        assert describe(refused.value, "en") == (
            f"“{name}” is one of FIBUR's tables, built into Torneo, so it cannot be deleted:"
            " only the club's own saved tables can be (the club's saved tables are in the Saved"
            " table list). Nothing changed."
        )
        assert describe(refused.value, "it") == (
            f"«{name}» è una delle tabelle FIBUR, incluse in Torneo, quindi non si può"
            " eliminare: si eliminano solo le tabelle salvate dal circolo (le tabelle salvate"
            " del circolo sono nell'elenco Tabella salvata). Non è cambiato nulla."
        )
    assert [scale.name for scale in services.tournaments.vp_scales()] == [
        "FIBUR 3 smazzate",
        "FIBUR 4 smazzate",
    ]
