"""What applying an action did, as values a view can animate without reading the state.

The engine's events tell every card. :func:`seen_by` gives the same events as one seat may
see them (RULES.md, "What a seat may know"): a card dealt or drawn to another seat is
``None`` unless that seat may know it, so a view handed only these cannot show a hidden card.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from briscola_qt.engine.action import Action
from briscola_qt.engine.cards import Card


@dataclass(frozen=True, slots=True)
class CardDealt:
    """``card`` is None in a viewer's copy when the viewer may not see it (:func:`seen_by`)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class BriscolaTurned:
    """The card turned face up after the deal; its suit is trumps."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """A face-down card from the stock; None in another seat's copy (:func:`seen_by`)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class BriscolaTaken:
    """The last seat to draw took the face-up briscola from under the empty stock."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class BriscolaExchanged:
    """Trump-exchange variant: ``given`` now lies face up under the stock, ``taken`` is in hand."""

    seat: int
    given: Card
    taken: Card


@dataclass(frozen=True, slots=True)
class CardsShown:
    """Cards of ``seat``'s hand that a viewer may now see face up, though dealt face down to it
    (partners show their hands once the stock is gone; a card known by a variant)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandOver:
    side_points: tuple[int, ...]
    winner_side: int | None


@dataclass(frozen=True, slots=True)
class AuctionMove:
    """Chiamata: ``seat`` bid (``action`` is the bid) or passed, and is then out."""

    seat: int
    action: Action


@dataclass(frozen=True, slots=True)
class AuctionWon:
    """Chiamata: every other seat has passed; ``seat`` calls, for the rank and target of ``bid``."""

    seat: int
    bid: Action


@dataclass(frozen=True, slots=True)
class DealThrownIn:
    """Chiamata: all five passed; nobody plays and the deal passes on."""


@dataclass(frozen=True, slots=True)
class CardCalled:
    """Chiamata: the caller named ``card``; its suit is trumps, its holder the secret partner."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PartnerRevealed:
    """Chiamata: the called card was just played by ``seat``, the partner (or the caller, alone)."""

    seat: int
    alone: bool


@dataclass(frozen=True, slots=True)
class DealOver:
    """Chiamata: ``side_points`` are (caller and partner, the others); game points per seat."""

    side_points: tuple[int, int]
    won: bool
    game_points: tuple[int, ...]


Event = (
    CardDealt
    | BriscolaTurned
    | CardPlayed
    | TrickWon
    | CardDrawn
    | BriscolaTaken
    | BriscolaExchanged
    | CardsShown
    | HandOver
    | AuctionMove
    | AuctionWon
    | DealThrownIn
    | CardCalled
    | PartnerRevealed
    | DealOver
)


def seen_by(event: Event, seat: int, known: Collection[Card] = ()) -> Event:
    """``event`` as ``seat`` sees it: another seat's dealt or drawn card is None, unless it is
    in ``known`` (cards the seat may know others hold: open hands, a partner's shown hand)."""
    if isinstance(event, CardDealt | CardDrawn) and event.seat != seat and event.card not in known:
        return replace(event, card=None)
    return event
