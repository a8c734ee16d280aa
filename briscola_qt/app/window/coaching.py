"""The coach at the table: H (or the toolbar's Hint) on the player's turn, and the Review of
each hand on the end-of-hand panel (or R).

The questions go to the bot worker through :class:`CoachAsker`, with only the player's own
seat view; the window never waits. A hint's answer lifts Hard's card and writes each card's
chance on it, unless the position has moved on meanwhile (then it is dropped). A review is
worked out once the hand is over, from the player's views at each of their decisions, and
the panel's button turns from "thinking" to "Review" when it is ready.

In Briscola chiamata the coach is Hard chiamata, for the play only: the hint on the player's
turn to play a card (each card's chance of the player's side winning the deal), and the
review of the cards played (a deal thrown in has none).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from briscola_qt.app.game.chiamata_deals import DealSummary
from briscola_qt.app.game.coach_asker import CoachAsker
from briscola_qt.app.game.controller import BotAsker, Controller, HandSummary, Phase
from briscola_qt.app.table.coach_marks import CoachMarks
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.window.replay_viewer import PixmapSource
from briscola_qt.app.window.review_dialog import ReviewDialog, percent
from briscola_qt.app.window.toast import Toast
from briscola_qt.bots.coach import Hint, Review
from briscola_qt.engine import SeatView
from briscola_qt.engine.action import ActionKind
from briscola_qt.engine.chiamata import ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.hand import CHIAMATA_PLAYERS


@dataclass(frozen=True, slots=True)
class CoachParts:
    """What the coach works with, built by the main window."""

    window: QMainWindow
    controller: Controller
    scene: TableScene
    art: PixmapSource
    worker: BotAsker
    #: Told when a hint is shown: the hand in progress counts "with help" (and is saved so).
    helped: Callable[[], None]


class Coaching(QObject):
    """The Hint and Review actions, the marks they leave on the table, the review window."""

    def __init__(self, parts: CoachParts) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._window = parts.window
        self._controller = parts.controller
        self._scene = parts.scene
        self.asker = CoachAsker(parts.worker, self)
        self.marks = CoachMarks(parts.scene)
        self.review_dialog = ReviewDialog(parts.art, parts.window)
        self.hint_action = self._action("H", self.ask_hint)
        self.review_action = self._action("R", self.show_review)
        self._review: Review | None = None
        self._hint: Hint | None = None
        #: The hand just finished has decisions of the player's to review.
        self._reviewable = False
        self._asking_hint = False
        controller = self._controller
        controller.phase_changed.connect(self._phase_changed)
        controller.seating_changed.connect(lambda _seating: self.retranslate())
        controller.hand_started.connect(self._hand_started)
        controller.hand_finished.connect(self._hand_finished)
        self.asker.hint_ready.connect(self._hint_ready)
        self.asker.hint_failed.connect(self._hint_failed)
        self.asker.review_ready.connect(self._review_ready)
        self.asker.review_failed.connect(self._review_failed)
        self.marks.review_clicked.connect(self.show_review)
        self._window.installEventFilter(self)
        self._phase_changed(controller.phase)
        self.retranslate()

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.hint_action)
        menu.addAction(self.review_action)

    def add_to_toolbar(self, toolbar: QToolBar) -> None:
        toolbar.addAction(self.hint_action)

    @property
    def table_actions(self) -> tuple[QAction, ...]:
        """The actions whose keys the table passes on when their shortcuts did not fire."""
        return (self.hint_action, self.review_action)

    def _action(self, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self._window)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _checked=False: slot())
        self._window.addAction(action)  # keeps working in full screen with no menu bar
        return action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.hint_action.setText(self.tr("&Hint: what would Hard play?"))
        self.hint_action.setIconText(self.tr("Hint"))
        if self._chiamata:
            self.hint_action.setToolTip(
                self.tr(
                    "Hint (H): Hard's card, and each card's chance of winning the deal "
                    "(in the play, not in the auction or the call)"
                )
            )
        else:
            self.hint_action.setToolTip(
                self.tr("Hint (H): Hard's card, and each card's chance of winning the hand")
            )
        self.review_action.setText(self.tr("&Review of the hand"))
        self.review_action.setToolTip(
            self.tr("Review (R): where your cards cost the most chance of winning")
        )
        self._show_button()
        if self._hint is not None:
            self._show_hint(self._hint)

    # --- the hint -------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """Ask Hard about the player's position; False when it is not the player's turn."""
        view = self._controller.view
        if not self._hint_offered or view is None:
            return False  # not the player's turn, or Briscola chiamata's auction or call
        if self._hint is not None or self._asking_hint:
            return True  # already shown, or on its way
        self._asking_hint = True
        self.asker.ask_hint(view)
        self._status(self.tr("Hard is thinking about your cards…"))
        return True

    @property
    def thinking(self) -> bool:
        """Whether the worker is on a hint or a review for the player."""
        return self._asking_hint or self.asker.reviewing

    @property
    def hint(self) -> Hint | None:
        """The hint on the table now, if any."""
        return self._hint

    def _hint_ready(self, hint: Hint) -> None:
        self._asking_hint = False
        self._hint = hint
        self._parts.helped()
        self._show_hint(hint)

    def _show_hint(self, hint: Hint) -> None:
        chances = {
            action.card: percent(chance)
            for action, chance in hint.chances
            if action.kind is ActionKind.PLAY and action.card is not None
        }
        best = hint.best.card if hint.best.kind is ActionKind.PLAY else None
        self.marks.show_chances(chances, best)
        cards = self._scene.human_cards()
        if best is not None and best in cards:
            self._scene.select(cards.index(best))
            self.marks.place()
        if hint.best.kind is ActionKind.EXCHANGE:
            self._status(self.tr("Hard would exchange the trump for the briscola first (X)."))
        else:
            self._status(self.tr("Hard would play the lifted card."))

    def _hint_failed(self) -> None:
        self._asking_hint = False
        self._status(self.tr("No hint is available for this position."))

    def _drop_hint(self) -> None:
        self.asker.drop_hint()
        self._asking_hint = False
        self._hint = None
        self.marks.clear_chances()

    # --- the review -----------------------------------------------------------------------

    def show_review(self) -> bool:
        """Open the review of the hand just finished (saying so while it is worked out)."""
        if self._controller.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return False
        self.review_dialog.show_review(self._review)
        self.review_dialog.show()
        self.review_dialog.raise_()
        self.review_dialog.activateWindow()
        return True

    @property
    def review(self) -> Review | None:
        return self._review

    def _hand_finished(self, summary: HandSummary | DealSummary) -> None:
        self._review = None
        # A chiamata deal thrown in had no card played: nothing to review. Otherwise the
        # worker cuts the player's own views out of the record (a replay of the hand, too
        # slow for this thread) and weighs each of their decisions.
        thrown_in = isinstance(summary, DealSummary) and summary.result.thrown_in
        self._reviewable = not thrown_in and self.asker.ask_review(self._controller)
        self._show_button()

    def _review_ready(self, review: Review) -> None:
        self._review = review
        self._show_button()
        if self.review_dialog.isVisible():
            self.review_dialog.show_review(review)

    def _review_failed(self) -> None:
        self._status(self.tr("The review could not be worked out for this hand."))
        self.marks.show_review_button("", False)

    def _show_button(self) -> None:
        finished = self._controller.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        finished = finished and self._reviewable
        if not finished:
            self.marks.show_review_button("", False)
        elif self._review is None:
            self.marks.show_review_button(self.tr("Review: Hard is thinking…"), False)
        else:
            self.marks.show_review_button(self.tr("Review (R)"), True)
        self.review_action.setEnabled(finished)

    # --- the table moving on --------------------------------------------------------------

    def _hand_started(self, _stock_size: int) -> None:
        self.asker.drop_review()
        self._review = None
        self._reviewable = False
        self.review_dialog.hide()
        self._drop_hint()

    def _phase_changed(self, phase: Phase) -> None:
        if phase is not Phase.HUMAN_TURN:
            self._drop_hint()  # a card was played or the hand moved on: the hint is stale
        self.hint_action.setEnabled(self._hint_offered)
        self._show_button()

    @property
    def _chiamata(self) -> bool:
        """Briscola chiamata: Hard chiamata hints and reviews its play, not its auction."""
        return self._controller.seating.players == CHIAMATA_PLAYERS

    @property
    def _hint_offered(self) -> bool:
        """The player's turn, in the ordinary game or in the play of Briscola chiamata."""
        view = self._controller.view
        if self._controller.phase is not Phase.HUMAN_TURN:
            return False
        return isinstance(view, SeatView) or (
            isinstance(view, ChiamataView) and view.phase is ChiamataPhase.PLAY
        )

    def _status(self, text: str) -> None:
        """A passing line over the table (the window's central widget)."""
        Toast.on(self._window.centralWidget()).show_message(text)

    @property
    def message(self) -> str:
        """The coach's passing line now shown ("" once gone)."""
        return Toast.on(self._window.centralWidget()).message
