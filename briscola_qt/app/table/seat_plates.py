"""Round the felt, for every seat: a name plate in its side's colour, the number of cards in
its hand, the one turn marker and the dealer's chip.

Like the cards, they are placed from the layout in card units and carry no game facts: the
scene tells them the counts it shows, and the window whose turn it is and who dealt.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.layout import Box, TableLayout, table_layout
from briscola_qt.app.table.texts import TEXT, seat_name

PLATE_Z = 50.0  # under the cards, so a card in flight passes over the plates
BADGE_Z = 160.0  # over the hand it counts
#: The player's side, and the others (three players: each seat its own colour).
SIDE_COLOURS = (
    QColor(28, 74, 120),
    QColor(122, 38, 38),
    QColor(96, 62, 120),
    QColor(120, 92, 30),
    QColor(40, 104, 96),
)
PLATE_EDGE = QColor(255, 255, 255, 70)
PARTNER_EDGE = QColor(150, 200, 255)
TURN = QColor(255, 205, 60)
BADGE_FILL = QColor(15, 20, 18, 220)
CHIP_FILL = QColor(245, 238, 214)
CHIP_TEXT = QColor(30, 30, 30)
#: The name's font as a share of the plate's height, and the smallest size in pixels.
NAME_SHARE, NAME_MIN_PX = 0.5, 8


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _fit(label: QGraphicsSimpleTextItem, pixel_size: float, width: float) -> None:
    """The largest font up to ``pixel_size`` at which the label fits ``width`` pixels."""
    font = QFont()
    size = max(NAME_MIN_PX, round(pixel_size))
    font.setPixelSize(size)
    label.setFont(font)
    while size > NAME_MIN_PX and label.boundingRect().width() > width:
        size -= 1
        font.setPixelSize(size)
        label.setFont(font)


class _Plate:
    """One seat's plate with its name, and the count badge by its hand."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.frame = QGraphicsPathItem()
        self.frame.setZValue(PLATE_Z)
        self.name = QGraphicsSimpleTextItem(self.frame)
        self.name.setBrush(QBrush(TEXT))
        self.badge = QGraphicsEllipseItem()
        self.badge.setZValue(BADGE_Z)
        self.badge.setBrush(QBrush(BADGE_FILL))
        self.badge.setPen(QPen(TEXT, 1))
        self.count = QGraphicsSimpleTextItem(self.badge)
        self.count.setBrush(QBrush(TEXT))
        for item in (self.frame, self.badge):
            scene.addItem(item)

    def remove(self, scene: QGraphicsScene) -> None:
        for item in (self.frame, self.badge):
            scene.removeItem(item)


