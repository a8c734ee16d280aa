"""Costume parts of the Piacentine cast: bold stripes, slashed sleeves, kings' mantles.

The Piacentine courts dress in an older, courtly fashion than the Neapolitan ones: doublets
in broad stripes, sleeves puffed and slashed to show a second colour, and each king his own
mantle (an ermine shoulder cape, an open mantle with ermine fronts, a mantle thrown over one
shoulder). All drawn in the figure frame (see cast.py).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from .cast import Garb, half_width
from .linework import folds, lit, shade, shaded
from .shapes import limb, smooth_outline, tapered_outline
from .style import Ink
from .svg import el, path

Point = tuple[float, float]


def torso_band(
    u0: float,
    u1: float,
    y0: float,
    y1: float,
    girth: float,
    width: Callable[[float, float], float] = half_width,
    steps: int = 6,
) -> str:
    """Path data for the part of a torso between fractions u0..u1 of its half width, from
    y0 to y1, for a torso whose half width at height y is ``width(y, girth)``."""
    ys = [y0 + (y1 - y0) * k / steps for k in range(steps + 1)]
    left = [(u0 * width(y, girth), y) for y in ys]
    right = [(u1 * width(y, girth), y) for y in reversed(ys)]
    return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in left + right) + " Z"


def bold_stripes(ink: Ink, garb: Garb) -> list[str]:
    """Broad stripes on the doublet: upright bands in the second colour, or bars in the trim."""
    if garb.motif == "bands":
        return [
            path(torso_band(u0, u1, -71, 0, garb.girth), **ink.fill(garb.second, thin=True))
            for u0, u1 in ((-0.62, -0.22), (0.22, 0.62))
        ]
    return [
        path(torso_band(-1, 1, y, y + 8, garb.girth), **ink.fill(garb.trim, thin=True))
        for y in (-60, -44, -28)
    ]


def slashed_sleeve(ink: Ink, garb: Garb, shoulder: Point, elbow: Point, colour: str) -> list[str]:
    """A great puff over the upper arm, slashed lengthwise to show the white shirt beneath."""
    (sx, sy), (ex, ey) = shoulder, elbow
    end = (sx + (ex - sx) * 0.8, sy + (ey - sy) * 0.8)
    mid = (sx + (ex - sx) * 0.4, sy + (ey - sy) * 0.4)
    parts = [limb([shoulder, mid, end], [27, 25, 14], colour, ink)]
    # two pointed panes down the puff, the white linen puffing out between them: lens
    # shapes, so they read as slashes in the cloth and not as fingers
    length = math.hypot(ex - sx, ey - sy) or 1.0
    ux, uy = (ex - sx) / length, (ey - sy) / length
    nx, ny = -uy, ux
    for offset in (-5.5, 5.5):
        a = (sx + (ex - sx) * 0.14 + nx * offset, sy + (ey - sy) * 0.14 + ny * offset)
        b = (sx + (ex - sx) * 0.66 + nx * offset * 0.6, sy + (ey - sy) * 0.66 + ny * offset * 0.6)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        bulge = 3.4
        parts.append(
            path(
                f"M{a[0]:.1f},{a[1]:.1f} "
                f"Q{mid[0] + nx * bulge:.1f},{mid[1] + ny * bulge:.1f} {b[0]:.1f},{b[1]:.1f} "
                f"Q{mid[0] - nx * bulge:.1f},{mid[1] - ny * bulge:.1f} {a[0]:.1f},{a[1]:.1f} Z",
                **ink.fill(ink.palette.white, thin=True),
            )
        )
        parts.append(
            path(
                f"M{a[0] + ux * 3:.1f},{a[1] + uy * 3:.1f} "
                f"L{b[0] - ux * 3:.1f},{b[1] - uy * 3:.1f}",
                **ink.line(ink.palette.steel_dark, 0.6),
            )
        )
    parts.append(
        limb(
            [end, (end[0] + (ex - sx) * 0.05, end[1] + (ey - sy) * 0.05)],
            [15, 15],
            garb.trim,
            ink,
            thin=True,
        )
    )
    return parts


def puffed_sleeve(ink: Ink, garb: Garb, shoulder: Point, elbow: Point, colour: str) -> list[str]:
    """A round puff over the upper arm, gathered into the armhole and into a band above the
    elbow, its cloth cut in panes of the trim that bow out with it (a ball on the shoulder
    striped across read as a shoulder pad)."""
    (sx, sy), (ex, ey) = shoulder, elbow
    length = math.hypot(ex - sx, ey - sy) or 1.0
    ux, uy = (ex - sx) / length, (ey - sy) / length
    nx, ny = (-uy, ux) if -uy >= 0 else (uy, -ux)  # the normal towards the viewer's right

    def at(t: float, across: float = 0.0) -> Point:
        return (sx + (ex - sx) * t + nx * across, sy + (ey - sy) * t + ny * across)

    ends = (-0.06, 0.62)
    # the outline as one smooth round: narrow at the armhole, full at a third, gathered in
    round_ = [(ends[0], 0.0), (0.02, 9.0), (0.16, 14.0), (0.32, 15.5), (0.48, 12.5), (0.6, 7.0)]
    rim = [at(t, w) for t, w in round_] + [at(ends[1] + 0.02, 0.0)]
    rim += [at(t, -w) for t, w in reversed(round_[1:])]
    parts = [path(smooth_outline(rim), **ink.fill(colour))]
    # the shadow down its right side and the light down its left, so it reads round
    shadow = [at(0.04, 9), at(0.3, 11.5), at(0.56, 5)]
    glow = [at(0.04, -8), at(0.28, -10.5), at(0.52, -6)]
    parts += shaded(tapered_outline(shadow, [5, 8, 3]), colour)
    parts += lit(ink, tapered_outline(glow, [4, 6.5, 2.6]), colour, 0.4)
    # panes of the trim from the armhole to the band, bowing out with the puff (a shade of
    # the sleeve where the trim is the sleeve's own colour)
    pane = garb.trim if garb.trim != colour else shade(colour, 0.4)
    for k in (-0.6, -0.2, 0.2, 0.6):
        a, m, b = at(0.02, k * 11), at(0.3, k * 15.5), at(0.58, k * 8)
        parts.append(
            path(
                f"M{a[0]:.1f},{a[1]:.1f} Q{2 * m[0] - (a[0] + b[0]) / 2:.1f},"
                f"{2 * m[1] - (a[1] + b[1]) / 2:.1f} {b[0]:.1f},{b[1]:.1f}",
                **ink.line(pane, 2.2),
            )
        )
    # the gathers at the armhole and above the band
    parts.append(
        folds(
            ink,
            " ".join(
                f"M{at(0.56, k)[0]:.1f},{at(0.56, k)[1]:.1f} L{at(0.48, k * 1.3)[0]:.1f},"
                f"{at(0.48, k * 1.3)[1]:.1f}"
                for k in (-7.5, -2.5, 2.5, 7.5)
            ),
            colour,
            0.7,
        )
    )
    # the band it is gathered into, a flat strip across the arm
    a, b = at(ends[1] - 0.04, -8), at(ends[1] - 0.04, 8)
    parts.append(
        path(f"M{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f}", **ink.line(ink.palette.ink, 5.4))
    )
    parts.append(path(f"M{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f}", **ink.line(garb.trim, 3.4)))
    return parts


def _ermine(ink: Ink, spots: list[Point]) -> list[str]:
    """Black ermine tails on white fur."""
    return [path(f"M{x},{y} l-1.4,3.6 l1.4,-1 l1.4,1 Z", fill=ink.palette.ink) for x, y in spots]


def mantle_under(ink: Ink, garb: Garb) -> list[str]:
    """A mantle over the chest and under the arms: open with ermine fronts, or over a shoulder."""
    colour = garb.cloak or garb.main
    if garb.mantle == "open":  # to the hem over a robe, to the belt over a doublet
        robe = garb.cut == "robe"
        hem = 134 if robe else 16
        out, fur_in = (49, 20) if robe else (40, 20)  # the fronts flare with the robe (46)
        parts: list[str] = []
        for k in (-1, 1):
            panel = (
                f"M{28 * k},-72 C{34 * k},-40 {34 * k},-10 {34 * k},16 "
                f"C{36 * k},{hem * 0.5} {(out - 6) * k},{hem * 0.8} {out * k},{hem} "
                f"L{fur_in * k},{hem} C{(fur_in - 4) * k},{hem * 0.7} {13 * k},{hem * 0.4} "
                f"{12 * k},16 C{11 * k},-20 {9 * k},-52 {7 * k},-77 "
                f"C{16 * k},-77 {23 * k},-75 {28 * k},-72 Z"
            )
            fur = (
                f"M{7 * k},-77 C{9 * k},-52 {11 * k},-20 {12 * k},16 "
                f"C{13 * k},{hem * 0.4} {(fur_in - 4) * k},{hem * 0.7} {fur_in * k},{hem} "
                f"L{(fur_in + 8) * k},{hem} C{(fur_in + 4) * k},{hem * 0.7} {21 * k},{hem * 0.4} "
                f"{20 * k},16 C{19 * k},-20 {17 * k},-50 {15 * k},-77 Z"
            )
            parts += [path(panel, **ink.fill(colour)), path(fur, **ink.fill(ink.palette.white))]
            spots = [(16 * k, y) for y in (-64, -44, -24, -4)]
            spots += [
                ((16 + (fur_in - 12) * ((y - 16) / max(hem - 16, 1)) ** 1.5) * k, y)
                for y in range(40, hem, 24)
            ]
            parts += _ermine(ink, spots)
        parts += shaded(
            f"M28,-72 C34,-40 34,-10 34,16 C36,{hem * 0.5} {out - 6},{hem * 0.8} {out},{hem} "
            f"L{out - 9},{hem} C{out - 14},{hem * 0.8} 28,{hem * 0.5} 27,16 "
            f"C25,-12 25,-44 22,-74 Z",
            colour,
        )
        parts.append(
            folds(ink, f"M30,30 C32,{hem * 0.5} {out - 14},{hem * 0.8} {out - 16},{hem}", colour)
        )
        return parts
    if garb.mantle == "shoulder":  # thrown over the left shoulder, knotted at the right hip
        # gathered above the belt, so on a double-ended card it stops short of the centre bar
        drape = (
            "M-30,-76 C-38,-62 -38,-40 -32,-26 C-26,-14 -12,-8 2,-8 L28,-8 L28,-15 "
            "C6,-17 -12,-22 -19,-32 C-24,-44 -23,-64 -18,-77 C-22,-78 -27,-78 -30,-76 Z"
        )
        # it falls down the shoulder and arm side and crosses only the waist, so the robe
        # and its placket show on the chest (a drape cut diagonally from the shoulder to the
        # hip covered half of it)
        return [
            path(drape, **ink.fill(colour)),
            *shaded(
                "M-32,-26 C-26,-14 -12,-8 2,-8 L28,-8 L26,-12 C10,-13 -10,-17 -22,-30 Z", colour
            ),
            folds(
                ink,
                "M-28,-66 C-31,-48 -27,-34 -16,-21 M-23,-72 C-27,-58 -28,-44 -24,-32 "
                "M-4,-12 C6,-11 16,-11 24,-11",
                colour,
            ),
            path(
                "M-18,-77 C-23,-62 -24,-42 -18,-30 C-10,-20 8,-16 28,-15",
                **ink.line(garb.lining, 3),
            ),
            # the knot at the hip and its short hanging end
            path("M26,-12 C34,-6 36,2 32,8 C30,2 26,-2 22,-6 Z", **ink.fill(colour, thin=True)),
            el("circle", cx=27, cy=-14, r=5.5, **ink.fill(ink.palette.gold, thin=True)),
        ]
    return []


def mozzetta(ink: Ink, garb: Garb) -> list[str]:
    """An ermine shoulder cape over the arms, scalloped at the hem, closed by a gold clasp."""
    if garb.mantle != "mozzetta":
        return []
    white = ink.palette.white
    hem = [(-47 + 94 * k / 8, -40 + 7 * (1 - ((-47 + 94 * k / 8) / 47) ** 2)) for k in range(9)]
    scallops = " ".join(
        f"Q{(a[0] + b[0]) / 2:.1f},{max(a[1], b[1]) + 5:.1f} {b[0]:.1f},{b[1]:.1f}"
        for a, b in itertools.pairwise(hem)
    )
    cape = (
        f"M-13,-80 C-30,-81 -44,-73 -47,-56 L{hem[0][0]:.1f},{hem[0][1]:.1f} {scallops} "
        "L47,-56 C44,-73 30,-81 13,-80 Z"
    )
    spots = [(x, y) for y in (-70, -58, -47) for x in range(-39, 40, 13) if abs(x) > 8]
    return [
        path(cape, **ink.fill(white)),
        folds(ink, "M-30,-72 C-36,-64 -38,-56 -36,-44 M30,-72 C36,-64 38,-56 36,-44", white),
        *_ermine(ink, spots),
        el("circle", cx=0, cy=-58, r=4, **ink.fill(ink.palette.gold, thin=True)),
    ]
