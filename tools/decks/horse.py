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
from .horse_head import NEAPOLITAN
from .linework import shade, shaded
from .neck import Bearing, forehand, head_points, neck_outline
from .shapes import offset_sides, smooth_outline, without_loops
from .style import Ink
from .svg import el, g, path

HOOF_Y = 126.0
Point = tuple[float, float]
# a foreleg: (top inside the body, knee, fetlock, coronet); a hind leg: (top inside the body,
# stifle, hock, fetlock, coronet)
Leg = tuple[Point, ...]
Dapple = tuple[float, float, float]  # (x, y, radius)


# (near fore, far fore, near hind, far hind) for each gait; a planted coronet is at y = 120.
# The forearm is as long as cannon and pastern together, the knee a little below the belly's
# depth again; behind, the thigh runs forward to the stifle, the gaskin back to a hock set
# higher than the knee, the cannon below it upright when the foot is down.
GAITS: dict[str, tuple[Leg, Leg, Leg, Leg]] = {
    "halt": (  # a collected halt with the near fore raised high, as a horse paws or salutes:
        # the forearm out level with the chest, the cannon hanging straight down from the
        # knee; the weight on three legs stood close under the body, the hind legs engaged
        # (four square legs and a small lift made a rocking-horse on posts)
        ((50, 34), (86, 56), (85, 82), (90, 90)),
        ((42, 34), (44, 86), (43, 110), (48, 120)),
        # the near hind a little back, the far one engaged under the belly in front of it, so
        # the pair shows as two legs (each just behind the other, they were one thick leg)
        ((-52, 16), (-36, 52), (-62, 84), (-57, 112), (-51, 120)),
        ((-58, 16), (-30, 52), (-46, 84), (-37, 112), (-31, 120)),
    ),
    "walk": (  # a long, striding walk: the near fore just lifted and swinging forward,
        # folded at the knee with its hoof trailing under it; the far fore planted and
        # pushing back; the near hind landed forward under the belly, the far hind stretched
        # back with its heel up, about to leave the ground on the toe
        ((50, 34), (70, 82), (58, 104), (61, 113)),
        ((42, 34), (36, 86), (30, 110), (35, 120)),
        ((-52, 16), (-30, 52), (-50, 84), (-40, 112), (-34, 120)),
        ((-58, 16), (-42, 50), (-60, 80), (-64, 106), (-62, 116)),
    ),
    "trot": (  # the diagonal pairs: the near fore folded high and reaching out, the cannon
        # tucked back under the forearm, and the far hind swung forward under the belly, both
        # off the ground; the far fore and the near hind carrying him, slanting well back as
        # they push, so the legs spread wide apart (under the body, it read as a walk)
        ((50, 34), (84, 62), (74, 86), (72, 94)),
        ((42, 34), (34, 86), (24, 110), (29, 120)),
        ((-52, 16), (-36, 53), (-63, 82), (-67, 110), (-61, 120)),
        ((-58, 16), (-34, 48), (-50, 72), (-32, 94), (-26, 99)),
    ),
    "prance": (  # a levade: the near fore folded high under the chest, the far one lower,
        # its hoof under the breast (folded alike, the two lay over each other as one thick
        # leg); the hind legs deep under the body with the hocks bent, carrying the weight
        ((50, 34), (86, 60), (78, 84), (82, 91)),
        ((42, 34), (70, 80), (58, 101), (61, 109)),
        # (set for a horse risen 12 degrees: the hind cannons slope forward under him and
        # both hind hooves stand flat on the ground, the far one well behind the near, so
        # the two white feet are not one blot)
        ((-52, 16), (-22, 50), (-43, 89), (-29, 112), (-25, 120)),
        ((-58, 16), (-36, 50), (-62, 83), (-52.5, 106.5), (-48, 114.8)),
    ),
}

