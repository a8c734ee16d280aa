"""Small shared ornaments: corner digits (drawn as strokes, no fonts), laurel, ribbon, crown."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from .style import Ink
from .svg import el, g, path

Point = tuple[float, float]
Strokes = tuple[tuple[str, str], ...]  # (weight, path) of each stroke of a digit


@dataclass(frozen=True)
class Hand:
    """One pack's way of writing the corner digits, as strokes in a box 16 units tall (no
    fonts, so the numbers render alike everywhere). ``weights`` and ``caps`` are keyed by
    the strokes' weight letters; a 9 is the 6 turned round, and ``underline`` goes under
    both, so a 6 and an upside-down 9 are never confused."""

    strokes: dict[str, Strokes]
    weights: dict[str, float]
    caps: dict[str, str]
    advance: float  # a digit's width, the space between digits included; a 9 turns about
    # the middle of it
    one_advance: float  # the 1 is narrower: the next digit closes up to it ...
    one_shift: float  # ... and it moves left by this, under the digits above and below it
    underline: tuple[str, str]  # (weight, path)
    balls: dict[str, tuple[Point, ...]] = field(default_factory=dict)  # the curves' ends
    ball: float = 0.0


_PAIR = re.compile(r"(-?[\d.]+),(-?[\d.]+)")  # a point, x,y, in a path written absolute


def _condensed(d: str, factor: float) -> str:
    """The absolute path ``d`` (coordinates written as x,y pairs) narrowed to ``factor`` of its
    width about x 0: a condensed cut of a digit keeps its stroke weights, unlike a scale()."""
    return _PAIR.sub(lambda m: f"{float(m[1]) * factor:.2f},{m[2]}", d)


# The serif digits, in the manner of a printed numeral: the curves ending in a ball, the 1, 2,
# 4 and 7 standing on square-cut bars and serifs, the stems heavier than the curves and
# hairlines, in a 9 x 16 box. Weights: "T" a stem, "m" a bar, "c" a curve, "t" a hairline.
_SERIF: dict[str, Strokes] = {
    "0": (
        (
            "c",
            "M4.6,1 C2.4,1 1.3,4.2 1.3,8 C1.3,11.8 2.4,15 4.6,15 C6.8,15 7.9,11.8 7.9,8 "
            "C7.9,4.2 6.8,1 4.6,1 Z",
        ),
    ),
    "1": (("T", "M4.9,1.2 L4.9,14"), ("t", "M4.9,1.2 L2,3.6"), ("m", "M2.2,15 L7.6,15")),
    "2": (
        ("c", "M2,4.2 C2,2.2 3.3,1 4.9,1 C6.8,1 8,2.4 8,4.3 C8,7.4 4.6,10 1.5,14.2"),
        ("m", "M1.2,15 L8.4,15"),
        ("t", "M8.4,15 L8.4,12.8"),
    ),
    "3": (
        (
            "c",
            "M1.9,3.4 C2.5,1.8 3.7,1 5,1 C6.8,1 7.8,2.2 7.8,3.9 C7.8,5.9 6.4,7.4 4.1,7.4 "
            "C6.9,7.4 8.2,9 8.2,11.1 C8.2,13.4 6.7,15 4.6,15 C3.2,15 2,14.2 1.5,12.6",
        ),
    ),
    "4": (
        ("T", "M6.3,1.2 L6.3,14"),
        ("t", "M6.3,1.2 L1,11"),
        ("m", "M1,11 L8.6,11"),
        ("m", "M4.1,15 L8.5,15"),
    ),
    "5": (
        ("m", "M2.5,1.1 L8,1.1"),
        ("t", "M2.5,1.1 L2,7.3"),
        (
            "c",
            "M2,7.3 C2.9,6.5 3.9,6.1 4.9,6.1 C7.2,6.1 8.3,8 8.3,10.4 C8.3,13.2 6.7,15 4.6,15 "
            "C3.2,15 2,14.3 1.5,12.8",
        ),
    ),
    "6": (
        (
            "c",
            "M7.4,2.7 C6.9,1.5 6,1 5,1 C2.6,1 1.3,4 1.3,8.6 C1.3,12.8 2.6,15 4.7,15 "
            "C6.8,15 8.1,13.2 8.1,10.8 C8.1,8.4 6.8,6.6 4.8,6.6 C3.1,6.6 1.9,7.7 1.4,9.4",
        ),
    ),
    "7": (
        ("m", "M1.2,1.1 L8.4,1.1"),
        ("T", "M8.3,1.4 C6.1,5 4.5,9.6 4.1,15"),
        ("t", "M1.2,1.1 L1.2,3.4"),
    ),
    "8": (
        (
            "c",
            "M4.6,7.3 C2.8,7.3 1.7,6 1.7,4.2 C1.7,2.3 3,1 4.6,1 C6.3,1 7.5,2.3 7.5,4.2 "
            "C7.5,6 6.4,7.3 4.6,7.3 C2.4,7.3 1.1,9 1.1,11.2 C1.1,13.5 2.6,15 4.6,15 "
            "C6.7,15 8.1,13.5 8.1,11.2 C8.1,9 6.8,7.3 4.6,7.3 Z",
        ),
    ),
}
_SERIF_BALLS: dict[str, tuple[Point, ...]] = {
    "2": ((2.2, 4.2),),
    "3": ((1.9, 3.3), (1.6, 12.5)),
    "5": ((1.6, 12.6),),
    "6": ((7.4, 2.9),),
}
NAPOLI_CONDENSED = 0.8  # the Neapolitan digits: the serif cut narrowed, a slim book numeral

# Neapolitan: a slim, slightly condensed serif numeral with fine hairlines, as a printer's
# book figure, standing free on the cream.
NEAPOLITAN_HAND = Hand(
    strokes={
        digit: tuple((w, _condensed(d, NAPOLI_CONDENSED)) for w, d in strokes)
        for digit, strokes in _SERIF.items()
    },
    weights={"T": 3.3, "m": 2.5, "c": 2.9, "t": 1.4},
    caps={"T": "butt", "m": "butt", "c": "round", "t": "round"},
    advance=9.3 * NAPOLI_CONDENSED,
    one_advance=7.8 * NAPOLI_CONDENSED,
    one_shift=0.9 * NAPOLI_CONDENSED,
    underline=("m", "M1,18.4 L6.5,18.4"),
    balls={
        digit: tuple((x * NAPOLI_CONDENSED, y) for x, y in balls)
        for digit, balls in _SERIF_BALLS.items()
    },
    ball=1.4,
)

# Piacentine: a round-ended numeral of one weight, as a jobbing printer's figure, reversed
# out of its small coloured box in the frame's corner. Its bowls are squared off and its
# stroke kept light (paper on colour spreads), so the counters of a 6, 8 or 9 stay open at
# 56 px: the old heavier, rounder cut closed them up into blobs.
PIACENTINE_HAND = Hand(
    strokes={
        "0": (
            (
                "b",
                "M5,1.35 C7.9,1.35 8.65,3 8.65,8 C8.65,13 7.9,14.65 5,14.65 C2.1,14.65 1.35,13 "
                "1.35,8 C1.35,3 2.1,1.35 5,1.35 Z",
            ),
        ),
        "1": (("b", "M2.2,4.4 L5.6,1.35 L5.6,14.65"),),
        "2": (
            (
                "b",
                "M1.7,4.6 C1.9,2.5 3.3,1.35 5,1.35 C7,1.35 8.4,2.6 8.4,4.6 C8.4,7.6 4.6,10.2 "
                "1.5,14.65 L8.65,14.65",
            ),
        ),
        "3": (
            (
                "b",
                "M1.7,3.6 C2.4,2.1 3.6,1.35 5,1.35 C7,1.35 8.2,2.5 8.2,4.3 C8.2,6.2 6.8,7.5 "
                "4.6,7.5 C7.1,7.5 8.65,8.9 8.65,11 C8.65,13.2 7,14.65 4.9,14.65 C3.4,14.65 "
                "2.1,14 1.4,12.6",
            ),
        ),
        "4": (("b", "M6.9,14.65 L6.9,1.35 L1.35,10.8 L8.65,10.8"),),
        "5": (
            (
                "b",
                "M8.2,1.35 L2.5,1.35 L2,7.3 C3,6.5 4,6.2 5.1,6.2 C7.3,6.2 8.65,7.9 8.65,10.3 "
                "C8.65,12.9 7.1,14.65 4.8,14.65 C3.3,14.65 2.1,14 1.4,12.7",
            ),
        ),
        "6": (
            (
                "b",
                "M8,2.6 C7.4,1.7 6.4,1.35 5.1,1.35 C2.3,1.35 1.35,3.4 1.35,8 L1.35,11 "
                "C1.35,13.8 2.2,14.65 5,14.65 C7.8,14.65 8.65,13.8 8.65,10.6 C8.65,7.4 7.8,6.5 "
                "5,6.5 C2.6,6.5 1.6,7.4 1.35,9",
            ),
        ),
        "7": (("b", "M1.35,1.35 L8.65,1.35 C6.5,5 5.1,9.5 4.6,14.65"),),
        "8": (
            (
                "b",
                "M5,7.3 C2.8,7.3 2,6.5 2,4.3 C2,2.1 2.8,1.35 5,1.35 C7.2,1.35 8,2.1 8,4.3 "
                "C8,6.5 7.2,7.3 5,7.3 C2.2,7.3 1.35,8.2 1.35,11 C1.35,13.8 2.2,14.65 5,14.65 "
                "C7.8,14.65 8.65,13.8 8.65,11 C8.65,8.2 7.8,7.3 5,7.3 Z",
            ),
        ),
    },
    weights={"b": 2.3, "u": 2.0},
    caps={"b": "round", "u": "round"},
    advance=10.0,
    one_advance=8.6,
    one_shift=1.2,
    underline=("u", "M2.4,17.2 L7.6,17.2"),
)


# a stroke or ball of a written number: its digit's offset along the line and whether it is a
# 9 (the 6 turned round about the middle of its box)
Placed = tuple[float, bool]


def _written(
    number: int, hand: Hand
) -> tuple[list[tuple[str, str, Placed]], list[tuple[Point, Placed]]]:
    """The strokes (weight, path) and balls of ``number`` in ``hand``, each with its place."""
    strokes: list[tuple[str, str, Placed]] = []
    balls: list[tuple[Point, Placed]] = []
    x = 0.0
    for ch in str(number):
        digit = "6" if ch == "9" else ch
        place = (x - (hand.one_shift if ch == "1" else 0.0), ch == "9")
        strokes += [(w, d, place) for w, d in hand.strokes[digit]]
        balls += [(ball, place) for ball in hand.balls.get(digit, ())]
        x += hand.one_advance if ch == "1" else hand.advance
    if number in (6, 9):
        strokes.append((*hand.underline, (0.0, False)))
    return strokes, balls


def number_extent(number: int, hand: Hand) -> tuple[float, float, float, float]:
    """Where the ink of ``number`` in ``hand`` lies (left, top, right, bottom), in its box's
    units, taken from the strokes' points and weights (so a curve's bulge counts to its
    control points): a box round the number fits it whatever its digits."""
    strokes, balls = _written(number, hand)

    def at(x: float, y: float, place: Placed) -> Point:
        dx, turned = place
        return (hand.advance - x + dx, 16 - y) if turned else (x + dx, y)

    spots = [
        (*at(float(m[1]), float(m[2]), place), hand.weights[w] / 2)
        for w, d, place in strokes
        for m in _PAIR.finditer(d)
    ]
    spots += [(*at(bx, by, place), hand.ball) for (bx, by), place in balls]
    return (
        min(x - r for x, _, r in spots),
        min(y - r for _, y, r in spots),
        max(x + r for x, _, r in spots),
        max(y + r for _, y, r in spots),
    )


def number_glyphs(number: int, colour: str, height: float, hand: Hand) -> str:
    """The number in ``hand`` and ``colour``, top-left at the origin, ``height`` units tall."""
    written, ball_spots = _written(number, hand)

    def where(place: Placed) -> str:
        dx, turned = place
        return f"translate({dx:.2f} 0)" + (f" rotate(180 {hand.advance / 2:g} 8)" if turned else "")

    lines = [
        path(d, stroke_width=hand.weights[w], stroke_linecap=hand.caps[w], transform=where(place))
        for w, d, place in written
    ]
    dots = [
        el("circle", cx=bx, cy=by, r=hand.ball, transform=where(place))
        for (bx, by), place in ball_spots
    ]
    return g(
        g(*lines, fill="none", stroke=colour, stroke_linejoin="round"),
        *([g(*dots, fill=colour)] if dots else []),
        transform=f"scale({height / 16:.3f})",
    )


def bead_ring(
    ink: Ink,
    count: int,
    radius: float,
    sizes: tuple[float, float],
    colours: tuple[str, str],
    turn: float = 0.0,
) -> list[str]:
    """``count`` beads round a circle of ``radius``, alternating two sizes and colours,
    ``turn`` of a step round from the +x axis: the jewelled and beaded rings of the medals."""
    step = 2 * math.pi / count
    return [
        el(
            "circle",
            cx=round(radius * math.cos((k + turn) * step), 1),
            cy=round(radius * math.sin((k + turn) * step), 1),
            r=sizes[k % 2],
            **ink.fill(colours[k % 2], thin=True),
        )
        for k in range(count)
    ]


def laurel(ink: Ink, length: float = 90.0, leaves: int = 7, mirror: bool = False) -> str:
    """A branch curving up and out from the origin, leaves alternating on both sides."""
    p = ink.palette
    stem = (
        f"M0,0 C{-length * 0.45},{-length * 0.15} {-length * 0.75},{-length * 0.5} "
        f"{-length * 0.8},{-length}"
    )
    leaf = "M0,0 C3,-5 10,-7 16,-6 C11,-1 5,1 0,0 Z"
    parts = [path(stem, **ink.line(ink.palette.green_dark, ink.pen.thick))]
    for i in range(leaves):
        t = (i + 0.6) / (leaves + 0.2)
        # point on the cubic Bezier stem and its direction
        x, y = _bezier(
            (0, 0),
            (-length * 0.45, -length * 0.15),
            (-length * 0.75, -length * 0.5),
            (-length * 0.8, -length),
            t,
        )
        x2, y2 = _bezier(
            (0, 0),
            (-length * 0.45, -length * 0.15),
            (-length * 0.75, -length * 0.5),
            (-length * 0.8, -length),
            min(t + 0.02, 1),
        )
        angle = math.degrees(math.atan2(y2 - y, x2 - x))
        for side in (-1, 1):
            parts.append(
                path(
                    leaf,
                    transform=f"translate({x:.1f} {y:.1f}) rotate({angle + side * 40:.1f})"
                    f" scale(1 {side})",
                    **ink.fill(p.green, thin=True),
                )
            )
    return g(*parts, transform="scale(-1 1)" if mirror else None)


def _bezier(
    p0: tuple[float, float],
    p1: tuple[float, float],
    p2: tuple[float, float],
    p3: tuple[float, float],
    t: float,
) -> tuple[float, float]:
    u = 1 - t
    return (
        u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
        u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
    )


def crown(ink: Ink, width: float = 30.0, height: float = 20.0, gem: str | None = None) -> str:
    """A five-pointed gold crown, its band's bottom edge centred on the origin."""
    p = ink.palette
    w, h = width / 2, height
    points = [
        (-w, 0),
        (-w - 2, -h),
        (-w / 2, -h * 0.55),
        (0, -h - 3),
        (w / 2, -h * 0.55),
        (w + 2, -h),
        (w, 0),
    ]
    d = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points) + " Z"
    balls = [
        el("circle", cx=x, cy=y - 2.2, r=2.4, **ink.fill(p.gold_light, thin=True))
        for x, y in points[1:6:2]
    ]
    return g(
        path(d, **ink.fill(p.gold)),
        el(
            "rect",
            x=-w,
            y=-h * 0.32,
            width=width,
            height=h * 0.32,
            **ink.fill(p.gold_dark, thin=True),
        ),
        el("circle", cx=0, cy=-h * 0.16, r=h * 0.11, **ink.fill(gem or p.red, thin=True)),
        el("circle", cx=-w * 0.55, cy=-h * 0.16, r=h * 0.08, **ink.fill(p.blue, thin=True)),
        el("circle", cx=w * 0.55, cy=-h * 0.16, r=h * 0.08, **ink.fill(p.blue, thin=True)),
        *balls,
    )


