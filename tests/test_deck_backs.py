"""A card's back must look the same turned round: a player must not be able to tell which
way up a card lies in an opponent's hand."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tools.decks.cards import decks
from tools.decks.style import CARD_H, CARD_W


def grey(svg: str) -> Image.Image:
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_RGBA8888)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    raw = bytes(image.constBits())
    size = (image.width(), image.height())
    return Image.frombuffer("RGBA", size, raw, "raw", "RGBA", 0, 1).convert("L")


@pytest.mark.parametrize("deck", ["neapolitan", "piacentine"])
def test_every_back_looks_the_same_turned_round(qapp: object, deck: str) -> None:
    back = grey(next(d for d in decks() if d.id == deck).back_face())
    diff = ImageChops.difference(back, back.rotate(180)).point(lambda v: 255 if v > 40 else 0)
    assert diff.getbbox() is None, diff.getbbox()
