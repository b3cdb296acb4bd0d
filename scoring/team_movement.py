"""How a team event pairs its teams round by round: a setting kept with the tournament, read
when its settings are, before any pairing is needed (so it lives apart from `scoring.teams`,
which loads the pairing library)."""

from __future__ import annotations

from enum import Enum


class TeamMovement(Enum):
    """How teams are paired round by round."""

    ROUND_ROBIN = "round_robin"
    """Everyone meets everyone once, on the Berger tables (girone all'italiana)."""
    DANESE = "danese"
    """By the team standings, 1st v 2nd, ...; not last round's opponent."""
    NEVER_AGAIN = "never_again"
    """By the team standings, never an opponent met before (Swiss without rematches)."""
