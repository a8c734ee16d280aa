"""``briscola-cli replay FILE``: check a record and print what happened in it as JSON."""

from __future__ import annotations

import argparse
import json
from typing import Any

from briscola_qt.cli.common import read_record
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.record import AnyHand


def register(commands: Any) -> None:
    parser = commands.add_parser("replay", help="replay a game record and print its tricks")
    parser.add_argument("file", help="a record file, or - for standard input")
    parser.set_defaults(run=run)


def tricks(hand: AnyHand) -> list[dict[str, Any]]:
    return [
        {
            "leader": trick.leader,
            "cards": [card.code for card in trick.cards],
            "winner": trick.winner,
            "points": trick.points,
        }
        for trick in hand.tricks
    ]


def summary(hand: Hand) -> dict[str, Any]:
    """The replay output of the record format: tricks, points per seat and side, the result."""
    result = hand.result()
    return {
        "tricks": tricks(hand),
        "points": list(hand.seat_points()),
        "side_points": list(hand.side_points()),
        "winner_side": None if result is None else result.winner_side,
        "complete": result is not None,
    }


def chiamata_summary(hand: ChiamataHand) -> dict[str, Any]:
    """The replay output of a chiamata deal: the auction, the call and partner, the scores."""
    result = hand.result()
    return {
        "auction": [{"seat": seat, "action": action.code} for seat, action in hand.auction.moves],
        "caller": hand.caller,
        "called": None if hand.called is None else hand.called.code,
        "target": hand.target,
        "partner": hand.partner,
        "tricks": tricks(hand),
        "points": list(hand.seat_points()),
        "side_points": None if result is None else list(result.side_points),
        "won": None if result is None or result.thrown_in else result.won,
        "game_points": None if result is None else list(result.game_points),
        "thrown_in": hand.auction.thrown_in,
        "complete": result is not None,
    }


def run(args: argparse.Namespace) -> int:
    hand = read_record(args.file).replay()
    out = chiamata_summary(hand) if isinstance(hand, ChiamataHand) else summary(hand)
    print(json.dumps(out))
    return 0
