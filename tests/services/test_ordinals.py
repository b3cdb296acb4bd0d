"""A place as each language writes it: Italian the number and "°" whatever it ends in,
English "st", "nd", "rd" after a last digit 1, 2, 3 except in 11, 12, 13 (and 111, 112...),
"th" after every other."""

from __future__ import annotations

import pytest

from tournament_app.services.messages.ordinals import ordinal

# Written out by hand from the rule above.
ENGLISH = {
    1: "1st",
    2: "2nd",
    3: "3rd",
    4: "4th",
    9: "9th",
    10: "10th",
    11: "11th",
    12: "12th",
    13: "13th",
    14: "14th",
    20: "20th",
    21: "21st",
    22: "22nd",
    23: "23rd",
    24: "24th",
    100: "100th",
    101: "101st",
    102: "102nd",
    103: "103rd",
    111: "111th",
    112: "112th",
    113: "113th",
    121: "121st",
    1011: "1011th",
    1021: "1021st",
}


@pytest.mark.parametrize(("place", "written"), ENGLISH.items())
def test_english_writes_a_place_by_its_last_digits(place: int, written: str) -> None:
    assert ordinal(place, "en") == written


@pytest.mark.parametrize("place", ENGLISH)
def test_italian_writes_every_place_with_the_degree_sign(place: int) -> None:
    assert ordinal(place, "it") == f"{place}°"


def test_a_language_torneo_does_not_speak_writes_it_in_italian() -> None:
    assert ordinal(3, "fr") == "3°"
