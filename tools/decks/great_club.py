"""The Neapolitan Ace of batons: one great knotted club, the grandest baton of the pack.

Drawn upright about the origin, the head up: a bound grip ending in a rounded butt, a shaft
that swells, bulging at its knots, into a great gnarled head; lopped branches standing off
both sides with their pale cut faces, young leafy sprigs springing from three of them; bark
in long broken strokes along the grain, parting round the knots; the light from the upper
left, so the right side is in shade. The same wood (knots.py) as every other club. Above the
grip a blue ribbon tied in a bow, its two streamers twisting out over the paper either side
to swallowtail ends: the ornament that makes the bare club a showpiece.
"""

from __future__ import annotations

import math

from .knots import cut, knob
from .napoli_pips import bezier_at
from .shapes import Point, smooth_outline
from .style import Ink
from .svg import el, g, path

BUTT, TOP = 164.0, -156.0  # where the shaft's edges end: the grip's butt and the head's dome
# (y, side, bulge): where a knot swells an edge, and a branch stub stands off it when marked
EDGE_KNOTS = ((96, 1, 3.0), (58, -1, 4.0), (18, 1, 5.0), (-22, -1, 5.5), (-70, 1, 6.5))
EDGE_KNOTS += ((-98, -1, 6.0), (-128, 1, 5.0))
STUBS = ((58, -1, 16, 1.0), (18, 1, 18, 1.0), (-22, -1, 20, 1.1), (-70, 1, 20, 1.15))
STUBS += ((-128, 1, 12, 0.8), (-98, -1, 14, 0.9))  # (y, side, length, thickness)
SPRIGS = (0, 2, 3)  # the stubs that put out young leaves
FACE_KNOTS = ((-4, 72, 3.6), (-9, -48, 5.2), (6, -108, 5.8), (-14, -132, 4.6), (4, 34, 4.2))


def half_width(y: float, side: int) -> float:
    """How far the ``side`` edge (1 right, -1 left) stands off the axis at ``y``: a slim grip
    widening to a great swollen head, bulging where a knot grows."""
    t = (BUTT - y) / (BUTT - TOP)
    base = 9.5 + 12 * t + 19 * math.exp(-(((y + 116) / 42) ** 2))
    base += 2.5 * math.exp(-(((y - 156) / 6) ** 2))  # the butt's rounded knob
    return base + sum(
        bulge * math.exp(-(((y - ky) / 9) ** 2)) for ky, s, bulge in EDGE_KNOTS if s == side
    )


def _outline() -> str:
    ys = [BUTT - 7.5 * i for i in range(int((BUTT - TOP) / 7.5) + 1)]
    right = [(half_width(y, 1), y) for y in ys]
    left = [(-half_width(y, -1), y) for y in reversed(ys)]
    w = half_width(TOP, 1), half_width(TOP, -1)
    # a lumpy dome, not a smooth cap: two swellings over the top
    dome = [(w[0] * 0.86, TOP - 14), (w[0] * 0.45, TOP - 24), (w[0] * 0.05, TOP - 23)]
    dome += [(-w[1] * 0.35, TOP - 27), (-w[1] * 0.8, TOP - 17)]
    butt = [(-7.0, BUTT + 6), (0.0, BUTT + 8), (7.0, BUTT + 6)]
    return smooth_outline([*right, *dome, *left, *butt])


def _shade() -> str:
    """The shaded right side: from the edge in to a line a third of the way off the axis."""
    ys = [BUTT - 7.5 * i for i in range(int((BUTT - TOP) / 7.5) + 1)]
    edge = [(half_width(y, 1) - 0.6, y) for y in ys]
    inner = [(half_width(y, 1) * 0.42 + 2 * math.sin(y / 23), y) for y in reversed(ys)]
    w = half_width(TOP, 1)
    cap = [(w * 0.8, TOP - 13), (w * 0.45, TOP - 20), (w * 0.25, TOP - 12)]
    return smooth_outline([*edge, *cap, *inner])


