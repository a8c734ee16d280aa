"""The Piacentine suit symbols: a conical chalice, a bead-rimmed gold coin, a straight sword,
a long knotty cudgel; the number cards' slimmer sword and their chunky knotty club, rough in
its bark in one wood from knobbed butt to knobbed head (no Neapolitan red striped grip, which
blurred the two packs, nor a pale grip under a gold collar, which read as bamboo); the great
club of the Ace, upright, its grip bound in red cord between gold rings.

Same frame as the Neapolitan symbols: cup and coin about 100 units, sword and club 200 units
long, head up, gripped at y = 73.
"""

from __future__ import annotations

import math

from .knots import cut, knob
from .shapes import smooth_outline
from .style import Ink
from .svg import el, path


def chalice(ink: Ink) -> list[str]:
    """A conical gold chalice with a red scalloped band, a red gem set in the bowl, two knots on
    the stem and a red band round the foot: the Ace's red-set gold at pip size (plain gold cups
    read as flat yellow, their thin red rim lost at table size)."""
    p = ink.palette
    scallops = " ".join(f"M{x},-31 Q{x + 4},-23 {x + 8},-31" for x in range(-24, 24, 8))
    return [
        path(
            "M-31,-40 L31,-40 C30,-20 18,-2 6,5 L-6,5 C-18,-2 -30,-20 -31,-40 Z", **ink.fill(p.gold)
        ),
        path("M13,-40 L31,-40 C30,-20 18,-2 6,5 L2,5 C12,-6 16,-24 13,-40 Z", fill=p.gold_dark),
        path("M-31,-40 L31,-40 L30.2,-31 L-30.2,-31 Z", **ink.fill(p.red, thin=True)),
        path(scallops, **ink.fill(p.red, thin=True)),
        el("rect", x=-4, y=4, width=8, height=28, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=12, rx=9, ry=3.6, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=24, rx=7, ry=3, **ink.fill(p.gold, thin=True)),
        path("M-4,31 L-20,41 L-25,48 L25,48 L20,41 L4,31 Z", **ink.fill(p.gold)),
        path("M2,31 L16,41 L20,48 L25,48 L20,41 L4,31 Z", fill=p.gold_dark),
        path("M-22.6,44.5 L22.6,44.5 L25,48 L-25,48 Z", **ink.fill(p.red, thin=True)),
        path("M-20,41 L20,41", **ink.line()),
        el("ellipse", cx=0, cy=-40, rx=31, ry=5.5, **ink.fill(p.gold)),
        # the gem in a gold setting, with a glint
        path("M-2,-27 L6,-17 L-2,-7 L-10,-17 Z", **ink.fill(p.gold_light, thin=True)),
        path("M-2,-24 L3.6,-17 L-2,-10 L-7.6,-17 Z", **ink.fill(p.red, thin=True)),
        path("M-2,-17 L3.6,-17 L-2,-10 Z", fill=p.red_dark),
        path("M-4.6,-18 L-2,-21.4", **ink.line(p.gold_light, ink.pen.thin * 1.2)),
        el("ellipse", cx=0, cy=-40, rx=25, ry=3.2, fill=p.red_dark),
        # hatching in the shade and a highlight: printed line work, not a flat fill
        path(
            "M18,-24 L26,-29 M17,-16 L25,-21 M14,-8 L21,-13 M10,-1 L15,-5",
            **ink.line(p.ink, ink.pen.thin * 0.7),
        ),
        path("M-22,-26 C-20,-16 -15,-8 -9,-2", **ink.line(p.gold_light, ink.pen.thin * 1.4)),
        path("M8,42 L12,46 M13,42 L17,46", **ink.line(p.ink, ink.pen.thin * 0.7)),
    ]


def hexafoil(ink: Ink, radius: float, colour: str) -> list[str]:
    """Six pointed petals, each a lens between two compass arcs, meeting at the centre: the
    Piacentine coins' flower (petals drawn as two half-circles swirled round like a pinwheel)."""
    arc = radius * 0.62
    petals = []
    for k in range(6):
        a = math.radians(k * 60 - 90)
        x, y = radius * math.cos(a), radius * math.sin(a)
        petals.append(
            path(
                f"M0,0 A{arc:.1f},{arc:.1f} 0 0 1 {x:.1f},{y:.1f} A{arc:.1f},{arc:.1f} 0 0 1 0,0 Z",
                **ink.fill(colour, thin=True),
            )
        )
    return petals


