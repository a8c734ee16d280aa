"""The Aces, each pack's showpieces: the Ace of coins the grandest card of the deck.

Neapolitan: a crowned sunburst medallion, a tall lidded goblet (goblet.py), an upright sabre
in a laurel wreath, one great knotted club tied with a ribbon. Piacentine: "la Polla", the
crowned eagle bearing the great coin (eagle.py); a tall open chalice between leafy sprays;
the curved Arab-style blade; a great knotty club.
"""

from __future__ import annotations

import math

from .eagle import polla
from .goblet import NEAPOLITAN_CUP, PIACENTINE_CUP, grand_cup
from .napoli_pips import Sabre
from .ornaments import crown, laurel, ribbon, wreath
from .regalia import grand_crown
from .style import CX, CY, Ink
from .suits_neapolitan import petal_ring
from .suits_piacentine import leafy_spray, scimitar
from .svg import el, g, path
from .symbols import place, symbol_def

Card = tuple[list[str], list[str]]


def ace_card(suit: str, ink: Ink) -> Card:
    """Defs and body for the Ace of ``suit`` in the deck's region."""
    if ink.regional == "piacentine":
        return {
            "d": _polla,
            "c": _piacentine_cups,
            "s": _piacentine_swords,
            "b": _piacentine_batons,
        }[suit](ink)
    return {"d": _medallion, "c": _goblet, "s": _sabre, "b": _club}[suit](ink)


def _rays(ink: Ink, count: int, inner: float, outer: float, short: float) -> list[str]:
    p = ink.palette
    rays = []
    for k in range(count):
        a = k * 2 * math.pi / count
        r2, half = (outer if k % 2 else short), math.pi / count
        pts = [
            (inner * math.cos(a - half), inner * math.sin(a - half)),
            (r2 * math.cos(a), r2 * math.sin(a)),
            (inner * math.cos(a + half), inner * math.sin(a + half)),
        ]
        rays.append(
            path(
                "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z",
                **ink.fill(p.gold if k % 2 else p.red, thin=True),
            )
        )
    return rays


def _ring_of(
    ink: Ink, count: int, radius: float, sizes: tuple[float, float], colours: tuple[str, str]
) -> list[str]:
    return [
        el(
            "circle",
            cx=round(radius * math.cos(k * 2 * math.pi / count), 1),
            cy=round(radius * math.sin(k * 2 * math.pi / count), 1),
            r=sizes[k % 2],
            **ink.fill(colours[k % 2], thin=True),
        )
        for k in range(count)
    ]


def _medallion(ink: Ink) -> Card:
    """The grandest Neapolitan card: a sunburst medallion with a jewelled band and a great
    rosette, in a laurel wreath tied above the banner, under an arched crown."""
    p = ink.palette
    medal = g(
        *_rays(ink, 32, 86, 100, 94),
        el("circle", r=86, **ink.fill(p.gold)),
        el("circle", r=78, **ink.fill(p.blue)),
        *_ring_of(ink, 24, 82, (1.6, 1.6), (p.gold_light, p.gold_light)),
        el("circle", r=60, **ink.fill(p.gold)),
        *_ring_of(ink, 12, 69, (5.5, 4.2), (p.gold_light, p.red)),
        path("M42,-42 A60,60 0 0 1 -42,42 A54,54 0 0 0 42,-42 Z", fill=p.gold_dark),
        el("circle", r=55, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.5),
        *petal_ring(ink, 12, -33, 10, 21, p.red),
        *(  # a vein down each great petal: engraved, not flat
            path("M0,-16 L0,-48", transform=f"rotate({k * 30})", **ink.line(p.red_dark))
            for k in range(12)
        ),
        *petal_ring(ink, 12, -20, 5, 12, p.gold_light, turn=15),
        el("circle", r=11, **ink.fill(p.gold)),
        el("circle", r=5, **ink.fill(p.green, thin=True)),
        transform=f"translate({CX} {CY + 14}) scale(0.88)",
    )
    # a laurel wreath round the medallion, tied at its foot above the banner, the crown on top
    back, front = wreath(ink, 95, 95, leaves=17)
    body = [
        g(*back, *front, transform=f"translate({CX} {CY + 14})"),
        medal,
        g(grand_crown(ink), transform=f"translate({CX} {CY - 72})"),
        g(
            ribbon(ink, 132, p.red, text="NAPOLETANE", depth=17),
            transform=f"translate({CX} {CY + 146})",
        ),
    ]
    return [], body


def _goblet(ink: Ink) -> Card:
    """A tall lidded goblet, gadrooned and jewelled, standing between laurel sprays."""
    cup = grand_cup(ink, NEAPOLITAN_CUP)
    body = [
        g(laurel(ink, 64, 6), transform=f"translate({CX - 40} {CY + 150}) rotate(-4)"),
        g(laurel(ink, 64, 6, mirror=True), transform=f"translate({CX + 40} {CY + 150}) rotate(4)"),
        g(*cup, transform=f"translate({CX} {CY + 4}) scale(1.12)"),
    ]
    return [], body


