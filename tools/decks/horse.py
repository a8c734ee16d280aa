"""The Cavallo's horse, facing right, as a whole animal: a barrel with shoulder and quarters,
an arched neck with the mane in locks, a head with ears, eye, nostril and jaw, a tail of
locks, and four jointed legs (forearm or gaskin, knee or hock, cannon, fetlock, pastern,
hoof) set in a gait.

Horse frame: the origin is the saddle seat (where the rider's waist sits), the hooves stand
on y = 114; the withers are at about x = 26, the breast at x = 70, the croup at x = -52.
Near parts are drawn as a fill plus open contour strokes, so a leg or the neck flows out of
the body without a seam; the far legs are darker and wholly outlined behind the body.
"""

from __future__ import annotations

import math

from .coat import Coat, detail, is_dark, lighter, sheen
from .linework import shade, shaded
from .neck import forehand
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

HOOF_Y = 114.0
Point = tuple[float, float]
Leg = tuple[Point, Point, Point, Point]  # top (inside the body), knee or hock, fetlock, coronet


# (near fore, far fore, near hind, far hind) for each gait; a planted coronet is at y = 108
GAITS: dict[str, tuple[Leg, Leg, Leg, Leg]] = {
    "stand": (
        ((50, 36), (54, 80), (54, 101), (57, 108)),
        ((40, 36), (40, 80), (40, 101), (43, 108)),
        ((-50, 24), (-66, 74), (-60, 101), (-57, 108)),
        ((-58, 24), (-72, 74), (-67, 101), (-64, 108)),
    ),
    "walk": (  # the near fore lifted high, bent at the knee, the hoof hanging; the far hind
        # pushing off
        ((50, 36), (70, 68), (64, 88), (60, 95)),
        ((40, 36), (38, 80), (36, 101), (39, 108)),
        ((-50, 24), (-63, 74), (-54, 101), (-51, 108)),
        ((-58, 24), (-78, 72), (-82, 98), (-82, 108)),
    ),
    "trot": (  # the diagonal pairs: near fore with far hind in the air
        ((50, 36), (70, 68), (64, 90), (63, 98)),
        ((40, 36), (36, 80), (30, 100), (32, 108)),
        ((-50, 24), (-59, 74), (-46, 100), (-43, 108)),
        ((-58, 24), (-76, 68), (-84, 88), (-89, 93)),
    ),
    "canter": (  # the near fore folded high, the far fore reaching, the hind legs driving
        ((50, 36), (74, 60), (68, 80), (69, 88)),
        ((40, 36), (56, 76), (66, 96), (72, 104)),
        ((-50, 24), (-52, 72), (-37, 96), (-32, 104)),
        ((-58, 24), (-72, 74), (-68, 101), (-65, 108)),
    ),
    "passage": (  # a high, collected step: the near fore lifted high, the hind legs under him
        ((50, 36), (78, 58), (76, 82), (80, 89)),
        ((40, 36), (44, 80), (44, 101), (47, 108)),
        ((-50, 24), (-56, 74), (-45, 101), (-42, 108)),
        ((-58, 24), (-74, 72), (-76, 99), (-74, 108)),
    ),
    "prance": (  # a levade: both forelegs folded up under the chest, the quarters low
        ((50, 36), (78, 50), (74, 74), (77, 81)),
        ((40, 36), (66, 58), (60, 80), (63, 87)),
        ((-50, 24), (-53, 74), (-41, 101), (-38, 108)),
        ((-58, 24), (-65, 74), (-56, 101), (-53, 108)),
    ),
}


