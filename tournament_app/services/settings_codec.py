"""Tournament settings to and from the JSON kept in the database (and tournament files)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from scoring.errors import ScoringError
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import (
    BurracoSettings,
    ByeScore,
    DaneseVariant,
    DrawRule,
    EventFormat,
    Game,
    InHandClose,
    NotOpenedRule,
    PairingSystem,
    PairsTieBreak,
    RemainderTables,
    Scala40Form,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    ScheduleStep,
    TeamMovement,
    ThreePairsTables,
    ThreePairsVp,
    TieBreak,
    TournamentSettings,
    VictoryPointBand,
    VictoryPointScale,
)

if TYPE_CHECKING:
    from tournament_app.services.lookup import TournamentFields

_T = TypeVar("_T")
# Settings an older Torneo stored, which this one reads into another (`_in_hand_close`): a
# file or a database still holds them, and the log rows written then name them.
OLDER_SETTINGS = frozenset({"in_hand_doubles"})


def scale_to_json(scale: VictoryPointScale) -> dict[str, Any]:
    """A VP scale as plain data."""
    return {
        "name": scale.name,
        "hands": scale.hands,
        "bands": [[band.min_difference, band.winner_vp] for band in scale.bands],
    }


def scale_from_json(data: dict[str, Any]) -> VictoryPointScale:
    """A VP scale from `scale_to_json`'s form."""
    return VictoryPointScale(
        name=str(data["name"]),
        hands=int(data["hands"]),
        bands=tuple(VictoryPointBand(int(low), int(vp)) for low, vp in data["bands"]),
    )


def settings_to_json(settings: TournamentSettings) -> dict[str, Any]:
    """Settings as plain JSON-ready data."""
    if isinstance(settings, BurracoSettings):
        return {
            "individual": settings.individual,
            "hands": settings.hands,
            "schedule": [[step.system.value, step.rounds] for step in settings.schedule],
            "first_round": settings.first_round.value,
            "mitchell_shift": settings.mitchell_shift,
            "danese_variant": settings.danese_variant.value,
            "alternate_lines": settings.alternate_lines,
            "keep_clubs_apart": settings.keep_clubs_apart,
            "group_sizes": list(settings.group_sizes),
            "vp_scale": scale_to_json(settings.vp_scale) if settings.vp_scale else None,
            "bye_vp": settings.bye_vp,
            "bye_mp": settings.bye_mp,
            "forfeit_present_vp": settings.forfeit_present_vp,
            "forfeit_late_vp": settings.forfeit_late_vp,
            "tie_breaks": [tie_break.value for tie_break in settings.tie_breaks],
            "no_semipulito": settings.no_semipulito,
            "burraco_reale": settings.burraco_reale,
            "closing_bonus": settings.closing_bonus,
            "pozzetto_penalty": settings.pozzetto_penalty,
            "reale_bonus": settings.reale_bonus,
            "super_bonus": settings.super_bonus,
            "brazilian": settings.brazilian,
            "seed": settings.seed,
            "draw_order": list(settings.draw_order),
            "prizes_cumulative": settings.prizes_cumulative,
            "results_url": settings.results_url,
            "table_entry": settings.table_entry,
            "three_pairs": settings.three_pairs.value,
            "three_pairs_vp": settings.three_pairs_vp.to_dict(),
            "event_format": settings.event_format.value,
            "team_movement": settings.team_movement.value,
            "team_vp_scale": (
                scale_to_json(settings.team_vp_scale) if settings.team_vp_scale else None
            ),
            "team_draw_order": list(settings.team_draw_order),
        }
    return {
        "table_size": settings.table_size,
        "remainder_tables": settings.remainder_tables.value,
        "limit": settings.limit,
        "out_at_limit": settings.out_at_limit,
        "not_opened": settings.not_opened.value,
        "in_hand_close": settings.in_hand_close.value,
        "reentries": settings.reentries,
        "format": settings.format.value,
        "advance_per_table": settings.advance_per_table,
        "stage_cuts": list(settings.stage_cuts),
        "rounds": settings.rounds,
        "placement_points": list(settings.placement_points),
        "seating": settings.seating.value,
        "ace_alone_one": settings.ace_alone_one,
        "simplified": settings.simplified,
        "keep_apart": settings.keep_apart,
        "group_size": settings.group_size,
        "minutes_per_game": settings.minutes_per_game,
        "seed": settings.seed,
        "draw_order": list(settings.draw_order),
        "prizes_cumulative": settings.prizes_cumulative,
        "results_url": settings.results_url,
        "stage_replacements": [list(replaced) for replaced in settings.stage_replacements],
        "form": settings.form.value,
        "pairs_target": settings.pairs_target,
        "pairs_draw": settings.pairs_draw.value,
        "match_points": list(settings.match_points),
        "pairs_tie_breaks": [tie_break.value for tie_break in settings.pairs_tie_breaks],
        "pairs_bye": settings.pairs_bye.value,
        "table_entry": settings.table_entry,
    }


