"""A king seated on a throne, front-on: the throne behind him, his robe falling from the knees.

Figure frame as in figures.py; a seated figure is drawn ``SEAT_DROP`` lower than a standing
one (waist on the seat), his lap foreshortened, his feet on the same sole line.
"""

from __future__ import annotations

from .cast import Figure, Garb
from .figures import SOLE_Y, embroidered, foot, person
from .linework import folds, shade, shaded, woven
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
    """The robe from the knees to the ankles, in front of the seat, the feet showing."""
    p = ink.palette
    knee, hem = SEAT_DROP + 18, SOLE_Y - 6
    outer = (
        f"M-34,{knee} C-36,{knee + 30} -38,{hem - 20} -40,{hem} "
        f"C-20,{hem + 5} 20,{hem + 5} 40,{hem} C38,{hem - 20} 36,{knee + 30} 34,{knee} Z"
    )
    return [
        path(outer, **ink.fill(garb.main)),
        *woven(outer, garb.pattern),
        *shaded(
            f"M18,{knee} L34,{knee} C36,{knee + 30} 38,{hem - 20} 40,{hem} "
            f"C34,{hem + 2} 28,{hem + 3} 22,{hem + 3} Z",
            garb.main,
        ),
        path(
            f"M-10,{knee} L10,{knee} L13,{hem + 3} L-13,{hem + 3} Z",
            **ink.fill(garb.second, thin=True),
        ),
        folds(
            ink,
            f"M-24,{knee + 6} C-26,{knee + 30} -27,{hem - 20} -28,{hem} "
            f"M24,{knee + 6} C25,{knee + 30} 26,{hem - 20} 27,{hem}",
            garb.main,
        ),
        # the lap's front edge: where the robe turns down over the knees
        path(f"M-34,{knee} C-20,{knee + 5} 20,{knee + 5} 34,{knee}", **ink.line(p.ink, 1.4)),
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
