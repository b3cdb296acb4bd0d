"""What a change of a tournament's settings may change, decided once for the wizard and for
`torneo tournament edit`: the settings fixed once a round is published, the figures that stay
"the default" when the director leaves them as shown, and what a change of hands brings back
to the defaults."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS
from tournament_app.services import rules
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import (
    BurracoSettings,
    Game,
    TournamentSettings,
    VictoryPointScale,
)
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.services.values import RoundStatus, TournamentId

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

# Settings that decide how rounds already announced were seated or scored. Every sheet is
# replayed with the current settings (sheets.replay), so one that would refuse a sheet
# already entered (a re-entry, a semipulito, a burraco reale) must stay as it was.
_FROZEN_BURRACO = (
    "individual",
    "hands",
    "vp_scale",
    "bye_vp",
    "bye_mp",
    # The forfeits already scored were given these VP (and the present pair's MP by them).
    "forfeit_present_vp",
    "forfeit_late_vp",
    "no_semipulito",
    "burraco_reale",
    "closing_bonus",
    "pozzetto_penalty",
    "reale_bonus",
    "super_bonus",
    "brazilian",
    # How a table of three's VP were shared: its results were stored by it.
    "three_pairs_vp",
    "event_format",
)
_FROZEN_SCALA40 = (
    "table_size",
    # With the table size: the tables of the rounds seated (an all'italiana's whole calendar,
    # drawn before round 1) were made by it.
    "remainder_tables",
    "limit",
    "out_at_limit",
    "not_opened",
    "in_hand_close",
    "reentries",
    "format",
    "ace_alone_one",
    "simplified",
    # A pairs table's sheet is a match: its entries are pairs, and the target and the draw
    # rule decide when it ended and who won it.
    "form",
    "pairs_target",
    "pairs_draw",
)


def frozen_settings(game: Game) -> tuple[str, ...]:
    """The settings of `game` that cannot change once a round is published (the window locks
    them; `edit` refuses a change)."""
    return _FROZEN_BURRACO if game is Game.BURRACO else _FROZEN_SCALA40


@dataclass(frozen=True)
class SettingsLock:
    """What locks a tournament's frozen settings (`frozen_settings`): its rounds published,
    and whether one can still go back to draft, which would free them."""

    tournament: TournamentId
    round_to_take_back: int | None
    """The one round published, while `unpublish` would take it back to draft (no table has
    played it); None once play has started or more rounds are out: nothing frees them."""

    def refusal(self, settings: tuple[str, ...]) -> ServiceError:
        """STATE_REFUSED for a change of `settings` (frozen ones), saying what locks them and
        the way out there is: taking the round back to draft while nobody has played it, else
        only a new tournament."""
        number = self.round_to_take_back
        if number is None:
            return ServiceError(
                ErrorCode.STATE_REFUSED, {"detail": "frozen_round_played", "setting": settings}
            )
        return ServiceError(
            ErrorCode.STATE_REFUSED,
            {
                "detail": "frozen_round_not_played",
                "setting": settings,
                "round": number,
                "tournament": self.tournament,
            },
        )


def settings_lock(session: Session, tournament_id: int) -> SettingsLock | None:
    """What locks the tournament's frozen settings now; None before a round is published."""
    # Here, not at the top: the command line's options import this module before any database.
    from sqlalchemy import select

    from tournament_app.services.rounds.publishing import unpublish_refusal_in
    from tournament_app.storage.models import RoundRow

    tournament = TournamentId(tournament_id)
    published = session.scalars(
        select(RoundRow.number).where(
            RoundRow.tournament_id == tournament,
            RoundRow.status != RoundStatus.DRAFT.value,
        )
    ).all()
    if not published:
        return None
    # The advice to take the round back is given only where `unpublish` would do it.
    free = len(published) == 1 and unpublish_refusal_in(session, tournament, published[0]) is None
    return SettingsLock(tournament, published[0] if free else None)


