"""A refusal's `detail` is worded in the language of its sentence: an Italian director never
reads "Impostazione non valida: limit 0." Every service names its detail by a key of the
sentence catalogue (`detail.<key>` in resources/i18n/messages/*.po, seen as `messages.DETAILS`;
the catalogue's own checks are test_message_catalogue.py's). These tests hold the services to
it: a scan of the services and the command line for any other detail, the templates against
the places that raise them (each used, each given the values it names), then each refusal
triggered for real and read in both languages."""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from scoring.standings import TieBreak
from tests.services.refusal_cases import CASES as PLAY_CASES
from tests.services.refusal_setups import (
    Case,
    check_sentences,
    published,
)
from tests.services.settings_refusals import SETTINGS_CASES
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PairingSystem,
    Scala40Settings,
    ServiceError,
    Services,
)
from tournament_app.services.actions import Action
from tournament_app.services.messages import DETAIL_WORDS, DETAILS, LANGUAGES, describe
from tournament_app.services.messages.actions import ACTIONS
from tournament_app.services.settings_codec import (
    OLDER_SETTINGS,
    settings_from_json,
    settings_to_json,
)

ROOT = Path(__file__).resolve().parents[2]
SERVICES = ROOT / "tournament_app" / "services"
# Everything that raises, the areas' packages (rounds/, results/...) included; not the messages
# package (services/messages/), where a detail becomes words.
SCANNED = sorted(
    path for path in SERVICES.rglob("*.py") if path.relative_to(SERVICES).parts[0] != "messages"
) + sorted((ROOT / "tournament_app" / "cli").rglob("*.py"))

# The details that are no DETAILS key, on purpose: (file, the value's source) -> why.
NOT_WORDED = {
    # The database driver's own message, shown as it is by design (DATABASE_*, CONFLICT):
    # it is what a support person needs, and no template can know it.
    ("tournament_app/services/context.py", "_first_line(error)"): "driver message",
    # A server's: a reason key of SYSTEM_REASONS when the driver's words say why, else them.
    ("tournament_app/services/context.py", "server_reason(_first_line(error))"): "server",
    # A station that knows its server is out of reach: the reason key its last call heard.
    ("tournament_app/services/context.py", "reason or SERVER_TIMEOUT"): "server, remembered",
    ("tournament_app/services/core.py", "error.detail"): "driver message on opening",
    ("tournament_app/services/restores.py", "str(error)"): "disk or lock message on restoring",
    # A copy saved to a folder: the reason key storage gives, worded by SYSTEM_REASONS
    # ("è una cartella, non un file"), as every refusal about a file names it.
    ("tournament_app/services/backups.py", "IS_A_FOLDER"): "system reason key",
    ("tournament_app/services/output_files.py", "IS_A_FOLDER"): "system reason key",
    # Tournament and import files: their errors word themselves (`sentence(language)`,
    # ARCHIVE_DETAILS); this detail is the log's and the exception's own text.
    (
        "tournament_app/services/archive/errors.py",
        "f'{problem.value}: {path.name} {detail}'.strip()",
    ): "archive error text",
    ("tournament_app/services/imports/lists.py", "f'{problem.value}: {path.name}'"): "import text",
    # A rule of the game broken: worded by SCORING from `scoring_code`; this detail is only
    # its code with its values, which the sentence passes over.
    ("tournament_app/services/rules.py", "_detail(error)"): "scoring code",
    # Not a refusal: the breakdown of a burraco hand as stored, and its shape in a file.
    ("tournament_app/services/results/values.py", "detail"): "stored hand",
    (
        "tournament_app/services/archive/rules.py",
        "Maybe(Obj({'ns': _LINE, 'ew': _LINE, 'c': _LINE, 'joker': bool},"
        " optional=frozenset({'c', 'joker'})))",
    ): "stored hand shape",
}


@dataclass(frozen=True)
class Raised:
    """One place that sets a `detail`: where, its value's source, the keys given beside it."""

    path: str
    line: int
    value: ast.expr
    given: frozenset[str] | None
    """The params set by the same dict literal (None: not a dict literal, or one unpacking a
    value the scan cannot follow)."""


def _dict_keys(node: ast.Dict, assigned: dict[str, ast.Dict]) -> frozenset[str] | None:
    keys: set[str] = set()
    for key, value in zip(node.keys, node.values, strict=True):
        if key is None:  # **spread: followed when it is a local dict literal
            spread = assigned.get(value.id) if isinstance(value, ast.Name) else None
            inner = None if spread is None else _dict_keys(spread, assigned)
            if inner is None:
                return None
            keys |= inner
        elif isinstance(key, ast.Constant) and isinstance(key.value, str):
            keys.add(key.value)
    return frozenset(keys)


