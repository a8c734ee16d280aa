"""The clubs Piacentine court figures carry: knotty wood of the pips' family.

The pip cards' long knotty club, held in a hand at a court figure's size, was thin enough to
read as a flute. The Cavallo carries a staff a little stouter than the pips' but of their
kind: a slim shaft thickening slowly to a rounded head, with knots bulging from its sides,
cut branch stubs and a bound grip. The Fante and the Re, standing, carry a real cudgel like
the pack's Ace: the shaft swells steadily to a heavy knotted head near three times the
grip's thickness (the staff, in a standing man's fist, read as a walking stick). Same frame
as the pips' club (head up at y = -100, butt at 100, gripped at y = 74), so both are held
the same way.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .knots import cut, knob
from .linework import shade
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

# knots bulging from the sides: (side, height, size)
KNOTS = ((1, -50, 3.6), (-1, -20, 3.4), (1, 12, 3.0), (-1, 40, 2.6))
# cut branch stubs: (side, height, length)
STUBS = ((-1, -60, 10.0), (1, -6, 8.0))
# the Fante's and Re's club: fewer, fatter knots where the wood swells, and three lopped
# branches, the last low on the shaft so the fist sits between knots
HEAVY_KNOTS = ((1, -64, 4.6), (-1, -36, 4.4), (1, -8, 3.6), (-1, 24, 3.0), (1, 46, 2.4))
HEAVY_STUBS = ((-1, -74, 12.0), (1, -38, 10.0), (-1, 6, 8.0))

Knots = tuple[tuple[int, int, float], ...]
Stubs = tuple[tuple[int, int, float], ...]


def half_width(y: float) -> float:
    """Slim at the grip, thickening slowly and swelling into a rounded head, as the pips'
    staff does."""
    t = min(max((64 - y) / 150, 0.0), 1.0)
    return 6.0 + 2.6 * t + 4.0 * math.exp(-(((y + 80) / 16) ** 2))


def heavy_width(y: float) -> float:
    """A club, not a staff: a hand's breadth at the grip, swelling steadily up the shaft to
    a head near three times as thick, like the pack's Ace (a pips' staff in a fist read as
    a walking stick)."""
    t = min(max((80 - y) / 172, 0.0), 1.0)
    return 6.2 + 9.0 * t**1.5 + 2.6 * math.exp(-(((y + 76) / 14) ** 2))


def _side(side: int, width: Callable[[float], float], knots: Knots) -> list[tuple[float, float]]:
    points = []
    for y in range(96, -84, -6):
        bulge = sum(size * math.exp(-(((y - at) / 7) ** 2)) for s, at, size in knots if s == side)
        points.append((side * (width(y) + bulge), float(y)))
    return points


def _staff(
    ink: Ink,
    width: Callable[[float], float],
    knots: Knots,
    stubs: Stubs,
    crown: float,
    head_cut: float,
) -> list[str]:
    """A knotty staff ``width`` wide (half widths by height), rounded over at the top through
    (±``crown``, -96): outline, shaded down its right side, knots and cut branch stubs."""
    p = ink.palette
    right, left = _side(1, width, knots), _side(-1, width, knots)
    outline = smooth_outline(
        [*right, (crown, -96), (0, -101), (-crown, -96), *left[::-1], (0, 100)]
    )
    cuts = []
    for side, y, length in stubs:
        base = side * (width(y) - 2)
        end = (base + side * length * 0.8, y - length * 0.6)
        cuts += [
            path(
                f"M{base},{y + 4} L{end[0] + side * 1.5:.1f},{end[1] + 3:.1f} "
                f"L{end[0] - side * 1.5:.1f},{end[1] - 3:.1f} L{base},{y - 5} Z",
                **ink.fill(p.wood),
            ),
            cut(ink, end[0], end[1], 3.4, 2, side * 52),
        ]
    shade_side = smooth_outline(
        [(width(y) * 0.35, float(y)) for y in range(92, -90, -12)]
        + [(width(y), float(y)) for y in range(-90, 93, 12)]
    )
    bumps = [knob(ink, side * (width(at) - 1.5), at, 2.2, 3.2) for side, at, _ in knots]
    return [
        *cuts,
        path(outline, fill=p.wood),
        path(shade_side, fill=shade(p.wood, 0.3)),
        path(
            outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"
        ),
        *bumps,
        el("ellipse", cx=0, cy=-96, rx=head_cut, ry=2.2, **ink.fill(p.wood_light, thin=True)),
    ]


def _grip(ink: Ink, half: float) -> list[str]:
    """The grip bound in red cord, ``half`` wide either side."""
    p = ink.palette
    return [
        path(
            f"M{-half},62 L{half},62 L{half - 0.2:g},88 L{-half + 0.2:g},88 Z",
            **ink.fill(p.red, thin=True),
        ),
        path(
            # the cord's turns, the first where the binding still flares
            " ".join(
                f"M{-w:g},{y} L{w:g},{y}"
                for w, y in ((half - 0.1, 69), (half - 0.2, 75), (half - 0.2, 81))
            ),
            **ink.line(p.red_dark),
        ),
    ]


def cudgel(ink: Ink) -> str:
    """The whole club, outlined, shaded down its right side, with knots, stubs and grip."""
    p = ink.palette
    *wood, head = _staff(ink, half_width, KNOTS, STUBS, 8, 5.5)
    return g(
        *wood,
        # grain lines down the light side and the round cut of the head
        path("M-3,56 C-5,20 -6,-20 -9,-60 M2,-30 C1,-50 0,-70 -2,-86", **ink.line(p.wood_dark)),
        head,
        *_grip(ink, 6.6),
    )


def heavy_cudgel(ink: Ink) -> str:
    """The Fante's and Re's club: the pips' wood, but a real cudgel swelling to a heavy
    knotted head (see ``heavy_width``), with grain lines that follow the swell."""
    p = ink.palette
    grain = " ".join(
        f"M{k * heavy_width(56):.1f},56 C{k * heavy_width(10):.1f},10 "
        f"{k * heavy_width(-40):.1f},-40 {k * heavy_width(-84) * 0.8:.1f},-84"
        for k in (-0.45, 0.1)
    )
    return g(
        *_staff(ink, heavy_width, HEAVY_KNOTS, HEAVY_STUBS, 13, 9.0),
        path(grain, **ink.line(p.wood_dark)),
        *_grip(ink, 6.8),
    )
