"""After Escape closes a menu the keys come back to the table: 1 plays, the arrows choose."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from briscola_qt.app.game.controller import Phase

from .helpers import wait_for


def open_and_escape_the_game_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    window.menuBar().setActiveAction(window.menus.game.menuAction())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.wait(50)
    # The offscreen platform drops the window's activation with the popup; a desktop gives
    # it back at once, to whichever widget then holds the focus (Qt left it on the menu bar).
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)


def test_escape_from_a_menu_then_1_plays_a_card(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    open_and_escape_the_game_menu(qtbot, window)
    assert QApplication.focusWidget() is window.view
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
    assert window.controller.phase is not Phase.HUMAN_TURN  # the card went


def test_escape_from_a_menu_then_the_arrows_choose(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    open_and_escape_the_game_menu(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert window.scene.selected is not None
