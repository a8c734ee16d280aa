"""The Piacentine Cavallo's horse, drawn whole in each half: a Baroque horse of the old
printed packs, round in the quarters and deep in the chest, with a ram's profile, the mane
on the crest only and a parade bridle of its own (a broad studded headstall in the cloth's
colour, a rosette on the cheek, a curb with long gold shanks and a tassel under the
throat), not the Neapolitan horse's plain red straps and ring bit.

Horse frame as in horse.py (the saddle seat at the origin, the withers at x = 22, the
breast at x = 72, the buttock at x = -76, a planted coronet on y = 120, its sole on 126);
the legs are horse.leg's jointed legs, set in this pack's own four gaits, each with its own
neck carriage: a square halt with the head held high, a walk on a long, low neck, a trot
with the neck stretched out, a levade with the crest arched and the head on the bit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .coat import Coat, detail, is_dark, lighter, sheen
from .horse import Leg, leg
from .horse_head import MEALY
from .linework import shade, shaded
from .neck import turned
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

Point = tuple[float, float]

SOLE_Y = 126.0  # a planted hoof's sole in the horse frame
WITHERS: Point = (22.0, -16.0)
BREAST: Point = (70.0, 18.0)
HEAD_SIZE = 1.16  # the head frame (poll to muzzle 61) to horse units: a big Baroque head

BODY: list[Point] = [
    WITHERS,
    (8, -6),
    (-8, -3),  # the back, short and strong
    (-24, -5),
    (-38, -10),  # loin
    (-52, -14),  # croup, round
    (-64, -9),  # root of the tail
    (-74, 4),  # point of the buttock
    (-77, 22),
    (-72, 40),  # back of the thigh
    (-62, 52),  # into the gaskin
    (-46, 50),  # stifle, the flank tucked up before it
    (-28, 56),
    (0, 61),  # the belly
    (24, 62),
    (40, 59),  # girth
    (51, 52),  # elbow
    (63, 42),
    (73, 24),  # breast
    (68, 6),
    (52, -8),
    (36, -16),
]
# a grey's dapples: small rings of a lighter tone scattered over quarters and barrel (four
# large ones read as white blobs on the rump)
DAPPLES: tuple[tuple[float, float, float], ...] = (
    (-56, 14, 3.6),
    (-46, 4, 3.0),
    (-62, 30, 3.2),
    (-44, 24, 3.4),
    (-50, 40, 2.8),
    (-30, 30, 3.2),
    (-18, 44, 2.8),
    (-34, 12, 2.6),
)
# the contour drawn as a line: from the withers round the quarters to the breast (the neck
# and the near legs close the rest)
CONTOUR = BODY[:19]


@dataclass(frozen=True)
class Carriage:
    """How the neck carries the head: the poll's place, the head's line below the
    horizontal (degrees), and how high the crest arches over the line withers to poll."""

    poll: Point
    angle: float
    arch: float


@dataclass(frozen=True)
class Gait:
    """One way of going: the four legs (near fore, far fore, near hind, far hind; each as
    horse.leg takes them), the neck's carriage, the tail's lift, and how far the quarters
    are set back from the forehand (a longer barrel)."""

    legs: tuple[Leg, Leg, Leg, Leg]
    carriage: Carriage
    tail_lift: float
    barrel: float = 0.0


def set_back(point: Point, barrel: float) -> Point:
    """A point of the horse frame with the quarters set ``barrel`` further back: the hind
    half moved whole, the middle of the back and belly eased between."""
    x, y = point
    return x - barrel * min(1.0, max(0.0, -x / 20.0)), y


# Each horse its own gait and its own neck. A foreleg: (top inside the chest, knee, fetlock,
# coronet); a hind leg: (top inside the quarters, stifle, hock, fetlock, coronet). The
# forelegs come down from the chest in front of the girth; off the ground a foreleg folds at
# the knee with the cannon hanging back under it.
GAITS: dict[str, Gait] = {
    # at a halt, square on all four feet, the far legs behind the near ones (the far hind
    # a clear step back, so the two hind legs do not lie over each other as one); each leg
    # a little bent at knee or hock and the pasterns sloping (drawn straight, they stood on
    # pipes); the head high on a neck arched to the poll (an upright one read as a post)
    "halt": Gait(
        (
            ((52, 34), (56, 84), (52, 109), (58, 120)),
            ((43, 36), (43, 86), (38, 109), (44, 120)),
            ((-54, 16), (-38, 50), (-64, 80), (-60, 109), (-53, 120)),
            ((-60, 16), (-46, 52), (-78, 82), (-77, 110), (-70, 120)),
        ),
        Carriage((80.0, -84.0), 72.0, 20.0),
        0.0,
    ),
    # a walk: the near fore lifted and stepping forward, folded at the knee; the far fore
    # planted under the withers; the near hind just set down under the belly, the far hind
    # pushing off behind, its heel up; the neck long and low, the head forward
    "walk": Gait(
        (
            ((52, 34), (70, 82), (58, 102), (61, 110)),
            ((43, 36), (38, 86), (34, 111), (39, 120)),
            ((-54, 16), (-32, 52), (-48, 84), (-40, 112), (-35, 120)),
            ((-60, 16), (-48, 52), (-74, 80), (-82, 108), (-80, 117)),
        ),
        Carriage((96.0, -50.0), 46.0, 4.0),
        4.0,
    ),
    # a trot: the diagonal pairs, near fore and far hind in the air, far fore and near hind
    # on the ground slanting back as they push; the neck stretched out, the tail lifted
    "trot": Gait(
        (
            ((52, 34), (84, 70), (74, 93), (78, 100)),
            ((43, 36), (34, 86), (27, 110), (32, 120)),
            ((-54, 16), (-40, 50), (-70, 80), (-74, 112), (-69, 120)),
            ((-60, 16), (-38, 50), (-54, 78), (-36, 98), (-31, 105)),
        ),
        Carriage((88.0, -72.0), 60.0, 8.0),
        12.0,
    ),
    # a levade: the whole horse turned up about its near hind hoof on the card, the
    # haunches lowered on hind legs deep under the body, the hocks bent but carrying him
    # well off the ground under the quarters and the cannons sloping forward (hocks near
    # the ground read as a dog sitting down; set as they look on the card risen 22
    # degrees, then turned back into the horse frame); both forelegs folded under the
    # breast, the near one higher; the crest arched, the head on the bit
    "levade": Gait(
        (
            ((54, 32), (86, 54), (70, 74), (73, 82)),
            ((45, 36), (76, 68), (60, 86), (62, 94)),
            ((-54, 16), (-33, 57), (-60, 74), (-48, 110), (-44, 120)),
            ((-60, 16), (-44, 57), (-77, 69), (-69, 103), (-66, 111)),
        ),
        Carriage((90.0, -66.0), 94.0, 14.0),
        16.0,
        # risen, the barrel looked short against the folded legs: the quarters set back
        12.0,
    ),
}

OUTLINE: list[Point] = [  # the head, poll at the origin, the face along +x (see horse_head)
    (0, -7),
    (9, -11.5),  # the broad forehead
    (21, -12.6),
    (33, -12.2),  # the ram's nose, arched
    (45, -9),
    (54, -5),
    (60, 0),
    (61.5, 5),  # the soft muzzle
    (59.5, 9.5),
    (55, 12),  # the upper lip
    (52, 12.5),
    (52.5, 15.5),  # the lower lip
    (47, 17),
    (38, 14),
    (29, 16),
    (21, 22),  # the round jowl
    (11, 23),
    (3, 17),
    (0, 7),
]
EAR_TIPS: tuple[Point, Point] = ((-5.0, -25.0), (2.0, -27.0))  # far, near
CURB: Point = (49.5, 10.0)  # the curb's mouthpiece at the corner of the mouth
SHANK = 11.0  # the curb's shank from the mouthpiece down to the rein ring


def neck_curves(carriage: Carriage) -> tuple[list[Point], list[Point]]:
    """(the crest from the withers to the poll, the underside from the throat to the
    breast), each as four Bezier points in the horse frame."""
    (px, py), (wx, wy) = carriage.poll, WITHERS
    crest = [
        WITHERS,
        (wx + 0.12 * (px - wx), wy + 0.55 * (py - wy)),
        (px - 0.42 * (px - wx), py - carriage.arch),
        carriage.poll,
    ]
    tx, ty = throat(carriage)
    bx, by = BREAST
    under = [(tx, ty), (tx - 4, ty + 0.4 * (by - ty)), (bx - 3, by - 0.28 * (by - ty)), BREAST]
    return crest, under


def _head_point(carriage: Carriage, point: Point) -> Point:
    """A point of the head frame placed on the neck, in the horse frame."""
    x, y = turned((point[0] * HEAD_SIZE, point[1] * HEAD_SIZE), carriage.angle)
    return carriage.poll[0] + x, carriage.poll[1] + y


def throat(carriage: Carriage) -> Point:
    """Where the neck's underside meets the jaw, just behind the jowl."""
    return _head_point(carriage, (12.0, 23.0))


