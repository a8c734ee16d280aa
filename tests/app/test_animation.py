"""Card animations: durations in one place, instant speed, the flip, and landing for sure."""

from __future__ import annotations

from dataclasses import fields
from typing import NamedTuple

import pytest
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsScene

from briscola_qt.app.table.animation import FLYING_Z, Animator, Timing
from briscola_qt.app.table.card_item import BACK, CardItem
from briscola_qt.app.table.layout import Area, Place, TableLayout, table_layout
from briscola_qt.engine import Card


class Art:
    """Pictures that say which face they are (by their width)."""

    def pixmap(self, code: str) -> QPixmap:
        return QPixmap(60 if code == BACK else 61, 100)


class AceOnStock(NamedTuple):
    layout: TableLayout
    scene: QGraphicsScene  # kept so the item stays alive
    item: CardItem
    animator: Animator


@pytest.fixture
def ace_on_stock(qapp) -> AceOnStock:
    """The Ace of coins face down on the stock of a 900 x 640 table, with an animator."""
    layout = table_layout(900, 640)
    scene = QGraphicsScene()
    stock = Place(Area.STOCK)
    item = CardItem(Art(), Card.parse("Ad"), stock, layout.spot(stock))
    scene.addItem(item)
    return AceOnStock(layout, scene, item, Animator(lambda: layout, scene))


def test_every_duration_scales_with_the_speed_and_instant_is_zero() -> None:
    normal, slow, instant = Timing(), Timing().at("slow"), Timing().at("instant")
    for field in fields(Timing):
        assert getattr(slow, field.name) > getattr(normal, field.name) > 0
        assert getattr(instant, field.name) == 0


def test_duration_zero_lands_at_once_face_up(ace_on_stock: AceOnStock) -> None:
    layout, _, item, animator = ace_on_stock
    target = Place(Area.HAND, 0, 1)
    animator.move(item, target, True, 101.0, 0)
    assert not animator.busy
    assert item.place == target and item.showing_face and item.zValue() == 101.0
    spot = layout.spot(target)
    assert (item.pos().x(), item.pos().y()) == layout.to_pixels(spot.x, spot.y)


def test_a_flip_changes_face_half_way_and_the_card_flies_above_the_table(
    qtbot, ace_on_stock: AceOnStock
) -> None:
    _, _, item, animator = ace_on_stock
    idle: list[bool] = []
    animator.idle.connect(lambda: idle.append(True))
    animator.move(item, Place(Area.HAND, 0, 0), True, 100.0, 200)
    assert animator.busy and item.zValue() >= FLYING_Z and not item.showing_face
    widths = set()
    qtbot.waitUntil(lambda: (widths.add(item.pixmap().width()), not animator.busy)[1], timeout=3000)
    assert widths == {60, 61}  # back first, then the face
    assert idle == [True] and item.showing_face and item.zValue() == 100.0
