"""Arms and what they hold: sleeves of several cuts, hands, the free hand's sceptre or orb,
and the suit symbol placed so that its grip sits in the hand.
"""

from __future__ import annotations

import itertools
import math

from .cast import Arm, Garb, Pose
from .costume import puffed_sleeve, slashed_sleeve
from .linework import Silhouette, folds, lit, shade, shaded, woven
from .napoli_flourish import LEAF
from .shapes import along, offset_sides, smooth_outline, without_loops
from .style import Ink
from .svg import el, g, path, transform
from .trimmings import ermine_cuff

SHOULDER = (25.0, -67.0)
# where each suit symbol is gripped, in its own units (see symbols.py)
GRIP_Y = {"c": 19.0, "d": 40.0, "s": 73.0, "b": 74.0}
# hands drawn larger than their first cut, about the grip: a hand about three quarters of
# the face's length, not a child's hand at the end of a man's sleeve
HAND_SIZE = 1.18


def rounded_outline(points: list[tuple[float, float]], widths: list[float]) -> str:
    """Path data for a limb through ``points``, ``widths[i]`` wide at point i, its two sides
    smooth curves (a tapered_outline's sides are straight runs with corners at every joint,
    which reads as a jointed tube): a sleeve or a leg that swells and narrows like flesh."""
    half = [width / 2 for width in widths]
    left, right = (without_loops(side) for side in offset_sides(points, half, half))
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
    widths: list[float],
    colour: str,
    joint: tuple[float, float] | None,
    away: tuple[float, float] = (0.0, 1.0),
) -> list[str]:
    """The side of a sleeve or leg (outlined through ``points``, ``widths`` wide) turned
    ``away`` from the light in shade and a gleam down the other side, each one band that
    follows the limb round its bend from end to end (a band down the upper arm and another
    down the forearm, meeting at the elbow, read as a doll's jointed limb), and a crease
    across a knee at ``joint`` (None for an elbow, whose crook has folds of its own)."""
    half = [w / 2 for w in widths]
    last = len(points) - 1
    one = offset_sides(points, half, half)[0]
    mid = last // 2
    facing = (one[mid][0] - points[mid][0]) * away[0] + (one[mid][1] - points[mid][1]) * away[1]
    sign = 1.0 if facing > 0 else -1.0  # which of offset_sides' sides is the shadow side

    def band(on: float, outer: float, inner: float) -> str:
        """The band between ``inner`` and ``outer`` of the half width on side ``on``,
        narrowing to a point at both ends."""
        tips = [0.5 * (outer + inner) if i in (0, last) else inner for i in range(len(points))]
        edge = without_loops(
            offset_sides(points, [h * outer * on for h in half], [0.0] * len(half))[0]
        )
        core = without_loops(
            offset_sides(
                points, [h * t * on for h, t in zip(half, tips, strict=True)], [0.0] * len(half)
            )[0]
        )
        back = smooth_outline(core[::-1], closed=False).split(" ", 1)[1]
        return f"{smooth_outline(edge, closed=False)} L{core[-1][0]:.1f},{core[-1][1]:.1f} {back} Z"

    parts = [
        *shaded(band(sign, 0.96, 0.34), colour),
        *lit(ink, band(-sign, 0.84, 0.46), colour, 0.34),
    ]
    if joint is not None:
        ex, ey = joint
        crease = f"M{ex - 3:.1f},{ey - 2:.1f} Q{ex:.1f},{ey + 2:.1f} {ex + 3:.1f},{ey - 1:.1f}"
        parts.append(folds(ink, crease, colour))
    return parts


def _towards(a: tuple[float, float], b: tuple[float, float], step: float) -> tuple[float, float]:
    """The point ``step`` from ``a`` towards ``b`` (at most half way)."""
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    t = min(step / length, 0.5)
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


# an arm's width at each of ``arm_joints``: narrower at the shoulder point (a full-width round
# cap there stood up over the shoulder line like a puppet's ball joint), the deltoid and the
# upper arm rounding out, slim above and at the elbow, the forearm swelling below it and tapering
# to a slim wrist (one width from shoulder to wrist read as a tube)
ARM_WIDTHS = [15.0, 18.2, 14.8, 11.6, 11.2, 12.8, 8.4]


def arm_joints(
    shoulder: tuple[float, float], elbow: tuple[float, float], wrist: tuple[float, float]
) -> list[tuple[float, float]]:
    """The points an arm's outline runs through, ``ARM_WIDTHS`` wide: the shoulder, the
    deltoid, the upper arm, either side of the elbow (so a bent arm shows a round elbow, not a
    mitred spike of cloth), the forearm's swell and the wrist."""
    return [
        shoulder,
        along(shoulder, elbow, 0.28),
        along(shoulder, elbow, 0.62),
        _towards(elbow, shoulder, 4.5),
        _towards(elbow, wrist, 4.5),
        along(elbow, wrist, 0.36),
        wrist,
    ]


Point = tuple[float, float]


def _bezier_point(points: list[Point], t: float) -> Point:
    """The point a fraction ``t`` along the Bezier curve with control ``points``."""
    while len(points) > 1:
        points = [along(a, b, t) for a, b in itertools.pairwise(points)]
    return points[0]


