"""Arms and what they hold: sleeves of several cuts, hands, the free hand's sceptre, orb or
glove, and the suit symbol placed so that its grip sits in the hand.
"""

from __future__ import annotations

import math

from .cast import Arm, Garb, Pose
from .costume import puffed_sleeve, slashed_sleeve
from .linework import Silhouette, folds, lit, shaded, woven
from .shapes import along, offset_sides, smooth_outline, tapered_outline
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
    left, right = offset_sides(points, half, half)
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
        edge = offset_sides(points, [h * outer * on for h in half], [0.0] * len(half))[0]
        core = offset_sides(
            points, [h * t * on for h, t in zip(half, tips, strict=True)], [0.0] * len(half)
        )[0]
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


def elbow_folds(
    ink: Ink,
    shoulder: tuple[float, float],
    elbow: tuple[float, float],
    wrist: tuple[float, float],
    colour: str,
) -> list[str]:
    """The sleeve gathered in the crook of a bent elbow: folds fanning out from the inside of
    the bend along the upper arm and the forearm, more of them the sharper the bend."""
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
    cx, cy = elbow[0] + ux * 4.6, elbow[1] + uy * 4.6  # the crook, near the sleeve's edge
    strokes = []
    reach = 7.0 if cos < -0.5 else 9.0
    for dx, dy in ((ax, ay), (bx, by)):
        for k, across in ((1.0, 0.5), (0.6, -2.2)):
            end = (elbow[0] + dx * reach * k - ux * across, elbow[1] + dy * reach * k - uy * across)
            mid = (cx + dx * reach * k * 0.5, cy + dy * reach * k * 0.5)
            strokes.append(
                f"M{cx:.1f},{cy:.1f} Q{mid[0]:.1f},{mid[1]:.1f} {end[0]:.1f},{end[1]:.1f}"
            )
    if cos > -0.5:  # a sharp bend: the cloth bunched at the elbow's point as well
        ox, oy = elbow[0] - ux * 2.6, elbow[1] - uy * 2.6
        strokes.append(
            f"M{ox + ax * 3:.1f},{oy + ay * 3:.1f} Q{ox - ux * 0.8:.1f},{oy - uy * 0.8:.1f} "
            f"{ox + bx * 3:.1f},{oy + by * 3:.1f}"
        )
    return [folds(ink, " ".join(strokes), colour, 0.85)]


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
    if garb.sleeves not in ("fitted", "hanging") or garb.mantle != "none":
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
    (2.0, -3.4, 6.8, 3.1),
    (1.8, -0.4, 7.4, 3.1),
    (1.8, 2.5, 7.0, 2.9),
    (2.0, 5.0, 5.8, 2.5),
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
COIN_THUMB: Curve = (
    (-6, -6.4),
    (-3, -8.6),
    (2.4, -7.6),
    (5.6, -5.6),
    (7.2, -4.6),
    (6.8, -2.4),
    (5, -2.4),
    (2.4, -2.4),
    (-0.6, -2.2),
    (-3.4, -1.6),
)  # forward over a coin's rim onto its face, short and broad (long, it read as a finger)
COIN_THUMBNAIL: Curve = ((3.6, -5.6), (4.8, -5.4), (5.6, -4.6), (5.6, -3.4))


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
            f"L4.6,{6.2 * side} C2,{7.2 * side} -2,{6.6 * side} -5,{4.6 * side} Z",
            **ink.fill(p.skin),
        ),
        path(rolls, **ink.fill(p.skin, thin=True)),
        *_skin_lines(ink, creases),
        *_thumb(ink, side, FIST_THUMB, FIST_THUMBNAIL),
        transform=_hand_frame(at, angle),
    )


