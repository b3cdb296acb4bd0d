"""A module imported when one of its names is first used, not when its importer loads: for
the actions a start never takes, whose modules bring libraries the first screen does not need
(the scala 40 sheets bring the scala 40 scoring)."""

from __future__ import annotations

from importlib import import_module
from typing import Any


class OnFirstUse:
    """Stands for the module `name`: each attribute is the module's, imported on first use."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> Any:
        return getattr(import_module(self._name), attribute)
