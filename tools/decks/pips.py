"""Number cards 2-7: each pack's own arrangements of cups, coins, swords and batons.

Neapolitan: cups and coins in columns, swords bowed into interlocking ovals (napoli_pips),
batons crossed in stacked pairs (the 3 of batons with its whiskered mask). Piacentine: cups
and coins in diagonals and rows of three with small flowers between; swords and batons in
mirror-symmetric lattices and sheaves (piacentine_pips).
"""

from __future__ import annotations

from dataclasses import dataclass

from .napoli_pips import neapolitan_batons, neapolitan_swords
from .ornaments import quatrefoil
from .piacentine_pips import piacentine_weapons
from .style import CX, CY, Ink
from .suits_neapolitan import grotesque
from .svg import g
from .symbols import place, symbol_def

# Cups and coins stand apart: (scale, positions relative to the card centre).
NEAPOLITAN_ROUND: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    2: (1.0, ((0, -82), (0, 82))),
    3: (0.9, ((0, -110), (0, 0), (0, 110))),
    4: (0.86, ((-46, -72), (46, -72), (-46, 72), (46, 72))),
    5: (0.8, ((-46, -100), (46, -100), (0, 0), (-46, 100), (46, 100))),
    6: (0.76, ((-45, -108), (45, -108), (-45, 0), (45, 0), (-45, 108), (45, 108))),
    7: (0.64, ((-40, -112), (40, -112), (-62, 0), (0, 0), (62, 0), (-40, 112), (40, 112))),
}
PIACENTINE_ROUND: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    2: (0.95, ((-36, -76), (36, 76))),
    3: (0.84, ((-50, -104), (0, 0), (50, 104))),
    4: (0.8, ((-46, -70), (46, -70), (-46, 70), (46, 70))),
    5: (0.72, ((-52, -106), (52, -106), (0, 0), (-52, 106), (52, 106))),
    6: (0.6, ((-64, -62), (0, -62), (64, -62), (-64, 62), (0, 62), (64, 62))),
    7: (0.56, ((-64, -110), (0, -110), (64, -110), (0, 0), (-64, 110), (0, 110), (64, 110))),
}
# where the Piacentine number cards carry a small flower between the symbols
PIACENTINE_FLOWERS = {2: ((36, -76), (-36, 76)), 4: ((0, 0),), 6: ((0, 0),)}


@dataclass(frozen=True)
class Lattice:
    """Swords or batons crossed in pairs, one X per row, and an upright through the 3, 5 and 7.

    ``rows`` are the vertical offsets of the crossings; ``tilt`` leans each blade off the
    vertical; the upright's ``spine`` offset drops its hilt below the lowest crossing.
    """

    scale: float
    tilt: float
    rows: tuple[float, ...]
    spine: float = 0.0


LATTICES = {
    1: Lattice(1.45, 27.0, (0.0,)),
    2: Lattice(0.96, 41.0, (-76.0, 76.0), spine=16.0),
    3: Lattice(0.72, 49.0, (-104.0, 0.0, 104.0), spine=14.0),
}
SPINE_SCALE = 1.45


def _lattice(count: int, heavy_end_up: bool) -> list[tuple[float, float, float, bool, float]]:
    """(x, y, tilt in degrees, upside down, scale) of each sword or baton of a number card.

    Pairs lean out symmetrically from their crossing; the heavy ends (hilts, club heads)
    point away from the card's centre line, so the rows meet tip to tip and every end
    can be counted.
    """
    layout = LATTICES[count // 2]
    items = []
    for dy in layout.rows:
        # the 3's pair turns its heavy ends away from the upright's, so the three never pile up
        turned = dy > 0 or count == 3 if heavy_end_up else dy < 0 or count == 3
        items += [
            (0.0, dy, layout.tilt, turned, layout.scale),
            (0.0, dy, -layout.tilt, turned, layout.scale),
        ]
    if count % 2:  # the upright lies under the pairs, so every X keeps its shape
        items.insert(0, (0.0, layout.spine, 0.0, False, SPINE_SCALE))
    return items


def pip_card(suit: str, count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body for a number card 2-7 of the deck's region."""
    if ink.regional == "piacentine":
        return _piacentine_pips(suit, count, ink)
    if suit in "cd":
        scale, spots = NEAPOLITAN_ROUND[count]
        defs = [symbol_def(suit, "pip", ink, scale)]
        return defs, [place("pip", CX + x, CY + y, scale) for x, y in spots]
    if suit == "s":
        return neapolitan_swords(count, ink)
    if count >= 4:
        return neapolitan_batons(count, ink)
    items = _lattice(count, heavy_end_up=suit == "b")
    idents = {scale: f"pip{i}" for i, scale in enumerate(sorted({item[4] for item in items}))}
    defs = [symbol_def(suit, ident, ink, scale, leafy=False) for scale, ident in idents.items()]
    body = []
    for x, y, tilt, turned, scale in items:
        body.append(
            place(
                idents[scale],
                CX + x,
                CY + y,
                scale,
                rotate=tilt + (180 if turned else 0),
                flip=tilt < 0,
            )
        )
    if suit == "b" and count == 3:
        body.append(g(grotesque(ink.at_scale(1.5)), transform=f"translate({CX} {CY}) scale(1.5)"))
    return defs, body


def _piacentine_pips(suit: str, count: int, ink: Ink) -> tuple[list[str], list[str]]:
    if suit in "cd":
        scale, spots = PIACENTINE_ROUND[count]
        defs = [symbol_def(suit, "pip", ink, scale)]
        body = [place("pip", CX + x, CY + y, scale) for x, y in spots]
        body += [
            g(quatrefoil(ink), transform=f"translate({CX + x} {CY + y})")
            for x, y in PIACENTINE_FLOWERS.get(count, ())
        ]
        return defs, body
    return piacentine_weapons(suit, count, ink)

