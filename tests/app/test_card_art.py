"""Card art: rendered ahead off the GUI thread, old pictures kept while a new size renders."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from briscola_qt.app.table.card_art import CODES, CardArt


class Renderer:
    """Plain images of the asked size; notes the threads it ran on."""

    def __init__(self) -> None:
        self.threads: set[int] = set()
        self.calls = 0

    def __call__(self, deck: str, code: str, width: int, height: int, ratio: float) -> QImage:
        self.threads.add(threading.get_ident())
        self.calls += 1
        image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white if deck == "a" else Qt.GlobalColor.red)
        image.setDevicePixelRatio(ratio)
        return image


def test_every_deck_is_rendered_ahead_off_the_gui_thread(qtbot) -> None:
    renderer = Renderer()
    art = CardArt(renderer, ("a", "b"), "a")
    with qtbot.waitSignal(art.changed, timeout=5000):
        art.set_size(50, 80, 2.0)
    art.wait_until_rendered()
    qtbot.wait(20)  # the second deck's pictures arrive through the event loop
    assert threading.get_ident() not in renderer.threads
    assert renderer.calls == 2 * len(CODES)
    calls = renderer.calls
    pixmap = art.pixmap_of("b", "Ad")  # already there: nothing is drawn on the GUI thread
    assert renderer.calls == calls
    assert (pixmap.width(), pixmap.height(), pixmap.devicePixelRatio()) == (100, 160, 2.0)
    art.stop()


def test_after_a_resize_cards_keep_their_old_picture_until_the_new_size_is_ready(qtbot) -> None:
    art = CardArt(Renderer(), ("a",), "a")
    art.set_size(50, 80, 1.0)
    art.wait_until_rendered()
    qtbot.wait(20)
    art.set_size(100, 160, 1.0)
    assert art.pixmap("Ad").width() == 50  # scaled by the item meanwhile, never blank
    with qtbot.waitSignal(art.changed, timeout=5000):
        pass
    assert art.pixmap("Ad").width() == 100
    art.stop()


def test_a_picture_never_rendered_is_drawn_on_the_spot(qapp) -> None:
    renderer = Renderer()
    art = CardArt(renderer, ("a",), "a")
    art.stop()  # nothing renders ahead
    assert art.pixmap("Kc").width() == 60  # the default size, drawn now
    assert threading.get_ident() in renderer.threads
