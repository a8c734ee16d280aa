"""The passing words lie in the row the layout keeps for them: at every player count and
window size, a short or a long toast covers no card and no seat's plate."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from briscola_qt.app.store.settings import Settings
from briscola_qt.app.window.toast import Toast

from .helpers import wait_settled

TEXTS = (
    "Match resumed — your turn",
    "North-West calls the Three of swords for 61: swords are trumps, and the partner stays "
    "secret until the Three of swords is played. Whoever holds it plays with the caller.",
)
SIZES = ((1000, 720), (1600, 900), (700, 520), (480, 860), (390, 844), (300, 600))


def covered(toast: QRect, others: list[QRectF]) -> list[QRectF]:
    area = QRectF(toast)
    return [other for other in others if area.intersects(other)]


@pytest.mark.parametrize("players", (2, 3, 4, 5, 6))
def test_the_toast_covers_no_card_and_no_plate(
    qtbot, make_window, settings: Settings, players: int
) -> None:  # type: ignore[no-untyped-def]
    settings.players = players
    window = make_window()
    toast = Toast.on(window.view)
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.view.width() > 0, timeout=5000)
        wait_settled(qtbot, window)
        layout = window.scene.table_layout
        cards = [item.sceneBoundingRect() for item in window.scene.card_items()]
        assert cards, (players, width, height)
        plates = [
            QRectF(*layout.box_pixels(layout.turn_marker(seat))) for seat in layout.seating.seats
        ]
        row = QRectF(*layout.box_pixels(layout.message)).adjusted(-1, -1, 1, 1)
        for text in TEXTS:
            toast.show_message(text)
            place = toast.geometry()
            assert row.contains(QRectF(place)), (players, width, height, text)
            assert not covered(place, cards), (players, width, height, text)
            assert not covered(place, plates), (players, width, height, text)
            assert toast.message == text and toast.accessibleName() == text
