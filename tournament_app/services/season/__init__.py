"""The season ranking and its grand final."""
