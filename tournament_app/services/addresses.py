"""A database address as the faces show or store it: storage's one masking of passwords."""

from tournament_app.storage.addresses import (
    address_without_password,
    masked_address,
    masked_in_text,
    password_in,
    with_password,
)

__all__ = [
    "address_without_password",
    "masked_address",
    "masked_in_text",
    "password_in",
    "with_password",
]
