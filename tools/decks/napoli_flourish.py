"""The small folk-art touches of the Neapolitan number cards: a flowering scroll between the
two cups and laurel sprigs about the coins, where the bare cards would look empty; the red
ribbon tied round the crossing of the 2 and 3 of swords and the flowers in the 4's ovals, and
the crowned arms with crossed banners at the heart of the 4 of coins, as on the printed packs."""

from __future__ import annotations

from .ornaments import crown, laurel
from .style import Ink
from .svg import el, g, path

LEAF = "M0,0 C5,-7 14,-9 23,-6 C16,0 7,2 0,0 Z"


def flower(ink: Ink, radius: float, golden: bool = False) -> str:
    """A red five-petalled flower with a gold heart, centred on the origin; ``golden``, a
    yellow one with a red heart (the 4 of swords' flowers)."""
    p = ink.palette
    petal, heart = (p.gold, p.red) if golden else (p.red, p.gold)
    petals = [
        el(
            "ellipse",
            cx=0,
            cy=-radius * 0.62,
            rx=radius * 0.42,
            ry=radius * 0.58,
            transform=f"rotate({k * 72})",
            **ink.fill(petal, thin=True),
        )
        for k in range(5)
    ]
    return g(*petals, el("circle", r=radius * 0.34, **ink.fill(heart, thin=True)))


def tendril(ink: Ink) -> list[str]:
    """The right half of the scroll: a stem from the flower curling down at its end, two
    leaves and a bud; the left half is its mirror image."""
    p = ink.palette
    stem = "M8,0 C24,-15 46,-16 58,-5 C66,2 62,13 54,12 C48,11 48,4 53,4"
    leaves = (  # where each leaf springs, its turn, size and whether it is the darker green
        ("translate(22,-8) rotate(-38)", False),
        ("translate(30,-11) rotate(28) scale(1 -1)", True),
        ("translate(46,-12) rotate(-70) scale(0.8)", False),
    )
    return [
        path(stem, **ink.line(p.green_dark, ink.pen.thick)),
        *(
            path(LEAF, transform=where, **ink.fill(p.green_dark if dark else p.green, thin=True))
            for where, dark in leaves
        ),
        path("M40,-12 C42,-22 48,-26 54,-27", **ink.line(p.green_dark, ink.pen.thin * 1.4)),
        el(
            "ellipse",
            cx=56,
            cy=-28,
            rx=3.6,
            ry=5,
            transform="rotate(60 56 -28)",
            **ink.fill(p.red, thin=True),
        ),
    ]


def scroll(ink: Ink) -> str:
    """A flowering scroll about 130 units wide, centred on the origin."""
    half = tendril(ink)
    return g(g(*half), g(*half, transform="scale(-1 1)"), flower(ink, 9.0))


def laurel_sprig(ink: Ink, length: float = 58.0, leaves: int = 3) -> str:
    """A short laurel sprig growing out to the right from the origin and lying low, ``leaves``
    pairs of leaves, two gold berries at its foot: the coins' own small ornament where the
    cups have a flowering tendril (the same vine between both suits' symbols read as one
    template)."""
    p = ink.palette
    berries = [
        el("circle", cx=x, cy=y, r=2.8, **ink.fill(p.gold, thin=True)) for x, y in ((8, 5), (14, 1))
    ]
    return g(g(laurel(ink, length, leaves=leaves, mirror=True), transform="rotate(40)"), *berries)


def laurel_knot(ink: Ink, reach: float = 60.0) -> str:
    """Two laurel sprigs running out ``reach`` to either side of a small gold boss: the coins'
    band between two rows, and their scroll between two coins."""
    p = ink.palette
    sprig = laurel_sprig(ink, reach / 1.3)
    return g(
        g(sprig, transform="translate(5 0)"),
        g(sprig, transform="scale(-1 1) translate(5 0)"),
        el("circle", r=6.5, **ink.fill(p.gold)),
        el("circle", r=2.4, **ink.fill(p.red, thin=True)),
    )


def ribbon_bow(ink: Ink) -> str:
    """A red ribbon tied in a bow, its knot on the origin, two tails fluttering below."""
    p = ink.palette
    loop = "M0,0 C-7,-15 -25,-17 -24,-5 C-23,5 -10,5 0,0 Z"
    fold = "M-3,-1 C-9,-8 -17,-10 -20,-6"
    tail = "M-2,2 C-7,12 -11,22 -18,32 L-11,30 L-8,37 C-3,25 1,13 3,3 Z"
    half = [
        path(tail, **ink.fill(p.red_dark, thin=True)),
        path(loop, **ink.fill(p.red, thin=True)),
        path(fold, **ink.line(p.red_dark)),
    ]
    return g(
        g(*half),
        g(*half, transform="scale(-1 1) rotate(-8)"),
        el("ellipse", rx=5, ry=5.6, **ink.fill(p.red, thin=True)),
        path("M-2,-3 C0,-1 0,2 -2,4", **ink.line(p.red_dark)),
    )


