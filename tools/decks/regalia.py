"""The grand arched crown that tops the Neapolitan Ace of coins, and the orb and cross that
crown it and the lid of the Neapolitan Ace of cups.

Heavier than the small crowns the kings wear: a jewelled band, fleurons and pearls on its
rim, two pearled arches over a red cap, and an orb with a cross where the arches meet.
Drawn with its band's bottom edge centred on the origin, about 84 units wide, 64 tall.
"""

from __future__ import annotations

from .style import Ink
from .svg import el, g, path


def _fleuron(ink: Ink, x: float, height: float) -> list[str]:
    """A trefoil of gold leaves on a short stalk, standing on the band's rim."""
    p = ink.palette
    h = height
    leaf = (
        f"M0,0 C{-h * 0.5},{-h * 0.25} {-h * 0.55},{-h * 0.7} 0,{-h} "
        f"C{h * 0.55},{-h * 0.7} {h * 0.5},{-h * 0.25} 0,0 Z"
    )
    side = f"M0,{-h * 0.3} C{-h * 0.55},{-h * 0.3} {-h * 0.7},{-h * 0.7} {-h * 0.45},{-h * 0.8} Z"
    return [
        path(side, transform=f"translate({x} -12)", **ink.fill(p.gold, thin=True)),
        path(side, transform=f"translate({x} -12) scale(-1 1)", **ink.fill(p.gold, thin=True)),
        path(leaf, transform=f"translate({x} -12)", **ink.fill(p.gold)),
        el("circle", cx=x, cy=-12 - h * 0.5, r=h * 0.13, **ink.fill(p.red, thin=True)),
    ]


def grand_crown(ink: Ink) -> str:
    """The arched, jewelled crown."""
    p = ink.palette
    arches = "M-38,-14 C-38,-44 -14,-52 0,-50 M38,-14 C38,-44 14,-52 0,-50"
    cap = "M-36,-14 C-36,-42 -14,-50 0,-48 C14,-50 36,-42 36,-14 Z"
    pearls = [
        el("circle", cx=x, cy=y, r=2.2, **ink.fill(p.white, thin=True))
        for side in (-1, 1)
        for x, y in ((side * 36, -28), (side * 30, -40), (side * 19, -47), (side * 8, -50))
    ]
    band_stones = []
    for k, x in enumerate(range(-32, 33, 8)):
        if k % 2:
            band_stones.append(el("circle", cx=x, cy=-7, r=1.8, **ink.fill(p.white, thin=True)))
        else:
            stone = p.red if k % 4 == 0 else p.blue
            band_stones.append(el("ellipse", cx=x, cy=-7, rx=3, ry=4, **ink.fill(stone, thin=True)))
    return g(
        path(cap, **ink.fill(p.red)),
        path("M-22,-20 C-22,-36 -10,-42 0,-42", **ink.line(p.red_dark, ink.pen.thick)),
        path(arches, **ink.line(p.ink, 7.4)),
        path(arches, **ink.line(p.gold, 4.6)),
        *pearls,
        *_fleuron(ink, -34, 20),
        *_fleuron(ink, 0, 26),
        *_fleuron(ink, 34, 20),
        *(el("circle", cx=x, cy=-17, r=2.6, **ink.fill(p.white, thin=True)) for x in (-17, 17)),
        path("M-42,-15 L42,-15 L40,0 L-40,0 Z", **ink.fill(p.gold)),
        path("M-41,-12 L41,-12 M-40.5,-3 L40.5,-3", **ink.line(p.gold_dark)),
        *band_stones,
        orb_and_cross(ink, -58, 7, p.blue),
    )


def orb_and_cross(ink: Ink, y: float, radius: float, colour: str) -> str:
    """An orb of ``colour`` centred at height ``y``, banded in gold, a gold cross on top."""
    p = ink.palette
    r = radius
    stem, arm = 0.22 * r, 0.78 * r
    base, low, high, top = y - 0.9 * r, y - 1.55 * r, y - 2 * r, y - 2.65 * r
    cross = (
        f"M{-stem:.1f},{base:.1f} L{-stem:.1f},{low:.1f} L{-arm:.1f},{low:.1f} "
        f"L{-arm:.1f},{high:.1f} L{-stem:.1f},{high:.1f} L{-stem:.1f},{top:.1f} "
        f"L{stem:.1f},{top:.1f} L{stem:.1f},{high:.1f} L{arm:.1f},{high:.1f} "
        f"L{arm:.1f},{low:.1f} L{stem:.1f},{low:.1f} L{stem:.1f},{base:.1f} Z"
    )
    return g(
        el("circle", cx=0, cy=y, r=r, **ink.fill(colour)),
        path(f"M{-r},{y} L{r},{y} M0,{y} L0,{y - r}", **ink.line(p.gold_light, ink.pen.thick)),
        path(cross, **ink.fill(p.gold, thin=True)),
    )