def open_hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A hand laid flat (on the heart), pointing along ``angle``: the back of the hand, four
    tapering fingers a little apart and the thumb held apart on the upper side."""
    p = ink.palette
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    fill = ink.fill(p.skin, thin=True)
    # the fingers as long as the palm, the middle one longest, each tapering to its tip and
    # fanned apart, so paper shows between them towards the tips (not a mitten)
    fingers = []
    for k, length in ((-3.7, 11.2), (-1.25, 12.8), (1.25, 12.2), (3.7, 9.6)):
        spread = math.radians(k * 3.4 * side)
        base = (5.0, k * side)
        tip = (base[0] + length * math.cos(spread), base[1] + length * math.sin(spread))
        fingers.append(tapered_outline([base, tip], [2.7, 2.0]))
    return g(
        path(" ".join(fingers), **fill),  # one path: they overlap only under the palm
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
        transform=_hand_frame(at, angle),
    )


def coin_hand(ink: Ink, at: tuple[float, float], centre: tuple[float, float], radius: float) -> str:
    """A hand holding a coin up by its rim: the heel of the hand and the side of the index
    finger below the rim, their top edge following the rim's round as the fingers go behind
    the coin, and the thumb laid forward on its face (a fist closed under the rim read as
    holding nothing, the coin stuck on top of it)."""
    p = ink.palette
    angle = math.degrees(math.atan2(centre[1] - at[1], centre[0] - at[0]))
    side = 1 if math.cos(math.radians(angle)) >= 0 else -1  # the thumb on the upper side
    # the rim in the hand's own units: its centre straight ahead, ``reach`` away
    reach = math.hypot(centre[0] - at[0], centre[1] - at[1]) / HAND_SIZE
    r = radius / HAND_SIZE

    def on_rim(y: float) -> str:
        return f"{reach - math.sqrt(max(r * r - y * y, 0.0)):.2f},{y * side:.2f}"

    # the heel's end rounded into the cuff (cut square, it stood over the cuff as a box)
    heel = (
        f"M-6.5,{-6 * side} C-4.5,{-7.2 * side} -2.5,{-7.2 * side} {on_rim(-7)} "
        f"A{r:.2f},{r:.2f} 0 0 {1 if side < 0 else 0} {on_rim(7)} "
        f"C-2.5,{7.2 * side} -4.5,{7 * side} -6.5,{5.4 * side} Q-8.6,0 -6.5,{-6 * side} Z"
    )
    crease = f"M-5,{2 * side} Q-2.6,{3.2 * side} {on_rim(3.8)}"  # the index finger's side
    return g(
        path(heel, **ink.fill(p.skin)),
        *_skin_lines(ink, crease),
        *_thumb(ink, side, COIN_THUMB, COIN_THUMBNAIL),
        transform=_hand_frame(at, angle),
    )


def palm_hand(ink: Ink, at: tuple[float, float], towards: float) -> str:
    """A hand turned palm up under an orb, its fingers pointing ``towards`` the body (+1: to
    the right): the palm a shallow cup, the four fingertips curled up round the far side of
    what it carries and the thumb rising on the near side (an open hand held out flat read
    as a wave, the orb floating over its back)."""
    p = ink.palette
    fill = ink.fill(p.skin, thin=True)
    creases = "M10.4,-2.2 L7.6,-2.6 M10.6,-4.6 L7.6,-4.4 M10,-6.8 L7.4,-6.2"
    return g(
        path(
            "M-5,-3.4 C-5.4,1 -4,5 0,5.6 C4,6 8.4,4.6 10,1 C11.2,-1.6 11.2,-5.8 9.4,-8.4 "
            "C8,-9.4 6.6,-8.6 6.8,-6.4 C6.8,-4 4.6,-2 1.6,-2 C-0.6,-2 -2.6,-2.6 -5,-3.4 Z",
            **ink.fill(p.skin),
        ),
        *_skin_lines(ink, creases),
        path(
            "M-3.6,-2.6 C-5,-5 -4.6,-8.6 -2.6,-9.8 C-1.4,-10.4 -0.2,-9.6 -0.6,-8.4 "
            "C-1.4,-6.4 -1,-4.2 0.2,-2.2 Z",
            **fill,
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) scale({towards * HAND_SIZE} {HAND_SIZE})",
    )


def item(ink: Ink, kind: str, at: tuple[float, float]) -> list[str]:
    """A sceptre, upright or slanted, an orb (a globe) or a glove in the free hand; a short
    sceptre stops above a double-ended half's seam."""
    p = ink.palette
    x, y = at
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
    if kind == "glove":  # a leather gauntlet gripped by its cuff, its fingers hanging
        # four limp fingers of unequal length, fanned a little, and the thumb aside
        fingers = [
            tapered_outline([(k * 2.4, 14), (k * 3.2, 14 + length)], [2.7, 2.2])
            for k, length in ((-1.5, 9.0), (-0.5, 12.0), (0.5, 12.6), (1.5, 10.4))
        ]
        fingers.append(tapered_outline([(4.2, 10), (8.6, 15.4)], [2.8, 2.2]))
        return [
            g(
                path(" ".join(fingers), **ink.fill(p.wood, thin=True)),
                path("M-6,2 L6,2 L4.6,9 L4.8,15 L-4.8,15 L-4.6,9 Z", **ink.fill(p.wood)),
                path("M-5,7.6 L5,7.6", **ink.line(p.gold, 1.8)),
                transform=f"translate({x} {y + 3}) scale({HAND_SIZE})",
            )
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