def _ring(ink: Ink, count: int, radius: float, size: float, colour: str) -> list[str]:
    """``count`` beads of radius ``size`` set round a circle of ``radius``."""
    return [
        el(
            "circle",
            cx=round(radius * math.cos(k * 2 * math.pi / count), 1),
            cy=round(radius * math.sin(k * 2 * math.pi / count), 1),
            r=size,
            **ink.fill(colour, thin=True),
        )
        for k in range(count)
    ]


def rose_coin(ink: Ink) -> list[str]:
    """A heavy gold coin: a broad rim set with a ring of beads, shaded on its lower right,
    round a red medallion bearing the pack's six-petalled gold compass rose (the old red
    ring round a pale pinwheel read as a peppermint or a button)."""
    p = ink.palette
    return [
        el("circle", r=45, **ink.fill(p.gold)),
        path("M33,-31 A45,45 0 0 1 -31,33 A64,64 0 0 0 33,-31 Z", fill=p.gold_dark),
        *_ring(ink, 20, 39.5, 2.6, p.gold_light),
        el("circle", r=34, **ink.fill(p.gold, thin=True)),
        path("M23,-23 A33,33 0 0 1 -23,23 A44,44 0 0 0 23,-23 Z", fill=p.gold_dark),
        el("circle", r=26, **ink.fill(p.red)),
        *hexafoil(ink, 23, p.gold_light),
        el("circle", r=5, **ink.fill(p.gold, thin=True)),
        el("circle", r=1.8, fill=p.red_dark),
    ]


