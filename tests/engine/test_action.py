"""The one move type: codes round-trip, bad codes are refused, and legal means applicable."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import (
    CARDS,
    Action,
    ActionCodeError,
    ActionKind,
    AnyHand,
    BriscolaError,
    Card,
    CardCodeError,
    IllegalPlayError,
    SeatView,
    record_of,
)
from tests.engine.helpers import random_position

EVERY_BID = [Action.bid(rank) for rank in range(1, 11)] + [
    Action.bid(2, target) for target in range(62, 121)
]
#: Every action of every kind the engine knows: the candidates a position is tested with.
EVERY_ACTION = (
    [Action.play(card) for card in CARDS]
    + [Action.exchange(card) for card in CARDS]
    + [Action.call(card) for card in CARDS]
    + EVERY_BID
    + [Action.pass_()]
)


@pytest.mark.parametrize(
    ("code", "action"),
    [
        ("Ad", Action.play(Card.parse("Ad"))),
        ("x7d", Action.exchange(Card.parse("7d"))),
        ("bA", Action.bid(1)),
        ("bQ", Action.bid(9)),
        ("b2", Action.bid(2)),
        ("b2+62", Action.bid(2, 62)),
        ("p", Action.pass_()),
        ("c3c", Action.call(Card.parse("3c"))),
    ],
)
def test_the_record_codes(code: str, action: Action) -> None:
    assert Action.parse(code) == action and action.code == code
    assert repr(action) == f"Action({code!r})" and str(action) == code


def test_every_action_round_trips_through_its_code() -> None:
    assert len(set(EVERY_ACTION)) == len(EVERY_ACTION) == 40 * 3 + 10 + 59 + 1
    assert len({action.code for action in EVERY_ACTION}) == len(EVERY_ACTION)
    for action in EVERY_ACTION:
        assert Action.parse(action.code) == action


def test_a_play_carries_its_card_and_nothing_else() -> None:
    action = Action.play(Card.parse("Qs"))
    assert (action.kind, action.card, action.rank, action.target) == (
        ActionKind.PLAY,
        Card.parse("Qs"),
        0,
        0,
    )
    with pytest.raises(AttributeError):
        action.card = Card.parse("Ad")  # type: ignore[misc]


def test_bids_are_ordered_from_the_ace_down_to_two_and_points() -> None:
    orders = [bid.bid_order for bid in EVERY_BID]
    ranks = [bid.rank for bid in EVERY_BID[:10]]
    ordered = sorted(EVERY_BID, key=lambda bid: bid.bid_order)
    assert [bid.code for bid in ordered[:10]] == [
        "bA",
        "b3",
        "bK",
        "bQ",
        "bJ",
        "b7",
        "b6",
        "b5",
        "b4",
        "b2",
    ]
    assert len(set(orders)) == len(orders) and set(ranks) == set(range(1, 11))
    assert ordered[10:] == EVERY_BID[10:]


BAD_CODES = {
    "": "unknown action code ''",
    "ad": "unknown card code 'ad'",
    "Ad ": "unknown card code 'Ad '",
    "x": "unknown action code 'x'",
    "xZz": "unknown action code 'xZz'",
    "cA": "unknown action code 'cA'",
    "bX": "unknown action code 'bX'",
    "b": "unknown action code 'b'",
    "bAA": "unknown action code 'bAA'",
    "bA+70": "only a 2 takes points",
    "b2+61": "only a 2 takes points",
    "b2+062": "only a 2 takes points",
    "b2+": "unknown action code 'b2\\+'",
    "b2+x": "unknown action code 'b2\\+x'",
    "b2+121": "target is from 61 to 120",
    "P": "unknown card code 'P'",
    "pass": "unknown card code 'pass'",
}


@pytest.mark.parametrize(("code", "message"), list(BAD_CODES.items()))
def test_bad_codes_are_refused_in_one_line(code: str, message: str) -> None:
    with pytest.raises((ActionCodeError, CardCodeError), match=message) as error:
        Action.parse(code)
    assert "\n" not in str(error.value)


def test_bad_constructor_arguments_are_refused() -> None:
    for make in (
        lambda: Action.play(40),
        lambda: Action.exchange(-1),
        lambda: Action.bid(0),
        lambda: Action.bid(1, 70),
        lambda: Action.bid(2, 60),
    ):
        with pytest.raises(ActionCodeError):
            make()
    with pytest.raises(ActionCodeError):
        Action.parse(None)  # type: ignore[arg-type]


@given(st.text(max_size=7))
def test_any_text_parses_or_gives_a_named_error(text: str) -> None:
    try:
        action = Action.parse(text)
    except BriscolaError as error:
        assert "\n" not in str(error)
    else:
        assert action.code == text


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4, 6]))
def test_legal_actions_are_exactly_what_apply_accepts(seed: int, players: int) -> None:
    hand = random_position(seed, players, exchange="two_and_seven")
    seat = hand.to_move
    assert hand.legal_actions() == (
        SeatView.of(hand, seat).legal_actions() if seat is not None else []
    )
    check_legal_is_applicable(hand)


def check_legal_is_applicable(hand: AnyHand) -> None:
    """Every action of every kind is accepted by ``apply`` exactly when it is legal."""
    record = record_of(hand)
    legal = hand.legal_actions()
    for action in EVERY_ACTION:
        fresh = record.replay()
        if action in legal:
            fresh.apply(action)
            assert fresh.actions == [*hand.actions, action]
        else:
            with pytest.raises(IllegalPlayError):
                fresh.apply(action)
            assert fresh.actions == hand.actions
            assert [fresh.cards_of(s) for s in range(hand.players)] == [
                hand.cards_of(s) for s in range(hand.players)
            ]
