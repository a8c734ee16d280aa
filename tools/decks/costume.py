"""Costume parts of the Piacentine cast: bold stripes, slashed sleeves, kings' mantles.

The Piacentine courts dress in an older, courtly fashion than the Neapolitan ones: doublets
in broad stripes, sleeves puffed and slashed to show a second colour, and each king his own
mantle (an ermine shoulder cape, an open mantle with ermine fronts, a broad sash over one
shoulder). All drawn in the figure frame (see cast.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .cast import Garb, half_width
from .linework import folds, lit, shade, shaded
from .shapes import smooth_outline, tapered_outline
from .style import Ink
from .svg import path

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


# how full a puff stands out from the arm, by pack: a Piacentine half-figure's arms are
# stretched sideways with its body (bust.BREADTH), which swelled its puffs into balloons
PUFF_FULLNESS = {"piacentine": 0.8}


def _along_arm(ink: Ink, shoulder: Point, elbow: Point) -> Callable[[float, float], Point]:
    """The point a fraction ``t`` of the way down the upper arm and ``across`` it (towards
    the viewer's right, by the pack's ``PUFF_FULLNESS``): the frame a puff over the upper
    arm is drawn in."""
    fullness = PUFF_FULLNESS.get(ink.regional, 1.0)
    (sx, sy), (ex, ey) = shoulder, elbow
    length = math.hypot(ex - sx, ey - sy) or 1.0
    ux, uy = (ex - sx) / length, (ey - sy) / length
    nx, ny = (-uy * fullness, ux * fullness) if -uy >= 0 else (uy * fullness, -ux * fullness)

    def at(t: float, across: float = 0.0) -> Point:
        return (sx + (ex - sx) * t + nx * across, sy + (ey - sy) * t + ny * across)

    return at


def _puff(
    ink: Ink, at: Callable[[float, float], Point], round_: list[tuple[float, float]], colour: str
) -> str:
    """A puff over the upper arm: one smooth round through ``round_`` (fractions down the arm
    and half widths), closed at its ends on the arm's line."""
    rim = [at(round_[0][0], 0.0)] + [at(t, w) for t, w in round_[1:]]
    rim += [at(round_[-1][0] + 0.02, 0.0)] + [at(t, -w) for t, w in reversed(round_[1:])]
    return path(smooth_outline(rim), **ink.fill(colour))


def _band(
    ink: Ink, at: Callable[[float, float], Point], t: float, half: float, trim: str
) -> list[str]:
    """The flat band a puff is gathered into, a strip across the arm (a round cap there read
    as a doll's elbow joint), the sleeve running on out of it to the wrist."""
    a, b = at(t, -half), at(t, half)
    d = f"M{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f}"
    return [path(d, **ink.line(ink.palette.ink, 5.4)), path(d, **ink.line(trim, 3.4))]


def slashed_sleeve(ink: Ink, garb: Garb, shoulder: Point, elbow: Point, colour: str) -> list[str]:
    """A great puff over the upper arm, slashed lengthwise to show the white shirt beneath,
    gathered into a band above the elbow."""
    at = _along_arm(ink, shoulder, elbow)
    round_ = [(-0.1, 0.0), (-0.02, 8.6), (0.16, 11.4), (0.4, 11.2), (0.62, 8.6), (0.76, 6.6)]
    parts = [_puff(ink, at, round_, colour)]
    # the shadow down its right side, so it reads round
    parts += shaded(
        tapered_outline([at(0.06, 9.5), at(0.34, 10.5), at(0.66, 5.6)], [5, 7, 3]), colour
    )
    # two pointed panes down the puff, the white linen puffing out between them: lens
    # shapes, so they read as slashes in the cloth and not as fingers
    for offset in (-5.5, 5.5):
        a, b = at(0.14, offset), at(0.66, offset * 0.6)
        m1, m2 = at(0.4, offset * 0.8 + 3.4), at(0.4, offset * 0.8 - 3.4)
        parts.append(
            path(
                f"M{a[0]:.1f},{a[1]:.1f} Q{m1[0]:.1f},{m1[1]:.1f} {b[0]:.1f},{b[1]:.1f} "
                f"Q{m2[0]:.1f},{m2[1]:.1f} {a[0]:.1f},{a[1]:.1f} Z",
                **ink.fill(ink.palette.white, thin=True),
            )
        )
        c, d = at(0.18, offset * 0.95), at(0.62, offset * 0.65)
        parts.append(
            path(
                f"M{c[0]:.1f},{c[1]:.1f} L{d[0]:.1f},{d[1]:.1f}",
                **ink.line(ink.palette.steel_dark, 0.6),
            )
        )
    # the gathers above the band
    parts.append(
        folds(
            ink,
            " ".join(
                f"M{at(0.74, k)[0]:.1f},{at(0.74, k)[1]:.1f} L{at(0.66, k * 1.3)[0]:.1f},"
                f"{at(0.66, k * 1.3)[1]:.1f}"
                for k in (-5.0, 0.0, 5.0)
            ),
            colour,
            0.7,
        )
    )
    return parts + _band(ink, at, 0.76, 7.6, garb.trim)


