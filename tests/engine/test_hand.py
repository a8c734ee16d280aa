from collections import Counter

import pytest

from briscola_qt.engine import Card, Hand, IllegalPlayError, RecordError, Variants
from briscola_qt.engine.action import Action
from briscola_qt.engine.events import (
    BriscolaTaken,
    BriscolaTurned,
    CardDealt,
    CardDrawn,
    CardPlayed,
    HandOver,
    TrickWon,
)
from tests.engine.helpers import deck_with, play_randomly, random_hand


def test_deal_goes_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    deck = deck_with(["Ac", "2c", "3c", "4c", "5c", "6c", "7d"])
    hand = Hand(deck, players=2, dealer=1)
    assert hand.cards_of(0) == tuple(Card.parse(c) for c in ("Ac", "3c", "5c"))
    assert hand.cards_of(1) == tuple(Card.parse(c) for c in ("2c", "4c", "6c"))
    assert hand.briscola == Card.parse("7d") and hand.trump == Card.parse("7d").suit
    assert hand.stock_count == 34 and hand.to_move == 0
    events = hand.deal_events()
    assert [type(e) for e in events] == [CardDealt] * 6 + [BriscolaTurned]
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [0, 1, 0, 1, 0, 1]


def test_pagat_king_of_swords_led_ace_of_coins_answered_king_wins_15() -> None:
    # Dealer 1: seat 0 gets Ks and leads, seat 1 gets Ad; the briscola 2c makes cups trumps.
    hand = Hand(deck_with(["Ks", "Ad", "4b", "5b", "6b", "7b", "2c"]), dealer=1)
    hand.apply(Action.play(Card.parse("Ks")))
    events = hand.apply(Action.play(Card.parse("Ad")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert (won.seat, won.points) == (0, 15)
    assert hand.side_points() == (15, 0)


def test_a_trump_two_beats_a_non_trump_three() -> None:
    hand = Hand(deck_with(["3s", "2c", "4b", "5b", "6b", "7b", "Ac"]), dealer=1)
    hand.apply(Action.play(Card.parse("3s")))
    hand.apply(Action.play(Card.parse("2c")))
    assert hand.tricks[-1].winner == 1 and hand.tricks[-1].points == 10


def test_winner_draws_first_and_loser_takes_the_briscola_at_the_end() -> None:
    hand = random_hand(seed=11)
    drawn: list[tuple[int, object]] = []
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        events = hand.apply(Action.play(hand.cards_of(seat)[0]))
        won = [e for e in events if isinstance(e, TrickWon)]
        draws = [e for e in events if isinstance(e, CardDrawn | BriscolaTaken)]
        if won and draws:
            assert [d.seat for d in draws] == [won[0].seat, 1 - won[0].seat]
            drawn.append((won[0].seat, draws[-1]))
    last_winner, last_draw = drawn[-1]
    assert isinstance(last_draw, BriscolaTaken) and last_draw.seat == 1 - last_winner
    assert last_draw.card == hand.briscola and hand.briscola_taken_by == last_draw.seat
    assert len(drawn) == 17 and len(hand.tricks) == 20


def test_any_card_in_hand_is_legal_and_nothing_else() -> None:
    hand = random_hand(seed=3)
    seat = hand.to_move
    assert seat is not None
    other = 1 - seat
    with pytest.raises(IllegalPlayError, match=f"seat {seat} does not hold"):
        hand.apply(Action.play(hand.cards_of(other)[0]))
    assert hand.legal_actions() == [Action.play(card) for card in hand.cards_of(seat)]
    for card in hand.cards_of(seat):
        assert random_hand(seed=3).apply(Action.play(card))[0] == CardPlayed(seat, card)


def test_plays_after_the_end_are_refused() -> None:
    hand = random_hand(seed=5)
    play_randomly(hand, seed=5)
    assert hand.is_over and hand.to_move is None
    with pytest.raises(IllegalPlayError, match="over"):
        hand.apply(Action.play(Card.parse("Ad")))


def test_hand_over_reports_side_points_and_winner() -> None:
    hand = random_hand(seed=8)
    events = []
    while (seat := hand.to_move) is not None:
        events = hand.apply(Action.play(hand.cards_of(seat)[-1]))
    over = events[-1]
    assert isinstance(over, HandOver)
    assert sum(over.side_points) == 120
    result = hand.result()
    assert result is not None and result.side_points == over.side_points


def test_sixty_all_is_a_drawn_hand() -> None:
    for seed in range(2000):
        hand = random_hand(seed)
        play_randomly(hand, seed)
        if hand.side_points() == (60, 60):
            result = hand.result()
            assert result is not None and result.winner_side is None
            return
    pytest.fail("no 60-60 hand in 2000 seeds")


def test_a_deck_that_is_not_the_pack_is_refused() -> None:
    deck = deck_with([])
    with pytest.raises(RecordError, match="twice"):
        Hand([*deck[:-1], deck[0]])
    with pytest.raises(RecordError, match="pack"):
        Hand(deck[:-1])
    with pytest.raises(RecordError, match="less exactly one 2"):
        Hand(deck_with([], 2)[:-1], players=3)
    with pytest.raises(RecordError, match="players"):
        Hand(deck, players=5)
    with pytest.raises(RecordError, match="dealer"):
        Hand(deck, dealer=2)
    with pytest.raises(RecordError, match="open hands"):
        Hand(deck, players=4, variants=Variants(open_hands=True))


@pytest.mark.parametrize(("players", "tricks"), [(2, 20), (3, 13), (4, 10), (6, 6)])
def test_every_player_count_plays_out_the_whole_pack(players: int, tricks: int) -> None:
    hand = random_hand(seed=players, players=players)
    play_randomly(hand, seed=1)
    assert len(hand.tricks) == tricks
    played = Counter(card for trick in hand.tricks for card in trick.cards)
    assert set(played.values()) == {1} and len(played) == len(hand.deck)
    assert sum(hand.side_points()) == 120 and sum(hand.seat_points()) == 120
