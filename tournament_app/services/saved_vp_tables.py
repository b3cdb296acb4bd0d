"""The club's saved VP tables taken away: which saved table a name means, which tournaments
use a table of that name, and the deletion itself (`TournamentService.delete_vp_scale`).

Deleting a saved table is safe for every tournament: a tournament copies the table it is made
with (or given in its settings) into its own settings (`settings_codec`, `vp_scale` and
`team_vp_scale`: name, hands and bands), and scores its rounds by that copy, never by the
saved table's name. So the saved table goes, and the tournaments that use it keep theirs,
untouched; the answer names them so that each face can say so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from sqlalchemy import select

from scoring.victory_points import FIBUR_3_HANDS, FIBUR_4_HANDS
from tournament_app.services.errors import ErrorCode, ServiceError
from tournament_app.services.settings import VictoryPointScale
from tournament_app.services.settings_codec import scale_from_json
from tournament_app.services.values import TournamentId
from tournament_app.storage import tables

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tournament_app.services.context import UnitOfWork
    from tournament_app.storage.models import VictoryPointScaleRow

# The settings a tournament keeps a VP table's copy under (`settings_codec.settings_to_json`).
SCALE_SETTINGS = ("vp_scale", "team_vp_scale")


class KeptCopy(NamedTuple):
    """A tournament that keeps its own copy of a deleted table."""

    id: TournamentId
    name: str


@dataclass(frozen=True)
class DeletedVpScale:
    """A saved VP table deleted: the table as it was saved, and the tournaments whose
    settings carry a table of that name (each keeps its copy: nothing of theirs changed)."""

    scale: VictoryPointScale
    kept_by: tuple[KeptCopy, ...]


def saved_scale(row: VictoryPointScaleRow) -> VictoryPointScale:
    """A saved row as the services' value."""
    return scale_from_json({"name": row.name, "hands": row.hands, "bands": row.bands})


def builtin_names() -> frozenset[str]:
    """FIBUR's tables' names, folded, as they ship ("FIBUR 3 smazzate") and as either
    language names them ("FIBUR 3 hands"): tables built in, never saved rows."""
    # Imported here: the words are read only when a name is not a saved table's.
    from tournament_app.services.setting_words import FIBUR_TABLE

    names = {FIBUR_3_HANDS.name, FIBUR_4_HANDS.name}
    for hands in (3, 4):
        names |= {FIBUR_TABLE.it.format(hands), FIBUR_TABLE.en.format(hands)}
    return frozenset(name.casefold() for name in names)


def meant(names: Sequence[str], typed: str) -> tuple[int, ...]:
    """Which of `names` (by position) a typed VP table name means: those written exactly so,
    spaces around and between the words aside; else those that differ from it only in
    capitals ("circolo" for "Circolo", "È" for "è"). One rule for every face that takes a
    table's name typed."""
    wanted = " ".join(typed.split())
    exact = tuple(index for index, name in enumerate(names) if name == wanted)
    if exact:
        return exact
    folded = wanted.casefold()
    return tuple(index for index, name in enumerate(names) if name.casefold() == folded)


def named_scale(
    builtin: Sequence[VictoryPointScale], saved: Sequence[VictoryPointScale], typed: str
) -> VictoryPointScale:
    """The VP table a typed name means (`meant`), FIBUR's first: a FIBUR table also by its
    name in either language ("FIBUR 3 hands"), as the window and the printouts name it.
    NOT_FOUND (kind `vp_table`, param `saved`: the saved tables' names) when none is called
    so; INVALID_INPUT (detail `vp_table_ambiguous`, params `name`, `names`) when two saved
    tables differ from it only in capitals."""
    from tournament_app.services.setting_words import FIBUR_TABLE

    named = [(scale.name, scale) for scale in saved]
    for scale in builtin:
        spoken = {FIBUR_TABLE.it.format(scale.hands), FIBUR_TABLE.en.format(scale.hands)}
        named[:0] = [(name, scale) for name in sorted({scale.name, *spoken})]
    found: list[VictoryPointScale] = []
    for index in meant([name for name, _ in named], typed):
        if named[index][1] not in found:
            found.append(named[index][1])
    if len(found) == 1:
        return found[0]
    if found:
        raise _ambiguous(typed, [scale.name for scale in found])
    raise ServiceError(
        ErrorCode.NOT_FOUND,
        {"kind": "vp_table", "key": typed, "saved": tuple(scale.name for scale in saved)},
    )


