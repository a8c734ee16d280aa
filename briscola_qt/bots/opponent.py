"""How sensible the opponent looks: whether its plays are those of the rules of thumb.

The Hard bot imagines the opponent answering by the Normal rules of thumb. Against a
player who throws cards about at random that picture is wrong: it makes Hard too careful
and misreads the cards. :func:`sensible_share` reads the public history alone and weighs
two explanations of each play the opponent made: a player of the rules of thumb, and one
that picks any card of its hand at random.

For a play, the chance that the rules of thumb pick it is estimated by filling the rest
of the opponent's hand at that moment from the cards it may then have held (not yet
played, never in this seat's hand) in a fixed number of ways. A random player's plays
are soon ones that the rules of thumb would almost never make: leading an Ace into the
trumps, throwing a Three away on a trick it could take. How much each count weighs was
measured on Normal and on random play and rounded towards doubt, so that a human with
habits of their own, or a sensible player who hoarded its Aces and must now lead one, is
not taken for a random player on one odd play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from briscola_qt.bots.heuristics import sensible_card
from briscola_qt.engine.cards import NUM_CARDS
from briscola_qt.engine.core import HAND_SIZE
from briscola_qt.engine.view import SeatView

#: Prior belief that the opponent is sensible: a human or Normal keeps a high share.
PRIOR_SENSIBLE = 0.9
#: How much likelier a play is from a player of the rules of thumb than from a random one,
#: by how many of the hand fillings make the rules of thumb play it: (fewest, ratio).
#: Counted over 600 hands each of Normal and of random play, rounded towards doubt so
#: that a human with habits of their own is not taken for a random player too soon.
LIKELIHOOD_RATIOS = ((16, 2.0), (8, 1.3), (4, 1.1), (2, 0.9), (1, 0.65), (0, 0.1))
#: Ways of filling the rest of the opponent's hand to judge one play.
FILLINGS = 24


def sensible_share(view: SeatView) -> float:
    """The chance that the opponent of a two-player seat plays by the rules of thumb."""
    if view.players != 2:
        return 1.0
    opponent = 1 - view.seat
    trump = view.trump
    mine: set[int] = {int(card) for card in view.hand}
    plays: list[tuple[int, int, tuple[int, ...]]] = []  # (trick number, card, table)
    for number, trick in enumerate(view.tricks):
        cards = [int(card) for card in trick.cards]
        if trick.leader == opponent:
            plays.append((number, cards[0], ()))
            mine.add(cards[1])
        else:
            plays.append((number, cards[1], (cards[0],)))
            mine.add(cards[0])
    if view.current_trick and view.leader == opponent:
        plays.append((len(view.tricks), int(view.current_trick[0]), ()))
    mine.update(int(card) for card in view.known_hands[view.seat])
    mine.update(int(card) for card in view.out_of_play)  # never in anybody's hand
    draws = (NUM_CARDS - len(view.out_of_play) - HAND_SIZE * 2) // 2
    played_before: set[int] = set()
    log_odds = math.log(PRIOR_SENSIBLE / (1 - PRIOR_SENSIBLE))
    for number, card, table in plays:
        size = min(HAND_SIZE, HAND_SIZE + draws - number)
        if size > 1:
            pool = sorted(
                other
                for other in range(NUM_CARDS)
                if other not in played_before
                and other not in mine
                and other != card
                and not (other == view.briscola and number < draws)
            )
            hits = sensible_fillings(card, table, trump, size, pool)
            ratio = next(ratio for fewest, ratio in LIKELIHOOD_RATIOS if hits >= fewest)
            log_odds += math.log(ratio)
        if number < len(view.tricks):  # else it is the trick on the table, the last play
            played_before.update(int(c) for c in view.tricks[number].cards)
    return 1 / (1 + math.exp(-log_odds))


def sensible_fillings(
    card: int, table: tuple[int, ...], trump: int, size: int, pool: Sequence[int]
) -> int:
    """Of :data:`FILLINGS` hands of ``size`` around ``card`` filled from ``pool``, how many
    make the rules of thumb play ``card``."""
    others = size - 1
    if len(pool) < others:
        return FILLINGS
    rng = random.Random(f"{card}/{table}/{trump}/{len(pool)}")
    last = bool(table)
    hits = 0
    for _ in range(FILLINGS):
        hand = [card, *rng.sample(pool, others)]
        if sensible_card(hand, table, trump, False, last) == card:
            hits += 1
    return hits
