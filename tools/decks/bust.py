"""A Piacentine Fante's or Re's half-figure: head, shoulders, chest and arms to the belt.

The full-length figure of figures.py cut at the belt and stretched sideways gave a boxy
block with square shoulders under a small head. The bust is drawn for the half-card: a
neck, shoulders that slope from it to round deltoids, a chest that narrows to the waist,
tension folds from the armpits and pleats gathered above the belt, the head drawn large on
the neck (about a fifth of the half-card's height). A king's mantle lies over his shoulders
and falls open in front, so the robe shows on his chest between its ermine fronts.

A Fante or Re (``HalfFigure``) turns at the chest: the middle of the body, the collar, neck
and head move aside, the shoulders slope and the head is cocked, while the belt stays square
so the turned half meets it in one buckle; drag folds pull round from the near hip. A figure
girt with a sash instead (``waist_sash``) meets his turned half in one straight diagonal band
through the card's centre, and his hands are held up at the chest and shoulder: belts,
buckles and fists piled at the seam read as a knot.

Drawn in the figure frame of cast.py (waist at the origin, neck at y = -76) and reusing the
heads, sleeves, hands, collars and held symbols of the other figure parts.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from .arms import SHOULDER, arm, coin_rim, handle_lean, held_symbol, item, symbol_origin
from .cast import Arm, Figure, Garb, Pose
from .costume import mantle_under, torso_band
from .cudgel import heavy_cudgel
from .drapes import falling_mantle, shoulder_cape
from .figures import NECK_Y, cloak, collar, whole_head
from .hats import head_top
from .linework import (
    Silhouette,
    contour_inks,
    contour_shift,
    folds,
    shade,
    shaded,
    without_patterns,
)
from .style import Ink
from .svg import el, g, num, path, transform

Point = tuple[float, float]
Shift = Callable[[float, float], Point]

# the torso's right side from the neck to the waist: neck, trapezius, shoulder tip, deltoid,
# armpit, ribs, waist (the left side is its mirror)
SIDE: list[Point] = [
    (7.5, -75.0),
    (15.0, -72.5),
    (25.0, -68.5),
    (32.5, -64.5),
    (36.5, -58.0),
    (35.5, -48.0),
    (32.5, -40.0),
    (30.0, -28.0),
    (27.0, -14.0),
]
# the body and the arms are drawn this much broader than tall (the head, hands and symbol
# keep their shape and move out with the arms): a stocky half-figure that fills its half
BREADTH = 1.38
HAND = 1.15  # the hands a little larger than the sleeves give them: fists that hold
BELT = (-9.0, 1.0)  # the belt's top and bottom: the seam (y = -4) runs through its middle
SEAM_Y = -4.0


@dataclass(frozen=True)
class HalfFigure(Figure):
    """A Fante or Re as the double-ended half shows him: turned at the chest, not standing
    square. The shoulders turn and slope while the belt stays square to the card, so the
    two halves still meet in one belt and one buckle (a figure frontal to the waist read as
    a stiff puppet)."""

    twist: float = 0.0  # the chest turned towards the viewer's left (< 0) or right (> 0)
    slope: float = 0.0  # the viewer's right shoulder this much lower than the left one
    tilt: float = 0.0  # the head cocked this many degrees (> 0: towards the viewer's right)
    # a sash of this colour worn from the shoulder on side ``sash_side`` (+1: the viewer's
    # right) across the waist in place of the belt (see ``waist_sash``)
    sash: str | None = None
    sash_side: float = 1.0
    # the free arm kept under the mantle, one hand shown: a king's two fists and his turned
    # half's two more made a knot of hands about the seam
    one_hand: bool = False


# at twist 1 the middle of the chest moves this far aside under the neck; nothing moves
# further out from the middle than TWIST_REACH; and the whole chest, sides and shoulders
# with it, leans LEAN aside, so the silhouette turns as well as what is drawn inside it
TWIST, TWIST_REACH, LEAN = 12.0, 40.0, 6.0


def twist_shift(figure: Figure) -> Shift | None:
    """How far a point of the body moves for the figure's turn (None if it stands square):
    the middle of the chest most, fading to nothing at the sides and down to the belt."""
    if not isinstance(figure, HalfFigure) or not (figure.twist or figure.slope):
        return None
    twist, slope = figure.twist, figure.slope

    def shift(x: float, y: float) -> Point:
        t = min(max((SEAM_Y - y) / (SEAM_Y - NECK_Y), 0.0), 1.0)
        t = t * t * (3 - 2 * t)  # eased, so the belt's seam stays square
        u = min(max(x / TWIST_REACH, -1.0), 1.0)
        return twist * t * (TWIST * (1 - u * u) + LEAN), slope * u * t

    return shift


_TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARITY = {"M": 2, "L": 2, "T": 2, "C": 6, "S": 4, "Q": 4, "H": 1, "V": 1, "A": 7, "Z": 0}


def warped_path(d: str, shift: Shift) -> str:
    """Path data with every point moved by ``shift``, spelled in absolute commands (an arc's
    end moves; its radii stay)."""
    tokens = _TOKEN.findall(d)
    out: list[str] = []
    x = y = x0 = y0 = 0.0
    i, command = 0, "M"

    def moved(px: float, py: float) -> str:
        dx, dy = shift(px, py)
        return f"{num(px + dx)},{num(py + dy)}"

    while i < len(tokens):
        if tokens[i].isalpha():
            command, i = tokens[i], i + 1
        upper, rel = command.upper(), command.islower()
        if upper == "Z":
            out.append("Z")
            x, y = x0, y0
            continue
        args = [float(t) for t in tokens[i : i + _ARITY[upper]]]
        i += _ARITY[upper]
        if upper == "H":
            args, upper = [args[0], 0.0 if rel else y], "L"
        elif upper == "V":
            args, upper = [0.0 if rel else x, args[0]], "L"
        if upper == "A":
            ex, ey = args[5] + (x if rel else 0), args[6] + (y if rel else 0)
            flags = " ".join(num(a) for a in args[:5])
            out.append(f"A{flags} {moved(ex, ey)}")
            x, y = ex, ey
            continue
        pts = [
            (args[k] + (x if rel else 0), args[k + 1] + (y if rel else 0))
            for k in range(0, len(args), 2)
        ]
        out.append(upper + " ".join(moved(px, py) for px, py in pts))
        x, y = pts[-1]
        if upper == "M":
            x0, y0 = x, y
            command = "l" if rel else "L"  # further pairs after a move draw lines
    return " ".join(out)


_TAG = re.compile(r"<(/?)(\w+)([^>]*?)(/?)>")
_TRANSLATE = re.compile(r'transform="translate\(([-\d.e]+)[ ,]([-\d.e]+)\)')


def _warped_tag(attrs: str, shift: Shift) -> str:
    """One tag's attributes with its geometry moved: path data, a circle's or ellipse's
    centre, or, for a shape drawn in a translated frame of its own, that frame's origin."""
    if "transform=" in attrs:

        def origin(m: re.Match[str]) -> str:
            x, y = float(m.group(1)), float(m.group(2))
            dx, dy = shift(x, y)
            return f'transform="translate({num(x + dx)} {num(y + dy)})'

        return _TRANSLATE.sub(origin, attrs)
    attrs = re.sub(r' d="([^"]*)"', lambda m: f' d="{warped_path(m.group(1), shift)}"', attrs)
    cx, cy = re.search(r' cx="([^"]*)"', attrs), re.search(r' cy="([^"]*)"', attrs)
    if cx and cy:
        x, y = float(cx.group(1)), float(cy.group(1))
        dx, dy = shift(x, y)
        attrs = attrs.replace(cx.group(0), f' cx="{num(x + dx)}"')
        attrs = attrs.replace(cy.group(0), f' cy="{num(y + dy)}"')
    return attrs


