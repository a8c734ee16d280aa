"""A match: hands dealt in turn until one side has won the agreed number of them."""

from __future__ import annotations

from dataclasses import dataclass, field

from briscola_qt.engine.core import side_count
from briscola_qt.engine.hand import Hand, HandResult
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
