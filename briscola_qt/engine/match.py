"""A match: hands dealt in turn until one side has won the agreed number of them.

Briscola chiamata's match (:class:`ChiamataMatch`) is a fixed number of deals instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from briscola_qt.engine.chiamata import ChiamataHand, ChiamataResult
from briscola_qt.engine.core import side_count
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Hand, HandResult
from briscola_qt.engine.variants import Variants

#: Hand wins needed, by match length: one hand, best of three (default), best of five.
MATCH_LENGTHS = {"single": 1, "best_of_three": 2, "best_of_five": 3}


@dataclass
class Match:
    players: int = 2
    hands_to_win: int = 2
    variants: Variants = field(default_factory=Variants)
    #: The dealer of the first hand; the deal passes to the next seat every hand.
    first_dealer: int = 0
    results: list[HandResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.hands_to_win not in MATCH_LENGTHS.values():
            raise ValueError(f"a match is won with 1, 2 or 3 hands, not {self.hands_to_win!r}")
        self.variants.check_players(self.players)

    @property
    def dealer(self) -> int:
        """The dealer of the next (or current) hand."""
        return (self.first_dealer + len(self.results)) % self.players

    @property
    def wins(self) -> tuple[int, ...]:
        """Hands won by each side; drawn hands count for nobody."""
        wins = [0] * side_count(self.players)
        for result in self.results:
            if result.winner_side is not None:
                wins[result.winner_side] += 1
        return tuple(wins)

    @property
    def winner_side(self) -> int | None:
        for side, won in enumerate(self.wins):
            if won >= self.hands_to_win:
                return side
        return None

    @property
    def is_over(self) -> bool:
        return self.winner_side is not None

    def new_hand(self, seed: int | None = None) -> Hand:
        """Deal the next hand from a seeded shuffle (``None``: fresh entropy)."""
        return Hand.shuffled(seed, self.players, self.dealer, self.variants)

    def finish_hand(self, hand: Hand) -> HandResult:
        """Count a finished hand towards the match."""
        result = hand.result()
        if result is None:
            raise ValueError("the hand is not over")
        if self.is_over:
            raise ValueError("the match is already over")
        self.results.append(result)
        return result


#: Deals in a match of Briscola chiamata (RULES.md): 5 by default, or 10.
CHIAMATA_MATCH_DEALS = (5, 10)


@dataclass
class ChiamataMatch:
    """A match of Briscola chiamata: a fixed number of deals played, the deal passing each time.

    A deal thrown in (all five passed) is not one of them: the deal passes on and the
    match goes on until ``deals`` deals have been played.
    """

    deals: int = CHIAMATA_MATCH_DEALS[0]
    #: The dealer of the first deal.
    first_dealer: int = 0
    results: list[ChiamataResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.deals not in CHIAMATA_MATCH_DEALS:
            raise ValueError(f"a chiamata match is 5 or 10 deals, not {self.deals!r}")

    @property
    def dealer(self) -> int:
        """The dealer of the next (or current) deal: it passes on after every deal."""
        return (self.first_dealer + len(self.results)) % CHIAMATA_PLAYERS

    @property
    def played(self) -> int:
        return sum(not result.thrown_in for result in self.results)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's game points so far."""
        return tuple(
            sum(result.game_points[seat] for result in self.results)
            for seat in range(CHIAMATA_PLAYERS)
        )

    @property
    def is_over(self) -> bool:
        return self.played >= self.deals

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the highest total (the winners, once it is over; a tie is shared)."""
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    def new_deal(self, seed: int | None = None) -> ChiamataHand:
        """Deal the next deal from a seeded shuffle (``None``: fresh entropy)."""
        return ChiamataHand.shuffled(seed, self.dealer)

    def finish_deal(self, hand: ChiamataHand) -> ChiamataResult:
        """Count a finished deal (or one thrown in) towards the match."""
        result = hand.result()
        if result is None:
            raise ValueError("the deal is not over")
        if self.is_over:
            raise ValueError("the match is already over")
        self.results.append(result)
        return result
