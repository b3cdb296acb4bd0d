"""Sentences about tables of three pairs (burraco a sei): the setting and its VP rule in words,
the refusals of a seating or a result that does not fit a table of three, and the rules of its
hand that `scoring` reports by code."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# The settings' names, as refusals, `tournament show` and the change log give them.
SETTING_NAMES = table("detail_words.setting")

# The choices' words (the wizard's, `tournament show`'s, the printouts'), by stored value.
WHEN = table("detail_words.when")
VP_RULES = table("three_pairs.vp_rules")
# The MP beside a table of three's VP, said once under the rule on the printouts.
MP_NOTE = said("three_pairs.mp_note")
# A score card's key under its rounds when the pair played at a table of three: what its
# Conceded figure (with the sum, its Scored too) counts, by how the rule combines (average, sum).
CONCEDED_NOTES = table("three_pairs.conceded_note")
# The third line's name at a table of three (NS, EO and this).
THIRD_LINE = said("three_pairs.third_line")
# Every line of a table of three, as a forfeit nobody played names them.
ALL_LINES = said("three_pairs.all_lines")
# A table of three's unlikely figures (services.unlikely_scores' findings): its three packs
# and its third line, beside `results.UNLIKELY`'s words.
UNLIKELY_THREE = table("three_pairs.unlikely_three")
# A tournament file's columns of a table of three's result, as a refusal names them.
ARCHIVE_FIELDS = table("archive_fields")
