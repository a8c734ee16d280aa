"""The Hard level: counts the cards, imagines the unseen ones, plays to win the hand.

For each decision it deals the cards it cannot see at random in a fixed number of ways
consistent with its view (perfect-information Monte Carlo), scores every card in hand in
each imagined deal, and plays the card with the best weighted average; a deal weighs less
when a sensible opponent would not have played as this one did (:mod:`.inference`).

How a deal is scored:

- With two players and few cards left, by exact search (:mod:`.search`). Once the stock
  is empty nothing is hidden, the one deal is the truth and the play is perfect.
- Otherwise the bot plays the card, lets everyone else answer by the Normal rules of
  thumb, tries each of its own next cards, and finishes the hand by the rules of thumb;
  the best of its next cards gives the score.

The score is the chance of winning the hand: exactly 1, 0.5 or 0 (plus a tiny share of the
margin as tie-break) from an exact search; from a rules-of-thumb finish, whose margin is
only a rough forecast, a logistic curve of that margin. Either way a sure 61 beats a
risky 70.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from briscola_qt.bots.base import Decision, decision_rng
from briscola_qt.bots.heuristics import partner_holds, sensible_card
from briscola_qt.bots.inference import plausibility
from briscola_qt.bots.search import ExactSearch
from briscola_qt.engine.cards import CARDS
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.view import SeatView

#: The weight of the margin next to the result: 120 points of margin count 0.01.
MARGIN_WEIGHT = 0.01 / 120
#: Every point of the 40-card pack, which two players share.
TOTAL_POINTS = 120


def margin(side_points: Sequence[int], side: int) -> int:
    """Points ahead of the best other side (negative when behind)."""
    return side_points[side] - max(p for other, p in enumerate(side_points) if other != side)


def utility(side_points: Sequence[int], side: int) -> float:
    """The hand's result for ``side`` (1 win, 0.5 shared first place, 0 loss), plus the margin."""
    ahead = margin(side_points, side)
    result = 1.0 if ahead > 0 else 0.5 if ahead == 0 else 0.0
    return result + MARGIN_WEIGHT * ahead


def play_on(state: FastHand, stop_at: int = -1) -> None:
    """Play ``state`` on by the Normal rules of thumb, to the end or until ``stop_at`` moves."""
    hands = state.hands
    trick = state.trick
    trump = state.trump
    players = state.players
    last = players - 1
    while True:
        mover = (state.leader + len(trick)) % players
        hand = hands[mover]
        if not hand or mover == stop_at:
            return
        holds = players > 3 and partner_holds(trick, state.leader, players, trump)
        state.play(sensible_card(hand, trick, trump, holds, len(trick) == last))


class HardBot:
    """Perfect-information Monte Carlo over sampled deals, exact in two-player endgames."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        worlds: int = 120,
        exact_worlds: int = 12,
        exact_cards: int = 8,
        doubt: float = 0.5,
        margin_scale: float = 25.0,
    ) -> None:
        """The amount of work is fixed, so a seed and a view always give the same card.

        ``worlds`` deals are imagined per decision and finished by rules of thumb; with
        two players and at most ``exact_cards`` cards left in both hands and the stock,
        ``exact_worlds`` deals are searched exactly instead. ``doubt`` is the weight of a
        deal in which the opponent's last plays were not what a sensible player would
        make; ``margin_scale`` is how many points of a forecast margin make a win likely.
        """
        self.seed = seed
        self.worlds = worlds
        self.exact_worlds = exact_worlds
        self.exact_cards = exact_cards
        self.doubt = doubt
        self.margin_scale = margin_scale

    def choose(self, view: SeatView) -> Decision:
        if view.exchangeable is not None:
            # The 7 (or 2) of trumps for a higher trump is a gain; the card given back is
            # one the stock's last drawer would get anyway.
            return Decision(view.exchangeable, exchange=True)
        candidates = sorted({int(card) for card in view.hand})
        if len(candidates) == 1:
            return Decision(CARDS[candidates[0]])
        exact = view.players == 2 and view.stock_count + sum(view.hand_sizes) <= self.exact_cards
        score = self.exact_scores if exact else self.look_ahead_scores
        worlds = self.exact_worlds if exact else self.worlds
        if view.players == 2 and not view.stock_count:
            worlds = 1  # nothing is hidden: every sample is the one true position
        rng = decision_rng(self.seed, view)
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(worlds):
            world = view.sample_world(rng)
            weight = plausibility(world, view, self.doubt)
            for card, value in score(world, view, candidates).items():
                totals[card] += weight * value
        return Decision(CARDS[max(candidates, key=totals.__getitem__)])

    def win_chance(self, side_points: Sequence[int], side: int) -> float:
        """A forecast ending's margin as a chance of winning: a logistic curve."""
        return 1 / (1 + math.exp(-margin(side_points, side) / self.margin_scale))

    def look_ahead_scores(
        self, world: FastHand, view: SeatView, candidates: list[int]
    ) -> dict[int, float]:
        """Each card, then the others' answers, then the best next card, then rules of thumb."""
        scores = {}
        for card in candidates:
            state = world.clone()
            state.play(card)
            play_on(state, stop_at=view.seat)
            best = -1.0
            for second in sorted(set(state.hands[view.seat])):
                after = state.clone()
                after.play(second)
                play_on(after)
                best = max(best, self.win_chance(after.points, view.side))
            if best < 0:  # that was its last card
                best = self.win_chance(state.points, view.side)
            scores[card] = best
        return scores

    @staticmethod
    def exact_scores(world: FastHand, view: SeatView, candidates: list[int]) -> dict[int, float]:
        """Each card's result under best play by both seats, by exact search of the deal."""
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
