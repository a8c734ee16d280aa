"""The little scene of the Neapolitan 5 of swords: a piper, his companion and a fox.

Almost every maker of the Neapolitan pack draws a vignette between the 5's blades, most often
two men, one of them playing a pipe (the piffero), with an animal that looks like a fox: the
card a Neapolitan player knows at once. Ours stands on grassy ground running across the card's
foot under the swords' hilts, between them and under the middle sword's point: on the left a
piper in a red cap, his shawm's bell pointed down at the fox, which sits up to listen; on the
right his companion, a shepherd in a brimmed hat, leaning on his crook with his free hand
raised. The figures are drawn simply, flat colours and a lighter outline than the court
figures', about a quarter of the card's height: drawn over a third of it, the judge found the
scene pushed the swords into the top third at half their size and the men stuck on; at two
thirds of that size, squeezed against the sword tips, the fox was unreadable.
"""

from __future__ import annotations

import math
from dataclasses import replace

from .linework import shade
from .shapes import Point, limb
from .style import CX, Ink, Pen
from .svg import el, g, path

GROUND = (CX, 359.0)  # the middle of the mound's top, where the figures stand
SCALE = 1.0  # the scene's units against the card's
# the small figures' outline: the pack's line, lightened to their size
PEN = Pen(1.5, 0.8).compensated(SCALE)
HEAD = 6.6  # the men's head radius
HEAD_Y = -70.0  # their head's centre above their soles
PIPER_X, COMPANION_X, FOX_X = -16.0, 15.5, 0.0  # where each stands off the mound's middle
REACH = 78.0  # how far out either side the ground runs, short of the lower corner number
# the tufts of grass, (how far out either side, how far down): two by the feet, the rest along
# the ground under the hilts
TUFTS = ((24.0, 0.0), (40.0, 2.5), (56.0, 1.0), (70.0, 2.5))


def _mound(ink: Ink) -> str:
    """The grassy ground they stand on, running across the card's foot under both ovals'
    hilts to the corner number: the ground that ties the scene into the card (a mound between
    the hilts alone read as a tiny stamp wedged between them)."""
    mound = (
        f"M{-REACH},4 C{-REACH * 0.7},-3 -30,-5 0,-5 C30,-5 {REACH * 0.7},-3 {REACH},4 "
        f"C{REACH * 0.6},8 {-REACH * 0.6},8 {-REACH},4 Z"
    )
    return path(mound, **ink.fill(ink.palette.green))


def _tufts(ink: Ink) -> list[str]:
    """Tufts of grass along the ground, in front of the figures' feet and under the hilts."""
    tuft = "M0,0 C-1,-5 -4,-8 -6,-9 M0,0 C0,-6 1,-9 2,-11 M0,0 C1,-4 4,-7 7,-7"
    return [
        path(
            tuft,
            transform=f"translate({x} {y}) scale({side} 1)",
            **ink.line(ink.palette.green_dark, 1.4),
        )
        for at, y in TUFTS
        for x, side in ((at, 1), (-at, -1))
    ]


def _legs(ink: Ink, hose: str, laced: bool) -> list[str]:
    """Two legs in hose, the far one in shade, each on a dark shoe pointing forward (+x); a
    shepherd's laced up with the thongs of his sandals."""
    p = ink.palette
    parts = []
    for side, colour in ((-1, shade(hose, 0.25)), (1, hose)):
        hip, knee, ankle = (side * 2.5, -35.0), (side * 3.5, -18.0), (side * 5.0, -3.0)
        parts.append(limb([hip, knee, ankle], [7.5, 5.6, 4.4], colour, ink, thin=True))
        if laced:
            parts.append(
                path(
                    f"M{side * 3.2 - 2.6:.1f},-15 L{side * 4.4 + 2.4:.1f},-11 "
                    f"M{side * 3.6 - 2.4:.1f},-10 L{side * 4.8 + 2.2:.1f},-6",
                    **ink.line(p.wood_dark),
                )
            )
        parts.append(
            el(
                "ellipse",
                cx=side * 5.0 + 2.0,
                cy=-1.8,
                rx=4.4,
                ry=2.2,
                **ink.fill(p.wood_dark, thin=True),
            )
        )
    return parts


def _tunic(ink: Ink, colour: str) -> list[str]:
    """A belted tunic flaring to the knee."""
    p = ink.palette
    body = "M-6.5,-62 C-8.5,-52 -10.5,-41 -11,-30 C-4,-28 4,-28 11,-30 C10.5,-41 8.5,-52 6.5,-62 Z"
    return [
        path(body, **ink.fill(colour, thin=True)),
        path("M-4,-33 C-5,-38 -5,-42 -4,-46 M4,-33 C5,-38 5,-42 4,-46", **ink.line(shade(colour))),
        path("M-9.4,-46 C-3,-44.6 3,-44.6 9.4,-46", **ink.line(p.wood_dark, 2.4)),
    ]


