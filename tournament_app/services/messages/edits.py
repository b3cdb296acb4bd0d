"""Words about the director's edits beside the catalogue's sentences (which are in
resources/i18n/messages): the things a refusal names, the fields of a text typed, where a
change met another station's and what to do then."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# The things NOT_FOUND can name, as a sentence starts with them.
KINDS = table("kinds")


# The text fields the TEXT_* errors name (keys of `user_text.TextRule.field`).
FIELDS = table("fields")


# The places a CONFLICT names ("R1 T1", "round 1 table 1"), as a sentence starts with them.
PLACES = said("places")


# An edit refused because another station changed the same thing meanwhile: what to do next.
# The window shows the other station's value at once (the results page redraws the round on
# the refusal), so there is nothing to reload; the command line has no screen to redraw: the
# one `advice` says so through its action (`see_new_value`), worded by face.
CONFLICT_CURES = table("conflict_cures")

# The same refusal when who changed it and when is not known (nothing is stored under the
# version the edit was made on): said without them, never as "changed by ? at ?".
CONFLICT_UNSEEN = said("conflict_unseen")


# NOT_FOUND for a thing looked up by its name, not its number.
NAMED_KINDS = frozenset({"vp_table"})


NOT_FOUND_BY_NAME = said("not_found_by_name")
