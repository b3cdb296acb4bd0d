"""The tournament `torneo tournament create` describes, and the settings `edit` changes: the
types their options are read with (a pairing system by name, a schedule, numbers 0 or more,
the prize rule), the draft built from them and the settings changed by them, options of the
other game refused."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from tournament_app.cli.commands import pairs_options, setting_options
from tournament_app.cli.parsing import LARGEST, UsageError, positive_int, refusal
from tournament_app.cli.words import (
    NOT_NUMBER_LIST,
    NOT_NUMBERS_ZERO_OR_MORE,
    OUT_OF_RANGE,
    SCHEDULE_EXAMPLE,
    UNKNOWN_SYSTEM,
    Text,
    help_text,
    says,
    says_counted,
)
from tournament_app.services.domain_words import game_name
from tournament_app.services.rules import italiana_rounds_after
from tournament_app.services.scala40_tables import with_table_size
from tournament_app.services.setting_edits import with_hands
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    Game,
    NotOpenedRule,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    TeamMovement,
    TournamentDraft,
    TournamentSettings,
    VictoryPointScale,
)

# Words a director may type in --schedule / --system, mapped to the pairing systems.
SYSTEM_WORDS: dict[str, PairingSystem] = {
    "mitchell": PairingSystem.MITCHELL,
    "danese": PairingSystem.DANESE,
    "danish": PairingSystem.DANESE,
    "gironi": PairingSystem.DANESE_GIRONI,
    "danese_gironi": PairingSystem.DANESE_GIRONI,
    "danese-gironi": PairingSystem.DANESE_GIRONI,
    "italiana": PairingSystem.ROUND_ROBIN,
    "round_robin": PairingSystem.ROUND_ROBIN,
    "round-robin": PairingSystem.ROUND_ROBIN,
    "draw": PairingSystem.DRAW,
    "sorteggio": PairingSystem.DRAW,
    "registration": PairingSystem.REGISTRATION,
    "iscrizione": PairingSystem.REGISTRATION,
}


def pairing_system(text: str) -> PairingSystem:
    """An argparse type: a pairing system by its Italian or English name."""
    system = SYSTEM_WORDS.get(text.strip().lower())
    if system is None:
        raise refusal(UNKNOWN_SYSTEM, text, ", ".join(sorted(SYSTEM_WORDS)))
    return system


def schedule(text: str) -> tuple[ScheduleStep, ...]:
    """An argparse type: "mitchell:3,danese:1" -> the schedule's steps."""
    steps: list[ScheduleStep] = []
    for part in text.split(","):
        if not part.strip():
            continue
        word, _, count = part.partition(":")
        rounds = positive_int(count.strip() or "1")
        steps.append(ScheduleStep(pairing_system(word), rounds))
    if not steps:
        raise refusal(SCHEDULE_EXAMPLE)
    return tuple(steps)


PRIZE_RULES = {"not-cumulative": False, "cumulative": True}


PRIZE_RULE_HELP = help_text("tournament.options.prizes")

RESULTS_URL_HELP = help_text("tournament.options.results_url")


def number_list_with_zero(text: str) -> tuple[int, ...]:
    """An argparse type: whole numbers 0 or more separated by commas."""
    try:
        values = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise refusal(NOT_NUMBER_LIST, text) from None
    if not values or any(value < 0 for value in values):
        raise refusal(NOT_NUMBERS_ZERO_OR_MORE, text)
    if any(value > LARGEST for value in values):
        raise refusal(OUT_OF_RANGE, text, 0, LARGEST)
    return values


# Options of one game only (argparse dests): given for the other game, they are refused.
BURRACO_ONLY: tuple[str, ...] = ("hands", "schedule", "individual", "first_round", "vp_table")
BURRACO_ONLY += ("bye_vp", "bye_mp", "teams", "team_movement", "team_vp_table")
SCALA40_ONLY: tuple[str, ...] = ("limit", "table_size", "out_above_limit", "not_opened")
SCALA40_ONLY += ("in_hand_double", "reentries", "format", "advance", "cuts", "placement_points")
# Options of both games.
SHARED = ("rounds", "seed", "prizes")