def rein_ring(carriage: Carriage) -> Point:
    """The ring at the foot of the curb's shank, where the reins are buckled."""
    x, y = _head_point(carriage, CURB)
    return x, y + SHANK * HEAD_SIZE


def head_points(carriage: Carriage) -> list[Point]:
    """The head's outline and the ears' tips, in the horse frame: what the card must leave
    room for."""
    return [_head_point(carriage, p) for p in (*OUTLINE, *EAR_TIPS)]


def _bezier(pts: list[Point], t: float) -> Point:
    u = 1 - t
    k = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
    return sum(w * q[0] for w, q in zip(k, pts, strict=True)), sum(
        w * q[1] for w, q in zip(k, pts, strict=True)
    )


def _d(curve: list[Point], move: str = "M") -> str:
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = curve
    return f"{move}{ax:.1f},{ay:.1f} C{bx:.1f},{by:.1f} {cx:.1f},{cy:.1f} {dx:.1f},{dy:.1f}"


def _body(ink: Ink, coat: Coat, barrel: float) -> list[str]:
    """The barrel, quarters, shoulder and breast: flat coat, shade under the belly and
    behind the thigh, light on the rounds of croup, back and shoulder; the quarters'
    drawing set ``barrel`` back with them."""
    line = detail(coat)
    light = sheen(coat)
    opacity = 0.85 if is_dark(coat) else 0.6
    quarters = [
        *shaded("M-74,8 C-78,24 -74,38 -64,50 C-68,36 -70,22 -70,6 Z", coat.body, 0.22),
        path("M-48,-6 C-58,8 -62,24 -58,40", **ink.line(line)),  # the round of the thigh
        path("M-40,48 C-44,36 -42,22 -36,12", **ink.line(line, 0.8)),  # the flank
        path(
            "M-66,-2 C-62,-12 -48,-14 -38,-7 C-46,-5 -56,-2 -62,6 C-65,8 -67,4 -66,-2 Z "
            "M-70,16 C-69,28 -65,38 -59,46 C-65,38 -68,28 -67,15 Z",
            fill=light,
            opacity=opacity,
        ),
    ]
    if coat.dapples:  # small dapples over the quarters and the barrel
        quarters += [
            el("circle", cx=x, cy=y, r=r, fill=lighter(coat.body, 0.22), stroke="none")
            for x, y, r in DAPPLES
        ]
    return [
        path(smooth_outline([set_back(p, barrel) for p in BODY]), fill=coat.body),
        *shaded("M-46,50 C-24,58 16,64 50,53 C52,58 40,62 24,62 C0,63 -26,58 -46,52 Z", coat.body),
        path(
            smooth_outline([set_back(p, barrel) for p in CONTOUR], closed=False),
            **ink.line(width=ink.pen.thick),
        ),
        path("M28,-9 C40,4 52,18 60,34", **ink.line(line)),  # the shoulder blade
        path("M40,46 C45,42 51,42 55,46", **ink.line(line)),  # the elbow
        path("M-16,48 C0,53 14,54 28,52", **ink.line(line, 0.7)),  # the ribs' lower edge
        path(
            "M-26,-6 C-12,-3 4,-4 16,-12 C8,-4 -12,0 -26,-2 Z "
            "M36,-8 C46,2 57,14 63,30 C55,22 46,10 33,-2 Z",
            fill=light,
            opacity=opacity,
        ),
        *([g(*quarters, transform=f"translate({-barrel:g} 0)")] if barrel else quarters),
    ]