def warped(parts: list[str], shift: Shift | None) -> list[str]:
    """Drawn parts with their points moved by ``shift`` (see ``twist_shift``); a group with a
    transform of its own moves by its origin, its contents kept whole."""
    if shift is None:
        return parts

    def one(part: str) -> str:
        out, at, local = [], 0, [False]
        for m in _TAG.finditer(part):
            closing, name, attrs, alone = m.groups()
            out.append(part[at : m.start()])
            at = m.end()
            if closing:
                local.pop()
                out.append(m.group(0))
                continue
            if not local[-1]:
                attrs = _warped_tag(attrs, shift)
            if not alone:
                local.append(local[-1] or "transform=" in attrs)
            out.append(f"<{name}{attrs}{alone}>")
        return "".join(out) + part[at:]

    return [one(part) for part in parts]


def scaled_shift(shift: Shift | None, breadth: float) -> Shift | None:
    """``shift`` for parts drawn outside the body's sideways stretch."""
    if shift is None:
        return None

    def wide(x: float, y: float) -> Point:
        dx, dy = shift(x / breadth, y)
        return dx * breadth, dy

    return wide


def side_width(y: float, girth: float) -> float:
    """The torso's half width at height ``y``, following ``SIDE`` down to the waist."""
    waist = 21.0 * girth
    pts = [*SIDE, (waist + 0.5, -4.0), (waist + 1.0, 8.0)]
    if y <= pts[0][1]:
        return pts[0][0]
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        if y0 <= y <= y1:
            return x0 + (x1 - x0) * (y - y0) / (y1 - y0)
    return pts[-1][0]


