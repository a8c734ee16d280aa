"""Drive the real table window offscreen, for the screenshot and benchmark tools.

Importing this module puts the repository on ``sys.path`` and selects the offscreen
platform (QT_NOTES: a grab is pixel-identical to an Xvfb screenshot).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

from briscola_qt.app.game.controller import Phase  # noqa: E402
from briscola_qt.app.store.settings import Settings  # noqa: E402
from briscola_qt.app.window.main_window import MainWindow  # noqa: E402

WIDE = (1200, 800)
TALL = (440, 860)
TIMEOUT_MS = 20_000


def open_window(
    folder: Path,
    size: tuple[int, int] = WIDE,
    *,
    deck: str = "neapolitan",
    level: str = "normal",
    speed: str = "instant",
    language: str = "en",
    show_points: bool = False,
    seed: int = 2024,
    keep_data: bool = False,
    players: int = 2,
    partners_show: bool = False,
) -> MainWindow:
    """A shown window with throw-away settings in ``folder`` (and its save there if asked)."""
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.partners_show = partners_show
    settings.speed = speed
    settings.level = level
    settings.language = language
    settings.show_points = show_points
    settings.players = players
    settings.set_deck(deck)
    window = MainWindow(settings, seed=seed, data_dir=folder if keep_data else None)
    window.resize(*size)
    window.show()
    return window


def wait_until(condition: Callable[[], bool]) -> None:
    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > TIMEOUT_MS:
            raise RuntimeError("the table did not reach the expected state")
        QCoreApplication.processEvents()


def settle(window: MainWindow) -> None:
    """Every card rendered at its final size and every event shown."""
    window.art.wait_until_rendered()
    wait_until(lambda: window.controller.phase is not Phase.SHOWING and not window.scene.busy)
    for _ in range(5):
        QCoreApplication.processEvents()


def play_until(window: MainWindow, done: Callable[[], bool]) -> None:
    """Play the player's first card on each turn until ``done`` (or the hand is over)."""
    controller = window.controller
    stops = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)
    while True:
        wait_until(lambda: controller.phase in stops)
        if done() or controller.phase is not Phase.HUMAN_TURN:
            return
        controller.play(window.scene.human_cards()[0])


def computer_has_led(window: MainWindow, tricks: int) -> Callable[[], bool]:
    """True once ``tricks`` tricks are done and the computer has led the next one."""

    def check() -> bool:
        hand = window.controller.hand
        return hand is not None and len(hand.tricks) >= tricks and len(hand.current_trick) == 1

    return check


def others_have_played(window: MainWindow, tricks: int) -> Callable[[], bool]:
    """True once ``tricks`` tricks are done and other seats have played to the next one."""

    def check() -> bool:
        view = window.controller.view
        return view is not None and len(view.tricks) >= tricks and len(view.current_trick) >= 1

    return check


def save_picture(widget: QWidget, path: Path) -> None:
    if isinstance(widget, MainWindow):
        settle(widget)
    for _ in range(5):
        QCoreApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")

