"""The checked API for one hand: validates every action, then lets the fast core apply it.

The app, the records and the tests go through :class:`Hand`; each action returns the
events it caused, and the hand keeps its own record (deck order and plays) so any
position can be saved and replayed exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from briscola_qt.engine.action import Action, ActionKind, card_actions
from briscola_qt.engine.cards import CARDS, Card, pack, rank_of
from briscola_qt.engine.core import HAND_SIZE, FastHand, side_count
from briscola_qt.engine.errors import IllegalPlayError, RecordError
from briscola_qt.engine.events import (
    BriscolaExchanged,
    BriscolaTaken,
    BriscolaTurned,
    CardDealt,
    CardDrawn,
    CardPlayed,
    Event,
    HandOver,
    TrickWon,
)
from briscola_qt.engine.variants import Variants

PLAYER_COUNTS = (2, 3, 4, 6)
CHIAMATA_PLAYERS = 5


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int

    def seat_of(self, index: int) -> int:
        return (self.leader + index) % len(self.cards)


@dataclass(frozen=True, slots=True)
class Exchange:
    seat: int
    given: Card
    taken: Card
    before_trick: int


@dataclass(frozen=True, slots=True)
class HandResult:
    side_points: tuple[int, ...]
    #: None for a drawn hand (60-60, or a tie for first place with three players).
    winner_side: int | None


def play_card(state: FastHand, seat: int, card: Card) -> tuple[list[Event], Trick | None]:
    """The checked play of every game: ``seat`` (to move) plays ``card`` in ``state``.

    Returns the events and the trick this card completed, if it did; refuses a card the
    seat does not hold, changing nothing.
    """
    if card not in state.hands[seat]:
        raise IllegalPlayError(f"seat {seat} does not hold {card.code}")
    leader = state.leader
    trick = [*state.trick, card]
    winner = state.play(card)
    events: list[Event] = [CardPlayed(seat, card)]
    if winner < 0:
        return events, None
    cards = tuple(CARDS[c] for c in trick)
    done = Trick(leader, cards, winner, sum(c.points for c in cards))
    events.append(TrickWon(winner, cards, done.points))
    return events, done


def side_of(seat: int, players: int) -> int:
    """Partners share a side: even seats against odd seats with 4 or 6 players."""
    return seat % side_count(players)


def winner_of(side_points: Sequence[int]) -> int | None:
    """The side with the most points, or None when the top is shared (60-60 is a draw)."""
    best = max(side_points)
    leaders = [side for side, points in enumerate(side_points) if points == best]
    return leaders[0] if len(leaders) == 1 else None


def check_deck(deck: Sequence[int], players: int) -> None:
    """Refuse a deck that is not the whole pack for this player count (5: chiamata's)."""
    if players not in (*PLAYER_COUNTS, CHIAMATA_PLAYERS):
        raise RecordError(f"players must be 2, 3, 4, 5 or 6, not {players!r}")
    seen: set[int] = set()
    for card in deck:
        if card in seen:
            raise RecordError(f"card {CARDS[card].code} appears twice in the deck")
        seen.add(card)
    missing = set(range(len(CARDS))) - seen
    if players == 3:
        if len(missing) != 1 or rank_of(missing.pop()) != 2:
            raise RecordError("a three-player deck is the 40 cards less exactly one 2")
        return
    expected = set(pack(players))
    if seen != expected:
        wrong = sorted(seen - expected) or sorted(expected - seen)
        raise RecordError(
            f"deck is not the {len(expected)}-card pack for {players} players "
            f"(check {CARDS[wrong[0]].code})"
        )


class Hand:
    """One hand of Briscola between 2, 3, 4 or 6 seats."""

    def __init__(
        self,
        deck: Sequence[int],
        players: int = 2,
        dealer: int = 0,
        variants: Variants | None = None,
    ) -> None:
        if players not in PLAYER_COUNTS:
            raise RecordError(
                f"players must be 2, 3, 4 or 6, not {players!r} (five play Briscola chiamata)"
            )
        check_deck(deck, players)
        if not (isinstance(dealer, int) and 0 <= dealer < players):
            raise RecordError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
        self.variants = variants or Variants()
        self.variants.check_players(players)
        self.deck: tuple[Card, ...] = tuple(CARDS[c] for c in deck)
        self.players = players
        self.dealer = dealer
        self.state = FastHand.deal(deck, players, dealer, self.variants.trump_exchange)
        self.tricks: list[Trick] = []
        self.exchanges: list[Exchange] = []
        #: Every action applied so far, in order: with the deck, the whole record.
        self.actions: list[Action] = []
        self.briscola_taken_by: int | None = None
        self.last_briscola: Card = self.deck[HAND_SIZE * players]

    @classmethod
    def shuffled(
        cls,
        seed: int | None = None,
        players: int = 2,
        dealer: int = 0,
        variants: Variants | None = None,
    ) -> Hand:
        deck = pack(players)
        random.Random(seed).shuffle(deck)
        return cls(deck, players, dealer, variants)

    # --- what anyone at the table can see -------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def trump(self) -> int:
        return self.state.trump

    @property
    def briscola(self) -> Card:
        """The face-up briscola (the last one, once a seat has taken it)."""
        return self.last_briscola

    @property
    def stock_count(self) -> int:
        """Cards left to draw, the face-up briscola included."""
        return len(self.state.stock)

    @property
    def leader(self) -> int:
        return self.state.leader

    @property
    def current_trick(self) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self.state.trick)

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand, in the order the cards arrived. Views show it only to its owner."""
        return tuple(CARDS[c] for c in self.state.hands[seat])

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(hand) for hand in self.state.hands)

    def side_points(self) -> tuple[int, ...]:
        return tuple(self.state.points)

    def seat_points(self) -> tuple[int, ...]:
        points = [0] * self.players
        for trick in self.tricks:
            points[trick.winner] += trick.points
        return tuple(points)

    def result(self) -> HandResult | None:
        if not self.is_over:
            return None
        points = self.side_points()
        return HandResult(points, winner_of(points))

    def exchangeable(self) -> Card | None:
        """The trump the seat to move may exchange for the briscola now, if any."""
        card = self.state.exchangeable()
        return None if card < 0 else CARDS[card]

    # --- actions --------------------------------------------------------------------------

    def deal_events(self) -> list[Event]:
        """The deal as events, for a view to animate at the start of the hand."""
        dealt = HAND_SIZE * self.players
        events: list[Event] = [
            CardDealt((self.dealer + 1 + index) % self.players, self.deck[index])
            for index in range(dealt)
        ]
        events.append(BriscolaTurned(self.deck[dealt]))
        return events

    def legal_actions(self) -> list[Action]:
        """What the seat to move may do now: play any card it holds, or exchange (variant)."""
        seat = self.to_move
        if seat is None:
            return []
        return card_actions(self.cards_of(seat), self.exchangeable())

    def apply(self, action: Action) -> list[Event]:
        """Do ``action`` for the seat to move; the events it caused, in order.

        Anything :meth:`legal_actions` does not offer is refused with an
        :class:`IllegalPlayError` naming the seat and the card, and nothing changes.
        """
        seat = self.to_move
        if seat is None:
            raise IllegalPlayError(f"the hand is over: no {action.code} now")
        card = action.card
        if action.kind is ActionKind.PLAY and card is not None:
            events = self._play(seat, card)
        elif action.kind is ActionKind.EXCHANGE and card is not None:
            events = self._exchange(seat, card)
        else:
            raise IllegalPlayError(f"{action.code} is not a move of a {self.players}-player hand")
        self.actions.append(action)
        return events

    @property
    def plays(self) -> list[str]:
        """The actions so far as the record writes them."""
        return [action.code for action in self.actions]

    def _play(self, seat: int, card: Card) -> list[Event]:
        stock_before = list(self.state.stock)
        events, done = play_card(self.state, seat, card)
        if done is None:
            return events
        self.tricks.append(done)
        winner = done.winner
        if stock_before:
            for offset in range(self.players):
                drawer = (winner + offset) % self.players
                drawn = CARDS[stock_before.pop()]
                if stock_before:
                    events.append(CardDrawn(drawer, drawn))
                else:
                    self.briscola_taken_by = drawer
                    events.append(BriscolaTaken(drawer, drawn))
        result = self.result()
        if result is not None:
            events.append(HandOver(result.side_points, result.winner_side))
        return events

    def _exchange(self, seat: int, given: Card) -> list[Event]:
        allowed = self.state.exchangeable()
        if allowed < 0 or allowed != given:
            raise IllegalPlayError(
                f"seat {seat} may not exchange {given.code} for the briscola now"
            )
        taken = CARDS[self.state.exchange(given)]
        self.exchanges.append(Exchange(seat, given, taken, len(self.tricks)))
        self.last_briscola = given
        return [BriscolaExchanged(seat, given, taken)]
