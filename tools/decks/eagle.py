"""La Polla, the Piacentine Ace of coins: a crowned eagle displayed, bearing a great coin.

A heraldic eagle, not a farmyard bird: a small head in profile turned to its right (the
card's left) with a hooked beak and a red tongue, under a crown; the wings spread wide and
elevated, each a scalloped arm of coverts from which long primaries fan out like the fingers
of a hand, the last ones standing up beside the crown, every end cut off at a slant so the
ends step like a saw; a fanned tail of five feathers below;
feathered thighs to either side ending in gold talons that grip the coin's rim. The coin on
its breast is a broad ornate disc (studded red rim, a ring of small compass flowers, a great
six-petalled rose). Drawn in the card's frame, centred on the coin.
"""

from __future__ import annotations

import math

from .ornaments import crown
from .style import Ink
from .suits_piacentine import hexafoil
from .svg import el, g, path

# the wing's arm, shoulder to tip, as a cubic (right wing; the left is its mirror)
ARM = ((24.0, -40.0), (40.0, -76.0), (40.0, -108.0), (56.0, -134.0))
# the primaries along the arm: (where on the arm, length, direction: degrees clockwise from
# up), fanning from down and out at the shoulder to straight out, then rising: the wing is
# elevated, its last feathers standing up beside the crown (filling the paper above the head)
# and turned in enough to clear the corner numbers
PRIMARIES = (
    (0.18, 46.0, 152.0),
    (0.32, 53.0, 132.0),
    (0.46, 57.0, 112.0),
    (0.6, 56.0, 92.0),
    (0.73, 54.0, 70.0),
    (0.86, 50.0, 45.0),
    (0.97, 46.0, 22.0),
)
TAIL = ((-30, 50), (-15, 59), (0, 64), (15, 59), (30, 50))  # long, down to the banner


def _arm_point(t: float) -> tuple[float, float]:
    u = 1 - t
    x = u**3 * ARM[0][0] + 3 * u * u * t * ARM[1][0] + 3 * u * t * t * ARM[2][0] + t**3 * ARM[3][0]
    y = u**3 * ARM[0][1] + 3 * u * u * t * ARM[1][1] + 3 * u * t * t * ARM[2][1] + t**3 * ARM[3][1]
    return x, y


def _feather(length: float, width: float) -> str:
    """A long tail feather from the origin up along -y, its tip cut square and rounded."""
    w = width / 2
    return (
        f"M{-w * 0.7:.1f},0 L{-w:.1f},{-length * 0.85:.1f} "
        f"C{-w:.1f},{-length * 0.97:.1f} {-w * 0.4:.1f},{-length:.1f} 0,{-length:.1f} "
        f"C{w * 0.6:.1f},{-length:.1f} {w:.1f},{-length * 0.95:.1f} {w:.1f},{-length * 0.8:.1f} "
        f"L{w * 0.7:.1f},0 Z"
    )


def _primary(length: float, width: float) -> str:
    """A primary from the origin up along -y, straight-edged and widening a little, its end
    cut off at a slant to a sharp point on the -x side (towards the wing's tip), so the fanned
    ends step like a saw and do not round off into paddles."""
    w = width / 2
    return (
        f"M{-w * 0.6:.1f},0 L{-w:.1f},{-length * 0.8:.1f} L{-w * 0.55:.1f},{-length:.1f} "
        f"L{w:.1f},{-length * 0.8:.1f} L{w * 0.6:.1f},0 Z"
    )


