"""La Polla, the Piacentine Ace of coins: a crowned black eagle displayed, bearing a great coin.

A heraldic eagle, not a farmyard bird, black picked out in gold and armed in red. The head in
profile turned to its right (the card's left), drawn a little large for a grand, fierce
look, with a hooked gold beak open on a curling red tongue, a gold eye under a frowning brow,
pointed feathers swept back from the nape, and a crown; hackles bristle down the neck. The wings
are displayed and elevated: each is a broad mass whose arm, the wing's smooth leading edge,
rises from the shoulder beside the neck; three rows of coverts, scaled in gold, cover the arm
and the roots of the long feathers, which fan out below it from the secondaries hanging
down by the body through the primaries pointing out to the last ones standing up beside the
crown, each cut off at a slant so their ends step like a saw. Below the coin a tail fanned in
two tiers of gold-edged feathers; to either side strong legs: thighs shingled in rows of
feathers, short scaled gold shanks, three forward toes and a hind one, their red talons hooked
to grip (the old thin legs ending in red strokes were the weak part of the bird). The
coin on its breast: a milled and beaded gold rim, a red band of compass flowers, a cabled ring,
a great six-petalled rose on green; drawn no larger than the breast, so the bird shows whole
round it (drawn as large as the card's great disc, it hid the eagle). Drawn centred on the
coin, about 220 units wide and 300 tall.
"""

from __future__ import annotations

import itertools
import math

from .napoli_pips import bezier_at
from .ornaments import bead_ring
from .regalia import jewelled_crown
from .shapes import Point, along, limb
from .style import Ink
from .suits_piacentine import hexafoil
from .svg import el, g, path, use

BLACK = "#2b2624"  # the eagle's plumage: a warm black, the ink outline still reads round it
SOOT = "#463c37"  # every other feather, a shade lighter, so the rows of a wing read

# the wing's arm, its leading edge from the shoulder up and out to the wrist (right wing;
# the left is its mirror), as a cubic
ARM = ((20.0, -46.0), (38.0, -66.0), (52.0, -98.0), (54.0, -134.0))
# the long feathers along the arm: (where on the arm, length, direction in degrees clockwise
# from up), from the secondaries hanging down by the body to the last primaries standing up
# beside the crown, turned in enough to keep clear of the corner numbers
FEATHERS = (
    (0.0, 46.0, 176.0),
    (0.12, 52.0, 157.0),
    (0.24, 56.0, 138.0),
    (0.37, 57.0, 119.0),
    (0.5, 56.0, 100.0),
    (0.63, 54.0, 80.0),
    (0.76, 50.0, 60.0),
    (0.88, 45.0, 40.0),
    (1.0, 40.0, 20.0),
)
# the tail fanned below the coin in two layers, (direction off straight down, length): the
# long feathers behind, the shorter ones lying over the gaps between them
TAIL_ROOT = (0.0, 34.0)
TAIL_BACK = tuple((a, 86.0 - abs(a) * 0.3) for a in (-33.0, -16.5, 0.0, 16.5, 33.0))
TAIL_FRONT = tuple((a, 68.0 - abs(a) * 0.3) for a in (-24.75, -8.25, 8.25, 24.75))


def _arm_point(t: float) -> Point:
    return bezier_at(ARM, t)[0]


def _along(t: float, angle: float, reach: float) -> tuple[float, float]:
    """The point ``reach`` out from the arm at ``t`` in the direction ``angle``."""
    x, y = _arm_point(t)
    a = math.radians(angle)
    return x + reach * math.sin(a), y - reach * math.cos(a)


def _feather(length: float, width: float) -> str:
    """A long flight feather from the origin up along -y, broad, its end cut off at a slant
    to a point on the -x side (towards the wing's tip), so the fanned ends step like a saw."""
    w = width / 2
    return (
        f"M{-w * 0.8:.1f},0 L{-w:.1f},{-length * 0.78:.1f} "
        f"C{-w:.1f},{-length * 0.9:.1f} {-w * 0.7:.1f},{-length:.1f} {-w * 0.35:.1f},{-length:.1f} "
        f"C{w * 0.2:.1f},{-length * 0.96:.1f} {w:.1f},{-length * 0.82:.1f} "
        f"{w:.1f},{-length * 0.7:.1f} "
        f"L{w * 0.8:.1f},0 Z"
    )


