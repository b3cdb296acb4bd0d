"""A tournament's settings in words, in Italian and English: each setting by its name (the one
refusals give it, `messages.DETAIL_WORDS`), each value as the window's wizard says it (Sì/No,
the VP table and bye the evening plays with, the tie-breaks by name).

One source for every face: `torneo tournament show` lists a tournament's settings with
`setting_rows`, and the change log (`log.words`) words the settings an edit changed, before and
after, with `setting_values`. Plain pairs, no Qt and nothing of the command line here."""

from __future__ import annotations

from collections.abc import Iterator

from scoring.three_pairs import rule_name
from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS
from tournament_app.services import rules
from tournament_app.services.domain_words import (
    PAIRS_BYES,
    PAIRS_DRAWS,
    format_name,
    pairs_tie_break_name,
    scala40_form_name,
    system_name,
    tie_break_name,
)
from tournament_app.services.errors import ServiceError
from tournament_app.services.messages import DETAIL_WORDS, teams
from tournament_app.services.messages.catalogue import said_pair, said_pairs
from tournament_app.services.messages.three_pairs import MP_NOTE as THREE_PAIRS_MP_NOTE
from tournament_app.services.messages.three_pairs import SETTING_NAMES
from tournament_app.services.messages.three_pairs import VP_RULES as THREE_PAIRS_VP
from tournament_app.services.messages.three_pairs import WHEN as THREE_PAIRS_WHEN
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    EventFormat,
    InHandClose,
    NotOpenedRule,
    PairingSystem,
    RemainderTables,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    ScheduleStep,
    ThreePairsTables,
    TournamentSettings,
    VictoryPointScale,
)

YES_NO = said_pairs("setting_words.yes_no", (True, False))
NONE = said_pair("setting_words.none")
# Whether a prize won overall also counts in a group or category, as clubs say it.
PRIZES = said_pairs("setting_words.prizes", (True, False))
NO_RESULTS_URL = said_pair("setting_words.no_results_url")
# The window's words for these choices (the wizard's).
DANESE_VARIANTS = said_pairs(
    "setting_words.danese_variants",
    (DaneseVariant.MODIFICATO, DaneseVariant.PURO, DaneseVariant.NEVER_AGAIN),
)
NOT_OPENED = said_pairs("setting_words.not_opened", (NotOpenedRule.CARDS, NotOpenedRule.FLAT_100))
# What a chiusura in mano does (scala40.md): the wizard's choice, `--in-hand-close`'s help.
IN_HAND_CLOSE = said_pairs(
    "setting_words.in_hand_close", (InHandClose.OFF, InHandClose.FISCA, InHandClose.HOUSE)
)
# How a placement-points tournament seats rounds 2 onwards: the wizard's choice, `--seating`.
SCALA40_SEATINGS = said_pairs(
    "setting_words.scala40_seatings",
    (Scala40Seating.DRAW, Scala40Seating.DANESE, Scala40Seating.ITALIANA),
)
# Which tables take the players tables of 4 leave over: the wizard's choice,
# `--remainder-tables`.
REMAINDER_TABLES = said_pairs(
    "setting_words.remainder_tables", (RemainderTables.FIVE_FIRST, RemainderTables.THREE_FIRST)
)
PLAYERS = said_pairs("setting_words.players", (True, False))
TWO_HALVES = said_pair("setting_words.two_halves")
NO_VP_TABLE = said_pair("setting_words.no_vp_table")
NO_REENTRY = said_pair("setting_words.no_reentry")
NO_TIME_LIMIT = said_pair("setting_words.no_time_limit")
FINAL_OF = said_pair("setting_words.final_of")
MINUTES = said_pair("setting_words.minutes")
FIBUR_TABLE = said_pair("setting_words.fibur_table")
# The house variants, worded only when in play (`every` aside): printouts repeat them.
VARIANT_SETTINGS = (
    "closing_bonus",
    "pozzetto_penalty",
    "reale_bonus",
    "super_bonus",
    "brazilian",
    "ace_alone_one",
    "simplified",
)
BRAZILIAN = said_pair("setting_words.brazilian")
SIMPLIFIED = said_pair("setting_words.simplified")
ACE_ALONE = said_pair("setting_words.ace_alone")
# Who sits NS in a Danish round, and whether the first round keeps a club's pairs apart.
LINES = said_pairs("setting_words.lines", (True, False))
CLUBS_APART = said_pairs("setting_words.clubs_apart", (True, False))
# The settings the draw gives a tournament rather than the director.
DRAWN = ("seed", "draw_order", "stage_replacements", "team_draw_order")
REPLACED_BY = said_pair("setting_words.replaced_by")


