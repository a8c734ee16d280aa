"""Briscola chiamata's Hard level: imagines the hidden cards and plays each deal out.

For every decision it deals the cards it cannot see in a fixed number of ways that fit its
view (:meth:`ChiamataView.sample_hands`), placing the called card, while its holder is
unknown, with one of the seats that may hold it, and plays each imagined deal to its end
by the rules of thumb with the true sides (:func:`~briscola_qt.bots.chiamata_rules.finish`).

- **Play**: each card in hand, in every imagined deal; the card whose endings give its side
  the best chance of making (or, defending, of breaking) the target. The coach's hint reads
  the same chances (:meth:`HardChiamataBot.evaluate`).
- **Auction**: for the next few bids it may make and each suit it might call, the chance
  of reaching the target as caller over the same imagined deals, turned into expected game
  points (+2/-2, alone +4/-4); it bids the best of them if that beats passing.
- **Call**: the suit whose imagined deals go best for the winning rank.

A caller seldom calls a card it holds, so while the holder is unknown the caller is
imagined holding it only with a small weight. The chance of making the target is a
logistic curve of the final margin, so a sure 61 counts for more than a risky 70.
"""

from __future__ import annotations

import math
import random

from briscola_qt.bots.chiamata_rules import finish
from briscola_qt.bots.chiamata_simple import chiamata_rng
from briscola_qt.engine.action import BASE_TARGET, Action
from briscola_qt.engine.cards import make_card
from briscola_qt.engine.chiamata import ChiamataPhase, game_points
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.core import FastHand
from briscola_qt.engine.hand import CHIAMATA_PLAYERS

#: How much likelier another seat is to hold the called card than the caller itself.
CALLER_HOLDS_WEIGHT = 0.1


class HardChiamataBot:
    """Perfect-information Monte Carlo over imagined deals, played out by rules of thumb."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        worlds: int = 40,
        bid_worlds: int = 24,
        bid_depth: int = 3,
        pass_value: float = 0.3,
        margin_scale: float = 8.0,
    ) -> None:
        """``worlds`` imagined deals per card played, ``bid_worlds`` per auction or call
        decision, for the next ``bid_depth`` ranks it may bid; it bids only when the
        expected game points as caller beat ``pass_value`` (what a seat that passes can
        hope for); ``margin_scale`` points of margin make reaching the target likely.
        """
        self.seed = seed
        self.worlds = worlds
        self.bid_worlds = bid_worlds
        self.bid_depth = bid_depth
        self.pass_value = pass_value
        self.margin_scale = margin_scale

    def choose(self, view: ChiamataView) -> Action:
        rng = chiamata_rng(self.seed, view)
        if view.phase is ChiamataPhase.AUCTION:
            return self.bid(view, rng)
        if view.phase is ChiamataPhase.CALL:
            return self.call(view, rng)
        return self.play(view, rng)

    def making(self, side_points: int, target: int) -> float:
        """The chance that a side finishing on ``side_points`` reaches ``target``."""
        return 1 / (1 + math.exp(-(side_points - target + 0.5) / self.margin_scale))

    # --- the play -------------------------------------------------------------------------

    def play(self, view: ChiamataView, rng: random.Random) -> Action:
        candidates = sorted({int(card) for card in view.hand})
        if len(candidates) == 1:
            return Action.play(candidates[0])
        return self.ranked(view, rng)[0][0]

    def evaluate(self, view: ChiamataView) -> list[tuple[Action, float]]:
        """Every card the seat may play with its side's chance of winning the deal, best first:
        the coach's numbers, the same as :meth:`choose` weighs (play phase only)."""
        if view.phase is not ChiamataPhase.PLAY or view.to_move != view.seat:
            raise ValueError("the coach weighs the cards of the seat to play, in the play only")
        return self.ranked(view, chiamata_rng(self.seed, view))

    def ranked(self, view: ChiamataView, rng: random.Random) -> list[tuple[Action, float]]:
        """Each card in hand with its chance over :attr:`worlds` imagined deals, best first
        (ties in card order, as the choice breaks them)."""
        candidates = sorted({int(card) for card in view.hand})
        caller, called = view.caller, view.called
        assert caller is not None and called is not None and view.trump is not None
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(self.worlds):
            holder = self.imagined_holder(view, rng)
            world = view.sample_world(rng, holder)
            partner = view.partner if view.partner is not None else holder
            assert partner is not None
            side = [int(seat in (caller, partner)) for seat in range(CHIAMATA_PLAYERS)]
            mine = side[view.seat]
            for card in candidates:
                state = world.clone()
                state.play(card)
                finish(state, side)
                points = state.points[caller] + (state.points[partner] if partner != caller else 0)
                chance = self.making(points, view.target)
                totals[card] += chance if mine else 1 - chance
        ranked = [(Action.play(card), totals[card] / self.worlds) for card in candidates]
        return sorted(ranked, key=lambda weighed: -weighed[1])

    def imagined_holder(self, view: ChiamataView, rng: random.Random) -> int | None:
        """Who holds the called card in the next imagined deal (None: the view knows)."""
        if view.partner is not None:
            return None
        seats = view.possible_holders()
        weights = [CALLER_HOLDS_WEIGHT if seat == view.caller else 1.0 for seat in seats]
        return rng.choices(seats, weights)[0]

    # --- the auction and the call ---------------------------------------------------------

    def bid(self, view: ChiamataView, rng: random.Random) -> Action:
        bids = view.auction.bids_above()[: self.bid_depth]
        deals = [view.sample_hands(rng) for _ in range(self.bid_worlds)]
        best, value = Action.pass_(), self.pass_value
        for bid in bids:
            worth = max(self.caller_value(view, deals, suit, bid.rank, bid.target)
                        for suit in range(4))
            if worth > value:
                best, value = bid, worth
        return best

    def call(self, view: ChiamataView, rng: random.Random) -> Action:
        top = view.auction.top
        assert top is not None
        rank, target = top[1].rank, top[1].target
        deals = [view.sample_hands(rng) for _ in range(self.bid_worlds)]
        suit = max(range(4), key=lambda s: (self.caller_value(view, deals, s, rank, target), -s))
        return Action.call(make_card(suit, rank))

    def caller_value(
        self, view: ChiamataView, deals: list[list[list[int]]], suit: int, rank: int, target: int
    ) -> float:
        """Expected game points of calling ``rank`` in ``suit`` for ``target``, over ``deals``."""
        called = make_card(suit, rank)
        me = view.seat
        total = 0.0
        for hands in deals:
            partner = next(s for s in range(CHIAMATA_PLAYERS) if called in hands[s])
            stake = game_points(me, partner, True)[me]
            side = [int(seat in (me, partner)) for seat in range(CHIAMATA_PLAYERS)]
            state = FastHand(
                [list(hand) for hand in hands], [], suit, [],
                (view.dealer + 1) % CHIAMATA_PLAYERS, [0] * CHIAMATA_PLAYERS,
            )
            finish(state, side)
            points = state.points[me] + (state.points[partner] if partner != me else 0)
            total += stake * (2 * self.making(points, max(target, BASE_TARGET)) - 1)
        return total / len(deals)