def _tail_feather(length: float, width: float) -> str:
    """A tail feather from the origin up along -y, broadening to a rounded end."""
    w, n = width / 2, width * 0.32
    a, b, c = -length * 0.8, -length * 0.95, -length
    return (
        f"M{-n:.1f},0 L{-w:.1f},{a:.1f} C{-w:.1f},{b:.1f} {-w * 0.4:.1f},{c:.1f} 0,{c:.1f} "
        f"C{w * 0.4:.1f},{c:.1f} {w:.1f},{b:.1f} {w:.1f},{a:.1f} L{n:.1f},0 Z"
    )


def _tip_edge(length: float, width: float) -> str:
    """A gold line just inside a tail feather's rounded end, so every feather's end reads."""
    w, a, b, c = width / 2 - 4, -length * 0.8, -length * 0.93, -length + 5
    return (
        f"M{-w:.1f},{a:.1f} C{-w:.1f},{b:.1f} {-w * 0.4:.1f},{c:.1f} 0,{c:.1f} "
        f"C{w * 0.4:.1f},{c:.1f} {w:.1f},{b:.1f} {w:.1f},{a:.1f}"
    )


def _tail(ink: Ink) -> list[str]:
    """The fanned tail: each feather black with a gold quill and a gold edge round its end,
    the front layer over the gaps of the back one, so the fan reads in two tiers."""
    p = ink.palette
    parts = []
    for layer, (feathers, width) in enumerate(((TAIL_BACK, 22.0), (TAIL_FRONT, 20.0))):
        for k, (angle, length) in enumerate(feathers):
            where = f"translate({TAIL_ROOT[0]} {TAIL_ROOT[1]}) rotate({180 + angle})"
            parts += [
                path(
                    _tail_feather(length, width),
                    transform=where,
                    **ink.fill(SOOT if (k + layer) % 2 else BLACK),
                ),
                path(f"M0,-10 L0,{-length * 0.78:.1f}", transform=where, **ink.line(p.gold)),
                path(
                    _tip_edge(length, width),
                    transform=where,
                    **ink.line(p.gold, ink.pen.thick * 0.6),
                ),
            ]
    return parts


