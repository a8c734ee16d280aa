"""What the horse wears and where the rider meets it: the saddle cloth with its saddle,
breast collar and crupper, the rider's near leg in its stirrup, and the reins.

All in the horse frame (see horse.py): the rider's waist sits on the saddle seat at the
origin, behind the withers.
"""

from __future__ import annotations

from itertools import pairwise

from .coat import Coat
from .linework import folds, lighter, shade, shaded
from .shapes import along, limb, tapered_outline
from .style import Ink
from .svg import el, path

Point = tuple[float, float]


# the cloth's hem runs from its front corner under the pommel back to its rear corner
HEM_FRONT, HEM_BACK = (30.0, 34.0), (-38.0, 35.0)


def _hem_y(x: float) -> float:
    """The straight hem's height at ``x``: a shallow sag between the cloth's corners."""
    return 39.5 - ((x + 4) / 34) ** 2 * 5


def _hem(ink: Ink, coat: Coat) -> tuple[str, list[str]]:
    """(the hem's edge from the front corner to the rear one, as path commands; its trim):
    a gold braid hung with tassels, a scalloped edge, a long fringe, or a point hanging
    below the rider's knee."""
    (fx, fy), (bx, by) = HEM_FRONT, HEM_BACK
    trim, line = coat.cloth_trim, ink.line(coat.cloth_trim, 4.2)
    if coat.hem == "scalloped":
        xs = [fx + (bx - fx) * k / 5 for k in range(6)]
        edge = " ".join(
            f"Q{(a + b) / 2:.1f},{_hem_y((a + b) / 2) + 14:.1f} {b:.1f},{_hem_y(b):.1f}"
            for a, b in pairwise(xs)
        )
        return edge, [path(f"M{fx},{fy} {edge}", **ink.line(trim, 3.0))]
    if coat.hem == "pointed":
        tip = (-6.0, 54.0)
        edge = f"L{tip[0]},{tip[1]} L{bx},{by}"
        return edge, [
            path(f"M{fx},{fy} {edge}", **line),
            el("circle", cx=tip[0], cy=tip[1] + 3, r=3.2, **ink.fill(trim, thin=True)),
        ]
    edge = f"C10,40 -14,40 {bx},{by}"
    braid = path(f"M{bx},{by} C-14,40 10,40 {fx},{fy}", **line)
    if coat.hem == "fringed":  # a deep fringe of threads below a braid
        threads = " ".join(f"M{x:.1f},{_hem_y(x) + 1:.1f} l0.6,8" for x in range(-36, 29, 3))
        return edge, [path(threads, **ink.line(trim, 1.4)), braid]
    tassels = [
        path(f"M{x},{y} l-2.4,7 l4.8,0 Z", **ink.fill(trim, thin=True))
        for x, y in ((-30, 37), (-18, 39.5), (-6, 40.5), (6, 40.5), (18, 39))
    ]
    return edge, [braid, *tassels]


def saddle(ink: Ink, coat: Coat) -> list[str]:
    """A cloth over the back and flank with its own hem, the saddle on it, straps to breast
    and tail."""
    p = ink.palette
    edge, hem = _hem(ink, coat)
    cloth = f"M-34,-6 C-14,-3 8,-3 24,-8 L{HEM_FRONT[0]},{HEM_FRONT[1]} {edge} Z"
    return [
        # the crupper to the root of the tail and the breast collar round the chest
        path("M-30,-7 C-44,-10 -56,-10 -65,-4", **ink.line(p.red_dark, 2.6)),
        path("M24,4 C38,14 56,24 70,24", **ink.line(p.red_dark, 3.2)),
        el("circle", cx=48, cy=18, r=3.6, **ink.fill(p.gold, thin=True)),
        path(cloth, **ink.fill(coat.cloth)),
        *shaded("M18,-6 L24,-8 L30,34 C26,36 22,37 18,38 C20,26 20,8 18,-6 Z", coat.cloth),
        *hem,
        path("M-33,1 C-12,4 8,4 25,-1", **ink.line(coat.cloth_trim, 1.6)),
        folds(ink, "M-24,8 C-26,20 -24,28 -27,36 M-8,8 C-10,22 -8,30 -10,38", coat.cloth),
        # the saddle: a high cantle behind the rider, a pommel before him
        path(
            "M-24,-16 C-22,-6 -10,-3 4,-3 C12,-4 18,-10 20,-16 L24,-6 C10,2 -14,2 -28,-4 Z",
            **ink.fill(shade(p.red, 0.15)),
        ),
        path("M-26,-8 C-12,-2 10,-2 22,-9", **ink.line(p.gold, 1.6)),
    ]


