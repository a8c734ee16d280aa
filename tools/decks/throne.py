"""A king seated on a throne, front-on: the throne behind him, his robe over his knees.

Figure frame as in figures.py; a seated figure is drawn ``SEAT_DROP`` lower than a standing
one, his hips on the seat. Seen a little from above: the top of his thighs shows as a lap
from the hips forward to two knees, the robe falls from the knees over the shins, and his
feet stand on a footstool, the throne's seat, arms and back showing round him.
"""

from __future__ import annotations

from dataclasses import replace

from .cast import Figure, Garb
from .figures import SOLE_Y, embroidered, foot, person
from .linework import folds, lit, shade, shaded, woven
from .style import Ink
from .svg import el, g, path
from .trimmings import shoe_detail

SEAT_DROP = 46.0  # how much lower the waist sits on a throne than standing
SEAT_Y = SEAT_DROP + 32  # the seat's cushion, at the hips
RAIL_Y = SEAT_Y + 8  # the seat's front rail, below the cushion
ARM_Y = SEAT_DROP - 8  # the arm rests' top, under the king's elbows
BACK_Y = -102.0  # where the throne's back turns into its round pediment, above the crown
THRONE_TOP = BACK_Y - 24  # the pediment's apex
STOOL_Y = SOLE_Y - 8  # the footstool's top, where the king's soles rest
# in the king's own frame (waist at 0): the hips' line, where his lap begins, the front of
# his knees and the robe's hem over his ankles
LAP_Y, KNEE_Y, HEM_Y = 22.0, 46.0, 76.0
KNEE_X = 17.0  # each knee's centre either side of the middle
LAP_W = 37.0  # the half width of the robe over the knees


def throne_back(ink: Ink, cloth: str) -> list[str]:
    """The tall back, its posts with gold finials, and the cushioned seat, behind the king."""
    p = ink.palette
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
        parts += [
            # the back's post from the seat to a finial above its shoulder
            path(
                f"M{x - 5},{SEAT_Y} L{x - 4},{top + 10} L{x + 4},{top + 10} L{x + 5},{SEAT_Y} Z",
                **ink.fill(p.gold_dark),
            ),
            el("circle", cx=x, cy=top + 4, r=6.5, **ink.fill(p.gold)),
            path(f"M{x - 3},{top - 1} L{x},{top - 10} L{x + 3},{top - 1} Z", **ink.fill(p.gold)),
        ]
    parts += [
        # the cushion on the seat, its top seen from a little above
        path(
            f"M-54,{SEAT_Y - 6} C-20,{SEAT_Y - 8} 20,{SEAT_Y - 8} 54,{SEAT_Y - 6} "
            f"L56,{RAIL_Y} L-56,{RAIL_Y} Z",
            **ink.fill(cloth),
        ),
        *lit(
            ink,
            f"M-52,{SEAT_Y - 5} C-20,{SEAT_Y - 7} 20,{SEAT_Y - 7} 52,{SEAT_Y - 5} "
            f"L52,{SEAT_Y - 1} L-52,{SEAT_Y - 1} Z",
            cloth,
            0.3,
        ),
    ]
    return parts


def throne_front(ink: Ink) -> list[str]:
    """The seat's carved front rail, its legs on lion's paws, the two arm rests on turned
    balusters and the footstool: in front of the mantle, behind the king."""
    p = ink.palette
    rail = RAIL_Y + 12
    parts = [
        path(
            f"M-58,{RAIL_Y} L58,{RAIL_Y} L56,{rail} L-56,{rail} Z",
            **ink.fill(p.gold),
        ),
        *shaded(f"M30,{RAIL_Y} L58,{RAIL_Y} L56,{rail} L30,{rail} Z", p.gold, 0.2),
        path(f"M-54,{RAIL_Y + 6} L54,{RAIL_Y + 6}", **ink.line(p.gold_dark, 1.2)),
        # the shadow under the seat, between its legs
        path(
            f"M-48,{rail} L48,{rail} L44,{SOLE_Y} L-44,{SOLE_Y} Z",
            fill=shade(p.paper, 0.16),
        ),
    ]
    for k in (-1, 1):
        x = 50 * k
        parts += [
            # a leg from the rail to a lion's paw on the floor
            path(
                f"M{x - 5},{rail} L{x + 5},{rail} C{x + 3},{rail + 14} {x + 6},{SOLE_Y - 16} "
                f"{x + 4},{SOLE_Y - 6} L{x - 4},{SOLE_Y - 6} C{x - 6},{SOLE_Y - 16} "
                f"{x - 3},{rail + 14} {x - 5},{rail} Z",
                **ink.fill(p.gold_dark),
            ),
            path(
                f"M{x - 8},{SOLE_Y} C{x - 9},{SOLE_Y - 9} {x + 9},{SOLE_Y - 9} {x + 8},{SOLE_Y} Z",
                **ink.fill(p.gold, thin=True),
            ),
            # a turned baluster from the seat up to the arm rest's front end
            path(
                f"M{56 * k - 3},{SEAT_Y - 4} L{56 * k - 2},{ARM_Y + 6} L{56 * k + 2},{ARM_Y + 6} "
                f"L{56 * k + 3},{SEAT_Y - 4} Z",
                **ink.fill(p.gold_dark, thin=True),
            ),
            el(
                "ellipse",
                cx=56 * k,
                cy=(SEAT_Y + ARM_Y) / 2 + 2,
                rx=4.6,
                ry=5.4,
                **ink.fill(p.gold, thin=True),
            ),
            # the arm rest from the back's post out to a scrolled end
            path(
                f"M{42 * k},{ARM_Y} L{58 * k},{ARM_Y} C{66 * k},{ARM_Y} {66 * k},{ARM_Y + 10} "
                f"{58 * k},{ARM_Y + 10} L{42 * k},{ARM_Y + 10} Z",
                **ink.fill(p.gold, thin=True),
            ),
            el("circle", cx=60 * k, cy=ARM_Y + 5, r=2.4, **ink.fill(p.gold_dark, thin=True)),
        ]
    top, face = STOOL_Y, STOOL_Y + 3
    parts += [
        # the footstool: its velvet top seen from above, a gold braid round its front
        path(
            f"M-30,{top} L30,{top} L34,{face} L34,{SOLE_Y} L-34,{SOLE_Y} L-34,{face} Z",
            **ink.fill(p.red_dark, thin=True),
        ),
        path(f"M-30,{top} L30,{top} L34,{face} L-34,{face} Z", **ink.fill(p.red, thin=True)),
        path(f"M-33,{face + 2.5} L33,{face + 2.5}", **ink.line(p.gold, 1.6)),
    ]
    return parts


