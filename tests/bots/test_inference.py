"""Hard's reading of the opponent: the truth is always plausible against a sensible player."""

from __future__ import annotations

import random

import pytest

from briscola_qt.bots import make_bot
from briscola_qt.bots.inference import others_plausibility, plausibility
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.view import SeatView


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_real_deal_always_explains_a_normal_opponents_plays(players: int) -> None:
    rng = random.Random(9)
    discounted = 0
    for number in range(30):
        hand = Hand.shuffled(number, players, number % players)
        bots = [make_bot("normal", seat) for seat in range(players)]
        while (seat := hand.to_move) is not None:
            view = SeatView.of(hand, seat)
            # Hard reads only where it measured better, but the reading is checked everywhere.
            read = plausibility if players == 2 else others_plausibility
            assert read(hand.state.clone(), view, 0.0) == 1.0, hand.plays
            discounted += read(view.sample_world(rng), view, 0.0) == 0.0
            hand.apply(bots[seat].choose(view))
    # Imagined deals that contradict the opponent's plays do occur, and are weighed down.
    assert discounted > 100
