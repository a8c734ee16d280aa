"""The coach's questions to the bot worker: a hint now, a review after the hand.

Both go to the one bot worker as requests of their own kind with their own tokens, so the
computer's moves and the coach's questions share a thread and one way of dropping stale
answers. A hint is one request; a review first has the worker cut the player's views out of
the finished hand's record (a replay of the hand, kept off the GUI thread), then asks about
those decisions one at a time, so a move of the next hand never waits behind a whole hand's
worth of thinking. Every question carries only the player's own view (:class:`SeatView`, or
:class:`ChiamataView` in Briscola chiamata's play); the record goes to the worker from the
controller and only the player's views come back.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from briscola_qt.app.game.bot_worker import BotAnswer, BotRequest, RequestKind
from briscola_qt.app.game.controller import BotAsker, Controller
from briscola_qt.bots.coach import CoachedView, Hint, review_of
from briscola_qt.engine import Action

log = logging.getLogger(__name__)

#: The coach is Hard, whatever level the computer seats play at.
COACH_LEVEL = "hard"
COACH_SEED = 0


class CoachAsker(QObject):
    """Asks the worker; ``hint_ready``/``review_ready`` come only for the latest question."""

    hint_ready = Signal(object)  # Hint
    hint_failed = Signal()
    review_ready = Signal(object)  # Review
    review_failed = Signal()

    def __init__(self, worker: BotAsker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = worker
        worker.answered.connect(self._answered)
        self._hint_token = 0
        self._review_token = 0
        #: The review in progress: decisions still to ask about, and those weighed.
        self._to_weigh: list[tuple[CoachedView, Action]] = []
        self._weighed: list[tuple[CoachedView, Action, tuple[tuple[Action, float], ...]]] = []
        #: The worker is cutting the player's views out of the record for the review.
        self._cutting = False

    # --- hints ----------------------------------------------------------------------------

    def ask_hint(self, view: CoachedView) -> int:
        """What would Hard do in the player's ``view`` (of either game)? Returns the token."""
        self._hint_token += 1
        self._ask(RequestKind.HINT, self._hint_token, view)
        return self._hint_token

    def drop_hint(self) -> None:
        """The position moved on: an answer to an earlier hint is stale and will be dropped."""
        self._hint_token += 1

    # --- reviews --------------------------------------------------------------------------

    def ask_review(self, controller: Controller) -> bool:
        """Review the hand ``controller`` has just finished: the worker cuts the player's views
        out of its record, then weighs each decision in turn. False when there is no hand."""
        record, view = controller.record(), controller.view
        if record is None or view is None:
            return False
        self.drop_review()
        self._cutting = True
        self._worker.ask(
            BotRequest(
                RequestKind.DECISIONS,
                self._review_token,
                view.seat,
                COACH_LEVEL,
                COACH_SEED,
                view,
                record=record,
            )
        )
        return True

    def drop_review(self) -> None:
        self._review_token += 1
        self._cutting = False
        self._to_weigh = []
        self._weighed = []

    @property
    def reviewing(self) -> bool:
        """Whether a review is on its way (its views being cut out, or its decisions weighed)."""
        return self._cutting or bool(self._to_weigh)

    # --- inside ---------------------------------------------------------------------------

    def _ask(self, kind: RequestKind, token: int, view: CoachedView) -> None:
        self._worker.ask(BotRequest(kind, token, view.seat, COACH_LEVEL, COACH_SEED, view))

    def _ask_next_decision(self) -> None:
        if self._to_weigh:
            self._ask(RequestKind.REVIEW, self._review_token, self._to_weigh[0][0])
            return
        self.review_ready.emit(review_of(self._weighed))

    def _answered(self, answer: BotAnswer) -> None:
        request = answer.request
        if request.kind is RequestKind.HINT:
            if request.token != self._hint_token:
                log.debug("dropped a stale hint (token %d)", request.token)
            elif not answer.chances:
                self.hint_failed.emit()
            else:
                self.hint_ready.emit(Hint.of(answer.chances))
        elif request.kind is RequestKind.DECISIONS and request.token == self._review_token:
            self._cutting = False
            if answer.decisions is None:
                self.drop_review()
                self.review_failed.emit()
                return
            self._to_weigh = list(answer.decisions)
            self._ask_next_decision()
        elif request.kind is RequestKind.REVIEW and request.token == self._review_token:
            if not answer.chances or not self._to_weigh:
                self.drop_review()
                self.review_failed.emit()
                return
            view, played = self._to_weigh.pop(0)
            self._weighed.append((view, played, answer.chances))
            self._ask_next_decision()