def _curve_points(points: list[Point]) -> list[Point]:
    """Points along the curve ``smooth_outline(points, closed=False)`` draws."""
    last = len(points) - 1
    out = [points[0]]
    for i in range(last):
        p0, p1, p2, p3 = (points[min(max(k, 0), last)] for k in (i - 1, i, i + 1, i + 2))
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        out += [_bezier_point([p1, c1, c2, p2], t) for t in (0.25, 0.5, 0.75, 1.0)]
    return out


def sleeve_polygon(joints: list[Point]) -> list[Point]:
    """The outline ``rounded_outline`` draws round an arm's ``joints`` (``ARM_WIDTHS``
    wide) as a polygon, its round ends cut straight: at a sharp bend its outer side runs
    nearly straight past the elbow's point, well inside a circle round the joint."""
    half = [width / 2 for width in ARM_WIDTHS]
    left, right = offset_sides(joints, half, half)
    return _curve_points(left) + _curve_points(right[::-1])


def _room(polygon: list[Point], point: Point) -> float:
    """How far ``point`` lies inside ``polygon`` (filled by the nonzero rule, as an SVG path
    is): its distance from the nearest edge, negative outside."""
    px, py = point
    winding, nearest = 0, math.inf
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        dx, dy = bx - ax, by - ay
        t = min(max(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1.0), 0.0), 1.0)
        nearest = min(nearest, math.hypot(px - ax - dx * t, py - ay - dy * t))
        cross = dx * (py - ay) - dy * (px - ax)
        if ay <= py < by and cross > 0:
            winding += 1
        elif by <= py < ay and cross < 0:
            winding -= 1
    return nearest if winding else -nearest


def _kept_inside(
    polygon: list[Point], margin: float, a: Point, via: Point, b: Point, whole: bool = False
) -> str:
    """Path data for the longest run of the quadratic fold from ``a`` to ``b`` that keeps
    ``margin`` inside the sleeve's outline ``polygon``, or "" if what is left is
    too short to read as a fold (or, ``whole``, if any of it would leave the sleeve): at a
    sharp bend the cloth's crook is narrow, and a fold running on past it poked out of the
    sleeve onto the card."""
    steps = 24
    inside = [
        _room(polygon, _bezier_point([a, via, b], i / steps)) >= margin for i in range(steps + 1)
    ]
    best, run_start = (0, -1), 0
    for i, ok in enumerate([*inside, False]):
        if not ok:
            if i - 1 - run_start > best[1] - best[0]:
                best = (run_start, i - 1)
            run_start = i + 1
    t0, t1 = best[0] / steps, best[1] / steps
    if t1 - t0 < (1.0 if whole else 0.45):
        return ""
    # the curve's own piece from t0 to t1: its ends and the control point its blossom gives
    start, end = _bezier_point([a, via, b], t0), _bezier_point([a, via, b], t1)
    w0, w1 = 1.0 - t0, 1.0 - t1
    control = tuple(w0 * w1 * a[k] + (w0 * t1 + t0 * w1) * via[k] + t0 * t1 * b[k] for k in (0, 1))
    return (
        f"M{start[0]:.1f},{start[1]:.1f} Q{control[0]:.1f},{control[1]:.1f} "
        f"{end[0]:.1f},{end[1]:.1f}"
    )


def elbow_folds(
    ink: Ink,
    shoulder: Point,
    elbow: Point,
    wrist: Point,
    colour: str,
) -> list[str]:
    """The sleeve gathered in the crook of a bent elbow: folds fanning out from the inside of
    the bend along the upper arm and the forearm, more of them the sharper the bend, each
    kept inside the sleeve however sharply the arm bends."""
    ax, ay = shoulder[0] - elbow[0], shoulder[1] - elbow[1]
    bx, by = wrist[0] - elbow[0], wrist[1] - elbow[1]
    la, lb = math.hypot(ax, ay) or 1.0, math.hypot(bx, by) or 1.0
    ax, ay, bx, by = ax / la, ay / la, bx / lb, by / lb
    cos = ax * bx + ay * by
    if cos < -0.97:  # an arm held straight: no crook to gather in
        return []
    ux, uy = ax + bx, ay + by  # into the crook
    lu = math.hypot(ux, uy) or 1.0
    ux, uy = ux / lu, uy / lu
    polygon = sleeve_polygon(arm_joints(shoulder, elbow, wrist))
    # clear of the sleeve's outline by the outline's own half width and a fold's pointed end
    margin = ink.pen.thick / 2 + ink.pen.thin * 0.4
    crook = (elbow[0] + ux * 4.6, elbow[1] + uy * 4.6)  # the crook, near the sleeve's edge
    strokes = []
    reach = 7.0 if cos < -0.5 else 9.0
    for dx, dy in ((ax, ay), (bx, by)):
        for k, across in ((1.0, 0.5), (0.6, -2.2)):
            end = (elbow[0] + dx * reach * k - ux * across, elbow[1] + dy * reach * k - uy * across)
            mid = (crook[0] + dx * reach * k * 0.5, crook[1] + dy * reach * k * 0.5)
            strokes.append(_kept_inside(polygon, margin, crook, mid, end))
    if cos > -0.5:  # a sharp bend: the cloth bunched at the elbow's point as well, set in
        # from the point's outline as far as the bend leaves room (the sharper, the less)
        for depth in (2.6, 2.0, 1.4, 0.8, 0.2):
            ox, oy = elbow[0] - ux * depth, elbow[1] - uy * depth
            bunch = _kept_inside(
                polygon,
                margin,
                (ox + ax * 3, oy + ay * 3),
                (ox - ux * 0.8, oy - uy * 0.8),
                (ox + bx * 3, oy + by * 3),
                whole=True,
            )
            if bunch:
                strokes.append(bunch)
                break
    kept = " ".join(stroke for stroke in strokes if stroke)
    return [folds(ink, kept, colour, 0.85)] if kept else []


