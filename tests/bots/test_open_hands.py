"""Open hands: the bots use what is face up (the other hand) and nothing else (the stock)."""

from __future__ import annotations

import random

from briscola_qt.bots.hard import HardBot
from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import QUICK_HARD, random_position
from tests.bots.test_information_boundary import redealt

OPEN = Variants(open_hands=True)


def test_every_imagined_deal_holds_the_face_up_hand_and_only_the_stock_is_guessed() -> None:
    rng = random.Random(21)
    for _ in range(30):
        hand = random_position(rng, 2, OPEN)
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        other = 1 - seat
        assert view.known_hands[other] == hand.cards_of(other)
        assert set(view.unseen_cards()) == set(hand.state.stock) - {hand.briscola}
        for _ in range(5):
            world = view.sample_world(rng)
            assert sorted(world.hands[other]) == sorted(hand.cards_of(other))


def test_the_opponents_face_up_cards_shape_the_choice_but_the_stock_order_never_does() -> None:
    rng = random.Random(5)
    shaped = 0
    for number in range(25):
        hand = random_position(rng, 2, OPEN)
        seat = hand.to_move
        assert seat is not None
        bot = HardBot(number, **QUICK_HARD)
        view = SeatView.of(hand, seat)
        choice = bot.choose(view)
        for _ in range(2):
            assert bot.choose(SeatView.of(redealt(hand, seat, rng), seat)) == choice
        # The same plays with closed hands: the bot no longer sees the other hand.
        record = record_of(hand)
        closed = Record(2, hand.dealer, record.deck, record.plays, Variants()).replay()
        shaped += bot.choose(SeatView.of(closed, seat)) != choice
    assert shaped > 0  # what is face up is used
