"""The audit log's structured form: `params` (the action's parameters, JSON) and its place
(`round_number`, `table_number`), worded when read in the director's language.

Before, the log stored English prose ("round 3 table 4", "played 1300-300 VP 17-3") that the
Log page parsed back with regular expressions on every read. The upgrade reads that prose
once (`storage.audit_form.structured`); a row it cannot read keeps its words and NULL params,
and the log shows it as stored. Nothing is removed: `entity` and `summary` stay as they were.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-05 12:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from tournament_app.storage.audit_form import structured

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_log = sa.table(
    "audit_log",
    sa.column("id", sa.Integer()),
    sa.column("action", sa.String()),
    sa.column("entity", sa.String()),
    sa.column("summary", sa.Text()),
    sa.column("params", sa.JSON()),
    sa.column("round_number", sa.Integer()),
    sa.column("table_number", sa.Integer()),
)


def upgrade() -> None:
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.add_column(sa.Column("params", sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column("round_number", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("table_number", sa.Integer(), nullable=True))
    connection = op.get_bind()
    rows = connection.execute(sa.select(_log.c.id, _log.c.action, _log.c.entity, _log.c.summary))
    for row_id, action, entity, summary in rows.all():
        params, (round_number, table_number) = structured(action, entity or "", summary or "")
        if params is None and round_number is None:
            continue
        connection.execute(
            _log.update()
            .where(_log.c.id == row_id)
            .values(params=params, round_number=round_number, table_number=table_number)
        )


def downgrade() -> None:
    # The prose was never removed: an older Torneo reads the log as it always did.
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_column("table_number")
        batch_op.drop_column("round_number")
        batch_op.drop_column("params")