def _sabre(ink: Ink) -> Card:
    """A broad sabre with a shell guard, through a closed laurel wreath, wearing a crown."""
    p = ink.palette
    guard = (CX - 4, CY + 86)
    sabre = Sabre(
        (guard, (CX - 22, CY + 10), (CX - 22, CY - 100), (CX + 16, CY - 176)), 30.0, 1.55
    ).strand(ink)
    back, front = wreath(ink, 66, 74, leaves=21)
    shell = g(
        path("M-15,0 C-15,-16 15,-16 15,0 Z", **ink.fill(p.gold, thin=True)),
        path(
            "M0,-1 L0,-11 M-5,-1 L-8,-10 M5,-1 L8,-10 M-10,-1 L-13,-6 M10,-1 L13,-6",
            **ink.line(p.gold_dark),
        ),
        el("circle", cx=0, cy=4, r=4.2, **ink.fill(p.red, thin=True)),
        transform=f"translate({guard[0]} {guard[1]})",
    )
    body = [
        g(*back, transform=f"translate({CX} {CY - 46})"),
        sabre.art,
        shell,
        g(*front, transform=f"translate({CX} {CY - 46})"),
        # the crown sits on the blade, its point rising clear above (no clip-path: Qt has none)
        g(crown(ink, 66, 34), transform=f"translate({CX + 4} {CY - 116})"),
    ]
    return [], body


def _club(ink: Ink) -> Card:
    """One great knotted club sprouting leaves, leaning across the whole card, a ribbon
    tied round it."""
    scale = 1.72
    defs = [symbol_def("b", "ace", ink, scale, leafy=True)]
    # leaning right, away from the top-left corner number, the head near the top frame; a
    # plain red ribbon tied round the shaft below the leaves
    body = [
        place("ace", CX, CY + 4, scale, rotate=14),
        g(
            ribbon(ink, 96, ink.palette.red, wave=7, depth=14),
            transform=f"translate({CX - 14} {CY + 70}) rotate(-24)",
        ),
    ]
    return defs, body


def _scroll(ink: Ink) -> str:
    """A symmetric leafy scroll, placed above and below the Piacentine Aces."""
    p = ink.palette
    curl = "M0,0 C10,-14 30,-16 40,-6 C46,0 42,10 34,8 C28,6 30,-2 36,-2"
    return g(
        path(curl, **ink.line(p.green_dark, ink.pen.thick * 1.4)),
        path(curl, transform="scale(-1 1)", **ink.line(p.green_dark, ink.pen.thick * 1.4)),
        path("M0,0 C-6,-8 -4,-18 0,-22 C4,-18 6,-8 0,0 Z", **ink.fill(p.red, thin=True)),
        *(
            path(
                "M0,0 C4,-6 12,-8 18,-6 C12,0 6,2 0,0 Z",
                transform=f"translate({x} {y}) rotate({r})",
                **ink.fill(p.green, thin=True),
            )
            for x, y, r in ((14, -10, -30), (-14, -10, 210), (26, -13, 10), (-26, -13, 170))
        ),
    )


def _double_scrolls(ink: Ink, reach: float) -> list[str]:
    return [
        g(_scroll(ink), transform=f"translate({CX} {CY - reach})"),
        g(_scroll(ink), transform=f"translate({CX} {CY + reach}) rotate(180)"),
    ]


def _polla(ink: Ink) -> Card:
    """La Polla: the crowned eagle displayed, bearing the great coin on its breast, the
    maker's banner below the right way up."""
    body = [
        g(polla(ink), transform=f"translate({CX} {CY + 4})"),
        g(
            ribbon(ink, 126, ink.palette.red, wave=6, text="PIACENTINE", depth=17),
            transform=f"translate({CX} {CY + 142})",
        ),
    ]
    return [], body


def _piacentine_cups(ink: Ink) -> Card:
    """A tall open chalice, gadrooned and jewelled, between two leafy sprays, scrolls above
    and below."""
    cup = grand_cup(ink, PIACENTINE_CUP)
    body = [
        g(leafy_spray(ink), transform=f"translate({CX - 80} {CY + 72})"),
        g(leafy_spray(ink), transform=f"translate({CX + 80} {CY + 72})"),
        g(*cup, transform=f"translate({CX} {CY - 8})"),
        *_double_scrolls(ink, 160),
    ]
    return [], body


def _piacentine_swords(ink: Ink) -> Card:
    """The curved Arab-style blade, leaning, its sword knot hanging from the grip, between
    leafy sprays at either end."""
    scale = 1.62
    body = [
        g(leafy_spray(ink), transform=f"translate({CX - 60} {CY - 92}) rotate(-30) scale(1.2)"),
        g(leafy_spray(ink), transform=f"translate({CX + 74} {CY + 66}) rotate(164) scale(1.1)"),
        g(
            scimitar(ink.at_scale(scale)),
            transform=f"translate({CX - 6} {CY}) rotate(-12) scale({scale})",
        ),
    ]
    return [], body


def _piacentine_batons(ink: Ink) -> Card:
    """One great knotty club filling the card, young leaves springing from its cut stubs,
    sprays at either end; no ribbon (the maker's name is on the Ace of coins alone)."""
    scale = 1.7
    defs = [symbol_def("b", "ace", ink, scale, leafy=True)]
    body = [
        g(leafy_spray(ink), transform=f"translate({CX + 56} {CY - 96}) rotate(34) scale(1.35)"),
        g(leafy_spray(ink), transform=f"translate({CX - 56} {CY + 96}) rotate(214) scale(1.35)"),
        place("ace", CX, CY + 8, scale, rotate=16),
    ]
    return defs, body
