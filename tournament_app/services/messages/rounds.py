"""Words about rounds beside the catalogue's sentences (which are in resources/i18n/messages):
a round check's problems, the qualifiers changed, publishing or drafting again unconfirmed, the
automatic copy not made."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# -- a round check's problems (services.rounds.check), for every face ----------------------
# {entries}: entry numbers (with names), {table}: a table number; what to do as an action
# (`wording.round_problem_sentence` words it by face).
ROUND_PROBLEMS = table("round_problems")


# A correction that changed who goes on to a scala 40 stage already seated: said at once where
# the director made it ({round}: that stage; {problems}: the ROUND_PROBLEMS sentences), one
# sentence per `services.rounds.qualifiers.FollowingRound` (draft, unstarted, started).
QUALIFIERS_CHANGED = table("qualifiers_changed")


# Generating after a scala 40 elimination's final table (services.rounds.plans.FinalPlayed).
FINAL_PLAYED = said("final_played")


# Publishing a draft refused until confirmed (ROUND_NEEDS_CONFIRMATION, services.publish_check):
# the opening (a seating breaking rules, or a stale Danish draft), the problems one a line
# (ROUND_PROBLEMS), then how to confirm (`advice`, its actions worded by face). {round},
# {tournament}.
PUBLISH_UNCONFIRMED = table("publish_unconfirmed")


# Generating again a draft with seats swapped by hand, refused until confirmed
# (DRAFT_SWAPPED_BY_HAND): how to confirm (`advice`, its action worded by face), after the
# sentence. {round}, {tournament}.
SWAPPED_DRAFT_UNCONFIRMED = table("swapped_draft_unconfirmed")


# A round published whose automatic copy could not be made (Round.copy_not_made): a warning,
# not a refusal. The round is announced; what is missing is the copy to go back to.
COPY_NOT_MADE = said("copy_not_made")
