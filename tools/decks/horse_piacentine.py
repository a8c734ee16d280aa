"""The Piacentine Cavallo's horse, cut at the divider: a Baroque horse of the old printed
packs, round in the quarters and deep in the chest, with a ram's profile, the mane on the
crest only and a parade bridle of its own (a broad studded headstall in the cloth's colour,
a rosette on the cheek, a curb with long gold shanks and a tassel under the throat), not the
Neapolitan horse's plain red straps and ring bit.

The double-ended packs draw the Cavallo as they draw the Fante and the Re: the figure cut
at the middle of the card and turned. The divider crosses the horse's barrel under the
rider's seat, so each half shows the horse large (a whole horse standing on the divider was
a small one, and its rider was tiny at table size): the back, the quarters with the tail,
the barrel, the shoulder and chest, the neck and the bridled head, and both forelegs raised
well clear above the divider. The horse stands level, so the divider cuts straight across
its belly (tipped up as it went, the horse was sliced on a slant and its neck rose over the
rider: a judge's "seahorse" again). A planted foreleg run on
down into the divider drew the chest as a legless block (a judge's "seahorse"): every
gait here has both forelegs off the ground, the near one lifted forward out of the chest
and the far one folded behind it, so each half shows a horse's legs. Below the divider
the quarters are carried on down as one block (masked off), so the divider cuts one body,
which the turned half continues, and no leg stump stands beside it.

Horse frame as in horse.py (the saddle seat at the origin, the withers at x = 22, the
breast at x = 72, the buttock at x = -76); each gait its own neck carriage, its own raised
forelegs and its own tail: a passage with the head held high and the tail bound up, a
canter with the forelegs tucked and the head carried high and forward, a gallop striking
out with the neck stretched, a levade with the crest arched and the face forward. Every neck
rises from the chest in an arch to a poll standing high above the withers, the jowl well
clear of the chest: a head carried low on a short neck sat on the shoulders, the neck hidden
under it (a judge's "collapsing mule" with a broken neck).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .coat import Coat, detail, is_dark, lighter, sheen
from .horse import FORE, HIND, Leg, Widths, leg
from .horse_head import MEALY
from .linework import shade, shaded
from .neck import turned
from .shapes import smooth_outline, tapered_outline
from .style import Ink
from .svg import el, g, path

Point = tuple[float, float]

WITHERS: Point = (22.0, -16.0)
BREAST: Point = (70.0, 18.0)
# the head frame (poll to muzzle 61) to horse units: a big Baroque head (at 1.16 the horse
# was small behind its rider, its head a knob by his shoulder at table size; at 1.45 it
# filled the space the neck needed, and the neck did not show between jowl and chest)
HEAD_SIZE = 1.32

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
BUTTOCK = 9  # BODY's back of the thigh, where the quarters run on down into the divider
# below the back of the thigh the quarters go on down as the gaskins, into the divider
QUARTERS_DOWN: list[Point] = [(-66, 62), (-58, 100), (-34, 104)]
# the stifle, where the quarters' block meets a belly left above the divider
STIFLE: Point = (-32, 66)
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


@dataclass(frozen=True)
class Carriage:
    """How the neck carries the head: the poll's place, the head's line below the
    horizontal (degrees), and how high the crest arches over the line withers to poll."""

    poll: Point
    angle: float
    arch: float


@dataclass(frozen=True)
class Gait:
    """One way of going as the cut half shows it: the two forelegs raised above the divider
    (near first, each as horse.leg takes a foreleg, with whether it is the far one), the
    neck's carriage and the tail (its centre line from the root as three Bezier points)."""

    raised: tuple[tuple[Leg, bool], ...]
    carriage: Carriage
    tail: tuple[Point, Point, Point]


# every horse stands level and the divider crosses it straight at the belly, at this y of
# the horse frame (a horse tipped up as it moved had its body sliced on a slant,
# the neck rising over the rider; lower, the cut ran into the flank's tuck before the stifle)
BELLY_CUT = 55.0


TAIL_ROOT: Point = (-63.0, -11.0)
# the raised forelegs a quarter stouter than the standing horse's: folded against the paper
# under a big head, at the standard breadth they read at table size as two sticks
STOUT = 1.25
RAISED_FORE: Widths = [(bone, t, front * STOUT, back * STOUT) for bone, t, front, back in FORE]

