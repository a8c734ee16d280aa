"""What the horse wears and where the rider meets it: the saddle cloth with its saddle,
breast collar and crupper, the rider's near leg in its stirrup, and the reins.

All in the horse frame (see horse.py): the rider's waist sits on the saddle seat at the
origin, behind the withers.
"""

from __future__ import annotations

from .coat import Coat
from .linework import folds, lighter, shade, shaded
from .shapes import limb, tapered_outline
from .style import Ink
from .svg import el, path

Point = tuple[float, float]


def saddle(ink: Ink, coat: Coat) -> list[str]:
    """A fringed cloth over the back and flank, the saddle on it, straps to breast and tail."""
    p = ink.palette
    tassels = [
        path(f"M{x},{y} l-2.4,7 l4.8,0 Z", **ink.fill(coat.cloth_trim, thin=True))
        for x, y in ((-30, 37), (-18, 39.5), (-6, 40.5), (6, 40.5), (18, 39))
    ]
    cloth = "M-34,-6 C-14,-3 8,-3 24,-8 L30,34 C10,40 -14,40 -38,35 Z"
    return [
        # the crupper to the root of the tail and the breast collar round the chest
        path("M-30,-7 C-44,-10 -56,-10 -65,-4", **ink.line(p.red_dark, 2.6)),
        path("M24,4 C38,14 56,24 70,24", **ink.line(p.red_dark, 3.2)),
        el("circle", cx=48, cy=18, r=3.6, **ink.fill(p.gold, thin=True)),
        path(cloth, **ink.fill(coat.cloth)),
        *shaded("M18,-6 L24,-8 L30,34 C26,36 22,37 18,38 C20,26 20,8 18,-6 Z", coat.cloth),
        path("M-38,35 C-14,40 10,40 30,34", **ink.line(coat.cloth_trim, 4.2)),
        path("M-33,1 C-12,4 8,4 25,-1", **ink.line(coat.cloth_trim, 1.6)),
        folds(ink, "M-24,8 C-26,20 -24,28 -27,36 M-8,8 C-10,22 -8,30 -10,38", coat.cloth),
        *tassels,
        # the saddle: a high cantle behind the rider, a pommel before him
        path(
            "M-24,-16 C-22,-6 -10,-3 4,-3 C12,-4 18,-10 20,-16 L24,-6 C10,2 -14,2 -28,-4 Z",
            **ink.fill(shade(p.red, 0.15)),
        ),
        path("M-26,-8 C-12,-2 10,-2 22,-9", **ink.line(p.gold, 1.6)),
    ]


# how the rider sits astride: hip, knee and ankle of the near leg, in the rider's own units;
# the hip sits back and low in the saddle, the thigh runs forward along the horse's side to a
# knee over the shoulder, the lower leg hangs down the flank to the stirrup
SEATS: dict[str, tuple[Point, Point, Point]] = {
    "bent": ((-6, 10), (32, 24), (24, 60)),  # a short stirrup, the knee well up
    "long": ((-6, 10), (28, 32), (18, 68)),  # the man-at-arms' straight leg, heel down
    "forward": ((-6, 10), (34, 22), (36, 56)),  # the leg thrust forward, bracing
}


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
    p = ink.palette
    hip, knee, ankle = ((x * scale, y * scale) for x, y in SEATS[seat])
    shin = ((knee[0] + ankle[0]) / 2, (knee[1] + ankle[1]) / 2)
    x, y = ankle
    s = scale
    parts = [path(f"M{6 * s:.1f},{-2 * s:.1f} L{x - 3 * s:.1f},{y:.1f}", **ink.line(p.ink, 1.4))]
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
        limb([shin, ankle], [12 * s, 10.5 * s], boots, ink),
        path(
            f"M{x - 6 * s:.1f},{y - 2 * s:.1f} L{x + 6 * s:.1f},{y - 3 * s:.1f} "
            f"C{x + 12 * s:.1f},{y - 2 * s:.1f} {x + 14 * s:.1f},{y + 2 * s:.1f} "
            f"{x + 14 * s:.1f},{y + 5 * s:.1f} L{x - 6 * s:.1f},{y + 5 * s:.1f} Z",
            **ink.fill(boots),
        ),
        path(
            f"M{x - 7 * s:.1f},{y + 6 * s:.1f} L{x + 12 * s:.1f},{y + 6 * s:.1f}",
            **ink.line(p.gold_dark, 2.4),
        ),
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
