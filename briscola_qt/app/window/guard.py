"""One guard for everything that deals anew: a hand in progress is never thrown away unasked.

N, the New hand button, L and the level menu, and Game > Players all go through
:meth:`AbandonGuard.allows`: with a card on the table it asks "Abandon this hand?", and only
a yes lets the change through (the controller then counts the hand as lost).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from briscola_qt.app.game.controller import Controller


class AbandonGuard(QObject):
    """Asks before a change would give up the hand in progress."""

    def __init__(self, controller: Controller, window: QWidget) -> None:
        super().__init__(window)
        self._controller = controller
        self._window = window
        #: The open question, while it is up (tests answer it through its buttons).
        self.question: QMessageBox | None = None

    def allows(self) -> bool:
        """True when nothing would be lost, or the player agrees to give the hand up."""
        if not self._controller.hand_in_progress:
            return True
        box = QMessageBox(self._window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Abandon this hand?"))
        box.setText(self.tr("Abandon this hand? It counts as lost."))
        abandon = box.addButton(self.tr("&Abandon the hand"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.question = box
        try:
            box.exec()
        finally:
            self.question = None
        return box.clickedButton() is abandon

    def guarded(self, change: Callable[[], object]) -> Callable[[], None]:
        """``change``, run only if :meth:`allows` says so."""

        def run() -> None:
            if self.allows():
                change()

        return run
