"""Reading the opponent: how well an imagined deal explains the cards it has just played.

A sampled deal is uniform over the unseen cards, but a sensible opponent's plays say
something about its hand: a player who leads a King probably has no worthless card left.
The Hard bot weighs each imagined deal by whether a player following the rules of thumb
would have made the opponent's last two plays holding the cards the deal gives it, and
keeps some doubt, since the opponent may be a human with other habits, or random.
"""

from __future__ import annotations

from briscola_qt.bots.heuristics import sensible_card
from briscola_qt.engine.core import HAND_SIZE, FastHand
from briscola_qt.engine.view import SeatView


def plausibility(world: FastHand, view: SeatView, doubt: float) -> float:
    """1 when a sensible opponent would have played as it did, ``doubt`` per play it would not.

    Only two-player hands are read: with more seats the plays of partners and opponents
    mix too many motives for one rule of thumb.
    """
    if view.players != 2:
        return 1.0
    opponent = 1 - view.seat
    trump = view.trump
    hand = list(world.hands[opponent])
    weight = 1.0
    if view.current_trick:
        lead = int(view.current_trick[0])
        hand.append(lead)
        if sensible_card(hand, (), trump, False, False) != lead:
            weight *= doubt
    if not view.tricks:
        return weight
    trick = view.tricks[-1]
    led = trick.leader == opponent
    played = int(trick.cards[0 if led else 1])
    table = () if led else (int(trick.cards[0]),)
    with_draws = _tricks_with_draws(view)
    if len(view.tricks) > with_draws:
        drawn_options = [-1]  # nothing was drawn after that trick
    elif view.briscola_taken_by == opponent and len(view.tricks) == with_draws:
        drawn_options = [int(view.briscola)]
    else:
        # It drew one card after that trick: any card it holds now may be that one.
        drawn_options = hand
    for drawn in drawn_options:
        before = [card for card in hand if card != drawn]
        before.append(played)
        if sensible_card(before, table, trump, False, not led) == played:
            return weight
    return weight * doubt


def _tricks_with_draws(view: SeatView) -> int:
    """Tricks after which every seat draws: the stock divided among the seats."""
    pack = 40 - len(view.out_of_play)
    return (pack - HAND_SIZE * view.players) // view.players
