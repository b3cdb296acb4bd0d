"""Sentences about the federation: its results file, and the member list a club imports and
checks its entries against."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

MESSAGES: dict[str, dict[ErrorCode, str]] = {"it": {}, "en": {}}

# The `detail` keys (see `detail_words.py`): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        # the federation's results file (services.federation)
        "federation_file_kind": (
            "il file {path} deve finire con .csv, .xlsx o .json, che dice in quale formato"
            " scrivere i risultati per la federazione"
        ),
    },
    "en": {
        "federation_file_kind": (
            "the file {path} must end in .csv, .xlsx or .json, which says in which format to"
            " write the results for the federation"
        ),
    },
}
