"""The replay viewer: a record looked through trick by trick, every hand face up.

A record is a finished (or stopped) hand, so nothing is hidden any more: the viewer shows
each seat's cards, the trick and who took it, the briscola (in Briscola chiamata the called
card, its caller and the partner) and the points so far. It reads
only the steps :func:`~briscola_qt.app.game.replay.replay_steps` made of the record and the
deck pictures; the match in progress never sees it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from briscola_qt.app.game.replay import ReplayStep
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.translated_dialog import TranslatedDialog
from briscola_qt.engine import Card
from briscola_qt.engine.chiamata import ChiamataResult
from briscola_qt.engine.core import HAND_SIZE
from briscola_qt.engine.hand import CHIAMATA_PLAYERS

# Card widths in pixels: two hands fit large, six rows need smaller cards.
CARD_WIDTH_TWO, CARD_WIDTH_MORE = 84, 58
WINNER_FRAME = "border: 3px solid #d4af37; border-radius: 4px;"
PLAIN_FRAME = "border: 3px solid transparent;"


class PixmapSource(Protocol):
    def pixmap(self, code: str) -> QPixmap: ...


def show_card(label: QLabel, art: PixmapSource, card: Card, width: int) -> None:
    """``card``'s picture in ``label``, ``width`` pixels wide, named for a screen reader."""
    pixmap = art.pixmap(card.code)
    ratio = pixmap.devicePixelRatio() or 1.0
    if pixmap.width() != round(width * ratio):
        pixmap = pixmap.scaledToWidth(
            round(width * ratio), Qt.TransformationMode.SmoothTransformation
        )
        pixmap.setDevicePixelRatio(ratio)
    label.setPixmap(pixmap)
    label.setAccessibleName(card_name(card))
    label.setToolTip(card_name(card))


