"""Hard's estimate of how sensible its opponent is, from the public history only."""

from __future__ import annotations

import random
import statistics

from briscola_qt.bots import make_bot
from briscola_qt.bots.base import Bot, RandomBot
from briscola_qt.bots.opponent import FILLINGS, PRIOR_SENSIBLE, sensible_fillings, sensible_share
from briscola_qt.engine.action import Action
from briscola_qt.engine.cards import SUIT, Card
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.view import SeatView


def shares_late_in_hand(opponent: Bot, deals: int = 40) -> list[float]:
    """Seat 0's estimate of seat 1 (played by ``opponent``) once 30 cards have gone."""
    me = make_bot("normal", 3)
    shares = []
    for number in range(deals):
        hand = Hand.shuffled(number, 2, number % 2)
        while (seat := hand.to_move) is not None:
            view = SeatView.of(hand, seat)
            if seat == 0 and len(view.played_cards()) >= 30:
                shares.append(sensible_share(view))
                break
            bot = me if seat == 0 else opponent
            hand.apply(bot.choose(view))
    return shares


def test_a_normal_opponent_keeps_a_high_share() -> None:
    shares = shares_late_in_hand(make_bot("normal", 1))
    assert statistics.median(shares) > 0.85


def test_a_random_opponent_is_found_out() -> None:
    shares = shares_late_in_hand(RandomBot(1))
    assert statistics.median(shares) < 0.35
    normal = shares_late_in_hand(make_bot("normal", 1))
    assert sum(shares) < 0.5 * sum(normal)


def test_no_history_means_the_prior_and_more_players_are_taken_as_sensible() -> None:
    view = SeatView.of(Hand.shuffled(5, 2, 0), 0)
    assert abs(sensible_share(view) - PRIOR_SENSIBLE) < 1e-9
    hand = Hand.shuffled(5, 4, 0)
    rng = random.Random(2)
    for _ in range(6):
        seat = hand.to_move
        assert seat is not None
        hand.apply(Action.play(rng.choice(hand.cards_of(seat))))
    view = SeatView.of(hand, hand.to_move)
    assert sensible_share(view) == 1.0


def test_a_play_the_rules_of_thumb_never_make_is_recognised() -> None:
    trump = SUIT[Card.parse("Ad")]
    pool = [int(card) for card in Hand.shuffled(9, 2, 0).deck if SUIT[card] != trump][:20]
    ace_of_trumps = int(Card.parse("Ad"))
    # Leading the Ace of trumps beside two plain cards: never the cheapest lead.
    assert sensible_fillings(ace_of_trumps, (), trump, 3, pool) == 0
    # With one card left there is no choice to judge.
    assert sensible_fillings(ace_of_trumps, (), trump, 1, pool) == FILLINGS
    # Throwing the worthless card of the lead's suit on an Ace it cannot take is always sensible.
    two, ace = int(Card.parse("2c")), int(Card.parse("Ac"))
    plain = [card for card in pool if card not in (two, ace)]
    assert sensible_fillings(two, (ace,), trump, 3, plain) == FILLINGS