class SeatPlates:
    """Owns the plates, badges and markers of one scene and keeps them placed."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._layout = table_layout(900, 640)
        self._plates: list[_Plate] = []
        self._counts: list[int] = []
        self._turn: int | None = None
        self._dealer: int | None = None
        self._marker = QGraphicsPathItem()
        self._marker.setZValue(PLATE_Z + 1)
        self._marker.setBrush(Qt.BrushStyle.NoBrush)
        self._marker.hide()
        self._chip = QGraphicsEllipseItem()
        self._chip.setZValue(PLATE_Z + 2)
        self._chip.setBrush(QBrush(CHIP_FILL))
        self._chip.setPen(QPen(CHIP_TEXT, 1))
        self._chip_letter = QGraphicsSimpleTextItem(self._chip)
        self._chip_letter.setBrush(QBrush(CHIP_TEXT))
        self._chip.hide()
        scene.addItem(self._marker)
        scene.addItem(self._chip)

    # --- what they show ------------------------------------------------------------------

    def set_layout(self, layout: TableLayout) -> None:
        """A new window size or a new seating (then the plates are made anew)."""
        if layout.seating != self._layout.seating or not self._plates:
            for plate in self._plates:
                plate.remove(self._scene)
            self._plates = [_Plate(self._scene) for _ in layout.seating.seats]
            self._counts = [0] * layout.seating.players
            self._turn = self._dealer = None
        self._layout = layout
        self.retranslate()

    def set_counts(self, counts: Sequence[int]) -> None:
        self._counts = list(counts)
        self._place()

    def set_turn(self, seat: int | None) -> None:
        """The one turn marker round ``seat``'s plate (None: nobody's turn)."""
        self._turn = self._checked(seat)
        self._place()

    def set_dealer(self, seat: int | None) -> None:
        self._dealer = self._checked(seat)
        self._place()

    @property
    def turn(self) -> int | None:
        return self._turn

    @property
    def dealer(self) -> int | None:
        return self._dealer

    def name_of(self, seat: int) -> str:
        """The name written on ``seat``'s plate."""
        return self._plates[seat].name.text()

    def count_of(self, seat: int) -> str:
        """The count written by ``seat``'s hand ("" for the player, who sees the cards)."""
        plate = self._plates[seat]
        return plate.count.text() if plate.badge.isVisible() else ""

    def retranslate(self) -> None:
        seating = self._layout.seating
        for seat, plate in enumerate(self._plates):
            plate.name.setText(seat_name(seating, seat))
        # "D" for dealer; Italian tables say "M", for mazziere.
        self._chip_letter.setText(
            QCoreApplication.translate("SeatPlates", "D", "the dealer's chip")
        )
        self._place()

    def _checked(self, seat: int | None) -> int | None:
        if seat is not None and not 0 <= seat < self._layout.seating.players:
            raise ValueError(f"no seat {seat} at a table of {self._layout.seating.players}")
        return seat

    # --- where they lie ------------------------------------------------------------------

    def _rect(self, box: Box) -> QRectF:
        return QRectF(*self._layout.box_pixels(box))

    def _place(self) -> None:
        layout = self._layout
        seating = layout.seating
        for seat, plate in enumerate(self._plates):
            self._place_plate(seating, seat, plate)
        self._marker.setVisible(self._turn is not None)
        if self._turn is not None:
            rect = self._rect(layout.turn_marker(self._turn))
            self._marker.setPath(_rounded(rect, rect.height() / 2))
            self._marker.setPen(QPen(TURN, max(2.0, layout.unit * 0.05)))
        self._chip.setVisible(self._dealer is not None)
        if self._dealer is not None:
            rect = self._rect(layout.dealer_chip(self._dealer))
            self._chip.setRect(rect)
            _fit(self._chip_letter, rect.height() * 0.7, rect.width())
            _centre_in(self._chip_letter, rect)

    def _place_plate(self, seating: Seating, seat: int, plate: _Plate) -> None:
        layout = self._layout
        rect = self._rect(layout.plate(seat))
        partner = seating.is_human_partner(seat)
        plate.frame.setPath(_rounded(rect, rect.height() / 2))
        plate.frame.setBrush(QBrush(SIDE_COLOURS[seating.side_of(seat) % len(SIDE_COLOURS)]))
        plate.frame.setPen(QPen(PARTNER_EDGE if partner else PLATE_EDGE, 2 if partner else 1))
        # The name keeps clear of the dealer's chip at the plate's left end.
        chip = rect.height()
        room = QRectF(rect.left() + chip, rect.top(), rect.width() - 1.5 * chip, rect.height())
        _fit(plate.name, rect.height() * NAME_SHARE, room.width())
        _centre_in(plate.name, room)
        badge = layout.count_badge(seat)
        count = self._counts[seat] if seat < len(self._counts) else 0
        plate.badge.setVisible(badge is not None and count > 0)
        if badge is not None:
            badge_rect = self._rect(badge)
            plate.badge.setRect(badge_rect)
            plate.count.setText(str(count))
            _fit(plate.count, badge_rect.height() * 0.62, badge_rect.width())
            _centre_in(plate.count, badge_rect)


def _centre_in(label: QGraphicsSimpleTextItem, rect: QRectF) -> None:
    """Centre ``label`` in ``rect`` (in its parent's coordinates, which are the scene's)."""
    bounds = label.boundingRect()
    label.setPos(rect.center().x() - bounds.width() / 2, rect.center().y() - bounds.height() / 2)
