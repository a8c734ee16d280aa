"""Where everything lies on the table, in card units, as a pure function of seating and window.

One card unit is a card's width. For every player count the table is designed once for a wide
window and once for a tall one (:mod:`~briscola_qt.app.table.designs`); :func:`table_layout`
picks the design that gives the larger cards, and one scale factor (pixels per card unit)
plus an offset fit it to the window. No Qt here: a test can ask where the third card of the
seat on the player's right lies in a 390 x 844 window without creating a widget.

Places name engine seats and sides; the layout turns a seat into its position round the felt
(0 = the player at the bottom, then anticlockwise in the order of play) through the seating.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.designs import (
    BADGE,
    CARD_ASPECT,
    HUMAN_HAND_SIZE,
    PILE_STEP,
    STOCK_STEP,
    TAKING_CARD_SIZE,
    Area,
    Box,
    Design,
    Place,
    SeatDesign,
    Spot,
    designs_for,
)

__all__ = [
    "CARD_ASPECT",
    "HAND_SIZE",
    "HUMAN_HAND_SIZE",
    "SELECTED_LIFT",
    "TAKES_TRICK",
    "Area",
    "Box",
    "Place",
    "Spot",
    "TableLayout",
    "hand_size",
    "table_layout",
]

HAND_SIZE = 3
#: Briscola chiamata deals all 40 cards to five seats: eight each, no stock.
CHIAMATA_HAND_SIZE = 8
#: How far the selected card of the player's hand rises, in card heights.
SELECTED_LIFT = 0.12
#: ``Place(Area.TRICK, seat, TAKES_TRICK)``: the card of ``seat`` has just taken the trick.
TAKES_TRICK = 1
#: The turn marker is a frame this much outside the seat's name plate.
TURN_MARGIN = 0.07
#: Above every design, a band for what the player must always see (the trump, the match):
#: one row over a wide design, two over a tall one. Under the band, a row as high kept clear
#: for the passing words (window/toast.py), so they never cover a card, a plate or a fact.
#: Below the design, a margin so that the player's hand never touches the window's edge.
BAND_ROW = 0.42
FOOT = 0.22
#: The briscola lies face up and upright beside the stock, this far right of its centre.
BRISCOLA_GAP = 1.12
TWO_PLAYERS = Seating(2)


def hand_size(players: int) -> int:
    """How many cards a seat holds at most."""
    return CHIAMATA_HAND_SIZE if players == 5 else HAND_SIZE


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A design fitted to a window: ``unit`` pixels per card unit, the box at ``origin``."""

    design: Design
    unit: float
    origin: tuple[float, float]
    aspect: float = CARD_ASPECT
    seating: Seating = TWO_PLAYERS

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
        """The window size this layout was made for (the box, its band and foot, the margins)."""
        top = top_height(self.design)
        margin_y = self.origin[1] - top * self.unit
        return (
            self.design.width * self.unit + 2 * self.origin[0],
            (self.design.height + top + FOOT) * self.unit + 2 * margin_y,
        )

    @property
    def hand_size(self) -> int:
        return hand_size(self.seating.players)

    def seat(self, seat: int) -> SeatDesign:
        """The design of the place where ``seat`` sits."""
        return self.design.seats[self.seating.position(seat)]

    def keeper(self, side: int) -> int:
        """The seat whose pile holds ``side``'s tricks: the side's seat nearest the player."""
        seating = self.seating
        return min(
            (seat for seat in seating.seats if seating.side_of(seat) == side),
            key=seating.position,
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
            return Spot(x + BRISCOLA_GAP, y)
        if place.area is Area.HAND:
            seat = self.seat(place.seat)
            x, y = seat.hand
            spacing = seat.spacing_for(max(place.count, self.hand_size))
            offset = (place.index - (place.count - 1) / 2) * spacing
            return Spot(x + offset, y, 0.0, seat.card_size)
        if place.area is Area.TRICK:
            played = self.seat(place.seat).trick
            if place.index == TAKES_TRICK:  # the card that took the trick stands out a moment
                return Spot(played.x, played.y, 0.0, played.size * TAKING_CARD_SIZE)
            return played
        pile = self.seat(self.keeper(place.seat)).pile
        step = place.index * PILE_STEP
        rotation = pile.rotation + (place.index % 3 - 1) * 1.5
        return Spot(pile.x - step, pile.y - step, rotation, pile.size)

    def plate(self, seat: int) -> Box:
        """The name plate of ``seat`` (its name, its side, the dealer's chip)."""
        return self.seat(seat).plate

    def turn_marker(self, seat: int) -> Box:
        """The frame round the plate of the seat whose turn it is."""
        return self.plate(seat).grown(TURN_MARGIN)

    def dealer_chip(self, seat: int) -> Box:
        """The dealer's chip, at the left end of the dealer's plate."""
        plate = self.plate(seat)
        size = plate.height * 0.8
        return Box(plate.left + plate.height / 2, plate.y, size, size)

    def count_badge(self, seat: int) -> Box:
        """Where the number of cards in ``seat``'s hand is written, on the hand's corner."""
        return self.seat(seat).count

    @property
    def band(self) -> Box:
        """The band over the design where the trump and the match score are written."""
        band = band_height(self.design)
        return Box(self.design.width / 2, -band / 2 - band, self.design.width, band)

    @property
    def message(self) -> Box:
        """The row under the band, kept clear for the passing words: nothing else lies there."""
        row = band_height(self.design)
        return Box(self.design.width / 2, -row / 2, self.design.width, row)

    @property
    def aside(self) -> Box | None:
        """Briscola chiamata's corner for the called card's band; None at the other counts."""
        return self.design.aside

    @property
    def auction(self) -> Box | None:
        """Briscola chiamata's box for the auction and the call; None at the other counts."""
        return self.design.auction

    @property
    def band_rows(self) -> int:
        return band_rows(self.design)

    @property
    def stock_badge(self) -> Box:
        """The number of cards left to draw, on the stock's top left corner."""
        x, y = self.design.stock
        return Box(x - 0.45, y - 0.5 / self.aspect + 0.1, BADGE, BADGE)

    def points_label(self, side: int) -> Box:
        """Where the captured points of ``side`` are written, beside its pile."""
        return self.seat(self.keeper(side)).points

    @property
    def status(self) -> Box:
        """The line saying whose turn it is, just above the player's hand."""
        return self.design.status

    def to_pixels(self, x: float, y: float) -> tuple[float, float]:
        """Card units to scene pixels."""
        return self.origin[0] + x * self.unit, self.origin[1] + y * self.unit

    def to_units(self, x: float, y: float) -> tuple[float, float]:
        """Scene pixels to card units (for a card caught mid-way by a new layout)."""
        return (x - self.origin[0]) / self.unit, (y - self.origin[1]) / self.unit

    def box_pixels(self, box: Box) -> tuple[float, float, float, float]:
        """``box`` in scene pixels: left, top, width, height."""
        left, top = self.to_pixels(box.left, box.top)
        return left, top, box.width * self.unit, box.height * self.unit


def band_rows(design: Design) -> int:
    """A tall design is too narrow for the trump, the points switch and the score in a row."""
    return 1 if design.width > design.height else 2


def band_height(design: Design) -> float:
    return BAND_ROW * band_rows(design)


def top_height(design: Design) -> float:
    """Over the design: the band of facts, and the row of passing words as high under it."""
    return 2 * band_height(design)


def table_layout(
    width: float,
    height: float,
    aspect: float = CARD_ASPECT,
    seating: Seating = TWO_PLAYERS,
) -> TableLayout:
    """The design that gives the largest cards in a ``width`` x ``height`` window, centred.

    The designs leave room for cards of about the default aspect; a deck a little taller or
    wider only changes the card height, not where the cards lie.
    """
    width = max(width, 1.0)
    height = max(height, 1.0)
    fits = [
        (min(width / d.width, height / (d.height + top_height(d) + FOOT)), d)
        for d in designs_for(seating.players)
    ]
    unit, design = max(fits, key=lambda fit: fit[0])
    top = top_height(design)
    margin_y = (height - (design.height + top + FOOT) * unit) / 2
    origin = ((width - design.width * unit) / 2, margin_y + top * unit)
    return TableLayout(design, unit, origin, aspect, seating)