def mantle(ink: Ink, garb: Garb) -> list[str]:
    """The king's mantle hanging from his shoulders down his back onto the seat, showing
    between his arms and the throne's posts, its lining along the edges."""
    colour = garb.cloak or garb.main
    top, hem = SEAT_DROP - 72, SEAT_Y + 2
    d = (
        f"M-27,{top} C-42,{top + 22} -50,{hem - 40} -50,{hem} C-40,{hem + 4} -20,{hem + 4} "
        f"0,{hem + 4} C20,{hem + 4} 40,{hem + 4} 50,{hem} C50,{hem - 40} 42,{top + 22} 27,{top} Z"
    )
    parts = [
        path(d, **ink.fill(colour)),
        *shaded(
            f"M27,{top} C42,{top + 22} 50,{hem - 40} 50,{hem} L38,{hem + 3} "
            f"C38,{hem - 40} 34,{top + 24} 27,{top} Z",
            colour,
        ),
        folds(ink, f"M-40,{hem} C-40,{hem - 30} -36,{top + 40} -30,{top + 10}", colour),
    ]
    for k in (-1, 1):
        parts.append(
            path(
                f"M{26 * k},{top + 6} C{40 * k},{top + 26} {47 * k},{hem - 40} {47 * k},{hem}",
                **ink.line(garb.lining, 3),
            )
        )
    return parts