def quatrefoil(ink: Ink, size: float = 9.0) -> str:
    """A small four-petalled flower with leaves between the petals, centred on the origin."""
    p = ink.palette
    half, tip = size * 0.5, size * 1.5
    leaf = f"M0,0 L{half:.1f},{-half:.1f} L0,{-tip:.1f} L{-half:.1f},{-half:.1f} Z"
    return g(
        *(
            path(leaf, transform=f"rotate({45 + 90 * k})", **ink.fill(p.green, thin=True))
            for k in range(4)
        ),
        *(
            el(
                "circle",
                cx=0,
                cy=-size * 0.6,
                r=size * 0.5,
                transform=f"rotate({90 * k})",
                **ink.fill(p.red, thin=True),
            )
            for k in range(4)
        ),
        el("circle", r=size * 0.35, **ink.fill(p.gold, thin=True)),
    )


def wreath(ink: Ink, rx: float, ry: float, leaves: int = 13) -> tuple[list[str], list[str]]:
    """A closed laurel wreath round the origin, tied at the foot with a red bow.

    Returned as (back, front): the front is the leaves about the top and the bow, drawn again
    over whatever passes through the wreath so it closes round it.
    """
    p = ink.palette
    leaf = "M0,0 C4,-6 12,-8 19,-7 C13,-1 6,1 0,0 Z"
    back, front = [path(_ellipse_arc(rx, ry), **ink.line(p.green_dark, ink.pen.thick))], []
    for side in (-1, 1):
        for i in range(leaves):
            # from the bow at the foot (angle 90) round to the top (angle -90), either side
            a = math.radians(90 - side * (12 + i * 166 / (leaves - 1)))
            x, y = rx * math.cos(a), ry * math.sin(a)
            tangent = math.degrees(math.atan2(ry * math.cos(a), -rx * math.sin(a))) + (
                180 if side > 0 else 0
            )
            for out in (-1, 1):
                part = path(
                    leaf,
                    transform=f"translate({x:.1f} {y:.1f}) rotate({tangent + out * 38:.1f})"
                    f" scale(1 {out})",
                    **ink.fill(p.green if out > 0 else p.green_dark, thin=True),
                )
                (front if i >= leaves - 3 else back).append(part)
    bow = [
        path("M0,0 C-10,-9 -18,-4 -14,3 C-11,8 -4,4 0,0 Z", **ink.fill(p.red, thin=True)),
        path("M0,0 C10,-9 18,-4 14,3 C11,8 4,4 0,0 Z", **ink.fill(p.red, thin=True)),
        path(
            "M0,0 L-8,16 L-4,15 L-3,19 Z M0,0 L8,16 L4,15 L3,19 Z",
            **ink.fill(p.red_dark, thin=True),
        ),
        el("circle", r=3.4, **ink.fill(p.red, thin=True)),
    ]
    front.append(g(*bow, transform=f"translate(0 {ry:.1f})"))
    return back, front


def _ellipse_arc(rx: float, ry: float) -> str:
    return f"M0,{ry:.1f} A{rx:.1f},{ry:.1f} 0 1 1 0,{-ry:.1f} A{rx:.1f},{ry:.1f} 0 1 1 0,{ry:.1f}"
