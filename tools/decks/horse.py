"""The Cavallo's horse, facing right, as a whole animal: body, neck, head, mane, tail, four
legs in a gait, saddle cloth and bridle, with the rider's near leg over its flank.

Horse frame: the origin is the saddle seat (where the rider's waist sits), hooves touch
y = 114; the withers are at about x = 30, the chest at x = 62, the muzzle at x = 108.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .linework import folds, shade, shaded
from .shapes import limb
from .style import Ink
from .svg import el, g, path

HOOF_Y = 114.0
Point = tuple[float, float]
Leg = tuple[Point, Point, Point, Point]  # top, knee or hock, fetlock, hoof


@dataclass(frozen=True)
class Coat:
    """A horse's colours and markings."""

    body: str
    mane: str
    cloth: str
    cloth_trim: str
    socks: bool = False  # white lower legs
    blaze: bool = False  # a white stripe down the face
    dapples: bool = False
    braided: bool = False  # the mane in knots tied with ribbons in the cloth colour
    tail_knot: bool = False  # the tail bound up in a ribbon and falling in a short brush
    arched: bool = False  # a stallion's high, arched crest instead of a straight neck


# (near fore, far fore, near hind, far hind) for each gait
GAITS: dict[str, tuple[Leg, Leg, Leg, Leg]] = {
    "stand": (
        ((46, 44), (50, 80), (50, 103), (52, 112)),
        ((36, 44), (38, 80), (38, 103), (40, 112)),
        ((-40, 40), (-54, 80), (-50, 103), (-48, 112)),
        ((-50, 40), (-64, 80), (-60, 103), (-58, 112)),
    ),
    "walk": (
        ((46, 44), (62, 72), (58, 92), (63, 99)),
        ((36, 44), (32, 80), (30, 103), (31, 112)),
        ((-40, 40), (-46, 80), (-38, 103), (-35, 112)),
        ((-50, 40), (-68, 78), (-68, 101), (-68, 112)),
    ),
    "prance": (
        ((48, 42), (74, 60), (72, 84), (77, 90)),
        ((38, 44), (58, 68), (52, 90), (57, 97)),
        ((-40, 40), (-44, 80), (-36, 103), (-33, 112)),
        ((-50, 40), (-58, 80), (-52, 103), (-50, 112)),
    ),
    "canter": (  # the near fore folded high, the far fore reaching, the hind legs driving
        ((46, 44), (70, 62), (62, 80), (66, 88)),
        ((36, 44), (50, 76), (60, 98), (68, 106)),
        ((-40, 40), (-38, 78), (-26, 98), (-20, 110)),
        ((-50, 40), (-60, 80), (-60, 103), (-62, 112)),  # planted under the quarters
    ),
    "trot": (
        ((46, 44), (64, 70), (64, 92), (69, 97)),
        ((36, 44), (32, 80), (27, 103), (27, 112)),
        ((-40, 40), (-48, 80), (-40, 103), (-38, 112)),
        ((-50, 40), (-70, 72), (-76, 92), (-81, 96)),
    ),
}


def _leg(ink: Ink, leg: Leg, coat: Coat, far: bool, hind: bool) -> list[str]:
    """A leg from the body to the hoof: a muscled top, a slim cannon bone, a dark hoof."""
    colour = shade(coat.body, 0.22) if far else coat.body
    top, joint, fetlock, hoof = leg
    mid = (top[0] + (joint[0] - top[0]) * 0.45, top[1] + (joint[1] - top[1]) * 0.45)
    widths = [28, 17, 10, 9, 8] if hind else [22, 14, 10, 9, 8]
    parts = [limb([(top[0], top[1] - 8), mid, joint, fetlock, hoof], widths, colour, ink)]
    if coat.socks:
        parts.append(limb([fetlock, hoof], [9.5, 8.5], ink.palette.white, ink, thin=True))
    angle = math.degrees(math.atan2(hoof[1] - fetlock[1], hoof[0] - fetlock[0])) - 90
    parts.append(
        path(
            "M-5,-3 L5,-3 L7,4 L-7,4 Z",
            transform=f"translate({hoof[0]} {hoof[1]}) rotate({angle:.0f})",
            **ink.fill(ink.palette.ink, thin=True),
        )
    )
    return parts


