"""Card assembly: which drawing goes on which face, the corner numbers, each deck's finish."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .aces import ace_card
from .courts import neapolitan_court, piacentine_court
from .finish import neapolitan_back, neapolitan_frame, paper, piacentine_back, piacentine_frame
from .ornaments import number_glyphs
from .pips import pip_card
from .style import (
    CARD_H,
    CARD_W,
    CX,
    CY,
    NEAPOLITAN_PALETTE,
    PIACENTINE_PALETTE,
    RANKS,
    SUITS,
    Ink,
    card_number,
)
from .svg import document, g, use

# the corner numbers' height: 36 units make about 8.4 px on a card 56 px wide, where 32 read
# too small in a hand on a small window; every drawing keeps clear of them (tests/test_deck_*)
NUMBER_HEIGHT = 36.0
NUMBER_INSET = (10.5, 10.5)

Drawing = tuple[list[str], list[str]]  # (defs, body)
CourtDrawer = Callable[[str, str, Ink], Drawing]


@dataclass(frozen=True)
class Deck:
    """Everything that makes one deck look like itself."""

    id: str
    name_en: str
    name_it: str
    ink: Ink
    frame: Callable[[Ink], list[str]]
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
        return document(
            CARD_W, CARD_H, defs, [*paper(self.ink), *self.frame(self.ink), *body, *numbers]
        )

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
            Ink(NEAPOLITAN_PALETTE),
            frame=neapolitan_frame,
            court=neapolitan_court,
            back=neapolitan_back,
        ),
        Deck(
            "piacentine",
            "Piacentine",
            "Piacentine",
            Ink(PIACENTINE_PALETTE, regional="piacentine"),
            frame=piacentine_frame,
            court=piacentine_court,
            back=piacentine_back,
        ),
    ]
