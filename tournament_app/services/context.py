"""The unit of work every service call runs in: one short Session, the audit row, the changes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tournament_app.services.changes import Changes

ChangeListener = Callable[[Changes], None]


@dataclass
class ServiceContext:
    """What every service area shares: the engine, the station's name, the change listeners."""

    engine: Engine
    station: str
    listeners: list[ChangeListener] = field(default_factory=list)
    last_changes: Changes | None = None

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A Session for a read-only call, closed (and rolled back) on return."""
        with Session(self.engine, expire_on_commit=False) as session:
            yield session

    @contextmanager
    def writing(self, changes: Changes) -> Iterator[Session]:
        """A Session for one director action: committed on success, rolled back on any error.

        The listeners hear `changes` only after the commit succeeded.
        """
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise
        self.announce(changes)

    def announce(self, changes: Changes) -> None:
        """Tell every listener what changed."""
        self.last_changes = changes
        for listener in list(self.listeners):
            listener(changes)