# Each horse its own gait, its own neck and its own tail. A raised foreleg: (top inside the
# chest, knee, fetlock, coronet), folded at the knee with the cannon hanging back under it,
# hoof and all well above the divider (the forelegs of a horse tipped up stood on it).
# The near fore is drawn at a whole horse's length (a forearm
# of 30 stayed inside the chest's outline and read as a stub folded into the divider) and
# lifted forward out of the chest under the head; the far fore folds behind it in the same
# curve, a little higher, so the two read as one pair tucked under the breast (folded at odd
# angles, the near one read as a buckled leg). Each head is carried at 46 to 57 degrees,
# the face pointing forward in profile (held upright on the bit at 60 to 72, under an
# arched crest, it read as a seahorse), its poll over the withers but its ears no higher
# than the rider's head (a neck rising over the rider read as a seahorse too).
GAITS: dict[str, Gait] = {
    # a passage, the parade's cadenced trot: the near fore raised high, the forearm rising
    # forward to a knee under the muzzle, the far fore lifted behind it; the head high on a
    # neck arched to the poll; the tail bound up, falling in a brush down the buttock
    "passage": Gait(
        (
            (((54, 32), (90, -8), (87, 26), (83, 33)), False),
            (((46, 30), (78, -4), (77, 24), (73, 31)), True),
        ),
        Carriage((66.0, -108.0), 56.0, 20.0),
        ((-80.0, -6.0), (-90.0, 10.0), (-88.0, 24.0)),
    ),
    # a collected canter, both forelegs off the ground in the leap, tucked one behind the
    # other; the neck rising long from the chest, the head carried high and forward (on a
    # long, low neck the head hung to the chest and read as a collapsing mule); the tail
    # falling in a wave behind the thigh
    "canter": Gait(
        (
            (((52, 34), (88, 8), (74, 32), (68, 36)), False),
            (((46, 32), (80, 4), (68, 28), (62, 34)), True),
        ),
        Carriage((68.0, -94.0), 56.0, 14.0),
        ((-80.0, -4.0), (-94.0, 6.0), (-98.0, 19.0)),
    ),
    # a gallop striking out: the near fore's forearm rising below the head (lifted high, it
    # was lost behind the muzzle), the cannon back from the knee and the hoof flicked
    # forward (folded tight under it, a bay's black points made a lump), the far fore
    # folded behind; the head carried lowest of the four, the neck stretched; the tail
    # lifted off the buttock (streamed out, it stood off the
    # quarters like a horn)
    "gallop": Gait(
        (
            (((54, 32), (86, 6), (80, 32), (85, 35)), False),
            (((46, 32), (74, 14), (60, 30), (62, 35)), True),
        ),
        Carriage((60.0, -92.0), 46.0, 10.0),
        ((-82.0, -14.0), (-98.0, -4.0), (-106.0, 6.0)),
    ),
    # a levade's forehand: both forelegs tucked tight and high under the breast, the near
    # one out before it; the crest arched up from the chest, the head carried before the
    # rider with its face forward (a horse drawn risen on its haunches sent its head up into
    # the card's corner and was sliced on a slant by the divider); the tail hanging close
    "levade": Gait(
        (
            (((50, 32), (78, 2), (60, 22), (54, 26)), False),
            (((46, 34), (70, 2), (58, 24), (52, 28)), True),
        ),
        Carriage((58.0, -100.0), 57.0, 18.0),
        ((-80.0, -8.0), (-90.0, 2.0), (-84.0, 10.0)),
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
EAR_TIPS: tuple[Point, Point] = ((-13.0, -23.0), (-6.0, -26.0))  # far, near
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


def block() -> list[Point]:
    """The body's outline as the cut draws it: the back and quarters, the quarters carried on
    down as the gaskins below the divider, then the belly from the stifle to the elbow and
    the breast (both forelegs are raised clear of the divider)."""
    return [*BODY[: BUTTOCK + 1], *QUARTERS_DOWN, STIFLE, *BODY[12:]]


def front_line() -> list[Point]:
    """The body's contour in front, from the breast along the belly back to the stifle and
    down into the divider."""
    return [BODY[18], *BODY[12:18][::-1], STIFLE, QUARTERS_DOWN[2]]


def sampled(points: list[Point], steps: int = 8) -> list[Point]:
    """Points along the smooth closed curve that ``smooth_outline`` draws through
    ``points``, ``steps`` to each span: the drawn outline as a polygon."""
    count = len(points)
    out = []
    for i in range(count):
        p0, p1, p2, p3 = (points[(i + k) % count] for k in (-1, 0, 1, 2))
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        out += [_bezier([p1, c1, c2, p2], k / steps) for k in range(steps)]
    return out


def crossings(outline: list[Point], start: Point, degrees: float) -> list[float]:
    """Where the line through ``start`` at ``degrees`` below the horizontal crosses the
    polygon ``outline``: the distances along the line from ``start``, in order."""
    dx, dy = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    found = []
    for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1], strict=True):
        # each point's side of the line
        s1 = (x1 - start[0]) * dy - (y1 - start[1]) * dx
        s2 = (x2 - start[0]) * dy - (y2 - start[1]) * dx
        if (s1 > 0) != (s2 > 0):
            t = s1 / (s1 - s2)
            x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
            found.append((x - start[0]) * dx + (y - start[1]) * dy)
    return sorted(found)


