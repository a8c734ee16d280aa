"""A king seated on a throne, front-on: the throne behind him, his robe falling from the knees.

Figure frame as in figures.py; a seated figure is drawn ``SEAT_DROP`` lower than a standing
one (waist on the seat), his lap foreshortened, his feet on the same sole line.
"""

from __future__ import annotations

from .cast import Figure, Garb
from .figures import SOLE_Y, embroidered, foot, person
from .linework import folds, lit, shade, shaded, woven
from .style import Ink
from .svg import el, g, path
from .trimmings import shoe_detail

SEAT_DROP = 46.0  # how much lower the waist sits on a throne than standing
SEAT_Y = SEAT_DROP + 14  # the seat's front edge
BACK_Y = -102.0  # where the throne's back turns into its round pediment, above the crown
THRONE_TOP = BACK_Y - 24  # the pediment's apex
FOOT_X = 39.0  # the posts' feet, drawn in from the posts (46) towards the footstool


def throne_back(ink: Ink, cloth: str) -> list[str]:
    """The tall back, the posts with gold finials, the arms and the seat, behind the king."""
    p = ink.palette
    wood = p.gold_dark
    top = BACK_Y
    parts = [
        # the back: a gilt frame round a cloth of honour, a round pediment on top
        path(
            f"M-46,{SEAT_Y} L-46,{top + 14} C-46,{top - 6} -20,{top - 22} 0,{top - 24} "
            f"C20,{top - 22} 46,{top - 6} 46,{top + 14} L46,{SEAT_Y} Z",
            **ink.fill(p.gold),
        ),
        path(
            f"M-38,{SEAT_Y} L-38,{top + 16} C-38,{top} -18,{top - 14} 0,{top - 16} "
            f"C18,{top - 14} 38,{top} 38,{top + 16} L38,{SEAT_Y} Z",
            **ink.fill(cloth),
        ),
        *shaded(
            f"M22,{top - 10} C30,{top - 4} 38,{top + 4} 38,{top + 16} L38,{SEAT_Y} "
            f"L28,{SEAT_Y} L28,{top} Z",
            cloth,
        ),
        # a lozenge diaper on the cloth of honour
        folds(
            ink,
            " ".join(
                f"M{x - 8},{y} L{x},{y - 10} L{x + 8},{y} L{x},{y + 10} Z"
                for x in (-22, 0, 22)
                for y in (top + 12, top + 42, top + 72)
            ),
            cloth,
            0.8,
        ),
    ]
    for k in (-1, 1):
        x = 46 * k
        # the post's foot is drawn in under the seat, clear of the corner number
        fx = FOOT_X * k
        parts += [
            # post from the floor to a finial above the back's shoulder
            path(
                f"M{fx - 5},{SOLE_Y} L{x - 5},{SEAT_Y + 10} L{x - 4},{top + 10} "
                f"L{x + 4},{top + 10} L{x + 5},{SEAT_Y + 10} L{fx + 5},{SOLE_Y} Z",
                **ink.fill(wood),
            ),
            el("circle", cx=x, cy=top + 4, r=6.5, **ink.fill(p.gold)),
            path(f"M{x - 3},{top - 1} L{x},{top - 10} L{x + 3},{top - 1} Z", **ink.fill(p.gold)),
            # the arm rest and its scrolled end
            path(
                f"M{40 * k},{SEAT_Y - 26} L{58 * k},{SEAT_Y - 26} C{64 * k},{SEAT_Y - 26} "
                f"{64 * k},{SEAT_Y - 16} {58 * k},{SEAT_Y - 16} L{40 * k},{SEAT_Y - 16} Z",
                **ink.fill(p.gold, thin=True),
            ),
            # a lion's paw at the foot of the post
            path(
                f"M{fx - 7},{SOLE_Y} C{fx - 8},{SOLE_Y - 8} {fx + 8},{SOLE_Y - 8} "
                f"{fx + 7},{SOLE_Y} Z",
                **ink.fill(p.gold, thin=True),
            ),
        ]
    parts += [
        # the seat's front rail, showing below the lap on both sides of the robe
        path(
            f"M-54,{SEAT_Y - 4} L54,{SEAT_Y - 4} L52,{SEAT_Y + 10} L-52,{SEAT_Y + 10} Z",
            **ink.fill(shade(p.gold, 0.15)),
        ),
        path(f"M-50,{SEAT_Y + 3} L50,{SEAT_Y + 3}", **ink.line(p.gold_dark, 1.2)),
        # a footstool under the king's feet
        path(
            f"M-34,{SOLE_Y - 1} L34,{SOLE_Y - 1} L32,{SOLE_Y + 6} L-32,{SOLE_Y + 6} Z",
            **ink.fill(p.red_dark, thin=True),
        ),
    ]
    return parts


