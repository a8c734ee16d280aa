"""The Hard level: counts the cards, imagines the unseen ones, plays to win the hand.

For each decision it deals the cards it cannot see at random in a fixed number of ways
consistent with its view (perfect-information Monte Carlo), scores every card in hand in
each imagined deal, and plays the card with the best average. A deal is scored by exact
search once few tricks remain with two players (and that search is the real thing once the
stock is empty: nothing is hidden then), otherwise by finishing it with the Normal rules of
thumb for every seat. The score is the hand's result for its side — win 1, draw 0.5,
loss 0 — plus a tiny share of the margin, so a sure 61 beats a risky 70.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from briscola_qt.bots.base import Decision, decision_rng
from briscola_qt.bots.heuristics import partner_holds, sensible_card
from briscola_qt.bots.search import ExactSearch
from briscola_qt.engine.cards import CARDS
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.view import SeatView

#: The weight of the margin next to the result: 120 points of margin count 0.01.
MARGIN_WEIGHT = 0.01 / 120
#: Every point of the 40-card pack, which two players share.
TOTAL_POINTS = 120


def utility(side_points: Sequence[int], side: int) -> float:
    """The hand's result for ``side`` (1 win, 0.5 shared first place, 0 loss), plus the margin."""
    mine = side_points[side]
    best_other = max(points for other, points in enumerate(side_points) if other != side)
    if mine > best_other:
        result = 1.0
    elif mine == best_other:
        result = 0.5
    else:
        result = 0.0
    return result + MARGIN_WEIGHT * (mine - best_other)


def roll_out(state: FastHand) -> list[int]:
    """Finish ``state`` with every seat on the Normal rules of thumb; each side's points."""
    hands = state.hands
    trick = state.trick
    trump = state.trump
    players = state.players
    last = players - 1
    while True:
        hand = hands[(state.leader + len(trick)) % players]
        if not hand:
            return state.points
        holds = players > 3 and partner_holds(trick, state.leader, players, trump)
        state.play(sensible_card(hand, trick, trump, holds, len(trick) == last))


class HardBot:
    """Perfect-information Monte Carlo over sampled deals, exact in two-player endgames."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        worlds: int = 40,
        exact_worlds: int = 16,
        exact_cards: int = 10,
        scale: int = 0,
    ) -> None:
        """``worlds`` deals are imagined per decision while the rest is played out by rules
        of thumb; ``exact_worlds`` once two seats hold at most ``exact_cards`` cards between
        their hands and the stock, when every deal is searched exactly."""
        self.seed = seed
        self.worlds = worlds
        self.exact_worlds = exact_worlds
        self.exact_cards = exact_cards
        self.scale = scale

    def choose(self, view: SeatView) -> Decision:
        if view.exchangeable is not None:
            # The 7 (or 2) of trumps for a higher trump is a gain; the card given back is
            # one the stock's last drawer would get anyway.
            return Decision(view.exchangeable, exchange=True)
        if len(view.hand) == 1:
            return Decision(view.hand[0])
        rng = decision_rng(self.seed, view)
        candidates = sorted({int(card) for card in view.hand})
        totals = dict.fromkeys(candidates, 0.0)
        exact = view.players == 2 and view.stock_count + sum(view.hand_sizes) <= self.exact_cards
        score = self.exact_scores if exact else self.rollout_scores
        worlds = self.exact_worlds if exact else self.worlds
        if not view.stock_count and view.players == 2:
            worlds = 1  # nothing is hidden: every sample is the one true position
        for _ in range(worlds):
            world = view.sample_world(rng)
            for card, value in score(world, view, candidates).items():
                totals[card] += value
        best = max(candidates, key=totals.__getitem__)
        return Decision(CARDS[best])

    def rollout_scores(
        self, world: FastHand, view: SeatView, candidates: list[int]
    ) -> dict[int, float]:
        scores = {}
        for card in candidates:
            state = world.clone()
            state.play(card)
            points = roll_out(state)
            if self.scale:
                margin = 2 * points[view.side] - sum(points)
                scores[card] = 1 / (1 + math.exp(-margin / self.scale))
            else:
                scores[card] = utility(points, view.side)
        return scores

    @staticmethod
    def exact_scores(world: FastHand, view: SeatView, candidates: list[int]) -> dict[int, float]:
        search = ExactSearch(world, view.seat)
        past = world.points[view.seat]
        scores = {}
        for card in candidates:
            if world.trick:
                future = search.value_of_answer(world.trick[0], card)
            else:
                future = search.value_of_lead(card)
            mine = past + future
            scores[card] = utility((mine, TOTAL_POINTS - mine), 0)
        return scores
