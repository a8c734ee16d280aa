"""The layout is a pure function of seating and window size: checked here without any widget."""

from __future__ import annotations

import itertools

import pytest

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.designs import designs_for
from briscola_qt.app.table.layout import (
    SELECTED_LIFT,
    TAKES_TRICK,
    Area,
    Box,
    Place,
    TableLayout,
    table_layout,
)

SIZES = [(w, h) for w in (320, 480, 800, 1024, 1440, 2560) for h in (320, 568, 768, 900, 1600)]
COUNTS = (2, 3, 4, 5, 6)
Rect = tuple[float, float, float, float]


def card_box(layout: TableLayout, place: Place, lift: float = 0.0) -> Rect:
    """The pixel rectangle a card in ``place`` covers (cards lie straight or crosswise)."""
    spot = layout.spot(place)
    width, height = layout.card_width * spot.size, layout.card_height * spot.size
    if abs(spot.rotation % 180 - 90) < 45:  # crosswise, give or take a tilt
        width, height = height, width
    x, y = layout.to_pixels(spot.x, spot.y)
    rise = lift * height
    return x - width / 2, y - height / 2 - rise, x + width / 2, y + height / 2


def pixel_box(layout: TableLayout, box: Box) -> Rect:
    left, top, width, height = layout.box_pixels(box)
    return left, top, left + width, top + height


def groups(layout: TableLayout) -> dict[str, list[Rect]]:
    """Every thing on the table, by what it is: none may cover another."""
    seating = layout.seating
    cards = layout.hand_size
    found: dict[str, list[Rect]] = {
        "status": [pixel_box(layout, layout.status)],
        # The trump and the match score, always in sight over the table.
        "band": [pixel_box(layout, layout.band)],
        # The passing words (window/toast.py) lie in a row of their own.
        "message": [pixel_box(layout, layout.message)],
    }
    if layout.aside is None:
        found["stock"] = [card_box(layout, Place(Area.STOCK, index=i)) for i in (0, 39)]
        # Beside the stock, not under it: the face-up briscola reads whole.
        found["briscola"] = [card_box(layout, Place(Area.BRISCOLA))]
    else:  # Briscola chiamata deals every card: no stock, and the called card's band instead
        found["aside"] = [pixel_box(layout, layout.aside)]
    for seat in seating.seats:
        lift = SELECTED_LIFT if seat == seating.human else 0.0
        found[f"hand {seat}"] = [
            card_box(layout, Place(Area.HAND, seat, i, cards), lift) for i in range(cards)
        ]
        found[f"trick {seat}"] = [card_box(layout, Place(Area.TRICK, seat))]
        found[f"plate {seat}"] = [pixel_box(layout, layout.turn_marker(seat))]
        badge = layout.count_badge(seat)
        if badge is not None:
            found[f"count {seat}"] = [pixel_box(layout, badge)]
    for side in range(seating.sides):
        found[f"pile {side}"] = [card_box(layout, Place(Area.PILE, side, i)) for i in (0, 39)]
        found[f"points {side}"] = [pixel_box(layout, layout.points_label(side))]
    return found


def is_cards(name: str) -> bool:
    return name.split()[0] in ("stock", "hand", "trick", "pile", "briscola")


def overlap(a: Rect, b: Rect, slack: float) -> bool:
    return (
        a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack and b[1] < a[3] - slack
    )


@pytest.mark.parametrize("players", COUNTS)
def test_a_wide_window_gets_the_wide_design_and_a_tall_one_the_tall_design(players: int) -> None:
    wide, tall = designs_for(players)
    seating = Seating(players)
    assert table_layout(1280, 720, seating=seating).design is wide
    assert table_layout(390, 844, seating=seating).design is tall


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_everything_lies_inside_the_window(players: int, width: int, height: int) -> None:
    layout = table_layout(width, height, seating=Seating(players))
    for name, boxes in groups(layout).items():
        # Cards may tilt a little past their box (the trick's); words and badges may not.
        slack = layout.card_width * 0.08 if is_cards(name) else 0.5
        for left, top, right, bottom in boxes:
            assert left >= -slack and top >= -slack, (name, width, height)
            assert right <= width + slack and bottom <= height + slack, (name, width, height)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_nothing_covers_anything_else(players: int, width: int, height: int) -> None:
    layout = table_layout(width, height, seating=Seating(players))
    slack = layout.card_width * 0.1
    found = groups(layout)
    for (name_a, boxes_a), (name_b, boxes_b) in itertools.combinations(found.items(), 2):
        for a, b in itertools.product(boxes_a, boxes_b):
            assert not overlap(a, b, slack), (name_a, name_b, players, width, height)
    # The cards one picks from lie apart (the other seats' small face-down hands are fans, and
    # eight cards of Briscola chiamata fan out over each other); two players see both apart.
    apart = layout.seating.seats if players == 2 else [layout.seating.human]
    if layout.hand_size == 3:
        for seat in apart:
            for a, b in itertools.combinations(found[f"hand {seat}"], 2):
                assert not overlap(a, b, 0.0), (seat, width, height)