# how the rider sits astride: hip, knee and ankle of the near leg, in the rider's own units;
# the hip sits back and low in the saddle, the thigh runs forward along the horse's side to a
# knee over the shoulder, the lower leg hangs down the flank to a stirrup at the belly's line
# or just under it. Thigh and shin are each nearly as long as the rider's back (a shorter
# leg made a doll of him, a torso on a horse with a child's legs)
SEATS: dict[str, tuple[Point, Point, Point]] = {
    "bent": ((-6, 10), (36, 32), (24, 74)),  # a short stirrup, the knee well up
    "long": ((-6, 10), (32, 38), (20, 78)),  # the man-at-arms' straight leg, heel down
    "forward": ((-6, 10), (38, 28), (40, 70)),  # the leg thrust forward, bracing
}


def stirrup(ink: Ink, bar: Point, tread: Point, eye: Point, size: float = 1.0) -> tuple[str, str]:
    """(the stirrup leather from the saddle's ``bar`` down to the iron's ``eye``, the iron
    hung from it with its tread under the ball of the foot), ``size`` times the Piacentine
    rider's: the leather goes behind the leg, the iron's near side in front of the foot."""
    p = ink.palette
    (tx, ty), (ex, ey), k = tread, eye, size
    leather = f"M{bar[0]:.1f},{bar[1]:.1f} L{ex:.1f},{ey:.1f}"
    iron = (
        f"M{tx - 9 * k:.1f},{ty:.1f} L{ex - 3 * k:.1f},{ey + 2 * k:.1f} "
        f"L{ex + 3 * k:.1f},{ey + 2 * k:.1f} L{tx + 9 * k:.1f},{ty:.1f}"
    )
    return (
        path(leather, **ink.line(p.ink, 6.4 * k)) + path(leather, **ink.line(p.wood_dark, 4.2 * k)),
        path(iron, **ink.line(p.ink, 5.2 * k)) + path(iron, **ink.line(p.gold, 3.0 * k)),
    )


