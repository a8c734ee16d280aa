"""Search of a two-player position in which the draws are chance, not known.

In an imagined deal the stock has an order, and an exact search of that deal "knows" what
every trick will draw: it keeps a trump back because it will draw another, leads into a
card it knows the opponent will pick up. Measured, that made an exact search started with
cards still face down play worse than rules of thumb. :class:`ChanceSearch` keeps the hands
of the imagined deal but treats the face-down stock as a set: after each trick the winner
draws any of its cards with equal chance, the other seat any of the rest, and the face-up
briscola goes to whoever draws last. Both seats play their best (expectimax), and the value
of a position is seat ``me``'s chance of winning the hand (a draw counts a half).

Only the result counts, so a position is settled as soon as either seat has 61 points, and
the search prunes: alpha-beta at the seats' decisions, and at the draws the bound that the
cards not yet tried can move the average only so far (Ballard's Star1).
"""

from __future__ import annotations

from briscola_qt.bots.search import TOTAL_POINTS
from briscola_qt.engine.cards import NUM_CARDS, POINTS, STRENGTH, SUIT
from briscola_qt.engine.core import BEATS, FastHand

#: The points that win a hand.
WINNING = TOTAL_POINTS // 2 + 1
#: Slack for comparing averages of chances, which are not exact in binary.
EPSILON = 1e-9
#: Position key: both hands and the face-down stock as bitmasks, who leads, seat 0's points.
Key = tuple[int, int, int, int, int]


