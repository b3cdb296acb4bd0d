"""The errors every service raises: one base class carrying a code the CLI and GUI word."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any


class ErrorCode(Enum):
    """What went wrong, as a code; `messages.describe` turns it into a sentence."""

    NOT_FOUND = "not_found"
    """The tournament, entry, player, round or table named does not exist."""
    INVALID_SETTINGS = "invalid_settings"
    """A tournament setting is out of range or inconsistent (e.g. hands=5, limit<=0)."""
    INVALID_SCORE = "invalid_score"
    """Scores that break a rule of the game; `scoring_code` names the rule."""
    INVALID_INPUT = "invalid_input"
    """A plain value is malformed (empty name, negative number, unknown option)."""
    TEXT_TOO_LONG = "text_too_long"
    """A text is longer than its field holds; params `field`, `limit`, `length`."""
    TEXT_REQUIRED = "text_required"
    """A text that must be given (surname, tournament name, reason) is empty; `field`."""
    TEXT_CONTROL_CHARACTER = "text_control_character"
    """A text holds an invisible control character; `field`, `position`, `character`."""
    DUPLICATE_ENTRY = "duplicate_entry"
    """The same player is already entered in this tournament, or the number is taken."""
    DUPLICATE_PLAYER = "duplicate_player"
    """A registry player with this tessera already exists."""
    CONFLICT = "conflict"
    """Someone else changed the data since it was read (stale version)."""
    ROUND_NOT_PUBLISHED = "round_not_published"
    """Results can only be entered for a published round."""
    ROUND_PUBLISHED = "round_published"
    """A published round can no longer be swapped, regenerated or deleted."""
    ROUND_ALREADY_DRAFT = "round_already_draft"
    """A round taken back to draft that is a draft already; params `round`, `tournament`."""
    ROUND_STARTED = "round_started"
    """A published round taken back to draft once play is written at a table (a result, a
    second entry, a scala 40 hand): it keeps the seating announced; params `round`, `tables`
    (their numbers in words), `tournament`. Nothing changed."""
    ENTRY_SEATED = "entry_seated"
    """Deleting an entry that has sat at a table (a draft's too): it is part of the rounds,
    and is withdrawn instead; params `entry`, `round` (the first it sat in), `tournament`."""
    STATE_REFUSED = "state_refused"
    """Refused by the tournament as it stands, not by a value typed: a round published or
    still in play, a table still playing, a draft seating absent entries, the tournament's
    format (pairs, not all'italiana), a FIBUR VP table (built in). Typing the same again would
    not help, so the sentence is no "invalid value, correct it": param `detail` (a DETAILS key
    whose sentence says what stands in the way and what to do instead) and the values it
    names. Nothing changed."""
    ENTRIES_NOT_TIED = "entries_not_tied"
    """Lots drawn among entries that are not level (not in one group sharing a place in the
    standings, nor tied across a scala 40 cut in the draft round): the draw would decide
    nothing the standings show. Params `entries` (the numbers named), `detail` (a DETAILS
    key: who is level now, `tied`, or nobody). Nothing was drawn."""
    ROUND_INCOMPLETE = "round_incomplete"
    """The previous round still misses results, so the next cannot be generated."""
    ROUND_TO_CHECK = "round_to_check"
    """A second entry in the previous round differs from its table's result: the standings
    the next round is seated by may be wrong until the right figures are saved."""
    NO_MORE_ROUNDS = "no_more_rounds"
    """The tournament's schedule has no further round."""
    NOT_ENOUGH_ENTRIES = "not_enough_entries"
    """Too few present entries to seat a round."""
    RESULT_FOR_BYE = "result_for_bye"
    """A table holding a bye (riposo) takes no result: the bye score is automatic."""
    NO_FIRST_ENTRY = "no_first_entry"
    """A second entry (double entry) for a table with no result yet: there is nothing to
    check; params `round`, `table`."""
    TABLE_CODE_UNKNOWN = "table_code_unknown"
    """A code typed on a phone that is no table's code in this tournament; param `typed`."""
    TABLE_CODE_MISSING = "table_code_missing"
    """A phone's entry sent with the table's code left empty."""
    TABLE_ENTRY_CLOSED = "table_entry_closed"
    """A phone entry for a table that takes none now: its result is in, the director closed
    entry or has its figures to decide; params `round`, `table`."""
    TABLE_ENTRY_OPEN = "table_entry_open"
    """Phone entry reopened for a table that takes entries already; params `round`, `table`."""
    TABLE_RESULT_IN = "table_result_in"
    """Phone entry reopened for a table whose result is in (a phone would enter over it);
    params `round`, `table`."""
    TABLE_ENTRY_OFF = "table_entry_off"
    """Table codes asked for, or a phone entry made, in a tournament whose tables do not
    enter their results (the setting is off); param `tournament`."""
    NOT_A_SCORESHEET = "not_a_scoresheet"
    """A second entry for a table whose result was decided, not played (forfeit, arbitral):
    there is no scoresheet to re-type; params `round`, `table`."""
    PAIRING_FAILED = "pairing_failed"
    """The pairing rules could not seat everyone (e.g. every opponent already met)."""
    WRONG_GAME = "wrong_game"
    """A burraco action on a scala 40 tournament, or the other way round."""
    TABLE_FINISHED = "table_finished"
    """The scala 40 table already has its winner; no further hand can be entered."""
    REENTRY_NOT_ALLOWED = "reentry_not_allowed"
    """Re-entry is off for this tournament, or the player used every re-entry allowed."""
    NOTHING_TO_UNDO = "nothing_to_undo"
    """The audit trail holds no change that can still be undone."""
    DATABASE_TOO_NEW = "database_too_new"
    """The database was written by a newer Torneo; it was left untouched."""
    NOT_A_DATABASE = "not_a_database"
    """The file is not a Torneo database (another program's file, or not SQLite at all)."""
    DATABASE_UNREACHABLE = "database_unreachable"
    """The database server could not be reached or the file could not be opened."""
    DATABASE_ADDRESS = "database_address"
    """The address is no database Torneo can open (MySQL, PostgreSQL through another driver
    than psycopg, a misspelt scheme); nothing was opened. Param `path` (without password)."""
    DATABASE_IN_MEMORY = "database_in_memory"
    """An in-memory database (`sqlite://`, `:memory:`): it would keep nothing once Torneo
    closes, so it is not opened. Param `path`."""
    DATABASE_DAMAGED = "database_damaged"
    """The database file is damaged; it was left untouched (open a backup instead)."""
    READ_ONLY_STATION = "read_only_station"
    """This station was opened for display only (standings on a screen): it changes nothing."""
    DISPLAY_DATABASE_NOT_READY = "display_database_not_ready"
    """A display station cannot create or upgrade a database; a director's station must
    open it first. Param `path`."""
    COPIES_ON_SERVER = "copies_on_server"
    """A copy of a database on a PostgreSQL server: the server makes those (pg_dump), not
    Torneo. Param `path` (the address without its password)."""
    COPY_FAILED = "copy_failed"
    """A copy of the database could not be written where the director asked; params `path`,
    `detail` (a DETAILS key). The database is unchanged."""
    OUTPUT_REFUSED = "output_refused"
    """A file was not written where the director asked: it would have replaced the open
    database, a file in its copies' folder, an existing file of another kind, or (on a display
    station) any existing file. Params `path`, `detail` (a DETAILS key). Nothing changed."""
    DATABASE_WRITE_FAILED = "database_write_failed"
    """The change could not be saved (disk full, read-only file, locked by another program,
    server gone); nothing was changed and the action can be tried again."""
    TOURNAMENT_FINISHED = "tournament_finished"
    """The tournament is marked finished (concluso): its results, hands, penalties, rounds
    and entries no longer change until it is reopened; param `detail` (a DETAILS key)."""
    UNLIKELY_SCORE = "unlikely_score"
    """Burraco figures possible but unlikely (`services.unlikely_scores`), or a scala 40
    penalty no hand can cost (`services.sheet_entry`), saved without the director's
    confirmation; params `round`, `table`, `hands` and `findings` (scoring's `Unlikely`
    values). Nothing was saved."""
    UNLIKELY_PENALTY = "unlikely_penalty"
    """A burraco penalty taking more VP in one round than a turno can give
    (`services.unlikely_scores.penalty_vp_beyond`), given without the director's confirmation;
    params `detail` ("penalty_over_turno"), `entry`, `round`, `vp`, `most`. Nothing was saved."""
    TOURNAMENT_STILL_OPEN = "tournament_still_open"
    """Marking finished a tournament with business still open (a round in play, a double
    entry disagreeing, a draft) without the director's confirmation; params `tournament`,
    `name`, `still_open` (services.still_open values). Nothing was changed."""
    ROUND_NEEDS_CONFIRMATION = "round_needs_confirmation"
    """Publishing a draft whose check needs the director's confirmation (a rule broken, a
    Danish draft made before the standings changed) without it; params `tournament`, `round`,
    `problems` (the round check's `PairingProblem`s to confirm), `stale`. Nothing was
    published (services.publish_check)."""
    DRAFT_SWAPPED_BY_HAND = "draft_swapped_by_hand"
    """Generating again a draft that holds seats swapped by hand without the director's
    confirmation (the swaps would be lost); params `tournament`, `round`. Nothing changed."""
    ALREADY_IMPORTED = "already_imported"
    """A tournament file whose content this database imported before, its tournament still
    here, imported again without the director saying a copy is wanted; params `file`, `name`,
    `tournament`, `imported_at` (services.archive_origin). Nothing was imported."""
    SETTINGS_DAMAGED = "settings_damaged"
    """The tournament's settings as stored are no JSON object (the text damaged on disk or
    by hand); param `tournament` (its name). Nothing was changed."""
    CLOCK_NO_ROUND = "clock_no_round"
    """The round clock asked for with no round published yet; param `tournament`."""
    CLOCK_ROUND_DRAFT = "clock_round_draft"
    """The clock of a round still a draft; param `round`. Nothing changed."""
    CLOCK_MINUTES = "clock_minutes"
    """A round clock's minutes out of range; params `minutes`, `longest`. Nothing changed."""
    CLOCK_TIME_UP = "clock_time_up"
    """Starting a round clock whose time is up (reset it first); param `round`."""
    CLOCK_NO_TIME = "clock_no_time"
    """Starting the clock of an untimed round (its tournament played without a time limit)
    without the minutes to give it; params `tournament` (its id), `round`. Nothing changed."""


class ServiceError(Exception):
    """A director action refused; nothing was changed.

    `params` holds the data the message needs (names, numbers); `scoring_code` is the
    `scoring` error code's value when a rule of the game was broken.
    """

    def __init__(
        self,
        code: ErrorCode,
        params: Mapping[str, Any] | None = None,
        *,
        scoring_code: str | None = None,
    ) -> None:
        self.code = code
        self.params: dict[str, Any] = dict(params or {})
        self.scoring_code = scoring_code
        detail = f" [{scoring_code}]" if scoring_code else ""
        super().__init__(f"{code.value}{detail}: {self.params}")


class NotFoundError(ServiceError):
    """The thing named (kind, key) does not exist."""

    def __init__(self, kind: str, key: object) -> None:
        super().__init__(ErrorCode.NOT_FOUND, {"kind": kind, "key": key})


class ConflictError(ServiceError):
    """A write was based on a stale version; `params` says what changed, when and where."""

    def __init__(
        self,
        what: str,
        *,
        expected_version: int | None,
        current_version: int | None,
        changed_by: str | None = None,
        changed_at: str | None = None,
    ) -> None:
        super().__init__(
            ErrorCode.CONFLICT,
            {
                "what": what,
                "expected_version": expected_version,
                "current_version": current_version,
                "changed_by": changed_by or "?",
                "changed_at": changed_at or "?",
            },
        )


StaleVersion = ConflictError
"""Another name for `ConflictError`, as the design calls it."""
