"""The member list (`members`): the federation's or the club's list of card holders (tessera,
surname, name, club, category, valid until), imported whole, that entries are checked against.

Before, Torneo had no list to check a tessera with: an entry with an unknown or expired card
went in unnoticed. The table starts empty; nothing else changes.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-05 17:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

# Frozen here, not read from storage.limits: a migration must keep meaning what it meant.
TESSERA_LENGTH = 40
SURNAME_LENGTH = 150
NAME_LENGTH = 150
CLUB_LENGTH = 200
CATEGORY_LENGTH = 20


def upgrade() -> None:
    op.create_table(
        "members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tessera", sa.String(length=TESSERA_LENGTH), nullable=False),
        sa.Column("surname", sa.String(length=SURNAME_LENGTH), nullable=False),
        sa.Column("name", sa.String(length=NAME_LENGTH), nullable=False),
        sa.Column("club", sa.String(length=CLUB_LENGTH), nullable=True),
        sa.Column("category", sa.String(length=CATEGORY_LENGTH), nullable=True),
        sa.Column("valid_until", sa.String(length=10), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_members")),
        sa.UniqueConstraint("tessera", name=op.f("uq_members_tessera")),
    )


def downgrade() -> None:
    # The list goes with the table: an older Torneo had none (import it again after).
    op.drop_table("members")
