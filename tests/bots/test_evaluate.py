"""Hard's published estimates: a chance for every legal action, in the order it decides."""

from __future__ import annotations

import random

from briscola_qt.bots.hard import HardBot, exchanged
from briscola_qt.engine.action import Action
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import QUICK_HARD, random_position
from tests.bots.test_endgame import PLAYS_WITH_STOCK, outcome


def test_every_legal_action_once_best_first_as_hard_decides() -> None:
    rng = random.Random(12)
    for number in range(60):
        players = (2, 2, 4, 3, 6)[number % 5]
        hand = random_position(rng, players, Variants(trump_exchange="seven"))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        bot = HardBot(number, **QUICK_HARD)
        ranked = bot.evaluate(view)
        actions = [action for action, _ in ranked]
        assert set(actions) == set(view.legal_actions()) and len(actions) == len(set(actions))
        assert all(0.0 <= chance <= 1.0 for _, chance in ranked)
        assert actions[0] == bot.choose(view)
        assert HardBot(number, **QUICK_HARD).evaluate(view) == ranked


def test_an_open_exchange_comes_first() -> None:
    rng = random.Random(4)
    found = 0
    while found < 5:
        hand = random_position(rng, 2, Variants(trump_exchange="two_and_seven"))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        if view.exchangeable is None:
            continue
        ranked = HardBot(found, **QUICK_HARD).evaluate(view)
        assert ranked[0][0] == Action.exchange(view.exchangeable)
        assert {action for action, _ in ranked[1:]} == {Action.play(card) for card in view.hand}
        # The exchange is valued in exactly the view Hard will have after making it.
        hand.apply(ranked[0][0])
        assert exchanged(view) == SeatView.of(hand, seat)
        found += 1


def test_the_endgame_chances_are_the_exact_results() -> None:
    """With the stock gone nothing is hidden: each card's chance is its result under best play."""
    rng = random.Random(8)
    for _ in range(40):
        hand = random_position(rng, plays=rng.randrange(PLAYS_WITH_STOCK, 39))
        seat = hand.to_move
        assert seat is not None
        for action, chance in HardBot(3).evaluate(SeatView.of(hand, seat)):
            assert action.card is not None
            after = hand.state.clone()
            after.play(action.card)
            assert chance == outcome(after, seat)
