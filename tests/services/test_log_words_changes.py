"""The log says what a change did, from what to what, in the director's words (dayafter #5,
#6, #11; guide #10): written through the real services on a real database, read with
`change_text`/`details_text`, the words both the Log page and `torneo log` use."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import PenaltyKind, Scala40Hand, Services, open_services
from tournament_app.services.errors import ConflictError, ErrorCode, ServiceError
from tournament_app.services.log.details import details_text
from tournament_app.services.log.words import change_text
from tournament_app.services.messages import describe
from tournament_app.services.settings import (
    BurracoSettings,
    Scala40Format,
    Scala40Settings,
    TieBreak,
)


def latest(services: Services, tid):
    return services.audit.list(tid, limit=1)[0]


def round_one(services: Services, pairs: int = 4):
    tid = burraco_tournament(services, pairs)
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, made.number)
    return tid


# The tests asking for `published` start from their own copy of `round_one`, made once a
# process and database; the others from an empty database.
start, database_url = snapshot_fixtures({"published": with_services(round_one)})
published = state_value("published")


def test_a_correction_says_from_what_to_what(services: Services, published: int) -> None:
    tid = published
    services.results.enter_totals(tid, 1, 1, 1300, 300)
    services.results.enter_totals(tid, 1, 1, 300, 1300, expected_version=1)
    row = latest(services, tid)
    said = change_text(row, "it")
    assert said.startswith("Risultato corretto: da 1300-300 (PV ")
    assert " a 300-1300 (PV " in said
    before, after = details_text(row, "it")
    assert before.startswith("Tavolo 1: NS 1300 — EO 300, PV ")
    assert after.startswith("Tavolo 1: NS 300 — EO 1300, PV ")


def test_a_negative_score_reads_whole(services: Services, published: int) -> None:
    """1200 to -35: never "1200--35"."""
    tid = published
    services.results.enter_totals(tid, 1, 1, 1200, -35)
    said = change_text(latest(services, tid), "it")
    assert "1200-(-35)" in said and "--" not in said


def test_a_second_entry_with_a_negative_score_reads_whole(
    services: Services, published: int
) -> None:
    """The second operator's -245 against the first's 245: "640-(-245)", not "640--245"."""
    tid = published
    services.results.enter_totals(tid, 1, 1, 640, 245)
    services.results.second_entry(tid, 1, 1, 640, -245)
    said = change_text(latest(services, tid), "it")
    assert "640-(-245)" in said and "640-245" in said and "--" not in said


def test_a_stale_write_of_the_same_station_leaves_no_row(
    services: Services, published: int
) -> None:
    """A table entered twice, or corrected from a version this station itself replaced, is
    refused like any input: no other station was involved, nothing changed, so the log gains
    no row and reads no clash between stations."""
    tid = published
    services.results.enter_totals(tid, 1, 1, 600, 400)
    services.results.enter_totals(tid, 1, 1, 650, 400, expected_version=1)
    count = len(services.audit.list(tid))
    with pytest.raises(ConflictError):
        services.results.enter_totals(tid, 1, 1, 700, 400, expected_version=1)
    with pytest.raises(ConflictError):
        services.results.enter_totals(tid, 1, 1, 700, 400)
    assert len(services.audit.list(tid)) == count
    assert latest(services, tid).action == "result.correct"


def test_an_older_stale_row_of_the_same_station_does_not_blame_another(
    services: Services, published: int
) -> None:
    """Such a row older Torneo wrote still reads without naming another station."""
    tid = published
    services.results.enter_totals(tid, 1, 1, 600, 400)
    row = replace(
        latest(services, tid),
        action="result.correct.refused",
        summary=f"stale version 1: 2 by {services.station}",
        params={"had": 1, "found": 2, "by": services.station},
    )
    it, en = (change_text(row, language) for language in ("it", "en"))
    assert "un'altra postazione" not in it and "another station" not in en
    assert it == (
        "Non salvato (già cambiato prima dalla stessa postazione): risultato corretto:"
        " aveva la versione 1, ma aveva già salvato la versione 2"
    )


def test_scala40_hands_name_the_hand_and_each_players_points(services: Services) -> None:
    tid = scala40_tournament(services, 4)
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, made.number)
    hand = Scala40Hand(points=((1, 0), (2, 35), (3, 20), (4, 10)), closer=1)
    services.results.enter_hand(tid, 1, 1, hand)
    assert change_text(latest(services, tid), "it") == (
        "Smazzata di scala 40 inserita: smazzata 1: 1=0, 2=35, 3=20, 4=10"
    )
    fixed = replace(hand, points=((1, 0), (2, 15), (3, 20), (4, 10)))
    services.results.correct_hand(tid, 1, 1, 0, fixed, expected_version=1)
    assert change_text(latest(services, tid), "it") == (
        "Smazzata di scala 40 corretta: smazzata 1 da 1=0, 2=35, 3=20, 4=10 a 1=0, 2=15, 3=20, 4=10"
    )
    assert change_text(latest(services, tid), "en") == (
        "Scala 40 hand corrected: hand 1 from 1=0, 2=35, 3=20, 4=10 to 1=0, 2=15, 3=20, 4=10"
    )
    services.results.remove_last_hand(tid, 1, 1, expected_version=2)
    assert change_text(latest(services, tid), "it") == (
        "Smazzata di scala 40 tolta: smazzata 1: 1=0, 2=15, 3=20, 4=10"
    )
    before, after = details_text(latest(services, tid), "it")
    assert "Smazzata 1: 1=0, 2=15, 3=20, 4=10" in before and "Smazzata" not in after


def test_a_settings_edit_names_the_settings_it_changed(services: Services) -> None:
    tid = burraco_tournament(services, 4)
    settings = services.tournaments.get(tid).settings
    assert isinstance(settings, BurracoSettings)
    reordered = replace(
        settings,
        tie_breaks=(TieBreak.MP_SCORED, TieBreak.MP_DIFF, TieBreak.HEAD_TO_HEAD, TieBreak.DRAW),
    )
    services.tournaments.edit(tid, settings=reordered)
    row = latest(services, tid)
    assert change_text(row, "it") == "Impostazioni del torneo modificate: spareggi"
    before, after = details_text(row, "it")
    assert (
        before == "Spareggi: Differenza punti, Punti fatti, Scontro diretto, Sorteggio (registrato)"
    )
    assert (
        after == "Spareggi: Punti fatti, Differenza punti, Scontro diretto, Sorteggio (registrato)"
    )


def test_an_entry_edit_names_the_field(services: Services) -> None:
    tid = burraco_tournament(services, 4)
    services.entries.edit(tid, 4, group="B")
    row = latest(services, tid)
    assert change_text(row, "it") == "Iscrizione modificata: girone B"
    assert change_text(row, "en") == "Entry changed: group B"
    before, after = details_text(row, "it")
    assert (before, after) == ("girone: —", "girone: B")


def test_undo_refuses_when_the_change_asked_about_is_no_longer_the_latest(
    services: Services, published: int, database_url: str
) -> None:
    """The window asked about table 1; meanwhile another station entered table 2: undo
    takes back nothing rather than table 2."""
    tid = published
    services.results.enter_totals(tid, 1, 1, 600, 400)
    asked = services.audit.next_undoable(tid)
    assert asked is not None and asked.entity == "round 1 table 1"
    other = open_services(database_url, station="Sala 2")
    try:
        other.results.enter_totals(tid, 1, 2, 500, 500)
    finally:
        other.close()
    with pytest.raises(ServiceError) as refused:
        services.audit.undo_last(tid, expected=asked.id)
    assert refused.value.code is ErrorCode.CONFLICT
    assert "Sala 2" in describe(refused.value, "it")
    assert {r.table for r in services.results.list(tid, 1)} == {1, 2}


def test_scala40_penalties_read_in_scala40_words(services: Services) -> None:
    """Scala 40 has no VP or MP: points added to a player's total and placement points taken
    are said as such, in both languages."""
    placement = Scala40Settings(format=Scala40Format.PLACEMENT_POINTS, rounds=2)
    tid = scala40_tournament(services, 4, placement)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    services.penalties.add(tid, 2, PenaltyKind.MP, round_number=1, reason="Scarto", mp=20)
    it, en = (change_text(latest(services, tid), language) for language in ("it", "en"))
    assert it == "Penalità assegnata: 20 punti di penalità aggiunti (Scarto)"
    assert en == "Penalty given: 20 penalty points added (Scarto)"
    services.penalties.add(tid, 3, PenaltyKind.VP, round_number=1, reason="Ritardo", vp=1)
    en = change_text(latest(services, tid), "en")
    assert en == "Penalty given: 1 placement point taken away (Ritardo)"
    assert "MP" not in en and "VP" not in en


def test_burraco_penalties_say_their_points_once(services: Services) -> None:
    """The audit evening's line: 100 points taken for lateness read "-100 punti (7 minuti di
    ritardo)" after "Penalità assegnata", not "penalità in punti -100 punti: ..."; a VP
    penalty the same way, a warning (no points) by its name, each with its reason."""
    tid = burraco_tournament(services, 4)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    given = (
        (PenaltyKind.MP, {"mp": 100}, "7 minuti di ritardo"),
        (PenaltyKind.VP, {"vp": 2}, "telefono"),
        (PenaltyKind.WARNING, {}, "parla durante il gioco"),
    )
    said = []
    for kind, points, reason in given:
        services.penalties.add(tid, 1, kind, round_number=1, reason=reason, **points)
        said.append(tuple(change_text(latest(services, tid), lang) for lang in ("it", "en")))
    assert said == [
        (
            "Penalità assegnata: -100 punti (7 minuti di ritardo)",
            "Penalty given: -100 MP (7 minuti di ritardo)",
        ),
        ("Penalità assegnata: -2 PV (telefono)", "Penalty given: -2 VP (telefono)"),
        (
            "Penalità assegnata: ammonizione (parla durante il gioco)",
            "Penalty given: warning (parla durante il gioco)",
        ),
    ]
