"""The Ace of cups of either pack: a tall ornate cup, the suit's showpiece.

Neapolitan: a gadrooned bowl under a jewelled band hung with a garland, scrolled handles, a
baluster stem with a knop, a gadrooned domed foot and a lid (gadrooned dome, jewels, a cross
on an orb). Piacentine: the pack's own open chalice, no handles, no lid: a tall tulip bowl
under a red band of set stones, gadrooned below, on a hexagonal stem with a jewelled knop and
the hexagonal foot of the Piacentine and Romagnole packs, drawn in perspective with its faces
and edges (the Viterbesi stand theirs on a round base). Drawn centred on the origin, about
150 units wide and 250 to 270 tall, in the card's own units.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .linework import engraved, shade
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


# the Piacentine Ace's chalice: a tall tulip cup, its right side from the lip down to the stem
# (the Neapolitan goblet's rounded, handled bowl recoloured read as a copy)
PIACENTINE_CUP = CupStyle(((64, -108), (63, -64), (46, -18), (13, -4)), "gold", "red")
CHALICE_LIP, CHALICE_BAND, GADROONS = -108.0, (-103.0, -86.0), (-56.0, -6.0)
# the chalice's hexagonal parts are drawn in one perspective: a hexagon of radius r at height
# y has its corners at (r cos a, y + DEPTH * r sin a), a = 0, 60, ... degrees, so the corners
# at 0 and 180 degrees are its widest and three faces (0-60, 60-120, 120-180) turn to us
DEPTH = 0.23
FOOT_Y, FOOT_LEDGE, FOOT_FLARE, FOOT_SKIRT = 138.0, 70.0, 60.0, 11.0
# the foot's rise from its ledge to the stem as (radius, height), a concave bell: a linear map
# of it (``_at``) is the ridge between two of its faces
FOOT_RISE: Side = (
    (11, 84),
    (12, 112),
    (30, 136),
    (FOOT_FLARE, FOOT_Y),
)
FRONT = (0, 60, 120)  # the corners that start the three faces turned to us, right to left


def _at(radius: float, y: float, angle: float) -> Point:
    """Where the corner at ``angle`` of the hexagon of ``radius`` at height ``y`` is drawn."""
    a = math.radians(angle)
    return radius * math.cos(a), y + DEPTH * radius * math.sin(a)


def _xy(point: Point) -> str:
    return f"{point[0]:.1f},{point[1]:.1f}"


def _ridge(angle: float) -> list[Point]:
    """The foot's edge at corner ``angle``, stem down to ledge, as a cubic's four points."""
    return [_at(radius, y, angle) for radius, y in FOOT_RISE]


def _facet(angle: float) -> str:
    """The face of the foot between corners ``angle`` and ``angle + 60``."""
    down, up = _ridge(angle), _ridge(angle + 60)[::-1]
    return (
        f"M{_xy(down[0])} C{' '.join(map(_xy, down[1:]))} "
        f"L{_xy(up[0])} C{' '.join(map(_xy, up[1:]))} Z"
    )


def _prism(top: float, bottom: float, radius: float, angle: float) -> str:
    """The face between corners ``angle`` and ``angle + 60`` of an upright hexagonal prism."""
    corners = (
        _at(radius, top, angle),
        _at(radius, top, angle + 60),
        _at(radius, bottom, angle + 60),
        _at(radius, bottom, angle),
    )
    return "M" + " L".join(map(_xy, corners)) + " Z"


def _hexagon(radius: float, y: float) -> str:
    return "M" + " L".join(_xy(_at(radius, y, 60 * k)) for k in range(6)) + " Z"


def _faceted_stem(ink: Ink, top: float, bottom: float, radius: float) -> list[str]:
    """A length of hexagonal stem, its three faces lit from the left."""
    p = ink.palette
    tones = (p.gold_dark, p.gold, p.gold_light)
    return [
        path(_prism(top, bottom, radius, angle), **ink.fill(tone, thin=True))
        for angle, tone in zip(FRONT, tones, strict=True)
    ]


def _hexagonal_foot(ink: Ink) -> list[str]:
    """A six-sided foot: a red enamelled skirt set with studs, a flat gold ledge and six
    concave faces rising to the stem, the far three seen over the ledge, the near three lit
    from the left, each edge drawn: the Piacentine pack's hexagonal foot."""
    p = ink.palette
    parts = []
    for angle, tone in zip(FRONT, (p.red_dark, p.red, p.red), strict=True):
        parts.append(
            path(
                _prism(FOOT_Y, FOOT_Y + FOOT_SKIRT, FOOT_LEDGE, angle), **ink.fill(tone, thin=True)
            )
        )
        left, right = _at(FOOT_LEDGE, FOOT_Y, angle), _at(FOOT_LEDGE, FOOT_Y, angle + 60)
        for share in (0.25, 0.5, 0.75):
            x = left[0] + (right[0] - left[0]) * share
            y = left[1] + (right[1] - left[1]) * share + FOOT_SKIRT / 2
            parts.append(
                el(
                    "circle",
                    cx=round(x, 1),
                    cy=round(y, 1),
                    r=2.1,
                    **ink.fill(p.gold_light, thin=True),
                )
            )
    parts.append(path(_hexagon(FOOT_LEDGE, FOOT_Y), **ink.fill(p.gold_light)))
    for angle in (180, 240, 300):
        parts.append(path(_facet(angle), **ink.fill(p.gold_dark, thin=True)))
    for angle, tone in zip(FRONT, (p.gold_dark, p.gold, p.gold_light), strict=True):
        parts.append(path(_facet(angle), **ink.fill(tone, thin=True)))
    # a lozenge set with a stone on each near face, foreshortened as the face turns away
    radius, height = _cubic(FOOT_RISE, 0.55)
    for angle, stone in zip(FRONT, (p.blue, p.red, p.blue), strict=True):
        (xa, ya), (xb, yb) = _at(radius, height, angle), _at(radius, height, angle + 60)
        x, y = (xa + xb) / 2, (ya + yb) / 2 + 2
        turn = math.sin(math.radians(angle + 30))
        parts += [
            path(
                f"M{x:.1f},{y - 11} L{x + 9 * turn:.1f},{y:.1f} L{x:.1f},{y + 11:.1f} "
                f"L{x - 9 * turn:.1f},{y:.1f} Z",
                **ink.fill(p.gold_light, thin=True),
            ),
            el(
                "ellipse",
                cx=round(x, 1),
                cy=round(y, 1),
                rx=round(3.6 * turn, 1),
                ry=4.6,
                **ink.fill(stone, thin=True),
            ),
        ]
    return parts


