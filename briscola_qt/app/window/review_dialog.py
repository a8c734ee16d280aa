"""The review of a hand: the moments where the card played cost the most chance of winning.

Each moment shows the position as the player saw it (their cards, the cards on the table,
the briscola, or in Briscola chiamata the called card, the cards already gone), the card
played and Hard's card with both chances.
The dialog opens at once; until the worker has finished it says it is still thinking.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from briscola_qt.app.window.i18n import card_name, rank_name, suit_name
from briscola_qt.app.window.replay_viewer import PixmapSource, show_card
from briscola_qt.app.window.translated_dialog import TranslatedDialog
from briscola_qt.bots.coach import Moment, Review
from briscola_qt.engine import Card
from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.chiamata_view import ChiamataView

CARD_WIDTH = 64
#: More cards in hand than a row of these (Briscola chiamata's eight) come smaller.
ROW_CARDS, SMALL_CARD_WIDTH = 3, 56
PLAYED_FRAME = "border: 3px solid #c0392b; border-radius: 4px;"
BEST_FRAME = "border: 3px solid #d4af37; border-radius: 4px;"
PLAIN_FRAME = "border: 3px solid transparent;"


def percent(chance: float) -> str:
    """A win chance as the player reads it: "62%"."""
    return f"{round(chance * 100)}%"


def action_name(action: Action) -> str:
    """A move in words: a card's name, or the trump exchange."""
    assert action.card is not None
    if action.kind is ActionKind.EXCHANGE:
        return QCoreApplication.translate(
            "Review", "the exchange of the %1 for the briscola"
        ).replace("%1", card_name(action.card))
    return card_name(action.card)


class ReviewDialog(TranslatedDialog):
    """Shows one hand's review; :meth:`show_review` fills it in once the worker is done."""

    def __init__(self, art: PixmapSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self._art = art
        self._review: Review | None = None
        self.resize(680, 480)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self._moments = QWidget(self)
        self._moments_layout = QVBoxLayout(self._moments)
        self._moments_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._moments)
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.intro)
        layout.addWidget(scroll, 1)
        self.stack_with_close_button(content)
        self.boxes: list[QGroupBox] = []
        self.retranslate()

    @property
    def review(self) -> Review | None:
        return self._review

    def show_review(self, review: Review | None) -> None:
        """The finished review (None: still being worked out)."""
        self._review = review
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of the hand"))
        for box in self.boxes:
            box.deleteLater()
        self.boxes = []
        review = self._review
        if review is None:
            self.intro.setText(self.tr("Hard is going over your choices…"))
        elif review.clean:
            self.intro.setText(
                self.tr("No costly choice: every card you chose was as good as Hard's, or close.")
            )
        else:
            self.intro.setText(
                self.tr(
                    "The moments where your card cost the most chance of winning the hand, "
                    "against the card Hard would have played:"
                )
            )
            for moment in review.moments:
                box = self._moment_box(moment)
                self._moments_layout.insertWidget(len(self.boxes), box)
                self.boxes.append(box)
        self.setAccessibleDescription(
            " ".join([self.intro.text(), *(box.accessibleDescription() for box in self.boxes)])
        )

    def moment_text(self, moment: Moment) -> str:
        return (
            self.tr("You played %1: %2 chance of winning. Hard would play %3: %4.")
            .replace("%1", action_name(moment.played))
            .replace("%2", percent(moment.played_chance))
            .replace("%3", action_name(moment.best))
            .replace("%4", percent(moment.best_chance))
        )

    def _moment_box(self, moment: Moment) -> QGroupBox:
        view = moment.view
        box = QGroupBox(self.tr("Trick %1").replace("%1", str(len(view.tricks) + 1)), self._moments)
        text = QLabel(self.moment_text(moment), box)
        text.setWordWrap(True)
        # A hand of eight (Briscola chiamata) takes a row of its own, in smaller cards.
        many = len(view.hand) > ROW_CARDS
        width = SMALL_CARD_WIDTH if many else CARD_WIDTH
        cards = QHBoxLayout()
        rest = QHBoxLayout() if many else cards
        yours = [self._card(box, card, self._frame(moment, card), width) for card in view.hand]
        cards.addLayout(self._group(box, self.tr("Your cards"), yours))
        if not many:
            cards.addSpacing(width // 3)
        table: list[QWidget] = [
            self._card(box, card, PLAIN_FRAME, width) for card in view.current_trick
        ]
        if not table:
            table.append(QLabel(self.tr("nothing: you lead"), box))
        rest.addLayout(self._group(box, self.tr("On the table"), table))
        rest.addSpacing(width // 3)
        if isinstance(view, ChiamataView):
            assert view.called is not None  # the play follows the call
            called = self._card(box, view.called, PLAIN_FRAME, width)
            rest.addLayout(self._group(box, self.tr("Called card"), [called]))
        elif view.briscola_in_stock:
            briscola = self._card(box, view.briscola, PLAIN_FRAME, width)
            rest.addLayout(self._group(box, self.tr("Briscola"), [briscola]))
        else:
            taken = QLabel(self.tr("taken; trumps are %1").replace("%1", suit_name(view.trump)))
            rest.addLayout(self._group(box, self.tr("Briscola"), [taken]))
        cards.addStretch(1)
        rest.addStretch(1)
        gone = QLabel(self.gone_text(view.played_cards()), box)
        gone.setWordWrap(True)
        layout = QVBoxLayout(box)
        layout.addWidget(text)
        layout.addLayout(cards)
        if many:
            layout.addLayout(rest)
        layout.addWidget(gone)
        box.setAccessibleDescription(f"{box.title()}. {text.text()} {gone.text()}")
        return box

    @staticmethod
    def _frame(moment: Moment, card: Card) -> str:
        """The card played framed red, Hard's card gold."""
        if card == moment.played.card:
            return PLAYED_FRAME
        return BEST_FRAME if card == moment.best.card else PLAIN_FRAME

    @staticmethod
    def _group(parent: QWidget, title: str, widgets: list[QWidget]) -> QVBoxLayout:
        """A caption above a row of cards."""
        group = QVBoxLayout()
        group.addWidget(QLabel(title, parent))
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        group.addLayout(row)
        group.addStretch(1)
        return group

    def _card(self, parent: QWidget, card: Card, frame: str, width: int) -> QLabel:
        label = QLabel(parent)
        show_card(label, self._art, card, width)
        label.setStyleSheet(frame)
        label.setFixedSize(label.sizeHint())
        return label

    def gone_text(self, cards: list[Card]) -> str:
        """The cards already played, by suit: what a player counting cards would remember."""
        if not cards:
            return self.tr("No card has been played yet.")
        by_suit = []
        for suit in range(4):
            ranks = sorted((c for c in cards if c.suit == suit), key=lambda c: -c.strength)
            if ranks:
                names = ", ".join(rank_name(c) for c in ranks)
                by_suit.append(f"{suit_name(suit)}: {names}")
        return self.tr("Cards gone: %1.").replace("%1", "; ".join(by_suit))
