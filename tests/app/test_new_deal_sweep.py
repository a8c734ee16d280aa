"""At a new deal the old cards are swept off the table (not vanishing), and the old points
labels go with them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.table.card_item import CardItem

from .helpers import answer_abandon, wait_for


def every_card(window) -> list[CardItem]:  # type: ignore[no-untyped-def]
    return [item for item in window.scene.items() if isinstance(item, CardItem)]


def points_shown(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        item.text()
        for item in window.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.isVisible()
        and "points" in item.text()
    ]


def test_the_old_cards_slide_off_and_the_points_labels_go(qtbot, make_window, settings) -> None:
    settings.show_points = True
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert points_shown(window)  # the option is on: the points are by the piles
    window.menus.set_speed("slow")  # animations on, so the sweep can be seen
    old = every_card(window)
    left_before = {id(item): item.x() for item in old}
    answer_abandon(window)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    assert window.controller.hand is not None
    leaving = [item for item in every_card(window) if id(item) in left_before]
    assert leaving, "the old cards are still there, on their way out"
    assert all(item not in window.scene.card_items() for item in leaving)
    assert points_shown(window) == []  # the last hand's points went with its cards

    def seen_sliding_and_fading() -> bool:
        # Polled while the sweep runs, not sampled once after a fixed wait, which a busy
        # machine can overshoot (the cards already gone) or undershoot (not yet moved).
        moving = [item for item in leaving if item.scene() is window.scene]
        return any(item.x() < left_before[id(item)] for item in moving) and any(
            item.opacity() < 1.0 for item in moving
        )

    qtbot.waitUntil(seen_sliding_and_fading, timeout=5000)
    qtbot.waitUntil(lambda: all(item.scene() is None for item in leaving), timeout=5000)
    assert len(every_card(window)) == len(window.scene.card_items())
