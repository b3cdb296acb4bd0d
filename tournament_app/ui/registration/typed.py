"""The Registration page's typing a rebuild of the window keeps (`typed_input.KeepsTyping`): the
quick-add line (the players, each with the registry player chosen for it from the list, the
category and the group) and the search. Functions of `RegistrationPage`, bound in its body."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services import Player
from tournament_app.ui.typed_input import TypedInput, give_back, read_fields

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLineEdit

    from tournament_app.ui.registration.entry_dialog import PlayerField
    from tournament_app.ui.registration.page import RegistrationPage


def _fields(page: RegistrationPage) -> dict[str, QLineEdit]:
    return {
        "first": page.first,
        "second": page.second,
        "category": page.category_edit,
        "group": page.group_edit,
        "search": page.search,
    }


def _players(page: RegistrationPage) -> dict[str, PlayerField]:
    return {"first": page.first, "second": page.second}


def typed_input(page: RegistrationPage) -> TypedInput | None:
    """The quick add and the search as typed (None: all empty)."""
    fields = _fields(page)
    if not any(field.text().strip() for field in fields.values()):
        return None
    chosen = {name: field.player for name, field in _players(page).items() if field.player}
    return read_fields(page, fields, kept=chosen)


def give_back_typed(page: RegistrationPage, typed: TypedInput) -> None:
    """The quick add and the search as the page before this one held them, each player still
    the registry's one chosen for the field (a namesake is not guessed again)."""
    give_back(typed, _fields(page))
    for name, field in _players(page).items():
        chosen = typed.kept.get(name)
        if isinstance(chosen, Player):
            field.player = chosen
