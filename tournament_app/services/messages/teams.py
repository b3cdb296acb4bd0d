"""Sentences about team events (burraco a squadre): teams, their pairs, line-ups, team VP."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

MESSAGES: dict[str, dict[ErrorCode, str]] = {"it": {}, "en": {}}

# The `detail` keys (see `detail_words.py`): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "not_a_team_event": (
            "il torneo {tournament} è a coppie: le squadre ci sono solo nei tornei a squadre"
            " (torneo a squadre: tournament edit --teams, o nella procedura guidata)"
        ),
        "team_name_taken": "c'è già una squadra che si chiama «{name}»: scegli un altro nome",
        "team_size": (
            "una squadra ha da 4 a 6 giocatori, cioè 2 o 3 coppie: ne sono state date {pairs}"
        ),
        "team_pair_twice": "la coppia {entry} è indicata due volte",
        "team_pair_taken": (
            "la coppia {entry} gioca già nella squadra {team}: toglila da lì prima"
        ),
        "team_pair_not_pair": "l'iscrizione {entry} non è una coppia",
        "team_unknown": "la squadra {team} non esiste: guarda l'elenco delle squadre",
        "team_seated": (
            "la squadra {team} ha già giocato o è nel turno {round}: non si può più togliere"
        ),
        "lineup_not_own": (
            "la coppia {entry} non è della squadra {team}: schiera due delle sue coppie"
        ),
        "lineup_same_pair": "una formazione schiera due coppie diverse, non due volte la {entry}",
        "lineup_round_seated": (
            "il turno {round} è già pubblicato: la formazione si sceglie prima di generarlo"
        ),
        "team_vp_table_needed": (
            "per le squadre con {hands} smazzate non c'è una tabella PV proposta: scegli una"
            " tabella del circolo con --team-vp-table"
        ),
        "too_few_teams": "servono almeno due squadre con due coppie presenti: ce ne sono {teams}",
        "teams_individual": (
            "un torneo a squadre si gioca a coppie fisse: scegli a squadre oppure individuale"
        ),
        "team_report_kind": (
            "il file {path} deve finire con .pdf, .xlsx o .html, che dice in quale formato"
            " scriverlo"
        ),
    },
    "en": {
        "not_a_team_event": (
            "tournament {tournament} is for pairs: teams exist only in team events"
            " (a team event: tournament edit --teams, or in the wizard)"
        ),
        "team_name_taken": "a team is already called \u201c{name}\u201d: choose another name",
        "team_size": ("a team has 4 to 6 players, that is 2 or 3 pairs: {pairs} were given"),
        "team_pair_twice": "pair {entry} is given twice",
        "team_pair_taken": "pair {entry} already plays for team {team}: take it out there first",
        "team_pair_not_pair": "entry {entry} is not a pair",
        "team_unknown": "team {team} does not exist: look at the list of teams",
        "team_seated": (
            "team {team} has played or is in round {round}: it can no longer be removed"
        ),
        "lineup_not_own": ("pair {entry} is not team {team}'s: field two of its own pairs"),
        "lineup_same_pair": "a line-up fields two different pairs, not pair {entry} twice",
        "lineup_round_seated": (
            "round {round} is already published: choose the line-up before generating it"
        ),
        "team_vp_table_needed": (
            "there is no proposed team VP table for {hands} hands: choose a club table with"
            " --team-vp-table"
        ),
        "too_few_teams": "at least two teams with two pairs present are needed: there are {teams}",
        "teams_individual": (
            "a team event is played by fixed pairs: choose teams or individual, not both"
        ),
        "team_report_kind": (
            "the file {path} must end in .pdf, .xlsx or .html, which says in which format to"
            " write it"
        ),
    },
}

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