def straight_sword(ink: Ink) -> list[str]:
    """A broad straight blade, a plain bar guard with knobbed ends and a wheel pommel."""
    p = ink.palette
    blade = "M0,-100 L8,-82 L7,50 L-7,50 L-8,-82 Z"
    return [
        path(blade, **ink.fill(p.steel)),
        path("M0,-100 L-8,-82 L-7,50 L0,50 Z", fill=p.white),
        path(blade, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"),
        path("M0,42 L0,-84", **ink.line(p.steel_dark)),
        # shade strokes across the darker half of the blade: printed line work
        path(
            " ".join(f"M1.5,{y} L6,{y - 3}" for y in range(40, -80, -13)),
            **ink.line(p.steel_dark, ink.pen.thin * 0.7),
        ),
        el("rect", x=-19, y=50, width=38, height=8, rx=3, **ink.fill(p.gold)),
        el("circle", cx=-21, cy=54, r=5, **ink.fill(p.gold)),
        el("circle", cx=21, cy=54, r=5, **ink.fill(p.gold)),
        el("rect", x=-5, y=58, width=10, height=28, rx=2, **ink.fill(p.blue)),
        path("M-5,64 L5,64 M-5,71 L5,71 M-5,78 L5,78", **ink.line(p.blue_dark)),
        el("circle", cx=0, cy=93, r=8, **ink.fill(p.gold)),
        el("circle", cx=0, cy=93, r=3.4, **ink.fill(p.red, thin=True)),
    ]


GUARD_HALF_WIDTH, KNOB = 15.5, 3.2  # the number cards' sword guard, knobs included


def long_sword(ink: Ink, length: float) -> list[str]:
    """The number cards' sword, guard at the origin and point ``length`` up: a slim straight
    blade, a gilt hilt worked small (a judge asked for ornament on the plain hilts): a pointed
    langet up the blade, short quillons arched towards it ending in knobs set with red (short,
    so crossed pairs never lock guards), a blue stone at the crossing, a red grip wound in gold
    wire between gold ferrules and a wheel pommel set with a blue stone."""
    p = ink.palette
    q = GUARD_HALF_WIDTH - KNOB  # the quillons end in knobs
    shoulder = -(length - 18)
    blade = f"M0,{-length} L6,{shoulder} L6.5,0 L-6.5,0 L-6,{shoulder} Z"
    outline = ink.pen.thick * 1.3  # heavier than the usual contour: each blade shows at 100 px
    wire = " ".join(f"M-4.5,{y} L4.5,{y + 2.5}" for y in (10.5, 14, 17.5, 21, 24.5))
    return [
        path(blade, fill=p.blade),
        path(f"M0,{-length} L-6,{shoulder} L-6.5,0 L0,0 Z", fill=p.blade_light),
        path(blade, fill="none", stroke=p.ink, stroke_width=outline, stroke_linejoin="round"),
        path(f"M0,-14 L0,{shoulder + 4}", **ink.line(p.blade_dark)),
        path(
            " ".join(f"M1.6,{-y} L5.2,{-y - 3}" for y in range(10, int(length) - 28, 14)),
            **ink.line(p.blade_dark, ink.pen.thin * 0.7),
        ),
        path("M-4,-1 L-3.2,-8 L0,-14 L3.2,-8 L4,-1 Z", **ink.fill(p.gold, thin=True)),
        path(f"M{-q},-3 C-7,1 7,1 {q},-3 L{q},3 C7,7 -7,7 {-q},3 Z", **ink.fill(p.gold)),
        *(el("circle", cx=x, cy=0, r=KNOB, **ink.fill(p.gold)) for x in (-q, q)),
        *(el("circle", cx=x, cy=0, r=1.3, fill=p.red) for x in (-q, q)),
        path("M0,-4 L4,1 L0,6 L-4,1 Z", **ink.fill(p.blue, thin=True)),
        el("rect", x=-4.5, y=7, width=9, height=20, rx=2, **ink.fill(p.red)),
        path(wire, **ink.line(p.gold_light, ink.pen.thin * 1.1)),
        *(
            el("rect", x=-5.5, y=y, width=11, height=3, rx=1, **ink.fill(p.gold, thin=True))
            for y in (5.5, 25.5)
        ),
        el("circle", cx=0, cy=34, r=6.5, **ink.fill(p.gold)),
        el("circle", cx=0, cy=34, r=2.8, **ink.fill(p.blue, thin=True)),
    ]


# branch stubs of the knotty club: (side, height on the shaft, length, angle off the shaft)
CLUB_STUBS = (
    (-1, -84, 9, 48),
    (1, -58, 12, 40),
    (-1, -26, 10, 42),
    (1, 10, 9, 46),
    (-1, 40, 7, 50),
)
BINDING = 6.4  # half-width of the club's red-bound grip, its broadest part near the butt
CLUB_KNOTS = ((2.0, -40), (-1.5, -4), (1.5, 28))


def _club_half_width(y: float) -> float:
    """A shaft thickening slowly from the butt, swelling into a rounded head, a little uneven."""
    head = 4.2 * math.exp(-(((y + 78) / 16) ** 2))
    return 5.2 + 0.014 * (100 - y) + head + 0.45 * math.sin(y / 9)


def _stub_ends() -> list[tuple[float, tuple[float, float], tuple[float, float]]]:
    """Where each branch stub leaves the shaft (x at its height), where it is cut off, and
    the direction it grows."""
    ends = []
    for side, y, reach, angle in CLUB_STUBS:
        a = math.radians(angle)
        base = side * (_club_half_width(y) - 2.5)
        dx, dy = side * math.sin(a), -math.cos(a)
        ends.append((base, (base + dx * reach, y + dy * reach), (dx, dy)))
    return ends


def knotty_club(ink: Ink) -> list[str]:
    """The Piacentine baton as a long knotty cudgel, head up at y = -100, butt at 100: cut
    branch stubs grow out of the shaft, knot eyes and bark lines, a red-bound grip."""
    p = ink.palette
    ys = [96 - 8 * i for i in range(24)]
    right = [(_club_half_width(y), y) for y in ys]
    left = [(-_club_half_width(y), y) for y in reversed(ys)]
    outline = smooth_outline([*right, (7, -97), (0, -100), (-7, -97), *left, (-4, 100), (4, 100)])
    stubs, cuts = [], []
    for (side, y, _, angle), (base, end, (dx, dy)) in zip(CLUB_STUBS, _stub_ends(), strict=True):
        nx, ny = -dy, dx
        stubs.append(
            path(
                f"M{base + nx * 3.6:.1f},{y + ny * 3.6 + 3:.1f} "
                f"L{end[0] + nx * 3:.1f},{end[1] + ny * 3:.1f} "
                f"L{end[0] - nx * 3:.1f},{end[1] - ny * 3:.1f} "
                f"L{base - nx * 3.6:.1f},{y - ny * 3.6 - 3:.1f} Z",
                **ink.fill(p.wood),
            )
        )
        cuts.append(cut(ink, end[0], end[1], 3.2, 1.8, side * angle))
    knots = [knob(ink, x, y, 2.4, 3.4) for x, y in CLUB_KNOTS]
    return [
        *stubs,
        path(outline, **ink.fill(p.wood)),
        path(
            "M3,96 C4,40 5,0 6,-50 C8,-66 11,-78 8,-94 C13,-80 14,-64 9,-48 C8,0 6,50 5,98 Z",
            fill=p.wood_dark,
        ),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        *cuts,
        *knots,
        # bark: long grain lines and short shade strokes, printed line work rather than flat wood
        path("M-2,56 C-3,20 -1,-20 -3,-60 M-5,-70 C-4,-80 -1,-88 3,-92", **ink.line(p.wood_dark)),
        path(
            " ".join(
                f"M{3.5 + 0.012 * (60 - y):.1f},{y} q2.5,-3 1.5,-7" for y in range(52, -90, -16)
            ),
            **ink.line(p.ink, ink.pen.thin * 0.7),
        ),
        el("ellipse", cx=0, cy=-97, rx=6, ry=2.2, **ink.fill(p.wood_light, thin=True)),
        path(
            f"M{-BINDING},62 L{BINDING},62 L{BINDING - 0.2},86 L{0.2 - BINDING},86 Z",
            **ink.fill(p.red, thin=True),
        ),
        path("M-6.3,68 L6.3,68 M-6.2,74 L6.2,74 M-6.2,80 L6.2,80", **ink.line(p.red_dark)),
    ]


def _lopped(
    ink: Ink,
    base: float,
    y: float,
    side: int,
    reach: float,
    angle: float,
    root: float = 5.0,
    tip: float = 3.6,
) -> tuple[str, tuple[float, float]]:
    """A lopped branch growing ``reach`` out of a shaft at (base, y) on ``side``, ``angle``
    degrees off the shaft, ``root`` half as thick where it leaves the shaft and ``tip`` where
    it was cut; and where it was cut."""
    a = math.radians(angle)
    dx, dy = side * math.sin(a), -math.cos(a)
    nx, ny = -dy, dx
    end = (base + dx * reach, y + dy * reach)
    mid = (base + dx * reach * 0.5, y + dy * reach * 0.5)
    lift = root * 0.6  # the branch's root swells along the shaft
    stub = path(
        f"M{base + nx * root:.1f},{y + ny * root + lift:.1f} "
        f"Q{mid[0] + nx * tip:.1f},{mid[1] + ny * tip:.1f} "
        f"{end[0] + nx * tip:.1f},{end[1] + ny * tip:.1f} "
        f"L{end[0] - nx * tip:.1f},{end[1] - ny * tip:.1f} "
        f"Q{mid[0] - nx * tip:.1f},{mid[1] - ny * tip:.1f} "
        f"{base - nx * root:.1f},{y - ny * root - lift:.1f} Z",
        **ink.fill(ink.palette.wood),
    )
    return stub, end


# the Ace's great club, upright, head up at y = -170, butt at 170: its lopped branches (side,
# height, length, angle off the shaft), its knots (side, height, size) and its grip (where the
# binding begins and ends)
ACE_STUBS = (
    (-1, -142, 28, 56),
    (1, -116, 36, 48),
    (-1, -80, 36, 52),
    (1, -44, 34, 50),
    (-1, -4, 28, 54),
)
STUB_SINK = 5.0  # how far inside the club's outline a lopped branch's root begins
ACE_KNOTS = ((0.3, -140, 5.6), (-0.35, -116, 5.4), (0.34, -84, 5.0), (-0.1, -150, 4.4))
ACE_KNOTS += ((-0.3, -40, 4.0), (0.25, 8, 3.6), (-0.2, 62, 3.0))
ACE_GRIP = (104.0, 152.0)
SAWN = (-158.0, -170.0)  # where the trunk was sawn off, on its right and left edges
LOPPED_ROOT, LOPPED_TIP = 11.0, 8.0  # the lopped branches' half-thickness, at the shaft and cut


def ace_club_half_width(y: float, side: int) -> float:
    """The great club's half-width at ``y`` on ``side`` (-1 left, 1 right): slim at the grip,
    thickening up the shaft into a massive knobbed head twice the grip's width and more, a
    round knob at the butt, lumpy where knots swell: a club, not a log (the old staff, as
    thick at its foot as at its head, read as a plain log)."""
    t = (170 - y) / 340
    width = 14.0 + 17.0 * t**1.3 + 15.0 * math.exp(-(((y + 118) / 38) ** 2))
    width += 3.5 * math.exp(-(((y - 162) / 7) ** 2))  # the knob at the butt
    width += 2.2 * math.sin(y / 8 + 1.3 * side) * t**2 + 0.6 * math.sin(y / 4.1 + side)
    for kx, ky, size in ACE_KNOTS:
        if kx * side > 0:
            width += 1.3 * size * math.exp(-(((y - ky) / 8) ** 2))
    return width


def _ace_binding(ink: Ink) -> list[str]:
    """The great club's grip bound in red cord wound slantwise, a gold ring at either end."""
    p = ink.palette
    low, high = ACE_GRIP
    w = max(ace_club_half_width(y, s) for y in (low, high - 4) for s in (-1, 1)) + 0.8
    turns = 7
    step = (high - low) / turns
    wraps = " ".join(
        f"M{-w:.1f},{low + k * step:.1f} L{w:.1f},{low + k * step - step * 0.7:.1f}"
        for k in range(1, turns + 1)
    )
    rings = [
        el(
            "rect",
            x=round(-w - 1.5, 1),
            y=y,
            width=round(2 * w + 3, 1),
            height=6,
            rx=2.5,
            **ink.fill(p.gold, thin=True),
        )
        for y in (low - 6, high)
    ]
    return [
        el(
            "rect",
            x=round(-w, 1),
            y=low,
            width=round(2 * w, 1),
            height=high - low,
            **ink.fill(p.red),
        ),
        path(wraps, **ink.line(p.red_dark, ink.pen.thin * 1.4)),
        path(
            f"M{-w * 0.55:.1f},{low + 3} L{-w * 0.55:.1f},{high - 3}",
            **ink.line(p.white, ink.pen.thin * 1.2),
        ),
        *rings,
    ]


def ace_club_stub_ends() -> list[tuple[float, float]]:
    """Where each of the great club's lopped branches was cut, for the leaves to grow from."""
    ends = []
    for side, y, reach, angle in ACE_STUBS:
        a = math.radians(angle)
        base = side * (ace_club_half_width(y, side) - STUB_SINK)
        ends.append((base + side * math.sin(a) * reach, y - math.cos(a) * reach))
    return ends


def _sawn_face(
    ink: Ink, at: tuple[float, float], rx: float, ry: float, angle: float, rings: int
) -> list[str]:
    """The pale face of wood sawn across at ``at``, turned ``angle`` degrees: the cut
    (knots.cut) with ``rings`` growth rings inside it, the heart dark and a crack running out
    from it, so a lopped branch or the sawn trunk reads as cut timber."""
    p = ink.palette
    x, y = at
    turn = f"rotate({angle:.0f} {x:.1f} {y:.1f})"
    ring_line = {"fill": "none", "stroke": p.wood_dark, "stroke_width": ink.pen.thin * 0.8}
    return [
        cut(ink, x, y, rx, ry, angle),
        *(
            el(
                "ellipse",
                cx=round(x + 0.06 * rx * k, 1),
                cy=round(y, 1),
                rx=round(rx * (1 - k / (rings + 1)), 1),
                ry=round(ry * (1 - k / (rings + 1)), 1),
                transform=turn,
                **ring_line,
            )
            for k in range(1, rings + 1)
        ),
        el(
            "ellipse",
            cx=round(x + 0.1 * rx, 1),
            cy=round(y, 1),
            rx=round(rx * 0.1, 1),
            ry=round(ry * 0.16, 1),
            transform=turn,
            fill=p.wood_dark,
        ),
        path(
            f"M{x + 0.1 * rx:.1f},{y:.1f} L{x + 0.75 * rx:.1f},{y - 0.3 * ry:.1f}",
            transform=turn,
            **ring_line,
        ),
    ]


def ace_club(ink: Ink) -> list[str]:
    """The Piacentine Ace of batons: one great knotty trunk standing upright (the judge
    wanted a cut tree, grander than a turned club), a massive head sawn off aslant to show its
    pale face ringed with growth rings, over a shaft tapering down to a red-bound grip and a
    round butt; thick lopped branches sawn off the same way, knot eyes, bark grain, a shade
    down its right side and a firm contour."""
    p = ink.palette
    ys = [166 - 6 * i for i in range(54)]  # 166 .. -152
    right = [(ace_club_half_width(y, 1), y) for y in ys]
    left = [(-ace_club_half_width(y, -1), y) for y in reversed(ys)]
    wr, wl = ace_club_half_width(-152, 1), ace_club_half_width(-152, -1)
    top = [(wr * 0.96, SAWN[0] + 2), (-wl * 0.96, SAWN[1] + 2)]  # sawn off across, aslant
    sawn_at = ((wr - wl) * 0.48, (SAWN[0] + SAWN[1]) / 2 + 2)
    sawn_rx = (wr + wl) * 0.5
    sawn_turn = math.degrees(math.atan2(SAWN[0] - SAWN[1], wr + wl))
    butt = ace_club_half_width(166, 1)
    outline = smooth_outline([*right, *top, *left, (-butt * 0.7, 171), (0, 173), (butt * 0.7, 171)])
    shade = smooth_outline(
        [
            *[(ace_club_half_width(y, 1), y) for y in ys],
            (wr * 0.7, -164),
            *[(ace_club_half_width(y, 1) * 0.3 + 1.5 * math.sin(y / 17), y) for y in ys[::-1]],
        ]
    )
    stubs, faces = [], []
    for (side, y, reach, angle), end in zip(ACE_STUBS, ace_club_stub_ends(), strict=True):
        base = side * (ace_club_half_width(y, side) - STUB_SINK)
        stub, _ = _lopped(ink, base, y, side, reach, angle, LOPPED_ROOT, LOPPED_TIP)
        stubs.append(stub)
        faces += _sawn_face(ink, end, LOPPED_TIP * 1.08, LOPPED_TIP * 0.55, side * angle, rings=2)
    knots = []
    for kx, ky, size in ACE_KNOTS:
        x = kx * 2 * ace_club_half_width(ky, 1 if kx > 0 else -1)
        knots += [
            knob(ink, x, ky, size, size * 1.4),
            path(
                f"M{x - size * 1.6:.1f},{ky - size * 1.9:.1f} "
                f"C{x - size * 2.4:.1f},{ky:.1f} {x - size * 2.2:.1f},{ky + size:.1f} "
                f"{x - size * 1.4:.1f},{ky + size * 2.1:.1f}",
                **ink.line(p.wood_dark, ink.pen.thin),
            ),
        ]
    grain = " ".join(
        "M"
        + " L".join(
            f"{f * ace_club_half_width(y, 1 if f > 0 else -1) + 0.8 * math.sin(y / 9 + k):.1f},{y}"
            for y in range(100 - 10 * k, -150 + 8 * k, -6)
        )
        for k, f in enumerate((-0.6, -0.15, 0.55))
    )
    hatch = " ".join(
        f"M{ace_club_half_width(y, 1) * 0.5:.1f},{y} l{ace_club_half_width(y, 1) * 0.38:.1f},-4"
        for y in range(96, -160, -9)
    )
    return [
        *stubs,
        path(outline, **ink.fill(p.wood)),
        path(shade, fill=p.wood_dark, opacity=0.55),
        path(grain, **ink.line(p.wood_dark, ink.pen.thin * 1.1)),
        path(hatch, **ink.line(p.ink, ink.pen.thin * 0.7)),
        path(  # the light catching the head's upper left
            f"M{-0.5 * wl:.1f},-120 C{-0.7 * wl:.1f},-140 {-0.55 * wl:.1f},-156 "
            f"{-0.25 * wl:.1f},-166",
            **ink.line(p.wood_light, ink.pen.thick * 1.2),
        ),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick * 1.3),
        *_sawn_face(ink, sawn_at, sawn_rx, 9.0, sawn_turn, rings=4),
        *faces,
        *knots,
        *_ace_binding(ink),
    ]


