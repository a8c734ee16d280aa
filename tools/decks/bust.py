"""A Piacentine Fante's or Re's half-figure: head, shoulders, chest and arms to the belt.

The full-length figure of figures.py cut at the belt and stretched sideways gave a boxy
block with square shoulders under a small head. The bust is drawn for the half-card: a
neck, shoulders that slope from it to round deltoids, a chest that narrows to the waist,
tension folds from the armpits and pleats gathered above the belt, the head drawn large on
the neck (about a fifth of the half-card's height). A king's mantle lies over his shoulders
and falls open in front, so the robe shows on his chest between its ermine fronts.

Drawn in the figure frame of cast.py (waist at the origin, neck at y = -76) and reusing the
heads, sleeves, hands, collars and held symbols of the other figure parts.
"""

from __future__ import annotations

import itertools
import math

from .arms import arm, coin_rim, handle_lean, held_symbol, item
from .cast import Figure, Garb
from .costume import mantle_under, torso_band
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
from .svg import el, g, path

Point = tuple[float, float]

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


def torso(ink: Ink, garb: Garb) -> list[str]:
    """The doublet or robe from the neck to the belt, modelled: its shadow side, the chest,
    the tension folds from the armpits and the pleats gathered into the belt."""
    p = ink.palette
    waist = 21.0 * garb.girth
    body = _outline(garb.girth)
    main = garb.main
    parts = [path(body, **ink.fill(main))]
    if garb.pattern != "none":
        parts.append(path(body, fill=f"url(#{garb.pattern})"))
    parts += _motif(ink, garb)
    parts += [
        # the shadow side, from the shoulder down the ribs
        *shaded(
            f"M22,-70 C28,-67 33,-64 35,-60 C37,-52 35,-45 33,-40 C31,-28 29,-16 "
            f"{waist + 0.5:.1f},-4 L{waist - 8:.1f},-4 C{waist - 6:.1f},-18 24,-36 22,-50 "
            "C21,-58 20,-65 22,-70 Z",
            main,
        ),
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
    parts += shaded(
        "M12,-72 L34,-65 C40,-60 41,-48 40,-36 C40,-24 41,-12 42,8 L36,8 C36,-20 34,-50 12,-72 Z",
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

    def moved(at: Point, *things: str) -> str:
        x, y = at
        return g(
            *things,
            transform=f"translate({x * breadth:.2f} {y:.2f}) scale({HAND}) translate({-x} {-y})",
        )

    body = [*torso(ink, garb)]
    if king and garb.mantle == "open":
        body += royal_mantle(ink, garb)
    else:
        body += mantle_under(ink, garb)
    if king and garb.motif != "sash":
        body += chain_of_office(ink)
    free_sleeve, free_hand = arm(ink, garb, pose.free)
    sleeve, held_hand = arm(
        ink, garb, pose.holding, handle_lean(suit, pose.symbol_rotate), coin_rim(suit, pose)
    )
    held = [held_hand]
    if not isinstance(ink, Silhouette):  # the symbol keeps its own outline
        symbol = held_symbol(ident, suit, pose.holding.hand, pose.symbol_rotate, pose.symbol_scale)
        held.insert(0, symbol)
    free = [moved(pose.free.hand, *item(ink, pose.item, pose.free.hand), free_hand)]
    behind_body = cloak(ink, garb, seated=True)
    if garb.mantle == "thrown":  # a short cape over the free arm's shoulder
        free_sleeve += shoulder_cape(ink, garb, math.copysign(1.0, pose.free.elbow[0]))
        behind_body = []
    over = falling_mantle(ink, garb) if garb.mantle == "draped" else []
    if over:  # over the shoulders and the free arm; the holding arm comes out of it
        behind_body = []
    return [
        broad(*behind_body),
        g(*behind, transform=lowered),
        *neck(ink, max(-drop, 0.0)),
        broad(*body, *free_sleeve, *over, *sleeve),
        *collar(ink, garb),  # a collar round the neck, not stretched with the shoulders
        # the head without whole_head's neck, drawn for a full-width body: the bust's
        # own neck (above) is set in the widened half-figure's frame
        g(*front[1:], transform=lowered),
        *free,
        moved(pose.holding.hand, *held),
    ]
