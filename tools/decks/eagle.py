"""La Polla, the Piacentine Ace of coins: a crowned eagle displayed, bearing a great coin.

The eagle spreads its wings across the card, head turned to its right under a crown, its
tail fanned below and its talons gripping the coin's rim; the coin on its breast is a broad
ornate disc (studded red rim, a ring of small compass flowers, a great six-petalled rose).
Drawn in the card's frame, centred on the origin.
"""

from __future__ import annotations

import math

from .ornaments import crown
from .style import Ink
from .suits_piacentine import hexafoil
from .svg import el, g, path

TAIL = ((-34, 46), (-17, 52), (0, 56), (17, 52), (34, 46))
# the wing's arm, shoulder to wrist, as a cubic (right wing; the left is its mirror)
ARM = ((22.0, -38.0), (52.0, -52.0), (58.0, -90.0), (50.0, -122.0))


def _arm_point(t: float) -> tuple[float, float]:
    u = 1 - t
    x = u**3 * ARM[0][0] + 3 * u * u * t * ARM[1][0] + 3 * u * t * t * ARM[2][0] + t**3 * ARM[3][0]
    y = u**3 * ARM[0][1] + 3 * u * u * t * ARM[1][1] + 3 * u * t * t * ARM[2][1] + t**3 * ARM[3][1]
    return x, y


def _feather(length: float, width: float) -> str:
    """A long feather from the origin up along -y, rounded at its tip."""
    w = width / 2
    return (
        f"M0,0 C{w * 1.3:.1f},{-length * 0.25:.1f} {w:.1f},{-length * 0.85:.1f} 0,{-length:.1f} "
        f"C{-w:.1f},{-length * 0.85:.1f} {-w * 1.3:.1f},{-length * 0.25:.1f} 0,0 Z"
    )


def _wing(ink: Ink, side: int) -> list[str]:
    """One wing raised: the arm climbs from the shoulder to the wrist, long dark feathers hang
    from it, turning from downwards at the shoulder to outwards and up at the tip, with a
    row of lighter coverts over their roots."""
    p = ink.palette
    parts = []
    for count, reach, colour, width, turn in (
        (9, (34.0, 30.0), p.wood_dark, 15.0, 0.0),
        (7, (20.0, 10.0), p.wood, 14.0, 12.0),
    ):
        for k in range(count):
            t = 0.12 + 0.88 * k / (count - 1)
            x, y = _arm_point(t)
            angle = 158 - 104 * t + turn
            length = reach[0] + reach[1] * t
            where = f"translate({side * x:.1f} {y:.1f}) rotate({side * angle:.1f})"
            parts += [
                path(_feather(length, width), transform=where, **ink.fill(colour)),
                path(
                    f"M0,-4 L0,{-length * 0.8:.1f}",
                    transform=where,
                    **ink.line(p.gold_light if colour == p.wood_dark else p.wood_dark),
                ),
            ]
    arm = [_arm_point(k / 12) for k in range(13)]
    upper = " L".join(f"{side * (x - 7):.1f},{y - 3:.1f}" for x, y in arm)
    lower = " L".join(f"{side * (x + 7):.1f},{y + 6:.1f}" for x, y in reversed(arm))
    parts.append(path(f"M{upper} L{lower} Z", **ink.fill(p.wood)))
    parts.append(
        path(
            " ".join(
                f"M{side * (x + dx - 3):.1f},{y - 2:.1f} q{side * 3},4 {side * 6},0"
                for x, y in (_arm_point(t) for t in (0.1, 0.25, 0.4, 0.55, 0.7, 0.85))
                for dx in (-3, 4)
            ),
            **ink.line(p.wood_dark),
        )
    )
    return parts


def _head(ink: Ink) -> list[str]:
    """Neck, the head turned to the eagle's right (the card's left), hooked beak, red tongue."""
    p = ink.palette
    neck = "M-16,-40 C-20,-62 -22,-80 -12,-92 C-2,-100 12,-96 14,-84 C16,-70 14,-56 16,-40 Z"
    head = "M-12,-92 C-10,-108 10,-110 14,-96 C16,-88 10,-82 2,-82 C-6,-82 -12,-86 -12,-92 Z"
    beak = "M-10,-98 C-22,-100 -32,-94 -32,-86 C-28,-90 -22,-91 -18,-88 L-10,-88 Z"
    return [
        path(neck, **ink.fill(p.wood_dark)),
        path(
            "M-12,-74 q4,4 8,0 M-8,-64 q4,4 8,0 M-2,-54 q4,4 8,0 M4,-76 q4,4 8,0",
            **ink.line(p.gold_light),
        ),
        path(
            "M-20,-88 C-26,-84 -30,-80 -36,-80 C-28,-78 -22,-82 -18,-86 Z",
            **ink.fill(p.red, thin=True),
        ),
        path(beak, **ink.fill(p.gold)),
        path(head, **ink.fill(p.wood_dark)),
        el("circle", cx=-3, cy=-96, r=3.2, **ink.fill(p.gold_light, thin=True)),
        el("circle", cx=-3.6, cy=-96, r=1.4, fill=p.ink),
        path("M-8,-101 C-4,-104 2,-103 5,-100", **ink.line(p.ink, ink.pen.thick * 0.8)),
        g(crown(ink, 26, 18), transform="translate(2 -106)"),
    ]


def _talons(ink: Ink, side: int) -> list[str]:
    """A feathered thigh and a gold foot whose three claws grip the coin's rim."""
    p = ink.palette
    x = side * 40
    thigh = f"M{x - 12},24 C{x - 14},44 {x - 6},56 {x},58 C{x + 8},56 {x + 14},44 {x + 12},24 Z"
    claws = " ".join(
        f"M{x},{56} C{x + dx * 0.6:.1f},{62} {x + dx:.1f},{66} {x + dx * 1.2:.1f},{60}"
        for dx in (-12, 0, 12)
    )
    return [
        path(thigh, **ink.fill(p.wood_dark)),
        path(f"M{x - 6},34 q3,4 6,0 M{x},44 q3,4 6,0", **ink.line(p.gold_light)),
        path(claws, **ink.line(p.gold, ink.pen.thick * 2.2)),
        path(claws, **ink.line(p.ink, ink.pen.thin)),
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
    """The whole emblem, about 200 units wide and 250 tall, centred on the coin."""
    p = ink.palette
    tail = [
        part
        for angle, length in TAIL
        for part in (
            path(
                _feather(length, 16),
                transform=f"translate(0 40) rotate({180 + angle})",
                **ink.fill(p.wood_dark if angle % 34 else p.wood),
            ),
            path(
                f"M0,-4 L0,{-length * 0.8:.1f}",
                transform=f"translate(0 40) rotate({180 + angle})",
                **ink.line(p.gold_light),
            ),
        )
    ]
    body = "M-30,-46 C-48,-20 -48,30 -22,52 C-10,60 10,60 22,52 C48,30 48,-20 30,-46 Z"
    return g(
        *tail,
        *_wing(ink, -1),
        *_wing(ink, 1),
        path(body, **ink.fill(p.wood_dark)),
        *_head(ink),
        *_talons(ink, -1),
        *_talons(ink, 1),
        _coin(ink),
    )
