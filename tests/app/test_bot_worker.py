"""The bot worker: one bot per seat, answers on the GUI thread after the natural pause, each
tagged with its request, and survives a broken bot."""

from __future__ import annotations

import threading
import time
from typing import ClassVar

import pytest

from briscola_qt.app.game.bot_worker import (
    BotAnswer,
    BotRequest,
    BotWorker,
    RequestKind,
    make_level_bot,
)
from briscola_qt.engine import Action, Hand, SeatView

from .helpers import FirstCardBot


def computer_view() -> SeatView:
    hand = Hand.shuffled(3, dealer=0)  # seat 1 leads
    return SeatView.of(hand, 1)


def move(token: int, view: SeatView, level: str = "normal", pause_ms: int = 0) -> BotRequest:
    return BotRequest(RequestKind.MOVE, token, view.seat, level, 1, view, pause_ms)


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
    answers: list[tuple[BotAnswer, int]] = []
    bot.answered.connect(lambda answer: answers.append((answer, threading.get_ident())))
    asked = time.monotonic()
    request = move(7, view, pause_ms=300)
    bot.ask(request)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert time.monotonic() - asked >= 0.28
    answer, thread = answers[0]
    assert answer == BotAnswer(request, Action.play(view.hand[0]))
    assert thread == threading.get_ident()  # delivered on the GUI thread
    assert FirstCardBot.calls[-1][1] != threading.get_ident()  # computed off it


def test_a_failing_bot_answers_none_and_the_thread_lives_on(qtbot, worker) -> None:
    bot = worker(BrokenBot)
    answers: list[object] = []
    bot.answered.connect(lambda answer: answers.append(answer.action))
    bot.ask(move(1, computer_view(), "hard"))
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == [None] and bot.worker_thread.isRunning()


class CountingBot(FirstCardBot):
    made: ClassVar[list[tuple[str, int]]] = []

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__(level, seed)
        CountingBot.made.append((level, seed))


def test_each_seat_keeps_its_bot_until_the_level_or_the_seed_changes(qtbot, worker) -> None:
    CountingBot.made = []
    bot = worker(CountingBot)
    hand = Hand.shuffled(3, 4, dealer=3)  # seat 0 leads
    views = [SeatView.of(hand, seat) for seat in range(4)]
    answers: list[BotAnswer] = []
    bot.answered.connect(answers.append)
    requests = [
        BotRequest(RequestKind.MOVE, 1, 1, "easy", 5, views[1]),
        BotRequest(RequestKind.HINT, 2, 2, "easy", 5, views[2]),
        BotRequest(RequestKind.MOVE, 3, 1, "easy", 5, views[1]),
        BotRequest(RequestKind.MOVE, 4, 1, "hard", 5, views[1]),
        BotRequest(RequestKind.MOVE, 5, 3, "hard", 6, views[3]),
    ]
    for request in requests:
        bot.ask(request)
    qtbot.waitUntil(lambda: len(answers) == len(requests), timeout=5000)
    assert [answer.request for answer in answers] == requests  # each answer names its request
    assert [answer.request.kind for answer in answers][1] is RequestKind.HINT
    assert CountingBot.made == [("easy", 5), ("easy", 5), ("hard", 5), ("hard", 6)]


def test_stop_ends_the_thread(qtbot, worker) -> None:
    bot = worker(FirstCardBot)
    bot.stop()
    assert not bot.worker_thread.isRunning()


def test_an_unknown_level_plays_at_random_rather_than_failing() -> None:
    view = computer_view()
    decision = make_level_bot("grandmaster", 3).choose(view)
    assert decision.card in view.hand
    assert make_level_bot("hard", 3).level == "hard"