def _tail(ink: Ink, coat: Coat, lift: float) -> list[str]:
    """The tail from its root at the end of the croup, falling behind the buttock (lifted in
    a trot): three locks, or a brush bound up in a ribbon."""
    if coat.tail_knot:
        d = (
            f"M-62,-12 C-76,{-16 - lift} -86,{-6 - lift} -86,{8 - lift} "
            f"C-92,{26 - lift} -92,{48 - lift} -86,{62 - lift} "
            f"C-82,{48 - lift} -76,{32 - lift} -78,{14 - lift} C-74,0 -68,-4 -60,-4 Z"
        )
        return [
            path(d, **ink.fill(coat.mane)),
            path(
                f"M-86,{22 - lift} C-88,{36 - lift} -86,{48 - lift} -87,{56 - lift}",
                **ink.line(shade(coat.mane, 0.4)),
            ),
            el(
                "ellipse",
                cx=-80,
                cy=-2 - lift,
                rx=6.5,
                ry=3.8,
                transform=f"rotate(-35 -80 {-2 - lift})",
                **ink.fill(coat.cloth, thin=True),
            ),
        ]
    parts = []
    for k, (spread, length) in enumerate(((0.0, 96.0), (8.0, 86.0), (-6.0, 76.0))):
        end = (-84 - spread - lift * 0.6, -10 + length - lift * 1.6)
        d = (
            f"M-62,-13 C{-80 - lift * 0.6:.1f},{-14 - lift:.1f} {-90 - spread * 0.5:.1f},"
            f"{24 - lift:.1f} {end[0]:.1f},{end[1]:.1f} C{-80 - spread * 0.3:.1f},"
            f"{end[1] - 24:.1f} {-76 + spread * 0.3:.1f},{18 - lift * 0.5:.1f} -62,-2 Z"
        )
        tone = shade(coat.mane, 0.18 * (2 - k)) if k else coat.mane
        parts.append(path(d, **ink.fill(tone, thin=True)))
    parts.append(
        path(
            f"M-70,-6 C{-84 - lift * 0.5:.1f},{10 - lift:.1f} -86,{44 - lift:.1f} "
            f"{-84 - lift * 0.5:.1f},{74 - lift * 1.5:.1f}",
            **ink.line(shade(coat.mane, 0.4), 0.8),
        )
    )
    return parts[::-1]