def _knop(ink: Ink, y: float) -> list[str]:
    """A flattened gold ball on the stem set round with six bosses, three turned to us: red
    enamel in front, blue on the two foreshortened either side."""
    p = ink.palette
    parts = [
        el("ellipse", cx=0, cy=y, rx=28, ry=15, **ink.fill(p.gold)),
        path(
            f"M10,{y - 14} C26,{y - 10} 30,{y + 6} 16,{y + 13} "
            f"C24,{y + 4} 22,{y - 8} 10,{y - 14} Z",
            fill=p.gold_dark,
        ),
    ]
    for angle, stone in ((30, p.blue), (150, p.blue), (90, p.red)):
        x, _ = _at(22, 0, angle)
        half = 7 * math.sin(math.radians(angle))
        parts += [
            path(
                f"M{x:.1f},{y - 9} L{x + half:.1f},{y} L{x:.1f},{y + 9} L{x - half:.1f},{y} Z",
                **ink.fill(p.gold_light, thin=True),
            ),
            el(
                "ellipse",
                cx=round(x, 1),
                cy=y,
                rx=round(half * 0.5, 1),
                ry=4.2,
                **ink.fill(stone, thin=True),
            ),
        ]
    return parts


def _lozenges(ink: Ink, style: CupStyle, y: float, count: int) -> list[str]:
    """A row of set stones round the band, lozenges of blue and green with gold studs
    between, narrower and closer together towards the bowl's sides as the band turns away."""
    p = ink.palette
    half, parts = style.half_width(y), []
    for k in range(count):
        turn = math.radians(-72 + 144 * k / (count - 1))
        x, w = half * math.sin(turn), 5.6 * math.cos(turn)
        if k % 2:
            stud = el("circle", cx=round(x, 1), cy=y, r=2.2, **ink.fill(p.gold_light, thin=True))
            parts.append(stud)
            continue
        stone = p.blue if k % 4 else p.green
        for size, colour in ((1.0, p.gold), (0.55, stone)):
            tall = 7 * size
            diamond = f"M{x:.1f},{y - tall} L{x + w * size:.1f},{y} L{x:.1f},{y + tall} "
            diamond += f"L{x - w * size:.1f},{y} Z"
            parts.append(path(diamond, **ink.fill(colour, thin=True)))
    return parts


