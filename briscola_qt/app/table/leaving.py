"""The last hand's cards leaving the table at a new deal: they slide off the left edge and
fade, instead of vanishing, while the new stock is laid. Until they are gone the scene does
not count them among its cards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.layout import Spot, TableLayout

#: Where a leaving card ends, in card units: past the left edge, a little lower, turned.
OFF_X, DROP, TURN = -1.5, 0.3, -30.0


class LeavingCards(QObject):
    def __init__(self, scene: QGraphicsScene, layout: Callable[[], TableLayout]) -> None:
        super().__init__(scene)
        self._scene = scene
        self._layout = layout
        self._ids: set[int] = set()

    def holds(self, item: CardItem) -> bool:
        return id(item) in self._ids

    def send_off(self, items: list[CardItem], duration: int) -> None:
        starts = [item.pose for item in items]
        self._ids |= {id(item) for item in items}
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InQuad)

        def step(value: object) -> None:
            progress = float(value)  # type: ignore[arg-type]
            layout = self._layout()
            for item, start in zip(items, starts, strict=True):
                gone = Spot(OFF_X, start.y + DROP, start.rotation + TURN, start.size)
                item.set_pose(start.towards(gone, progress))
                item.sync(layout)
                item.setOpacity(1.0 - progress)

        def done() -> None:
            for item in items:
                self._ids.discard(id(item))
                if item.scene() is self._scene:
                    self._scene.removeItem(item)

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
