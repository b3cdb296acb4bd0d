"""For the tests that hold two faces to one sentence: the window and the command line say the
same words, each naming its own way to act (a button and its page, or a command)."""

from __future__ import annotations

from typing import Any

from tournament_app.services.actions import Action
from tournament_app.services.messages import advised
from tournament_app.services.messages.actions import ACTIONS

ADVICE = "[…]"
"""What an action's words read as once set aside."""


def advice_set_aside(text: str, language: str, face: str, **values: Any) -> str:
    """`text` with each action's words in `face`'s way (filled from `values`) read as ADVICE:
    what is left is what both faces say alike."""
    said = [
        advised(ACTIONS[language][face][action.value], language, face, **values)
        for action in Action
    ]
    # The longest first: "on the Registration page" is also the end of a longer way.
    for words in sorted(said, key=len, reverse=True):
        text = text.replace(words, ADVICE)
    return text
