"""The layout is a pure function of the window size: checked here without any widget."""

from __future__ import annotations

import itertools

import pytest

from briscola_qt.app.table.layout import (
    COMPUTER,
    HUMAN,
    SELECTED_LIFT,
    TALL,
    WIDE,
    Area,
    Place,
    TableLayout,
    table_layout,
)

SIZES = [(w, h) for w in (320, 480, 800, 1024, 1440, 2560) for h in (320, 568, 768, 900, 1600)]


def card_box(layout: TableLayout, place: Place) -> tuple[float, float, float, float]:
    """The pixel rectangle a card in ``place`` covers (cards lie straight or crosswise)."""
    spot = layout.spot(place)
    width, height = layout.card_width * spot.size, layout.card_height * spot.size
    if abs(spot.rotation % 180 - 90) < 45:  # crosswise, give or take a tilt
        width, height = height, width
    x, y = layout.to_pixels(spot.x, spot.y)
    return x - width / 2, y - height / 2, x + width / 2, y + height / 2


def areas() -> dict[str, list[Place]]:
    return {
        "stock": [Place(Area.STOCK, index=32), Place(Area.BRISCOLA)],
        "human hand": [Place(Area.HAND, HUMAN, i) for i in range(3)],
        "computer hand": [Place(Area.HAND, COMPUTER, i) for i in range(3)],
        "trick": [Place(Area.TRICK, HUMAN), Place(Area.TRICK, COMPUTER)],
        "human pile": [Place(Area.PILE, HUMAN, i) for i in (0, 39)],
        "computer pile": [Place(Area.PILE, COMPUTER, i) for i in (0, 39)],
    }


def overlap(a: tuple[float, ...], b: tuple[float, ...], slack: float) -> bool:
    return (
        a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack and b[1] < a[3] - slack
    )


def test_a_wide_window_gets_the_wide_design_and_a_tall_one_the_tall_design() -> None:
    assert table_layout(1280, 720).design is WIDE
    assert table_layout(390, 844).design is TALL


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_card_lies_inside_the_window(width: int, height: int) -> None:
    layout = table_layout(width, height)
    slack = layout.card_width * 0.08  # the small tilt of the trick cards
    for place in itertools.chain.from_iterable(areas().values()):
        left, top, right, bottom = card_box(layout, place)
        assert left >= -slack and top >= -slack, (place, width, height)
        assert right <= width + slack and bottom <= height + slack, (place, width, height)
    # The chosen card, lifted, still shows whole.
    _, top, _, _ = card_box(layout, Place(Area.HAND, HUMAN, 0))
    lift = SELECTED_LIFT * layout.card_height * layout.spot(Place(Area.HAND, HUMAN, 0)).size
    assert top - lift >= -slack


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_areas_do_not_cover_each_other(width: int, height: int) -> None:
    layout = table_layout(width, height)
    slack = layout.card_width * 0.1
    boxes = {name: [card_box(layout, p) for p in places] for name, places in areas().items()}
    for (name_a, boxes_a), (name_b, boxes_b) in itertools.combinations(boxes.items(), 2):
        for a, b in itertools.product(boxes_a, boxes_b):
            assert not overlap(a, b, slack), (name_a, name_b, width, height)
    for name in ("human hand", "computer hand"):
        for a, b in itertools.combinations(boxes[name], 2):
            assert not overlap(a, b, 0.0), (name, width, height)


def test_the_players_cards_are_the_largest() -> None:
    layout = table_layout(1200, 800)
    mine = layout.spot(Place(Area.HAND, HUMAN, 1)).size
    others = [layout.spot(p).size for p in areas()["computer hand"] + areas()["trick"]]
    assert all(mine > size for size in others)
    assert layout.largest_card == (layout.card_width * mine, layout.card_height * mine)


def test_cards_grow_with_the_window_and_pixels_map_back_to_units() -> None:
    small, large = table_layout(800, 600), table_layout(1600, 1200)
    assert large.unit == pytest.approx(2 * small.unit)
    x, y = large.to_pixels(3.25, 1.5)
    assert large.to_units(x, y) == pytest.approx((3.25, 1.5))


def test_a_hand_of_fewer_cards_closes_up_round_the_middle() -> None:
    layout = table_layout(1200, 800)
    middle = layout.spot(Place(Area.HAND, HUMAN, 1))
    alone = layout.spot(Place(Area.HAND, HUMAN, 0, count=1))
    pair = [layout.spot(Place(Area.HAND, HUMAN, i, count=2)) for i in range(2)]
    assert alone.x == pytest.approx(middle.x)
    assert (pair[0].x + pair[1].x) / 2 == pytest.approx(middle.x)
