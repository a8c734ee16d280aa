"""A record as steps to look through: the deal, then one step per trick, all hands face up.

Pure Python (no Qt), so the replay viewer only draws what these values say. Every position
is reached by the engine's own replay of the record's plays, so the viewer checks a record
exactly as the game and ``briscola-cli replay`` do, and shows nothing the rules did not do.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_qt.engine import Card, Hand, HandResult, Record, RecordError
from briscola_qt.engine.action import Action, ActionKind
from briscola_qt.engine.hand import Exchange


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One position of a record: step 0 is the deal, step k shows the k-th trick.

    ``hands`` are the cards each seat held before the trick's first card (after the deal at
    step 0); ``cards`` are the trick's cards in order of play from ``leader`` (fewer than the
    seats for a record that stops mid-trick, and then ``winner`` is None).
    """

    number: int
    hands: tuple[tuple[Card, ...], ...]
    #: The face-up briscola (the last one, once a seat has taken it).
    briscola: Card
    briscola_taken_by: int | None
    stock_count: int
    leader: int
    cards: tuple[Card, ...]
    winner: int | None
    trick_points: int
    #: Trump exchanges made just before this trick was led.
    exchanges: tuple[Exchange, ...]
    #: Points each side has taken once this step's trick is won.
    side_points: tuple[int, ...]
    #: The hand's result, on the last step of a complete record.
    result: HandResult | None

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]``."""
        return (self.leader + index) % len(self.hands)


def replay_steps(record: Record) -> list[ReplayStep]:
    """The deal and every trick of ``record``; raises RecordError for a bad record."""
    final = record.replay()  # checks every play first, with the engine's own message
    if not isinstance(final, Hand):
        raise RecordError("a Briscola chiamata record (5 players) cannot be shown here yet")
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
    return Record(
        record.players, record.dealer, record.deck, record.plays[:plays], record.variants
    ).replay()


def _first_card_from(record: Record, start: int, end: int) -> int:
    """The index of the first card (not an exchange) played in ``plays[start:end]``, else end."""
    for index in range(start, end):
        if _is_card(record.plays[index]):
            return index
    return end


def _is_card(play: str) -> bool:
    """Whether a (checked) play of the record is a card played, not a trump exchange."""
    return Action.parse(play).kind is ActionKind.PLAY
