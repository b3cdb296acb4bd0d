"""What a director does to put a refusal right, named once for both faces.

A sentence of the catalogue says what went wrong; where it advises an action it names it as
`{actions.NAME}` (an `Action`'s name), and each face fills it with its own words: the window's
button or menu (`actions.window.<name>`), the command line's command (`actions.cli.<name>`),
both in the catalogue in each language, so the window never names a command and the command
line never a button. The words may name the refusal's values (`-t {tournament}`)."""

from __future__ import annotations

from enum import Enum


class Action(Enum):
    """An action a sentence can advise; its value is its key in the catalogue."""

    ROUND_UNPUBLISH = "round_unpublish"
    """Take a published round nobody has played back to draft."""
    ROUND_GENERATE = "round_generate"
    """Generate a round (again)."""
    ROUND_GENERATE_ANYWAY = "round_generate_anyway"
    """Generate a draft again although its seats were swapped by hand."""
    ROUND_SWAP = "round_swap"
    """Swap two entries or tables of a draft."""
    ROUND_PUBLISH_ANYWAY = "round_publish_anyway"
    """Publish a draft whose check needs confirming."""
    UNDO = "undo"
    """Undo the latest change."""
    UNDO_ANYWAY = "undo_anyway"
    """Undo the latest change undo can take back, past a newer one it cannot."""
    RESULT_CORRECT = "result_correct"
    """Correct a table's result (said of "it", the result)."""
    RESULT_SAVE_ANYWAY = "result_save_anyway"
    """Save unlikely figures the director has checked."""
    PENALTY_GIVE_ANYWAY = "penalty_give_anyway"
    """Give a penalty the director has checked although it takes more VP than a turno gives."""
    HAND_TAKE_BACK = "hand_take_back"
    """Take back a scala 40 sheet's hands from the last, one at a time."""
    RESULT_FORFEIT = "result_forfeit"
    """Enter a turno lost by forfeit (or a referee's score) as the table's result."""
    RESULT_FIRST_ENTRY = "result_first_entry"
    """Enter a table's result as its first entry, not as a second one (said after "enter the
    result first")."""
    SECOND_ENTRY_SKIP = "second_entry_skip"
    """Leave a table out of double entry: a result not played (a forfeit, a referee's score,
    a pair that left) has no scoresheet to type again (said as a sentence of its own)."""
    ENTRY_PRESENT = "entry_present"
    """Mark an absent entry present."""
    ENTRY_WITHDRAW = "entry_withdraw"
    """Withdraw an entry from the next rounds (said of "it", the entry)."""
    ENTRY_REINSTATE = "entry_reinstate"
    """Bring a withdrawn entry back into the next rounds (`{entry}`: the one withdrawn)."""
    TEAM_LINEUP = "team_lineup"
    """Choose a team's two pairs for the round."""
    TOURNAMENT_REOPEN = "tournament_reopen"
    """Reopen a finished tournament."""
    TOURNAMENT_FINISH_ANYWAY = "tournament_finish_anyway"
    """Mark a tournament finished with business still open."""
    BACKUP_SAVE = "backup_save"
    """Save a copy of the database."""
    BACKUP_RESTORE = "backup_restore"
    """Open (take the database back to) one of its copies."""
    ENTRY_GROUP = "entry_group"
    """Give an entry its group."""
    TOURNAMENT_TEAMS = "tournament_teams"
    """Make a tournament a team event."""
    TEAM_VP_TABLE = "team_vp_table"
    """Choose the club's team VP table."""
    VP_TABLE_CHOOSE = "vp_table_choose"
    """Choose one of the club's own VP tables."""
    VP_TABLE_MAKE = "vp_table_make"
    """Make a VP table of the tournament's hands."""
    SCHEDULE_SET = "schedule_set"
    """Set the tournament's schedule to the one proposed (said just before it)."""
    VP_TABLE_LIST = "vp_table_list"
    """See which VP tables the club has saved, by name."""
    IMPORT_AS_COPY = "import_as_copy"
    """Import a tournament file again as a copy."""
    TOURNAMENT_SEE = "tournament_see"
    """See a tournament already in the database."""
    SEE_NEW_VALUE = "see_new_value"
    """See what another station saved meanwhile."""
    ROUND_CLOCK_MINUTES = "round_clock_minutes"
    """Type an untimed round's minutes and start its clock (said after "type its minutes
    first": where, or the command's option)."""
    CUT_DRAW_LOTS = "cut_draw_lots"
    """Draw lots among players tied across a scala 40 cut (`{numbers}`: their numbers), then
    generate the draft again so the order drawn decides who goes on."""
    DRAW_LOTS_TIED = "draw_lots_tied"
    """Draw lots among the whole of one group of entries level now (said after "are not one
    whole tie": the command line names the group, or none for every group; the window offers
    the ties there are)."""
    GROUP_SIZES = "group_sizes"
    """Change the sizes of the gironi in the tournament's settings (said after "change them")."""


FACES = ("window", "cli")
"""The faces that word an action: the window (its quick line too) and the command line."""


def face_of(face: str) -> str:
    """The face whose words an action takes: "cli", or the window for anything else (the
    Results page's quick line, the hall's pages)."""
    return "cli" if face == "cli" else "window"
