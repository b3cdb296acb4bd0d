"""A place named in text, "round 3 table 4" or "round 3" (an older database's or tournament
file's change log, a refusal naming a row of the log), is read in one place,
`storage.audit_form.place_of`, which the migration, the log's words and the refusals' words
all use: the three readers it once had could not drift apart again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tournament_app.services import ErrorCode, ServiceError
from tournament_app.services.log.words import entity_text
from tournament_app.services.messages import describe
from tournament_app.storage.audit_form import place_of

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("entity", "place"),
    [
        ("round 3 table 4", (3, 4)),
        ("round 12", (12, None)),
        ("round 3 table", (None, None)),
        ("entry 5", (None, None)),
        ("R3 T4", (None, None)),
    ],
)
def test_an_older_rows_place_is_read_from_its_words(entity: str, place: tuple) -> None:
    assert place_of(entity) == place


@pytest.mark.parametrize(
    ("language", "table", "round_alone"),
    [("it", "turno 3, tavolo 4", "turno 3"), ("en", "round 3, table 4", "round 3")],
)
def test_an_older_rows_place_reads_in_the_directors_words(
    language: str, table: str, round_alone: str
) -> None:
    assert entity_text("round 3 table 4", language) == table
    assert entity_text("round 3", language) == round_alone
    assert entity_text("entry 5", language) == ("iscrizione 5" if language == "it" else "entry 5")


@pytest.mark.parametrize(
    ("language", "said"),
    [("it", "Il tavolo 7 del turno 2 è stato modificato"), ("en", "Table 7 of round 2 was")],
)
def test_a_conflict_naming_a_table_in_text_names_it_in_words(language: str, said: str) -> None:
    """A version conflict over a row the log names in text ("round 2 table 7")."""
    error = ServiceError(
        ErrorCode.CONFLICT,
        {
            "what": "round 2 table 7",
            "expected_version": 1,
            "current_version": 2,
            "changed_by": "cassa",
            "changed_at": "?",
        },
    )
    assert describe(error, language).startswith(said)


def test_no_other_module_reads_a_round_and_table_from_text() -> None:
    pattern = re.compile(r"round \(\\d")
    readers = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "tournament_app").rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    )
    assert readers == ["tournament_app/storage/audit_form.py"]
