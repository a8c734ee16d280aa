"""The Ace of cups of either pack: a tall ornate cup, the suit's showpiece.

Neapolitan: a gadrooned bowl under a jewelled band hung with a garland, scrolled handles, a
baluster stem with a knop, a gadrooned domed foot and a lid (gadrooned dome, jewels, a cross
on an orb). Piacentine: the pack's own open conical chalice, no handles, clasped by a calyx
of leaves, on a slender knopped stem and a wide foot. Drawn centred on the origin, about 150
units wide and 250 tall, in the card's own units.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .regalia import orb_and_cross
from .style import Ink
from .svg import el, path

LIP_Y, BAND_Y, BOWL_FOOT = -40.0, -16.0, 50.0
Point = tuple[float, float]
Side = tuple[Point, Point, Point, Point]


@dataclass(frozen=True)
class CupStyle:
    """The goblet's bowl: its shape and colours."""

    side: Side  # the bowl's right side, lip down to the stem
    body: str  # palette names of the bowl and its band
    band: str

    @property
    def bowl(self) -> str:
        return _vessel(self.side)

    def half_width(self, y: float) -> float:
        return _width_at(self.side, y)


def _vessel(side: Side) -> str:
    """The closed outline of a bowl whose right side, lip down to the stem, is ``side``."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = side
    return (
        f"M{-x0},{y0} C{-x1},{y1} {-x2},{y2} {-x3},{y3} L{x3},{y3} C{x2},{y2} {x1},{y1} {x0},{y0} Z"
    )


def _width_at(side: Side, y: float) -> float:
    """How wide a bowl of that ``side`` is at height ``y`` (sampled, then interpolated)."""
    samples = [_cubic(side, k / 60) for k in range(61)]
    for (xa, ya), (xb, yb) in itertools.pairwise(samples):
        if ya <= y <= yb:
            return xa + (xb - xa) * (y - ya) / ((yb - ya) or 1.0)
    return samples[0][0] if y < samples[0][1] else samples[-1][0]


def _cubic(p: Side, t: float) -> Point:
    u = 1 - t
    return (
        u**3 * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t**3 * p[3][0],
        u**3 * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t**3 * p[3][1],
    )


NEAPOLITAN_CUP = CupStyle(((60, -40), (64, 8), (42, 44), (16, 50)), "red", "gold")


def _gadroons(
    ink: Ink, style: CupStyle, top: float, bottom: float, colour: str, shade: str
) -> list[str]:
    """Lobes side by side round the lower bowl, narrowing with it towards the stem, each lit
    on its left and shaded on its right (mapped onto the bowl, so nothing needs clipping)."""
    count, parts = 9, []
    rows = [top + (bottom - top) * k / 12 for k in range(13)]
    for k in range(count):
        centre = -1 + (2 * k + 1) / count
        half = 1 / count

        def at(u: float, y: float) -> str:
            return f"{u * style.half_width(y) * 0.96:.1f},{y:.1f}"

        bulge = [math.sin(math.pi * (y - top) / (bottom - top)) ** 0.5 for y in rows]
        right = [at(centre + half * b, y) for b, y in zip(bulge, rows, strict=True)]
        left = [at(centre - half * b, y) for b, y in zip(bulge, rows, strict=True)]
        parts.append(
            path("M" + " L".join(right + left[::-1]) + " Z", **ink.fill(colour, thin=True))
        )
        shine = [
            at(centre + half * b * 0.5, y) for b, y in zip(bulge[2:-2], rows[2:-2], strict=True)
        ]
        parts.append(path("M" + " L".join(shine), **ink.line(shade, ink.pen.thick)))
    return parts


def _jewels(ink: Ink, y: float, half: float, count: int) -> list[str]:
    """A row of set stones, red and blue ovals with gold studs between them."""
    p = ink.palette
    parts = []
    for k in range(count):
        x = -half + k * 2 * half / (count - 1)
        if k % 2:
            parts.append(
                el("circle", cx=round(x, 1), cy=y, r=2.2, **ink.fill(p.gold_light, thin=True))
            )
        else:
            stone = p.blue if k % 4 else p.green
            parts += [
                el("ellipse", cx=round(x, 1), cy=y, rx=4.6, ry=5.6, **ink.fill(p.gold, thin=True)),
                el("ellipse", cx=round(x, 1), cy=y, rx=2.8, ry=3.6, **ink.fill(stone, thin=True)),
            ]
    return parts


def _garland(ink: Ink) -> list[str]:
    """A swag of leaves and small red flowers hung across the bowl from its handles."""
    p = ink.palette
    leaf = "M0,0 C3,-4 9,-5 13,-3 C9,1 4,2 0,0 Z"
    parts = [path("M-56,-12 C-36,14 36,14 56,-12", **ink.line(p.green_dark, ink.pen.thick))]
    for k in range(11):
        t = k / 10
        x = -56 + 112 * t
        y = -12 + 4 * 3 * t * (1 - t) * 8.6
        turn = -40 + 80 * t + (180 if k % 2 else 0)
        parts.append(
            path(
                leaf,
                transform=f"translate({x:.1f} {y:.1f}) rotate({turn:.0f})",
                **ink.fill(p.green if k % 2 else p.green_dark, thin=True),
            )
        )
    for x in (-34, 0, 34):
        y = -12 + 4 * 3 * ((x + 56) / 112) * (1 - (x + 56) / 112) * 8.6
        parts += [
            el("circle", cx=x, cy=round(y, 1), r=4.6, **ink.fill(p.red, thin=True)),
            el("circle", cx=x, cy=round(y, 1), r=1.7, **ink.fill(p.gold_light, thin=True)),
        ]
    return parts


def _handle(ink: Ink, side: int) -> list[str]:
    """A scrolled handle: out from under the lip, a curl at the top, down and back into the
    bowl with a second, smaller curl."""
    p = ink.palette
    s = side
    d = (
        f"M{s * 58},-30 C{s * 76},-40 {s * 92},-32 {s * 86},-20 "
        f"C{s * 82},-12 {s * 74},-18 {s * 78},-24 "
        f"M{s * 86},-20 C{s * 90},0 {s * 72},18 {s * 46},22 C{s * 38},23 {s * 36},14 {s * 43},13"
    )
    return [
        path(d, **ink.line(p.ink, 8.6)),
        path(d, **ink.line(p.gold, 5.4)),
        path(d, **ink.line(p.gold_light, 1.4)),
        el("circle", cx=s * 87, cy=-6, r=3.2, **ink.fill(p.red, thin=True)),
    ]


def _stem_and_foot(ink: Ink) -> list[str]:
    p = ink.palette
    foot = "M-8,104 C-14,116 -42,124 -60,134 L-62,144 L62,144 L60,134 C42,124 14,116 8,104 Z"
    foot_lobes = " ".join(
        f"M{x * 0.28:.1f},{110} C{x * 0.5:.1f},{118} {x * 0.85:.1f},{128} {x:.1f},{138}"
        for x in range(-52, 53, 13)
    )
    return [
        path("M-16,50 L16,50 L8,66 L-8,66 Z", **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=66, rx=12, ry=3.6, **ink.fill(p.gold_dark, thin=True)),
        path(foot, **ink.fill(p.gold)),
        path(foot_lobes, **ink.line(p.gold_dark, ink.pen.thick)),
        path("M20,118 C36,124 50,130 58,136 L60,143 L24,143 Z", fill=p.gold_dark, opacity=0.55),
        el("ellipse", cx=0, cy=144, rx=62, ry=6.5, **ink.fill(p.gold_dark)),
        path("M-8,92 L8,92 L8,104 L-8,104 Z", **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=92, rx=12, ry=3.6, **ink.fill(p.gold_dark, thin=True)),
        # the knop: a gadrooned ball set with a red stone
        el("ellipse", cx=0, cy=79, rx=19, ry=13, **ink.fill(p.gold)),
        path(
            "M-12,70 C-15,76 -15,83 -12,88 M-5,67 C-7,75 -7,84 -5,91 "
            "M5,67 C7,75 7,84 5,91 M12,70 C15,76 15,83 12,88",
            **ink.line(p.gold_dark, ink.pen.thick * 0.8),
        ),
        el("ellipse", cx=0, cy=79, rx=4.4, ry=5.4, **ink.fill(p.red, thin=True)),
    ]


def _lid(ink: Ink) -> list[str]:
    """A gadrooned dome closing the mouth, a jewelled rim, an orb and cross for its finial."""
    p = ink.palette
    dome = "M-56,-46 C-54,-86 54,-86 56,-46 Z"
    ribs = " ".join(
        f"M{x},-47 C{x * 0.9:.1f},-62 {x * 0.5:.1f},-74 0,-80" for x in range(-48, 49, 12) if x
    )
    return [
        el("ellipse", cx=0, cy=-44, rx=64, ry=8, **ink.fill(p.gold_dark)),
        path(dome, **ink.fill(p.gold)),
        path(ribs, **ink.line(p.gold_dark, ink.pen.thick * 0.8)),
        path("M22,-76 C40,-70 52,-60 54,-48 L34,-48 Z", fill=p.gold_dark, opacity=0.45),
        *_jewels(ink, -51, 44, 9),
        path("M-8,-80 L8,-80 L6,-90 L-6,-90 Z", **ink.fill(p.gold)),
        orb_and_cross(ink, -98, 9, p.red),
    ]


def grand_cup(ink: Ink, style: CupStyle) -> list[str]:
    """The Neapolitan Ace's lidded goblet."""
    p = ink.palette
    body, band = getattr(p, style.body), getattr(p, style.band)
    shade = p.red_dark if style.body == "red" else p.gold_dark
    rows = [LIP_Y + (BAND_Y - LIP_Y) * k / 4 for k in range(5)]
    band_shape = " L".join(
        [f"{style.half_width(y):.1f},{y:.1f}" for y in rows]
        + [f"{-style.half_width(y):.1f},{y:.1f}" for y in reversed(rows)]
    )
    return [
        *_stem_and_foot(ink),
        *_handle(ink, -1),
        *_handle(ink, 1),
        path(style.bowl, **ink.fill(body)),
        path(f"M{band_shape} Z", **ink.fill(band, thin=True)),
        *_jewels(ink, (LIP_Y + BAND_Y) / 2, 48, 11),
        *_gadroons(ink, style, BAND_Y + 3, BOWL_FOOT - 1, body, shade),
        path(style.bowl, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        *_garland(ink),
        *_lid(ink),
    ]


# the Piacentine Ace's chalice: the pack's own conical cup drawn tall, its right side from the
# lip down to the stem (the Neapolitan goblet's rounded, handled bowl recoloured read as a copy)
CHALICE_SIDE: Side = ((64, -80), (62, -34), (38, 6), (11, 22))
CHALICE_LIP, CHALICE_BAND = -80.0, -64.0


def _calyx(ink: Ink) -> list[str]:
    """A band of broad pointed repoussé leaves clasping the cone from its foot, each with
    its midrib, lit and shaded in turn: the bowl reads as a flower's cup."""
    p = ink.palette
    base, count, parts = 20.0, 7, []
    for k in sorted(range(count), key=lambda k: k % 2 == 0):  # the long ones behind
        tip = -40.0 if k % 2 == 0 else -24.0
        u = (-1 + (2 * k + 1) / count) * 0.9
        mid = (base + tip) / 2
        xb, xm, xt = (u * _width_at(CHALICE_SIDE, y) for y in (base, mid, tip))
        w = _width_at(CHALICE_SIDE, mid) * 2.4 / count
        leaf = (
            f"M{xb * 0.5:.1f},{base} Q{xm - w:.1f},{mid:.1f} {xt:.1f},{tip} "
            f"Q{xm + w:.1f},{mid:.1f} {xb * 0.5:.1f},{base} Z"
        )
        rib = f"M{xb * 0.5:.1f},{base - 2} L{xt * 0.98:.1f},{tip + 9}"
        parts += [
            path(leaf, **ink.fill(p.gold_light if k % 2 else p.gold_dark, thin=True)),
            path(rib, **ink.line(p.gold_dark if k % 2 else p.gold_light, ink.pen.thin)),
        ]
    return parts


def _chalice_stem(ink: Ink) -> list[str]:
    """A slender stem with a red ring and a ball knop set with a stone, on a wide stepped
    foot with a red rim: the pip chalice's knotted stem, drawn grand."""
    p = ink.palette
    foot = "M-6,100 C-10,116 -44,126 -66,136 L-68,142 L68,142 L66,136 C44,126 10,116 6,100 Z"
    return [
        path("M-6,20 L6,20 L6,100 L-6,100 Z", **ink.fill(p.gold)),
        path("M1.5,20 L6,20 L6,100 L1.5,100 Z", fill=p.gold_dark),
        el("ellipse", cx=0, cy=26, rx=12, ry=4.4, **ink.fill(p.gold, thin=True)),
        el("ellipse", cx=0, cy=40, rx=14, ry=5.4, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=66, rx=18, ry=15, **ink.fill(p.gold)),
        path("M8,54 C18,58 19,74 10,79 C15,71 15,61 8,54 Z", fill=p.gold_dark),
        el("circle", cx=0, cy=66, r=6, **ink.fill(p.blue, thin=True)),
        el("ellipse", cx=0, cy=90, rx=10, ry=4, **ink.fill(p.red, thin=True)),
        path(foot, **ink.fill(p.gold)),
        path("M6,102 C12,116 40,126 60,135 L32,135 C24,124 10,112 6,102 Z", fill=p.gold_dark),
        path("M-68,142 L68,142 L66,151 L-66,151 Z", **ink.fill(p.red, thin=True)),
        *_studs(ink, 146.5, 60, 9),
    ]


def _studs(ink: Ink, y: float, half: float, count: int) -> list[str]:
    """A row of small gold studs, as on the pip chalice's band."""
    p = ink.palette
    return [
        el(
            "circle",
            cx=round(-half + k * 2 * half / (count - 1), 1),
            cy=y,
            r=2.3,
            **ink.fill(p.gold_light, thin=True),
        )
        for k in range(count)
    ]


def flowering_chalice(ink: Ink) -> list[str]:
    """The Piacentine Ace's cup: a tall open cone clasped by a calyx of leaves, a red band
    of studs and hanging scallops under its lip, on a slender knopped stem and a wide foot;
    no handles, no lid. The flowers growing out of it are the card's (aces.py)."""
    p = ink.palette
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = CHALICE_SIDE
    cone = _vessel(CHALICE_SIDE)
    band = (
        f"M{-x0},{y0} L{x0},{y0} L{_width_at(CHALICE_SIDE, CHALICE_BAND):.1f},{CHALICE_BAND} "
        f"L{-_width_at(CHALICE_SIDE, CHALICE_BAND):.1f},{CHALICE_BAND} Z"
    )
    scallops = " ".join(
        f"M{x},{CHALICE_BAND} Q{x + 6},{CHALICE_BAND + 11} {x + 12},{CHALICE_BAND}"
        for x in range(-60, 60, 12)
    )
    return [
        *_chalice_stem(ink),
        path(cone, **ink.fill(p.gold)),
        path(
            f"M28,{y0} L{x0},{y0} C{x1},{y1} {x2},{y2} {x3},{y3} L4,22 C24,0 32,-30 30,{y0} Z",
            fill=p.gold_dark,
        ),
        path(scallops, **ink.fill(p.red, thin=True)),
        path(band, **ink.fill(p.red, thin=True)),
        *_studs(ink, (CHALICE_LIP + CHALICE_BAND) / 2 + 1, 54, 9),
        *_calyx(ink),
        path(cone, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        el("ellipse", cx=0, cy=CHALICE_LIP, rx=x0, ry=8, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=CHALICE_LIP, rx=x0 - 7, ry=4.6, fill=p.red_dark),
    ]