def _ambiguous(typed: str, names: Sequence[str]) -> ServiceError:
    """INVALID_INPUT `vp_table_ambiguous`: `typed` could mean any of the tables `names`."""
    return ServiceError(
        ErrorCode.INVALID_INPUT,
        {
            "detail": "vp_table_ambiguous",
            "name": " ".join(typed.split()),
            "names": ", ".join(names),
        },
    )


def refuse_clashing_name(session: Session, name: str) -> None:
    """Refuse saving a table as `name` when a typed name could not tell it apart (`meant`):
    FIBUR's own tables' names (INVALID_INPUT `vp_table_name_builtin`), or a saved table's
    that differs only in capitals or spacing (`vp_table_name_taken`, param `saved`: save as
    that name to replace it). The exact name of a saved table is a replacement, not a clash."""
    from tournament_app.storage.models import VictoryPointScaleRow

    if " ".join(name.split()).casefold() in builtin_names():
        raise ServiceError(
            ErrorCode.INVALID_INPUT, {"detail": "vp_table_name_builtin", "name": name}
        )
    names = list(session.scalars(select(VictoryPointScaleRow.name)))
    found = meant(names, name)
    if found and name not in names:
        raise ServiceError(
            ErrorCode.INVALID_INPUT,
            {"detail": "vp_table_name_taken", "name": name, "saved": names[found[0]]},
        )


def find_saved(session: Session, name: str) -> VictoryPointScaleRow:
    """The saved table `name` means (`meant`). NOT_FOUND (kind `vp_table`) when no saved
    table is called so; STATE_REFUSED (detail `vp_table_builtin`) for FIBUR's own tables,
    which are built in and cannot be deleted (the name is right: retyping would not help)."""
    from tournament_app.storage.models import VictoryPointScaleRow

    rows = session.scalars(select(VictoryPointScaleRow).order_by(VictoryPointScaleRow.name)).all()
    found = meant([row.name for row in rows], name)
    if len(found) == 1:
        return rows[found[0]]
    if found:
        raise _ambiguous(name, [rows[index].name for index in found])
    if name.casefold() in builtin_names():
        raise ServiceError(ErrorCode.STATE_REFUSED, {"detail": "vp_table_builtin", "name": name})
    raise ServiceError(
        ErrorCode.NOT_FOUND,
        {"kind": "vp_table", "key": name, "saved": tuple(row.name for row in rows)},
    )


def _named(settings: Any, name: str) -> bool:
    """Whether stored settings carry a VP table called `name` (damaged settings do not)."""
    if not isinstance(settings, dict):
        return False
    return any(
        isinstance(scale := settings.get(key), dict) and scale.get("name") == name
        for key in SCALE_SETTINGS
    )


def tournaments_using(session: Session, name: str) -> tuple[KeptCopy, ...]:
    """The tournaments whose settings carry a VP table called `name`, by id."""
    columns = tables.tournaments.c
    rows = session.execute(
        select(columns.id, columns.name, columns.settings).order_by(columns.id)
    ).all()
    return tuple(
        KeptCopy(TournamentId(row.id), row.name) for row in rows if _named(row.settings, name)
    )


def delete_saved(work: UnitOfWork, name: str) -> DeletedVpScale:
    """Delete the saved table `name` means (`find_saved`) in this unit of work, logged as
    `vp_scale.delete` with the row as it was (undo puts it back)."""
    row = find_saved(work.session, name)
    deleted = DeletedVpScale(saved_scale(row), tournaments_using(work.session, row.name))
    work.delete(row)
    work.log(
        "vp_scale.delete",
        f"vp scale {row.name}",
        tournament_id=None,
        summary=row.name,
    )
    return deleted