def _wing(ink: Ink) -> list[str]:
    """The right wing displayed (mirror it for the left): the long feathers first, from the
    tip down so each lower one overlaps the one above it along a gold edge; then the coverts
    over their roots in three scaled rows, the arm's smooth edge on top."""
    p = ink.palette
    parts = []
    for k in reversed(range(len(FEATHERS))):
        t, length, angle = FEATHERS[k]
        x, y = _arm_point(t)
        where = f"translate({x:.1f} {y:.1f}) rotate({angle:.1f})"
        w = 22.0
        parts += [
            path(_feather(length, w), transform=where, **ink.fill(SOOT if k % 2 else BLACK)),
            # the gold edge along the side that lies over the next feather up, and the quill
            path(
                f"M{-w * 0.34:.1f},-14 L{-w * 0.4:.1f},{-length * 0.8:.1f}",
                transform=where,
                **ink.line(p.gold, ink.pen.thick * 0.8),
            ),
            path(
                f"M{w * 0.12:.1f},-14 L{w * 0.08:.1f},{-length * 0.84:.1f}",
                transform=where,
                **ink.line(p.gold_dark, ink.pen.thin),
            ),
        ]
    # the coverts: a broad band below the arm, its lower edge scalloped where the greater
    # coverts end over the long feathers' roots
    n = 13
    top = [_arm_point(k / (n - 1)) for k in range(n)]

    def angle_at(t: float) -> float:
        ts = [f[0] for f in FEATHERS]
        for (t0, _, a0), (t1, _, a1) in itertools.pairwise(FEATHERS):
            if t0 <= t <= t1:
                return a0 + (a1 - a0) * (t - t0) / (t1 - t0)
        return FEATHERS[0][2] if t < ts[0] else FEATHERS[-1][2]

    reach = 34.0
    edge = [_along(k / (n - 1), angle_at(k / (n - 1)), reach) for k in range(n)]
    d = f"M{top[0][0]:.1f},{top[0][1]:.1f} " + " ".join(f"L{x:.1f},{y:.1f}" for x, y in top[1:])
    # the scallops back along the lower edge, each bulging out a little
    for k in range(n - 1, 0, -1):
        (x0, y0), (x1, y1) = edge[k], edge[k - 1]
        mx, my = _along((k - 0.5) / (n - 1), angle_at((k - 0.5) / (n - 1)), reach + 7)
        d += f" L{x0:.1f},{y0:.1f} Q{mx:.1f},{my:.1f} {x1:.1f},{y1:.1f}"
    d += " Z"
    parts.append(path(d, **ink.fill(BLACK)))
    # the rows of scales: gold arcs, the nearer the arm, the smaller
    scales = []
    for row, (r1, count) in enumerate(((12.0, 10), (23.0, 8), (34.0, 6))):
        for j in range(count):
            ta = (j + (0.5 if row % 2 else 0.0)) / count
            tb = (j + 1 + (0.5 if row % 2 else 0.0)) / count
            if tb > 1.0:
                continue
            a, b = _along(ta, angle_at(ta), r1 - 1), _along(tb, angle_at(tb), r1 - 1)
            tm = (ta + tb) / 2
            m = _along(tm, angle_at(tm), r1 + 5)
            scales.append(f"M{a[0]:.1f},{a[1]:.1f} Q{m[0]:.1f},{m[1]:.1f} {b[0]:.1f},{b[1]:.1f}")
    parts.append(path(" ".join(scales), **ink.line(p.gold, ink.pen.thin * 1.2)))
    # the arm's smooth leading edge, a gold line just inside it
    inner = [_along(k / (n - 1), angle_at(k / (n - 1)), 3.0) for k in range(n)]
    parts.append(
        path(
            "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in inner),
            **ink.line(p.gold, ink.pen.thick * 0.7),
        )
    )
    return parts


# the head and crown drawn this much larger than the neck, grown from the neck's top: a
# grand, fierce head, not a crow's
HEAD_SCALE, NECK_TOP = 1.14, -88.0
# pointed feathers jutting from the head and neck, as a heraldic eagle's bristle: (x, y where
# each one's root hides under the head or neck, direction clockwise from up, length): three
# at the nape swept back, and hackles standing off both sides of the neck
NAPE = ((15.0, -106.0, 116.0, 27.0), (14.0, -98.0, 130.0, 27.0), (12.0, -90.0, 144.0, 24.0))
HACKLES = tuple(
    (side * 16.0, y, 180 - side * turn, 21.0)
    for side in (1, -1)
    for y, turn in ((-82.0, 50.0), (-70.0, 44.0), (-58.0, 38.0))
)


def _bristle(ink: Ink, feathers: tuple[tuple[float, float, float, float], ...]) -> list[str]:
    parts = []
    for k, (x, y, angle, length) in enumerate(feathers):
        where = f"translate({x} {y}) rotate({angle})"
        parts += _quilled_feather(ink, where, length, 10.0, dark=k % 2 == 1, quill=(3, 0.75))
    return parts


def _neck(ink: Ink) -> list[str]:
    """The neck, its ruff of gold-scalloped feathers and the hackles standing off its sides."""
    p = ink.palette
    neck = "M-20,-44 C-24,-62 -20,-80 -14,-90 L14,-90 C20,-78 22,-60 22,-44 Z"
    ruff = " ".join(
        f"M{x - 5:.1f},{y:.1f} q5,6 10,0"
        for x, y in (
            (-14, -54),
            (-4, -52),
            (6, -52),
            (15, -55),
            (-12, -66),
            (-2, -64),
            (8, -64),
            (-8, -77),
            (2, -76),
            (11, -75),
        )
    )
    return [
        *_bristle(ink, HACKLES),
        path(neck, **ink.fill(BLACK)),
        path(ruff, **ink.line(p.gold, ink.pen.thin * 1.2)),
    ]


