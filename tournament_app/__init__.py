"""Torneo: the tournament director's application (storage, services, CLI and GUI)."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # The version is read from the installed package's metadata only when asked for:
    # importlib.metadata costs about a fifth of a bare window's start, and the main window
    # must be on screen before anything it does not need to show itself (docs/benchmarks.md).
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("torneo")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0"
    globals()["__version__"] = found
    return found
