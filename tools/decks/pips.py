"""Number cards: balanced cups and coins, crossing lattices of swords and batons, grand Aces."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .ornaments import crown, laurel, ribbon
from .style import CX, CY, Ink
from .svg import el, g, path
from .symbols import petal_ring, place, star_centre, symbol_def

# Cups and coins stand apart: (scale, positions relative to the card centre).
ROUND_LAYOUTS: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    2: (1.0, ((0, -82), (0, 82))),
    3: (0.9, ((0, -110), (0, 0), (0, 110))),
    4: (0.86, ((-46, -72), (46, -72), (-46, 72), (46, 72))),
    5: (0.8, ((-46, -100), (46, -100), (0, 0), (-46, 100), (46, 100))),
    6: (0.76, ((-45, -108), (45, -108), (-45, 0), (45, 0), (-45, 108), (45, 108))),
    7: (0.64, ((-40, -112), (40, -112), (-62, 0), (0, 0), (62, 0), (-40, 112), (40, 112))),
}


@dataclass(frozen=True)
class Lattice:
    """Swords or batons crossed in pairs, one X per row, and an upright through the 3, 5 and 7.

    ``rows`` are the vertical offsets of the crossings; ``tilt`` leans each blade off the
    vertical; the upright's ``spine`` offset drops its hilt below the lowest crossing.
    """

    scale: float
    tilt: float
    rows: tuple[float, ...]
    spine: float = 0.0


LATTICES = {
    1: Lattice(1.45, 27.0, (0.0,)),
    2: Lattice(0.96, 41.0, (-76.0, 76.0), spine=16.0),
    3: Lattice(0.72, 49.0, (-104.0, 0.0, 104.0), spine=14.0),
}
SPINE_SCALE = 1.45


def _lattice(count: int, heavy_end_up: bool) -> list[tuple[float, float, float, bool, float]]:
    """(x, y, tilt in degrees, upside down, scale) of each sword or baton of a number card.

    Pairs lean out symmetrically from their crossing; the heavy ends (hilts, club heads)
    point away from the card's centre line, so the rows meet tip to tip and every end
    can be counted.
    """
    layout = LATTICES[count // 2]
    items = []
    for dy in layout.rows:
        # the 3's pair turns its heavy ends away from the upright's, so the three never pile up
        turned = dy > 0 or count == 3 if heavy_end_up else dy < 0 or count == 3
        items += [
            (0.0, dy, layout.tilt, turned, layout.scale),
            (0.0, dy, -layout.tilt, turned, layout.scale),
        ]
    if count % 2:  # the upright lies under the pairs, so every X keeps its shape
        items.insert(0, (0.0, layout.spine, 0.0, False, SPINE_SCALE))
    return items


def pip_card(suit: str, count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body for a number card 2-7."""
    if suit in "cd":
        scale, spots = ROUND_LAYOUTS[count]
        defs = [symbol_def(suit, "pip", ink, scale)]
        return defs, [place("pip", CX + x, CY + y, scale) for x, y in spots]
    items = _lattice(count, heavy_end_up=suit == "b")
    idents = {scale: f"pip{i}" for i, scale in enumerate(sorted({item[4] for item in items}))}
    defs = [symbol_def(suit, ident, ink, scale, leafy=False) for scale, ident in idents.items()]
    body = []
    for x, y, tilt, turned, scale in items:
        body.append(
            place(
                idents[scale],
                CX + x,
                CY + y,
                scale,
                rotate=tilt + (180 if turned else 0),
                flip=tilt < 0,
            )
        )
    return defs, body


