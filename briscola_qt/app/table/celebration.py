"""A short celebration when the player wins a match: flecks of gold and colour fall over the
felt for under two seconds, then are gone.

Plain rectangles moved by one animation (no pixmaps, a few dozen items), over everything
else so the match's headline is seen through them; a new deal sweeps them away at once.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QObject, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from briscola_qt.app.table.layout import TableLayout

CELEBRATION_MS = 1800
FLECKS = 60
CELEBRATION_Z = 2100.0  # over the end-of-hand panel
COLOURS = (
    QColor(212, 175, 55),
    QColor(245, 238, 214),
    QColor(200, 60, 52),
    QColor(70, 130, 200),
    QColor(120, 170, 80),
)
#: When the flecks start to fade, as a share of the celebration.
FADE_FROM = 0.7


class Celebration(QObject):
    """Owns the falling flecks of one scene while they fall."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        # Each fleck: its item, where it starts (x, y), how far it falls, sways and spins.
        self._flecks: list[tuple[QGraphicsRectItem, float, float, float, float, float, float]] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(CELEBRATION_MS)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self.stop)

    @property
    def running(self) -> bool:
        return bool(self._flecks)

    def start(self, layout: TableLayout, seed: int = 0) -> None:
        self.stop()
        rng = random.Random(seed)
        width, height = layout.window_size
        size = max(4.0, layout.unit * 0.09)
        for _ in range(FLECKS):
            item = QGraphicsRectItem(-size / 2, -size * 0.7, size, size * 1.4)
            item.setBrush(QBrush(rng.choice(COLOURS)))
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setZValue(CELEBRATION_Z)
            self._scene.addItem(item)
            self._flecks.append(
                (
                    item,
                    rng.uniform(0, width),
                    rng.uniform(-0.35 * height, 0.0),
                    rng.uniform(0.8, 1.3) * height,
                    rng.uniform(-0.04, 0.04) * width,
                    rng.uniform(-720.0, 720.0),
                    rng.uniform(0.0, 2 * math.pi),
                )
            )
        self._step(0.0)
        self._animation.start()

    def stop(self) -> None:
        self._animation.stop()
        for item, *_ in self._flecks:
            self._scene.removeItem(item)
        self._flecks = []

    def _step(self, value: object) -> None:
        progress = float(value)  # type: ignore[arg-type]
        fade = 1.0 if progress < FADE_FROM else max(0.0, (1 - progress) / (1 - FADE_FROM))
        for item, x, y, fall, sway, spin, phase in self._flecks:
            item.setPos(x + sway * math.sin(phase + progress * 6), y + fall * progress)
            item.setRotation(spin * progress)
            item.setOpacity(fade)
