"""The widget that shows the table: it passes its size on to the layout, and keys to a handler.

Nothing is drawn here: the view only turns a resize into a new
:class:`~briscola_qt.app.table.layout.TableLayout` (and a new card size for the art), so the scene
is always exactly as large as the window and cards are rendered at the size they are shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.layout import table_layout
from briscola_qt.app.table.scene import TableScene

#: Handles a key of the table (1-3, arrows, Enter, ...); True if it meant something.
KeyHandler = Callable[[QKeyEvent], bool]


class TableView(QGraphicsView):
    def __init__(
        self,
        scene: TableScene,
        art: CardArt,
        on_key: KeyHandler,
        aspect: float,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(scene, parent)
        self._table = scene
        self._art = art
        self._on_key = on_key
        self._aspect = aspect
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 240)
        scene.seating_changed.connect(self.relayout)

    def set_aspect(self, aspect: float) -> None:
        """Cards of another shape (another deck): lay the table out again."""
        if aspect != self._aspect:
            self._aspect = aspect
            self.relayout()

    def relayout(self) -> None:
        size = self.viewport().size()
        layout = table_layout(size.width(), size.height(), self._aspect, self._table.seating)
        self._art.set_size(*layout.largest_card, self.devicePixelRatioF())
        self._table.set_layout(layout)
        self.resetCachedContent()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # moved to another screen
            self.relayout()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._on_key(event):
            event.accept()
        else:
            super().keyPressEvent(event)
