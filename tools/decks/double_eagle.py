"""The Neapolitan Ace of coins: the crowned two-headed eagle of the Spanish crown, the great
coin on its breast.

The pack's characteristic card, drawn in its own hand and held apart from the Piacentine
Polla (eagle.py) at a glance: two heads turned away from each other on necks that part in a
V, each crowned, the arched imperial crown standing over both between them; the wings
displayed and inverted, each rising from the shoulder to a high wrist under a head and
falling from there in two tiers of long round-ended feathers that splay down the side of the
coin (the Polla's wings stand up in a V, their saw-cut tips beside its one head); black
plumage with a cool blue sheen down every feather (the Polla's is picked out in gold); gold
beaks on red tongues, black thighs in feathered breeches, gold feet with red claws, a tail
fanned beneath. The coin is the pack's great medallion, as large as the breast can carry, so
the card still reads at a glance as the grand coin. Drawn centred on the coin, about 208
units wide and 356 tall.
"""

from __future__ import annotations

import itertools
import math

from .napoli_pips import bezier_at
from .ornaments import crown
from .regalia import grand_crown
from .shapes import Point, along, limb, smooth_outline
from .style import Ink
from .svg import el, g, path, use

BLACK = "#241f24"  # the plumage, a cool black against the Polla's warm one
SOOT = "#423f4c"  # every other feather a shade lighter, so the rows read
SHEEN = "#7d869e"  # the blue-grey lustre down each feather's middle

# the right wing's arm, its leading edge from the shoulder up and out to the wrist (the
# left wing is its mirror), as a cubic
ARM = ((20.0, -52.0), (32.0, -98.0), (54.0, -124.0), (76.0, -118.0))
# the long feathers hanging from the arm: (where on the arm, length, direction in degrees
# clockwise from up), from the inner ones tucked behind the coin out to the wrist, where
# they fall down the card's side, splayed as far out as the frame allows
FEATHERS = (
    (0.16, 56.0, 214.0),
    (0.3, 72.0, 205.0),
    (0.44, 88.0, 197.0),
    (0.57, 104.0, 190.0),
    (0.7, 120.0, 184.0),
    (0.82, 134.0, 179.0),
    (0.92, 146.0, 175.0),
    (1.0, 140.0, 171.0),
)
PLUME_WIDTH = 20.0
# the tier of shorter feathers lying over the long ones' roots, so the wing reads in rows
MIDDLE_TIER = tuple((t, 0.42 * length, angle) for t, length, angle in FEATHERS)
# each tier with its feathers' width and how far below the arm their roots lie
WING_TIERS = ((FEATHERS, PLUME_WIDTH, 0.0), (MIDDLE_TIER, PLUME_WIDTH * 1.1, 22.0))
# the tail fanned below the coin: (direction off straight down, length)
TAIL_ROOT = (0.0, 40.0)
TAIL = tuple((a, 116.0 - abs(a) * 0.6) for a in (-36.0, -18.0, 0.0, 18.0, 36.0))


def _plume(length: float, width: float) -> str:
    """A long feather from the origin up along -y: narrow at its root, full along its length
    and rounded off to a soft point, as the Neapolitan hand draws a feather."""
    w, tip = width / 2, -length
    return (
        f"M{-w * 0.55:.1f},0 C{-w:.1f},{tip * 0.3:.1f} {-w:.1f},{tip * 0.72:.1f} "
        f"{-w * 0.72:.1f},{tip * 0.9:.1f} Q0,{tip * 1.06:.1f} {w * 0.72:.1f},{tip * 0.9:.1f} "
        f"C{w:.1f},{tip * 0.72:.1f} {w:.1f},{tip * 0.3:.1f} {w * 0.55:.1f},0 Z"
    )


def _feather(ink: Ink, where: str, length: float, width: float, dark: bool) -> list[str]:
    """One black feather with its blue-grey sheen down the middle."""
    return [
        path(_plume(length, width), transform=where, **ink.fill(BLACK if dark else SOOT)),
        path(
            f"M0,{-length * 0.12:.1f} L0,{-length * 0.86:.1f}",
            transform=where,
            **ink.line(SHEEN, ink.pen.thick * 0.6),
        ),
    ]


def _arm_point(t: float) -> Point:
    return bezier_at(ARM, t)[0]


