"""The registry lists names as an Italian reader looks them up: by letter, whatever the case
and the accents, so "de Luca" sits with the D's and Ðorđević is not alone after Z."""

from __future__ import annotations

from tournament_app.services import Services


def test_players_are_listed_by_letter_not_by_code(services: Services) -> None:
    for surname, name in [
        ("Zanetti", "Ugo"),
        ("Ðorđević", "Milan"),
        ("de Luca", "Anna"),
        ("Bianchi", "Carlo"),
        ("Łukasz", "Ewa"),
        ("Èrcole", "Pia"),
        ("Dalla", "Rita"),
    ]:
        services.registry.add(surname, name)
    listed = [player.surname for player in services.registry.search("")]
    assert listed == ["Bianchi", "Dalla", "de Luca", "Ðorđević", "Èrcole", "Łukasz", "Zanetti"]


def test_clubs_are_listed_by_letter(services: Services) -> None:
    for club in ("Zola Predosa", "circolo Aurora", "Ðakovo", "Ancona"):
        services.registry.add("Rossi", club[:3], club=club)
    assert [club.name for club in services.registry.clubs()] == [
        "Ancona",
        "circolo Aurora",
        "Ðakovo",
        "Zola Predosa",
    ]
