"""The director's actions: plain values in, plain values out, one short transaction each.

`open_services(database, station=...)` returns a `Services` whose attributes group the actions
by area (tournaments, registry, entries, rounds, results, penalties, standings, audit, demo).
`open_services(..., read_only=True)` is a display station: it reads everything and every
action is refused with `ErrorCode.READ_ONLY_STATION`.

Every name is imported from its area when first asked for (PEP 562): importing the package
loads no area, so the window's first screen loads only the areas it uses (no demo, no
copies, no pairing library); `tests/ui/test_first_screen_imports.py` holds it to that.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tournament_app.services.addresses import (
        address_without_password,
        masked_address,
        password_in,
        with_password,
    )
    from tournament_app.services.backups import CopyReason, DatabaseCopy, copies_of
    from tournament_app.services.changes import Changes
    from tournament_app.services.core import (
        DEFAULT_STATION,
        Services,
        database_file,
        open_services,
    )
    from tournament_app.services.entries import NewEntry
    from tournament_app.services.errors import (
        ConflictError,
        ErrorCode,
        NotFoundError,
        ServiceError,
        StaleVersion,
    )
    from tournament_app.services.restores import recover_from_copy, restore_copy
    from tournament_app.services.settings import (
        BurracoSettings,
        DaneseVariant,
        Game,
        InHandClose,
        NotOpenedRule,
        PairingSystem,
        Scala40Format,
        Scala40Seating,
        Scala40Settings,
        ScheduleStep,
        TieBreak,
        TournamentDraft,
        TournamentSettings,
        VictoryPointBand,
        VictoryPointScale,
    )
    from tournament_app.services.values import (
        AuditEntry,
        BurracoResult,
        BurracoStanding,
        Club,
        Disagreement,
        Entry,
        EntryId,
        HandBreakdown,
        HandTotals,
        LineHand,
        Penalty,
        PenaltyId,
        PenaltyKind,
        Player,
        PlayerId,
        PlayerSpec,
        Prize,
        ResultKind,
        Round,
        RoundCheck,
        RoundCount,
        RoundProgress,
        RoundStatus,
        RoundTable,
        Scala40Hand,
        Scala40Placing,
        Scala40Sheet,
        Scala40Standing,
        SecondEntry,
        Standing,
        Tournament,
        TournamentId,
        TournamentStatus,
        TournamentSummary,
    )

_HOMES = {
    "address_without_password": "tournament_app.services.addresses",
    "masked_address": "tournament_app.services.addresses",
    "password_in": "tournament_app.services.addresses",
    "with_password": "tournament_app.services.addresses",
    "CopyReason": "tournament_app.services.backups",
    "DatabaseCopy": "tournament_app.services.backups",
    "copies_of": "tournament_app.services.backups",
    "Changes": "tournament_app.services.changes",
    "DEFAULT_STATION": "tournament_app.services.core",
    "Services": "tournament_app.services.core",
    "database_file": "tournament_app.services.core",
    "open_services": "tournament_app.services.core",
    "NewEntry": "tournament_app.services.entries",
    "ConflictError": "tournament_app.services.errors",
    "ErrorCode": "tournament_app.services.errors",
    "NotFoundError": "tournament_app.services.errors",
    "ServiceError": "tournament_app.services.errors",
    "StaleVersion": "tournament_app.services.errors",
    "recover_from_copy": "tournament_app.services.restores",
    "restore_copy": "tournament_app.services.restores",
    "BurracoSettings": "tournament_app.services.settings",
    "DaneseVariant": "tournament_app.services.settings",
    "Game": "tournament_app.services.settings",
    "InHandClose": "tournament_app.services.settings",
    "NotOpenedRule": "tournament_app.services.settings",
    "PairingSystem": "tournament_app.services.settings",
    "Scala40Format": "tournament_app.services.settings",
    "Scala40Seating": "tournament_app.services.settings",
    "Scala40Settings": "tournament_app.services.settings",
    "ScheduleStep": "tournament_app.services.settings",
    "TieBreak": "tournament_app.services.settings",
    "TournamentDraft": "tournament_app.services.settings",
    "TournamentSettings": "tournament_app.services.settings",
    "VictoryPointBand": "tournament_app.services.settings",
    "VictoryPointScale": "tournament_app.services.settings",
    "AuditEntry": "tournament_app.services.values",
    "BurracoResult": "tournament_app.services.values",
    "BurracoStanding": "tournament_app.services.values",
    "Club": "tournament_app.services.values",
    "Disagreement": "tournament_app.services.values",
    "Entry": "tournament_app.services.values",
    "EntryId": "tournament_app.services.values",
    "HandBreakdown": "tournament_app.services.values",
    "HandTotals": "tournament_app.services.values",
    "LineHand": "tournament_app.services.values",
    "Penalty": "tournament_app.services.values",
    "PenaltyId": "tournament_app.services.values",
    "PenaltyKind": "tournament_app.services.values",
    "Player": "tournament_app.services.values",
    "PlayerId": "tournament_app.services.values",
    "PlayerSpec": "tournament_app.services.values",
    "Prize": "tournament_app.services.values",
    "ResultKind": "tournament_app.services.values",
    "Round": "tournament_app.services.values",
    "RoundCheck": "tournament_app.services.values",
    "RoundCount": "tournament_app.services.values",
    "RoundProgress": "tournament_app.services.values",
    "RoundStatus": "tournament_app.services.values",
    "RoundTable": "tournament_app.services.values",
    "Scala40Hand": "tournament_app.services.values",
    "Scala40Placing": "tournament_app.services.values",
    "Scala40Sheet": "tournament_app.services.values",
    "Scala40Standing": "tournament_app.services.values",
    "SecondEntry": "tournament_app.services.values",
    "Standing": "tournament_app.services.values",
    "Tournament": "tournament_app.services.values",
    "TournamentId": "tournament_app.services.values",
    "TournamentStatus": "tournament_app.services.values",
    "TournamentSummary": "tournament_app.services.values",
}
"""Each public name -> the module it is defined in."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value  # asked once: the next lookup finds it here
    return value


