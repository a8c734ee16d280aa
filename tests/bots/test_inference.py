"""Hard's reading of the opponent: the truth is always plausible against a sensible player."""

from __future__ import annotations

import random

from briscola_qt.bots import make_bot
from briscola_qt.bots.inference import plausibility
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.view import SeatView


def test_the_real_deal_always_explains_a_normal_opponents_plays() -> None:
    rng = random.Random(9)
    discounted = 0
    for number in range(30):
        hand = Hand.shuffled(number, 2, number % 2)
        bots = [make_bot("normal", 1), make_bot("normal", 2)]
        while (seat := hand.to_move) is not None:
            view = SeatView.of(hand, seat)
            assert plausibility(hand.state.clone(), view, 0.0) == 1.0, hand.plays
            discounted += plausibility(view.sample_world(rng), view, 0.0) == 0.0
            hand.apply(bots[seat].choose(view))
    # Imagined deals that contradict the opponent's plays do occur, and are weighed down.
    assert discounted > 100
