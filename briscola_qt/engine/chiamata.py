"""Briscola chiamata (RULES.md): five seats, an auction, a called card and a secret partner.

The checked API for one deal, beside :class:`~briscola_qt.engine.hand.Hand`. The auction is
an :class:`~briscola_qt.engine.auction.Auction` value; the play runs on the fast core's
:class:`~briscola_qt.engine.core.FastHand` (no stock, one pile per seat) through the same
checked play as every other count, so the trick rules live in one place. Every action
(bid, pass, call, play) goes through :meth:`ChiamataHand.apply` and returns its events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from briscola_qt.engine.action import BASE_TARGET, Action, ActionKind
from briscola_qt.engine.auction import Auction
from briscola_qt.engine.cards import CARDS, Card, make_card, pack
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.errors import IllegalCallError, IllegalPlayError, RecordError
from briscola_qt.engine.events import (
    AuctionMove,
    AuctionWon,
    CardCalled,
    CardDealt,
    DealOver,
    DealThrownIn,
    Event,
    PartnerRevealed,
)
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Trick, check_deck, play_card
from briscola_qt.engine.variants import Variants

#: Cards dealt to each seat: the whole pack, no stock.
HAND_CARDS = 8
#: Game points of a deal for the caller, the partner and each other seat, when the caller's
#: side wins (negated when it loses); a caller alone takes the partner's share too.
CALLER_SHARE, PARTNER_SHARE, OTHER_SHARE = 2, 1, -1


class ChiamataPhase(Enum):
    AUCTION = "auction"
    CALL = "call"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class ChiamataResult:
    """A finished deal. ``partner`` is the caller itself when the caller played alone."""

    #: None when all five passed and the cards were thrown in.
    caller: int | None
    partner: int | None
    called: Card | None
    target: int
    #: (the caller and partner, the other seats)
    side_points: tuple[int, int]
    won: bool
    game_points: tuple[int, ...]

    @property
    def thrown_in(self) -> bool:
        return self.caller is None

    @property
    def alone(self) -> bool:
        return self.caller is not None and self.partner == self.caller


def game_points(caller: int, partner: int, won: bool) -> tuple[int, ...]:
    """Each seat's game points for a deal (RULES.md): +2/+1/-1 each, alone +4/-1; sum 0."""
    sign = 1 if won else -1
    points = [OTHER_SHARE * sign] * CHIAMATA_PLAYERS
    if partner == caller:
        points[caller] = (CALLER_SHARE + PARTNER_SHARE - OTHER_SHARE) * sign
    else:
        points[caller] = CALLER_SHARE * sign
        points[partner] = PARTNER_SHARE * sign
    return tuple(points)


def call_actions(rank: int) -> list[Action]:
    """The caller's choices: the card of the winning ``rank`` in each suit."""
    return [Action.call(make_card(suit, rank)) for suit in range(4)]


def phase_actions(phase: ChiamataPhase, auction: Auction, hand: Sequence[Card]) -> list[Action]:
    """The moves of the seat to move, holding ``hand``, in this phase of the deal."""
    if phase is ChiamataPhase.AUCTION:
        return auction.legal_actions()
    top = auction.top
    if phase is ChiamataPhase.CALL and top is not None:
        return call_actions(top[1].rank)
    if phase is ChiamataPhase.PLAY:
        return [Action.play(card) for card in hand]
    return []


def caller_side_points(seat_points: Sequence[int], caller: int, partner: int) -> tuple[int, int]:
    """(The caller's side, the others) from each seat's points; alone, the side is one seat."""
    side = seat_points[caller] + (seat_points[partner] if partner != caller else 0)
    return side, sum(seat_points) - side