def _offsets(points: list[Point], widths: list[float]) -> tuple[list[Point], list[Point]]:
    """The two sides of a band through ``points``, ``widths[i]`` wide at point i."""
    left, right = [], []
    for i, (x, y) in enumerate(points):
        a, b = points[max(i - 1, 0)], points[min(i + 1, len(points) - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = widths[i] / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left, right


def _between(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def leg(ink: Ink, bones: Leg, coat: Coat, far: bool, hind: bool) -> list[str]:
    """A leg from inside the body to the hoof, muscled above the joint and fine below it."""
    top, joint, fetlock, coronet = bones
    if hind:  # thigh and gaskin, the hock with its point, a long cannon
        chain = [top, _between(top, joint, 0.45), _between(top, joint, 0.8), joint]
        widths = [44.0, 25.0, 15.5, 13.5]
    else:  # forearm, a flat knee, a short cannon
        chain = [top, _between(top, joint, 0.35), _between(top, joint, 0.75), joint]
        widths = [32.0, 20.0, 14.0, 13.0]
    chain += [_between(joint, fetlock, 0.5), fetlock, _between(fetlock, coronet, 0.55), coronet]
    widths += [9.0, 11.5, 8.5, 10.0]
    left, right = _offsets(chain, widths)
    outline = smooth_outline([*left, *right[::-1]])
    colour = shade(coat.body, 0.28) if far else coat.body
    parts = []
    if far:
        parts.append(path(outline, **ink.fill(colour)))
    else:
        parts += [
            path(outline, fill=colour),
            path(smooth_outline(left[1:], closed=False), **ink.line(width=ink.pen.thick)),
            path(smooth_outline(right[1:], closed=False), **ink.line(width=ink.pen.thick)),
        ]
    if not far:  # the light down the front of the forearm or the gaskin and the cannon
        ahead = [(x + w * 0.22, y) for (x, y), w in zip(chain[:6], widths[:6], strict=True)]
        parts.append(
            path(
                smooth_outline(ahead, closed=False),
                **ink.line(sheen(coat), 2.4),
                opacity=0.8 if is_dark(coat) else 0.55,
            )
        )
    lower = _offsets(chain[3:], widths[3:])
    # a bay's black points from the knee or hock down, white socks from the fetlock down
    for start, tone, wanted in ((0, coat.mane, coat.points), (2, ink.palette.white, coat.socks)):
        if wanted:
            sides = (lower[0][start:], lower[1][start:])
            parts.append(
                path(smooth_outline([*sides[0], *sides[1][::-1]]), **ink.fill(tone, thin=True))
            )
    # the tendon behind the cannon and the knee or hock's bony front
    parts.append(
        path(smooth_outline([joint, chain[4], fetlock], closed=False), **ink.line(detail(coat)))
    )
    parts.append(_hoof(ink, fetlock, coronet))
    return parts


def _hoof(ink: Ink, fetlock: Point, coronet: Point) -> str:
    """A dark hoof below the coronet; on the ground its sole is flat, lifted it follows the
    pastern."""
    x, y = coronet
    planted = y >= HOOF_Y - 7
    angle = 0.0
    if not planted:  # turned with the pastern, which slopes about 60 degrees on the ground
        pastern = math.degrees(math.atan2(y - fetlock[1], x - fetlock[0]))
        angle = pastern - 60
    return path(
        "M-5.5,-1 C-2,-2.5 2,-2.5 5,-1 L8.5,6 L-5.5,6 Z",
        transform=f"translate({x:.1f} {y:.1f}) rotate({angle:.0f})",
        **ink.fill(ink.palette.ink, thin=True),
    )


BODY = [
    (24, -14),  # withers
    (8, -5),
    (-8, -3),
    (-24, -5),
    (-38, -9),  # loin
    (-52, -11),  # croup
    (-66, -5),  # root of the tail
    (-76, 9),  # point of the buttock
    (-77, 26),
    (-70, 44),  # back of the thigh
    (-60, 56),
    (-46, 50),  # stifle, the belly tucked up before it
    (-26, 56),
    (0, 61),
    (24, 61),
    (40, 58),  # girth
    (52, 50),  # elbow
    (62, 40),
    (70, 24),  # breast
    (66, 6),
    (52, -8),
    (38, -15),
]


DAPPLES = [
    (-60, 6, 5.5),
    (-48, 0, 4.5),
    (-46, 16, 6),
    (-62, 22, 5),
    (-54, 34, 4.5),
    (-32, 10, 5),
    (-30, 26, 5.5),
    (-40, 40, 4.5),
    (-16, 36, 4.5),
    (-14, 20, 4),
    (0, 44, 4),
    (16, 40, 4.5),
    (30, 46, 3.5),
    (36, 22, 4.5),
    (50, 32, 4),
    (46, 8, 4),
    (58, 18, 3.5),
]


def _body(ink: Ink, coat: Coat) -> list[str]:
    outline = smooth_outline(BODY)
    line = detail(coat)
    parts = [
        path(outline, fill=coat.body),
        # the contour from the withers round the quarters to the breast; the neck closes it
        path(smooth_outline(BODY[:19], closed=False), **ink.line(width=ink.pen.thick)),
        *shaded(
            "M-44,52 C-20,58 20,62 50,52 C54,56 44,60 24,61 C0,62 -26,57 -46,51 Z", coat.body, 0.22
        ),
        *shaded("M-74,12 C-78,26 -74,40 -64,50 C-66,36 -68,24 -66,10 Z", coat.body, 0.2),
        # shoulder, elbow, flank and thigh
        path("M30,-8 C40,4 52,16 62,30", **ink.line(line)),
        path("M40,44 C46,40 52,40 56,44", **ink.line(line)),
        path("M-38,50 C-44,38 -44,24 -38,12", **ink.line(line)),
        path("M-46,-6 C-56,6 -60,20 -58,34", **ink.line(line)),
        path("M-20,46 C-8,50 10,52 26,50", **ink.line(line, 0.7)),
    ]
    # the light on the rounds of the back, the quarters, the shoulder, the barrel and the
    # thigh: soft-edged, a half tone round a brighter core
    light = sheen(coat)
    rounds = (
        "M-66,6 C-62,-6 -46,-9 -36,-3 C-44,-2 -54,1 -60,10 C-62,13 -66,11 -66,6 Z "
        "M-28,-5 C-14,-2 4,-3 18,-11 C8,-3 -12,1 -28,-1 Z "
        "M36,-7 C46,2 56,14 61,28 C54,21 45,10 33,-1 Z "
        "M-28,22 C-14,15 8,15 24,22 C8,19 -12,20 -28,26 Z "
        "M-70,18 C-68,30 -63,40 -56,47 C-63,37 -66,28 -66,17 Z"
    )
    parts += [
        path(rounds, fill=light, opacity=0.5, transform="translate(0.8 1.4) scale(1.02)"),
        path(rounds, fill=light, opacity=0.85 if is_dark(coat) else 0.6),
    ]
    if coat.dapples:  # light rounds in a darker net, thickest over the quarters and barrel
        parts += [
            el("circle", cx=x, cy=y, r=r, fill=lighter(coat.body, 0.42), stroke="none")
            for x, y, r in DAPPLES
        ]
    return parts


def _tail(ink: Ink, coat: Coat, lift: float) -> list[str]:
    """The tail: a docked brush in a ribbon, or long locks falling from the root."""
    root = (-66.0, -4.0)
    if coat.tail_knot:
        d = (
            f"M-64,-6 C-78,{-8 - lift} -86,{2 - lift} -84,{14 - lift} "
            f"C-92,{30 - lift} -92,{50 - lift} -84,{62 - lift} "
            f"C-80,{50 - lift} -74,{36 - lift} -76,{18 - lift} C-72,8 -66,4 -60,4 Z"
        )
        return [
            path(d, **ink.fill(coat.mane)),
            path(
                f"M-84,{24 - lift} C-86,{38 - lift} -84,{48 - lift} -85,{56 - lift}",
                **ink.line(shade(coat.mane, 0.4)),
            ),
            el(
                "ellipse",
                cx=-81,
                cy=12 - lift,
                rx=6,
                ry=3.6,
                transform=f"rotate(-30 -81 {12 - lift})",
                **ink.fill(coat.cloth, thin=True),
            ),
        ]
    parts = []
    for k, (spread, length) in enumerate(((0.0, 96.0), (6.0, 86.0), (-5.0, 78.0))):
        end = (-79 - spread * 0.7 - lift * 0.3, root[1] + length - lift * 1.4)
        d = (
            f"M{root[0] + 2},{root[1] - 2} C{-80 - lift * 0.4},{-8 - lift} "
            f"{-84 - spread * 0.5 - lift * 0.3},{30 - lift} {end[0]:.1f},{end[1]:.1f} "
            f"C{-78 - spread * 0.5},{end[1] - 20:.1f} {-74 + spread * 0.4},{30 - lift * 0.5:.1f} "
            f"{root[0] + 6},{root[1] + 8} Z"
        )
        tone = shade(coat.mane, 0.18 * (2 - k)) if k else coat.mane
        parts.append(path(d, **ink.fill(tone, thin=True)))
    parts.append(
        path(
            f"M-70,6 C{-80 - lift * 0.6},{20 - lift} -82,{50 - lift} {-79 - lift * 0.4},"
            f"{78 - lift * 1.4}",
            **ink.line(shade(coat.mane, 0.4), 0.8),
        )
    )
    return [g(*parts[::-1])]


REAR_PIVOT = (-38.0, HOOF_Y)  # the near hind hoof, which stays down when the horse rears


def animal(ink: Ink, coat: Coat, gait: str, carriage: float) -> tuple[list[str], list[str], Point]:
    """(the horse's body and legs, its neck and head, the bit ring in the horse frame).

    ``carriage`` bends the neck: < 0 raises the head proudly, > 0 lowers it (degrees).
    """
    near_fore, far_fore, near_hind, far_hind = GAITS[gait]
    lift = {"prance": 10.0, "trot": 8.0, "canter": 12.0, "passage": 6.0}.get(gait, 0.0)
    body = [
        *_tail(ink, coat, lift),
        *leg(ink, far_fore, coat, far=True, hind=False),
        *leg(ink, far_hind, coat, far=True, hind=True),
        *_body(ink, coat),
        *leg(ink, near_hind, coat, far=False, hind=True),
        *leg(ink, near_fore, coat, far=False, hind=False),
    ]
    neck, bit = forehand(ink, coat, carriage)
    return body, neck, bit
