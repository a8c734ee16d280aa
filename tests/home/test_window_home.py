"""The home features in the real window: live language switch, help, last trick, and a table
that can be played and followed by keyboard and screen reader alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.table.last_trick import LastTrickDialog
from briscola_qt.app.table.layout import Area
from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.help import HelpDialog
from briscola_qt.app.window.i18n import Translations, card_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.app.window.stats_dialog import StatsDialog
from tests.home.conftest import SETTLED, WAIT_MS, WindowFactory, settings_in


def menu_action(window: MainWindow, *path: str) -> QAction:
    """The action reached through menus by their visible texts (ampersands ignored)."""
    actions = window.menuBar().actions()
    action = None
    for text in path:
        action = next(a for a in actions if a.text().replace("&", "") == text)
        menu = action.menu()
        actions = menu.actions() if menu is not None else []
    assert action is not None
    return action


def toolbar_texts(window: MainWindow) -> list[str]:
    bar = window.findChild(QToolBar)
    assert bar is not None
    buttons = [bar.widgetForAction(action) for action in bar.actions()]
    return [button.text() for button in buttons if isinstance(button, QToolButton)]


def test_language_menu_switches_the_visible_window_live(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, translations: Translations
) -> None:
    window = open_window(tmp_path)
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&Help"]
    assert "Level: Normal" in toolbar_texts(window)
    menu_action(window, "Game", "Language", "Italiano").trigger()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Partita", timeout=WAIT_MS)
    assert [a.text() for a in window.menuBar().actions()] == ["&Partita", "&Aiuto"]
    assert "Livello: Normale" in toolbar_texts(window)
    assert menu_action(window, "Partita", "Nuova mano").shortcut().toString() == "N"
    assert "Le tue carte" in window.view.accessibleDescription()
    assert settings_in(tmp_path).language == "it"
    window.close()
    again = open_window(tmp_path)  # the choice is remembered
    assert again.menuBar().actions()[0].text() == "&Partita"
    menu_action(again, "Partita", "Lingua", "English").trigger()
    qtbot.waitUntil(lambda: again.menuBar().actions()[0].text() == "&Game", timeout=WAIT_MS)
    assert "Your cards" in again.view.accessibleDescription()


def test_help_statistics_and_about_open_from_the_menus(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    window = open_window(tmp_path)
    rules = menu_action(window, "Help", "Rules and controls")
    assert rules.shortcut().toString() == "F1"
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    help_dialog = window.findChild(HelpDialog)
    assert help_dialog is not None
    qtbot.waitUntil(help_dialog.isVisible, timeout=WAIT_MS)
    assert "Points: Ace 11" in help_dialog.browser.toPlainText()
    menu_action(window, "Help", "About Briscola").trigger()
    about = window.findChild(AboutDialog)
    assert about is not None and about.isVisible()
    menu_action(window, "Game", "Statistics…").trigger()
    stats = window.findChild(StatsDialog)
    assert stats is not None and stats.isVisible()
    assert len(stats.cards) == 3


def test_last_trick_by_key_and_by_a_click_on_the_pile(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    window = open_window(tmp_path)
    qtbot.keyClick(window.view, Qt.Key.Key_T)
    dialog = window.findChild(LastTrickDialog)
    assert dialog is not None and dialog.isVisible() and "No trick" in dialog.outcome.text()
    dialog.close()
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)
    hand = window.controller.hand
    assert hand is not None and hand.tricks
    trick = hand.tricks[-1]
    pile = next(item for item in window.scene.card_items() if item.place.area is Area.PILE)
    point = window.view.mapFromScene(pile.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    captions = [caption.text() for caption in dialog.captions]
    assert captions == [
        f"{'You' if trick.seat_of(i) == 0 else 'Computer'}: {card_name(card)}"
        for i, card in enumerate(trick.cards)
    ]
    assert ("You took" in dialog.outcome.text()) == (trick.winner == 0)
    assert window.controller.phase is Phase.HUMAN_TURN  # looking changed nothing


def test_keyboard_play_has_a_visible_focus_and_spoken_names(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    window = open_window(tmp_path)
    view = window.view
    assert view.accessibleName() == "Card table"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: "chosen" in view.accessibleName(), timeout=WAIT_MS)
    cards = window.scene.human_cards()
    chosen = cards[window.scene.selected or 0]
    assert view.accessibleName() == f"Card table: {card_name(chosen)} chosen"
    lifted = [item for item in window.scene.card_items() if item.card == chosen]
    others = [
        item for item in window.scene.card_items() if item.card in cards and item.card != chosen
    ]
    assert lifted[0].y() < min(item.y() for item in others)  # raised, not merely coloured
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)
    hand = window.controller.hand
    assert hand is not None and chosen.code in hand.plays
    by_card = {item.card: item for item in window.scene.card_items()}
    for card in window.scene.human_cards():
        assert by_card[card].accessible_name() == card_name(card)
    hidden = set(hand.cards_of(1))  # the computer's cards are not on the table at all
    assert not hidden & set(by_card)
    assert all(
        item.accessible_name() == "face-down card"
        for item in window.scene.card_items()
        if item.card is None
    )
    buttons = [b for b in window.findChildren(QToolButton) if b.defaultAction() is not None]
    assert all(button.text() for button in buttons), "every button says what it does"
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # from the table to the buttons
    focused = QApplication.focusWidget()
    assert focused in buttons and focused.hasFocus()
    for action in window.menuBar().actions():
        menu = action.menu()
        assert action.text() and menu is not None
        assert all(a.text() or a.isSeparator() for a in menu.actions())