def settings_from_json(game: Game, data: dict[str, Any]) -> TournamentSettings:
    """Settings from `settings_to_json`'s form; missing keys take their defaults.

    INVALID_SETTINGS naming the stored setting that cannot be read (written by another Torneo,
    or damaged), Python's own words kept in `error` for whoever looks into it.
    """
    if not isinstance(data, dict):
        raise ServiceError(
            ErrorCode.INVALID_SETTINGS,
            {"detail": "settings_unreadable", "error": f"not an object: {type(data).__name__}"},
        )
    stored = _Stored(data)
    if game is Game.BURRACO:
        return _burraco(stored)
    return _scala40(stored)


def stored_settings(tournament: TournamentFields) -> TournamentSettings:
    """A tournament's settings as the database holds them; SETTINGS_DAMAGED naming the
    tournament when what is stored is no JSON object at all (text cut short or edited by
    hand, read as `storage.stored_json.UnreadableJSON`), so only that tournament is refused."""
    if not isinstance(tournament.settings, dict):
        raise ServiceError(ErrorCode.SETTINGS_DAMAGED, {"tournament": tournament.name})
    return settings_from_json(Game(tournament.game), tournament.settings)


class _Stored:
    """The stored settings, read one setting at a time so a refusal can name it."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def has(self, key: str) -> bool:
        """Whether `key` is stored at all."""
        return key in self._data

    def read(self, key: str, convert: Callable[[Any], _T], default: Any) -> _T:
        """The setting `key` (`default` when it is not stored) through `convert`."""
        value = self._data.get(key, default)
        try:
            return convert(value)
        except (KeyError, TypeError, ValueError) as error:
            raise ServiceError(
                ErrorCode.INVALID_SETTINGS,
                {"detail": "setting_unreadable", "setting": key, "error": repr(error)},
            ) from None


def _burraco(stored: _Stored) -> BurracoSettings:
    default = BurracoSettings()
    read = stored.read
    return BurracoSettings(
        individual=read("individual", bool, default.individual),
        hands=read("hands", int, default.hands),
        schedule=read(
            "schedule", _schedule, [[s.system.value, s.rounds] for s in default.schedule]
        ),
        first_round=read("first_round", PairingSystem, default.first_round.value),
        mitchell_shift=read("mitchell_shift", int, default.mitchell_shift),
        danese_variant=read("danese_variant", DaneseVariant, default.danese_variant.value),
        # Settings stored before these seated as they still do: the higher ranked NS, clubs
        # not looked at.
        alternate_lines=read("alternate_lines", bool, False),
        keep_clubs_apart=read("keep_clubs_apart", bool, False),
        group_sizes=read("group_sizes", _ints, ()),
        vp_scale=read("vp_scale", _optional_scale, None),
        bye_vp=read("bye_vp", _optional_int, None),
        bye_mp=read("bye_mp", _optional_int, None),
        # Settings stored before the forfeit's VP were the director's: the default for the
        # hands, the club's figures their forfeits were scored with.
        forfeit_present_vp=read("forfeit_present_vp", _optional_int, None),
        forfeit_late_vp=read("forfeit_late_vp", _optional_int, None),
        tie_breaks=read("tie_breaks", _stored_tie_breaks, [t.value for t in default.tie_breaks]),
        no_semipulito=read("no_semipulito", bool, False),
        burraco_reale=read("burraco_reale", bool, False),
        # Settings stored before the amounts were the director's scored FIBUR's (and the
        # variant's 300 / 250): read as those, a tournament keeps its scores.
        closing_bonus=read("closing_bonus", int, default.closing_bonus),
        pozzetto_penalty=read("pozzetto_penalty", int, default.pozzetto_penalty),
        reale_bonus=read("reale_bonus", int, default.reale_bonus),
        super_bonus=read("super_bonus", int, default.super_bonus),
        brazilian=read("brazilian", bool, False),
        seed=read("seed", int, 0),
        draw_order=read("draw_order", _ints, ()),
        prizes_cumulative=read("prizes_cumulative", bool, False),
        results_url=read("results_url", str, ""),
        table_entry=read("table_entry", bool, False),
        # Stored before tables of three pairs: tables of two only, as they were seated.
        three_pairs=read("three_pairs", ThreePairsTables, ThreePairsTables.NEVER.value),
        three_pairs_vp=read("three_pairs_vp", _three_pairs_vp, {}),
        # Settings stored before teams were of pairs.
        event_format=read("event_format", EventFormat, EventFormat.PAIRS.value),
        team_movement=read("team_movement", TeamMovement, TeamMovement.ROUND_ROBIN.value),
        team_vp_scale=read("team_vp_scale", _optional_scale, None),
        team_draw_order=read("team_draw_order", _ints, ()),
    )


def _three_pairs_vp(value: Any) -> ThreePairsVp:
    try:
        return ThreePairsVp.from_dict(value)
    except ScoringError as error:
        raise ValueError(str(error.code.value)) from None


def _scala40(stored: _Stored) -> Scala40Settings:
    default = Scala40Settings()
    read = stored.read
    return Scala40Settings(
        table_size=read("table_size", int, default.table_size),
        # Settings stored before the choice seated the players left over at tables of 5 first.
        remainder_tables=read(
            "remainder_tables", RemainderTables, RemainderTables.FIVE_FIRST.value
        ),
        limit=read("limit", int, default.limit),
        out_at_limit=read("out_at_limit", bool, default.out_at_limit),
        not_opened=read("not_opened", NotOpenedRule, default.not_opened.value),
        in_hand_close=_in_hand_close(stored),
        reentries=read("reentries", int, default.reentries),
        format=read("format", Scala40Format, default.format.value),
        advance_per_table=read("advance_per_table", int, default.advance_per_table),
        # Settings stored before the ranking cut existed have none: the per-table cut.
        stage_cuts=read("stage_cuts", _ints, ()),
        rounds=read("rounds", int, default.rounds),
        placement_points=read("placement_points", _ints, default.placement_points),
        # Settings stored before the Danese seating existed were redrawn every round.
        seating=read("seating", Scala40Seating, default.seating.value),
        ace_alone_one=read("ace_alone_one", bool, False),
        simplified=read("simplified", bool, False),
        keep_apart=read("keep_apart", bool, False),
        group_size=read("group_size", int, default.group_size),
        minutes_per_game=read("minutes_per_game", _optional_int, None),
        seed=read("seed", int, 0),
        draw_order=read("draw_order", _ints, ()),
        prizes_cumulative=read("prizes_cumulative", bool, False),
        results_url=read("results_url", str, ""),
        stage_replacements=read("stage_replacements", _triples, ()),
        # Settings stored before the pairs form existed were singles.
        form=read("form", Scala40Form, default.form.value),
        pairs_target=read("pairs_target", int, default.pairs_target),
        pairs_draw=read("pairs_draw", DrawRule, default.pairs_draw.value),
        match_points=read("match_points", _match_points, default.match_points),
        pairs_tie_breaks=read(
            "pairs_tie_breaks",
            _pairs_tie_breaks,
            [tie_break.value for tie_break in default.pairs_tie_breaks],
        ),
        table_entry=read("table_entry", bool, False),
        pairs_bye=read("pairs_bye", ByeScore, default.pairs_bye.value),
    )


def _match_points(value: Any) -> tuple[int, int, int]:
    win, draw, loss = _ints(value)  # three numbers, else ValueError
    return win, draw, loss


def _pairs_tie_breaks(value: Any) -> tuple[PairsTieBreak, ...]:
    if not isinstance(value, list | tuple):
        raise TypeError(f"not a list of tie-breaks: {value!r}")
    return tuple(PairsTieBreak(name) for name in value)


def _in_hand_close(stored: _Stored) -> InHandClose:
    """The chiusura in mano rule. Settings stored before the choice existed (a database or a
    tournament file of an older Torneo) have only the doubling switch, whose "on" doubled
    every other penalty, a not-opened player's too: read as the house doubling, so a
    tournament played with it keeps its penalties and standings."""
    if stored.has("in_hand_close"):
        return stored.read("in_hand_close", InHandClose, None)
    doubles = stored.read("in_hand_doubles", bool, False)
    return InHandClose.HOUSE if doubles else InHandClose.OFF


def _schedule(value: Any) -> tuple[ScheduleStep, ...]:
    return tuple(ScheduleStep(PairingSystem(system), int(rounds)) for system, rounds in value)


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(int(item) for item in value)


def _triples(value: Any) -> tuple[tuple[int, int, int], ...]:
    triples = tuple(_ints(item) for item in value)
    if any(len(triple) != 3 for triple in triples):
        raise ValueError("three numbers each")
    return triples  # type: ignore[return-value]  # three each, checked above


def tie_breaks_named(names: Sequence[str]) -> tuple[TieBreak, ...]:
    """Tie-breaks from their values, as typed ("mp_diff"): INVALID_SETTINGS naming one given
    twice, then one Torneo does not know, in the words the wizard's Finish would use."""
    for name in names:
        if names.count(name) > 1:
            raise ServiceError(
                ErrorCode.INVALID_SETTINGS, {"detail": "tie_break_twice", "tie_break": name}
            )
    return _known_tie_breaks(names)


def _known_tie_breaks(names: Sequence[str]) -> tuple[TieBreak, ...]:
    known = {tie_break.value: tie_break for tie_break in TieBreak}
    for name in names:
        if name not in known:
            raise ServiceError(
                ErrorCode.INVALID_SETTINGS, {"detail": "tie_break_unknown", "tie_break": name}
            )
    return tuple(known[name] for name in names)


def _stored_tie_breaks(value: Any) -> tuple[TieBreak, ...]:
    """The stored list of tie-break values. One given twice is read (the settings' check
    refuses it by name); one Torneo does not know is refused by name, anything else that is no
    list of texts as unreadable."""
    if not isinstance(value, list | tuple) or not all(isinstance(item, str) for item in value):
        raise TypeError(f"not a list of tie-breaks: {value!r}")
    return _known_tie_breaks(value)


def _optional_scale(value: Any) -> VictoryPointScale | None:
    return scale_from_json(value) if value else None


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)