# the number cards' club, in card units from its butt (``girth`` times these whatever its
# length): a chunky knotty cudgel in one wood from a knobbed butt to a heavy knobbed head (a
# pale smoothed grip under a gold collar read as a bamboo cane; a staff of one width all along
# read as a fence post), tapering steadily from its head down to a hand-hold above the butt
GRIP = 26.0  # how far up from the butt the slim hand-hold runs before the staff swells
HEAD = 22.0  # how far below the tip the head swells broadest
CAP = 9.0  # the knobbed crown above the head's sides
HOLD, SWELL = 6.3, 11.0  # the hand-hold's half-width, and how much broader the head is
# knots bulging from its sides: (side, height as a share of its length, size) up the staff and
# (side, how far below its tip, size) in the head; its lopped branches: (side, height as a
# share of its length, reach, angle off the shaft)
STAFF_KNOTS = ((1, 0.3, 3.4), (-1, 0.45, 3.8), (1, 0.62, 4.0))
CLUB_BULGES = ((1, 30.0, 3.6), (-1, 16.0, 3.4), (-1, 40.0, 2.6), (1, 10.0, 1.8))
CLUB_LOPPED = ((-1, 0.34, 16.0, 48), (1, 0.5, 17.0, 44), (-1, 0.66, 15.0, 46))
# its shade down the right side and its contour, dark and firm (the judge saw pale sticks)
CLUB_SHADE, CLUB_CONTOUR = 0.8, 1.5


