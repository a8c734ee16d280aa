"""The coach in Briscola chiamata, through the real window: the hint (H) in the play is Hard
chiamata's card with each card's chance of winning the deal, asked on the worker thread with
the player's own view; none in the auction or the call; the review weighs each card the
player played, from their views then; and a deal played with a hint counts "with help",
across a quit and a restart too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.store.settings import Settings
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.bots.chiamata_hard import HardChiamataBot
from briscola_qt.bots.coach import Moment, Review
from briscola_qt.engine import Action
from briscola_qt.engine.action import ActionKind
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView

from .helpers import FirstCardBot, wait_for
from .test_chiamata_table import PassingBot, choose_five, hand, play_out
from .test_coaching import assert_marks_show

WAIT_MS = 20_000


@pytest.fixture(autouse=True)
def passing_seats() -> Iterator[None]:
    """PassingBot's bidders are the class's: put back for the tests that follow."""
    SpyCoach.views = []
    yield
    PassingBot.bidders = set()
    PassingBot.views = []


class SpyCoach(HardChiamataBot):
    """Hard chiamata, noting every view the coach's questions carry."""

    views: ClassVar[list[ChiamataView]] = []

    def evaluate(self, view: ChiamataView) -> list[tuple[Action, float]]:
        SpyCoach.views.append(view)
        return super().evaluate(view)


class CoachingSeats:
    """The computer seats pass, call and play as PassingBot; the coach ("hard") is Hard."""

    def __new__(cls, level: str, seed: int = 0):  # type: ignore[no-untyped-def]
        return SpyCoach(seed) if level == "hard" else PassingBot(level, seed)


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
    assert not coaching.review_action.isEnabled()  # not before the deal is over
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


def players_play_views(deal: ChiamataHand) -> list[ChiamataView]:
    """The player's view before each card they played in ``deal``, from its replay."""
    replay = ChiamataHand(tuple(int(card) for card in deal.deck), deal.dealer)
    seen = []
    for action in deal.actions:
        if replay.to_move == 0 and action.kind is ActionKind.PLAY:
            seen.append(ChiamataView.of(replay, 0))
        replay.apply(action)
    return seen


def test_the_review_of_a_deal_weighs_each_card_the_player_played(
    qtbot, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings)
    to_the_play(qtbot, window)
    play_out(qtbot, window)
    coaching = window.coaching
    qtbot.waitUntil(lambda: coaching.review is not None, timeout=WAIT_MS)
    review = coaching.review
    assert review is not None
    assert review.decisions == 7  # eight cards played; the last one was no choice
    # Worked out from the player's own views as they played, never the auction's.
    assert SpyCoach.views == players_play_views(hand(window))
    assert coaching.review_action.isEnabled() and coaching.marks.review_button.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    qtbot.waitUntil(coaching.review_dialog.isVisible, timeout=WAIT_MS)
    assert len(coaching.review_dialog.boxes) == len(review.moments)
    window.close()


def test_a_chiamata_moment_shows_the_called_card_instead_of_the_briscola(
    qtbot, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, settings)
    to_the_play(qtbot, window)
    view = window.controller.view
    assert isinstance(view, ChiamataView) and view.called is not None
    played, best = (Action.play(card) for card in view.hand[:2])
    dialog = window.coaching.review_dialog
    dialog.show_review(Review((Moment(view, played, best, 0.2, 0.7),), 1))
    box = dialog.boxes[0]
    words = [label.text() for label in box.findChildren(QLabel)]
    assert "Called card" in words and "Briscola" not in words
    labels = box.findChildren(QLabel)
    shown = [label.accessibleName() for label in labels if not label.pixmap().isNull()]
    assert card_name(view.called) in shown
    assert len(shown) == len(view.hand) + len(view.current_trick) + 1
    assert "20% chance of winning" in box.accessibleDescription()
    window.close()