def handle_lean(suit: str, rotate: float) -> float | None:
    """How far the handle of a held suit symbol leans from upright (degrees): the cup's
    stem, the sword's hilt and the club's grip turn with the symbol; a coin is held by its
    rim and has none."""
    return None if suit == "d" else rotate


# a coin's radius with its contour, in its own units (see symbols.py)
COIN_RIM = 46.0


def coin_rim(suit: str, pose: Pose) -> tuple[tuple[float, float], float] | None:
    """The centre and radius of a coin the holding hand grips by its rim (None for the
    other suits, which have a handle)."""
    if suit != "d":
        return None
    at = symbol_origin(suit, pose.holding.hand, pose.symbol_rotate, pose.symbol_scale)
    return at, COIN_RIM * pose.symbol_scale


def square_to(forearm: float, handle: float) -> float:
    """The direction of a fist closed round a handle leaning ``handle`` degrees from upright:
    square across it, so the fingers wrap round it instead of lying along it, on the side
    the forearm (pointing ``forearm`` degrees) comes from."""
    return min((handle, handle + 180.0), key=lambda a: abs((a - forearm + 180.0) % 360.0 - 180.0))


def arm(
    ink: Ink,
    garb: Garb,
    pose_arm: Arm,
    handle: float | None = None,
    rim: tuple[tuple[float, float], float] | None = None,
) -> tuple[list[str], str]:
    """A sleeve from the shoulder to a cuff at the wrist; returns (sleeve parts, hand).

    A fist holding something by a handle (``handle``: its lean from upright, see
    ``handle_lean``) closes square across it; a hand holding a coin by its ``rim`` (its
    centre and radius, see ``coin_rim``) lays the thumb on its face."""
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
    upper = (shoulder[0] + (ex - shoulder[0]) * 0.45, shoulder[1] + (ey - shoulder[1]) * 0.45)
    joints = arm_joints(shoulder, pose_arm.elbow, wrist)
    parts.append(rounded_limb(joints, ARM_WIDTHS, colour, ink))
    # the crook of a bent elbow has folds of its own (elbow_folds), not a knee's crease
    parts += limb_shade(ink, joints, ARM_WIDTHS, colour, None)
    parts += elbow_folds(ink, shoulder, pose_arm.elbow, wrist, colour)
    if garb.sleeves in ("fitted", "hanging", "ruched") and garb.cut != "armour":
        # the cloth falling from the shoulder in two long folds down the upper arm (a seam
        # drawn across the arm at the shoulder read as the pin of a doll's joint)
        length_up = math.hypot(ex - shoulder[0], ey - shoulder[1]) or 1.0
        vx, vy = (ex - shoulder[0]) / length_up, (ey - shoulder[1]) / length_up
        strokes = []
        for across, start, end in ((-2.6, 0.22, 0.62), (3.0, 0.3, 0.55)):
            a = along(shoulder, pose_arm.elbow, start)
            b = along(shoulder, pose_arm.elbow, end)
            bow = across * 1.25
            strokes.append(
                f"M{a[0] - vy * across:.1f},{a[1] + vx * across:.1f} "
                f"Q{(a[0] + b[0]) / 2 - vy * bow:.1f},{(a[1] + b[1]) / 2 + vx * bow:.1f} "
                f"{b[0] - vy * across:.1f},{b[1] + vx * across:.1f}"
            )
        parts.append(folds(ink, " ".join(strokes), colour, 0.8))
    if garb.sleeves == "ruched":  # a fitted sleeve gathered into soft rings down the arm
        parts += _ruching(ink, [shoulder, upper, pose_arm.elbow, wrist], colour, garb.trim)
    if garb.sleeves == "slashed":
        parts += slashed_sleeve(ink, garb, shoulder, pose_arm.elbow, colour)
    if garb.sleeves == "puffed":
        parts += puffed_sleeve(ink, garb, shoulder, pose_arm.elbow, colour)
    if garb.collar == "ermine":  # a king's cuffs in ermine, to match his collar
        parts.append(path(turned_cuff(cuff[0], cuff[1], 13.0), **ink.fill(p.white, thin=True)))
        parts += ermine_cuff(ink, cuff[1], cuff[0])
    else:
        parts.append(path(turned_cuff(cuff[0], cuff[1], 12.0), **ink.fill(garb.trim, thin=True)))
    angle = math.degrees(math.atan2(-uy, -ux))
    if pose_arm.grip == "stem":  # an upright stem
        handle = 0.0
    if handle is not None and pose_arm.grip in ("fist", "stem"):
        angle = square_to(angle, handle)
    if pose_arm.grip == "open":
        return parts, open_hand(ink, pose_arm.hand, angle)
    if rim is not None:
        return parts, coin_hand(ink, pose_arm.hand, *rim)
    if pose_arm.grip == "palm":
        return parts, palm_hand(ink, pose_arm.hand, -math.copysign(1.0, shoulder[0]))
    return parts, hand(ink, pose_arm.hand, angle)