def _mane(ink: Ink, coat: Coat, crest: list[Point]) -> list[str]:
    """The mane on the crest alone, from the poll down to the withers (it stops there: the
    back and quarters are bare): flame-shaped locks falling on the near side of the neck, or
    plaited into knots tied with ribbons."""
    parts = []
    count = 8
    for i in range(count):
        t = 0.1 + 0.82 * i / (count - 1)
        x, y = _bezier(crest, t)
        ax, ay = _bezier(crest, min(1.0, t + 0.02))
        bx, by = _bezier(crest, max(0.0, t - 0.02))
        tx, ty = ax - bx, ay - by
        norm = math.hypot(tx, ty) or 1.0
        nx, ny = -ty / norm, tx / norm  # into the neck
        if coat.braided:
            cx, cy = x + nx * 4, y + ny * 4
            parts += [
                el(
                    "circle",
                    cx=round(cx, 1),
                    cy=round(cy, 1),
                    r=4.4,
                    **ink.fill(coat.mane, thin=True),
                ),
                path(
                    f"M{cx + nx * 3:.1f},{cy + ny * 3:.1f} l{nx * 6 - 2:.1f},{ny * 6:.1f} l4,0 Z",
                    **ink.fill(coat.cloth_trim, thin=True),
                ),
            ]
            continue
        # a lock falls across the neck and back towards the withers under its own weight,
        # longest at the middle of the crest
        length = 16 + 10 * math.sin(math.pi * t) + (4 if i % 2 else 0)
        fx, fy = nx * 0.7 - 0.3, ny * 0.7 + 0.5
        f = math.hypot(fx, fy)
        fx, fy = fx / f, fy / f
        tip = (x + fx * length, y + fy * length)
        side = (tx / norm * 5, ty / norm * 5)
        d = (
            f"M{x - side[0]:.1f},{y - side[1]:.1f} C{x - side[0] + fx * length * 0.5:.1f},"
            f"{y - side[1] + fy * length * 0.5:.1f} {tip[0] - 4:.1f},{tip[1] - 2:.1f} "
            f"{tip[0]:.1f},{tip[1]:.1f} C{tip[0] - fx * 6 + side[0]:.1f},"
            f"{tip[1] - fy * 6 + side[1]:.1f} {x + side[0] + fx * 6:.1f},"
            f"{y + side[1] + fy * 6:.1f} {x + side[0]:.1f},{y + side[1]:.1f} Z"
        )
        tone = coat.mane if i % 2 else shade(coat.mane, 0.15)
        parts.append(path(d, **ink.fill(tone, thin=True)))
    if not coat.braided:  # the roots of the locks along the crest, one band
        parts.insert(0, path(_d(crest), **ink.line(ink.palette.ink, 7 + 2 * ink.pen.thick)))
        parts.insert(1, path(_d(crest), **ink.line(coat.mane, 7)))
    return parts