def _outline(girth: float) -> str:
    waist = 21.0 * girth
    right = (
        "C15,-72.5 25,-68.5 32.5,-64.5 C37.5,-62 37.5,-52 33.5,-43 "
        f"C31,-34 29,-20 {waist + 0.5:.1f},-4 L{waist + 1:.1f},8"
    )
    left = (
        f"L{-waist - 1:.1f},8 L{-waist - 0.5:.1f},-4 C-29,-20 -31,-34 -33.5,-43 "
        "C-37.5,-52 -37.5,-62 -32.5,-64.5 C-25,-68.5 -15,-72.5 -7.5,-75"
    )
    return f"M-7.5,-75 C-3,-73.5 3,-73.5 7.5,-75 {right} {left} Z"


def _motif(ink: Ink, garb: Garb) -> list[str]:
    p, girth = ink.palette, garb.girth
    waist = 21.0 * girth
    motif = garb.motif
    if motif == "plain":  # the robe's own weave, under a sash
        return []
    if motif == "bands":  # two broad upright bands in the second colour
        return [
            path(
                torso_band(u0, u1, -72, 2, girth, side_width, 8), **ink.fill(garb.second, thin=True)
            )
            for u0, u1 in ((-0.66, -0.26), (0.26, 0.66))
        ]
    if motif == "bars":  # bars across the chest in the trim, narrowing with it
        return [
            path(
                torso_band(-1, 1, y, y + 7, girth, side_width, 8), **ink.fill(garb.trim, thin=True)
            )
            for y in (-58, -43, -28)
        ]
    if motif == "halves":
        return [
            path(
                torso_band(-1, 0, -74, 2, girth, side_width, 8), **ink.fill(garb.second, thin=True)
            )
        ]
    if motif == "sash":  # from the right shoulder to the left hip
        return [
            path(
                f"M17,-72 L27,-67 L{-waist + 5:.1f},-4 L{-waist - 1:.1f},-12 Z",
                **ink.fill(garb.trim, thin=True),
            ),
            path(f"M22,-69 L{-waist + 2:.1f},-8", **ink.line(shade(garb.trim, 0.25), 0.8)),
        ]
    if motif == "lacing":  # a laced front over the shirt
        cross = " ".join(f"M-5,{y} L5,{y + 9} M5,{y} L-5,{y + 9}" for y in range(-66, -14, 11))
        return [
            path("M-6,-72 L-4,-10 L4,-10 L6,-72 Z", **ink.fill(p.white, thin=True)),
            path(cross, **ink.line(garb.trim, 1.7)),
            path("M-7,-72 L-5,-10 M7,-72 L5,-10", **ink.line(shade(garb.main), 1.2)),
        ]
    # placket: a front opening with a row of buttons
    return [
        path("M0,-73 L0,-9", **ink.line(garb.trim, 3.4)),
        *(
            el("circle", cx=0, cy=y, r=2.1, **ink.fill(p.gold_light, thin=True))
            for y in (-62, -50, -38, -26, -15)
        ),
    ]


