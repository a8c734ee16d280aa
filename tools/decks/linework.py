"""The engraver's layer over the flat fills: one shading tone, hatched, and fine fold lines.

A regional pack is printed from engraved line work: the shade side of a sleeve or a robe is
cross-hatched and the folds are drawn in thin strokes. Every court card defines the hatch
pattern once (``hatch_def``) and shaded areas lay it over their shade tone (``shaded``).
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass, replace

from .style import Ink, Pen
from .svg import el, path

HATCH = "hatch"


def shade(colour: str, amount: float = 0.32) -> str:
    """The colour darkened towards black-brown: the one shading tone of a fill."""
    r, g_, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    mix = [
        round(c * (1 - amount) + d * amount) for c, d in zip((r, g_, b), (42, 20, 14), strict=True)
    ]
    return "#" + "".join(f"{c:02x}" for c in mix)


def pattern_undo(flip: bool, turned: bool) -> str:
    """The ``patternTransform`` that cancels a figure's mirror and the half card's turn.

    Qt's SVG renderer leaves a pattern fill out altogether when the transform it is drawn
    under mirrors it or turns it by a right angle or more, so a mirrored figure lost its
    hatching and the turned half of a Piacentine card its hatching and brocade; a pattern
    that carries the inverse of that mirror or turn is drawn.
    """
    if turned:
        return "scale(1 -1)" if flip else "rotate(180)"
    return "scale(-1 1)" if flip else ""


def hatch_def(ink: Ink, undo: str = "", suffix: str = "") -> str:
    """Fine diagonal strokes in the ink colour, laid over shade tones (``<defs>`` entry)."""
    return el(
        "pattern",
        path("M0,-1 L0,4", stroke=ink.palette.ink, stroke_width=0.55, stroke_opacity=0.55),
        id=HATCH + suffix,
        width=2.6,
        height=3,
        patternUnits="userSpaceOnUse",
        patternTransform=f"{undo} rotate(35)".strip(),
    )


def shaded(d: str, colour: str, amount: float = 0.32) -> list[str]:
    """A shade area of ``colour``: the darker tone with hatching over it, no outline."""
    return [path(d, fill=shade(colour, amount)), path(d, fill=f"url(#{HATCH})")]


def lighter(colour: str, amount: float) -> str:
    """The colour mixed towards white: the light on a round of cloth or of a horse's coat."""
    r, g_, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(v + (250 - v) * amount):02x}" for v in (r, g_, b))


def lit(ink: Ink, d: str, colour: str, amount: float = 0.3) -> list[str]:
    """A light area of ``colour`` with no outline: the side of a garment turned to the light
    (upper left). A silhouette needs none."""
    if isinstance(ink, Silhouette):
        return []
    return [path(d, fill=lighter(colour, amount), opacity=0.7)]


def folds(ink: Ink, d: str, colour: str, width: float = 0.9) -> str:
    """Fold or crease lines in a dark shade of the cloth they lie on, each a burin stroke
    that swells in the middle and tapers to a point at both ends (``engraved``)."""
    if isinstance(ink, Silhouette):  # a fold lies inside the figure: no contour of its own
        return ""
    pen = ink.pen.thin / Pen().thin  # the figure's scale compensation
    return engraved(d, shade(colour, 0.62), width * 1.5 * pen)


Point = tuple[float, float]
_TOKEN = re.compile(r"[MLCQZmlcqz]|-?\d*\.?\d+(?:e-?\d+)?")


def _strokes(d: str) -> list[list[Point]]:
    """The points along each sub-path of ``d`` (commands M L C Q, either case, and Z)."""
    tokens = _TOKEN.findall(d)
    strokes: list[list[Point]] = []
    x = y = 0.0
    i, command = 0, "M"
    while i < len(tokens):
        if tokens[i].isalpha():
            command, i = tokens[i], i + 1
            if command in "Zz":
                if strokes and strokes[-1]:
                    strokes[-1].append(strokes[-1][0])
                continue
        count = {"M": 2, "L": 2, "C": 6, "Q": 4}[command.upper()]
        values = [float(v) for v in tokens[i : i + count]]
        i += count
        if command.islower():  # relative to the current point
            values = [v + (x if k % 2 == 0 else y) for k, v in enumerate(values)]
        if command in "Mm":
            strokes.append([(values[0], values[1])])
            command = "L" if command == "M" else "l"  # further pairs are line-tos
        elif command in "Ll":
            strokes[-1].append((values[0], values[1]))
        else:  # a curve: sampled at four points
            pts = [(x, y)] + [(values[k], values[k + 1]) for k in range(0, count, 2)]
            for n in (0.25, 0.5, 0.75, 1.0):
                strokes[-1].append(_bezier(pts, n))
        x, y = values[-2], values[-1]
    return [stroke for stroke in strokes if len(stroke) > 1]