def _ear(ink: Ink, base: Point, tip: Point, colour: str) -> str:
    (bx, by), (tx, ty) = base, tip
    return path(
        f"M{bx - 4},{by + 1} C{bx - 5},{by - 9} {tx - 4},{ty + 6} {tx},{ty} "
        f"C{tx + 4},{ty + 5} {bx + 6},{by - 6} {bx + 5},{by + 1} Z",
        **ink.fill(colour, thin=True),
    )


def _strap(ink: Ink, d: str, colour: str, width: float = 2.6) -> list[str]:
    """A leather strap of the parade bridle: the cloth's colour edged in ink."""
    return [path(d, **ink.line(ink.palette.ink, width + 1.4)), path(d, **ink.line(colour, width))]


def _head(ink: Ink, coat: Coat) -> list[str]:
    """The head in the head frame, with the parade bridle."""
    p = ink.palette
    line = detail(coat)
    strap, trim = coat.cloth, p.gold
    parts = [
        _ear(ink, (4, -8), EAR_TIPS[0], shade(coat.body, 0.3)),  # the far ear
        path(smooth_outline(OUTLINE), **ink.fill(coat.body)),
        *shaded("M52,14 C46,17 38,14 30,16 C24,20 14,23 6,18 C16,17 26,13 36,11 Z", coat.body),
        path(
            "M18,-9 C30,-10 44,-7 54,-3",
            **ink.line(sheen(coat), 2.4),
            opacity=0.85 if is_dark(coat) else 0.55,
        ),
        _ear(ink, (9, -10), EAR_TIPS[1], coat.body),
        path("M5,-17 C6,-13 7,-11 8,-9", **ink.line(line)),
    ]
    if coat.mealy:
        parts.append(
            path(
                "M49,-7 C55,-5 59,-2 61,3 C61.5,7 59.5,10 55,12 C52,12.5 52.5,15.5 "
                "47,17 C44,16.5 41.5,15 40.5,13.5 C42,6 45,-2 49,-7 Z",
                fill=MEALY,
            )
        )
    if coat.blaze:
        parts.append(
            path(
                "M13,-11 C28,-12 44,-9 57,-3 C54,0 44,-2 30,-6 C22,-7 16,-8 13,-11 Z", fill=p.white
            )
        )
    parts += [
        # the forelock in two locks over the brow
        path(
            "M1,-10 C8,-14 17,-10 21,-3 C15,-6 11,-5 7,-3 C8,-6 5,-8 1,-10 Z",
            **ink.fill(coat.mane, thin=True),
        ),
        # the eye under its brow bone, large and dark with a glint, lidded on a dark coat
        path("M11,-7 C15,-10 21,-9 24,-6", **ink.line(line, 1.0)),
        path("M13,-3 Q18,-7.5 23.5,-3.5 Q18,0 13,-3 Z", **ink.fill(p.ink, thin=True)),
        *(
            [path("M13,-3 Q18,-7.5 23.5,-3.5 Q18,0 13,-3 Z", **ink.line(line, 0.9))]
            if is_dark(coat)
            else []
        ),
        el("circle", cx=19.8, cy=-4.2, r=1.0, fill=p.white),
        # the jowl's round, the flared nostril, the mouth
        path("M10,5 C20,2 30,10 27,19", **ink.line(line, 1.1)),
        path("M52,-2 C56,-4 59,-1 58,2.5 C57,5 53,5 52,2", **ink.line(p.ink, 1.4)),
        path("M53,12.4 L59,9.5", **ink.line(p.ink, 1.0)),
    ]
    # the parade bridle: browband, broad cheekpiece from behind the ear to the curb, a broad
    # noseband, the throatlatch; gold studs, a rosette where the straps meet
    parts += [
        *_strap(ink, "M4,-9 C7,-11 10,-12 13,-12", strap),
        *_strap(ink, "M6,-7 C8,2 14,7 24,8 C34,9 42,9 49.5,10", strap, 3.0),
        *_strap(ink, "M36,-11 C35,-2 36,6 40,14", strap, 3.0),
        *_strap(ink, "M7,3 C6,9 5,14 7,19", strap, 2.2),
        *[
            el("circle", cx=x, cy=y, r=1.1, **ink.fill(trim, thin=True))
            for x, y in ((30, 8.7), (38, 9.4), (36, -5), (36.4, 4))
        ],
        el("circle", cx=12, cy=4.5, r=3.6, **ink.fill(trim, thin=True)),
        el("circle", cx=12, cy=4.5, r=1.6, **ink.fill(p.red, thin=True)),
        # the curb: its long shank from the mouth down to the rein ring, the chain under
        # the chin
        path(
            f"M{CURB[0]:.1f},{CURB[1] - 3:.1f} C{CURB[0] + 2:.1f},{CURB[1] + 3:.1f} "
            f"{CURB[0] - 2:.1f},{CURB[1] + 7:.1f} {CURB[0]:.1f},{CURB[1] + SHANK:.1f}",
            **ink.line(p.ink, 3.4),
        ),
        path(
            f"M{CURB[0]:.1f},{CURB[1] - 3:.1f} C{CURB[0] + 2:.1f},{CURB[1] + 3:.1f} "
            f"{CURB[0] - 2:.1f},{CURB[1] + 7:.1f} {CURB[0]:.1f},{CURB[1] + SHANK:.1f}",
            **ink.line(trim, 1.8),
        ),
        path("M49,15 C47,17 44,17.5 42,16.5", **ink.line(trim, 1.0)),
        el("circle", cx=CURB[0], cy=CURB[1], r=2.2, **ink.fill(trim, thin=True)),
    ]
    return parts


