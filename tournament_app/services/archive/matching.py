"""A tournament file's clubs and players met in this database's registry, on import.

A club is this database's of the same name by its key ("FORLÌ" is "Forlì"). A player is the
registry's player the entry lines would enter for them (`RegistryBatch.known`, the one rule):
the holder of their tessera (named as the file names them, else the file is refused naming
the player), the namesake without a tessera when nobody holds theirs, or by name
(`namesake_named`: a club here or none), so a player with a club in the file is the same
person registered here without one, not a second. What the file adds to a player met
(a club, a tessera the registry lacked) is recorded, and undoing the import takes it back.

Two players of the file are two people (their database told them apart): a player here met
by one is never met by another, who is added instead, so no entry of the imported
tournament ends up sharing a player with another.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Table, insert

from tournament_app.services.archive.errors import ArchiveTextError
from tournament_app.services.archive.refusals import _Refusals
from tournament_app.services.context import UnitOfWork
from tournament_app.services.errors import ServiceError
from tournament_app.services.registry import clubs_named
from tournament_app.services.registry_batch import RegistryBatch
from tournament_app.services.values import PlayerSpec
from tournament_app.storage.models import ClubRow, PlayerRow, name_keys


class CardHeldHere(ArchiveTextError):
    """A player of the file whose tessera this registry's holder has under another name:
    the file is sound, the two registries disagree, so it is worded as a text refused (the
    player, then the services' sentence naming the card and both names), never as damage."""

    def __init__(self, path: Path, where: str, refused: ServiceError, place: dict[str, str]):
        super().__init__(path, where, refused, place, "")


@dataclass
class Matched:
    """How the rows of one table of the file met this database's."""

    ids: dict[int, int]
    """Id in the file -> id in this database."""
    added: list[int]
    """Ids of rows this import inserted."""


def match_clubs(work: UnitOfWork, clubs: Sequence[dict[str, Any]]) -> Matched:
    """Each club of the file: this database's of the same name by its key, else added."""
    session = work.session
    table = _table(ClubRow)
    matched = Matched({}, [])
    for club in clubs:
        # By name key, as a typed club: "FORLÌ" in the file is this database's "Forlì".
        found = clubs_named(session, club["name"])
        existing = found[0] if found else None
        if existing is None:
            values = {"name": club["name"], **name_keys(table.name, club)}
            existing = session.execute(
                insert(table).values(values).returning(table.c.id)
            ).scalar_one()
            matched.added.append(existing)
        matched.ids[club["id"]] = existing
    return matched


def match_players(
    work: UnitOfWork, path: Path, tables: dict[str, list[dict[str, Any]]], clubs: Matched
) -> Matched:
    """Each player of the file: the registry's player they are (see the module), with what
    the file adds to them recorded; else added as the file has them. A tessera held here by
    a player of another name refuses the file (ArchiveRowError naming the player): entering
    the holder would put another name on the imported tournament's lists."""
    session = work.session
    players = tables[PlayerRow.__tablename__]
    club_names = {club["id"]: club["name"] for club in tables[ClubRow.__tablename__]}
    specs = [
        PlayerSpec(
            surname=player["surname"],
            name=player["name"],
            tessera=player["tessera"],
            club=club_names.get(player["club_id"]),
        )
        for player in players
    ]
    batch = RegistryBatch(work, specs)
    for file_id, here in clubs.ids.items():
        club = session.get(ClubRow, here)
        if club is not None and file_id in club_names:
            batch.club_known(club_names[file_id], club)
    table = _table(PlayerRow)
    matched = Matched({}, [])
    met: set[int] = set()
    for position, (player, spec) in enumerate(zip(players, specs, strict=True), start=1):
        try:
            found = batch.known(spec)
        except ServiceError as refused:  # tessera_name_mismatch
            name = PlayerRow.__tablename__
            place = _Refusals(path, tables).place(name, position, player)
            raise CardHeldHere(path, f"{name}[{position}].tessera", refused, place) from None
        if found is not None and found.id not in met:
            batch.recorded(found, spec)
            existing = found.id
        else:
            values = {k: v for k, v in player.items() if k != "id"}
            values |= name_keys(table.name, player)
            club_id = player["club_id"]
            values["club_id"] = clubs.ids[club_id] if club_id is not None else None
            existing = session.execute(
                insert(table).values(values).returning(table.c.id)
            ).scalar_one()
            matched.added.append(existing)
        met.add(existing)
        matched.ids[player["id"]] = existing
    return matched


def _table(model: type[Any]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table
