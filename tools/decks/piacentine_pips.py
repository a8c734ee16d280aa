"""The Piacentine swords and batons 2-7: orderly, mirror-symmetric layouts of long straight
swords and knotty cudgels.

Each piece stands on its foot (a sword's guard, a club's butt) and every foot of a card
stands on one baseline, evenly spaced and mirrored about the card's upright centre line. The
2 and the 4 lean their left half right and their right half left, each piece reaching
across to its mirror twin's place, so they cross in a lozenge lattice; the 5 of swords sets
two crossed pairs apart, its leafy vine climbing the lane between them behind the upright;
the 6 sets two sheaves of three side by side, each crossing at one point. The odd counts add one
upright turned the other way, its foot at the head of the card, in the lane down the middle.
Where pieces cross, the one drawn later lies over with its own dark outline, as in a
printed pack: no cream knock-out gap round it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .style import CX, CY, Ink
from .suits_piacentine import knotty_club, long_sword
from .svg import el, g, path, use


@dataclass(frozen=True)
class Piece:
    """One sword or club: its foot on the card, its lean off the vertical (degrees,
    clockwise), and whether it is turned so the foot is at the head of the card."""

    x: float
    y: float
    lean: float = 0.0
    turned: bool = False


@dataclass(frozen=True)
class Layout:
    """How a suit's pieces stand: their length, the baseline of their feet, the foot of the
    turned upright; for the 6, the step between a sheaf's feet, each sheaf's distance off the
    middle and how far up (as a fraction of the length) its pieces cross."""

    length: float  # foot to point or head
    baseline: float
    top: float
    sheaf_step: float
    sheaf_offset: float
    sheaf_cross: float


SWORDS = Layout(210.0, CY + 86, CY - 116, sheaf_step=32.0, sheaf_offset=54.0, sheaf_cross=0.5)
# the clubs' heads are broader than their butts: a sheaf crosses low so the heads fan apart
BATONS = Layout(226.0, CY + 114, CY - 114, sheaf_step=24.0, sheaf_offset=56.0, sheaf_cross=0.4)
UPRIGHT_LENGTH = 228.0  # the turned middle piece reaches down between the others' feet
LATTICE_STEP = {2: 84.0, 4: 50.0}  # between neighbouring feet
FIVE_STEP, FIVE_OFFSET = 26.0, 54.0  # the 5 of swords: half a pair's feet apart, pair off middle


def layout(suit: str, count: int) -> list[Piece]:
    """The pieces of the Piacentine ``count`` of swords (``s``) or batons (``b``), in drawing
    order, the same on every card: left feet before right feet, a sheaf's middle piece over
    its two, the turned upright over all."""
    spec = SWORDS if suit == "s" else BATONS
    even = count - count % 2
    pieces: list[Piece] = []
    if suit == "s" and count == 5:  # two crossed pairs, a lane between them for the vine
        lean = math.degrees(math.atan2(FIVE_STEP, spec.length / 2))
        for side in (-1, 1):
            x = CX + side * FIVE_OFFSET
            pieces += [
                Piece(x - FIVE_STEP, spec.baseline, lean),
                Piece(x + FIVE_STEP, spec.baseline, -lean),
            ]
    elif even == 6:
        step = spec.sheaf_step
        lean = math.degrees(math.atan2(step, spec.length * spec.sheaf_cross))
        for side in (-1, 1):
            x = CX + side * spec.sheaf_offset
            pieces += [
                Piece(x - step, spec.baseline, lean),
                Piece(x + step, spec.baseline, -lean),
                Piece(x, spec.baseline),
            ]
    else:
        half, step = even // 2, LATTICE_STEP[even]
        lean = math.degrees(math.asin(half * step / spec.length))
        for k in range(even):
            x = CX + (k - (even - 1) / 2) * step
            pieces.append(Piece(x, spec.baseline, lean if k < half else -lean))
    if count % 2:
        pieces.append(Piece(CX, spec.top, 0.0, turned=True))
    return pieces


def _drawing(suit: str, ink: Ink, length: float) -> list[str]:
    """A piece with its foot at the origin, point or head ``length`` up."""
    if suit == "s":
        return long_sword(ink, length)
    scale = length / 200
    return [g(*knotty_club(ink.at_scale(scale)), transform=f"scale({scale:.4f}) translate(0 -100)")]


def vine(ink: Ink, height: float) -> str:
    """The plant ornament of the 5 of swords: a stem climbing the middle with paired leaves,
    largest half-way up where the crossed pairs leave most room, and a bud at each end."""
    p = ink.palette
    leaf = "M0,0 C6,-8 18,-10 30,-5 C20,3 9,4 0,0 Z"
    half = height / 2
    parts = [
        path(
            f"M0,{half} C-6,{half * 0.4} 6,{-half * 0.4} 0,{-half}",
            **ink.line(p.green_dark, ink.pen.thick),
        )
    ]
    steps = 7
    berries = []
    for k in range(steps):
        y = half - (k + 0.5) * height / steps
        size = 0.7 + 0.8 * (1 - abs(y) / half)
        turn = -28 + 8 * (k % 2)
        for mirror in (1, -1):
            parts.append(
                path(
                    leaf,
                    transform=f"translate(0 {y:.1f}) scale({mirror * size:.2f} {size:.2f}) "
                    f"rotate({turn})",
                    **ink.fill(p.green if k % 2 else p.green_dark, thin=True),
                )
            )
            if k % 2 == 0:  # a red berry beyond every other pair of leaves
                a = math.radians(turn)  # the leaf's tip, (30, -5) in its own frame
                tip = (
                    size * (30 * math.cos(a) + 5 * math.sin(a)),
                    y + size * (30 * math.sin(a) - 5 * math.cos(a)),
                )
                berries.append(
                    el(
                        "circle",
                        cx=round(mirror * tip[0], 1),
                        cy=round(tip[1], 1),
                        r=3.2,
                        **ink.fill(p.red, thin=True),
                    )
                )
    parts += berries
    parts += [
        el("ellipse", cx=0, cy=-half - 5, rx=5, ry=7, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=half + 5, rx=5, ry=7, **ink.fill(p.red, thin=True)),
    ]
    return g(*parts)


def piacentine_weapons(suit: str, count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body of the Piacentine 2-7 of swords or batons."""
    spec = SWORDS if suit == "s" else BATONS
    defs = [
        g(*_drawing(suit, ink, spec.length), id="pwa"),
        g(*_drawing(suit, ink, UPRIGHT_LENGTH), id="uwa"),
    ]
    body = []
    for piece in layout(suit, count):
        ident = "uw" if piece.turned else "pw"
        turn = piece.lean + (180 if piece.turned else 0)
        where = f"translate({piece.x:.1f} {piece.y:.1f}) rotate({turn:.2f})"
        body.append(use(f"{ident}a", transform=where))
    if suit == "s" and count == 5:  # the pack's leafy 5, behind every blade
        body.insert(0, g(vine(ink, 176), transform=f"translate({CX} {CY})"))
    return defs, body
