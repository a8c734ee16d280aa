"""Random positions for the bot tests, reached by random plays from seeded deals."""

from __future__ import annotations

import random

from briscola_qt.bots import make_bot
from briscola_qt.bots.base import Bot
from briscola_qt.bots.hard import HardBot
from briscola_qt.engine.action import Action
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.variants import Variants

#: Fewer imagined deals than the real Hard level so the tests stay fast; same code paths.
QUICK_HARD = {"worlds": 6, "exact_worlds": 3}


def bot_for(level: str, seed: int) -> Bot:
    """The bot of ``level``, with Hard's amount of work cut down for tests."""
    if level == "hard":
        return HardBot(seed, **QUICK_HARD)
    return make_bot(level, seed)


def random_position(
    rng: random.Random, players: int = 2, variants: Variants | None = None, plays: int | None = None
) -> Hand:
    """A hand after ``plays`` random actions (random count by default), not yet over.

    With the exchange variant on, a seat that may exchange does so half the time.
    """
    hand = Hand.shuffled(rng.randrange(2**32), players, rng.randrange(players), variants)
    total = len(hand.deck)
    target = rng.randrange(total) if plays is None else plays
    for _ in range(target):
        seat = hand.to_move
        assert seat is not None
        trump_card = hand.exchangeable()
        if trump_card is not None and rng.random() < 0.5:
            hand.apply(Action.exchange(trump_card))
        hand.apply(Action.play(rng.choice(hand.cards_of(seat))))
    return hand
