"""Torneo: the tournament director's application (storage, services, CLI and GUI)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("torneo")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
