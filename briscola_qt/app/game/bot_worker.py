"""The computer seats think on their own thread, so the window never freezes while Hard counts.

The worker holds one bot per computer seat (made again when the level or the hand's seed
changes) and answers whichever seat a request names. Each request is a frozen value: its
kind (a move now; a hint or a review for the coach), its own token, the seat and the seat's
view (a snapshot: the worker never touches the live hand). The coach's review starts with a
request that carries the finished hand's record instead: the worker replays it to cut out
the seat's views at its decisions (several ms in Briscola chiamata, too long for the GUI
thread) and answers with those views only. The answer comes back on the GUI
thread after a short, natural pause even when the bot was instant, carrying its request, so
each asker drops an answer whose token is no longer its own (a new hand, a level change,
quitting).
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from briscola_qt.app.game.sight import AnyView
from briscola_qt.bots import Bot, ChiamataBot, make_bot, make_chiamata_bot
from briscola_qt.bots.coach import CoachedView, decisions_of
from briscola_qt.engine import Action
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.record import Record

log = logging.getLogger(__name__)

BotFactory = Callable[[str, int], Bot]
AnyBot = TypeVar("AnyBot", Bot, ChiamataBot)
#: Makes a Briscola chiamata bot (``choose(ChiamataView) -> Action``) for a level and seed.
ChiamataBotFactory = Callable[[str, int], ChiamataBot]
#: How often a thinking bot hands the interpreter lock over to the GUI thread.
SWITCH_INTERVAL_S = 0.001
#: How long closing the window waits for a bot in the middle of a move.
STOP_TIMEOUT_MS = 10_000


class RequestKind(Enum):
    """What an asker wants of a seat's bot."""

    MOVE = "move"  # the seat's own move, to be played
    HINT = "hint"  # what the bot would play in the human's seat (the coach)
    REVIEW = "review"  # a look back at a move already played (the coach)
    DECISIONS = "decisions"  # the seat's views at its decisions in a finished hand's record


@dataclass(frozen=True, slots=True)
class BotRequest:
    kind: RequestKind
    token: int
    seat: int
    level: str
    seed: int
    view: AnyView
    #: The answer shows no sooner than this after the request (a natural pause).
    pause_ms: int = 0
    #: For ``DECISIONS`` only: the finished hand, replayed on the worker thread (it holds
    #: every card, so it never comes back: the answer carries ``seat``'s views only).
    record: Record | None = None


@dataclass(frozen=True, slots=True)
class BotAnswer:
    request: BotRequest
    #: The bot's action; None when the bot failed (the asker falls back to a legal move).
    action: Action | None
    #: For the coach's kinds: every legal action with its win chance, best first (empty
    #: when the bot cannot weigh them).
    chances: tuple[tuple[Action, float], ...] = ()
    #: For ``DECISIONS``: the seat's view before each of its decisions with the action it
    #: took (None when the record could not be replayed).
    decisions: tuple[tuple[CoachedView, Action], ...] | None = None


def make_level_bot(level: str, seed: int) -> Bot:
    """The bot for a level; a level the bots package does not know (yet) plays at random."""
    return _at_level(make_bot, level, seed)


def make_level_chiamata_bot(level: str, seed: int) -> ChiamataBot:
    """The Briscola chiamata bot for a level, likewise."""
    return _at_level(make_chiamata_bot, level, seed)


def _at_level(make: Callable[[str, int], AnyBot], level: str, seed: int) -> AnyBot:
    try:
        return make(level, seed)
    except ValueError:
        log.warning("no %r bot available: the computer plays at random", level)
        return make("random", seed)


