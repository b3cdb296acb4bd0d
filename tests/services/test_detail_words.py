"""A refusal's `detail` is worded in the language of its sentence: an Italian director never
reads "Impostazione non valida: limit 0." Every service names its detail by a key of
`messages.DETAILS` (an Italian and an English template, filled from the error's other
params) and these tests hold them to it: a scan of the services and the command line for any
other detail, the templates of both languages against each other and against the places that
raise them, then each refusal triggered for real and read in both languages."""

from __future__ import annotations

import ast
import json
import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import update

from scoring.standings import TieBreak
from tests.builders.seasons import SEASON, one_afternoon
from tests.builders.tournaments import (
    burraco_tournament,
    pair,
    play_out,
    published_round,
    scala40_tournament,
)
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PairingSystem,
    PenaltyKind,
    PlayerSpec,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    ScheduleStep,
    ServiceError,
    Services,
    TournamentDraft,
    TournamentId,
    TournamentStatus,
    VictoryPointBand,
    VictoryPointScale,
    open_services,
    rules,
)
from tournament_app.services.messages import DETAIL_WORDS, DETAILS, LANGUAGES, describe
from tournament_app.services.season import SeasonRules, season_ranking
from tournament_app.services.season_final import final_invited, invite_to_final, start_final
from tournament_app.services.settings_codec import (
    OLDER_SETTINGS,
    settings_from_json,
    settings_to_json,
    tie_breaks_named,
)
from tournament_app.services.stage_replacements import replace_qualifier
from tournament_app.storage.models import TournamentRow

