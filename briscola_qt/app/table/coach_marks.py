"""Marks the coach lays over the table: each card's chance from a hint, the exchange badge,
and the Review button on the end-of-hand panel.

They are small items on top of the scene that read where the cards lie (the card items'
places) and never a game fact: the window tells them what to show. A click on the briscola
or its badge, or on the Review button, is caught here and reported, so the scene itself
keeps reporting only the player's cards and the panel.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.layout import Area
from briscola_qt.app.table.scene import BRISCOLA_Z, TableScene
from briscola_qt.app.table.texts import SUMMARY_Z
from briscola_qt.engine import Card

MARK_Z = SUMMARY_Z - 1  # above every card, below the end-of-hand panel
BUTTON_Z = SUMMARY_Z + 1  # on the panel
INK = QColor(20, 24, 22)
CHANCE = QColor(245, 238, 214, 235)
BEST = QColor(212, 175, 55)
BADGE = QColor(212, 175, 55)
GLOW = QColor(255, 214, 90, 170)
GLOW_WIDTH = 0.07
BUTTON = QColor(46, 110, 72)
BUTTON_WAITING = QColor(70, 78, 74)
BUTTON_TEXT = QColor(245, 238, 214)
#: Sizes in card widths, so the marks grow and shrink with the cards.
FONT_SIZE, FONT_MIN_PX = 0.17, 11
PADDING = 0.06
BUTTON_SIZE = 0.24


class _Label(QGraphicsRectItem):
    """A rounded-looking tag: a filled box with one line of text."""

    def __init__(self, scene: QGraphicsScene, z: float) -> None:
        super().__init__()
        self.text = QGraphicsSimpleTextItem(self)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()
        scene.addItem(self)

    def set(
        self, text: str, fill: QColor, ink: QColor, unit: float, size: float = FONT_SIZE
    ) -> None:
        font = QFont()
        font.setPixelSize(max(FONT_MIN_PX, round(unit * size)))
        font.setBold(True)
        self.text.setFont(font)
        self.text.setText(text)
        self.text.setBrush(QBrush(ink))
        self.setBrush(QBrush(fill))
        self.setPen(QPen(INK, 1))
        bounds = self.text.boundingRect()
        pad = unit * size * PADDING / FONT_SIZE
        self.setRect(QRectF(0, 0, bounds.width() + 2 * pad, bounds.height() + pad))
        self.text.setPos(pad, pad / 2)

    def centre_on(self, point: QPointF) -> None:
        rect = self.rect()
        self.setPos(point.x() - rect.width() / 2, point.y() - rect.height() / 2)


class CoachMarks(QObject):
    """Shows the hint's chances, the exchange badge and the Review button on ``scene``."""

    exchange_clicked = Signal()
    review_clicked = Signal()

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._chances: dict[Card, str] = {}
        self._best: Card | None = None
        self._unit = scene.table_layout.unit
        self._labels: list[_Label] = []
        self._badge = _Label(scene, MARK_Z)
        # A gold glow round the briscola, under it (it lies under the stock itself).
        self._glow = QGraphicsRectItem()
        self._glow.setPen(QPen(GLOW, 1))
        self._glow.setBrush(QBrush(GLOW))
        self._glow.setZValue(BRISCOLA_Z - 0.5)
        self._glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._glow.hide()
        scene.addItem(self._glow)
        self._badge_text = ""
        self._button = _Label(scene, BUTTON_Z)
        self._button_text = ""
        self._button_ready = False
        # After a resize the cards take their new places once the layout is set: follow then.
        scene.sceneRectChanged.connect(lambda _rect: QTimer.singleShot(0, self, self.place))
        scene.installEventFilter(self)

    # --- what the window says --------------------------------------------------------------

    def show_chances(self, chances: Mapping[Card, str], best: Card | None) -> None:
        """A label on each of the player's cards ("62%"), the suggested one in gold."""
        self._chances = dict(chances)
        self._best = best
        self.place()

    def clear_chances(self) -> None:
        self.show_chances({}, None)

    def chance_texts(self) -> dict[Card, str]:
        """What each card's label says now (for tests and the screen reader)."""
        return dict(self._chances)

    def show_badge(self, text: str) -> None:
        """Mark the face-up briscola as exchangeable ("" hides the badge)."""
        self._badge_text = text
        self.place()

    @property
    def badge_visible(self) -> bool:
        return self._badge.isVisible()

    def show_review_button(self, text: str, ready: bool) -> None:
        """The Review button under the end-of-hand panel ("" hides it)."""
        self._button_text = text
        self._button_ready = ready
        QTimer.singleShot(0, self, self.place)  # the panel may be shown just after this

    @property
    def review_button(self) -> QGraphicsRectItem:
        return self._button

    # --- placing ----------------------------------------------------------------------------

    def place(self) -> None:
        """Put every mark where its card (or the panel) lies now."""
        self._unit = self._scene.table_layout.unit
        hand = {
            item.card: item
            for item in self._cards()
            if item.place.area is Area.HAND and item.card is not None and item.card in self._chances
        }
        while len(self._labels) < len(hand):
            self._labels.append(_Label(self._scene, MARK_Z))
        for label in self._labels[len(hand) :]:
            label.hide()
        fan = sorted(hand.items(), key=lambda held: held[1].sceneBoundingRect().left())
        edges = [item.sceneBoundingRect() for _card, item in fan]
        for index, (label, (card, _item)) in enumerate(zip(self._labels, fan, strict=False)):
            best = card == self._best
            fill = BEST if best else CHANCE
            rect = edges[index]
            # On the part of the card the next one does not cover (a fan of eight overlaps),
            # in smaller type if the tag would be wider than that part.
            right = min(rect.right(), edges[index + 1].left()) if index + 1 < len(edges) else 0
            seen = right - rect.left() if right > rect.left() else rect.width()
            label.set(self._chances[card], fill, INK, self._unit)
            if label.rect().width() > seen:
                label.set(
                    self._chances[card],
                    fill,
                    INK,
                    self._unit,
                    FONT_SIZE * seen / label.rect().width(),
                )
            # Just inside the card's top edge, clear of the status line above the hand; in a
            # fan, just inside the bottom edge, clear of the corner index naming the card.
            middle = rect.left() + min(seen, rect.width()) / 2
            rise = label.rect().height() * 0.7
            y = rect.top() + rise if seen >= rect.width() else rect.bottom() - rise
            label.centre_on(QPointF(middle, y))
            label.show()
        briscola = next((i for i in self._cards() if i.place.area is Area.BRISCOLA), None)
        offered = bool(self._badge_text) and briscola is not None
        self._badge.setVisible(offered)
        self._glow.setVisible(offered)
        if briscola is not None and offered:
            self._badge.set(self._badge_text, BADGE, INK, self._unit)
            rect = briscola.sceneBoundingRect()
            self._badge.centre_on(QPointF(rect.center().x(), rect.bottom()))
            margin = self._unit * GLOW_WIDTH
            self._glow.setRect(rect.adjusted(-margin, -margin, margin, margin))
        self._place_button()

    def _place_button(self) -> None:
        panel = self._panel()
        self._button.setVisible(bool(self._button_text) and panel is not None)
        if panel is None or not self._button_text:
            return
        fill = BUTTON if self._button_ready else BUTTON_WAITING
        self._button.set(self._button_text, fill, BUTTON_TEXT, self._unit, BUTTON_SIZE)
        rect = panel.sceneBoundingRect()
        self._button.centre_on(QPointF(rect.center().x(), rect.bottom()))

    def _panel(self) -> QGraphicsItem | None:
        """The end-of-hand panel, while it is up."""
        for item in self._scene.items():
            if item.zValue() == SUMMARY_Z and item.isVisible() and item.parentItem() is None:
                return item
        return None

    def _cards(self) -> list[CardItem]:
        return [item for item in self._scene.items() if isinstance(item, CardItem)]

    # --- clicks -----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not (
            isinstance(event, QGraphicsSceneMouseEvent)
            and event.type() == QEvent.Type.GraphicsSceneMousePress
        ):
            return False
        position = event.scenePos()
        if self._button.isVisible() and self._button.sceneBoundingRect().contains(position):
            if self._button_ready:
                self.review_clicked.emit()
            return True  # a click on the button never deals the next hand
        if self._badge.isVisible() and any(
            item is self._badge
            or item.parentItem() is self._badge
            or (isinstance(item, CardItem) and item.place.area is Area.BRISCOLA)
            for item in self._scene.items(position)
        ):
            self.exchange_clicked.emit()
            return True
        return False
