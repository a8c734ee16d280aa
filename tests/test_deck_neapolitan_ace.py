"""The Neapolitan Ace of coins is the pack's own card: a two-headed eagle, the two heads
mirroring each other, with the great coin whole and central on its breast (judges took the
old sunburst medallion for a handsome card, but not the Neapolitan Ace)."""

from __future__ import annotations

import math

from PIL import Image, ImageChops, ImageOps

from tests.test_deck_clearance import ink_mask
from tests.test_decks import rendered
from tools.decks.aces import COIN_AT, COIN_SCALE, ace_card
from tools.decks.cards import decks
from tools.decks.double_eagle import HEAD, HEAD_SCALE
from tools.decks.style import CARD_H, CARD_W
from tools.decks.svg import document

MIRROR_OVERLAP = 0.97  # the coin's struck shade lies on one side only; the drawing does not
BLUE_BAND = 66.0  # a radius inside the coin's blue band (60 to 78), through its ring of beads
BEAD_GAPS = [30 * k + offset for k in range(12) for offset in (10, 15, 20)]  # degrees
GREAT_DISC = 0.24  # the blue band reaches this share of the card's width out from the centre
GAP = 6  # the paper between the two heads reaches at least this far either side of centre
DARK = 75  # plumage: darker than any gold, red or cream on the card


def _art() -> str:
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    return document(CARD_W, CARD_H, *ace_card("d", ink))


def test_the_eagle_mirrors_itself(qapp: object) -> None:
    mask = ink_mask(_art())
    mirrored = ImageOps.mirror(mask)
    both = ImageChops.darker(mask, mirrored).histogram()[255]
    either = ImageChops.lighter(mask, mirrored).histogram()[255]
    assert both / either > MIRROR_OVERLAP


def test_two_heads_look_away_from_each_other_over_an_open_v(qapp: object) -> None:
    """At the heads' height the plumage is dark either side of the centre and the paper
    shows between the necks: two heads, not the Polla's one in the middle."""
    grey = rendered(_art(), int(CARD_W)).convert("L")
    row = round(COIN_AT[1] + HEAD[1])
    head_reach = round(10 * HEAD_SCALE)

    def dark_share(centre: float, reach: int) -> float:
        xs = range(round(centre) - reach, round(centre) + reach)
        return sum(grey.getpixel((x, row)) < DARK for x in xs) / len(xs)

    for side in (-1, 1):
        assert dark_share(COIN_AT[0] + side * HEAD[0], head_reach) > 0.6
    assert dark_share(COIN_AT[0], GAP) == 0


def test_the_great_coin_is_whole_and_central(qapp: object) -> None:
    """Its blue band shows unbroken all round (nothing of the eagle laid over it), at a
    size that makes it the card's great disc."""
    picture: Image.Image = rendered(_art(), int(CARD_W))
    radius = BLUE_BAND * COIN_SCALE
    samples = [
        picture.getpixel(
            (
                round(COIN_AT[0] + radius * math.cos(math.radians(angle))),
                round(COIN_AT[1] + radius * math.sin(math.radians(angle))),
            )
        )
        for angle in BEAD_GAPS
    ]
    assert all(_blue(colour) for colour in samples)
    row = round(COIN_AT[1])
    band_reach = max(
        abs(x - COIN_AT[0]) for x in range(int(CARD_W)) if _blue(picture.getpixel((x, row)))
    )
    assert band_reach > GREAT_DISC * CARD_W


def _blue(colour: tuple[int, int, int]) -> bool:
    red, green, blue = colour
    return blue > red + 60 and blue > green + 30
