"""Checks on the entry lists every generator receives."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.pairing.model import PairingError, PairingErrorCode


def checked_entries(entries: Sequence[int], *, allow_empty: bool = False) -> list[int]:
    """``entries`` as a list, refusing an empty list (unless allowed) or a repeated id."""
    if not entries and not allow_empty:
        raise PairingError(PairingErrorCode.NO_ENTRIES)
    seen: set[int] = set()
    for entry in entries:
        if entry in seen:
            raise PairingError(PairingErrorCode.DUPLICATE_ENTRY, entry=entry)
        seen.add(entry)
    return list(entries)


def require_known(ids: Iterable[int], known: Iterable[int]) -> None:
    """Refuse any id in ``ids`` that is not among ``known``."""
    known_set = set(known)
    unknown = sorted(set(ids) - known_set)
    if unknown:
        raise PairingError(PairingErrorCode.UNKNOWN_ENTRY, entries=tuple(unknown))
