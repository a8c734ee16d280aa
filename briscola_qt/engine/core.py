"""The fast path: one hand of Briscola as plain lists of card ints, no checks, no events.

This is the single implementation of the rules of play, drawing and scoring. The checked
:class:`~briscola_qt.engine.hand.Hand` validates actions and then calls into it, and the
Hard bot's search runs it millions of times, so it avoids allocation in :meth:`FastHand.play`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from briscola_qt.engine.cards import NUM_CARDS, POINTS, SUIT, beats, make_card, rank_of

HAND_SIZE = 3

#: ``BEATS[trump][challenger * 40 + best]`` is 1 when ``challenger`` takes the trick from ``best``.
BEATS: tuple[bytes, ...] = tuple(
    bytes(
        int(beats(challenger, best, trump))
        for challenger in range(NUM_CARDS)
        for best in range(NUM_CARDS)
    )
    for trump in range(4)
)

#: Trump-exchange settings, as written in records and settings.
EXCHANGE_OFF = "off"
EXCHANGE_SEVEN = "seven"
EXCHANGE_TWO_AND_SEVEN = "two_and_seven"
EXCHANGE_RULES = (EXCHANGE_OFF, EXCHANGE_SEVEN, EXCHANGE_TWO_AND_SEVEN)


def side_count(players: int) -> int:
    """Two teams with 4 or 6 players, otherwise each seat for itself."""
    return 2 if players in (4, 6) else players


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> int:
    """The seat that takes a complete trick whose first card ``leader`` played."""
    beat = BEATS[trump]
    best = cards[0]
    best_index = 0
    for index in range(1, len(cards)):
        challenger = cards[index]
        if beat[challenger * NUM_CARDS + best]:
            best = challenger
            best_index = index
    return (leader + best_index) % len(cards)


class FastHand:
    """A hand in progress; seat ``(leader + len(trick)) % players`` is to move."""

    __slots__ = (
        "beat",
        "exchange_rule",
        "exchanged_on_trick",
        "hands",
        "leader",
        "players",
        "points",
        "sides",
        "stock",
        "trick",
        "tricks_done",
        "trump",
    )

    def __init__(
        self,
        hands: list[list[int]],
        stock: list[int],
        trump: int,
        trick: list[int],
        leader: int,
        points: list[int],
        tricks_done: int = 0,
        exchange_rule: str = EXCHANGE_OFF,
        exchanged_on_trick: int = -1,
    ) -> None:
        """A position mid-hand; ``stock`` is reversed (``pop()`` draws), the briscola at 0."""
        self.players = len(hands)
        self.sides = side_count(self.players)
        self.hands = hands
        self.stock = stock
        self.trump = trump
        self.beat = BEATS[trump]
        self.trick = trick
        self.leader = leader
        self.points = points
        self.tricks_done = tricks_done
        self.exchange_rule = exchange_rule
        self.exchanged_on_trick = exchanged_on_trick

    @classmethod
    def deal(
        cls, deck: Sequence[int], players: int, dealer: int, exchange_rule: str = EXCHANGE_OFF
    ) -> FastHand:
        """Deal ``deck`` as a record orders it: 3 each from ``dealer + 1``, briscola, stock."""
        dealt = HAND_SIZE * players
        hands: list[list[int]] = [[] for _ in range(players)]
        for index in range(dealt):
            hands[(dealer + 1 + index) % players].append(deck[index])
        return cls(
            hands,
            [deck[dealt], *reversed(deck[dealt + 1 :])],
            SUIT[deck[dealt]],
            [],
            (dealer + 1) % players,
            [0] * side_count(players),
            exchange_rule=exchange_rule,
        )

    def clone(self) -> FastHand:
        return FastHand(
            [list(hand) for hand in self.hands],
            list(self.stock),
            self.trump,
            list(self.trick),
            self.leader,
            list(self.points),
            self.tricks_done,
            self.exchange_rule,
            self.exchanged_on_trick,
        )

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.players

    @property
    def is_over(self) -> bool:
        return not self.trick and not self.stock and not any(self.hands)

    @property
    def briscola(self) -> int:
        """The face-up briscola while it lies under the stock, else -1."""
        return self.stock[0] if self.stock else -1

    def play(self, card: int) -> int:
        """Play ``card`` for the seat to move; the winning seat if this ended a trick, else -1."""
        players = self.players
        trick = self.trick
        leader = self.leader
        self.hands[(leader + len(trick)) % players].remove(card)
        if len(trick) + 1 < players:
            trick.append(card)
            return -1
        if players == 2:
            # The common case, unrolled: the search spends most of its time here.
            first = trick[0]
            winner = leader ^ 1 if self.beat[card * NUM_CARDS + first] else leader
            self.points[winner] += POINTS[first] + POINTS[card]
        else:
            trick.append(card)
            winner = trick_winner(trick, leader, self.trump)
            self.points[winner % self.sides] += sum([POINTS[c] for c in trick])
        trick.clear()
        self.leader = winner
        self.tricks_done += 1
        stock = self.stock
        if stock:
            hands = self.hands
            hands[winner].append(stock.pop())
            for offset in range(1, players):
                hands[(winner + offset) % players].append(stock.pop())
        return winner

    def play_out_at_random(self, random: Callable[[], float]) -> list[int]:
        """Finish the hand with uniformly random plays; the points of each side.

        ``random`` is a ``random.Random().random``: a seeded source keeps playouts replayable.
        """
        hands = self.hands
        trick = self.trick
        play = self.play
        players = self.players
        while True:
            hand = hands[(self.leader + len(trick)) % players]
            if not hand:
                return self.points
            play(hand[int(random() * len(hand))])

    def exchangeable(self) -> int:
        """The trump the seat to move may swap for the briscola now, else -1 (RULES.md variant)."""
        rule = self.exchange_rule
        if (
            rule == EXCHANGE_OFF
            or self.trick
            or self.tricks_done == 0
            or self.exchanged_on_trick == self.tricks_done
            or len(self.stock) < 2
        ):
            return -1
        hand = self.hands[self.leader]
        briscola_rank = rank_of(self.stock[0])
        seven = make_card(self.trump, 7)
        if seven in hand and briscola_rank in (1, 3, 8, 9, 10):
            return seven
        two = make_card(self.trump, 2)
        if rule == EXCHANGE_TWO_AND_SEVEN and two in hand and 4 <= briscola_rank <= 7:
            return two
        return -1

    def exchange(self, trump_card: int) -> int:
        """Swap ``trump_card`` (see :meth:`exchangeable`) for the briscola; returns the briscola."""
        hand = self.hands[self.leader]
        taken = self.stock[0]
        hand[hand.index(trump_card)] = taken
        self.stock[0] = trump_card
        self.exchanged_on_trick = self.tricks_done
        return taken
