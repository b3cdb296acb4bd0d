"""The stored name keys of the registry (clubs.name_key, players' surname_key, name_key and
search_key), computed by `tournament_app.names` for every row: what the migrations that
introduce or change those rules run, so each stores exactly what the services look names up
by (not a frozen copy of the rules)."""

from __future__ import annotations

import sqlalchemy as sa

from tournament_app.names import name_key, search_key

CLUBS = sa.table("clubs", sa.column("id"), sa.column("name"), sa.column("name_key"))
PLAYERS = sa.table(
    "players",
    sa.column("id"),
    sa.column("surname"),
    sa.column("name"),
    sa.column("tessera"),
    sa.column("surname_key"),
    sa.column("name_key"),
    sa.column("search_key"),
)


def fill_name_keys(connection: sa.Connection) -> None:
    """Every club's and player's keys; a club whose key an older club has keeps none (NULL:
    the unique constraint allows several), so nothing is merged and every spelling stays
    where it was. The clubs' keys must all be NULL when it starts."""
    taken: set[str] = set()
    for club_id, name in connection.execute(
        sa.select(CLUBS.c.id, CLUBS.c.name).order_by(CLUBS.c.id)
    ):
        key = name_key(name)
        if key in taken:
            continue  # a second spelling of an older club: kept, without the key
        taken.add(key)
        connection.execute(sa.update(CLUBS).where(CLUBS.c.id == club_id).values(name_key=key))
    rows = connection.execute(
        sa.select(PLAYERS.c.id, PLAYERS.c.surname, PLAYERS.c.name, PLAYERS.c.tessera)
    ).all()
    if not rows:
        return
    connection.execute(
        sa.update(PLAYERS)
        .where(PLAYERS.c.id == sa.bindparam("player_id"))
        .values(
            surname_key=sa.bindparam("surname_key_value"),
            name_key=sa.bindparam("name_key_value"),
            search_key=sa.bindparam("search_key_value"),
        ),
        [
            {
                "player_id": player_id,
                "surname_key_value": name_key(surname),
                "name_key_value": name_key(name or ""),
                "search_key_value": search_key(f"{surname} {name or ''} {tessera or ''}"),
            }
            for player_id, surname, name, tessera in rows
        ],
    )