# half widths (front, back) along a leg, at fractions of its bones: the forearm muscled at the
# top and fine above the knee, the knee flat in front and with its pad behind, a fine cannon
# with the tendon behind it, the round fetlock with its tuft, a short pastern
Widths = list[tuple[int, float, float, float]]
FORE: Widths = [
    # (bone: 0 forearm, 1 cannon, 2 pastern; fraction along it; front; back)
    (0, 0.0, 14.0, 13.0),
    (0, 0.3, 9.5, 8.5),
    (0, 0.82, 6.6, 6.0),
    (1, 0.0, 8.0, 7.6),  # the knee
    (1, 0.16, 5.0, 4.8),
    (1, 0.55, 4.0, 4.6),
    (1, 0.9, 4.8, 5.4),
    (2, 0.0, 6.0, 7.8),  # the fetlock
    (2, 0.5, 4.2, 4.0),
    (2, 1.0, 5.4, 4.6),  # the coronet
]
HIND: Widths = [
    # (bone: 0 thigh, 1 gaskin, 2 cannon, 3 pastern; fraction; front; back)
    (0, 0.0, 16.0, 16.0),
    (0, 0.7, 12.0, 12.0),
    (1, 0.0, 10.0, 11.0),  # the stifle
    (1, 0.45, 7.5, 9.5),  # the gaskin's muscle behind
    (1, 0.85, 5.5, 6.0),
    (2, 0.0, 6.6, 9.6),  # the hock, its point behind
    (2, 0.18, 5.2, 5.0),
    (2, 0.55, 4.4, 5.0),
    (2, 0.9, 4.8, 5.4),
    (3, 0.0, 6.0, 7.8),  # the fetlock
    (3, 0.5, 4.2, 4.0),
    (3, 1.0, 5.4, 4.6),  # the coronet
]


# the Neapolitan horse's legs: a broad muscled forearm and gaskin over clean fine cannons, the
# joints standing out from the bones between them (a flat knee, a hock with its point, a round
# fetlock over a short sloping pastern), so every bend of the gait shows where a joint is
STOUT: tuple[Widths, Widths] = (
    [
        (0, 0.0, 16.0, 15.0),
        (0, 0.3, 11.0, 9.6),
        (0, 0.72, 7.4, 6.4),
        (0, 0.92, 6.6, 6.2),  # fine just above the knee
        (1, 0.0, 8.8, 9.0),  # the knee: flat in front, its pad behind
        (1, 0.1, 7.8, 8.4),
        (1, 0.24, 5.0, 5.0),
        (1, 0.55, 4.2, 5.0),
        (1, 0.86, 5.0, 6.4),
        (2, 0.0, 6.6, 10.0),  # the fetlock, round behind over its tuft
        (2, 0.45, 4.2, 4.0),
        (2, 1.0, 6.0, 5.2),  # the coronet
    ],
    [
        (0, 0.0, 18.0, 18.0),
        (0, 0.7, 13.5, 13.5),
        (1, 0.0, 11.0, 12.0),  # the stifle
        (1, 0.42, 8.6, 11.6),  # the gaskin's muscle behind
        (1, 0.82, 5.8, 6.4),
        (2, 0.0, 7.4, 12.0),  # the hock, its point standing out behind
        (2, 0.15, 5.8, 5.6),
        (2, 0.55, 4.4, 5.2),
        (2, 0.88, 5.0, 6.4),
        (3, 0.0, 6.6, 10.0),  # the fetlock
        (3, 0.45, 4.2, 4.0),
        (3, 1.0, 6.0, 5.2),  # the coronet
    ],
)