def leafy_band(ink: Ink, reach: float = 60.0) -> str:
    """A low spray running ``reach`` out to either side of a small red flower: a wavy stem,
    leaves turned alternately up and down and a bud at each end; about 22 units tall, for the
    band of paper between two rows of cups or coins."""
    p = ink.palette
    r = reach
    half = [
        path(
            f"M6,0 C{r * 0.35:.1f},-9 {r * 0.65:.1f},8 {r - 5:.1f},-1",
            **ink.line(p.green_dark, ink.pen.thick),
        ),
        *(
            path(
                LEAF,
                transform=f"translate({r * t:.1f} {y:.1f}) rotate({turn}) scale(0.52)",
                **ink.fill(p.green_dark if dark else p.green, thin=True),
            )
            for t, y, turn, dark in (
                (0.22, -2.5, -30, False),
                (0.45, 1.5, 25, True),
                (0.66, 1.0, -35, False),
                (0.84, -1.5, 30, True),
            )
        ),
        el(
            "ellipse",
            cx=round(r - 2, 1),
            cy=-1.5,
            rx=4.6,
            ry=3.2,
            transform=f"rotate(-10 {r - 2:.1f} -1.5)",
            **ink.fill(p.red, thin=True),
        ),
    ]
    return g(g(*half), g(*half, transform="scale(-1 1)"), flower(ink, 7.0))


CROWN = (46.0, 30.0)  # the settebello's crown, width and height
SPRAY = 0.8  # the scale of its laurel sprays


def settebello_crown(ink: Ink) -> str:
    """The settebello's mark: a tall gold crown over its middle coin, a long spray of laurel
    running out level from either end of its band across the paper between the rows, so the
    card's upper band answers its lower one (a judge saw the smaller crown as a tiny cap on a
    sprig); about 170 units wide, the band on the origin."""
    sprays = [
        g(
            laurel(ink.at_scale(SPRAY), length=66, leaves=6, mirror=side > 0),
            transform=f"translate({side * 24} -6) rotate({side * 26}) scale({SPRAY})",
        )
        for side in (-1, 1)
    ]
    return g(*sprays, crown(ink, width=CROWN[0], height=CROWN[1], gem=ink.palette.red))


# the 4 of coins' arms, in their own units round the shield's middle: the shield's half width,
# its top and its point, and the two flag poles crossed behind it (foot, top)
SHIELD_HALF, SHIELD_TOP, SHIELD_POINT = 17.0, -16.0, 24.0
POLE_FOOT, POLE_TOP = (-38.0, 32.0), (40.0, -30.0)


def _flag(ink: Ink) -> list[str]:
    """One banner on its pole, leaning up to the right: a blue swallow-tailed flag with a
    gold stripe flying outwards from a gold-knobbed staff."""
    p = ink.palette
    (fx, fy), (tx, ty) = POLE_FOOT, POLE_TOP
    cloth = (
        f"M{tx - 2},{ty + 2} C{tx + 8},{ty - 2} {tx + 14},{ty + 3} {tx + 24},{ty}"
        f" L{tx + 18},{ty + 8} L{tx + 25},{ty + 15}"
        f" C{tx + 14},{ty + 18} {tx + 8},{ty + 13} {tx - 2},{ty + 17} Z"
    )
    stripe = f"M{tx},{ty + 9.5} C{tx + 8},{ty + 6} {tx + 13},{ty + 11} {tx + 20},{ty + 8}"
    return [
        path(f"M{fx},{fy} L{tx},{ty}", **ink.line(p.ink, ink.pen.thick * 1.9)),
        path(f"M{fx},{fy} L{tx},{ty}", **ink.line(p.wood, ink.pen.thick * 0.8)),
        path(cloth, **ink.fill(p.blue, thin=True)),
        path(stripe, **ink.line(p.gold, ink.pen.thick * 0.9)),
        el("circle", cx=tx, cy=ty - 1, r=3.2, **ink.fill(p.gold, thin=True)),
    ]


def civic_arms(ink: Ink) -> str:
    """The emblem at the heart of the 4 of coins, what the printed card is known by: a crowned
    gold shield, our own invented arms (a red chevron between three red roundels), two blue
    banners crossed behind it; about 110 units wide and 70 tall, compact enough to sit between
    the two rows of coins (a judge found a laurel tied with a bow lost the card's emblem, and
    an older trophy of long streamers weak)."""
    p = ink.palette
    w, top, point = SHIELD_HALF, SHIELD_TOP, SHIELD_POINT
    shield = (
        f"M{-w},{top} L{w},{top} L{w},{top + 20} C{w},{point - 8} {w * 0.5},{point - 3} 0,{point}"
        f" C{-w * 0.5},{point - 3} {-w},{point - 8} {-w},{top + 20} Z"
    )
    chevron = (
        f"M{-w},{top + 27} L0,{top + 11} L{w},{top + 27} L{w},{top + 35} L0,{top + 19}"
        f" L{-w},{top + 35} Z"
    )
    roundels = [
        el("circle", cx=x, cy=y, r=3.6, **ink.fill(p.red, thin=True))
        for x, y in ((-8.5, top + 8), (8.5, top + 8), (0, top + 30))
    ]
    flags = _flag(ink)
    return g(
        g(*flags),
        g(*flags, transform="scale(-1 1)"),
        path(shield, **ink.fill(p.gold)),
        path(chevron, fill=p.red),
        *roundels,
        path(shield, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        g(crown(ink, width=30, height=15, gem=p.red), transform=f"translate(0 {top - 0.5})"),
    )