def _grain(ink: Ink) -> list[str]:
    """Bark: long strokes along the grain at fixed fractions of the width, broken into
    lengths and parted round the knots on the face, and short curled strokes in the shade."""
    p = ink.palette
    lanes = (-0.72, -0.38, -0.05, 0.3, 0.62)
    strokes = []
    for n, u in enumerate(lanes):
        y = BUTT - 34 - 9 * (n % 3)
        while y > TOP + 8:
            length = 20 + 9 * ((n * 7 + int(y)) % 3)
            pts = []
            for k in range(5):
                yy = y - length * k / 4
                side = 1 if u > 0 else -1
                x = u * half_width(yy, side)
                for kx, ky, r in FACE_KNOTS:  # the grain bows out round a knot
                    d = (yy - ky) / (2.4 * r)
                    if abs(x - kx) < 3 * r:
                        x += math.copysign(1.8 * r * math.exp(-d * d), x - kx)
                pts.append((round(x, 1), round(yy, 1)))
            strokes.append(smooth_outline(pts, closed=False))
            y -= length + 10
    colour = (p.ink, p.wood_dark)
    parts = [
        path(" ".join(strokes[k] for k in range(len(strokes)) if k % 2 == i), **ink.line(c, w))
        for i, (c, w) in enumerate(zip(colour, (ink.pen.thin * 0.75, ink.pen.thin), strict=True))
    ]
    curls = " ".join(
        f"M{half_width(y, 1) * 0.62:.1f},{y:.0f} q4,-3 3,-9"
        for y in range(int(BUTT) - 40, -140, -17)
    )
    parts.append(path(curls, **ink.line(p.ink, ink.pen.thin * 0.7)))
    return parts


def _face_knot(ink: Ink, x: float, y: float, r: float) -> list[str]:
    """A knot bulging from the face: rings of bark round a raised boss."""
    p = ink.palette
    ring = (
        f"M{x - 1.9 * r:.1f},{y:.1f} A{1.9 * r:.1f},{2.5 * r:.1f} 0 1 1 {x + 1.9 * r:.1f},{y:.1f}"
    )
    low = f"M{x - 1.6 * r:.1f},{y + 0.8 * r:.1f} Q{x:.1f},{y + 3.1 * r:.1f} {x + 1.6 * r:.1f},"
    low += f"{y + 0.8 * r:.1f}"
    return [
        el("ellipse", cx=x, cy=y, rx=round(1.5 * r, 1), ry=round(1.9 * r, 1), fill=p.wood_dark),
        path(ring, **ink.line(p.ink, ink.pen.thin * 0.8)),
        path(low, **ink.line(p.ink, ink.pen.thin * 0.8)),
        knob(ink, x, y, r, round(r * 1.15, 2)),
    ]


def _stub(ink: Ink, y: float, side: int, length: float, thick: float) -> tuple[list[str], Point]:
    """A lopped branch standing off the ``side`` edge at ``y``, slanting up, its pale cut face
    at the end; its root runs into the shaft with no line across it. Returns its tip."""
    p = ink.palette
    x = side * (half_width(y, side) - 4)
    dx, dy = side * length * 0.78, -length * 0.62
    half = 5.2 * thick
    tip = (x + dx, y + dy)
    # across the branch at the tip, perpendicular to it
    nx, ny = -dy / length, dx / length
    a = (x - nx * half * 1.3, y - ny * half * 1.3)
    b = (tip[0] - nx * half * 0.8, tip[1] - ny * half * 0.8)
    c = (tip[0] + nx * half * 0.8, tip[1] + ny * half * 0.8)
    d = (x + nx * half * 1.5, y + ny * half * 1.5)

    def pt(q: Point) -> str:
        return f"{q[0]:.1f},{q[1]:.1f}"

    mid1 = ((a[0] + b[0]) / 2 - nx * 1.2, (a[1] + b[1]) / 2 - ny * 1.2)
    mid2 = ((c[0] + d[0]) / 2 + nx * 1.5, (c[1] + d[1]) / 2 + ny * 1.5)
    sides = f"M{pt(a)} Q{pt(mid1)} {pt(b)} M{pt(c)} Q{pt(mid2)} {pt(d)}"
    lower = c if side > 0 else b
    upper = b if side > 0 else c
    fill = f"M{pt(a)} Q{pt(mid1)} {pt(b)} L{pt(c)} Q{pt(mid2)} {pt(d)} Z"
    shade_edge = d if side > 0 else a
    middle = ((lower[0] + upper[0]) / 2, (lower[1] + upper[1]) / 2)
    shadow = f"M{pt(shade_edge)} L{pt(lower)} L{pt(middle)} Z"
    angle = math.degrees(math.atan2(dy, dx))
    parts = [
        path(fill, fill=p.wood),
        path(shadow, fill=p.wood_dark),
        path(sides, **ink.line(p.ink, ink.pen.thick)),
        cut(ink, tip[0], tip[1], round(2.2 * thick, 1), round(half * 0.95, 1), angle),
        el("circle", cx=round(tip[0], 1), cy=round(tip[1], 1), r=1.0, fill=p.wood_dark),
    ]
    return parts, tip


