"""Briscola chiamata's random, Easy and Normal players: rules of thumb, no look-ahead.

Each sees a :class:`~briscola_qt.engine.chiamata_view.ChiamataView` and nothing else, and
returns one of its legal actions: a bid or a pass, the call, a card.
"""

from __future__ import annotations

import hashlib
import random
from typing import Protocol

from briscola_qt.bots.chiamata_rules import (
    allies,
    best_call,
    natural_rank,
    suit_value,
    trick_card,
)
from briscola_qt.engine.action import BASE_TARGET, Action
from briscola_qt.engine.auction import BID_RANKS
from briscola_qt.engine.cards import make_card
from briscola_qt.engine.chiamata import ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView

#: Normal bids when its best suit is worth this much (a fair 61 with a partner's help) ...
BID_VALUE = 45
#: ... and goes one rank lower in the bid order for each this much more.
VALUE_PER_RANK = 8
#: Points of "2 and N" it will add for each rank its hand could go below the 2.
POINTS_PER_RANK = 3


class ChiamataBot(Protocol):
    level: str

    def choose(self, view: ChiamataView) -> Action:
        """The bot's action for the seat whose view this is; it must be that seat's turn."""
        ...


def chiamata_rng(seed: int, view: ChiamataView) -> random.Random:
    """A random source fixed by the seed and what the seat has seen, so choices replay exactly."""
    history = [action.code for _, action in view.auction.moves]
    history += [card.code for card in view.played_cards()]
    key = f"{seed}|{view.seat}|{','.join(history)}|{','.join(c.code for c in view.hand)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def played_card(view: ChiamataView) -> Action:
    """The rules-of-thumb card, with the sides this seat knows (unknown seats: opponents)."""
    trump = view.trump
    assert trump is not None
    card = trick_card(
        [int(c) for c in view.hand], [int(c) for c in view.current_trick], view.leader, trump,
        allies(view),
    )
    return Action.play(card)


def sensible_bid(view: ChiamataView, margin: int = 0) -> Action:
    """Normal's auction: the rank it would call in its best suit, if the hand is worth it.

    It names the highest card of its strongest suit that it lacks (jumping to it), or a
    lower one when outbid, as deep as the hand's value allows; then "2 and N" points.
    """
    hand = [int(c) for c in view.hand]
    suit = max(range(4), key=lambda s: (suit_value(hand, s), -s))
    value = suit_value(hand, suit) + margin
    if value < BID_VALUE:
        return Action.pass_()
    deepest = natural_rank(hand, suit) + (value - BID_VALUE) // VALUE_PER_RANK
    bids = view.auction.bids_above()
    if not bids:
        return Action.pass_()
    first = bids[0]
    if first.target > BASE_TARGET:
        most = BASE_TARGET + POINTS_PER_RANK * (deepest - (len(BID_RANKS) - 1))
        return first if first.target <= most else Action.pass_()
    start = max(BID_RANKS.index(first.rank), natural_rank(hand, suit))
    if start > deepest:
        return Action.pass_()
    return Action.bid(BID_RANKS[start])


def sensible_call(view: ChiamataView) -> Action:
    """The winning rank in the suit the hand is strongest in (calling its own card costs)."""
    top = view.auction.top
    assert top is not None
    rank = top[1].rank
    return Action.call(make_card(best_call([int(c) for c in view.hand], rank), rank))


class RandomChiamataBot:
    """The floor: passes half the time, else one of the next three bids; any call, any card."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: ChiamataView) -> Action:
        rng = chiamata_rng(self.seed, view)
        actions = view.legal_actions()
        if view.phase is ChiamataPhase.AUCTION and (len(actions) == 1 or rng.random() < 0.5):
            return actions[0]
        if view.phase is ChiamataPhase.AUCTION:
            return rng.choice(actions[1:4])
        return rng.choice(actions)


class NormalChiamataBot:
    """Bids from the strength of its hand, calls its best suit, plays for the side it knows."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: ChiamataView) -> Action:
        if view.phase is ChiamataPhase.AUCTION:
            return sensible_bid(view)
        if view.phase is ChiamataPhase.CALL:
            return sensible_call(view)
        return played_card(view)


class EasyChiamataBot:
    """A beginner: bids on a hunch, often plays any card; otherwise Normal's rules."""

    level = "easy"
    RANDOM_SHARE = 0.4

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: ChiamataView) -> Action:
        rng = chiamata_rng(self.seed, view)
        if view.phase is ChiamataPhase.AUCTION:
            action = sensible_bid(view, margin=rng.randrange(-10, 15))
            return action if action in view.legal_actions() else Action.pass_()
        if view.phase is ChiamataPhase.CALL:
            return sensible_call(view) if rng.random() < 0.7 else rng.choice(view.legal_actions())
        if rng.random() < self.RANDOM_SHARE:
            return rng.choice(view.legal_actions())
        return played_card(view)
