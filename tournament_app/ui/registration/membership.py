"""An entry's players against the member list, in the director's words: the note in the
Notes column and its tooltip (`services.members` decides who is flagged)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tournament_app.ui.i18n import format_date


def _tr(text: str) -> str:
    return QCoreApplication.translate("RegistrationPage", text)


def flag_note(flags: Sequence[Any], language: str) -> str:
    """The short note: which card is to check and why ("tessera FB-9 unknown")."""
    notes = []
    for flag in flags:
        problem = flag.problem.value
        if problem == "no_tessera":
            text = QCoreApplication.translate("RegistrationPage", "{0}: no tessera")
            notes.append(text.replace("{0}", flag.player))
        elif problem == "unknown":
            text = QCoreApplication.translate("RegistrationPage", "tessera {0} not a member")
            notes.append(text.replace("{0}", flag.tessera or ""))
        else:
            text = QCoreApplication.translate("RegistrationPage", "tessera {0} expired {1}")
            notes.append(
                text.replace("{0}", flag.tessera or "").replace(
                    "{1}", format_date(flag.valid_until, language)
                )
            )
    return "; ".join(notes)


def flag_tooltip(flags: Sequence[Any], day: str, language: str) -> str:
    """Every flagged player in a sentence, and what to do: the entry stays as it is. The days
    dated as `language` dates them (`format_date`)."""
    lines = []
    for flag in flags:
        problem = flag.problem.value
        if problem == "no_tessera":
            text = QCoreApplication.translate(
                "RegistrationPage", "{0} has no tessera: add it (Edit…) if the player is a member."
            )
        elif problem == "unknown":
            text = QCoreApplication.translate(
                "RegistrationPage",
                "{0}: tessera {1} is not on the member list. Check the number, or the card.",
            )
        else:
            text = QCoreApplication.translate(
                "RegistrationPage",
                "{0}: tessera {1} was valid until {2}, before the tournament ({3}).",
            )
        lines.append(
            text.replace("{0}", flag.player)
            .replace("{1}", flag.tessera or "")
            .replace("{2}", format_date(flag.valid_until, language))
            .replace("{3}", format_date(day, language))
        )
    lines.append(
        QCoreApplication.translate(
            "RegistrationPage", "The entry is kept as it is: the director decides."
        )
    )
    return "\n".join(lines)
