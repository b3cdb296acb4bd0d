"""A table of three pairs' double entry and phone entry: a second entry's and a phone's
figures hold the third line's MP beside NS's and EO's.

Before, a table of three was entered only by the director (its three totals or its hands):
a second entry and the phones took two totals. Both columns are NULL at every table of two,
so nothing stored changes meaning.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06 01:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("result_checks") as batch:
        batch.add_column(sa.Column("third_mp", sa.Integer(), nullable=True))
    with op.batch_alter_table("table_entries") as batch:
        batch.add_column(sa.Column("third_mp", sa.Integer(), nullable=True))


def downgrade() -> None:
    # An older Torneo takes two figures only: a table of three's third figure goes.
    with op.batch_alter_table("table_entries") as batch:
        batch.drop_column("third_mp")
    with op.batch_alter_table("result_checks") as batch:
        batch.drop_column("third_mp")
