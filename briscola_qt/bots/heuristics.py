"""Rules of thumb on plain card ints, shared by the Normal bot and the Hard bot's rollouts.

They look only at a seat's own hand, the trick on the table and the trump suit: no card
counting. That is exactly the Normal level, and it is also a cheap, sensible way for the
Hard bot to finish the imagined deals it searches (one function, two users).
"""

from __future__ import annotations

from collections.abc import Sequence

from briscola_qt.engine.cards import NUM_CARDS, POINTS, STRENGTH, SUIT
from briscola_qt.engine.core import BEATS

#: A trick worth this much (an Ace or a Three in it) is worth a trump.
LOADED = 10
#: A cheap trump (no points, 7 or lower) is spent on a trick worth at least this much.
WORTH_A_SMALL_TRUMP = 4
#: Trumps this strong or better (King, Three, Ace) are hard to beat: partners load onto them.
STRONG_TRUMP = 7


def best_index(trick: Sequence[int], trump: int) -> int:
    """Index in ``trick`` of the card that holds it so far."""
    beat = BEATS[trump]
    best = 0
    for index in range(1, len(trick)):
        if beat[trick[index] * NUM_CARDS + trick[best]]:
            best = index
    return best


def partner_holds(trick: Sequence[int], leader: int, players: int, trump: int) -> bool:
    """Whether the card holding ``trick`` is a partner's of the seat to play next (4 and 6)."""
    if players not in (4, 6) or not trick:
        return False
    holder_seat = leader + best_index(trick, trump)
    return (holder_seat - leader - len(trick)) % 2 == 0


def keep_value(card: int, trump: int) -> int:
    """How much a card is worth keeping: the cheapest one is the one to throw away."""
    if SUIT[card] == trump:
        return 30 + 3 * POINTS[card] + STRENGTH[card]
    return 3 * POINTS[card] + STRENGTH[card]


def lead_cost(card: int, trump: int) -> int:
    """How much leading ``card`` risks: a loaded card led into an unseen trump is a gift."""
    if SUIT[card] == trump:
        return 25 + 3 * POINTS[card] + STRENGTH[card]
    return 3 * POINTS[card] + STRENGTH[card]


#: ``KEEP[trump][card]`` and ``LEAD[trump][card]``: the two functions above as tables, for
#: the rollouts that call them millions of times. Ties are broken by the card itself so a
#: choice never depends on the order of the cards in hand.
KEEP = tuple(
    tuple(keep_value(card, trump) * NUM_CARDS + card for card in range(NUM_CARDS))
    for trump in range(4)
)
LEAD = tuple(
    tuple(lead_cost(card, trump) * NUM_CARDS + card for card in range(NUM_CARDS))
    for trump in range(4)
)
#: The card that banks the most points, ties broken the same way.
BANK = tuple(POINTS[card] * NUM_CARDS + card for card in range(NUM_CARDS))


def cheapest(cards: Sequence[int], trump: int) -> int:
    return min(cards, key=KEEP[trump].__getitem__)


def sensible_card(
    hand: Sequence[int], trick: Sequence[int], trump: int, partner_holds: bool, last: bool
) -> int:
    """The card a sensible player who does not count would play (docs/bots.md, Normal).

    ``partner_holds`` says the card holding the trick is the seat's own side's; ``last``
    that nobody plays after this seat in the trick.
    """
    if not trick:
        return min(hand, key=LEAD[trump].__getitem__)
    holder = trick[best_index(trick, trump)] if len(trick) > 1 else trick[0]
    if partner_holds:
        return _load_partner(hand, holder, trump, last)
    beat = BEATS[trump]
    winners = [card for card in hand if beat[card * NUM_CARDS + holder]]
    throw = cheapest(hand, trump)
    if not winners:
        return throw
    worth = sum([POINTS[card] for card in trick])
    plain = [card for card in winners if SUIT[card] != trump]
    if plain:
        # Same suit as the lead, no trump spent: take it, banking the most points when
        # nobody can answer, the cheapest card otherwise.
        if last:
            return max(plain, key=BANK.__getitem__)
        if worth >= LOADED:
            return cheapest(plain, trump)
    trump_winner = cheapest(winners, trump)
    if worth >= LOADED:
        return trump_winner
    if worth >= WORTH_A_SMALL_TRUMP and POINTS[trump_winner] == 0 and STRENGTH[trump_winner] <= 4:
        return trump_winner
    if SUIT[throw] != trump and POINTS[throw] < LOADED:
        return throw
    # Only trumps and loaded cards left: a small trump costs less than giving an Ace away.
    keep = KEEP[trump]
    return trump_winner if keep[trump_winner] < keep[throw] else throw


def _load_partner(hand: Sequence[int], holder: int, trump: int, last: bool) -> int:
    """Partner holds the trick: add points when it is safe, else throw the cheapest card."""
    safe = last or (SUIT[holder] == trump and STRENGTH[holder] >= STRONG_TRUMP)
    if safe:
        plain = [card for card in hand if SUIT[card] != trump]
        if plain:
            return max(plain, key=lambda card: (POINTS[card], -STRENGTH[card], card))
    return cheapest(hand, trump)


def eager_card(hand: Sequence[int], trick: Sequence[int], trump: int) -> int | None:
    """A beginner's grab: the strongest card that takes the trick, trumps and all, else None."""
    if not trick:
        return None
    holder = trick[best_index(trick, trump)]
    beat = BEATS[trump]
    winners = [card for card in hand if beat[card * NUM_CARDS + holder]]
    if not winners:
        return None
    return max(winners, key=lambda card: (SUIT[card] == trump, STRENGTH[card], card))
