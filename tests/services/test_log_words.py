"""The change log's words (services.log_words), read by the window's Log page and by
`torneo log` / `torneo undo`: every action and template has both languages with the same
placeholders, and the services' codes and English summaries read as the director's words.

Expected sentences are written here from the domain's words (turno, tavolo, smazzata, PV,
ammonizione, burraco.md), not read back from the module.
"""

from __future__ import annotations

import re

import pytest

from tests.builders.tournaments import logged_change as entry
from tournament_app.services.log import details as log_details
from tournament_app.services.log import words as log_words
from tournament_app.services.log.words import (
    ACTION_WORDS,
    ENTITY_PATTERNS,
    ENTITY_WORDS,
    SUMMARY_WORDS,
    Said,
    change_text,
    entity_text,
    undo_text,
)

PLACEHOLDER = re.compile(r"\{\d+\}")


def every_said() -> list[tuple[str, Said]]:
    """Every text of the log's modules: the actions, the templates, the summary words, the
    entity templates, the before and after's words."""
    texts = [(f"action {action}", said) for action, said in ACTION_WORDS.items()]
    texts += [
        (name, value)
        for module in (log_words, log_details)
        for name, value in vars(module).items()
        if isinstance(value, Said)
    ]
    texts += [
        (f"{action}: {word}", said)
        for action, words in SUMMARY_WORDS.items()
        for word, said in words.items()
    ]
    texts += [(f"entity {key}", said) for key, said in ENTITY_WORDS.items()]
    return texts


@pytest.mark.parametrize(("where", "said"), every_said(), ids=lambda value: str(value)[:40])
def test_every_text_has_both_languages_with_the_same_placeholders(where: str, said: Said) -> None:
    assert said.it.strip() and said.en.strip(), where
    assert sorted(PLACEHOLDER.findall(said.it)) == sorted(PLACEHOLDER.findall(said.en)), where


def test_every_action_label_is_italian_in_italian() -> None:
    """No label was left as its English copy."""
    same = [action for action, said in ACTION_WORDS.items() if said.it == said.en]
    assert same == []


def test_every_entity_template_fills_every_group() -> None:
    """ "round 3 table 4" has two numbers: its template places both."""
    for pattern, key in ENTITY_PATTERNS:
        assert len(PLACEHOLDER.findall(ENTITY_WORDS[key].en)) == pattern.groups, pattern.pattern


@pytest.mark.parametrize(
    ("entity", "italian", "english"),
    [
        ("round 3 table 4", "turno 3, tavolo 4", "round 3, table 4"),
        ("round 2", "turno 2", "round 2"),
        ("entry 15", "iscrizione 15", "entry 15"),
        ("12 entries", "12 iscrizioni", "12 entries"),
        # A count agrees with its noun: 1 (an older season final's row), 2, and 0.
        ("1 entries", "1 iscrizione", "1 entry"),
        ("2 entries", "2 iscrizioni", "2 entries"),
        ("0 entries", "0 iscrizioni", "0 entries"),
        ("1 members", "1 tesserato", "1 member"),
        ("2 members", "2 tesserati", "2 members"),
        ("player 8", "giocatore 8", "player 8"),
        ("vp scale Club 2 smazzate", "tabella PV Club 2 smazzate", "VP table Club 2 smazzate"),
        ("something new", "something new", "something new"),
    ],
)
def test_what_a_change_touched_in_words(entity: str, italian: str, english: str) -> None:
    assert entity_text(entity, "it") == italian
    assert entity_text(entity, "en") == english


@pytest.mark.parametrize(
    ("action", "summary", "italian", "english"),
    [
        (
            "result.enter",
            "played 500-300 VP 12-8",
            "Risultato inserito: giocato 500-300 PV 12-8",
            "Result entered: played 500-300 VP 12-8",
        ),
        (
            "penalty.add",
            "warning: telefono",
            "Penalità assegnata: ammonizione (telefono)",
            "Penalty given: warning (telefono)",
        ),
        ("sheet.time_out", "", "Tempo scaduto a un tavolo", "Time called at a table"),
        (
            # A station entering a result another had just saved (it had seen none).
            "result.enter.refused",
            "stale version None: 1 by cli@vm",
            "Non salvato (modificato nel frattempo da un'altra postazione): risultato"
            " inserito: già salvato: versione 1 da cli@vm",
            "Not saved (changed meanwhile on another station): result entered: already"
            " saved: version 1 by cli@vm",
        ),
        (
            "undo",
            "sheet.time_out #12",
            "Annullato: tempo scaduto a un tavolo (turno 1, tavolo 3)",
            "Undone: time called at a table (round 1, table 3)",
        ),
        # A reason holding a summary word stays as the director typed it.
        (
            "tournament.create",
            "Coppa played",
            "Torneo creato: Coppa played",
            "Tournament created: Coppa played",
        ),
    ],
)
def test_a_change_in_words(action: str, summary: str, italian: str, english: str) -> None:
    row = entry(action, summary)
    assert change_text(row, "it") == italian
    assert change_text(row, "en") == english


def test_an_undo_names_what_it_took_back_as_its_log_row_does() -> None:
    """`torneo undo` words the change it undid from the change itself; the undo's log row
    from its summary ("sheet.time_out #12"): the two say the same."""
    for language in ("it", "en"):
        assert undo_text("sheet.time_out", "round 1 table 3", language) == change_text(
            entry("undo", "sheet.time_out #12"), language
        )
    assert undo_text("result.correct", "round 1 table 3", "it") == (
        "Annullato: risultato corretto (turno 1, tavolo 3)"
    )
    assert undo_text("vp_scale.save", "", "en") == "Undone: VP table saved"


def test_a_draw_reads_as_the_order_drawn() -> None:
    """Lots drawn among 4, 5 and 1: the log row says the order, not three bare numbers."""
    from tournament_app.services.log.words import summary_text

    assert summary_text("4 5 1", "standings.draw", "it") == "ordine estratto: 4, 5, 1"
    assert summary_text("4 5 1", "standings.draw", "en") == "order drawn: 4, 5, 1"
