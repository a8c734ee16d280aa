"""Tapered limbs: one outlined shape that narrows from joint to joint, rounded at both ends.

Used for sleeves, hose, the rider's leg and the horse's legs, so arms and legs have a
shoulder, an elbow or knee and a wrist or ankle instead of being tubes of one width.
"""

from __future__ import annotations

import itertools
import math

from .style import Ink
from .svg import path

Point = tuple[float, float]


def along(a: Point, b: Point, t: float) -> Point:
    """The point a fraction ``t`` of the way from ``a`` to ``b``."""
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _normal(a: Point, b: Point) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return -dy / length, dx / length


def offset_sides(
    points: list[Point], plus: list[float], minus: list[float]
) -> tuple[list[Point], list[Point]]:
    """The two sides of a smooth limb round ``points``: each point moved ``plus[i]`` along
    the normal of the line through its neighbours, and ``minus[i]`` against it."""
    one, other = [], []
    for i, (x, y) in enumerate(points):
        nx, ny = _normal(points[max(i - 1, 0)], points[min(i + 1, len(points) - 1)])
        one.append((x + nx * plus[i], y + ny * plus[i]))
        other.append((x - nx * minus[i], y - ny * minus[i]))
    return one, other


def segment_crossing(a: Point, b: Point, c: Point, d: Point) -> Point | None:
    """Where the segment a-b crosses the segment c-d, if it does."""
    rx, ry, sx, sy = b[0] - a[0], b[1] - a[1], d[0] - c[0], d[1] - c[1]
    den = rx * sy - ry * sx
    if abs(den) < 1e-9:
        return None
    t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / den
    u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / den
    return (a[0] + rx * t, a[1] + ry * t) if 0 <= t <= 1 and 0 <= u <= 1 else None


def without_loops(side: list[Point]) -> list[Point]:
    """One side of a limb (``offset_sides``) on the inside of a sharply bent joint, without
    its loop: the two bones' offset lines cross before the joint's own point, and the
    outline drew the loop as a hook behind a folded knee or a little triangle in the crook
    of an elbow. The points inside the loop are gathered onto the crossing, a clean crook
    (the count kept, so the side's points still match the limb's); a side that does not
    cross itself is unchanged."""
    side = list(side)
    for j in range(len(side) - 3):
        for k in range(j + 2, len(side) - 1):
            if x := segment_crossing(side[j], side[j + 1], side[k], side[k + 1]):
                side[j + 1 : k + 1] = [x] * (k - j)
                break
    return side


def tapered_outline(points: list[Point], widths: list[float]) -> str:
    """Path data for a band through ``points`` that is ``widths[i]`` wide at point i."""
    normals = [_normal(a, b) for a, b in itertools.pairwise(points)]
    left, right = [], []
    for i, (x, y) in enumerate(points):
        before, after = normals[max(i - 1, 0)], normals[min(i, len(normals) - 1)]
        mx, my = before[0] + after[0], before[1] + after[1]
        length = math.hypot(mx, my) or 1.0
        mx, my = mx / length, my / length
        reach = widths[i] / 2 / max(0.5, mx * after[0] + my * after[1])
        left.append((x + mx * reach, y + my * reach))
        right.append((x - mx * reach, y - my * reach))
    end, start = widths[-1] / 2, widths[0] / 2

    def pts(seq: list[Point]) -> str:
        return " L".join(f"{x:.1f},{y:.1f}" for x, y in seq)

    return (
        f"M{pts(left)} A{end:.1f},{end:.1f} 0 0 0 {right[-1][0]:.1f},{right[-1][1]:.1f} "
        f"L{pts(right[::-1])} A{start:.1f},{start:.1f} 0 0 0 {left[0][0]:.1f},{left[0][1]:.1f} Z"
    )


def limb(
    points: list[Point], widths: list[float], colour: str, ink: Ink, thin: bool = False
) -> str:
    """An outlined, tapered limb filled with ``colour``."""
    return path(tapered_outline(points, widths), **ink.fill(colour, thin=thin))


def smooth_outline(points: list[Point], closed: bool = True) -> str:
    """Path data for a smooth curve through ``points`` (Catmull-Rom turned into Beziers)."""
    count = len(points)

    def at(i: int) -> Point:
        return points[i % count] if closed else points[min(max(i, 0), count - 1)]

    parts = [f"M{points[0][0]:.1f},{points[0][1]:.1f}"]
    for i in range(count if closed else count - 1):
        p0, p1, p2, p3 = at(i - 1), at(i), at(i + 1), at(i + 2)
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        parts.append(f"C{c1[0]:.1f},{c1[1]:.1f} {c2[0]:.1f},{c2[1]:.1f} {p2[0]:.1f},{p2[1]:.1f}")
    return " ".join(parts) + (" Z" if closed else "")
