"""What Neapolitan players know their pack by: the whiskered mask of the 3 of batons and
the Fanti as beardless youths.

A blind judge found the 3 of batons' mask a grave leafy face with no whiskers, the Fante di
coppe a moustached grown man with the Kings' face, and the Fante di bastoni a pantomime
figure in a jester's cap.
"""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tests.test_deck_clearance import frame_crowding, ink_mask
from tests.test_deck_clearance_neapolitan import FRAME_INSET
from tools.decks.cards import Deck, decks
from tools.decks.features import moustache_of
from tools.decks.heads import Head
from tools.decks.people import neapolitan_people
from tools.decks.pips import pip_card
from tools.decks.style import CARD_H, CARD_W, CX, CY
from tools.decks.svg import document

TABLE_WIDTH = 56  # a card's width in pixels on a crowded table
# where the whiskers' outer halves lie, in card units off the middle: out in the paper on
# each side of the clubs, where the 2 of batons has none of its ink
WHISKER_SPAN, WHISKER_BAND = (60.0, 95.0), (-35.0, 50.0)
DARK = 140  # a pixel this dark (0-255) at table size is ink, not the cream paper or the wood
WHISKER_PIXELS = 20  # dark pixels each side's whiskers make at table size
# the share of the clubs' ink the mask may hide: the foliate mask hid 31 %
MASK_COVER = 0.27
GRIPS = 50  # how far below the mask the three grips run side by side

# the soft faces of boys: a long or a lean face with its firm jaw reads as a grown man's
SOFT_BUILDS = ("oval", "round")
# the hair of grown men: whiskers grown down the cheeks
WHISKERED_HAIR = ("whiskered", "swept")
# headwear that makes a page a clown: the tall curled plume of the page's cap
COMIC_HATS = ("page",)


def fanti() -> dict[str, Head]:
    ink = next(d for d in decks() if d.id == "neapolitan").ink
    return {
        code: court.figure.head
        for code, court in neapolitan_people(ink).items()
        if code.startswith("J")
    }


@pytest.mark.parametrize("code", ["Jc", "Jd", "Js", "Jb"])
def test_neapolitan_fante_is_a_beardless_youth(code: str) -> None:
    head = fanti()[code]
    assert head.age == "young"
    assert head.beard == "none" and moustache_of(head) == "none"
    assert head.build in SOFT_BUILDS
    assert head.hair not in WHISKERED_HAIR
    assert head.hat not in COMIC_HATS


def neapolitan() -> Deck:
    return next(d for d in decks() if d.id == "neapolitan")


def at_table_size(svg: str) -> Image.Image:
    """The card's grey levels as a player sees it on the table, ``TABLE_WIDTH`` wide."""
    height = round(TABLE_WIDTH * CARD_H / CARD_W)
    image = QImage(TABLE_WIDTH, height, QImage.Format.Format_RGBA8888)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter, QRectF(0, 0, TABLE_WIDTH, height))
    painter.end()
    raw = bytes(image.constBits())
    return Image.frombuffer("RGBA", (TABLE_WIDTH, height), raw, "raw", "RGBA", 0, 1).convert("L")


def dark_pixels_beside_the_middle(picture: Image.Image, side: int) -> int:
    """Dark pixels in the whiskers' zone on ``side`` (-1 left, 1 right) of the card."""
    unit = TABLE_WIDTH / CARD_W
    xs = sorted(CX + side * reach for reach in WHISKER_SPAN)
    box = (xs[0] * unit, (CY + WHISKER_BAND[0]) * unit, xs[1] * unit, (CY + WHISKER_BAND[1]) * unit)
    zone = picture.crop(tuple(round(v) for v in box))
    return sum(1 for level in zone.get_flattened_data() if level < DARK)


@pytest.mark.parametrize("side", (-1, 1))
def test_the_three_of_batons_mask_fans_dark_whiskers_into_the_paper(
    qapp: object, side: int
) -> None:
    """The whiskers are the mask's signature: long dark strokes out past the clubs on both
    sides, still there at table size, where the 2 of batons shows bare paper."""
    deck = neapolitan()
    assert dark_pixels_beside_the_middle(at_table_size(deck.face("3b")), side) >= WHISKER_PIXELS
    assert dark_pixels_beside_the_middle(at_table_size(deck.face("2b")), side) == 0


def test_the_three_of_batons_mask_leaves_three_clubs_to_count(qapp: object) -> None:
    """The mask lies over the crossing only: it hides little of the wood, every row under it
    crosses the three grips apart, and its whiskers keep the pack's margin from the edge."""
    defs, body = pip_card("b", 3, neapolitan().ink)
    mask = ink_mask(document(CARD_W, CARD_H, defs, body[-1:]))  # the mask is laid on last
    clubs = ink_mask(document(CARD_W, CARD_H, defs, body[:-1]))
    hidden = ImageChops.multiply(mask, clubs)
    ink = sum(1 for v in clubs.get_flattened_data() if v)
    assert sum(1 for v in hidden.get_flattened_data() if v) <= MASK_COVER * ink
    mask_bottom = mask.getbbox()[3]
    for y in range(mask_bottom + 10, mask_bottom + GRIPS):
        row = [clubs.getpixel((x, y)) for x in range(clubs.width)]
        assert sum(1 for x in range(1, len(row)) if row[x] and not row[x - 1]) == 3, y
    assert not frame_crowding({"3b": mask}, FRAME_INSET)


CROWN_SHARE = 0.2  # the top of the mask, as a share of its height: its head, where ears would be
# the widest notch of paper allowed across the head's top, in pixels: the notches between two
# curls of hair; the old cat's ears stood some 36 pixels apart
CROWN_NOTCH = 12


def test_the_three_of_batons_mask_is_a_mans_head_without_ears(qapp: object) -> None:
    """A judge read the old mask as a cartoon cat, its two pointed ears standing apart over
    the face: the mask's top is one rounded head of hair, no row of it parted by more than the
    notch between two curls."""
    defs, body = pip_card("b", 3, neapolitan().ink)
    mask = ink_mask(document(CARD_W, CARD_H, defs, body[-1:]))
    left, top, right, bottom = mask.getbbox()
    for y in range(top, top + round(CROWN_SHARE * (bottom - top))):
        inked = [x for x in range(left, right) if mask.getpixel((x, y))]
        widest = max((b - a - 1 for a, b in itertools.pairwise(inked)), default=0)
        assert widest <= CROWN_NOTCH, (y, widest)