def torso(ink: Ink, garb: Garb, belted: bool = True) -> list[str]:
    """The doublet or robe from the neck to the belt (or to the waist, for a figure girt
    with a sash), modelled: its shadow side, the chest, the tension folds from the armpits
    and the pleats gathered into the belt."""
    p = ink.palette
    waist = 21.0 * garb.girth
    body = _outline(garb.girth)
    main = garb.main
    parts = [path(body, **ink.fill(main))]
    if garb.pattern != "none":
        parts.append(path(body, fill=f"url(#{garb.pattern})"))
    parts += _motif(ink, garb)
    # the shadow side, from the shoulder down the ribs; without a belt over the seam, down
    # both sides, so the turned half's shade meets it there (one side only, the shade
    # stepped from dark to light across the seam)
    for k in (1,) if belted else (1, -1):
        parts += shaded(
            f"M{22 * k},-70 C{28 * k},-67 {33 * k},-64 {35 * k},-60 C{37 * k},-52 {35 * k},-45 "
            f"{33 * k},-40 C{31 * k},-28 {29 * k},-16 {k * (waist + 0.5):.1f},-4 "
            f"L{k * (waist - 8):.1f},-4 C{k * (waist - 6):.1f},-18 {24 * k},-36 {22 * k},-50 "
            f"C{21 * k},-58 {20 * k},-65 {22 * k},-70 Z",
            main,
        )
    parts += [
        # the chest's lower edge and the tension folds from the armpits to the waist
        folds(
            ink,
            "M-24,-44 C-18,-38 -10,-37 -3,-40 M24,-44 C18,-38 10,-37 3,-40 "
            f"M-30,-36 C-24,-26 -18,-18 {-waist + 6:.1f},-10 "
            f"M30,-36 C24,-26 18,-18 {waist - 6:.1f},-10",
            main,
        ),
        # pleats gathered into the belt
        folds(
            ink,
            " ".join(f"M{x:.1f},-10 L{x * 1.12:.1f},-19" for x in (-14, -7, 7, 14)),
            main,
            0.7,
        ),
    ]
    if not belted:
        return parts
    parts += [
        el(
            "rect",
            x=-waist - 1.5,
            y=BELT[0],
            width=2 * waist + 3,
            height=BELT[1] - BELT[0],
            **ink.fill(garb.trim, thin=True),
        ),
        el("rect", x=-4.5, y=BELT[0] - 1, width=9, height=12, rx=1.5, **ink.fill(p.gold_light)),
        path(f"M-2,{BELT[0] + 2} L-2,{BELT[1] - 1}", **ink.line(p.gold_dark, 0.8)),
    ]
    return parts


def twist_folds(ink: Ink, garb: Garb, twist: float) -> list[str]:
    """The drag folds of a doublet on a chest turned above a square belt: from the near
    hip up across the body towards the far shoulder, the cloth pulled round with the turn."""
    k = -math.copysign(1.0, twist)  # the near side, turned towards the viewer
    waist = 21.0 * garb.girth
    d = (
        f"M{k * (waist - 4):.1f},-12 C{k * 12:.1f},-24 {k * 4:.1f},-34 {-k * 6:.1f},-44 "
        f"M{k * 27:.1f},-30 C{k * 20:.1f},-38 {k * 12:.1f},-46 {k * 3:.1f},-54 "
        f"M{k * 10:.1f},-12 C{k * 6:.1f},-18 {k * 2:.1f},-22 {-k * 3:.1f},-27"
    )
    return [folds(ink, d, garb.main, 1.0)]


def neck(ink: Ink, lift: float = 0.0) -> list[str]:
    """A neck as broad as a neck, shaded under the jaw and down its right side; ``lift``
    makes it that much longer, up under a head raised on it."""
    p = ink.palette
    top = f"{-90 - lift:g}"
    d = f"M-8.5,{top} C-8.5,-84 -9,-79 -10,-74 C-4,-71 4,-71 10,-74 C9,-79 8.5,-84 8.5,{top} Z"
    return [
        path(d, **ink.fill(p.skin)),
        path(f"M3,{top} C4,-84 5,-79 9.6,-74.4 C9,-79 8.5,-84 8.5,{top} Z", fill=p.skin_shade),
        path("M-6,-86 C-2,-83 2,-83 6,-86", **ink.line(p.skin_line, 0.6)),
    ]


