"""The one masking of database addresses: a password written anywhere libpq reads one is
shown as *** and never stored; the rest of the address stays as typed."""

from __future__ import annotations

import pytest

from tournament_app.storage.addresses import (
    address_without_password,
    masked_address,
    password_in,
    with_password,
)

SECRET = "Zq7Segreta"

WITH_SECRET = [
    (f"postgresql://u:{SECRET}@h:5432/club", "postgresql://u:***@h:5432/club"),
    (f"postgresql://u@h/club?password={SECRET}", "postgresql://u@h/club?password=***"),
    (f"postgresql://u@h/club?PASSWORD={SECRET}&sslmode=require", None),
    (f"postgresql://u@h/club?pass%77ord={SECRET}", None),
    (f"postgresql://u@h/club?sslpassword={SECRET}", None),
    (f"postgresql://u@h/?dbname=host%3Dh%20password%3D{SECRET}", None),
    (f"postgresql://u@h/host=h password={SECRET}", None),
    (f"postgresql://u:{SECRET}@h:notaport/club", None),  # does not split as a URL
    (f"postgresql://u:p@{SECRET}@h/club", None),  # an "@" in the password itself
    (f"mysql://u:{SECRET}@h/club", None),
]


@pytest.mark.parametrize(("address", "shown"), WITH_SECRET)
def test_a_password_anywhere_is_masked_and_never_kept(address: str, shown: str | None) -> None:
    masked = masked_address(address)
    assert SECRET not in masked and "***" in masked
    if shown is not None:
        assert masked == shown
    assert SECRET not in address_without_password(address)
    assert "h" in masked.split("//", 1)[1]  # the server is still named


@pytest.mark.parametrize(
    "address",
    ["/home/club/torneo.sqlite3", "sqlite://", "postgresql://u@h/club?service=club&passfile=/p"],
)
def test_an_address_without_password_is_left_as_typed(address: str) -> None:
    assert masked_address(address) == address_without_password(address) == address


def test_the_password_moves_between_the_address_and_memory() -> None:
    """Taken out for the keyring, put back to connect: after the user, else as a parameter."""
    assert password_in(f"postgresql://u@h/club?password={SECRET}") == SECRET
    assert password_in("postgresql://u:p%40ss@h/club") == "p@ss"
    assert with_password("postgresql://u@h/club", "p@ss") == "postgresql://u:p%40ss@h/club"
    assert with_password("postgresql://h/club", "x y") == "postgresql://h/club?password=x%20y"
