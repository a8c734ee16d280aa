"""A Briscola chiamata match in the save file: its deals so far and the deal in progress.

The deal in progress is a game record like any other hand (replayed play by play when
loaded, so a mid-auction or mid-deal save resumes exactly); each finished deal is kept as
its result, checked against the rules' scoring (game points from the caller, the partner
and whether the side reached its target), so a tampered table of game points is refused.
"""

from __future__ import annotations

from typing import Any

from briscola_qt.engine.action import ALL_POINTS, BASE_TARGET
from briscola_qt.engine.cards import Card
from briscola_qt.engine.chiamata import ChiamataResult, game_points
from briscola_qt.engine.errors import CardCodeError
from briscola_qt.engine.hand import CHIAMATA_PLAYERS
from briscola_qt.engine.match import CHIAMATA_MATCH_DEALS, ChiamataMatch

#: The fields of a chiamata save beside "level", "players", "hand" and "counted".
MATCH_FIELDS = {"deals", "first_dealer", "results"}
RESULT_FIELDS = {"caller", "partner", "called", "target", "side_points"}


def match_to_data(match: ChiamataMatch) -> dict[str, Any]:
    return {
        "deals": match.deals,
        "first_dealer": match.first_dealer,
        "results": [_result_to_data(result) for result in match.results],
    }


def match_from_data(data: dict[str, Any]) -> ChiamataMatch:
    """The match's deals so far, every result checked; ValueError if anything is off."""
    deals, first_dealer, results = data["deals"], data["first_dealer"], data["results"]
    if type(deals) is not int or deals not in CHIAMATA_MATCH_DEALS:
        raise ValueError(f"a chiamata match is 5 or 10 deals, not {deals!r}")
    if type(first_dealer) is not int or not 0 <= first_dealer < CHIAMATA_PLAYERS:
        raise ValueError(f"bad first dealer {first_dealer!r}")
    if not isinstance(results, list):
        raise ValueError("results must be a list")
    match = ChiamataMatch(deals, first_dealer)
    for entry in results:
        if match.is_over:
            raise ValueError("the save has deals after the end of the match")
        match.results.append(_result_from_data(entry))
    if match.is_over:
        raise ValueError("the save has a deal after the end of the match")
    return match


def _result_to_data(result: ChiamataResult) -> dict[str, Any]:
    return {
        "caller": result.caller,
        "partner": result.partner,
        "called": None if result.called is None else result.called.code,
        "target": result.target,
        "side_points": list(result.side_points),
    }


def _result_from_data(entry: Any) -> ChiamataResult:
    if not isinstance(entry, dict) or set(entry) != RESULT_FIELDS:
        raise ValueError(f"bad deal result {entry!r}")
    caller, partner, target = entry["caller"], entry["partner"], entry["target"]
    if caller is None:  # thrown in: nobody bid
        if (partner, entry["called"], target, entry["side_points"]) != (
            None,
            None,
            BASE_TARGET,
            [0, 0],
        ):
            raise ValueError(f"bad thrown-in deal {entry!r}")
        return ChiamataResult(None, None, None, BASE_TARGET, (0, 0), False, (0,) * CHIAMATA_PLAYERS)
    if not all(type(s) is int and 0 <= s < CHIAMATA_PLAYERS for s in (caller, partner)):
        raise ValueError(f"bad caller or partner in {entry!r}")
    if type(target) is not int or not BASE_TARGET <= target <= ALL_POINTS:
        raise ValueError(f"bad target {target!r}")
    try:
        called = Card.parse(entry["called"])
    except (CardCodeError, TypeError, AttributeError):
        raise ValueError(f"bad called card {entry['called']!r}") from None
    points = entry["side_points"]
    if (
        not isinstance(points, list)
        or len(points) != 2
        or not all(type(p) is int and p >= 0 for p in points)
        or sum(points) != ALL_POINTS
    ):
        raise ValueError(f"impossible deal points {points!r}")
    won = points[0] >= target
    return ChiamataResult(
        caller,
        partner,
        called,
        target,
        (points[0], points[1]),
        won,
        game_points(caller, partner, won),
    )