class ChiamataHand:
    """One deal of Briscola chiamata, from the auction to the last trick."""

    players = CHIAMATA_PLAYERS

    def __init__(
        self, deck: Sequence[int], dealer: int = 0, variants: Variants | None = None
    ) -> None:
        check_deck(deck, CHIAMATA_PLAYERS)
        if not (isinstance(dealer, int) and 0 <= dealer < CHIAMATA_PLAYERS):
            raise RecordError(f"dealer must be a seat from 0 to 4, not {dealer!r}")
        self.variants = variants or Variants()
        self.variants.check_players(CHIAMATA_PLAYERS)
        self.deck: tuple[Card, ...] = tuple(CARDS[c] for c in deck)
        self.dealer = dealer
        self.hands: list[list[int]] = [[] for _ in range(CHIAMATA_PLAYERS)]
        for index, card in enumerate(deck):
            self.hands[(dealer + 1 + index) % CHIAMATA_PLAYERS].append(card)
        self.auction = Auction((dealer + 1) % CHIAMATA_PLAYERS)
        self.called: Card | None = None
        #: The holder of the called card (the caller itself when alone): the engine knows it,
        #: the seats' views do not until the card is played.
        self.partner: int | None = None
        #: The play, once the card is called (trumps are known only then).
        self.state: FastHand | None = None
        self.tricks: list[Trick] = []
        #: Every action applied so far, in order: with the deck, the whole record.
        self.actions: list[Action] = []

    @classmethod
    def shuffled(
        cls, seed: int | None = None, dealer: int = 0, variants: Variants | None = None
    ) -> ChiamataHand:
        deck = pack(CHIAMATA_PLAYERS)
        random.Random(seed).shuffle(deck)
        return cls(deck, dealer, variants)

    # --- what anyone at the table can see -------------------------------------------------

    @property
    def phase(self) -> ChiamataPhase:
        if not self.auction.is_over:
            return ChiamataPhase.AUCTION
        if self.auction.thrown_in or (self.state is not None and self.state.is_over):
            return ChiamataPhase.OVER
        return ChiamataPhase.CALL if self.state is None else ChiamataPhase.PLAY

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase is ChiamataPhase.AUCTION:
            return self.auction.to_move
        if phase is ChiamataPhase.CALL:
            return self.auction.caller
        return self.state.to_move if phase is ChiamataPhase.PLAY and self.state else None

    @property
    def is_over(self) -> bool:
        return self.phase is ChiamataPhase.OVER

    @property
    def caller(self) -> int | None:
        return self.auction.caller

    @property
    def target(self) -> int:
        return self.auction.target

    @property
    def trump(self) -> int | None:
        """The called card's suit; None until the call."""
        return None if self.called is None else self.called.suit

    @property
    def revealed(self) -> bool:
        """Whether the called card has been played, making the partnership public."""
        return self.called is not None and any(
            self.called in trick for trick in self.played_tricks()
        )

    @property
    def leader(self) -> int:
        return (self.dealer + 1) % CHIAMATA_PLAYERS if self.state is None else self.state.leader

    @property
    def current_trick(self) -> tuple[Card, ...]:
        return () if self.state is None else tuple(CARDS[c] for c in self.state.trick)

    def played_tricks(self) -> list[tuple[Card, ...]]:
        """The cards of every trick so far, the one on the table last."""
        return [trick.cards for trick in self.tricks] + [self.current_trick]

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand, in the order dealt. Views show it only to its owner."""
        return tuple(CARDS[c] for c in self.hands[seat])

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(hand) for hand in self.hands)

    def seat_points(self) -> tuple[int, ...]:
        return (0,) * CHIAMATA_PLAYERS if self.state is None else tuple(self.state.points)

    def result(self) -> ChiamataResult | None:
        if not self.is_over:
            return None
        caller, partner = self.caller, self.partner
        if caller is None or partner is None or self.called is None:
            thrown_in = (0,) * CHIAMATA_PLAYERS
            return ChiamataResult(None, None, None, BASE_TARGET, (0, 0), False, thrown_in)
        sides = caller_side_points(self.seat_points(), caller, partner)
        won = sides[0] >= self.target
        return ChiamataResult(
            caller, partner, self.called, self.target, sides, won,
            game_points(caller, partner, won),
        )

    # --- actions --------------------------------------------------------------------------

    def deal_events(self) -> list[Event]:
        """The deal as events: one card at a time from the seat after the dealer."""
        return [
            CardDealt((self.dealer + 1 + index) % CHIAMATA_PLAYERS, card)
            for index, card in enumerate(self.deck)
        ]

    def legal_actions(self) -> list[Action]:
        """What the seat to move may do now: pass or bid, call a card, or play any card held."""
        seat = self.to_move
        return [] if seat is None else phase_actions(self.phase, self.auction, self.cards_of(seat))

    def apply(self, action: Action) -> list[Event]:
        """Do ``action`` for the seat to move; the events it caused, in order.

        Anything :meth:`legal_actions` does not offer is refused with an
        :class:`IllegalPlayError` (:class:`IllegalBidError`, :class:`IllegalCallError`)
        naming the seat and the action, and nothing changes.
        """
        phase = self.phase
        seat = self.to_move
        if seat is None:
            raise IllegalPlayError(f"the deal is over: no {action.code} now")
        if phase is ChiamataPhase.AUCTION:
            events = self._bid(seat, action)
        elif phase is ChiamataPhase.CALL:
            events = self._call(seat, action)
        elif action.kind is ActionKind.PLAY and action.card is not None:
            events = self._play(seat, action.card)
        else:
            raise IllegalPlayError(f"seat {seat} plays a card now, not {action.code}")
        self.actions.append(action)
        return events

    @property
    def plays(self) -> list[str]:
        """The actions so far as the record writes them."""
        return [action.code for action in self.actions]

    def _bid(self, seat: int, action: Action) -> list[Event]:
        self.auction = self.auction.then(action)
        events: list[Event] = [AuctionMove(seat, action)]
        top = self.auction.top
        if self.auction.thrown_in:
            events.append(DealThrownIn())
        elif self.auction.is_over and top is not None:
            events.append(AuctionWon(*top))
        return events

    def _call(self, seat: int, action: Action) -> list[Event]:
        top = self.auction.top
        assert top is not None
        card = action.card
        if action.kind is not ActionKind.CALL or card is None:
            raise IllegalCallError(f"seat {seat} names the card to call now, not {action.code}")
        if action not in call_actions(top[1].rank):
            raise IllegalCallError(
                f"seat {seat} bid {top[1].code}: it calls a card of that rank, not {card.code}"
            )
        self.called = card
        self.partner = next(s for s in range(CHIAMATA_PLAYERS) if card in self.hands[s])
        self.state = FastHand(
            self.hands, [], card.suit, [], (self.dealer + 1) % CHIAMATA_PLAYERS,
            [0] * CHIAMATA_PLAYERS,
        )
        return [CardCalled(seat, card)]

    def _play(self, seat: int, card: Card) -> list[Event]:
        assert self.state is not None
        events, done = play_card(self.state, seat, card)
        if card == self.called:
            events.insert(1, PartnerRevealed(seat, seat == self.caller))
        if done is not None:
            self.tricks.append(done)
        result = self.result()
        if result is not None:
            events.append(DealOver(result.side_points, result.won, result.game_points))
        return events
