"""When each round was published; players indexed by surname for the registry search.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29 12:02:45.377431
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:

    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_players_surname"), ["surname"], unique=False)

    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.add_column(sa.Column("published_at", sa.DateTime(), nullable=True))


def downgrade() -> None:

    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_column("published_at")

    with op.batch_alter_table("players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_players_surname"))
