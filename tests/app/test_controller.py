"""The controller without any view: phases, turn tokens, the lead, matches and restoring."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QObject, Signal

from briscola_qt.app.game.controller import COMPUTER, HUMAN, Controller, HandSummary, Phase
from briscola_qt.engine import Action, Card, Match, SeatView
from briscola_qt.engine.events import BriscolaTurned, CardDealt, CardPlayed, Event


@dataclass
class Request:
    token: int
    level: str
    view: SeatView


class FakeBot(QObject):
    """Keeps the requests; the test answers them (or not) when it likes."""

    answered = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[Request] = []
        self.stopped = False

    def ask(self, token: int, level: str, seed: int, view: SeatView, pause_ms: int) -> None:
        self.requests.append(Request(token, level, view))

    def answer(self, request: Request, card: Card | None = None) -> None:
        self.answered.emit(request.token, Action.play(card or request.view.hand[0]))

    def stop(self) -> None:
        self.stopped = True


class Table:
    """Stands in for the view: records what it was asked to show and settles at once."""

    def __init__(self, controller: Controller) -> None:
        self.shown: list[list[Event]] = []
        self.restored: list[list[Event]] = []
        self.summaries: list[HandSummary] = []
        controller.events_ready.connect(self._show)
        controller.position_restored.connect(self._restore)
        controller.hand_finished.connect(self.summaries.append)
        self._controller = controller

    def _show(self, events: list[Event]) -> None:
        self.shown.append(events)
        self._controller.view_settled()

    def _restore(self, events: list[Event]) -> None:
        self.restored.append(events)
        self._controller.view_settled()


@pytest.fixture
def bot(qapp) -> FakeBot:  # type: ignore[no-untyped-def]
    return FakeBot()


def make(bot: FakeBot, match_length: str = "best_of_three") -> tuple[Controller, Table]:
    controller = Controller(bot, "hard", match_length, seed=5)
    return controller, Table(controller)


def play_out(controller: Controller, bot: FakeBot) -> None:
    """Both sides play their first card until the hand is over."""
    while controller.phase in (Phase.HUMAN_TURN, Phase.COMPUTER_TURN):
        if controller.phase is Phase.HUMAN_TURN:
            hand = controller.hand
            assert hand is not None
            assert controller.play(hand.cards_of(HUMAN)[0])
        else:
            bot.answer(bot.requests[-1])


def test_a_new_hand_shows_the_deal_then_waits_for_the_player(bot: FakeBot) -> None:
    controller, table = make(bot)
    stacked: list[int] = []
    controller.hand_started.connect(stacked.append)
    controller.new_hand()
    assert stacked == [40]
    deal = table.shown[0]
    assert [type(e) for e in deal] == [CardDealt] * 6 + [BriscolaTurned]
    assert controller.phase is Phase.HUMAN_TURN  # the player leads the first hand
    assert bot.requests == []


def test_plays_are_refused_out_of_turn_and_for_cards_not_held(bot: FakeBot) -> None:
    controller, _ = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    assert not controller.play(hand.cards_of(COMPUTER)[0])
    assert controller.play(hand.cards_of(HUMAN)[0])
    assert controller.phase is Phase.COMPUTER_TURN
    assert not controller.play(hand.cards_of(HUMAN)[0])  # the computer's turn now


def test_the_bot_gets_the_computers_view_and_only_its_own_token_counts(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    controller.play(hand.cards_of(HUMAN)[0])
    request = bot.requests[-1]
    assert request.view.seat == COMPUTER and request.level == "hard"
    assert request.view.hand == hand.cards_of(COMPUTER)
    bot.answered.emit(request.token - 1, Action.play(request.view.hand[0]))  # stale
    assert len(hand.plays) == 1 and controller.phase is Phase.COMPUTER_TURN
    bot.answer(request)
    assert len(hand.plays) == 2
    assert isinstance(table.shown[-1][0], CardPlayed) and table.shown[-1][0].seat == COMPUTER


def test_a_new_hand_or_level_or_quitting_drops_the_answer_in_flight(bot: FakeBot) -> None:
    controller, _ = make(bot)
    controller.new_hand()
    first = controller.hand
    assert first is not None
    controller.play(first.cards_of(HUMAN)[0])
    in_flight = bot.requests[-1]
    controller.set_level("easy")
    second = controller.hand
    assert second is not first and controller.level == "easy"
    bot.answer(in_flight)
    assert second is not None and second.plays == [] and len(first.plays) == 1
    newest = bot.requests[-1]  # the computer leads the new hand
    controller.shutdown()
    bot.answer(newest)
    assert second.plays == [] and bot.stopped


def test_an_illegal_bot_answer_is_replaced_by_a_legal_play(bot: FakeBot) -> None:
    controller, _ = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    controller.play(hand.cards_of(HUMAN)[0])
    request = bot.requests[-1]
    bot.answer(request, hand.cards_of(HUMAN)[0])  # not the computer's card
    assert hand.plays[1] == request.view.hand[0].code


def test_the_lead_alternates_from_hand_to_hand(bot: FakeBot) -> None:
    controller, _ = make(bot)
    dealers = []
    for _ in range(4):
        controller.new_hand()
        assert controller.hand is not None
        dealers.append(controller.hand.dealer)
    assert dealers == [COMPUTER, HUMAN, COMPUTER, HUMAN]


def test_a_best_of_three_match_is_played_to_its_end(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    for _ in range(10):
        play_out(controller, bot)
        if controller.phase is Phase.MATCH_OVER:
            break
        assert controller.phase is Phase.HAND_OVER
        controller.next_hand()
    assert controller.phase is Phase.MATCH_OVER
    summary = table.summaries[-1]
    assert summary.match_over and max(summary.wins) == 2 and summary.hands_to_win == 2
    assert summary.match_winner == summary.wins.index(2)
    assert all(sum(s.result.side_points) == 120 for s in table.summaries)
    match = controller.match
    controller.next_hand()
    assert controller.match is not match and controller.phase is not Phase.MATCH_OVER


def test_match_length_applies_from_the_next_match(bot: FakeBot) -> None:
    controller, _ = make(bot, "single")
    controller.new_hand()
    controller.set_match_length("best_of_five")
    assert controller.match.hands_to_win == 1
    controller.new_match()
    assert controller.match.hands_to_win == 3
    with pytest.raises(ValueError):
        controller.set_match_length("best_of_seven")


def test_restore_lays_out_the_deal_and_every_play_so_far(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    for _ in range(3):
        controller.play(hand.cards_of(HUMAN)[0])
        bot.answer(bot.requests[-1])
    match = Match(hands_to_win=2)
    other, other_table = make(FakeBot())
    other.restore(match, hand)
    assert other.match is match and other.hand is hand
    assert other_table.shown == []  # nothing to animate: the position is laid out at once
    restored = other_table.restored[-1]
    assert [type(e) for e in restored[:7]] == [CardDealt] * 6 + [BriscolaTurned]
    played = [e.card.code for e in restored if isinstance(e, CardPlayed)]
    assert played == hand.plays
    assert other.phase is Phase.HUMAN_TURN or other.phase is Phase.COMPUTER_TURN
    assert table.shown  # the first controller was not disturbed