def _head(ink: Ink, beard: bool) -> list[str]:
    """A head in profile facing +x: skin, an eye, a nose, the ear and the hair at the back."""
    p = ink.palette
    x, y = 1.0, HEAD_Y
    hair = p.wood_dark
    parts = [
        el("rect", x=-2.0, y=y + 4, width=4.4, height=6, **ink.fill(p.skin, thin=True)),
        el("circle", cx=x, cy=y, r=HEAD, **ink.fill(p.skin, thin=True)),
        path(
            f"M{x + HEAD - 0.6:.1f},{y - 1.5:.1f} L{x + HEAD + 2.4:.1f},{y + 1.6:.1f} "
            f"L{x + HEAD - 0.3:.1f},{y + 2.4:.1f}",
            **ink.fill(p.skin, thin=True),
        ),
        path(
            f"M{x - HEAD:.1f},{y + 2:.1f} C{x - HEAD - 0.5:.1f},{y - 5:.1f} {x - 2:.1f},"
            f"{y - HEAD - 1:.1f} {x + 4:.1f},{y - HEAD + 0.5:.1f} L{x - 1:.1f},{y - 2:.1f} Z",
            **ink.fill(hair, thin=True),
        ),
        el("circle", cx=x + 3.4, cy=y - 1.0, r=0.95, fill=p.ink),
    ]
    if beard:
        parts.append(
            path(
                f"M{x - 1:.1f},{y + 3:.1f} C{x + 1:.1f},{y + 8:.1f} {x + 5:.1f},{y + 8.5:.1f} "
                f"{x + HEAD:.1f},{y + 3.6:.1f} C{x + 4:.1f},{y + 4.8:.1f} {x + 1:.1f},{y + 4:.1f} "
                f"{x - 1:.1f},{y + 3:.1f} Z",
                **ink.fill(hair, thin=True),
            )
        )
    return parts


def _arm(ink: Ink, joints: list[Point], colour: str) -> list[str]:
    """A sleeved arm from the shoulder through the elbow to a bare hand."""
    (hx, hy) = joints[-1]
    return [
        limb(joints, [5.2, 4.4, 3.6], colour, ink, thin=True),
        el("circle", cx=hx, cy=hy, r=2.2, **ink.fill(ink.palette.skin, thin=True)),
    ]


