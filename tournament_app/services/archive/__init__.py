"""The tournament file (.torneo): writing it, reading it back, checking and importing it."""
