"""Capital letters drawn as paths, set along a curve: the legends on the backs' medallions
and on the Piacentine Ace of coins' banner, and the banner itself.

Paths, not fonts, so the lettering renders the same in Qt, in a browser and on any machine.
Each glyph is a skeleton in a 10 x 16 box (only the letters our legends use are drawn);
``roman_legend`` sweeps the skeletons with a broad pen (thick stems, fine hairlines) and
finishes them with serifs, as a printer would engrave them.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from functools import cache

from .linework import lighter, shade
from .style import Ink
from .svg import g, path

Point = tuple[float, float]
Along = Callable[[float], tuple[Point, float]]

GLYPHS = {
    "A": "M1,15 L5,1 L9,15 M2.6,10 L7.4,10",
    "B": "M1.5,15 L1.5,1 L5.3,1 C7.6,1 8.6,2.4 8.6,4.3 C8.6,6.3 7.3,7.6 5.3,7.6 L1.5,7.6 "
    "M5.3,7.6 C7.9,7.6 9.2,9.2 9.2,11.3 C9.2,13.6 7.7,15 5.3,15 L1.5,15",
    "C": "M9,3.4 C8.1,1.8 6.7,1 5.2,1 C2.6,1 1,3.8 1,8 "
    "C1,12.2 2.6,15 5.2,15 C6.7,15 8.1,14.2 9,12.6",
    "E": "M8.8,1 L1.5,1 L1.5,15 L8.8,15 M1.5,7.8 L7,7.8",
    "I": "M5,1 L5,15 M2.4,1 L7.6,1 M2.4,15 L7.6,15",
    "L": "M1.5,1 L1.5,15 L8.8,15",
    "N": "M1.5,15 L1.5,1 L8.5,15 L8.5,1",
    "O": "M5,1 C2.4,1 1,4 1,8 C1,12 2.4,15 5,15 C7.6,15 9,12 9,8 C9,4 7.6,1 5,1 Z",
    "P": "M1.5,15 L1.5,1 L5.4,1 C7.8,1 9,2.6 9,4.6 C9,6.6 7.8,8.2 5.4,8.2 L1.5,8.2",
    "R": "M1.5,15 L1.5,1 L5.4,1 C7.8,1 9,2.6 9,4.6 C9,6.6 7.8,8.2 5.4,8.2 L1.5,8.2 M5.2,8.2 L9,15",
    "S": "M8.6,3.1 C7.8,1.7 6.5,1 5,1 C2.9,1 1.5,2.3 1.5,4.2 C1.5,8.4 8.8,7 8.8,11.6 "
    "C8.8,13.7 7.2,15 5,15 C3.3,15 2,14.3 1.2,12.8",
    "T": "M1,1 L9,1 M5,1 L5,15",
    "·": "M5,7.2 L5,8.8",
}
ADVANCE = 11.5  # box width plus the space between letters
SPACE = 8.0


def _placed(
    text: str, along: Along, height: float, span: float, narrow: dict[str, float] | None = None
) -> list[tuple[str, str]]:
    """Each letter of ``text`` with the transform that sets its box on the curve, centred on
    the curve's middle and shrunk to fit ``span`` if it is long; ``narrow`` takes the given
    width off a letter's advance (an I needs less room than an O)."""
    gap = ADVANCE - 10
    narrow = narrow or {}

    def advance(ch: str) -> float:
        return SPACE if ch == " " else ADVANCE - narrow.get(ch, 0.0)

    width = sum(advance(ch) for ch in text) - gap
    scale = min(height / 16, span / width)
    placed, s = [], -width * scale / 2
    for ch in text:
        if ch != " ":
            (x, y), angle = along(s + (advance(ch) - gap) / 2 * scale)
            placed.append(
                (
                    ch,
                    f"translate({x:.1f} {y:.1f}) rotate({math.degrees(angle):.1f}) "
                    f"scale({scale:.3f}) translate(-5 -8)",
                )
            )
        s += advance(ch) * scale
    return placed


# The Roman pen, in glyph units (16 tall): the nib's breadth sets the stems' weight (about
# a ninth of the height, as on an inscription), its slant from the horizontal how fine the
# cross strokes come out, and its thickness the finest hairline.
NIB = (2.3, math.radians(18), 0.34)
SERIF = 2.1  # how far a serif reaches either side of its stem
BEAK = 2.3  # how far an arm's end turns down (or up) into a beak
ROMAN_SKELETONS = {**GLYPHS, "I": "M5,1 L5,15"}  # a Roman I is a stem with serifs, no bars
# letters the scribe writes with the pen turned steeper: an N's uprights come out fine and its
# diagonal heavy, as in an inscription, not three stems alike
ROMAN_SLANT = {"N": math.radians(52)}
ROMAN_NARROW = {"I": 4.5, "E": 1.0, "L": 1.0, "T": 0.5}  # the room each letter does not need
_NUMBER = re.compile(r"-?\d*\.?\d+")


