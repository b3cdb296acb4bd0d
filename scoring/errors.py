"""The base of every error `scoring` raises: a code enum plus the offending data.

`scoring` has no user-facing sentences. Each module defines its own code enum and error
subclass; the application maps ``(code, data)`` to a translated message.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any


class ScoringError(ValueError):
    """A rule was broken: ``code`` says which, ``data`` holds the values involved."""

    code: Enum
    data: Mapping[str, Any]

    def __init__(self, code: Enum, **data: Any) -> None:
        self.code = code
        self.data = dict(data)
        details = ", ".join(f"{key}={value!r}" for key, value in self.data.items())
        super().__init__(f"{code.name}({details})" if details else code.name)
