"""The last tricks with three or more players, searched to the end in one imagined deal.

With more than two seats the others' cards stay hidden even once the stock is gone, so
the Hard bot searches each deal it imagines (see :meth:`SeatView.sample_world`). In a
deal every card is placed and the rest of the hand is a finite game. :class:`TeamSearch`
plays it out every way the searching side can: the seat itself, and its partners when
they are searched too, choose their cards together to do best, while every other seat
answers by the Normal rules of thumb, the same picture of the others the look-ahead uses.
(Others who instead play to do the side the most harm were tried and did worse against
Normal; see docs/bots.md.)

The value of a line is the searching side's margin at the end (points ahead of the best
other side). With two sides a margin grows by what each trick brings, whatever came
before, so one table of positions (the cards each seat holds, the stock left, the seat to
lead) serves every line that reaches the same one; with three sides the best other side
may change, so the small tree is searched without one.
"""

from __future__ import annotations

from briscola_qt.bots.heuristics import best_index, sensible_card
from briscola_qt.bots.search import TOTAL_POINTS
from briscola_qt.engine.cards import POINTS
from briscola_qt.engine.core import FastHand


class TeamSearch:
    """Best play for seat ``me``'s side from one fully dealt position, any player count."""

    __slots__ = (
        "hands",
        "leader",
        "ours",
        "players",
        "points",
        "side",
        "sides",
        "stock",
        "table",
        "trick",
        "trump",
    )

    def __init__(self, world: FastHand, me: int, partners_choose: bool = True) -> None:
        """The search of ``world`` for seat ``me``; its partners choose with it when
        ``partners_choose``, else they play by the rules of thumb like the others."""
        self.players = world.players
        self.sides = world.sides
        self.side = me % self.sides
        self.ours = tuple(
            seat == me or (partners_choose and seat % self.sides == self.side)
            for seat in range(self.players)
        )
        self.hands = [list(hand) for hand in world.hands]
        self.stock = list(world.stock)
        self.trump = world.trump
        self.trick = list(world.trick)
        self.leader = world.leader
        self.points = list(world.points)
        #: (cards left, stock left, leader) -> the margin the rest of the hand adds.
        self.table: dict[tuple[int, int, int], int] = {}

    def margin_after(self, card: int) -> int:
        """The side's final margin when the seat to move plays ``card`` now, then best play."""
        mover = (self.leader + len(self.trick)) % self.players
        self.hands[mover].remove(card)
        try:
            return self._after(mover, card)
        finally:
            self.hands[mover].append(card)

    def _margin(self) -> int:
        points = self.points
        mine = points[self.side]
        return mine - max(p for side, p in enumerate(points) if side != self.side)

    def _value(self) -> int:
        """The final margin from here: the side's seats choose, the others play by the rules."""
        trick = self.trick
        mover = (self.leader + len(trick)) % self.players
        hand = self.hands[mover]
        if not hand:
            return self._margin()
        key = None
        hands = self.hands
        if not trick and self.sides == 2:
            held = sum(1 << (c + 40 * seat) for seat, cards in enumerate(hands) for c in cards)
            key = (held, len(self.stock), self.leader)
            known = self.table.get(key)
            if known is not None:
                return self._margin() + known
        if self.ours[mover]:
            value = -TOTAL_POINTS
            for card in tuple(hand):
                hand.remove(card)
                value = max(value, self._after(mover, card))
                hand.append(card)
        else:
            last = len(trick) == self.players - 1
            holds = self.sides == 2 and bool(trick) and self._partner_holds(mover)
            card = sensible_card(hand, trick, self.trump, holds, last)
            hand.remove(card)
            value = self._after(mover, card)
            hand.append(card)
        if key is not None:
            self.table[key] = value - self._margin()
        return value

    def _partner_holds(self, mover: int) -> bool:
        holder = (self.leader + best_index(self.trick, self.trump)) % self.players
        return holder % self.sides == mover % self.sides

    def _after(self, mover: int, card: int) -> int:
        """``mover`` (its hand already without ``card``) plays it; the final margin."""
        trick = self.trick
        trick.append(card)
        if len(trick) < self.players:
            value = self._value()
            trick.pop()
            return value
        # The trick is complete: score it, draw, search on, and take it all back.
        leader = self.leader
        winner = (leader + best_index(trick, self.trump)) % self.players
        gain = sum([POINTS[c] for c in trick])
        cards = trick[:]
        trick.clear()
        self.points[winner % self.sides] += gain
        self.leader = winner
        drawn = self._draw(winner)
        value = self._value()
        self._undraw(winner, drawn)
        self.leader = leader
        self.points[winner % self.sides] -= gain
        trick.extend(cards)
        trick.pop()
        return value

    def _draw(self, winner: int) -> list[int]:
        """Every seat draws one card, the trick's winner first; the cards drawn, in order."""
        stock = self.stock
        if not stock:
            return []
        drawn = []
        for offset in range(self.players):
            card = stock.pop()
            self.hands[(winner + offset) % self.players].append(card)
            drawn.append(card)
        return drawn

    def _undraw(self, winner: int, drawn: list[int]) -> None:
        # Deeper plays reorder the hands, so the drawn cards are taken back by value.
        for offset in reversed(range(len(drawn))):
            card = drawn[offset]
            self.hands[(winner + offset) % self.players].remove(card)
            self.stock.append(card)
