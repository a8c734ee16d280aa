"""A passing word on the table ("Match resumed — your turn"): shown over the felt for a few
seconds, then faded out.

It floats over the table view instead of sitting in a status bar, so it never changes the
table's size, and it times out by itself (longer texts stay longer). It lies in the row the
layout keeps clear under the band of facts (:attr:`TableLayout.message`), so it covers no
card, plate or fact at any window size: a text too long for the row is set smaller, and only
below the smallest readable size cut short (the whole text stays its accessible name). Clicks
go through it to the table. What must not be missed (a save that failed) belongs on the
notice board instead.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPropertyAnimation,
    QRect,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QGraphicsOpacityEffect, QGraphicsView, QLabel, QWidget

from briscola_qt.app.table.texts import PANEL, PANEL_EDGE, TEXT

BASE_MS = 2500
PER_CHARACTER_MS = 45
LONGEST_MS = 8000
FADE_MS = 350
#: Away from the window's top edge when there is no table layout to follow, in pixels.
TOP_MARGIN = 8
#: The widest a toast grows, in pixels: a longer text wraps.
WIDEST = 640
#: Inside the toast's frame (the style sheet's padding and border), in pixels.
PAD_X, PAD_Y, BORDER = 14, 3, 1
#: The text shrinks to fit its row down to this pixel size, then it is cut short with "…".
SMALLEST_PX = 9
#: What a label's wrapping may differ by from the font metrics', in pixels.
WRAP_SLACK = 2


def reading_time(text: str) -> int:
    """How long a text stays: long enough to read it, never for ever."""
    return min(LONGEST_MS, BASE_MS + PER_CHARACTER_MS * len(text))


def fitted(text: str, base: QFont, width: int, height: int) -> tuple[QFont, str, QRect]:
    """The largest font, from ``base``'s size down to :data:`SMALLEST_PX`, at which ``text``
    fits ``width`` x ``height`` word-wrapped, the text shown and its bounds; at the smallest
    size a text that still does not fit is cut short to one line."""
    font = QFont(base)
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    for pixels in range(max(QFontInfo(base).pixelSize(), SMALLEST_PX), SMALLEST_PX - 1, -1):
        font.setPixelSize(pixels)
        bounds = QFontMetrics(font).boundingRect(QRect(0, 0, width, 1 << 20), flags, text)
        if bounds.height() <= height and bounds.width() <= width:
            return font, text, bounds
    metrics = QFontMetrics(font)
    short = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return font, short, QRect(0, 0, metrics.horizontalAdvance(short), metrics.height())


class Toast(QLabel):
    """One passing message at a time over ``table``; a new one replaces the last."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("toast")
        self._table = table
        self._message = ""
        self._font = QFont(self.font())
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet(
            f"QLabel#toast {{ color: {TEXT.name()}; background: rgba({PANEL.red()}, "
            f"{PANEL.green()}, {PANEL.blue()}, {PANEL.alpha()}); border: {BORDER}px solid "
            f"{PANEL_EDGE.name()}; border-radius: 10px; padding: {PAD_Y}px {PAD_X}px; }}"
        )
        self._opacity = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._opacity)
        self._fade = QPropertyAnimation(self._opacity, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._fade.finished.connect(self._faded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade_out)
        table.installEventFilter(self)
        self.hide()

    @staticmethod
    def on(table: QWidget) -> Toast:
        """The toast of ``table``, made the first time it is asked for."""
        found = table.findChild(Toast, "toast")
        return found if isinstance(found, Toast) else Toast(table)

    def show_message(self, text: str, milliseconds: int | None = None) -> None:
        self._message = text
        self.setAccessibleName(text)
        self._place()
        self._fade.stop()
        self._opacity.setOpacity(1.0)
        self.show()
        self.raise_()
        self._timer.start(milliseconds if milliseconds is not None else reading_time(text))

    @property
    def message(self) -> str:
        """What is shown now, whole ("" once it has gone)."""
        return self._message if self.isVisible() else ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Resize and self.isVisible():
            QTimer.singleShot(0, self, self._place)  # once the table has its new layout
        return False

    def row(self) -> QRect:
        """Where the toast may lie: the table's message row (or a strip under the top edge)."""
        scene = self._table.scene() if isinstance(self._table, QGraphicsView) else None
        layout = getattr(scene, "table_layout", None)
        if layout is None:
            width = self._table.width() - 2 * TOP_MARGIN
            return QRect(TOP_MARGIN, TOP_MARGIN, width, self._table.height() // 4)
        left, top, width, height = layout.box_pixels(layout.message)
        return QRect(round(left), round(top), int(width), int(height))

    def _place(self) -> None:
        row = self.row()
        frame_x, frame_y = 2 * (PAD_X + BORDER), 2 * (PAD_Y + BORDER)
        room = min(row.width(), WIDEST) - frame_x - WRAP_SLACK
        font, shown, bounds = fitted(self._message, self._font, room, row.height() - frame_y)
        self.setFont(font)
        self.setText(shown)
        one_line = bounds.height() <= QFontMetrics(font).height()
        width = (bounds.width() if one_line else room) + frame_x + WRAP_SLACK
        height = min(row.height(), bounds.height() + frame_y)
        self.setFixedSize(width, height)
        self.move(row.center().x() - width // 2, row.top() + (row.height() - height) // 2)

    def _fade_out(self) -> None:
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        if self._opacity.opacity() <= 0.0:
            self.hide()
