"""The Neapolitan 2-7 of cups: goblets drawn larger and with more craft than one stamp.

A blind judge found "the cups all the same stamped goblet", too small (the 7's tiny), and
asked for them about 15 % larger with traditional banding or gadrooning in a second colour.
"""

from __future__ import annotations

import re

import pytest
from PIL import Image, ImageChops, ImageFilter
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tests.test_deck_clearance import ink_mask
from tools.decks.cards import decks
from tools.decks.courts import neapolitan_court
from tools.decks.pips import NEAPOLITAN_COINS, NEAPOLITAN_CUPS, pip_card
from tools.decks.style import CARD_H, CARD_W, Ink
from tools.decks.suits_neapolitan import PIP_BAND, PIP_BOWL, PIP_GADROONS, pip_goblet
from tools.decks.svg import document, g

GROWTH = 1.14  # the cups drawn at least this much larger than the coins (the old cups' size)
# the share of the card the 5-7 of cups cover with ink: at the coins' sizes they covered
# 16.4 %, 17.6 % and 15.3 %
CUPS_SHARE = 0.2
VINE_ROOM = 2  # paper kept between a vine and any goblet, in card units
ZOOM = 4  # the goblet drawn alone this many times its own size, to read its colours
MAJORITY = 0.6  # the share of a row across the bowl that must be in the expected colour
PIP_WIDTH, PIP_HEIGHT = 80.0, 110.0  # room round a goblet drawn about its origin
GOLD, RED = {"gold", "gold_dark", "gold_light"}, {"red", "red_dark"}  # palette names


def neapolitan_ink() -> Ink:
    return next(deck.ink for deck in decks() if deck.id == "neapolitan")


def test_the_cups_are_drawn_larger_than_the_coins_of_the_same_count() -> None:
    """Each count's goblets at least ``GROWTH`` times the size they shared with the coins."""
    for count, (scale, spots) in NEAPOLITAN_CUPS.items():
        coin_scale, coin_spots = NEAPOLITAN_COINS[count]
        assert scale >= GROWTH * coin_scale, count
        assert len(spots) == len(coin_spots) == count


@pytest.mark.parametrize("count", range(5, 8))
def test_the_5_to_7_of_cups_cover_more_of_the_card(qapp: object, count: int) -> None:
    """Measured on the card's art alone, as the Piacentine 5-7 are (tests/test_deck_pips.py)."""
    histogram = ink_mask(document(CARD_W, CARD_H, *pip_card("c", count, neapolitan_ink())))
    assert sum(histogram.histogram()[128:]) / (CARD_W * CARD_H) >= CUPS_SHARE


def goblets_and_vines(count: int) -> tuple[Image.Image, Image.Image]:
    """Where a card's goblets put their ink, and where its vines do."""
    defs, body = pip_card("c", count, neapolitan_ink())
    cups = [part for part in body if part.startswith("<use")]
    vines = [part for part in body if not part.startswith("<use")]
    return (
        ink_mask(document(CARD_W, CARD_H, defs, cups)),
        ink_mask(document(CARD_W, CARD_H, defs, vines)),
    )


@pytest.mark.parametrize("count", (2, 3, 4, 6, 7))
def test_the_vines_keep_paper_round_the_larger_goblets(qapp: object, count: int) -> None:
    """The pack's flowering vines stay between the cups, with paper between them and every
    goblet, so the larger cups did not crowd them out."""
    cups, vines = goblets_and_vines(count)
    assert vines.getbbox() is not None
    grown = cups.filter(ImageFilter.MaxFilter(2 * VINE_ROOM + 1))
    assert ImageChops.multiply(grown, vines).getbbox() is None


def test_the_5_of_cups_scroll_lies_under_its_centre_goblet_only(qapp: object) -> None:
    """The 5's scroll grows from behind the middle cup and keeps clear of the four others."""
    defs, body = pip_card("c", 5, neapolitan_ink())
    cups = [part for part in body if part.startswith("<use")]
    vines = [part for part in body if not part.startswith("<use")]
    assert NEAPOLITAN_CUPS[5][1][2] == (0, 0)  # the centre goblet, drawn third
    corners = cups[:2] + cups[3:]
    corner_ink = ink_mask(document(CARD_W, CARD_H, defs, corners))
    vine_ink = ink_mask(document(CARD_W, CARD_H, defs, vines))
    assert ImageChops.multiply(corner_ink, vine_ink).getbbox() is None


