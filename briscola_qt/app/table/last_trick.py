"""A look at the last trick (T, or a click on a pile), as players may ask at a real table.

The window shows the two cards in the order they were played, each with who played it and
its name in words, and who took the trick: the pictures help, the words say it all.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.translated_dialog import TranslatedDialog
from briscola_qt.engine import Trick

#: The player's seat; the computer is the other one.
PLAYER_SEAT = 0
CARD_WIDTH = 120


class PixmapSource(Protocol):
    def pixmap(self, code: str) -> QPixmap: ...


class LastTrickDialog(TranslatedDialog):
    """Shows one trick; T or Esc closes it again."""

    def __init__(self, art: PixmapSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lastTrickDialog")
        self._art = art
        self._trick: Trick | None = None
        self.pictures = [QLabel(self) for _ in range(2)]
        self.captions = [QLabel(self) for _ in range(2)]
        self.outcome = QLabel(self)
        grid = QGridLayout()
        for column, (picture, caption) in enumerate(zip(self.pictures, self.captions, strict=True)):
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setWordWrap(True)
            grid.addWidget(picture, 0, column)
            grid.addWidget(caption, 1, column)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.outcome, alignment=Qt.AlignmentFlag.AlignCenter)
        QShortcut(QKeySequence(Qt.Key.Key_T), self, self.close)
        self.retranslate()

    def show_trick(self, trick: Trick | None) -> None:
        self._trick = trick
        self.retranslate()
        self.show()
        self.raise_()
        self.activateWindow()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        trick = self._trick
        if trick is None:
            for picture, caption in zip(self.pictures, self.captions, strict=True):
                picture.clear()
                caption.clear()
            self.outcome.setText(self.tr("No trick has been played yet in this hand."))
            self.setAccessibleDescription(self.outcome.text())
            return
        for index, card in enumerate(trick.cards):
            who = self.player_name(trick.seat_of(index))
            name = card_name(card)
            pixmap = self._art.pixmap(card.code)
            ratio = pixmap.devicePixelRatio() or 1.0
            if pixmap.width() / ratio > CARD_WIDTH:
                pixmap = pixmap.scaledToWidth(
                    round(CARD_WIDTH * ratio), Qt.TransformationMode.SmoothTransformation
                )
            self.pictures[index].setPixmap(pixmap)
            self.pictures[index].setAccessibleName(name)
            self.captions[index].setText(self.tr("%1: %2").replace("%1", who).replace("%2", name))
        if trick.winner == PLAYER_SEAT:
            self.outcome.setText(self.tr("You took this trick."))
        else:
            self.outcome.setText(self.tr("The computer took this trick."))
        captions = ". ".join(caption.text() for caption in self.captions)
        self.setAccessibleDescription(f"{captions}. {self.outcome.text()}")

    def player_name(self, seat: int) -> str:
        return self.tr("You") if seat == PLAYER_SEAT else self.tr("Computer")
