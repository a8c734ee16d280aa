"""The small flowers of the Piacentine number cards: a four-petalled rosette, a garland and
the coins' berried branch, drawn big enough to read as flowers at 56 px (a red dot reads as a
stray mark) and kept to the spaces the symbols leave; and the crowned arms between the four
coins of the 4, as the pack's 4 of coins carries the chequy arms of Piacenza.

All drawn centred on the origin, in card units; the branch grows up from the origin.
"""

from __future__ import annotations

import math

from .regalia import jewelled_crown
from .style import Ink
from .svg import el, g, path

LEAF = "M0,0 C5,-6 14,-8 24,-4 C15,2 7,3 0,0 Z"  # a leaf from its stalk along +x
PETAL = "M0,0 C-7,-3 -8,-12 -3,-14 C-1,-15 0,-13 0,-12 C0,-13 1,-15 3,-14 C8,-12 7,-3 0,0 Z"


def leaf(ink: Ink, x: float, y: float, angle: float, size: float, dark: bool = False) -> str:
    """A pointed green leaf at (x, y) pointing ``angle`` degrees (0 = right), with its rib."""
    p = ink.palette
    where = f"translate({x:.1f} {y:.1f}) rotate({angle:.0f}) scale({size:.2f})"
    return g(
        path(LEAF, **ink.at_scale(size).fill(p.green_dark if dark else p.green, thin=True)),
        path("M2,-0.5 C8,-2 14,-3 19,-3.5", **ink.at_scale(size).line(p.green_dark)),
        transform=where,
    )


def rosette(ink: Ink, size: float = 1.0, leaves: bool = True) -> str:
    """A four-petalled red flower, heart-notched petals round a gold eye, four small leaves
    between the petals; about 32 units across at size 1."""
    p = ink.palette
    pen = ink.at_scale(size)
    parts = []
    if leaves:
        parts += [leaf(pen, 0, 0, 45 + 90 * k, 0.9, dark=bool(k % 2)) for k in range(4)]
    parts += [
        path(PETAL, transform=f"rotate({90 * k})", **pen.fill(p.red, thin=True)) for k in range(4)
    ]
    parts += [
        path(
            "M0,-3 L0,-9",
            transform=f"rotate({90 * k})",
            **pen.line(p.red_dark, pen.pen.thin * 0.8),
        )
        for k in range(4)
    ]
    parts += [
        el("circle", r=3.6, **pen.fill(p.gold, thin=True)),
        el("circle", r=1.3, fill=p.red_dark),
    ]
    return g(*parts, transform=f"scale({size:.2f})")


def bud(ink: Ink, x: float, y: float, angle: float) -> str:
    """A closed red bud in a green cup, pointing ``angle`` degrees (0 = up)."""
    p = ink.palette
    return g(
        el("ellipse", cx=0, cy=-5, rx=3.4, ry=5.2, **ink.fill(p.red, thin=True)),
        path("M-3.6,-2 C-3,2 3,2 3.6,-2 L0,1 Z", **ink.fill(p.green, thin=True)),
        transform=f"translate({x:.1f} {y:.1f}) rotate({angle:.0f})",
    )


def garland(ink: Ink, reach: float) -> str:
    """A rosette between two leafy sprays running out ``reach`` to either side, each ending
    in a bud: the band between two rows of symbols."""
    p = ink.palette
    parts = []
    for side in (-1, 1):
        stem = f"M0,0 C{side * reach * 0.3:.1f},-6 {side * reach * 0.6:.1f},6 {side * reach:.1f},0"
        parts.append(path(stem, **ink.line(p.green_dark, ink.pen.thick * 0.8)))
        for k, t in enumerate((0.3, 0.55, 0.78)):
            x = side * reach * t
            y = -4.5 * math.sin(math.pi * t * 2) * 0.6
            size = 0.62 - 0.12 * k
            out = 0 if side > 0 else 180
            parts += [
                leaf(ink, x, y, out - side * 40, size),
                leaf(ink, x, y, out + side * 40, size, dark=True),
            ]
        parts.append(bud(ink, side * reach, 0, side * 90))
    parts.append(rosette(ink, 0.8))
    return g(*parts)