def _wing(ink: Ink) -> list[str]:
    """The right wing (mirror it for the left): the hanging feathers from the wrist inwards,
    each inner one laid over the next, then the coverts over their roots, the arm's edge
    picked out in gold."""
    p = ink.palette
    parts = []
    for row, (tier, width, drop) in enumerate(WING_TIERS):
        for k in reversed(range(len(tier))):
            t, length, angle = tier[k]
            x, y = _arm_point(t)
            where = f"translate({x:.1f} {y + drop:.1f}) rotate({angle:.1f})"
            parts += _feather(ink, where, length, width, (k + row) % 2 == 0)
    # the coverts: a band under the arm, its lower edge scalloped over the feathers' roots
    top = [_arm_point(k / 10) for k in range(11)]
    low = [(x + 2.0, y + 30.0 - 10.0 * k / 10) for k, (x, y) in enumerate(top)]
    d = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in top)
    for k in range(10, 0, -1):
        (x0, y0), (x1, y1) = low[k], low[k - 1]
        d += f" L{x0:.1f},{y0:.1f} Q{(x0 + x1) / 2:.1f},{(y0 + y1) / 2 + 9:.1f} {x1:.1f},{y1:.1f}"
    parts.append(path(d + " Z", **ink.fill(BLACK)))
    scallops = " ".join(  # a row of lesser coverts inside the band
        f"M{x0:.1f},{y0 - 11:.1f} "
        f"Q{(x0 + x1) / 2:.1f},{(y0 + y1) / 2 - 3:.1f} {x1:.1f},{y1 - 11:.1f}"
        for (x0, y0), (x1, y1) in itertools.pairwise(reversed(low))
    )
    parts.append(path(scallops, **ink.line(SHEEN, ink.pen.thin * 1.3)))
    inner = [(x, y + 3.5) for x, y in top]
    parts.append(
        path(
            "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in inner),
            **ink.line(p.gold, ink.pen.thick * 0.9),
        )
    )
    return parts


HEAD, HEAD_SCALE = (45.0, -138.0), 1.15  # where each head sits, drawn a little large
# the arched imperial crown over both heads: its band's foot between them, and its size
CROWN_AT, CROWN_SCALE = -150.0, 0.66
NAPE = (250.0, 232.0, 214.0)  # the crest's feathers, clockwise from up, swept back and down


def _neck_and_head(ink: Ink) -> list[str]:
    """The right neck and head (mirror them for the left): the neck curving up and out from
    the shoulder, the head in profile looking away from its twin, a hooked gold beak open on
    a curling red tongue, a gold eye under a frowning brow, a small crown."""
    p = ink.palette
    neck = limb(
        [(8.0, -56.0), (20.0, -100.0), (HEAD[0] - 6, HEAD[1] + 6)], [32.0, 21.0, 20.0], BLACK, ink
    )
    head = smooth_outline([(-16, 2), (-8, -12), (8, -14), (16, -2), (10, 10), (-6, 14)])
    upper = "M12,-8 C22,-10 32,-6 36,2 C38,7 37,12 33,16 C33,10 30,6 26,5 C21,4 16,4 12,5 Z"
    lower = "M12,7 C18,7 23,9 27,12 C22,14 17,15 12,14 Z"
    tongue = (
        "M14,6 C24,5 31,8 36,15 C39,19 43,21 47,19 L45,24 L50,26 "
        "C44,28 38,23 34,18 C29,12 22,10 14,10 Z"
    )
    ruff = " ".join(
        f"M{x - 4:.1f},{y:.1f} q4,5 8,0" for x, y in ((10, -66), (18, -72), (16, -86), (26, -104))
    )
    scaled = ink.at_scale(HEAD_SCALE)
    crest = [  # the pointed feathers bristling back from the nape, towards the other head
        part
        for k, angle in enumerate(NAPE)
        for part in _feather(
            scaled, f"translate(-12 {-5 + 4 * k}) rotate({angle})", 20.0, 9.0, k % 2 == 0
        )
    ]
    return [
        neck,
        path(ruff, **ink.line(SHEEN, ink.pen.thin * 1.2)),
        g(
            *crest,
            path(tongue, **scaled.fill(p.red, thin=True)),
            path(lower, **scaled.fill(p.gold, thin=True)),
            path(head, **scaled.fill(BLACK)),
            path(upper, **scaled.fill(p.gold)),
            el("circle", cx=4, cy=-3, r=4.2, **scaled.fill(p.gold_light, thin=True)),
            el("circle", cx=5, cy=-3, r=2.1, fill=p.ink),
            path("M-4,-5 C1,-9 7,-10 14,-7", **scaled.line(p.gold, scaled.pen.thick)),
            g(crown(scaled, 22, 14), transform="translate(0 -13) rotate(8)"),
            transform=f"translate({HEAD[0]} {HEAD[1]}) scale({HEAD_SCALE})",
        ),
    ]


