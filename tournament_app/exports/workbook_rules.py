"""The workbook's rules sheet: what the standings were made by, as the PDF prints it under
the title. The tie-breaks in order, then each setting the players are told the evening plays
by (the services' words, `setting_words`, already in the document's language: "Limite: 101"),
then the VP table, a row per band.
"""

from __future__ import annotations

from tournament_app.exports.documents import Language, TournamentHeader
from tournament_app.exports.grids import Cell, Column, Grid
from tournament_app.exports.labels import text
from tournament_app.sentence_catalogue import pairs

# The words only the rules sheet uses: the catalogue's export_workbook.*.
_WORDS = pairs("export_workbook", ("rules", "rule", "value", "vp_pair"))


def _word(language: Language, key: str) -> str:
    italian, english = _WORDS[key]
    return italian if language == "it" else english


def rules_sheet_name(language: Language) -> str:
    return _word(language, "rules")


def rules_grid(header: TournamentHeader) -> tuple[Grid, frozenset[int]]:
    """The tie-breaks and settings, a (rule, value) row each, then after an empty row the VP
    table; and which rows are its headings (the workbook sets them in bold). No rows when
    the tournament has no rules to print."""
    language = header.language
    rules = header.rules
    rows: list[tuple[Cell, ...]] = []
    if rules.tie_breaks:
        rows.append((text(language, "tie_breaks"), ", ".join(rules.tie_breaks)))
    for note in rules.notes:
        # "Setting: value" as the services word it; a note of another shape stays whole.
        setting, colon, value = note.partition(": ")
        rows.append((setting, value) if colon else (note, ""))
    headings: frozenset[int] = frozenset()
    vp_rows = vp_table_rows(header)
    if vp_rows:
        if rows:
            rows.append((None, None))
        headings = frozenset({len(rows), len(rows) + 1})
        rows += vp_rows
    columns = (Column(_word(language, "rule")), Column(_word(language, "value")))
    return Grid(_word(language, "rules"), columns, tuple(rows)), headings


def vp_table_rows(header: TournamentHeader) -> tuple[tuple[Cell, ...], ...]:
    """The VP table under the rules: its name, the headings, then a row per band
    ("0–50", "10–10"); nothing for a game without one."""
    rules = header.rules
    language = header.language
    if not rules.vp_bands:
        return ()
    name = f"{text(language, 'vp_table')} {rules.vp_table_name}".strip()
    bands = tuple(
        (
            f"{b.low}–{b.high}" if b.high is not None else text(language, "and_above", n=b.low),
            f"{b.winner}–{b.loser}",
        )
        for b in rules.vp_bands
    )
    return ((name, ""), (text(language, "mp_difference"), _word(language, "vp_pair")), *bands)
