"""``briscola-cli bench engine``: random two-player hands per second on one core."""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from briscola_qt.cli.common import int_arg, positive_int
from briscola_qt.engine.cards import pack
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.hand import Hand


def register(commands: Any) -> None:
    parser = commands.add_parser("bench", help="measure the engine's speed")
    parser.add_argument("target", choices=["engine"], help="what to measure")
    parser.add_argument("--seconds", type=positive_int, default=3, help="time per path")
    parser.add_argument("--seed", type=int_arg, default=1)
    parser.set_defaults(run=run)


def fast_path_hand(rng: random.Random, deck: list[int]) -> None:
    rng.shuffle(deck)
    FastHand.deal(deck, 2, 0).play_out_at_random(rng.random)


def checked_hand(rng: random.Random, deck: list[int]) -> None:
    rng.shuffle(deck)
    hand = Hand(deck, 2, 0)
    while hand.to_move is not None:
        actions = hand.legal_actions()
        hand.apply(actions[int(rng.random() * len(actions))])


def hands_per_second(play_one: Any, seconds: float, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    deck: list[int] = list(pack(2))
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            play_one(rng, deck)
        count += 100
    return count, count / (time.perf_counter() - start)


def run(args: argparse.Namespace) -> int:
    for name, play_one in (("fast path", fast_path_hand), ("checked API", checked_hand)):
        count, rate = hands_per_second(play_one, args.seconds, args.seed)
        print(f"{name:12s} {rate:10,.0f} random 2-player hands/s ({count:,} hands, one core)")
    return 0
