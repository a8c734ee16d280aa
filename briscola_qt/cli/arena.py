"""``briscola-cli arena``: two bot levels on duplicate deals, with a confidence interval."""

from __future__ import annotations

import argparse
import math
import statistics
from functools import partial
from multiprocessing import Pool
from typing import Any

from briscola_qt.bots import LEVELS
from briscola_qt.bots.arena import DealResult, play_deal
from briscola_qt.cli.common import int_arg, positive_int
from briscola_qt.cli.main import CliError
from briscola_qt.engine.core import EXCHANGE_RULES
from briscola_qt.engine.hand import PLAYER_COUNTS
from briscola_qt.engine.variants import Variants

#: 1.96 standard errors either side: the usual 95% interval of a mean.
Z_95 = 1.96


def register(commands: Any) -> None:
    parser = commands.add_parser("arena", help="play two bot levels against each other")
    parser.add_argument("--a", required=True, choices=LEVELS, help="the level measured")
    parser.add_argument("--b", required=True, choices=LEVELS, help="its opponent")
    parser.add_argument("--deals", type=positive_int, default=100, help="duplicate deals")
    parser.add_argument("--seed", type=int_arg, default=1)
    parser.add_argument("--jobs", type=positive_int, default=1, help="worker processes")
    parser.add_argument("--players", type=int_arg, default=2, help="2, 3, 4 or 6 (default 2)")
    parser.add_argument("--exchange", choices=EXCHANGE_RULES, default="off", help="trump swap")
    parser.set_defaults(run=run)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(level_a: str, level_b: str, players: int, results: list[DealResult]) -> str:
    """The arena's report: A's score with its interval, the margin and the time per move."""
    scores = [r.score for r in results]
    mean = statistics.fmean(scores)
    spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
    half = Z_95 * spread / math.sqrt(len(scores))
    games = sum(r.games for r in results)
    wins = sum(r.wins for r in results)
    draws = sum(r.draws for r in results)
    lines = [
        f"{level_a} vs {level_b}, {players} players, {len(results)} duplicate deals "
        f"({games} hands)",
        f"score of {level_a}: {mean:.3f} ± {half:.3f} "
        f"(95% CI {mean - half:.3f} to {mean + half:.3f}); "
        f"wins {wins}, draws {draws}, losses {games - wins - draws}",
        f"mean point difference: {statistics.fmean(r.point_difference for r in results):+.1f}"
        " per hand",
    ]
    for name, seconds in (
        (level_a, [s for r in results for s in r.seconds_a]),
        (level_b, [s for r in results for s in r.seconds_b]),
    ):
        lines.append(
            f"time per move, {name}: median {1000 * statistics.median(seconds):.2f} ms, "
            f"p95 {1000 * percentile(seconds, 0.95):.2f} ms, "
            f"max {1000 * max(seconds):.2f} ms ({len(seconds)} moves)"
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.players not in PLAYER_COUNTS:
        raise CliError(f"--players must be 2, 3, 4 or 6, not {args.players}")
    variants = Variants(trump_exchange=args.exchange)
    one_deal = partial(
        play_deal, args.a, args.b, args.seed, players=args.players, variants=variants
    )
    deals = range(args.deals)
    if args.jobs == 1:
        results = [one_deal(deal) for deal in deals]
    else:
        with Pool(args.jobs) as pool:
            results = pool.map(one_deal, deals, chunksize=1)
    print(summary(args.a, args.b, args.players, results))
    return 0
