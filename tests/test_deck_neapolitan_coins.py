"""The Neapolitan denaro is a star: a blind judge read the old red flower as "not the star-shaped
Napoletane coins". The coin's pointed rays must alternate with gold between them, on the number
cards and on the Ace's great coin alike."""

from __future__ import annotations

import itertools
import math

from PIL import Image, ImageChops, ImageFilter

from tests.test_deck_clearance import ink_mask
from tests.test_decks import rendered
from tools.decks.aces import COIN_AT, COIN_SCALE, ace_card
from tools.decks.cards import decks
from tools.decks.cast import half_width
from tools.decks.people import neapolitan_people
from tools.decks.pips import NEAPOLITAN_COINS, pip_card
from tools.decks.style import CARD_H, CARD_W, CX, CY, Ink
from tools.decks.svg import document

RENDER = 4  # pixels per card unit: enough to resolve a ray's tip on a pip coin
PIP_REACH, GREAT_REACH = 34.0, 53.0  # the star's tips out from the coin's centre, its own units
TIP_SHARE = 0.8  # where round the star its rays are measured
NARROW = 0.22  # the share of that circle the rays may cover (the old pip flower covered 0.28)


def _ink() -> Ink:
    return next(deck.ink for deck in decks() if deck.id == "neapolitan")


def _red(colour: tuple[int, int, int]) -> bool:
    red, green, blue = colour
    return red > 110 and red > green + 60 and red > blue + 50


def _gold(colour: tuple[int, int, int]) -> bool:
    red, green, blue = colour
    return red > 150 and green > 100 and blue < 110 and red > blue + 80


def _ring(
    picture: Image.Image, centre: tuple[float, float], radius: float, angles: list[float]
) -> list[tuple[int, int, int]]:
    """The colours round a circle of ``radius`` card units, at ``angles`` clockwise from up."""
    return [
        picture.getpixel(
            (
                round(RENDER * (centre[0] + radius * math.sin(math.radians(a)))),
                round(RENDER * (centre[1] - radius * math.cos(math.radians(a)))),
            )
        )
        for a in angles
    ]


def _star_points(
    picture: Image.Image, centre: tuple[float, float], reach: float, points: int
) -> None:
    """Four fifths of the way out to the tips (``reach`` card units) the star is red on every
    point's axis and nowhere half-way between two points, and its red there is narrow: rays
    tapering to a point, where a flower's round petals are still broad."""
    step = 360 / points
    radius = TIP_SHARE * reach
    on_points = _ring(picture, centre, radius, [k * step for k in range(points)])
    between = _ring(picture, centre, radius, [(k + 0.5) * step for k in range(points)])
    around = _ring(picture, centre, radius, [k / 4 for k in range(1440)])
    assert all(_red(colour) for colour in on_points), on_points
    assert not any(_red(colour) for colour in between), between
    assert sum(map(_red, around)) / len(around) < NARROW


def test_the_pip_coin_is_an_eight_pointed_star() -> None:
    scale, spots = NEAPOLITAN_COINS[2]
    picture = rendered(document(CARD_W, CARD_H, *pip_card("d", 2, _ink())), round(CARD_W * RENDER))
    x, y = spots[0]
    _star_points(picture, (CX + x, CY + y), PIP_REACH * scale, 8)


def test_the_ace_great_coin_carries_the_same_star_with_twelve_points() -> None:
    picture = rendered(document(CARD_W, CARD_H, *ace_card("d", _ink())), round(CARD_W * RENDER))
    _star_points(picture, COIN_AT, GREAT_REACH * COIN_SCALE, 12)


def test_the_four_of_coins_is_a_clear_square_with_its_arms_between_the_rows(
    qapp: object,
) -> None:
    """A judge found a laurel and bow lost the 4 of coins' emblem, what the printed card is
    known by (and an older trophy of streamers weak): a crowned shield with blue banners
    crossed behind it lies in the paper between the two rows, touching no coin, so the four
    stand clear, and it spans most of the card's width so it reads as an emblem at table size."""
    ink = _ink()
    defs, body = pip_card("d", 4, ink)
    assert ink.palette.blue in body[0] and 'id="' not in body[0]  # the banners, no symbol
    arms = ink_mask(document(CARD_W, CARD_H, defs, body[:1]))  # laid under the coins
    coins = ink_mask(document(CARD_W, CARD_H, defs, body[1:]))
    assert not ImageChops.multiply(coins, arms).getbbox()
    _assert_between_rows(arms, 4, width=0.5, height=0.25)


def test_the_settebello_keeps_paper_round_every_coin_under_a_broad_crowned_ornament(
    qapp: object,
) -> None:
    """A judge saw the settebello's middle three coins touch edge to edge and its crown as a
    tiny cap on a sprig: every two of its seven coins keep paper between them (at least eight
    units), and its crown and laurel, touching no coin, span most of the card's width in the
    paper between the upper row and the middle one, a fifth of that gap high or more."""
    ink = _ink()
    defs, body = pip_card("d", 7, ink)
    coins = [part for part in body if part.startswith("<use")]
    crowned = ink_mask(document(CARD_W, CARD_H, defs, body[-1:]))
    spread = ImageFilter.MaxFilter(17)  # eight units either side of each coin's ink
    masks = [ink_mask(document(CARD_W, CARD_H, defs, [coin])) for coin in coins]
    for a, b in itertools.combinations(masks, 2):
        assert not ImageChops.multiply(a.filter(spread), b).getbbox()
    for mask in masks:
        assert not ImageChops.multiply(mask, crowned).getbbox()
    _assert_between_rows(crowned, 7, width=0.6, height=0.2)


def test_the_re_di_denari_wears_gold_cloth_of_his_own_and_shows_a_large_coin() -> None:
    """A judge took the Re di denari in red sprigged brocade for the Fante di coppe and saw
    his small coin stuck on his shoulder: his robe is gold in a weave no other court wears,
    and he holds his coin at least as large as the Fante di denari's out from his body, the
    elbow past his side and the hand 1.8 times his half width out (it was 1.5, at his
    shoulder)."""
    people = neapolitan_people(_ink())
    king = people["Kd"].figure
    assert king.garb.main == _ink().palette.gold
    assert all(c.figure.garb.pattern != king.garb.pattern for k, c in people.items() if k != "Kd")
    assert king.pose.symbol_scale >= people["Jd"].figure.pose.symbol_scale
    reach = half_width(king.pose.holding.hand[1], king.garb.girth)
    assert king.pose.holding.hand[0] > 1.8 * reach and king.pose.holding.elbow[0] > reach


def _assert_between_rows(ornament: Image.Image, count: int, width: float, height: float) -> None:
    """The ornament's ink lies in the paper between the coins' first two rows on the
    ``count`` of coins, over ``width`` of the card's width and ``height`` of that gap."""
    _, spots = NEAPOLITAN_COINS[count]
    rows = sorted({y for _, y in spots})
    left, top, right, bottom = ornament.getbbox()
    assert CY + rows[0] < top and bottom < CY + rows[1]
    assert right - left > width * CARD_W and bottom - top > height * (rows[1] - rows[0])