def refuse_misplaced(options: argparse.Namespace, game: Game) -> None:
    """UsageError naming the options given that `game`'s tournaments do not take."""
    burraco = game is Game.BURRACO
    other = SCALA40_ONLY if burraco else BURRACO_ONLY
    misplaced = [name for name in other if getattr(options, name, None) is not None]
    extra = setting_options.misplaced(options, burraco)
    misplaced += [name for name in extra if name not in misplaced]
    if misplaced:
        flags = ", ".join("--" + name.replace("_", "-") for name in misplaced)
        raise UsageError(
            says("tournament_draft.not_an_option_for_a").filled(
                flags=flags, game=Text(*(game_name(game, language) for language in ("it", "en")))
            )
        )


def build_draft(options: argparse.Namespace) -> TournamentDraft:
    """The new tournament the options describe; options of the other game are refused."""
    game = Game(options.game)
    refuse_misplaced(options, game)
    settings: BurracoSettings | Scala40Settings = (
        _burraco_settings(options, BurracoSettings())
        if game is Game.BURRACO
        else _scala40_settings(options, Scala40Settings(), stored=None)
    )
    if options.prizes is not None:
        settings = replace(settings, prizes_cumulative=PRIZE_RULES[options.prizes])
    if options.seed is None:
        from tournament_app.services.tournaments import new_seed

        settings = replace(settings, seed=new_seed())  # its own, as the wizard gives it
    if options.results_url:
        settings = replace(settings, results_url=options.results_url.strip())
    return TournamentDraft(
        game=game, name=options.name, date=options.date, venue=options.venue, settings=settings
    )


def setting_given(options: argparse.Namespace) -> bool:
    """Whether any option of a tournament's settings was given (`edit`)."""
    names = BURRACO_ONLY + SCALA40_ONLY + SHARED
    names += tuple(setting_options.BURRACO_FIELDS) + tuple(setting_options.SCALA40_FIELDS)
    return any(getattr(options, name, None) is not None for name in names)


def edited_settings(
    options: argparse.Namespace,
    settings: TournamentSettings,
    vp_scale: VictoryPointScale | None = None,
) -> TournamentSettings | None:
    """`settings` with the options given applied, as the wizard's pages would change them
    (`vp_scale`: the table --vp-table named); None when no setting was given. Options of the
    other game are refused as usage; whether the result is playable, and whether it may
    still change, is the services' rule."""
    burraco = isinstance(settings, BurracoSettings)
    refuse_misplaced(options, Game.BURRACO if burraco else Game.SCALA40)
    if not setting_given(options):
        return None
    changed: TournamentSettings
    if isinstance(settings, BurracoSettings):
        base = settings
        if vp_scale is not None:
            hands = options.hands if options.hands is not None else vp_scale.hands
            base = replace(with_hands(base, hands), vp_scale=vp_scale)
        elif options.hands is not None:
            base = with_hands(base, options.hands)
        changed = _burraco_settings(options, base, bye=True)
    else:
        changed = _scala40_settings(options, settings, stored=settings)
    if options.prizes is not None:
        changed = replace(changed, prizes_cumulative=PRIZE_RULES[options.prizes])
    return changed


def club_schedule(rounds: int) -> tuple[ScheduleStep, ...]:
    """N rounds the club way: Mitchell, then one Danese (a single round is a Mitchell)."""
    if rounds == 1:
        return (ScheduleStep(PairingSystem.MITCHELL, 1),)
    return (
        ScheduleStep(PairingSystem.MITCHELL, rounds - 1),
        ScheduleStep(PairingSystem.DANESE, 1),
    )