def _head(ink: Ink) -> list[str]:
    """The head in profile turned to the eagle's right (the card's left): a great hooked gold
    beak open on a curling red tongue, a gold eye under a frowning brow, the feathers of the
    nape bristling, the crown."""
    p = ink.palette
    head = (
        "M-16,-92 C-20,-106 -12,-120 2,-121 C15,-122 22,-112 20,-100 "
        "C19,-92 16,-86 10,-84 C2,-82 -10,-84 -16,-92 Z"
    )
    # the upper mandible: from the forehead out to a hook that curls down past the lower
    upper = (
        "M-12,-113 C-21,-115 -31,-112 -36,-104 C-39,-99 -38,-93 -34,-88 "
        "C-34,-94 -31,-98 -27,-99 C-22,-100 -17,-99 -12,-98 Z"
    )
    lower = "M-12,-95 C-18,-95 -24,-93 -28,-90 C-23,-88 -17,-87 -12,-88 Z"
    tongue = (
        "M-16,-97 C-26,-98 -34,-95 -40,-87 C-43,-83 -47,-81 -51,-83 L-48,-78 L-53,-76 "
        "C-47,-74 -41,-79 -37,-85 C-31,-92 -24,-94 -16,-93 Z"
    )
    return [
        *_bristle(ink, NAPE),
        path(tongue, **ink.fill(p.red, thin=True)),
        path(lower, **ink.fill(p.gold, thin=True)),
        path(head, **ink.fill(BLACK)),
        path(upper, **ink.fill(p.gold)),
        path("M-29,-105 C-25,-109 -18,-111 -13,-111", **ink.line(p.gold_light, ink.pen.thin * 1.2)),
        path("M-14,-112 C-12,-108 -12,-102 -14,-98", **ink.line(p.ink, ink.pen.thin * 1.2)),  # cere
        # the fierce eye: gold iris, black pupil, a light glint, the brow frowning over it
        el("circle", cx=-3, cy=-106, r=4.6, **ink.fill(p.gold_light, thin=True)),
        el("circle", cx=-4, cy=-106, r=2.3, fill=p.ink),
        el("circle", cx=-4.8, cy=-107, r=0.8, fill=p.white),
        path("M-13,-107 C-8,-110 -2,-112 7,-111", **ink.line(p.gold, ink.pen.thick)),
        g(jewelled_crown(ink, 40, 28), transform="translate(3 -119)"),
    ]


def _pointed_feather(length: float, width: float) -> str:
    """A body feather from the origin up along -y, swelling and then drawn to a point."""
    w, tip = width / 2, -length
    return (
        f"M{-w * 0.7:.1f},0 C{-w:.1f},{tip * 0.35:.1f} {-w * 0.8:.1f},{tip * 0.75:.1f} 0,{tip:.1f} "
        f"C{w * 0.8:.1f},{tip * 0.75:.1f} {w:.1f},{tip * 0.35:.1f} {w * 0.7:.1f},0 Z"
    )


def _quilled_feather(
    ink: Ink, where: str, length: float, width: float, dark: bool, quill: tuple[float, float]
) -> list[str]:
    """One black feather of a crest or a thigh, soot or black in turn (``dark``), with its gold
    quill from ``quill[0]`` units above its root to ``quill[1]`` of its length."""
    start, share = quill
    quill_line = f"M0,{-start} L0,{-length * share:.1f}"
    return [
        path(_pointed_feather(length, width), transform=where, **ink.fill(SOOT if dark else BLACK)),
        path(quill_line, transform=where, **ink.line(ink.palette.gold)),
    ]


def _heading(a: Point, b: Point) -> float:
    """The direction from ``a`` to ``b`` in degrees clockwise from up."""
    return math.degrees(math.atan2(b[0] - a[0], a[1] - b[1]))


def _out(at: Point, angle: float, reach: float) -> Point:
    a = math.radians(angle)
    return at[0] + reach * math.sin(a), at[1] - reach * math.cos(a)