def _wing(ink: Ink, side: int) -> list[str]:
    """One wing displayed: the primaries first, fanning from pointing down at the shoulder
    through pointing out to pointing up at the tip, their slanted ends stepping; then the arm
    of coverts over their roots, its upper edge scalloped."""
    p = ink.palette
    parts = []
    for k, (t, length, angle) in enumerate(PRIMARIES):
        x, y = _arm_point(t)
        where = f"translate({side * x:.1f} {y:.1f}) rotate({side * angle:.1f}) scale({side} 1)"
        crisp = {**ink.fill(p.wood_dark if k % 2 else p.ink), "stroke_linejoin": "miter"}
        parts += [
            path(_primary(length, 15.0), transform=where, **crisp),
            path(
                f"M0,-6 L0,{-length * 0.86:.1f}",
                transform=where,
                **ink.line(p.gold if k % 2 else p.wood_light, ink.pen.thin * 1.1),
            ),
        ]
    # the coverts: a band along the arm, scalloped along its top edge, three rows of scales
    arm = [_arm_point(k / 14) for k in range(15)]
    top = []
    for k, (x, y) in enumerate(arm):
        top.append((side * x, y - 9 - 2.5 * (k % 2)))
    bottom = [(side * (x + 3), y + 16 - 6 * (x - 24) / 80) for x, y in reversed(arm)]
    outline = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in [*top, *bottom]) + " Z"
    parts.append(path(outline, **ink.fill(p.wood)))
    parts.append(
        path(
            " ".join(
                f"M{side * (x - 4):.1f},{y + dy:.1f} q{side * 4},5 {side * 8},0"
                for x, y in (_arm_point(t) for t in (0.08, 0.22, 0.36, 0.5, 0.64, 0.78, 0.9))
                for dy in (-2.0, 6.0)
            ),
            **ink.line(p.wood_dark),
        )
    )
    return parts


def _head(ink: Ink) -> list[str]:
    """A short neck, the small head in profile turned to the eagle's right (the card's left),
    a hooked gold beak open on a red tongue, a fierce eye under a brow, the crown."""
    p = ink.palette
    neck = "M-15,-46 C-17,-60 -16,-72 -12,-80 C-6,-88 8,-86 11,-78 C14,-68 14,-56 16,-46 Z"
    head = "M-12,-80 C-14,-94 -4,-102 6,-100 C14,-98 16,-88 12,-80 C6,-76 -6,-76 -12,-80 Z"
    upper = "M-10,-94 C-16,-96 -23,-94 -25,-88 C-26,-85 -25,-82 -23,-80 C-23,-85 -20,-88 -10,-88 Z"
    lower = "M-10,-86 C-15,-86 -19,-84 -20,-81 C-16,-82 -13,-82 -9,-81 Z"
    return [
        path(neck, **ink.fill(p.wood_dark)),
        path(
            "M-10,-70 q3,4 6,0 M-4,-62 q3,4 6,0 M2,-72 q3,4 6,0 M6,-60 q3,4 6,0 M-8,-54 q3,4 6,0",
            **ink.line(p.wood_light),
        ),
        # the red tongue curling out of the open beak
        path(
            "M-12,-85 C-18,-85 -23,-83 -27,-78 C-22,-80 -17,-82 -12,-82 Z",
            **ink.fill(p.red, thin=True),
        ),
        path(lower, **ink.fill(p.gold, thin=True)),
        path(head, **ink.fill(p.wood_dark)),
        path(upper, **ink.fill(p.gold)),
        path("M-12,-92 C-10,-90 -10,-88 -12,-87", **ink.line(p.ink)),  # the nostril's cere
        el("circle", cx=-3, cy=-92, r=2.8, **ink.fill(p.gold_light, thin=True)),
        el("circle", cx=-3.6, cy=-92, r=1.3, fill=p.ink),
        path("M-9,-96 C-5,-98 0,-97 3,-94", **ink.line(p.ink, ink.pen.thick * 0.8)),
        g(crown(ink, 34, 24), transform="translate(2 -99)"),
    ]


