"""One card on the table: a cached pixmap, a pose in card units, and which face it shows.

The item paints nothing itself (QGraphicsPixmapItem draws the pixmap in C++), so no Python
runs per painted frame. Its pose is kept in card units and turned into pixels by the current
:class:`~briscola_qt.app.table.layout.TableLayout`, which is how a resize moves every card at once.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsPixmapItem

from briscola_qt.app.table.layout import Place, Spot, TableLayout
from briscola_qt.app.window.i18n import card_name
from briscola_qt.engine import Card

BACK = "back"


class PixmapSource(Protocol):
    """Where a card's picture comes from (the current deck, at the current size)."""

    def pixmap(self, code: str) -> QPixmap: ...


class CardItem(QGraphicsPixmapItem):
    """A card: ``card`` is None for a stock card whose face nobody has seen yet."""

    def __init__(self, art: PixmapSource, card: Card | None, place: Place, spot: Spot) -> None:
        super().__init__()
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._art = art
        self.card = card
        self.place = place
        #: The face the card will show once any running animation ends.
        self.face_up = False
        self._showing_face = False
        #: Where the card is now, in card units (mid-flight, between two places).
        self.pose = spot
        #: Horizontal scale for the flip, from 1 through 0 and back to 1.
        self.flip_scale = 1.0
        #: Extra lift in card units (the selected card of the player's hand).
        self.lift = 0.0
        self.refresh_pixmap()

    # --- what it shows ------------------------------------------------------------------

    @property
    def showing_face(self) -> bool:
        return self._showing_face

    def show_face(self, face: bool) -> None:
        """Show the face (or the back) now; the flip animation calls this half way."""
        if face and self.card is None:
            raise ValueError("a stock card without a known face cannot be turned up")
        if face != self._showing_face:
            self._showing_face = face
            self.refresh_pixmap()

    def refresh_pixmap(self) -> None:
        code = self.card.code if self._showing_face and self.card is not None else BACK
        pixmap = self._art.pixmap(code)
        self.setPixmap(pixmap)
        ratio = pixmap.devicePixelRatio() or 1.0
        self.setOffset(QPointF(-pixmap.width() / ratio / 2, -pixmap.height() / ratio / 2))

    def accessible_name(self) -> str:
        """What a screen reader says for this card: its name only when its face is shown."""
        if self._showing_face and self.card is not None:
            return card_name(self.card)
        return QCoreApplication.translate("CardItem", "face-down card")

    # --- where it lies ------------------------------------------------------------------

    def set_pose(self, pose: Spot, flip_scale: float = 1.0) -> None:
        self.pose = pose
        self.flip_scale = flip_scale

    def sync(self, layout: TableLayout) -> None:
        """Put the item where its pose says, at the size the layout gives cards."""
        pixmap = self.pixmap()
        ratio = pixmap.devicePixelRatio() or 1.0
        width = pixmap.width() / ratio
        # A pixmap still at an older size is scaled until the new one is rendered.
        pose = self.pose
        zoom = layout.card_width * pose.size / width if width > 0 else 1.0
        lift = self.lift * layout.card_height * pose.size
        x, y = layout.to_pixels(pose.x, pose.y)
        self.setPos(x, y - lift)
        self.setTransform(QTransform().rotate(pose.rotation).scale(self.flip_scale * zoom, zoom))