def _sprig(ink: Ink, x: float, y: float, side: int, scale: float) -> list[str]:
    """Young leaves springing from a cut branch: a green shoot with five veined leaves."""
    p = ink.palette
    leaf = "M0,0 C3,-12 14,-17 27,-13 C21,-1 10,3 0,0 Z"
    vein = "M2,-1 C9,-5 15,-8 21,-10"
    mirror = "" if side > 0 else " scale(-1 1)"
    shoot = "M0,0 C6,-8 12,-18 14,-30"
    parts = [path(shoot, **ink.line(p.green_dark, ink.pen.thick * 0.9))]
    for k, (px, py, turn) in enumerate(
        ((2, -4, 40), (6, -12, -100), (10, -19, 10), (12, -24, -130), (14, -30, -60))
    ):
        colour = p.green_dark if k % 2 else p.green
        where = f"translate({px} {py}) rotate({turn})"
        parts += [
            path(leaf, transform=where, **ink.fill(colour, thin=True)),
            path(vein, transform=where, **ink.line(p.green_dark if k % 2 == 0 else p.green)),
        ]
    return [g(*parts, transform=f"translate({x:.1f} {y:.1f}){mirror} scale({scale})")]


def _grip(ink: Ink) -> list[str]:
    """The grip bound in red cord, as on every baton of the pack."""
    p = ink.palette
    top, bottom = 110.0, 146.0
    wt, wb = half_width(top, 1) + 0.8, half_width(bottom, 1) + 0.8
    band = f"M{-wt:.1f},{top} L{wt:.1f},{top} L{wb:.1f},{bottom} L{-wb:.1f},{bottom} Z"
    cords = " ".join(
        f"M{-half_width(y, -1):.1f},{y + 2.5:.1f} L{half_width(y, 1):.1f},{y - 2.5:.1f}"
        for y in range(int(top) + 5, int(bottom), 6)
    )
    return [
        path(band, **ink.fill(p.red_dark, thin=True)),
        path(cords, **ink.line(p.gold_light, ink.pen.thin * 1.1)),
        path(f"M{-wt:.1f},{top} L{wt:.1f},{top}", **ink.line(p.ink, ink.pen.thick)),
        path(f"M{-wb:.1f},{bottom} L{wb:.1f},{bottom}", **ink.line(p.ink, ink.pen.thick)),
    ]


TIE = 98.0  # where the ribbon is tied round the shaft, just above the grip
# the ribbon's two streamers as cubics from the knot, fluttering out over the paper either
# side of the grip in an S, and how many half-turns each twists through
STREAMERS = (
    (((5.0, TIE + 2), (40.0, TIE - 10), (50.0, TIE + 40), (86.0, TIE + 18)), 1),
    (((-5.0, TIE + 2), (-30.0, TIE + 30), (-58.0, TIE + 4), (-56.0, TIE + 62)), 1),
)
RIBBON_WIDTH = 17.0


