"""The bot worker: answers on the GUI thread after the natural pause, survives a broken bot."""

from __future__ import annotations

import threading
import time

import pytest

from briscola_qt.app.game.bot_worker import BotWorker, make_level_bot
from briscola_qt.engine import Action, Hand, SeatView

from .helpers import FirstCardBot


def computer_view() -> SeatView:
    hand = Hand.shuffled(3, dealer=0)  # seat 1 leads
    return SeatView.of(hand, 1)


class BrokenBot:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        raise RuntimeError("a bug in a bot")


@pytest.fixture
def worker(qapp):  # type: ignore[no-untyped-def]
    workers: list[BotWorker] = []

    def make(factory) -> BotWorker:  # type: ignore[no-untyped-def]
        workers.append(BotWorker(factory))
        return workers[-1]

    yield make
    for made in workers:
        made.stop()


def test_an_instant_bot_still_answers_after_the_natural_pause(qtbot, worker) -> None:
    bot = worker(FirstCardBot)
    view = computer_view()
    answers: list[tuple[int, Action, int]] = []
    bot.answered.connect(lambda token, d: answers.append((token, d, threading.get_ident())))
    asked = time.monotonic()
    bot.ask(7, "normal", 1, view, 300)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert time.monotonic() - asked >= 0.28
    token, decision, thread = answers[0]
    assert token == 7 and decision == Action.play(view.hand[0])
    assert thread == threading.get_ident()  # delivered on the GUI thread
    assert FirstCardBot.calls[-1][1] != threading.get_ident()  # computed off it


def test_a_failing_bot_answers_none_and_the_thread_lives_on(qtbot, worker) -> None:
    bot = worker(BrokenBot)
    answers: list[object] = []
    bot.answered.connect(lambda token, decision: answers.append(decision))
    bot.ask(1, "hard", 0, computer_view(), 0)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == [None] and bot.worker_thread.isRunning()


def test_stop_ends_the_thread(qtbot, worker) -> None:
    bot = worker(FirstCardBot)
    bot.stop()
    assert not bot.worker_thread.isRunning()


def test_an_unknown_level_plays_at_random_rather_than_failing() -> None:
    view = computer_view()
    decision = make_level_bot("grandmaster", 3).choose(view)
    assert decision.card in view.hand
    assert make_level_bot("hard", 3).level == "hard"
