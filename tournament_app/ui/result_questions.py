"""The questions the window asks about one table's result, each naming its round.

A director correcting results of an earlier round while the next one is in play (or a
station that was still showing the previous round) must read which round the answer
changes: "Table 2 already has NS 640 — EW 245. Replace…?" was answered Yes over the previous
round's sheet. Every face that asks about a result (the quick line, the scoresheet, the
scala 40 sheet) words it here, once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament_app.services.score_figures import whole_score


def _fill(text: str, *values: object) -> str:
    for index, value in enumerate(values):
        text = text.replace("{" + str(index) + "}", str(value))
    return text


def replace_question(
    round_number: int, table: int, saved: tuple[int, int], typed: tuple[int, int]
) -> str:
    """Saved figures about to be replaced by the ones typed."""
    text = QCoreApplication.translate(
        "ResultQuestions",
        "Round {0}, table {1} already has NS {2} — EW {3}. Replace with NS {4} — EW {5}?",
    )
    return _fill(text, round_number, table, *saved, *typed)


def remove_question(round_number: int, table: int, saved: tuple[int, int]) -> str:
    """A table's result about to be removed."""
    text = QCoreApplication.translate(
        "ResultQuestions", "Remove the result of round {0}, table {1} ({2}–{3})?"
    )
    return _fill(text, round_number, table, *map(whole_score, saved))


def unlikely_question(round_number: int, table: int, reasons: list[str]) -> str:
    """Figures that look like a typing slip, to be saved only if the director says so."""
    said = QCoreApplication.translate("ResultQuestions", "Round {0}, table {1}: {2}.")
    again = QCoreApplication.translate("ResultQuestions", "Save it anyway?")
    return _fill(said, round_number, table, "; ".join(reasons)) + "\n" + again


def forfeit_question(round_number: int, table: int) -> str:
    """Which line of a table forfeits its turno."""
    text = QCoreApplication.translate(
        "ResultQuestions", "Round {0}, table {1}: which line forfeits the turno?"
    )
    return _fill(text, round_number, table)


def on_table(round_number: int, table: int, question: str) -> str:
    """A question about a scala 40 table's sheet (time, a take-back), with its round."""
    text = QCoreApplication.translate("ResultQuestions", "Round {0}, table {1}: {2}")
    return _fill(text, round_number, table, question)


__all__ = [
    "forfeit_question",
    "on_table",
    "remove_question",
    "replace_question",
    "unlikely_question",
]