class ChanceSearch:
    """Expectimax over one two-player deal whose hands are placed and whose stock is not.

    Seats are renamed so that ``me`` is 0 (maximises its chance) and the opponent 1
    (minimises it). Points are seat 0's; the opponent's are what is gone from play.
    """

    __slots__ = (
        "beat",
        "briscola",
        "cards",
        "lead",
        "mask0",
        "mask1",
        "moves",
        "orders",
        "points",
        "stock",
        "table",
        "trump",
    )

    def __init__(
        self,
        state: FastHand,
        me: int,
        memory: ChanceSearch | None = None,
    ) -> None:
        """The search of ``state``, in which seat ``me`` is to move.

        With ``memory``, the search of another deal of the same decision (the same cards
        gone, the same trump and briscola: only the opponent's hand and the stock split
        differently), its table of positions is shared: after a trick's draws the deals
        meet in the same positions. The values are the same either way.
        """
        if state.players != 2:
            raise ValueError("the chance search plays two-player hands only")
        self.beat = BEATS[state.trump]
        self.briscola = state.stock[0] if state.stock else -1
        self.mask0 = sum(1 << c for c in state.hands[me])
        self.mask1 = sum(1 << c for c in state.hands[1 - me])
        self.stock = sum(1 << c for c in state.stock[1:])
        self.points = state.points[me]
        #: The opponent's card on the table, or -1 when seat ``me`` leads.
        self.lead = state.trick[0] if state.trick else -1
        self.trump = state.trump
        #: Position key -> (lower bound, upper bound) of its value.
        self.table: dict[Key, tuple[float, float]]
        #: Position key -> the card that was best (or cut off) there, tried first next time.
        self.moves: dict[Key, int]
        #: A hand's mask -> its cards in the order a leader tries them.
        self.cards: dict[int, list[int]]
        #: (a hand's mask, the card led) -> its cards in the order the follower tries them.
        self.orders: dict[tuple[int, int], list[int]]
        if memory is not None and (memory.trump, memory.briscola) == (self.trump, self.briscola):
            self.table, self.moves = memory.table, memory.moves
            self.cards, self.orders = memory.cards, memory.orders
        else:
            self.table, self.moves, self.cards, self.orders = {}, {}, {}, {}

    def chance_of_card(self, card: int) -> float:
        """Seat ``me`` plays ``card`` now: its chance of winning the hand."""
        mask0 = self.mask0 ^ (1 << card)
        if self.lead >= 0:
            return self._resolve(
                1, self.lead, card, mask0, self.mask1, self.stock, self.points, 0.0, 1.0
            )
        return self._follow(0, card, mask0, self.mask1, self.stock, self.points, 0.0, 1.0)

    def _leads(self, mask: int, first: int) -> list[int]:
        """A leader's cards, the best of the last visit first, then the cheapest."""
        cards = self.cards.get(mask)
        if cards is None:
            trump = self.trump
            cards = sorted(_cards(mask), key=lambda c: _cost(c, trump))
            self.cards[mask] = cards
        if first >= 0 and cards[0] != first and (mask >> first) & 1:
            return [first, *(c for c in cards if c != first)]
        return cards

    def _answers(self, mask: int, lead: int) -> list[int]:
        """The follower's cards: on a trick with points, the cheapest that take it first;
        otherwise the cheapest that lose it first."""
        order = self.orders.get((mask, lead))
        if order is None:
            beat = self.beat
            trump = self.trump
            rich = POINTS[lead] > 0

            def rank(card: int) -> tuple[bool, int]:
                takes = bool(beat[card * NUM_CARDS + lead])
                return (takes != rich, _cost(card, trump))

            order = sorted(_cards(mask), key=rank)
            self.orders[(mask, lead)] = order
        return order

    def _settled(self, mask0: int, mask1: int, stock: int, points: int) -> float | None:
        """1 or 0 once a seat has 61 points, 0.5 for 60 each at the end, else None."""
        if points >= WINNING:
            return 1.0
        left = _points(mask0 | mask1 | stock)
        if stock:
            left += POINTS[self.briscola]
        theirs = TOTAL_POINTS - points - left
        if theirs >= WINNING:
            return 0.0
        if not left and not mask0 and not mask1:
            return 0.5
        return None

    def _lead(
        self,
        leader: int,
        mask0: int,
        mask1: int,
        stock: int,
        points: int,
        alpha: float,
        beta: float,
    ) -> float:
        settled = self._settled(mask0, mask1, stock, points)
        if settled is not None:
            return settled
        key = (mask0, mask1, stock, leader, points)
        bounds = self.table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta - EPSILON or high - low <= EPSILON:
                return low
            if high <= alpha + EPSILON:
                return high
            alpha = max(alpha, low)
            beta = min(beta, high)
        start_alpha, start_beta = alpha, beta
        first = self.moves.get(key, -1)
        chosen = -1
        if leader == 0:
            best = -1.0
            for card in self._leads(mask0, first):
                value = self._follow(
                    0, card, mask0 ^ (1 << card), mask1, stock, points, alpha, beta
                )
                if value > best:
                    best = value
                    chosen = card
                    alpha = max(alpha, value)
                    if alpha >= beta - EPSILON:
                        break
        else:
            best = 2.0
            for card in self._leads(mask1, first):
                value = self._follow(
                    1, card, mask0, mask1 ^ (1 << card), stock, points, alpha, beta
                )
                if value < best:
                    best = value
                    chosen = card
                    beta = min(beta, value)
                    if alpha >= beta - EPSILON:
                        break
        self.moves[key] = chosen
        low, high = bounds if bounds is not None else (0.0, 1.0)
        if best <= start_alpha + EPSILON:
            high = min(high, best)
        elif best >= start_beta - EPSILON:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def _follow(
        self,
        leader: int,
        lead: int,
        mask0: int,
        mask1: int,
        stock: int,
        points: int,
        alpha: float,
        beta: float,
    ) -> float:
        """Seat ``leader`` led ``lead`` (already out of its mask): the other seat answers."""
        if leader == 1:
            best = -1.0
            for card in self._answers(mask0, lead):
                value = self._resolve(
                    1, lead, card, mask0 ^ (1 << card), mask1, stock, points, alpha, beta
                )
                if value > best:
                    best = value
                    alpha = max(alpha, value)
                    if alpha >= beta - EPSILON:
                        break
        else:
            best = 2.0
            for card in self._answers(mask1, lead):
                value = self._resolve(
                    0, lead, card, mask0, mask1 ^ (1 << card), stock, points, alpha, beta
                )
                if value < best:
                    best = value
                    beta = min(beta, value)
                    if alpha >= beta - EPSILON:
                        break
        return best

    def _resolve(
        self,
        leader: int,
        lead: int,
        card: int,
        mask0: int,
        mask1: int,
        stock: int,
        points: int,
        alpha: float,
        beta: float,
    ) -> float:
        """The follower played ``card`` on ``lead`` (both out of the masks): score, then draw."""
        winner = 1 - leader if self.beat[card * NUM_CARDS + lead] else leader
        if winner == 0:
            points += POINTS[card] + POINTS[lead]
        if not stock:  # the stock is gone (with two players it never holds the briscola alone)
            return self._lead(winner, mask0, mask1, 0, points, alpha, beta)
        hidden = _cards(stock)
        if len(hidden) == 1:  # the last face-down card to the winner, the briscola to the other
            first, second = 1 << hidden[0], 1 << self.briscola
            if winner == 0:
                return self._lead(0, mask0 | first, mask1 | second, 0, points, alpha, beta)
            return self._lead(1, mask0 | second, mask1 | first, 0, points, alpha, beta)
        settled = self._settled(mask0, mask1, stock, points)
        if settled is not None:
            return settled
        # Every ordered pair of distinct face-down cards is equally likely (Star1 bounds).
        pairs = [(first, second) for first in hidden for second in hidden if second != first]
        count = len(pairs)
        total = 0.0
        remaining = count
        for first, second in pairs:
            remaining -= 1
            low = count * alpha - total - remaining
            high = count * beta - total
            left = stock ^ (1 << first) ^ (1 << second)
            if winner == 0:
                new0, new1 = mask0 | 1 << first, mask1 | 1 << second
            else:
                new0, new1 = mask0 | 1 << second, mask1 | 1 << first
            total += self._lead(winner, new0, new1, left, points, max(0.0, low), min(1.0, high))
            if total >= count * beta - EPSILON:
                return total / count  # at least this much: above the window
            if total + remaining <= count * alpha + EPSILON:
                return (total + remaining) / count  # at most this much: below the window
        return total / count


def _cards(mask: int) -> list[int]:
    """The cards of a bitmask, lowest first."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def _cost(card: int, trump: int) -> int:
    """What a card is worth to keep: its points, and more for a trump, then its strength."""
    return 16 * POINTS[card] + (256 if SUIT[card] == trump else 0) + STRENGTH[card]


#: The points of each byte of a card bitmask, by the byte's place (cards 8k to 8k+7).
_BYTE_POINTS = tuple(
    tuple(
        sum(POINTS[8 * place + bit] for bit in range(8) if byte >> bit & 1) for byte in range(256)
    )
    for place in range(5)
)


def _points(mask: int) -> int:
    """The points of the cards of a bitmask."""
    p0, p1, p2, p3, p4 = _BYTE_POINTS
    return (
        p0[mask & 255]
        + p1[mask >> 8 & 255]
        + p2[mask >> 16 & 255]
        + p3[mask >> 24 & 255]
        + p4[mask >> 32 & 255]
    )