def _body(ink: Ink, coat: Coat, gait: Gait) -> list[str]:
    """The barrel, quarters, shoulder and chest, run on down into the divider: flat coat,
    shade under the barrel and behind the thigh, light on the rounds of croup, back and
    shoulder."""
    line = detail(coat)
    light = sheen(coat)
    opacity = 0.85 if is_dark(coat) else 0.6
    contour = ink.line(width=ink.pen.thick)
    parts = [
        path(smooth_outline(block()), fill=coat.body),
        *shaded("M-46,50 C-24,58 16,64 50,53 C52,60 40,66 24,66 C0,67 -26,62 -46,56 Z", coat.body),
        *shaded("M-74,8 C-78,24 -76,44 -70,64 C-70,44 -70,22 -70,6 Z", coat.body, 0.22),
    ]
    parts += [
        path(smooth_outline([*BODY[: BUTTOCK + 1], *QUARTERS_DOWN[:2]], closed=False), **contour),
        path(smooth_outline(front_line(), closed=False), **contour),
        path("M28,-9 C40,4 52,18 60,34", **ink.line(line)),  # the shoulder blade
        path("M40,46 C45,42 51,42 55,46", **ink.line(line)),  # the elbow
        path("M-16,48 C0,53 14,54 28,52", **ink.line(line, 0.7)),  # the ribs' lower edge
        path("M-48,-6 C-58,8 -62,24 -58,40", **ink.line(line)),  # the round of the thigh
        path("M-40,48 C-44,36 -42,22 -36,12", **ink.line(line, 0.8)),  # the flank
        path("M-52,44 C-48,52 -46,60 -47,72", **ink.line(line)),  # the stifle into the gaskin
        path(
            "M-26,-6 C-12,-3 4,-4 16,-12 C8,-4 -12,0 -26,-2 Z "
            "M-30,24 C-12,16 12,16 28,24 C12,21 -12,21 -30,29 Z "
            "M-40,40 C-20,32 14,32 36,38 C14,36 -20,37 -40,45 Z "
            "M36,-8 C46,2 57,14 63,30 C55,22 46,10 33,-2 Z "
            "M-66,-2 C-62,-12 -48,-14 -38,-7 C-46,-5 -56,-2 -62,6 C-65,8 -67,4 -66,-2 Z "
            "M-70,16 C-69,28 -65,38 -59,46 C-65,38 -68,28 -67,15 Z",
            fill=light,
            opacity=opacity,
        ),
    ]
    if coat.dapples:  # small dapples over the quarters and the barrel
        parts += [
            el("circle", cx=x, cy=y, r=r, fill=lighter(coat.body, 0.22), stroke="none")
            for x, y, r in DAPPLES
        ]
    return parts


def tail_points(gait: Gait, steps: int = 12) -> list[Point]:
    """Points down the tail's centre line, from its root at the end of the croup."""
    curve = [TAIL_ROOT, *gait.tail]
    return [_bezier(curve, k / steps) for k in range(steps + 1)]


def _lock(ink: Ink, points: list[Point], widths: list[float], colour: str) -> str:
    """One lock of the tail: a band round ``points`` that is ``widths`` wide."""
    return path(tapered_outline(points, widths), **ink.fill(colour, thin=True))


def _tail(ink: Ink, coat: Coat, gait: Gait) -> list[str]:
    """The tail from its root at the end of the croup, clear of the divider: three locks
    falling in a wave or streaming out, or a brush bound up in a ribbon."""
    points = tail_points(gait)
    count = len(points)
    dark = shade(coat.mane, 0.4)
    strand = path(smooth_outline(points[2:-2], closed=False), **ink.line(dark, 0.9))
    if coat.tail_knot:  # the dock bound in the cloth's colour, then a full brush
        widths = [
            7.0 + 11.0 * math.sin(math.pi * min(1.0, k / (count - 1) * 1.3)) for k in range(count)
        ]
        widths = [w if k > 2 else 8.0 for k, w in enumerate(widths)]
        x, y = points[2]
        return [
            _lock(ink, points, widths, coat.mane),
            strand,
            el(
                "ellipse",
                cx=round(x, 1),
                cy=round(y, 1),
                rx=7,
                ry=4.2,
                transform=f"rotate(-40 {x:.1f} {y:.1f})",
                **ink.fill(coat.cloth, thin=True),
            ),
        ]
    parts = []
    for k, (shift, length) in enumerate(((0.0, 1.0), (6.0, 0.86), (-6.0, 0.78))):
        n = max(4, round((count - 1) * length))
        lock = [
            (x + shift * t / n, y - shift * 0.6 * t / n) for t, (x, y) in enumerate(points[: n + 1])
        ]
        widths = [
            11.0 * math.sin(math.pi * min(0.95, 0.25 + 0.75 * t / n)) + 2 for t in range(n + 1)
        ]
        tone = shade(coat.mane, 0.18 * (2 - k)) if k else coat.mane
        parts.append(_lock(ink, lock, widths, tone))
    return [*parts[::-1], strand]