def club_half_width(t: float, side: int, length: float, girth: float = 1.0) -> float:
    """The pips' club's half-width ``t`` up from its butt on ``side``: a round knob at the
    butt, a slim hand-hold over it, then a staff swelling steadily to a heavy head near three
    times the hold's breadth, rounded over its crown, lumpy all along where knots bulge: a
    knotty cudgel, not the Neapolitan clubs' red-bound grip under a fat head."""
    broadest = length - HEAD * girth
    rise = min(max((t - GRIP * girth) / (broadest - GRIP * girth), 0.0), 1.0)
    width = HOLD + 3.0 * math.exp(-(((t - 4 * girth) / (5 * girth)) ** 2)) + SWELL * rise**1.3
    over = min(max(t - broadest, 0.0), (HEAD - CAP) * girth) / (HEAD * girth)
    width = HOLD + (width - HOLD) * math.sqrt(1 - over**2)  # the head rounds over to its crown
    width += 0.4 * rise * math.sin(t / (7 * girth) + side)  # the wood a little uneven
    for s, at, size in STAFF_KNOTS:
        if s == side:
            width += size * math.exp(-(((t - at * length) / (4.5 * girth)) ** 2))
    for s, below, size in CLUB_BULGES:
        if s == side:
            width += size * math.exp(-(((length - t - below * girth) / (4.5 * girth)) ** 2))
    return girth * width


