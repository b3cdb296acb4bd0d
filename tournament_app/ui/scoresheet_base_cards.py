"""The per-hand burraco scoresheet as the paper sheet has it: per hand and per line the *base*
(burraco bonuses and closing, less the penalty for a pozzetto not taken) and the *card points*,
each line's hand total shown as they are typed (translation context "ScoresheetDialog", the
dialog's). The rules check each hand (`scoring.burraco.score_sheet`, as the services do on
saving); the hands go on as their totals, with the base and cards kept beside them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget

from scoring.burraco import BurracoRules, InvalidHand, score_sheet
from tournament_app.services import HandTotals
from tournament_app.ui.results.entry_line import parse_points
from tournament_app.ui.scoresheet_lines import ERROR_STYLE, hand_reason

FIGURE_WIDTH = 80
# Between one line's three columns and the next line's, so each line reads as one block.
LINE_GAP = 18


@dataclass
class SheetLine:
    """One line's fields in one hand: its base, its card points and their sum."""

    base: QLineEdit
    cards: QLineEdit
    total: QLabel

    def figures(self) -> tuple[int | None, int | None]:
        """The base and card points typed (None where not a number)."""
        return parse_points(self.base.text()), parse_points(self.cards.text())


class BaseCardsPage(QWidget):
    """Each hand's base and card points per line, checked and added up as they are typed."""

    def __init__(
        self,
        hands: int,
        line_words: Sequence[str],
        rules: BurracoRules,
        changed: Callable[[], None],
        entered: Callable[[], None],
        language: str,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.language = language
        self.lines: list[tuple[SheetLine, ...]] = []
        self.errors: list[QLabel] = []
        grid = QGridLayout(self)
        # Each line takes three columns (base, cards, total), then a narrow gap column.
        keys = ("ns", "ew", "c")[: len(line_words)]
        first = [1 + 4 * line for line in range(len(keys))]
        for column, word in zip(first, line_words, strict=True):
            heading = QLabel(word)
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(heading, 0, column, 1, 3)
            for offset, text in enumerate(
                (
                    QCoreApplication.translate("ScoresheetDialog", "Base"),
                    QCoreApplication.translate("ScoresheetDialog", "Cards"),
                    QCoreApplication.translate("ScoresheetDialog", "Total"),
                )
            ):
                label = QLabel(text)
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
                grid.addWidget(label, 1, column + offset)
            if column > 1:
                grid.setColumnMinimumWidth(column - 1, LINE_GAP)
        end = first[-1] + 3
        for hand in range(hands):
            # The hand's figures, and under them the reason it was refused, if it was.
            row = 2 + 2 * hand
            grid.addWidget(
                QLabel(
                    QCoreApplication.translate("ScoresheetDialog", "Hand {0}").replace(
                        "{0}", str(hand + 1)
                    )
                ),
                row,
                0,
            )
            # Made in typing order (base, cards, line after line), which is the Tab order.
            fields = []
            for column, key in zip(first, keys, strict=True):
                edits = []
                for offset, what in enumerate(("base", "cards")):
                    edit = QLineEdit()
                    edit.setObjectName(f"hand{hand + 1}_{key}_{what}")
                    edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                    edit.setFixedWidth(FIGURE_WIDTH)
                    edit.textChanged.connect(lambda _t: changed())
                    edit.returnPressed.connect(entered)
                    grid.addWidget(edit, row, column + offset)
                    edits.append(edit)
                total = QLabel()
                total.setObjectName(f"hand{hand + 1}_{key}_total")
                total.setMinimumWidth(FIGURE_WIDTH // 2)
                total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(total, row, column + 2)
                fields.append(SheetLine(edits[0], edits[1], total))
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            # The rule's whole sentence, under the figures as wide as the sheet: it wraps to
            # a second line rather than widening the dialog or pushing the hands apart.
            error.setWordWrap(True)
            grid.addWidget(error, row + 1, 1, 1, end)
            self.lines.append(tuple(fields))
            self.errors.append(error)
        grid.setColumnStretch(end, 1)
        grid.setRowStretch(2 + 2 * hands, 1)

    def first_field(self) -> QLineEdit:
        """Hand 1's NS base: where typing a sheet starts."""
        return self.lines[0][0].base

    def required_fields(self) -> list[QLineEdit]:
        """Every base and card figure, in typing order: base NS, cards NS, base EW, cards EW
        (then the third line's), hand after hand. None may stay empty (0 if none), so an
        untouched hand is never saved as 0-0."""
        return [edit for hand in self.lines for line in hand for edit in (line.base, line.cards)]

    def show_hands(self, hands: Sequence[HandTotals]) -> bool:
        """Put a stored sheet's base and cards back, when every hand was typed so."""
        if len(hands) != len(self.lines) or any(hand.base is None for hand in hands):
            return False
        for fields, hand in zip(self.lines, hands, strict=True):
            for line, base, cards in zip(fields, hand.base or (), hand.cards or (), strict=False):
                line.base.setText(str(base))
                line.cards.setText(str(cards))
        return True

    def read(self) -> list[HandTotals] | None:
        """The hands typed, each checked and its lines' totals shown; None (with the reasons
        on the hands' rows) when one is missing or refused."""
        hands: list[HandTotals] = []
        ok = True
        for fields, error in zip(self.lines, self.errors, strict=True):
            error.setText("")
            figures = [line.figures() for line in fields]
            for line, (base, points) in zip(fields, figures, strict=True):
                # The sum the sheet's Totale column has, as soon as the line's two are typed.
                shown = "" if base is None or points is None else str(base + points)
                line.total.setText(shown)
            bases = [base for base, _ in figures if base is not None]
            cards = [points for _, points in figures if points is not None]
            if len(bases) + len(cards) < 2 * len(fields):
                if any(edit.text().strip() for line in fields for edit in (line.base, line.cards)):
                    error.setText(
                        QCoreApplication.translate(
                            "ScoresheetDialog", "type every line's base and cards (0 if none)"
                        )
                        if len(fields) > 2
                        else QCoreApplication.translate(
                            "ScoresheetDialog", "type both lines' base and cards (0 if none)"
                        )
                    )
                ok = False
                continue
            try:
                score_sheet(bases, cards, self.rules)
            except InvalidHand as refusal:
                error.setText(hand_reason(refusal, self.language))
                ok = False
                continue
            hands.append(HandTotals.from_sheet(bases, cards))
        return hands if ok else None


def register_screenshots(register: Any) -> None:
    """The scoresheet of the demo evening's first missing table, as base and cards."""
    from tournament_app.ui.scoresheet_dialog import demo_sheet

    def build(shot: Any) -> QWidget:
        dialog = demo_sheet(shot)
        dialog.sheet_mode.setChecked(True)
        # The domain doc's hand (a pulito, a sporco and the closing: 400 + 240; a sporco,
        # 180 on the table less 35 in hand: 100 + 145), one where EW did not take the
        # pozzetto, and one EW closed.
        typed = (((400, 240), (100, 145)), ((150, 95), (-100, -20)), ((100, 60), (300, 180)))
        for fields, hand in zip(dialog.base_cards.lines, typed, strict=False):
            for line, (base, cards) in zip(fields, hand, strict=True):
                line.base.setText(str(base))
                line.cards.setText(str(cards))
        shot.opened.append(dialog)
        return dialog

    register("scoresheet-base-cards", build, size=(900, 380))
