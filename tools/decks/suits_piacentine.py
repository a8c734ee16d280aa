"""The Piacentine suit symbols: a conical chalice, a wheel-rimmed coin, a straight sword,
a long knotty cudgel; the number cards' slimmer sword; the curved Arab-style blade of the
Ace and the leafy sprays about the Aces.

Same frame as the Neapolitan symbols: cup and coin about 100 units, sword and club 200 units
long, head up, gripped at y = 73.
"""

from __future__ import annotations

import math

from .knots import cut, knob
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path


def chalice(ink: Ink) -> list[str]:
    """A conical gold chalice with a red scalloped band and two knots on the stem."""
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
        path("M-20,41 L20,41", **ink.line()),
        el("ellipse", cx=0, cy=-40, rx=31, ry=5.5, **ink.fill(p.gold)),
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
    """Six overlapping petals drawn with compass arcs: the Piacentine coin's flower."""
    r = radius / 2
    petals = []
    for k in range(6):
        a = math.radians(k * 60 - 90)
        x, y = radius * math.cos(a), radius * math.sin(a)
        petals.append(
            path(
                f"M0,0 A{r:.1f},{r:.1f} 0 0 1 {x:.1f},{y:.1f} A{r:.1f},{r:.1f} 0 0 1 0,0 Z",
                **ink.fill(colour, thin=True),
            )
        )
    return petals


