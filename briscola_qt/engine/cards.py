"""Cards of the Italian pack as small ints, with the codes of RULES.md.

A card is an ``int`` from 0 to 39 (``suit * 10 + rank - 1``) so the search can use plain
ints and lookup tables; :class:`Card` is the same int with a readable face for the
checked API, logs and tests.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from briscola_qt.engine.errors import CardCodeError


class Suit(IntEnum):
    """The four Italian suits, in the order of their code letters."""

    CUPS = 0
    COINS = 1
    SWORDS = 2
    BATONS = 3

    @property
    def code(self) -> str:
        return SUIT_CODES[self]


SUIT_CODES = "cdsb"
#: Rank code characters by rank number 1..10 (Ace .. King); index 0 unused.
RANK_CODES = "_A234567JQK"
#: Card points by rank number 1..10.
RANK_POINTS = (0, 11, 0, 10, 0, 0, 0, 0, 2, 3, 4)
#: Trick-taking strength by rank number 1..10: A 9, 3 8, K 7, Q 6, J 5, 7 4 .. 4 1, 2 0.
RANK_STRENGTH = (0, 9, 0, 8, 1, 2, 3, 4, 5, 6, 7)

NUM_CARDS = 40


def make_card(suit: int, rank: int) -> int:
    """The card int for a suit (0..3) and a rank number (1 Ace .. 10 King)."""
    return suit * 10 + rank - 1


def suit_of(card: int) -> int:
    return card // 10


def rank_of(card: int) -> int:
    return card % 10 + 1


#: Lookup tables indexed by card int: the hot paths read these, never the properties.
SUIT = tuple(c // 10 for c in range(NUM_CARDS))
POINTS = tuple(RANK_POINTS[c % 10 + 1] for c in range(NUM_CARDS))
STRENGTH = tuple(RANK_STRENGTH[c % 10 + 1] for c in range(NUM_CARDS))


class Card(int):
    """A card: an int 0..39 that prints as its code (``Card.parse("Ad")``)."""

    __slots__ = ()

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card for a code such as ``Ad``, ``3c`` or ``Qs``; anything else is refused."""
        if not isinstance(code, str) or len(code) != 2:
            raise CardCodeError(f"unknown card code {code!r}")
        rank = RANK_CODES.find(code[0], 1)
        suit = SUIT_CODES.find(code[1])
        if rank < 1 or suit < 0:
            raise CardCodeError(f"unknown card code {code!r}")
        return CARDS[make_card(suit, rank)]

    @property
    def suit(self) -> Suit:
        return Suit(self // 10)

    @property
    def rank(self) -> int:
        """1 for the Ace, 2..7, then 8 Jack (fante), 9 Knight (cavallo), 10 King (re)."""
        return self % 10 + 1

    @property
    def points(self) -> int:
        return POINTS[self]

    @property
    def strength(self) -> int:
        return STRENGTH[self]

    @property
    def code(self) -> str:
        return RANK_CODES[self % 10 + 1] + SUIT_CODES[self // 10]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(NUM_CARDS))


def card(value: int) -> Card:
    """The :class:`Card` for a card int."""
    return CARDS[value]


def codes(cards: Iterable[int]) -> list[str]:
    return [CARDS[c].code for c in cards]


def parse_codes(texts: Iterable[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]


def pack(players: int = 2, removed_two: int | None = None) -> list[Card]:
    """The pack for a player count (RULES.md): 40 cards; 39, one 2 out (3); 36, no 2s (6)."""
    if players in (2, 4, 5):
        return list(CARDS)
    if players == 3:
        out = make_card(Suit.COINS, 2) if removed_two is None else removed_two
        if rank_of(out) != 2:
            raise CardCodeError(f"{CARDS[out].code} is not a 2")
        return [c for c in CARDS if c != out]
    if players == 6:
        return [c for c in CARDS if rank_of(c) != 2]
    raise ValueError(f"Briscola is played by 2 to 6 here, not {players}")


def beats(challenger: int, best: int, trump: int) -> bool:
    """Whether ``challenger`` takes the trick from the card ``best`` that holds it now."""
    if SUIT[challenger] == SUIT[best]:
        return STRENGTH[challenger] > STRENGTH[best]
    return SUIT[challenger] == trump
