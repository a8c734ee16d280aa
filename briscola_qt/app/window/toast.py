"""A passing word on the table ("Match resumed — your turn"): shown over the felt for a few
seconds, then faded out.

It floats over the table view instead of sitting in a status bar, so it never changes the
table's size, and it times out by itself (longer texts stay longer). Clicks go through it to
the table. What must not be missed (a save that failed) belongs on the notice board instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QGraphicsView, QLabel, QWidget

from briscola_qt.app.table.texts import PANEL, PANEL_EDGE, TEXT

BASE_MS = 2500
PER_CHARACTER_MS = 45
LONGEST_MS = 8000
FADE_MS = 350
#: Under the band of the table's facts, in pixels.
TOP_MARGIN = 8


def reading_time(text: str) -> int:
    """How long a text stays: long enough to read it, never for ever."""
    return min(LONGEST_MS, BASE_MS + PER_CHARACTER_MS * len(text))


class Toast(QLabel):
    """One passing message at a time over ``table``; a new one replaces the last."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("toast")
        self._table = table
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet(
            f"QLabel#toast {{ color: {TEXT.name()}; background: rgba({PANEL.red()}, "
            f"{PANEL.green()}, {PANEL.blue()}, {PANEL.alpha()}); border: 1px solid "
            f"{PANEL_EDGE.name()}; border-radius: 10px; padding: 6px 14px; }}"
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
        self.setText(text)
        self.setAccessibleName(text)
        self._place()
        self._fade.stop()
        self._opacity.setOpacity(1.0)
        self.show()
        self.raise_()
        self._timer.start(milliseconds if milliseconds is not None else reading_time(text))

    @property
    def message(self) -> str:
        """What is shown now ("" once it has gone)."""
        return self.text() if self.isVisible() else ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        width = min(self._table.width() - 2 * TOP_MARGIN, 520)
        self.setFixedWidth(max(width, 120))
        self.adjustSize()
        self.move((self._table.width() - self.width()) // 2, self._top())

    def _top(self) -> int:
        """Just under the band of the table's facts, which it must not hide."""
        scene = self._table.scene() if isinstance(self._table, QGraphicsView) else None
        layout = getattr(scene, "table_layout", None)
        if layout is None:
            return TOP_MARGIN
        return TOP_MARGIN + round(layout.to_pixels(0, layout.band.bottom)[1])

    def _fade_out(self) -> None:
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        if self._opacity.opacity() <= 0.0:
            self.hide()
