"""The headless `torneo` command line: the same services as the GUI, JSON or text out."""