def branch(ink: Ink, height: float = 46.0, lean: float = 1.0) -> str:
    """A leafy branch with gold berries growing up from the origin, the coins' own sprig: a
    curved stalk, three pairs of leaves with a berry in each fork and a leaf at its tip."""
    p = ink.palette
    h = height
    bend = lean * h * 0.2
    stalk = f"M0,0 C{bend:.1f},{-h * 0.4:.1f} {bend:.1f},{-h * 0.7:.1f} {lean * 3:.1f},{-h:.1f}"
    parts = [path(stalk, **ink.line(p.green_dark, ink.pen.thick * 0.8))]
    for k, t in enumerate((0.25, 0.52, 0.78)):
        x, y = bend * 0.75 * (1 - (t - 0.5) ** 2 * 2), -h * t
        size = 0.72 - 0.1 * k
        parts += [
            leaf(ink, x, y, -40 - 10 * k, size),
            leaf(ink, x, y, 220 + 10 * k, size, dark=True),
        ]
        for side in (-1, 1):
            parts.append(
                el("circle", cx=x + side * 5.5, cy=y - 5, r=3.3, **ink.fill(p.gold, thin=True))
            )
    parts.append(leaf(ink, lean * 3, -h, -90 + lean * 10, 0.7))
    return g(*parts)


SHIELD = "M-20,-24 L20,-24 L20,8 C20,19 10,26 0,30 C-10,26 -20,19 -20,8 Z"
Point = tuple[float, float]


