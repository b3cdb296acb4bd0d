"""Tournament settings to and from the JSON kept in the database (and tournament files)."""

from __future__ import annotations

from typing import Any

from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    Game,
    NotOpenedRule,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    TournamentSettings,
    VictoryPointBand,
    VictoryPointScale,
)


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
            "group_sizes": list(settings.group_sizes),
            "vp_scale": scale_to_json(settings.vp_scale) if settings.vp_scale else None,
            "bye_vp": settings.bye_vp,
            "bye_mp": settings.bye_mp,
            "tie_breaks": list(settings.tie_breaks),
            "no_semipulito": settings.no_semipulito,
            "burraco_reale": settings.burraco_reale,
            "seed": settings.seed,
            "draw_order": list(settings.draw_order),
        }
    return {
        "table_size": settings.table_size,
        "limit": settings.limit,
        "out_at_limit": settings.out_at_limit,
        "not_opened": settings.not_opened.value,
        "in_hand_doubles": settings.in_hand_doubles,
        "reentries": settings.reentries,
        "format": settings.format.value,
        "advance_per_table": settings.advance_per_table,
        "rounds": settings.rounds,
        "placement_points": list(settings.placement_points),
        "minutes_per_game": settings.minutes_per_game,
        "seed": settings.seed,
        "draw_order": list(settings.draw_order),
    }


def settings_from_json(game: Game, data: dict[str, Any]) -> TournamentSettings:
    """Settings from `settings_to_json`'s form; missing keys take their defaults."""
    try:
        if game is Game.BURRACO:
            return _burraco(data)
        return _scala40(data)
    except (KeyError, TypeError, ValueError) as error:
        raise ServiceError(ErrorCode.INVALID_SETTINGS, {"detail": repr(error)}) from None


def _burraco(data: dict[str, Any]) -> BurracoSettings:
    default = BurracoSettings()
    scale = data.get("vp_scale")
    return BurracoSettings(
        individual=bool(data.get("individual", default.individual)),
        hands=int(data.get("hands", default.hands)),
        schedule=tuple(
            ScheduleStep(PairingSystem(system), int(rounds))
            for system, rounds in data.get(
                "schedule", [[s.system.value, s.rounds] for s in default.schedule]
            )
        ),
        first_round=PairingSystem(data.get("first_round", default.first_round.value)),
        mitchell_shift=int(data.get("mitchell_shift", default.mitchell_shift)),
        danese_variant=DaneseVariant(data.get("danese_variant", default.danese_variant.value)),
        group_sizes=tuple(int(size) for size in data.get("group_sizes", ())),
        vp_scale=scale_from_json(scale) if scale else None,
        bye_vp=_optional_int(data.get("bye_vp")),
        bye_mp=_optional_int(data.get("bye_mp")),
        tie_breaks=tuple(str(t) for t in data.get("tie_breaks", default.tie_breaks)),
        no_semipulito=bool(data.get("no_semipulito", False)),
        burraco_reale=bool(data.get("burraco_reale", False)),
        seed=int(data.get("seed", 0)),
        draw_order=tuple(int(n) for n in data.get("draw_order", ())),
    )


def _scala40(data: dict[str, Any]) -> Scala40Settings:
    default = Scala40Settings()
    return Scala40Settings(
        table_size=int(data.get("table_size", default.table_size)),
        limit=int(data.get("limit", default.limit)),
        out_at_limit=bool(data.get("out_at_limit", default.out_at_limit)),
        not_opened=NotOpenedRule(data.get("not_opened", default.not_opened.value)),
        in_hand_doubles=bool(data.get("in_hand_doubles", default.in_hand_doubles)),
        reentries=int(data.get("reentries", default.reentries)),
        format=Scala40Format(data.get("format", default.format.value)),
        advance_per_table=int(data.get("advance_per_table", default.advance_per_table)),
        rounds=int(data.get("rounds", default.rounds)),
        placement_points=tuple(
            int(p) for p in data.get("placement_points", default.placement_points)
        ),
        minutes_per_game=_optional_int(data.get("minutes_per_game")),
        seed=int(data.get("seed", 0)),
        draw_order=tuple(int(n) for n in data.get("draw_order", ())),
    )


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)
