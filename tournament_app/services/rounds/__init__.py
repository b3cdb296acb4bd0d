"""Rounds: generating, checking, publishing, their clock and status."""
