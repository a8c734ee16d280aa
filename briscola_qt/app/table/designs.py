"""The table's designs, as data: for every player count one for wide and one for tall windows.

Everything is in card units (a card is 1 wide and about 1.67 high). A design lists one
:class:`SeatDesign` per position round the felt: position 0 is the player at the bottom,
then anticlockwise in the order of play (the next seat on the player's right). Each seat has
its hand, a name plate, the number of its cards, the spot where its card of the trick lands
(in front of it) and the spot of its side's pile, used when it keeps the side's tricks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

#: Cards in the stock are stacked this much up and left per card, to give it a thickness.
STOCK_STEP = 0.006
#: Captured cards are squared up less neatly than the stock.
PILE_STEP = 0.005
TAKING_CARD_SIZE = 1.12
#: The player's cards are this much larger than the others (cards are rendered at this size).
HUMAN_HAND_SIZE = 1.25
#: The other seats' hands, once there are more than two seats: small fans that still show
#: each card's corner index when a partner's hand is shown face up.
SEAT_CARD_SIZE, SEAT_SPREAD = 0.6, 0.36
CARD_ASPECT = 0.6  # width / height of the decks we ship; a deck may say otherwise
PLATE_WIDTH, PLATE_HEIGHT = 1.8, 0.44
BADGE = 0.36
LABEL_WIDTH, LABEL_HEIGHT = 1.4, 0.3


class Area(Enum):
    STOCK = "stock"
    BRISCOLA = "briscola"
    HAND = "hand"
    TRICK = "trick"
    PILE = "pile"


@dataclass(frozen=True, slots=True)
class Place:
    """A card's logical place: ``seat`` (a side for a pile) and ``index`` where the area has them.

    In a hand, ``count`` is how many places the hand is spread over: the full hand while cards
    are drawn (a drawn card fills the gap the played one left), fewer once the stock is gone.
    """

    area: Area
    seat: int = 0
    index: int = 0
    count: int = 3


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
class Box:
    """A rectangle by its centre and size, in card units (plates, badges, labels)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def left(self) -> float:
        return self.x - self.width / 2

    @property
    def top(self) -> float:
        return self.y - self.height / 2

    @property
    def right(self) -> float:
        return self.x + self.width / 2

    @property
    def bottom(self) -> float:
        return self.y + self.height / 2

    def grown(self, margin: float) -> Box:
        return Box(self.x, self.y, self.width + 2 * margin, self.height + 2 * margin)


@dataclass(frozen=True, slots=True)
class SeatDesign:
    """One place round the felt."""

    hand: tuple[float, float]
    card_size: float
    #: The distance between the centres of two cards of the hand, at most.
    spread: float
    #: How wide the whole hand may be: a hand of many cards closes up to fit.
    hand_width: float
    plate: Box
    #: The number of cards in hand (None for the player, who sees them).
    count: Box | None
    trick: Spot
    pile: Spot
    points: Box

    def spacing_for(self, cards: int) -> float:
        if cards <= 1:
            return self.spread
        return min(self.spread, (self.hand_width - self.card_size) / (cards - 1))


@dataclass(frozen=True, slots=True)
class Design:
    """One arrangement of the table: the size of its box, the stock, and every seat."""

    width: float
    height: float
    stock: tuple[float, float]
    seats: tuple[SeatDesign, ...]
    status: Box
    #: Briscola chiamata (no stock): the corner beside the player's hand kept clear for the
    #: called card's band (window/auction_panel.py); None at the other counts.
    aside: Box | None = None
    #: Briscola chiamata: where the auction and the call are shown, clear of every seat's
    #: hand, plate and count (it lies over the trick and the piles, empty until the play).
    auction: Box | None = None


def _label_under(x: float, y: float, size: float) -> Box:
    """A points label just under a crosswise pile at (x, y)."""
    return Box(x, y + size / 2 + 0.05 + LABEL_HEIGHT / 2, LABEL_WIDTH, LABEL_HEIGHT)


def _label_over(x: float, y: float, size: float) -> Box:
    """A points label just over a crosswise pile (clear of its stacking up and left)."""
    return Box(x, y - size / 2 - 0.27 - LABEL_HEIGHT / 2, LABEL_WIDTH, LABEL_HEIGHT)


def _other(
    x: float, y: float, trick: Spot, pile: tuple[float, float], label_over: bool = False
) -> SeatDesign:
    """A seat of three or more: a small face-down fan, its count on the right, plate below."""
    height = SEAT_CARD_SIZE / CARD_ASPECT
    fan = SEAT_CARD_SIZE + 2 * SEAT_SPREAD
    pile_size = 0.8
    label = _label_over if label_over else _label_under
    return SeatDesign(
        hand=(x, y),
        card_size=SEAT_CARD_SIZE,
        spread=SEAT_SPREAD,
        hand_width=fan,
        plate=Box(x, y + height / 2 + 0.06 + PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT),
        count=Box(x + fan / 2 + 0.04 + BADGE / 2, y + 0.2, BADGE, BADGE),
        trick=trick,
        pile=Spot(*pile, 90.0, pile_size),
        points=label(*pile, pile_size),
    )