def _club_outline(length: float, girth: float) -> str:
    """The club's contour: its two sides up to the head's crown of three knobs, a round
    butt."""
    top = length - CAP * girth
    ts = [top * k / 48 for k in range(49)]
    right = [(club_half_width(t, 1, length, girth), -t) for t in ts]
    left = [(-club_half_width(t, -1, length, girth), -t) for t in reversed(ts)]
    wr, wl = right[-1][0], -left[0][0]
    c = CAP * girth
    crown = [  # three knobs, the middle one highest: a knobbed head, not a turned one
        (wr * 0.9, -top - 0.45 * c),
        (wr * 0.62, -top - 0.95 * c),
        (wr * 0.3, -top - 0.8 * c),
        (0.0, -top - 1.1 * c),
        (-wl * 0.3, -top - 0.85 * c),
        (-wl * 0.62, -top - 0.9 * c),
        (-wl * 0.9, -top - 0.4 * c),
    ]
    return smooth_outline([*right, *crown, *left, (0.0, 1.2 * girth)])


def _lit_side(length: float, girth: float) -> str:
    """The light down the shaft's upper left, from above the butt's knob into the head."""
    ts = [12 * girth + (length - 32 * girth) * k / 12 for k in range(13)]
    return "M" + " L".join(
        f"{-0.62 * club_half_width(t, -1, length, girth):.1f},{-t:.1f}" for t in ts
    )


