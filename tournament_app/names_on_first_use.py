"""A package's public names imported from their modules the first time they are asked for.

`storage` and `services` each name many classes from modules a start, or a command without a
database, never needs; their `__init__` maps each name to its module and hands the lookup
to this one function (PEP 562's module `__getattr__`)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def names_on_first_use(
    package: str, homes: dict[str, str], namespace: dict[str, Any]
) -> Callable[[str], Any]:
    """The `__getattr__` of `package`: a name of `homes` (name -> its module) imported when
    first asked and kept in `namespace`, so the next lookup finds it there."""

    def lookup(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(home), name)
        namespace[name] = value
        return value

    return lookup