def _skeleton(d: str, steps: int = 10) -> list[list[Point]]:
    """The points along each sub-path of a glyph (absolute M, L, C and Z, as GLYPHS are
    written), each curve sampled ``steps`` times so the pen's sweep round a bowl is smooth
    (``linework`` samples its strokes four times a curve, too coarse for a letter's bowl;
    ``napoli_pips.bezier_at`` cannot be imported here: its module imports the ribbons,
    which import this one)."""
    strokes: list[list[Point]] = []
    for command, numbers in re.findall(r"([MLCZ])([^MLCZ]*)", d):
        values = [float(v) for v in _NUMBER.findall(numbers)]
        if command == "M":
            strokes.append([(values[0], values[1])])
        elif command == "L":
            strokes[-1].append((values[0], values[1]))
        elif command == "C":
            (x0, y0), (x1, y1, x2, y2, x3, y3) = strokes[-1][-1], values
            for k in range(1, steps + 1):
                t = k / steps
                u = 1 - t
                strokes[-1].append(
                    (
                        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
        else:
            strokes[-1].append(strokes[-1][0])
    return strokes


def _hull(points: list[Point]) -> list[Point]:
    """The convex hull of ``points`` (monotone chain), always wound the same way round."""
    pts = sorted(set(points))

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    def chain(seq: list[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and cross(out[-2], out[-1], p) <= 0:
                out.pop()
            out.append(p)
        return out[:-1]

    return chain(pts) + chain(pts[::-1])


def _swept(stroke: list[Point], breadth: float, slant: float, thickness: float) -> str:
    """Path data for a broad pen drawn along ``stroke``: the nib, a rectangle ``breadth`` by
    ``thickness`` slanted ``slant`` up from the horizontal, swept from point to point. Each
    step is the hull of the nib at both its ends, all wound the same way, so the nonzero
    fill is their union: thick where the pen moves across its edge, a hairline where along it."""
    bx, by = breadth / 2 * math.cos(slant), -breadth / 2 * math.sin(slant)
    tx, ty = thickness / 2 * math.sin(slant), thickness / 2 * math.cos(slant)
    nib = [(bx + tx, by + ty), (bx - tx, by - ty), (-bx - tx, -by - ty), (-bx + tx, -by + ty)]
    parts = []
    for (x0, y0), (x1, y1) in itertools.pairwise(stroke):
        corners = [(x + dx, y + dy) for x, y in ((x0, y0), (x1, y1)) for dx, dy in nib]
        parts.append("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in _hull(corners)) + " Z")
    return " ".join(parts)


def _serifs(strokes: list[list[Point]]) -> list[list[Point]]:
    """The finishing strokes at a glyph's free ends on the cap line and the baseline: a
    flat serif across the foot or head of a stem, a beak turned in from the end of an arm."""
    out = []
    for stroke in strokes:
        if stroke[0] == stroke[-1]:
            continue  # a closed bowl has no ends
        for (x, y), (px, py) in ((stroke[0], stroke[1]), (stroke[-1], stroke[-2])):
            if 1.5 < y < 14.5:
                continue
            inward = 1 if y < 8 else -1
            if abs(y - py) > abs(x - px):
                out.append([(x - SERIF, y), (x + SERIF, y)])
            else:
                out.append([(x, y), (x + 0.2 * (x - px) / abs(x - px), y + inward * BEAK)])
    return out


@cache
def roman(ch: str) -> str:
    """Path data for the Roman capital ``ch`` in its 10 x 16 box, to be filled."""
    breadth, slant, thickness = NIB
    strokes = _skeleton(ROMAN_SKELETONS[ch])
    body = [_swept(stroke, breadth, ROMAN_SLANT.get(ch, slant), thickness) for stroke in strokes]
    finish = [_swept(s, thickness * 2.4, slant, thickness) for s in _serifs(strokes)]
    return " ".join(body + finish)


def roman_legend(text: str, along: Along, height: float, colour: str, span: float) -> str:
    """``text`` in Roman capitals ``height`` tall, centred on a curve.

    ``along(s)`` gives the point and direction (radians) at distance ``s`` from the curve's
    middle; ``span`` is the length the legend may fill, so long words shrink to fit.
    """
    return g(
        *(
            path(roman(ch), transform=at)
            for ch, at in _placed(text, along, height, span, ROMAN_NARROW)
        ),
        fill=colour,
    )


def arc(radius: float, centre: Point = (0.0, 0.0)) -> Along:
    """A circle's top arc as a curve to letter along, its middle straight above ``centre``:
    ``s`` is the distance round the circle from there, the direction its tangent."""

    def along(s: float) -> tuple[Point, float]:
        turn = s / radius
        return (
            (centre[0] + radius * math.sin(turn), centre[1] - radius * math.cos(turn)),
            turn,
        )

    return along


def banner(ink: Ink, width: float, text: str, depth: float = 17.0, arch: float = 5.0) -> str:
    """A banner lettered with ``text``, centred on the origin: a band ``width`` long arched
    ``arch`` on a wide circle, its ends folding back under it (the fold's dark underside
    showing) into forked tails that hang lower. The band is shaded, lit along its upper edge
    and darker along its lower one, with a gold rule along each, and the legend is in Roman
    capitals over a dark shadow, as if cut into it."""
    p = ink.palette
    half, d = width / 2, depth / 2
    radius = (half * half + arch * arch) / (2 * arch)
    end = math.asin(half / radius)
    drop, inner, tail, notch = depth * 0.62, depth * 0.45, depth * 1.1, depth * 0.4

    def band(upper: float, lower: float) -> str:
        """The band between two circles about the arch's centre, ``upper`` and ``lower``
        above its line, cut square at its ends."""
        (x0, y0), (x1, y1) = _on_circle(radius, lower, end), _on_circle(radius, lower, -end)
        r = radius + lower
        return (
            f"{_arc_between(radius, upper, end)} L{x0:.2f},{y0:.2f} "
            f"A{r:.2f},{r:.2f} 0 0 0 {x1:.2f},{y1:.2f} Z"
        )

    back = (
        f"M0,{-d + drop:.2f} L{tail:.2f},{-d + drop:.2f} L{tail - notch:.2f},{drop:.2f} "
        f"L{tail:.2f},{d + drop:.2f} L0,{d + drop:.2f} Z"
    )
    fold = f"M{-inner:.2f},{d:.2f} L0,{d:.2f} L0,{d + drop:.2f} Z"
    ex, ey = _on_circle(radius, 0, end)
    right = f"translate({ex:.2f} {ey:.2f}) rotate({math.degrees(end) + 3:.1f})"
    ends = [
        g(
            path(back, **ink.fill(shade(p.red, 0.22), thin=True)),
            path(
                f"M{tail * 0.3:.2f},{drop:.2f} L{tail - notch - 1.5:.2f},{drop:.2f}",
                **ink.line(shade(p.red, 0.45), ink.pen.thin * 0.8),
            ),
            path(fold, **ink.fill(shade(p.red, 0.55), thin=True)),
            transform=f"scale({side} 1) {right}" if side < 0 else right,
        )
        for side in (-1, 1)
    ]
    rule = ink.line(p.gold_light, ink.pen.thin * 0.8)
    return g(
        *ends,
        path(band(d, -d), **ink.fill(p.red)),
        path(band(d - 0.6, d * 0.35), fill=lighter(p.red, 0.22)),
        path(band(-d * 0.45, -d + 0.6), fill=shade(p.red, 0.18)),
        path(band(d, -d), fill="none", stroke=p.ink, stroke_width=ink.pen.thin),
        *(
            path(_arc_between(radius, offset, end * 0.985), **rule)
            for offset in (d - 2.2, -d + 2.2)
        ),
        g(
            roman_legend(
                text, arc(radius, (0, radius)), depth * 0.6, shade(p.red, 0.6), width - 22
            ),
            transform="translate(0.35 0.55)",
        ),
        roman_legend(text, arc(radius, (0, radius)), depth * 0.6, p.gold_light, width - 22),
    )


def _on_circle(radius: float, offset: float, turn: float) -> Point:
    """The point ``turn`` radians round the arch's circle (centre straight below the
    origin, ``radius`` away), ``offset`` above its line (away from the centre)."""
    r = radius + offset
    return r * math.sin(turn), radius - r * math.cos(turn)


def _arc_between(radius: float, offset: float, turn: float) -> str:
    """An arc along the arch, ``offset`` above its line, from ``-turn`` radians round to
    ``turn`` (clockwise if ``turn`` is positive)."""
    (x0, y0), (x1, y1) = _on_circle(radius, offset, -turn), _on_circle(radius, offset, turn)
    r = radius + offset
    return f"M{x0:.2f},{y0:.2f} A{r:.2f},{r:.2f} 0 0 {int(turn > 0)} {x1:.2f},{y1:.2f}"
