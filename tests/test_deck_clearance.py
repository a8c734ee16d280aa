"""The Piacentine courts keep clear of the frame, the corner numbers and the seam.

The court art is drawn alone (no paper, frame or numbers) at the card's own size, 240 x 400,
so each measure is in card units. A crown touching the frame line or a plume on the corner
number made the figure look cramped; a rider's leg or a horse's barrel running across the
seam into the turned half made the Cavalli read as knots; a bare band of paper between the
halves made them read as two stickers, so a Cavallo's halves now end under a drawn divider.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageFilter
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tools.decks.cards import decks
from tools.decks.courts import piacentine_court, seam_divider
from tools.decks.style import CARD_H, CARD_W, CY, Ink
from tools.decks.svg import document

FRAME_INSET = 8  # the Piacentine frame rule (finish.piacentine_frame)
CLEARANCE = 8  # room kept between the art and the frame rule or a corner number
SEAM = 3  # a Cavallo's figure art keeps this far from the centre line, under the divider
COURTS = [rank + suit for suit in "cdsb" for rank in "JQK"]


def ink_mask(svg: str) -> Image.Image:
    """Where an SVG drawn on a transparent card at 240 x 400 puts any visible ink."""
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    raw = bytes(rgba.constBits())
    picture = Image.frombuffer("RGBA", (rgba.width(), rgba.height()), raw, "raw", "RGBA", 0, 1)
    return picture.getchannel("A").point(lambda alpha: 255 if alpha > 60 else 0)


def piacentine_ink() -> Ink:
    return next(deck.ink for deck in decks() if deck.id == "piacentine")


def court_mask(code: str) -> Image.Image:
    defs, body = piacentine_court(code[0], code[1], piacentine_ink())
    return ink_mask(document(CARD_W, CARD_H, defs, body))


def numbers_mask(code: str, deck: str) -> Image.Image:
    """Both corner numbers as ``deck`` prints them (the Piacentine in their box), grown by
    the clearance they are owed."""
    theme = next(d for d in decks() if d.id == deck)
    return ink_mask(document(CARD_W, CARD_H, *theme.corner_numbers(code))).filter(
        ImageFilter.MaxFilter(2 * CLEARANCE + 1)
    )


@pytest.fixture(scope="module")
def masks(qapp: object) -> dict[str, Image.Image]:
    return {code: court_mask(code) for code in COURTS}


def frame_crowding(masks: dict[str, Image.Image], inset: float) -> dict[str, object]:
    """The courts whose art comes nearer than the clearance to a frame rule at ``inset``."""
    inner = inset + CLEARANCE
    return {
        code: box
        for code, mask in masks.items()
        if (box := mask.getbbox())
        and (box[0] < inner or box[1] < inner or box[2] > CARD_W - inner or box[3] > CARD_H - inner)
    }


def number_crowding(masks: dict[str, Image.Image], deck: str) -> dict[str, object]:
    """The cards whose art comes nearer than the clearance to one of ``deck``'s corner
    numbers."""
    crowded: dict[str, object] = {}
    for code, mask in masks.items():
        both = Image.composite(mask, Image.new("L", mask.size), numbers_mask(code, deck))
        if (box := both.getbbox()) is not None:
            crowded[code] = box
    return crowded


def test_courts_clear_the_frame(masks: dict[str, Image.Image]) -> None:
    assert not frame_crowding(masks, FRAME_INSET)


def test_courts_clear_the_corner_numbers(masks: dict[str, Image.Image]) -> None:
    assert not number_crowding(masks, "piacentine")


def test_nothing_crosses_a_cavallo_seam(masks: dict[str, Image.Image]) -> None:
    """Only the divider's own drawing may show on the seam: any other ink there is figure art
    (a leg, the barrel, the cloth) running over it into the turned half."""
    divider = ink_mask(document(CARD_W, CARD_H, [], seam_divider(piacentine_ink())))
    band = (0, int(CY) - SEAM, int(CARD_W), int(CY) + SEAM)
    crossing = {
        code: box
        for code in COURTS
        if code[0] == "Q"
        and (box := ImageChops.subtract(masks[code], divider).crop(band).getbbox())
    }
    assert not crossing


def test_a_cavallo_seam_is_covered_by_its_divider(qapp: object) -> None:
    """The divider spans the whole band the halves end in, so no bare paper parts them."""
    divider = ink_mask(document(CARD_W, CARD_H, [], seam_divider(piacentine_ink())))
    middle = divider.crop((40, int(CY) - SEAM, int(CARD_W) - 40, int(CY) + SEAM))
    assert middle.getextrema()[0] == 255
