"""The auction of Briscola chiamata (RULES.md): who calls, and for which rank and target.

An :class:`Auction` is a frozen value, the seat that opens it and every bid and pass so
far; everything else (whose turn, the top bid, who has passed, the caller) follows from
them. The hand and every seat's view hold the same value, so both read the same rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.engine.action import ALL_POINTS, BASE_TARGET, TWO, Action, ActionKind
from briscola_qt.engine.errors import IllegalBidError
from briscola_qt.engine.hand import CHIAMATA_PLAYERS

#: The ranks a bid may name, from the first bid's highest (Ace) down to the 2.
BID_RANKS = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)


@dataclass(frozen=True, slots=True)
class Auction:
    #: The seat after the dealer: it speaks first.
    opener: int
    #: Every bid and pass so far, with the seat that made it, in order.
    moves: tuple[tuple[int, Action], ...] = ()

    @property
    def passed(self) -> frozenset[int]:
        return frozenset(seat for seat, action in self.moves if action.kind is ActionKind.PASS)

    @property
    def top(self) -> tuple[int, Action] | None:
        """The highest bid so far and its seat (each bid is above the one before)."""
        for seat, action in reversed(self.moves):
            if action.kind is ActionKind.BID:
                return seat, action
        return None

    @property
    def target(self) -> int:
        """The points the caller's side must reach: 61, or those of the top bid."""
        top = self.top
        return BASE_TARGET if top is None else top[1].target

    @property
    def is_over(self) -> bool:
        """All but one have passed after a bid, or all five have passed."""
        out = len(self.passed)
        return out == CHIAMATA_PLAYERS or (out == CHIAMATA_PLAYERS - 1 and self.top is not None)

    @property
    def thrown_in(self) -> bool:
        """Nobody bid: the cards are thrown in and the deal passes on."""
        return len(self.passed) == CHIAMATA_PLAYERS

    @property
    def caller(self) -> int | None:
        """The seat that won the auction, once it is over (None if the cards were thrown in)."""
        top = self.top
        return top[0] if self.is_over and top is not None else None

    @property
    def to_move(self) -> int | None:
        if self.is_over:
            return None
        if not self.moves:
            return self.opener
        passed = self.passed
        last = self.moves[-1][0]
        for offset in range(1, CHIAMATA_PLAYERS + 1):
            seat = (last + offset) % CHIAMATA_PLAYERS
            if seat not in passed:
                return seat
        raise AssertionError("an auction with every seat out is over")

    def legal_actions(self) -> list[Action]:
        """Pass, then every bid above the top one, lowest first; nothing once it is over."""
        if self.is_over:
            return []
        return [Action.pass_(), *self.bids_above()]

    def bids_above(self) -> list[Action]:
        top = self.top
        if top is None:
            return [Action.bid(rank) for rank in BID_RANKS]
        bid = top[1]
        if bid.rank != TWO:
            return [Action.bid(rank) for rank in BID_RANKS[BID_RANKS.index(bid.rank) + 1 :]]
        return [Action.bid(TWO, target) for target in range(bid.target + 1, ALL_POINTS + 1)]

    def then(self, action: Action) -> Auction:
        """The auction after the seat to move makes ``action``; an illegal one is refused."""
        seat = self.to_move
        if seat is None:
            raise IllegalBidError(f"the auction is over: no {action.code} now")
        if action.kind is ActionKind.BID:
            top = self.top
            if action not in self.bids_above():
                if top is None:
                    why = "2 and points is bid only after a 2"
                else:
                    why = (
                        f"after {top[1].code} a bid must be lower in A 3 K Q J 7 6 5 4 2,"
                        " then 2 and more points than the last target"
                    )
                raise IllegalBidError(f"seat {seat} may not bid {action.code}: {why}")
        elif action.kind is not ActionKind.PASS:
            raise IllegalBidError(
                f"the auction is on: seat {seat} bids or passes, not {action.code}"
            )
        return Auction(self.opener, (*self.moves, (seat, action)))
