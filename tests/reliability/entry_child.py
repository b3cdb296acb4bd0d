"""A results-entry station in its own process, for the crash and concurrency tests.

    entry_child.py DATABASE TOURNAMENT STATION loop TABLES SEED
        enters and corrects random tables of round 1 forever (until killed); one action in
        five is a 1 VP penalty to a random entry instead
    entry_child.py DATABASE TOURNAMENT STATION tables T1,T2,...
        enters each listed table once, then exits
    entry_child.py DATABASE TOURNAMENT STATION hammer TABLE COUNT
        corrects one table COUNT times, re-reading and retrying after each conflict

Forked from a process that has already imported Torneo (forked_stations.py), `forked` runs
the same with its lines sent over a pipe.

With TORNEO_CHILD_HOLD=1 it first prints `loaded` and waits for a line on stdin before
opening the database (so a test can start it while it still checks the previous child's
work). It prints `ready` once the database is open, then `committed TABLE VERSION NS_MP EW_MP` after
each service call has returned (so the write is committed), `penalty ID` for each penalty
given, `conflict TABLE` for each stale
write refused, and `error KIND MESSAGE` (exit 1) for anything else.
"""

from __future__ import annotations

import os
import random
import sys
from multiprocessing.connection import Connection

from tournament_app.services import ConflictError, PenaltyKind, TournamentId, open_services


def main(argv: list[str]) -> int:
    """Run one mode; returns the exit code."""
    database, tournament, station, mode, *rest = argv
    if os.environ.get("TORNEO_CHILD_HOLD") == "1":
        print("loaded", flush=True)
        sys.stdin.readline()
    services = open_services(database, station=station)
    tournament_id = TournamentId(int(tournament))
    print("ready", flush=True)

    def write(table: int, ns_mp: int, ew_mp: int) -> bool:
        current = services.results.get(tournament_id, 1, table)
        try:
            result = services.results.enter_totals(
                tournament_id,
                1,
                table,
                ns_mp,
                ew_mp,
                expected_version=None if current is None else current.version,
            )
        except ConflictError:
            print(f"conflict {table}", flush=True)
            return False
        print(f"committed {table} {result.version} {ns_mp} {ew_mp}", flush=True)
        return True

    try:
        if mode == "loop":
            tables, seed = int(rest[0]), int(rest[1])
            draw = random.Random(seed)
            while True:
                if draw.randrange(5) == 0:
                    penalty = services.penalties.add(
                        tournament_id,
                        draw.randint(1, 2 * tables),
                        PenaltyKind.VP,
                        reason="ritardo al tavolo",
                        round_number=1,
                        vp=1,
                    )
                    print(f"penalty {penalty.id}", flush=True)
                    continue
                write(draw.randint(1, tables), 5 * draw.randint(0, 400), 5 * draw.randint(0, 400))
        elif mode == "tables":
            for index, table in enumerate(int(t) for t in rest[0].split(",")):
                write(table, 5 * (100 + index), 5 * (60 + index))
        elif mode == "hammer":
            table, count = int(rest[0]), int(rest[1])
            done = 0
            while done < count:
                if write(table, 5 * (done % 300), 5 * (300 - done % 300)):
                    done += 1
        else:
            raise ValueError(f"unknown mode {mode}")
    except Exception as error:  # reported to the parent test, which fails on it
        message = str(error).replace("\n", " ")[:300]
        print(f"error {type(error).__module__}.{type(error).__name__} {message}", flush=True)
        return 1
    finally:
        services.close()
    return 0


class _Sent:
    """Printed text sent line by line on a pipe, each line as soon as it is complete."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.pending = ""

    def write(self, text: str) -> int:
        self.pending += text
        *lines, self.pending = self.pending.split("\n")
        for line in lines:
            self.connection.send(line + "\n")
        return len(text)

    def flush(self) -> None:
        """Complete lines are sent as they are written."""


class _Received:
    """A held child's stdin: the parent's `go`, sent on a pipe."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def readline(self) -> str:
        return str(self.connection.recv())


def forked(argv: list[str], lines: Connection, go: Connection | None) -> None:
    """`main(argv)` in a forked process: its stdout sent on `lines`; with `go`, held until
    the parent sends a line there (as TORNEO_CHILD_HOLD=1 holds the script)."""
    os.environ["TORNEO_CHILD_HOLD"] = "1" if go is not None else "0"
    sys.stdout = _Sent(lines)  # type: ignore[assignment]
    if go is not None:
        sys.stdin = _Received(go)  # type: ignore[assignment]
    try:
        code = main(argv)
    finally:
        lines.close()
    sys.exit(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
