"""What the quick entry line accepts as figures."""

from __future__ import annotations

import pytest

from tournament_app.ui.results.entry_line import parse_points


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("640", 640),
        ("-35", -35),
        (" 245 ", 245),
        ("1 080", 1080),
        ("1.080", 1080),
        ("\u2212100", -100),  # the minus sign a word processor types
        ("0", 0),
        ("", None),
        ("-", None),
        ("abc", None),
        ("64o", None),
        ("12,5", None),
    ],
)
def test_parse_points(typed, value):
    """Whole numbers, signs and thousands separators are read; anything else is refused."""
    assert parse_points(typed) == value
