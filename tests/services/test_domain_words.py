"""Each domain name (a game, a pairing system, a tie-break, a format, a status, a result's
kind) is worded once per language, and every place that shows one says the same."""

from __future__ import annotations

from enum import Enum

import pytest

from scoring.standings import TieBreak
from tournament_app.cli import value_words
from tournament_app.services import domain_words, setting_words
from tournament_app.services.domain_words import (
    format_name,
    game_name,
    result_kind_name,
    round_status_name,
    separated_by,
    system_name,
    tie_break_name,
    tournament_status_name,
)
from tournament_app.services.log import words as log_words
from tournament_app.services.messages import DETAIL_WORDS
from tournament_app.services.settings import BurracoSettings, Game, PairingSystem, Scala40Format
from tournament_app.services.settings import ScheduleStep as Step
from tournament_app.services.values import ResultKind, RoundStatus, TournamentStatus

NAMED = [
    (Game, game_name),
    (PairingSystem, system_name),
    (TieBreak, tie_break_name),
    (Scala40Format, format_name),
    (TournamentStatus, tournament_status_name),
    (RoundStatus, round_status_name),
    (ResultKind, result_kind_name),
]


@pytest.mark.parametrize(("enum", "name"), NAMED, ids=[enum.__name__ for enum, _ in NAMED])
def test_every_member_has_a_word_in_both_languages(enum: type[Enum], name) -> None:
    """No member falls back to its stored code; the two languages name members apart."""
    for language in ("it", "en"):
        words = [name(member, language) for member in enum]
        assert all(word.strip() for word in words), (language, words)
        assert len(set(words)) == len(words), (language, words)
        codes_shown = [m.value for m in enum if name(m, language) == m.value and "_" in m.value]
        assert codes_shown == [], (language, codes_shown)


def test_a_pairing_system_has_one_english_name() -> None:
    """Round robin and Danish in groups, not "All'italiana (round robin)" or "Danese a gironi"
    in an English window; the Italian names as clubs say them."""
    english = {system: system_name(system, "en") for system in PairingSystem}
    assert english[PairingSystem.ROUND_ROBIN] == "Round robin"
    assert english[PairingSystem.DANESE_GIRONI] == "Danish in groups"
    assert english[PairingSystem.DANESE] == "Danish"
    assert system_name(PairingSystem.DANESE_GIRONI, "it") == "Danese a gironi"
    assert system_name(PairingSystem.ROUND_ROBIN, "it") == "All'italiana"


def test_a_code_of_a_newer_torneo_is_shown_as_stored() -> None:
    """A tie-break or system this version does not know prints as its code, never fails."""
    assert tie_break_name("coin_toss", "en") == "coin_toss"
    assert system_name("swiss", "it") == "swiss"


@pytest.mark.parametrize("language", ["it", "en"])
def test_refusals_the_command_line_and_the_log_name_a_system_alike(language: str) -> None:
    """A refusal's detail, the CLI's round list, the change log and `tournament show` use the
    catalogue's one word for every pairing system and tie-break."""
    for system in PairingSystem:
        word = system_name(system, language)
        assert DETAIL_WORDS[language]["system"][system.value] == word
        assert value_words.system_said(system.value, language) == word
        assert log_words.SYSTEMS[system.value].pick(language) == word
    for tie_break in TieBreak:
        word = tie_break_name(tie_break, language)
        assert DETAIL_WORDS[language]["tie_break"][tie_break.value] == word
    for status in TournamentStatus:
        assert value_words.said(status, language) == tournament_status_name(status, language)
        assert log_words.STATUSES[status.value].pick(language) == tournament_status_name(
            status, language
        )
    for kind in ResultKind:
        assert value_words.said(kind, language) == result_kind_name(kind, language)


def test_the_settings_list_names_systems_and_tie_breaks_from_the_catalogue() -> None:
    """`tournament show` and the log's settings: the schedule and tie-breaks by name."""
    settings = BurracoSettings(
        schedule=(Step(PairingSystem.MITCHELL, 2), Step(PairingSystem.DANESE_GIRONI, 1)),
        tie_breaks=(TieBreak.MP_AGAINST, TieBreak.DRAW),
    )
    values = setting_words.setting_values(settings, "en")
    assert values["schedule"] == "Mitchell ×2 + Danish in groups ×1"
    assert values["tie_breaks"] == "Fewer MP conceded, Draw (recorded)"
    assert setting_words.setting_values(settings, "it")["schedule"] == (
        "Mitchell ×2 + Danese a gironi ×1"
    )


def test_the_catalogue_is_one_table_per_concept() -> None:
    """The tables other modules read are the catalogue's own, not copies."""
    assert log_words.RESULT_KINDS is domain_words.RESULT_KINDS
    assert log_words.STATUSES is domain_words.TOURNAMENT_STATUSES


def test_a_name_inside_a_sentence_loses_its_capital_but_not_an_abbreviation() -> None:
    """ "per scontro diretto", "by MP scored": never "per Scontro diretto" or "by mP scored"."""
    assert domain_words.in_sentence("Scontro diretto") == "scontro diretto"
    assert domain_words.in_sentence("MP scored") == "MP scored"
    assert domain_words.in_sentence("") == ""


def test_the_printed_results_name_an_arbitral_score_as_the_command_line_does(
    services, tmp_path
) -> None:
    """A referee's score: the round's results in the workbook note it in the same word the
    command line's result list uses, in each language ("arbitrale", "arbitral")."""
    from openpyxl import load_workbook

    from tests.builders.tournaments import burraco_tournament
    from tournament_app.services import exports

    tid = burraco_tournament(services, pairs=4)
    made = services.rounds.generate(tid)
    services.rounds.publish(tid, made.number)
    table = services.rounds.get(tid, made.number).tables[0].table
    services.results.enter_arbitral(tid, made.number, table, ns_vp=12, ew_vp=8)
    for language, word in (("it", "arbitrale"), ("en", "arbitral")):
        assert value_words.said(ResultKind.ARBITRAL, language) == word
        target = tmp_path / f"torneo-{language}.xlsx"
        exports.workbook_xlsx(services, tid, target, language=language)
        cells = [
            str(cell)
            for sheet in load_workbook(target).worksheets
            for row in sheet.iter_rows(values_only=True)
            for cell in row
            if cell is not None
        ]
        assert word in cells, cells


@pytest.mark.parametrize(
    ("tie_break", "language", "said"),
    [
        ("", "en", ""),
        ("mp_diff", "en", "by MP difference"),
        ("head_to_head", "en", "by head-to-head"),
        ("draw", "en", "by draw (recorded)"),
        ("", "it", ""),
        ("head_to_head", "it", "per scontro diretto"),
        ("mp_against", "it", "per meno punti subiti"),
    ],
)
def test_the_tie_break_that_placed_a_row_is_said_in_the_directors_language(
    tie_break: str, language: str, said: str
) -> None:
    """The ranking's Tie-break column, in the window and at the command line: the tie-break
    by its name as the settings list it, inside a sentence ("" where VP alone decided)."""
    assert separated_by(tie_break, language) == said
