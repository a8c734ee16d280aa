"""The rules of Briscola, with no Qt: cards, hands, matches, records and each seat's view.

Two to six players; five play Briscola chiamata (:class:`ChiamataHand`, :class:`ChiamataView`).

Checked API for the app (:class:`Action`, :class:`Hand`, :class:`Match`, :class:`SeatView`,
records) and a fast path for search (:class:`FastHand`, plain card ints).
"""

from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.auction import Auction
from briscola_qt.engine.cards import CARDS, Card, Suit, pack
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase, ChiamataResult
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.errors import (
    ActionCodeError,
    BriscolaError,
    CardCodeError,
    IllegalBidError,
    IllegalCallError,
    IllegalPlayError,
    RecordError,
)
from briscola_qt.engine.hand import Hand, HandResult, Trick
from briscola_qt.engine.match import ChiamataMatch, Match
from briscola_qt.engine.record import AnyHand, Record, record_of
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView

__all__ = [
    "CARDS",
    "Action",
    "ActionCodeError",
    "ActionKind",
    "AnyHand",
    "Auction",
    "BriscolaError",
    "Card",
    "CardCodeError",
    "ChiamataHand",
    "ChiamataMatch",
    "ChiamataPhase",
    "ChiamataResult",
    "ChiamataView",
    "FastHand",
    "Hand",
    "HandResult",
    "IllegalBidError",
    "IllegalCallError",
    "IllegalPlayError",
    "Match",
    "Record",
    "RecordError",
    "SeatView",
    "Suit",
    "Trick",
    "Variants",
    "pack",
    "record_of",
]
