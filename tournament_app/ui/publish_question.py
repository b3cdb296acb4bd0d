"""What the Turni page asks before publishing a draft: the services decide which problems of
its check need the director's confirmation (services.publish_check); this only asks, listing
them in the catalogue's words, the ones the command line's refusal prints."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament_app.services.messages import publish_unconfirmed_lines
from tournament_app.services.publish_check import PublishCheck
from tournament_app.services.values import RoundCheck
from tournament_app.ui.context import AppContext


def may_publish(context: AppContext, parent: QWidget, checked: PublishCheck) -> bool:
    """True when the draft may go out: nothing needs confirming, or the director confirmed.
    A draft the services refuse whatever the answer is not asked about: the warning says why."""
    from tournament_app.ui.round_check_words import describe_check

    title = QCoreApplication.translate("RoundsPage", "Publish")
    if checked.refused:
        gone = describe_check(RoundCheck(checked.refused), context.language)
        context.dialogs.warn(
            parent,
            title,
            QCoreApplication.translate("RoundsPage", "This draft cannot be published:")
            + "\n- "
            + "\n- ".join(gone),
        )
        return False
    if not checked.to_confirm:
        return True  # notes need no "anyway": nothing is broken by them
    lines = publish_unconfirmed_lines(checked.to_confirm, context.language)
    if checked.broken:
        opening, ending = (
            QCoreApplication.translate("RoundsPage", "The seating breaks these rules:"),
            QCoreApplication.translate("RoundsPage", "Publish it anyway?"),
        )
    elif checked.tied:
        # No rule broken: every player level across the cut is seated until lots are drawn,
        # which the director may choose (scala40.md: a full tie stays tied unless broken).
        opening = QCoreApplication.translate(
            "RoundsPage",
            "Lots have not been drawn among the players tied for the last place going on:",
        )
        ending = QCoreApplication.translate(
            "RoundsPage",
            "Publish it anyway, with all of them going on? (No: press Draw lots among the"
            " tied… first.)",
        )
    else:
        # Not a broken rule, but the draft pairs by standings that have moved since:
        # announcing it would seat the evening as if the change had not happened.
        opening = QCoreApplication.translate("RoundsPage", "This draft is out of date:")
        ending = QCoreApplication.translate(
            "RoundsPage", "Publish it anyway? (No: press Generate next round to make it again.)"
        )
    question = "\n".join([opening, *lines, "", ending])
    return bool(context.dialogs.confirm(parent, title, question))