def robe_below_knees(ink: Ink, garb: Garb) -> list[str]:
    """The robe from the knees to the ankles, in front of the seat, the feet showing: drawn
    over two knees set apart, the cloth sagging between them in hanging folds and clinging
    to the shins (falling straight from the lap to a level hem, it stood the king in front
    of his chair)."""
    p = ink.palette
    knee, hem = SEAT_DROP + 18, SOLE_Y - 6
    shin = knee + 34  # where the robe draws in round the shins, below the knees
    outer = (
        f"M-38,{knee} C-42,{knee + 12} -38,{shin - 8} -33,{shin} "
        f"C-35,{shin + 16} -38,{hem - 12} -40,{hem} "
        f"C-20,{hem + 5} 20,{hem + 5} 40,{hem} C38,{hem - 12} 35,{shin + 16} 33,{shin} "
        f"C38,{shin - 8} 42,{knee + 12} 38,{knee} Z"
    )
    # each knee a round swell of cloth lit on top, below the lap's edge
    caps = " ".join(
        f"M{x - 15},{knee + 14} C{x - 12},{knee + 6} {x + 12},{knee + 6} {x + 15},{knee + 14} "
        f"C{x + 10},{knee + 24} {x - 10},{knee + 24} {x - 15},{knee + 14} Z"
        for x in (-19, 19)
    )
    # the cloth slung between the knees in shallow loops, and the shadow each knee casts
    sag = " ".join(
        f"M{-4 - d},{knee + 14 + d * 2} Q0,{knee + 20 + d * 3} {4 + d},{knee + 14 + d * 2}"
        for d in (0, 4, 8)
    )
    under = " ".join(
        f"M{x - 14},{knee + 20} C{x - 8},{knee + 28} {x + 8},{knee + 28} {x + 14},{knee + 20}"
        for x in (-19, 19)
    )
    return [
        path(outer, **ink.fill(garb.main)),
        *woven(outer, garb.pattern),
        *shaded(
            f"M22,{knee + 14} C30,{knee + 16} 34,{shin - 6} 33,{shin} "
            f"C35,{shin + 16} 38,{hem - 12} 40,{hem} "
            f"C34,{hem + 2} 28,{hem + 3} 22,{hem + 3} Z",
            garb.main,
        ),
        # the hollow between the knees, where the cloth falls back to the seat
        *shaded(
            f"M-6,{knee + 6} Q0,{knee + 30} -8,{hem - 2} "
            f"L8,{hem - 2} Q0,{knee + 30} 6,{knee + 6} Z",
            garb.main,
        ),
        path(
            f"M-5,{knee + 30} L5,{knee + 30} L9,{hem + 3} L-9,{hem + 3} Z",
            **ink.fill(garb.second, thin=True),
        ),
        *lit(ink, caps, garb.main, 0.55),
        folds(ink, sag, garb.main),
        folds(ink, under, garb.main, 1.6),
        folds(
            ink,
            f"M-24,{shin - 4} C-26,{shin + 16} -27,{hem - 20} -28,{hem} "
            f"M24,{shin - 4} C25,{shin + 16} 26,{hem - 20} 27,{hem}",
            garb.main,
        ),
        # the lap's front edge: where the robe turns down over the two knees
        path(
            f"M-38,{knee} C-30,{knee + 6} -10,{knee + 6} 0,{knee + 8} "
            f"C10,{knee + 6} 30,{knee + 6} 38,{knee}",
            **ink.line(p.ink, 1.4),
        ),
        *embroidered(ink, f"M-40,{hem} C-20,{hem + 5} 20,{hem + 5} 40,{hem}", garb.trim, 5),
    ]


def enthroned(ink: Ink, figure: Figure, suit: str, ident: str) -> list[str]:
    """A king seated front-on, his feet on the sole line, the throne rising behind him."""
    garb = figure.garb
    cloth = ink.palette.red_dark if garb.cloak != ink.palette.red_dark else ink.palette.blue
    return [
        *throne_back(ink, cloth),
        *robe_below_knees(ink, garb),
        # the shoes set forward on the footstool, over the robe's hem
        *(
            part
            for x in figure.pose.feet
            for part in (foot(ink, x, ink.palette.ink), *shoe_detail(ink, x, SOLE_Y, boots=False))
        ),
        g(*person(ink, figure, suit, ident, seated=True), transform=f"translate(0 {SEAT_DROP})"),
    ]
