"""The rules of Briscola, with no Qt: cards, hands, matches, records and each seat's view.

Checked API for the app (:class:`Action`, :class:`Hand`, :class:`Match`, :class:`SeatView`,
records) and a fast path for search (:class:`FastHand`, plain card ints).
"""

from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.cards import CARDS, Card, Suit, pack
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.errors import (
    ActionCodeError,
    BriscolaError,
    CardCodeError,
    IllegalPlayError,
    RecordError,
)
from briscola_qt.engine.hand import Hand, HandResult, Trick
from briscola_qt.engine.match import Match
from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView

__all__ = [
    "CARDS",
    "Action",
    "ActionCodeError",
    "ActionKind",
    "BriscolaError",
    "Card",
    "CardCodeError",
    "FastHand",
    "Hand",
    "HandResult",
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
