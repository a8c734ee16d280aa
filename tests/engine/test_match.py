import pytest

from briscola_qt.engine import Hand, Match, Variants
from briscola_qt.engine.hand import HandResult
from tests.engine.helpers import play_randomly


def finish(match: Match, hand: Hand, seed: int) -> HandResult:
    play_randomly(hand, seed)
    return match.finish_hand(hand)


def test_best_of_three_is_won_with_two_hands_and_the_lead_alternates() -> None:
    match = Match()
    leaders = []
    seed = 0
    while not match.is_over:
        hand = match.new_hand(seed)
        leaders.append(hand.to_move)
        finish(match, hand, seed)
        seed += 1
    assert max(match.wins) == 2 and match.winner_side == match.wins.index(2)
    assert leaders == [(1 + i) % 2 for i in range(len(leaders))]
    with pytest.raises(ValueError, match="over"):
        match.finish_hand(hand)


def test_drawn_hands_count_for_nobody() -> None:
    match = Match(hands_to_win=1)
    match.results.append(HandResult((60, 60), None))
    assert match.wins == (0, 0) and not match.is_over and match.dealer == 1
    match.results.append(HandResult((59, 61), 1))
    assert match.wins == (0, 1) and match.winner_side == 1


def test_margins_do_not_matter() -> None:
    match = Match(hands_to_win=3)
    match.results += [HandResult((120, 0), 0), HandResult((59, 61), 1), HandResult((61, 59), 0)]
    assert match.wins == (2, 1) and not match.is_over


def test_match_options_are_checked() -> None:
    with pytest.raises(ValueError, match="1, 2 or 3"):
        Match(hands_to_win=4)
    with pytest.raises(ValueError, match="open hands"):
        Match(players=4, variants=Variants(open_hands=True))
    with pytest.raises(ValueError, match="not over"):
        Match().finish_hand(Match().new_hand(1))


def test_four_player_match_deals_round_the_table() -> None:
    match = Match(players=4, hands_to_win=3)
    dealers = []
    seed = 0
    while not match.is_over:
        hand = match.new_hand(seed)
        dealers.append(hand.dealer)
        finish(match, hand, seed)
        seed += 1
    assert dealers == [index % 4 for index in range(len(dealers))]
    assert len(dealers) >= 3
