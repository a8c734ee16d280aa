"""Fixtures for the table's GUI tests: a window with throw-away settings and a chosen bot."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from briscola_qt.app.store.settings import Settings
from briscola_qt.app.window.main_window import MainWindow

from .helpers import FirstCardBot, GatedBot


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    store = QSettings(str(tmp_path / "briscola.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.speed = "instant"
    settings.language = "en"  # the tests read English texts, whatever the machine's locale
    return settings


WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot, settings: Settings) -> Iterator[WindowFactory]:  # type: ignore[no-untyped-def]
    """Builds a shown window; ``bot`` picks the opponent (FirstCardBot unless told)."""
    FirstCardBot.calls = []
    GatedBot.gate = threading.Event()
    GatedBot.thinking = threading.Event()
    GatedBot.views = []
    windows: list[MainWindow] = []

    def build(bot: Callable[..., object] = FirstCardBot, seed: int = 7) -> MainWindow:
        window = MainWindow(settings, bot_factory=bot, seed=seed)  # type: ignore[arg-type]
        qtbot.addWidget(window)
        window.resize(900, 640)
        window.show()
        windows.append(window)
        return window

    yield build
    GatedBot.gate.set()  # a bot still waiting must not hold up the teardown
    for window in windows:
        window.close()
