"""A record as steps to look through: the deal, then one step per trick, all hands face up.

In Briscola chiamata the deal step is the position once the card is called (who called it,
for how many points, and the partner, all known in a record), and there is no briscola.

Pure Python (no Qt), so the replay viewer only draws what these values say. Every position
is reached by the engine's own replay of the record's plays, so the viewer checks a record
exactly as the game and ``briscola-cli replay`` do, and shows nothing the rules did not do.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.engine import Card, Hand, HandResult, Record
from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataResult, caller_side_points
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, Exchange


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One position of a record: step 0 is the deal, step k shows the k-th trick.

    ``hands`` are the cards each seat held before the trick's first card (after the deal at
    step 0); ``cards`` are the trick's cards in order of play from ``leader`` (fewer than the
    seats for a record that stops mid-trick, and then ``winner`` is None).
    """

    number: int
    hands: tuple[tuple[Card, ...], ...]
    #: The face-up briscola (the last one, once a seat has taken it); None in chiamata.
    briscola: Card | None
    briscola_taken_by: int | None
    stock_count: int
    leader: int
    cards: tuple[Card, ...]
    winner: int | None
    trick_points: int
    #: Trump exchanges made just before this trick was led.
    exchanges: tuple[Exchange, ...]
    #: Points each side has taken once this step's trick is won (in chiamata: the caller's
    #: side, then the others).
    side_points: tuple[int, ...]
    #: The hand's result, on the last step of a complete record.
    result: HandResult | ChiamataResult | None
    #: Briscola chiamata: the called card (None when all passed), its caller, the partner
    #: (the caller when alone) and the points bid.
    called: Card | None = None
    caller: int | None = None
    partner: int | None = None
    target: int = 0

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) % len(self.hands)


def replay_steps(record: Record) -> list[ReplayStep]:
    """The deal and every trick of ``record``; raises RecordError for a bad record."""
    final = record.replay()  # checks every play first, with the engine's own message
    if isinstance(final, ChiamataHand):
        return _chiamata_steps(record, final)
    players = record.players
    # Where each trick starts in the plays: after the last card of the trick before it.
    starts = [0]
    cards_played = 0
    for index, play in enumerate(record.plays):
        if _is_card(play):
            cards_played += 1
            if cards_played % players == 0:
                starts.append(index + 1)
    steps = [_step(_replayed(record, 0), 0, (), None, final)]
    tricks = len(final.tricks)
    exchanged_last = bool(final.exchanges) and final.exchanges[-1].before_trick == tricks
    if final.current_trick or exchanged_last:
        tricks += 1  # a record that stops inside a trick (or just before it) shows it too
    for number in range(1, tricks + 1):
        # The position once any exchange before this trick is made, before its first card.
        end = starts[number] if number < len(starts) else len(record.plays)
        before = _replayed(record, _first_card_from(record, starts[number - 1], end))
        steps.append(_step(before, number, final.exchanges, number, final))
    return steps


def _step(
    before: Hand,
    number: int,
    exchanges: list[Exchange],
    trick: int | None,
    final: Hand,
) -> ReplayStep:
    done = final.tricks[trick - 1] if trick is not None and trick <= len(final.tricks) else None
    if trick is None:
        cards: tuple[Card, ...] = ()
        leader = before.leader
    elif done is not None:
        cards, leader = done.cards, done.leader
    else:
        cards, leader = final.current_trick, final.leader
    side_points = [0] * len(before.side_points())
    for taken in final.tricks[: number if done is not None else max(0, number - 1)]:
        side_points[taken.winner % len(side_points)] += taken.points
    last = trick is not None and done is not None and trick == len(final.tricks)
    return ReplayStep(
        number=number,
        hands=tuple(before.cards_of(seat) for seat in range(before.players)),
        briscola=before.briscola,
        briscola_taken_by=before.briscola_taken_by,
        stock_count=before.stock_count,
        leader=leader,
        cards=cards,
        winner=done.winner if done is not None else None,
        trick_points=done.points if done is not None else sum(c.points for c in cards),
        exchanges=tuple(e for e in exchanges if trick is not None and e.before_trick == trick - 1),
        side_points=tuple(side_points),
        result=final.result() if last else None,
    )


def _replayed(record: Record, plays: int) -> Hand:
    """The hand after the first ``plays`` plays of ``record``."""
    hand = _replayed_any(record, plays)
    assert isinstance(hand, Hand)
    return hand


def _replayed_any(record: Record, plays: int) -> Hand | ChiamataHand:
    return Record(
        record.players, record.dealer, record.deck, record.plays[:plays], record.variants
    ).replay()


def _chiamata_steps(record: Record, final: ChiamataHand) -> list[ReplayStep]:
    """The position once the card is called, then one step per trick (the first card of
    every fifth card played starts one)."""
    cards = [index for index, play in enumerate(record.plays) if _is_card(play)]
    starts = cards[::CHIAMATA_PLAYERS]
    first = starts[0] if starts else len(record.plays)
    befores = [_replayed_any(record, first), *(_replayed_any(record, s) for s in starts)]
    steps = []
    for number, before in enumerate(befores):
        assert isinstance(before, ChiamataHand)
        steps.append(_chiamata_step(before, number, final))
    return steps


def _chiamata_step(before: ChiamataHand, number: int, final: ChiamataHand) -> ReplayStep:
    done = final.tricks[number - 1] if 0 < number <= len(final.tricks) else None
    if number == 0:
        cards, leader = (), before.leader
    elif done is not None:
        cards, leader = done.cards, done.leader
    else:
        cards, leader = final.current_trick, final.leader
    seats = [0] * CHIAMATA_PLAYERS
    for taken in final.tricks[: number if done is not None else max(0, number - 1)]:
        seats[taken.winner] += taken.points
    caller, partner = final.caller, final.partner
    sides = (
        (0, 0) if caller is None or partner is None else caller_side_points(seats, caller, partner)
    )
    last = number == len(final.tricks) and (done is not None or not final.tricks)
    return ReplayStep(
        number=number,
        hands=tuple(before.cards_of(seat) for seat in range(CHIAMATA_PLAYERS)),
        briscola=None,
        briscola_taken_by=None,
        stock_count=0,
        leader=leader,
        cards=cards,
        winner=done.winner if done is not None else None,
        trick_points=done.points if done is not None else sum(c.points for c in cards),
        exchanges=(),
        side_points=sides,
        result=final.result() if last else None,
        called=final.called,
        caller=caller,
        partner=partner,
        target=final.target,
    )


def _first_card_from(record: Record, start: int, end: int) -> int:
    """The index of the first card (not an exchange) played in ``plays[start:end]``, else end."""
    for index in range(start, end):
        if _is_card(record.plays[index]):
            return index
    return end


def _is_card(play: str) -> bool:
    """Whether a (checked) play of the record is a card played, not a trump exchange."""
    return Action.parse(play).kind is ActionKind.PLAY
