"""``briscola-cli suggest``: what a bot would play in the position a record reaches.

The bot is given only the seat's view of the replayed hand, never the record. ``--jsonl``
answers a stream of requests, one JSON object per line, so tools can play thousands of
hands against the bots without starting a process for each move.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from briscola_qt.bots import LEVELS, make_bot, make_chiamata_bot
from briscola_qt.cli.common import answer_lines, int_arg, load_json, read_record
from briscola_qt.cli.main import CliError
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.errors import BriscolaError
from briscola_qt.engine.record import Record, from_json
from briscola_qt.engine.view import SeatView


def register(commands: Any) -> None:
    parser = commands.add_parser("suggest", help="print the card a bot would play")
    parser.add_argument("file", nargs="?", help="a record file, or - for standard input")
    parser.add_argument("--level", choices=LEVELS, help="the bot's level")
    parser.add_argument("--seat", type=int_arg, help="the seat to move")
    parser.add_argument("--seed", type=int_arg, default=0, help="the bot's seed (default 0)")
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help='answer {"record": ..., "seat": S, "level": L, "seed": N} lines from stdin',
    )
    parser.set_defaults(run=run)


def suggestion(record: Record, seat: int, level: str, seed: int) -> str:
    """The bot's action as the record writes it (``Ad`` to play, ``x7d`` to exchange, and
    in chiamata ``bK``, ``b2+70``, ``p`` or ``cKd`` ...)."""
    if level not in LEVELS:
        raise CliError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    hand = record.replay()
    if not (type(seat) is int and 0 <= seat < hand.players):
        raise CliError(f"seat must be from 0 to {hand.players - 1}, not {seat!r}")
    if hand.to_move != seat:
        whose = "the hand is over" if hand.to_move is None else f"it is seat {hand.to_move}'s turn"
        raise CliError(f"{whose}, not seat {seat}'s")
    if isinstance(hand, ChiamataHand):
        return make_chiamata_bot(level, seed).choose(ChiamataView.of(hand, seat)).code
    return make_bot(level, seed).choose(SeatView.of(hand, seat)).code


def answer_line(line: str) -> str:
    """One ``--jsonl`` request answered: the play, or an ``{"error": ...}`` object."""
    try:
        request = load_json(line)
        if not isinstance(request, dict):
            raise CliError("each line must be a JSON object")
        unknown = set(request) - {"record", "seat", "level", "seed"}
        if unknown:
            raise CliError(f"unknown field {sorted(unknown)[0]!r}")
        seed = request.get("seed", 0)
        if type(seed) is not int:
            raise CliError(f"seed must be a whole number, not {seed!r}")
        return suggestion(
            from_json(request.get("record")), request.get("seat"), request.get("level"), seed
        )
    except (BriscolaError, CliError) as error:
        return json.dumps({"error": str(error)})
    except RecursionError:
        return json.dumps({"error": "not JSON: nested too deeply"})


def run(args: argparse.Namespace) -> int:
    if args.jsonl:
        if args.file is not None:
            raise CliError("--jsonl reads standard input; give no FILE")
        return answer_lines(answer_line)
    if args.file is None or args.level is None or args.seat is None:
        raise CliError("give --level, --seat and a record FILE (or --jsonl)")
    print(suggestion(read_record(args.file), args.seat, args.level, args.seed))
    return 0
