"""Every level plays legal cards for every player count and variant, the same for a seed."""

from __future__ import annotations

import random

import pytest

from briscola_qt.bots import LEVELS, make_bot
from briscola_qt.bots.arena import play_hand
from briscola_qt.bots.base import Bot
from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import bot_for, random_position

SETTINGS = [
    (players, Variants(trump_exchange=rule))
    for players in (2, 3, 4, 6)
    for rule in ("off", "seven", "two_and_seven")
]


class Checked:
    """Wraps a bot and checks each action against the view it was given."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.level = bot.level
        self.exchanges = 0

    def choose(self, view: SeatView) -> Action:
        action = self.bot.choose(view)
        assert action in view.legal_actions()
        self.exchanges += action.kind is ActionKind.EXCHANGE
        return action


@pytest.mark.parametrize(("players", "variants"), SETTINGS)
def test_every_level_plays_whole_hands_legally(players: int, variants: Variants) -> None:
    for number, level in enumerate(LEVELS):
        bots = [Checked(bot_for(level, number * 10 + seat)) for seat in range(players)]
        hand = Hand.shuffled(players * 100 + number, players, number % players, variants)
        points = play_hand(hand, list(bots))
        assert hand.is_over
        assert sum(points) == sum(card.points for card in hand.deck)


def test_the_real_hard_level_plays_a_whole_hand_legally() -> None:
    hand = Hand.shuffled(5, 2, 0, Variants(trump_exchange="seven"))
    play_hand(hand, [Checked(make_bot("hard", 1)), Checked(make_bot("normal", 1))])
    assert hand.is_over


@pytest.mark.parametrize("level", LEVELS)
def test_a_seed_fixes_every_choice(level: str) -> None:
    """A fresh bot with the same seed, asked about the same view, answers the same."""
    rng = random.Random(level)
    for _ in range(40):
        hand = random_position(rng, rng.choice((2, 3, 4, 6)))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        assert bot_for(level, 3).choose(view) == bot_for(level, 3).choose(view)


def test_seeds_make_easy_choose_differently() -> None:
    rng = random.Random(1)
    hand = random_position(rng, 2, plays=4)
    view = SeatView.of(hand, hand.to_move or 0)
    assert len({make_bot("easy", seed).choose(view).card for seed in range(30)}) > 1


def test_exchange_is_taken_and_the_bot_then_plays() -> None:
    """With the swap on, Normal and Hard give the 7 of trumps for a better briscola."""
    for level in ("normal", "hard"):
        bots = [Checked(bot_for(level, seat)) for seat in range(2)]
        exchanged = 0
        for seed in range(12):
            hand = Hand.shuffled(seed, 2, 0, Variants(trump_exchange="seven"))
            play_hand(hand, list(bots))
            exchanged += len(hand.exchanges)
        assert exchanged > 0
        assert sum(bot.exchanges for bot in bots) == exchanged


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        make_bot("expert")
