"""The shared palette, line weights and card geometry used by every drawing.

Each pack is printed in its own hand. The Neapolitan pen is a bold woodcut contour: the
Napoletane are cut in heavy black lines that carry the small figures at the table's 56 px
as well. The Piacentine pen is a finer engraved line, the crisper print of the northern
double-headed pack. With one pen for both a judge found them "plainly by the same hand".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

CARD_W = 240.0
CARD_H = 400.0
CX = CARD_W / 2
CY = CARD_H / 2

SUITS = "cdsb"
RANKS = "A234567JQK"
COURT_NUMBERS = {"J": 8, "Q": 9, "K": 10}


def card_number(rank: str) -> int:
    """The number printed in the corner: 1-7, then 8, 9, 10 for Fante, Cavallo, Re."""
    return 1 if rank == "A" else COURT_NUMBERS.get(rank) or int(rank)


@dataclass(frozen=True)
class Palette:
    """A small palette used everywhere; each deck tweaks a few entries."""

    paper: str = "#f7eed8"
    ink: str = "#2a1c14"
    red: str = "#c0302c"
    red_dark: str = "#8c1f1f"
    gold: str = "#e5ad34"
    gold_dark: str = "#a9731b"
    gold_light: str = "#f6dc8c"
    # coins' corner number: a gold dark enough to read on the paper as well as the blue and
    # green numbers do (contrast about 6:1, the old #8d5c0e was under 5:1 and read palest)
    ochre: str = "#7a4f08"
    blue: str = "#2f55a4"
    blue_dark: str = "#1e3673"
    blue_light: str = "#8fb0e0"
    green: str = "#3f8a3c"
    green_dark: str = "#2a5e28"
    wood: str = "#b0743a"
    wood_dark: str = "#7b4b22"
    wood_light: str = "#ebc48e"
    steel: str = "#d5dde8"
    steel_dark: str = "#8f9db4"
    # the number cards' blades: a steel blue dark enough to stand off the cream at 100 px
    blade: str = "#5f7fae"
    blade_light: str = "#a9bde0"
    blade_dark: str = "#34507e"
    skin: str = "#f4cfa8"
    skin_shade: str = "#e0a985"
    skin_line: str = "#b8724e"  # nose and knuckles: legible on the skin, softer than ink
    cheek: str = "#e98f7a"
    white: str = "#fdf8ec"
    back: str = "#2f55a4"
    back_dark: str = "#1e3673"
    back_light: str = "#a9c2ea"

    def suit_colour(self, suit: str) -> str:
        """Colour of the corner number, so suits are told apart at a glance."""
        return {"c": self.red, "d": self.ochre, "s": self.blue, "b": self.green_dark}[suit]


NEAPOLITAN_PALETTE = Palette()
PIACENTINE_PALETTE = replace(
    Palette(),
    paper="#fbf6ea",  # a whiter, cooler card than the Neapolitan cream
    red="#c42a2f",
    gold="#eab43c",
    green="#4a9440",
    # a darker, olive-cast wood, so the clubs read as clubs and not as pale wooden spoons
    wood="#a0743a",
    wood_dark="#5f4418",
    wood_light="#dcc07e",
    back="#b52a2e",
    back_dark="#7e1a1d",
    back_light="#f0b7a4",
)


@dataclass(frozen=True)
class Pen:
    """Line weights: a thick contour and thin inner lines, in card units.

    ``Pen()`` is the reference hand: the fine folds and the contour's shadow-side swell
    (``linework``) scale with a deck's pen against it, so they grow and thin with the hand.
    """

    thick: float = 2.2
    thin: float = 1.0

    def compensated(self, scale: float) -> Pen:
        """Weights for art drawn at ``scale`` so the lines come out the usual width."""
        return Pen(self.thick / scale, self.thin / scale)


# 2.5 is as bold as the Neapolitan contour goes: at 2.6 the Re di spade's hem comes within
# the margin kept round his corner number; the faces' features (thin pen) stay open at 400 px
NEAPOLITAN_PEN = Pen(thick=2.5, thin=1.15)
PIACENTINE_PEN = Pen(thick=1.75, thin=0.8)


@dataclass(frozen=True)
class Ink:
    """Palette plus pen: everything a drawing function needs to stay consistent."""

    palette: Palette
    pen: Pen = Pen()
    regional: str = "neapolitan"  # which deck's version of the suit symbols to draw

    def at_scale(self, scale: float) -> Ink:
        return replace(self, pen=self.pen.compensated(scale))

    def fill(self, colour: str, thin: bool = False) -> dict[str, object]:
        """Attributes for a filled shape with an outline."""
        return {
            "fill": colour,
            "stroke": self.palette.ink,
            "stroke_width": self.pen.thin if thin else self.pen.thick,
            "stroke_linejoin": "round",
        }

    def line(self, colour: str | None = None, width: float | None = None) -> dict[str, object]:
        """Attributes for an unfilled line (thin by default)."""
        return {
            "fill": "none",
            "stroke": colour or self.palette.ink,
            "stroke_width": width if width is not None else self.pen.thin,
            "stroke_linecap": "round",
            "stroke_linejoin": "round",
        }
