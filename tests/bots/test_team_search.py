"""The team search of the last tricks (3, 4 and 6 players) against a brute force written here."""

from __future__ import annotations

import random

import pytest

from briscola_qt.bots.hard import margin
from briscola_qt.bots.heuristics import partner_holds, sensible_card
from briscola_qt.bots.team_search import TeamSearch
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import random_position

#: Cards in play at each table: the 2s taken out with three and six players.
PACK = {3: 39, 4: 40, 6: 36}


def brute_margin(state: FastHand, me: int, partners_choose: bool = True) -> int:
    """The final margin of ``me``'s side when its seats (only ``me`` unless
    ``partners_choose``) choose the best line and the others answer by the rules of thumb,
    by trying every line."""
    if state.is_over:
        return margin(state.points, me % state.sides)
    mover = state.to_move
    hand = state.hands[mover]
    if mover == me or (partners_choose and mover % state.sides == me % state.sides):
        values = []
        for card in list(hand):
            after = state.clone()
            after.play(card)
            values.append(brute_margin(after, me, partners_choose))
        return max(values)
    trick = state.trick
    holds = state.players > 3 and partner_holds(trick, state.leader, state.players, state.trump)
    after = state.clone()
    after.play(sensible_card(hand, trick, state.trump, holds, len(trick) == state.players - 1))
    return brute_margin(after, me, partners_choose)


@pytest.mark.parametrize("partners_choose", [True, False])
@pytest.mark.parametrize(
    ("players", "cards_left"),
    # The last tricks, and one or two rounds of draws before them.
    [(3, 9), (3, 12), (3, 15), (4, 12), (4, 16), (6, 18), (6, 24)],
)
def test_team_search_matches_brute_force(
    players: int, cards_left: int, partners_choose: bool
) -> None:
    rng = random.Random(players * 100 + cards_left)
    for _ in range(8):
        # Up to a trick's worth of cards further, so that some positions start mid-trick.
        plays = PACK[players] - cards_left + rng.randrange(players)
        hand = random_position(rng, players, plays=plays)
        seat = hand.to_move
        assert seat is not None
        world = SeatView.of(hand, seat).sample_world(rng)
        search = TeamSearch(world, seat, partners_choose)
        for card in sorted(set(world.hands[seat])):
            after = world.clone()
            after.play(card)
            assert search.margin_after(card) == brute_margin(after, seat, partners_choose)