class _Thinker(QObject):
    """Lives on the bot thread: keeps each seat's bot and turns a request into an answer."""

    decided = Signal(object)  # BotAnswer

    def __init__(self, factory: BotFactory, chiamata_factory: ChiamataBotFactory) -> None:
        super().__init__()
        self._factory = factory
        self._chiamata_factory = chiamata_factory
        self._bots: dict[int, tuple[str, int, Bot]] = {}
        self._chiamata_bots: dict[int, tuple[str, int, ChiamataBot]] = {}

    def bot_for(self, request: BotRequest) -> Bot:
        kept = self._bots.get(request.seat)
        if kept is None or kept[:2] != (request.level, request.seed):
            kept = (request.level, request.seed, self._factory(request.level, request.seed))
            self._bots[request.seat] = kept
        return kept[2]

    def chiamata_bot_for(self, request: BotRequest) -> ChiamataBot:
        kept = self._chiamata_bots.get(request.seat)
        if kept is None or kept[:2] != (request.level, request.seed):
            made = self._chiamata_factory(request.level, request.seed)
            kept = (request.level, request.seed, made)
            self._chiamata_bots[request.seat] = kept
        return kept[2]

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        try:
            answer = self._answer(request)
        except Exception:  # a bot bug must not kill the thread or the game
            log.exception("the %s bot of seat %d failed", request.level, request.seat)
            answer = BotAnswer(request, None)
        self.decided.emit(answer)

    def _answer(self, request: BotRequest) -> BotAnswer:
        if request.kind is RequestKind.DECISIONS:
            if request.record is None:
                raise ValueError("a DECISIONS request carries no record")
            decisions = tuple(decisions_of(request.record, request.seat))
            return BotAnswer(request, None, decisions=decisions)
        view = request.view
        bot: Bot | ChiamataBot
        if isinstance(view, ChiamataView):
            bot = self.chiamata_bot_for(request)
            if request.kind is RequestKind.MOVE:
                return BotAnswer(request, bot.choose(view))
        else:
            bot = self.bot_for(request)
            if request.kind is RequestKind.MOVE:
                return BotAnswer(request, bot.choose(view))
        evaluate = getattr(bot, "evaluate", None)  # the coach's questions: Hard's numbers
        if evaluate is None:
            log.warning("the %s bot cannot weigh its choices: no %s", request.level, request.kind)
            return BotAnswer(request, None)
        ranked = tuple(evaluate(view))
        return BotAnswer(request, ranked[0][0], ranked)


class BotWorker(QObject):
    """Asks the seats' bots on a worker thread; ``answered(BotAnswer)`` comes on the GUI thread."""

    answered = Signal(object)
    _asked = Signal(object)

    def __init__(
        self,
        factory: BotFactory = make_level_bot,
        parent: QObject | None = None,
        chiamata_factory: ChiamataBotFactory = make_level_chiamata_bot,
    ) -> None:
        super().__init__(parent)
        # The bots are pure Python and hold the interpreter lock while they think; handing
        # it over every 1 ms instead of 5 keeps the GUI thread's events prompt (a 5 ms probe:
        # p50 11 -> 3 ms, p99 17 -> 11 ms while Hard weighs a hint; tools/bench_coach.py).
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        self._thread = QThread(self)
        self._thread.setObjectName("briscola-bot")
        self._thinker = _Thinker(factory, chiamata_factory)
        self._thinker.moveToThread(self._thread)
        self._thread.finished.connect(self._thinker.deleteLater)
        self._asked.connect(self._thinker.think)
        self._thinker.decided.connect(self._decided)
        self._asked_at: dict[tuple[RequestKind, int], float] = {}
        self._thread.start()

    @property
    def worker_thread(self) -> QThread:
        return self._thread

    def ask(self, request: BotRequest) -> None:
        """Start thinking; the answer shows no sooner than ``request.pause_ms`` after this call."""
        self._asked_at[request.kind, request.token] = time.monotonic()
        self._asked.emit(request)

    def stop(self) -> None:
        """Let a move in progress finish, then end the thread (called when the window closes)."""
        if self._thread.isRunning():
            self._thread.quit()
            if not self._thread.wait(STOP_TIMEOUT_MS):
                log.error("the bot thread did not stop in time")

    def _decided(self, answer: BotAnswer) -> None:
        request = answer.request
        asked_at = self._asked_at.pop((request.kind, request.token), time.monotonic())
        spent_ms = (time.monotonic() - asked_at) * 1000
        delay = max(0, round(request.pause_ms - spent_ms))
        if delay == 0:
            self.answered.emit(answer)
        else:
            QTimer.singleShot(delay, self, lambda: self.answered.emit(answer))