def wheel_coin(ink: Ink) -> list[str]:
    """A gold disc with a broad red rim of gold studs and a six-petalled compass flower."""
    p = ink.palette
    studs = [
        el(
            "circle",
            cx=round(39 * math.cos(a), 1),
            cy=round(39 * math.sin(a), 1),
            r=2.6,
            **ink.fill(p.gold_light, thin=True),
        )
        for a in (k * math.pi / 6 for k in range(12))
    ]
    return [
        el("circle", r=45, **ink.fill(p.red)),
        *studs,
        el("circle", r=32, **ink.fill(p.gold)),
        path("M22,-22 A32,32 0 0 1 -22,22 A28,28 0 0 0 22,-22 Z", fill=p.gold_dark),
        *hexafoil(ink, 26, p.gold_light),
        path(
            " ".join(
                f"M{28.5 * math.cos(a):.1f},{28.5 * math.sin(a):.1f} "
                f"L{31 * math.cos(a):.1f},{31 * math.sin(a):.1f}"
                for a in (math.radians(d) for d in range(-30, 135, 15))
            ),
            **ink.line(p.ink, ink.pen.thin * 0.7),
        ),
        el("circle", r=6, **ink.fill(p.green, thin=True)),
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


def scimitar(ink: Ink) -> str:
    """The Ace of swords' blade: curved and widening towards a clipped point, Arab fashion."""
    p = ink.palette
    blade = (
        "M-6,50 C-11,10 -9,-36 8,-72 C16,-88 28,-98 42,-101 C37,-94 35,-86 35,-78 "
        "L28,-72 C18,-40 10,6 7,50 Z"
    )
    vine = "M0,38 C-4,20 -2,0 4,-18 C8,-34 14,-48 22,-62"
    sprigs = ((-2, 22, -60), (1, 2, 200), (5, -20, -70), (11, -38, 190), (17, -52, -80))
    return g(
        path(blade, **ink.fill(p.steel)),
        path(
            "M-6,50 C-11,10 -9,-36 8,-72 C16,-88 28,-98 42,-101 C20,-80 4,-40 0,50 Z",
            fill=p.white,
        ),
        path(blade, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"),
        path(vine, **ink.line(p.gold_dark, ink.pen.thin * 1.4)),
        *(
            path(
                "M0,0 C2,-4 6,-5 9,-4 C6,-1 3,0 0,0 Z",
                transform=f"translate({x} {y}) rotate({r})",
                **ink.fill(p.gold, thin=True),
            )
            for x, y, r in sprigs
        ),
        path(
            "M-28,48 C-16,56 16,56 28,48 C24,58 16,62 0,62 C-16,62 -24,58 -28,48 Z",
            **ink.fill(p.gold),
        ),
        el("circle", cx=-30, cy=46, r=4.5, **ink.fill(p.red, thin=True)),
        el("circle", cx=30, cy=46, r=4.5, **ink.fill(p.red, thin=True)),
        path("M-5,62 L-6,86 L6,86 L5,62 Z", **ink.fill(p.red_dark)),
        path("M-5.5,68 L5.5,68 M-5.8,74 L5.8,74 M-6,80 L6,80", **ink.line(p.gold_light)),
        path("M-6,86 C-14,92 -12,102 0,104 C12,102 14,92 6,86 Z", **ink.fill(p.gold)),
        el("circle", cx=0, cy=96, r=3, **ink.fill(p.blue, thin=True)),
        # the sword knot: a gold cord from the grip to a red tassel
        path("M5,70 C14,72 18,80 17,92", **ink.line(p.ink, ink.pen.thick * 1.9)),
        path("M5,70 C14,72 18,80 17,92", **ink.line(p.gold, ink.pen.thick)),
        el("circle", cx=17, cy=94, r=3.4, **ink.fill(p.gold, thin=True)),
        path("M14,97 L20,97 L24,114 C19,116 15,116 10,114 Z", **ink.fill(p.red)),
        path("M15,100 L13,113 M17,100 L17,114 M19,100 L21,113", **ink.line(p.red_dark)),
        path("M13.5,100 L20.5,100", **ink.line(p.gold_light, ink.pen.thick)),
    )


def leafy_spray(ink: Ink) -> str:
    """The plant ornament of the Piacentine 5 of swords: a stem with paired leaves and a bud."""
    p = ink.palette
    leaf = "M0,0 C6,-6 16,-8 26,-4 C18,2 8,4 0,0 Z"
    parts = [path("M0,36 C-4,12 4,-12 0,-36", **ink.line(p.green_dark, ink.pen.thick))]
    for y, turn in ((24, 20), (6, 10), (-12, 0), (-28, -14)):
        parts += [
            path(
                leaf,
                transform=f"translate(0 {y}) rotate({-turn - 20})",
                **ink.fill(p.green, thin=True),
            ),
            path(
                leaf,
                transform=f"translate(0 {y}) scale(-1 1) rotate({-turn - 20})",
                **ink.fill(p.green, thin=True),
            ),
        ]
    parts += [
        el("ellipse", cx=0, cy=-40, rx=6, ry=8, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=40, rx=6, ry=8, **ink.fill(p.red, thin=True)),
    ]
    return g(*parts)


GUARD_HALF_WIDTH, KNOB = 15.5, 3.2  # the number cards' sword guard, knobs included


def long_sword(ink: Ink, length: float) -> list[str]:
    """The number cards' sword, guard at the origin and point ``length`` up: a slim straight
    blade, short knobbed quillons (so crossed pairs never lock guards) and a wheel pommel."""
    p = ink.palette
    q = GUARD_HALF_WIDTH - KNOB  # the quillons end in knobs
    shoulder = -(length - 18)
    blade = f"M0,{-length} L6,{shoulder} L6.5,0 L-6.5,0 L-6,{shoulder} Z"
    outline = ink.pen.thick * 1.3  # heavier than the usual contour: each blade shows at 100 px
    return [
        path(blade, fill=p.blade),
        path(f"M0,{-length} L-6,{shoulder} L-6.5,0 L0,0 Z", fill=p.blade_light),
        path(blade, fill="none", stroke=p.ink, stroke_width=outline, stroke_linejoin="round"),
        path(f"M0,-6 L0,{shoulder + 4}", **ink.line(p.blade_dark)),
        path(
            " ".join(f"M1.6,{-y} L5.2,{-y - 3}" for y in range(10, int(length) - 28, 14)),
            **ink.line(p.blade_dark, ink.pen.thin * 0.7),
        ),
        path(f"M{-q},-2 C-6,0 6,0 {q},-2 L{q},4 C6,6 -6,6 {-q},4 Z", **ink.fill(p.gold)),
        el("circle", cx=-q, cy=1, r=KNOB, **ink.fill(p.gold)),
        el("circle", cx=q, cy=1, r=KNOB, **ink.fill(p.gold)),
        path("M0,-4 L4,1 L0,6 L-4,1 Z", **ink.fill(p.red, thin=True)),
        el("rect", x=-4.5, y=6, width=9, height=22, rx=2, **ink.fill(p.blue)),
        path("M-4.5,11 L4.5,13 M-4.5,17 L4.5,19 M-4.5,23 L4.5,25", **ink.line(p.blue_dark)),
        el("circle", cx=0, cy=34, r=6.5, **ink.fill(p.gold)),
        el("circle", cx=0, cy=34, r=2.8, **ink.fill(p.red, thin=True)),
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


def club_sprouts(ink: Ink) -> list[str]:
    """Young leaves springing from every cut stub (the Ace of batons)."""
    p = ink.palette
    leaf = "M0,0 C4,-5 12,-7 20,-5 C13,1 6,2 0,0 Z"
    parts = []
    for (side, *_), (_, (x, y), _) in zip(CLUB_STUBS, _stub_ends(), strict=True):
        out = 0 if side > 0 else 180
        for k, turn in enumerate((-55, -20, 15)):
            where = f"translate({x:.1f} {y:.1f}) rotate({out + side * turn})"
            if side < 0:
                where += " scale(1 -1)"
            parts += [
                path(
                    leaf,
                    transform=where,
                    **ink.fill(p.green if k != 1 else p.green_dark, thin=True),
                ),
                path("M2,-1 L16,-4", transform=where, **ink.line(p.green_dark)),
            ]
    return parts


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
