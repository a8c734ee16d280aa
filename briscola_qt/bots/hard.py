"""The Hard level: counts the cards, imagines the unseen ones, plays to win the hand.

For each decision it deals the cards it cannot see at random in a fixed number of ways
consistent with its view (perfect-information Monte Carlo), scores every card in hand in
each imagined deal, and plays the card with the best weighted average; a deal weighs less
when a sensible opponent would not have played as this one did (:mod:`.inference`).

How a deal is scored:

- With two players and at most six cards in the stock, by a search in which the draws
  are chance (:mod:`.chance_search`): every hand the opponent may hold is tried (or a
  dozen of them while there are more), and in each both seats play their best while the
  face-down cards fall as they may — an imagined deal's stock order is never taken as
  known. Once the stock is empty nothing is hidden, the one deal is the truth and the
  play is perfect. Cards of equal chance are told apart by the margin, as below.
- With three, four or six players near the end (:data:`TEAM_STOCK`), by
  :mod:`.team_search`: the seat (with four players, with its partner) plays the rest of
  the deal out every way it can, the others answering by the rules of thumb, and the best
  ending gives the score.
- Otherwise the bot plays the card, lets everyone else answer by the Normal rules of
  thumb, tries each of its own next cards, and finishes the hand by the rules of thumb;
  the best of its next cards gives the score.

With two players, when the public history shows an opponent who does not play by the
rules of thumb (:mod:`.opponent`), the imagined opponent plays at random as often as the
real one seems to in the look-ahead, its plays say less about its hand, and in the exact
endgame cards of equal result are told apart by the chance that such an opponent lets
the hand be won. The chance search still imagines best play: that reading also fires on
strong players, for whom a picture of random slips is wrong.

The score is the chance of winning the hand: exactly 1, 0.5 or 0 (plus a tiny share of the
margin as tie-break) from an exact search; from a rules-of-thumb finish, whose margin is
only a rough forecast, a logistic curve of that margin. Either way a sure 61 beats a
risky 70.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType

from briscola_qt.bots.base import decision_rng
from briscola_qt.bots.chance_search import ChanceSearch
from briscola_qt.bots.heuristics import partner_holds, sensible_card
from briscola_qt.bots.inference import plausibility
from briscola_qt.bots.opponent import sensible_share
from briscola_qt.bots.search import TOTAL_POINTS, ExactSearch, FallibleSearch
from briscola_qt.bots.team_search import TeamSearch
from briscola_qt.engine.action import Action
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.hand import Exchange
from briscola_qt.engine.view import SeatView

#: The weight of the margin next to the result: 120 points of margin count 0.01.
MARGIN_WEIGHT = 0.01 / 120
#: The weight of the win chance against a fallible opponent next to the result.
CHANCE_WEIGHT = 0.01
#: The stock left (cards) from which each imagined deal is played out by
#: :class:`TeamSearch`: its last round of draws with three or four players; with six, once
#: the stock is gone (from its last round a search costs seconds a move).
TEAM_STOCK: Mapping[int, int] = MappingProxyType({3: 3, 4: 4, 6: 0})
#: Player counts at which the partners choose their cards with the seat in the team search.
#: With six, two partners each imagined to see every hand and to choose together did worse
#: than the look-ahead, while the seat searching alone, its partners playing by the rules
#: of thumb like the others, did better (docs/bots.md).
PARTNERS_SEARCHED = frozenset({4})
#: Chances this close are equal: they differ only by the rounding of their averages.
TIED = 1e-9
#: Each card's chance of winning in one imagined deal, and the tie-break added to it.
Scores = dict[int, tuple[float, float]]


def margin(side_points: Sequence[int], side: int) -> int:
    """Points ahead of the best other side (negative when behind)."""
    return side_points[side] - max(p for other, p in enumerate(side_points) if other != side)


def result(ahead: int) -> float:
    """The hand's result for a side ``ahead`` points: 1 win, 0.5 shared first place, 0 loss."""
    return 1.0 if ahead > 0 else 0.5 if ahead == 0 else 0.0