def lap(ink: Ink, garb: Garb) -> list[str]:
    """The robe below the belt of a seated king, in his own frame: over the belly to the
    hips, forward over the thighs (their tops lit, a lap seen a little from above) to two
    round knees, and down from the knees over the shins to a level embroidered hem, the cloth
    sagging in folds between the knees (a robe falling straight from a short lap read as a
    squashed figure standing in front of his chair)."""
    colour = garb.main
    w, ky, hy, lw = 21 * garb.girth, KNEE_Y, HEM_Y, LAP_W
    outline = (
        f"M{-w},-2 C{-w - 5},12 -31,22 -32,{LAP_Y + 4} C-33,{ky - 12} {-lw - 1},{ky - 6} "
        f"{-lw},{ky} C{-lw},{ky + 12} {-lw - 2},{hy - 10} {-lw - 3},{hy} "
        f"C-20,{hy + 4} 20,{hy + 4} {lw + 3},{hy} C{lw + 2},{hy - 10} {lw},{ky + 12} {lw},{ky} "
        f"C{lw + 1},{ky - 6} 33,{ky - 12} 32,{LAP_Y + 4} C31,22 {w + 5},12 {w},-2 Z"
    )
    # the front of the knees, the cloth drawn taut from one to the other
    front = (
        f"C33,{ky + 4} 24,{ky + 5} {KNEE_X},{ky + 5} C10,{ky + 5} 6,{ky + 3} 0,{ky + 3} "
        f"C-6,{ky + 3} -10,{ky + 5} {-KNEE_X},{ky + 5} C-24,{ky + 5} -33,{ky + 4} {-lw},{ky - 1}"
    )
    # the top of the thighs, from the crease at the hips forward to the front of the knees
    thighs = (
        f"M-32,{LAP_Y + 2} C-14,{LAP_Y + 6} 14,{LAP_Y + 6} 32,{LAP_Y + 2} L{lw},{ky - 1} {front} Z"
    )
    knees = " ".join(
        f"M{x - 11},{ky} C{x - 9},{ky - 6} {x + 9},{ky - 6} {x + 11},{ky} "
        f"C{x + 7},{ky + 3} {x - 7},{ky + 3} {x - 11},{ky} Z"
        for x in (-KNEE_X, KNEE_X)
    )
    # the shadow the knees cast on the cloth falling from them, and the hollow between the
    # shins where it falls back
    below = (
        f"M{lw},{ky - 1} {front} C{-lw + 1},{ky + 8} -24,{ky + 11} {-KNEE_X},{ky + 11} "
        f"C-10,{ky + 11} -6,{ky + 9} 0,{ky + 9} C6,{ky + 9} 10,{ky + 11} {KNEE_X},{ky + 11} "
        f"C24,{ky + 11} {lw - 1},{ky + 8} {lw},{ky - 1} Z"
    )
    hollow = (
        f"M-5,{ky + 4} Q0,{ky + 8} 5,{ky + 4} C7,{ky + 12} 9,{hy - 10} 11,{hy + 2} "
        f"Q0,{hy + 4} -11,{hy + 2} C-9,{hy - 10} -7,{ky + 12} -5,{ky + 4} Z"
    )
    creases = (
        # the crease at the hips, where the body meets the lap, and the cloth drawn down
        # between the thighs
        f"M-30,{LAP_Y + 1} C-14,{LAP_Y + 5} 14,{LAP_Y + 5} 30,{LAP_Y + 1} "
        f"M-2,{LAP_Y + 6} C-3,{LAP_Y + 12} -2,{ky - 8} 0,{ky} "
        f"M-12,{LAP_Y + 8} Q-5,{LAP_Y + 14} -3,{ky - 4} M12,{LAP_Y + 8} Q5,{LAP_Y + 14} 3,{ky - 4} "
        # the cloth slung from knee to knee in hanging loops
        f"M-9,{ky + 6} Q0,{ky + 16} 9,{ky + 6} M-10,{ky + 13} Q0,{ky + 24} 10,{ky + 13} "
        # the folds hanging from each knee down the shin
        f"M-27,{ky + 8} C-28,{ky + 14} -29,{hy - 10} -30,{hy} "
        f"M27,{ky + 8} C28,{ky + 14} 29,{hy - 10} 30,{hy} "
        f"M-18,{ky + 11} L-19,{hy + 1} M18,{ky + 11} L19,{hy + 1}"
    )
    return [
        path(outline, **ink.fill(colour)),
        *woven(outline, garb.pattern),
        *lit(ink, thighs, colour, 0.2),
        *lit(ink, knees, colour, 0.5),
        # the side away from the light in shade, down the right thigh and shin
        *shaded(
            f"M14,-2 L{w},-2 C{w + 5},12 31,22 32,{LAP_Y + 4} C33,{ky - 12} {lw + 1},{ky - 6} "
            f"{lw},{ky} C{lw},{ky + 12} {lw + 2},{hy - 10} {lw + 3},{hy} "
            f"C{lw - 4},{hy + 1} {lw - 8},{hy + 2} {lw - 11},{hy + 2} "
            f"C{lw - 10},{hy - 12} {lw - 9},{ky + 12} {lw - 10},{ky + 4} "
            f"C{lw - 12},{ky - 10} 26,{LAP_Y} 22,{LAP_Y - 8} C20,16 18,6 14,-2 Z",
            colour,
        ),
        *shaded(below, colour, 0.45),
        *shaded(hollow, colour, 0.42),
        folds(ink, creases, colour),
        path(f"M{lw},{ky - 1} {front}", **ink.line(ink.palette.ink, 0.9)),
        *embroidered(ink, f"M{-lw - 3},{hy} C-20,{hy + 4} 20,{hy + 4} {lw + 3},{hy}", garb.trim, 5),
    ]


def enthroned(ink: Ink, figure: Figure, suit: str, ident: str) -> list[str]:
    """A king seated front-on on his throne, his feet on a footstool on the sole line."""
    garb = figure.garb
    p = ink.palette
    # a cloth of honour that stands off the mantle hanging in front of it
    cloth = p.green_dark if garb.cloak in (p.red, p.red_dark) else p.red_dark
    rise = f"translate(0 {STOOL_Y - SOLE_Y})"  # the shoes stand on the footstool
    shoes = [
        part
        for x in figure.pose.feet
        for part in (foot(ink, x, p.ink), *shoe_detail(ink, x, SOLE_Y, boots=False))
    ]
    # the mantle is the throne's to drape (see ``mantle``), not the rider's short cape
    king = replace(figure, garb=replace(garb, cloak=None))
    seated = person(ink, king, suit, ident, seated=True, lap=lambda pen: lap(pen, garb))
    return [
        *throne_back(ink, cloth),
        *(mantle(ink, garb) if garb.cloak else []),
        *throne_front(ink),
        g(*shoes, transform=rise),
        g(*seated, transform=f"translate(0 {SEAT_DROP})"),
    ]
