"""The Neapolitan Fante di spade holds, as the regional pack's does, the very long sword point
down in one hand and a leafy branch in the other. The branch has to read at the smallest size
the table draws a card (56 px wide) as green leaves in his free hand, standing on the paper
beside him (held at the chest they lay over his red sleeve and his face), and it is his alone.

Each measure compares the card's court art drawn as it is with the same figure holding
nothing in his free hand, so what differs is what the branch adds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from briscola_qt.app.table.decks import DISK_ROOT
from tests.test_decks import SMALL_WIDTH, to_pil
from tools.decks import courts
from tools.decks.arms import LEAF_MIDRIB
from tools.decks.cards import decks
from tools.decks.people import Court
from tools.decks.people_piacentine import piacentine_people
from tools.decks.style import CARD_H, CARD_W, CX, NEAPOLITAN_PALETTE, Ink
from tools.decks.svg import compact_path, document

P = NEAPOLITAN_PALETTE
# every colour of the pack's palette, each pixel of a render taken as the nearest of them
INKS = {
    field.name: getattr(P, field.name)
    for field in dataclasses.fields(P)
    if str(getattr(P, field.name)).startswith("#")
}
LEAF_GREENS = {"green", "green_dark"}
# a pixel the branch changed: one of its channels moved by more than this
STRONG_DIFFERENCE = 48
# at 56 px the branch changes at least this many pixels (a clump of leaves about 8 px
# across, not a twig lost in the sleeve; it changes about 90), and at least this share of
# them reads as leaf green, the rest its wood and outlines
MIN_BRANCH_PIXELS = 60
MIN_GREEN_SHARE = 0.5
# the branch stands above this height on the card (card units): the Fante's belt is at
# about 195, and a branch hanging by his hip would be lost against his tunic
WAIST = 190.0


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def nearest_ink(pixel: tuple[int, int, int]) -> str:
    """The name of the palette colour nearest ``pixel``."""
    return min(
        INKS,
        key=lambda name: sum((a - b) ** 2 for a, b in zip(pixel, rgb(INKS[name]), strict=True)),
    )


def empty_handed(people: Callable[[Ink], dict[str, Court]]) -> Callable[[Ink], dict[str, Court]]:
    """``people`` with the Fante di spade holding nothing in his free hand."""

    def without_branch(ink: Ink) -> dict[str, Court]:
        cast = people(ink)
        figure = cast["Js"].figure
        pose = dataclasses.replace(figure.pose, item="none")
        cast["Js"] = dataclasses.replace(cast["Js"], figure=dataclasses.replace(figure, pose=pose))
        return cast

    return without_branch


def on_paper(svg: str, width: int) -> Image.Image:
    """``svg`` (a card's art alone) drawn ``width`` px wide on the pack's paper."""
    height = round(width * CARD_H / CARD_W)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(int("ff" + P.paper[1:], 16))
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return to_pil(image)


def ink_of(deck_id: str) -> Ink:
    return next(deck.ink for deck in decks() if deck.id == deck_id)


def court_art() -> str:
    return document(CARD_W, CARD_H, *courts.neapolitan_court("J", "s", ink_of("neapolitan")))


@pytest.fixture(scope="module")
def fante(qapp: object) -> tuple[str, str]:
    """The Fante di spade's court art with his branch and without it."""
    held = court_art()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(courts, "neapolitan_people", empty_handed(courts.neapolitan_people))
        bare = court_art()
    return held, bare


def branch_mask(held: str, bare: str, width: int) -> Image.Image:
    """The pixels the branch changes on a card drawn ``width`` px wide."""
    diff = ImageChops.difference(on_paper(held, width), on_paper(bare, width))
    return diff.convert("L").point(lambda value: 255 if value > STRONG_DIFFERENCE else 0)


def test_the_branch_reads_as_green_leaves_at_56_px(fante: tuple[str, str]) -> None:
    held, _ = fante
    mask = branch_mask(*fante, SMALL_WIDTH)
    card = on_paper(held, SMALL_WIDTH)
    changed = [
        card.getpixel((x, y))
        for y in range(mask.height)
        for x in range(mask.width)
        if mask.getpixel((x, y))
    ]
    assert len(changed) >= MIN_BRANCH_PIXELS
    green = sum(nearest_ink(pixel) in LEAF_GREENS for pixel in changed)
    assert green / len(changed) >= MIN_GREEN_SHARE


def changed_rows(mask: Image.Image) -> list[tuple[int, int]]:
    """The runs of rows (first, last) in which ``mask`` has any pixel set, top to bottom."""
    runs: list[tuple[int, int]] = []
    for y in range(mask.height):
        if mask.crop((0, y, mask.width, y + 1)).getbbox() is None:
            continue
        if runs and runs[-1][1] == y - 1:
            runs[-1] = (runs[-1][0], y)
        else:
            runs.append((y, y))
    return runs


def test_the_branch_stands_in_the_free_hand_beside_him(fante: tuple[str, str]) -> None:
    """On the free hand's side of the card (the sword hangs on the other), above the waist,
    and held: the fist hides the stalk where it closes round it, so the branch shows as its
    leafy top above the fist and the stalk's short foot below it."""
    figure = courts.neapolitan_people(ink_of("neapolitan"))["Js"].figure
    assert figure.pose.free.hand[0] < 0 and not figure.flip  # the free hand on the left
    mask = branch_mask(*fante, int(CARD_W))
    _, _, right, bottom = mask.getbbox()
    assert right < CX and bottom < WAIST
    (top, above), (below, foot) = changed_rows(mask)
    assert foot - below < above - top


def test_the_branch_is_the_fante_di_spade_s_alone() -> None:
    """No other court of either pack holds a branch, and no other card shows its leaves."""
    holders = [
        f"{deck_id[0]}:{code}"
        for deck_id, people in (
            ("neapolitan", courts.neapolitan_people),
            ("piacentine", piacentine_people),
        )
        for code, court in people(ink_of(deck_id)).items()
        if court.figure.pose.item == "branch"
    ]
    assert holders == ["n:Js"]
    showing = [
        f"{svg.parent.name}/{svg.stem}"
        for svg in sorted(DISK_ROOT.glob("*/*.svg"))
        if f'd="{compact_path(LEAF_MIDRIB)}"' in svg.read_text()
    ]
    assert showing == ["neapolitan/Js"]
