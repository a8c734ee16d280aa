"""Arms and what they hold: sleeves of several cuts, hands, the free hand's sceptre, orb or
dagger, and the suit symbol placed so that its grip sits in the hand.
"""

from __future__ import annotations

import math

from .cast import Arm, Garb
from .costume import puffed_sleeve, slashed_sleeve
from .linework import folds, lit, shaded
from .shapes import limb, smooth_outline, tapered_outline
from .style import Ink
from .svg import el, g, path, transform
from .trimmings import ermine_cuff

SHOULDER = (26.0, -66.0)
# where each suit symbol is gripped, in its own units (see symbols.py)
GRIP_Y = {"c": 19.0, "d": 40.0, "s": 73.0, "b": 74.0}


def rounded_outline(points: list[tuple[float, float]], widths: list[float]) -> str:
    """Path data for a limb through ``points``, ``widths[i]`` wide at point i, its two sides
    smooth curves (a tapered_outline's sides are straight runs with corners at every joint,
    which reads as a jointed tube): a sleeve or a leg that swells and narrows like flesh."""
    left, right = [], []
    for i, (x, y) in enumerate(points):
        a, b = points[max(i - 1, 0)], points[min(i + 1, len(points) - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        left.append((x + nx * widths[i] / 2, y + ny * widths[i] / 2))
        right.append((x - nx * widths[i] / 2, y - ny * widths[i] / 2))
    end, start = widths[-1] / 2, widths[0] / 2
    back = smooth_outline(right[::-1], closed=False).split(" ", 1)[1]
    return (
        f"{smooth_outline(left, closed=False)} A{end:.1f},{end:.1f} 0 0 0 "
        f"{right[-1][0]:.1f},{right[-1][1]:.1f} {back} "
        f"A{start:.1f},{start:.1f} 0 0 0 {left[0][0]:.1f},{left[0][1]:.1f} Z"
    )


def rounded_limb(
    points: list[tuple[float, float]], widths: list[float], colour: str, ink: Ink
) -> str:
    """An outlined limb of smooth sides filled with ``colour`` (see ``rounded_outline``)."""
    return path(rounded_outline(points, widths), **ink.fill(colour))


def limb_shade(
    ink: Ink,
    points: list[tuple[float, float]],
    colour: str,
    away: tuple[float, float] = (0.0, 1.0),
    reach: tuple[float, float] = (4.2, 2.6),
) -> list[str]:
    """The side of a sleeve or leg turned ``away`` from the light hatched (the under side of
    an arm, the right side of a leg), and a crease at the crook of the elbow or knee."""
    (sx, sy), (ex, ey), (wx, wy) = points

    def under(a: tuple[float, float], b: tuple[float, float], reach: float) -> tuple[float, float]:
        nx, ny = -(b[1] - a[1]), b[0] - a[0]
        length = math.hypot(nx, ny) or 1.0
        if nx * away[0] + ny * away[1] < 0:  # the side that faces away from the light
            nx, ny = -nx, -ny
        return nx / length * reach, ny / length * reach

    a, b = under((sx, sy), (ex, ey), reach[0]), under((ex, ey), (wx, wy), reach[1])
    band = [(sx + a[0], sy + a[1]), (ex + (a[0] + b[0]) / 2, ey + (a[1] + b[1]) / 2)]
    band.append((wx + b[0], wy + b[1]))
    crease = (
        f"M{ex + a[0] * 0.2 - 3:.1f},{ey - 2:.1f} Q{ex:.1f},{ey + 2:.1f} {ex + 3:.1f},{ey - 1:.1f}"
    )
    # and the light along the other side, where the cloth rounds towards the viewer
    c, d = under((sx, sy), (ex, ey), -reach[0] * 0.9), under((ex, ey), (wx, wy), -reach[1] * 0.9)
    glow = [(sx + c[0], sy + c[1]), (ex + (c[0] + d[0]) / 2, ey + (c[1] + d[1]) / 2)]
    glow.append((wx + d[0], wy + d[1]))
    return [
        *shaded(tapered_outline(band, [7, 4.6, 3.2]), colour),
        *lit(ink, tapered_outline(glow, [3.6, 2.6, 1.8]), colour, 0.34),
        folds(ink, crease, colour),
    ]


def _towards(a: tuple[float, float], b: tuple[float, float], step: float) -> tuple[float, float]:
    """The point ``step`` from ``a`` towards ``b`` (at most half way)."""
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    t = min(step / length, 0.5)
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def arm(ink: Ink, garb: Garb, pose_arm: Arm) -> tuple[list[str], str]:
    """A sleeve from the shoulder to a cuff at the wrist; returns (sleeve parts, hand)."""
    p = ink.palette
    shoulder = (math.copysign(SHOULDER[0], pose_arm.elbow[0]), SHOULDER[1])
    (ex, ey), (hx, hy) = pose_arm.elbow, pose_arm.hand
    length = math.hypot(ex - hx, ey - hy) or 1.0
    ux, uy = (ex - hx) / length, (ey - hy) / length
    wrist = (hx + ux * 5, hy + uy * 5)
    cuff = [(hx + ux * 11, hy + uy * 11), wrist]
    colour = p.steel if garb.cut == "armour" else garb.sleeve
    parts = []
    if garb.sleeves == "hanging":  # a long open sleeve falling from the elbow
        parts.append(
            path(
                f"M{shoulder[0]},{shoulder[1] - 6} L{ex + 10 * math.copysign(1, ex)},{ey} "
                f"C{ex + 12 * math.copysign(1, ex)},{ey + 30} "
                f"{ex},{ey + 50} {ex - 4 * math.copysign(1, ex)},{ey + 56} "
                f"C{ex - 8 * math.copysign(1, ex)},{ey + 30} "
                f"{ex - 8 * math.copysign(1, ex)},{ey + 10} {ex},{ey} Z",
                **ink.fill(garb.main),
            )
        )
    # the upper arm full at the shoulder, slimmer above the elbow, the forearm tapering
    upper = (shoulder[0] + (ex - shoulder[0]) * 0.45, shoulder[1] + (ey - shoulder[1]) * 0.45)
    # the elbow rounded: the bend is split between two points either side of it, so a
    # sharply bent arm shows a round elbow, not a mitred spike of cloth
    joints = [
        shoulder,
        upper,
        _towards(pose_arm.elbow, upper, 4.5),
        _towards(pose_arm.elbow, wrist, 4.5),
        wrist,
    ]
    parts.append(limb(joints, [18, 15, 11.4, 10.6, 8.5], colour, ink))
    parts += limb_shade(ink, [shoulder, pose_arm.elbow, wrist], colour)
    if garb.sleeves in ("fitted", "hanging", "ruched") and garb.cut != "armour":
        # the seam where the sleeve is set into the shoulder
        length_up = math.hypot(ex - shoulder[0], ey - shoulder[1]) or 1.0
        vx, vy = (ex - shoulder[0]) / length_up, (ey - shoulder[1]) / length_up
        cx, cy = shoulder[0] + vx * 6, shoulder[1] + vy * 6
        parts.append(
            folds(
                ink,
                f"M{cx - vy * 8:.1f},{cy + vx * 8:.1f} Q{cx + vx * 4:.1f},{cy + vy * 4:.1f} "
                f"{cx + vy * 8:.1f},{cy - vx * 8:.1f}",
                colour,
                0.8,
            )
        )
    if garb.sleeves == "ruched":  # a fitted sleeve gathered into soft rings down the arm
        parts += _ruching(ink, [shoulder, upper, pose_arm.elbow, wrist], colour, garb.trim)
    if garb.sleeves == "slashed":
        parts += slashed_sleeve(ink, garb, shoulder, pose_arm.elbow, colour)
    if garb.sleeves == "puffed":
        parts += puffed_sleeve(ink, garb, shoulder, pose_arm.elbow, colour)
    if garb.collar == "ermine":  # a king's cuffs in ermine, to match his collar
        parts.append(limb(cuff, [13, 13], p.white, ink, thin=True))
        parts += ermine_cuff(ink, cuff[1], cuff[0])
    else:
        parts.append(limb(cuff, [12, 12], garb.trim, ink, thin=True))
    angle = math.degrees(math.atan2(-uy, -ux))
    if pose_arm.grip == "stem":  # the fingers wrapped across an upright stem, not along it
        angle = 180.0 if ex > hx else 0.0
    if pose_arm.grip == "open":
        return parts, open_hand(ink, pose_arm.hand, angle)
    if pose_arm.grip == "hip":
        return parts, hip_hand(ink, pose_arm.hand, angle)
    return parts, hand(ink, pose_arm.hand, angle)


def _ruching(ink: Ink, joints: list[tuple[float, float]], colour: str, trim: str) -> list[str]:
    """Soft rings of gathered cloth across a sleeve, bowed towards the wrist, and a welt in
    the trim where the sleeve is set into the shoulder: cloth, not a tube."""
    rings: list[str] = []

    def across(a: tuple[float, float], b: tuple[float, float], t: float, half: float) -> str:
        length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        cx, cy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        return (
            f"M{cx - uy * half:.1f},{cy + ux * half:.1f} "
            f"Q{cx + ux * half * 0.45:.1f},{cy + uy * half * 0.45:.1f} "
            f"{cx + uy * half:.1f},{cy - ux * half:.1f}"
        )

    shoulder, _, elbow, wrist = joints
    rings += [across(shoulder, elbow, t, 6.6 - t * 1.6) for t in (0.36, 0.58, 0.78)]
    rings += [across(elbow, wrist, t, 4.8 - t * 0.8) for t in (0.22, 0.46, 0.7)]
    welt = across(shoulder, elbow, 0.16, 9.0)
    return [
        folds(ink, " ".join(rings), colour, 1.1),
        path(welt, **ink.line(ink.palette.ink, 5.6)),
        path(welt, **ink.line(trim, 3.6)),
    ]


def hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A closed hand pointing along ``angle`` (degrees): the back of the hand, four fingers
    curled round the grip, and the thumb laid over them on the upper side."""
    p = ink.palette
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    fill = ink.fill(p.skin, thin=True)
    fingers = [
        el("ellipse", cx=6.2 - abs(k) * 0.5, cy=k * side, rx=3.3, ry=1.75, **fill)
        for k in (4.4, 1.5, -1.5)
    ]
    return g(
        path(
            f"M-4,{-4.6 * side} C0,{-6.4 * side} 5,{-6.6 * side} 7,{-5.6 * side} "
            f"L7.4,{5.2 * side} C4,{6.8 * side} -1,{6.6 * side} -4,{4.6 * side} Z",
            **ink.fill(p.skin),
        ),
        *fingers,
        # the thumb, its tip over the first finger
        path(
            f"M-2.6,{-4.4 * side} C0,{-7.6 * side} 5.6,{-7.2 * side} 8,{-4.6 * side} "
            f"C8.6,{-3.2 * side} 7.2,{-2.6 * side} 5.8,{-3.2 * side} "
            f"C3.6,{-4.2 * side} 0.8,{-3.8 * side} -1.4,{-2.4 * side} Z",
            **fill,
        ),
        path(
            f"M-3,{1.5 * side} C-0.6,{2 * side} 1.4,{2.2 * side} 2.6,{1.4 * side}",
            **ink.line(p.skin_line, 0.6),
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) rotate({angle:.1f})",
    )


def open_hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A hand laid flat (on the heart), pointing along ``angle``: the back of the hand, four
    straight fingers side by side and the thumb held a little apart on the upper side."""
    p = ink.palette
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    fill = ink.fill(p.skin, thin=True)
    fingers = [
        el(
            "rect",
            x=5.0,
            y=round(k * side - 1.3, 2),
            width=length,
            height=2.6,
            rx=1.3,
            **fill,
        )
        for k, length in ((-3.6, 9.5), (-1.2, 11.0), (1.2, 10.4), (3.6, 8.2))
    ]
    return g(
        *fingers,
        path(
            f"M-4,{-4.4 * side} C0,{-5.6 * side} 5,{-5.4 * side} 7.4,{-4.6 * side} "
            f"L7.4,{4.6 * side} C4,{5.6 * side} -1,{5.4 * side} -4,{4.4 * side} Z",
            **ink.fill(p.skin),
        ),
        # the thumb along the upper side, its tip free
        path(
            f"M-1.6,{-4 * side} C1,{-7.6 * side} 5,{-8.6 * side} 8.6,{-8 * side} "
            f"C9.6,{-7.6 * side} 9.2,{-6.4 * side} 8,{-6.2 * side} "
            f"C5.4,{-6 * side} 3,{-5 * side} 1.6,{-3.2 * side} Z",
            **fill,
        ),
        # the knuckles
        path(
            f"M6,{-3.6 * side} C6.8,{-1 * side} 6.8,{1.4 * side} 6,{4 * side}",
            **ink.line(p.skin_line, 0.6),
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) rotate({angle:.1f})",
    )


def hip_hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A hand set on the hip, bent down at the wrist: the back of the hand, the fingers
    turned in to the body (only their knuckles show) and the thumb forward."""
    p = ink.palette
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    bend = angle - 40 * side  # turned down towards the body
    knuckles = " ".join(
        f"M{6.4 - abs(k) * 0.4:.1f},{(k - 1.3) * side:.1f} "
        f"C{8.4 - abs(k) * 0.4:.1f},{(k - 1.1) * side:.1f} "
        f"{8.4 - abs(k) * 0.4:.1f},{(k + 1.1) * side:.1f} {6.4 - abs(k) * 0.4:.1f},"
        f"{(k + 1.3) * side:.1f}"
        for k in (-3.6, -1.2, 1.2, 3.6)
    )
    return g(
        path(
            f"M-4,{-4.6 * side} C0,{-6 * side} 5,{-6 * side} 7,{-5 * side} "
            f"C8.6,{-2 * side} 8.6,{2 * side} 7,{5 * side} C4,{6.4 * side} -1,{6.2 * side} "
            f"-4,{4.6 * side} Z",
            **ink.fill(p.skin),
        ),
        path(knuckles, **ink.line(p.skin_line, 0.7)),
        # the thumb laid forward along the upper side, its tip short of the knuckles
        path(
            f"M-2,{-4.4 * side} C0,{-6.8 * side} 3,{-7.4 * side} 5,{-6.8 * side} "
            f"C6,{-6.4 * side} 5.8,{-5.2 * side} 4.8,{-5 * side} "
            f"C3,{-4.8 * side} 1.4,{-4.2 * side} 0,{-3 * side} Z",
            **ink.fill(p.skin, thin=True),
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) rotate({bend:.1f})",
    )


def item(ink: Ink, kind: str, at: tuple[float, float]) -> list[str]:
    """A sceptre, an orb or a dagger in the free hand; a short sceptre stops above a
    double-ended half's seam."""
    p = ink.palette
    x, y = at
    if kind == "short_sceptre":  # held near its foot, which ends in a knob below the hand
        return [
            path(f"M{x},{y + 10} L{x},{y - 50}", **ink.line(p.ink, 5)),
            path(f"M{x},{y + 10} L{x},{y - 50}", **ink.line(p.gold, 3)),
            el("circle", cx=x, cy=y + 12, r=3.4, **ink.fill(p.gold, thin=True)),
            *item(ink, "sceptre", at)[2:],  # the same finial as a long one's
        ]
    if kind == "sceptre":
        return [
            path(f"M{x},{y + 40} L{x},{y - 50}", **ink.line(p.ink, 5)),
            path(f"M{x},{y + 40} L{x},{y - 50}", **ink.line(p.gold, 3)),
            path(
                f"M{x},{y - 50} C{x - 10},{y - 56} {x - 8},{y - 66} {x},{y - 70} "
                f"C{x + 8},{y - 66} {x + 10},{y - 56} {x},{y - 50} Z",
                **ink.fill(p.gold, thin=True),
            ),
            el("circle", cx=x, cy=y - 60, r=2.4, **ink.fill(p.red, thin=True)),
        ]
    if kind == "orb":
        return [
            el("circle", cx=x, cy=y - 9, r=9, **ink.fill(p.gold)),
            path(
                f"M{x - 9},{y - 9} L{x + 9},{y - 9} M{x},{y - 18} "
                f"L{x},{y - 26} M{x - 3},{y - 23} L{x + 3},{y - 23}",
                **ink.line(p.ink, 1.4),
            ),
        ]
    if kind == "dagger":
        return [
            path(
                f"M{x},{y + 4} L{x + 2},{y + 34} L{x},{y + 40} L{x - 2},{y + 34} Z",
                **ink.fill(p.steel, thin=True),
            ),
            path(f"M{x - 6},{y + 4} L{x + 6},{y + 4}", **ink.line(p.gold_dark, 3)),
        ]
    return []


def held_symbol(ident: str, suit: str, at: tuple[float, float], rotate: float, scale: float) -> str:
    """Place a suit symbol so that its grip sits in the hand."""
    a = math.radians(rotate)
    grip = GRIP_Y[suit] * scale
    x = at[0] + grip * math.sin(a)
    y = at[1] - grip * math.cos(a)
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale))
