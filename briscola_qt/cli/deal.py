"""``briscola-cli deal``: a fresh record (shuffled deck, no plays) for anyone to replay."""

from __future__ import annotations

import argparse
from typing import Any

from briscola_qt.cli.common import CliError, int_arg
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Hand
from briscola_qt.engine.record import RECORD_PLAYER_COUNTS, AnyHand, record_of


def register(commands: Any) -> None:
    parser = commands.add_parser("deal", help="print a freshly shuffled record")
    parser.add_argument(
        "--players", type=int_arg, default=2, help="2, 3, 4, 6, or 5 for chiamata (default 2)"
    )
    parser.add_argument("--seed", type=int_arg, default=None, help="shuffle seed (default random)")
    parser.add_argument("--dealer", type=int_arg, default=0, help="dealer seat (default 0)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.players not in RECORD_PLAYER_COUNTS:
        raise CliError(f"--players must be 2, 3, 4, 5 or 6, not {args.players}")
    if not 0 <= args.dealer < args.players:
        raise CliError(f"--dealer must be a seat from 0 to {args.players - 1}, not {args.dealer}")
    if args.players == CHIAMATA_PLAYERS:
        hand: AnyHand = ChiamataHand.shuffled(args.seed, args.dealer)
    else:
        hand = Hand.shuffled(args.seed, args.players, args.dealer)
    print(record_of(hand).dumps())
    return 0
