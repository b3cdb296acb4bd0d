"""A tournament's settings as `torneo tournament show` writes them: each setting by its name
(the one refusals give it, `messages.DETAIL_WORDS`), each value in words (Sì/No, the VP table
and bye the evening plays with, the tie-breaks by name), and only the settings its game and
format use. The JSON output keeps the stored settings, which scripts read."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tournament_app.cli.words import Text
from tournament_app.services import rules
from tournament_app.services.errors import ServiceError
from tournament_app.services.messages import DETAIL_WORDS
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    NotOpenedRule,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    TournamentSettings,
)

YES_NO = {True: Text("Sì", "Yes"), False: Text("No", "No")}
NONE = Text("nessuno", "none")
# The window's words for these choices (the wizard's).
DANESE_VARIANTS = {
    DaneseVariant.MODIFICATO: Text(
        "Modificato: niente rivincita del turno precedente",
        "Modificato: no rematch of the previous round",
    ),
    DaneseVariant.PURO: Text(
        "Puro: 1° contro 2°, 3° contro 4°, …", "Puro: 1st v 2nd, 3rd v 4th, …"
    ),
    DaneseVariant.NEVER_AGAIN: Text("Mai più contro", "Never meet again"),
}
NOT_OPENED = {
    NotOpenedRule.CARDS: Text("il valore delle carte in mano", "the value of the cards held"),
    NotOpenedRule.FLAT_100: Text("100 fissi", "a flat 100"),
}
FORMATS = {
    Scala40Format.ELIMINATION: Text("eliminazione", "elimination"),
    Scala40Format.PLACEMENT_POINTS: Text("punti piazzamento", "placement points"),
}
PLAYERS = {True: Text("individuale", "individual"), False: Text("coppie", "pairs")}
TWO_HALVES = Text("due metà (i primi e gli altri)", "two halves (the top and the rest)")
NO_VP_TABLE = Text(
    "nessuna: con 2 smazzate serve una tabella del circolo",
    "none: 2 hands need a club VP table",
)
NO_REENTRY = Text("non ammesso", "not allowed")
NO_TIME_LIMIT = Text("senza limite", "no time limit")
MINUTES = Text("{0} min", "{0} min")


def setting_rows(settings: TournamentSettings, language: str) -> list[tuple[str, str]]:
    """(setting, value) in `language`, in the order the settings are stored."""
    names = DETAIL_WORDS.get(language, DETAIL_WORDS["it"])["setting"]
    found = (
        _burraco(settings, language)
        if isinstance(settings, BurracoSettings)
        else _scala40(settings, language)
    )
    return [(_capital(names.get(key, key)), value) for key, value in found]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _burraco(settings: BurracoSettings, language: str) -> Iterator[tuple[str, str]]:
    say = _sayer(language)
    systems = {step.system for step in settings.schedule}
    yield "individual", say(PLAYERS[settings.individual])
    yield "hands", str(settings.hands)
    steps = (f"{_system(step.system, language)} × {step.rounds}" for step in settings.schedule)
    yield "schedule", ", ".join(steps)
    yield "first_round", _system(settings.first_round, language)
    if PairingSystem.MITCHELL in systems:
        yield "mitchell_shift", str(settings.mitchell_shift)
    if systems & {PairingSystem.DANESE, PairingSystem.DANESE_GIRONI}:
        yield "danese_variant", say(DANESE_VARIANTS[settings.danese_variant])
    if PairingSystem.DANESE_GIRONI in systems:
        sizes = settings.group_sizes
        yield "group_sizes", ", ".join(map(str, sizes)) if sizes else say(TWO_HALVES)
    # What the evening plays with: a tournament left on the defaults stores None for these.
    try:
        scale = rules.vp_table(settings).name
        turno = rules.turno_settings(settings)
        bye_vp, bye_mp = str(turno.bye_vp), f"{turno.bye_mp:+d}"
    except ServiceError:  # 2 hands and no club table yet: nothing to play with
        scale, bye_vp, bye_mp = say(NO_VP_TABLE), "—", "—"
    yield "vp_scale", scale
    yield "bye_vp", bye_vp
    yield "bye_mp", bye_mp
    tie_breaks = DETAIL_WORDS.get(language, DETAIL_WORDS["it"])["tie_break"]
    yield "tie_breaks", ", ".join(tie_breaks.get(key, key) for key in settings.tie_breaks)
    yield "no_semipulito", say(YES_NO[settings.no_semipulito])
    yield "burraco_reale", say(YES_NO[settings.burraco_reale])
    yield "seed", str(settings.seed)
    yield "draw_order", _numbers(settings.draw_order, say)


def _scala40(settings: Scala40Settings, language: str) -> Iterator[tuple[str, str]]:
    say = _sayer(language)
    yield "table_size", str(settings.table_size)
    yield "limit", str(settings.limit)
    yield "out_at_limit", say(YES_NO[settings.out_at_limit])
    yield "not_opened", say(NOT_OPENED[settings.not_opened])
    yield "in_hand_doubles", say(YES_NO[settings.in_hand_doubles])
    yield "reentries", str(settings.reentries) if settings.reentries else say(NO_REENTRY)
    yield "format", say(FORMATS[settings.format])
    if settings.format is Scala40Format.ELIMINATION:
        yield "advance_per_table", str(settings.advance_per_table)
    else:
        yield "rounds", str(settings.rounds)
        yield "placement_points", ", ".join(map(str, settings.placement_points))
    minutes = settings.minutes_per_game
    yield "minutes_per_game", say(MINUTES).format(minutes) if minutes else say(NO_TIME_LIMIT)
    yield "seed", str(settings.seed)
    yield "draw_order", _numbers(settings.draw_order, say)


def _sayer(language: str) -> Callable[[Text], str]:
    return lambda text: text.pick(language)


def _system(system: PairingSystem, language: str) -> str:
    words = DETAIL_WORDS.get(language, DETAIL_WORDS["it"])["system"]
    return words.get(system.value, system.value)


def _numbers(numbers: tuple[int, ...], say: Callable[[Text], str]) -> str:
    return ", ".join(map(str, numbers)) if numbers else say(NONE)
