"""A burraco sheet entered as the paper scoresheet has it, each line's base and card points per
hand: checked by the rules, saved as the hands' totals with the base and cards beside them, read
back as typed, in the log's before and after, in the tournament file; older hands read as
before.

The sheet (3 hands, FIBUR): hand 1 the domain doc's, NS 400 + 240 = 640, EW 100 + 145 = 245;
hand 2 NS 150 + 95 = 245, EW -100 (pozzetto not taken) - 20 = -120; hand 3 NS 100 + 60 = 160,
EW 300 + 180 = 480. Turno 1045 to 605, a difference of 440: the 355-500 band, 14-6."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select, update

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    HandTotals,
    PairingSystem,
    PlayerSpec,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.log.details import details_text
from tournament_app.services.messages import describe
from tournament_app.storage.models import BurracoResultRow

SHEET = [
    HandTotals.from_sheet([400, 100], [240, 145]),
    HandTotals.from_sheet([150, -100], [95, -20]),
    HandTotals.from_sheet([100, 300], [60, 180]),
]


def _published(services: Services, pairs: int = 4, **settings: object) -> TournamentId:
    tournament_id = burraco_tournament(
        services,
        pairs=pairs,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, **settings),  # type: ignore[arg-type]
    )
    published_round(services, tournament_id)
    return tournament_id


def test_a_hand_from_the_sheet_is_its_totals_with_base_and_cards() -> None:
    hand = HandTotals.from_sheet([400, 100], [240, 145])
    assert (hand.ns, hand.ew, hand.third) == (640, 245, None)
    assert (hand.base, hand.cards) == ((400, 100), (240, 145))


def test_base_and_cards_must_add_up_to_the_totals() -> None:
    """A value whose figures disagree is a programming error, never stored."""
    with pytest.raises(ValueError):
        HandTotals(640, 245, base=(400, 100), cards=(240, 100))
    with pytest.raises(ValueError):
        HandTotals(640, 245, base=(400, 100))


def test_the_sheet_makes_the_turno_and_keeps_what_was_typed(services: Services) -> None:
    tid = _published(services)
    result = services.results.enter_hands(tid, 1, 1, SHEET)
    assert (result.ns_mp, result.ew_mp, result.ns_vp, result.ew_vp) == (1045, 605, 14, 6)
    again = services.results.get(tid, 1, 1)
    assert again is not None
    assert again.hands == tuple(SHEET)
    assert [hand.base for hand in again.hands] == [(400, 100), (150, -100), (100, 300)]
    assert again.breakdown == (None, None, None)


def test_a_base_no_bonuses_make_is_refused_naming_the_hand(services: Services) -> None:
    """Hand 2's NS base 120 (a mistyped 150): no mix of 200, 150, 100, the closing and the
    pozzetto makes it. INVALID_SCORE in words; nothing saved."""
    tid = _published(services)
    wrong = [SHEET[0], HandTotals.from_sheet([120, -100], [125, -20]), SHEET[2]]
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(tid, 1, 1, wrong)
    error = refused.value
    assert error.code is ErrorCode.INVALID_SCORE
    assert error.scoring_code == "base_not_bonuses"
    assert (error.params["hand"], error.params["value"]) == (2, 120)
    assert (
        "la base 120 non si può fare con i premi dei burraco di questo torneo (200, 150, 100),"
        " più la chiusura (100) o meno la penalità del pozzetto non preso (100)"
    ) in describe(error, "it")
    assert (
        "the base 120 cannot be made of this tournament's burraco bonuses (200, 150, 100)"
    ) in describe(error, "en")
    assert services.results.get(tid, 1, 1) is None


def test_card_points_over_the_pack_are_refused(services: Services) -> None:
    """900 on NS's table and 200 in EW's hands: 1,100 of cards, more than the pack."""
    tid = _published(services)
    wrong = [HandTotals.from_sheet([400, 0], [900, -200]), *SHEET[1:]]
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(tid, 1, 1, wrong)
    assert refused.value.scoring_code == "beyond_pack"
    assert services.results.get(tid, 1, 1) is None


def test_hand_totals_go_through_the_totals_checks(services: Services) -> None:
    """Each hand's totals are then checked as totals typed alone are: two hands for a
    3-hand turno are refused as the wrong count."""
    tid = _published(services)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(tid, 1, 1, SHEET[:2])
    assert refused.value.scoring_code == "wrong_hand_count"


def test_a_correction_logs_the_base_and_cards_before_and_after(services: Services) -> None:
    """Hand 3 re-read: EW's base was 250 (semipulito + sporco), cards 230: the same 480,
    so the turno is unchanged, but the log says which figures changed; undo restores them."""
    tid = _published(services)
    first = services.results.enter_hands(tid, 1, 1, SHEET)
    corrected = [*SHEET[:2], HandTotals.from_sheet([100, 250], [60, 230])]
    services.results.enter_hands(tid, 1, 1, corrected, expected_version=first.version)
    entry = services.audit.list(tid)[0]
    assert entry.action == "result.correct"
    before, after = details_text(entry, "it")
    assert "Smazzata 3: NS base 100, carte 60 — EO base 300, carte 180" in before
    assert "Smazzata 3: NS base 100, carte 60 — EO base 250, carte 230" in after
    assert "Smazzata 1: NS base 400, carte 240 — EO base 100, carte 145" in after
    _, english = details_text(entry, "en")
    assert "Hand 3: NS base 100, cards 60 — EW base 250, cards 230" in english
    services.audit.undo_last(tid)
    restored = services.results.get(tid, 1, 1)
    assert restored is not None and restored.hands[2].base == (100, 300)


def test_saved_again_as_totals_a_sheet_keeps_what_was_typed(services: Services) -> None:
    """The sheet saved again from the totals view (as the window's Hand totals only, or
    `--hands "640:245,..."`): hands whose totals did not change keep their base and cards;
    the hand whose totals changed is what was typed now, totals alone."""
    tid = _published(services)
    first = services.results.enter_hands(tid, 1, 1, SHEET)
    as_totals = [HandTotals(640, 245), HandTotals(245, -120), HandTotals(160, 480)]
    again = services.results.enter_hands(tid, 1, 1, as_totals, expected_version=first.version)
    assert [(hand.base, hand.cards) for hand in again.hands] == [
        ((400, 100), (240, 145)),
        ((150, -100), (95, -20)),
        ((100, 300), (60, 180)),
    ]
    changed = [HandTotals(640, 245), HandTotals(245, -120), HandTotals(160, 430)]
    last = services.results.enter_hands(tid, 1, 1, changed, expected_version=again.version)
    assert [hand.base for hand in last.hands] == [(400, 100), (150, -100), None]
    assert (last.ns_mp, last.ew_mp) == (1045, 555)


def test_hands_typed_otherwise_add_no_lines_to_the_log(services: Services) -> None:
    tid = _published(services)
    services.results.enter_hands(tid, 1, 1, [HandTotals(640, 245)] * 3)
    _, after = details_text(services.audit.list(tid)[0], "en")
    assert "base" not in after and after.startswith("Table 1: NS 1920 — EW 735")


def test_older_hands_read_as_before(services: Services) -> None:
    """Hands stored with their totals alone (every sheet before base and cards) read as
    totals; figures that no longer add up to the stored totals (a file edited by hand) are
    left out, the totals stand."""
    tid = _published(services)
    services.results.enter_hands(tid, 1, 1, [HandTotals(640, 245)] * 3)
    result = services.results.get(tid, 1, 1)
    assert result is not None
    assert result.hands == (HandTotals(640, 245),) * 3
    assert all(hand.base is None and hand.cards is None for hand in result.hands)
    services.results.enter_hands(tid, 1, 2, SHEET)
    stored = BurracoResultRow.__table__
    with services.engine.begin() as connection:
        where = stored.c.table_number == 2
        hands = [
            dict(hand)
            for hand in connection.execute(select(stored.c.hands).where(where)).scalar_one()
        ]
        hands[0]["cards"] = [240, 100]
        connection.execute(update(stored).where(where).values(hands=hands))
    edited = services.results.get(tid, 1, 2)
    assert edited is not None
    assert edited.hands[0] == HandTotals(640, 245)
    assert edited.hands[1] == SHEET[1]


def test_a_table_of_three_keeps_three_lines(services: Services) -> None:
    """7 pairs, table 3 of three: base and cards for each of the three lines, 162 cards."""
    from tournament_app.services import ScheduleStep, ThreePairsTables

    tid = _published(
        services,
        pairs=7,
        schedule=(ScheduleStep(PairingSystem.DANESE, 3),),
        three_pairs=ThreePairsTables.WHEN_NEEDED,
    )
    hands = [
        HandTotals.from_sheet([400, 100, -100], [240, 145, 20]),
        HandTotals.from_sheet([0, 0, 0], [50, 40, 30]),
        HandTotals.from_sheet([0, 0, 0], [0, 0, 0]),
    ]
    result = services.results.enter_three(tid, 1, 3, hands=hands)
    assert (result.ns_mp, result.ew_mp, result.third_mp) == (690, 285, -50)
    again = services.results.get(tid, 1, 3)
    assert again is not None and again.hands[0].base == (400, 100, -100)
    assert again.hands[0].cards == (240, 145, 20)
    _, after = details_text(services.audit.list(tid)[0], "it")
    assert "Smazzata 1: NS base 400, carte 240 — EO base 100, carte 145 — 3ª base -100" in after


def test_the_sheet_travels_in_the_tournament_file(database_url: str, tmp_path: Path) -> None:
    from tournament_app.services.archive.tournament_file import (
        export_tournament_file,
        import_tournament_file,
    )

    services = open_services(database_url, station="test")
    try:
        settings = BurracoSettings(first_round=PairingSystem.REGISTRATION)
        tournament = services.tournaments.create(
            TournamentDraft(Game.BURRACO, "Segnapunti", settings=settings)
        )
        for surname in ("Rossi", "Bianchi"):
            services.entries.add(tournament.id, [PlayerSpec(surname), PlayerSpec(surname + "2")])
        services.rounds.generate(tournament.id)
        services.rounds.publish(tournament.id, 1)
        services.results.enter_hands(tournament.id, 1, 1, SHEET)
        path = export_tournament_file(services, tournament.id, tmp_path / "sheet.torneo")
        imported = import_tournament_file(services, path)
        result = services.results.get(imported.tournament_id, 1, 1)
        assert result is not None and result.hands == tuple(SHEET)
    finally:
        services.close()