def _between(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _samples(
    bones: Leg, hind: bool, tables: tuple[Widths, Widths] = (FORE, HIND)
) -> tuple[list[Point], list[float], list[float], list[int]]:
    """(points down the leg, front and back half widths, the bone each point is on), the
    widths from ``tables`` (fore, hind)."""
    if hind and len(bones) == 4:  # no stifle given: the thigh runs forward to one
        top, hock = bones[0], bones[1]
        stifle = (top[0] + (hock[0] - top[0]) * 0.4 + 12, top[1] + (hock[1] - top[1]) * 0.55)
        bones = (top, stifle, *bones[1:])
    table = tables[1] if hind else tables[0]
    points, front, back, bone = [], [], [], []
    for i, t, f, b in table:
        a, z = bones[min(i, len(bones) - 2)], bones[min(i + 1, len(bones) - 1)]
        points.append(_between(a, z, t))
        front.append(f)
        back.append(b)
        bone.append(i)
    return points, front, back, bone


def _contours(points: list[Point], front: list[float], back: list[float]) -> list[list[Point]]:
    """(the leg's back contour, its front contour) round the points down the leg."""
    return [without_loops(side) for side in offset_sides(points, back, front)]


def leg(
    ink: Ink,
    bones: Leg,
    coat: Coat,
    far: bool,
    hind: bool,
    tables: tuple[Widths, Widths] = (FORE, HIND),
    buttock: Point | None = None,
    white: str | None = None,
    hoof: float = 1.0,
    tilt: float = 0.0,
    modelled: bool = False,
) -> list[str]:
    """A leg from inside the body to the hoof, muscled above the knee or hock and fine below
    it: forearm, knee, cannon, fetlock, pastern, hoof; or thigh, stifle, gaskin, hock, cannon,
    fetlock, pastern, hoof.

    ``bones`` for a foreleg: (top inside the body, knee, fetlock, coronet); for a hind leg:
    (top inside the body, stifle, hock, fetlock, coronet), or without the stifle; ``tables``
    the (fore, hind) widths along it. A near hind leg given the body's ``buttock`` (where its
    contour leaves the back of the thigh) draws the back of the thigh on down into the
    gaskin in one line, over the body's own contour under it.

    ``white`` is this leg's own marking ("", "coronet", "sock" or "stocking"; None: the
    coat's ``socks``), ``hoof`` the hoof's breadth against the Piacentine horse's, ``tilt``
    turns a hoof standing on the ground back flat on it when the whole horse is turned up;
    a ``modelled`` near leg is shaded down its back.
    """
    points, front, back, bone = _samples(bones, hind, tables)
    rear, ahead = _contours(points, front, back)
    outline = smooth_outline([*rear, *ahead[::-1]])
    colour = shade(coat.body, 0.28) if far else coat.body
    joint = bone.index(2 if hind else 1)  # the hock or the knee
    fetlock = bone.index(3 if hind else 2)
    parts = []
    if far:
        parts.append(path(outline, **ink.fill(colour)))
    else:
        # the contour flows out of the body: behind from the gaskin or below the elbow, in
        # front from the stifle or the forearm's top
        r0, a0 = (3, 2) if hind else (2, 1)
        back_line = rear[r0:] if buttock is None else [buttock, *rear[r0:]]
        thigh = (
            []
            if buttock is None
            else [path(smooth_outline([buttock, *rear[r0 - 1 : r0 + 1]]), fill=colour)]
        )
        # a modelled leg's shade down its back, away from the light, from below the body to
        # the fetlock: the leg is round, not a flat board cut out with a light line on it
        inner = [
            _between(p, q, 0.4) for p, q in zip(points[r0:fetlock], rear[r0:fetlock], strict=True)
        ]
        round_ = (
            shaded(smooth_outline([*rear[r0:fetlock], *inner[::-1]]), coat.body, 0.2)
            if modelled
            else []
        )
        parts += [
            path(outline, fill=colour),
            *thigh,
            *round_,
            path(smooth_outline(back_line, closed=False), **ink.line(width=ink.pen.thick)),
            path(smooth_outline(ahead[a0:], closed=False), **ink.line(width=ink.pen.thick)),
        ]
        # the light down the front of the forearm or the gaskin and the cannon
        light = [
            _between(p, q, 0.45) for p, q in zip(points[1:fetlock], ahead[1:fetlock], strict=True)
        ]
        parts.append(
            path(
                smooth_outline(light, closed=False),
                **ink.line(sheen(coat), 2.2),
                opacity=0.8 if is_dark(coat) else 0.55,
            )
        )
    # a bay's black points from the knee or hock down; white socks from just above the
    # fetlock, so the white wraps the round joint and not only the short pastern under it;
    # a coronet only round the hoof's top, a stocking up to just under the knee or hock
    white_top = {"coronet": fetlock + 1, "stocking": joint + 1}.get(white or "", fetlock - 1)
    snow = ink.palette.white if white is None or not far else shade(ink.palette.white, 0.14)
    for start, tone, wanted in (
        (joint, coat.points_tone or coat.mane, coat.points),
        (white_top, snow, coat.socks if white is None else bool(white)),
    ):
        if wanted:
            parts.append(
                path(
                    smooth_outline([*rear[start:], *ahead[start:][::-1]]),
                    **ink.fill(tone, thin=True),
                )
            )
    line = detail(coat)
    # the tendon down the back of the cannon, the knee's or hock's bony front, the fetlock's
    # round behind
    tendon = [_between(points[i], rear[i], 0.45) for i in range(joint + 1, fetlock)]
    parts.append(path(smooth_outline(tendon, closed=False), **ink.line(line, 0.9)))
    k0, k1, k2 = ahead[joint - 1], ahead[joint], ahead[joint + 1]
    inner = [
        _between(points[j], q, 0.55) for j, q in ((joint - 1, k0), (joint, k1), (joint + 1, k2))
    ]
    parts.append(path(smooth_outline(inner, closed=False), **ink.line(line, 0.8)))
    if hind:  # the point of the hock
        parts.append(
            path(
                smooth_outline(
                    [
                        _between(points[joint - 1], rear[joint - 1], 0.5),
                        _between(points[joint], rear[joint], 0.6),
                        _between(points[joint + 1], rear[joint + 1], 0.4),
                    ],
                    closed=False,
                ),
                **ink.line(line, 0.8),
            )
        )
    parts.append(_hoof(ink, points[fetlock], points[-1], hoof, tilt))
    return parts


def _hoof(ink: Ink, fetlock: Point, coronet: Point, size: float = 1.0, tilt: float = 0.0) -> str:
    """A dark hoof below the coronet; on the ground its sole is flat, lifted it follows the
    pastern. ``size`` widens it and raises its coronet (the wall's height as the pastern's
    breadth), so the pastern runs into it and it is not a small cap on the leg's end."""
    x, y = coronet
    planted = tilt or y >= HOOF_Y - 7
    angle = tilt
    if not planted:  # turned with the pastern, which slopes about 60 degrees on the ground
        pastern = math.degrees(math.atan2(y - fetlock[1], x - fetlock[0]))
        angle = pastern - 60
    horn = "#4a3a30"  # dark horn, not ink: the hoof reads as a hoof, not a hole in the leg
    back, toe, top = -5.5 * size, 8.5 * size, 7 - 7 * size - 1
    wall = (
        f"M{back:g},{top:g} C{-2 * size:g},{top - 1.5 * size:g} {2 * size:g},"
        f"{top - 1.5 * size:g} {5 * size:g},{top:g} L{toe:g},6 L{back:g},6 Z"
    )
    return g(
        path(wall, **ink.fill(horn, thin=True)),
        path("M0,-1.2 L3,5.4", **ink.line(lighter(horn, 0.35), 0.9)),  # the wall's sheen
        transform=f"translate({x:.1f} {y:.1f}) rotate({angle:.0f})",
    )


BODY = [
    (24, -14),  # withers
    (8, -5),
    (-8, -3),
    (-24, -5),
    (-38, -9),  # loin
    (-51, -13),  # croup
    (-65, -7),  # root of the tail
    (-76, 7),  # point of the buttock, the quarters rounded out behind
    (-79, 24),
    (-72, 42),  # back of the thigh
    (-61, 55),
    (-45, 52),  # stifle, the belly tucked up before it
    (-26, 58),
    (0, 64),
    (24, 67),
    (40, 66),  # girth: a deep chest, the barrel well below the elbow's line
    (55, 56),  # elbow
    (67, 42),
    (76, 22),  # breast
    (70, 3),
    (52, -8),
    (38, -15),
]


BUTTOCK = 9  # the back of the thigh, where the near hind leg's contour takes over the body's


def _depth(point: Point, outline: list[Point]) -> float:
    """How far ``point`` lies inside the polygon ``outline`` (< 0 outside it)."""
    x, y = point
    nearest, crossings = math.inf, 0
    for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
        nearest = min(nearest, math.hypot(x - x1 - t * dx, y - y1 - t * dy))
    return nearest if crossings % 2 else -nearest


def _dapples(outline: list[Point], top: float, bottom: float, keep: float = 2.5) -> list[Dapple]:
    """A dapple grey's rounds: (x, y, radius) on a staggered net between the heights ``top``
    and ``bottom`` of ``outline``, each a little larger or smaller than the next, each at
    least ``keep`` inside the edge and none under the saddle cloth (seventeen scattered
    spots left the grey flat)."""
    rounds = []
    first = math.floor(top)
    for row, y in enumerate(range(first, math.ceil(bottom), 9)):
        for col, x in enumerate(range(-76, 100, 10)):
            # each nudged off the net by a fixed amount of its own: in even rows and
            # columns the dapples read as polka dots
            cx = x + (5 if row % 2 else 0) + ((row * 13 + col * 7) % 7 - 3) * 0.8
            cy = y + ((row * 5 + col * 11) % 5 - 2) * 0.9
            size = 2.9 + 1.5 * (((row * 7 + col * 5) % 5) / 4)
            under_cloth = -36 < cx < 28 and cy > -8  # a row along the hem read as beads
            if not under_cloth and cy < bottom and _depth((cx, cy), outline) > size + keep:
                rounds.append((round(cx, 1), round(cy, 1), size))
    return rounds


def _dappled(rounds: list[Dapple], coat: Coat) -> list[str]:
    """Light rounds in a darker net, each with a soft half-tone rim."""
    rim, core = lighter(coat.body, 0.2), lighter(coat.body, 0.45)
    return [
        *(
            el("circle", cx=x, cy=y, r=r + 1.2, fill=rim, opacity=0.7, stroke="none")
            for x, y, r in rounds
        ),
        *(el("circle", cx=x, cy=y, r=round(r, 1), fill=core, stroke="none") for x, y, r in rounds),
    ]


DAPPLES = _dapples(BODY, -6, 50)
MANE_FALL = 24.0  # how far the mane's locks hang over the neck from the crest


def _body(ink: Ink, coat: Coat) -> list[str]:
    outline = smooth_outline(BODY)
    line = detail(coat)
    parts = [
        path(outline, fill=coat.body),
        # the contour from the withers round the quarters to the breast; the neck closes it
        # (from the stifle on, the near hind leg draws the back of the thigh: see BUTTOCK)
        path(smooth_outline(BODY[: BUTTOCK + 1], closed=False), **ink.line(width=ink.pen.thick)),
        path(smooth_outline(BODY[BUTTOCK + 3 : 19], closed=False), **ink.line(width=ink.pen.thick)),
        *shaded(
            "M-44,51 C-20,57 20,63 51,54 C55,58 44,62 24,63 C0,62 -26,57 -46,51 Z", coat.body, 0.22
        ),
        *shaded("M-70,11 C-74,24 -71,37 -62,47 C-64,34 -65,23 -63,10 Z", coat.body, 0.2),
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
        "M-63,5 C-59,-7 -45,-10 -36,-3 C-44,-2 -53,1 -58,9 C-60,12 -63,10 -63,5 Z "
        "M-28,-5 C-14,-2 4,-3 18,-11 C8,-3 -12,1 -28,-1 Z "
        "M36,-7 C46,2 56,14 61,28 C54,21 45,10 33,-1 Z "
        "M-28,22 C-14,15 8,15 24,22 C8,19 -12,20 -28,26 Z "
        "M-67,17 C-65,28 -61,37 -55,44 C-61,35 -63,27 -63,16 Z"
    )
    parts += [
        path(rounds, fill=light, opacity=0.5, transform="translate(0.8 1.4) scale(1.02)"),
        path(rounds, fill=light, opacity=0.85 if is_dark(coat) else 0.6),
    ]
    if coat.dapples:
        parts += _dappled(DAPPLES, coat)
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
        knot = [
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
        return [g(*knot, transform="translate(3 -1)")]
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
    return [g(*parts[::-1], transform="translate(3 -1)")]


# the head some two fifths of the body's length (half as long as the body, with long ears,
# it was a mule's), its line 40 degrees below the horizontal before the carriage bends it:
# the neck leans forward out of the shoulders and the face is carried well ahead of the
# vertical (a neck standing straight up with the nose tucked in was a chess knight's); the
# neck a little shorter than the Piacentine horse's, under the smaller head
HEAD_SIZE = 1.04
# each gait carries its head its own way (the same head on the same neck in all four read as
# one horse drawn four times): the head's line below the horizontal before the court's
# carriage bends the neck, and the neck's length
BEARINGS: dict[str, Bearing] = {
    # the head tossed up, the nose thrust forward and high over a long neck, the head a
    # tenth larger than the others' (at their size on his upright neck, a donkey's)
    "halt": Bearing(NEAPOLITAN, HEAD_SIZE * 1.1, 26.0, 1.06),
    # the neck high and arched, the face flexed to the vertical, as a parade horse trots
    "trot": Bearing(NEAPOLITAN, HEAD_SIZE, 58.0, 0.9),
    # rising, the chin tucked in to the chest under a short arched neck
    "prance": Bearing(NEAPOLITAN, HEAD_SIZE, 68.0, 0.84),
    # on a long rein, the neck stretched forward and low and the nose out before it
    "walk": Bearing(NEAPOLITAN, HEAD_SIZE, 22.0, 1.04),
}
# the hoof a fifth broader than the Piacentine horse's, on the stouter Neapolitan legs
HOOF_SIZE = 1.2
# the near hind hoof, under the body in the levade, stays down when the horse rears
REAR_PIVOT = (-24.0, HOOF_Y)


def animal(
    ink: Ink, coat: Coat, gait: str, carriage: float, rear: float = 0.0
) -> tuple[list[str], list[str], Point]:
    """(the horse's body and legs, its neck and head, the bit ring in the horse frame).

    ``carriage`` bends the neck: < 0 raises the head proudly, > 0 lowers it (degrees);
    ``rear`` is how far the whole horse will be turned up on its hind legs, so the hind
    hooves are drawn turned back flat on the ground.
    """
    near_fore, far_fore, near_hind, far_hind = GAITS[gait]
    lift = {"prance": 10.0, "trot": 16.0, "halt": 4.0, "walk": 2.0}[gait]
    whites = coat.whites or (None, None, None, None)

    def drawn(bones: Leg, k: int, buttock: Point | None = None) -> list[str]:
        hind = k >= 2
        return leg(
            ink,
            bones,
            coat,
            far=k % 2 == 1,
            hind=hind,
            tables=STOUT,
            buttock=buttock,
            white=whites[k],
            hoof=HOOF_SIZE,
            tilt=rear if hind else 0.0,
            modelled=True,
        )

    body = [
        *_tail(ink, coat, lift),
        *drawn(far_fore, 1),
        *drawn(far_hind, 3),
        *_body(ink, coat),
        *drawn(near_hind, 2, BODY[BUTTOCK]),
        *drawn(near_fore, 0),
    ]
    # a dapple grey's neck is dappled too, clear of the mane's locks along the crest
    neck_dapples: list[Dapple] = []
    if coat.dapples:
        outline = neck_outline(coat, carriage, BEARINGS[gait])
        crest = outline[: len(outline) // 2]
        neck_dapples = [
            (x, y, r)
            for x, y, r in _dapples(outline, -70, 20, keep=3.5)
            if min(math.dist((x, y), p) for p in crest) > MANE_FALL
        ]
    neck, bit = forehand(ink, coat, carriage, BEARINGS[gait], tuple(_dappled(neck_dapples, coat)))
    return body, neck, bit


def head_outline(coat: Coat, gait: str, carriage: float) -> list[Point]:
    """This horse's head outline and ear tips on its neck, in the horse frame."""
    return head_points(coat, carriage, BEARINGS[gait])
