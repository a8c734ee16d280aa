"""``briscola-cli arena``: two bot levels on duplicate deals, with a confidence interval.

With ``--players 5`` (Briscola chiamata) one A seat plays among four B seats, every deal
five times with A in each seat, and the figure is A's mean game points per deal.
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable
from functools import partial
from multiprocessing import Pool
from typing import Any

from briscola_qt.bots import LEVELS
from briscola_qt.bots.arena import DealResult, play_chiamata_deal, play_deal
from briscola_qt.cli.common import int_arg, positive_int
from briscola_qt.cli.main import CliError
from briscola_qt.engine.core import EXCHANGE_RULES
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, PLAYER_COUNTS
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
    parser.add_argument(
        "--players", type=int_arg, default=2, help="2, 3, 4 or 6; 5 for chiamata (default 2)"
    )
    parser.add_argument("--exchange", choices=EXCHANGE_RULES, default="off", help="trump swap")
    parser.set_defaults(run=run)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def mean_and_half_width(scores: list[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% confidence interval."""
    spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
    return statistics.fmean(scores), Z_95 * spread / math.sqrt(len(scores))


def time_lines(level_a: str, level_b: str, results: list[DealResult]) -> list[str]:
    lines = []
    for name, seconds in (
        (level_a, [s for r in results for s in r.seconds_a]),
        (level_b, [s for r in results for s in r.seconds_b]),
    ):
        lines.append(
            f"time per move, {name}: median {1000 * statistics.median(seconds):.2f} ms, "
            f"p95 {1000 * percentile(seconds, 0.95):.2f} ms, "
            f"max {1000 * max(seconds):.2f} ms ({len(seconds)} moves)"
        )
    return lines


def tally(results: list[DealResult]) -> tuple[float, float, int, int, int]:
    """A's mean score per deal with its 95% half-width, and the games, wins and draws."""
    mean, half = mean_and_half_width([r.score for r in results])
    games = sum(r.games for r in results)
    return mean, half, games, sum(r.wins for r in results), sum(r.draws for r in results)


def summary(level_a: str, level_b: str, players: int, results: list[DealResult]) -> str:
    """The arena's report: A's score with its interval, the margin and the time per move."""
    mean, half, games, wins, draws = tally(results)
    lines = [
        f"{level_a} vs {level_b}, {players} players, {len(results)} duplicate deals "
        f"({games} hands)",
        f"score of {level_a}: {mean:.3f} ± {half:.3f} "
        f"(95% CI {mean - half:.3f} to {mean + half:.3f}); "
        f"wins {wins}, draws {draws}, losses {games - wins - draws}",
        f"mean point difference: {statistics.fmean(r.point_difference for r in results):+.1f}"
        " per hand",
        *time_lines(level_a, level_b, results),
    ]
    return "\n".join(lines)


def chiamata_summary(level_a: str, level_b: str, results: list[DealResult]) -> str:
    """The five-player report: A's mean game points per deal with its interval, the times."""
    mean, half, games, wins, draws = tally(results)
    lines = [
        f"{level_a} among four {level_b}, Briscola chiamata (5 players), {len(results)} deals "
        f"({games} games, {level_a} in each seat)",
        f"game points of {level_a} per deal: {mean:+.3f} ± {half:.3f} "
        f"(95% CI {mean - half:+.3f} to {mean + half:+.3f}; 0 is an even share); "
        f"ahead {wins}, even {draws}, behind {games - wins - draws}",
        f"mean point difference of {level_a}'s side: "
        f"{statistics.fmean(r.point_difference for r in results):+.1f} per game",
        *time_lines(level_a, level_b, results),
    ]
    return "\n".join(lines)


def run_deals(one_deal: Callable[[int], DealResult], args: argparse.Namespace) -> list[DealResult]:
    """Every deal's result, in one process or in ``--jobs`` of them (the same figures)."""
    deals = range(args.deals)
    if args.jobs == 1:
        return [one_deal(deal) for deal in deals]
    with Pool(args.jobs) as pool:
        return pool.map(one_deal, deals, chunksize=1)


def run(args: argparse.Namespace) -> int:
    if args.players == CHIAMATA_PLAYERS:
        if args.exchange != "off":
            raise CliError("--exchange needs a stock: Briscola chiamata has none")
        results = run_deals(partial(play_chiamata_deal, args.a, args.b, args.seed), args)
        print(chiamata_summary(args.a, args.b, results))
        return 0
    if args.players not in PLAYER_COUNTS:
        raise CliError(f"--players must be 2, 3, 4, 5 or 6, not {args.players}")
    variants = Variants(trump_exchange=args.exchange)
    one_deal = partial(
        play_deal, args.a, args.b, args.seed, players=args.players, variants=variants
    )
    print(summary(args.a, args.b, args.players, run_deals(one_deal, args)))
    return 0
