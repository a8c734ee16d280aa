"""One move type for every game the engine hosts: what a seat does when it is its turn.

An :class:`Action` is a small value with one code, the one written in records and saves,
printed by the command line and parsed back by :meth:`Action.parse`:

==============  ===========  ==========================================================
kind            code         meaning
==============  ===========  ==========================================================
play            ``Ad``       play the Ace of coins (the card code alone)
exchange        ``x7d``      give the 7 of trumps (coins) for the face-up briscola
bid             ``bA``       chiamata: bid the rank of the card to call (``A 3 K Q J
                             7 6 5 4 2``)
bid             ``b2+70``    chiamata: "2 and 70 points" (a 2, with a target above 61)
pass            ``p``        chiamata: pass, and so leave the auction
call            ``cAd``      chiamata: the caller names the Ace of coins (coins trumps)
==============  ===========  ==========================================================
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from briscola_qt.engine.cards import CARDS, RANK_CODES, RANK_STRENGTH, Card
from briscola_qt.engine.errors import ActionCodeError

#: The target of every bid that names a rank alone: more than half of the 120 points.
BASE_TARGET = 61
#: The points of the whole pack: no target can be above them.
ALL_POINTS = 120
TWO = 2

EXCHANGE_PREFIX = "x"
BID_PREFIX = "b"
CALL_PREFIX = "c"
PASS_CODE = "p"
TARGET_SEPARATOR = "+"


class ActionKind(Enum):
    PLAY = "play"
    EXCHANGE = "exchange"
    BID = "bid"
    PASS = "pass"
    CALL = "call"


@dataclass(frozen=True, slots=True, repr=False)
class Action:
    """A move: ``kind`` and, by kind, the ``card`` (play, exchange, call) or the bid.

    A bid names ``rank`` (1 Ace .. 10 King) and ``target``, the points the caller's side
    must reach: 61, or N for "2 and N points". Build actions with the constructors below,
    which keep the unused fields at their defaults so equal moves compare equal.
    """

    kind: ActionKind
    card: Card | None = None
    rank: int = 0
    target: int = 0

    @classmethod
    def play(cls, card: int) -> Action:
        return cls(ActionKind.PLAY, _card(card))

    @classmethod
    def exchange(cls, card: int) -> Action:
        """Trump-exchange variant: give ``card`` (the 7 or 2 of trumps) for the briscola."""
        return cls(ActionKind.EXCHANGE, _card(card))

    @classmethod
    def bid(cls, rank: int, target: int = BASE_TARGET) -> Action:
        """Chiamata: bid ``rank``; with ``target`` above 61 (rank 2 only), "2 and N points"."""
        if not (type(rank) is int and 1 <= rank <= 10):
            raise ActionCodeError(f"a bid names a rank from 1 (Ace) to 10 (King), not {rank!r}")
        if not (type(target) is int and BASE_TARGET <= target <= ALL_POINTS):
            raise ActionCodeError(f"a bid's target is from 61 to 120 points, not {target!r}")
        if target != BASE_TARGET and rank != TWO:
            raise ActionCodeError("only a bid of 2 may raise the target above 61")
        return cls(ActionKind.BID, rank=rank, target=target)

    @classmethod
    def pass_(cls) -> Action:
        """Chiamata: pass, and leave the auction for this deal."""
        return cls(ActionKind.PASS)

    @classmethod
    def call(cls, card: int) -> Action:
        """Chiamata: the caller names ``card`` (of the winning rank); its suit is trumps."""
        return cls(ActionKind.CALL, _card(card))

    @property
    def code(self) -> str:
        """The action as records write it (see the module's table)."""
        kind = self.kind
        if kind is ActionKind.PASS:
            return PASS_CODE
        if kind is ActionKind.BID:
            code = BID_PREFIX + RANK_CODES[self.rank]
            if self.target != BASE_TARGET:
                code += f"{TARGET_SEPARATOR}{self.target}"
            return code
        assert self.card is not None
        if kind is ActionKind.EXCHANGE:
            return EXCHANGE_PREFIX + self.card.code
        if kind is ActionKind.CALL:
            return CALL_PREFIX + self.card.code
        return self.card.code

    @property
    def bid_order(self) -> tuple[int, int]:
        """How demanding a bid is: later bids must be higher (A lowest, then ... 2, 2+62 ...)."""
        return (9 - RANK_STRENGTH[self.rank], self.target)

    @classmethod
    def parse(cls, code: str) -> Action:
        """The action for a code such as ``Ad``, ``x7d``, ``bK``, ``b2+70``, ``p`` or ``cAd``."""
        if not isinstance(code, str) or not code:
            raise ActionCodeError(f"unknown action code {code!r}")
        if code == PASS_CODE:
            return cls.pass_()
        head, rest = code[0], code[1:]
        try:
            if head == EXCHANGE_PREFIX:
                return cls.exchange(Card.parse(rest))
            if head == CALL_PREFIX:
                return cls.call(Card.parse(rest))
            if head == BID_PREFIX:
                return cls._parse_bid(rest)
        except ActionCodeError:
            raise
        except ValueError:
            raise ActionCodeError(f"unknown action code {code!r}") from None
        return cls.play(Card.parse(code))

    @classmethod
    def _parse_bid(cls, text: str) -> Action:
        rank_code, separator, target = text.partition(TARGET_SEPARATOR)
        rank = RANK_CODES.find(rank_code, 1) if len(rank_code) == 1 else -1
        if rank < 1 or (separator and not (target.isascii() and target.isdigit())):
            raise ValueError(text)
        if separator and (rank != TWO or int(target) <= BASE_TARGET or target[0] == "0"):
            raise ActionCodeError(
                f"bid code {BID_PREFIX + text!r}: only a 2 takes points, and above 61"
            )
        return cls.bid(rank, int(target) if separator else BASE_TARGET)

    def __repr__(self) -> str:
        return f"Action({self.code!r})"

    def __str__(self) -> str:
        return self.code


def _card(value: int) -> Card:
    if not (isinstance(value, int) and 0 <= value < len(CARDS)):
        raise ActionCodeError(f"no card {value!r}: cards are 0 to {len(CARDS) - 1}")
    return CARDS[value]


def card_actions(hand: Iterable[Card], exchangeable: Card | None) -> list[Action]:
    """The legal moves of a seat to move in play: any card held, and the exchange if allowed."""
    actions = [Action.play(card) for card in hand]
    if exchangeable is not None:
        actions.append(Action.exchange(exchangeable))
    return actions
