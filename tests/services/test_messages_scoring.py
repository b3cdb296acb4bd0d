"""Rules of the game refused by `scoring` reach the director as sentences, never as codes."""

from __future__ import annotations

import importlib
import pkgutil
from enum import Enum

import pytest

import scoring
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    HandBreakdown,
    LineHand,
    PairingSystem,
    Scala40Hand,
    ServiceError,
    Services,
    VictoryPointBand,
    VictoryPointScale,
)
from tournament_app.services.messages import LANGUAGES, describe, scoring_sentence


def scoring_code_enums() -> list[type[Enum]]:
    """Every enum of error codes anywhere in `scoring` (found, not listed, so a new one
    added later must be worded too)."""
    found: dict[str, type[Enum]] = {}
    modules = [scoring.__name__] + [
        info.name for info in pkgutil.walk_packages(scoring.__path__, f"{scoring.__name__}.")
    ]
    for name in modules:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, Enum)
                and value.__module__ == name
                and value.__name__.endswith(("ErrorCode", "ViolationCode"))
            ):
                found[f"{name}.{value.__name__}"] = value
    return [found[key] for key in sorted(found)]


ENUMS = scoring_code_enums()
MEMBERS = [member for enum in ENUMS for member in enum]


def test_the_known_code_families_are_all_found() -> None:
    names = {enum.__name__ for enum in ENUMS}
    assert {
        "HandErrorCode",
        "CardErrorCode",
        "TableErrorCode",
        "GameErrorCode",
        "PairingErrorCode",
        "ScheduleErrorCode",
        "TurnoErrorCode",
        "StageErrorCode",
        "StandingsErrorCode",
        "ViolationCode",
    } <= names


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: f"{type(m).__name__}.{m.name}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_scoring_code_has_a_sentence(member: Enum, language: str) -> None:
    sentence = scoring_sentence(str(member.value), language)
    assert sentence is not None, f"{member} has no {language} sentence"
    assert str(member.value) not in sentence and member.name not in sentence
    assert "{" not in sentence and "_" not in sentence
    # What is wrong, then what to do: at least two sentences.
    assert sentence.rstrip(".").count(".") >= 1 or ":" in sentence
    message = describe(
        ServiceError(ErrorCode.INVALID_SCORE, scoring_code=str(member.value)), language
    )
    assert str(member.value) not in message
    assert message.startswith(("Punteggio non valido", "Invalid score"))


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: f"{type(m).__name__}.{m.name}")
def test_italian_and_english_differ(member: Enum) -> None:
    italian = scoring_sentence(str(member.value), "it")
    english = scoring_sentence(str(member.value), "en")
    assert italian != english


def _published(services: Services) -> int:
    tid = burraco_tournament(
        services, pairs=4, settings=BurracoSettings(first_round=PairingSystem.REGISTRATION)
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return int(tid)


def test_both_lines_closing_reads_as_a_rule(services: Services) -> None:
    """The refusal that used to show "both_closed" inside the sentence."""
    tid = _published(services)
    closing = LineHand(clean=1, closed=True, melded=300)
    hands = [HandBreakdown(closing, closing)] * 3
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hands(tid, 1, 1, hands)
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert "both_closed" not in italian + english
    assert "una sola può chiudere" in italian
    assert "only one can close" in english
    assert services.results.get(tid, 1, 1) is None


def test_scala40_two_closers_reads_as_a_rule(services: Services) -> None:
    tid = scala40_tournament(services, players=4)
    seating = services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    first, second, *rest = seating.tables[0].players
    hand = Scala40Hand(((second, 0), *((p, 20) for p in rest)), first)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hand(tid, 1, seating.tables[0].table, hand)
    # Two players at 0 points: only one of them can have gone out.
    assert refused.value.scoring_code == "two_closers"
    italian, english = describe(refused.value, "it"), describe(refused.value, "en")
    assert "può chiudere uno solo" in italian and "only one can close" in english
    assert "two_closers" not in italian + english


@pytest.mark.parametrize(("typed", "language"), [(303, "it"), (303, "en"), (152, "it")])
def test_a_band_edge_off_the_5_grid_is_named_as_typed(
    services: Services, typed: int, language: str
) -> None:
    """303 typed as where a band starts: the message says 303 (not 298, where the band
    before it would end)."""
    scale = VictoryPointScale(
        "Tabella del circolo",
        3,
        (VictoryPointBand(0, 10), VictoryPointBand(typed, 14), VictoryPointBand(1000, 20)),
    )
    with pytest.raises(ServiceError) as refused:
        services.tournaments.save_vp_scale(scale)
    message = describe(refused.value, language)
    assert str(typed) in message
    assert str(typed - 5) not in message
    assert refused.value.scoring_code == "not_step_of_5"
    assert message.startswith(("Impostazione non valida", "Invalid setting"))
    assert scale.name not in [saved.name for saved in services.tournaments.vp_scales()]


def test_a_penalty_off_the_5_grid_reads_as_a_rule() -> None:
    error = ServiceError(
        ErrorCode.INVALID_SCORE, {"detail": "7 MP"}, scoring_code="mp_not_multiple_of_5"
    )
    assert describe(error, "it") == (
        "Punteggio non valido (7 MP): a burraco ogni punteggio è un multiplo di 5. Ricontrolla"
        " la somma sul segnapunti. Non è stato salvato nulla."
    )


@pytest.mark.parametrize(("language", "row"), [("it", "riga 2"), ("en", "row 2")])
def test_a_vp_table_s_row_is_named_in_the_catalogue_s_words(
    services: Services, language: str, row: str
) -> None:
    """A VP table whose second row starts off the 5 grid: the refusal names that row, counted
    from 1, in the sentence's language."""
    scale = VictoryPointScale(
        "Tabella del circolo",
        3,
        (VictoryPointBand(0, 10), VictoryPointBand(303, 14), VictoryPointBand(1000, 20)),
    )
    with pytest.raises(ServiceError) as refused:
        services.tournaments.save_vp_scale(scale)
    assert refused.value.params.get("band") == 1
    assert row in describe(refused.value, language)
