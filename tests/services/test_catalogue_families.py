"""The words around the services' sentences are families of the one catalogue
(resources/i18n/messages/*.po), each read by a module through a view (`catalogue.table`,
`coded_table`, `families`, `said`) under one prefix. Here: every family a module reads is in
both languages, and holds exactly the members of what names them in the program (a reason
storage gives, an enum of the rounds' problems, a text rule's field...), found there, not
listed here. test_message_catalogue.py holds every key of the catalogue to a family read."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from types import ModuleType

import pytest

from scoring.pairing.checker import ViolationCode
from scoring.plausibility import UnlikelyCode
from scoring.standings import TieBreak
from tournament_app.cli.words import Text, TextPairs
from tournament_app.sentence_catalogue import Listed, Pairs
from tournament_app.services import ErrorCode, domain_words, messages, user_text
from tournament_app.services.archive.errors import ArchiveProblem
from tournament_app.services.imports.problems import ImportProblem
from tournament_app.services.messages import LANGUAGES, catalogue
from tournament_app.services.settings import Game, PairingSystem, Scala40Format
from tournament_app.services.still_open import OpenKind
from tournament_app.services.values import ResultKind, RoundStatus, TournamentStatus
from tournament_app.storage import errors as storage_errors

# The modules outside services/messages/ that read families of the catalogue.
READERS: tuple[str, ...] = (
    "tournament_app.services.archive.errors",
    "tournament_app.services.imports.problems",
    "tournament_app.services.domain_words",
    "tournament_app.services.setting_words",
    "tournament_app.services.log.words",
    "tournament_app.services.log.details",
    "tournament_app.services.log.params",
    "tournament_app.services.table_states",
    "tournament_app.exports.labels",
    "tournament_app.cli.words",
    "tournament_app.cli.value_words",
    "tournament_app.exports.season",
    "tournament_app.exports.workbook_rules",
    "tournament_app.exports.teams",
    "tournament_app.hall.words",
)


def _modules() -> list[ModuleType]:
    names = [
        info.name
        for info in pkgutil.iter_modules(messages.__path__, "tournament_app.services.messages.")
    ]
    return [importlib.import_module(name) for name in [*names, *READERS]]


def _prefix(view: object) -> str | None:
    """The family a module-level value reads, or None when it is no view of the catalogue."""
    if isinstance(view, catalogue._Said):
        return view.key
    if isinstance(view, catalogue.SaidPairs | Pairs | Listed | TextPairs):
        return view.prefix.removesuffix(".")
    if isinstance(view, Text) and view.key:
        return view.key
    if isinstance(view, catalogue.SaidPair):
        return view.key
    if isinstance(view, dict) and set(view) == set(LANGUAGES):
        prefixes = {getattr(each, "prefix", None) for each in view.values()}
        if len(prefixes) == 1 and None not in prefixes:
            return str(prefixes.pop()).removesuffix(".")
    return None


def families() -> dict[str, object]:
    """Every family read, by its prefix (error, detail and rule among them): its view."""
    found: dict[str, object] = {}
    for module in _modules():
        for name, value in vars(module).items():
            if name.isupper() and (prefix := _prefix(value)) is not None:
                found[prefix] = value
    return found


def _members(prefix: str, language: str) -> set[str]:
    view = families()[prefix]
    if isinstance(view, catalogue.SaidPairs | Pairs | TextPairs):  # both languages in each
        return {
            key.removeprefix(view.prefix)
            for key in catalogue.keys(language)
            if key.startswith(view.prefix)
        }
    assert isinstance(view, dict)
    return {getattr(key, "name", key) for key in view[language]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_family_read_is_in_the_catalogue(language: str) -> None:
    for prefix, view in families().items():
        if isinstance(view, catalogue.SaidPairs | Pairs | TextPairs):
            assert _members(prefix, language) <= {catalogue._member(key) for key in view}, prefix
            continue
        if isinstance(view, Listed):
            assert all(view[language]), prefix
            continue
        if isinstance(view, catalogue.SaidPair | Text):
            assert view.pick(language), prefix
            continue
        if (
            isinstance(view, Mapping)
            and set(view) == set(LANGUAGES)
            and isinstance(view[language], str)
        ):
            assert view[language], prefix  # one sentence
            continue
        assert isinstance(view, dict)
        assert len(view[language]) > 0, prefix
        assert _members(prefix, language) == _members(prefix, "it"), prefix


def _storage_reasons() -> set[str]:
    return {
        value
        for name, value in vars(storage_errors).items()
        if name.isupper() and isinstance(value, str)
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_storage_gives_is_worded(language: str) -> None:
    assert _members("system_reasons", language) == _storage_reasons()
    assert _storage_reasons() >= messages.SERVER_GONE


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_field_is_named(language: str) -> None:
    rules = [value for value in vars(user_text).values() if isinstance(value, user_text.TextRule)]
    assert _members("fields", language) == {rule.field for rule in rules}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_round_problem_is_worded(language: str) -> None:
    """Each violation the checker finds, and the services' own problems, once with a table and
    where a cut by ranking has none, with a `_ranking` sentence."""
    worded = _members("round_problems", language)
    assert {code.value for code in ViolationCode} <= worded
    assert all(key.removesuffix("_ranking") in worded for key in worded)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_state_of_a_round_whose_qualifiers_changed_is_worded(language: str) -> None:
    """One sentence for each way the round after a corrected stage can stand (a draft, not
    started, started), and none for a state the services never tell."""
    from tournament_app.services.rounds.qualifiers import FollowingRound

    assert _members("qualifiers_changed", language) == {state.value for state in FollowingRound}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_open_item_is_worded_for_many_tables(language: str) -> None:
    worded = _members("still_open", language)
    assert {key.removesuffix("_one") for key in worded} == {kind.value for kind in OpenKind}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_unlikely_finding_is_worded(language: str) -> None:
    assert {code.value for code in UnlikelyCode} <= _members("unlikely", language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_scoring_refusals_open_with_their_error_code(language: str) -> None:
    openings = messages.SCORING_OPENINGS[language]
    assert all(isinstance(code, ErrorCode) for code in openings)
    assert len(openings) > 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_value_a_scoring_error_carries_is_named_in_order(language: str) -> None:
    assert _members("scoring_values", language) == set(messages.SCORING_VALUE_ORDER)
    assert len(messages.SCORING_VALUE_ORDER) == len(set(messages.SCORING_VALUE_ORDER))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_damage_sizes_name_the_limits(language: str) -> None:
    """A size in a damaged file's sentence is filled from storage.limits, never frozen."""
    for detail, sizes in messages.ARCHIVE_DETAIL_SIZES.items():
        template = messages.ARCHIVE_DETAILS[language][detail]
        assert all("{" + name + "}" in template for name in sizes), detail


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_file_refused_is_said(language: str) -> None:
    """A tournament file's problem, and a list of players' imported, each in words."""
    assert _members("archive_sentences", language) == {problem.name for problem in ArchiveProblem}
    assert _members("import_problems", language) == {problem.name for problem in ImportProblem}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_domain_name_is_worded_once(language: str) -> None:
    """Each value of the domain's enums named (a newer Torneo's value read from a file is
    shown as stored), in the catalogue under its family, nowhere else."""
    named = {
        "games": Game,
        "systems": PairingSystem,
        "formats": Scala40Format,
        "tournament_statuses": TournamentStatus,
        "round_statuses": RoundStatus,
        "result_kinds": ResultKind,
        "tie_breaks": TieBreak,
    }
    for prefix, values in named.items():
        assert _members(prefix, language) == {str(value.value) for value in values}, prefix
    systems = {str(system.value) for system in PairingSystem}
    assert systems <= set(domain_words.SEATINGS)
    assert not _members("seatings", language) & systems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_stored_word_the_command_line_shows_is_worded(language: str) -> None:
    """A penalty's kind (burraco and scala 40), its points, a member's flag and a phone
    entry's state: one word for each value the services store, no other."""
    from tournament_app.services.members import MemberProblem
    from tournament_app.services.table_entry import EntryState
    from tournament_app.services.values import PenaltyKind

    named = {
        "cli_value_words.penalty_kinds": {kind.value for kind in PenaltyKind},
        "cli_value_words.scala40_penalty_kinds": {kind.value for kind in PenaltyKind},
        "cli_value_words.member_problems": {problem.value for problem in MemberProblem},
        "cli_value_words.entry_states": {state.value for state in EntryState},
    }
    for prefix, values in named.items():
        assert _members(prefix, language) == values, prefix
    assert set(messages.ENTRY_STATES[language]) == {state.value for state in EntryState}
    # A penalty's points, each game's and unit's, with a form for 1 where a language has one.
    amounts = {key.removesuffix("_one") for key in _members("penalty_amounts", language)}
    assert amounts == {f"{g.value}.{u}" for g in Game for u in ("vp", "mp")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_state_of_a_table_is_worded(language: str) -> None:
    from tournament_app.services.table_states import TableState

    assert _members("table_states", language) == {state.value for state in TableState}


def test_every_name_the_log_reads_in_an_older_row_is_worded() -> None:
    """What an older row's entity names ("entry 5", "vp scale Club"), each once, no other; a
    count's `_one` ("1 entry") beside the count it agrees with."""
    from tournament_app.services.log.words import COUNTED_ENTITIES, ENTITY_PATTERNS, ENTITY_WORDS

    named = [key for _, key in ENTITY_PATTERNS]
    ones = [key for key in ENTITY_WORDS if key.endswith("_one")]
    assert named == [key for key in ENTITY_WORDS if key not in ones]
    assert {key.removesuffix("_one") for key in ones} <= COUNTED_ENTITIES <= set(named)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_family_read_twice_holds_the_catalogues_keys(language: str) -> None:
    """The keys of a family, kept after the first reading, are the catalogue's under its
    prefix, and a family of families lists the same names each time it is read."""
    from tournament_app.sentence_catalogue import keys, keys_under
    from tournament_app.services.messages.detail_words import DETAIL_WORDS

    for prefix in ("error.", "detail_words.", "log_words."):
        expected = tuple(key for key in keys(language) if key.startswith(prefix))
        assert expected
        assert keys_under(prefix, language) == expected
        assert keys_under(prefix, language) == expected
    words = DETAIL_WORDS[language]
    assert list(words) == list(words)
    assert all(words[family] is not None for family in words)
