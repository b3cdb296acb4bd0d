"""A scala 40 sheet's legend: each mark a sheet of the tournament can show
(`sheet_rows.sheet_marks`), in the printed sheet's words, so the paper, the hall's running sheet
and the window's read the same letters the same way (scala40.md, "The table scoresheet")."""

from __future__ import annotations

from tournament_app.exports.documents import Language
from tournament_app.exports.labels import text
from tournament_app.services.setting_words import IN_HAND_CLOSE
from tournament_app.services.settings import NotOpenedRule, Scala40Settings
from tournament_app.services.sheet_rows import SheetMark, sheet_marks

MARK_WORDS = {
    SheetMark.CLOSER: "mark_closer",
    SheetMark.IN_HAND: "mark_in_hand",
    SheetMark.NOT_OPENED: "mark_not_opened",
    SheetMark.ELIMINATED: "mark_eliminated",
    SheetMark.REENTERED: "mark_reentered",
    SheetMark.PENALTY: "mark_penalty",
}
"""Each mark's meaning, a key of the printed documents' words (`export_labels.*`)."""


def sheet_legend(
    settings: Scala40Settings, language: Language, *, printed: bool = False
) -> tuple[tuple[str, str], ...]:
    """(letter, meaning) for every mark a sheet of these settings can show, in the legend's
    order: M with what a chiusura in mano does under the tournament's rule (in the settings'
    words, "no doubling" too), N with what a player not opened pays where it is a fixed count.
    `printed`: the blank sheet the keeper fills in, without P (the director's penalty points
    are given at the director's table, never written by the keeper)."""
    legend = []
    for mark in sheet_marks(settings):
        if printed and mark is SheetMark.PENALTY:
            continue
        meaning = text(language, MARK_WORDS[mark])
        if mark is SheetMark.IN_HAND:
            meaning += f" ({IN_HAND_CLOSE[settings.in_hand_close].pick(language)})"
        elif mark is SheetMark.NOT_OPENED and settings.simplified:
            meaning += " (10)"  # simplified scoring's count, whatever the rule for cards
        elif mark is SheetMark.NOT_OPENED and settings.not_opened is NotOpenedRule.FLAT_100:
            meaning += " (100)"
        legend.append((mark.value, meaning))
    return tuple(legend)


def legend_line(settings: Scala40Settings, language: Language) -> str:
    """The legend on one line as the printed sheet puts it under its title: "Segni: C = chiude
    · M = chiusura in mano (nessun raddoppio) · ..." (`exports.pdf_sheets`)."""
    marks = " · ".join(f"{mark} = {meaning}" for mark, meaning in sheet_legend(settings, language))
    return f"{text(language, 'marks')}: {marks}"