def _polyline(points: list[Point]) -> str:
    return "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _streamer(ink: Ink, curve: tuple[Point, Point, Point, Point], turns: int) -> list[str]:
    """One streamer of the ribbon: a band along ``curve`` that narrows where it twists
    (``turns`` half-turns), showing its darker back between twists, its end cut in a
    swallowtail."""
    p = ink.palette
    steps = 36
    faces: list[list[tuple[float, Point, Point, float]]] = [[] for _ in range(turns + 1)]
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(curve, t)
        half = RIBBON_WIDTH / 2 * max(0.3, abs(math.cos(math.pi * turns * t)))
        face = int(turns * t + 0.5)
        if faces[face] == [] and face > 0:  # each face starts where the last one turned
            faces[face].append(faces[face - 1][-1])
        faces[face].append((t, (x, y), (-ty, tx), half))
    _, (tx, ty) = bezier_at(curve, 1.0)
    end = faces[-1][-1][1]
    notch = (end[0] - tx * RIBBON_WIDTH * 0.9, end[1] - ty * RIBBON_WIDTH * 0.9)
    parts = []
    for n, face in enumerate(faces):
        one = [(x + nx * h, y + ny * h) for _, (x, y), (nx, ny), h in face]
        other = [(x - nx * h, y - ny * h) for _, (x, y), (nx, ny), h in face]
        cut = [notch] if n == turns else []  # the swallowtail: a V cut back into the end
        front = n % 2 == 0
        parts.append(
            path(
                _polyline([*one, *cut, *other[::-1]]) + " Z",
                **ink.fill(p.blue if front else p.blue_dark),
            )
        )
        if front:  # a gold rule along the front, stopping short of the swallowtail
            rule = [
                (x + nx * h * 0.55, y + ny * h * 0.55)
                for t, (x, y), (nx, ny), h in face
                if t < 0.86
            ]
            parts.append(path(_polyline(rule), **ink.line(p.gold_light, ink.pen.thin)))
    return parts


def _ribbon(ink: Ink) -> list[str]:
    """A blue ribbon tied round the shaft above the grip in a bow, its long twisting
    streamers fluttering out over the paper either side: the showpiece's ornament."""
    p = ink.palette
    w = half_width(TIE, 1) + 1.5, half_width(TIE, -1) + 1.5
    band = _polyline([(-w[1], TIE - 5), (w[0], TIE - 6), (w[0], TIE + 4), (-w[1], TIE + 5)]) + " Z"
    loop = "M0,0 C-8,-15 -26,-18 -27,-6 C-28,4 -13,5 0,0 Z"
    loops = [
        path(
            loop,
            transform=f"translate(0 {TIE}) scale({side * 1.4} 1.4) rotate({side * -10})",
            **ink.fill(p.blue),
        )
        for side in (1, -1)
    ]
    folds = [
        path(
            "M-4,-2 C-11,-9 -20,-11 -23,-6",
            transform=f"translate(0 {TIE}) scale({side * 1.4} 1.4) rotate({side * -10})",
            **ink.line(p.blue_dark),
        )
        for side in (1, -1)
    ]
    return [
        path(band, **ink.fill(p.blue)),
        *(part for curve, turns in STREAMERS for part in _streamer(ink, curve, turns)),
        *loops,
        *folds,
        el("ellipse", cx=0, cy=TIE, rx=6.5, ry=5.5, **ink.fill(p.blue_dark)),
    ]


def great_club(ink: Ink) -> list[str]:
    """The whole club, upright about the origin, head up, about 340 units long."""
    p = ink.palette
    outline = _outline()
    behind: list[str] = []
    front: list[str] = []
    for n, (y, side, length, thick) in enumerate(STUBS):
        stub, tip = _stub(ink, y, side, length, thick)
        front += stub
        if n in SPRIGS:  # the sprig by the head a little smaller, clear of the card's edge
            behind += _sprig(ink, tip[0] - side * 2, tip[1] + 1, side, 1.3 - 0.2 * (n == 3))
    return [
        *behind,
        path(outline, fill=p.wood),
        path(_shade(), fill=p.wood_dark),
        *_grain(ink),
        *(part for x, y, r in FACE_KNOTS for part in _face_knot(ink, x, y, r)),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick * 1.15),
        *front,
        *_grip(ink),
        *_ribbon(ink),
    ]