def rider_leg(
    ink: Ink,
    hose: str,
    boots: str,
    seat: str,
    scale: float,
    skirt: tuple[str, str] | None = None,
    cloth: str | None = None,
) -> list[str]:
    """The rider's near leg astride: the thigh along the horse's side under the fall of his
    skirt (``skirt`` = its colour and trim), the boot in a stirrup hung from the saddle.

    On a saddle ``cloth`` the thigh casts its shadow, so a leg the cloth's colour still
    stands out from it."""
    hip, knee, ankle = ((x * scale, y * scale) for x, y in SEATS[seat])
    shin = ((knee[0] + ankle[0]) / 2, (knee[1] + ankle[1]) / 2)
    x, y = ankle
    s = scale
    # the iron's tread under the ball of the foot, its eye over the instep
    leather, iron = stirrup(
        ink, (6 * s, -2 * s), (x + 5 * s, y + 6 * s), (x + 5 * s, y - 4 * s), s / 2
    )
    parts = [leather]
    if cloth is not None:
        below = [(hip[0] + 1 * s, hip[1] + 5 * s), (knee[0] - 1 * s, knee[1] + 5 * s)]
        parts.append(
            path(tapered_outline(below, [19 * s, 13 * s]), fill=shade(cloth, 0.4), opacity=0.85)
        )
    parts += [
        limb([hip, knee, ankle], [19 * s, 13 * s, 9.5 * s], hose, ink),
        path(  # the light along the top of the thigh and down the shin
            f"M{hip[0] + 2 * s:.1f},{hip[1] - 6 * s:.1f} L{knee[0] - 1 * s:.1f},"
            f"{knee[1] - 5 * s:.1f} L{shin[0] + 4 * s:.1f},{shin[1]:.1f}",
            **ink.line(lighter(hose, 0.3), 2.2 * s),
            opacity=0.8,
        ),
    ]
    if skirt is not None:
        # the skirt's near side falls over the thigh, its hem slanting down to the knee
        colour, trim = skirt
        # the hem crosses the thigh halfway to the knee
        kx, ky = hip[0] + (knee[0] - hip[0]) * 0.55, hip[1] + (knee[1] - hip[1]) * 0.55
        drape = (
            f"M{-16 * s:.1f},{-1 * s:.1f} L{10 * s:.1f},{-1 * s:.1f} "
            f"C{14 * s:.1f},{4 * s:.1f} {kx + 2 * s:.1f},{ky - 12 * s:.1f} {kx + 4 * s:.1f},"
            f"{ky - 6 * s:.1f} "
            f"C{kx - 2 * s:.1f},{ky + 6 * s:.1f} {-4 * s:.1f},{24 * s:.1f} {-18 * s:.1f},"
            f"{22 * s:.1f} Z"
        )
        hem = (
            f"M{kx + 4 * s:.1f},{ky - 6 * s:.1f} "
            f"C{kx - 2 * s:.1f},{ky + 6 * s:.1f} {-4 * s:.1f},{24 * s:.1f} {-18 * s:.1f},"
            f"{22 * s:.1f}"
        )
        parts += [
            path(drape, **ink.fill(colour)),
            *shaded(
                f"M{-16 * s:.1f},{14 * s:.1f} C{-4 * s:.1f},{16 * s:.1f} {kx - 4 * s:.1f},"
                f"{ky - 4 * s:.1f} {kx + 4 * s:.1f},{ky - 6 * s:.1f} C{kx - 2 * s:.1f},"
                f"{ky + 6 * s:.1f} {-4 * s:.1f},{24 * s:.1f} {-18 * s:.1f},{22 * s:.1f} Z",
                colour,
                0.25,
            ),
            path(hem, **ink.line(trim, 2.6 * s)),
            folds(
                ink,
                f"M{-2 * s:.1f},{2 * s:.1f} C0,{10 * s:.1f} {2 * s:.1f},{16 * s:.1f} "
                f"0,{22 * s:.1f}",
                colour,
            ),
        ]
    parts += [
        # a riding boot up to just under the knee (from the middle of the shin, it was a
        # child's ankle boot)
        limb([along(knee, ankle, 0.2), ankle], [12.5 * s, 10.5 * s], boots, ink),
        path(
            f"M{x - 6 * s:.1f},{y - 2 * s:.1f} L{x + 6 * s:.1f},{y - 3 * s:.1f} "
            f"C{x + 12 * s:.1f},{y - 2 * s:.1f} {x + 14 * s:.1f},{y + 2 * s:.1f} "
            f"{x + 14 * s:.1f},{y + 5 * s:.1f} L{x - 6 * s:.1f},{y + 5 * s:.1f} Z",
            **ink.fill(boots),
        ),
        iron,
    ]
    return parts


def reins(ink: Ink, bit: Point, hand: Point) -> str:
    """The reins from the bit to the rider's hand, sagging a little over the neck."""
    (bx, by), (x, y) = bit, hand
    return path(
        f"M{bx:.1f},{by:.1f} C{bx - 20:.1f},{by + 12:.1f} "
        f"{x + 20:.1f},{y + 10:.1f} {x:.1f},{y:.1f}",
        **ink.line(ink.palette.red_dark, 2.2),
    )