def ace_card(suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body for the showpiece Ace of each suit."""
    return {
        "d": _ace_of_coins,
        "c": _ace_of_cups,
        "s": _ace_of_swords,
        "b": _ace_of_batons,
    }[suit](ink)


def _ace_of_coins(ink: Ink) -> tuple[list[str], list[str]]:
    """The grandest card: a large medallion with a sunburst, jewelled band and crown."""
    p = ink.palette
    rays = []
    for k in range(32):
        a = k * math.pi / 16
        r1, r2, half = 86, 100 if k % 2 else 94, math.pi / 48
        pts = [
            (r1 * math.cos(a - half), r1 * math.sin(a - half)),
            (r2 * math.cos(a), r2 * math.sin(a)),
            (r1 * math.cos(a + half), r1 * math.sin(a + half)),
        ]
        rays.append(
            path(
                "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z",
                **ink.fill(p.gold if k % 2 else p.red, thin=True),
            )
        )
    band_gems = []
    for k in range(12):
        a = k * math.pi / 6
        x, y = 69 * math.cos(a), 69 * math.sin(a)
        band_gems.append(
            el(
                "circle",
                cx=round(x, 1),
                cy=round(y, 1),
                r=4.2 if k % 2 else 5.5,
                **ink.fill(p.red if k % 2 else p.gold_light, thin=True),
            )
        )
    big_petals = petal_ring(ink, 12, -33, 10, 21, p.red)
    small_petals = petal_ring(ink, 12, -20, 5, 12, p.gold_light, turn=15)
    if ink.regional == "piacentine":
        centre = [g(*star_centre(ink.at_scale(1.55)), transform="scale(1.55)")]
    else:
        centre = [
            *big_petals,
            *small_petals,
            el("circle", r=11, **ink.fill(p.gold)),
            el("circle", r=5, **ink.fill(p.green, thin=True)),
        ]
    medal = g(
        *rays,
        el("circle", r=86, **ink.fill(p.gold)),
        el("circle", r=78, **ink.fill(p.blue)),
        el("circle", r=60, **ink.fill(p.gold)),
        *band_gems,
        path("M42,-42 A60,60 0 0 1 -42,42 A54,54 0 0 0 42,-42 Z", fill=p.gold_dark),
        el("circle", r=55, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.5),
        *centre,
        transform=f"translate({CX} {CY + 14})",
    )
    body = [
        g(laurel(ink, 70, 6), transform=f"translate({CX - 8} {CY + 122}) rotate(-70)"),
        g(laurel(ink, 70, 6, mirror=True), transform=f"translate({CX + 8} {CY + 122}) rotate(70)"),
        medal,
        g(crown(ink, 54, 30), transform=f"translate({CX} {CY - 80})"),
        g(ribbon(ink, 110, p.red), transform=f"translate({CX} {CY + 128})"),
    ]
    return [], body


def _ace_of_cups(ink: Ink) -> tuple[list[str], list[str]]:
    """A tall lidded goblet with handles, standing on a leafy base."""
    scale = 2.2
    defs = [symbol_def("c", "ace", ink, scale, ornate=True)]
    base = ink.palette
    body = [
        g(laurel(ink, 64, 6), transform=f"translate({CX - 38} {CY + 136}) rotate(-2)"),
        g(laurel(ink, 64, 6, mirror=True), transform=f"translate({CX + 38} {CY + 136}) rotate(2)"),
        place("ace", CX, CY + 20, scale),
        el("circle", cx=CX, cy=CY + 20 - 26.5 * scale, r=7, **ink.fill(base.green, thin=True)),
    ]
    return defs, body


def _ace_of_swords(ink: Ink) -> tuple[list[str], list[str]]:
    """A single upright sword wreathed in laurel with a ribbon across the blade."""
    scale = 1.62
    defs = [symbol_def("s", "ace", ink, scale)]
    body = [
        g(laurel(ink, 100, 8), transform=f"translate({CX - 8} {CY + 120}) rotate(-5)"),
        g(laurel(ink, 100, 8, mirror=True), transform=f"translate({CX + 8} {CY + 120}) rotate(5)"),
        place("ace", CX, CY, scale),
        g(
            ribbon(ink, 130, ink.palette.red, wave=10),
            transform=f"translate({CX} {CY + 20}) rotate(-14)",
        ),
        g(crown(ink, 40, 22), transform=f"translate({CX} {CY - 150})"),
    ]
    return defs, body


def _ace_of_batons(ink: Ink) -> tuple[list[str], list[str]]:
    """One big knotted club, slightly tilted, with leaves and a ribbon."""
    scale = 1.6
    defs = [symbol_def("b", "ace", ink, scale, leafy=True)]
    body = [
        g(laurel(ink, 80, 7), transform=f"translate({CX - 14} {CY + 160}) rotate(-12)"),
        g(laurel(ink, 80, 7, mirror=True), transform=f"translate({CX + 14} {CY + 160}) rotate(12)"),
        place("ace", CX, CY - 6, scale, rotate=-8),
        g(
            ribbon(ink, 120, ink.palette.red, wave=9),
            transform=f"translate({CX} {CY + 60}) rotate(10)",
        ),
    ]
    return defs, body
