"""The coach: what Hard would play, and what a hand's choices cost, from the player's views only.

Both questions are answered with Hard's own numbers (:meth:`HardBot.evaluate`, the chance of
winning the hand after each legal action), so the coach never knows more than the seat it
helps: a hint reads the player's :class:`SeatView` now, a review reads the views the player
had at each of their decisions. In Briscola chiamata the same questions go to Hard
chiamata (:meth:`HardChiamataBot.evaluate`: the chance of the seat's side winning the deal),
for the cards played only. Qt-free, so the app asks it on its worker thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.cards import Card
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.record import Record, new_hand
from briscola_qt.engine.view import SeatView

#: What a seat sees, in either game: the coach weighs the one it is given.
CoachedView = SeatView | ChiamataView

#: A choice costs when it gives up at least this much chance of winning the hand: smaller
#: gaps are within what Hard's sampled deals can tell apart.
COSTLY = 0.05
#: The review shows at most this many moments, the costliest first.
MOMENTS = 3


class Evaluator(Protocol):
    """What the coach asks of a bot: every legal action with its win chance, best first."""

    def evaluate(self, view: SeatView) -> list[tuple[Action, float]]: ...


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's choice for the position, and the win chance after each legal action."""

    best: Action
    #: Every legal action with its chance of winning the hand (0 to 1), best first.
    chances: tuple[tuple[Action, float], ...]

    @classmethod
    def of(cls, ranked: Sequence[tuple[Action, float]]) -> Hint:
        """The hint from Hard's ranking of the legal actions (best first)."""
        return cls(ranked[0][0], tuple(ranked))

    def chance_of(self, card: Card) -> float | None:
        """The chance of winning the hand if ``card`` is played now (None if not in hand)."""
        for action, chance in self.chances:
            if action.kind is ActionKind.PLAY and action.card == card:
                return chance
        return None


def hint(view: SeatView, evaluator: Evaluator) -> Hint:
    """What Hard would do in ``view`` (which must be the seat's turn), with every chance."""
    if view.to_move != view.seat:
        raise ValueError(f"seat {view.seat} is not to move: no hint now")
    return Hint.of(evaluator.evaluate(view))


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision of the hand: the position as the player saw it, their action and Hard's."""

    view: CoachedView
    played: Action
    best: Action
    played_chance: float
    best_chance: float

    @property
    def cost(self) -> float:
        """The chance of winning the hand the player's action gave up against Hard's."""
        return self.best_chance - self.played_chance


@dataclass(frozen=True, slots=True)
class Review:
    """The costliest moments of a hand (at most three); none means no costly choice."""

    moments: tuple[Moment, ...]
    #: How many decisions were weighed (those with more than one thing to do).
    decisions: int

    @property
    def clean(self) -> bool:
        return not self.moments


def review(
    decisions: Iterable[tuple[SeatView, Action]],
    evaluator: Evaluator,
    limit: int = MOMENTS,
    costly: float = COSTLY,
) -> Review:
    """The decisions whose action cost the most win chance against Hard's choice."""
    weighed = ((view, played, evaluator.evaluate(view)) for view, played in decisions)
    return review_of(weighed, limit, costly)


def review_of(
    weighed: Iterable[tuple[CoachedView, Action, Sequence[tuple[Action, float]]]],
    limit: int = MOMENTS,
    costly: float = COSTLY,
) -> Review:
    """The review from decisions already weighed: each view, the action taken, Hard's ranking.

    The app weighs the decisions one by one on its worker thread and gathers them here.
    """
    moments: list[Moment] = []
    count = 0
    for view, played, ranked in weighed:
        if len(ranked) < 2:
            continue  # one card left: nothing to choose
        count += 1
        chances = dict(ranked)
        best, best_chance = ranked[0]
        played_chance = chances.get(played)
        if played_chance is None:
            raise ValueError(f"{played.code} was not a legal action in that position")
        moment = Moment(view, played, best, played_chance, best_chance)
        if moment.cost >= costly:
            moments.append(moment)
    moments.sort(key=lambda moment: -moment.cost)
    return Review(tuple(moments[:limit]), count)


def decisions_of(record: Record, seat: int) -> list[tuple[CoachedView, Action]]:
    """``seat``'s view before each of its own actions in ``record``, with the action taken
    (in Briscola chiamata its cards played only: Hard weighs no bid or call).

    The record is replayed only to cut out those views: what the coach then reads of each
    position is exactly what the seat could see when it chose.
    """
    hand = new_hand(record.deck, record.players, record.dealer, record.variants)
    decisions: list[tuple[CoachedView, Action]] = []
    for code in record.plays:
        action = Action.parse(code)
        if hand.to_move == seat:
            if not isinstance(hand, ChiamataHand):
                decisions.append((SeatView.of(hand, seat), action))
            elif hand.phase is ChiamataPhase.PLAY:
                decisions.append((ChiamataView.of(hand, seat), action))
        hand.apply(action)
    return decisions
