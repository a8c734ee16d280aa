"""Fixtures for the home features: windows over a throw-away data folder, the language put back."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.store.settings import LANGUAGE, Settings
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import Action, SeatView

WAIT_MS = 10_000
SETTLED = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


class FirstCardBot:
    """Plays its first card at once: quick and the same every run."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        return Action.play(view.hand[0])


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    """A language switch for a test; English again afterwards, whatever it switched to."""
    installed = Translations()
    yield installed
    installed.apply("en")


def settings_in(folder: Path) -> Settings:
    """The settings file of a data folder, read afresh, as a restarted game would."""
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def open_window(qtbot: QtBot) -> WindowFactory:
    """Starts the game over ``data_dir`` (instant animations) and waits until it settles;
    ``bots`` makes the bots of each level (FirstCardBot unless told)."""

    def start(data_dir: Path, bots: Callable[..., object] = FirstCardBot) -> MainWindow:
        settings = settings_in(data_dir)
        settings.speed = "instant"
        if not settings.store.contains(LANGUAGE.key):
            settings.language = "en"  # the tests read English, whatever the machine's locale
        window = MainWindow(settings, bot_factory=bots, seed=11, data_dir=data_dir)  # type: ignore[arg-type]
        qtbot.addWidget(window)
        window.resize(900, 640)
        window.show()
        window.activateWindow()  # shortcuts (F1, T) go to the active window
        qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)
        qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
        return window

    return start