def _vine(ink: Ink, style: CupStyle, y: float) -> list[str]:
    """An engraved running scroll round the bowl's plain zone, a gold pellet in each loop,
    and the light caught down its left side."""
    p = ink.palette
    reach, waves = style.half_width(y) * 0.9, 6
    step = 2 * reach / waves
    d = f"M{-reach:.1f},{y}"
    for k in range(waves):
        x = -reach + k * step
        rise = 6 if k % 2 else -6
        d += f" C{x + step * 0.3:.1f},{y + rise} {x + step * 0.7:.1f},{y + rise} {x + step:.1f},{y}"
    pellets = [
        el(
            "circle",
            cx=round(-reach + (k + 0.5) * step, 1),
            cy=y + (-2.6 if k % 2 else 2.6),
            r=1.9,
            **ink.fill(p.gold_light, thin=True),
        )
        for k in range(waves)
    ]
    light = path("M-54,-78 C-53,-70 -51,-64 -48,-58", **ink.line(p.gold_light, ink.pen.thick * 1.2))
    return [engraved(d, shade(p.gold, 0.62), 2.2 * ink.pen.thin), *pellets, light]


def _band(style: CupStyle, top: float, bottom: float) -> str:
    """The band of the bowl between heights ``top`` and ``bottom``, following its sides."""
    rows = [top + (bottom - top) * k / 4 for k in range(5)]
    return (
        "M"
        + " L".join(
            [f"{style.half_width(y):.1f},{y:.1f}" for y in rows]
            + [f"{-style.half_width(y):.1f},{y:.1f}" for y in reversed(rows)]
        )
        + " Z"
    )


def grand_chalice(ink: Ink) -> list[str]:
    """The Piacentine Ace's cup: a tall open tulip bowl under a red band of set stones hung
    with the pip chalice's scallops, gadrooned below, on a hexagonal stem with a jewelled
    knop and a hexagonal foot drawn in perspective; no handles, no lid. Whatever grows out
    of it is the card's (aces.py)."""
    p = ink.palette
    style = PIACENTINE_CUP
    band_top, band_bottom = CHALICE_BAND
    lip = style.side[0][0]
    scallops = " ".join(
        f"M{x:.1f},{band_bottom} Q{x + 5:.1f},{band_bottom + 10} {x + 10:.1f},{band_bottom}"
        for x in (-55 + 10 * k for k in range(11))
    )
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = style.side
    return [
        *_hexagonal_foot(ink),
        *_faceted_stem(ink, 54, 84, 9),
        el("ellipse", cx=0, cy=80, rx=13, ry=4, **ink.fill(p.red, thin=True)),
        *_knop(ink, 38),
        *_faceted_stem(ink, 4, 24, 8),
        el("ellipse", cx=0, cy=20, rx=12, ry=3.6, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=0, rx=20, ry=5, **ink.fill(p.gold_dark)),
        path(style.bowl, **ink.fill(p.gold)),
        path(
            f"M30,{y0} L{x0},{y0} C{x1},{y1} {x2},{y2} {x3},{y3} L5,-4 C26,-20 34,-60 30,{y0} Z",
            fill=p.gold_dark,
        ),
        path(scallops, **ink.fill(p.red, thin=True)),
        path(_band(style, band_top, band_bottom), **ink.fill(p.red, thin=True)),
        *_lozenges(ink, style, (band_top + band_bottom) / 2, 13),
        *_gadroons(ink, style, GADROONS[0], GADROONS[1], p.gold, p.gold_dark),
        *_vine(ink, style, (band_bottom + GADROONS[0]) / 2 + 3),
        path(_band(style, GADROONS[0] - 2, GADROONS[0] + 2), **ink.fill(p.gold_light, thin=True)),
        path(style.bowl, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        el("ellipse", cx=0, cy=CHALICE_LIP, rx=lip, ry=9, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=CHALICE_LIP, rx=lip - 7, ry=5.4, fill=p.red_dark),
    ]