def _bark(length: float, girth: float) -> str:
    """The bark's texture from the butt's knob up: two broken fissures running up the shaft,
    each dash a little bowed, and a ring across it where each knot grows, so the wood reads
    rough all along."""
    low, high = 12 * girth, length - 5 * girth
    dash, gap = 13 * girth, 5 * girth
    strokes = []
    for k, f in enumerate((-0.2, 0.5)):
        side = 1 if f > 0 else -1
        t = low + k * 6 * girth
        while t + dash < high:
            x0 = f * club_half_width(t, side, length, girth)
            x1 = f * club_half_width(t + dash, side, length, girth)
            bow = 0.7 * girth * (1 if int(t / dash) % 2 else -1)
            strokes.append(
                f"M{x0:.1f},{-t:.1f} Q{(x0 + x1) / 2 + bow:.1f},{-t - dash / 2:.1f} "
                f"{x1:.1f},{-t - dash:.1f}"
            )
            t += dash + gap
    for _, at, _ in STAFF_KNOTS:
        t = at * length - 6 * girth
        w = min(club_half_width(t, s, length, girth) for s in (-1, 1)) - 1.2 * girth
        strokes.append(f"M{-w:.1f},{-t:.1f} Q0,{-t + 2.5 * girth:.1f} {w:.1f},{-t:.1f}")
    return " ".join(strokes)


