"""The bots never cheat: re-dealing every card a seat cannot see never changes its choice."""

from __future__ import annotations

import random

import pytest

from briscola_qt.bots import LEVELS, make_bot
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import bot_for, random_position


def redealt(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """The same game with the cards ``seat`` cannot see permuted among their deck places.

    That shuffles the stock order and the unknown cards of the other hands together, while
    everything the seat has seen stays where it was.
    """
    record = record_of(hand)
    hidden = set(SeatView.of(hand, seat).unseen_cards())
    places = [index for index, card in enumerate(record.deck) if card in hidden]
    cards = [record.deck[index] for index in places]
    rng.shuffle(cards)
    deck = list(record.deck)
    for index, card in zip(places, cards, strict=True):
        deck[index] = card
    return Record(hand.players, hand.dealer, tuple(deck), record.plays, hand.variants).replay()


VARIANTS = [
    (2, Variants()),
    (2, Variants(trump_exchange="two_and_seven")),
    (2, Variants(open_hands=True)),
    (3, Variants()),
    (4, Variants(trump_exchange="seven")),
    (4, Variants(partners_show=True)),
    (6, Variants(partners_show=True)),
    (6, Variants()),
]


@pytest.mark.parametrize(("players", "variants"), VARIANTS)
def test_hidden_cards_never_change_a_choice(players: int, variants: Variants) -> None:
    rng = random.Random(players * 7919 + len(str(variants)))
    changed_decks = changed_hands = 0
    for _ in range(25):
        hand = random_position(rng, players, variants)
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        for _ in range(3):
            other = redealt(hand, seat, rng)
            assert SeatView.of(other, seat) == view
            changed_decks += other.deck != hand.deck
            changed_hands += [other.cards_of(s) for s in range(players)] != [
                hand.cards_of(s) for s in range(players)
            ]
            for level in LEVELS:
                seed = rng.randrange(1000)
                assert bot_for(level, seed).choose(view) == bot_for(level, seed).choose(
                    SeatView.of(other, seat)
                ), (level, seed, record_of(hand).dumps())
    # The re-deals really moved hidden cards, between hands too unless the hands are open.
    assert changed_decks > 50
    assert changed_hands > 20 or variants.open_hands


def test_the_real_hard_level_ignores_hidden_cards_too() -> None:
    """The full amount of work, on fewer positions: the same code with its real settings."""
    rng = random.Random(41)
    for _ in range(8):
        hand = random_position(rng, 2, Variants(trump_exchange="seven"))
        seat = hand.to_move
        assert seat is not None
        other = redealt(hand, seat, rng)
        bot = make_bot("hard", 5)
        assert bot.choose(SeatView.of(hand, seat)) == bot.choose(SeatView.of(other, seat))
