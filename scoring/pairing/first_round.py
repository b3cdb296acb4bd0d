"""The first round of a pairs tournament: by draw, by registration order, or by hand."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import Enum

from scoring.pairing.entries import checked_entries, require_known
from scoring.pairing.model import (
    BurracoRound,
    PairingError,
    PairingErrorCode,
    Relaxation,
    RelaxationCode,
    Table,
)


class FirstRoundMethod(Enum):
    """How the first round's tables are formed (announced before play)."""

    DRAW = "draw"
    """A seeded draw: the same seed always gives the same tables."""
    REGISTRATION = "registration"
    """Registration order: 1st v 2nd at table 1, 3rd v 4th at table 2, and so on."""
    MANUAL = "manual"
    """The director's hand: ``manual`` lists the (NS, EO) pairs table by table."""


def first_round(
    entries: Sequence[int],
    *,
    method: FirstRoundMethod,
    seed: int | None = None,
    keep_apart: Mapping[int, str] | None = None,
    manual: Sequence[tuple[int, int]] | None = None,
) -> BurracoRound:
    """The first round's tables; see docs/pairing.md "First round" for the exact layout.

    DRAW shuffles ``entries`` with ``random.Random(seed)``; REGISTRATION keeps their order.
    Without ``keep_apart`` the order is dealt 1st NS v 2nd EO at table 1, 3rd v 4th at
    table 2, ...; an odd last entry has the bye. With ``keep_apart`` (entry -> club or group
    tag) entries sharing a tag go to the same line where the line sizes allow, so they meet
    neither in this round nor in a Mitchell that follows; the NS line is the first half of
    the tables, the EO line (with the bye seat last) the other.
    """
    pool = checked_entries(entries)
    tags = dict(keep_apart or {})
    require_known(tags, pool)
    if method is FirstRoundMethod.MANUAL:
        return _manual(pool, manual or (), tags)
    if method is FirstRoundMethod.DRAW:
        if seed is None:
            raise PairingError(PairingErrorCode.SEED_REQUIRED)
        random.Random(seed).shuffle(pool)
    if not tags:
        ns, ew = pool[0::2], pool[1::2]
    else:
        ns, ew = _lines_keeping_apart(pool, tags)
    return _deal(ns, ew, tags)


def _deal(ns: list[int], ew: list[int], tags: Mapping[int, str]) -> BurracoRound:
    """NS[i] meets EO[i] at table i + 1; an EO entry with no NS opposite has the bye."""
    tables = tuple(Table(i + 1, a, b) for i, (a, b) in enumerate(zip(ns, ew, strict=False)))
    leftover = ns[len(ew) :] + ew[len(ns) :]
    return BurracoRound(tables, tuple(leftover), tuple(_same_tag_meetings(tables, tags)))


def _lines_keeping_apart(order: list[int], tags: Mapping[int, str]) -> tuple[list[int], list[int]]:
    """Split ``order`` into NS and EO lines with each tag on one line where sizes allow."""
    room = {"ns": len(order) // 2, "ew": len(order) - len(order) // 2}
    groups: dict[str, list[int]] = {}
    for entry in order:
        if entry in tags:
            groups.setdefault(tags[entry], []).append(entry)
    line: dict[int, str] = {}
    # Largest groups first, each onto the line with more room: the big ones are the hardest
    # to keep whole. What does not fit spills onto the other line.
    for members in sorted(groups.values(), key=len, reverse=True):
        first, second = ("ew", "ns") if room["ew"] >= room["ns"] else ("ns", "ew")
        for entry in members:
            chosen = first if room[first] > 0 else second
            line[entry] = chosen
            room[chosen] -= 1
    for entry in order:
        if entry not in line:
            chosen = "ns" if room["ns"] >= room["ew"] else "ew"
            line[entry] = chosen
            room[chosen] -= 1
    ns = [entry for entry in order if line[entry] == "ns"]
    ew = [entry for entry in order if line[entry] == "ew"]
    _separate_opposites(ns, ew, tags)
    return ns, ew


def _separate_opposites(ns: list[int], ew: list[int], tags: Mapping[int, str]) -> None:
    """Swap EO entries between tables so no table faces two entries of the same tag."""

    def clash(i: int, entry: int) -> bool:
        return i < len(ns) and entry in tags and tags.get(ns[i]) == tags[entry]

    for i in range(min(len(ns), len(ew))):
        if not clash(i, ew[i]):
            continue
        for j in range(len(ew)):
            if j != i and not clash(i, ew[j]) and not clash(j, ew[i]):
                ew[i], ew[j] = ew[j], ew[i]
                break


def _manual(
    pool: list[int], manual: Sequence[tuple[int, int]], tags: Mapping[int, str]
) -> BurracoRound:
    seated = [entry for pair in manual for entry in pair]
    require_known(seated, pool)
    checked_entries(seated, allow_empty=True)
    left = [entry for entry in pool if entry not in set(seated)]
    if len(left) > 1:
        raise PairingError(PairingErrorCode.MANUAL_INCOMPLETE, entries=tuple(left))
    tables = tuple(Table(i + 1, ns, ew) for i, (ns, ew) in enumerate(manual))
    return BurracoRound(tables, tuple(left), tuple(_same_tag_meetings(tables, tags)))


def _same_tag_meetings(tables: Sequence[Table], tags: Mapping[int, str]) -> list[Relaxation]:
    return [
        Relaxation(RelaxationCode.KEEP_APART, tuple(sorted(table.entries)))
        for table in tables
        if table.ns in tags and tags.get(table.ew) == tags[table.ns]
    ]
