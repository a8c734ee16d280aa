"""The Neapolitan suit symbols: a round goblet, a star coin, a curved sabre, a knotted club.

Each is drawn around the origin: cup and coin about 100 units tall; sword and baton 200
units long, head up, gripped at y = 73 (see figures.GRIP_Y).
"""

from __future__ import annotations

import itertools
import math
import re

from .goblet import CupStyle
from .knots import cut, knob
from .linework import engraved
from .shapes import Point, smooth_outline, tapered_outline
from .style import Ink
from .svg import el, g, path

Facets = tuple[str, str]  # the colours of a ray's two halves, the lit one first


def star_rays(
    ink: Ink, points: int, reach: tuple[float, float], waist: float, long: Facets, short: Facets
) -> list[str]:
    """The Neapolitan denaro's sun, what the pack's coins are known by: a star of ``points``
    broad pointed rays out to ``reach[0]``, its notches ``waist`` out from the centre, and as
    many short rays between them out to ``reach[1]`` behind it; each ray cut in a lit and a
    shaded facet, so the star looks struck in the metal, not painted on it."""
    step = 360 / points

    def star(length: float, turn: float, facets: Facets) -> list[str]:
        notch = waist * math.sin(math.radians(step / 2)), -waist * math.cos(math.radians(step / 2))
        halves = [
            path(
                f"M0,0 L{side * notch[0]:.2f},{notch[1]:.2f} L0,{-length:.2f} Z",
                transform=f"rotate({k * step + turn:g})",
                fill=colour,
            )
            for k in range(points)
            for colour, side in zip(facets, (-1, 1), strict=True)
        ]
        corners = [
            (radius * math.sin(a), -radius * math.cos(a))
            for j in range(2 * points)
            for radius, a in ((length if j % 2 == 0 else waist, math.radians(j * step / 2 + turn)),)
        ]
        edge = "M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in corners) + " Z"
        return [*halves, path(edge, **ink.line(ink.palette.ink))]

    return [*star(reach[1], step / 2, short), *star(reach[0], 0.0, long)]


# the pack's goblet, on the number cards and in the courts' hands: a round bowl, its right side
# from the lip down to the stem, a gold band under the lip and gold gadroons round its foot (a
# plainer stamped goblet, drawn eight times over, read as a rubber stamp); the rows of the
# band and the gadroons' tops
PIP_BOWL = CupStyle(((30, -40), (36, -12), (22, 8), (6, 11)), "red", "gold")
PIP_BAND = (-34.0, -27.0)
PIP_GADROONS, PIP_LOBES = -6.0, 8


def _bowl_strip(
    top: float, bottom: float, inner: float = -1.0, outer: float = 1.0, swell: float = 0.0
) -> str:
    """The part of the pip bowl between two heights and two shares of its half width (-1 the
    left edge, 1 the right), as a closed outline that follows the bowl's curve; ``swell``
    bows the inner edge further in at mid-height, as the shade on a round bowl does."""
    rows = [top + (bottom - top) * k / 8 for k in range(9)]
    right = [f"{outer * PIP_BOWL.half_width(y):.1f},{y:.1f}" for y in rows]
    left = [
        f"{(inner - swell * math.sin(math.pi * k / 8)) * PIP_BOWL.half_width(y):.1f},{y:.1f}"
        for k, y in reversed(list(enumerate(rows)))
    ]
    return "M" + " L".join(right + left) + " Z"


def _pip_gadroons(ink: Ink) -> list[str]:
    """Gold lobes round the foot of the bowl, rounded at the top, narrowing with the bowl
    into the stem; those on the shade side in dark gold."""
    p = ink.palette
    top, bottom = PIP_GADROONS, PIP_BOWL.side[3][1]
    rows = [top + (bottom - top) * k / 10 for k in range(11)]
    # each lobe's top a round arch: it swells to its full width a quarter of the way down
    profile = [(min(1.0, ((y - top) / ((bottom - top) * 0.25)) ** 0.5), y) for y in rows]
    lobes = []
    for k in range(PIP_LOBES):
        centre, half = -1 + (2 * k + 1) / PIP_LOBES, 0.96 / PIP_LOBES
        edges = [
            [((centre + side * half * s) * PIP_BOWL.half_width(y), y) for s, y in profile]
            for side in (1, -1)
        ]
        outline = " L".join(f"{x:.1f},{y:.1f}" for x, y in [*edges[0], *edges[1][::-1]])
        colour = p.gold_dark if centre > 0.5 else p.gold
        lobes.append(path(f"M{outline} Z", **ink.fill(colour, thin=True)))
    return lobes