def _talons(ink: Ink, side: int) -> list[str]:
    """A feathered thigh out from under the coin and a scaled gold leg whose three claws
    grip the coin's rim, a hind claw behind."""
    p = ink.palette
    x = side * 46
    thigh = (
        f"M{side * 30},10 C{side * 44},8 {side * 58},16 {side * 60},32 "
        f"C{side * 62},44 {side * 56},50 {x},52 C{side * 40},44 {side * 34},30 {side * 30},22 Z"
    )
    leg = f"M{x - 4},48 L{x + 4},48 L{x + 2},60 L{x - 2},60 Z"
    claws = " ".join(
        f"M{x},60 C{x + side * dx * 0.5:.1f},62 {x + side * dx:.1f},{64 + abs(dx) * 0.2:.1f} "
        f"{x + side * dx * 1.05:.1f},{58 - abs(dx) * 0.1:.1f}"
        for dx in (-14, -6, 4)
    )
    return [
        path(thigh, **ink.fill(p.wood_dark)),
        path(
            f"M{side * 40},22 q{side * 4},5 {side * 8},0 "
            f"M{side * 44},34 q{side * 4},5 {side * 8},0 "
            f"M{side * 36},32 q{side * 3},4 {side * 6},0",
            **ink.line(p.wood_light),
        ),
        path(leg, **ink.fill(p.gold, thin=True)),
        path(claws, **ink.line(p.ink, ink.pen.thick * 2.4)),
        path(claws, **ink.line(p.gold, ink.pen.thick * 1.2)),
    ]


def _coin(ink: Ink) -> str:
    """The great coin on the eagle's breast: studded red rim, a ring of compass flowers round
    a gold field, a great six-petalled rose, a jewel at the heart."""
    p = ink.palette
    r = 56.0
    studs = [
        el(
            "circle",
            cx=round((r - 6) * math.cos(k * math.pi / 12), 1),
            cy=round((r - 6) * math.sin(k * math.pi / 12), 1),
            r=2.3 if k % 2 else 1.7,
            **ink.fill(p.gold_light, thin=True),
        )
        for k in range(24)
    ]
    flowers = [
        g(
            *hexafoil(ink, 4.6, p.gold_light),
            transform=f"translate({(r - 17) * math.cos(k * math.pi / 6 + math.pi / 12):.1f} "
            f"{(r - 17) * math.sin(k * math.pi / 6 + math.pi / 12):.1f})",
        )
        for k in range(12)
    ]
    return g(
        el("circle", r=r, **ink.fill(p.red)),
        *studs,
        el("circle", r=r - 11, **ink.fill(p.gold)),
        el("circle", r=r - 23, **ink.fill(p.green, thin=True)),
        *flowers,
        el("circle", r=r - 25, **ink.fill(p.gold)),
        path(
            f"M{(r - 25) * 0.7:.1f},{-(r - 25) * 0.7:.1f} A{r - 25},{r - 25} 0 0 1 "
            f"{-(r - 25) * 0.7:.1f},{(r - 25) * 0.7:.1f} A{r - 29},{r - 29} 0 0 0 "
            f"{(r - 25) * 0.7:.1f},{-(r - 25) * 0.7:.1f} Z",
            fill=p.gold_dark,
        ),
        *hexafoil(ink, 24, p.gold_light),
        *hexafoil(ink, 12, p.red),
        el("circle", r=5, **ink.fill(p.blue, thin=True)),
        el("circle", r=1.8, fill=p.white),
    )


def polla(ink: Ink) -> str:
    """The whole emblem, about 210 units wide and 240 tall, centred on the coin."""
    p = ink.palette
    tail = [
        part
        for k, (angle, length) in enumerate(TAIL)
        for part in (
            path(
                _feather(length, 17),
                transform=f"translate(0 36) rotate({180 + angle})",
                **ink.fill(p.ink if k % 2 else p.wood_dark),
            ),
            path(
                f"M0,-4 L0,{-length * 0.84:.1f}",
                transform=f"translate(0 36) rotate({180 + angle})",
                **ink.line(p.wood_light if k % 2 else p.gold),
            ),
        )
    ]
    body = "M-26,-48 C-44,-24 -44,26 -20,48 C-8,56 8,56 20,48 C44,26 44,-24 26,-48 Z"
    return g(
        *tail,
        *_wing(ink, -1),
        *_wing(ink, 1),
        path(body, **ink.fill(p.wood_dark)),
        *_talons(ink, -1),
        *_talons(ink, 1),
        *_head(ink),
        _coin(ink),
    )
