"""What applying an action did, as values a view can animate without reading the state."""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.engine.cards import Card


@dataclass(frozen=True, slots=True)
class CardDealt:
    seat: int
    card: Card


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
    """A face-down card from the stock; the view shows it only to the seat that drew it."""

    seat: int
    card: Card


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
class HandOver:
    side_points: tuple[int, ...]
    winner_side: int | None


Event = (
    CardDealt
    | BriscolaTurned
    | CardPlayed
    | TrickWon
    | CardDrawn
    | BriscolaTaken
    | BriscolaExchanged
    | HandOver
)