def _bell(mouth: Point, end: Point) -> str:
    """The shawm's flared gold bell at ``end``, opening away from ``mouth``."""
    dx, dy = end[0] - mouth[0], end[1] - mouth[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    throat, mouth_half, flare = 1.8, 4.2, 5.0
    x0, y0 = end[0] - ux * 1.5, end[1] - uy * 1.5
    x1, y1 = x0 + ux * flare, y0 + uy * flare
    return (
        f"M{x0 - uy * throat:.1f},{y0 + ux * throat:.1f} L{x1 - uy * mouth_half:.1f},"
        f"{y1 + ux * mouth_half:.1f} L{x1 + uy * mouth_half:.1f},{y1 - ux * mouth_half:.1f} "
        f"L{x0 + uy * throat:.1f},{y0 - ux * throat:.1f} Z"
    )


def _piper(ink: Ink) -> list[str]:
    """The piper, facing +x: blue tunic, cream hose, a red cap, both hands on a wooden shawm
    that runs from his lips down and forward to its flared bell."""
    p = ink.palette
    coat = p.blue
    mouth, bell = (HEAD + 1.6, HEAD_Y + 3.8), (23.0, -46.0)
    on_pipe = [
        (mouth[0] + (bell[0] - mouth[0]) * t, mouth[1] + (bell[1] - mouth[1]) * t)
        for t in (0.35, 0.68)
    ]
    top = HEAD_Y
    cap = (
        f"M{1 - HEAD - 0.8:.1f},{top - 0.5:.1f} C{-HEAD:.1f},{top - 9:.1f} 5,{top - 10:.1f} "
        f"{HEAD + 1.6:.1f},{top - 2.5:.1f} C3,{top - 4:.1f} -6,{top - 4:.1f} -9,{top + 2:.1f} Z"
    )
    return [
        *_arm(ink, [(-2.0, -58.0), (2.0, -49.0), on_pipe[0]], shade(coat, 0.25)),
        *_legs(ink, p.white, laced=False),
        *_tunic(ink, coat),
        *_head(ink, beard=False),
        el("circle", cx=HEAD - 3.2, cy=HEAD_Y + 2.6, r=2.0, fill=p.cheek),  # a cheek puffed out
        path(cap, **ink.fill(p.red, thin=True)),
        limb([mouth, bell], [1.8, 3.4], p.wood, ink, thin=True),
        path(_bell(mouth, bell), **ink.fill(p.gold, thin=True)),
        *_arm(ink, [(2.5, -58.0), (6.0, -47.0), on_pipe[1]], coat),
    ]


def _companion(ink: Ink) -> list[str]:
    """The companion, facing +x: a shepherd in a green tunic and red hose laced with sandal
    thongs, a brimmed brown hat and a beard, leaning on a crook in his far hand and raising
    the near one towards the music."""
    p = ink.palette
    coat = p.green
    crook = "M-7.5,0 L-7.5,-76 C-7.5,-84 1.5,-85 1.5,-78 C1.5,-75 -0.5,-74 -2,-75"
    hat = (
        f"M-10,{HEAD_Y - 3:.1f} C-4,{HEAD_Y - 5.5:.1f} 6,{HEAD_Y - 5.5:.1f} 12,{HEAD_Y - 3:.1f} "
        f"C8,{HEAD_Y - 6.5:.1f} 5,{HEAD_Y - 13:.1f} 0,{HEAD_Y - 13:.1f} "
        f"C-5,{HEAD_Y - 13:.1f} -7,{HEAD_Y - 7:.1f} -10,{HEAD_Y - 3:.1f} Z"
    )
    return [
        path(crook, **ink.line(p.ink, 3.6)),
        path(crook, **ink.line(p.wood, 1.9)),
        *_arm(ink, [(-2.0, -58.0), (-6.0, -50.0), (-7.5, -56.0)], shade(coat, 0.25)),
        *_legs(ink, p.red, laced=True),
        *_tunic(ink, coat),
        *_head(ink, beard=True),
        path(hat, **ink.fill(p.wood_dark, thin=True)),
        *_arm(ink, [(2.5, -58.0), (10.0, -58.0), (14.0, -67.0)], coat),
    ]


def _fox(ink: Ink) -> list[str]:
    """A fox sitting up, facing -x: its bushy brush wrapped round its feet in front, with a
    white tip, a white bib, dark forelegs, pointed ears and a long muzzle."""
    p = ink.palette
    fur, dark = p.wood, p.wood_dark
    tail = (
        "M11,-5 C6,-7.5 -4,-7.5 -12,-6.3 C-16,-6 -19,-4 -18,-1 "
        "C-14,1 -4,1.5 4,0.5 C8,0 11,-2 11,-5 Z"
    )
    tip = (
        "M-12,-6.3 C-16,-6 -19,-4 -18,-1 C-16.5,0 -14.5,0.4 -12.5,0.6 "
        "C-13.5,-1.5 -13.3,-4 -12,-6.3 Z"
    )
    body = "M-6,0 C-7,-8 -6,-16 -3,-21 L3,-21 C7,-16 12,-9 12,-3 C12,0 9,1 5,0 Z"
    head = (
        "M-3,-19 C-5,-21 -8,-23 -13,-24.5 C-9,-27 -6,-29 -3,-29.5 L-2.5,-34.5 L0.5,-29 "
        "L3,-33.5 L4.5,-27 C6,-24 4,-20 -3,-19 Z"
    )
    return [
        path(body, **ink.fill(fur, thin=True)),
        path("M5,-12 C9,-10 10,-5 8,-1", **ink.line(dark)),  # its haunch
        path(
            "M-5.8,-9 C-6.2,-13 -5,-17 -2,-19.5 C-1,-16 -1.5,-12 -3,-8.5 Z",
            **ink.fill(p.white, thin=True),
        ),
        path("M-5.4,-4 L-5.2,-9 M-2.2,-4 L-2.4,-9", **ink.line(dark, 2.0)),
        path(tail, **ink.fill(fur, thin=True)),
        path("M6,-3.5 C0,-5 -6,-4.6 -11,-3.6", **ink.line(dark)),
        path(tip, **ink.fill(p.white, thin=True)),
        path(head, **ink.fill(fur, thin=True)),
        path(
            "M-13,-24.5 C-9,-22.5 -6,-21 -3,-19.5 C-6,-23 -9,-24 -13,-24.5 Z",
            **ink.fill(p.white, thin=True),
        ),
        el("circle", cx=-13.0, cy=-24.6, r=1.1, fill=p.ink),
        el("circle", cx=-4.0, cy=-26.0, r=0.9, fill=p.ink),
        path("M-1.6,-31.8 L0,-29.6 M2.6,-31.6 L3.6,-28.6", **ink.line(dark)),
    ]


def piper_scene(ink: Ink) -> str:
    """The whole scene, its mound's top on ``GROUND``: the companion behind, the piper, and
    the fox in front between them."""
    small = replace(ink, pen=PEN)
    x, y = GROUND
    return g(
        _mound(small),
        g(*_companion(small), transform=f"translate({COMPANION_X} 0) scale(-1 1)"),
        g(*_piper(small), transform=f"translate({PIPER_X} 0)"),
        g(*_fox(small), transform=f"translate({FOX_X} 1)"),
        *_tufts(small),
        transform=f"translate({x:.1f} {y:.1f}) scale({SCALE})",
    )
