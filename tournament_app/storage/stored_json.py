"""A JSON column that reads damaged text as a marker instead of failing the whole query.

SQLite keeps JSON as text that anyone can edit: one tournament's settings cut short would
make every query loading the row (the list of tournaments included) raise a JSONDecodeError.
Read through `TolerantJSON`, such a value comes back as `UnreadableJSON` (the text as
stored), which is no dict, so the services refuse that one tournament in words and the rest
of the database stays usable. PostgreSQL checks JSON when it is written, so this never
happens there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import JSON
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator


class UnreadableJSON(str):
    """Stored text that is not JSON, as it was stored."""


class TolerantJSON(TypeDecorator[Any]):
    """JSON, except that a stored value that does not parse reads as `UnreadableJSON`."""

    impl = JSON
    cache_ok = True

    def result_processor(self, dialect: Dialect, coltype: object) -> Callable[[Any], Any] | None:
        parse = self.impl_instance.result_processor(dialect, coltype)
        if parse is None:
            return None

        def tolerant(value: Any) -> Any:
            try:
                return parse(value)
            except ValueError:  # json.JSONDecodeError, and a NUL or odd bytes in the text
                return UnreadableJSON(value)

        return tolerant
