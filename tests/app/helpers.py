"""Bots and waits shared by the table's GUI tests."""

from __future__ import annotations

import threading
from typing import ClassVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import Action, SeatView

WAIT_MS = 10_000


class FirstCardBot:
    """Plays its first card at once, and notes which level and thread asked it."""

    calls: ClassVar[list[tuple[str, int]]] = []

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        FirstCardBot.calls.append((self.level, threading.get_ident()))
        return Action.play(view.hand[0])


class GatedBot:
    """Waits until the test opens the gate (or a time limit passes), then plays its first card."""

    gate = threading.Event()
    thinking = threading.Event()
    views: ClassVar[list[SeatView]] = []
    limit_s = 5.0

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        GatedBot.views.append(view)
        GatedBot.thinking.set()
        GatedBot.gate.wait(GatedBot.limit_s)
        return Action.play(view.hand[0])


def wait_for(qtbot, window: MainWindow, *phases: Phase) -> None:  # type: ignore[no-untyped-def]
    """Wait until the controller reaches one of ``phases``."""
    qtbot.waitUntil(lambda: window.controller.phase in phases, timeout=WAIT_MS)


def wait_settled(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=WAIT_MS)


def answer_abandon(window: MainWindow, abandon: bool = True) -> None:
    """Answer the next "Abandon this hand?" through its buttons once it is up."""
    wanted = QMessageBox.ButtonRole.AcceptRole if abandon else QMessageBox.ButtonRole.RejectRole

    tries = iter(range(WAIT_MS // 10))

    def click() -> None:
        box = window.guard.question
        if box is None or not box.isVisible():
            if next(tries, None) is not None:  # give up in the end: the test then fails
                QTimer.singleShot(10, click)
            return
        next(b for b in box.buttons() if box.buttonRole(b) == wanted).click()

    QTimer.singleShot(0, click)