def _toe(ink: Ink, foot: Point, angle: float, length: float) -> list[str]:
    """A gold toe off the foot, its red claw hooked on round."""
    p = ink.palette
    a = math.radians(angle)
    tip = (foot[0] + length * math.sin(a), foot[1] - length * math.cos(a))
    toe = f"M{foot[0]:.1f},{foot[1]:.1f} L{tip[0]:.1f},{tip[1]:.1f}"
    claw = "M-3,0 C-3,-6 -1,-11 5,-13 C2,-9 3,-5 3,0 Z"
    return [
        path(toe, **ink.line(p.ink, 8.4)),
        path(toe, **ink.line(p.gold, 5.2)),
        path(
            claw,
            transform=f"translate({tip[0]:.1f} {tip[1]:.1f}) rotate({angle + 40:.1f})",
            **ink.fill(p.red, thin=True),
        ),
    ]


HIP, KNEE, FOOT = (36.0, 44.0), (60.0, 84.0), (70.0, 106.0)
BREECHES = ((-8.0, 196.0), (8.0, 160.0), (0.0, 178.0))  # (off the knee, direction) of each point


def _leg(ink: Ink) -> list[str]:
    """The right leg (mirror it for the left): a black thigh out from under the coin, its
    feathered breeches hanging in points over the knee, a gold shank, three toes forward and
    one behind."""
    p = ink.palette
    thigh = limb([HIP, KNEE], [34.0, 22.0], BLACK, ink)
    tufts = " ".join(
        f"M{x - 6:.1f},{y:.1f} q6,7 12,0" for x, y in (along(HIP, KNEE, t) for t in (0.25, 0.5))
    )
    breeches = [
        part
        for k, (across, angle) in enumerate(BREECHES)
        for part in _feather(
            ink,
            f"translate({KNEE[0] + across:.1f} {KNEE[1] - 10:.1f}) rotate({angle})",
            24.0,
            12.0,
            k % 2 == 1,
        )
    ]
    return [
        *_toe(ink, FOOT, 250.0, 12.0),
        limb([KNEE, FOOT], [12.0, 10.0], p.gold, ink),
        thigh,
        path(tufts, **ink.line(SHEEN, ink.pen.thin * 1.2)),
        *breeches,
        *(part for angle in (110.0, 145.0, 180.0) for part in _toe(ink, FOOT, angle, 16.0)),
        el("circle", cx=FOOT[0], cy=FOOT[1], r=4.5, **ink.fill(p.gold, thin=True)),
    ]


def _tail(ink: Ink) -> list[str]:
    """The tail fanned down below the coin, between the legs, so the eagle stands the
    card's full height."""
    parts = []
    for k, (angle, length) in enumerate(TAIL):
        where = f"translate({TAIL_ROOT[0]} {TAIL_ROOT[1]}) rotate({180 + angle})"
        parts += _feather(ink, where, length, 24.0, k % 2 == 0)
    return parts


def double_eagle(ink: Ink, coin: str) -> tuple[list[str], str]:
    """Defs and the whole emblem centred on ``coin`` (drawn on the eagle's breast, already
    at its size). The wing, the neck and head, and the leg are drawn once in the defs and
    mirrored from there, so the two halves match and the file stays small."""
    defs = [
        g(*_wing(ink), id="aquila-wing"),
        g(*_neck_and_head(ink), id="aquila-head"),
        g(*_leg(ink), id="aquila-leg"),
    ]
    body = "M-34,-60 C-58,-30 -56,36 -26,58 C-10,66 10,66 26,58 C56,36 58,-30 34,-60 Z"
    halves = ("scale(-1 1)", None)
    return defs, g(
        *_tail(ink),
        *(use("aquila-wing", transform=m) for m in halves),
        path(body, **ink.fill(BLACK)),
        *(use("aquila-leg", transform=m) for m in halves),
        *(use("aquila-head", transform=m) for m in halves),
        g(
            grand_crown(ink.at_scale(CROWN_SCALE)),
            transform=f"translate(0 {CROWN_AT}) scale({CROWN_SCALE})",
        ),
        coin,
    )