def turned_cuff(back: tuple[float, float], wrist: tuple[float, float], width: float) -> str:
    """Path data for a cuff turned back over the end of the sleeve, from ``back`` down the
    arm to the ``wrist``: a band flaring a little towards the hand, its two edges bowed round
    the arm (a capsule of the sleeve's width read as one more segment of a jointed arm)."""
    (bx, by), (wx, wy) = back, wrist
    length = math.hypot(wx - bx, wy - by) or 1.0
    ux, uy = (wx - bx) / length, (wy - by) / length
    nx, ny = -uy, ux
    near, far = width * 0.46, width * 0.58  # half widths at the back and at the hand
    bow = 1.6

    def at(x: float, y: float, across: float, down: float = 0.0) -> str:
        return f"{x + nx * across + ux * down:.1f},{y + ny * across + uy * down:.1f}"

    return (
        f"M{at(bx, by, near)} L{at(wx, wy, far)} Q{at(wx, wy, 0, bow * 2)} {at(wx, wy, -far)} "
        f"L{at(bx, by, -near)} Q{at(bx, by, 0, bow * 2)} {at(bx, by, near)} Z"
    )


def shoulder_cap(ink: Ink, garb: Garb, pose_arm: Arm) -> list[str]:
    """The doublet's shoulder laid over the round top of a fitted sleeve, ending in the
    armhole seam across the arm, so the shoulder line runs on into the sleeve (the sleeve's
    own round end over the shoulder read as the ball of a doll's joint). In the doublet's
    colour there: shaded on the right, as the torso is, and the second colour of a
    parti-coloured doublet on the left. None over a mantle, a puff or armour."""
    if garb.sleeves not in ("fitted", "hanging") or garb.mantle not in ("none", "flying"):
        return []
    if garb.cut == "armour":
        return []
    k = math.copysign(1.0, pose_arm.elbow[0])
    sx, sy = k * SHOULDER[0], SHOULDER[1]
    ex, ey = pose_arm.elbow
    length = math.hypot(ex - sx, ey - sy) or 1.0
    vx, vy = (ex - sx) / length, (ey - sy) / length  # down the upper arm
    nx, ny = -vy, vx
    r = ARM_WIDTHS[0] / 2 + 0.6  # just over the sleeve's round end and its fine outline
    a, b, behind = (
        (sx + nx * r, sy + ny * r),
        (sx - nx * r, sy - ny * r),
        (sx - vx * r, sy - vy * r),
    )
    turn = (behind[0] - a[0]) * (b[1] - behind[1]) - (behind[1] - a[1]) * (b[0] - behind[0])
    bow = (sx + vx * 3.0, sy + vy * 3.0)  # the seam bowed a little down the arm
    seam = f"M{b[0]:.1f},{b[1]:.1f} Q{bow[0]:.1f},{bow[1]:.1f} {a[0]:.1f},{a[1]:.1f}"
    d = f"M{a[0]:.1f},{a[1]:.1f} A{r:.1f},{r:.1f} 0 0 {1 if turn > 0 else 0} {seam[1:]} Z"
    colour = garb.second if garb.motif == "halves" and k < 0 else garb.main
    if isinstance(ink, Silhouette):
        return [path(d, **ink.fill(colour))]
    cloth = shaded(d, colour) if k > 0 else [path(d, fill=colour), *woven(d, garb.pattern)]
    return [*cloth, path(seam, **ink.line())]


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


# a fist's four fingers from the index (beside the thumb) to the little finger:
# (where each roll starts, its centre across the hand, its length, its thickness)
FIST_FINGERS = (
    (1.6, -3.4, 7.4, 3.1),
    (1.6, -0.4, 7.9, 3.1),
    (1.8, 2.5, 7.1, 2.9),
    (2.2, 5.0, 5.6, 2.5),
)


def _finger_rolls(
    fingers: tuple[tuple[float, float, float, float], ...], side: int
) -> tuple[str, str]:
    """Path data for a fist's curled fingers seen end on, each a roll from the palm to its
    bent middle joint (the knuckle at its round outer end), and for the creases where the
    fingertips tuck in: one path each, so a hand costs a few elements, not a dozen."""
    rolls, creases = [], []
    for x0, cy, length, height in fingers:
        cy, r = cy * side, height / 2
        x1 = x0 + length
        rolls.append(
            f"M{x0 + r:.2f},{cy - r:.2f} L{x1 - r:.2f},{cy - r:.2f} A{r:.2f},{r:.2f} 0 0 1 "
            f"{x1 - r:.2f},{cy + r:.2f} L{x0 + r:.2f},{cy + r:.2f} A{r:.2f},{r:.2f} 0 0 1 "
            f"{x0 + r:.2f},{cy - r:.2f} Z"
        )
        crease = x1 - height * 0.95
        creases.append(
            f"M{crease:.2f},{cy - r * 0.55:.2f} Q{crease + r * 0.45:.2f},{cy:.2f} "
            f"{crease:.2f},{cy + r * 0.55:.2f}"
        )
    return " ".join(rolls), " ".join(creases)


