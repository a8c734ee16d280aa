"""The player's hand answers the pointer: hovering lifts a card (as the arrows do), the
pointer shows it can be played, and the first arrow press takes the middle card."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.layout import SELECTED_LIFT

from .helpers import wait_for


def hand_items(window) -> list[CardItem]:  # type: ignore[no-untyped-def]
    human = window.scene.seating.human
    return sorted(
        (
            i
            for i in window.scene.card_items()
            if i.place.seat == human and i.place.area.value == "hand"
        ),
        key=lambda item: item.x(),
    )


def centre_of(window, item: CardItem) -> QPoint:  # type: ignore[no-untyped-def]
    return window.view.mapFromScene(item.sceneBoundingRect().center())


def move_pointer(window, place: QPoint) -> None:  # type: ignore[no-untyped-def]
    """The pointer moves over the table (an event to the view itself: QTest's mouseMove
    leaves Qt holding the widget under the mouse after the window is gone)."""
    viewport = window.view.viewport()
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(place),
        QPointF(viewport.mapToGlobal(place)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def test_hovering_lifts_the_card_and_leaving_drops_it(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    items = hand_items(window)
    assert all(item.cursor().shape() == Qt.CursorShape.PointingHandCursor for item in items)
    move_pointer(window, centre_of(window, items[2]))
    qtbot.waitUntil(lambda: window.scene.selected == 2)
    assert items[2].lift == SELECTED_LIFT and items[0].lift == 0.0
    # Near the card's lower edge the lifted card still counts as under the pointer.
    low = window.view.mapFromScene(items[2].sceneBoundingRect().bottomLeft()) + QPoint(8, 4)
    move_pointer(window, low)
    assert window.scene.selected == 2
    move_pointer(window, QPoint(5, 5))  # off the cards
    qtbot.waitUntil(lambda: window.scene.selected is None)
    assert items[2].lift == 0.0


def test_enter_plays_the_card_under_the_pointer(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    item = hand_items(window)[0]
    move_pointer(window, centre_of(window, item))
    qtbot.waitUntil(lambda: window.scene.selected == 0)
    card = item.card
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    hand = window.controller.hand
    assert hand is not None and card in hand.current_trick + tuple(
        c for trick in hand.tricks for c in trick.cards
    )


def test_the_first_arrow_takes_the_middle_card(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.selected == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.selected == 2
