"""Card assembly: which drawing goes on which face, the corner numbers, each deck's finish."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .aces import ace_card
from .courts import neapolitan_court, piacentine_court
from .finish import (
    PIACENTINE_FRAME,
    neapolitan_back,
    neapolitan_frame,
    paper,
    piacentine_back,
    piacentine_frame,
)
from .ornaments import NEAPOLITAN_HAND, PIACENTINE_HAND, number_extent, number_glyphs
from .pips import pip_card
from .style import (
    CARD_H,
    CARD_W,
    CX,
    CY,
    NEAPOLITAN_PALETTE,
    NEAPOLITAN_PEN,
    PIACENTINE_PALETTE,
    PIACENTINE_PEN,
    RANKS,
    SUITS,
    Ink,
    card_number,
)
from .svg import document, g, path, use

# the corner numbers' height: 36 units make about 8.4 px on a card 56 px wide, where 32 read
# too small in a hand on a small window; every drawing keeps clear of them (tests/test_deck_*)
NUMBER_HEIGHT = 36.0
NUMBER_INSET = (10.5, 10.5)
# the Piacentine number's box: the digits nearly filling it, this far in from its edge, its
# inner corner rounded. The box may not grow (the pips and courts keep clear of it), so the
# digits do: a thin pad, and (ornaments.PIACENTINE_HAND) strokes light enough and bowls
# square enough that the counters of a 6, 8 or 9 stay open at 56 px, not a blob
BOX_NUMBER_HEIGHT = 37.0
BOX_PAD = 0.9
BOX_ROUNDING = 6.5

Drawing = tuple[list[str], list[str]]  # (defs, body)
CourtDrawer = Callable[[str, str, Ink], Drawing]
Index = Callable[[int, str, Ink], list[str]]  # (number, suit colour, ink) -> top-left corner


def neapolitan_index(number: int, colour: str, ink: Ink) -> list[str]:
    """The Neapolitan number: slim serif digits in the suit's colour, free on the cream as
    the rest of a frameless Napoletana face."""
    glyphs = number_glyphs(number, colour, NUMBER_HEIGHT, NEAPOLITAN_HAND)
    x, y = NUMBER_INSET
    return [g(glyphs, transform=f"translate({x} {y})")]


def piacentine_index(number: int, colour: str, ink: Ink) -> list[str]:
    """The Piacentine number: bold round digits in paper, reversed out of a small box of the
    suit's colour set into the frame's corner, the box fitted to the number's ink but never
    narrower than an 8's, the number centred in it: the 1's box, fitted, was a sliver at 56 px,
    and now every one-digit box is one width."""
    p = ink.palette
    edge, radius = PIACENTINE_FRAME
    scale = BOX_NUMBER_HEIGHT / 16
    left, top, right, bottom = number_extent(number, PIACENTINE_HAND)
    digit_left, _, digit_right, _ = number_extent(8, PIACENTINE_HAND)
    ink_width = max(right - left, digit_right - digit_left) * scale
    x = edge + BOX_PAD + (ink_width - (right - left) * scale) / 2 - left * scale
    y = edge + BOX_PAD - top * scale
    width = ink_width + 2 * BOX_PAD
    height = (bottom - top) * scale + 2 * BOX_PAD
    r = BOX_ROUNDING
    box = (
        f"M{edge:g},{edge + radius:g} A{radius:g},{radius:g} 0 0 1 {edge + radius:g},{edge:g} "
        f"H{edge + width:.2f} V{edge + height - r:.2f} "
        f"A{r:g},{r:g} 0 0 1 {edge + width - r:.2f},{edge + height:.2f} H{edge:g} Z"
    )
    glyphs = number_glyphs(number, p.paper, BOX_NUMBER_HEIGHT, PIACENTINE_HAND)
    return [
        path(box, fill=colour, stroke=p.ink, stroke_width=0.9, stroke_linejoin="round"),
        g(glyphs, transform=f"translate({x:.2f} {y:.2f})"),
    ]


@dataclass(frozen=True)
class Deck:
    """Everything that makes one deck look like itself."""

    id: str
    name_en: str
    name_it: str
    ink: Ink
    frame: Callable[[Ink], list[str]]
    index: Index
    court: CourtDrawer
    back: Callable[[Ink], Drawing]

    def codes(self) -> list[str]:
        return [rank + suit for suit in SUITS for rank in RANKS]

    def face(self, code: str) -> str:
        """The SVG text of one face."""
        rank, suit = code[0], code[1]
        if rank == "A":
            defs, body = ace_card(suit, self.ink)
        elif rank in "JQK":
            defs, body = self.court(rank, suit, self.ink)
        else:
            defs, body = pip_card(suit, int(rank), self.ink)
        number_defs, numbers = self.corner_numbers(code)
        return document(
            CARD_W,
            CARD_H,
            [*defs, *number_defs],
            [*paper(self.ink), *self.frame(self.ink), *body, *numbers],
        )

    def corner_numbers(self, code: str) -> Drawing:
        """The card's number in the top-left corner and turned round in the bottom-right."""
        rank, suit = code[0], code[1]
        corner = self.index(card_number(rank), self.ink.palette.suit_colour(suit), self.ink)
        return [g(*corner, id="number")], [
            use("number"),
            use("number", transform=f"rotate(180 {CX} {CY})"),
        ]

    def back_face(self) -> str:
        defs, body = self.back(self.ink)
        return document(CARD_W, CARD_H, defs, [*paper(self.ink), *body])


def decks() -> list[Deck]:
    """The two decks of the game."""
    return [
        Deck(
            "neapolitan",
            "Neapolitan",
            "Napoletane",
            Ink(NEAPOLITAN_PALETTE, NEAPOLITAN_PEN),
            frame=neapolitan_frame,
            index=neapolitan_index,
            court=neapolitan_court,
            back=neapolitan_back,
        ),
        Deck(
            "piacentine",
            "Piacentine",
            "Piacentine",
            Ink(PIACENTINE_PALETTE, PIACENTINE_PEN, regional="piacentine"),
            frame=piacentine_frame,
            index=piacentine_index,
            court=piacentine_court,
            back=piacentine_back,
        ),
    ]
