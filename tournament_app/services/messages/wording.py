"""How a refusal becomes a sentence: the lookup of its template in the catalogue
(`catalogue.sentence`), in the
director's language, filled from the error's params (each named in words where it has words),
and the sentences the faces ask for by name (a round's problems, what is still open, an
unlikely score)."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scoring.plausibility import FAR_BEYOND_LAST_BAND
from tournament_app.services.actions import Action, face_of
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.messages.actions import ACTIONS
from tournament_app.services.messages.catalogue import DETAILS, SCORING, sentence
from tournament_app.services.messages.databases import (
    SERVER_CODES,
    SERVER_FAILED,
    SERVER_GONE,
    SYSTEM_REASONS,
)
from tournament_app.services.messages.detail_words import DETAIL_WORDS, LIST_AND
from tournament_app.services.messages.edits import (
    CONFLICT_CURES,
    CONFLICT_UNSEEN,
    FIELDS,
    KINDS,
    NAMED_KINDS,
    NOT_FOUND_BY_NAME,
    PLACES,
)
from tournament_app.services.messages.files import IMPORT_AGAIN_CURES
from tournament_app.services.messages.game_rules import (
    LINE_NAMES,
    NOTHING_SAVED,
    SCORING_OPENINGS,
    SCORING_VALUE_ORDER,
    SCORING_VALUES,
)
from tournament_app.services.messages.results import ALREADY_ENTERED, UNLIKELY
from tournament_app.services.messages.rounds import (
    COPY_NOT_MADE,
    PUBLISH_UNCONFIRMED,
    QUALIFIERS_CHANGED,
    ROUND_PROBLEMS,
    SWAPPED_DRAFT_UNCONFIRMED,
)
from tournament_app.services.messages.three_pairs import UNLIKELY_THREE
from tournament_app.services.messages.tournaments import (
    STILL_OPEN,
    STILL_OPEN_REFUSED,
    VP_TABLE_NEEDED,
)
from tournament_app.services.moments import day_text, in_local_time, moment_text
from tournament_app.services.score_figures import seat_label
from tournament_app.services.stations import station_text
from tournament_app.storage.audit_form import place_of

if TYPE_CHECKING:
    from tournament_app.services.rounds.qualifiers import QualifiersNotice


def _scoring_values(error: ServiceError, language: str, template: str) -> str:
    """The error's values not already in its sentence, e.g. "turno 1, tavolo 2, PM 502"."""
    labels = SCORING_VALUES.get(language, SCORING_VALUES["it"])
    in_sentence = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    named = []
    for key in SCORING_VALUE_ORDER:
        if key in error.params and key not in in_sentence:
            label = labels[key]
            value = error.params[key]
            if key == "line":
                value = LINE_NAMES.get(language, LINE_NAMES["it"]).get(str(value), value)
            if key == "band":
                value = int(value) + 1  # a VP table's row, counted from 1 as the director reads
            if key == "player" and isinstance(value, tuple | list):
                value = seat_label(value)
            if isinstance(value, tuple | list):
                value = " / ".join(str(item) for item in value)
            named.append(label.format(value))
    detail = detail_sentence(error, language)
    if detail and not detail.startswith(error.scoring_code or "\0"):
        named.append(detail)  # a service's own note, worded by DETAILS
    return ", ".join(named)


def scoring_sentence(
    code: str, language: str = "it", *, face: str = "window", **params: Any
) -> str | None:
    """The sentence for a `scoring` error code's value (None for a code not worded here)."""
    table = SCORING.get(language, SCORING["it"])
    text = table.get(code)
    return None if text is None else advised(text, language, face, **params)


def detail_sentence(error: ServiceError, language: str = "it", face: str = "window") -> str:
    """The error's `detail` in words: its DETAILS template filled from the other params (each
    named by DETAIL_WORDS where it has words), or the detail as it is when it is no key
    (a database driver's own message); "" when there is none."""
    detail = str(error.params.get("detail", ""))
    template = DETAILS.get(language, DETAILS["it"]).get(detail)
    if template is None:
        return system_reason(detail, language)
    words = DETAIL_WORDS.get(language, DETAIL_WORDS["it"])
    values = {
        name: _in_words(value, words.get(name, {}), language)
        for name, value in error.params.items()
        if name != "detail"
    }
    values = _stations_said(values, language)
    if "latest_at" in values:  # a stored moment, maybe days ago: its date and time
        values["latest_at"] = moment_text(str(values["latest_at"]), language, seconds=False)
    return advised(template, language, face, **values)


