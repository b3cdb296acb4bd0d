"""What a swap made by hand in a draft broke (`Round.swap_broke`), said at once by the face
that swapped: the window after the drop or the Swap dialog, `torneo round swap` after the
seating (design/ui.md: a swap says what it breaks)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from tournament_app.services.messages.catalogue import said
from tournament_app.services.messages.wording import advised, round_problem_sentence

if TYPE_CHECKING:
    from tournament_app.services.values import PairingProblem

# {round}: the draft; {problems}: the round check's sentences (ROUND_PROBLEMS) the swap
# brought in; what to do as actions worded by face.
SWAP_BROKE = said("swap_broke")


def swap_broke_sentence(
    round_number: int,
    problems: Sequence[PairingProblem],
    language: str = "it",
    names: Mapping[int, str] | None = None,
    face: str = "window",
    tournament: int | None = None,
) -> str:
    """The swap's warning: round `round_number`'s problems it brought in, each in the round
    check's words (entries named by `names`), and how to take it back in `face`'s words;
    "" when it broke nothing."""
    if not problems:
        return ""
    listed = "; ".join(
        round_problem_sentence(
            p.code,
            p.entries,
            p.table,
            language,
            names,
            face,
            tournament=tournament,
            round_number=round_number,
        )
        for p in problems
    )
    template = SWAP_BROKE.get(language, SWAP_BROKE["it"])
    # The problems last: a player's name is never read as a placeholder.
    filled = advised(
        template, language, face, round=round_number, tournament=tournament, problems="{problems}"
    )
    return filled.replace("{problems}", listed)