class ReplayViewer(TranslatedDialog):
    """Steps through a record: buttons, or Left/Right, Home/End (also Page Up/Down)."""

    def __init__(
        self, art: PixmapSource, steps: list[ReplayStep], title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self._art = art
        self._steps = steps
        self._title = title
        self._index = 0
        seats = len(steps[0].hands)
        self._card_width = CARD_WIDTH_TWO if seats == 2 else CARD_WIDTH_MORE
        #: Columns for a hand: three, or Briscola chiamata's eight.
        self._slots = max(HAND_SIZE, *(len(cards) for cards in steps[0].hands))
        self.heading = QLabel(self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.names = [QLabel(self) for _ in range(seats)]
        self.hands = [[self._card_label() for _ in range(self._slots)] for _ in range(seats)]
        self.played = [self._card_label() for _ in range(seats)]
        self.hand_header = QLabel(self)
        self.trick_header = QLabel(self)
        self.briscola_header = QLabel(self)
        for header in (self.hand_header, self.trick_header, self.briscola_header):
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            header.setStyleSheet("font-weight: bold;")
        self.briscola = self._card_label()
        self.briscola_caption = QLabel(self)
        self.briscola_caption.setWordWrap(True)
        self.briscola_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.briscola_caption.setFixedWidth(max(150, self._card_width + 40))
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        self.points = QLabel(self)
        self.points.setWordWrap(True)
        self.start_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.end_button = QPushButton(self)
        self.start_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.go_to(self._index - 1))
        self.forward_button.clicked.connect(lambda: self.go_to(self._index + 1))
        self.end_button.clicked.connect(lambda: self.go_to(len(self._steps) - 1))
        self._build(seats)
        self.retranslate()

    def _card_label(self) -> QLabel:
        label = QLabel(self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setMinimumSize(self._card_width + 6, round(self._card_width * 1.7) + 6)
        return label

    def _build(self, seats: int) -> None:
        grid = QGridLayout()
        slots = self._slots
        grid.addWidget(self.hand_header, 0, 1, 1, slots)
        grid.addWidget(self.trick_header, 0, 2 + slots)
        for seat in range(seats):
            grid.addWidget(self.names[seat], 1 + seat, 0)
            for slot, label in enumerate(self.hands[seat]):
                grid.addWidget(label, 1 + seat, 1 + slot)
            grid.setColumnMinimumWidth(1 + slots, self._card_width // 2)
            grid.addWidget(self.played[seat], 1 + seat, 2 + slots)
        side = QVBoxLayout()
        side.addWidget(self.briscola_header)
        side.addWidget(self.briscola, alignment=Qt.AlignmentFlag.AlignHCenter)
        side.addWidget(self.briscola_caption)
        side.addStretch(1)
        table = QHBoxLayout()
        table.addLayout(grid, 1)
        table.addSpacing(self._card_width // 2)
        table.addLayout(side)
        buttons = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.forward_button, self.end_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(table)
        layout.addWidget(self.outcome)
        layout.addWidget(self.points)
        layout.addLayout(buttons)

    # --- stepping -------------------------------------------------------------------------

    @property
    def index(self) -> int:
        return self._index

    @property
    def step(self) -> ReplayStep:
        return self._steps[self._index]

    def go_to(self, index: int) -> None:
        self._index = max(0, min(index, len(self._steps) - 1))
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: self._index - 1,
            Qt.Key.Key_PageUp: self._index - 1,
            Qt.Key.Key_Right: self._index + 1,
            Qt.Key.Key_PageDown: self._index + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self._steps) - 1,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
        else:
            self.go_to(target)

    # --- words and pictures ---------------------------------------------------------------

    def retranslate(self) -> None:
        step = self.step
        self.setWindowTitle(self.tr("Replay: %1").replace("%1", self._title))
        self.start_button.setText(self.tr("|◀ Start"))
        self.back_button.setText(self.tr("◀ Back"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.end_button.setText(self.tr("End ▶|"))
        self.hand_header.setText(self.tr("Hands"))
        self.trick_header.setText(self.tr("Trick"))
        chiamata = self._chiamata
        self.briscola_header.setText(self.tr("Called card") if chiamata else self.tr("Briscola"))
        for button, tip in (
            (self.start_button, self.tr("To the deal (Home)")),
            (self.back_button, self.tr("The trick before (Left arrow)")),
            (self.forward_button, self.tr("The next trick (Right arrow)")),
            (self.end_button, self.tr("To the last trick (End)")),
        ):
            button.setToolTip(tip)
        self.start_button.setEnabled(self._index > 0)
        self.back_button.setEnabled(self._index > 0)
        last = len(self._steps) - 1
        self.forward_button.setEnabled(self._index < last)
        self.end_button.setEnabled(self._index < last)
        tricks = last if self._steps[-1].winner is not None else None
        if step.number == 0:
            self.heading.setText(self.tr("The deal"))
        elif tricks is None:
            self.heading.setText(self.tr("Trick %1").replace("%1", str(step.number)))
        else:
            self.heading.setText(
                self.tr("Trick %1 of %2").replace("%1", str(step.number)).replace("%2", str(tricks))
            )
        self._show_cards(step)
        self.outcome.setText(self.outcome_text(step))
        self.points.setText(self.points_text(step))
        self.setAccessibleDescription(
            " ".join(label.text() for label in (self.heading, self.outcome, self.points))
        )

    def _show_cards(self, step: ReplayStep) -> None:
        played = {step.seat_of(index): card for index, card in enumerate(step.cards)}
        for seat, labels in enumerate(self.hands):
            self.names[seat].setText(self.seat_name(seat))
            held = [card for card in step.hands[seat] if card != played.get(seat)]
            for slot, label in enumerate(labels):
                self._set_card(label, held[slot] if slot < len(held) else None)
            self._set_card(self.played[seat], played.get(seat))
            won = step.winner == seat and seat in played
            self.played[seat].setStyleSheet(WINNER_FRAME if won else PLAIN_FRAME)
        if self._chiamata:
            self._set_card(self.briscola, step.called)
            self.briscola_caption.setText(self.call_text(step))
            return
        assert step.briscola is not None
        self._set_card(self.briscola, step.briscola)
        if step.briscola_taken_by is None:
            caption = self.tr("%1. Cards in the stock: %2.").replace("%2", str(step.stock_count))
        else:
            caption = self.tr("%1, taken by %3.").replace(
                "%3", self.seat_name(step.briscola_taken_by)
            )
        self.briscola_caption.setText(caption.replace("%1", card_name(step.briscola)))

    @property
    def _chiamata(self) -> bool:
        return len(self._steps[0].hands) == CHIAMATA_PLAYERS

    def call_text(self, step: ReplayStep) -> str:
        """Briscola chiamata: who called which card for how many points, and with whom."""
        if step.caller is None or step.called is None:
            return self.tr("Nobody has called a card.")
        text = (
            self.tr("%1, called by %2 for %3 points")
            .replace("%1", card_name(step.called))
            .replace("%2", self.seat_name(step.caller))
            .replace("%3", str(step.target))
        )
        if step.partner is None or step.partner == step.caller:
            return self.tr("%1, who plays alone.").replace("%1", text)
        return (
            self.tr("%1; %2 plays with them.")
            .replace("%1", text)
            .replace("%2", self.seat_name(step.partner))
        )

    def _set_card(self, label: QLabel, card: Card | None) -> None:
        if card is None:
            label.clear()
            label.setAccessibleName("")
            return
        show_card(label, self._art, card, self._card_width)

    def seat_name(self, seat: int) -> str:
        return self.tr("Player %1").replace("%1", str(seat + 1))

    def outcome_text(self, step: ReplayStep) -> str:
        """Exchanges before the trick, who played what, who took it; the result at the end."""
        sentences = [
            self.tr("%1 exchanged the %2 for the briscola, %3.")
            .replace("%1", self.seat_name(exchange.seat))
            .replace("%2", card_name(exchange.given))
            .replace("%3", card_name(exchange.taken))
            for exchange in step.exchanges
        ]
        thrown_in = isinstance(step.result, ChiamataResult) and step.result.thrown_in
        if step.number == 0 and not thrown_in:
            sentences.append(
                self.tr("%1 leads the first trick.").replace("%1", self.seat_name(step.leader))
            )
        elif step.winner is None:
            sentences.append(self.tr("The record stops here, in the middle of the trick."))
        else:
            sentences.append(
                self.tr("%1 takes the trick with the %2: %3 points.")
                .replace("%1", self.seat_name(step.winner))
                .replace("%2", card_name(step.cards[(step.winner - step.leader) % len(step.hands)]))
                .replace("%3", str(step.trick_points))
            )
        result = step.result
        if isinstance(result, ChiamataResult):
            sentences.append(self.deal_result_text(result))
        elif result is not None:
            if result.winner_side is None:
                sentences.append(self.tr("The hand is drawn."))
            else:
                sentences.append(
                    self.tr("%1 wins the hand.").replace("%1", self.side_name(result.winner_side))
                )
        return " ".join(sentences)

    def deal_result_text(self, result: ChiamataResult) -> str:
        if result.thrown_in:
            return self.tr("Everyone passed: the cards are thrown in.")
        made = self.tr("The caller's side takes %1 points and makes its %2.")
        missed = self.tr("The caller's side takes %1 points and misses its %2.")
        return (
            (made if result.won else missed)
            .replace("%1", str(result.side_points[0]))
            .replace("%2", str(result.target))
        )

    def points_text(self, step: ReplayStep) -> str:
        parts = [
            self.tr("%1: %2").replace("%1", self.side_name(side)).replace("%2", str(points))
            for side, points in enumerate(step.side_points)
        ]
        return self.tr("Points so far: %1").replace("%1", ", ".join(parts))

    def side_name(self, side: int) -> str:
        """A seat alone, or partners together ("Players 1, 3") with four or six players."""
        seats = len(self.step.hands)
        sides = len(self.step.side_points)
        if self._chiamata:
            return self.tr("the caller's side") if side == 0 else self.tr("the others")
        if sides == seats:
            return self.seat_name(side)
        members = ", ".join(str(seat + 1) for seat in range(side, seats, sides))
        return self.tr("Players %1").replace("%1", members)
