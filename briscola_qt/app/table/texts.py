"""The words on the table: seat names, captured points by the piles, whose turn it is, the
hand's summary.

They are sized in card units like everything else, so they grow and shrink with the cards,
and they carry no game facts of their own: the window gives them their (translated) texts.
Seat names live here once (:func:`seat_name`), for the plates, the status line, the last
trick, the summary and screen readers alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.layout import TableLayout, table_layout

TEXT_Z = 1999.0
SUMMARY_Z = 2000.0
TEXT = QColor(245, 238, 214)
PANEL = QColor(20, 24, 22, 225)
PANEL_EDGE = QColor(212, 175, 55)
#: Font sizes in card units, and the smallest sizes still read comfortably, in pixels.
LABEL_SIZE, LABEL_MIN_PX = 0.16, 11
SUMMARY_SIZE, SUMMARY_MIN_PX = 0.2, 13

#: Where each other seat sits, by player count and position round the felt (0 is the player).
COMPASS = {
    3: ("", "E", "W"),
    4: ("", "E", "N", "W"),
    5: ("", "E", "NE", "NW", "W"),
    6: ("", "E", "NE", "N", "NW", "W"),
}


def _compass_name(point: str) -> str:
    translate = QCoreApplication.translate
    names = {
        "E": translate("SeatName", "East"),
        "NE": translate("SeatName", "North-East"),
        "N": translate("SeatName", "North"),
        "NW": translate("SeatName", "North-West"),
        "W": translate("SeatName", "West"),
    }
    return names[point]


def seat_name(seating: Seating, seat: int) -> str:
    """What the table calls ``seat``: You, the computer (two players), your one Partner, or
    the compass point where the seat sits (the player sits South)."""
    translate = QCoreApplication.translate
    if seat == seating.human:
        return translate("SeatName", "You")
    if seating.players == 2:
        return translate("SeatName", "Computer")
    if seating.partners_of(seating.human) == (seat,):
        return translate("SeatName", "Partner")
    return _compass_name(COMPASS[seating.players][seating.position(seat)])


def seat_description(seating: Seating, seat: int) -> str:
    """The seat's name with its side in words, for screen readers and the last trick."""
    name = seat_name(seating, seat)
    if seat == seating.human or not seating.partners_of(seat):
        return name
    if seating.is_human_partner(seat):
        if name == QCoreApplication.translate("SeatName", "Partner"):
            return name
        return QCoreApplication.translate("SeatName", "%1, your partner").replace("%1", name)
    return QCoreApplication.translate("SeatName", "%1, opponent").replace("%1", name)


class TableTexts:
    """Owns the text items of one scene and keeps them placed for the current layout."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._layout = table_layout(900, 640)
        self._points: list[QGraphicsSimpleTextItem] = []
        self._status = self._label(scene)
        self._panel = QGraphicsRectItem()
        self._panel.setBrush(QBrush(PANEL))
        self._panel.setPen(QPen(PANEL_EDGE, 2))
        self._panel.setZValue(SUMMARY_Z)
        self._summary = QGraphicsTextItem(self._panel)
        self._summary.setDefaultTextColor(TEXT)
        self._panel.hide()
        scene.addItem(self._panel)

    def set_layout(self, layout: TableLayout) -> None:
        self._layout = layout
        self._place()

    def set_points(self, texts: Sequence[str] | None) -> None:
        """One text per side, beside the side's pile; None hides them."""
        wanted = self._layout.seating.sides
        if texts is not None and len(texts) != wanted:
            raise ValueError(f"points for {len(texts)} sides, but the table has {wanted}")
        while len(self._points) < wanted:
            self._points.append(self._label(self._scene))
        for side, label in enumerate(self._points):
            label.setVisible(texts is not None and side < wanted)
            if texts is not None and side < wanted:
                label.setText(texts[side])
        self._place()

    def set_status(self, text: str) -> None:
        self._status.setText(text)
        self._place()

    def show_summary(self, html: str) -> None:
        self._summary.setHtml(html)
        self._place_summary()
        self._panel.show()

    def hide_summary(self) -> None:
        self._panel.hide()

    @property
    def summary_visible(self) -> bool:
        return self._panel.isVisible()

    def summary_text(self) -> str:
        return self._summary.toPlainText() if self._panel.isVisible() else ""

    @staticmethod
    def _label(scene: QGraphicsScene) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem()
        label.setBrush(QBrush(TEXT))
        label.setZValue(TEXT_Z)
        scene.addItem(label)
        return label

    def _font(self, size: float, minimum: int) -> QFont:
        font = QFont()
        font.setPixelSize(max(minimum, round(self._layout.unit * size)))
        return font

    def _place(self) -> None:
        layout = self._layout
        font = self._font(LABEL_SIZE, LABEL_MIN_PX)
        for side, label in enumerate(self._points[: layout.seating.sides]):
            box = layout.points_label(side)
            _centre(label, font, *layout.to_pixels(box.x, box.y))
        for label in self._points[layout.seating.sides :]:
            label.hide()  # fewer sides than the last table had
        _centre(self._status, font, *layout.to_pixels(layout.status.x, layout.status.y))
        if self._panel.isVisible():
            self._place_summary()

    def _place_summary(self) -> None:
        layout = self._layout
        width, height = layout.window_size
        self._summary.setFont(self._font(SUMMARY_SIZE, SUMMARY_MIN_PX))
        self._summary.setTextWidth(min(width * 0.9, layout.unit * 7.0))
        text = self._summary.boundingRect()
        margin = layout.unit * 0.25
        panel = QRectF(0, 0, text.width() + 2 * margin, text.height() + 2 * margin)
        panel.moveCenter(QRectF(0, 0, width, height).center())
        self._panel.setRect(panel)
        self._summary.setPos(panel.left() + margin, panel.top() + margin)


def _centre(label: QGraphicsSimpleTextItem, font: QFont, x: float, y: float) -> None:
    label.setFont(font)
    rect = label.boundingRect()
    label.setPos(x - rect.width() / 2, y - rect.height() / 2)
