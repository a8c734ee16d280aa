"""Briscola chiamata in the engine: the deal, the auction, the call, the partner and the score."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import (
    Action,
    Card,
    ChiamataHand,
    ChiamataMatch,
    ChiamataPhase,
    ChiamataView,
    IllegalBidError,
    IllegalCallError,
    IllegalPlayError,
    RecordError,
    Variants,
    record_of,
)
from briscola_qt.engine.chiamata import game_points
from briscola_qt.engine.events import (
    AuctionMove,
    AuctionWon,
    CardCalled,
    CardDealt,
    CardPlayed,
    DealOver,
    DealThrownIn,
    PartnerRevealed,
    TrickWon,
)
from tests.engine.helpers import deck_with, random_chiamata_action


def suits_hand() -> ChiamataHand:
    """Dealer 4: seats 0-3 each hold one suit's top eight (cups, coins, swords, batons)."""
    seats = [[f"{rank}{suit}" for rank in "A3KQJ765"] for suit in "cdsb"]
    seats.append(["4c", "2c", "4d", "2d", "4s", "2s", "4b", "2b"])
    return ChiamataHand(deck_with([seats[i % 5][i // 5] for i in range(40)], 5), dealer=4)


def apply_codes(hand: ChiamataHand, codes: str) -> list[object]:
    events: list[object] = []
    for code in codes.split():
        events += hand.apply(Action.parse(code))
    return events


def test_eight_cards_each_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    hand = suits_hand()
    assert hand.cards_of(0) == tuple(Card.parse(f"{r}c") for r in "A3KQJ765")
    assert [c.code for c in hand.cards_of(4)] == ["4c", "2c", "4d", "2d", "4s", "2s", "4b", "2b"]
    assert hand.hand_sizes() == (8,) * 5 and hand.phase is ChiamataPhase.AUCTION
    events = hand.deal_events()
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [0, 1, 2, 3, 4] * 8
    assert hand.to_move == 0 and hand.trump is None


def test_a_scripted_deal_from_the_auction_to_the_score() -> None:
    hand = suits_hand()
    events = apply_codes(hand, "b3 bK p p p bJ p")
    assert events[-1] == AuctionWon(0, Action.bid(8)) and hand.caller == 0
    assert hand.phase is ChiamataPhase.CALL and hand.to_move == 0
    assert hand.legal_actions() == [Action.parse(c) for c in ("cJc", "cJd", "cJs", "cJb")]
    assert hand.apply(Action.parse("cJs")) == [CardCalled(0, Card.parse("Js"))]
    assert hand.trump == Card.parse("Js").suit and hand.partner == 2 and hand.target == 61
    # Trick 1: the Ace of swords (trumps) takes four Aces and a 4: 44 points to seat 2.
    events = apply_codes(hand, "Ac Ad As Ab 4c")
    trick = tuple(Card.parse(c) for c in ["Ac", "Ad", "As", "Ab", "4c"])
    assert events[-1] == TrickWon(2, trick, 44)
    assert hand.to_move == 2
    events = hand.apply(Action.parse("Js"))
    assert events == [CardPlayed(2, Card.parse("Js")), PartnerRevealed(2, False)]
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    result = hand.result()
    assert result is not None and result.caller == 0 and result.partner == 2
    assert sum(result.side_points) == 120 and result.won == (result.side_points[0] >= 61)
    assert result.game_points == game_points(0, 2, result.won)
    assert sum(hand.seat_points()) == 120 and len(hand.tricks) == 8


def test_golden_seeded_deal() -> None:
    """A seeded shuffle and seeded random actions give the same deal on every machine."""
    hand = ChiamataHand.shuffled(2026)
    assert [c.code for c in hand.deck[:10]] == GOLDEN_2026
    rng = random.Random(0)
    while not hand.is_over:
        hand.apply(random_chiamata_action(hand, rng))
    assert hand.plays[:10] == GOLDEN_AUCTION
    result = hand.result()
    assert result is not None
    assert (result.caller, result.partner, result.called, result.side_points) == (
        0, 2, Card.parse("2s"), (74, 46),
    )
    assert result.game_points == (2, -1, 1, -1, -1)


# Recorded once; a change here means old chiamata records no longer replay the same.
GOLDEN_2026 = ["5s", "3s", "Ab", "7b", "Js", "Qb", "5c", "6s", "4d", "2c"]
GOLDEN_AUCTION = ["b3", "p", "bQ", "p", "b7", "b5", "b4", "b2", "p", "p"]


def test_each_bid_is_lower_in_rank_then_two_and_more_points() -> None:
    hand = ChiamataHand.shuffled(1, dealer=0)
    assert hand.to_move == 1
    with pytest.raises(IllegalBidError, match="only after a 2"):
        hand.apply(Action.bid(2, 70))
    apply_codes(hand, "bK")
    for code in ("bA", "b3", "bK"):
        with pytest.raises(IllegalBidError, match=f"seat 2 may not bid {code}: after bK"):
            hand.apply(Action.parse(code))
    apply_codes(hand, "b2 b2+62 p")
    with pytest.raises(IllegalBidError, match="more points"):
        hand.apply(Action.parse("b2+62"))
    apply_codes(hand, "b2+70")
    # Seat 3 passed: the turn skips it from now on.
    assert [seat for seat, _ in hand.auction.moves] == [1, 2, 3, 4, 0]
    assert hand.to_move == 1
    assert hand.legal_actions()[1:] == [Action.bid(2, n) for n in range(71, 121)]
    with pytest.raises(IllegalBidError, match="the auction is on"):
        hand.apply(Action.play(hand.cards_of(1)[0]))
    apply_codes(hand, "p p p")
    assert hand.caller == 0 and hand.target == 70 and hand.to_move == 0


def test_all_pass_throws_the_cards_in() -> None:
    hand = ChiamataHand.shuffled(2, dealer=3)
    events = apply_codes(hand, "p p p p p")
    assert events[-2:] == [AuctionMove(3, Action.pass_()), DealThrownIn()]
    result = hand.result()
    assert hand.is_over and result is not None and result.thrown_in
    assert result.game_points == (0,) * 5 and hand.legal_actions() == []
    with pytest.raises(IllegalPlayError, match="over"):
        hand.apply(Action.pass_())


def test_four_passes_leave_the_last_seat_to_bid_or_pass() -> None:
    hand = ChiamataHand.shuffled(3, dealer=0)
    apply_codes(hand, "p p p p")
    assert hand.to_move == 0 and hand.phase is ChiamataPhase.AUCTION
    events = hand.apply(Action.bid(4))
    assert events[-1] == AuctionWon(0, Action.bid(4)) and hand.caller == 0


def test_the_call_must_name_the_winning_rank() -> None:
    hand = ChiamataHand.shuffled(4, dealer=0)
    apply_codes(hand, "bQ p p p p")
    with pytest.raises(IllegalCallError, match="calls a card of that rank, not Kd"):
        hand.apply(Action.parse("cKd"))
    with pytest.raises(IllegalCallError, match="names the card to call"):
        hand.apply(Action.parse("p"))
    with pytest.raises(IllegalCallError, match="names the card to call"):
        hand.apply(Action.play(hand.cards_of(1)[0]))
    hand.apply(Action.parse("cQd"))
    with pytest.raises(IllegalPlayError, match="plays a card now"):
        hand.apply(Action.parse("cQd"))


def test_a_caller_holding_the_called_card_plays_alone() -> None:
    hand = suits_hand()
    apply_codes(hand, "bA p p p p cAc")
    assert hand.partner == 0
    events = hand.apply(Action.parse("Ac"))
    assert events[1] == PartnerRevealed(0, True)
    while not hand.is_over:
        hand.apply(hand.legal_actions()[-1])
    result = hand.result()
    assert result is not None and result.alone
    assert result.side_points[0] == hand.seat_points()[0]
    assert result.game_points == ((4, -1, -1, -1, -1) if result.won else (-4, 1, 1, 1, 1))


@pytest.mark.parametrize(
    ("caller", "partner", "won", "points"),
    [
        (0, 2, True, (2, -1, 1, -1, -1)),
        (0, 2, False, (-2, 1, -1, 1, 1)),
        (3, 3, True, (-1, -1, -1, 4, -1)),
        (3, 3, False, (1, 1, 1, -4, 1)),
    ],
)
def test_game_points(caller: int, partner: int, won: bool, points: tuple[int, ...]) -> None:
    assert game_points(caller, partner, won) == points and sum(points) == 0


def test_the_target_is_reached_exactly() -> None:
    for seed in range(400):
        hand = ChiamataHand.shuffled(seed)
        rng = random.Random(seed)
        while not hand.is_over:
            hand.apply(random_chiamata_action(hand, rng))
        result = hand.result()
        assert result is not None
        if not result.thrown_in and result.side_points[0] == result.target:
            assert result.won
            return
    pytest.fail("no deal reached its target exactly in 400 seeds")


def test_variants_that_need_a_stock_or_two_players_are_refused() -> None:
    with pytest.raises(RecordError, match="stock"):
        ChiamataHand.shuffled(1, variants=Variants(trump_exchange="seven"))
    with pytest.raises(RecordError, match="open hands"):
        ChiamataHand.shuffled(1, variants=Variants(open_hands=True))
    with pytest.raises(RecordError, match="dealer"):
        ChiamataHand.shuffled(1, dealer=5)
    with pytest.raises(RecordError, match="pack"):
        ChiamataHand(deck_with([], 5)[:-1])


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), dealer=st.integers(0, 4))
def test_random_deals_keep_every_invariant(seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    hand = ChiamataHand.shuffled(seed, dealer)
    revealed: list[PartnerRevealed] = []
    over: list[object] = []
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None
        action = random_chiamata_action(hand, rng)
        events = hand.apply(action)
        revealed += [e for e in events if isinstance(e, PartnerRevealed)]
        over += [e for e in events if isinstance(e, DealOver | DealThrownIn)]
        called, partner = hand.called, hand.partner
        if called is None or partner is None:
            continue
        played = called in [c for cards in hand.played_tricks() for c in cards]
        # The partner becomes public exactly when the called card falls.
        assert len(revealed) == played
        if played:
            assert revealed == [PartnerRevealed(partner, partner == hand.caller)]
            assert events[:2] == [CardPlayed(seat, called), revealed[0]] or action.card != called
        for other in range(5):
            view = ChiamataView.of(hand, other)
            assert view.partner == (partner if played or other == partner else None)
    result = hand.result()
    assert result is not None and sum(result.game_points) == 0 and len(over) == 1
    if result.thrown_in:
        assert over == [DealThrownIn()] and not hand.tricks and result.game_points == (0,) * 5
        return
    assert len(hand.tricks) == 8 and hand.hand_sizes() == (0,) * 5
    played_cards = Counter(card for trick in hand.tricks for card in trick.cards)
    assert sorted(played_cards) == sorted(hand.deck) and set(played_cards.values()) == {1}
    assert sum(hand.seat_points()) == 120 == sum(result.side_points)
    assert result.won == (result.side_points[0] >= result.target)
    assert over == [DealOver(result.side_points, result.won, result.game_points)]
    assert result.caller is not None and result.partner is not None
    winners = {s for s, points in enumerate(result.game_points) if points > 0}
    side = {result.caller, result.partner}
    assert winners == (side if result.won else set(range(5)) - side)
    assert record_of(hand).replay().result() == result


def test_a_match_is_a_fixed_number_of_played_deals_with_the_deal_passing() -> None:
    match = ChiamataMatch(deals=5, first_dealer=2)
    rng = random.Random(5)
    dealers = []
    while not match.is_over:
        hand = match.new_deal(rng.getrandbits(32))
        dealers.append(hand.dealer)
        if len(dealers) == 2:
            apply_codes(hand, "p p p p p")  # thrown in: does not count, the deal passes on
        while not hand.is_over:
            hand.apply(random_chiamata_action(hand, rng))
        match.finish_deal(hand)
    assert dealers[:6] == [2, 3, 4, 0, 1, 2][: len(dealers)]
    assert match.played == 5 and len(match.results) >= 6
    assert sum(match.totals) == 0
    assert match.leaders == tuple(s for s in range(5) if match.totals[s] == max(match.totals))
    with pytest.raises(ValueError, match="already over"):
        match.finish_deal(hand)
    with pytest.raises(ValueError, match="5 or 10"):
        ChiamataMatch(deals=7)