HIP, ANKLE, FOOT = (36.0, 20.0), (70.0, 70.0), (80.0, 89.0)
# the thigh's feathers in rows down the leg, the lowest drawn first so each row above laps
# over the roots of the one below, shingled like a roof: (how far down the leg, length,
# how far either side of the leg's line its feathers stand across it)
THIGH_ROWS = ((0.62, 30.0, (-6.0, 6.0)), (0.36, 34.0, (-12.0, 0.0, 12.0)))
THIGH_ROWS += ((0.08, 36.0, (-16.0, -5.0, 6.0, 17.0)),)
# the toes: (direction off the foot, first and second joint's length, how far the toe bends
# at its joint); three forward, curling in to grip, and the hind toe braced behind
TOES = ((100.0, 13.0, 11.0, 30.0), (142.0, 14.0, 12.0, 28.0), (186.0, 13.0, 11.0, 26.0))
HIND_TOE = (262.0, 10.0, 7.0, -30.0)
TALON = "M-3.4,0 C-3.6,-7 -1,-13 6,-16 C2.6,-11 3.2,-6 3.4,0 Z"  # hooking towards +x


def _toe(ink: Ink, angle: float, first: float, second: float, bend: float) -> list[str]:
    """One scaled gold toe off the foot, bent at its joint and armed with a red talon that
    hooks on round the way the toe bends, as a claw grips."""
    p = ink.palette
    joint = _out(FOOT, angle, first)
    tip = _out(joint, angle + bend, second)
    toe = f"M{FOOT[0]:.1f},{FOOT[1]:.1f} L{joint[0]:.1f},{joint[1]:.1f} L{tip[0]:.1f},{tip[1]:.1f}"
    hook = f"rotate({angle + bend * 1.6:.1f})" + ("" if bend > 0 else " scale(-1 1)")
    return [
        path(toe, **ink.line(p.ink, 9.0)),
        path(toe, **ink.line(p.gold, 5.8)),
        el("circle", cx=round(joint[0], 1), cy=round(joint[1], 1), r=1.1, fill=p.gold_dark),
        path(
            TALON,
            transform=f"translate({tip[0]:.1f} {tip[1]:.1f}) {hook}",
            **ink.fill(p.red, thin=True),
        ),
    ]


def _leg(ink: Ink) -> list[str]:
    """The right leg (mirror it for the left): a thigh in layered rows of feathers, the
    eagle's breeches, spreading out from under the coin; a scaled gold shank; a foot of
    three forward toes and a hind toe, their red talons hooked to grip."""
    p = ink.palette
    axis = _heading(HIP, ANKLE)
    feathers = []
    across = math.radians(axis + 90)
    for row, (down, length, spots) in enumerate(THIGH_ROWS):
        x, y = along(HIP, ANKLE, down)
        for k, off in enumerate(spots):
            root = (x + off * math.sin(across), y - off * math.cos(across))
            where = f"translate({root[0]:.1f} {root[1]:.1f}) rotate({axis + off * 0.9:.1f})"
            feathers += _quilled_feather(
                ink, where, length, 17.0, dark=(k + row) % 2 == 1, quill=(4, 0.8)
            )
    shank = [ANKLE, along(ANKLE, FOOT, 0.5), FOOT]
    scales = " ".join(
        f"M{x - 5:.1f},{y - 2:.1f} q5,3 10,-1"
        for x, y in (along(ANKLE, FOOT, t) for t in (0.3, 0.52, 0.74))
    )
    hind = _toe(ink, *HIND_TOE)
    front = [part for toe in TOES for part in _toe(ink, *toe)]
    return [
        *hind,
        limb(shank, [16.0, 13.0, 12.0], p.gold, ink),
        path(scales, **ink.line(p.gold_dark, ink.pen.thin * 1.2)),
        *front,
        el("circle", cx=FOOT[0], cy=FOOT[1], r=5.0, **ink.fill(p.gold, thin=True)),
        *feathers,
    ]


COIN = 84.0  # the coin's radius as drawn, its rings and flowers laid out at this size
BREAST = 60.0  # its radius on the eagle's breast: great, yet the bird shows all round it