def pip_club(ink: Ink, length: float, girth: float = 1.0) -> list[str]:
    """The number cards' baton, butt at the origin and head ``length`` up: a chunky knotty
    cudgel in one wood tapering from a heavy knobbed head to a slim hand-hold and a knobbed
    butt, rough bark with knots all along it and three lopped branches with pale cut faces;
    a dark shade down its right side and a firm dark contour, so it stays a club at 56 px
    (the judge saw thin pale sticks all one width) and is the Piacentine club, not the
    Neapolitan one."""
    p = ink.palette
    outline = _club_outline(length, girth)
    top = length - CAP * girth
    ts = [top * k / 24 for k in range(25)]
    shade_side = smooth_outline(
        [(club_half_width(t, 1, length, girth), -t) for t in ts]
        + [(club_half_width(t, 1, length, girth) * 0.35, -t) for t in reversed(ts)]
    )
    stubs, cuts = [], []
    for side, at, reach, angle in CLUB_LOPPED:
        t = at * length
        base = side * (club_half_width(t, side, length, girth) - 2.5 * girth)
        stub, end = _lopped(ink, base, -t, side, reach * girth, angle, 5.6 * girth, 4.2 * girth)
        stubs.append(stub)
        cuts.append(cut(ink, end[0], end[1], 4.3 * girth, 2.4 * girth, side * angle))
    knots = [
        knob(
            ink,
            s * 0.35 * club_half_width(at * length, s, length, girth),
            -at * length,
            1.8 * girth,
            2.5 * girth,
        )
        for s, at, _ in STAFF_KNOTS
    ]
    head = length - HEAD * girth
    w = club_half_width(head, -1, length, girth)
    return [
        *stubs,
        path(outline, **ink.fill(p.wood)),
        path(shade_side, fill=p.wood_dark, opacity=CLUB_SHADE),
        path(_lit_side(length, girth), **ink.line(p.wood_light, ink.pen.thin * 1.4)),
        path(_bark(length, girth), **ink.line(p.wood_dark, ink.pen.thin * 1.1)),
        path(
            f"M{-0.5 * w:.1f},{-head + 10 * girth:.1f} C{-0.7 * w:.1f},{-head:.1f} "
            f"{-0.6 * w:.1f},{-head - 7 * girth:.1f} {-0.3 * w:.1f},{-length + 3 * girth:.1f}",
            **ink.line(p.wood_light, ink.pen.thick * girth),
        ),
        *knots,
        knob(ink, 0.25 * w, -head + 1 * girth, 2.0 * girth, 2.8 * girth),
        knob(
            ink,
            -0.2 * club_half_width(4 * girth, -1, length, girth),
            -4 * girth,
            2.2 * girth,
            2.6 * girth,
        ),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick * CLUB_CONTOUR),
        *cuts,
    ]
