"""The backs of the two packs, and the lettering drawn on them and on the Ace of coins.

A card's back must look the same turned round: a player must not be able to tell which
way up a card lies in an opponent's hand. The two packs' backs must be told apart at a
glance, each in a printed border round a lettered centre; the lettering is drawn as paths
(Roman capitals swept with a broad pen), so it needs no font on the machine.
"""

from __future__ import annotations

import math

import pytest
from PIL import Image, ImageChops, ImageStat

from tests.test_decks import NEAR_COPY_OVERLAP, edges, overlap, rendered
from tools.decks import finish, lettering
from tools.decks.cards import Deck, decks
from tools.decks.finish import BORDER, PANEL
from tools.decks.style import CARD_W, CY
from tools.decks.svg import document, g, path

DECK_IDS = ("neapolitan", "piacentine")
STRONG = 40  # a difference in grey a player sees, not antialiasing


def deck(deck_id: str) -> Deck:
    return next(d for d in decks() if d.id == deck_id)


def changed(a: Image.Image, b: Image.Image) -> Image.Image:
    """Where two pictures differ strongly, as a black and white mask."""
    return ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > STRONG else 0)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_back_looks_the_same_turned_round(qapp: object, deck_id: str) -> None:
    back = rendered(deck(deck_id).back_face(), int(CARD_W)).convert("L")
    diff = ImageChops.difference(back, back.rotate(180)).point(lambda v: 255 if v > STRONG else 0)
    assert diff.getbbox() is None, diff.getbbox()


def test_the_two_backs_are_blue_and_red_at_table_size(qapp: object) -> None:
    red, green, blue = ImageStat.Stat(rendered(deck("neapolitan").back_face(), 56)).mean
    assert blue > red + 30 and blue > green + 20, (red, green, blue)
    red, green, blue = ImageStat.Stat(rendered(deck("piacentine").back_face(), 56)).mean
    assert red > blue + 60 and red > green + 60, (red, green, blue)


def test_the_two_backs_patterns_differ_not_only_their_colours(qapp: object) -> None:
    """Compared as greyscale edge maps of the field above the centre piece (so a recoloured
    copy would count as a copy): a diagonal trellis against a floral repeat in half-dropped rows."""
    left, top, right, _ = PANEL
    field = (int(left + BORDER + 8), int(top + BORDER + 8), int(right - BORDER - 8), 100)
    neapolitan, piacentine = (
        edges(rendered(deck(deck_id).back_face(), int(CARD_W))).crop(field) for deck_id in DECK_IDS
    )
    assert overlap(neapolitan, piacentine) < NEAR_COPY_OVERLAP


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_back_has_a_printed_border_all_round(qapp: object, deck_id: str) -> None:
    """The band round the pattern is printed alike on all four sides, and stands apart in
    colour from the field just inside it."""
    back = rendered(deck(deck_id).back_face(), int(CARD_W))
    left, top, right, bottom = (int(v) for v in PANEL)
    band, inset = int(BORDER) - 2, 20

    def mean(box: tuple[int, int, int, int]) -> list[float]:
        return ImageStat.Stat(back.crop(box)).mean

    sides = [
        mean((left + inset, top + 2, right - inset, top + band)),
        mean((left + inset, bottom - band, right - inset, bottom - 2)),
        mean((left + 2, top + inset, left + band, bottom - inset)),
        mean((right - band, top + inset, right - 2, bottom - inset)),
    ]
    for side in sides[1:]:
        assert math.dist(side, sides[0]) < 4, sides
    inside = mean((left + inset, top + int(BORDER) + 1, right - inset, top + int(BORDER) + 5))
    assert math.dist(sides[0], inside) > 30, (sides[0], inside)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_every_back_is_lettered_once_upright_and_once_turned(
    qapp: object, monkeypatch: pytest.MonkeyPatch, deck_id: str
) -> None:
    """The pack's name is drawn in the top half and again, turned, in the bottom half, as
    paths: the lettering reads upright either way up and tells no one which way is up."""
    lettered = deck(deck_id).back_face()
    monkeypatch.setattr(finish, "roman_legend", lambda *args, **kwargs: "")
    bare = deck(deck_id).back_face()
    assert "<text" not in lettered
    mask = changed(rendered(lettered, int(CARD_W)), rendered(bare, int(CARD_W)))
    top = mask.crop((0, 0, mask.width, mask.height // 2))
    bottom = mask.crop((0, mask.height - top.height, mask.width, mask.height))
    assert top.getbbox() is not None
    # the bottom legend is the top one turned round (its antialiased edge pixels aside),
    # not mirrored: a mirrored word would read backwards
    turned = bottom.rotate(180)
    both = ImageChops.darker(top, turned).histogram()[255]
    either = ImageChops.lighter(top, turned).histogram()[255]
    assert both / either > 0.8, both / either


def glyph_picture(ch: str) -> Image.Image:
    """One Roman capital alone, black on white, 20 pixels to a unit of its 10 x 16 box."""
    svg = document(12, 20, [], [g(path(lettering.roman(ch)), transform="translate(1 2)")])
    return rendered(svg, 240).convert("L").point(lambda v: 255 if v < 128 else 0)


def first_run(pixels: list[int]) -> int:
    """The length of the first run of ink along a row or column of a glyph's picture."""
    start = next(i for i, v in enumerate(pixels) if v)
    return next(i for i in range(start, len(pixels)) if not pixels[i]) - start


def test_roman_capitals_have_serifs_and_thick_stems_with_fine_hairlines(qapp: object) -> None:
    """An I's head and foot are serifed, wider than its stem; an O is thick at its sides
    and fine at its top, as a broad pen leaves it, not a line of one weight."""
    letter_i = glyph_picture("I")
    width = letter_i.width

    def row(picture: Image.Image, units: float) -> list[int]:
        y = round((units + 2) * 20)
        return [picture.getpixel((x, y)) for x in range(width)]

    stem = sum(1 for v in row(letter_i, 8) if v)
    for end in (1.1, 14.9):
        assert sum(1 for v in row(letter_i, end) if v) > 1.6 * stem, end
    letter_o = glyph_picture("O")
    side = first_run(row(letter_o, 8))
    top = first_run([letter_o.getpixel((120, y)) for y in range(letter_o.height)])
    assert side > 1.8 * top, (side, top)


def test_the_ace_of_coins_banner_is_lettered_in_roman_capitals(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The PIACENTINE on the Piacentine Ace of coins is the Roman lettering, on the banner
    under the eagle's feet and nowhere else."""
    piacentine = deck("piacentine")
    lettered = piacentine.face("Ad")
    monkeypatch.setattr(lettering, "roman", lambda ch: "")
    bare = piacentine.face("Ad")
    assert "<text" not in lettered
    mask = changed(rendered(lettered, int(CARD_W)), rendered(bare, int(CARD_W)))
    box = mask.getbbox()
    assert box is not None
    banner = CY + 130  # where the Ace sets its banner (aces._polla)
    assert banner - 14 < box[1] and box[3] < banner + 14, box
    assert box[2] - box[0] > 60, box  # the whole word, not a letter
