import pytest

from briscola_qt.engine import Card, Hand, IllegalPlayError, Variants
from briscola_qt.engine.action import Action
from briscola_qt.engine.events import BriscolaExchanged
from tests.engine.helpers import deck_with, random_position


def exchange_hand(briscola: str, rule: str, seat0: list[str]) -> Hand:
    """Seat 0 leads with ``seat0`` after winning trick 1 (Ab beats 2b), briscola face up."""
    codes = [seat0[0], "2b", seat0[1], "4b", seat0[2], "5b", briscola]
    # Seat 0 (first dealt with dealer 1) plays seat0[0], an Ace of batons, then wins.
    hand = Hand(deck_with(codes), dealer=1, variants=Variants(trump_exchange=rule))
    hand.apply(Action.play(Card.parse(seat0[0])))
    hand.apply(Action.play(Card.parse("2b")))
    assert hand.to_move == 0
    return hand


def test_the_seven_of_trumps_takes_a_higher_briscola() -> None:
    hand = exchange_hand("Kd", "seven", ["Ab", "7d", "3c"])
    assert hand.exchangeable() == Card.parse("7d")
    events = hand.apply(Action.exchange(Card.parse("7d")))
    assert events == [BriscolaExchanged(0, Card.parse("7d"), Card.parse("Kd"))]
    assert Card.parse("Kd") in hand.cards_of(0) and hand.briscola == Card.parse("7d")
    assert hand.plays[-1] == "x7d"
    # At most one exchange per trick.
    assert hand.exchangeable() is None


def test_the_two_takes_a_briscola_from_four_to_seven_only_under_two_and_seven() -> None:
    assert exchange_hand("6d", "seven", ["Ab", "2d", "3c"]).exchangeable() is None
    hand = exchange_hand("6d", "two_and_seven", ["Ab", "2d", "3c"])
    assert hand.exchangeable() == Card.parse("2d")
    assert exchange_hand("Kd", "two_and_seven", ["Ab", "2d", "3c"]).exchangeable() is None


@pytest.mark.parametrize("briscola", ["2d", "4d", "5d", "6d"])
def test_the_seven_never_takes_a_lower_briscola(briscola: str) -> None:
    assert exchange_hand(briscola, "two_and_seven", ["Ab", "7d", "3c"]).exchangeable() is None


def test_no_exchange_when_off_before_the_first_trick_or_for_the_follower() -> None:
    hand = exchange_hand("Kd", "off", ["Ab", "7d", "3c"])
    assert hand.exchangeable() is None
    with pytest.raises(IllegalPlayError, match="exchange"):
        hand.apply(Action.exchange(Card.parse("7d")))
    fresh = Hand(
        deck_with(["7d", "2b", "Ab", "4b", "3c", "5b", "Kd"]),
        dealer=1,
        variants=Variants(trump_exchange="seven"),
    )
    assert fresh.exchangeable() is None
    fresh.apply(Action.play(Card.parse("Ab")))
    assert fresh.exchangeable() is None  # seat 1 follows: only the leader may exchange


def test_exchanges_happen_only_for_a_trick_winner_about_to_lead_with_stock_left() -> None:
    offered = 0
    for seed in range(300):
        hand = random_position(seed, exchange="two_and_seven")
        while (seat := hand.to_move) is not None:
            swap = hand.exchangeable()
            if swap is not None:
                offered += 1
                assert hand.stock_count >= 2 and not hand.current_trick and hand.tricks
                assert hand.tricks[-1].winner == seat and swap.suit == hand.trump
                hand.apply(Action.exchange(swap))
                continue
            hand.apply(Action.play(hand.cards_of(seat)[0]))
    assert offered > 20
