"""Small shared ornaments: corner digits (drawn as strokes, no fonts), laurel, ribbon, crown."""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable

from .lettering import legend
from .style import Ink
from .svg import el, g, path

# Digits drawn as strokes in a condensed 9 x 16 box, so the corner numbers never depend on a
# font: in the manner of a printed numeral, the curves ending in a ball, the 1, 2, 4 and 7
# standing on square-cut bars and serifs, the stems heavier than the curves and hairlines.
# Each stroke is (weight, path): "T" a stem, "m" a bar, "c" a curve, "t" a hairline.
_DIGITS: dict[str, tuple[tuple[str, str], ...]] = {
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
# the balls that end the curves
_BALLS = {
    "2": ((2.2, 4.2),),
    "3": ((1.9, 3.3), (1.6, 12.5)),
    "5": ((1.6, 12.6),),
    "6": ((7.4, 2.9),),
}
_WEIGHT = {"T": 3.7, "m": 2.9, "c": 3.2, "t": 2.0}
_CAP = {"T": "butt", "m": "butt", "c": "round", "t": "round"}
_BALL = 1.8
_ADVANCE = {"1": 7.8}
_WIDTH = 9.3  # a digit's advance; the box is centred at x 4.65


def number_glyphs(number: int, colour: str, paper: str, height: float) -> str:
    """The number as stroked glyphs, top-left at the origin, ``height`` units tall."""
    scale = height / 16
    strokes: list[tuple[str, str, str]] = []  # (weight, path, transform) of every stroke
    balls: list[tuple[float, float, str]] = []
    x = 0.0
    for ch in str(number):
        digit = "6" if ch == "9" else ch
        flip = " rotate(180 4.65 8)" if ch == "9" else ""
        where = f"translate({x - (0.9 if ch == '1' else 0.0):.2f} 0){flip}"
        strokes += [(w, d, where) for w, d in _DIGITS[digit]]
        balls += [(bx, by, where) for bx, by in _BALLS.get(digit, ())]
        x += _ADVANCE.get(ch, _WIDTH)
    if number in (6, 9):
        # underline, so a 6 and an upside-down 9 are never confused
        strokes.append(("m", "M1.2,18.6 L8.2,18.6", ""))

    def drawn(ink: str, grow: float) -> list[str]:
        lines = [
            path(
                d,
                stroke_width=round(_WEIGHT[w] + grow, 2),
                stroke_linecap=_CAP[w] if not grow else "round",
                transform=t or None,
            )
            for w, d, t in strokes
        ]
        dots = [
            el("circle", cx=bx, cy=by, r=_BALL + grow / 2, fill=ink, stroke="none", transform=t)
            for bx, by, t in balls
        ]
        return [
            g(*lines, fill="none", stroke=ink, stroke_linejoin="round"),
            *dots,
        ]

    return g(*drawn(paper, 2.4), *drawn(colour, 0.0), transform=f"scale({scale:.3f})")


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


def ribbon(
    ink: Ink, width: float, colour: str, wave: float = 8.0, text: str = "", depth: float = 12.0
) -> str:
    """A waving banner centred on the origin with forked tails, lettered with ``text``."""
    half, d = width / 2, depth / 2
    body = (
        f"M{-half},{-d} C{-half / 2},{-d - wave} {half / 2},{-d + wave} {half},{-d} "
        f"L{half},{d} C{half / 2},{d + wave} {-half / 2},{d - wave} {-half},{d} Z"
    )
    tail = (
        f"M{-half},{-d} L{-half - 16},{-d - 2} L{-half - 9},{1} L{-half - 16},{d + 4} "
        f"L{-half},{d} Z"
    )
    middle = [(-half, 0.0), (-half / 2, -wave), (half / 2, wave), (half, 0.0)]
    parts = [
        path(tail, **ink.fill(ink.palette.red_dark)),
        path(tail, transform="scale(-1 -1)", **ink.fill(ink.palette.red_dark)),
        path(body, **ink.fill(colour)),
    ]
    if text:
        # a fine rule along each edge, the legend between them
        for edge in (-d + 2.2, d - 2.2):
            parts.append(
                path(
                    f"M{-half + 3},{edge} C{-half / 2},{edge - wave} {half / 2},{edge + wave} "
                    f"{half - 3},{edge}",
                    **ink.line(ink.palette.gold_light, ink.pen.thin * 0.8),
                )
            )
        parts.append(legend(text, _walker(middle), depth * 0.58, ink.palette.white, width - 12))
    else:
        parts.append(
            path(
                f"M{-half + 4},0 C{-half / 2},{-wave} {half / 2},{wave} {half - 4},0",
                **ink.line(ink.palette.gold_light),
            )
        )
    return g(*parts)


def _walker(
    curve: list[tuple[float, float]],
) -> Callable[[float], tuple[tuple[float, float], float]]:
    """Point and direction at a distance from the middle of a cubic Bezier, by arc length."""
    samples = [_bezier(curve[0], curve[1], curve[2], curve[3], k / 200) for k in range(201)]
    lengths = [0.0]
    for a, b in itertools.pairwise(samples):
        lengths.append(lengths[-1] + math.dist(a, b))
    middle = lengths[-1] / 2

    def along(s: float) -> tuple[tuple[float, float], float]:
        target = min(max(middle + s, 0.0), lengths[-1])
        k = min(bisect.bisect_left(lengths, target), 199)
        (x0, y0), (x1, y1) = samples[k], samples[k + 1]
        return samples[k], math.atan2(y1 - y0, x1 - x0)

    return along


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
