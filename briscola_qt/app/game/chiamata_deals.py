"""Briscola chiamata's match at the table: the deal, its end and the running game points.

The controller calls these where the ordinary game has its :class:`Match` and
:class:`HandSummary`, so the controller keeps one flow for both games. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.app.game.seating import Seating
from briscola_qt.engine.chiamata import ChiamataResult
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Trick
from briscola_qt.engine.match import CHIAMATA_MATCH_DEALS, ChiamataMatch, Match

#: Deals in a match at the table: the rules' default, written once (RULES.md allows 10).
TABLE_DEALS = CHIAMATA_MATCH_DEALS[0]

#: A match of either game.
AnyMatch = Match | ChiamataMatch


def players_of(match: AnyMatch) -> int:
    return CHIAMATA_PLAYERS if isinstance(match, ChiamataMatch) else match.players


@dataclass(frozen=True, slots=True)
class DealSummary:
    """A finished (or thrown-in) deal as the end-of-deal panel shows it."""

    result: ChiamataResult
    #: A copy of the match with this deal counted: its results are the running table.
    match: ChiamataMatch
    seating: Seating
    tricks: tuple[Trick, ...] = ()

    @property
    def match_over(self) -> bool:
        return self.match.is_over


def summary_of(
    match: ChiamataMatch, result: ChiamataResult, seating: Seating, tricks: tuple[Trick, ...]
) -> DealSummary:
    copy = ChiamataMatch(match.deals, match.first_dealer, list(match.results))
    return DealSummary(result, copy, seating, tricks)