def _mane(ink: Ink, coat: Coat, crest: list[Point]) -> list[str]:
    """The mane on the crest alone, from the poll down to the withers (it stops there: the
    back and quarters are bare): flame-shaped locks falling on the near side of the neck
    (plaits hanging from the crest read as a dragon's spine)."""
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
    # the roots of the locks along the crest, one band
    return [
        path(_d(crest), **ink.line(ink.palette.ink, 7 + 2 * ink.pen.thick)),
        path(_d(crest), **ink.line(coat.mane, 7)),
        *parts,
    ]


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
    if coat.blaze:  # narrow above the eye, broadening down the nose to the muzzle (a thin
        # strip along the profile read on a black head as a highlight, not a marking)
        parts.append(
            path(
                "M11,-11 C16,-13 24,-12.5 30,-11 C40,-8 50,-5 57,-3 C56,1 50,2 44,1 "
                "C38,-1 32,-5 26,-8 C20,-9 14,-9 11,-11 Z",
                fill=p.white,
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


def far_coat(coat: Coat) -> Coat:
    """The coat the far foreleg is drawn in: a dark coat lifted (its mane too, for a bay's
    black points), so that once leg() shades it the far leg still parts from the near one
    and the chest; shaded darker than a black or a bay, the two forelegs read as one lump."""
    if not is_dark(coat) and not coat.points:
        return coat
    return replace(coat, body=lighter(coat.body, 0.3), mane=lighter(coat.mane, 0.3))


def rim(points: list[Point], inset: float) -> list[Point]:
    """The closed polygon ``points`` moved ``inset`` in along its normals: the line a rim
    light follows just inside the contour."""
    count = len(points)
    area = sum(
        points[i][0] * points[(i + 1) % count][1] - points[(i + 1) % count][0] * points[i][1]
        for i in range(count)
    )
    turn = 1.0 if area > 0 else -1.0
    out = []
    for i, (x, y) in enumerate(points):
        (ax, ay), (bx, by) = points[i - 1], points[(i + 1) % count]
        tx, ty = bx - ax, by - ay
        norm = math.hypot(tx, ty) or 1.0
        out.append((x - turn * ty / norm * inset, y + turn * tx / norm * inset))
    return out


# the block's points a rim light runs between: over the back and croup to the root of the
# tail, and from the elbow up the chest to the breast and the root of the neck
RIM_BACK, RIM_CHEST = (1, 6), (18, 21)


def _rim_light(ink: Ink, coat: Coat) -> list[str]:
    """A dark coat's rim light just inside its contour, over the croup and back and down the
    chest to the elbow: the light edge that keeps a black or a bay from reading as a flat
    blot at table size, and parts the chest from the raised forelegs before it."""
    if not is_dark(coat) and not coat.points:
        return []
    steps = 8  # sampled()'s points to each span of the block
    edge = rim(sampled(block(), steps), 3.2)
    back = edge[steps * RIM_BACK[0] : steps * RIM_BACK[1] + 1]
    chest = edge[steps * RIM_CHEST[0] : steps * RIM_CHEST[1] + 1]
    stroke = ink.line(sheen(coat), 2.6)
    return [
        path(smooth_outline(part[::-1], closed=False), **stroke, opacity=0.9)
        for part in (back, chest)
    ]


def horse(ink: Ink, coat: Coat, gait: Gait, carriage: Carriage) -> list[str]:
    """The horse in the horse frame as the cut shows it: tail, a raised far foreleg, the
    body run on down into the divider, neck and head, a raised near foreleg."""
    far = [
        leg(
            ink, bones, far_coat(coat), far=True, hind=False, tables=(RAISED_FORE, HIND), hoof=STOUT
        )
        for bones, is_far in gait.raised
        if is_far
    ]
    near = [
        leg(ink, bones, coat, far=False, hind=False, tables=(RAISED_FORE, HIND), hoof=STOUT)
        for bones, is_far in gait.raised
        if not is_far
    ]
    return [
        *_tail(ink, coat, gait),
        *(part for drawn in far for part in drawn),
        *_body(ink, coat, gait),
        *_rim_light(ink, coat),
        *_forehand(ink, coat, carriage),
        *(part for drawn in near for part in drawn),
    ]