def _coin(ink: Ink) -> str:
    """The great coin the eagle bears, the grandest disc of the pack: a milled gold edge of
    scallops, a ring of gold beads, a red band set with twelve gold compass flowers between
    studs, a gold ring engraved with a twisted cable, and at the heart a green field with a
    great six-petalled rose round a jewel. The pack's own vocabulary (beads, compass flowers,
    the hexafoil), not the Neapolitan sunburst."""
    p = ink.palette
    r = COIN
    scallops = 40
    edge = []
    for k in range(1, scallops + 1):
        x1, y1 = r * math.cos(k * 2 * math.pi / scallops), r * math.sin(k * 2 * math.pi / scallops)
        edge.append(f"A{r * 0.09:.1f},{r * 0.09:.1f} 0 0 1 {x1:.1f},{y1:.1f}")
    milled = f"M{r:.1f},0 " + " ".join(edge) + " Z"

    band, heart = r - 22, r - 38
    flowers = [
        use(
            "polla-flower",
            transform=f"translate({band * math.cos(k * math.pi / 6):.1f} "
            f"{band * math.sin(k * math.pi / 6):.1f})",
        )
        for k in range(12)
    ]
    cable = " ".join(
        f"M{(heart + 1.5) * math.cos(a):.1f},{(heart + 1.5) * math.sin(a):.1f} "
        f"L{(heart + 6.5) * math.cos(a + 0.09):.1f},{(heart + 6.5) * math.sin(a + 0.09):.1f}"
        for a in (k * 2 * math.pi / 48 for k in range(48))
    )
    return g(
        path(milled, **ink.fill(p.gold)),
        # the shade across the lower right half: the disc is struck, not flat
        path(
            f"M{r * 0.73:.1f},{-r * 0.69:.1f} A{r},{r} 0 0 1 {-r * 0.69:.1f},{r * 0.73:.1f} "
            f"A{r * 1.6:.1f},{r * 1.6:.1f} 0 0 0 {r * 0.73:.1f},{-r * 0.69:.1f} Z",
            fill=p.gold_dark,
        ),
        *bead_ring(ink, 36, r - 7.5, (2.8, 2.8), (p.gold_light, p.gold_light)),
        el("circle", r=r - 13, **ink.fill(p.red)),
        *bead_ring(ink, 12, band, (2.2, 2.2), (p.gold, p.gold), turn=0.5),
        *flowers,
        el("circle", r=heart + 8, **ink.fill(p.gold)),
        path(cable, **ink.line(p.gold_dark, ink.pen.thin * 1.1)),
        el("circle", r=heart, **ink.fill(p.green)),
        el("circle", r=heart - 4, fill="none", stroke=p.gold_light, stroke_width=ink.pen.thin),
        *hexafoil(ink, heart - 7, p.gold_light),
        *bead_ring(ink, 6, (heart - 7) * 0.62, (1.8, 1.8), (p.red, p.red), turn=0.5),
        el("circle", r=6.5, **ink.fill(p.gold, thin=True)),
        el("circle", r=3.2, **ink.fill(p.blue, thin=True)),
    )


def polla(ink: Ink) -> tuple[list[str], str]:
    """Defs and the whole emblem, centred on the coin. The wing, the leg and the coin's small
    compass flower are drawn once in the defs and placed (mirrored) from there, which keeps
    the showpiece's file small."""
    p = ink.palette
    shrink = BREAST / COIN
    coin_ink = ink.at_scale(shrink)
    defs = [
        g(*_wing(ink), id="polla-wing"),
        g(*_leg(ink), id="polla-leg"),
        g(*hexafoil(coin_ink, 7.0, p.gold_light), id="polla-flower"),
    ]
    body = "M-30,-52 C-48,-24 -46,30 -22,50 C-8,58 8,58 22,50 C46,30 48,-24 30,-52 Z"
    grown = f"translate(0 {NECK_TOP}) scale({HEAD_SCALE}) translate(0 {-NECK_TOP})"
    return defs, g(
        *_tail(ink),
        use("polla-wing", transform="scale(-1 1)"),
        use("polla-wing"),
        path(body, **ink.fill(BLACK)),
        use("polla-leg", transform="scale(-1 1)"),
        use("polla-leg"),
        *_neck(ink),
        g(*_head(ink.at_scale(HEAD_SCALE)), transform=grown),
        g(_coin(coin_ink), transform=f"scale({shrink:.4f})"),
    )
