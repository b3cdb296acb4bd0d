"""Imported once by the children's fork server (forked_stations.py): what a child's first
write needs, so that each forked child starts at once."""

import sqlalchemy.dialects.postgresql.psycopg  # noqa: F401  (a server's stations)
from sqlalchemy.orm import configure_mappers

import tournament_app.services.context
import tournament_app.services.messages
import tournament_app.services.penalties
import tournament_app.services.results.service
import tournament_app.storage.models  # noqa: F401
from tests.reliability import entry_child, upgrade_child  # noqa: F401

configure_mappers()
