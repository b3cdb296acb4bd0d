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
- PING_AFTER_IDLE_S (this side): a pooled connection that lay idle is checked before use.
- ANSWER_DEADLINE_S (this side): the two above are enforced by the server, which cannot help
  when the server itself no longer answers on a connection already open (the kernel keeps
  acknowledging, so TCP never gives up). Every wait on a server connection is bounded here;
  past it the connection is closed and the call fails as "timed out".
"""

from __future__ import annotations

import time
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from sqlalchemy import Engine, event
from sqlalchemy.exc import InvalidatePoolError

CONNECT_TIMEOUT_S = 5
STATEMENT_TIMEOUT_MS = 8_000
LOCK_TIMEOUT_MS = 5_000
ANSWER_DEADLINE_S = 12.0
"""Beyond the server's own statement timeout, so a slow statement is cancelled by the server
(the connection stays usable) before this side gives the connection up."""


PING_AFTER_IDLE_S = 2.0
"""A pooled connection idle longer than this is checked (one round trip) before a call uses
it, and replaced if the server restarted or the network dropped it meanwhile. The calls of
one action (a result saved, then the lists and the standings read again) follow each other
within milliseconds on a connection that was just answering: checking before each of them
was a round trip for nothing, a third of a read's. A connection lost inside the window
fails that one call in words (out of reach), as one lost during a call does."""

_IDLE_SINCE = "torneo_idle_since"


def server_connect_args(*, read_only: bool = False) -> dict[str, Any]:
    """The connection arguments every PostgreSQL connection of Torneo gets; `read_only`
    (a display station) makes every transaction on it READ ONLY."""
    options = f"-c statement_timeout={STATEMENT_TIMEOUT_MS} -c lock_timeout={LOCK_TIMEOUT_MS}"
    if read_only:
        options += " -c default_transaction_read_only=on"
    return {"connect_timeout": CONNECT_TIMEOUT_S, "options": options}


def check_when_idle(engine: Engine) -> None:
    """Check each pooled connection of `engine` before use once it lay idle PING_AFTER_IDLE_S
    (the pool's own pre-ping checks before every use). A failed check drops every pooled
    connection (a server that closed one, restarting, closed them all) and the pool
    connects afresh: the director's call goes through, or fails as the server out of reach."""

    def checked_in(_dbapi_connection: Any, record: Any) -> None:
        record.info[_IDLE_SINCE] = time.monotonic()

    def checked_out(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        since = record.info.pop(_IDLE_SINCE, None)
        if since is None or time.monotonic() - since < PING_AFTER_IDLE_S:
            return  # a new connection, or one answering a moment ago
        try:
            engine.dialect.do_ping(dbapi_connection)
        except psycopg.Error as error:
            raise InvalidatePoolError(str(error)) from error

    event.listen(engine, "checkin", checked_in)
    event.listen(engine, "checkout", checked_out)


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