def _tassel(ink: Ink, coat: Coat, carriage: Carriage) -> list[str]:
    """The tassel hanging on its cord from the throatlatch under the jowl, straight down
    whatever the head's carriage (hung nearer the poll, a head held upright wore it by the
    ear like an earring)."""
    x, y = _head_point(carriage, (13.0, 21.0))
    trim = coat.cloth_trim
    return [
        path(f"M{x:.1f},{y:.1f} l0,7", **ink.line(ink.palette.ink, 1.4)),
        el("circle", cx=round(x, 1), cy=round(y + 8, 1), r=2.4, **ink.fill(trim, thin=True)),
        path(
            f"M{x - 2:.1f},{y + 9.5:.1f} L{x - 4:.1f},{y + 20:.1f} L{x + 4:.1f},{y + 20:.1f} "
            f"L{x + 2:.1f},{y + 9.5:.1f} Z",
            **ink.fill(trim, thin=True),
        ),
        path(
            f"M{x - 1:.1f},{y + 12:.1f} l-1,7 M{x + 1:.1f},{y + 12:.1f} l1,7",
            **ink.line(shade(trim, 0.35), 0.7),
        ),
    ]


def _forehand(ink: Ink, coat: Coat, carriage: Carriage) -> list[str]:
    """The neck with its mane and the bridled head."""
    crest, under = neck_curves(carriage)
    contour = ink.line(width=ink.pen.thick)
    fill = f"{_d(crest)} {_d(under, 'L')} L62,40 L50,34 L30,4 Z"
    (tx, ty), mid = under[0], under[1]
    return [
        path(fill, fill=coat.body),
        *shaded(
            f"{_d(under)} C60,4 {mid[0] - 7:.1f},{mid[1] + 2:.1f} {tx - 6:.1f},{ty + 6:.1f} Z",
            coat.body,
            0.2,
        ),
        path(
            _d(crest),
            **ink.line(sheen(coat), 4.0),
            opacity=0.8 if is_dark(coat) else 0.55,
            transform="translate(5 7)",
        ),
        path(_d(crest), **contour),
        path(f"{_d(under)} L73,24", **contour),
        *_mane(ink, coat, crest),
        g(
            *_head(ink, coat),
            transform=f"translate({carriage.poll[0]:.1f} "
            f"{carriage.poll[1]:.1f}) rotate({carriage.angle:.1f}) scale({HEAD_SIZE})",
        ),
        *_tassel(ink, coat, carriage),
    ]


