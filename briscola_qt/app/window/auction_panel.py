"""The auction and the call of Briscola chiamata, as a panel over the table.

During the auction it lists the bids so far and who made them, says whose turn it is, and
offers the player's choices as buttons with keys (P passes, 0-9 bid, 1-4 call a suit).
Once the card is called it shrinks to a band in the corner the layout keeps for it beside
the player's hand: the called card, the target and the partner as far as the player knows.
It reads only the player's :class:`ChiamataView` and answers with an :class:`Action`
through the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontInfo, QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.texts import PANEL, PANEL_EDGE, TEXT
from briscola_qt.app.window.chiamata_texts import ChiamataTexts
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.toast import SMALLEST_PX
from briscola_qt.engine import Action
from briscola_qt.engine.action import ActionKind
from briscola_qt.engine.chiamata import ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView

#: "2 and N points": the few raises offered as buttons above the last target.
RAISES = (1, 2, 3, 5, 10)
#: Bids shown as buttons at most (keys 1-9, then 0).
MAX_BIDS = 10
BID_KEYS = "1234567890"
#: Buttons in a row of the panel: bids, or the four calls (wide, with their pictures).
ROW = 6
CALL_ROW = 2
#: From the table's edges, in pixels; the panel's widths (the auction, the called card).
MARGIN = 12
AUCTION_WIDTH = 620
BAND_WIDTH = 330
#: The called card's picture in the band, in pixels high; shown when the corner for the band
#: is at least this share of its width.
CARD_HEIGHT = 72
PICTURE_ROOM = 0.8
#: Qt's largest widget size (QWIDGETSIZE_MAX), to undo a fixed height.
QWIDGETSIZE_MAX = (1 << 24) - 1

#: A card's picture on its call button; smaller when the auction's box is short.
ICON_SIZE = QSize(24, 40)
SMALL_ICON_SIZE = QSize(15, 25)

CardPicture = Callable[[str], QPixmap]


def offered_bids(legal: list[Action]) -> list[Action]:
    """The bids to show as buttons: every rank, or a few raises of "2 and N points"."""
    bids = [action for action in legal if action.kind is ActionKind.BID]
    if bids and bids[0].target != bids[-1].target:
        low = bids[0].target - 1
        wanted = {low + step for step in RAISES}
        bids = [bid for bid in bids if bid.target in wanted]
    return bids[:MAX_BIDS]


class AuctionPanel(QFrame):
    """The auction, the call and then the called card, over ``table``."""

    def __init__(
        self, table: QWidget, act: Callable[[Action], bool], card_picture: CardPicture
    ) -> None:
        super().__init__(table)
        self.setObjectName("auctionPanel")
        self._table = table
        self._act = act
        self._card_picture = card_picture
        self.texts = ChiamataTexts(self)
        self.setStyleSheet(
            f"QFrame#auctionPanel {{ background: rgba({PANEL.red()}, {PANEL.green()}, "
            f"{PANEL.blue()}, {PANEL.alpha()}); border: 1px solid {PANEL_EDGE.name()};"
            f" border-radius: 10px; }} QFrame#auctionPanel QLabel {{ color: {TEXT.name()}; }}"
        )
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        self.card = QLabel(self)  # the called card's picture, once it is called
        outer.addWidget(self.card)
        layout = QVBoxLayout()
        outer.addLayout(layout, 1)
        self._lines = layout
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self._base_font = QFont(self.title.font())
        self._base_px = QFontInfo(self._base_font).pixelSize()
        self.moves = QLabel(self)
        self.moves.setWordWrap(True)
        self.turn = QLabel(self)
        self.turn.setWordWrap(True)
        for label in (self.title, self.moves, self.turn):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        self._set_text_size(self._base_px)
        # The buttons' grid in a widget of its own, hidden with no choices: an empty grid
        # beside word-wrapped lines would squeeze them to their longest word.
        self._choices = QWidget(self)
        self._grid = QGridLayout(self._choices)
        self._grid.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._choices)
        self.buttons: list[tuple[QPushButton, Action]] = []
        self._view: ChiamataView | None = None
        table.installEventFilter(self)
        self.hide()

    # --- what the window calls ------------------------------------------------------------

    def show_view(self, seating: Seating, view: ChiamataView | None, my_turn: bool) -> None:
        """Show the auction (or the called card) as the player's ``view`` has it."""
        self._view = view
        if view is None or (view.phase is ChiamataPhase.OVER and view.called is None):
            self.hide()
            return
        texts = self.texts
        self.title.setText(texts.title(view))
        if view.called is None:
            lines = [texts.move(seating, seat, action) for seat, action in view.auction.moves]
            self.moves.setText(" · ".join(lines) or self.tr("No bids yet."))
            self.turn.setText(texts.turn(seating, view, my_turn))
            self.turn.show()
            self.card.hide()
            choices = view.legal_actions() if my_turn else []
        else:
            caller = view.caller if view.caller is not None else view.seat
            called = texts.called(seating, caller, view.called)
            self.moves.setText(f"{called} {texts.partner(seating, view)}")
            self.turn.hide()
            picture = self._card_picture(view.called.code)
            self.card.setPixmap(
                picture.scaledToHeight(CARD_HEIGHT, Qt.TransformationMode.SmoothTransformation)
            )
            self.card.setToolTip(card_name(view.called))
            choices = []
        self._set_choices(choices)
        self.show()
        self.raise_()
        self._place()

    def pressed(self, event: QKeyEvent) -> bool:
        """A key for one of the choices on offer; False when it is not one of them."""
        text = event.text().lower()
        if not self.buttons or not text:
            return False
        for button, _ in self.buttons:
            if button.property("key") == text:
                button.click()
                return True
        return False

    @property
    def choices(self) -> list[Action]:
        return [action for _, action in self.buttons]

    # --- inside ---------------------------------------------------------------------------

    def _set_choices(self, choices: list[Action]) -> None:
        if [a for _, a in self.buttons] == choices:
            return
        for button, _ in self.buttons:
            self._grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        calls = [a for a in choices if a.kind is ActionKind.CALL]
        keyed: list[tuple[str, Action]] = [(BID_KEYS[i], a) for i, a in enumerate(calls)]
        if not calls and choices:
            keyed = [("p", a) for a in choices if a.kind is ActionKind.PASS]
            keyed += [(BID_KEYS[i], a) for i, a in enumerate(offered_bids(choices))]
        for key, action in keyed:
            button = QPushButton(self)
            button.setProperty("key", key)
            if action.card is not None:
                name = card_name(action.card)
                button.setIcon(QIcon(self._card_picture(action.card.code)))
                button.setIconSize(ICON_SIZE)
                button.setText(f"{key.upper()}  {name}")
            else:
                button.setText(f"{key.upper()}  {self.texts.bid(action)}")
            button.setToolTip(button.text())
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, chosen=action: self._act(chosen))
            row, column = divmod(len(self.buttons), CALL_ROW if calls else ROW)
            self._grid.addWidget(button, row, column)
            self.buttons.append((button, action))
        self._choices.setVisible(bool(self.buttons))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Not isVisible(): before the window is first shown the panel is not visible yet,
        # and the table's first real size comes then.
        if watched is self._table and event.type() == QEvent.Type.Resize and not self.isHidden():
            QTimer.singleShot(0, self, self._place)  # once the table has its new layout
        return False

    def retranslate(self, seating: Seating, my_turn: bool) -> None:
        self.buttons_clear()
        self.show_view(seating, self._view, my_turn)

    def buttons_clear(self) -> None:
        self._set_choices([])

    def _place(self) -> None:
        """In the layout's box for the auction during the auction and the call, clear of every
        seat; once the card is called, a band in the corner the layout keeps clear beside the
        player's hand. In either box, no wider than it, and in smaller type if need be so that
        it covers no card, plate or fact."""
        table = self._table
        called = self._view is not None and self._view.called is not None
        box = self._box(called)
        self.setMinimumHeight(0)
        self.setMaximumHeight(QWIDGETSIZE_MAX)
        if box is None:  # no layout says where: over the middle of the table
            self._set_text_size(self._base_px)
            self.card.setVisible(called)
            width = min(table.width() - 2 * MARGIN, BAND_WIDTH if called else AUCTION_WIDTH)
            self.setFixedWidth(max(width, 200))
            self.adjustSize()
            if called:
                self.move(MARGIN, table.height() - self.height() - MARGIN)
            else:
                x, y = (table.width() - self.width()) // 2, (table.height() - self.height()) // 2
                self.move(x, y)
            return
        self.setFixedWidth(min(BAND_WIDTH if called else AUCTION_WIDTH, box.width()))
        self.card.setVisible(called and box.width() >= BAND_WIDTH * PICTURE_ROOM)
        needed = self._fit(box.height(), squeeze=not called)
        if called:  # the band sits low in its corner, beside the player's hand
            self.setFixedHeight(min(needed, box.height()))
            self.move(box.left(), box.bottom() + 1 - self.height())
        else:  # the auction keeps every button, centred in its box
            self.setFixedHeight(needed)
            centre = box.center()
            self.move(centre.x() - self.width() // 2, centre.y() - self.height() // 2)

    def _fit(self, room: int, squeeze: bool) -> int:
        """The panel's height in the largest type (down to the smallest) that fits ``room``.
        If even that is too tall and ``squeeze`` (the auction and the call), the bids so far
        give way to the panel's tooltip, then the call's card pictures get smaller."""
        self.moves.show()
        self.setToolTip("")
        self._set_icon_size(ICON_SIZE)
        needed = self._shrink_type(room)
        if needed <= room or not squeeze:
            return needed
        self.moves.hide()
        self.setToolTip(self.moves.text())
        needed = self._shrink_type(room)
        if needed <= room:
            return needed
        self._set_icon_size(SMALL_ICON_SIZE)
        return self._shrink_type(room)

    def _shrink_type(self, room: int) -> int:
        """The height at the largest type that fits ``room`` (at the smallest, if none does)."""
        needed = room
        for pixels in range(max(self._base_px, SMALLEST_PX), SMALLEST_PX - 1, -1):
            self._set_text_size(pixels)
            # A line hidden or pictures resized just now: every cached height goes (each
            # layout keeps its own, and the buttons' box its size as an item of the lines).
            self._grid.invalidate()
            self._choices.updateGeometry()
            self._lines.invalidate()
            self.layout().invalidate()
            needed = self.heightForWidth(self.width())  # the wrapped lines' height
            if needed <= room:
                break
        return needed

    def _set_icon_size(self, size: QSize) -> None:
        for button, _ in self.buttons:
            button.setIconSize(size)

    def _box(self, called: bool) -> QRect | None:
        """The layout's box for the band (``called``) or the auction, in the table's pixels
        (None: no layout says)."""
        scene = self._table.scene() if isinstance(self._table, QGraphicsView) else None
        layout = getattr(scene, "table_layout", None)
        box = None if layout is None else layout.aside if called else layout.auction
        if box is None:
            return None
        left, top, width, height = layout.box_pixels(box)
        return QRect(round(left), round(top), int(width), int(height))

    def _set_text_size(self, pixels: int) -> None:
        for label in (self.title, self.moves, self.turn):
            font = QFont(self._base_font)
            font.setPixelSize(pixels)
            font.setBold(label is self.title)
            label.setFont(font)
