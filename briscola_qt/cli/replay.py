"""``briscola-cli replay FILE``: check a record and print what happened in it as JSON."""

from __future__ import annotations

import argparse
import json
from typing import Any

from briscola_qt.cli.common import read_record
from briscola_qt.engine.hand import Hand


def register(commands: Any) -> None:
    parser = commands.add_parser("replay", help="replay a game record and print its tricks")
    parser.add_argument("file", help="a record file, or - for standard input")
    parser.set_defaults(run=run)


def summary(hand: Hand) -> dict[str, Any]:
    """The replay output of the record format: tricks, points per seat and side, the result."""
    result = hand.result()
    return {
        "tricks": [
            {
                "leader": trick.leader,
                "cards": [card.code for card in trick.cards],
                "winner": trick.winner,
                "points": trick.points,
            }
            for trick in hand.tricks
        ],
        "points": list(hand.seat_points()),
        "side_points": list(hand.side_points()),
        "winner_side": None if result is None else result.winner_side,
        "complete": result is not None,
    }


def run(args: argparse.Namespace) -> int:
    hand = read_record(args.file).replay()
    print(json.dumps(summary(hand)))
    return 0
