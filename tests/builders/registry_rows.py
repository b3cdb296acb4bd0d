"""Registry rows the services refuse to make, as an older Torneo's registry may hold them."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament_app.services import Player
from tournament_app.storage.engine import database_url as url_of
from tournament_app.storage.engine import make_engine
from tournament_app.storage.models import ClubRow, PlayerRow


def older_twin(database_url: str, player: Player) -> int:
    """A second registry player exactly like `player` (their name and club, no tessera),
    written behind the services' back: `registry add` and `registry edit` refuse it
    (registry_namesake). Its id."""
    engine = make_engine(url_of(database_url))
    try:
        with Session(engine) as session, session.begin():
            club = (
                None
                if player.club is None
                else session.scalar(select(ClubRow).where(ClubRow.name == player.club))
            )
            row = PlayerRow(surname=player.surname, name=player.name, club=club)
            session.add(row)
            session.flush()
            return int(row.id)
    finally:
        engine.dispose()