def _player(
    hand: tuple[float, float],
    hand_width: float,
    plate: tuple[float, float],
    trick: Spot,
    pile: tuple[float, float],
    points: Box,
    plate_width: float = PLATE_WIDTH,
) -> SeatDesign:
    return SeatDesign(
        hand=hand,
        card_size=HUMAN_HAND_SIZE,
        spread=1.14 * HUMAN_HAND_SIZE,
        hand_width=hand_width,
        plate=Box(*plate, plate_width, PLATE_HEIGHT),
        count=None,
        trick=trick,
        pile=Spot(*pile, 90.0),
        points=points,
    )


# --- two players: one against one, the computer's hand as large as a trick card ----------


def _two_player_computer(
    hand: tuple[float, float], plate: Box, count: Box, trick: Spot, pile: Spot, points: Box
) -> SeatDesign:
    return SeatDesign(hand, 1.0, 1.14, 9.0, plate, count, trick, pile, points)


# Wide: hands above and below, stock on the left with the briscola crosswise, piles right.
WIDE_2 = Design(
    width=9.4,
    height=7.0,
    stock=(1.35, 3.2),
    seats=(
        _player(
            (4.7, 5.85),
            9.0,
            (1.55, 6.3),
            Spot(4.25, 3.3, -4.0),
            (8.3, 5.6),
            _label_under(8.3, 5.6, 1.0),
        ),
        _two_player_computer(
            (4.7, 1.05),
            Box(1.75, 0.75, PLATE_WIDTH, PLATE_HEIGHT),
            Box(6.5, 1.5, BADGE, BADGE),
            Spot(5.25, 3.05, 6.0),
            Spot(8.3, 1.4, 90.0),
            Box(8.3, 0.55, LABEL_WIDTH, LABEL_HEIGHT),
        ),
    ),
    status=Box(4.7, 4.37, 3.2, 0.34),
)
# Tall: the same order top to bottom, stock and piles sharing the middle band.
TALL_2 = Design(
    width=4.9,
    height=10.2,
    stock=(1.0, 4.75),
    seats=(
        _player(
            (2.45, 9.05),
            9.0,
            (3.5, 6.45),
            Spot(3.3, 5.25, -4.0),
            (1.1, 6.3),
            _label_under(1.1, 6.3, 1.0),
        ),
        _two_player_computer(
            (2.45, 1.05),
            Box(3.45, 2.3, 1.7, PLATE_HEIGHT),
            Box(4.3, 1.5, BADGE, BADGE),
            Spot(3.8, 3.55, 6.0),
            Spot(1.1, 2.75, 90.0),
            _label_under(1.1, 2.75, 1.0),
        ),
    ),
    status=Box(2.45, 7.5, 2.8, 0.34),
)


# --- three or more: small hands round the felt, the trick in the middle ------------------

#: Each seat's card of the trick, from the middle of the felt, by position (x, y, tilt).
TRICK_OFFSETS: dict[int, tuple[tuple[float, float, float], ...]] = {
    3: ((0.0, 1.0, -4.0), (0.95, -0.5, 6.0), (-0.95, -0.5, -7.0)),
    4: ((0.0, 0.95, -4.0), (1.05, 0.0, 5.0), (0.0, -0.95, -3.0), (-1.05, 0.0, 6.0)),
    5: (
        (0.0, 1.05, -4.0),
        (1.2, 0.35, 5.0),
        (0.7, -1.0, -3.0),
        (-0.7, -1.0, 6.0),
        (-1.2, 0.35, -5.0),
    ),
    6: (
        (0.0, 1.05, -4.0),
        (1.05, 0.68, 5.0),
        (1.05, -0.68, -3.0),
        (0.0, -1.05, 6.0),
        (-1.05, -0.68, -5.0),
        (-1.05, 0.68, 3.0),
    ),
}
TRICK_CARD_SIZE = {3: 0.9, 4: 0.9, 5: 0.8, 6: 0.8}


def _tricks(players: int, centre: tuple[float, float]) -> list[Spot]:
    size = TRICK_CARD_SIZE[players]
    return [
        Spot(centre[0] + dx, centre[1] + dy, tilt, size) for dx, dy, tilt in TRICK_OFFSETS[players]
    ]


