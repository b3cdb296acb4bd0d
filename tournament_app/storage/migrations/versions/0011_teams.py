"""Team events (burraco a squadre): `teams` (number, name, club), `team_pairs` (the pairs
registered in the tournament that play for each team) and `team_lineups` (the two pairs a
team fields in a round, when the director chose other than its first two).

Before, every burraco tournament was of pairs. The tables start empty; nothing else changes.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-05 20:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

# Frozen here, not read from storage.limits: a migration must keep meaning what it meant.
TEAM_NAME_LENGTH = 100
CLUB_LENGTH = 200


def upgrade() -> None:
    op.create_table(
        "teams",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=TEAM_NAME_LENGTH), nullable=False),
        sa.Column("club", sa.String(length=CLUB_LENGTH), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_teams_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_teams")),
        sa.UniqueConstraint("tournament_id", "number", name=op.f("uq_teams_tournament_id_number")),
    )
    op.create_table(
        "team_pairs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["team_id"], ["teams.id"], name=op.f("fk_team_pairs_team_id_teams"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["entry_id"],
            ["entries.id"],
            name=op.f("fk_team_pairs_entry_id_entries"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_pairs")),
        sa.UniqueConstraint("entry_id", name=op.f("uq_team_pairs_entry_id")),
    )
    op.create_table(
        "team_lineups",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("first_entry_id", sa.Integer(), nullable=False),
        sa.Column("second_entry_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["teams.id"],
            name=op.f("fk_team_lineups_team_id_teams"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["first_entry_id"],
            ["entries.id"],
            name=op.f("fk_team_lineups_first_entry_id_entries"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["second_entry_id"],
            ["entries.id"],
            name=op.f("fk_team_lineups_second_entry_id_entries"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_lineups")),
        sa.UniqueConstraint(
            "team_id", "round_number", name=op.f("uq_team_lineups_team_id_round_number")
        ),
    )


def downgrade() -> None:
    # An older Torneo knew pairs only: its tournaments never had teams.
    op.drop_table("team_lineups")
    op.drop_table("team_pairs")
    op.drop_table("teams")