def setting_rows(
    settings: TournamentSettings, language: str, *, drawn: bool = True
) -> list[tuple[str, str]]:
    """(setting, value) in `language`, in the order the settings are stored: only the
    settings its game and format use; without the draw's seed and recorded order when not
    `drawn` (a tournament still being set up has drawn nothing)."""
    return [
        (_capital(setting_name(key, language)), value)
        for key, value in _values(settings, language, every=False)
        if drawn or key not in DRAWN
    ]


def setting_lines(
    settings: TournamentSettings, language: str, keys: frozenset[str]
) -> tuple[str, ...]:
    """ "Setting: value" in `language` for those of `keys` the tournament uses, in the
    settings' order: the rules a printed document repeats under its title."""
    return tuple(
        f"{_capital(setting_name(key, language))}: {value}"
        for key, value in _values(settings, language, every=False)
        if key in keys
    )


def schedule_words(schedule: tuple[ScheduleStep, ...], language: str) -> str:
    """A burraco schedule in one line: "Mitchell ×3 + Danese ×1"."""
    return " + ".join(f"{system_name(step.system, language)} ×{step.rounds}" for step in schedule)


def vp_scale_name(scale: VictoryPointScale, language: str) -> str:
    """A VP table's name: FIBUR's own tables (which ship named in Italian, "FIBUR 3
    smazzate") in `language`; a table the club saved by the name the director gave it (a
    saved table that only shares a FIBUR name keeps it: its bands are its own)."""
    for table in (FIBUR_3_HANDS, FIBUR_4_HANDS):
        if scale == rules.table_to_scale(table):
            return FIBUR_TABLE.pick(language).format(scale.hands)
    return scale.name


def setting_values(settings: TournamentSettings, language: str) -> dict[str, str]:
    """Every setting's value in words in `language`, by its stored key: also those its format
    leaves unused (a change to one is still worth reading)."""
    return dict(_values(settings, language, every=True))


def setting_name(key: str, language: str) -> str:
    """A stored setting's name in `language` ("variante del Danese"); the key itself for one
    not named (a newer Torneo's)."""
    return str(DETAIL_WORDS.get(language, DETAIL_WORDS["it"])["setting"].get(key, key))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _values(
    settings: TournamentSettings, language: str, *, every: bool
) -> Iterator[tuple[str, str]]:
    if isinstance(settings, BurracoSettings):
        return _burraco(settings, language, every)
    return _scala40(settings, language, every)


def _burraco(settings: BurracoSettings, language: str, every: bool) -> Iterator[tuple[str, str]]:
    # An individual tournament rotates partners, a team event seats by its movement: the
    # schedule's systems seat neither, and a summary or printout naming them would say a
    # format the evening does not play (the log still reads them, with `every`).
    own_seating = _own_seating(settings, language)
    systems = {step.system for step in settings.schedule} if own_seating is None else set()
    yield from _event_format(settings, language, every)
    yield "hands", str(settings.hands)
    if own_seating is not None and not every:
        yield "schedule", f"{_capital(own_seating)} ×{settings.rounds}"
    else:
        yield "schedule", schedule_words(settings.schedule, language)
        yield "first_round", system_name(settings.first_round, language)
    if every or PairingSystem.MITCHELL in systems:
        yield "mitchell_shift", str(settings.mitchell_shift)
    if every or systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI}:
        yield "danese_variant", DANESE_VARIANTS[settings.danese_variant].pick(language)
    yield from _seating_rules(settings, language, every, systems)
    if every or settings.three_pairs is not ThreePairsTables.NEVER:
        yield "three_pairs", THREE_PAIRS_WHEN[language][settings.three_pairs.value]
        yield "three_pairs_vp", THREE_PAIRS_VP[language][rule_name(settings.three_pairs_vp)]
    if every or PairingSystem.DANESE_GIRONI in systems:
        sizes = settings.group_sizes
        yield "group_sizes", ", ".join(map(str, sizes)) if sizes else TWO_HALVES.pick(language)
    # What the evening plays with: a tournament left on the defaults stores None for these.
    try:
        scale = vp_scale_name(rules.table_to_scale(rules.vp_table(settings)), language)
        turno = rules.turno_settings(settings)
        bye_vp, bye_mp = str(turno.bye_vp), f"{turno.bye_mp:+d}"
    except ServiceError:  # 2 hands and no club table yet: nothing to play with
        scale, bye_vp, bye_mp = NO_VP_TABLE.pick(language), "—", "—"
    yield "vp_scale", scale
    yield "bye_vp", bye_vp
    yield "bye_mp", bye_mp
    # The forfeit's VP need no VP table: the tournament's own, or the default for the hands.
    forfeit_present, forfeit_late = rules.forfeit_vp(settings)
    yield "forfeit_present_vp", str(forfeit_present)
    yield "forfeit_late_vp", str(forfeit_late)
    yield "tie_breaks", ", ".join(tie_break_name(key, language) for key in settings.tie_breaks)
    yield "no_semipulito", YES_NO[settings.no_semipulito].pick(language)
    yield "burraco_reale", YES_NO[settings.burraco_reale].pick(language)
    yield from _burraco_variants(settings, language, every)
    yield "seed", str(settings.seed)
    yield "draw_order", _numbers(settings.draw_order, language)
    yield "prizes_cumulative", PRIZES[settings.prizes_cumulative].pick(language)
    yield "results_url", settings.results_url or NO_RESULTS_URL.pick(language)
    yield "table_entry", YES_NO[settings.table_entry].pick(language)
    yield from _team_event(settings, language, every)


