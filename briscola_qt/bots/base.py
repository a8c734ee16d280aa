"""What every bot is: an action from a seat's view, deterministic for a seed."""

from __future__ import annotations

import hashlib
import random
from typing import Protocol

from briscola_qt.engine.action import Action
from briscola_qt.engine.view import SeatView


class Bot(Protocol):
    level: str

    def choose(self, view: SeatView) -> Action:
        """The bot's action for the seat whose view this is; it must be that seat's turn.

        An exchange is an action of its own: the bot is asked again for its card after it.
        """
        ...


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A random source fixed by the seed and what the seat has seen, so a choice replays exactly.

    It hashes only the view's public history and the seat's own cards, never anything hidden.
    """
    history = [card.code for card in view.played_cards()]
    history += ["x" + e.given.code for e in view.exchanges]
    key = f"{seed}|{view.seat}|{','.join(history)}|{','.join(c.code for c in view.hand)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class RandomBot:
    """Any card at random: the floor the arena measures the levels against."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        return Action.play(decision_rng(self.seed, view).choice(view.hand))
