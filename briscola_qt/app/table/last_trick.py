"""A look at the last trick (T, or a click on a pile), as players may ask at a real table.

The window shows the trick's cards in the order they were played, each with who played it
(and on which side) and its name in words, and who took the trick: the pictures help, the
words say it all. It works for any number of seats.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.texts import seat_description, seat_name
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.translated_dialog import TranslatedDialog
from briscola_qt.engine import Trick

#: The width of a card's picture, smaller when many seats played.
CARD_WIDTH, SMALL_CARD_WIDTH = 120, 96
MOST_SEATS = 6
#: Room for "Computer: Four of cups" on as few lines as it needs, not broken mid-name.
CAPTION_WIDTH = 190
#: The table's own look: its felt, its light words, its gold edge.
FELT_STYLE = (
    "QDialog#lastTrickDialog { background: qradialgradient(cx:0.5, cy:0.5, radius:0.9, "
    "fx:0.5, fy:0.5, stop:0 rgb(22, 102, 58), stop:1 rgb(9, 58, 32)); "
    "border: 2px solid rgb(212, 175, 55); } "
    "QDialog#lastTrickDialog QLabel { color: rgb(245, 238, 214); background: transparent; }"
)


class PixmapSource(Protocol):
    def pixmap(self, code: str) -> QPixmap: ...


class LastTrickDialog(TranslatedDialog):
    """Shows one trick; T or Esc closes it again."""

    def __init__(self, art: PixmapSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lastTrickDialog")
        self.setStyleSheet(FELT_STYLE)
        self._art = art
        self._trick: Trick | None = None
        self._seating = Seating(2)
        self._pictures = [QLabel(self) for _ in range(MOST_SEATS)]
        self._captions = [QLabel(self) for _ in range(MOST_SEATS)]
        self.outcome = QLabel(self)
        grid = QGridLayout()
        for column, (picture, caption) in enumerate(
            zip(self._pictures, self._captions, strict=True)
        ):
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setWordWrap(True)
            caption.setMinimumWidth(CAPTION_WIDTH)
            grid.addWidget(picture, 0, column)
            grid.addWidget(caption, 1, column)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.outcome, alignment=Qt.AlignmentFlag.AlignCenter)
        QShortcut(QKeySequence(Qt.Key.Key_T), self, self.close)
        self.retranslate()

    @property
    def pictures(self) -> list[QLabel]:
        """One picture per card of the trick shown."""
        return self._pictures[: self._shown()]

    @property
    def captions(self) -> list[QLabel]:
        return self._captions[: self._shown()]

    def _shown(self) -> int:
        return len(self._trick.cards) if self._trick is not None else 0

    def show_trick(self, trick: Trick | None, seating: Seating | None = None) -> None:
        """Show ``trick`` (None: no trick yet); ``seating`` names the seats (default: the
        player in seat 0 at a table of as many seats as the trick has cards)."""
        self._trick = trick
        if seating is not None:
            self._seating = seating
        elif trick is not None:
            self._seating = Seating(len(trick.cards))
        self.retranslate()
        self.show()
        self.raise_()
        self.activateWindow()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        trick = self._trick
        for index, (picture, caption) in enumerate(
            zip(self._pictures, self._captions, strict=True)
        ):
            used = index < self._shown()
            picture.setVisible(used)
            caption.setVisible(used)
            if not used:
                picture.clear()
                caption.clear()
        if trick is None:
            self.outcome.setText(self.tr("No trick has been played yet in this hand."))
            self.setAccessibleDescription(self.outcome.text())
            return
        width = CARD_WIDTH if len(trick.cards) <= 3 else SMALL_CARD_WIDTH
        seating = self._seating
        for index, card in enumerate(trick.cards):
            who = seat_description(seating, trick.seat_of(index))
            name = card_name(card)
            pixmap = self._art.pixmap(card.code)
            ratio = pixmap.devicePixelRatio() or 1.0
            if pixmap.width() / ratio > width:
                pixmap = pixmap.scaledToWidth(
                    round(width * ratio), Qt.TransformationMode.SmoothTransformation
                )
            self._pictures[index].setPixmap(pixmap)
            self._pictures[index].setAccessibleName(name)
            self._captions[index].setText(self.tr("%1: %2").replace("%1", who).replace("%2", name))
        self.outcome.setText(self.outcome_text(trick.winner))
        captions = ". ".join(caption.text() for caption in self.captions)
        self.setAccessibleDescription(f"{captions}. {self.outcome.text()}")

    def outcome_text(self, winner: int) -> str:
        seating = self._seating
        if winner == seating.human:
            return self.tr("You took this trick.")
        name = seat_name(seating, winner)
        if seating.is_human_partner(winner):
            return self.tr("%1 took this trick for your side.").replace("%1", name)
        return self.tr("%1 took this trick.").replace("%1", name)
