"""Unlikely scores: beyond the pack (1,080 a hand) or far beyond the VP table's last band."""

from __future__ import annotations

import pytest

from scoring.plausibility import UnlikelyCode, unlikely_hands, unlikely_turno

# Lower edges of the last band, from the FIBUR tables in the domain doc.
LAST_BAND_3, LAST_BAND_4 = 1505, 2005
OVER, FAR = UnlikelyCode.LINE_OVER_PACK, UnlikelyCode.DIFFERENCE_FAR_BEYOND_TABLE


@pytest.mark.parametrize(
    ("mp_a", "mp_b", "hands", "last_band", "codes"),
    [
        (640, 245, 3, LAST_BAND_3, []),  # the domain doc's worked example
        (3240, 0, 3, LAST_BAND_3, [FAR]),  # 3 x 1,080 is the pack; 3240 > 2 x 1505
        (3010, 0, 3, LAST_BAND_3, []),  # exactly twice the last band
        (3015, 0, 3, LAST_BAND_3, [FAR]),  # one step past it
        (3245, 0, 3, LAST_BAND_3, [OVER, FAR]),
        (3245, 3000, 3, LAST_BAND_3, [OVER]),
        (-3245, -3000, 3, LAST_BAND_3, [OVER]),  # a big negative total is as unlikely
        (4320, 4000, 4, LAST_BAND_4, []),  # 4 x 1,080
        (4010, 0, 4, LAST_BAND_4, []),  # twice 2005
        (4015, 0, 4, LAST_BAND_4, [FAR]),
    ],
)
def test_unlikely_turno(mp_a, mp_b, hands, last_band, codes):
    """Each limit is asked about one step past it, never at it."""
    assert [f.code for f in unlikely_turno(mp_a, mp_b, hands=hands, last_band_low=last_band)] == (
        codes
    )


def test_findings_name_the_line_value_and_limit():
    """A finding says which line, what it scored and the limit it passed."""
    (finding,) = unlikely_turno(0, 3245, hands=3, last_band_low=LAST_BAND_3 * 3)
    assert (finding.line, finding.value, finding.limit) == ("b", 3245, 3240)


@pytest.mark.parametrize(
    ("hands", "expected"),
    [
        ([(1080, 0), (0, 1080)], []),  # the whole pack is possible
        ([(1085, 0)], [(1, "a", 1085)]),
        ([(0, 0), (200, 1100)], [(2, "b", 1100)]),
    ],
)
def test_unlikely_hands(hands, expected):
    """A line above 1,080 in one hand is asked about, with its hand number."""
    assert [(f.hand, f.line, f.value) for f in unlikely_hands(hands)] == expected