def royal_mantle(ink: Ink, garb: Garb) -> list[str]:
    """A king's mantle over both shoulders, open in front: its fronts edged in ermine fall
    to the belt either side of the chest and part as they fall, so the robe shows between
    them widening down (fronts falling straight and close read as a striped column)."""
    colour = garb.cloak or garb.main
    p = ink.palette
    parts: list[str] = []
    for k in (-1, 1):
        panel = (
            f"M{8 * k},-76 C{16 * k},-74 {27 * k},-70 {34 * k},-65 "
            f"C{40 * k},-60 {41 * k},-48 {40 * k},-36 C{40 * k},-24 {41 * k},-12 {42 * k},8 "
            f"L{28 * k},8 C{26 * k},-14 {20 * k},-40 {12 * k},-72 Z"
        )
        fur = (
            f"M{8 * k},-76 C{13 * k},-50 {19 * k},-22 {21 * k},8 L{28 * k},8 "
            f"C{26 * k},-20 {21 * k},-48 {15 * k},-74 Z"
        )
        parts += [
            path(panel, **ink.fill(colour)),
            folds(ink, f"M{35 * k},-58 C{36 * k},-40 {36 * k},-20 {37 * k},4", colour),
            path(fur, **ink.fill(p.white)),
            *(
                path(f"M{x * k:.1f},{y} l-1.4,3.6 l1.4,-1 l1.4,1 Z", fill=p.ink)
                for x, y in ((12, -62), (16.4, -44), (20.2, -26), (23.4, -8))
            ),
        ]
    for k in (1, -1):  # alike down both sides: the turned half's shade meets it at the seam
        parts += shaded(
            f"M{12 * k},-72 L{34 * k},-65 C{40 * k},-60 {41 * k},-48 {40 * k},-36 "
            f"C{40 * k},-24 {41 * k},-12 {42 * k},8 L{36 * k},8 C{36 * k},-20 {34 * k},-50 "
            f"{12 * k},-72 Z",
            colour,
        )
    # the clasp that holds the mantle at the collar
    parts.append(path("M-12,-70 C-4,-66 4,-66 12,-70", **ink.line(p.gold_dark, 2.2)))
    parts.append(el("circle", cx=0, cy=-67, r=3.2, **ink.fill(p.gold, thin=True)))
    return parts


def chain_of_office(ink: Ink) -> list[str]:
    """A gold chain hung across the chest with a jewel at its lowest link."""
    p = ink.palette
    links = [(x, -70 + 22 * math.cos(math.pi * x / 36)) for x in range(-15, 16, 5)]
    return [
        *(
            el("ellipse", cx=x, cy=round(y, 1), rx=2.4, ry=1.8, **ink.fill(p.gold, thin=True))
            for x, y in links
        ),
        el("circle", cx=0, cy=-45, r=4.2, **ink.fill(p.gold, thin=True)),
        el("circle", cx=0, cy=-45, r=2.2, **ink.fill(p.red, thin=True)),
    ]


# a sash's middle line runs from the shoulder down to the middle of the belt line, where the
# two halves meet on the card's centre: turned about that centre, the other half's sash runs
# on in the same straight line, one diagonal band across the card
SASH_SHOULDER: Point = (22.0, -70.5)
SASH_HALF = 7.0  # half the sash's breadth, measured across the body
SASH_END = 8.0  # drawn this far past the seam, where the mask cuts it


def waist_sash(ink: Ink, colour: str, k: float) -> list[str]:
    """A broad sash from the shoulder on side ``k`` down across the body through the middle
    of the waist, worn instead of a belt: the halves join in one clean diagonal band, not a
    belt and buckle with fists piled about them."""
    sx, sy = SASH_SHOULDER

    def x_at(y: float) -> float:
        return sx * (y - SEAM_Y) / (sy - SEAM_Y)

    def pt(x: float, y: float) -> str:
        return f"{num(k * x)},{num(y)}"

    inner, outer = -74.5, -68.5  # the top edge follows the slope of the shoulder
    edge = (
        f"M{pt(x_at(inner) - SASH_HALF, inner)} L{pt(x_at(outer) + SASH_HALF, outer)} "
        f"L{pt(x_at(SASH_END) + SASH_HALF, SASH_END)} L{pt(x_at(SASH_END) - SASH_HALF, SASH_END)} Z"
    )
    # creases either side of its middle, alike on both edges: shaded down one edge, the
    # turned half's shade fell on the other and the band read as a zigzag at the seam
    creases = " ".join(f"M{pt(x_at(-64) + dx, -64)} L{pt(x_at(2) + dx, 2)}" for dx in (-3.0, 3.0))
    return [path(edge, **ink.fill(colour)), folds(ink, creases, colour, 0.8)]


