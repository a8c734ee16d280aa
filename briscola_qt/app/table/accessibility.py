"""The table in words, for screen readers: graphics items are invisible to them, so the view
itself carries an accessible name (the chosen card) and a description of the whole table.

Game facts come from the player's seat view (what the player may know, never the whole
hand); only the left-to-right order of the player's cards, which keys 1-3 follow, comes from
the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from briscola_qt.app.game.controller import HUMAN, Controller, Phase
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.window.i18n import card_name


class TableDescriber(QObject):
    """Keeps the table view's accessible name and description up to date."""

    def __init__(
        self, controller: Controller, scene: TableScene, view: QWidget, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._scene = scene
        self._view = view
        controller.phase_changed.connect(self._phase_changed)
        view.installEventFilter(self)
        self.describe()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            QTimer.singleShot(0, self.describe)  # after the table has handled it
        return False

    def _phase_changed(self, phase: Phase) -> None:
        if phase is not Phase.SHOWING:
            self.describe()

    def describe(self) -> None:
        self._view.setAccessibleName(self.name())
        self._view.setAccessibleDescription(self.description())

    def name(self) -> str:
        cards = self._scene.human_cards()
        selected = self._scene.selected
        if selected is not None and 0 <= selected < len(cards):
            return self.tr("Card table: %1 chosen").replace("%1", card_name(cards[selected]))
        return self.tr("Card table")

    def description(self) -> str:
        hand = self._controller.view  # what the player may know, never the whole hand
        if hand is None:
            return self.tr("No hand has been dealt yet.")
        sentences = []
        cards = self._scene.human_cards()
        if cards:
            names = ", ".join(card_name(card) for card in cards)
            sentences.append(self.tr("Your cards, keys 1 to 3: %1.").replace("%1", names))
        if hand.stock_count:
            sentences.append(
                self.tr("Briscola: %1; %2 cards left to draw.")
                .replace("%1", card_name(hand.briscola))
                .replace("%2", str(hand.stock_count))
            )
        else:
            sentences.append(
                self.tr("Briscola: %1; no cards left to draw.").replace(
                    "%1", card_name(hand.briscola)
                )
            )
        for index, card in enumerate(hand.current_trick):
            seat = (hand.leader + index) % hand.players
            text = (
                self.tr("You played %1.") if seat == HUMAN else self.tr("The computer played %1.")
            )
            sentences.append(text.replace("%1", card_name(card)))
        sentences.append(self.phase_sentence())
        return " ".join(s for s in sentences if s)

    def phase_sentence(self) -> str:
        phase = self._controller.phase
        if phase is Phase.HUMAN_TURN:
            return self.tr("Your turn: press 1, 2 or 3, or choose with the arrows and press Enter.")
        if phase is Phase.COMPUTER_TURN:
            return self.tr("The computer is thinking.")
        if phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return self.tr("The hand is over: press Enter to go on.")
        return ""