def _in_words(value: Any, names: Mapping[str, str], language: str) -> Any:
    """A param as a detail names it: its words if it has any, a list item by item."""
    if isinstance(value, tuple | list):
        items = [str(names.get(str(item), item)) for item in value]
        if len(items) < 2:
            return "".join(items)
        return ", ".join(items[:-1]) + LIST_AND.get(language, LIST_AND["it"]) + items[-1]
    return names.get(str(value), value)


# The params that name a station (who saved first, whose change undo would take back).
STATION_PARAMS = ("changed_by", "station", "latest_by")


def _stations_said(params: dict[str, Any], language: str) -> dict[str, Any]:
    """`params` with each station named as `language` says it (a table's phone in its
    words: `services.stations`)."""
    for key in STATION_PARAMS:
        if isinstance(params.get(key), str):
            params[key] = station_text(params[key], language)
    return params


def _local_clock(moment: object) -> object:
    """A stored moment as this computer's time of day, 18:18:19: the director compares it
    with the wall clock. Anything else (a missing "?") unchanged."""
    local = in_local_time(moment) if isinstance(moment, str) else None
    return moment if local is None else f"{local:%H:%M:%S}"


def _local_day(moment: object, language: str) -> object:
    """A stored moment as this computer's date, dated as `language` dates a day (`day_text`:
    05/12/2026 in Italian, 2026-12-05 in English); anything else unchanged."""
    local = in_local_time(moment) if isinstance(moment, str) else None
    return moment if local is None else day_text(local.date(), language)


class _Lenient(string.Formatter):
    """Formats a message, writing "?" for a parameter the error did not carry."""

    def get_value(self, key: int | str, args: Any, kwargs: Any) -> Any:
        if isinstance(key, str):
            return kwargs.get(key, "?")
        return super().get_value(key, args, kwargs)


class _Advice:
    """What `{actions.NAME}` reads in a sentence: the action in one face's words, in one
    language, its own placeholders filled from the sentence's values."""

    def __init__(self, language: str, face: str, values: Mapping[str, Any]) -> None:
        self._language, self._face, self._values = language, face_of(face), values

    def __getattr__(self, name: str) -> str:
        try:
            action = Action[name]
        except KeyError:
            raise AttributeError(name) from None
        words = ACTIONS.get(self._language, ACTIONS["it"])[self._face][action.value]
        return _Lenient().format(words, **self._values)


def advised(template: str, language: str, face: str, /, **values: Any) -> str:
    """`template` filled from `values` ("?" for one not given), each `{actions.NAME}` with
    that action as `face` says it: "cli" the command line's command, anything else (the
    window, its quick line, the hall) the window's button or menu."""
    return _Lenient().format(template, **values, actions=_Advice(language, face, values))


def system_reason(reason: str, language: str = "it") -> str:
    """A reason key of SYSTEM_REASONS in words; any other text (the system's own) as it is."""
    return SYSTEM_REASONS.get(language, SYSTEM_REASONS["it"]).get(reason, reason)


def copy_not_made(
    round_number: int, reason: str, language: str = "it", face: str = "window"
) -> str:
    """The warning for a round published without its automatic copy (`reason`: a key of
    SYSTEM_REASONS or the system's words)."""
    template = COPY_NOT_MADE.get(language, COPY_NOT_MADE["it"])
    reason = system_reason(reason, language)
    return advised(template, language, face, round=round_number, reason=reason)


def _server_failed(error: ServiceError, language: str, face: str) -> str:
    """A read or a save a server database failed (see SERVER_FAILED)."""
    words = SERVER_FAILED.get(language, SERVER_FAILED["it"])
    reason = str(error.params.get("detail", ""))
    saving = error.code is ErrorCode.DATABASE_WRITE_FAILED
    cure = words["other"]
    if reason in SERVER_GONE:
        cure = words["gone_line"] if saving and face == "line" else words["gone"]
    template = words["save" if saving else "read"]
    return _Lenient().format(
        template,
        path=error.params.get("path", "?"),
        detail=system_reason(reason, language),
        cure=cure,
    )


# The table a version conflict names (`results._check_version`): "R1 T1".
_TABLE_VERSION = re.compile(r"^R(\d+) T(\d+)$")


def _place(what: object, language: str) -> object:
    """ "R1 T1" (or a change log row's "round 1 table 1") as "Il tavolo 1 del turno 1"; any
    other thing named as it is."""
    found = _TABLE_VERSION.match(str(what))
    round_number, table_number = (
        (int(found.group(1)), int(found.group(2))) if found else place_of(str(what))
    )
    if round_number is None or table_number is None:
        return what
    return PLACES.get(language, PLACES["it"]).format(round=round_number, table=table_number)


