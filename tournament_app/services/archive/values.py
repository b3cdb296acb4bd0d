"""One value of a tournament file checked by its column's rule (`archive.rules.ColumnRule`) and
cleaned as it will be written: texts as typing cleans them, dates and moments as the database
keeps them, JSON values against the shape Torneo writes them in."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tournament_app.services import user_text
from tournament_app.services.archive.errors import Plain, quoted
from tournament_app.services.archive.refusals import _is_int, _Wrong
from tournament_app.services.archive.rules import (
    LARGEST,
    SMALLEST,
    ColumnRule,
    Kind,
    ListOf,
    Maybe,
    Obj,
    Shape,
    Tagged,
)
from tournament_app.services.errors import ServiceError
from tournament_app.services.settings import Game
from tournament_app.services.tournaments import clean_date


def _checked(row: dict[str, Any], column: str, rule: ColumnRule, game: Game | None) -> Any:
    """`row[column]` as it will be written; raises _Wrong, or for a text the TEXT_*
    ServiceError typing it would raise."""
    absent = column not in row
    if absent and rule.required:
        raise _Wrong("missing")
    value = row.get(column)
    if rule.kind is Kind.TEXT:
        assert rule.text is not None
        if value is None and (rule.nullable or absent) and not rule.text.required:
            return None  # absent: NULL, or the column's default
        if value is not None and not isinstance(value, str):
            raise _Wrong("not_text", value=value)
        text = user_text.clean_text(value or "", rule.text)
        return None if rule.nullable and not text else text
    if value is None:
        if rule.nullable or absent:
            return None
        raise _Wrong("empty")
    if rule.kind is Kind.INTEGER:
        if not _is_int(value):
            raise _Wrong("not_integer", value=value)
        if not rule.minimum <= value <= LARGEST:
            raise _Wrong("out_of_range", value=value, minimum=rule.minimum, maximum=LARGEST)
    elif rule.kind is Kind.BOOLEAN:
        if not isinstance(value, bool):
            raise _Wrong("not_boolean", value=value)
    elif rule.kind is Kind.CHOICE:
        allowed = rule.choices.get(None) or rule.choices.get(game, ())
        if not isinstance(value, str) or value not in allowed:
            raise _Wrong("unknown_value", value=value, choices=Plain(", ".join(allowed)))
    elif rule.kind is Kind.DATE:
        return _date(value)
    elif rule.kind is Kind.MOMENT:
        return _moment(value)
    else:
        assert rule.shape is not None
        check_shape(value, rule.shape)
    return value


def _date(value: Any) -> str | None:
    """A date YYYY-MM-DD read as the tournament form reads it (empty: no date)."""
    try:
        if isinstance(value, str):
            return clean_date(value)
    except ServiceError:
        pass
    raise _Wrong("not_a_date", value=value)


def _moment(value: Any) -> str:
    """An ISO date and time as the database keeps it: UTC, without a zone."""
    try:
        moment = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None:
        raise _Wrong("not_a_moment", value=value)
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment.isoformat()


def check_shape(value: Any, shape: Shape, where: str = "") -> None:
    """Raise _Wrong("malformed") unless `value` has the form `shape` describes; `where` (a
    JSON path such as "[2].points[0]") says where inside the value it first does not."""
    if shape is int:
        if not _is_int(value) or not SMALLEST <= value <= LARGEST:
            raise _malformed(where)
    elif isinstance(shape, type):
        if not isinstance(value, shape):
            raise _malformed(where)
    elif isinstance(shape, tuple):
        if not isinstance(value, list) or len(value) != len(shape):
            raise _malformed(where)
        for index, (item, part) in enumerate(zip(value, shape, strict=True)):
            check_shape(item, part, f"{where}[{index}]")
    elif isinstance(shape, ListOf):
        if not isinstance(value, list):
            raise _malformed(where)
        for index, item in enumerate(value):
            check_shape(item, shape.item, f"{where}[{index}]")
    elif isinstance(shape, Maybe):
        if value is not None:
            check_shape(value, shape.shape, where)
    elif isinstance(shape, Tagged):
        tag = value.get(shape.key) if isinstance(value, dict) else None
        variant = shape.variants.get(tag) if isinstance(tag, str) else None
        if variant is None:
            raise _malformed(f"{where}.{shape.key}")
        check_shape(value, Obj({shape.key: str, **variant.fields}, variant.optional), where)
    else:
        if not isinstance(value, dict):
            raise _malformed(where)
        missing = sorted(set(shape.fields) - shape.optional - set(value))
        if missing:
            raise _malformed(f"{where}.{missing[0]}")
        for key, item in value.items():
            if key not in shape.fields:
                raise _malformed(f"{where}.{quoted(str(key))}")
            check_shape(item, shape.fields[key], f"{where}.{key}")


def _malformed(where: str) -> _Wrong:
    if not where:
        return _Wrong("malformed")
    return _Wrong("malformed_at", where=Plain(where.removeprefix(".")))
