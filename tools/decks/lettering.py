"""Capital letters drawn as strokes, set along a curve: the legends on the Aces' ribbons.

Paths, not fonts, so the lettering renders the same in Qt, in a browser and on any machine.
Each glyph sits in a 10 x 16 box; only the letters our legends use are drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .svg import g, path

Point = tuple[float, float]

GLYPHS = {
    "A": "M1,15 L5,1 L9,15 M2.6,10 L7.4,10",
    "B": "M1.5,15 L1.5,1 L5.3,1 C7.6,1 8.6,2.4 8.6,4.3 C8.6,6.3 7.3,7.6 5.3,7.6 L1.5,7.6 "
    "M5.3,7.6 C7.9,7.6 9.2,9.2 9.2,11.3 C9.2,13.6 7.7,15 5.3,15 L1.5,15",
    "C": "M9,3.4 C8.1,1.8 6.7,1 5.2,1 C2.6,1 1,3.8 1,8 "
    "C1,12.2 2.6,15 5.2,15 C6.7,15 8.1,14.2 9,12.6",
    "E": "M8.8,1 L1.5,1 L1.5,15 L8.8,15 M1.5,7.8 L7,7.8",
    "I": "M5,1 L5,15 M2.4,1 L7.6,1 M2.4,15 L7.6,15",
    "L": "M1.5,1 L1.5,15 L8.8,15",
    "N": "M1.5,15 L1.5,1 L8.5,15 L8.5,1",
    "O": "M5,1 C2.4,1 1,4 1,8 C1,12 2.4,15 5,15 C7.6,15 9,12 9,8 C9,4 7.6,1 5,1 Z",
    "P": "M1.5,15 L1.5,1 L5.4,1 C7.8,1 9,2.6 9,4.6 C9,6.6 7.8,8.2 5.4,8.2 L1.5,8.2",
    "R": "M1.5,15 L1.5,1 L5.4,1 C7.8,1 9,2.6 9,4.6 C9,6.6 7.8,8.2 5.4,8.2 L1.5,8.2 M5.2,8.2 L9,15",
    "S": "M8.6,3.1 C7.8,1.7 6.5,1 5,1 C2.9,1 1.5,2.3 1.5,4.2 C1.5,8.4 8.8,7 8.8,11.6 "
    "C8.8,13.7 7.2,15 5,15 C3.3,15 2,14.3 1.2,12.8",
    "T": "M1,1 L9,1 M5,1 L5,15",
    "·": "M5,7.2 L5,8.8",
}
ADVANCE = 11.5  # box width plus the space between letters
SPACE = 8.0
# each pack letters in the weight of its corner numbers: slim Neapolitan, bold Piacentine
WEIGHTS = {"neapolitan": 1.7, "piacentine": 2.7}


def legend(
    text: str,
    along: Callable[[float], tuple[Point, float]],
    height: float,
    colour: str,
    span: float,
    weight: float = WEIGHTS["neapolitan"],
) -> str:
    """``text`` in stroked capitals ``height`` tall, centred on a curve.

    ``along(s)`` gives the point and direction (radians) at distance ``s`` from the curve's
    middle; ``span`` is the length the legend may fill, so long words shrink to fit;
    ``weight`` is the strokes' width.
    """
    scale = height / 16
    width = sum(SPACE if ch == " " else ADVANCE for ch in text) - (ADVANCE - 10)
    scale = min(scale, span / width)
    glyphs, s = [], -width * scale / 2
    for ch in text:
        step = (SPACE if ch == " " else ADVANCE) * scale
        if ch != " ":
            (x, y), angle = along(s + 5 * scale)
            glyphs.append(
                path(
                    GLYPHS[ch],
                    transform=f"translate({x:.1f} {y:.1f}) rotate({math.degrees(angle):.1f}) "
                    f"scale({scale:.3f}) translate(-5 -8)",
                )
            )
        s += step
    return g(
        *glyphs,
        fill="none",
        stroke=colour,
        stroke_width=weight,
        stroke_linecap="round",
        stroke_linejoin="round",
    )
