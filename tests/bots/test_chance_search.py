"""The chance search against a plain expectimax over every draw, on random late positions."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from briscola_qt.bots import make_bot
from briscola_qt.bots.base import decision_rng
from briscola_qt.bots.chance_search import ChanceSearch
from briscola_qt.bots.hard import HardBot
from briscola_qt.bots.opponent import sensible_share
from briscola_qt.engine.cards import NUM_CARDS
from briscola_qt.engine.core import BEATS, FastHand
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import QUICK_HARD, random_position


def plain_value(state: FastHand, me: int) -> float:
    """Seat ``me``'s chance of winning by brute force: every play, every draw, no pruning."""
    if not any(state.hands) and not state.trick:
        mine = state.points[me]
        return 1.0 if mine > 60 else 0.5 if mine == 60 else 0.0
    mover = state.to_move
    values = []
    for card in set(state.hands[mover]):
        values.append(plain_after(state, me, card))
    return max(values) if mover == me else min(values)


def plain_after(state: FastHand, me: int, card: int) -> float:
    """The seat to move plays ``card``; if that ends a trick, every draw is averaged."""
    if not state.trick:
        child = state.clone()
        child.play(card)
        return plain_value(child, me)
    lead = state.trick[0]
    leader = state.leader
    winner = 1 - leader if BEATS[state.trump][card * NUM_CARDS + lead] else leader
    hidden = state.stock[1:]
    if len(hidden) < 2:  # no draw, or the last card and the briscola: nothing to choose
        child = state.clone()
        child.play(card)
        return plain_value(child, me)
    total = 0.0
    pairs = list(permutations(hidden, 2))
    for first, second in pairs:
        child = state.clone()
        rest = [c for c in hidden if c not in (first, second)]
        # pop() draws from the end: the winner's card last, the other's before it.
        child.stock = [state.stock[0], *rest, second, first]
        child.play(card)
        assert first in child.hands[winner] and second in child.hands[1 - winner]
        total += plain_value(child, me)
    return total / len(pairs)


def late_position(rng: random.Random, stock: int) -> tuple[FastHand, int]:
    while True:
        plays = (34 - stock) + rng.randrange(2)
        hand = random_position(rng, 2, plays=plays)
        if hand.stock_count == stock and hand.to_move is not None:
            seat = hand.to_move
            return SeatView.of(hand, seat).sample_world(rng), seat


@pytest.mark.parametrize("stock", [0, 2, 4])
def test_the_chance_search_gives_the_plain_expectimax_value(stock: int) -> None:
    rng = random.Random(100 + stock)
    for _ in range(12 if stock < 4 else 5):
        world, seat = late_position(rng, stock)
        search = ChanceSearch(world, seat)
        for card in sorted(set(world.hands[seat])):
            assert search.chance_of_card(card) == pytest.approx(
                plain_after(world, seat, card), abs=1e-9
            )


def test_a_hand_already_won_is_a_sure_win_and_hard_still_keeps_its_points() -> None:
    """Every card is worth 1 once seat ``me`` has 61; Hard then orders them by the margin."""
    rng = random.Random(9)
    found = 0
    while found < 4:
        # Sensible play on both sides, so Hard trusts its opponent and searches by chance.
        hand = Hand.shuffled(rng.randrange(2**32), 2, 0)
        normal = make_bot("normal", 0)
        for _ in range(30 + rng.randrange(2)):
            mover = hand.to_move
            assert mover is not None
            hand.apply(normal.choose(SeatView.of(hand, mover)))
        seat = hand.to_move
        if seat is None or hand.stock_count not in (2, 4):
            continue
        view = SeatView.of(hand, seat)
        if view.side_points()[view.side] < 61 or len(set(view.hand)) < 2:
            continue
        assert sensible_share(view) >= HardBot().trust
        found += 1
        world = view.sample_world(rng)
        search = ChanceSearch(world, seat)
        assert {search.chance_of_card(c) for c in world.hands[seat]} == {1.0}
        bot = HardBot(found, **QUICK_HARD)
        ranked = bot.ranked_cards(view)
        candidates = sorted({int(c) for c in view.hand})
        by_margin = bot.sampled_ranking(
            view, candidates, 1.0, bot.doubt, decision_rng(bot.seed, view)
        )
        assert [card for card, _ in ranked] == [card for card, _ in by_margin]
        assert all(chance == 1.0 for _, chance in ranked)


def test_the_chance_search_decides_late_even_when_the_opponent_looks_random() -> None:
    """The reading of a random opponent also fires on strong players, so it no longer
    switches the chance search off: with four cards or fewer in the stock Hard's chances
    are the chance search's, whatever the opponent looks like."""
    rng = random.Random(11)
    found = 0
    while found < 3:
        hand = Hand.shuffled(rng.randrange(2**32), 2, 0)
        wild = [make_bot("random", 1), make_bot("random", 2)]
        for _ in range(30 + rng.randrange(2)):
            mover = hand.to_move
            assert mover is not None
            hand.apply(wild[mover].choose(SeatView.of(hand, mover)))
        seat = hand.to_move
        if seat is None or hand.stock_count not in (2, 4):
            continue
        view = SeatView.of(hand, seat)
        share = sensible_share(view)
        bot = HardBot(found, **QUICK_HARD)
        if share >= bot.trust or len(set(view.hand)) < 2:
            continue
        found += 1
        candidates = sorted({int(c) for c in view.hand})
        doubt = 1 - share * (1 - bot.doubt)
        chances = bot.chance_search_chances(view, candidates, doubt, decision_rng(bot.seed, view))
        assert dict(bot.ranked_cards(view)) == pytest.approx(chances)


def test_a_shared_table_gives_the_same_chances_as_a_search_per_deal() -> None:
    """Hard searches the deals of one decision with one table of positions: the same values."""
    rng = random.Random(31)
    for _ in range(4):
        world, seat = late_position(rng, 4)
        view_worlds = [world, *(late_world_like(world, seat, rng) for _ in range(3))]
        memory: ChanceSearch | None = None
        for other in view_worlds:
            shared = ChanceSearch(other, seat, memory)
            memory = shared
            alone = ChanceSearch(other, seat)
            for card in sorted(set(other.hands[seat])):
                assert shared.chance_of_card(card) == pytest.approx(
                    alone.chance_of_card(card), abs=1e-9
                )


def late_world_like(world: FastHand, seat: int, rng: random.Random) -> FastHand:
    """The same position with the opponent's hand and the face-down stock dealt anew."""
    other = world.clone()
    hidden = [*other.hands[1 - seat], *other.stock[1:]]
    rng.shuffle(hidden)
    size = len(other.hands[1 - seat])
    other.hands[1 - seat] = hidden[:size]
    other.stock = [other.stock[0], *hidden[size:]]
    return other
