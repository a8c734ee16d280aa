"""The words on the table: captured points by the piles, whose turn it is, the hand's summary.

They are sized in card units like everything else, so they grow and shrink with the cards,
and they carry no game facts of their own: the window gives them their (translated) texts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from briscola_qt.app.table.layout import TableLayout, table_layout

TEXT_Z = 1999.0
SUMMARY_Z = 2000.0
TEXT = QColor(245, 238, 214)
PANEL = QColor(20, 24, 22, 225)
PANEL_EDGE = QColor(212, 175, 55)
#: Font sizes in card units, and the smallest sizes still read comfortably, in pixels.
LABEL_SIZE, LABEL_MIN_PX = 0.16, 11
SUMMARY_SIZE, SUMMARY_MIN_PX = 0.2, 13


class TableTexts:
    """Owns the text items of one scene and keeps them placed for the current layout."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._layout = table_layout(900, 640)
        self._points = [self._label(scene) for _ in range(2)]
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
        for seat, label in enumerate(self._points):
            label.setVisible(texts is not None)
            if texts is not None:
                label.setText(texts[seat])
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
        for seat, label in enumerate(self._points):
            spot = layout.points_label(seat)
            _centre(label, font, *layout.to_pixels(spot.x, spot.y))
        _centre(self._status, font, *layout.to_pixels(*layout.design.status))
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