def _conflict(error: ServiceError, language: str, face: str) -> str:
    """A CONFLICT: a table entered before (no version given, a row found), or an edit over a
    version another station changed meanwhile."""
    if str(error.params.get("detail")) in DETAILS.get(language, DETAILS["it"]):
        # Found only at commit (services.context): no who and when, its own words instead.
        said = detail_sentence(error, language, face)
        return f"{said[:1].upper()}{said[1:]}."
    params = _stations_said(dict(error.params), language)
    params["what"] = _place(params.get("what", "?"), language)
    params["changed_at"] = _local_clock(params.get("changed_at", "?"))
    if params.get("expected_version") is None and params.get("current_version") is not None:
        words = ALREADY_ENTERED.get(language, ALREADY_ENTERED["it"])
        cure = advised(words["advice"], language, face, **params)
        return _Lenient().format(words["sentence"], place=params["what"], cure=cure, **params)
    cures = CONFLICT_CURES.get(language, CONFLICT_CURES["it"])
    params["cure"] = advised(cures["advice"], language, face, **params)
    template = sentence(f"error.{error.code.name}", language)
    if all(params.get(known) in (None, "?") for known in ("changed_by", "changed_at")):
        template = CONFLICT_UNSEEN.get(language, CONFLICT_UNSEEN["it"])
    return _Lenient().format(template, **params)


def _lacks_values(template: str, params: dict[str, Any]) -> bool:
    """True when `template` names a value the error does not carry (it would read "?")."""
    return any(
        field not in params for _, field, _, _ in string.Formatter().parse(template) if field
    )


def describe(error: ServiceError, language: str = "it", *, face: str = "window") -> str:
    """The sentence for `error` in `language` ("it" or "en"; anything else falls back to it).

    A rule of the game broken (`scoring_code`) is worded from `SCORING`, never as the code.
    `face`: "window" or "cli", where a cure is said differently (a table entered twice);
    "line" for the results page's quick line, which keeps what was typed (a window otherwise).
    """
    if error.code is ErrorCode.CONFLICT:
        return _conflict(error, language, face)
    if error.code is ErrorCode.TOURNAMENT_STILL_OPEN and "still_open" in error.params:
        return _still_open(error, language, face)
    if error.code is ErrorCode.UNLIKELY_SCORE and "findings" in error.params:
        return _unlikely_refused(error, language, face)
    if error.code is ErrorCode.ROUND_NEEDS_CONFIRMATION and "problems" in error.params:
        return _publish_unconfirmed(error, language, face)
    if error.code is ErrorCode.DRAFT_SWAPPED_BY_HAND:
        return _swapped_draft_unconfirmed(error, language, face)
    if "server" in error.params and error.code in SERVER_CODES:
        return _server_failed(error, language, face)
    if error.scoring_code == "no_table_for_hands" and "hands" in error.params:
        needed = vp_table_needed_sentence(int(error.params["hands"]), language, face)
        refused = VP_TABLE_NEEDED.get(language, VP_TABLE_NEEDED["it"])["refused"]
        return f"{needed} {refused}"
    params = _stations_said(dict(error.params), language)
    if error.code is ErrorCode.ALREADY_IMPORTED:
        cures = IMPORT_AGAIN_CURES.get(language, IMPORT_AGAIN_CURES["it"])
        params["cure"] = advised(cures["advice"], language, face, **params)
        params["imported_at"] = _local_day(params.get("imported_at", "?"), language)
    rule = scoring_sentence(error.scoring_code or "", language, face=face, **params)
    openings = SCORING_OPENINGS.get(language, SCORING_OPENINGS["it"])
    if rule is not None and error.code in openings:
        template = SCORING.get(language, SCORING["it"])[error.scoring_code or ""]
        values = _scoring_values(error, language, template)
        opening = openings[error.code]
        if values:
            opening = f"{opening.removesuffix(': ')} ({values}): "
        return opening + rule + NOTHING_SAVED.get(language, NOTHING_SAVED["it"])
    if "detail" in params:
        params["detail"] = detail_sentence(error, language, face)
    else:
        params["detail"] = error.scoring_code or ""
    if "changed_at" in params:
        params["changed_at"] = _local_clock(params["changed_at"])
    kinds = KINDS.get(language, KINDS["it"])
    if "kind" in params:
        params["kind"] = kinds.get(str(params["kind"]), params["kind"])
    if "field" in params:
        fields = FIELDS.get(language, FIELDS["it"])
        params["field"] = fields.get(str(params["field"]), params["field"])
    template = sentence(f"error.{error.code.name}", language)
    if error.code is ErrorCode.NOT_FOUND and str(error.params.get("kind")) in NAMED_KINDS:
        template = NOT_FOUND_BY_NAME.get(language, NOT_FOUND_BY_NAME["it"])
    if rule is not None and _lacks_values(template, params):
        # The rule's own sentence names no value ("the game at this table is already over"):
        # better than a "?" where the service did not say which table.
        return rule[:1].upper() + rule[1:] + NOTHING_SAVED.get(language, NOTHING_SAVED["it"])
    return advised(template, language, face, **params)


