"""Hard's thinking time per move, as CPU time, over whole hands against Normal.

Usage: python tools/bench_hard.py [--players 2 3 4 6] [--hands 12] [--seed 1] [--by-stock]
                                  [--set chance_stock=8 ...]

The arena's times are wall-clock and include whatever else the machine runs; this counts
only the processor time of Hard's own decisions (``time.process_time``), one process on one
core, so the budget of issue 17 (median at most 0.3 s, 95th percentile at most 1 s a move)
can be checked on a busy machine too. Hard holds seat 0, the others play Normal, and every
hand is dealt from the seed, so two revisions can be timed on the same hands. ``--set``
gives Hard's settings (``HardBot``'s integer arguments) for a variant.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola_qt.bots import make_bot
from briscola_qt.bots.hard import HardBot
from briscola_qt.engine.hand import PLAYER_COUNTS, Hand
from briscola_qt.engine.view import SeatView


def hard_times(
    players: int, hands: int, seed: int, settings: dict[str, Any] | None = None
) -> dict[int, list[float]]:
    """CPU seconds of each of Hard's decisions, by the stock's size when it decided."""
    times: dict[int, list[float]] = defaultdict(list)
    for number in range(hands):
        hand = Hand.shuffled(seed * 100_003 + number, players, number % players)
        bots = [make_bot("normal", number) for seat in range(players)]
        bots[0] = HardBot(number, **(settings or {}))
        while (seat := hand.to_move) is not None:
            view = SeatView.of(hand, seat)
            start = time.process_time()
            action = bots[seat].choose(view)
            if seat == 0:
                times[view.stock_count].append(time.process_time() - start)
            hand.apply(action)
    return times


def line(label: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{label}: median {1000 * statistics.median(ordered):.0f} ms, p95 {1000 * p95:.0f} ms, "
        f"max {1000 * ordered[-1]:.0f} ms ({len(ordered)} moves)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 6])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--by-stock", action="store_true", help="also a line per stock size")
    parser.add_argument("--set", nargs="+", default=[], metavar="NAME=INT", help="Hard's settings")
    args = parser.parse_args()
    try:
        settings = {name: int(value) for name, value in (item.split("=") for item in args.set)}
    except ValueError:
        parser.error("--set: NAME=INT, e.g. chance_stock=8")
    if not set(args.players) <= set(PLAYER_COUNTS):
        parser.error(f"--players: each of {', '.join(map(str, PLAYER_COUNTS))}")
    if args.hands < 1:
        parser.error("--hands: at least 1")
    for players in args.players:
        times = hard_times(players, args.hands, args.seed, settings)
        print(line(f"{players} players, hard", [t for group in times.values() for t in group]))
        if args.by_stock:
            for stock in sorted(times, reverse=True):
                print("  " + line(f"stock {stock:2d}", times[stock]))


if __name__ == "__main__":
    main()
