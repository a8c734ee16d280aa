"""The seating: sides, partners and places round the table for every player count."""

from __future__ import annotations

import pytest

from briscola_qt.app.game.seating import PLAYER_CHOICES, Seating
from briscola_qt.engine.hand import side_of


def test_two_players_face_each_other_on_two_sides() -> None:
    seating = Seating(2)
    assert seating.sides == 2
    assert seating.computers == (1,)
    assert [seating.position(seat) for seat in seating.seats] == [0, 1]
    assert seating.partners_of(0) == ()


def test_three_players_each_play_alone() -> None:
    seating = Seating(3)
    assert seating.sides == 3
    assert [seating.side_of(seat) for seat in seating.seats] == [0, 1, 2]
    assert all(seating.partners_of(seat) == () for seat in seating.seats)
    assert not any(seating.is_human_partner(seat) for seat in seating.seats)


def test_four_players_partners_sit_opposite() -> None:
    seating = Seating(4)
    assert seating.sides == 2
    assert seating.partners_of(0) == (2,)
    assert seating.partners_of(1) == (3,)
    assert [seat for seat in seating.seats if seating.is_human_partner(seat)] == [2]
    assert seating.position(2) == 2  # opposite the human, at the top
    assert seating.computers == (1, 2, 3)


def test_six_players_three_against_three_alternating() -> None:
    seating = Seating(6)
    assert seating.partners_of(0) == (2, 4)
    assert seating.partners_of(3) == (1, 5)
    assert [seating.side_of(seat) for seat in seating.seats] == [0, 1, 0, 1, 0, 1]


def test_five_players_are_each_their_own_side_until_a_partner_is_known() -> None:
    seating = Seating(5)
    assert seating.sides == 5
    assert seating.partners_of(0) == ()


@pytest.mark.parametrize("players", PLAYER_CHOICES)
def test_sides_agree_with_the_engine(players: int) -> None:
    seating = Seating(players)
    assert [seating.side_of(s) for s in seating.seats] == [
        side_of(s, players) for s in seating.seats
    ]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("human", [0, 1])
def test_positions_go_round_from_the_human_in_the_order_of_play(players: int, human: int) -> None:
    seating = Seating(players, human)
    assert seating.position(human) == 0
    assert seating.position((human + 1) % players) == 1  # next to play: on the human's right
    assert sorted(seating.position(seat) for seat in seating.seats) == list(range(players))
    assert all(seating.seat_at(seating.position(seat)) == seat for seat in seating.seats)
    assert human not in seating.computers and len(seating.computers) == players - 1


@pytest.mark.parametrize(("players", "human"), [(1, 0), (7, 0), (4, 4), (2, -1)])
def test_impossible_seatings_are_refused_with_a_message(players: int, human: int) -> None:
    with pytest.raises(ValueError, match="must be"):
        Seating(players, human)


def test_a_seat_off_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="seat must be 0 to 3"):
        Seating(4).side_of(4)
