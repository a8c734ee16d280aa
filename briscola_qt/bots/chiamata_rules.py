"""Rules of thumb for Briscola chiamata on plain card ints, shared by Normal and Hard.

The trick play is the ordinary game's (:func:`~briscola_qt.bots.heuristics.sensible_card`)
with the sides of chiamata: a seat loads a trick that an ally holds and fights one that
anybody else holds, so a seat whose side it does not know yet is treated as an opponent.
The strength of a hand for a suit as trumps sizes the bids and picks the call.
"""

from __future__ import annotations

from collections.abc import Sequence

from briscola_qt.bots.heuristics import best_index, sensible_card
from briscola_qt.engine.auction import BID_RANKS
from briscola_qt.engine.cards import POINTS, STRENGTH, SUIT, make_card
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.hand import CHIAMATA_PLAYERS

#: What a trump adds to a suit's value beside its points and strength: length matters.
TRUMP_LENGTH = 6
#: A caller who would hold the called card plays alone: worth this much less.
ALONE_COST = 15


def suit_value(hand: Sequence[int], suit: int) -> int:
    """How strong ``hand`` is with ``suit`` as trumps: its trumps, and half its side Aces/3s."""
    value = 0
    for card in hand:
        if SUIT[card] == suit:
            value += POINTS[card] + STRENGTH[card] + TRUMP_LENGTH
        elif POINTS[card] >= 10:
            value += POINTS[card] // 2
    return value


def natural_rank(hand: Sequence[int], suit: int) -> int:
    """Where in the bid order the highest card of ``suit`` that ``hand`` lacks stands."""
    for index, rank in enumerate(BID_RANKS):
        if make_card(suit, rank) not in hand:
            return index
    return len(BID_RANKS) - 1


def call_value(hand: Sequence[int], suit: int, rank: int) -> int:
    """The value of calling ``rank`` in ``suit``: the suit's strength, less if alone."""
    return suit_value(hand, suit) - (ALONE_COST if make_card(suit, rank) in hand else 0)


def best_call(hand: Sequence[int], rank: int) -> int:
    """The suit to call for ``rank``: the strongest, ties to the lowest suit."""
    return max(range(4), key=lambda suit: (call_value(hand, suit, rank), -suit))


def allies(view: ChiamataView) -> list[bool]:
    """Which seats this seat knows to be on its own side (itself included); unknown: False."""
    mine = view.on_callers_side(view.seat)
    return [
        seat == view.seat or (mine is not None and view.on_callers_side(seat) is mine)
        for seat in range(CHIAMATA_PLAYERS)
    ]


def trick_card(
    hand: Sequence[int], trick: Sequence[int], leader: int, trump: int, ally: Sequence[bool]
) -> int:
    """The rules-of-thumb card for the seat to move, ``ally[seat]`` saying who is with it."""
    holds = bool(trick) and ally[(leader + best_index(trick, trump)) % CHIAMATA_PLAYERS]
    return sensible_card(hand, trick, trump, holds, len(trick) == CHIAMATA_PLAYERS - 1)


def finish(state: FastHand, side: Sequence[int]) -> None:
    """Play ``state`` to its end by the rules of thumb, every seat knowing ``side[seat]``."""
    hands = state.hands
    trick = state.trick
    trump = state.trump
    play = state.play
    while True:
        leader = state.leader
        mover = (leader + len(trick)) % CHIAMATA_PLAYERS
        hand = hands[mover]
        if not hand:
            return
        holds = False
        if trick:
            holds = side[(leader + best_index(trick, trump)) % CHIAMATA_PLAYERS] == side[mover]
        play(sensible_card(hand, trick, trump, holds, len(trick) == CHIAMATA_PLAYERS - 1))
