"""Passing words on the table: a resumed match says so for a moment, and a message (a new
match length) times out by itself and never changes the table's size."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QStatusBar
from pytestqt.qtbot import QtBot

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.toast import FADE_MS, LONGEST_MS, Toast
from tests.home.conftest import SETTLED, WAIT_MS, WindowFactory, settings_in
from tests.home.test_resume import play_tricks


def test_a_resumed_match_says_so_then_the_words_go(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path)
    qtbot.waitUntil(lambda: first.controller.phase in SETTLED, timeout=WAIT_MS)
    assert Toast.on(first.view).message == ""  # a new match has nothing to resume
    play_tricks(qtbot, first, 2)
    first.close()
    second = open_window(tmp_path)
    qtbot.waitUntil(lambda: second.controller.phase is Phase.HUMAN_TURN, timeout=WAIT_MS)
    toast = Toast.on(second.view)
    assert toast.message == "Match resumed — your turn"
    qtbot.waitUntil(lambda: toast.message == "", timeout=LONGEST_MS + FADE_MS + 1000)


def test_resumed_in_italian(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, translations: Translations
) -> None:
    first = open_window(tmp_path)
    qtbot.waitUntil(lambda: first.controller.phase in SETTLED, timeout=WAIT_MS)
    play_tricks(qtbot, first, 1)
    first.close()
    settings = settings_in(tmp_path)
    settings.language = "it"  # the next start speaks Italian
    settings.sync()
    second = open_window(tmp_path)
    qtbot.waitUntil(lambda: second.controller.phase is Phase.HUMAN_TURN, timeout=WAIT_MS)
    assert Toast.on(second.view).message == "Partita ripresa: tocca a te"


def test_a_new_match_length_is_told_without_shrinking_the_table_and_the_words_time_out(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    window = open_window(tmp_path)
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)
    size = window.view.size()
    window.menus.length_actions["best_of_five"].trigger()
    toast = Toast.on(window.view)
    assert toast.message == "The new match length applies from the next match."
    assert window.findChild(QStatusBar) is None  # no status bar appeared under the table
    assert window.view.size() == size
    qtbot.waitUntil(lambda: toast.message == "", timeout=LONGEST_MS + FADE_MS + 1000)
    assert window.view.size() == size