def tapered_mantle(ink: Ink, garb: Garb) -> list[str]:
    """A king's mantle that slopes from the neck over rounded shoulders, falls in folds over
    the upper arms and closes in round the waist, its open fronts edged in a narrow gold
    border (squared at the shoulders, straight down the sides and edged in broad ermine,
    the draped mantle read with its turned half as a hard box with a white inner edge).
    Shaded alike down both sides, so the turned half's shade meets it at the seam."""
    colour, p = garb.cloak or garb.main, ink.palette
    parts: list[str] = []
    for k in (-1.0, 1.0):

        def d(*pts: Point, k: float = k) -> str:
            return " ".join(f"{num(x * k)},{num(y)}" for x, y in pts)

        front = ((9, -77), (11, -50), (15, -22), (19, 8))
        # from the shoulder round the upper arm and in towards the waist
        outer = f"C{d((43, -53), (43, -34), (41, -18))} C{d((40, -8), (40, 0), (40.5, 8))}"
        panel = (
            f"M{d(front[0])} C{d((18, -77), (30, -73), (36, -63))} {outer} L{d(front[3])} "
            f"C{d(front[2], front[1], front[0])} Z"
        )
        shadow = (
            f"M{d((36, -63))} {outer} L{d((34, 8))} C{d((34, -2), (34, -10), (35, -20))} "
            f"C{d((37, -34), (37, -50), (33, -61))} Z"
        )
        border = (
            f"M{d(front[0])} C{d(*front[1:])} L{d((24, 8))} "
            f"C{d((20, -22), (16, -50), (13.5, -76))} Z"
        )
        creases = (
            f"M{d((33, -60))} C{d((37, -44), (36, -22), (36, 6))} "
            f"M{d((28, -66))} C{d((31, -46), (30, -22), (30, 6))} "
            f"M{d((24, -44))} C{d((25, -30), (25, -14), (25, 6))}"
        )
        parts += [
            path(panel, **ink.fill(colour)),
            *shaded(shadow, colour),
            folds(ink, creases, colour, 1.1),
            path(border, **ink.fill(p.gold, thin=True)),
        ]
    return parts


def broad_blade(ink: Ink, pose: Pose) -> str:
    """A Fante's or Re's sword as a broad blue-steel blade over the pack's hilt, in the held
    sword's own frame (the number cards' slim pale blade, at a man's side, read as a
    spindly grey skewer)."""
    p = ink.palette
    hand, rotate, scale = pose.holding.hand, pose.symbol_rotate, pose.symbol_scale
    pen = ink.at_scale(scale).pen
    blade = "M0,-100 L11,-80 L12.5,50 L-12.5,50 L-11,-80 Z"
    drawn = [
        path(blade, fill=p.blade),
        path("M0,-100 L-11,-80 L-12.5,50 L0,50 Z", fill=p.blade_light),
        path("M-1.6,44 L-1.2,-80 L1.2,-80 L1.6,44 Z", fill=p.blade_dark),  # the fuller
        path(
            " ".join(f"M3,{y} L10,{y - 4}" for y in range(40, -72, -14)),
            **ink.line(p.blade_dark, pen.thin * 0.8),
        ),
        path(
            blade, fill="none", stroke=p.ink, stroke_width=pen.thick * 1.3, stroke_linejoin="round"
        ),
    ]
    x, y = symbol_origin("s", hand, rotate, scale)
    return g(*drawn, transform=transform(x, y, rotate, scale))


# a Pose.item: the free hand grips the held club's shaft above the other fist
HAFT = "haft"
# a Pose.item: the free hand holds the held coin by its rim as well, a king showing it
RIM = "rim"
# a Pose.item: the held cup's lid lifted off in the free fist, held by its knob, its lip
# this far under the fist
LID = "lid"
LID_LIP = 20.0
# how far under the free fist what hangs from it reaches
HANGS = {LID: LID_LIP + 4.0}


def cup_lid(ink: Ink, at: Point) -> list[str]:
    """A covered cup's lid lifted off by its knob in a fist at ``at``: a gold dome over a
    red-banded lip hanging under the fist, the Fante di coppe showing his cup's wine (held
    up empty, the free hand read as one more hand on the chest)."""
    p = ink.palette
    x, y = at
    top, lip = y + 7.0, y + LID_LIP  # the dome's crown under the knob, and its lip
    dome = (
        f"M{x - 15:.1f},{lip:.1f} C{x - 15:.1f},{top + 3:.1f} {x - 7:.1f},{top:.1f} "
        f"{x:.1f},{top:.1f} C{x + 7:.1f},{top:.1f} {x + 15:.1f},{top + 3:.1f} "
        f"{x + 15:.1f},{lip:.1f} Z"
    )
    return [
        path(f"M{x:.1f},{y + 2:.1f} L{x:.1f},{top + 1:.1f}", **ink.line(p.ink, 4.4)),
        path(f"M{x:.1f},{y + 2:.1f} L{x:.1f},{top + 1:.1f}", **ink.line(p.gold, 2.4)),
        path(dome, **ink.fill(p.gold)),
        *shaded(
            f"M{x + 4:.1f},{top + 0.5:.1f} C{x + 10:.1f},{top + 1:.1f} {x + 15:.1f},{top + 4:.1f} "
            f"{x + 15:.1f},{lip:.1f} L{x + 9:.1f},{lip:.1f} C{x + 9:.1f},{top + 6:.1f} "
            f"{x + 7:.1f},{top + 2:.1f} {x + 4:.1f},{top + 0.5:.1f} Z",
            p.gold,
        ),
        el("ellipse", cx=x - 6, cy=top + 5, rx=3, ry=2, fill=p.gold_light),
        el(
            "rect",
            x=x - 17,
            y=lip - 1,
            width=34,
            height=5,
            rx=1.5,
            **ink.fill(p.red, thin=True),
        ),
        path(
            f"M{x - 15:.1f},{lip + 1.5:.1f} L{x + 15:.1f},{lip + 1.5:.1f}", **ink.line(p.gold, 1.2)
        ),
    ]