__all__ = [
    "DEFAULT_STATION",
    "AuditEntry",
    "BurracoResult",
    "BurracoSettings",
    "BurracoStanding",
    "Changes",
    "Club",
    "ConflictError",
    "CopyReason",
    "DaneseVariant",
    "DatabaseCopy",
    "Disagreement",
    "Entry",
    "EntryId",
    "ErrorCode",
    "Game",
    "HandBreakdown",
    "HandTotals",
    "InHandClose",
    "LineHand",
    "NewEntry",
    "NotFoundError",
    "NotOpenedRule",
    "PairingSystem",
    "Penalty",
    "PenaltyId",
    "PenaltyKind",
    "Player",
    "PlayerId",
    "PlayerSpec",
    "Prize",
    "ResultKind",
    "Round",
    "RoundCheck",
    "RoundCount",
    "RoundProgress",
    "RoundStatus",
    "RoundTable",
    "Scala40Format",
    "Scala40Hand",
    "Scala40Placing",
    "Scala40Seating",
    "Scala40Settings",
    "Scala40Sheet",
    "Scala40Standing",
    "ScheduleStep",
    "SecondEntry",
    "ServiceError",
    "Services",
    "StaleVersion",
    "Standing",
    "TieBreak",
    "Tournament",
    "TournamentDraft",
    "TournamentId",
    "TournamentSettings",
    "TournamentStatus",
    "TournamentSummary",
    "VictoryPointBand",
    "VictoryPointScale",
    "address_without_password",
    "copies_of",
    "database_file",
    "masked_address",
    "open_services",
    "password_in",
    "recover_from_copy",
    "restore_copy",
    "with_password",
]
