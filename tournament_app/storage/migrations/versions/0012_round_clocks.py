"""The round clock (`round_clocks`): the time a round is given, started, paused and reset by
the director, kept in the database so every station, the projector and the hall's phones
show the same time left.

One row per round that had its clock touched; what it stores is a moment and a remainder,
never a ticking counter: `started_at` (the database's clock, UTC) while it runs, and
`left_ms`, the time left at that moment (or, paused, the time left). Before, the projector
kept a clock of its own that no other screen saw. The table starts empty.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-05 20:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "round_clocks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("duration_s", sa.Integer(), nullable=False),
        sa.Column("left_ms", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_round_clocks_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_clocks")),
        sa.UniqueConstraint("round_id", name=op.f("uq_round_clocks_round_id")),
    )


def downgrade() -> None:
    # A clock of the evening only: an older Torneo kept it on the projector.
    op.drop_table("round_clocks")
