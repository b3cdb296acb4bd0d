"""The human tables and JSON the command line prints."""

from __future__ import annotations

import enum
import io
from dataclasses import dataclass

from tournament_app.cli.output import Outcome, Table, render_table, to_jsonable, write_json


def test_numbers_right_aligned_text_left_aligned() -> None:
    """Columns of numbers line up on the right, names on the left, None shows as a dash."""
    text = render_table(
        Table(("N.", "Name", "VP"), [(1, "Rossi Mario", 58), (12, "Blu Ugo", None)], "Title")
    )
    assert text.splitlines() == [
        "Title",
        "N.  Name         VP",
        "--  -----------  --",
        " 1  Rossi Mario  58",
        "12  Blu Ugo       -",
    ]


def test_an_empty_table_still_has_its_headings() -> None:
    """No rows: the headings and the rule, nothing else."""
    assert render_table(Table(("Id", "Name"), [])).splitlines() == ["Id  Name", "--  ----"]


class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True)
class Sample:
    colour: Colour
    values: tuple[int, ...]


def test_service_values_become_plain_json() -> None:
    """Dataclasses, enums and tuples turn into objects, strings and lists; accents stay."""
    assert to_jsonable(Sample(Colour.RED, (1, 2))) == {"colour": "red", "values": [1, 2]}
    stream = io.StringIO()
    write_json({"name": "Niccolò"}, stream)
    assert '"Niccolò"' in stream.getvalue()
    assert Outcome({"a": 1}).human == ()
