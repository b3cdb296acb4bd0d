"""A server lost in the middle of an action, between the statement and the end of its
transaction: the rollback that closes the action fails too. The director still reads a
refusal in words (out of reach, or not saved), never the driver's error as a bug report."""

from __future__ import annotations

import pytest
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from tournament_app.services import BurracoSettings, ErrorCode, Game, ServiceError, TournamentDraft


def _lost(*_args, **_kwargs):
    raise OperationalError("ROLLBACK", {}, Exception("server closed the connection unexpectedly"))


def test_a_read_whose_session_cannot_close_is_out_of_reach(services, monkeypatch) -> None:
    monkeypatch.setattr(Session, "close", _lost)
    with pytest.raises(ServiceError) as unread:
        services.tournaments.list()
    assert unread.value.code is ErrorCode.DATABASE_UNREACHABLE


def test_a_save_whose_rollback_fails_too_is_not_saved(services, monkeypatch) -> None:
    monkeypatch.setattr(Session, "commit", _lost)
    monkeypatch.setattr(Session, "rollback", _lost)
    draft = TournamentDraft(
        game=Game.BURRACO, name="Giovedì", date="2026-11-26", settings=BurracoSettings()
    )
    with pytest.raises(ServiceError) as unsaved:
        services.tournaments.create(draft)
    assert unsaved.value.code is ErrorCode.DATABASE_WRITE_FAILED
    monkeypatch.undo()
    assert services.tournaments.list() == ()