def _hand_frame(at: tuple[float, float], angle: float) -> str:
    """A hand's drawing, made in its own units pointing along +x, placed at ``at``."""
    return f"translate({at[0]:.1f} {at[1]:.1f}) rotate({angle:.1f}) scale({HAND_SIZE})"


def _skin_lines(ink: Ink, *lines: str) -> list[str]:
    """A hand's creases and nail: they lie inside its contour, so the contour pass (a
    Silhouette) leaves them out."""
    if isinstance(ink, Silhouette):
        return []
    return [path(d, **ink.line(ink.palette.skin_line, 0.55)) for d in lines]


# A thumb's outline and its nail as Bezier points on the thumb's side of a hand pointing
# along +x (y < 0: above, flipped for a hand turned over), in the hand's own units.
Curve = tuple[tuple[float, float], ...]
FIST_THUMB: Curve = (
    (-3.4, -4.6),
    (-1.6, -6.9),
    (3.6, -6.9),
    (6.4, -4.8),
    (7.4, -4),
    (7, -2.6),
    (5.8, -2.7),
    (3.6, -3.2),
    (0.8, -3.8),
    (-1.6, -2.8),
)  # from the ball of the hand over the index finger
FIST_THUMBNAIL: Curve = ((4.8, -4.8), (5.8, -4.8), (6.4, -4.2), (6.2, -3.3))


def _bezier(points: Curve, side: int) -> str:
    """Path data through ``points``: a move, then cubic segments, y flipped by ``side``."""
    xy = [f"{x},{y * side}" for x, y in points]
    segments = [" ".join(xy[i : i + 3]) for i in range(1, len(xy), 3)]
    return f"M{xy[0]} " + " ".join(f"C{segment}" for segment in segments)


def _thumb(ink: Ink, side: int, outline: Curve, nail: Curve) -> list[str]:
    """A thumb laid over what the hand holds, and its nail."""
    return [
        path(f"{_bezier(outline, side)} Z", **ink.fill(ink.palette.skin, thin=True)),
        *_skin_lines(ink, _bezier(nail, side)),
    ]


def hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A fist closed round a grip, pointing along ``angle`` (degrees): the back of the hand,
    four curled fingers stacked along the grip, each rolled round it with its knuckle and
    the crease of its bent joint, and the thumb wrapped over the index finger from above."""
    p = ink.palette
    side = 1 if math.cos(math.radians(angle)) >= 0 else -1  # the thumb on the upper side
    rolls, creases = _finger_rolls(FIST_FINGERS, side)
    return g(
        path(
            f"M-5,{-4.2 * side} C-1,{-6.2 * side} 3,{-6.4 * side} 4.6,{-5.8 * side} "
            f"L4.6,{6.2 * side} C2,{7.2 * side} -2,{6.6 * side} -5,{4.6 * side} "
            f"Q-6.4,{0.2 * side} -5,{-4.2 * side} Z",  # the wrist's end rounded into the cuff
            **ink.fill(p.skin),
        ),
        path(rolls, **ink.fill(p.skin, thin=True)),
        *_skin_lines(ink, creases),
        *_thumb(ink, side, FIST_THUMB, FIST_THUMBNAIL),
        transform=_hand_frame(at, angle),
    )


# (length, centre across the hand) of an open hand's fingers, from the index to the little
# finger: laid together, the middle longest, the little finger short and set back
OPEN_FINGERS = ((9.4, -3.3), (10.6, -1.1), (10.0, 1.1), (8.0, 3.2))
OPEN_KNUCKLES = 5.6  # where the fingers leave the palm
FINGER = 2.25  # a finger's width at its root (it narrows a little to the tip)


def _laid_fingers(
    fingers: tuple[tuple[float, float], ...], root: float, side: int, width: float = FINGER
) -> tuple[str, str]:
    """Path data (without its first move) running from the root of the first finger round
    each fingertip to the root of the last, for fingers laid side by side along +x, each
    rounded at its own tip with a notch between neighbours where the shorter one ends (a
    row of tips of unequal length, not a mitten's single round), and the fine lines that
    part them."""
    tip = width * 0.38  # half width at the tip
    outline, lines = [], []
    last = len(fingers) - 1
    sweep = 1 if side > 0 else 0
    for i, (length, cy) in enumerate(fingers):
        end = root + length
        lower = (cy + width / 2) * side
        outline.append(
            f"L{end - tip:.2f},{(cy - tip) * side:.2f} A{tip:.2f},{tip:.2f} 0 0 {sweep} "
            f"{end - tip:.2f},{(cy + tip) * side:.2f}"
        )
        if i < last:  # down into the notch before the next finger's tip
            notch = root + min(length, fingers[i + 1][0]) * 0.48
            outline.append(f"L{notch:.2f},{lower:.2f}")
            lines.append(f"M{notch:.2f},{lower:.2f} L{root - 0.4:.2f},{lower:.2f}")
        else:
            outline.append(f"L{root:.2f},{lower:.2f}")
    return " ".join(outline), " ".join(lines)


def open_hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """An open hand pointing along ``angle`` (degrees): the palm running on into fingers
    laid together, each rounded at its own tip and parted by fine lines, the thumb held
    apart on the upper side; raised (pointing up) it shows its palm with the crease round
    the thumb's ball, laid on the heart or hanging the back of the hand with its knuckles."""
    p = ink.palette
    raised = math.sin(math.radians(angle)) < -0.7
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    if raised:  # the palm turned out: the thumb on the side towards the body
        side = 1 if at[0] > 0 else -1
    fingers, lines = _laid_fingers(OPEN_FINGERS, OPEN_KNUCKLES, side)
    k = OPEN_KNUCKLES
    top = (OPEN_FINGERS[0][1] - FINGER / 2) * side
    bottom = (OPEN_FINGERS[-1][1] + FINGER / 2) * side
    outline = (
        f"M-4.6,{-3.8 * side} C-1,{-4.4 * side} 2,{top * 1.02:.2f} {k},{top:.2f} {fingers} "
        f"C2,{bottom * 1.02:.2f} -1,{4.3 * side} -4.6,{3.8 * side} Z"
    )
    # the thumb's ball swelling out of the palm's side and the thumb held apart, its tip
    # level with the index finger's root
    thumb = (
        f"M-3.6,{-3.4 * side} C-2.4,{-6.2 * side} 0.6,{-7.2 * side} 3,{-8.6 * side} "
        f"C4.6,{-9.6 * side} 6.6,{-10.4 * side} 7.6,{-9.6 * side} "
        f"C8.4,{-8.8 * side} 7.8,{-7.8 * side} 6.6,{-7.2 * side} "
        f"C4.8,{-6.2 * side} 3.4,{-5 * side} 2.6,{-3.8 * side} Z"
    )
    thumb_joint = f"M4.2,{-9.0 * side} Q4.8,{-7.8 * side} 4.4,{-6.6 * side}"
    if raised:  # the palm: its crease round the thumb's ball and the one under the fingers
        marks = (
            f"M{k - 2.2},{-3.6 * side} C-0.4,{-2.6 * side} -2,{-1 * side} -3,{2.6 * side} "
            f"M{k - 0.2},{-2 * side} C3.4,{0 * side} 2.2,{2.2 * side} {k - 0.4},{3.6 * side}"
        )
    else:  # the back of the hand: the row of knuckles at the fingers' roots
        bumps = " ".join(
            f"Q{k + 0.5},{cy * side:.2f} {k - 0.5},{(cy + FINGER / 2) * side:.2f}"
            for _, cy in OPEN_FINGERS[:3]
        )
        marks = f"M{k - 0.5},{(OPEN_FINGERS[0][1] - FINGER / 2) * side:.2f} {bumps}"
    return g(
        path(outline, **ink.fill(p.skin)),
        path(thumb, **ink.fill(p.skin, thin=True)),
        *_skin_lines(ink, lines, marks, thumb_joint),
        transform=_hand_frame(at, angle),
    )


# how far onto a coin's face each of the four fingers curled over its rim reaches, from the
# index to the little finger
COIN_FINGERS = (6.6, 7.6, 7.2, 5.8)
COIN_FINGER = 3.1  # a finger's width


def _capsule(a: tuple[float, float], b: tuple[float, float], half: float) -> str:
    """Path data for a finger from ``a`` to ``b``, ``half`` its width, round at both ends."""
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    nx, ny = -(b[1] - a[1]) / length * half, (b[0] - a[0]) / length * half
    return (
        f"M{a[0] + nx:.2f},{a[1] + ny:.2f} L{b[0] + nx:.2f},{b[1] + ny:.2f} "
        f"A{half:.2f},{half:.2f} 0 0 0 {b[0] - nx:.2f},{b[1] - ny:.2f} "
        f"L{a[0] - nx:.2f},{a[1] - ny:.2f} A{half:.2f},{half:.2f} 0 0 0 "
        f"{a[0] + nx:.2f},{a[1] + ny:.2f} Z"
    )


def _curve(a: tuple[float, float], via: tuple[float, float], b: tuple[float, float]) -> str:
    """Path data for a quadratic curve from ``a`` to ``b`` pulled towards ``via``."""
    return f"M{a[0]:.2f},{a[1]:.2f} Q{via[0]:.2f},{via[1]:.2f} {b[0]:.2f},{b[1]:.2f}"


def coin_hand(ink: Ink, at: tuple[float, float], centre: tuple[float, float], radius: float) -> str:
    """A hand holding a coin from behind by its rim: the palm hidden behind the coin, four
    fingers curled round the rim onto its face, each pointing to the coin's centre, their
    bent joints standing out over the edge and the nails at their tips (a thumb alone on
    the face, the heel of the hand under the rim, read as holding nothing)."""
    p = ink.palette
    angle = math.degrees(math.atan2(centre[1] - at[1], centre[0] - at[0]))
    # the coin in the hand's own units: its centre straight ahead, ``reach`` away
    reach = math.hypot(centre[0] - at[0], centre[1] - at[1]) / HAND_SIZE
    r = radius / HAND_SIZE
    half = COIN_FINGER / 2
    fingers, nails, bends = [], [], []
    count = len(COIN_FINGERS)
    for i, onto in enumerate(COIN_FINGERS):
        turn = (i - (count - 1) / 2) * (COIN_FINGER * 1.02) / r  # round the rim, radians
        ux, uy = math.cos(turn), -math.sin(turn)  # towards the centre
        ex, ey = reach - r * ux, -r * uy  # where the finger crosses the rim
        points = {
            name: (ex + ux * d - uy * across, ey + uy * d + ux * across)
            for name, d, across in (
                ("root", -1.4, 0.0),
                ("end", onto - half, 0.0),
                ("nail_a", onto - 2.4, -0.8),
                ("nail_tip", onto - 0.4, 0.0),
                ("nail_b", onto - 2.4, 0.8),
                ("bend_a", 1.4, -half * 0.7),
                ("bend_in", 0.7, 0.0),
                ("bend_b", 1.4, half * 0.7),
            )
        }
        fingers.append(_capsule(points["root"], points["end"], half))
        nails.append(_curve(points["nail_a"], points["nail_tip"], points["nail_b"]))
        bends.append(_curve(points["bend_a"], points["bend_in"], points["bend_b"]))
    return g(
        path(" ".join(fingers), **ink.fill(p.skin, thin=True)),
        *_skin_lines(ink, " ".join(nails), " ".join(bends)),
        transform=_hand_frame(at, angle),
    )


# (length, centre across the group) of the fingers curled up round the far side of an orb
PALM_FINGERS = ((4.4, -2.85), (5.2, -0.95), (5.0, 0.95), (4.0, 2.85))


def palm_hand(ink: Ink, at: tuple[float, float], towards: float) -> str:
    """A hand turned palm up under an orb, its fingers pointing ``towards`` the body (+1: to
    the right): the palm a shallow cup, the four fingers rising together round the far side
    of what it carries, each with its own tip, and the thumb rising on the near side (an
    open hand held out flat read as a wave, the orb floating over its back)."""
    p = ink.palette
    fill = ink.fill(p.skin, thin=True)
    fingers, lines = _laid_fingers(PALM_FINGERS, 0.0, 1, 2.0)
    start = PALM_FINGERS[0][1] - 1.0
    return g(
        path(  # the palm's cup, running on into the backs of the curled fingers
            "M-5,-3.4 C-5.4,1 -4,5 0,5.6 C4,6 8.6,4.6 10.6,1.6 C12.4,-1 12.6,-6 11.2,-8.4 "
            "C10.4,-9.6 8.8,-9.2 8.6,-7.6 C8.4,-5.4 8.4,-3.4 7.6,-2.2 "
            "C5,-2.2 2,-2 -1,-2.4 C-2.6,-2.6 -3.8,-3 -5,-3.4 Z",
            **ink.fill(p.skin),
        ),
        g(  # the fingertips laid over the orb's side, pointing in towards its middle
            path(f"M0,{start} {fingers} Z", **fill),
            *_skin_lines(ink, lines),
            transform="translate(10.4 -4.2) rotate(180)",
        ),
        path(
            "M-3.6,-2.6 C-5,-5 -4.6,-8.6 -2.6,-9.8 C-1.4,-10.4 -0.2,-9.6 -0.6,-8.4 "
            "C-1.4,-6.4 -1,-4.2 0.2,-2.2 Z",
            **fill,
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) scale({towards * HAND_SIZE} {HAND_SIZE})",
    )


# a leaf's midrib, down the middle of the number cards' ``LEAF`` from its foot to its tip
LEAF_MIDRIB = "M1,-0.4 Q11,-4.4 21,-5.6"
# the half of that leaf on the far side of its midrib (turned from the light on a branch
# held upright, as ``branch`` lays it), in the shade of its fold
LEAF_UNDERSIDE = f"{LEAF_MIDRIB} L23,-6 C14,-9 5,-7 0,0 Z"
# the number cards' slender leaf broadened this much on a held branch: as slim as the
# scroll's, a few leaves in a fist read as a twig of olive and vanished at 56 px
LEAF_BREADTH = 1.4
# the leaves of a branch held in the fist: how far up the stalk each springs (0 at its foot
# below the fist, 1 at its tip), its turn off the stalk (< 0: to the viewer's left) and its
# size; all on the stalk's upper part, clear of the fist, the last one its tip. Those on the
# left lie nearer the stalk, keeping a branch held out at the side clear of the frame
BRANCH_LEAVES = (
    (0.5, -40, 0.9),
    (0.6, 50, 0.95),
    (0.72, -34, 1.0),
    (0.84, 42, 0.95),
    (1.0, 0, 0.9),
)


def branch(ink: Ink, at: Point) -> list[str]:
    """A leafy branch held upright in the fist at ``at``: a thin wooden stalk running through
    the fist and a little below it, green leaves with darker midribs along its upper part."""
    p = ink.palette
    x, y = at
    stalk = [(x, y + 14), (x + 3.5, y - 16), (x + 4, y - 46)]
    (fx, fy), (bx, by), (tx, ty) = stalk
    d = f"M{fx},{fy} Q{bx},{by} {tx},{ty}"
    parts = [
        path(d, **ink.line(p.ink, 4.4)),
        path(d, **ink.line(p.wood, 2.4)),
        path(d, transform="translate(0.7 0)", **ink.line(p.wood_dark, 0.9)),  # its shade side
    ]
    for t, turn, size in BRANCH_LEAVES:
        sx, sy = _bezier_point(stalk, t)
        # the stalk's direction there: the quadratic's tangent
        up = math.degrees(
            math.atan2((1 - t) * (by - fy) + t * (ty - by), (1 - t) * (bx - fx) + t * (tx - bx))
        )
        # mirrored on the right, so that every leaf's tip droops outward from the stalk
        mirror = " scale(1 -1)" if turn > 0 else ""
        where = (
            f"translate({sx:.1f} {sy:.1f}) rotate({up + turn:.1f}) "
            f"scale({size} {size * LEAF_BREADTH:.2f}){mirror}"
        )
        parts += [  # its outline drawn last, over the shaded half's edge
            path(LEAF, transform=where, fill=p.green),
            path(LEAF_UNDERSIDE, transform=where, fill=shade(p.green, 0.22)),
            path(LEAF_MIDRIB, transform=where, **ink.line(p.green_dark)),
            path(LEAF, transform=where, **ink.line()),
        ]
    return parts


def item(ink: Ink, kind: str, at: tuple[float, float]) -> list[str]:
    """A sceptre, upright or slanted, an orb (a globe) or a leafy branch in the free hand; a
    short sceptre stops above a double-ended half's seam."""
    p = ink.palette
    x, y = at
    if kind == "branch":
        return branch(ink, at)
    if kind == "short_sceptre":  # held near its foot, which ends in a knob below the hand
        return [
            path(f"M{x},{y + 10} L{x},{y - 50}", **ink.line(p.ink, 5)),
            path(f"M{x},{y + 10} L{x},{y - 50}", **ink.line(p.gold, 3)),
            el("circle", cx=x, cy=y + 12, r=3.4, **ink.fill(p.gold, thin=True)),
            *item(ink, "sceptre", at)[2:],  # the same finial as a long one's
        ]
    if kind == "slanted_sceptre":  # held low, its head leaning out away from the body
        tilt = -16 if x < 0 else 16
        return [g(*item(ink, "sceptre", at), transform=f"rotate({tilt} {x} {y})")]
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
    if kind == "globe":  # a king's orb held up on the palm: banded, with a cross on top
        r = 12.0
        cy = y - r - 3  # resting on the fingers, which cover only its foot
        return [
            el("circle", cx=x, cy=cy, r=r, **ink.fill(p.gold)),
            path(
                f"M{x - r + 1},{cy + 1} C{x - 4},{cy + 5} {x + 4},{cy + 5} {x + r - 1},{cy + 1}",
                **ink.line(p.ink, 3.4),
            ),
            path(
                f"M{x - r + 1},{cy + 1} C{x - 4},{cy + 5} {x + 4},{cy + 5} {x + r - 1},{cy + 1}",
                **ink.line(p.red, 1.8),
            ),
            path(f"M{x},{cy + 3.6} L{x},{cy - r}", **ink.line(p.ink, 1.4)),
            el("circle", cx=x - 4, cy=cy - 5, r=2.4, fill=p.gold_light),
            path(
                f"M{x},{cy - r} L{x},{cy - r - 11} M{x - 4.5},{cy - r - 7} L{x + 4.5},{cy - r - 7}",
                **ink.line(p.ink, 4.2),
            ),
            path(
                f"M{x},{cy - r - 0.6} L{x},{cy - r - 10.4} M{x - 3.9},{cy - r - 7} "
                f"L{x + 3.9},{cy - r - 7}",
                **ink.line(p.gold, 2.2),
            ),
        ]
    return []


def symbol_origin(
    suit: str, at: tuple[float, float], rotate: float, scale: float, grip: float | None = None
) -> tuple[float, float]:
    """Where a suit symbol held in a hand at ``at`` has its origin (a coin's centre), held
    at ``grip`` in its own units (None: its usual grip, ``GRIP_Y``)."""
    a = math.radians(rotate)
    reach = (GRIP_Y[suit] if grip is None else grip) * scale
    return at[0] + reach * math.sin(a), at[1] - reach * math.cos(a)


def held_symbol(
    ident: str,
    suit: str,
    at: tuple[float, float],
    rotate: float,
    scale: float,
    grip: float | None = None,
) -> str:
    """Place a suit symbol so that its grip (or ``grip``, see ``symbol_origin``) sits in
    the hand."""
    x, y = symbol_origin(suit, at, rotate, scale, grip)
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale))
