"""The frozen binary's entry point: the same `main` the `torneo` console script runs."""

import multiprocessing
import sys

from tournament_app.__main__ import main

if __name__ == "__main__":
    # A frozen app that ever starts a worker process must call this first (a no-op otherwise).
    multiprocessing.freeze_support()
    sys.exit(main())
