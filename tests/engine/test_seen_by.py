"""What one seat sees of the events, and what partners showing their hands adds to a view."""

from __future__ import annotations

import random

import pytest

from briscola_qt.engine import Action, Hand, SeatView, Variants
from briscola_qt.engine.errors import RecordError
from briscola_qt.engine.events import CardDealt, CardDrawn, Event, seen_by

SHOWING = Variants(partners_show=True)


def play_random(hand: Hand, rng: random.Random, until_stock: int = 0) -> list[Event]:
    """Random plays until the stock holds ``until_stock`` cards; the events they caused."""
    events: list[Event] = []
    while hand.stock_count > until_stock:
        seat = hand.to_move
        assert seat is not None
        events += hand.apply(Action.play(rng.choice(hand.cards_of(seat))))
    return events


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_seat_sees_its_own_cards_dealt_and_drawn_and_no_other(players: int) -> None:
    hand = Hand.shuffled(players, players)
    events = hand.deal_events() + play_random(hand, random.Random(players))
    for seat in range(players):
        for event in events:
            seen = seen_by(event, seat)
            if isinstance(event, CardDealt | CardDrawn):
                assert isinstance(seen, type(event)) and seen.seat == event.seat
                assert seen.card == (event.card if event.seat == seat else None)
            else:
                assert seen is event


def test_a_card_the_seat_may_know_stays_face_up() -> None:
    hand = Hand.shuffled(5, 2, variants=Variants(open_hands=True))
    known = SeatView.of(hand, 0).known_hands[1]
    seen = [seen_by(event, 0, known) for event in hand.deal_events()]
    assert [e.card for e in seen if isinstance(e, CardDealt) and e.seat == 1] == list(known)


@pytest.mark.parametrize("players", [4, 6])
def test_partners_see_each_others_cards_once_the_stock_is_gone(players: int) -> None:
    rng = random.Random(players * 3)
    hand = Hand.shuffled(11, players, variants=SHOWING)
    play_random(hand, rng, until_stock=players)  # one round of draws left
    assert SeatView.of(hand, 0).known_hands[2] == ()
    play_random(hand, rng)
    for seat in range(players):
        view = SeatView.of(hand, seat)
        for other in range(players):
            if other % 2 == seat % 2:
                assert view.known_hands[other] == hand.cards_of(other)
            else:  # opponents only show what everyone saw them pick up
                assert set(view.known_hands[other]) <= {hand.briscola}
    plain = Hand.shuffled(11, players)
    play_random(plain, random.Random(players * 3))
    assert SeatView.of(plain, 0).known_hands[2] in ((), (plain.briscola,))


def test_partners_showing_needs_partners() -> None:
    with pytest.raises(RecordError, match="4 or 6 players"):
        Hand.shuffled(1, 3, variants=SHOWING)
    assert Variants.from_json({"partners_show": True}) == SHOWING
    with pytest.raises(RecordError):
        Variants.from_json({"partners_show": "yes"})
