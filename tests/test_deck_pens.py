"""Each pack is drawn in its own hand: the Neapolitan with a bold woodcut contour, the
Piacentine with a finer engraved one (``style.NEAPOLITAN_PEN`` and ``PIACENTINE_PEN``).

A judge found both packs "plainly by the same hand": one even line weight on both. The
contour is measured on the shipped cards as a player sees them, where the art's outline
meets the paper: along every row and column of the rendered card, each run of ink with the
paper on one side and a coloured fill on the other crosses the contour once, and the median
run is the line's width. Drawn with one pen, the two packs measured within a fifth of each
other and the Piacentine was the heavier on three of these twelve cards.
"""

from __future__ import annotations

import re
import statistics

import pytest
from PIL import Image, ImageChops

from briscola_qt.app.table.decks import DISK_ROOT, CardRenderer, load_decks
from tests.test_decks import to_pil
from tools.decks.cards import decks
from tools.decks.style import CARD_W

SCALE = 3  # pixels per card unit: a third of a card unit is told apart
WIDTH = round(CARD_W * SCALE)
# a number card and the Ace of each suit, and courts of every rank
CARDS = ["3c", "5d", "4s", "3b", "Ac", "Ad", "As", "Ab", "Jc", "Qs", "Kd", "Qb"]
INK_TOLERANCE = 35  # a pixel this near the ink colour (per channel) is the line's core
PAPER_TOLERANCE = 10
SIDE = 2  # pixels stepped past the line's antialiased edge to see what lies beside it
FILL, PAPER, INK = 0, 1, 2
# the Neapolitan contour is this much heavier than the Piacentine one over all the cards
# (drawn with one pen the two measured 2.0 and 1.67 card units, a ratio of 1.2)
BOLDER = 1.4


def near(picture: Image.Image, colour: str, tolerance: int) -> Image.Image:
    """Where ``picture`` is within ``tolerance`` of ``colour`` in every channel (255)."""
    rgb = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    channels = ImageChops.difference(picture, Image.new("RGB", picture.size, rgb)).split()
    furthest = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    return furthest.point(lambda distance: 255 if distance <= tolerance else 0)


def contour_runs(picture: Image.Image, ink: str, paper: str) -> list[int]:
    """The lengths in pixels of the ink runs that have paper on one side, a fill on the
    other, along every row and every column."""
    classes = ImageChops.add(
        near(picture, ink, INK_TOLERANCE).point(lambda v: INK if v else FILL),
        near(picture, paper, PAPER_TOLERANCE).point(lambda v: PAPER if v else FILL),
    )
    runs: list[int] = []
    for grid in (classes, classes.transpose(Image.Transpose.TRANSPOSE)):
        data, width = grid.tobytes(), grid.width
        for row in (data[i : i + width] for i in range(0, len(data), width)):
            for run in re.finditer(bytes([INK]) + b"+", row):
                before, after = run.start() - SIDE, run.end() + SIDE - 1
                if before >= 0 and after < width and {row[before], row[after]} == {FILL, PAPER}:
                    runs.append(run.end() - run.start())
    return runs


@pytest.fixture(scope="module")
def contours(qapp: object) -> dict[str, dict[str, list[int]]]:
    """Each deck's contour runs, card by card, measured on the shipped art."""
    renderer = CardRenderer(load_decks(str(DISK_ROOT)))
    return {
        deck.id: {
            code: contour_runs(
                to_pil(renderer.render(deck.id, code, WIDTH)),
                deck.ink.palette.ink,
                deck.ink.palette.paper,
            )
            for code in CARDS
        }
        for deck in decks()
    }


def test_no_piacentine_card_has_the_heavier_contour(
    contours: dict[str, dict[str, list[int]]],
) -> None:
    heavier = {
        code: (statistics.median(runs), statistics.median(contours["neapolitan"][code]))
        for code, runs in contours["piacentine"].items()
        if statistics.median(runs) > statistics.median(contours["neapolitan"][code])
    }
    assert not heavier


def test_the_two_packs_contours_differ_by_a_clear_margin(
    contours: dict[str, dict[str, list[int]]],
) -> None:
    neapolitan, piacentine = (
        statistics.median(run for runs in contours[deck].values() for run in runs)
        for deck in ("neapolitan", "piacentine")
    )
    assert neapolitan >= BOLDER * piacentine, (neapolitan / SCALE, piacentine / SCALE)
