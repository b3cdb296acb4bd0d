"""A player typed on one line (the window's quick-add fields, `entry add`): the name, a card
(a word of figures, maybe with capitals) and a club in brackets, each read apart."""

from __future__ import annotations

import pytest

from tournament_app.services import ErrorCode, PlayerSpec, ServiceError, Services
from tournament_app.services.typed_player import typed_player

CASES = [
    ("Rossi Mario", PlayerSpec("Rossi", "Mario")),
    ("  rossi   mario ", PlayerSpec("rossi", "mario")),
    ("Rossi Mario 0012345", PlayerSpec("Rossi", "Mario", tessera="0012345")),
    ("0012345 Rossi Mario", PlayerSpec("Rossi", "Mario", tessera="0012345")),
    ("Rossi Mario FB100", PlayerSpec("Rossi", "Mario", tessera="FB100")),
    ("Rossi Mario (Aurora)", PlayerSpec("Rossi", "Mario", club="Aurora")),
    ("Rossi Mario (Circolo La Pinella)", PlayerSpec("Rossi", "Mario", club="Circolo La Pinella")),
    (
        "Rossi Mario 0012345 (Aurora)",
        PlayerSpec("Rossi", "Mario", tessera="0012345", club="Aurora"),
    ),
    ("De Luca Gian Maria", PlayerSpec("De Luca", "Gian Maria")),
    (
        "D'Angelo Niccolò 77 (Sant'Anna)",
        PlayerSpec("D'Angelo", "Niccolò", tessera="77", club="Sant'Anna"),
    ),
    ("Rossi Mario ()", PlayerSpec("Rossi", "Mario")),
    ("Zeta Bea fb-5", PlayerSpec("Zeta", "Bea", tessera="fb-5")),
    (
        "Esposito Gennaro (A.S.D. Burraco Club (Napoli))",
        PlayerSpec("Esposito", "Gennaro", club="A.S.D. Burraco Club (Napoli)"),
    ),
    ("Rossi Mario (Aurora", PlayerSpec("Rossi", "Mario", club="Aurora")),
    # More small letters with a figure: a list's stand-in name, not a card.
    ("Giocatore2 Nome", PlayerSpec("Giocatore2", "Nome")),
    ("Uno3 Anna", PlayerSpec("Uno3", "Anna")),
]


@pytest.mark.parametrize(("typed", "expected"), CASES)
def test_a_typed_line_reads_as_a_director_meant_it(
    services: Services, typed: str, expected: PlayerSpec
) -> None:
    assert typed_player(services, typed) == expected


def test_an_empty_line_names_no_one(services: Services) -> None:
    assert typed_player(services, "   ") is None


def test_a_card_alone_names_its_holder_however_its_zeros_and_letters_are_typed(
    services: Services,
) -> None:
    held = services.registry.add("Gialli", "Ada", tessera="0456")
    fb = services.registry.add("Verdi", "Ugo", tessera="FB100")
    assert typed_player(services, "456") == PlayerSpec(player_id=held.id)
    assert typed_player(services, "000456") == PlayerSpec(player_id=held.id)
    assert typed_player(services, "fb100") == PlayerSpec(player_id=fb.id)


def test_the_command_lines_card_and_club_count_as_typed_with_the_name(services: Services) -> None:
    assert typed_player(services, "Rossi Mario", tessera="0012345", club="Aurora") == PlayerSpec(
        "Rossi", "Mario", tessera="0012345", club="Aurora"
    )
    with pytest.raises(ServiceError) as refused:
        typed_player(services, "Rossi Mario 0012345", tessera="777")
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["cards"] == ["0012345", "777"]