def play_on(
    state: FastHand,
    stop_at: int = -1,
    wild: int = -1,
    share: float = 1.0,
    rng: random.Random | None = None,
) -> None:
    """Play ``state`` on by the Normal rules of thumb, to the end or until ``stop_at`` moves.

    Seat ``wild`` (the opponent) follows the rules only with chance ``share``, and otherwise
    plays a card drawn at random by ``rng``.
    """
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
        if share < 1.0 and mover == wild and rng is not None and rng.random() >= share:
            state.play(hand[int(rng.random() * len(hand))])
            continue
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
        trust: float = 0.85,
        team_stock: Mapping[int, int] = TEAM_STOCK,
        chance_stock: int = 6,
        chance_worlds: int = 12,
    ) -> None:
        """The amount of work is fixed, so a seed and a view always give the same card.

        ``worlds`` deals are imagined per decision and finished by rules of thumb; with
        two players and at most ``exact_cards`` cards left in both hands and the stock,
        ``exact_worlds`` deals are searched exactly instead. ``doubt`` is the weight of a
        deal in which the opponent's last plays were not what a sensible player would
        make; ``margin_scale`` is how many points of a forecast margin make a win likely.
        An opponent whose chance of playing by the rules of thumb (:mod:`.opponent`) is at
        least ``trust`` is taken to play by them; below it, it is imagined to play any
        card at random that often. With more than two players and at most
        ``team_stock[players]`` cards left in the stock, every imagined deal is played out
        to the end by :class:`TeamSearch` instead of the look-ahead. With two players and
        at most ``chance_stock`` cards in the stock, the chance search decides instead, over
        every possible opponent's hand or ``chance_worlds`` of them, whatever the opponent
        looks like: a strong player is often taken for a partly random one, and best play
        by both seats is the safer picture of it.
        """
        self.seed = seed
        self.worlds = worlds
        self.exact_worlds = exact_worlds
        self.exact_cards = exact_cards
        self.doubt = doubt
        self.margin_scale = margin_scale
        self.trust = trust
        self.team_stock = team_stock
        self.chance_stock = chance_stock
        self.chance_worlds = chance_worlds

    def choose(self, view: SeatView) -> Action:
        if view.exchangeable is not None:
            # The 7 (or 2) of trumps for a higher trump is a gain; the card given back is
            # one the stock's last drawer would get anyway.
            return Action.exchange(view.exchangeable)
        if len(set(view.hand)) == 1:
            return Action.play(view.hand[0])
        return Action.play(self.ranked_cards(view)[0][0])

    def evaluate(self, view: SeatView) -> list[tuple[Action, float]]:
        """Hard's estimated chance of winning the hand after each legal action, best first.

        These are the numbers Hard decides by (the first entry is what :meth:`choose`
        plays), for the seat to move in ``view``: the weighted mean, over the imagined
        deals, of each card's chance of winning (0 to 1; a shared first place counts a
        half). Cards of equal chance are ordered by Hard's tie-break (the margin), as it
        decides. With the trump exchange open, the exchange comes first — Hard always
        takes it — valued at the best card it leaves; the cards are valued as played
        without it. Deterministic for the bot's seed, and as fast as a decision.
        """
        ranked = [(Action.play(card), chance) for card, chance in self.ranked_cards(view)]
        if view.exchangeable is None:
            return ranked
        after = self.ranked_cards(exchanged(view))
        return [(Action.exchange(view.exchangeable), after[0][1]), *ranked]

    def ranked_cards(self, view: SeatView) -> list[tuple[int, float]]:
        """Every distinct card in hand with its chance of winning, in Hard's order of choice."""
        candidates = sorted({int(card) for card in view.hand})
        rng = decision_rng(self.seed, view)
        share = sensible_share(view)
        if share >= self.trust:
            share = 1.0
        # A random-looking opponent's plays say little about its hand.
        doubt = 1 - share * (1 - self.doubt)
        if not (view.players == 2 and 0 < view.stock_count <= self.chance_stock):
            return self.sampled_ranking(view, candidates, share, doubt, rng)
        chances = self.chance_search_chances(view, candidates, doubt, rng)
        ranked = sorted(candidates, key=lambda card: -chances[card])
        tied = [card for card in ranked if chances[card] >= chances[ranked[0]] - TIED]
        if len(tied) > 1:
            # Cards of the same chance are told apart by the sampled judgement, which
            # counts the margin: a settled hand still keeps its points.
            rng = decision_rng(self.seed, view)
            by_margin = self.sampled_ranking(view, tied, share, doubt, rng)
            ranked = [card for card, _ in by_margin] + ranked[len(tied) :]
        return [(card, chances[card]) for card in ranked]

    def chance_search_chances(
        self, view: SeatView, candidates: list[int], doubt: float, rng: random.Random
    ) -> dict[int, float]:
        """Each card's chance over the possible other hands, the draws searched as chance.

        Every placement of the unseen cards is searched while there are at most
        ``chance_worlds`` of them, else that many drawn at random; each weighs by how well
        it explains the opponent's last plays.
        """
        worlds = view.every_world()
        if len(worlds) > self.chance_worlds:
            worlds = rng.sample(worlds, self.chance_worlds)
        chances = dict.fromkeys(candidates, 0.0)
        weights = 0.0
        memory: ChanceSearch | None = None
        for world in worlds:
            weight = plausibility(world, view, doubt)
            search = ChanceSearch(world, view.seat, memory)
            memory = search
            for card in candidates:
                chances[card] += weight * search.chance_of_card(card)
            weights += weight
        return {card: chance / weights for card, chance in chances.items()}

    def sampled_ranking(
        self,
        view: SeatView,
        candidates: list[int],
        share: float,
        doubt: float,
        rng: random.Random,
    ) -> list[tuple[int, float]]:
        """The cards ranked over sampled deals: by exact search near the end, else by a
        look-ahead finished with rules of thumb."""
        exact = view.players == 2 and view.stock_count + sum(view.hand_sizes) <= self.exact_cards
        worlds = self.exact_worlds if exact else self.worlds
        if view.players == 2 and not view.stock_count:
            worlds = 1  # nothing is hidden: every sample is the one true position
        team = view.stock_count <= self.team_stock.get(view.players, -1)
        chances = dict.fromkeys(candidates, 0.0)
        keys = dict.fromkeys(candidates, 0.0)
        weights = 0.0
        for _ in range(worlds):
            world = view.sample_world(rng)
            weight = plausibility(world, view, doubt)
            if exact:
                scores = self.exact_scores(world, view, candidates, share)
            elif team:
                scores = self.team_scores(world, view.seat, candidates)
            else:
                scores = self.look_ahead_scores(world, view, candidates, share, rng)
            weights += weight
            for card, (chance, tie) in scores.items():
                chances[card] += weight * chance
                keys[card] += weight * (chance + tie)
        ranked = sorted(candidates, key=lambda card: -keys[card])
        return [(card, chances[card] / weights) for card in ranked]

    def win_chance(self, side_points: Sequence[int], side: int) -> float:
        """A forecast ending's margin as a chance of winning: a logistic curve."""
        return 1 / (1 + math.exp(-margin(side_points, side) / self.margin_scale))

    def look_ahead_scores(
        self,
        world: FastHand,
        view: SeatView,
        candidates: list[int],
        share: float = 1.0,
        rng: random.Random | None = None,
    ) -> Scores:
        """Each card, then the others' answers, then the best next card, then rules of thumb.

        With two players the opponent follows the rules of thumb with chance ``share`` and
        plays at random (drawn by ``rng``) otherwise.
        """
        wild = 1 - view.seat if view.players == 2 else -1
        # Every card meets the same random slips (common random numbers), so the cards
        # are compared on the same luck.
        luck = rng.getrandbits(64) if rng is not None and share < 1.0 else None
        scores = {}
        for card in candidates:
            state = world.clone()
            state.play(card)
            play_on(state, view.seat, wild, share, _stream(luck, 0))
            best = -1.0
            for second in sorted(set(state.hands[view.seat])):
                after = state.clone()
                after.play(second)
                play_on(after, -1, wild, share, _stream(luck, 1))
                best = max(best, self.win_chance(after.points, view.side))
            if best < 0:  # that was its last card
                best = self.win_chance(state.points, view.side)
            scores[card] = (best, 0.0)
        return scores

    def team_scores(self, world: FastHand, seat: int, candidates: list[int]) -> Scores:
        """Each card's final margin with three or more players, by :class:`TeamSearch`."""
        search = TeamSearch(world, seat, world.players in PARTNERS_SEARCHED)
        scores = {}
        for card in candidates:
            ahead = search.margin_after(card)
            scores[card] = (result(ahead), MARGIN_WEIGHT * ahead)
        return scores

    @staticmethod
    def exact_scores(
        world: FastHand, view: SeatView, candidates: list[int], share: float = 1.0
    ) -> Scores:
        """Each card's result under best play by both seats, by exact search of the deal.

        Against an opponent that looks fallible (``share`` below 1), the tie-break between
        cards of the same result is first the chance of winning against such a player (a
        lost cause may still be won if the opponent slips), then the margin, so a settled
        hand never throws points away.
        """
        search = ExactSearch(world, view.seat)
        slips = FallibleSearch(view.seat, share)
        past = world.points[view.seat]
        scores = {}
        for card in candidates:
            if world.trick:
                future = search.value_of_answer(world.trick[0], card)
            else:
                future = search.value_of_lead(card)
            ahead = 2 * (past + future) - TOTAL_POINTS
            if share < 1.0:
                after = world.clone()
                after.play(card)
                chance = slips.chance(after)
                scores[card] = (result(ahead), CHANCE_WEIGHT * (chance + MARGIN_WEIGHT * ahead))
            else:
                scores[card] = (result(ahead), MARGIN_WEIGHT * ahead)
        return scores


def _stream(luck: int | None, part: int) -> random.Random | None:
    """The random numbers for one part of a look-ahead, the same for every card tried."""
    return None if luck is None else random.Random(luck + part)


def exchanged(view: SeatView) -> SeatView:
    """The view after the seat to move gives its trump for the face-up briscola."""
    given = view.exchangeable
    assert given is not None
    hand = tuple(view.briscola if card == given else card for card in view.hand)
    known = tuple(
        hand if seat == view.seat else cards for seat, cards in enumerate(view.known_hands)
    )
    exchange = Exchange(view.seat, given, view.briscola, len(view.tricks))
    return replace(
        view,
        briscola=given,
        hand=hand,
        known_hands=known,
        exchanges=(*view.exchanges, exchange),
        exchangeable=None,
    )
