"""Reading the opponent: how well an imagined deal explains the cards it has just played.

A sampled deal is uniform over the unseen cards, but a sensible opponent's plays say
something about its hand: a player who leads a King probably has no worthless card left.
The Hard bot weighs each imagined deal by whether a player following the rules of thumb
would have made the opponent's last two plays holding the cards the deal gives it, and
keeps some doubt, since the opponent may be a human with other habits, or random. With
four players the same is done for both seats of the other side.
"""

from __future__ import annotations

from briscola_qt.bots.heuristics import partner_holds, sensible_card
from briscola_qt.engine.core import HAND_SIZE, FastHand
from briscola_qt.engine.view import SeatView

#: Player counts (besides two) at which the other side is read: where it measured better.
#: With three and with six players it measured no gain (docs/bots.md).
READ_TABLES = (4,)


def plausibility(world: FastHand, view: SeatView, doubt: float) -> float:
    """1 when a sensible opponent would have played as it did, ``doubt`` per play it would not.

    With four players the other side's seats are read (:func:`others_plausibility`); with
    three and six, where it has not shown a gain, no seat is.
    """
    if view.players != 2:
        return others_plausibility(world, view, doubt) if view.players in READ_TABLES else 1.0
    opponent = 1 - view.seat
    trump = view.trump
    hand = list(world.hands[opponent])
    weight = 1.0
    if view.current_trick:
        lead = int(view.current_trick[0])
        hand.append(lead)
        if sensible_card(hand, (), trump, False, False) != lead:
            weight *= doubt
    if not view.tricks:
        return weight
    trick = view.tricks[-1]
    led = trick.leader == opponent
    played = int(trick.cards[0 if led else 1])
    table = () if led else (int(trick.cards[0]),)
    for drawn in _drawn_options(view, opponent, hand):
        before = [card for card in hand if card != drawn]
        before.append(played)
        if sensible_card(before, table, trump, False, not led) == played:
            return weight
    return weight * doubt


def others_plausibility(world: FastHand, view: SeatView, doubt: float) -> float:
    """With three or more seats: ``doubt`` per play of an opponent in the current and the
    last trick that a sensible player holding the deal's cards would not have made.

    Partners are not read: a partner plays for the same side, by habits of its own.
    """
    players = view.players
    trump = view.trump
    weight = 1.0
    trick = [int(card) for card in view.current_trick]
    in_trick = {}
    for index, card in enumerate(trick):
        seat = (view.leader + index) % players
        in_trick[seat] = card
        if seat % view.sides == view.side:
            continue
        hand = [*world.hands[seat], card]
        if not _sensible(hand, trick[:index], view.leader, players, trump, card):
            weight *= doubt
    if not view.tricks:
        return weight
    last = view.tricks[-1]
    cards = [int(card) for card in last.cards]
    for index, card in enumerate(cards):
        seat = (last.leader + index) % players
        if seat % view.sides == view.side:
            continue
        hand = list(world.hands[seat])
        if seat in in_trick:
            hand.append(in_trick[seat])
        table = cards[:index]
        if not any(
            _sensible(
                [c for c in hand if c != drawn] + [card], table, last.leader, players, trump, card
            )
            for drawn in _drawn_options(view, seat, hand)
        ):
            weight *= doubt
    return weight


def _sensible(
    hand: list[int], table: list[int], leader: int, players: int, trump: int, played: int
) -> bool:
    """Whether the rules of thumb play ``played`` from ``hand`` onto ``table``."""
    holds = partner_holds(table, leader, players, trump)
    return sensible_card(hand, table, trump, holds, len(table) == players - 1) == played


def _drawn_options(view: SeatView, seat: int, hand: list[int]) -> list[int]:
    """The cards ``seat`` (holding ``hand`` now) may have drawn after the last trick; -1
    when nobody drew."""
    with_draws = _tricks_with_draws(view)
    if len(view.tricks) > with_draws:
        return [-1]
    if view.briscola_taken_by == seat and len(view.tricks) == with_draws:
        return [int(view.briscola)]
    # It drew one card after that trick: any card it holds now may be that one.
    return hand


def _tricks_with_draws(view: SeatView) -> int:
    """Tricks after which every seat draws: the stock divided among the seats."""
    pack = 40 - len(view.out_of_play)
    return (pack - HAND_SIZE * view.players) // view.players
