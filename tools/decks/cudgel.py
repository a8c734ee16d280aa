"""The club a Piacentine court figure carries: a knotty staff of the pips' family.

The pip cards' long knotty club, held in a hand at a court figure's size, was thin enough to
read as a flute; a fat cudgel swelling to twice and a half its grip was a club on the courts
and a staff on the pips (judgement 8). The staff carried by the Fante, the Cavallo and the
Re di bastoni is a little stouter than the pips' but of their kind: a slim shaft thickening
slowly to a rounded head, with knots bulging from its sides, cut branch stubs and a bound
grip. Same frame as the pips' club (head up at y = -100, butt at 100, gripped at y = 74),
so it is held the same way.
"""

from __future__ import annotations

import math

from .knots import cut, knob
from .linework import shade
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

# knots bulging from the sides: (side, height, size)
KNOTS = ((1, -50, 3.6), (-1, -20, 3.4), (1, 12, 3.0), (-1, 40, 2.6))
# cut branch stubs: (side, height, length)
STUBS = ((-1, -60, 10.0), (1, -6, 8.0))


def half_width(y: float) -> float:
    """Slim at the grip, thickening slowly and swelling into a rounded head, as the pips'
    staff does."""
    t = min(max((64 - y) / 150, 0.0), 1.0)
    return 6.0 + 2.6 * t + 4.0 * math.exp(-(((y + 80) / 16) ** 2))


def _side(side: int) -> list[tuple[float, float]]:
    points = []
    for y in range(96, -84, -6):
        bulge = sum(size * math.exp(-(((y - at) / 7) ** 2)) for s, at, size in KNOTS if s == side)
        points.append((side * (half_width(y) + bulge), float(y)))
    return points


def cudgel(ink: Ink) -> str:
    """The whole club, outlined, shaded down its right side, with knots, stubs and grip."""
    p = ink.palette
    right, left = _side(1), _side(-1)
    outline = smooth_outline([*right, (8, -96), (0, -101), (-8, -96), *left[::-1], (0, 100)])
    stubs = []
    for side, y, length in STUBS:
        base = side * (half_width(y) - 2)
        end = (base + side * length * 0.8, y - length * 0.6)
        stubs += [
            path(
                f"M{base},{y + 4} L{end[0] + side * 1.5:.1f},{end[1] + 3:.1f} "
                f"L{end[0] - side * 1.5:.1f},{end[1] - 3:.1f} L{base},{y - 5} Z",
                **ink.fill(p.wood),
            ),
            cut(ink, end[0], end[1], 3.4, 2, side * 52),
        ]
    shade_side = smooth_outline(
        [(half_width(y) * 0.35, float(y)) for y in range(92, -90, -12)]
        + [(half_width(y), float(y)) for y in range(-90, 93, 12)]
    )
    knots = [knob(ink, side * (half_width(at) - 1.5), at, 2.2, 3.2) for side, at, _ in KNOTS]
    return g(
        *stubs,
        path(outline, fill=p.wood),
        path(shade_side, fill=shade(p.wood, 0.3)),
        path(
            outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"
        ),
        *knots,
        # grain lines down the light side and the round cut of the head
        path("M-3,56 C-5,20 -6,-20 -9,-60 M2,-30 C1,-50 0,-70 -2,-86", **ink.line(p.wood_dark)),
        el("ellipse", cx=0, cy=-96, rx=5.5, ry=2.2, **ink.fill(p.wood_light, thin=True)),
        # the grip bound in red cord
        path("M-6.6,62 L6.6,62 L6.4,88 L-6.4,88 Z", **ink.fill(p.red, thin=True)),
        path("M-6.5,69 L6.5,69 M-6.4,75 L6.4,75 M-6.4,81 L6.4,81", **ink.line(p.red_dark)),
    )
