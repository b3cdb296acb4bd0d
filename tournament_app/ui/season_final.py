"""The season dialog's grand final: how many are invited (a tie at the cut asked as the
question it is), then the new-tournament wizard; Finish creates the final with the top N
entered (`services.season.final`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament_app.services import ServiceError
from tournament_app.services.season.ranking import SeasonRules

if TYPE_CHECKING:
    from tournament_app.ui.season_dialog import SeasonDialog


def start_final(dialog: SeasonDialog) -> None:
    """Ask the cut if the ranking does not settle it, then open the wizard for the final;
    the dialog closes on the final made (`dialog.final_created`)."""
    from tournament_app.services.season.final import start_final as make_final
    from tournament_app.ui.wizard.dialog import NewTournamentWizard, SeasonFinal

    rules = dialog.rules()
    if rules is None:
        return
    services = dialog.context.services
    top = _settled_top(dialog, rules, dialog.final_top.value())
    if top is None:
        return
    dialog.final_top.setValue(top)
    name = QCoreApplication.translate("SeasonDialog", "Grand final {0}").replace(
        "{0}", dialog.date_to.date().toString("yyyy")
    )
    wizard = NewTournamentWizard(
        dialog.context,
        dialog,
        final=SeasonFinal(
            rules.game, name, lambda draft: make_final(services, draft, rules, top).tournament
        ),
    )
    if wizard.exec() and wizard.created is not None:
        dialog.final_created = int(wizard.created.id)
        dialog.accept()


def _settled_top(dialog: SeasonDialog, rules: SeasonRules, top: int) -> int | None:
    """`top`, or the clean cut the director picks when it falls inside a tie; None when the
    final cannot be drawn (said) or the question is cancelled."""
    from tournament_app.services.season.final import final_invited

    title = QCoreApplication.translate("SeasonDialog", "Grand final of the season")
    try:
        final_invited(dialog.context.services, rules, top)
    except ServiceError as error:
        if not str(error.params.get("detail", "")).startswith("season_final_tie"):
            dialog.context.dialogs.warn(dialog, title, dialog.context.describe_error(error))
            return None
        cuts = [int(n) for n in (error.params["below"], error.params["above"]) if n]
        choices = [
            QCoreApplication.translate("SeasonDialog", "Invite the leader alone")
            if n == 1
            else QCoreApplication.translate("SeasonDialog", "Invite the top {0}").replace(
                "{0}", str(n)
            )
            for n in cuts
        ]
        chosen = dialog.context.dialogs.ask_choice(
            dialog, title, tie_question(error.params), choices
        )
        if chosen not in choices:
            return None
        return cuts[choices.index(chosen)]
    return top


def tie_question(tie: Mapping[str, object]) -> str:
    """The tie at the cut as the question it is, not as a refusal (`final_invited`'s, which
    says what to do instead): "Place 16 of the season ranking is shared by A and B: invite
    the top 15 or the top 17?"."""
    found = tie.get("tied")
    tied = [str(name) for name in found] if isinstance(found, tuple | list) else []
    names = (
        QCoreApplication.translate("SeasonDialog", "{0} and {1}")
        .replace("{0}", ", ".join(tied[:-1]))
        .replace("{1}", tied[-1])
        if len(tied) > 1
        else "".join(tied)
    )
    place, below, above = str(tie.get("place")), str(tie.get("below")), str(tie.get("above"))
    detail = tie.get("detail")
    if detail == "season_final_tie_first":
        question = QCoreApplication.translate(
            "SeasonDialog",
            "First place of the season ranking is shared by {0}: invite all of them, the top {1}?",
        ).replace("{1}", above)
    elif detail == "season_final_tie_one":
        question = (
            QCoreApplication.translate(
                "SeasonDialog",
                "Place {1} of the season ranking is shared by {0}: invite the leader alone"
                " or the top {2}?",
            )
            .replace("{1}", place)
            .replace("{2}", above)
        )
    else:
        question = (
            QCoreApplication.translate(
                "SeasonDialog",
                "Place {1} of the season ranking is shared by {0}: invite the top {2}"
                " or the top {3}?",
            )
            .replace("{1}", place)
            .replace("{2}", below)
            .replace("{3}", above)
        )
    # The names last: a player's name is never read as a placeholder.
    return question.replace("{0}", names)
