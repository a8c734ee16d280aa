"""The Piacentine Ace of cups is a grand chalice on the pack's hexagonal foot (the Piacentine
and Romagnole packs stand it on six sides, the Viterbesi on a round base), with a knop on its
stem and no handles, so it is never taken for the Neapolitan lidded goblet. Measured on the
Ace's art drawn alone, at three times the card's units."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from tests.test_decks import rendered
from tools.decks.aces import CHALICE_AT, ace_card
from tools.decks.cards import decks
from tools.decks.goblet import (
    CHALICE_LIP,
    DEPTH,
    FOOT_LEDGE,
    FOOT_SKIRT,
    FOOT_Y,
    PIACENTINE_CUP,
)
from tools.decks.style import CARD_H, CARD_W
from tools.decks.svg import document

SCALE = 3  # pixels per card unit
STRAIGHT = 1.5  # a straight edge strays at most this many pixels from its line
KNOP_SWELL = 2.5  # the knop is this many times as wide as the stem above it
PAPER = 245  # brighter than this in every channel is the white the art is drawn on


@pytest.fixture(scope="module")
def picture(qapp: object) -> Image.Image:
    ink = next(deck.ink for deck in decks() if deck.id == "piacentine")
    return rendered(document(CARD_W, CARD_H, *ace_card("c", ink)), int(CARD_W * SCALE))


def _px(x: float, y: float) -> tuple[int, int]:
    """The pixel of the chalice's own point (x, y)."""
    return round((CHALICE_AT[0] + x) * SCALE), round((CHALICE_AT[1] + y) * SCALE)


def _drawn(picture: Image.Image, x: int, y: int) -> bool:
    return min(picture.getpixel((x, y))) <= PAPER


def _lowest_ink(picture: Image.Image, x: float) -> int:
    """The lowest drawn pixel in the chalice's column ``x``."""
    column, _ = _px(x, 0)
    return max(y for y in range(picture.height) if _drawn(picture, column, y))


def _reach(picture: Image.Image, y: float) -> float:
    """How far, in card units, the drawing reaches from the centre line along row ``y``."""
    centre, row = _px(0, y)
    drawn = [abs(x - centre) for x in range(picture.width) if _drawn(picture, x, row)]
    return max(drawn, default=0) / SCALE


def test_the_foot_stands_on_three_straight_sides_of_a_hexagon(picture: Image.Image) -> None:
    """The foot's lower edge, as seen, is the near half of a hexagon in perspective: a level
    front side across the middle and two straight sides rising to its widest corners (a round
    foot's edge curves all the way)."""
    half = FOOT_LEDGE / 2
    front = [_lowest_ink(picture, x) for x in range(-round(half * 0.9), round(half * 0.9))]
    assert max(front) - min(front) <= STRAIGHT
    for side in (-1, 1):
        xs = [side * (half + (FOOT_LEDGE - half) * k / 10) for k in range(1, 10)]
        lows = [_lowest_ink(picture, x) for x in xs]
        start, end = _lowest_ink(picture, side * half * 1.05), _lowest_ink(picture, xs[-1])
        line = [start + (end - start) * k / (len(xs) - 1) for k in range(len(xs))]
        assert max(abs(low - on) for low, on in zip(lows, line, strict=True)) <= STRAIGHT * 2
        rise = (max(front) - lows[-1]) / SCALE
        assert rise > 0.7 * DEPTH * FOOT_LEDGE * math.sin(math.radians(60))


def test_the_foot_shows_its_near_corners_as_upright_edges(picture: Image.Image) -> None:
    """Down the skirt at each near corner of the hexagon an outline runs: its faces are drawn
    as faces, with edges between them."""
    corner_y = FOOT_Y + DEPTH * FOOT_LEDGE * math.sin(math.radians(60))
    for side in (-1, 1):
        x, top = _px(side * FOOT_LEDGE / 2, corner_y + 1.5)
        _, bottom = _px(0, corner_y + FOOT_SKIRT - 1.5)
        darkest = [
            min(max(picture.getpixel((x + dx, y))) for dx in (-1, 0, 1)) for y in range(top, bottom)
        ]
        assert all(value < 90 for value in darkest)


def test_the_stem_swells_into_a_knop(picture: Image.Image) -> None:
    stem = _reach(picture, 10)
    knop = max(_reach(picture, y) for y in range(28, 48))
    assert knop > KNOP_SWELL * stem


def test_nothing_reaches_out_beyond_the_lip_above_the_foot(picture: Image.Image) -> None:
    """An open chalice without handles: bowl, stem and the flowers above it all stay within
    the lip's reach (the Neapolitan goblet's handles reach well beyond its bowl)."""
    lip = PIACENTINE_CUP.half_width(CHALICE_LIP)
    rows = range(round(-CHALICE_AT[1]) + 1, round(FOOT_Y - DEPTH * FOOT_LEDGE) - 2)
    assert max(_reach(picture, y) for y in rows) <= lip + 2
