"""Scores entered at the table (`table_entries`): each table of a published round gets a code
when the director turns table entry on; the players' phones enter and confirm its totals on
the hall service with it.

Before, every scoresheet was typed by the director. The table starts empty; nothing else
changes.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-05 18:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# Frozen here, not read from storage.limits: a migration must keep meaning what it meant.
CODE_LENGTH = 8
STATE_LENGTH = 12
DEVICE_LENGTH = 64


def upgrade() -> None:
    op.create_table(
        "table_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(length=CODE_LENGTH), nullable=False),
        sa.Column("state", sa.String(length=STATE_LENGTH), nullable=False),
        sa.Column("ns_mp", sa.Integer(), nullable=True),
        sa.Column("ew_mp", sa.Integer(), nullable=True),
        sa.Column("device", sa.String(length=DEVICE_LENGTH), nullable=True),
        sa.Column("entered_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_table_entries_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_entries")),
        sa.UniqueConstraint(
            "round_id", "table_number", name=op.f("uq_table_entries_round_id_table_number")
        ),
        sa.UniqueConstraint("code", name=op.f("uq_table_entries_code")),
    )


def downgrade() -> None:
    # The codes of the evening only: an older Torneo had the director type every sheet.
    op.drop_table("table_entries")