def _given(options: argparse.Namespace, names: dict[str, str]) -> dict[str, Any]:
    """The settings (option name -> settings field) the director actually gave."""
    return {
        field: getattr(options, option)
        for option, field in names.items()
        if getattr(options, option) is not None
    }


def _burraco_settings(
    options: argparse.Namespace, base: BurracoSettings, *, bye: bool = False
) -> BurracoSettings:
    """`base` with the burraco options given (`bye`: --bye-vp/--bye-mp come from
    `setting_options`, as `edit` defines them there)."""
    steps: tuple[ScheduleStep, ...] = options.schedule or base.schedule
    if options.rounds is not None and options.schedule is None:
        steps = club_schedule(options.rounds)
    if options.rounds is not None and sum(step.rounds for step in steps) != options.rounds:
        planned = sum(step.rounds for step in steps)
        raise UsageError(
            says_counted(
                "tournament_draft.rounds_disagrees_with_schedule_rounds",
                planned,
                rounds=options.rounds,
            )
        )
    names = {"hands": "hands", "first_round": "first_round", "individual": "individual"}
    names |= {"seed": "seed"} | ({} if bye else {"bye_vp": "bye_vp", "bye_mp": "bye_mp"})
    values = _given(options, names)
    values |= setting_options.burraco_values(options, bye=bye)
    if options.teams is not None:
        values["event_format"] = EventFormat.TEAMS if options.teams else EventFormat.PAIRS
    if options.team_movement is not None:
        values["team_movement"] = TeamMovement(options.team_movement)
    return replace(base, schedule=steps, **values)


def _scala40_settings(
    options: argparse.Namespace, base: Scala40Settings, *, stored: Scala40Settings | None
) -> Scala40Settings:
    """`base` with the scala 40 options given, as the wizard's page would set them: going
    through by table (--advance) or by placement points takes the ranking cuts away; an
    all'italiana's rounds as the services decide after a change from `stored` (None: a
    tournament being created; `rules.italiana_rounds_after`)."""
    # --cuts is its own way of going through (by the ranking): beside "so many per table" or
    # a placement tournament (no elimination at all) one of the two would be dropped unsaid.
    if options.cuts is not None and options.advance is not None:
        raise UsageError(says("tournament_draft.cuts_and_advance_are_two"))
    values = _given(
        options,
        {"limit": "limit", "table_size": "table_size", "reentries": "reentries"}
        | {"advance": "advance_per_table", "placement_points": "placement_points"}
        | {"rounds": "rounds", "seed": "seed", "cuts": "stage_cuts"},
    )
    if options.out_above_limit is not None:
        values["out_at_limit"] = not options.out_above_limit
    if options.not_opened is not None:
        values["not_opened"] = (
            NotOpenedRule.FLAT_100 if options.not_opened == "100" else NotOpenedRule.CARDS
        )
    if options.format is not None:
        values["format"] = (
            Scala40Format.PLACEMENT_POINTS
            if options.format == "placement"
            else Scala40Format.ELIMINATION
        )
    placement = values.get("format", base.format) is Scala40Format.PLACEMENT_POINTS
    if options.cuts is not None and placement:
        raise UsageError(says("tournament_draft.cuts_is_for_elimination_not"))
    if options.advance is not None or placement:
        values["stage_cuts"] = ()
    values |= setting_options.scala40_values(options)
    if values.get("minutes_per_game") == 0:
        values["minutes_per_game"] = None  # 0 is the wizard's "no time limit"
    if options.table_size is not None:
        base = with_table_size(base, options.table_size)  # the size's placement points
    form_size = pairs_options.table_size_for_form(options, base)
    if form_size is not None:
        base = with_table_size(base, form_size)  # two pairs a table, or 4 back for singles
    settings = italiana_rounds_after(
        stored, replace(base, **values), rounds_given=options.rounds is not None
    )
    setting_options.check_seating(options, settings)
    return settings