def why_off(error: ServiceError, language: str = "it", face: str = "window") -> str:
    """Why an action is off before the director tries it (a greyed button's or field's
    tooltip): `describe`'s sentence, without a state refusal's "nothing changed", which
    answers an attempt."""
    if error.code is ErrorCode.STATE_REFUSED and "detail" in error.params:
        return detail_sentence(error, language, face) + "."
    return describe(error, language, face=face)


def round_problem_sentence(
    code: str,
    entries: tuple[int, ...],
    table: int | None,
    language: str = "it",
    names: Mapping[int, str] | None = None,
    face: str = "window",
    *,
    tournament: int | None = None,
    round_number: int | None = None,
) -> str:
    """One problem of a round check in words (the code itself when it has none); with
    `names`, each entry's number is followed by its players' names. What to do is said in the
    face's words: the window's buttons, or the command line's commands for `tournament` and
    its round `round_number`."""
    words = ROUND_PROBLEMS.get(language, ROUND_PROBLEMS["it"])
    named = names or {}
    listed = ", ".join(f"{entry} {named.get(entry, '')}".strip() for entry in entries)
    template = words.get(code)
    if table is None:
        # No table: the cut by the stage's ranking, worded without one.
        template = words.get(f"{code}_ranking", template)
    if template is None:
        return f"{code}: {listed}"
    # The actions first, the names after: a name is never read as a placeholder.
    values: dict[str, Any] = {"entries": "{entries}", "table": "{table}"}
    values["numbers"] = " ".join(map(str, entries))  # as a command takes them
    if tournament is not None:
        values["tournament"] = tournament
    if round_number is not None:
        values["round"] = round_number
    template = advised(template, language, face, **values)
    return template.replace("{entries}", listed).replace("{table}", str(table or ""))


def qualifiers_changed_sentence(
    notice: QualifiersNotice,
    language: str = "it",
    names: Mapping[int, str] | None = None,
    face: str = "window",
) -> str:
    """What a face says when a change to a scala 40 stage changed who goes on to the round
    after it, already seated (`RoundService.qualifiers_notice`): who (each player's number
    followed by the name, with `names`), and what can still be done as far as that round
    has gone, in the face's words ("window" its buttons, "cli" its commands)."""
    listed = "; ".join(
        round_problem_sentence(
            p.code,
            p.entries,
            p.table,
            language,
            names,
            face,
            tournament=notice.tournament,
            round_number=notice.round,
        )
        for p in notice.problems
    )
    template = QUALIFIERS_CHANGED.get(language, QUALIFIERS_CHANGED["it"])[notice.state.value]
    # The problems last: a player's name is never read as a placeholder.
    said = advised(
        template,
        language,
        face,
        round=notice.round,
        tournament=notice.tournament,
        problems="{problems}",
    )
    return said.replace("{problems}", listed)


def publish_unconfirmed_lines(
    problems: Sequence[Any],
    language: str,
    face: str = "window",
    tournament: int | None = None,
    round_number: int | None = None,
) -> list[str]:
    """What a draft needs confirmed (services.publish_check), one "- problem" a line, in the
    words the window's question and the command line's refusal share."""
    return [
        "- "
        + round_problem_sentence(
            p.code,
            p.entries,
            p.table,
            language,
            face=face,
            tournament=tournament,
            round_number=round_number,
        )
        for p in problems
    ]


def _publish_unconfirmed(error: ServiceError, language: str, face: str) -> str:
    """The refusal of a draft published unconfirmed: why (its rules broken, out of date, a
    tie across a scala 40 cut not drawn), each problem, the way on, and what was kept (the
    draft `round generate --publish` made, or nothing changed)."""
    words = PUBLISH_UNCONFIRMED.get(language, PUBLISH_UNCONFIRMED["it"])
    problems = error.params["problems"]
    # Imported here: every start loads the catalogue, only a refused publish needs the check.
    from tournament_app.services.publish_check import STALE_CODES, TIE_CODES

    opening, advice = words["broken"], words["advice"]
    if all(p.code in STALE_CODES for p in problems):
        opening = words["stale"]
    elif all(p.code in TIE_CODES for p in problems):
        opening, advice = words["tied"], words["tied_advice"]
    values = {"round": str(error.params.get("round", "?"))}
    values["tournament"] = str(error.params.get("tournament", "?"))
    kept = words["drafted"] if error.params.get("drafted") else words["nothing_changed"]
    lines = publish_unconfirmed_lines(
        problems, language, face, error.params.get("tournament"), error.params.get("round")
    )
    return "\n".join(
        [
            _Lenient().format(opening, **values),
            *lines,
            advised(advice, language, face, **values) + " " + _Lenient().format(kept, **values),
        ]
    )


