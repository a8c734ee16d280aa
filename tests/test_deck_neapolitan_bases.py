"""Every Neapolitan court stands on a base printed in its suit's colour, as the regional pack
prints it: yellow for coins, red for cups, blue for swords, green for batons. A player reads
the suit off the base even with the card upside down in the hand, so the colour has to show
at the smallest size the table draws a card (56 px wide), right under the feet.
"""

from __future__ import annotations

import pytest
from PIL import Image

from briscola_qt.app.table.decks import DISK_ROOT, CardRenderer, load_decks
from tests.test_deck_clearance import ink_mask
from tests.test_decks import COURTS, SMALL_WIDTH, to_pil
from tools.decks.cards import decks
from tools.decks.courts import SOLES, neapolitan_court
from tools.decks.style import CARD_H, CARD_W, CX, NEAPOLITAN_PALETTE
from tools.decks.svg import document

P = NEAPOLITAN_PALETTE
SUIT_BASES = {"c": P.red, "d": P.gold, "s": P.blue, "b": P.green}
# what else may lie under the feet: the paper and the ink of an outline or a shoe
OTHER_INKS = (P.paper, P.ink)
# the strip looked at: from just under the soles to this far below them, and this far either
# side of the card's middle (a base is at least 92 units long, under the stance)
STRIP_DEPTH, STRIP_HALF = 9.0, 30.0
# the suit's colour must be the nearest ink for at least this share of the strip's pixels
MIN_BASE_SHARE = 0.5


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def nearest_inks(strip: Image.Image) -> list[str]:
    """Each pixel of ``strip`` as the nearest of the four base colours, the paper or the ink."""
    inks = [*SUIT_BASES.values(), *OTHER_INKS]
    return [
        min(inks, key=lambda ink: sum((a - b) ** 2 for a, b in zip(pixel, rgb(ink), strict=True)))
        for pixel in strip.get_flattened_data()
    ]


@pytest.fixture(scope="module")
def small_courts(qapp: object) -> dict[str, Image.Image]:
    renderer = CardRenderer(load_decks(str(DISK_ROOT)))
    return {code: to_pil(renderer.render("neapolitan", code, SMALL_WIDTH)) for code in COURTS}


def under_the_feet(card: Image.Image, rank: str) -> Image.Image:
    """The strip of a small card just under the figure's soles (or the horse's hooves)."""
    unit = card.width / CARD_W
    sole = SOLES[rank]
    box = (CX - STRIP_HALF, sole + 1, CX + STRIP_HALF, sole + STRIP_DEPTH)
    return card.crop(tuple(round(edge * unit) for edge in box))


def test_every_court_stands_on_its_suit_colour_at_56_px(
    small_courts: dict[str, Image.Image],
) -> None:
    wrong = {}
    for code, card in small_courts.items():
        inks = nearest_inks(under_the_feet(card, code[0]))
        shares = {suit: inks.count(colour) / len(inks) for suit, colour in SUIT_BASES.items()}
        own = shares[code[1]]
        others = [share for suit, share in shares.items() if suit != code[1]]
        if own < MIN_BASE_SHARE or max(others) >= own:
            wrong[code] = {suit: round(share, 2) for suit, share in shares.items()}
    assert not wrong


def test_every_fante_and_horse_stands_on_its_base(qapp: object) -> None:
    """Drawn alone at 240 x 400, what the figure puts just above its soles (a Fante's shoes,
    a horse's hooves) lies over the base, not on the bare paper past its ends. (A Re's robe
    or mantle may fall over the base's ends as cloth over a step.)"""
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    off_the_base = {}
    for code in (code for code in COURTS if code[0] in "JQ"):
        defs, body = neapolitan_court(code[0], code[1], ink)
        *base, figure = body  # the figure is drawn last, over its base
        base_box = ink_mask(document(CARD_W, CARD_H, defs, base)).getbbox()
        sole = round(SOLES[code[0]])
        feet = ink_mask(document(CARD_W, CARD_H, defs, [figure])).crop((0, sole - 2, CARD_W, sole))
        feet_box = feet.getbbox()
        assert base_box and feet_box
        if feet_box[0] < base_box[0] or feet_box[2] > base_box[2]:
            off_the_base[code] = (feet_box[0], feet_box[2], base_box[0], base_box[2])
    assert not off_the_base
