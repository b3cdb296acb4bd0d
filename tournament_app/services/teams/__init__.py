"""Team events (burraco a squadre): teams, line-ups, matches, their printouts and demo."""
