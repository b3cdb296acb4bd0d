"""Burraco turni entered hand by hand on the players' phones (`table_entries.hands`): the
hands one pair typed, kept with the totals they add up to until the other pair confirms them,
then saved as the table's sheet hand by hand.

Before, a phone entered the turno's two totals only. The column starts empty; nothing else
changes.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-05 20:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("table_entries") as batch:
        batch.add_column(sa.Column("hands", sa.JSON(), nullable=True))


def downgrade() -> None:
    # The hands typed on a phone only: its totals stay, as an older Torneo keeps them.
    with op.batch_alter_table("table_entries") as batch:
        batch.drop_column("hands")
