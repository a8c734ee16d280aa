"""A chiamata seat's view: exactly what it may know (RULES.md, Briscola chiamata).

Its own hand; every bid and pass and who made it; the called card; every card played and
by whom; and so the partner once the called card is played. The holder of the called card
knows from the start that it is the partner; nobody else learns it before the card falls.
Like :class:`~briscola_qt.engine.view.SeatView` it holds copies, never the hand itself.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from briscola_qt.engine.action import Action
from briscola_qt.engine.auction import Auction
from briscola_qt.engine.cards import CARDS, Card
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase, phase_actions
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Trick


@dataclass(frozen=True, slots=True)
class ChiamataView:
    seat: int
    dealer: int
    phase: ChiamataPhase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    #: Every bid and pass so far and who made it (the caller and the target follow from it).
    auction: Auction
    #: The card the caller named (its suit is trumps); None before the call.
    called: Card | None
    #: The partner as far as this seat knows: the holder of the called card (the caller
    #: itself when alone) once the card is played, or for the holder itself; else None.
    partner: int | None
    tricks: tuple[Trick, ...]
    leader: int
    current_trick: tuple[Card, ...]
    to_move: int | None

    @classmethod
    def of(cls, hand: ChiamataHand, seat: int) -> ChiamataView:
        """What ``seat`` may know of ``hand``, copied out of it."""
        own = hand.cards_of(seat)
        known = hand.revealed or (hand.called is not None and hand.called in own)
        return cls(
            seat=seat,
            dealer=hand.dealer,
            phase=hand.phase,
            hand=own,
            hand_sizes=hand.hand_sizes(),
            auction=hand.auction,
            called=hand.called,
            partner=hand.partner if known else None,
            tricks=tuple(hand.tricks),
            leader=hand.leader,
            current_trick=hand.current_trick,
            to_move=hand.to_move,
        )

    @property
    def players(self) -> int:
        return CHIAMATA_PLAYERS

    @property
    def caller(self) -> int | None:
        return self.auction.caller

    @property
    def target(self) -> int:
        return self.auction.target

    @property
    def trump(self) -> int | None:
        return None if self.called is None else self.called.suit

    def legal_actions(self) -> list[Action]:
        """What this seat may do now: the same as :meth:`ChiamataHand.legal_actions` on its turn."""
        if self.to_move != self.seat:
            return []
        return phase_actions(self.phase, self.auction, self.hand)

    def on_callers_side(self, other: int) -> bool | None:
        """Whether ``other`` plays with the caller: True or False if this seat knows, else None."""
        caller = self.caller
        if caller is None:
            return None
        if other == caller:
            return True
        if self.partner is not None:
            return other == self.partner
        if other == self.seat:
            return False  # not the holder (else the partner would be known), not the caller
        return None

    def played_cards(self) -> list[Card]:
        cards = [card for trick in self.tricks for card in trick.cards]
        cards.extend(self.current_trick)
        return cards

    def seat_points(self) -> tuple[int, ...]:
        """Points each seat has taken so far: public, since every trick is seen."""
        points = [0] * CHIAMATA_PLAYERS
        for trick in self.tricks:
            points[trick.winner] += trick.points
        return tuple(points)

    def unseen_cards(self) -> list[Card]:
        """The cards in the other seats' hands, which this seat cannot place."""
        seen = set(self.played_cards()) | set(self.hand)
        return [card for card in CARDS if card not in seen]

    def possible_holders(self) -> tuple[int, ...]:
        """The seats that may hold (or held) the called card, as far as this seat knows."""
        if self.called is None:
            return ()
        if self.partner is not None:
            return (self.partner,)
        return tuple(
            seat
            for seat in range(CHIAMATA_PLAYERS)
            if seat != self.seat and self.hand_sizes[seat] > 0
        )

    def sample_hands(self, rng: random.Random, holder: int | None = None) -> list[list[int]]:
        """Every seat's hand, the unseen cards dealt at random to fit this view.

        With ``holder`` (one of :meth:`possible_holders`), the called card, if still unseen,
        goes to that seat; otherwise it falls wherever the shuffle puts it.
        """
        unseen: list[int] = list(self.unseen_cards())
        hands: list[list[int]] = [[] for _ in range(CHIAMATA_PLAYERS)]
        hands[self.seat] = [int(card) for card in self.hand]
        called = self.called
        if holder is not None and called is not None and called in unseen:
            if holder not in self.possible_holders():
                raise ValueError(f"seat {holder} cannot hold {called.code} in this view")
            unseen.remove(called)
            hands[holder].append(int(called))
        rng.shuffle(unseen)
        for seat in range(CHIAMATA_PLAYERS):
            if seat != self.seat:
                while len(hands[seat]) < self.hand_sizes[seat]:
                    hands[seat].append(unseen.pop())
        return hands

    def sample_world(self, rng: random.Random, holder: int | None = None) -> FastHand:
        """The play from here in a world fitting this view (after the call: trumps known)."""
        trump = self.trump
        if trump is None:
            raise ValueError("no play before the call: trumps are not known yet")
        return FastHand(
            self.sample_hands(rng, holder),
            [],
            trump,
            list(self.current_trick),
            self.leader,
            list(self.seat_points()),
            len(self.tricks),
        )
