"""What the human's seat may know, and nothing more: the only game facts the views receive.

The controller holds the engine's hand, which knows every card. The views (the table, its
words, accessibility) get the engine's events as the human's seat sees them
(:func:`~briscola_qt.engine.events.seen_by`: another seat's dealt or drawn card is None) and
that seat's view, as a bot gets its own: a :class:`SeatView`, or in Briscola chiamata a
:class:`ChiamataView`, which hides the called card's holder until it is played. A card
another seat holds reaches the views only once the seat may know it: played, picked up face
up, or shown by a variant, when a :class:`CardsShown` turns it face up. No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence

from briscola_qt.engine import Card, Hand, SeatView
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.events import (
    BriscolaExchanged,
    BriscolaTaken,
    CardsShown,
    Event,
    seen_by,
)
from briscola_qt.engine.record import AnyHand

#: What one seat may know of a hand of either game.
AnyView = SeatView | ChiamataView


def view_of(hand: AnyHand, seat: int) -> AnyView:
    """``seat``'s own view of ``hand``: what a bot of that seat, or the views, may read."""
    if isinstance(hand, ChiamataHand):
        return ChiamataView.of(hand, seat)
    return SeatView.of(hand, seat)


class Sight:
    """One seat's eyes on one hand: filters its events and remembers what it was shown."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        #: Cards of other seats' hands the views were given face up so far.
        self._face_up: set[Card] = set()

    def new_hand(self) -> None:
        self._face_up = set()

    def view(self, hand: AnyHand) -> AnyView:
        return view_of(hand, self.seat)

    def events(self, hand: AnyHand, events: Sequence[Event]) -> list[Event]:
        """``events`` (just applied to ``hand``) as the seat sees them, then any cards it may
        now see that it was dealt face down (partners show their hands)."""
        if isinstance(hand, ChiamataHand):  # nothing is ever shown face down in chiamata
            return [seen_by(event, self.seat) for event in events]
        return self._ordinary_events(hand, events)

    def _ordinary_events(self, hand: Hand, events: Sequence[Event]) -> list[Event]:
        view = SeatView.of(hand, self.seat)
        known = {
            card
            for other, cards in enumerate(view.known_hands)
            if other != self.seat
            for card in cards
        }
        seen = [seen_by(event, self.seat, known) for event in events]
        for event in seen:
            card: Card | None = None
            if isinstance(event, BriscolaTaken):
                card = event.card  # it lay face up: the table shows it so in the hand
            elif isinstance(event, BriscolaExchanged):
                card = event.taken
            if card is not None:
                self._face_up.add(card)
        for other, cards in enumerate(view.known_hands):
            shown = tuple(card for card in cards if card not in self._face_up)
            if other != self.seat and shown:
                self._face_up.update(shown)
                seen.append(CardsShown(other, shown))
        return seen