def _raised_details() -> Iterator[Raised]:
    """Every dict literal with a "detail" key, `x["detail"] = ...` and
    `.setdefault("detail", ...)` in the services and the command line."""
    for path in SCANNED:
        name = path.relative_to(ROOT).as_posix()
        # One walk of the tree (walking a source is most of the scan's cost): the local
        # dict literals a spread may name are known before the nodes are read.
        nodes = list(ast.walk(ast.parse(path.read_text(encoding="utf-8"))))
        assigned = {
            target.id: node.value
            for node in nodes
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in nodes:
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "detail":
                        yield Raised(name, node.lineno, value, _dict_keys(node, assigned))
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Subscript) and _is_detail(target.slice):
                        yield Raised(name, node.lineno, node.value, None)
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "setdefault"
                and len(node.args) == 2
                and _is_detail(node.args[0])
            ):
                yield Raised(name, node.lineno, node.args[1], None)


def _is_detail(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value == "detail"


def _placeholders(template: str) -> set[str]:
    """The values a template names, those of the actions it advises among them (each face's
    words of `{actions.NAME}`: "-t {tournament}")."""
    named: set[str] = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field and field.startswith("actions."):
            words = ACTIONS["it"]
            value = Action[field.removeprefix("actions.")].value
            named |= _placeholders(words["window"][value]) | _placeholders(words["cli"][value])
        elif field:
            named.add(field)
    return named


@cache
def scanned() -> tuple[Raised, ...]:
    """The scan, made once a process and only by the tests that read it: parsing every
    source of the services and the command line is a second or more, which every test
    process would otherwise pay while collecting."""
    return tuple(_raised_details())


def test_every_detail_a_service_sets_is_a_worded_key() -> None:
    """A detail is a string constant naming a DETAILS template of both languages, or one of
    the few listed in NOT_WORDED (each still found, so the list cannot go stale)."""
    wrong, excused = [], set()
    for raised in scanned():
        source = ast.unparse(raised.value)
        if (raised.path, source) in NOT_WORDED:
            excused.add((raised.path, source))
            continue
        value = raised.value
        key = value.value if isinstance(value, ast.Constant) else None
        # In one language is in both: test_message_catalogue.py holds the two to the same keys.
        if not (isinstance(key, str) and key in DETAILS["it"]):
            wrong.append(f"{raised.path}:{raised.line}: detail {source}")
    assert wrong == []
    assert excused == set(NOT_WORDED)


def test_every_template_is_raised_with_the_values_it_names() -> None:
    """Each key is used somewhere (no template left behind), and where the raising site is
    a dict literal the scan can read, it gives every value the template names."""
    used: set[str] = set()
    for raised in scanned():
        value = raised.value
        if not (isinstance(value, ast.Constant) and value.value in DETAILS["it"]):
            continue
        used.add(value.value)
        if raised.given is not None:
            missing = _placeholders(DETAILS["it"][value.value]) - raised.given
            assert not missing, f"{raised.path}:{raised.line}: {value.value} lacks {missing}"
    assert used == set(DETAILS["it"])


def test_the_words_of_a_value_exist_in_both_languages() -> None:
    assert set(DETAIL_WORDS["it"]) == set(DETAIL_WORDS["en"])
    for param, italian in DETAIL_WORDS["it"].items():
        assert set(italian) == set(DETAIL_WORDS["en"][param]), param


def test_every_setting_pairing_system_and_tie_break_has_a_name() -> None:
    """A setting added later, or a new system or tie-break, is named in words too."""
    stored = settings_to_json(BurracoSettings()).keys() | settings_to_json(Scala40Settings())
    words = DETAIL_WORDS["it"]
    assert set(words["setting"]) == set(stored) | OLDER_SETTINGS
    assert set(words["system"]) == {system.value for system in PairingSystem}
    assert set(words["tie_break"]) == {tie_break.value for tie_break in TieBreak}


# -- each refusal, for real (the cases: refusal_cases.py, settings_refusals.py) ---------------
CASES = [*PLAY_CASES, *SETTINGS_CASES]
# Worded by the command line's `print` (test_print_refusals_in_each_language below), the
# penalties (tests/services/test_penalty_rules.py) and the copies of the database
# (tests/storage/test_database_copies.py), the files written where the director asked
# (tests/services/test_output_files.py).
ELSEWHERE = {
    "copy_not_written",
    "safety_copy_missing",  # tests/storage/test_copies_of_one_database.py, in each language
    "output_is_database",
    "output_in_backups",
    "output_not_same_kind",
    "output_exists_display",
    "output_database_in_use",
    "output_other_database",
    "output_newer_copy",
    "undo_passes_over",  # tests/services/test_members.py, in each language
    "nothing_to_rank_by",
    "round_without_tables",
    "no_fixed_movement",  # movement cards: tests/exports/test_movement_cards.py
    "cards_per_page",  # tests/exports/test_cards_four_a_page.py, in each language
    "penalty_negative",
    "penalty_too_large",
    "warning_points",
    "penalty_without_points",
    "round_not_played",  # cli standings --after-round: tests/cli/test_cli_plain_words.py
    "federation_file_kind",  # tests/cli/test_cli_federation.py, in each language
    # tests/services/test_scala40_italiana_service.py, in each language
    "italiana_group_size",
    "italiana_groups_partial",
    "not_italiana",
    # tests/services/test_scala40_pairs_service.py, in each language
    "pairs_table_size",
    "pairs_match",
    "pairs_tie_break_twice",
    "pairs_hand_needed",
    "singles_hand_needed",
    # a hand typed on a phone: tests/services/test_table_sheets.py, in each language
    "hand_no_closer",
    "hand_zeros",
    "hand_blank",
    "hand_negative",
    "hand_not_cards",
    "hand_too_many_cards",
    # tests/services/test_three_pairs_service.py, in each language
    "three_pairs_movement",
    "three_pairs_individual",
    "three_lines_needed",
    "two_lines_needed",
    "three_pairs_no_walkout",
    "forfeit_line_at_three",
    "forfeit_played_all",
    "forfeit_played_at_two",
    # team events: tests/services/test_teams_service.py, in each language
    "not_a_team_event",
    "team_size",
    "team_name_taken",
    "team_pair_twice",
    "team_pair_taken",
    "team_pair_not_pair",
    "team_unknown",
    "team_seated",
    "lineup_not_own",
    "lineup_same_pair",
    "lineup_round_seated",
    "team_vp_table_needed",
    "too_few_teams",
    "team_report_kind",
    "teams_individual",
    "vp_table_builtin",  # tests/services/test_vp_table_delete.py, in each language
    "vp_table_ambiguous",  # tests/cli/test_cli_vp_table_names.py, in each language
    "vp_table_name_builtin",  # tests/cli/test_cli_vp_table_names.py
    "vp_table_name_taken",  # tests/cli/test_cli_vp_table_names.py
    "final_replacement_tied",  # tests/services/test_season_final.py, in each language
    "final_replacement_tied_withdrawn",  # tests/ui/test_qualifier_replacement_window.py
    # a full tie at a scala 40 table: tests/services/test_scala40_table_ties.py, in each language
    "tie_order_table_playing",
    "tie_order_no_tie",
    "tie_order_twice",
    "tie_order_not_the_tie",
    "tie_order_pairs",
    "tie_order_none",
    "tie_order_which",
}


def test_every_template_has_a_case() -> None:
    assert {case.key for case in CASES if case.key} | ELSEWHERE == set(DETAILS["it"])


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_refused_with_a_sentence_in_each_language(services: Services, case: Case) -> None:
    with pytest.raises(ServiceError) as refused:
        case.attempt(services)
    error = refused.value
    assert error.code is case.code, error
    assert error.params.get("detail") == case.key
    check_sentences(describe(error, "it"), describe(error, "en"), case)


def test_an_unreadable_setting_keeps_pythons_words_for_support() -> None:
    """The director reads which setting; whoever looks into the file also gets the value."""
    with pytest.raises(ServiceError) as refused:
        settings_from_json(Game.BURRACO, {"hands": "tre"})
    assert "tre" in refused.value.params["error"]
    assert "tre" not in describe(refused.value, "it")


PRINTED = [
    Case(
        "standings per category with none",
        lambda _: ("--standings", "--per", "category"),
        "nothing_to_rank_by",
        ErrorCode.STATE_REFUSED,
        ("Nessuna iscrizione ha una categoria", "classifica assoluta", "Non è cambiato nulla."),
        ("No entry has a category", "overall standings", "Nothing changed."),
    ),
    Case(
        "scoresheets of a round without tables",
        lambda _: ("--scoresheets",),
        "round_without_tables",
        ErrorCode.STATE_REFUSED,
        ("Il turno 1 non ha tavoli", "segnapunti", "Non è cambiato nulla."),
        ("Round 1 has no tables", "scoresheets", "Nothing changed."),
    ),
]


@pytest.mark.parametrize("case", PRINTED, ids=[case.name for case in PRINTED])
def test_print_refusals_in_each_language(
    services: Services,
    database_url: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    case: Case,
) -> None:
    """`torneo print` of a document with nothing in it: the entries carry no category, and
    a round with no tables (none can be made through the services, so the reports are
    made to find none) leaves no scoresheet to print."""
    from tournament_app.services.reports import documents as reports

    monkeypatch.setattr(reports, "scoresheet_documents", lambda *args, **kwargs: ())
    tournament = published(services)
    flags = case.attempt(services)
    assert isinstance(flags, tuple)
    said = {}
    for language in LANGUAGES:
        capsys.readouterr()
        argv = ["--db", database_url, "--lang", language, "--json", "print"]
        argv += ["-t", str(tournament), flags[0], str(tmp_path / "out.pdf"), *flags[1:]]
        assert run_cli(argv) == 3
        error = json.loads(capsys.readouterr().out)["error"]
        assert error["code"] == case.code.value
        said[language] = error["message"]
    check_sentences(said["it"], said["en"], case)
