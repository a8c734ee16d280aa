"""Card movement: one animation type per card, and every duration of the table in one place.

A :class:`CardAnimation` carries a card from where it is to a logical place, turning it over
on the way if it must (the horizontal scale goes through zero and the face changes half way)
and lifting it above the others while it moves. The target is looked up in the *current*
layout on every frame, so a window resized mid-flight still lands the card in the right spot.
A duration of 0 jumps to the end: that is the "instant" speed, which the tests use.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, fields, replace

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.layout import Place, TableLayout

#: How much longer (or shorter) than "normal" each speed makes every duration.
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Z value of a card in flight: above everything lying on the table.
FLYING_Z = 1000.0
#: How much larger a card looks at the top of its flight, as if lifted off the table.
FLIGHT_GROWTH = 0.06


@dataclass(frozen=True, slots=True)
class Timing:
    """Durations in milliseconds at "normal" speed; :meth:`at` scales them for a speed."""

    deal: int = 190
    turn_briscola: int = 380
    play: int = 330
    #: How long a complete trick stays in sight before it is swept away.
    trick_hold: int = 750
    sweep: int = 420
    draw: int = 300
    #: A human-like pause before the computer's card moves, however fast it decided.
    computer_pause: int = 600

    def at(self, speed: str) -> Timing:
        factor = SPEED_FACTORS.get(speed, 1.0)
        scaled = {field.name: round(getattr(self, field.name) * factor) for field in fields(self)}
        return replace(self, **scaled)


class CardAnimation(QVariantAnimation):
    """Moves one card to ``place`` (found through ``layout_of``), turning it to ``face_up``."""

    def __init__(
        self,
        item: CardItem,
        place: Place,
        face_up: bool,
        final_z: float,
        duration: int,
        layout_of: Callable[[], TableLayout],
        on_landed: Callable[[CardAnimation], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.item = item
        self._on_landed = on_landed
        self._layout_of = layout_of
        self._place = place
        self._face_up = face_up
        self.final_z = final_z
        self._start = item.pose
        self._flips = item.showing_face != face_up
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(duration)
        self.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.valueChanged.connect(self._step)
        self.finished.connect(self._land)
        item.setZValue(FLYING_Z + final_z)

    def _step(self, value: object) -> None:
        progress = float(value)  # type: ignore[arg-type]
        layout = self._layout_of()
        flip = 1.0
        if self._flips:
            flip = abs(1.0 - 2.0 * progress)
            if progress >= 0.5:
                self.item.show_face(self._face_up)
        pose = self._start.towards(layout.spot(self._place), progress)
        # Picked up, carried and put down: a little larger half way.
        growth = 1.0 + FLIGHT_GROWTH * math.sin(math.pi * progress)
        lifted = replace(pose, size=pose.size * growth)
        self.item.set_pose(lifted, max(flip, 0.02))
        self.item.sync(layout)

    def _land(self) -> None:
        land(self.item, self._place, self._face_up, self.final_z, self._layout_of())
        self._on_landed(self)

    def cancel(self) -> None:
        """Stop where it is, without landing (another move takes over, or a new hand)."""
        self.finished.disconnect(self._land)
        self.stop()
        self.deleteLater()


def land(item: CardItem, place: Place, face_up: bool, z: float, layout: TableLayout) -> None:
    """Put a card straight into its place: the end of every animation, and the instant speed."""
    spot = layout.spot(place)
    item.place = place
    item.face_up = face_up
    item.show_face(face_up)
    item.set_pose(spot)
    item.setZValue(z)
    item.sync(layout)


class Animator(QObject):
    """Keeps the set of running card animations and says when it has emptied.

    It must belong to the scene whose cards it moves (``parent``): an animator left to
    Python's garbage collector while its finished animations await deletion crashed PySide.
    """

    idle = Signal()

    def __init__(self, layout_of: Callable[[], TableLayout], parent: QObject) -> None:
        super().__init__(parent)
        self._layout_of = layout_of
        self._running: dict[CardItem, CardAnimation] = {}

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def is_moving(self, item: CardItem) -> bool:
        return item in self._running

    def move(self, item: CardItem, place: Place, face_up: bool, z: float, duration: int) -> None:
        """Send ``item`` to ``place``; a card already moving starts afresh from where it is."""
        item.place = place
        item.face_up = face_up
        previous = self._running.pop(item, None)
        if previous is not None:
            previous.cancel()
        if duration <= 0:
            land(item, place, face_up, z, self._layout_of())
            return
        animation = CardAnimation(
            item, place, face_up, z, duration, self._layout_of, self._landed, self
        )
        self._running[item] = animation
        animation.start()

    def stop_all(self) -> None:
        """Land every moving card at once (a new hand, or the window closing)."""
        layout = self._layout_of()
        for item, animation in list(self._running.items()):
            animation.cancel()
            land(item, item.place, item.face_up, animation.final_z, layout)
        self._running.clear()

    def _landed(self, animation: CardAnimation) -> None:
        if self._running.get(animation.item) is animation:
            del self._running[animation.item]
        animation.deleteLater()
        if not self._running:
            self.idle.emit()
