"""Card assembly: paper, frame, corner numbers, backs, and which drawing goes on which face."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .aces import ace_card
from .courts import neapolitan_court, piacentine_court
from .ornaments import number_glyphs
from .pips import pip_card
from .style import CARD_H, CARD_W, CX, CY, NEAPOLITAN_PALETTE, PIACENTINE_PALETTE, Ink, card_number
from .svg import document, el, g, use

CORNER_RADIUS = 14.0
NUMBER_HEIGHT = 29.0
NUMBER_INSET = (12.0, 12.0)

CourtDrawer = Callable[[str, str, Ink], tuple[list[str], list[str]]]


@dataclass(frozen=True)
class Deck:
    """Everything that makes one deck look like itself."""

    id: str
    name_en: str
    name_it: str
    ink: Ink
    framed: bool
    court: CourtDrawer
    back: Callable[[Ink], list[str]]

    def codes(self) -> list[str]:
        return [rank + suit for suit in "cdsb" for rank in "A234567JQK"]

    def face(self, code: str) -> str:
        """The SVG text of one face."""
        rank, suit = code[0], code[1]
        if rank == "A":
            defs, body = ace_card(suit, self.ink)
        elif rank in "JQK":
            defs, body = self.court(rank, suit, self.ink)
        else:
            defs, body = pip_card(suit, int(rank), self.ink)
        corner = number_glyphs(
            card_number(rank),
            self.ink.palette.suit_colour(suit),
            self.ink.palette.paper,
            NUMBER_HEIGHT,
        )
        defs = [*defs, g(corner, id="number")]
        x, y = NUMBER_INSET
        numbers = [
            use("number", transform=f"translate({x} {y})"),
            use("number", transform=f"rotate(180 {CX} {CY}) translate({x} {y})"),
        ]
        return document(CARD_W, CARD_H, defs, [*self._paper(), *body, *numbers])

    def back_face(self) -> str:
        return document(CARD_W, CARD_H, [], [*self._paper(), *self.back(self.ink)])

    def _paper(self) -> list[str]:
        p = self.ink.palette
        parts = [
            el(
                "rect",
                x=1,
                y=1,
                width=CARD_W - 2,
                height=CARD_H - 2,
                rx=CORNER_RADIUS,
                fill=p.paper,
                stroke=p.ink,
                stroke_width=1.4,
            )
        ]
        if self.framed:
            parts.append(
                el(
                    "rect",
                    x=8,
                    y=8,
                    width=CARD_W - 16,
                    height=CARD_H - 16,
                    rx=8,
                    fill="none",
                    stroke=p.ink,
                    stroke_width=0.9,
                )
            )
        return parts


def _back_panel(
    ink: Ink, motif: Callable[[float, float], str], step: tuple[float, float]
) -> list[str]:
    """A coloured panel inside the border filled with a staggered repeating motif."""
    p = ink.palette
    left, top, right, bottom = 14.0, 14.0, CARD_W - 14, CARD_H - 14
    tiles = []
    sx, sy = step
    row = 0
    y = top + sy / 2
    while y < bottom - sy / 4:
        x = left + (sx / 2 if row % 2 else sx)
        while x < right - sx / 4:
            tiles.append(motif(x, y))
            x += sx
        y += sy / 2
        row += 1
    return [
        el("rect", x=left, y=top, width=right - left, height=bottom - top, rx=8, fill=p.back),
        *tiles,
        el(
            "rect",
            x=left + 5,
            y=top + 5,
            width=right - left - 10,
            height=bottom - top - 10,
            rx=5,
            fill="none",
            stroke=p.back_light,
            stroke_width=1.6,
        ),
        el(
            "rect",
            x=left,
            y=top,
            width=right - left,
            height=bottom - top,
            rx=8,
            fill="none",
            stroke=p.ink,
            stroke_width=1.2,
        ),
    ]


def neapolitan_back(ink: Ink) -> list[str]:
    """Blue back: a lattice of small diamonds with dots, a medallion at the centre."""
    p = ink.palette

    def diamond(x: float, y: float) -> str:
        return g(
            el(
                "path",
                d=(
                    f"M{x:.1f},{y - 9:.1f} L{x + 9:.1f},{y:.1f} L{x:.1f},{y + 9:.1f} "
                    f"L{x - 9:.1f},{y:.1f} Z"
                ),
                fill="none",
                stroke=p.back_light,
                stroke_width=1.1,
            ),
            el("circle", cx=round(x, 1), cy=round(y, 1), r=2.2, fill=p.back_light),
        )

    medallion = g(
        el("ellipse", rx=46, ry=62, fill=p.back_dark, stroke=p.back_light, stroke_width=2),
        el("ellipse", rx=38, ry=54, fill="none", stroke=p.gold, stroke_width=1.4),
        *(
            el(
                "ellipse",
                cx=0,
                cy=-22,
                rx=7,
                ry=17,
                transform=f"rotate({k * 45})",
                fill=p.back_light,
            )
            for k in range(8)
        ),
        el("circle", r=8, fill=p.gold, stroke=p.back_dark, stroke_width=1),
        transform=f"translate({CX} {CY})",
    )
    return [*_back_panel(ink, diamond, (24.0, 24.0)), medallion]


def piacentine_back(ink: Ink) -> list[str]:
    """Red back: rows of small quatrefoils inside a thin frame."""
    p = ink.palette

    def quatrefoil(x: float, y: float) -> str:
        return g(
            *(
                el("circle", cx=round(x + dx, 1), cy=round(y + dy, 1), r=3.6, fill=p.back_light)
                for dx, dy in ((0, -4), (4, 0), (0, 4), (-4, 0))
            ),
            el("circle", cx=round(x, 1), cy=round(y, 1), r=2, fill=p.back_dark),
        )

    medallion = g(
        el(
            "rect",
            x=-40,
            y=-58,
            width=80,
            height=116,
            rx=40,
            fill=p.back_dark,
            stroke=p.back_light,
            stroke_width=2,
        ),
        *(
            el(
                "path",
                d="M0,-44 C10,-30 10,-14 0,0 C-10,-14 -10,-30 0,-44 Z",
                transform=f"rotate({k * 90})",
                fill=p.gold,
                stroke=p.back_dark,
                stroke_width=1,
            )
            for k in range(4)
        ),
        el("circle", r=7, fill=p.back_light),
        transform=f"translate({CX} {CY})",
    )
    return [*_back_panel(ink, quatrefoil, (22.0, 22.0)), medallion]


def decks() -> list[Deck]:
    """The two decks of the game."""
    return [
        Deck(
            "neapolitan",
            "Neapolitan",
            "Napoletane",
            Ink(NEAPOLITAN_PALETTE),
            framed=False,
            court=neapolitan_court,
            back=neapolitan_back,
        ),
        Deck(
            "piacentine",
            "Piacentine",
            "Piacentine",
            Ink(PIACENTINE_PALETTE, regional="piacentine"),
            framed=True,
            court=piacentine_court,
            back=piacentine_back,
        ),
    ]
