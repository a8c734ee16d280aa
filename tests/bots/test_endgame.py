"""Hard plays two-player endgames perfectly, checked against a brute force written here."""

from __future__ import annotations

import random

from briscola_qt.bots import make_bot
from briscola_qt.bots.heuristics import sensible_card
from briscola_qt.bots.opponent import sensible_share
from briscola_qt.bots.search import ExactSearch, FallibleSearch
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import random_position

#: Plays before the stock runs out in a two-player hand: 17 tricks of two cards.
PLAYS_WITH_STOCK = 34


def outcome(state: FastHand, seat: int) -> float:
    """The hand's result for ``seat`` under best play by both, by trying every line."""
    if state.is_over:
        mine, theirs = state.points[seat], state.points[1 - seat]
        return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    mover = state.to_move
    results = []
    for card in list(state.hands[mover]):
        after = state.clone()
        after.play(card)
        results.append(outcome(after, seat))
    return max(results) if mover == seat else min(results)


def final_points(state: FastHand, seat: int) -> int:
    """The points ``seat`` ends with under best play by both for points."""
    if state.is_over:
        return state.points[seat]
    mover = state.to_move
    values = []
    for card in list(state.hands[mover]):
        after = state.clone()
        after.play(card)
        values.append(final_points(after, seat))
    return max(values) if mover == seat else min(values)


def test_hard_reaches_the_best_outcome_of_every_endgame() -> None:
    rng = random.Random(2024)
    bot = make_bot("hard", 11)
    positions = 0
    while positions < 2500:
        hand = random_position(rng, plays=rng.randrange(PLAYS_WITH_STOCK, 39))
        seat = hand.to_move
        assert seat is not None and hand.stock_count == 0
        choice = bot.choose(SeatView.of(hand, seat)).card
        after = hand.state.clone()
        after.play(choice)
        assert outcome(after, seat) == outcome(hand.state, seat), hand.plays
        positions += 1


def test_exact_search_values_positions_with_a_stock_like_brute_force() -> None:
    """The search Hard runs in each imagined deal, while cards are still drawn."""
    rng = random.Random(7)
    for _ in range(200):
        hand = random_position(rng, plays=rng.randrange(30, PLAYS_WITH_STOCK))
        state = hand.state
        seat = state.to_move
        search = ExactSearch(state, seat)
        for card in list(state.hands[seat]):
            after = state.clone()
            after.play(card)
            if state.trick:
                future = search.value_of_answer(state.trick[0], card)
            else:
                future = search.value_of_lead(card)
            assert state.points[seat] + future == final_points(after, seat)


def chance_by_brute_force(state: FastHand, seat: int, share: float) -> float:
    """``seat`` plays its best; the other plays the rules of thumb with chance ``share``."""
    if state.is_over:
        mine, theirs = state.points[seat], state.points[1 - seat]
        return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    mover = state.to_move
    hand = state.hands[mover]
    values = {}
    for card in set(hand):
        after = state.clone()
        after.play(card)
        values[card] = chance_by_brute_force(after, seat, share)
    if mover == seat:
        return max(values.values())
    rules = sensible_card(hand, state.trick, state.trump, False, len(state.trick) == 1)
    return share * values[rules] + (1 - share) * sum(values.values()) / len(values)


def test_chance_against_a_fallible_opponent_matches_brute_force() -> None:
    rng = random.Random(31)
    for number in range(150):
        hand = random_position(rng, plays=rng.randrange(PLAYS_WITH_STOCK - 2, 39))
        state = hand.state
        seat = state.to_move
        share = (0.0, 0.4, 1.0)[number % 3]
        expected = chance_by_brute_force(state, seat, share)
        assert abs(FallibleSearch(seat, share).chance(state) - expected) < 1e-9


def test_a_lost_endgame_is_played_for_the_opponents_slips() -> None:
    """Among cards that all lose against best play, Hard picks the one a random player
    is likeliest to let win, once the history shows its opponent plays at random."""
    rng = random.Random(5)
    bot = make_bot("hard", 3)
    checked = 0
    for _ in range(400):
        hand = random_position(rng, plays=rng.randrange(PLAYS_WITH_STOCK, 37))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        state = hand.state
        if outcome(state, seat) != 0.0 or sensible_share(view) > 0.1:
            continue
        chances = {}
        for card in set(state.hands[seat]):
            after = state.clone()
            after.play(card)
            chances[card] = FallibleSearch(seat, sensible_share(view)).chance(after)
        choice = int(bot.choose(view).card)
        assert chances[choice] == max(chances.values())
        checked += 1
    assert checked > 20


def test_a_settled_endgame_keeps_every_point_against_a_wild_opponent() -> None:
    """Cards of the same result and the same chance against the slips are told apart by
    the margin, so a hand already won (or lost) for sure never throws points away."""
    rng = random.Random(17)
    bot = make_bot("hard", 2)
    checked = 0
    for _ in range(600):
        hand = random_position(rng, plays=rng.randrange(PLAYS_WITH_STOCK, 37))
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        share = sensible_share(view)
        if share >= 0.85:
            continue
        state = hand.state
        ranks = {}
        for card in set(state.hands[seat]):
            after = state.clone()
            after.play(card)
            chance = FallibleSearch(seat, share).chance(after)
            ranks[card] = (outcome(after, seat), round(chance, 9), final_points(after, seat))
        if len({rank[:2] for rank in ranks.values()}) > 1:
            continue  # not settled: the result or the chance decides
        assert ranks[int(bot.choose(view).card)] == max(ranks.values())
        checked += 1
    assert checked > 20