def _bezier(pts: list[Point], t: float) -> Point:
    while len(pts) > 1:
        pts = [
            (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in itertools.pairwise(pts)
        ]
    return pts[0]


def engraved(d: str, colour: str, width: float) -> str:
    """The lines of ``d`` as filled strokes, ``width`` at their middle, pointed at both ends."""
    shapes = []
    for stroke in _strokes(d):
        lengths = [0.0]
        for a, b in itertools.pairwise(stroke):
            lengths.append(lengths[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
        total = lengths[-1] or 1.0
        left, right = [], []
        for k, (px, py) in enumerate(stroke):
            a, b = stroke[max(k - 1, 0)], stroke[min(k + 1, len(stroke) - 1)]
            dx, dy = b[0] - a[0], b[1] - a[1]
            norm = math.hypot(dx, dy) or 1.0
            half = width / 2 * max(0.12, max(0.0, math.sin(math.pi * lengths[k] / total)) ** 0.7)
            left.append((px - dy / norm * half, py + dx / norm * half))
            right.append((px + dy / norm * half, py - dx / norm * half))
        outline = left + right[::-1]
        shapes.append("M" + " ".join(f"{px:.1f},{py:.1f}" for px, py in outline) + "Z")
    return path(" ".join(shapes), fill=colour)


@dataclass(frozen=True)
class Silhouette(Ink):
    """An ink that draws every shape as a solid ink-coloured blot grown by ``width``.

    Drawing a figure once with it, behind the figure drawn normally, leaves a heavy contour
    round the whole silhouette while the lines inside the figure stay fine: the engraver's
    line-weight variation.
    """

    width: float = 3.0

    def at_scale(self, scale: float) -> Silhouette:
        return replace(self, pen=self.pen.compensated(scale), width=self.width / scale)

    def fill(self, colour: str, thin: bool = False) -> dict[str, object]:
        return {
            "fill": self.palette.ink,
            "stroke": self.palette.ink,
            "stroke_width": self.width,
            "stroke_linejoin": "round",
        }

    def line(self, colour: str | None = None, width: float | None = None) -> dict[str, object]:
        base = width if width is not None else self.pen.thin
        return {
            "fill": "none",
            "stroke": self.palette.ink,
            "stroke_width": base + self.width,
            "stroke_linecap": "round",
            "stroke_linejoin": "round",
        }


# the engraver's light comes from the upper left: the contour is drawn this far down and to
# the right of the figure, so it swells on the shadow side and thins to a hairline on the lit
# side, as a burin line does (in the figure's own units, scaled with it)
CONTOUR_SHIFT = (0.45, 0.6)


def contour_inks(ink: Ink) -> tuple[Ink, Ink]:
    """(silhouette ink, interior ink) for a figure drawn with ``ink``: a fine contour that
    swells on the shadow side (see ``CONTOUR_SHIFT``), interior lines of a fine pen."""
    pen = ink.pen
    inner = replace(ink, pen=Pen(pen.thick * 0.4, pen.thin * 0.55))
    outline = Silhouette(ink.palette, inner.pen, ink.regional, width=pen.thick * 0.95)
    return outline, inner


def contour_shift(ink: Ink) -> str:
    """The transform that lays a silhouette drawn with ``ink`` down and right of its figure."""
    k = ink.pen.thick / Pen().thick  # the pen is compensated for the figure's scale
    return f"translate({CONTOUR_SHIFT[0] * k:.2f} {CONTOUR_SHIFT[1] * k:.2f})"


def pattern_defs(ink: Ink, undo: str = "", suffix: str = "") -> list[str]:
    """Woven patterns laid over a garment's fill (``<defs>`` entries): a gold brocade of
    pomegranate sprigs in a half-drop repeat, and a dark damask of the same motif for pale
    cloth. They are drawn in the figure frame, so they shrink and turn with the figure."""
    p = ink.palette
    sprig = (
        "M0,-4.6 C2.6,-4.6 3.6,-1.6 2.4,0.6 C1.6,2 0.6,2.6 0,3.6 C-0.6,2.6 -1.6,2 -2.4,0.6 "
        "C-3.6,-1.6 -2.6,-4.6 0,-4.6 Z M0,-4.6 L0,-6.4 M-1.6,-5.6 L0,-6.4 L1.6,-5.6"
    )

    def motif(colour: str, opacity: float, ident: str) -> str:
        style = {"fill": colour, "stroke": colour, "stroke_width": 0.5, "opacity": opacity}
        # sprigs on the corners and the centre of the tile, dots between them: a lattice
        # that a half turn about the figure's origin maps onto itself, so the turned half of
        # a Piacentine card shows the same weave
        sprigs = [(0, 0), (10, 0), (0, 19), (10, 19), (5, 9.5)]
        dots = [(5, 0), (5, 19), (0, 9.5), (10, 9.5)]
        return el(
            "pattern",
            *(el("g", path(sprig, **style), transform=f"translate({x} {y})") for x, y in sprigs),
            *(el("circle", cx=x, cy=y, r=0.9, fill=colour, opacity=opacity) for x, y in dots),
            id=ident,
            width=10,
            height=19,
            patternUnits="userSpaceOnUse",
            patternTransform=undo or None,
        )

    return [motif(p.gold_light, 0.55, "brocade" + suffix), motif(p.ink, 0.16, "damask" + suffix)]


def trellis_defs(ink: Ink, undo: str = "", suffix: str = "") -> list[str]:
    """The Piacentine courts' own weaves (``<defs>`` entries), not the Neapolitan sprigs: a
    diamond trellis of fine lines with a four-petalled flower at every crossing, in gold on
    rich cloth (``trellis``) and in a dark thread on pale (``trellis_dark``). The crossings
    sit on a lattice that a half turn about the figure's origin maps onto itself."""
    p = ink.palette
    w, h = 9.0, 13.0
    lines = f"M0,0 L{w / 2},{h / 2} L0,{h} M{w},0 L{w / 2},{h / 2} L{w},{h}"
    flower = "M0,-1.9 L0.7,-0.7 L1.9,0 L0.7,0.7 L0,1.9 L-0.7,0.7 L-1.9,0 L-0.7,-0.7 Z"

    def weave(colour: str, opacity: float, ident: str) -> str:
        return el(
            "pattern",
            path(lines, fill="none", stroke=colour, stroke_width=0.45, opacity=opacity),
            *(
                el("g", path(flower, fill=colour, opacity=opacity), transform=f"translate({x} {y})")
                for x, y in ((0, 0), (w, 0), (0, h), (w, h), (w / 2, h / 2))
            ),
            id=ident,
            width=w,
            height=h,
            patternUnits="userSpaceOnUse",
            patternTransform=undo or None,
        )

    return [
        weave(p.gold_light, 0.6, "trellis" + suffix),
        weave(p.ink, 0.2, "trellis_dark" + suffix),
    ]


def bezant_def(ink: Ink, undo: str = "") -> str:
    """The Re di denari's own weave (``<defs>`` entry): small bezants, a ring round a dot, in
    a dark thread strewn half-drop over gold cloth, so his robe is a coin-king's and not
    the Fante di coppe's red sprigged brocade (a judge took the two red figures for one)."""
    p = ink.palette
    w, h = 11.0, 11.0
    coins = [(0, 0), (w, 0), (0, h), (w, h), (w / 2, h / 2)]
    return el(
        "pattern",
        *(
            el(
                "g",
                el("circle", cx=x, cy=y, r=2.6, fill="none", stroke=p.ink, stroke_width=0.6),
                el("circle", cx=x, cy=y, r=0.9, fill=p.ink),
                opacity=0.3,
            )
            for x, y in coins
        ),
        id="bezants",
        width=w,
        height=h,
        patternUnits="userSpaceOnUse",
        patternTransform=undo or None,
    )


PATTERNS = (HATCH, "brocade", "damask", "trellis", "trellis_dark", "bezants")


def renamed_patterns(text: str, suffix: str) -> str:
    """Drawing text whose pattern fills point at the ``suffix`` versions of the patterns."""
    for ident in PATTERNS:
        text = text.replace(f"url(#{ident})", f"url(#{ident}{suffix})")
    return text


def without_patterns(parts: list[str]) -> list[str]:
    """Drawing parts with their pattern-filled overlays left out (a silhouette needs none)."""
    return [re.sub(r'<path d="[^"]*" fill="url\(#\w+\)"/>', "", part) for part in parts]


def woven(d: str, pattern: str) -> list[str]:
    """The garment area ``d`` overlaid with a woven pattern (``none`` leaves it plain)."""
    return [] if pattern == "none" else [path(d, fill=f"url(#{pattern})")]