def _bezier(a: Point, b: Point, c: Point, d: Point, steps: int = 10) -> list[Point]:
    """Points along a cubic curve from ``a`` to ``d``, ``a`` left out."""
    return [
        tuple(  # type: ignore[misc]
            (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t**2 * p2 + t**3 * p3
            for p0, p1, p2, p3 in zip(a, b, c, d, strict=True)
        )
        for t in (k / steps for k in range(1, steps + 1))
    ]


# the shield's outline as a polygon, clockwise from its top left: the chequers are cut to it
SHIELD_OUTLINE: list[Point] = [
    (-20, -24),
    (20, -24),
    (20, 8),
    *_bezier((20, 8), (20, 19), (10, 26), (0, 30)),
    *_bezier((0, 30), (-10, 26), (-20, 19), (-20, 8)),
]


def _inside(square: list[Point], outline: list[Point]) -> list[Point]:
    """The part of the polygon ``square`` inside the convex, clockwise ``outline`` (one pass
    of Sutherland-Hodgman clipping per side of the outline)."""
    kept = square
    for (ax, ay), (bx, by) in zip(outline, [*outline[1:], outline[0]], strict=True):
        points = kept
        sides = [(bx - ax) * (y - ay) - (by - ay) * (x - ax) for x, y in points]
        kept = []
        for k, (x, y) in enumerate(points):
            nx, ny = points[(k + 1) % len(points)]
            here, after = sides[k], sides[(k + 1) % len(points)]
            if here >= 0:
                kept.append((x, y))
            if (here >= 0) != (after >= 0):
                t = here / (here - after)
                kept.append((x + t * (nx - x), y + t * (ny - y)))
        if not kept:
            break
    return kept


CHEQUER = 10.0  # the side of a square of the chequy field: four across the shield


def chequy(ink: Ink) -> list[str]:
    """The red squares of the chequy field of Piacenza's arms (red and silver), cut to the
    shield; the silver is the shield's own fill under them."""
    p = ink.palette
    red = []
    for row in range(6):
        for column in range(4):
            if (row + column) % 2:
                x, y = -20 + column * CHEQUER, -24 + row * CHEQUER
                square = [(x, y), (x + CHEQUER, y), (x + CHEQUER, y + CHEQUER), (x, y + CHEQUER)]
                if cut := _inside(square, SHIELD_OUTLINE):
                    red.append("M" + " L".join(f"{px:.1f},{py:.1f}" for px, py in cut) + " Z")
    return [path(" ".join(red), fill=p.red)]


def coat_of_arms(ink: Ink) -> str:
    """The 4 of coins' civic arms in the spirit of Piacenza's: a chequy shield of red and
    silver under a jewelled crown, the coins' gold-berried branches growing up round it from
    behind its point, one the mirror image of the other; our own drawing, about 64 units wide
    and 84 tall, centred on the origin."""
    p = ink.palette
    sprig = branch(ink, 54, lean=-1)  # the right one, mirrored for the left
    branches = [
        g(sprig, transform=f"translate({side * 12} 30) scale({side} 1) rotate(52)")
        for side in (-1, 1)
    ]
    return g(
        *branches,
        path(SHIELD, fill=p.white),
        *chequy(ink),
        path(SHIELD, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        g(jewelled_crown(ink, 46, 24), transform="translate(0 -29)"),
    )


# where the flowers stand on the Piacentine 2-7 of cups and coins, relative to the card's
# centre: (kind, x, y, turn, size); a turned branch hangs down, as the card reads either way up.
# One ornament to a card at most, centred where the symbols leave a gap at the heart (the 3's
# two empty corners take a matched pair), and the same motif through a suit: the cups' rose on
# a leafy band, the coins' gold-berried branch. The 5s, the 6 of coins and the 7s have none:
# their symbols as large as the card allows fill it, and sprigs in what paper is left read as
# filler at random (a branch up the 6 of coins' middle ran through it like a layout mistake)
SUITED: dict[tuple[str, int], tuple[tuple[str, float, float, float, float], ...]] = {
    ("c", 2): (("garland", 0, 0, -48, 1.45),),
    ("c", 3): (("vine", 62, -58, -90, 1.4), ("vine", -62, 58, 90, 1.4)),
    # the 2's spray of two branches from the heart of the card out along the empty diagonal,
    # one growing up and one hanging (a rose between the coins read as a third symbol)
    ("d", 2): (("branch", -4, -4, -40, 1.5), ("branch", 4, 4, 140, 1.5)),
    ("d", 3): (("branch", -60, -26, -6, 1.65), ("branch", 60, 26, 174, 1.65)),
    # the cups' square: a leafy band between its two rows, lying across the paper so it reads
    # as ornament and not as a fifth symbol (the dice five has nothing but its cups)
    ("c", 4): (("vine", 0, 0, 0, 1.15),),
    ("c", 6): (("garland", 0, 0, 0, 1.3),),  # the band between the 6's two rows of three
    # the crowned arms at the heart of the 4 of coins
    ("d", 4): (("arms", 0, 6, 0, 1.25),),
}


def pip_flowers(suit: str, count: int, ink: Ink, cx: float, cy: float) -> list[str]:
    """The flowers of the Piacentine ``count`` of cups (``c``) or coins (``d``), on a card
    centred at (cx, cy)."""
    return _placed(SUITED.get((suit, count), ()), ink, cx, cy)


def _placed(
    spots: tuple[tuple[str, float, float, float, float], ...], ink: Ink, cx: float, cy: float
) -> list[str]:
    drawn = {
        "rosette": lambda pen: rosette(pen),
        "knot": lambda pen: rosette(pen),
        "garland": lambda pen: garland(pen, 68),
        "vine": lambda pen: garland(pen, 46),
        "branch": lambda pen: branch(pen, 50),
        "arms": coat_of_arms,
    }
    return [
        g(
            drawn[kind](ink.at_scale(size)),
            transform=f"translate({cx + x} {cy + y}) rotate({turn}) scale({size})",
        )
        for kind, x, y, turn, size in spots
    ]


# the flowers of the Piacentine 2-7 of swords and batons, one system for both suits: at most
# one rose on a card, on its centre line, and only on the even counts, where the odd ones stand
# their lone piece: the 2's a knot binding its crossing (drawn over it), the 4's and 6's in the
# paper between their saltires. Nothing else but the 5 of swords' leafy plant at its
# foot (piacentine_pips.five_plant): pairs of sprigs in the side paper read as filler at random.
Flowers = tuple[tuple[str, float, float, float, float], ...]
WEAPON_FLOWERS: dict[tuple[str, int], Flowers] = {
    ("s", 2): (("knot", 0, 0, 0, 1.05),),
    ("s", 4): (("rosette", 0, 0, 0, 1.1),),
    ("s", 6): (("rosette", 0, -20, 0, 1.1),),
    ("b", 2): (("knot", 0, 0, 0, 1.15),),
    ("b", 4): (("rosette", 0, 0, 0, 1.1),),
    ("b", 6): (("rosette", 0, 0, 0, 1.0),),
}


def weapon_flowers(
    suit: str, count: int, ink: Ink, cx: float, cy: float, over: bool = False
) -> list[str]:
    """The flowers in the paper of the Piacentine ``count`` of swords (``s``) or batons
    (``b``), on a card centred at (cx, cy); or, ``over``, the knot over its crossing."""
    spots = WEAPON_FLOWERS.get((suit, count), ())
    return _placed(tuple(spot for spot in spots if (spot[0] == "knot") == over), ink, cx, cy)
