"""Make the README's screenshots: both decks mid-hand, the end-of-hand view and a tall window.

Usage: python tools/screenshots.py [--out docs/screenshots]

The real window is grabbed offscreen (QT_NOTES: pixel-identical to an Xvfb screenshot), with
fixed seeds, the Normal bot and throw-away settings, so the pictures only change when the
table does.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from briscola_qt.app.controller import Phase  # noqa: E402
from briscola_qt.app.main import register_resources  # noqa: E402
from briscola_qt.app.main_window import MainWindow  # noqa: E402
from briscola_qt.app.settings import Settings  # noqa: E402

SEED = 2024
WIDE = (1200, 800)
TALL = (440, 860)
TIMEOUT_MS = 20_000


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
    def check() -> bool:
        hand = window.controller.hand
        return hand is not None and len(hand.tricks) >= tricks and len(hand.current_trick) == 1

    return check


def grab(window: MainWindow, path: Path) -> None:
    settle(window)
    if not window.grab().save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def make_window(config: Path, size: tuple[int, int], deck: str) -> MainWindow:
    settings = Settings(QSettings(str(config), QSettings.Format.IniFormat))
    settings.speed = "instant"
    settings.level = "normal"
    settings.language = "en"
    settings.set_deck(deck)
    window = MainWindow(settings, seed=SEED)
    window.resize(*size)
    window.show()
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    register_resources()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="briscola-shots-") as temp:
        config = Path(temp) / "settings.ini"
        window = make_window(config, WIDE, "neapolitan")
        play_until(window, computer_has_led(window, 5))
        window.scene.select(1)
        grab(window, out / "table-neapolitan.png")
        window.set_deck("piacentine")  # what the D key does: the same position, other cards
        grab(window, out / "table-piacentine.png")
        play_until(window, lambda: False)
        grab(window, out / "hand-over.png")
        window.close()

        window = make_window(config, TALL, "neapolitan")
        play_until(window, computer_has_led(window, 3))
        grab(window, out / "table-tall.png")
        window.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