def _own_seating(settings: BurracoSettings, language: str) -> str | None:
    """How an individual tournament or a team event seats every round, in words (None: a
    pairs tournament, seated by its schedule's systems)."""
    if settings.event_format is EventFormat.TEAMS:
        return teams.MOVEMENTS.get(language, teams.MOVEMENTS["it"])[settings.team_movement.value]
    if settings.individual:
        return system_name("individual", language)
    return None


def _event_format(
    settings: BurracoSettings, language: str, every: bool
) -> Iterator[tuple[str, str]]:
    """The format in one row: pairs or individual, or teams (a team event is always of
    pairs, so its row says both)."""
    teams_event = settings.event_format is EventFormat.TEAMS
    if every or not teams_event:
        yield "individual", PLAYERS[settings.individual].pick(language)
    if every or teams_event:
        words = teams.FORMATS.get(language, teams.FORMATS["it"])
        yield "event_format", words[settings.event_format.value]


def _team_event(settings: BurracoSettings, language: str, every: bool) -> Iterator[tuple[str, str]]:
    """A team event's movement, team VP table and the team ranking's recorded draw."""
    if not every and settings.event_format is EventFormat.PAIRS:
        return
    if every:  # a summary says the movement in the schedule's row
        movements = teams.MOVEMENTS.get(language, teams.MOVEMENTS["it"])
        yield "team_movement", movements[settings.team_movement.value]
    if settings.team_vp_scale is not None:
        yield "team_vp_scale", settings.team_vp_scale.name
    elif settings.hands in (3, 4):
        proposal = teams.PROPOSED_TABLE.get(language, teams.PROPOSED_TABLE["it"])
        yield "team_vp_scale", proposal.format(hands=settings.hands)
    else:
        yield "team_vp_scale", NO_VP_TABLE.pick(language)
    yield "team_draw_order", _numbers(settings.team_draw_order, language)


def _scala40(settings: Scala40Settings, language: str, every: bool) -> Iterator[tuple[str, str]]:
    if every or settings.pairs:  # singles, the usual form, goes unsaid on paper
        yield "form", scala40_form_name(settings.form, language)
    if every or not settings.pairs:  # pairs: always two pairs a table, said by the form
        yield "table_size", str(settings.table_size)
    # Tables of 5 first is the clubs' habit, unsaid on paper as the house variants are.
    if every or settings.remainder_tables is not RemainderTables.FIVE_FIRST:
        yield "remainder_tables", REMAINDER_TABLES[settings.remainder_tables].pick(language)
    yield "limit", str(settings.limit)
    yield "out_at_limit", YES_NO[settings.out_at_limit].pick(language)
    yield "not_opened", NOT_OPENED[settings.not_opened].pick(language)
    yield "in_hand_close", IN_HAND_CLOSE[settings.in_hand_close].pick(language)
    reentries = settings.reentries
    yield "reentries", str(reentries) if reentries else NO_REENTRY.pick(language)
    yield "format", format_name(settings.format, language)
    elimination = settings.format is Scala40Format.ELIMINATION
    by_ranking = bool(settings.stage_cuts)
    if every or (elimination and not by_ranking):
        yield "advance_per_table", str(settings.advance_per_table)
    if every or (elimination and by_ranking):
        yield "stage_cuts", _cuts(settings.stage_cuts, language)
    if every or not elimination:
        yield "rounds", str(settings.rounds)
        if every or not settings.pairs:
            yield "placement_points", ", ".join(map(str, settings.placement_points))
        yield "seating", SCALA40_SEATINGS[settings.seating].pick(language)
    if every or settings.pairs:
        yield from _pairs(settings, language)
    if every or settings.ace_alone_one:
        yield (
            "ace_alone_one",
            (ACE_ALONE if settings.ace_alone_one else YES_NO[False]).pick(language),
        )
    if every or settings.simplified:
        yield "simplified", (SIMPLIFIED if settings.simplified else YES_NO[False]).pick(language)
    if every or (not elimination and settings.seating is Scala40Seating.DANESE):
        yield "keep_apart", YES_NO[settings.keep_apart].pick(language)
    if every or (not elimination and settings.seating is Scala40Seating.ITALIANA):
        yield "group_size", str(settings.group_size)
    minutes = settings.minutes_per_game
    yield (
        "minutes_per_game",
        (MINUTES.pick(language).format(minutes) if minutes else NO_TIME_LIMIT.pick(language)),
    )
    yield "seed", str(settings.seed)
    yield "draw_order", _numbers(settings.draw_order, language)
    yield "prizes_cumulative", PRIZES[settings.prizes_cumulative].pick(language)
    yield "results_url", settings.results_url or NO_RESULTS_URL.pick(language)
    yield "table_entry", YES_NO[settings.table_entry].pick(language)
    if settings.stage_replacements:
        yield "stage_replacements", _replacements(settings.stage_replacements, language)


