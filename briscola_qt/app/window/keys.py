"""The table's keys: 1-3 play, the arrows choose, Enter plays or deals, Esc leaves full screen;
N, L and D too, for when their shortcuts did not fire (no active window). Once a menu closes
the keys come back to the table (:func:`keys_back_to_table`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

from briscola_qt.app.game.controller import Controller
from briscola_qt.app.table.scene import TableScene

#: 1-3 play a card (1-8 with the eight cards of Briscola chiamata).
PLAY_KEYS = {Qt.Key(Qt.Key.Key_1.value + index): index for index in range(8)}
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class TableKeys:
    """Turns a key pressed on the table into a controller action or a menu entry."""

    def __init__(
        self,
        controller: Controller,
        scene: TableScene,
        window: QWidget,
        actions: Sequence[QAction],
        leave_full_screen: QAction,
    ) -> None:
        self._controller = controller
        self._scene = scene
        self._window = window
        self._actions = tuple(actions)
        self._leave_full_screen = leave_full_screen

    def pressed(self, event: QKeyEvent) -> bool:
        """Handle ``event``; False when it is not a table key."""
        key = event.key()
        scene = self._scene
        if key in ENTER_KEYS:
            if scene.summary_visible:
                self._controller.next_hand()
            elif scene.selected is not None:
                self.play_index(scene.selected)
            return True
        if key in PLAY_KEYS:
            self.play_index(PLAY_KEYS[Qt.Key(key)])
            return True
        if key == Qt.Key.Key_Escape and self._window.isFullScreen():
            self._leave_full_screen.trigger()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            scene.move_selection(-1 if key == Qt.Key.Key_Left else 1)
            return True
        for action in self._actions:
            if action.shortcut().matches(QKeySequence(event.keyCombination())) is (
                QKeySequence.SequenceMatch.ExactMatch
            ):
                action.trigger()
                return True
        return False

    def play_index(self, index: int) -> None:
        cards = self._scene.human_cards()
        if 0 <= index < len(cards):
            self._controller.play(cards[index])


def keys_back_to_table(menu_bar: QMenuBar, table: QWidget) -> None:
    """After Escape closes a menu, Qt leaves the menu bar holding the keyboard (1-3 and the
    arrows then do nothing, with no visible highlight): give the keys back to the table."""

    def give_back() -> None:
        if QApplication.activePopupWidget() is None and menu_bar.window().focusWidget() in (
            menu_bar,
            None,
        ):
            table.setFocus(Qt.FocusReason.OtherFocusReason)

    for action in menu_bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, give_back))
