"""What a director action changed, so each view refreshes only what it must (Anki's OpChanges)."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Changes:
    """Which areas an action touched; views redraw only the areas set to True."""

    tournaments: bool = False
    registry: bool = False
    entries: bool = False
    rounds: bool = False
    results: bool = False
    penalties: bool = False
    standings: bool = False
    audit: bool = True

    def __or__(self, other: Changes) -> Changes:
        """The union of two change sets."""
        return Changes(
            **{f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self)}
        )

    @property
    def areas(self) -> tuple[str, ...]:
        """The names of the areas changed, in a stable order."""
        return tuple(f.name for f in fields(self) if getattr(self, f.name))


NOTHING = Changes(audit=False)
"""The value of an action that changed nothing."""
