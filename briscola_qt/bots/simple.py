"""The Easy and Normal levels: rules of thumb on what is on the table, no look-ahead."""

from __future__ import annotations

from briscola_qt.bots.base import decision_rng
from briscola_qt.bots.heuristics import eager_card, partner_holds, sensible_card
from briscola_qt.engine.action import Action
from briscola_qt.engine.view import SeatView


def sensible_choice(view: SeatView) -> int:
    """What the Normal rules of thumb play for this view."""
    trick = view.current_trick
    return sensible_card(
        view.hand,
        trick,
        view.trump,
        partner_holds(trick, view.leader, view.players, view.trump),
        len(trick) == view.players - 1,
    )


class NormalBot:
    """A sensible player who does not count: takes loaded cards, keeps its trumps for them."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        if view.exchangeable is not None:
            # A 7 (or 2) of trumps for a better trump is a free gain for a player who does
            # not mind showing it.
            return Action.exchange(view.exchangeable)
        return Action.play(sensible_choice(view))


class EasyBot:
    """A beginner: often any card at all, grabs tricks with its best card, trumps included."""

    level = "easy"
    #: How often it plays a card at random; otherwise it grabs a trick it can take, or
    #: falls back on the Normal rules.
    RANDOM_SHARE = 0.5
    GRAB_SHARE = 0.6

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        rng = decision_rng(self.seed, view)
        if view.exchangeable is not None and rng.random() < 0.5:
            return Action.exchange(view.exchangeable)
        if rng.random() < self.RANDOM_SHARE:
            return Action.play(rng.choice(view.hand))
        grab = eager_card(view.hand, view.current_trick, view.trump)
        if grab is not None and rng.random() < self.GRAB_SHARE:
            return Action.play(grab)
        return Action.play(sensible_choice(view))
