"""A results-entry station in its own process, for the crash and concurrency tests.

    entry_child.py DATABASE TOURNAMENT STATION loop TABLES SEED
        enters and corrects random tables of round 1 forever (until killed); one action in
        five is a 1 VP penalty to a random entry instead
    entry_child.py DATABASE TOURNAMENT STATION tables T1,T2,...
        enters each listed table once, then exits
    entry_child.py DATABASE TOURNAMENT STATION hammer TABLE COUNT
        corrects one table COUNT times, re-reading and retrying after each conflict

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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