def _tail(ink: Ink, coat: Coat, lift: float) -> list[str]:
    """The tail, falling close behind the quarters so the horse stays compact on the card."""
    return [
        g(*_tail_shape(ink, coat, lift), transform="translate(-60 0) scale(0.62 1) translate(60 0)")
    ]


def _tail_shape(ink: Ink, coat: Coat, lift: float) -> list[str]:
    if coat.tail_knot:  # docked up in a ribbon, then a short brush
        d = (
            f"M-62,0 C{-78 - lift},{-2 - lift} {-84 - lift},{10 - lift} {-82 - lift},{20 - lift} "
            f"C{-90 - lift},{34 - lift} {-92 - lift},{54 - lift} {-86 - lift},{66 - lift} "
            f"C{-80 - lift},{54 - lift} {-74 - lift},{40 - lift} {-74 - lift},{22 - lift} "
            f"C{-70 - lift},{14 - lift} -64,10 -56,8 Z"
        )
        return [
            path(d, **ink.fill(coat.mane)),
            path(
                f"M{-84 - lift},{28 - lift} C{-86 - lift},{42 - lift} {-84 - lift},{54 - lift} "
                f"{-84 - lift},{60 - lift}",
                **ink.line(),
            ),
            el(
                "ellipse",
                cx=-79 - lift,
                cy=18 - lift,
                rx=6,
                ry=3.4,
                transform=f"rotate(-30 {-79 - lift} {18 - lift})",
                **ink.fill(coat.cloth, thin=True),
            ),
        ]
    d = (
        f"M-60,0 C{-84 - lift},{6 - lift} {-96 - lift},{40 - lift} -88,{86 - lift * 1.5} "
        f"C-82,{70 - lift} -80,{52 - lift} -72,{32 - lift * 0.5} C-76,{52 - lift} -74,{66 - lift} "
        f"-68,{78 - lift} C-68,52 -64,28 -56,8 Z"
    )
    return [
        path(d, **ink.fill(coat.mane)),
        path(f"M-66,10 C{-80 - lift},{30 - lift} -82,{50 - lift} -80,{70 - lift}", **ink.line()),
    ]


def _body(ink: Ink, coat: Coat) -> list[str]:
    body = (
        "M-54,-4 C-30,-6 -10,4 10,2 C20,1 26,-4 32,-8 C48,-6 62,10 63,28 C63,42 54,52 42,56 "
        "L-24,58 C-36,58 -46,54 -52,46 C-64,36 -71,18 -68,6 C-66,-2 -60,-4 -54,-4 Z"
    )
    parts = [
        path(body, **ink.fill(coat.body)),
        *shaded(
            "M-40,56 C-10,60 24,60 42,56 C52,52 60,44 62,34 C54,46 40,50 -40,56 Z", coat.body, 0.2
        ),
        *shaded("M-66,8 C-70,22 -64,38 -52,46 C-58,34 -60,20 -56,6 Z", coat.body, 0.2),
        folds(ink, "M-20,50 C-6,46 14,46 30,50 M-30,30 C-26,38 -18,44 -8,46", coat.body),
        path("M-52,44 C-56,30 -54,16 -46,8", **ink.line(shade(coat.body, 0.45))),
        path("M52,40 C54,30 52,20 46,12", **ink.line(shade(coat.body, 0.45))),
    ]
    if coat.dapples:
        parts += [
            el("circle", cx=x, cy=y, r=r, fill=shade(coat.body, 0.12))
            for x, y, r in (
                (-44, 14, 5),
                (-30, 24, 4),
                (-50, 30, 3.5),
                (40, 20, 4.5),
                (50, 32, 3.5),
            )
        ]
    return parts