def _pip_band(ink: Ink) -> list[str]:
    """The gold band under the lip, set with blue lozenges between red studs."""
    p = ink.palette
    top, bottom = PIP_BAND
    mid = (top + bottom) / 2
    reach = PIP_BOWL.half_width(mid) * 0.62
    stones = [
        path(
            f"M{x:.1f},{top + 1} L{x + 2.6:.1f},{mid} L{x:.1f},{bottom - 1} L{x - 2.6:.1f},{mid} Z",
            **ink.fill(p.blue, thin=True),
        )
        for x in (-reach, 0.0, reach)
    ]
    studs = [
        el("circle", cx=round(x, 1), cy=mid, r=1.3, fill=p.red_dark)
        for x in (-reach * 1.5, -reach / 2, reach / 2, reach * 1.5)
    ]
    return [path(_bowl_strip(top, bottom), **ink.fill(p.gold, thin=True)), *stones, *studs]


def _pip_stem_and_foot(ink: Ink) -> list[str]:
    """A short stem with a collar under the bowl, a ball knop ringed at its waist, and a domed
    foot standing on a stepped rim."""
    p = ink.palette
    fine = ink.pen.thin * 0.8
    return [
        path("M-4,35 C-7,41 -20,42 -26,46 L26,46 C20,42 7,41 4,35 Z", **ink.fill(p.gold)),
        path("M3,36 C6,41 16,43 22,46 L26,46 C20,42 7,41 4,35 Z", fill=p.gold_dark),
        path(
            "M-1.5,38 C-5,41 -11,43 -15,45.4 M1.5,38 C5,41 11,43 15,45.4",
            **ink.line(p.gold_dark, fine),
        ),
        path(
            "M-27,45 C-29.5,46 -29.5,50 -27,51 L27,51 C29.5,50 29.5,46 27,45 Z",
            **ink.fill(p.gold_dark),
        ),
        path("M-25,47 L25,47", **ink.line(p.gold_light, fine)),
        path("M-3.6,12 L-3.6,36 L3.6,36 L3.6,12 Z", **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=35, rx=6.5, ry=2.2, **ink.fill(p.gold, thin=True)),
        el("ellipse", cx=0, cy=23.5, rx=9.5, ry=6.5, **ink.fill(p.gold)),
        path("M-9.3,24 C-4,27 4,27 9.3,24", **ink.line(p.gold_dark, ink.pen.thin)),
        el("ellipse", cx=-3.4, cy=21.2, rx=2.6, ry=1.6, fill=p.gold_light),
        el("ellipse", cx=0, cy=12, rx=9, ry=2.8, **ink.fill(p.gold, thin=True)),
    ]


