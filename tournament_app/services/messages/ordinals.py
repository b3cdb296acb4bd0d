"""A place as each language writes it: "1°", "2°", "11°" in Italian; "1st", "2nd", "11th" in
English. The one home for it: the services word the places on the cards and the results
site with it, the window its scala 40 sheet's, the command line any it prints."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import table

# The forms a place takes, by the number's ending ("ordinals.<form>", {place} the number).
# The choice is English's (one: 1st, 21st, 101st; two: 2nd, 22nd; few: 3rd, 23rd; other:
# 4th, and 11th, 12th, 13th, 111th); a language that writes every place alike, as Italian
# does with "°", gives the four forms one text.
ORDINALS = table("ordinals")


def ordinal_form(place: int) -> str:
    """Which form of "ordinals." the number `place` takes."""
    if place % 100 in (11, 12, 13):
        return "other"
    return {1: "one", 2: "two", 3: "few"}.get(place % 10, "other")


def ordinal(place: int, language: str = "it") -> str:
    """`place` as `language` writes a place (Italian for a language Torneo does not speak)."""
    words = ORDINALS.get(language, ORDINALS["it"])
    return words[ordinal_form(place)].format(place=place)