def drawn_large(parts: list[str]) -> Image.Image:
    """A symbol drawn around the origin, ``ZOOM`` times its own size, in colour."""
    size = (round(PIP_WIDTH * ZOOM), round(PIP_HEIGHT * ZOOM))
    where = f"translate({size[0] / 2} {size[1] / 2}) scale({ZOOM})"
    svg = document(*size, [], [g(*parts, transform=where)])
    image = QImage(*size, QImage.Format.Format_RGBA8888)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter)
    painter.end()
    return Image.frombuffer("RGBA", size, bytes(image.constBits()), "raw", "RGBA", 0, 1)


def colour_names(ink: Ink) -> dict[str, tuple[int, int, int]]:
    """The palette's colours a goblet is drawn in, by name."""
    names = ("red", "red_dark", "gold", "gold_dark", "gold_light", "blue", "ink", "white")
    hexes = {name: getattr(ink.palette, name) for name in names}
    return {name: tuple(int(h[i : i + 2], 16) for i in (1, 3, 5)) for name, h in hexes.items()}


def share_across_the_bowl(
    picture: Image.Image, y: float, names: set[str], ink: Ink, *, outlines: bool = True
) -> float:
    """The share of the row at height ``y`` (the symbol's units) across the bowl whose
    pixels are nearest one of the palette colours ``names``; without ``outlines``, of the
    row's coloured pixels only (a symbol whose lines are drawn for a smaller size, zoomed,
    has outlines thick enough to take a third of a row)."""
    palette = colour_names(ink)
    half = PIP_BOWL.half_width(y) * 0.9
    row = round((y + PIP_HEIGHT / 2) * ZOOM)
    xs = range(round((PIP_WIDTH / 2 - half) * ZOOM), round((PIP_WIDTH / 2 + half) * ZOOM))
    hits = counted = 0
    for x in xs:
        r, g_, b, _ = picture.getpixel((x, row))
        nearest = min(
            palette,
            key=lambda n: sum((c - d) ** 2 for c, d in zip((r, g_, b), palette[n], strict=True)),
        )
        if outlines or nearest != "ink":
            counted += 1
            hits += nearest in names
    return hits / counted


def assert_banded_and_gadrooned(goblet: Image.Image, ink: Ink, *, outlines: bool = True) -> None:
    """Down the bowl: a gold band under the lip, the red bowl, then the gold gadroons round
    its foot (``outlines`` as in ``share_across_the_bowl``)."""
    band_row = PIP_BAND[0] + (PIP_BAND[1] - PIP_BAND[0]) * 0.2  # above the stones and studs
    red_row = (PIP_BAND[1] + PIP_GADROONS) / 2
    gadroon_row = (PIP_GADROONS + PIP_BOWL.side[3][1]) / 2
    for row, colours in ((band_row, GOLD), (red_row, RED), (gadroon_row, GOLD)):
        assert share_across_the_bowl(goblet, row, colours, ink, outlines=outlines) >= MAJORITY


def test_the_pip_goblet_is_red_between_a_gold_band_and_gold_gadroons(qapp: object) -> None:
    """The number cards' goblet, drawn alone."""
    ink = neapolitan_ink()
    assert_banded_and_gadrooned(drawn_large(pip_goblet(ink.at_scale(ZOOM))), ink)


@pytest.mark.parametrize("rank", "JQK")
def test_the_cup_courts_hold_the_number_cards_goblet(qapp: object, rank: str) -> None:
    """The Fante, Cavallo and Re of cups hold the same banded, gadrooned goblet as the 2-7
    (they held a plainer one, red to its foot, and the suit showed two cups): the held cup
    their card defines is the pip goblet's shapes, only its lines drawn for the hand's size,
    and drawn large shows the gold band over the red bowl and the gold gadroons under it."""
    ink = neapolitan_ink()
    defs, _ = neapolitan_court(rank, "c", ink)
    (held,) = [part for part in defs if part.startswith('<g id="held">')]
    shapes = [re.sub(r' stroke-width="[^"]*"', "", part) for part in pip_goblet(ink)]
    assert (
        re.sub(r' stroke-width="[^"]*"', "", held) == f'<g id="held"><g>{"".join(shapes)}</g></g>'
    )
    assert_banded_and_gadrooned(drawn_large([held]), ink, outlines=False)


@pytest.mark.parametrize("count", range(2, 8))
def test_the_number_cards_draw_the_gadrooned_goblet(count: int) -> None:
    """Every count's cups are the gadrooned goblet, drawn with lines for its size."""
    ink = neapolitan_ink()
    scale = NEAPOLITAN_CUPS[count][0]
    defs, _ = pip_card("c", count, ink)
    assert all(part in defs[0] for part in pip_goblet(ink.at_scale(scale)))
