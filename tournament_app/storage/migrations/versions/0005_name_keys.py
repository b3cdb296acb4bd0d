"""Names compared by stored keys: clubs.name_key (unique), players.surname_key, name_key and
search_key, computed in Python by `tournament_app.names`.

Before, names were compared by the database's lower(), which folds only ASCII letters on
SQLite: the second player of a club "FORLÌ" created the club again and met its unique name (a
false "another station saved it" conflict), "CANTÙ Pia" typed again became a second registry
player, `registry search NICOLÒ` found nothing.

The keys come from the functions the application uses (not a frozen copy): the upgrade must
store exactly what the services look names up by. A later change of those rules needs its own
migration recomputing the keys.

What the old comparison let in and the new one calls the same name:

- Two clubs ("FORLÌ" and "Forlì", created when the first was not found): both are kept, with
  their players; the oldest (lowest id) takes the key and is the club a typed "forlì" finds,
  the others keep no key (NULL: the unique constraint allows several). Nothing is merged: a
  director's registry keeps every spelling and every player where they were, and the services
  still count a keyless club's players as that club's (`registry.clubs_named`).
- Two players ("CANTÙ Pia" and "Cantù Pia"): players' keys are not unique (two people may
  share a name; the tessera tells them apart), so both are kept, each with her entries and
  points; a director who sees both in a registry search knows them for possible duplicates.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-05 11:30:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament_app.storage.name_keys import fill_name_keys

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

PLAYER_KEYS = ("surname_key", "name_key", "search_key")


def upgrade() -> None:
    with op.batch_alter_table("clubs", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name_key", sa.Text(), nullable=True))
    with op.batch_alter_table("players", schema=None) as batch_op:
        for column in PLAYER_KEYS:
            batch_op.add_column(sa.Column(column, sa.Text(), nullable=True))
    fill_name_keys(op.get_bind())
    with op.batch_alter_table("clubs", schema=None) as batch_op:
        batch_op.create_unique_constraint(batch_op.f("uq_clubs_name_key"), ["name_key"])
    with op.batch_alter_table("players", schema=None) as batch_op:
        for column in PLAYER_KEYS:
            batch_op.alter_column(column, existing_type=sa.Text(), nullable=False)
        batch_op.create_index(batch_op.f("ix_players_surname_key"), ["surname_key"], unique=False)


def downgrade() -> None:
    # The keys are computed from the names, which stay: nothing is lost going back.
    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_players_surname_key"))
        for column in reversed(PLAYER_KEYS):
            batch_op.drop_column(column)
    with op.batch_alter_table("clubs", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("uq_clubs_name_key"), type_="unique")
        batch_op.drop_column("name_key")
