"""Exact search of a two-player position in which every card is placed.

Once the stock is empty nothing is hidden from a two-player seat, and in a sampled world
(see :meth:`SeatView.sample_world`) even the stock order is fixed: the rest of the hand is
then a finite game of perfect information. :class:`ExactSearch` solves it by alpha-beta on
the points still to win, with a table of bounds keyed by both hands as bitmasks.

Maximising the points of a perfect-information game also reaches its best outcome: a
seat that can force 61 has a value of at least 61. So one search gives both the result
(win, draw, loss) and the margin used as a tie-break.
"""

from __future__ import annotations

from briscola_qt.bots.heuristics import sensible_card
from briscola_qt.engine.cards import NUM_CARDS, POINTS
from briscola_qt.engine.core import BEATS, FastHand

#: Every point of the 40-card pack, which two players share.
TOTAL_POINTS = 120
#: Bounds wider than any score: the points still to win never exceed 120.
LOWEST = -1
HIGHEST = 121


class ExactSearch:
    """Alpha-beta over one fully known two-player position, from seat ``me``'s side.

    Seats are renamed so that ``me`` is 0, which maximises; the opponent, 1, minimises.
    Values are the points seat 0 has still to take from this position to the end.
    """

    __slots__ = ("beat", "hands", "stock", "table")

    def __init__(self, state: FastHand, me: int) -> None:
        self.hands = [list(state.hands[me]), list(state.hands[1 - me])]
        self.stock = list(state.stock)
        self.beat = BEATS[state.trump]
        #: Position key -> (lower bound, upper bound) of its value.
        self.table: dict[int, tuple[int, int]] = {}

    def masks(self) -> tuple[int, int]:
        return sum(1 << c for c in self.hands[0]), sum(1 << c for c in self.hands[1])

    def value_of_lead(self, card: int, alpha: int = LOWEST, beta: int = HIGHEST) -> int:
        """Seat 0 leads ``card`` now: the value of the rest of the hand."""
        hand = self.hands[0]
        hand.remove(card)
        mask0, mask1 = self.masks()
        try:
            return self.follow(0, card, mask0, mask1, alpha, beta)
        finally:
            hand.append(card)

    def value_of_answer(self, lead: int, card: int) -> int:
        """Seat 1 led ``lead``; seat 0 answers ``card``: the value of the rest of the hand."""
        mask0, mask1 = self.masks()
        return self.answer(1, lead, card, mask0 ^ (1 << card), mask1, LOWEST, HIGHEST)

    def lead(self, leader: int, mask0: int, mask1: int, alpha: int, beta: int) -> int:
        hand = self.hands[leader]
        if not hand:
            return 0
        key = mask0 | mask1 << 40 | len(self.stock) << 80 | leader << 86
        bounds = self.table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha = max(alpha, low)
            beta = min(beta, high)
        start_alpha, start_beta = alpha, beta
        best = LOWEST if leader == 0 else HIGHEST
        for card in tuple(hand):
            hand.remove(card)
            if leader == 0:
                value = self.follow(0, card, mask0 ^ (1 << card), mask1, alpha, beta)
            else:
                value = self.follow(1, card, mask0, mask1 ^ (1 << card), alpha, beta)
            hand.append(card)
            if leader == 0:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        low, high = bounds if bounds is not None else (LOWEST, HIGHEST)
        if best <= start_alpha:
            high = best
        elif best >= start_beta:
            low = best
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def follow(self, leader: int, lead: int, mask0: int, mask1: int, alpha: int, beta: int) -> int:
        follower = 1 - leader
        best = LOWEST if follower == 0 else HIGHEST
        for card in tuple(self.hands[follower]):
            if follower == 0:
                value = self.answer(leader, lead, card, mask0 ^ (1 << card), mask1, alpha, beta)
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            else:
                value = self.answer(leader, lead, card, mask0, mask1 ^ (1 << card), alpha, beta)
                if value < best:
                    best = value
                    beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def answer(
        self, leader: int, lead: int, card: int, mask0: int, mask1: int, alpha: int, beta: int
    ) -> int:
        """The follower plays ``card`` on ``lead``; the masks already lack both cards."""
        follower = 1 - leader
        winner = follower if self.beat[card * NUM_CARDS + lead] else leader
        gain = POINTS[card] + POINTS[lead] if winner == 0 else 0
        hands = self.hands
        hands[follower].remove(card)
        stock = self.stock
        if stock:
            first = stock.pop()
            second = stock.pop()
            hands[winner].append(first)
            hands[1 - winner].append(second)
            if winner == 0:
                new0, new1 = mask0 | 1 << first, mask1 | 1 << second
            else:
                new0, new1 = mask0 | 1 << second, mask1 | 1 << first
            value = gain + self.lead(winner, new0, new1, alpha - gain, beta - gain)
            # Deeper plays reorder the hands, so take back the drawn cards by value.
            hands[1 - winner].remove(second)
            hands[winner].remove(first)
            stock.append(second)
            stock.append(first)
        else:
            value = gain + self.lead(winner, mask0, mask1, alpha - gain, beta - gain)
        hands[follower].append(card)
        return value


class FallibleSearch:
    """Win chances in one fully known two-player position against an opponent who slips.

    Seat ``me`` plays its best; the opponent plays the rules of thumb with chance
    ``share`` and any card at random otherwise (a draw counts a half). One table of
    positions serves every card tried in the same deal.
    """

    __slots__ = ("me", "share", "table")

    def __init__(self, me: int, share: float) -> None:
        self.me = me
        self.share = share
        #: Position key -> chance; valid within one deal, where the stock order is fixed.
        self.table: dict[tuple[int, ...], float] = {}

    def chance(self, node: FastHand) -> float:
        """Seat ``me``'s chance of winning from ``node``."""
        hands = node.hands
        if node.is_over:
            mine = node.points[self.me]
            return 1.0 if 2 * mine > TOTAL_POINTS else 0.5 if 2 * mine == TOTAL_POINTS else 0.0
        key = (
            sum(1 << c for c in hands[0]),
            sum(1 << c for c in hands[1]),
            node.trick[0] if node.trick else -1,
            node.leader,
            node.points[self.me],
            len(node.stock),
        )
        known = self.table.get(key)
        if known is not None:
            return known
        mover = node.to_move
        hand = hands[mover]
        values = {}
        for card in set(hand):
            child = node.clone()
            child.play(card)
            values[card] = self.chance(child)
        if mover == self.me:
            result = max(values.values())
        else:
            trick = node.trick
            sensible = sensible_card(hand, trick, node.trump, False, len(trick) == 1)
            spread = sum(values.values()) / len(values)
            result = self.share * values[sensible] + (1 - self.share) * spread
        self.table[key] = result
        return result
