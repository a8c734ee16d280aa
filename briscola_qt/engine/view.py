"""A seat's view: exactly what that seat may know (RULES.md, "What a seat may know").

It holds copies of public facts and the seat's own cards, never a reference to the hand,
the stock order or another hidden hand. It is the only thing a bot is ever given.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from briscola_qt.engine.action import Action, card_actions
from briscola_qt.engine.cards import CARDS, Card
from briscola_qt.engine.core import FastHand, side_count
from briscola_qt.engine.hand import Exchange, Hand, Trick
from briscola_qt.engine.variants import Variants


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    players: int
    dealer: int
    variants: Variants
    trump: int
    #: The face-up briscola; once taken it stays known, with ``briscola_taken_by`` set.
    briscola: Card
    briscola_taken_by: int | None
    #: The 2s taken out of the pack before the deal (three and six players): public.
    out_of_play: tuple[Card, ...]
    hand: tuple[Card, ...]
    #: Cards known to be in each seat's hand (all of them for this seat; open hands and
    #: face-up cards picked up by others, until played).
    known_hands: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]
    #: Cards left to draw, the face-up briscola included.
    stock_count: int
    tricks: tuple[Trick, ...]
    exchanges: tuple[Exchange, ...]
    leader: int
    current_trick: tuple[Card, ...]
    to_move: int | None
    #: The trump this seat may exchange for the briscola now (variant), if any.
    exchangeable: Card | None

    @classmethod
    def of(cls, hand: Hand, seat: int) -> SeatView:
        """What ``seat`` may know of ``hand``, copied out of it."""
        own = hand.cards_of(seat)
        return cls(
            seat=seat,
            players=hand.players,
            dealer=hand.dealer,
            variants=hand.variants,
            trump=hand.trump,
            briscola=hand.briscola,
            briscola_taken_by=hand.briscola_taken_by,
            out_of_play=tuple(card for card in CARDS if card not in hand.deck),
            hand=own,
            known_hands=tuple(
                own if other == seat else _known_to(hand, seat, other)
                for other in range(hand.players)
            ),
            hand_sizes=hand.hand_sizes(),
            stock_count=hand.stock_count,
            tricks=tuple(hand.tricks),
            exchanges=tuple(hand.exchanges),
            leader=hand.leader,
            current_trick=hand.current_trick,
            to_move=hand.to_move,
            exchangeable=hand.exchangeable() if hand.to_move == seat else None,
        )

    def legal_actions(self) -> list[Action]:
        """What this seat may do now: the same as :meth:`Hand.legal_actions` on its turn."""
        if self.to_move != self.seat:
            return []
        return card_actions(self.hand, self.exchangeable)

    @property
    def sides(self) -> int:
        return side_count(self.players)

    @property
    def side(self) -> int:
        return self.seat % self.sides

    @property
    def briscola_in_stock(self) -> bool:
        return self.stock_count > 0

    def played_cards(self) -> list[Card]:
        cards = [card for trick in self.tricks for card in trick.cards]
        cards.extend(self.current_trick)
        return cards

    def side_points(self) -> tuple[int, ...]:
        """Points each side has captured so far: public, since every trick is seen."""
        points = [0] * self.sides
        for trick in self.tricks:
            points[trick.winner % self.sides] += trick.points
        return tuple(points)

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place: they lie face down in the stock or in other hands."""
        seen = set(self.played_cards())
        for cards in self.known_hands:
            seen.update(cards)
        if self.briscola_in_stock:
            seen.add(self.briscola)
        seen.update(self.out_of_play)
        return [card for card in CARDS if card not in seen]

    def sample_world(self, rng: random.Random) -> FastHand:
        """A whole position consistent with this view: the unseen cards dealt at random."""
        unseen: list[int] = list(self.unseen_cards())
        rng.shuffle(unseen)
        return self._world(unseen)

    def every_world(self) -> list[FastHand]:
        """Every way of placing the unseen cards in the other hands, the stock in one order.

        With two players the other hand is the only one with unseen cards, so these are
        the combinations of the unseen cards it may hold — few once the stock is short
        (20 with four cards in the stock), and each as likely as any other before its plays
        are read. Only what is in each hand differs: the stock's order is left to a search
        that treats the draws as chance.
        """
        if self.players != 2:
            raise ValueError("every_world places the unseen cards of a two-player hand only")
        unseen = [int(card) for card in self.unseen_cards()]
        other = 1 - self.seat
        missing = self.hand_sizes[other] - len(self.known_hands[other])
        worlds = []
        for held in combinations(unseen, missing):
            stock = [card for card in unseen if card not in held]
            worlds.append(self._world([*stock, *held]))
        return worlds

    def _world(self, unseen: list[int]) -> FastHand:
        """The position with the unseen cards placed in order: hands from the end, seat by
        seat, then what is left is the face-down stock (drawn from its end)."""
        hands: list[list[int]] = []
        for seat in range(self.players):
            known = list(self.known_hands[seat])
            missing = self.hand_sizes[seat] - len(known)
            hands.append(known + [unseen.pop() for _ in range(missing)])
        # What is left is the face-down stock in the order given, the briscola under it.
        stock = [self.briscola, *unseen] if self.briscola_in_stock else []
        return FastHand(
            hands,
            stock,
            self.trump,
            list(self.current_trick),
            self.leader,
            list(self.side_points()),
            len(self.tricks),
            self.variants.trump_exchange,
            self.exchanges[-1].before_trick if self.exchanges else -1,
        )


def _known_to(hand: Hand, viewer: int, seat: int) -> tuple[Card, ...]:
    """Cards ``viewer`` knows ``seat`` holds: all of them with open hands, or a partner's once
    the stock is gone when partners show their hands; else only face-up pick-ups."""
    cards = hand.cards_of(seat)
    variants = hand.variants
    sides = side_count(hand.players)
    if variants.open_hands or (
        variants.partners_show and hand.stock_count == 0 and seat % sides == viewer % sides
    ):
        return cards
    face_up = {e.taken for e in hand.exchanges if e.seat == seat}
    if hand.briscola_taken_by == seat:
        face_up.add(hand.briscola)
    return tuple(card for card in cards if card in face_up)
