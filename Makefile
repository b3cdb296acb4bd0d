# Torneo: the two commands a fresh machine needs are `make run` and `make test`.
# The venv's Python: the system's own (/usr/bin/python3) when it is 3.11 or newer and can make
# a venv, else the first python3 on the PATH. Distributions build their Python with profile-guided
# and link-time optimisation; a version manager's default build (pyenv's, first on this
# machine's PATH) has neither, and ran the whole suite a fifth slower side by side
# (docs/benchmarks.md, "Test suite"). `make PYTHON=...` chooses another.
PYTHON ?= $(shell for p in /usr/bin/python3 python3; do \
            "$$p" -c 'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
            && { echo "$$p"; exit; }; done; echo python3)
VENV   ?= .venv
PY      = $(VENV)/bin/python
BIN     = $(VENV)/bin
SRC     = $(wildcard scoring tournament_app tests bench installer)
# pytest runs on every core (pytest-xdist), the long tests first (tests/conftest.py); each worker
# has its own databases and templates. One worker more than cores, with work stealing, was
# measured slower here (4 min 48 s against 4 min 32 s: docs/benchmarks.md, "Test suite").
WORKERS ?= auto
# The tests run on PostgreSQL too: tests/pg_cluster.py starts a throwaway server when
# PostgreSQL's server programs are installed and TORNEO_TEST_PG_URL names none.
WITH_PG = $(PY) tests/pg_cluster.py
# Compiled modules are kept (outside the tree, under the venv) even where the environment says
# not to write them: every worker and every child process a test starts would otherwise compile
# Torneo and rewrite the tests' asserts again (a third of a second a process, seconds a worker).
KEEP_BYTECODE = PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache
# The tests' files (SQLite databases, printouts, settings, the throwaway PostgreSQL cluster) go
# to the machine's memory-backed /dev/shm when it has room: a commit's fsync costs about 4 ms on
# this disk and nothing there, a third of the service tests' time. What the tests check is what
# was written and read back, which is the same on either (docs/benchmarks.md, "Test suite").
TEST_TMPDIR := $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 2097152 { print "/dev/shm" }')
TEST_ENV = $(KEEP_BYTECODE) $(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR))
# Packages install with uv (itself from PyPI, into the venv) where it can be had: a fresh venv
# with the test tools in ~20 s instead of ~60 s with pip. pip is the way when uv is not there.
PIP_INSTALL = sh -c 'if [ -x $(VENV)/bin/uv ]; then exec $(VENV)/bin/uv pip install -q --python $(PY) "$$@"; \
              else exec $(PY) -m pip install -q "$$@"; fi' pip-install

.PHONY: run test test-fast lint typecheck contracts pytest translations screenshots samples bench soak \
        installer test-installer clean

$(VENV)/bin/python:
	$(PYTHON) -c 'import sys; sys.exit("Torneo needs Python 3.11 or newer") if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q uv || $(PY) -m pip install -q --upgrade pip

$(VENV)/.run-installed: pyproject.toml | $(VENV)/bin/python
	$(PIP_INSTALL) -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml | $(VENV)/bin/python
	$(PIP_INSTALL) -e '.[test,bench]'
	touch $@ $(VENV)/.run-installed

$(VENV)/.installer-installed: pyproject.toml | $(VENV)/bin/python
	$(PIP_INSTALL) -e '.[test,installer]'
	touch $@

# Compiled translations are build output, never committed: the sentence catalogues' .mo (every
# word of the window, the services, the command line and the printouts) from
# resources/i18n/messages/*.po.
translations: $(VENV)/.run-installed
	$(PY) -m tournament_app.i18n_build

run: $(VENV)/.run-installed translations
	$(BIN)/torneo

lint: $(VENV)/.test-installed
	$(BIN)/ruff check $(SRC)
	$(BIN)/ruff format --check $(SRC)

# Strict typing for every layer but the window (PySide's stubs leave too much to ignore there).
typecheck: $(VENV)/.test-installed
	$(BIN)/mypy scoring tournament_app/services tournament_app/storage tournament_app/exports \
	  tournament_app/cli tournament_app/hall

contracts: $(VENV)/.test-installed
	$(BIN)/lint-imports

pytest: $(VENV)/.test-installed translations
	$(TEST_ENV) $(WITH_PG) $(PY) -m pytest -q -n $(WORKERS)

# The static checks run beside the tests (their lines may fall among the tests' progress):
# mypy's first run on a clean clone takes a core for 10-20 s that the test workers leave idle
# at their start and end.
# The venv is made first, alone: two installs into it at once would tread on each other.
test:
	@$(MAKE) --no-print-directory $(VENV)/.test-installed translations
	@$(MAKE) --no-print-directory -j 4 lint typecheck contracts pytest

# The inner loop: only the tests of what changed since main (committed or not), SQLite only,
# in parallel, stopping at the first failure. `make test` before pushing.
test-fast: $(VENV)/.test-installed translations
	$(TEST_ENV) $(PY) tests/changed.py -n $(WORKERS) -x

screenshots: $(VENV)/.test-installed translations
	QT_QPA_PLATFORM=offscreen $(PY) -m tournament_app.ui.screenshots docs/screenshots

samples: $(VENV)/.test-installed translations
	$(PY) -m tournament_app.exports.samples docs/samples

# The window's benchmarks start it as a director would: its words compiled (.mo) first.
bench: $(VENV)/.test-installed translations
	$(PY) -m bench

soak: $(VENV)/.test-installed
	TORNEO_SOAK=1 $(TEST_ENV) $(WITH_PG) $(PY) -m pytest -q -n $(WORKERS) tests/reliability tests/scoring

installer: $(VENV)/.installer-installed translations
	$(PY) installer/build.py

test-installer: installer
	$(PY) installer/smoke_test.py

clean:
	rm -rf build dist installer/out .pytest_cache .mypy_cache .ruff_cache
	find . -name '*.mo' -path './resources/*' -delete