ROOT = Path(__file__).resolve().parents[2]
# Everything that raises; not the messages package (services/messages/), where a detail becomes
# words, which the services' glob passes over.
SCANNED = sorted((ROOT / "tournament_app" / "services").glob("*.py")) + sorted(
    (ROOT / "tournament_app" / "cli").rglob("*.py")
)

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
        "tournament_app/services/archive_errors.py",
        "f'{problem.value}: {path.name} {detail}'.strip()",
    ): "archive error text",
    ("tournament_app/services/imports.py", "f'{problem.value}: {path.name}'"): "import text",
    # A rule of the game broken: worded by SCORING from `scoring_code`; this detail is only
    # its code with its values, which the sentence passes over.
    ("tournament_app/services/rules.py", "_detail(error)"): "scoring code",
    # Not a refusal: the breakdown of a burraco hand as stored, and its shape in a file.
    ("tournament_app/services/results.py", "detail"): "stored hand",
    (
        "tournament_app/services/archive_rules.py",
        "Maybe(Obj({'ns': _LINE, 'ew': _LINE}))",
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
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assigned = {
            target.id: node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
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
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


RAISED = list(_raised_details())


def test_every_detail_a_service_sets_is_a_worded_key() -> None:
    """A detail is a string constant naming a DETAILS template of both languages, or one of
    the few listed in NOT_WORDED (each still found, so the list cannot go stale)."""
    wrong, excused = [], set()
    for raised in RAISED:
        source = ast.unparse(raised.value)
        if (raised.path, source) in NOT_WORDED:
            excused.add((raised.path, source))
            continue
        value = raised.value
        key = value.value if isinstance(value, ast.Constant) else None
        if not (isinstance(key, str) and all(key in DETAILS[lang] for lang in LANGUAGES)):
            wrong.append(f"{raised.path}:{raised.line}: detail {source}")
    assert wrong == []
    assert excused == set(NOT_WORDED)


def test_every_template_has_both_languages_with_the_same_values() -> None:
    assert set(DETAILS["it"]) == set(DETAILS["en"])
    for key, italian in DETAILS["it"].items():
        assert _placeholders(italian) == _placeholders(DETAILS["en"][key]), key
        assert not italian.endswith("."), f"{key}: the sentence around it ends it"


def test_every_template_is_raised_with_the_values_it_names() -> None:
    """Each key is used somewhere (no template left behind), and where the raising site is
    a dict literal the scan can read, it gives every value the template names."""
    used: set[str] = set()
    for raised in RAISED:
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


# -- each refusal, for real --------------------------------------------------------------------
# Words only an English sentence holds: none may appear in an Italian one.
ENGLISH_ONLY = re.compile(
    r"\b(the|is|are|not|entry|entries|hand|hands|round|rounds|player|players|setting|settings"
    r"|table|tables|must|needs?|cannot|twice|group|groups|prizes?|game|size|write|choose"
    r"|leave|print|draw|season|line|closed|stored|points|limit|minutes|time)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Case:
    """A refusal: how it is triggered, the detail key and code, words of each sentence."""

    name: str
    attempt: Callable[[Services], object]
    key: str | None
    code: ErrorCode
    italian: tuple[str, ...]
    english: tuple[str, ...]


def _playing_stage(services: Services) -> TournamentId:
    """40 players, stage 1 of a cut to 16 published, no table finished."""
    from tests.services.test_scala40_ranking_cut import CLUB

    tournament = scala40_tournament(services, 40, CLUB)
    published_round(services, tournament)
    return tournament


def _level_after_the_cut(services: Services) -> tuple[TournamentId, int]:
    """Stage 1 of 40 played so the 2nds of tables 7 and 8 are level for 17th: table 1's
    winner (going on) and the tournament."""
    from tests.services.test_scala40_ranking_cut import CLUB, _stage

    tournament = scala40_tournament(services, 40, CLUB)
    tables = _stage(services, tournament, 1, [201, 202, 203, 204, 205, 206, 207, 207, 209, 210])
    return tournament, tables[0][0]


def _everyone_goes_on(services: Services) -> tuple[TournamentId, int]:
    """Two tables of 4, two going on from each, whose three losers share 2nd: all four go on
    (no draw); the tournament and table 1's winner."""
    tournament = scala40_tournament(services, 8, Scala40Settings(advance_per_table=2))
    round_number = published_round(services, tournament)
    winner = play_out(services, tournament, round_number, 1)[0]
    play_out(services, tournament, round_number, 2)
    return tournament, winner


def _pairs(services: Services) -> TournamentId:
    """A burraco pairs tournament with entries 1 and 2 (Rossi1 Anna, Rossi2 Anna, ...)."""
    return burraco_tournament(services, 2)


def _published(services: Services) -> TournamentId:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    return tournament


def _draft_with_withdrawn_pair(services: Services) -> object:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.entries.withdraw(tournament, 3)
    return services.rounds.publish(tournament, 1)


def _drafted(services: Services) -> TournamentId:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    return tournament


def _result_at_table_two(services: Services) -> TournamentId:
    tournament = _drafted(services)
    services.rounds.publish(tournament, 1, copy=False)
    services.results.enter_totals(tournament, 1, 2, 700, 300)
    return tournament


def _scala40_hand_without_closer(services: Services) -> object:
    tournament = scala40_tournament(services, 4)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    a, b, c, d = table.players
    hand = Scala40Hand(((a, 25), (b, 60), (c, 30), (d, 10)), closer=None)
    return services.results.enter_hand(tournament, 1, 1, hand)


def _scala40_penalty(
    kind: PenaltyKind, *, vp: int = 0, mp: int = 0, round_number: int | None = None, **how: Any
) -> Callable[[Services], object]:
    """A penalty to player 1 of a scala 40 tournament of 8 (elimination unless `format`),
    round 1 published (two tables of 4) when `round_number` names it; `absent` players are
    checked out before it is seated."""

    def attempt(services: Services) -> object:
        settings = Scala40Settings(format=how.get("format", Scala40Format.ELIMINATION))
        tournament = scala40_tournament(services, 8, settings)
        for number in how.get("absent", ()):
            services.entries.set_present(tournament, number, False)
        if round_number is not None:
            services.rounds.generate(tournament)
            services.rounds.publish(tournament, 1)
        return services.penalties.add(
            tournament, 1, kind, reason="ritardo", round_number=round_number, vp=vp, mp=mp
        )

    return attempt


def _correction_breaking_a_later_hand(services: Services) -> object:
    """Four players at table 1 (scala40.md: out at 101). Hand 1: 10 typed for the first, who
    then played hand 2; correcting hand 1 to 110 puts them out in hand 1, yet hand 2 has
    points of theirs. (The other way round, a player wrongly put out comes back and did not
    play the hands in between: test_scala40_back_in_play.py.)"""
    tournament = scala40_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    a, b, c, d = services.rounds.get(tournament, 1).tables[0].players
    first = Scala40Hand(((a, 10), (b, 20), (c, 30)), closer=d)
    services.results.enter_hand(tournament, 1, 1, first, expected_version=None)
    services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(((a, 5), (c, 15), (d, 25)), closer=b), expected_version=1
    )
    fixed = Scala40Hand(((a, 110), (b, 20), (c, 30)), closer=d)
    return services.results.correct_hand(tournament, 1, 1, 0, fixed, expected_version=2)


def _season_of_two_unplayed(services: Services) -> object:
    burraco = burraco_tournament(services)
    scala40 = scala40_tournament(services)
    rules_ = SeasonRules(game=Game.BURRACO, tournament_ids=(burraco, scala40))
    return season_ranking(services, rules_)


def _damaged_settings(services: Services) -> object:
    """A tournament whose stored hands read "tre" (a file written by hand, another Torneo)."""
    tournament = burraco_tournament(services, 2)
    stored = services.tournaments.get(tournament).settings
    damaged = {**settings_to_json(stored), "hands": "tre"}
    with services.engine.begin() as connection:
        where = TournamentRow.id == tournament
        connection.execute(update(TournamentRow).where(where).values(settings=damaged))
    return services.standings.overall(tournament)


def _clash_at_commit(services: Services) -> object:
    """A save the database refuses only at commit: a second seat for an entry already seated
    in round 1 (as a fault of the program, or a station racing another, would leave it)."""
    from sqlalchemy import select

    from tournament_app.services.changes import Changes
    from tournament_app.storage.models import SeatRow

    tournament = _published(services)
    with services._context.writing(Changes(rounds=True)) as work:
        seat = work.session.scalars(select(SeatRow).order_by(SeatRow.id)).first()
        assert seat is not None
        twice = SeatRow(round_id=seat.round_id, table_number=9, line="ns", entry_id=seat.entry_id)
        work.add(twice)
        work.log("round.swap", "round 1", tournament_id=tournament)
    return None


def _overtaken_at_commit(services: Services) -> object:
    """A correction whose result another station saved between its check and its write."""
    from sqlalchemy import select

    from tournament_app.services.changes import Changes
    from tournament_app.storage.models import BurracoResultRow

    tournament = _published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    with services._context.writing(Changes(results=True)) as work:
        row = work.session.scalars(select(BurracoResultRow)).one()
        work.track(row)
        results = BurracoResultRow.__table__
        work.session.execute(update(results).values(version=results.c.version + 1))
        row.ns_mp = 1000
        work.log("result.correct", "R1 T1", tournament_id=tournament)
    return None


def _undo_overtaken(services: Services) -> object:
    """The director was asked about table 1's result; station "sala" entered table 2 meanwhile."""
    tournament = _published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    asked = services.audit.next_undoable(tournament)
    assert asked is not None
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    try:
        other.results.enter_totals(tournament, 1, 2, 600, 500)
    finally:
        other.close()
    return services.audit.undo_last(tournament, expected=asked.id)


def _draft_made_meanwhile(services: Services) -> object:
    """Station "sala" makes round 1's draft while this station is seating the same round."""
    tournament = burraco_tournament(services, 4)
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    seat = services.rounds._plan

    def seat_after_sala(*args: object, **kwargs: object) -> object:
        other.rounds.generate(tournament)
        return seat(*args, **kwargs)

    services.rounds._plan = seat_after_sala  # type: ignore[method-assign]
    try:
        return services.rounds.generate(tournament)
    finally:
        other.close()


def _undo_data_changed(services: Services) -> object:
    """Table 1's result changed behind the log's back after it was entered."""
    from tournament_app.storage.models import BurracoResultRow

    tournament = _published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    with services.engine.begin() as connection:
        connection.execute(update(BurracoResultRow).values(ns_mp=905))
    return services.audit.undo_last(tournament)


def _finished_result(services: Services) -> object:
    """Round 1 published, the tournament marked finished, then a table's result entered."""
    tournament = _published(services)
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    return services.results.enter_totals(tournament, 1, 1, 900, 400)


def _scale(hands: int) -> VictoryPointScale:
    bands = ((0, 10), (300, 15), (1000, 20))
    return VictoryPointScale("Circolo", hands, tuple(VictoryPointBand(*b) for b in bands))


def _burraco(**changes: Any) -> Callable[[Services], object]:
    return lambda _: rules.validate(replace(BurracoSettings(), **changes))


def _scala40(**changes: Any) -> Callable[[Services], object]:
    return lambda _: rules.validate(replace(Scala40Settings(), **changes))


SETTINGS = ErrorCode.INVALID_SETTINGS
INPUT = ErrorCode.INVALID_INPUT
DUPLICATE = ErrorCode.DUPLICATE_ENTRY
CASES = [
    # -- entries (a pairs tournament takes two players an entry)
    Case(
        "one player for a pair",
        lambda s: s.entries.add(_pairs(s), [PlayerSpec("Solo")]),
        "entry_players",
        INPUT,
        ("2 giocatori (una coppia)", "giocatori indicati: 1"),
        ("2 players (a pair)", "players given: 1"),
    ),
    Case(
        "the same card holder twice in a pair",
        lambda s: s.entries.add(_pairs(s), [PlayerSpec("Gemelli", "Ada", tessera="T-1")] * 2),
        "player_twice_in_entry",
        DUPLICATE,
        ("Gemelli Ada", "due volte"),
        ("Gemelli Ada", "twice"),
    ),
    Case(
        "a player already in entry 1",
        lambda s: s.entries.add(_pairs(s), [pair(1)[0], PlayerSpec("Nuovo", "Ugo")]),
        "player_already_entered",
        DUPLICATE,
        ("Rossi1 Anna", "nell'iscrizione 1"),
        ("Rossi1 Anna", "in entry 1"),
    ),
    Case(
        "entry number 0",
        lambda s: s.entries.add(_pairs(s), [PlayerSpec("A"), PlayerSpec("B")], number=0),
        "entry_number_below_1",
        INPUT,
        ("numero d'iscrizione 0", "partono da 1"),
        ("entry number 0", "start at 1"),
    ),
    Case(
        "entry number 2 taken",
        lambda s: s.entries.add(_pairs(s), [PlayerSpec("A"), PlayerSpec("B")], number=2),
        "entry_number_taken",
        DUPLICATE,
        ("numero 2", "un altro numero"),
        ("number 2", "another number"),
    ),
    Case(
        "deleting an entry seated in round 1",
        lambda s: s.entries.delete(_published(s), 1),
        "entry_seated",
        INPUT,
        ("iscrizione 1", "turno 1", "ritirala"),
        ("entry 1", "round 1", "withdraw it"),
    ),
    # -- results and sheets
    Case(
        "a forfeit by the line nord",
        lambda s: s.results.enter_forfeit(_published(s), 1, 1, absent="nord"),
        "forfeit_line",
        INPUT,
        ("«nord»", "NS, EO o entrambe"),
        ("“nord”", "NS, EW or both"),
    ),
    Case(
        "a walk-out by the line nord",
        lambda s: s.results.enter_abandoned(_published(s), 1, 1, left="nord"),
        "abandoned_line",
        INPUT,
        ("«nord»", "NS, EO o entrambe"),
        ("“nord”", "NS, EW or both"),
    ),
    Case(
        "a scala 40 hand nobody closed",
        _scala40_hand_without_closer,
        "hand_without_closer",
        INPUT,
        ("chi ha chiuso",),
        ("closed",),
    ),
    # -- scala 40 penalties (player 1 of 8)
    Case(
        "a scala 40 warning with penalty points",
        _scala40_penalty(PenaltyKind.WARNING, mp=10),
        "scala40_warning_points",
        INPUT,
        ("ammonizione", "«punti di penalità»"),
        ("warning", "“penalty points”"),
    ),
    Case(
        "0 placement points taken away",
        _scala40_penalty(PenaltyKind.VP, format=Scala40Format.PLACEMENT_POINTS),
        "scala40_without_placement_points",
        INPUT,
        ("punti piazzamento", "almeno 1"),
        ("placement points", "at least 1"),
    ),
    Case(
        "0 scala 40 penalty points",
        _scala40_penalty(PenaltyKind.MP),
        "scala40_without_penalty_points",
        INPUT,
        ("punti di penalità", "almeno 1"),
        ("penalty points", "at least 1"),
    ),
    Case(
        "placement points taken away in an elimination",
        _scala40_penalty(PenaltyKind.VP, vp=2),
        "scala40_no_placement_points",
        INPUT,
        ("eliminazione diretta", "non assegna punti piazzamento", "punti di penalità"),
        ("direct elimination", "awards no placement points", "penalty points"),
    ),
    Case(
        "a correction that a later hand no longer fits",
        _correction_breaking_a_later_hand,
        "correction_breaks_later_hand",
        INPUT,
        ("smazzata 1", "smazzata 2", "dalla 2 in poi", "Togli l'ultima smazzata"),
        ("hand 1", "hand 2", "from 2 on", "Take back last hand"),
    ),
    Case(
        "a burraco forfeit given as a penalty",
        lambda services: services.penalties.add(
            burraco_tournament(services, 2), 1, PenaltyKind.FORFEIT, reason="abbandono"
        ),
        "burraco_forfeit",
        INPUT,
        ("risultato del tavolo", "Forfait…", "non come penalità"),
        ("table's result", "Forfeit…", "not as a penalty"),
    ),
    Case(
        "a scala 40 forfeit in no round",
        _scala40_penalty(PenaltyKind.FORFEIT),
        "scala40_forfeit_round",
        INPUT,
        ("ultimo al suo tavolo", "scegli il turno"),
        ("last at their table", "choose the round"),
    ),
    Case(
        "a scala 40 forfeit in a round the player sat out",
        _scala40_penalty(PenaltyKind.FORFEIT, round_number=1, absent=(1,)),
        "scala40_forfeit_not_seated",
        INPUT,
        ("giocatore 1", "turno 1"),
        ("player 1", "round 1"),
    ),
    Case(
        "a scala 40 forfeit before the final of an elimination",
        _scala40_penalty(PenaltyKind.FORFEIT, round_number=1),
        "scala40_forfeit_not_final",
        INPUT,
        ("tavolo finale", "turno 1 ha più tavoli"),
        ("final table", "round 1 has several tables"),
    ),
    # -- standings, prizes, the recorded draw (entries 1 and 2)
    Case(
        "prizes per club",
        lambda s: s.standings.prizes(_pairs(s), per="club"),
        "prizes_per",
        INPUT,
        ("«club»", "per girone o per categoria"),
        ("“club”", "by group or by category"),
    ),
    Case(
        "no prize at all",
        lambda s: s.standings.prizes(_pairs(s), places=0),
        "prize_places",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "a draw naming entry 99",
        lambda s: s.standings.record_draw(_pairs(s), [2, 99, 1]),
        "draw_unknown_entry",
        INPUT,
        ("l'iscrizione 99", "non c'è"),
        ("entry 99", "not in this tournament"),
    ),
    Case(
        "publishing a draft that seats a pair withdrawn since",
        lambda s: _draft_with_withdrawn_pair(s),
        "draft_seats_absent",
        INPUT,
        ("turno 1", "iscrizioni 3", "genera di nuovo il turno"),
        ("round 1", "entries 3", "generate the round again"),
    ),
    Case(
        "taking a draft back to draft",
        lambda s: s.rounds.unpublish(_drafted(s), 1),
        "unpublish_draft",
        INPUT,
        ("turno 1", "già una bozza"),
        ("round 1", "a draft already"),
    ),
    Case(
        "taking back to draft a round with a result at table 2",
        lambda s: s.rounds.unpublish(_result_at_table_two(s), 1),
        "unpublish_started",
        INPUT,
        ("turno 1 è già iniziato", "tavoli 2", "non torna in bozza"),
        ("round 1 has already started", "tables 2", "does not go back to draft"),
    ),
    Case(
        "a draw naming entry 1 twice",
        lambda s: s.standings.record_draw(_pairs(s), [1, 2, 1]),
        "draw_entry_twice",
        INPUT,
        ("due volte l'iscrizione 1",),
        ("entry 1 twice",),
    ),
    Case(
        "drawing lots for one entry alone",
        lambda s: s.standings.draw_lots(_pairs(s), [2]),
        "draw_too_few",
        INPUT,
        ("almeno due iscrizioni", "ne è stata indicata 1"),
        ("at least two tied entries", "1 named"),
    ),
    Case(
        "drawing lots where the draw is not a tie-break",
        lambda s: s.standings.draw_lots(
            burraco_tournament(
                s, 2, BurracoSettings(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
            ),
            [1, 2],
        ),
        "draw_not_a_tie_break",
        INPUT,
        ("spareggi", "impostazioni del torneo"),
        ("tie-breaks", "tournament's settings"),
    ),
    Case(
        "drawing lots naming entry 99",
        lambda s: s.standings.draw_lots(_pairs(s), [1, 99]),
        "draw_unknown_entry",
        INPUT,
        ("l'iscrizione 99", "non c'è"),
        ("entry 99", "not in this tournament"),
    ),
    Case(
        "drawing lots naming entry 2 twice",
        lambda s: s.standings.draw_lots(_pairs(s), [2, 1, 2]),
        "draw_entry_twice",
        INPUT,
        ("due volte l'iscrizione 2",),
        ("entry 2 twice",),
    ),
    # -- season ranking
    Case(
        "a season of tournaments not started, one of another game",
        _season_of_two_unplayed,
        "season_tournaments_missing",
        INPUT,
        ("1 e 2", "altro gioco"),
        ("1 and 2", "another game"),
    ),
    Case(
        "counting the best 0 results",
        lambda s: season_ranking(s, SeasonRules(game=Game.BURRACO, best_results=0)),
        "season_best_results",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "-5 season points for second place",
        lambda s: season_ranking(s, SeasonRules(game=Game.BURRACO, points_table=(10, -5))),
        "season_points_negative",
        INPUT,
        ("negativi (-5)", "scrivi 0"),
        ("negative (-5)", "write 0"),
    ),
    # -- a qualifier withdrawn, replaced by the next in the ranking
    Case(
        "replacing a player before any stage is played",
        lambda s: replace_qualifier(s, scala40_tournament(s, 4), 1),
        "replacement_not_going_on",
        INPUT,
        ("Verdi1 Luca non ha un posto",),
        ("Verdi1 Luca has no place",),
    ),
    Case(
        "replacing a player of a stage still playing",
        lambda s: replace_qualifier(s, _playing_stage(s), 1),
        "replacement_stage_open",
        INPUT,
        ("la fase 1 ha ancora tavoli",),
        ("stage 1 still has tables",),
    ),
    Case(
        "replacing a qualifier when the next two are level",
        lambda s: replace_qualifier(s, *_level_after_the_cut(s)),
        "replacement_tied",
        INPUT,
        ("pari merito", "Sorteggia tra i pari merito"),
        ("are level", "Draw lots among the tied"),
    ),
    Case(
        "replacing a qualifier when everyone goes on",
        lambda s: replace_qualifier(s, *_everyone_goes_on(s)),
        "replacement_none_left",
        INPUT,
        ("nessuno in classifica",),
        ("nobody is left",),
    ),
    # -- the season's grand final
    Case(
        "a final of nobody",
        lambda s: final_invited(s, SEASON, 0),
        "season_final_top",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "a final of 5 from a season of 4",
        lambda s: (one_afternoon(s), final_invited(s, SEASON, 5)),
        "season_final_too_few",
        INPUT,
        ("ha 4 giocatori", "dei 5", "al massimo 4"),
        ("has 4 players", "the 5", "4 at most"),
    ),
    Case(
        "a final of 2 where three share 2nd place",
        lambda s: (one_afternoon(s), final_invited(s, SEASON, 2)),
        "season_final_tie",
        INPUT,
        ("2° posto", "i primi 1", "i primi 4"),
        ("place 2", "the top 1", "the top 4"),
    ),
    Case(
        "a final of 2 where four share 1st place",
        lambda s: (
            published_round(s, scala40_tournament(s, 4, date="2026-03-01")),
            final_invited(s, replace(SEASON, include_running=True), 2),
        ),
        "season_final_tie_first",
        INPUT,
        ("1° posto", "i primi 4"),
        ("first place", "the top 4"),
    ),
    Case(
        "a final of pairs",
        lambda s: start_final(
            s,
            TournamentDraft(Game.BURRACO, "Finale", settings=BurracoSettings()),
            SeasonRules(Game.BURRACO),
            1,
        ),
        "season_final_pairs",
        INPUT,
        ("a coppie", "burraco individuale"),
        ("in pairs", "individual burraco"),
    ),
    Case(
        "a scala 40 final of a burraco season",
        lambda s: start_final(
            s,
            TournamentDraft(Game.SCALA40, "Finale", settings=Scala40Settings()),
            SeasonRules(Game.BURRACO),
            1,
        ),
        "season_final_other_game",
        INPUT,
        ("è di scala 40", "stesso gioco"),
        ("is of scala 40", "same game"),
    ),
    Case(
        "a final into a tournament with entries",
        lambda s: (one_afternoon(s), invite_to_final(s, scala40_tournament(s, 2), SEASON, 1)),
        "season_final_has_entries",
        INPUT,
        ("ha già 2 iscrizioni",),
        ("already has 2 entries",),
    ),
    # -- tournaments
    Case(
        "a date written the Italian way",
        lambda s: s.tournaments.create(TournamentDraft(Game.BURRACO, "Natale", date="25/12/2026")),
        "date_format",
        INPUT,
        ("«25/12/2026»", "AAAA-MM-GG"),
        ("“25/12/2026”", "YYYY-MM-DD"),
    ),
    Case(
        "burraco settings for a scala 40 tournament",
        lambda s: s.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala", settings=BurracoSettings())
        ),
        "settings_other_game",
        SETTINGS,
        ("altro gioco", "di scala 40"),
        ("another game", "is scala 40"),
    ),
    Case(
        "hands and bye VP changed once round 1 is published",
        lambda s: s.tournaments.edit(_published(s), settings=BurracoSettings(hands=4, bye_vp=12)),
        "frozen_after_round_1",
        SETTINGS,
        ("smazzate per turno e PV del riposo", "turno 1"),
        ("hands per round and bye VP", "round 1"),
    ),
    Case(
        "a VP table for 5 hands",
        lambda s: s.tournaments.save_vp_scale(_scale(5)),
        "turno_hands",
        SETTINGS,
        ("2, 3 o 4 smazzate", "non in 5"),
        ("2, 3 or 4 hands", "not 5"),
    ),
    # -- burraco settings (rules.validate, as creating or editing a tournament does)
    Case(
        "5 hands a turno",
        _burraco(hands=5),
        "turno_hands",
        SETTINGS,
        ("2, 3 o 4 smazzate", "non in 5"),
        ("2, 3 or 4 hands", "not 5"),
    ),
    Case(
        "no schedule",
        _burraco(schedule=()),
        "schedule_empty",
        SETTINGS,
        ("calendario", "nessuna fase"),
        ("schedule", "no phase"),
    ),
    Case(
        "a phase of 0 rounds",
        _burraco(schedule=(ScheduleStep(PairingSystem.DANESE_GIRONI, 0),)),
        "schedule_step_rounds",
        SETTINGS,
        ("«Danese a gironi»", "0 turni"),
        ("“Danish in groups”", "0 rounds"),
    ),
    Case(
        "a phase seated by draw",
        _burraco(schedule=(ScheduleStep(PairingSystem.DRAW, 1),)),
        "first_round_only",
        SETTINGS,
        ("«Sorteggio»", "primo turno"),
        ("“Draw”", "first round"),
    ),
    Case(
        "a results address that is not a web address",
        _burraco(results_url="www.circolo.it"),
        "results_url_invalid",
        SETTINGS,
        ("«www.circolo.it»", "https://"),
        ("“www.circolo.it”", "https://"),
    ),
    Case(
        "a first round by Mitchell",
        _burraco(first_round=PairingSystem.MITCHELL),
        "first_round_system",
        SETTINGS,
        ("«Mitchell»", "Ordine di iscrizione"),
        ("“Mitchell”", "Registration order"),
    ),
    Case(
        "a Mitchell moving 0 tables",
        _burraco(mitchell_shift=0),
        "mitchell_shift",
        SETTINGS,
        ("linea EO", "non 0"),
        ("EW line", "not 0"),
    ),
    Case(
        "a closing bonus not in fives",
        _burraco(closing_bonus=120 + 3),
        "burraco_amount",
        SETTINGS,
        ("«premio di chiusura» vale 123", "multipli di 5"),
        ("“closing bonus” is 123", "multiples of 5"),
    ),
    Case(
        "a group of 1",
        _burraco(group_sizes=(8, 1)),
        "group_size",
        SETTINGS,
        ("girone di dimensione 1", "almeno 2"),
        ("group of size 1", "at least 2"),
    ),
    Case(
        "MP difference twice among the tie-breaks",
        _burraco(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED, TieBreak.MP_DIFF)),
        "tie_break_twice",
        SETTINGS,
        ("«Differenza punti»", "due volte"),
        ("“MP difference”", "twice"),
    ),
    Case(
        "a tie-break Torneo does not know",
        lambda _: tie_breaks_named(("mp_diff", "coin_toss")),
        "tie_break_unknown",
        SETTINGS,
        ("«coin_toss»", "Scontro diretto"),
        ("“coin_toss”", "Head-to-head"),
    ),
    Case(
        # No detail key here: the rule's own sentence (SCORING) says what to do.
        "2 hands without a club VP table",
        _burraco(hands=2),
        None,
        SETTINGS,
        ("2 smazzate", "tabella dei PV"),
        ("2-hand", "VP table"),
    ),
    # -- scala 40 settings
    Case(
        "a table of 7",
        _scala40(table_size=7),
        "table_size",
        SETTINGS,
        ("da 2 a 6 giocatori", "non 7"),
        ("2 to 6 players", "not 7"),
    ),
    Case(
        "a limit of 0",
        _scala40(limit=0),
        "limit",
        SETTINGS,
        ("limite di punti", "non 0"),
        ("points limit", "not 0"),
    ),
    Case(
        "-1 re-entries",
        _scala40(reentries=-1),
        "reentries",
        SETTINGS,
        ("rientri", "(-1)"),
        ("re-entries", "(-1)"),
    ),
    Case(
        "everyone at a table of 4 going through",
        _scala40(advance_per_table=4),
        "advance_per_table",
        SETTINGS,
        ("tavolo di 4", "da 1 a 3", "non 4"),
        ("table of 4", "1 to 3", "not 4"),
    ),
    # the cut by the stage's ranking (scala40.md: 40 -> 16 -> 8 -> final)
    Case(
        "ranking cuts that rise: 16, 20, 4",
        _scala40(stage_cuts=(16, 20, 4)),
        "stage_cuts_order",
        SETTINGS,
        ("calare", "16, 8, 4", "non 16, 20, 4"),
        ("must fall", "16, 8, 4", "not 16, 20, 4"),
    ),
    Case(
        "a final table of 8 at tables of 4",
        _scala40(stage_cuts=(16, 8)),
        "stage_cut_final",
        SETTINGS,
        ("tavolo finale", "da 2 a 6", "non 8"),
        ("final table", "2 to 6", "not 8"),
    ),
    Case(
        "a final of 5 before the last cut",
        _scala40(stage_cuts=(16, 5, 4)),
        "stage_cut_early_final",
        SETTINGS,
        ("5 giocatori", "fino a 6", "in 16, 5, 4"),
        ("5 players", "up to 6", "in 16, 5, 4"),
    ),
    Case(
        "the best 16 of an evening of 12",
        lambda services: services.rounds.generate(
            scala40_tournament(services, 12, Scala40Settings(stage_cuts=(16, 8, 4)))
        ),
        "stage_cut_field",
        SETTINGS,
        ("turno 1", "migliori 16", "sono 12"),
        ("round 1", "best 16", "12 players"),
    ),
    Case(
        "placement points over 0 rounds",
        _scala40(format=Scala40Format.PLACEMENT_POINTS, rounds=0),
        "rounds",
        SETTINGS,
        ("almeno 1 turno", "non 0"),
        ("at least 1 round", "not 0"),
    ),
    Case(
        "0 minutes a game",
        _scala40(minutes_per_game=0),
        "minutes_per_game",
        SETTINGS,
        ("0 minuti", "senza limite di tempo"),
        ("0 minutes", "no time limit"),
    ),
    # -- settings as stored
    Case(
        "stored hands that read 'tre'",
        _damaged_settings,
        "setting_unreadable",
        SETTINGS,
        ("«smazzate per turno»", "non si legge"),
        ("“hands per round”", "cannot be read"),
    ),
    Case(
        "stored settings that are a list",
        lambda _: settings_from_json(Game.SCALA40, ["limit", 101]),  # type: ignore[arg-type]
        "settings_unreadable",
        SETTINGS,
        ("impostazioni salvate", "non si leggono"),
        ("stored settings", "cannot be read"),
    ),
    # -- refused only at commit (services.context.writing): nobody known changed anything
    Case(
        "two seats for one entry, found at commit",
        _clash_at_commit,
        "save_clashed",
        ErrorCode.CONFLICT,
        ("non è stata salvata", "due dati uguali", "guarda i dati come sono ora e riprova"),
        ("was not saved", "two identical items", "look at the data as it is now and try"),
    ),
    Case(
        "a result saved meanwhile, found at commit",
        _overtaken_at_commit,
        "save_overtaken",
        ErrorCode.CONFLICT,
        ("non è stata salvata", "un'altra postazione", "rifai la modifica"),
        ("was not saved", "another station", "make the change again"),
    ),
    Case(
        "two stations generating the same round at once",
        _draft_made_meanwhile,
        "draft_made_meanwhile",
        ErrorCode.CONFLICT,
        ("altra postazione (sala)", "bozza del turno 1", "genera di nuovo"),
        ("nother station (sala)", "draft of round 1", "generate the round again"),
    ),
    # -- undo (services.audit.undo_last)
    Case(
        "undo of a change no longer the latest",
        _undo_overtaken,
        "undo_overtaken",
        ErrorCode.CONFLICT,
        ("annullato nulla", "la postazione sala", "il registro e, se serve, annulla"),
        ("was undone", "station sala", "the log and undo again"),
    ),
    Case(
        "undo of a change whose data changed outside the log",
        _undo_data_changed,
        "undo_data_changed",
        ErrorCode.CONFLICT,
        ("annullato nulla", "senza passare dal registro", "a mano quello che serve"),
        ("was undone", "without going through the log", "by hand"),
    ),
    # -- a tournament marked finished (services.tournaments.refuse_if_finished)
    Case(
        "a result entered in a finished tournament",
        _finished_result,
        "tournament_finished",
        ErrorCode.TOURNAMENT_FINISHED,
        ("Torneo concluso", "Tornei ▸ Riapri", "status -t 1 running", "salvato nulla"),
        ("Tournament finished", "Reopen", "status -t 1 running", "Nothing was saved"),
    ),
]
# Worded by the command line's `print` (test_print_refusals_in_each_language below), the
# penalties (tests/services/test_penalty_rules.py) and the copies of the database
# (tests/storage/test_database_copies.py), the files written where the director asked
# (tests/services/test_output_files.py).
ELSEWHERE = {
    "copy_not_written",
    "output_is_database",
    "output_in_backups",
    "output_not_same_kind",
    "output_exists_display",
    "output_database_in_use",
    "nothing_to_rank_by",
    "round_without_tables",
    "no_fixed_movement",  # movement cards: tests/exports/test_movement_cards.py
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
    "pairs_odd",
    "pairs_hand_needed",
    "singles_hand_needed",
}


def _check_sentences(said_it: str, said_en: str, case: Case) -> None:
    for words, sentence in ((case.italian, said_it), (case.english, said_en)):
        for word in words:
            assert word in sentence, sentence
        assert "?" not in sentence and "{" not in sentence, sentence  # every value given
    assert ENGLISH_ONLY.findall(said_it) == [], said_it


def test_every_template_has_a_case() -> None:
    assert {case.key for case in CASES if case.key} | ELSEWHERE == set(DETAILS["it"])


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_refused_with_a_sentence_in_each_language(services: Services, case: Case) -> None:
    with pytest.raises(ServiceError) as refused:
        case.attempt(services)
    error = refused.value
    assert error.code is case.code, error
    assert error.params.get("detail") == case.key
    _check_sentences(describe(error, "it"), describe(error, "en"), case)


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
        INPUT,
        ("una categoria", "classifica assoluta"),
        ("a category", "overall standings"),
    ),
    Case(
        "scoresheets of a round without tables",
        lambda _: ("--scoresheets",),
        "round_without_tables",
        INPUT,
        ("turno 1", "segnapunti"),
        ("round 1", "scoresheets"),
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
    from tournament_app.services import reports

    monkeypatch.setattr(reports, "scoresheet_documents", lambda *args, **kwargs: ())
    tournament = _published(services)
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
    _check_sentences(said["it"], said["en"], case)
