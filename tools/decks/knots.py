"""The wood of a club, in the small: its knots and the cut ends of its lopped branches.

A knot is a raised bump of the wood catching the light from the upper left, so the clubs look
knobbly and not drilled (dark dots read as holes). Every club of both packs, pips, Aces and
the courts' cudgels, draws them here, so they all read as the same wood.
"""

from __future__ import annotations

from .style import Ink
from .svg import el, g


def knob(ink: Ink, x: float, y: float, rx: float, ry: float) -> str:
    """A bump at (x, y): its shadow on the shaft below right, the wood, and a highlight on
    its upper left; no ink ring round it, which at pip size reads as a hole again."""
    p = ink.palette
    return g(
        el(
            "ellipse",
            cx=round(x + 0.4 * rx, 2),
            cy=round(y + 0.35 * ry, 2),
            rx=rx,
            ry=ry,
            fill=p.wood_dark,
        ),
        el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=p.wood),
        el(
            "ellipse",
            cx=round(x - 0.3 * rx, 2),
            cy=round(y - 0.35 * ry, 2),
            rx=round(0.5 * rx, 2),
            ry=round(0.45 * ry, 2),
            fill=p.wood_light,
        ),
    )


def cut(ink: Ink, x: float, y: float, rx: float, ry: float, angle: float) -> str:
    """The pale cut face of a lopped branch at (x, y), turned ``angle`` degrees."""
    return el(
        "ellipse",
        cx=round(x, 1),
        cy=round(y, 1),
        rx=rx,
        ry=ry,
        transform=f"rotate({angle:.0f} {x:.1f} {y:.1f})",
        **ink.fill(ink.palette.wood_light, thin=True),
    )
