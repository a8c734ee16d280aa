"""Nothing lost: the game restarts exactly where it was, after a quit or a crash."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.main_window import MainWindow
from tests.app.test_coaching import CoachBots
from tests.home.conftest import SETTLED, WAIT_MS, WindowFactory


def position(window: MainWindow) -> dict[str, Any]:
    """Everything that makes the position: the engine's facts and what the table shows."""
    controller = window.controller
    hand = controller.hand
    assert hand is not None
    return {
        "level": controller.level,
        "results": list(controller.match.results),
        "hands_to_win": controller.match.hands_to_win,
        "plays": list(hand.plays),
        "cards": [hand.cards_of(seat) for seat in range(hand.players)],
        "briscola": hand.briscola,
        "stock": hand.stock_count,
        "points": hand.side_points(),
        "to_move": hand.to_move,
        "phase": controller.phase,
        "table_hand": window.scene.human_cards(),
        "summary": window.scene.summary_text(),
    }


def play_tricks(qtbot: QtBot, window: MainWindow, count: int) -> None:
    """Play ``count`` of the player's cards with the 1 key, each time waiting for the table."""
    for _ in range(count):
        assert window.controller.phase is Phase.HUMAN_TURN
        qtbot.keyClick(window.view, Qt.Key.Key_1)
        qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)


def play_out_hand(qtbot: QtBot, window: MainWindow) -> None:
    while window.controller.phase is Phase.HUMAN_TURN:
        play_tricks(qtbot, window, 1)


def test_crash_mid_hand_resumes_the_same_position(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path)
    first.controller.set_level("hard")  # a level other than the default, dealt anew
    qtbot.waitUntil(lambda: first.controller.phase in SETTLED, timeout=WAIT_MS)
    play_tricks(qtbot, first, 5)
    before = position(first)
    assert len(before["plays"]) >= 10
    # A crash: no close, no clean shut-down; the next start only has what is on disk.
    second = open_window(tmp_path)
    assert position(second) == before
    first.close()
    second.close()


def test_quit_between_hands_resumes_the_summary_and_counts_once(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path)
    play_out_hand(qtbot, first)
    assert first.controller.phase is Phase.HAND_OVER
    before = position(first)
    assert "points" in before["summary"]
    assert first.controller.hand is not None
    first_dealer = first.controller.hand.dealer
    first.close()  # quit with the summary up
    second = open_window(tmp_path)
    assert position(second) == before
    assert Statistics(tmp_path).of("normal").hands_played == 1  # not counted again
    qtbot.keyClick(second.view, Qt.Key.Key_Return)  # next hand of the same match
    qtbot.waitUntil(lambda: second.controller.phase in SETTLED, timeout=WAIT_MS)
    assert len(second.controller.match.results) == 1
    hand = second.controller.hand
    assert hand is not None and len(hand.plays) <= 1  # the computer may have led
    assert hand.dealer == 1 - first_dealer  # the lead still alternates after the restart
    second.close()


def test_statistics_survive_a_restart(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path)
    play_out_hand(qtbot, first)
    summary = first.controller.match.results[0]
    counted = first.home.statistics.of("normal")
    assert counted.hands_played == 1
    assert counted.points == summary.side_points[0]
    first.close()
    second = open_window(tmp_path)
    assert second.home.statistics.of("normal") == counted
    qtbot.keyClick(second.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: second.controller.phase is Phase.HUMAN_TURN, timeout=WAIT_MS)
    play_out_hand(qtbot, second)
    assert Statistics(tmp_path).of("normal").hands_played == 2
    second.close()


def test_a_hint_taken_before_a_quit_still_counts_the_hand_with_help(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path, CoachBots)
    play_tricks(qtbot, first, 2)
    qtbot.keyClick(first.view, Qt.Key.Key_H)  # the hint, and a quit before the next card
    qtbot.waitUntil(lambda: first.coaching.hint is not None, timeout=WAIT_MS)
    before = position(first)
    first.close()
    second = open_window(tmp_path, CoachBots)
    assert position(second) == before
    assert second.coaching.hint is None  # the marks went with the quit; the help did not
    play_out_hand(qtbot, second)
    assert second.controller.phase is Phase.HAND_OVER
    won = second.controller.match.results[-1].winner_side == 0
    stats = Statistics(tmp_path).of("normal")
    assert stats.hands_played == 1
    assert (stats.hands_helped, stats.hands_won_helped) == (1, int(won))
    second.close()
    third = open_window(tmp_path, CoachBots)  # the summary again: nothing counted twice
    assert third.controller.phase is Phase.HAND_OVER
    again = Statistics(tmp_path).of("normal")
    assert (again.hands_played, again.hands_helped) == (1, 1)
    qtbot.keyClick(third.view, Qt.Key.Key_Return)  # the next hand, played without a hint
    qtbot.waitUntil(lambda: third.controller.phase is Phase.HUMAN_TURN, timeout=WAIT_MS)
    play_out_hand(qtbot, third)
    after = Statistics(tmp_path).of("normal")
    assert (after.hands_played, after.hands_helped) == (2, 1)
    third.close()


def test_a_hand_resumed_without_a_hint_counts_as_unaided(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    first = open_window(tmp_path, CoachBots)
    play_tricks(qtbot, first, 2)
    first.close()
    second = open_window(tmp_path, CoachBots)
    play_out_hand(qtbot, second)
    stats = Statistics(tmp_path).of("normal")
    assert (stats.hands_played, stats.hands_helped) == (1, 0)
    second.close()
