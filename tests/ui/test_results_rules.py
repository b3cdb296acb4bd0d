"""What the quick entry line accepts as figures, and which totals it calls unlikely."""

from __future__ import annotations

import pytest

from tournament_app.ui.results_page import parse_points, unlikely_reasons

# The FIBUR 3-hand table's last band starts at 1505 (domain doc); 4 hands: 2005.
LAST_BAND_3 = 1505
LAST_BAND_4 = 2005


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


@pytest.mark.parametrize(
    ("ns", "ew", "hands", "last_band", "count"),
    [
        (640, 245, 3, LAST_BAND_3, 0),  # the domain doc's worked example, a normal turno
        (3240, 0, 3, LAST_BAND_3, 1),  # exactly 3 x 1,080: not beyond the pack, but a
        # difference of 3240 > 2 x 1505 = 3010 is far beyond the last band
        (3010, 0, 3, LAST_BAND_3, 0),  # exactly twice the last band: still believable
        (3015, 0, 3, LAST_BAND_3, 1),  # one step past it: ask
        (3245, 0, 3, LAST_BAND_3, 2),  # over 3 x 1,080 and far beyond the last band
        (3245, 3000, 3, LAST_BAND_3, 1),  # a line over 3,240 even with a small difference
        (-3245, -3000, 3, LAST_BAND_3, 1),  # a big negative score is as unlikely
        (4320, 4000, 4, LAST_BAND_4, 0),  # 4 hands: 4 x 1,080 = 4,320 still believable
        (4010, 0, 4, LAST_BAND_4, 0),  # 4 hands: twice 2005 = 4010 is the edge
        (4015, 0, 4, LAST_BAND_4, 1),
    ],
)
def test_unlikely_totals(ns, ew, hands, last_band, count):
    """More than the pack per hand, or a difference beyond twice the last band, is asked."""
    assert len(unlikely_reasons(ns, ew, hands=hands, last_band_low=last_band)) == count
