"""The coach in Briscola chiamata, through the real window: the hint (H) in the play is Hard
chiamata's card with each card's chance of winning the deal, asked on the worker thread with
the player's own view; none in the auction or the call; the review says it is not offered;
and a deal played with a hint counts "with help", across a quit and a restart too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.store.settings import Settings
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.bots.chiamata_hard import HardChiamataBot
from briscola_qt.engine.chiamata import ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView

from .helpers import FirstCardBot, wait_for
from .test_chiamata_table import PassingBot, choose_five, hand, play_out
from .test_coaching import assert_marks_show

WAIT_MS = 20_000


@pytest.fixture(autouse=True)
def passing_seats() -> Iterator[None]:
    """PassingBot's bidders are the class's: put back for the tests that follow."""
    yield
    PassingBot.bidders = set()
    PassingBot.views = []


class CoachingSeats:
    """The computer seats pass, call and play as PassingBot; the coach ("hard") is Hard."""

    def __new__(cls, level: str, seed: int = 0):  # type: ignore[no-untyped-def]
        return HardChiamataBot(seed) if level == "hard" else PassingBot(level, seed)


def open_window(qtbot, settings: Settings, data_dir: Path | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(
        settings,
        bot_factory=FirstCardBot,
        seed=7,
        data_dir=data_dir,
        chiamata_factory=CoachingSeats,
    )
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    return window


def to_the_play(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """East calls; the player passes: the player's first turn of the play."""
    PassingBot.bidders = {2}
    choose_five(qtbot, window)
    coaching = window.coaching
    assert hand(window).phase is ChiamataPhase.AUCTION
    assert not coaching.hint_action.isEnabled() and not coaching.ask_hint()
    assert "not in the auction or the call" in coaching.hint_action.toolTip()
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).phase is ChiamataPhase.PLAY


def test_h_in_the_play_lifts_hard_chiamatas_card_and_writes_each_chance(
    qtbot, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings)
    to_the_play(qtbot, window)
    coaching = window.coaching
    review = coaching.review_action
    assert not review.isEnabled() and "not in Briscola chiamata" in review.text()
    assert coaching.hint_action.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coaching.hint is not None, timeout=WAIT_MS)
    hint, view = coaching.hint, window.controller.view
    assert hint is not None and isinstance(view, ChiamataView)
    assert hint.best == HardChiamataBot(0).choose(view)  # Hard chiamata's own choice
    assert_marks_show(window, hint)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # plays the lifted card; the marks go
    qtbot.waitUntil(lambda: not coaching.marks.chance_texts(), timeout=WAIT_MS)
    assert hint.best.card not in hand(window).cards_of(0)
    window.close()


def test_a_deal_hinted_before_a_quit_counts_with_help(
    qtbot, settings: Settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings, tmp_path)
    to_the_play(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coaching.hint is not None, timeout=WAIT_MS)
    plays = hand(window).plays
    window.close()
    window = open_window(qtbot, settings, tmp_path)  # the same deal, the hint's mark kept
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).plays == plays
    play_out(qtbot, window)
    result = hand(window).result()
    assert result is not None and not result.thrown_in
    stats = Statistics(tmp_path).of(settings.level, 5)
    assert stats.hands_played == 1
    assert (stats.hands_helped, stats.hands_won_helped) == (1, int(result.game_points[0] > 0))
    window.close()