def swapped_draft_sentence(round_number: int, language: str) -> str:
    """What generating draft `round_number` again would lose (its seats swapped by hand): the
    window's question and the command line's refusal say it alike."""
    template = sentence(f"error.{ErrorCode.DRAFT_SWAPPED_BY_HAND.name}", language)
    return template.replace("{round}", str(round_number))


def _swapped_draft_unconfirmed(error: ServiceError, language: str, face: str) -> str:
    words = SWAPPED_DRAFT_UNCONFIRMED.get(language, SWAPPED_DRAFT_UNCONFIRMED["it"])
    tournament = str(error.params.get("tournament", "?"))
    sentence = swapped_draft_sentence(int(error.params.get("round", 0)), language)
    return sentence + " " + advised(words["advice"], language, face, tournament=tournament)


def _still_open(error: ServiceError, language: str, face: str) -> str:
    words = STILL_OPEN_REFUSED.get(language, STILL_OPEN_REFUSED["it"])
    lines = [
        "- " + still_open_sentence(item.kind.value, item.round, item.tables, language)
        for item in error.params["still_open"]
    ]
    name, tournament = str(error.params.get("name", "?")), str(error.params.get("tournament", "?"))
    cure = advised(words["advice"], language, face, tournament=tournament)
    return "\n".join([words["opening"].replace("{name}", name), *lines, cure])


def table_runs(tables: Sequence[int]) -> str:
    """Table numbers with their runs joined: "1–4, 7, 9–250"."""
    runs: list[list[int]] = []
    for table in sorted(tables):
        if runs and table == runs[-1][-1] + 1:
            runs[-1].append(table)
        else:
            runs.append([table])
    return ", ".join(
        f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs
    )


def still_open_sentence(kind: str, round_number: int, tables: Sequence[int], language: str) -> str:
    """One open item of a tournament (`services.still_open.StillOpen`'s kind value, round and
    tables) in words."""
    words = STILL_OPEN.get(language, STILL_OPEN["it"])
    template = words.get(f"{kind}_one" if len(tables) == 1 else kind, kind)
    return template.replace("{round}", str(round_number)).replace("{tables}", table_runs(tables))


def unlikely_sentence(found: Any, hands: int, language: str, *, three_pairs: bool = False) -> str:
    """One finding of `services.unlikely_scores` (scoring's `Unlikely`) in words (at a table of
    three pairs, its three packs and three lines; at a scala 40 table, the player's number)."""
    words: Mapping[str, str] = UNLIKELY.get(language, UNLIKELY["it"])
    if three_pairs:
        words = {**words, **UNLIKELY_THREE.get(language, UNLIKELY_THREE["it"])}
    # The finding's limit is a multiple of the last band's lower edge, which the director knows.
    band = found.limit // FAR_BEYOND_LAST_BAND
    return _Lenient().format(
        words[found.code.value],
        line=words.get(found.line or "", ""),
        value=found.value,
        limit=found.limit,
        hands=hands,
        hand=found.hand,
        band=band,
        entry=found.player,
    )


def _unlikely_refused(error: ServiceError, language: str, face: str) -> str:
    words = UNLIKELY.get(language, UNLIKELY["it"])
    hands = int(error.params.get("hands", 0))
    three = bool(error.params.get("three_pairs"))
    why = "; ".join(
        unlikely_sentence(found, hands, language, three_pairs=three)
        for found in error.params["findings"]
    )
    opening = words["opening"].format(
        round=error.params.get("round", "?"), table=error.params.get("table", "?"), why=why
    )
    return opening + " " + advised(words["advice"], language, face)


def vp_table_needed_sentence(hands: int, language: str = "it", face: str = "window") -> str:
    """The sentence for turni of `hands` hands, which FIBUR publishes no VP table for: the
    fact, then what to do (`face`: "window" choose or make one in the editor, "cli" the
    options and commands that do)."""
    words = VP_TABLE_NEEDED.get(language, VP_TABLE_NEEDED["it"])
    cure = advised(words["cure"], language, face, hands=hands)
    return f"{words['fact'].format(hands=hands)}: {cure}."
