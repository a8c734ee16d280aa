"""Bots against bots on duplicate deals: the measure of each level's strength and speed.

Every deal is played once per seating (for two sides: A on the even seats, then on the odd
ones; in chiamata, A in each of the five seats among four B), so the luck of the cards
cancels out and the score measures the play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from briscola_qt.bots import make_bot, make_chiamata_bot
from briscola_qt.bots.base import Bot
from briscola_qt.bots.chiamata_simple import ChiamataBot
from briscola_qt.engine.action import Action
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataResult
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.core import side_count
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Hand
from briscola_qt.engine.record import AnyHand
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView


@dataclass
class DealResult:
    """A's results over every seating of one deal, and how long each bot took per move."""

    score: float
    point_difference: float
    games: int
    wins: int = 0
    draws: int = 0
    seconds_a: list[float] = field(default_factory=list)
    seconds_b: list[float] = field(default_factory=list)


def seatings(players: int) -> list[list[bool]]:
    """For each game of a deal, which seats A holds: each side in turn, or each seat with 3."""
    if side_count(players) == 2:
        even = [seat % 2 == 0 for seat in range(players)]
        return [even, [not a for a in even]]
    return [[seat == a_seat for seat in range(players)] for a_seat in range(players)]


def deal_seed(seed: int, deal: int) -> int:
    return random.Random(f"{seed}/{deal}").getrandbits(63)


def play_hand(
    hand: Hand, bots: list[Bot], seconds: list[list[float]] | None = None
) -> tuple[int, ...]:
    """Play ``hand`` to its end with one bot per seat; the points of each seat.

    ``seconds[seat]`` collects how long each of that seat's actions took to choose.
    """
    play_out(hand, lambda seat: bots[seat].choose(SeatView.of(hand, seat)), seconds)
    return hand.seat_points()


def play_out(
    hand: AnyHand, choose: Callable[[int], Action], seconds: list[list[float]] | None
) -> None:
    """Apply ``choose(seat)`` for the seat to move until the end, timing each choice."""
    while (seat := hand.to_move) is not None:
        started = time.perf_counter()
        action = choose(seat)
        if seconds is not None:
            seconds[seat].append(time.perf_counter() - started)
        hand.apply(action)


def level_bot(level: str, seed: int, hand: Hand) -> Bot:
    """The bot of ``level`` for a seat of ``hand``: this checkout's own levels."""
    return make_bot(level, seed)


#: Makes the bot for a seat: (level, seed, the hand it will play in) -> bot.
BotMaker = Callable[[str, int, Hand], Bot]


def play_deal(
    level_a: str,
    level_b: str,
    seed: int,
    deal: int,
    players: int,
    variants: Variants,
    make: BotMaker = level_bot,
) -> DealResult:
    """Every seating of deal number ``deal``: A's mean score (win 1, draw 0.5) and margin."""
    shuffle_seed = deal_seed(seed, deal)
    games = seatings(players)
    result = DealResult(0.0, 0.0, len(games))
    for a_seats in games:
        hand = Hand.shuffled(shuffle_seed, players, deal % players, variants)
        bot_seed = shuffle_seed & 0xFFFFFFFF
        bots = [make(level_a if is_a else level_b, bot_seed, hand) for is_a in a_seats]
        seconds: list[list[float]] = [[] for _ in range(players)]
        play_hand(hand, bots, seconds)
        for seat, is_a in enumerate(a_seats):
            (result.seconds_a if is_a else result.seconds_b).extend(seconds[seat])
        outcome = hand.result()
        assert outcome is not None
        sides = side_count(players)
        a_sides = {seat % sides for seat, is_a in enumerate(a_seats) if is_a}
        points = outcome.side_points
        a_points = sum(points[side] for side in a_sides)
        b_points = [points[side] for side in range(sides) if side not in a_sides]
        result.point_difference += (a_points - sum(b_points) / len(b_points)) / len(games)
        if outcome.winner_side is None and a_points == max(points):
            # 60-60, or a tie for first place among three that A shares: half a win.
            result.draws += 1
            result.score += 0.5 / len(games)
        elif outcome.winner_side in a_sides:
            result.wins += 1
            result.score += 1 / len(games)
    return result


def play_chiamata(
    hand: ChiamataHand, bots: list[ChiamataBot], seconds: list[list[float]] | None = None
) -> ChiamataResult:
    """Play a chiamata deal to its end with one bot per seat; its result."""
    play_out(hand, lambda seat: bots[seat].choose(ChiamataView.of(hand, seat)), seconds)
    result = hand.result()
    assert result is not None
    return result


def play_chiamata_deal(level_a: str, level_b: str, seed: int, deal: int) -> DealResult:
    """Deal number ``deal`` five times, A in each seat among four B: A's mean game points.

    ``score`` is A's mean game points per game (0 is an even share, the five sum to zero),
    ``point_difference`` its side's mean card points minus the other side's.
    """
    shuffle_seed = deal_seed(seed, deal)
    result = DealResult(0.0, 0.0, CHIAMATA_PLAYERS)
    for a_seat in range(CHIAMATA_PLAYERS):
        hand = ChiamataHand.shuffled(shuffle_seed, deal % CHIAMATA_PLAYERS)
        bot_seed = shuffle_seed & 0xFFFFFFFF
        bots = [
            make_chiamata_bot(level_a if seat == a_seat else level_b, bot_seed)
            for seat in range(CHIAMATA_PLAYERS)
        ]
        seconds: list[list[float]] = [[] for _ in range(CHIAMATA_PLAYERS)]
        outcome = play_chiamata(hand, bots, seconds)
        for seat in range(CHIAMATA_PLAYERS):
            (result.seconds_a if seat == a_seat else result.seconds_b).extend(seconds[seat])
        points = outcome.game_points[a_seat]
        result.score += points / CHIAMATA_PLAYERS
        result.wins += points > 0
        result.draws += points == 0
        if not outcome.thrown_in:
            ours = outcome.side_points[0 if a_seat in (outcome.caller, outcome.partner) else 1]
            result.point_difference += (2 * ours - 120) / CHIAMATA_PLAYERS
    return result