def puffed_sleeve(ink: Ink, garb: Garb, shoulder: Point, elbow: Point, colour: str) -> list[str]:
    """A round puff over the upper arm, gathered into the armhole and into a band above the
    elbow, its cloth cut in panes of the trim that bow out with it (a ball on the shoulder
    striped across read as a shoulder pad)."""
    at = _along_arm(ink, shoulder, elbow)
    ends = (-0.06, 0.62)
    # the outline as one smooth round: narrow at the armhole, full at a third, gathered in
    round_ = [(ends[0], 0.0), (0.02, 9.0), (0.16, 14.0), (0.32, 15.5), (0.48, 12.5), (0.6, 7.0)]
    parts = [_puff(ink, at, round_, colour)]
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
    return parts + _band(ink, at, ends[1] - 0.04, 8.0, garb.trim)


def _ermine(ink: Ink, spots: list[Point]) -> list[str]:
    """Black ermine tails on white fur."""
    return [path(f"M{x},{y} l-1.4,3.6 l1.4,-1 l1.4,1 Z", fill=ink.palette.ink) for x, y in spots]


# a king's sash runs from his left shoulder to the middle of his belt: on a double-ended
# card the turned half's sash carries straight on from under the buckle, one diagonal across
# the card (a drape knotted at the hip jogged across the waist into a Z)
SASH_TOP, SASH_FOOT, SASH_HALF = (-19.0, -71.0), (0.0, -4.0), 6.8


def sash(ink: Ink, colour: str, edge: str) -> list[str]:
    """A broad silk sash over the left shoulder to the buckle, gold edged, its lower side in
    shade and a fold or two where it lies over the chest."""
    (tx, ty), (fx, fy) = SASH_TOP, SASH_FOOT
    length = math.hypot(fx - tx, fy - ty)
    ux, uy = (fx - tx) / length, (fy - ty) / length
    nx, ny = -uy * SASH_HALF, ux * SASH_HALF  # towards the sash's lower, right-hand side

    def at(t: float, across: float) -> Point:
        return tx + (fx - tx) * t + nx * across, ty + (fy - ty) * t + ny * across

    def band(a: float, b: float, t0: float = 0.0, t1: float = 1.06) -> str:
        pts = [at(t0, a), at(t1, a), at(t1, b), at(t0, b)]
        return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z"

    def edge_line(across: float) -> str:
        (ax, ay), (bx, by) = at(0.02, across), at(1.06, across)
        return f"M{ax:.1f},{ay:.1f} L{bx:.1f},{by:.1f}"

    fold = " ".join(
        f"M{at(t, -0.6)[0]:.1f},{at(t, -0.6)[1]:.1f} Q{at(t + 0.03, 0)[0]:.1f},"
        f"{at(t + 0.03, 0)[1]:.1f} {at(t + 0.08, 0.55)[0]:.1f},{at(t + 0.08, 0.55)[1]:.1f}"
        for t in (0.3, 0.62)
    )
    return [
        path(band(-1, 1), **ink.fill(colour)),
        *shaded(band(0.25, 1, 0.04), colour),
        folds(ink, fold, colour),
        path(edge_line(-0.78), **ink.line(edge, 1.8)),
        path(edge_line(0.78), **ink.line(edge, 1.8)),
    ]


def mantle_under(ink: Ink, garb: Garb) -> list[str]:
    """A mantle over the chest and under the arms: open with ermine fronts, or a sash over a
    shoulder."""
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
    if garb.mantle == "shoulder":  # a broad sash over the left shoulder, down to the buckle
        return sash(ink, colour, garb.lining)
    return []
