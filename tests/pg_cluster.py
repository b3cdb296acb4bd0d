"""Run a command beside a throwaway PostgreSQL server, so the tests cover PostgreSQL unasked.

    python tests/pg_cluster.py COMMAND [ARGS...]

With TORNEO_TEST_PG_URL already set, or without PostgreSQL's server programs (initdb, pg_ctl),
the command simply runs (the pytest summary then says the PostgreSQL tests did not run and how
to run them). Otherwise a cluster is made in a temporary folder (as the `postgres` user when
run as root: PostgreSQL refuses to run as root), listens on 127.0.0.1 on a free port with
fsync, autovacuum and replication off, holds one database `torneo_test`, and is stopped and
deleted when the command ends, fails or is interrupted. `make test` and `.ci/run` both use it.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

PG_URL_VARIABLE = "TORNEO_TEST_PG_URL"


def server_programs() -> Path | None:
    """The folder of PostgreSQL's server programs: Debian's newest version, else the PATH's."""
    found = [Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/pg_ctl")]
    if found:
        return max(found, key=lambda folder: int(folder.parent.name.split(".")[0]))
    on_path = shutil.which("pg_ctl")
    if on_path and shutil.which("initdb"):
        return Path(on_path).parent
    return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Cluster:
    """A PostgreSQL cluster in a temporary folder, owned by the postgres user under root."""

    def __init__(self, programs: Path) -> None:
        self.programs = programs
        self.folder = Path(tempfile.mkdtemp(prefix="torneo-test-pg-"))
        self.data = self.folder / "data"
        self.port = 0
        self.as_postgres = os.geteuid() == 0
        if self.as_postgres:
            import pwd

            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                sys.exit(
                    "pg_cluster: running as root, but there is no 'postgres' user to run the server"
                )
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.programs / program), *args]
        if self.as_postgres:
            command = ["su", "postgres", "-s", "/bin/sh", "-c", shlex.join(command)]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)

    def start(self) -> str:
        """Make and start the cluster; returns the URL of its empty `torneo_test` database."""
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync")
        for attempt in range(3):  # a free port can be taken by someone else before we bind it
            self.port = _free_port()
            # Nothing of a throwaway cluster needs to outlive a crash, be replicated or be
            # vacuumed while the tests truncate and copy databases hundreds of times: the
            # server's work shares the test workers' two cores (about 5 % of the PostgreSQL
            # tests' time, docs/benchmarks.md "Test suite").
            options = (
                f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
                " -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
                " -c autovacuum=off -c wal_level=minimal -c max_wal_senders=0"
                " -c checkpoint_timeout=1h -c max_wal_size=8GB -c jit=off"
            )
            log = str(self.folder / "log")
            try:
                self._run("pg_ctl", "-D", str(self.data), "-l", log, "-w", "-o", options, "start")
                break
            except subprocess.CalledProcessError:
                if attempt == 2:
                    print(Path(log).read_text(errors="replace"), file=sys.stderr)
                    raise
        self._run(
            "createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "torneo_test"
        )
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/torneo_test"

    def stop(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError, OSError):  # never started
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


def _stop_on_terminate(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    programs = server_programs()
    if os.environ.get(PG_URL_VARIABLE) or programs is None:
        return subprocess.call(argv)
    signal.signal(signal.SIGTERM, _stop_on_terminate)
    cluster = Cluster(programs)
    try:
        url = cluster.start()
        print(f"pg_cluster: a throwaway PostgreSQL server for the tests at {url}", flush=True)
        return subprocess.call(argv, env={**os.environ, PG_URL_VARIABLE: url})
    except KeyboardInterrupt:
        return 130
    finally:
        cluster.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
