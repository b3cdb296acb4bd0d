"""The words of a schedule's warnings (`services.schedule_checks`): a Mitchell phase longer
than its pairs allow, with what to do (fewer rounds, or a Danese for the rest, each
schedule written as the face reads one), and more rounds than a FIBUR club tournament plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services.actions import face_of
from tournament_app.services.messages.catalogue import table
from tournament_app.services.messages.wording import advised
from tournament_app.services.schedule_checks import ScheduleWarningCode

if TYPE_CHECKING:
    from tournament_app.services.schedule_checks import ScheduleWarning
    from tournament_app.services.settings import ScheduleStep

# Keyed by `ScheduleWarningCode` values: `mitchell_repeats` ({entries} pairs, {allowed}
# rounds without a repeat, {rounds} set, {repeat} the first round with one), its twin
# `mitchell_repeats_one` for a field that plays a single round, then `mitchell_cure`
# ({fewer}, {danese_rest}: the schedules proposed, after `{actions.SCHEDULE_SET}`);
# `club_rounds` ({allowed}: FIBUR's limit, {rounds}: the schedule's).
SCHEDULE_WARNINGS = table("schedule_warnings")


def schedule_warning_sentence(
    warning: ScheduleWarning,
    language: str = "it",
    face: str = "window",
    tournament: int | None = None,
) -> str:
    """One warning of a schedule in words, with what to do: the window's (the schedules
    proposed as its steps read) or the command line's (`face` "cli": the command that sets
    each, `tournament` its id)."""
    words = SCHEDULE_WARNINGS.get(language, SCHEDULE_WARNINGS["it"])
    values = {
        "entries": warning.entries,
        "allowed": warning.allowed,
        "rounds": warning.rounds,
        "repeat": warning.repeat_round,
    }
    code = warning.code.value
    if warning.code is not ScheduleWarningCode.MITCHELL_REPEATS:
        return advised(words[code], language, face, **values) + "."
    fact = words[f"{code}_one" if warning.allowed == 1 else code]
    cure = advised(
        words["mitchell_cure"],
        language,
        face,
        **({} if tournament is None else {"tournament": tournament}),
        fewer=schedule_text(warning.fewer, language, face),
        danese_rest=schedule_text(warning.danese_rest, language, face),
    )
    return f"{advised(fact, language, face, **values)}. {cure}."


def schedule_text(steps: tuple[ScheduleStep, ...], language: str, face: str = "window") -> str:
    """A schedule as `face` writes one: the command line's `--schedule` value
    ("mitchell:2,danese:4"), the window's as its summary reads ("Mitchell ×2 + Danese ×4")."""
    if face_of(face) == "cli":
        return ",".join(f"{step.system.value}:{step.rounds}" for step in steps)
    from tournament_app.services.setting_words import schedule_words  # it reads this package

    return schedule_words(steps, language)