def bent(carriage: Carriage, degrees: float) -> Carriage:
    """The carriage with the head raised (< 0) or lowered (> 0) by ``degrees`` about the
    neck's root, the crest following."""
    return Carriage(
        turned(carriage.poll, degrees, (40.0, 8.0)), carriage.angle + degrees, carriage.arch
    )


def horse(ink: Ink, coat: Coat, gait: Gait, carriage: Carriage, rise: float) -> list[str]:
    """The whole horse in the horse frame: tail, far legs, body, near legs, neck and head;
    on a horse risen ``rise`` degrees the tail streams out behind, half turned back down."""
    near_fore, far_fore, near_hind, far_hind = (
        tuple(set_back(p, gait.barrel) for p in bones) for bones in gait.legs
    )
    tail = g(*_tail(ink, coat, gait.tail_lift), transform=f"rotate({rise / 2:g} -62 -10)")
    return [
        g(tail, transform=f"translate({-gait.barrel:g} 0)") if gait.barrel else tail,
        *leg(ink, far_fore, coat, far=True, hind=False),
        *leg(ink, far_hind, coat, far=True, hind=True),
        *_body(ink, coat, gait.barrel),
        *leg(ink, near_hind, coat, far=False, hind=True),
        *_forehand(ink, coat, carriage),
        *leg(ink, near_fore, coat, far=False, hind=False),
    ]


def tail_reach(lift: float) -> float:
    """The tail's furthest x behind the horse, in the horse frame."""
    return -94.0 - 0.6 * lift
