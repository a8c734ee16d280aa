import dataclasses
import math
import random

import pytest

from briscola_qt.engine import CARDS, Card, FastHand, Hand, SeatView, Variants
from briscola_qt.engine.action import Action
from tests.engine.helpers import random_position, redeal_hidden


def cards_in(value: object) -> set[Card]:
    """Every card reachable from a view's fields."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(cards_in(item) for item in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return cards_in([getattr(value, f.name) for f in dataclasses.fields(value)])
    return set()


def visible_to(hand: Hand, seat: int) -> set[Card]:
    seen = set(hand.cards_of(seat)) | {hand.briscola}
    seen |= {card for card in CARDS if card not in hand.deck}  # 2s out of play, set aside openly
    seen |= {card for trick in hand.tricks for card in trick.cards} | set(hand.current_trick)
    for exchange in hand.exchanges:
        seen |= {exchange.given, exchange.taken}
    if hand.variants.open_hands:
        seen |= {card for other in range(hand.players) for card in hand.cards_of(other)}
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_view_never_holds_a_hidden_card(players: int) -> None:
    for seed in range(150):
        hand = random_position(seed, players, exchange="two_and_seven")
        for seat in range(players):
            view = SeatView.of(hand, seat)
            assert cards_in(view) <= visible_to(hand, seat)
            assert view.hand == hand.cards_of(seat)
            for name in (f.name for f in dataclasses.fields(view)):
                assert not isinstance(getattr(view, name), Hand | FastHand | list)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_redealing_hidden_cards_leaves_the_view_unchanged(players: int) -> None:
    rng = random.Random(players)
    for seed in range(100):
        hand = random_position(seed, players, exchange="seven")
        seat = rng.randrange(players)
        other = redeal_hidden(hand, seat, rng)
        assert SeatView.of(other, seat) == SeatView.of(hand, seat)


def test_open_hands_show_the_other_hand_and_only_that() -> None:
    hand = Hand.shuffled(4, variants=Variants(open_hands=True))
    view = SeatView.of(hand, 0)
    assert view.known_hands[1] == hand.cards_of(1)
    assert len(view.unseen_cards()) == hand.stock_count - 1


def test_a_taken_briscola_stays_known_in_the_takers_hand() -> None:
    hand = random_position(0)
    while hand.briscola_taken_by is None:
        seat = hand.to_move
        assert seat is not None
        hand.apply(Action.play(hand.cards_of(seat)[0]))
    taker = hand.briscola_taken_by
    view = SeatView.of(hand, 1 - taker)
    assert hand.briscola in view.known_hands[taker]
    # With the stock empty nothing is hidden in a two-player hand.
    assert sorted(view.unseen_cards()) == sorted(
        card for card in hand.cards_of(taker) if card != hand.briscola
    )


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_sampled_worlds_agree_with_the_view(players: int) -> None:
    rng = random.Random(7)
    for seed in range(60):
        hand = random_position(seed, players)
        if hand.is_over:
            continue
        seat = hand.to_move
        assert seat is not None
        view = SeatView.of(hand, seat)
        world = view.sample_world(rng)
        assert world.hands[seat] == list(view.hand)
        assert [len(h) for h in world.hands] == list(view.hand_sizes)
        assert len(world.stock) == view.stock_count
        assert world.to_move == seat and world.trick == list(view.current_trick)
        all_cards = [c for h in world.hands for c in h] + world.stock + view.played_cards()
        assert sorted(all_cards) == sorted(hand.deck)
        assert sum(world.play_out_at_random(rng.random)) == 120


def test_every_world_is_each_possible_other_hand_once_and_holds_the_true_one() -> None:
    """Late in a two-player hand the opponent's possible hands are few: all of them, once."""
    checked = 0
    for seed in range(400):
        hand = random_position(seed, 2)
        seat = hand.to_move
        if seat is None or not 0 < hand.stock_count <= 6:
            continue
        checked += 1
        view = SeatView.of(hand, seat)
        worlds = view.every_world()
        unseen = len(view.unseen_cards())
        other = 1 - seat
        missing = view.hand_sizes[other] - len(view.known_hands[other])
        assert len(worlds) == math.comb(unseen, missing)
        held = {tuple(sorted(world.hands[other])) for world in worlds}
        assert len(held) == len(worlds)
        assert tuple(sorted(int(c) for c in hand.cards_of(other))) in held
        for world in worlds:
            assert world.hands[seat] == list(view.hand)
            assert len(world.stock) == view.stock_count and world.briscola == view.briscola
            all_cards = [c for h in world.hands for c in h] + world.stock + view.played_cards()
            assert sorted(all_cards) == sorted(hand.deck)
    assert checked > 10


def test_every_world_is_for_two_players_only() -> None:
    hand = random_position(3, 4)
    seat = hand.to_move
    assert seat is not None
    with pytest.raises(ValueError, match="two-player"):
        SeatView.of(hand, seat).every_world()