def on_haft(pose: Pose, free_by: Point, held_by: Point, breadth: float) -> Arm:
    """The free arm with its hand moved sideways onto the held club's shaft, at the height
    the pose gives it (each hand is drawn moved with its own shoulder and out with the
    body's breadth, so the shaft is found where the holding fist is drawn)."""
    (hx, hy), (_, fy) = pose.holding.hand, pose.free.hand
    a = math.radians(pose.symbol_rotate)
    along_shaft = (hy + held_by[1] - fy - free_by[1]) / math.cos(a)
    x = ((hx + held_by[0]) * breadth + along_shaft * math.sin(a)) / breadth - free_by[0]
    return replace(pose.free, hand=(round(x, 2), fy))


def rim_in_free_hand(
    pose: Pose, free_by: Point, held_by: Point, breadth: float
) -> tuple[Point, float] | None:
    """The held coin's centre and radius in the free hand's frame (each hand is drawn moved
    with its own shoulder, out with the body's breadth and enlarged by ``HAND`` about
    itself), so the free fingers close on the rim where the coin is drawn."""
    rim = coin_rim("d", pose)
    if rim is None:
        return None
    (cx, cy), radius = rim
    (hx, hy), (fx, fy) = pose.holding.hand, pose.free.hand
    world = ((hx + held_by[0]) * breadth + (cx - hx) * HAND, hy + held_by[1] + (cy - hy) * HAND)
    local = (
        fx + (world[0] - (fx + free_by[0]) * breadth) / HAND,
        fy + (world[1] - fy - free_by[1]) / HAND,
    )
    return local, radius


def club_in_hand(ink: Ink, pose: Pose) -> str:
    """A Fante's or Re's club, the heavy cudgel (the pips' staff, which the Cavalli carry,
    read as a walking stick in a standing man's fist), its grip in the holding hand."""
    hand, rotate, scale = pose.holding.hand, pose.symbol_rotate, pose.symbol_scale
    x, y = symbol_origin("b", hand, rotate, scale)
    return g(heavy_cudgel(ink.at_scale(scale)), transform=transform(x, y, rotate, scale))


def bust_top(figure: Figure, head_size: float, drop: float) -> float:
    """The highest point of the head and its headwear, in the figure frame."""
    return NECK_Y + drop + (head_top(figure.head) - NECK_Y) * head_size


def bust(
    ink: Ink,
    figure: Figure,
    suit: str,
    ident: str,
    head_size: float,
    drop: float,
    breadth: float = BREADTH,
) -> list[str]:
    """The half-figure in the figure frame, a contour first (see figures.person)."""
    outline, inner = contour_inks(ink)
    return [
        g(
            *without_patterns(_bust(outline, figure, suit, ident, head_size, drop, breadth)),
            transform=contour_shift(ink),
        ),
        *_bust(inner, figure, suit, ident, head_size, drop, breadth),
    ]


