"""How long a station waits for the club's PostgreSQL server before saying it does not answer.

A server that stops answering (its PC frozen, a switch hung, a cable pulled while a
connection is open) must never hold a station for as long as it lasts: each wait has a
bound, and past it the station hears an error it words ("il server non ha risposto in
tempo") and asks again later.

- `connect_timeout` (libpq): a new connection that gets no answer gives up after
  CONNECT_TIMEOUT_S, instead of the system's two minutes.
- `statement_timeout` (server): a statement running longer is cancelled by the server. Every
  statement Torneo sends touches one tournament and takes milliseconds; a few seconds leaves
  a wide margin for a busy server and still frees the stations sharing it.
- `lock_timeout` (server): a write waiting for rows another station holds gives up after
  LOCK_TIMEOUT_S. Stations' transactions last milliseconds, so a longer wait means a station
  stuck mid-transaction: better to refuse (nothing is saved, the director retries) than hang.
- ANSWER_DEADLINE_S (this side): the two above are enforced by the server, which cannot help
  when the server itself no longer answers on a connection already open (the kernel keeps
  acknowledging, so TCP never gives up). Every wait on a server connection is bounded here;
  past it the connection is closed and the call fails as "timed out".
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import errors as pg_errors

CONNECT_TIMEOUT_S = 5
STATEMENT_TIMEOUT_MS = 8_000
LOCK_TIMEOUT_MS = 5_000
ANSWER_DEADLINE_S = 12.0
"""Beyond the server's own statement timeout, so a slow statement is cancelled by the server
(the connection stays usable) before this side gives the connection up."""


def server_connect_args() -> dict[str, Any]:
    """The connection arguments every PostgreSQL connection of Torneo gets."""
    return {
        "connect_timeout": CONNECT_TIMEOUT_S,
        "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS} -c lock_timeout={LOCK_TIMEOUT_MS}",
    }


class BoundedConnection(psycopg.Connection[Any]):
    """A psycopg connection whose every wait for the server ends after ANSWER_DEADLINE_S.

    Past the deadline the connection is in an unknown state (a statement half sent or half
    answered): it is closed, so the pool replaces it, and the call fails with psycopg's own
    OperationalError ("timed out"), which the storage layer words as any server failure."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        bound = ANSWER_DEADLINE_S if timeout is None else min(timeout, ANSWER_DEADLINE_S)
        try:
            return super().wait(gen, interval=interval, timeout=bound)
        except pg_errors._WaitTimeout:
            if timeout is not None and timeout < ANSWER_DEADLINE_S:
                raise  # the caller's own, shorter bound (a wait for notifications)
            self.pgconn.finish()
            raise psycopg.OperationalError(
                f"the server did not answer within {ANSWER_DEADLINE_S:g} s: timed out"
            ) from None


def bounded_connect(*args: Any, **kwargs: Any) -> BoundedConnection:
    """Open a BoundedConnection (SQLAlchemy's `do_connect` hook calls this)."""
    return BoundedConnection.connect(*args, **kwargs)
