"""The computer thinks on its own thread, so the window never freezes while Hard counts.

Each request carries the controller's turn token and the seat's view (a frozen snapshot:
the worker never touches the live hand). The answer comes back on the GUI thread after a
short, natural pause even when the bot was instant, still tagged with its token, so the
controller can drop an answer that arrives after a new hand, a level change or quitting.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from briscola_qt.bots import Bot, make_bot
from briscola_qt.engine import Action, SeatView

log = logging.getLogger(__name__)

BotFactory = Callable[[str, int], Bot]
#: How long closing the window waits for a bot in the middle of a move.
STOP_TIMEOUT_MS = 10_000


def make_level_bot(level: str, seed: int) -> Bot:
    """The bot for a level; a level the bots package does not know (yet) plays at random."""
    try:
        return make_bot(level, seed)
    except ValueError:
        log.warning("no %r bot available: the computer plays at random", level)
        return make_bot("random", seed)


class _Thinker(QObject):
    """Lives on the bot thread: turns a view into an action."""

    decided = Signal(int, object)  # token, Action or None if the bot failed

    def __init__(self, factory: BotFactory) -> None:
        super().__init__()
        self._factory = factory

    @Slot(int, str, object, object)
    def think(self, token: int, level: str, seed: int, view: SeatView) -> None:
        try:
            action: Action | None = self._factory(level, seed).choose(view)
        except Exception:  # a bot bug must not kill the thread or the game
            log.exception("the %s bot failed; the computer plays its first card", level)
            action = None
        self.decided.emit(token, action)


class BotWorker(QObject):
    """Asks the bot on a worker thread; ``answered(token, action)`` arrives on the GUI thread."""

    answered = Signal(int, object)
    _asked = Signal(int, str, object, object)  # the seed may not fit a C int

    def __init__(self, factory: BotFactory = make_level_bot, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread(self)
        self._thread.setObjectName("briscola-bot")
        self._thinker = _Thinker(factory)
        self._thinker.moveToThread(self._thread)
        self._thread.finished.connect(self._thinker.deleteLater)
        self._asked.connect(self._thinker.think)
        self._thinker.decided.connect(self._decided)
        self._asked_at: dict[int, float] = {}
        self._pause_ms: dict[int, int] = {}
        self._thread.start()

    @property
    def worker_thread(self) -> QThread:
        return self._thread

    def ask(self, token: int, level: str, seed: int, view: SeatView, pause_ms: int) -> None:
        """Start thinking; the answer shows no sooner than ``pause_ms`` after this call."""
        self._asked_at[token] = time.monotonic()
        self._pause_ms[token] = pause_ms
        self._asked.emit(token, level, seed, view)

    def stop(self) -> None:
        """Let a move in progress finish, then end the thread (called when the window closes)."""
        if self._thread.isRunning():
            self._thread.quit()
            if not self._thread.wait(STOP_TIMEOUT_MS):
                log.error("the bot thread did not stop in time")

    def _decided(self, token: int, action: Action | None) -> None:
        asked_at = self._asked_at.pop(token, time.monotonic())
        pause_ms = self._pause_ms.pop(token, 0)
        spent_ms = (time.monotonic() - asked_at) * 1000
        delay = max(0, round(pause_ms - spent_ms))
        if delay == 0:
            self.answered.emit(token, action)
        else:
            QTimer.singleShot(delay, self, lambda: self.answered.emit(token, action))
