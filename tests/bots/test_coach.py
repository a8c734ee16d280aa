"""The coach: Hard's hint from the player's view, and a review that finds the costly card."""

from __future__ import annotations

import random

import pytest

from briscola_qt.bots.coach import COSTLY, decisions_of, hint, review
from briscola_qt.bots.hard import HardBot
from briscola_qt.engine import Card, Hand, SeatView, record_of
from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.record import loads
from briscola_qt.engine.variants import Variants
from tests.bots.helpers import QUICK_HARD, random_position

#: A hand between two Hard players in which seat 0, sure to win with three tricks to go,
#: leads the Ace of cups (11 points) and the opponent trumps it with the Ace of batons:
#: the hand is lost 50 to 70. Found by letting seat 0 play Hard except for that one lead.
ACE_THROWN_AWAY = loads(
    '{"format": "briscola-record/1", "players": 2, "dealer": 1, "deck": ["5c", "Jc", "Qb", '
    '"7s", "5d", "Kb", "3b", "3s", "6s", "Kc", "Ks", "3d", "As", "2c", "Qc", "6d", "2d", "Jd", '
    '"6c", "Ad", "2b", "4b", "7c", "4s", "2s", "Js", "Qs", "6b", "4c", "Jb", "Qd", "7b", "5b", '
    '"7d", "3c", "Ab", "Kd", "4d", "Ac", "5s"], "plays": ["Qb", "7s", "5d", "Jc", "Kc", "Kb", '
    '"Ks", "As", "2c", "Qc", "6d", "5c", "Jd", "6c", "3d", "2b", "4b", "6s", "4s", "7c", "Js", '
    '"Qs", "6b", "4c", "2s", "3s", "7b", "5b", "Qd", "Ad", "Jb", "7d", "4d", "2d", "5s", "3b", '
    '"Ac", "Ab", "3c", "Kd"]}'
)


def test_the_hint_is_hards_choice_with_a_chance_for_every_legal_action() -> None:
    rng = random.Random(3)
    for number in range(12):
        players = (2, 3, 4)[number % 3]
        hand = random_position(rng, players, Variants(trump_exchange="seven"))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        bot = HardBot(number, **QUICK_HARD)
        given = hint(view, bot)
        assert given.best == bot.choose(view)
        assert {action for action, _ in given.chances} == set(view.legal_actions())
        for card in view.hand:
            chance = given.chance_of(card)
            assert chance is not None and 0.0 <= chance <= 1.0


def test_no_hint_when_it_is_not_the_seats_turn() -> None:
    hand = Hand.shuffled(1, 2, 0)  # seat 1 leads
    with pytest.raises(ValueError, match="not to move"):
        hint(SeatView.of(hand, 0), HardBot(0, **QUICK_HARD))


def test_the_decisions_are_the_seats_own_views_before_each_of_its_actions() -> None:
    decisions = decisions_of(ACE_THROWN_AWAY, 0)
    assert len(decisions) == 20
    for view, action in decisions:
        assert view.seat == 0 and view.to_move == 0
        assert action in view.legal_actions()
    own = [
        card
        for trick in ACE_THROWN_AWAY.replay().tricks
        for index, card in enumerate(trick.cards)
        if trick.seat_of(index) == 0
    ]
    assert [action.card for _, action in decisions] == own


def test_the_review_finds_the_ace_thrown_into_a_trumped_trick() -> None:
    found = review(decisions_of(ACE_THROWN_AWAY, 0), HardBot(0, worlds=30))
    assert not found.clean and len(found.moments) <= 3
    worst = found.moments[0]
    assert worst.played == Action.play(Card.parse("Ac"))
    assert len(worst.view.tricks) == 18 and worst.view.current_trick == ()
    assert worst.view.stock_count == 0
    assert worst.best_chance > 0.99 and worst.played_chance < 0.01
    assert worst.best != worst.played and worst.best.kind is ActionKind.PLAY
    assert all(m.cost >= COSTLY for m in found.moments)
    assert [m.cost for m in found.moments] == sorted((m.cost for m in found.moments), reverse=True)


def test_a_hand_played_as_hard_would_is_clean() -> None:
    bot = HardBot(5, **QUICK_HARD)
    hand = Hand.shuffled(9, 2, 0)
    while (seat := hand.to_move) is not None:
        hand.apply(bot.choose(SeatView.of(hand, seat)))
    found = review(decisions_of(record_of(hand), 0), bot)
    assert found.clean and found.decisions >= 15