def _neck(ink: Ink, coat: Coat) -> list[str]:
    # the crest from the poll down to the withers, as a cubic curve
    crest = ((72, -68), (40, -82), (18, -40), (22, -4)) if coat.arched else None
    rise = "C18,-40 40,-82 72,-68" if coat.arched else "C30,-34 48,-60 72,-68"
    neck = f"M22,-4 {rise} L90,-48 C82,-32 72,-8 63,28 C52,14 36,0 22,-4 Z"
    locks = []
    for i in range(6):
        t = (i + 0.3) / 6
        if crest is None:
            x, y = 72 + (26 - 72) * t, -68 + (-8 + 68) * t
        else:
            x, y = _bezier(crest, t)
        if coat.braided:  # a row of tight knots along the crest, each tied with a ribbon
            locks += [
                el(
                    "circle",
                    cx=round(x - 2, 1),
                    cy=round(y, 1),
                    r=4.6,
                    **ink.fill(coat.mane, thin=True),
                ),
                path(
                    f"M{x - 2:.1f},{y + 3:.1f} l-3,7 l5,-1 Z",
                    **ink.fill(coat.cloth_trim, thin=True),
                ),
            ]
            continue
        locks.append(
            path(
                f"M{x + 6:.1f},{y - 5:.1f} C{x - 8:.1f},{y - 4:.1f} {x - 12:.1f},{y + 8:.1f} "
                f"{x - 7:.1f},{y + 15:.1f} C{x - 1:.1f},{y + 9:.1f} {x + 4:.1f},{y + 5:.1f} "
                f"{x + 9:.1f},{y + 4:.1f} Z",
                **ink.fill(coat.mane, thin=True),
            )
        )
    return [
        path(neck, **ink.fill(coat.body)),
        *shaded("M84,-40 C76,-24 68,0 63,28 C66,4 72,-18 80,-36 Z", coat.body, 0.2),
        folds(ink, "M58,-40 C62,-30 64,-20 62,-8 M48,-24 C52,-16 54,-8 52,2", coat.body),
        *locks,
    ]


def _bezier(pts: tuple[Point, Point, Point, Point], t: float) -> Point:
    """A point on a cubic Bezier curve."""
    u = 1 - t
    k = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
    return (
        sum(w * q[0] for w, q in zip(k, pts, strict=True)),
        sum(w * q[1] for w, q in zip(k, pts, strict=True)),
    )


def _head(ink: Ink, coat: Coat) -> list[str]:
    p = ink.palette
    head = (
        "M70,-70 C80,-76 90,-70 95,-60 L107,-38 C111,-31 108,-23 101,-23 C97,-23 95,-25 92,-27 "
        "L87,-34 C79,-34 72,-40 72,-50 C72,-58 69,-63 70,-70 Z"
    )
    parts = [
        path("M70,-70 L62,-86 L76,-74 Z", **ink.fill(shade(coat.body, 0.2), thin=True)),
        path(head, **ink.fill(coat.body)),
        path("M74,-70 L70,-88 L81,-72 Z", **ink.fill(coat.body, thin=True)),
        path(
            "M72,-70 C78,-74 84,-72 86,-64 C80,-64 76,-66 72,-70 Z",
            **ink.fill(coat.mane, thin=True),
        ),
        path("M76,-50 C78,-42 84,-38 88,-38", **ink.line(shade(coat.body, 0.45))),
    ]
    if coat.blaze:
        parts.append(path("M88,-66 L104,-36 L100,-30 L86,-60 Z", fill=p.white))
    parts += [
        path("M83,-59 Q87,-62 91,-58 Q87,-56 83,-59 Z", fill=p.ink),
        el("circle", cx=88, cy=-59.4, r=0.9, fill=p.white),
        el("ellipse", cx=103, cy=-31, rx=2.2, ry=1.5, transform="rotate(40 103 -31)", fill=p.ink),
        path("M94,-26 C97,-26 100,-25 103,-24", **ink.line()),
        # bridle: browband, cheek piece, noseband, bit ring
        path(
            "M72,-66 L86,-66 M77,-67 L93,-32 M89,-44 C94,-46 100,-44 104,-40",
            **ink.line(p.red_dark, 2.6),
        ),
        el("circle", cx=93, cy=-31, r=2.4, **ink.fill(p.gold, thin=True)),
    ]
    return parts


def _saddle(ink: Ink, coat: Coat) -> list[str]:
    p = ink.palette
    tassels = [
        path(f"M{x},{y} l-2,7 l4,0 Z", **ink.fill(coat.cloth_trim, thin=True))
        for x, y in ((-30, 40), (-16, 43), (-2, 44), (12, 43), (24, 40))
    ]
    return [
        path("M-34,0 C-10,-4 12,-4 30,0 L34,38 C12,45 -14,45 -38,38 Z", **ink.fill(coat.cloth)),
        path("M-38,38 C-14,45 12,45 34,38", **ink.line(coat.cloth_trim, 4)),
        path("M-30,6 C-10,3 10,3 28,6", **ink.line(coat.cloth_trim, 1.6)),
        *shaded("M20,4 L30,0 L34,38 C30,40 26,41 22,42 C24,30 23,16 20,4 Z", coat.cloth),
        folds(
            ink,
            "M-22,10 C-24,22 -22,30 -25,40 M-4,8 C-6,22 -4,32 -6,42 M12,8 C10,22 12,32 10,42",
            coat.cloth,
        ),
        *tassels,
        path("M-22,2 C-20,-8 10,-8 16,-4 L20,4 Z", **ink.fill(p.wood_dark)),
        path("M30,6 C40,14 52,20 62,24", **ink.line(p.red_dark, 3)),
        el("circle", cx=50, cy=18, r=3.4, **ink.fill(p.gold, thin=True)),
    ]


