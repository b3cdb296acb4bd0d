"""Player surnames and names hold 150 characters (were 100): the same limit on every database.

PostgreSQL refused a 120-character surname that SQLite stored; the services now check every
text against `storage.limits` and the columns are sized from the same table.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29 13:35:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# Frozen here, not read from storage.limits: a migration must keep meaning what it meant.
OLD_LENGTH = 100
NEW_LENGTH = 150


def upgrade() -> None:
    _resize_names(OLD_LENGTH, NEW_LENGTH)


def downgrade() -> None:
    # A longer name would not fit back: PostgreSQL then refuses the downgrade rather than
    # cutting names silently.
    _resize_names(NEW_LENGTH, OLD_LENGTH)


def _resize_names(old: int, new: int) -> None:
    """players.surname and players.name from VARCHAR(old) to VARCHAR(new) (SQLite: a copy)."""
    with op.batch_alter_table("players", schema=None) as batch_op:
        for column in ("surname", "name"):
            batch_op.alter_column(
                column,
                existing_type=sa.String(old),
                type_=sa.String(new),
                existing_nullable=False,
            )
