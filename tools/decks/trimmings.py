"""The small things an engraver lavishes on a court figure's costume: buttons down the
doublet, garters tied below the knee, a shoe's sole, strap and rosette, a boot's turned-down
top, ermine at a king's collar and cuffs. Drawn in the figure frame (see cast.py)."""

from __future__ import annotations

import itertools
import math

from .cast import Garb
from .linework import shade
from .style import Ink
from .svg import el, path

Point = tuple[float, float]

# an ermine's black tail, pointing down +y from its root at the origin
ERMINE_TAIL = "M0,-1.4 l-1.1,2.8 l1.1,-0.8 l1.1,0.8 Z"


def buttons(ink: Ink, garb: Garb) -> list[str]:
    """A row of gold buttons down the front of a doublet or tunic, each with its shine."""
    if garb.cut in ("armour", "robe") or garb.motif in ("placket", "chain", "lacing", "sash"):
        return []
    p = ink.palette
    parts = []
    for y in (-62, -50, -38, -26, -15):
        parts += [
            el("circle", cx=0, cy=y, r=1.9, **ink.fill(p.gold, thin=True)),
            el("circle", cx=-0.6, cy=y - 0.6, r=0.6, fill=p.gold_light),
        ]
    return parts


def garter(ink: Ink, knee: Point, colour: str, side: int) -> list[str]:
    """A ribbon tied round the leg below the knee, its two ends hanging on the outside."""
    x, y = knee[0], knee[1] + 7
    tie = x + side * 6
    return [
        path(f"M{x - 6.4},{y - 1} Q{x},{y + 2.2} {x + 6.4},{y - 1}", **ink.line(colour, 2.6)),
        path(
            f"M{tie},{y} C{tie + side * 3},{y + 4} {tie + side * 2},{y + 8} "
            f"{tie + side * 4},{y + 11} "
            f"M{tie},{y} C{tie + side * 1},{y + 5} {tie - side * 1},{y + 8} {tie},{y + 12}",
            **ink.line(colour, 1.6),
        ),
        el("circle", cx=tie, cy=y, r=1.6, **ink.fill(colour, thin=True)),
    ]


def shoe_detail(ink: Ink, x: float, sole: float, boots: bool) -> list[str]:
    """The sole under the foot, and on a shoe its strap with a rosette on the instep; on a
    boot the turned-down top and the seam up its side."""
    p = ink.palette
    toe = 1 if x >= 0 else -1
    parts = [
        path(f"M{x - 6 * toe},{sole - 0.6} L{x + 13 * toe},{sole - 0.6}", **ink.line(p.ink, 1.6))
    ]
    if boots:
        top = sole - 36
        parts += [
            path(
                f"M{x - 7},{top} L{x + 7},{top} L{x + 6.4},{top + 5} L{x - 6.4},{top + 5} Z",
                **ink.fill(shade(p.wood, 0.05), thin=True),
            ),
            path(f"M{x + 2},{top + 6} L{x + 2.6},{sole - 9}", **ink.line(p.wood_dark, 0.6)),
        ]
    else:
        parts += [
            path(
                f"M{x - 3 * toe},{sole - 8.6} L{x + 1 * toe},{sole - 2}",
                **ink.line(p.red_dark, 1.4),
            ),
            el("circle", cx=x + 3 * toe, cy=sole - 6.4, r=1.8, **ink.fill(p.red, thin=True)),
        ]
    return parts


def ermine_cuff(ink: Ink, wrist: Point, back: Point) -> list[str]:
    """White fur at a king's cuff, powdered with black tails in staggered rows (four
    across, three between), each tail pointing down the arm: two dots alone read as eyes."""
    (wx, wy), (bx, by) = wrist, back
    length = math.hypot(wx - bx, wy - by) or 1.0
    ux, uy = (wx - bx) / length, (wy - by) / length  # down the arm, towards the hand
    cx, cy = (wx + bx) / 2, (wy + by) / 2
    angle = math.degrees(math.atan2(uy, ux)) - 90  # the tail's shape points down +y
    spots = [(x, -2.0) for x in (-5.1, -1.7, 1.7, 5.1)] + [(x, 0.9) for x in (-3.4, 0.0, 3.4)]
    return [
        path(
            ERMINE_TAIL,
            fill=ink.palette.ink,
            transform=(
                f"translate({cx + across * -uy + along * ux:.2f} "
                f"{cy + across * ux + along * uy:.2f}) rotate({angle:.1f})"
            ),
        )
        for across, along in spots
    ]


def ermine_collar(ink: Ink) -> list[str]:
    """A king's ermine cape round his shoulders, low enough on the chest to leave the neck
    showing: its hem cut in scallops deepest at the front and its white fur powdered with
    black tails in two staggered rows (a plain oval with a few specks read as a bib)."""
    p = ink.palette

    def hem_y(x: float) -> float:
        return -58 - 12 * (x / 31) ** 2

    def top_y(x: float) -> float:
        return -75.2 + 5.2 * (x / 31) ** 2

    hem = [(x, hem_y(x)) for x in (-31 + 62 * k / 8 for k in range(9))]
    scallops = " ".join(
        f"Q{(a[0] + b[0]) / 2:.1f},{(a[1] + b[1]) / 2 + 3.4:.1f} {b[0]:.1f},{b[1]:.1f}"
        for a, b in itertools.pairwise(hem)
    )
    rows = [(x, 0.28) for x in (-20.0, -7.0, 7.0, 20.0)] + [(x, 0.64) for x in (-13.5, 0.0, 13.5)]
    tails = [(x, top_y(x) + depth * (hem_y(x) - top_y(x))) for x, depth in rows]
    return [
        path(f"M-31,-70 {scallops} C22,-77 -22,-77 -31,-70 Z", **ink.fill(p.white)),
        *(
            path(ERMINE_TAIL, fill=p.ink, transform=f"translate({x:.1f} {y:.1f}) scale(1.5)")
            for x, y in tails
        ),
    ]