# how the rider sits: hip, knee and ankle of the near leg in the horse frame
SEATS: dict[str, tuple[Point, Point, Point]] = {
    "bent": ((2, 4), (22, 24), (18, 50)),  # a short stirrup, the knee well up
    "long": ((2, 4), (14, 30), (8, 58)),  # the man-at-arms' straight leg, heel down
    "forward": ((2, 4), (28, 20), (28, 46)),  # the leg thrust forward, bracing
}


def rider_leg(ink: Ink, hose: str, boots: str, seat: str = "bent") -> list[str]:
    """The rider's near leg over the flank as his seat has it, the boot in a stirrup."""
    p = ink.palette
    hip, knee, ankle = SEATS[seat]
    shin = (knee[0] + (ankle[0] - knee[0]) * 0.5, knee[1] + (ankle[1] - knee[1]) * 0.5)
    x, y = ankle
    return [
        path(f"M{x - 10},{y - 48} L{x - 4},{y}", **ink.line(p.ink, 1.4)),
        limb([hip, knee, ankle], [15, 11, 9], hose, ink),
        limb([shin, ankle], [11.5, 10], boots, ink),
        path(
            f"M{x - 7},{y - 2} L{x + 6},{y - 3} C{x + 12},{y - 2} {x + 15},{y + 2} "
            f"{x + 15},{y + 6} L{x - 6},{y + 6} Z",
            **ink.fill(boots),
        ),
        path(f"M{x - 8},{y + 7} L{x + 14},{y + 7}", **ink.line(p.gold_dark, 2.4)),
    ]


NECK_PIVOT = (40.0, 8.0)
REAR_PIVOT = (-38.0, HOOF_Y)  # the near hind hoof, which stays down when the horse rears
BIT = (93.0, -31.0)


def horse(
    ink: Ink, coat: Coat, gait: str, carriage: float, reins_to: Point | None
) -> tuple[list[str], list[str]]:
    """(behind the rider, in front of the rider): a whole horse with saddle cloth and bridle.

    ``carriage`` turns the neck and head about the neck's root: negative raises the head
    proudly, positive lowers it.
    """
    near_fore, far_fore, near_hind, far_hind = GAITS[gait]
    lift = {"prance": 14.0, "trot": 8.0}.get(gait, 0.0)
    behind = [
        *_tail(ink, coat, lift),
        *_leg(ink, far_fore, coat, far=True, hind=False),
        *_leg(ink, far_hind, coat, far=True, hind=True),
        *_leg(ink, near_fore, coat, far=False, hind=False),
        *_leg(ink, near_hind, coat, far=False, hind=True),
        *_body(ink, coat),
        *_saddle(ink, coat),
        g(
            *_neck(ink, coat),
            *_head(ink, coat),
            transform=f"rotate({carriage} {NECK_PIVOT[0]} {NECK_PIVOT[1]})",
        ),
    ]
    front = []
    if reins_to is not None:
        a = math.radians(carriage)
        dx, dy = BIT[0] - NECK_PIVOT[0], BIT[1] - NECK_PIVOT[1]
        bx = NECK_PIVOT[0] + dx * math.cos(a) - dy * math.sin(a)
        by = NECK_PIVOT[1] + dx * math.sin(a) + dy * math.cos(a)
        x, y = reins_to
        front.append(
            path(
                f"M{bx:.1f},{by:.1f} C{bx - 22:.1f},{by + 9:.1f} "
                f"{x + 20:.1f},{y + 8:.1f} {x:.1f},{y:.1f}",
                **ink.line(ink.palette.red_dark, 2),
            )
        )
    return behind, front