@pytest.mark.parametrize("players", COUNTS)
def test_the_dealers_chip_sits_on_the_plate(players: int) -> None:
    layout = table_layout(1200, 800, seating=Seating(players))
    for seat in layout.seating.seats:
        chip, plate = layout.dealer_chip(seat), layout.plate(seat)
        assert plate.left <= chip.left and chip.right <= plate.right
        assert plate.top <= chip.top and chip.bottom <= plate.bottom


@pytest.mark.parametrize("players", (3, 4, 6))
@pytest.mark.parametrize("size", ((1280, 720), (390, 844)))
def test_each_seat_plays_its_card_in_front_of_itself(players: int, size: tuple[int, int]) -> None:
    """The trick card of a seat is nearer that seat's hand than any other seat's card."""
    layout = table_layout(*size, seating=Seating(players))
    tricks = {seat: layout.spot(Place(Area.TRICK, seat)) for seat in layout.seating.seats}
    for seat in layout.seating.seats:
        x, y = layout.seat(seat).hand
        distances = {other: (s.x - x) ** 2 + (s.y - y) ** 2 for other, s in tricks.items()}
        assert min(distances, key=distances.__getitem__) == seat


def test_seats_go_round_anticlockwise_from_the_player_at_the_bottom() -> None:
    layout = table_layout(1280, 720, seating=Seating(4))
    bottom, right, top, left = (layout.seat(seat).hand for seat in range(4))
    assert bottom[1] > right[1] > top[1] and bottom[1] > left[1] > top[1]
    assert right[0] > bottom[0] > left[0]


def test_partners_share_one_pile_and_other_seats_keep_theirs() -> None:
    four = table_layout(1280, 720, seating=Seating(4))
    assert four.spot(Place(Area.PILE, 0)).x == four.seat(0).pile.x  # the player keeps the side's
    assert four.spot(Place(Area.PILE, 1)).x == four.seat(1).pile.x  # the seat on the right, theirs
    three = table_layout(1280, 720, seating=Seating(3))
    assert [three.keeper(side) for side in range(3)] == [0, 1, 2]


def test_the_players_cards_are_the_largest() -> None:
    for players in COUNTS:
        layout = table_layout(1200, 800, seating=Seating(players))
        mine = layout.spot(Place(Area.HAND, 0, 1)).size
        others = [layout.spot(Place(Area.HAND, seat, 1)).size for seat in range(1, players)]
        others += [
            layout.spot(Place(Area.TRICK, seat, TAKES_TRICK)).size for seat in range(players)
        ]
        assert all(mine > size for size in others)
        assert layout.largest_card == (layout.card_width * mine, layout.card_height * mine)


def test_cards_grow_with_the_window_and_pixels_map_back_to_units() -> None:
    small, large = table_layout(800, 600), table_layout(1600, 1200)
    assert large.unit == pytest.approx(2 * small.unit)
    x, y = large.to_pixels(3.25, 1.5)
    assert large.to_units(x, y) == pytest.approx((3.25, 1.5))


@pytest.mark.parametrize("players", COUNTS)
def test_a_hand_of_fewer_cards_closes_up_round_the_middle(players: int) -> None:
    layout = table_layout(1200, 800, seating=Seating(players))
    cards = layout.hand_size
    for seat in range(players):
        first, last = (layout.spot(Place(Area.HAND, seat, i, cards)) for i in (0, cards - 1))
        middle = (first.x + last.x) / 2
        alone = layout.spot(Place(Area.HAND, seat, 0, count=1))
        pair = [layout.spot(Place(Area.HAND, seat, i, count=2)) for i in range(2)]
        assert alone.x == pytest.approx(middle)
        assert (pair[0].x + pair[1].x) / 2 == pytest.approx(middle)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_auction_covers_no_seat(width: int, height: int) -> None:
    """Briscola chiamata's auction panel lies in its box, clear of every hand, plate (with its
    turn marker), count badge and line of words. Under it lie only what is empty until the
    play: the trick, the piles with their points, the called card's corner. The other counts
    have no auction."""
    layout = table_layout(width, height, seating=Seating(5))
    assert layout.auction is not None
    auction = pixel_box(layout, layout.auction)
    for name, boxes in groups(layout).items():
        if name.split()[0] in ("trick", "pile", "points", "aside"):
            continue
        for box in boxes:
            assert not overlap(auction, box, 0.0), (name, width, height)
    for players in (2, 3, 4, 6):
        assert table_layout(width, height, seating=Seating(players)).auction is None