#: Where the other seats sit, by position after the player's: (x, y, pile x, pile y, label over).
Seats = tuple[tuple[float, float, float, float, bool], ...]
WIDE_TOP, WIDE_SIDE = 0.65, 3.5
WIDE_SEATS: dict[int, Seats] = {
    3: ((9.6, WIDE_TOP, 7.9, WIDE_TOP, False), (2.4, WIDE_TOP, 4.4, WIDE_TOP, False)),
    4: (
        (10.8, WIDE_SIDE, 9.1, WIDE_SIDE, False),
        (6.0, WIDE_TOP, 7.7, WIDE_TOP, False),
        (1.2, WIDE_SIDE, 3.2, WIDE_SIDE, False),
    ),
    5: (
        (10.8, WIDE_SIDE, 9.1, WIDE_SIDE, False),
        (8.4, WIDE_TOP, 10.4, WIDE_TOP, False),
        (3.6, WIDE_TOP, 1.9, WIDE_TOP, False),
        (1.2, WIDE_SIDE, 3.2, WIDE_SIDE, False),
    ),
    6: (  # the side seats sit lower, level with their cards of the trick
        (10.8, 4.2, 9.1, 4.2, False),
        (9.0, WIDE_TOP, 10.7, WIDE_TOP, False),
        (6.0, WIDE_TOP, 7.5, 2.0, False),
        (3.0, WIDE_TOP, 1.3, WIDE_TOP, False),
        (1.2, 4.2, 3.2, 4.2, False),
    ),
}
TALL_TOP, TALL_SIDE = 0.65, 3.2
TALL_SEATS: dict[int, Seats] = {
    3: ((5.2, TALL_TOP, 6.0, 2.35, False), (1.8, TALL_TOP, 1.0, 2.35, False)),
    4: (
        (6.0, TALL_SIDE, 6.0, 4.95, False),
        (3.5, TALL_TOP, 5.6, 2.35, False),
        (1.0, TALL_SIDE, 1.0, 4.95, False),
    ),
    5: (
        (6.0, TALL_SIDE, 6.0, 4.95, False),
        (4.7, TALL_TOP, 4.7, 2.35, False),
        (2.3, TALL_TOP, 2.3, 2.35, False),
        (1.0, TALL_SIDE, 1.0, 4.95, False),
    ),
    6: (  # the side seats sit lower, level with their cards of the trick, piles above
        (6.0, 4.3, 6.0, 2.75, True),
        (5.8, TALL_TOP, 5.8, 2.35, False),
        (3.5, TALL_TOP, 3.5, 2.35, False),
        (1.2, TALL_TOP, 1.2, 2.35, False),
        (1.0, 4.3, 1.0, 2.75, True),
    ),
}
#: Briscola chiamata's auction: on the wide felt between the side seats' counts and plates,
#: under the top seats' plates and over the status line; on the tall felt, too narrow
#: between the side seats, the whole width under their plates and over the player's.
WIDE_AUCTION = Box(6.0, 3.72, 7.2, 3.7)
TALL_AUCTION = Box(3.55, 5.48, 6.8, 2.24)
#: Where the trick lies on the tall felt: lower when the top seats' piles sit under them.
TALL_TRICK_Y = {3: 4.1, 4: 3.95, 5: 4.8, 6: 3.95}


def _wide(players: int) -> Design:
    centre = (6.0, 3.75)
    tricks = _tricks(players, centre)
    mine = _player(
        (6.0, 7.45), 4.6, (9.15, 7.15), tricks[0], (11.1, 7.55), _label_over(11.1, 7.55, 1.0), 1.6
    )
    others = [
        _other(x, y, trick, (px, py), over)
        for (x, y, px, py, over), trick in zip(WIDE_SEATS[players], tricks[1:], strict=True)
    ]
    aside, auction = (Box(1.85, 6.65, 3.5, 3.8), WIDE_AUCTION) if players == 5 else (None, None)
    status = Box(6.0, 5.9, 3.6, 0.34)
    return Design(12.0, 8.6, (1.0, 6.75), (mine, *others), status, aside, auction)


def _tall(players: int) -> Design:
    centre = (3.5, TALL_TRICK_Y[players])
    tricks = _tricks(players, centre)
    mine = _player((3.5, 9.7), 6.6, (3.75, 7.0), tricks[0], (5.9, 7.0), _label_over(5.9, 7.0, 1.0))
    others = [
        _other(x, y, trick, (px, py), over)
        for (x, y, px, py, over), trick in zip(TALL_SEATS[players], tricks[1:], strict=True)
    ]
    aside, auction = (Box(1.425, 6.9, 2.65, 2.1), TALL_AUCTION) if players == 5 else (None, None)
    status = Box(3.5, 8.2, 3.6, 0.34)
    return Design(7.1, 10.8, (1.0, 7.0), (mine, *others), status, aside, auction)


DESIGNS: dict[int, tuple[Design, Design]] = {2: (WIDE_2, TALL_2)} | {
    players: (_wide(players), _tall(players)) for players in (3, 4, 5, 6)
}


def designs_for(players: int) -> tuple[Design, Design]:
    """The wide and the tall design for ``players`` seats."""
    return DESIGNS[players]