def _bust(
    ink: Ink,
    figure: Figure,
    suit: str,
    ident: str,
    head_size: float,
    drop: float,
    breadth: float,
) -> list[str]:
    garb, pose = figure.garb, figure.pose
    behind, front = whole_head(ink, figure.head, ink.palette.skin_shade, head_size)
    lowered = f"translate(0 {drop:.2f})"
    king = garb.cut == "robe"

    def broad(*things: str) -> str:
        return g(*things, transform=f"scale({breadth} 1)")

    shift = twist_shift(figure)

    def turned(at: Point) -> Point:
        """How far an arm moves with the chest: as its shoulder does."""
        if shift is None:
            return 0.0, 0.0
        return shift(math.copysign(SHOULDER[0], at[0]), SHOULDER[1])

    def moved(at: Point, *things: str, by: Point = (0.0, 0.0)) -> str:
        x, y = at
        dx, dy = by
        return g(
            *things,
            transform=f"translate({(x + dx) * breadth:.2f} {y + dy:.2f}) scale({HAND}) "
            f"translate({-x} {-y})",
        )

    def along(by: Point, *things: str) -> list[str]:
        """Parts moved with an arm (or left where they are when the figure stands square)."""
        if by == (0.0, 0.0):
            return list(things)
        return [g(*things, transform=f"translate({num(by[0])} {num(by[1])})")]

    half = figure if isinstance(figure, HalfFigure) else None
    sash = half.sash if half else None
    body = torso(ink, garb, belted=sash is None)
    if half and half.twist and garb.cut != "robe":
        under_belt = len(body) - (0 if sash else 3)
        body[under_belt:under_belt] = twist_folds(ink, garb, half.twist)
    if king and garb.mantle == "open":
        body += royal_mantle(ink, garb)
    else:
        body += mantle_under(ink, garb)
    if king and garb.motif != "sash" and not sash:
        body += chain_of_office(ink)
    free_by, held_by = turned(pose.free.elbow), turned(pose.holding.elbow)
    lean = handle_lean(suit, pose.symbol_rotate)
    both = pose.item == HAFT  # the free fist closes on the shaft as well
    if both:
        pose = replace(pose, free=on_haft(pose, free_by, held_by, breadth))
    # the free fingers on the coin's rim too, over its face
    on_rim = rim_in_free_hand(pose, free_by, held_by, breadth) if pose.item == RIM else None
    free_sleeve, free_hand = arm(ink, garb, pose.free, lean if both else None, on_rim)
    sleeve, held_hand = arm(ink, garb, pose.holding, lean, coin_rim(suit, pose))
    held = [held_hand]
    if not isinstance(ink, Silhouette):  # the symbol keeps its own outline
        if suit == "b" and half:
            symbol = club_in_hand(ink, pose)
        else:
            symbol = held_symbol(
                ident, suit, pose.holding.hand, pose.symbol_rotate, pose.symbol_scale
            )
        held[:0] = [symbol, broad_blade(ink, pose)] if suit == "s" and half else [symbol]
    # the free hand's own item: the pack's sceptres and orb, or a cup's lid under the fist
    if pose.item == LID:
        carried = cup_lid(ink, pose.free.hand)
    else:
        carried = item(ink, pose.item, pose.free.hand)
    free = [moved(pose.free.hand, *carried, free_hand, by=free_by)]
    if half and half.one_hand:  # the free arm under the mantle
        free, free_sleeve = [], []
    hands = [moved(pose.holding.hand, *held, by=held_by), *free]
    if not both and on_rim is None:
        hands.reverse()
    behind_body = cloak(ink, garb, seated=True)
    if garb.mantle == "thrown":  # a short cape over the free arm's shoulder
        free_sleeve += shoulder_cape(ink, garb, math.copysign(1.0, pose.free.elbow[0]))
        behind_body = []
    mantles = {"draped": falling_mantle, "tapered": tapered_mantle}
    over = mantles[garb.mantle](ink, garb) if garb.mantle in mantles else []
    if over:  # over the shoulders and the free arm; the holding arm comes out of it
        behind_body = []
    # the head and neck go with the middle of the chest, the head cocked on the neck
    head_at = lowered
    neck_parts = neck(ink, max(-drop, 0.0))
    if shift is not None:
        dx, dy = shift(0.0, NECK_Y)
        cocked = f"translate({num(dx * breadth)} {num(dy)}) rotate({num(figure.tilt)} 0 -74)"
        head_at = f"{cocked} {lowered}"
        neck_parts = [g(*neck_parts, transform=cocked)]
    return [
        broad(*warped(behind_body, shift)),
        g(*behind, transform=head_at),
        *neck_parts,
        broad(
            *warped(body, shift),
            *along(free_by, *free_sleeve),
            *warped(over, shift),
            # not turned with the chest: straight, it runs on into the turned half's
            *(waist_sash(ink, sash, half.sash_side) if half and sash else []),
            *along(held_by, *sleeve),
        ),
        # a collar round the neck, not stretched with the shoulders
        *warped(collar(ink, garb), scaled_shift(shift, breadth)),
        # the head without whole_head's neck, drawn for a full-width body: the bust's
        # own neck (above) is set in the widened half-figure's frame
        g(*front[1:], transform=head_at),
        *hands,
    ]
