"""Sentences about team events (burraco a squadre): teams, their pairs, line-ups, team VP."""

from __future__ import annotations

# The settings' names, as `tournament show` and the change log name them.
SETTING_WORDS: dict[str, dict[str, str]] = {
    "it": {
        "event_format": "formato (coppie o squadre)",
        "team_movement": "movimento delle squadre",
        "team_vp_scale": "tabella PV delle squadre",
    },
    "en": {
        "event_format": "format (pairs or teams)",
        "team_movement": "team movement",
        "team_vp_scale": "team VP table",
    },
}

# A team event's settings in words (`tournament show`, the change log, the wizard's summary).
FORMATS: dict[str, dict[str, str]] = {
    "it": {"pairs": "a coppie", "teams": "a squadre"},
    "en": {"pairs": "pairs", "teams": "teams"},
}
MOVEMENTS: dict[str, dict[str, str]] = {
    "it": {
        "round_robin": "girone all'italiana",
        "danese": "Danese",
        "never_again": "mai più la stessa squadra",
    },
    "en": {
        "round_robin": "round robin",
        "danese": "Danese",
        "never_again": "never the same team again",
    },
}
PROPOSED_TABLE: dict[str, str] = {
    "it": "proposta di Torneo per {hands} smazzate (in attesa della tabella FIBUR)",
    "en": "Torneo's proposal for {hands} hands (until FIBUR's table is found)",
}

# A tournament file's team rows, as a refusal of a damaged file names them: the row (with
# `archive_errors.PLACES`) and the column (with `files.ARCHIVE_FIELDS`).
ARCHIVE_PLACES: dict[str, dict[str, str]] = {
    "it": {
        "teams": "la squadra n. {nth}",
        "team_pairs": "la coppia n. {nth} delle squadre",
        "team_lineups": "la formazione n. {nth} delle squadre",
    },
    "en": {
        "teams": "team no. {nth}",
        "team_pairs": "the teams' pair no. {nth}",
        "team_lineups": "the teams' line-up no. {nth}",
    },
}
ARCHIVE_FIELDS: dict[str, dict[str, str]] = {
    "it": {
        "club": "circolo",
        "team_id": "squadra",
        "first_entry_id": "coppia al primo tavolo",
        "second_entry_id": "coppia al secondo tavolo",
    },
    "en": {
        "club": "club",
        "team_id": "team",
        "first_entry_id": "pair at the first table",
        "second_entry_id": "pair at the second table",
    },
}