def lock_refusals(session: Session, tournament_id: int, game: Game) -> dict[str, ServiceError]:
    """For each frozen setting of a tournament with a round published, the refusal a change
    of it meets (`SettingsLock.refusal`); empty before."""
    lock = settings_lock(session, tournament_id)
    if lock is None:
        return {}
    return {name: lock.refusal((name,)) for name in frozen_settings(game)}


def refuse_frozen_changes(
    session: Session,
    tournament_id: int,
    game: Game,
    old: TournamentSettings,
    new: TournamentSettings,
) -> None:
    """The refusal of the tournament's `settings_lock` (STATE_REFUSED) naming every frozen
    setting `new` changes from `old`; nothing when it changes none (or no round is published).

    Compared as stored: a key stored before it existed, missing or under an older name,
    reads as the codec reads it (its default, the older setting's meaning)."""
    before, after = settings_to_json(old), settings_to_json(new)
    changed = [key for key in frozen_settings(game) if before.get(key) != after.get(key)]
    lock = settings_lock(session, tournament_id) if changed else None
    if lock is not None:
        raise lock.refusal(tuple(changed))


def built_in_scale(hands: int) -> VictoryPointScale | None:
    """FIBUR's VP table for `hands` as a scale (None: there is none for 2 hands)."""
    table = {3: FIBUR_3_HANDS, 4: FIBUR_4_HANDS}.get(hands)
    return None if table is None else rules.table_to_scale(table)


def kept_defaults(old: TournamentSettings, new: TournamentSettings) -> TournamentSettings:
    """`new` with the defaults `old` relied on kept as defaults: a tournament that left its
    VP table, its bye or its forfeit's VP to the default for its hands, given the same hands
    and the very figures of that default (as the wizard shows them), still leaves them to it.
    Writing them out would count as a change of a setting frozen after round 1, and would stop
    the bye following a later change of VP table."""
    if not (isinstance(old, BurracoSettings) and isinstance(new, BurracoSettings)):
        return new
    if old.hands != new.hands:
        return new
    if old.vp_scale is None and new.vp_scale == built_in_scale(new.hands):
        new = replace(new, vp_scale=None)
    new = _kept_forfeit(old, new)
    try:
        bye_vp, bye_mp = rules.default_bye(new.hands, new.vp_scale)
    except ServiceError:
        return new  # no default to keep: the settings' own check says why
    if old.bye_vp is None and new.bye_vp == bye_vp:
        new = replace(new, bye_vp=None)
    if old.bye_mp is None and new.bye_mp == bye_mp:
        new = replace(new, bye_mp=None)
    return new


def _kept_forfeit(old: BurracoSettings, new: BurracoSettings) -> BurracoSettings:
    """`new` with the forfeit's VP `old` left to the default still left to it when given
    as that very default (for `new`'s hands, which need no VP table)."""
    try:
        present, late = rules.default_forfeit(new.hands)
    except ServiceError:
        return new  # no such hands: the settings' own check says why
    if old.forfeit_present_vp is None and new.forfeit_present_vp == present:
        new = replace(new, forfeit_present_vp=None)
    if old.forfeit_late_vp is None and new.forfeit_late_vp == late:
        new = replace(new, forfeit_late_vp=None)
    return new


def with_hands(settings: BurracoSettings, hands: int) -> BurracoSettings:
    """`settings` played with `hands` hands a turno: a VP table for other hands, the bye and
    the forfeit's VP go back to the defaults for the new hands (the wizard shows these
    defaults when the hands change); the same hands change nothing."""
    if hands == settings.hands:
        return settings
    scale = settings.vp_scale
    return replace(
        settings,
        hands=hands,
        vp_scale=scale if scale is not None and scale.hands == hands else None,
        bye_vp=None,
        bye_mp=None,
        forfeit_present_vp=None,
        forfeit_late_vp=None,
    )
