"""Open double-entry disagreements (`result_checks`): a second operator's figures for a burraco
table that differ from the result stored, kept until someone saves the right figures.

Before, the disagreement lived only in one results page's memory: lost with the app, unseen
by the other stations sharing the database.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29 15:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# Frozen here, not read from storage.limits: a migration must keep meaning what it meant.
STATION_LENGTH = 100


def upgrade() -> None:
    op.create_table(
        "result_checks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("ns_mp", sa.Integer(), nullable=False),
        sa.Column("ew_mp", sa.Integer(), nullable=False),
        sa.Column("result_version", sa.Integer(), nullable=False),
        sa.Column("entered_by", sa.String(length=STATION_LENGTH), nullable=False),
        sa.Column("entered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_result_checks_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_result_checks")),
        sa.UniqueConstraint(
            "round_id", "table_number", name=op.f("uq_result_checks_round_id_table_number")
        ),
    )


def downgrade() -> None:
    # Open disagreements go with the table: an older Torneo kept them in the page only.
    op.drop_table("result_checks")
