"""The Piacentine suit symbols: a conical chalice, a wheel-rimmed coin, a straight sword,
a club with a swollen head; plus the curved Arab-style blade of the Ace and the leafy spray
of the 5 of swords.

Same frame as the Neapolitan symbols: cup and coin about 100 units, sword and club 200 units
long, head up, gripped at y = 73.
"""

from __future__ import annotations

import math

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


def cudgel(ink: Ink) -> list[str]:
    """A club with a slim shaft swelling to a rounded, knobbed head, and a red-bound grip."""
    p = ink.palette

    def half_width(y: float) -> float:
        head = 8 * math.exp(-(((y + 66) / 24) ** 2))
        return 6 + 0.02 * (100 - y) + head

    ys = [98 - 9 * i for i in range(22)]
    right = [(half_width(y), y) for y in ys]
    left = [(-half_width(y), y) for y in reversed(ys)]
    outline = smooth_outline([*right, (10, -96), (0, -102), (-10, -96), *left, (-5, 101), (5, 101)])
    # knots standing out of the outline, so the head reads lumpy, not as a spoon's bowl
    knobs = [(-half_width(y) + 1.5, y) for y in (-80, -52)]
    knobs += [(half_width(y) - 1.5, y) for y in (-88, -64, -38)]
    return [
        path(outline, **ink.fill(p.wood)),
        path(
            "M4,98 C5,40 6,0 8,-40 C11,-56 13,-70 10,-90 C16,-72 16,-54 10,-36 C8,0 7,50 7,100 Z",
            fill=p.wood_dark,
        ),
        path(outline, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        *(el("circle", cx=round(x, 1), cy=y, r=4.6, **ink.fill(p.wood)) for x, y in knobs),
        *(el("circle", cx=round(x, 1), cy=y, r=2, fill=p.wood_dark) for x, y in knobs),
        path("M-2,40 L-2,-20 M-8,-60 C-6,-70 -2,-78 4,-84", **ink.line(p.wood_dark)),
        # bark: short shade strokes down the dark side, so the wood looks printed, not flat
        path(
            " ".join(f"M{4 + 0.04 * (50 - y):.1f},{y} q3,-3 2,-8" for y in range(52, -80, -14)),
            **ink.line(p.ink, ink.pen.thin * 0.7),
        ),
        path("M-7,60 L7,60 L7,86 L-7,86 Z", **ink.fill(p.red, thin=True)),
        path("M-7,66 L7,66 M-7,73 L7,73 M-7,80 L7,80", **ink.line(p.red_dark)),
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
