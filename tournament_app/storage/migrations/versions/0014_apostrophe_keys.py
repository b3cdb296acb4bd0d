"""Names compared with every apostrophe mark as one: the stored name keys computed again.

Before, "D’Amico" (the typographic apostrophe a list pasted from a word processor or an
e-mail carries) and "D'Amico" were two names: an import entered the same player in two pairs
of one tournament and added her to the registry twice. `tournament_app.names.name_key` now
folds the marks, so every key is computed again by it. As in 0005, nothing is merged: two
clubs whose names now share a key are both kept, the oldest with the key; two players who
now share their keys are both kept (the registry search shows them together).

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-07 17:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament_app.storage.name_keys import CLUBS, fill_name_keys

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    connection = op.get_bind()
    # Every club's key cleared first: the unique key goes to the oldest spelling again.
    connection.execute(sa.update(CLUBS).values(name_key=None))
    fill_name_keys(connection)


def downgrade() -> None:
    # The keys stay folded (nothing of the names is lost): schema 0013's Torneo then finds
    # a name stored with a typographic apostrophe when the apostrophe is typed straight.
    pass
