"""Names with an accent typed as an apostrophe after the vowel: the stored keys computed again.

Before, "NICCOLO'" (how Italian is typed where a keyboard has no accented capitals, and how old
club lists write it) and "Niccolò" were two names: the registry made a second player of the
same person, and "FORLI'" typed for a club made a second club beside Forlì.
`tournament_app.names.name_key` now reads an apostrophe ending a word after a vowel as that
vowel's accent, so every key is computed again by it. As in 0005 and 0014, nothing is merged:
two clubs whose names now share a key are both kept, the oldest with the key; two players who
now share their keys are both kept (the registry search shows them together).

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-07 22:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament_app.storage.name_keys import CLUBS, fill_name_keys

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    connection = op.get_bind()
    # Every club's key cleared first: the unique key goes to the oldest spelling again.
    connection.execute(sa.update(CLUBS).values(name_key=None))
    fill_name_keys(connection)


def downgrade() -> None:
    # The keys stay as they are (nothing of the names is lost): schema 0014's Torneo then
    # finds a name stored as "NICCOLO'" when it is typed with the accent.
    pass