def pip_goblet(ink: Ink) -> list[str]:
    """The pack's goblet, on the number cards and in the courts' hands: a red bowl between a
    jewelled gold band and gold gadroons, on a knopped stem and a rimmed foot; rounder,
    shorter in the stem and more worked than the Piacentine chalice (gold, open, a hexagonal
    foot)."""
    p = ink.palette
    lip = PIP_BOWL.side[0][0]
    return [
        *_pip_stem_and_foot(ink),
        path(PIP_BOWL.bowl, **ink.fill(p.red)),
        path(_bowl_strip(PIP_BAND[1], PIP_GADROONS, 0.56, swell=0.12), fill=p.red_dark),
        path(
            "M20,-22 L29,-26 M20,-16 L29,-20 M19,-10 L27,-14",
            **ink.line(p.ink, ink.pen.thin * 0.7),
        ),
        path("M-25,-22 C-25,-16 -23,-11 -19,-8", **ink.line(p.white, ink.pen.thin * 1.3)),
        *_pip_band(ink),
        *_pip_gadroons(ink),
        path(PIP_BOWL.bowl, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        el("ellipse", cx=0, cy=-40, rx=lip + 1, ry=6, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=-40, rx=lip - 5, ry=3.5, fill=p.red_dark),
        engraved("M6,-35 Q20,-35.6 28,-38.6", p.gold_dark, 1.6),  # the lip's shade side
    ]


def coin(ink: Ink) -> list[str]:
    """The denaro: a gold disc with a beaded rim round an eight-pointed red sun, green rays
    between its points and a gold boss at its heart, so it reads as a star at table size."""
    p = ink.palette
    dots = [
        el(
            "circle",
            cx=round(40 * math.cos(a), 1),
            cy=round(40 * math.sin(a), 1),
            r=1.9,
            fill=p.gold_dark,
        )
        for a in (k * math.pi / 8 for k in range(16))
    ]
    return [
        el("circle", r=44, **ink.fill(p.gold)),
        path("M31,-31 A44,44 0 0 1 -31,31 A40,40 0 0 0 31,-31 Z", fill=p.gold_dark),
        el("circle", r=35.5, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.4),
        *dots,
        path(  # ticks in the rim's shade: line work, not flat fill
            " ".join(
                f"M{36.5 * math.cos(a):.1f},{36.5 * math.sin(a):.1f} "
                f"L{39 * math.cos(a):.1f},{39 * math.sin(a):.1f}"
                for a in (math.radians(d) for d in range(-35, 140, 12))
            ),
            **ink.line(p.gold_dark, ink.pen.thin * 0.8),
        ),
        *star_rays(ink, 8, (34.0, 28.0), 16.0, (p.red, p.red_dark), (p.green, p.green_dark)),
        el("circle", r=8, **ink.fill(p.gold, thin=True)),
        el("circle", r=3.5, **ink.fill(p.red_dark, thin=True)),
        el("circle", cx=-2.6, cy=-2.6, r=1.4, fill=p.gold_light),
    ]


def sabre_hilt(ink: Ink) -> list[str]:
    """The sabre's hilt below its blade (guard at y = 52): scrolled cross-guard, knuckle bow,
    wound grip and pommel."""
    p = ink.palette
    bow = "M19,56 C30,66 22,88 6,93"
    quillon = "M-20,52 C-28,50 -30,42 -24,40 C-20,40 -20,45 -23,46"
    return [
        path(bow, **ink.line(p.ink, ink.pen.thick * 2.4)),
        path(bow, **ink.line(p.gold, ink.pen.thick * 1.2)),
        path("M-20,52 C-8,57 8,57 20,52 L20,59 C8,63 -8,63 -20,59 Z", **ink.fill(p.gold)),
        path("M-14,57 C-6,60 6,60 14,57", **ink.line(p.gold_dark)),
        path(quillon, **ink.line(p.ink, ink.pen.thick * 2)),
        path(quillon, **ink.line(p.gold, ink.pen.thick)),
        el("rect", x=-4.5, y=61, width=9, height=25, rx=2, **ink.fill(p.red_dark)),
        path("M-4.5,66 L4.5,69 M-4.5,72 L4.5,75 M-4.5,78 L4.5,81", **ink.line(p.gold_light)),
        el("circle", cx=0, cy=92, r=7, **ink.fill(p.gold)),
        path("M-4,96 A5,5 0 0 0 5,93", **ink.line(p.gold_dark)),
        el("circle", cx=-2, cy=90, r=2.2, fill=p.gold_light),
    ]


# the knobs of the number cards' hilt, (x, y, radius) in its own units: the balls ending the
# quillons and the pommel, the parts that stand out furthest from the blade
PIP_KNOBS = ((-21.0, 53.0, 5.2), (21.0, 53.0, 5.2), (0.0, 90.0, 8.0))


# and those of the sabre's hilt: the quillon's scroll, the knuckle bow's widest, the pommel
SABRE_KNOBS = ((-23.0, 43.0, 4.0), (27.0, 70.0, 3.0), (0.0, 92.0, 7.0))


def pip_hilt(ink: Ink) -> list[str]:
    """The number cards' hilt below its blade (guard at y = 52, pommel at 92 like the
    sabre's): a clean cross guard, its quillons bending a little towards the blade and ending
    in balls, a shell over the blade's root, a gold grip bound with wire and a round gold
    pommel. No knuckle bow: at table size the bows of a crossed pair read as the finger loops
    of scissors, and a plain cross reads as a sword at any size."""
    p = ink.palette
    guard = "M-19,48.5 C-10,52 10,52 19,48.5 L19,57.5 C10,61 -10,61 -19,57.5 Z"
    return [
        *(
            el("circle", cx=x, cy=y, r=r, **ink.fill(p.gold, thin=True))
            for x, y, r in PIP_KNOBS[:2]
        ),
        path(guard, **ink.fill(p.gold)),
        path("M-14,55.5 C-5,58 5,58 14,55.5", **ink.line(p.gold_dark)),
        path("M-7,52 C-7,45 -3,42 0,40 C3,42 7,45 7,52 Z", **ink.fill(p.gold, thin=True)),
        el("rect", x=-5.5, y=60, width=11, height=23, rx=3, **ink.fill(p.gold)),
        path("M-5.5,65 L5.5,68 M-5.5,71 L5.5,74 M-5.5,77 L5.5,80", **ink.line(p.gold_dark)),
        el("circle", cx=0, cy=PIP_KNOBS[2][1], r=PIP_KNOBS[2][2], **ink.fill(p.gold)),
        path("M-4.6,95 A6,6 0 0 0 6,90.6", **ink.line(p.gold_dark)),
        el("circle", cx=-2.2, cy=87.8, r=2.3, fill=p.gold_light),
    ]


def sabre(ink: Ink) -> list[str]:
    """A curved blade with a fuller and hatched shade above the hilt (held by the figures)."""
    p = ink.palette
    blade = "M-6,52 C-11,0 -6,-58 16,-100 C11,-56 8,0 6,52 Z"
    hatch = " ".join(f"M{3 + k * 0.1:.1f},{40 - k * 12} l3,-4" for k in range(6))
    return [
        path(blade, **ink.fill(p.steel_dark)),
        path("M-6,52 C-11,0 -6,-58 16,-100 C4,-58 0,0 0,52 Z", fill=p.steel),
        path(blade, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"),
        path("M-3,46 C-4,0 -1,-50 10,-86", **ink.line(p.steel_dark)),
        path(hatch, **ink.line(p.blue_dark, ink.pen.thin * 0.8)),
        *sabre_hilt(ink),
    ]


# (y, side, bulge) where a knot swells an edge, from the head down to the grip; a lopped
# branch stands off each of them, so the stubs run the club's whole length
CLUB_KNOTS = ((-84, -1, 3.6), (-58, 1, 3.4), (-30, -1, 4.0), (-2, 1, 3.6), (26, -1, 3.2))
CLUB_KNOTS += ((50, 1, 2.6),)
CLUB_BUTT, CLUB_TOP = 96.0, -96.0  # where the club's edges end: the butt and under the dome
CLUB_SHADE = 0.5  # the shaded right side, from this share of the half width out to the edge


def club_half_width(y: float, side: int) -> float:
    """How far the club's ``side`` edge (1 right, -1 left) stands off its axis at ``y``: a
    cudgel widening steadily from its grip into a heavy head, bulging at its knots (a slim
    shaft under a round bulb read as a drumstick)."""
    t = (CLUB_BUTT - y) / (CLUB_BUTT - CLUB_TOP)
    base = 5.8 + 8.5 * t + 4.5 * math.exp(-(((y + 76) / 30) ** 2))
    return base + sum(
        bulge * math.exp(-(((y - ky) / 7) ** 2)) for ky, s, bulge in CLUB_KNOTS if s == side
    )


def club_silhouette() -> list[tuple[float, float]]:
    """The club's edge in its own units, from the butt up the right side, over a lumpy dome
    (two swellings, not a smooth cap) and down the left."""
    ys = [CLUB_BUTT - 8 * i for i in range(25)]
    right = [(club_half_width(y, 1), y) for y in ys]
    left = [(-club_half_width(y, -1), y) for y in reversed(ys)]
    w = club_half_width(CLUB_TOP, 1), club_half_width(CLUB_TOP, -1)
    dome = [(w[0] * 0.8, CLUB_TOP - 8), (w[0] * 0.35, CLUB_TOP - 13), (-w[1] * 0.1, CLUB_TOP - 11)]
    dome += [(-w[1] * 0.5, CLUB_TOP - 14), (-w[1] * 0.88, CLUB_TOP - 7)]
    butt = [(-5.0, CLUB_BUTT + 4), (5.0, CLUB_BUTT + 4)]
    return [*right, *dome, *left, *butt]


def club(ink: Ink, stubs_kept: int = len(CLUB_KNOTS), stubs_from: int = 0) -> list[str]:
    """The Neapolitan baton: a cudgel tapering from a heavy knotted head to a bound grip,
    lopped branches standing off its knots; the lattices of the number cards keep fewer
    stubs so their crossings stay open, every other one from the ``stubs_from``-th (0 keeps
    the left side's, 1 the right side's)."""
    p = ink.palette
    outline = smooth_outline(club_silhouette())
    stubs = CLUB_KNOTS if stubs_kept >= len(CLUB_KNOTS) else CLUB_KNOTS[stubs_from::2][:stubs_kept]
    ys = [CLUB_BUTT - 8 * i for i in range(25)]
    shade = smooth_outline(
        [(club_half_width(y, 1) - 0.5, y) for y in ys]
        + [(club_half_width(y, 1) * CLUB_SHADE, y) for y in reversed(ys)]
    )
    # bark: short broken strokes along the grain, on both sides of the light, so the wood
    # looks cut and printed, not turned
    bark = " ".join(
        f"M{side * club_half_width(y, side) * 0.62:.1f},{y} q{side * 1.5},-5 {side * 0.5},-10"
        for k, y in enumerate(range(78, -92, -13))
        for side in ((1,) if k % 2 else (-1, 1))
    )
    parts = []
    for y, side, _ in stubs:  # behind the shaft, so the wood grows out of it
        x = side * (club_half_width(y, side) - 3)
        tip = (x + side * 7, y - 11)
        parts += [
            path(
                f"M{x:.1f},{y - 6} L{tip[0]:.1f},{tip[1] - 3.5:.1f} "
                f"L{tip[0] + side * 1.5:.1f},{tip[1] + 4:.1f} L{x:.1f},{y + 6} Z",
                **ink.fill(p.wood),
            ),
            cut(ink, tip[0] + side * 0.8, tip[1] + 0.5, 2.9, 4.6, -side * 42),
        ]
    parts += [
        path(outline, fill=p.wood),
        path(shade, fill=p.wood_dark),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        path("M-3,56 C-4,16 -6,-30 -8,-74 M2,24 C3,-8 4,-42 5,-70", **ink.line(p.wood_dark)),
        path(bark, **ink.line(p.ink, ink.pen.thin * 0.7)),
        *(
            knob(ink, side * (club_half_width(y, side) - 4), y, 2.8, 3.2)
            for y, side, _ in CLUB_KNOTS[::2]
        ),
        *(knob(ink, x, y, 3.2, 3.4) for x, y in ((-7, -94), (6, -100), (-2, -76))),
        path("M-7.2,62 L7.2,62 L6.8,86 L-6.8,86 Z", **ink.fill(p.red_dark, thin=True)),
        path("M-7,67 L7,64 M-7,73 L7,70 M-7,79 L7,76 M-7,85 L7,82", **ink.line(p.gold_light)),
    ]
    return parts


# the mask's hair on its right side (mirrored for the left), each a run of cubic curves from its
# root to its tip, with its width at the root: the great handlebar moustache sweeping out from
# under the nose and rolling up into a curl beyond the cheek, and the bushy side whisker
# growing down the cheek from the temple and flaring out past the jaw; both run out flatter
# than the clubs' lean, so they cross the wood by the face and lie in the paper beyond
MASK_WHISKERS = (
    ("M2,13 C12,20 27,20 38,13 C46,8 52,1 53,-7 C54,-14 47,-17 43,-13 C40,-10 42,-6 46,-7", 15.0),
    ("M25,-20 C30,-10 31,2 33,10 C36,18 44,24 53,25 C57,25 60,23 61,20", 12.0),
)


def _curve_points(run: str, per_curve: int = 12) -> list[Point]:
    """Points along a run of cubic curves (``M`` then ``C`` segments, absolute), so a
    tapered band can follow it smoothly."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", run)]
    knots = list(zip(numbers[::2], numbers[1::2], strict=True))
    points = [knots[0]]
    for k in range(1, len(knots) - 2, 3):
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = knots[k - 1 : k + 3]
        for j in range(1, per_curve + 1):
            t = j / per_curve
            a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
            points.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
    return points


def _whisker(ink: Ink, run: str, width: float) -> list[str]:
    """One whisker: a dark band tapering from its root to a fine point, a lighter hair
    combed along its thick end."""
    p = ink.palette
    points = _curve_points(run)
    last = len(points) - 1
    # a brush stroke: swelling from its root under the nose, then tapering to the tip
    widths = [width * min(0.4 + 3 * k / last, 1.12 - 0.98 * k / last) for k in range(len(points))]
    comb = smooth_outline(points[1 : last // 2 + 1], closed=False)
    return [
        path(tapered_outline(points, widths), **ink.fill(p.ink, thin=True)),
        path(comb, **ink.line(p.wood_dark, width * 0.14)),
    ]


def _mask_hair(ink: Ink) -> list[str]:
    """The mask's carved hair: a cap of locks over the brow, its crown and its hairline both
    rolled in curls, each curl cut with a spiral."""
    p = ink.palette
    line = [(29, -19), (20, -27), (10, -30), (0, -31), (-10, -30), (-20, -27), (-29, -19)]
    hairline = " ".join(f"A5.8,5.8 0 0 1 {x},{y}" for x, y in line[1:])
    # the crown's curls along an arch from the left temple over the top to the right one
    crown = [
        (-30 * math.cos(math.pi * k / 9), -19 - 23 * math.sin(math.pi * k / 9)) for k in range(10)
    ]
    locks = " ".join(f"A4.8,4.8 0 0 1 {x:.1f},{y:.1f}" for x, y in crown[1:])
    cap = f"M{crown[0][0]:.1f},{crown[0][1]:.1f} {locks} L29,-19 {hairline} Z"
    curls = " ".join(
        f"M{(x0 + x1) / 2 + 2.4:.1f},{(y0 + y1) / 2 - 1:.1f} a2.6,2.6 0 1 1 -3.6,-2.4"
        for (x0, y0), (x1, y1) in itertools.pairwise(line)
    )
    return [path(cap, **ink.fill(p.ink)), path(curls, **ink.line(p.wood, ink.pen.thin * 1.2))]


def _mask_face(ink: Ink) -> list[str]:
    """The mask's carved face, gilt like the wood of a mascaron: a broad man's face with one
    shaded side, a furrowed brow, deep-set almond eyes under knitted bushy brows, cut folds
    under them and a grimacing mouth full of teeth, under a cap of curled hair (where the old
    mask's cat's ears stood)."""
    p = ink.palette
    right = [(0, -35), (13, -34), (23, -28), (28, -16), (29, -3), (27, 10), (21, 22), (11, 30)]
    face = smooth_outline([*right, (0, 32), *((-x, y) for x, y in reversed(right[1:]))])
    brow = (
        "M4,-13 C8,-18 15,-20 22,-18 C25,-17.4 27,-19 27,-22 C30,-16 26,-13 21,-14 "
        "C15,-15 9,-13 5,-10.6 Z"
    )
    eye = "M6,-7 C9,-11 15,-11 18.4,-7 C15,-4.6 9,-4.4 6,-7 Z"
    mouth = "M-14,17 C-8,19.5 8,19.5 14,17 C11,27 -11,27 -14,17 Z"
    teeth = "M-12.6,18 C-6,20.2 6,20.2 12.6,18 L11.4,21 C6,22.4 -6,22.4 -11.4,21 Z"
    sides = [
        g(
            path("M5.6,-7.6 C9,-14 16,-14 21,-7.6 C16,-11 9,-11 5.6,-7.6 Z", fill=p.gold_dark),
            engraved("M9,-1.6 Q15,0.4 21.6,-2 M12.6,5.6 Q17.6,8.6 20.6,13.6", p.gold_dark, 1.4),
            path(eye, **ink.fill(p.white, thin=True)),
            el("circle", cx=12, cy=-7.4, r=2.9, fill=p.ink),
            el("circle", cx=12.9, cy=-8.3, r=0.9, fill=p.white),
            path("M5.4,-7.4 C9,-11.8 15,-11.8 19,-7.4", **ink.line(p.ink, ink.pen.thick * 0.8)),
            path("M8,-4.2 C11,-3.2 15,-3.4 17,-4.8", **ink.line(p.gold_dark)),  # the lower lid
            path(brow, **ink.fill(p.ink, thin=True)),
            transform=f"scale({k} 1)",
        )
        for k in (-1, 1)
    ]
    return [
        path(face, **ink.fill(p.gold_light)),
        path(
            "M8,-34 C18,-32 27,-24 28.6,-12 C30,0 27,14 19,24 C13,29 8,31 4,31.6 "
            "C16,20 22,2 18,-14 C16,-23 12,-29 8,-34 Z",
            fill=p.gold,
        ),
        path(face, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        # the furrowed brow, and the engraver's strokes down the shade side
        path(
            "M-10,-25 C-4,-26.6 4,-26.6 10,-25 M-7,-21 C-2,-22.2 2,-22.2 7,-21",
            **ink.line(p.gold_dark),
        ),
        engraved(
            "M26.6,-12 Q26,-7 26.6,-2 M26.4,6 Q25.4,11 23,15.6 M19.6,20.4 Q16.4,24.6 12.4,27.4",
            p.gold_dark,
            1.3,
        ),
        path(mouth, **ink.fill(p.red_dark)),
        path(teeth, **ink.fill(p.white, thin=True)),
        path("M-5.4,19.4 L-5.4,21.8 M0,19.8 L0,22.2 M5.4,19.4 L5.4,21.8", **ink.line(p.ink, 0.6)),
        *sides,
        *_mask_hair(ink),
    ]


def grotesque(ink: Ink) -> str:
    """The whiskered mask at the crossing of the Neapolitan 3 of batons, what players know
    the card by: a carved grotesque of a man's face, its great handlebar moustache rolled up
    in curls and its side whiskers flaring out over the clubs into the paper, so it reads as
    a whiskered face at table size (a judge read the old mask, eared and round-eyed, as a
    cartoon cat)."""
    p = ink.palette
    nose = (
        "M-2.4,-15.6 C-3,-8 -6,-3 -9.4,1.6 C-11.6,5 -10,10.6 -6,10.4 C-4,12.6 -1.5,13 0,12 "
        "C1.5,13 4,12.6 6,10.4 C10,10.6 11.6,5 9.4,1.6 C6,-3 3,-8 2.4,-15.6 Q0,-17.4 -2.4,-15.6 Z"
    )
    whiskers = [
        g(
            *(part for run, width in MASK_WHISKERS for part in _whisker(ink, run, width)),
            transform=f"scale({k} 1)",
        )
        for k in (-1, 1)
    ]
    return g(
        *_mask_face(ink),
        *whiskers,
        # the broad nose over the moustache's roots, and the pointed tuft on the chin
        path(nose, **ink.fill(p.gold)),
        engraved("M-1.4,-13 Q-2.4,-5 -5.6,1.4", p.gold_light, 1.6),  # the light down the bridge
        el("ellipse", cx=-4.4, cy=4.6, rx=2.6, ry=1.8, fill=p.gold_light),
        path("M-7.4,7.4 C-6,5.6 -4,6 -4,8 M7.4,7.4 C6,5.6 4,6 4,8", **ink.line(p.ink)),
        path("M-3,27 C-4,32 -1.4,37 0,40 C1.4,37 4,32 3,27 Z", **ink.fill(p.ink, thin=True)),
    )