def _pairs(settings: Scala40Settings, language: str) -> Iterator[tuple[str, str]]:
    """The match and the ranking of a tournament in pairs."""
    yield "pairs_target", str(settings.pairs_target)
    yield "pairs_draw", PAIRS_DRAWS[settings.pairs_draw.value].pick(language)
    yield "match_points", ", ".join(map(str, settings.match_points))
    yield "pairs_bye", PAIRS_BYES[settings.pairs_bye.value].pick(language)
    yield (
        "pairs_tie_breaks",
        ", ".join(pairs_tie_break_name(key, language) for key in settings.pairs_tie_breaks),
    )


def _replacements(replaced: tuple[tuple[int, int, int], ...], language: str) -> str:
    """(stage 1: 7 → 23, ...): each withdrawn qualifier and the entry going on instead."""
    return "; ".join(
        REPLACED_BY.pick(language).format(stage, out, instead) for stage, out, instead in replaced
    )


def _seating_rules(
    settings: BurracoSettings, language: str, every: bool, systems: set[PairingSystem]
) -> Iterator[tuple[str, str]]:
    """The Danish rounds' lines and clubs kept apart, when the tournament uses them (an
    individual tournament rotates partners by its own schedule: neither applies)."""
    pairs = not settings.individual
    danese = bool(systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI})
    if every or (pairs and danese and settings.alternate_lines):
        yield "alternate_lines", LINES[settings.alternate_lines].pick(language)
    if every or (pairs and settings.keep_clubs_apart):
        yield "keep_clubs_apart", CLUBS_APART[settings.keep_clubs_apart].pick(language)


def _burraco_variants(
    settings: BurracoSettings, language: str, every: bool
) -> Iterator[tuple[str, str]]:
    """The amounts and the Brazilian variant, when the tournament plays them otherwise than
    FIBUR (always with `every`): a summary or printout of an ordinary evening stays short."""
    fibur = BurracoSettings()
    for key in ("closing_bonus", "pozzetto_penalty"):
        if every or getattr(settings, key) != getattr(fibur, key):
            yield key, str(getattr(settings, key))
    for key in ("reale_bonus", "super_bonus"):
        if every or (settings.burraco_reale and getattr(settings, key) != getattr(fibur, key)):
            yield key, str(getattr(settings, key))
    if every or settings.brazilian:
        yield "brazilian", (BRAZILIAN if settings.brazilian else YES_NO[False]).pick(language)


def _cuts(cuts: tuple[int, ...], language: str) -> str:
    """The ranking cuts, stage 1 first, the last named as the final table."""
    if not cuts:
        return NONE.pick(language)
    listed = ", ".join(map(str, cuts))
    return f"{listed} ({FINAL_OF.pick(language).format(cuts[-1])})"


def _numbers(numbers: tuple[int, ...], language: str) -> str:
    return ", ".join(map(str, numbers)) if numbers else NONE.pick(language)


def three_pairs_rule(settings: BurracoSettings, language: str) -> str:
    """How a table of three pairs shares its VP and counts its MP, as the printouts state it
    (a scoresheet of a table of three, the standings and the workbook's Rules sheet)."""
    lang = language if language in THREE_PAIRS_VP else "it"
    name = SETTING_NAMES[lang]["three_pairs_vp"]
    rule = THREE_PAIRS_VP[lang][rule_name(settings.three_pairs_vp)]
    return f"{name[:1].upper()}{name[1:]}: {rule}. {THREE_PAIRS_MP_NOTE[lang]}"
