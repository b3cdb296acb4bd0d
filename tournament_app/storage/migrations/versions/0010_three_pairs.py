"""Tables of three pairs (burraco a sei): a burraco result holds the third line's MP and VP.

Before, every burraco table had two lines (NS and EO). The two columns are NULL on every
table of two, so nothing stored changes meaning; the third pair's seat is a seat row of line
"c" (the column already holds any short word).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-05 20:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("burraco_results") as batch:
        batch.add_column(sa.Column("third_mp", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("third_vp", sa.Integer(), nullable=True))


def downgrade() -> None:
    # An older Torneo knows tables of two only: a table of three's third line goes.
    with op.batch_alter_table("burraco_results") as batch:
        batch.drop_column("third_vp")
        batch.drop_column("third_mp")
