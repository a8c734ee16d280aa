"""Where everything lies on the table, in card units, as a pure function of the window size.

One card unit is a card's width. The table is designed once for a wide window and once for
a tall one; :func:`table_layout` picks the design that wastes less room, and one scale factor
(pixels per card unit) plus an offset fit it to the window. No Qt here: a test can ask where
the third card of the computer's hand lies in a 390 x 844 window without creating a widget.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

HAND_SIZE = 3
HUMAN = 0
COMPUTER = 1
#: Cards in the stock are stacked this much up and left per card, to give it a thickness.
STOCK_STEP = 0.006
#: Captured cards are squared up less neatly than the stock.
PILE_STEP = 0.005
#: How far the selected card of the player's hand rises, in card heights.
SELECTED_LIFT = 0.12
#: ``Place(Area.TRICK, seat, TAKES_TRICK)``: the card of ``seat`` has just taken the trick.
TAKES_TRICK = 1
TAKING_CARD_SIZE = 1.12
#: The player's cards are this much larger than the others (cards are rendered at this size).
HUMAN_HAND_SIZE = 1.25


class Area(Enum):
    STOCK = "stock"
    BRISCOLA = "briscola"
    HAND = "hand"
    TRICK = "trick"
    PILE = "pile"


@dataclass(frozen=True, slots=True)
class Place:
    """A card's logical place: ``seat`` and ``index`` only where the area has them.

    In a hand, ``count`` is how many places the hand is spread over: three while cards are
    drawn (a drawn card fills the gap the played one left), fewer once the stock is gone.
    """

    area: Area
    seat: int = 0
    index: int = 0
    count: int = HAND_SIZE


@dataclass(frozen=True, slots=True)
class Spot:
    """A card's centre in card units, its rotation in degrees (clockwise) and its size."""

    x: float
    y: float
    rotation: float = 0.0
    #: 1 for most cards; the player's own hand is larger, being the only thing touched.
    size: float = 1.0

    def towards(self, other: Spot, progress: float) -> Spot:
        """The pose ``progress`` (0 to 1) of the way from this one to ``other``."""
        return Spot(
            self.x + (other.x - self.x) * progress,
            self.y + (other.y - self.y) * progress,
            self.rotation + (other.rotation - self.rotation) * progress,
            self.size + (other.size - self.size) * progress,
        )


@dataclass(frozen=True, slots=True)
class Design:
    """One arrangement of the table: the size of its box and the centre of every area."""

    width: float
    height: float
    stock: tuple[float, float]
    briscola_shift: float
    hands: tuple[tuple[float, float], tuple[float, float]]
    hand_spacing: float
    tricks: tuple[Spot, Spot]
    piles: tuple[Spot, Spot]
    #: The centre of the line saying whose turn it is, just above the player's hand.
    status: tuple[float, float]


CARD_ASPECT = 0.6  # width / height of the decks we ship; a deck may say otherwise

# Wide: hands above and below, stock on the left with the briscola crosswise, piles right.
WIDE = Design(
    width=9.4,
    height=7.0,
    stock=(1.35, 3.2),
    briscola_shift=0.7,
    hands=((4.7, 5.85), (4.7, 1.05)),
    hand_spacing=1.14,
    tricks=(Spot(4.25, 3.3, -4.0), Spot(5.25, 3.05, 6.0)),
    piles=(Spot(8.3, 5.6, 90.0), Spot(8.3, 1.4, 90.0)),
    status=(4.7, 4.37),
)
# Tall: the same order top to bottom, stock and piles sharing the middle band.
TALL = Design(
    width=4.9,
    height=9.3,
    stock=(1.0, 4.45),
    briscola_shift=0.65,
    hands=((2.45, 8.15), (2.45, 1.05)),
    hand_spacing=1.14,
    tricks=(Spot(3.45, 5.05, -4.0), Spot(3.75, 3.75, 6.0)),
    piles=(Spot(1.1, 6.15, 90.0), Spot(1.1, 2.75, 90.0)),
    status=(2.45, 6.85),
)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A design fitted to a window: ``unit`` pixels per card unit, the box at ``origin``."""

    design: Design
    unit: float
    origin: tuple[float, float]
    aspect: float = CARD_ASPECT

    @property
    def card_width(self) -> float:
        """A card's width in pixels."""
        return self.unit

    @property
    def card_height(self) -> float:
        return self.unit / self.aspect

    @property
    def largest_card(self) -> tuple[float, float]:
        """The size of the largest card on the table (the player's), which art is rendered at."""
        return self.card_width * HUMAN_HAND_SIZE, self.card_height * HUMAN_HAND_SIZE

    @property
    def window_size(self) -> tuple[float, float]:
        """The window size this layout was made for (the box and the margins round it)."""
        return (
            self.design.width * self.unit + 2 * self.origin[0],
            self.design.height * self.unit + 2 * self.origin[1],
        )

    def spot(self, place: Place) -> Spot:
        """Where a card in ``place`` lies, in card units."""
        design = self.design
        if place.area is Area.STOCK:
            x, y = design.stock
            lift = place.index * STOCK_STEP
            return Spot(x - lift, y - lift)
        if place.area is Area.BRISCOLA:
            x, y = design.stock
            return Spot(x + design.briscola_shift, y, 90.0)
        if place.area is Area.HAND:
            x, y = design.hands[place.seat]
            size = HUMAN_HAND_SIZE if place.seat == HUMAN else 1.0
            offset = (place.index - (place.count - 1) / 2) * design.hand_spacing * size
            return Spot(x + offset, y, 0.0, size)
        if place.area is Area.TRICK:
            played = design.tricks[place.seat]
            if place.index == TAKES_TRICK:  # the card that took the trick stands out a moment
                return Spot(played.x, played.y, 0.0, TAKING_CARD_SIZE)
            return played
        pile = design.piles[place.seat]
        step = place.index * PILE_STEP
        return Spot(pile.x - step, pile.y - step, pile.rotation + (place.index % 3 - 1) * 1.5)

    def to_pixels(self, x: float, y: float) -> tuple[float, float]:
        """Card units to scene pixels."""
        return self.origin[0] + x * self.unit, self.origin[1] + y * self.unit

    def to_units(self, x: float, y: float) -> tuple[float, float]:
        """Scene pixels to card units (for a card caught mid-way by a new layout)."""
        return (x - self.origin[0]) / self.unit, (y - self.origin[1]) / self.unit

    def points_label(self, seat: int) -> Spot:
        """Where the captured points of ``seat`` are written, beside its pile."""
        pile = self.design.piles[seat]
        below = 1 if seat == HUMAN else -1
        return Spot(pile.x, pile.y + below * 0.85)


def table_layout(width: float, height: float, aspect: float = CARD_ASPECT) -> TableLayout:
    """The design that gives the largest cards in a ``width`` x ``height`` window, centred.

    The designs leave room for cards of about the default aspect; a deck a little taller or
    wider only changes the card height, not where the cards lie.
    """
    width = max(width, 1.0)
    height = max(height, 1.0)
    fits = [(min(width / d.width, height / d.height), d) for d in (WIDE, TALL)]
    unit, design = max(fits, key=lambda fit: fit[0])
    origin = ((width - design.width * unit) / 2, (height - design.height * unit) / 2)
    return TableLayout(design, unit, origin, aspect)
