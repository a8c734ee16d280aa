"""The controller without any view: phases, turn tokens, every seat's bot, the deal passing,
matches, giving a hand up, and restoring from the one replay of a record."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

from briscola_qt.app.game.bot_worker import BotAnswer, BotRequest, RequestKind
from briscola_qt.app.game.controller import HUMAN, AbandonedHand, Controller, HandSummary, Phase
from briscola_qt.engine import Action, Card, Match, record_of
from briscola_qt.engine.events import BriscolaTurned, CardDealt, CardPlayed, Event

COUNTS = [2, 3, 4, 6]


class FakeBot(QObject):
    """Keeps the requests; the test answers them (or not) when it likes."""

    answered = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[BotRequest] = []
        self.stopped = False

    def ask(self, request: BotRequest) -> None:
        self.requests.append(request)

    def answer(self, request: BotRequest, card: Card | None = None) -> None:
        chosen = request.view.hand[0] if card is None else card
        self.answered.emit(BotAnswer(request, Action.play(chosen)))

    def stop(self) -> None:
        self.stopped = True


class Table:
    """Stands in for the view: records what it was asked to show and settles at once."""

    def __init__(self, controller: Controller) -> None:
        self.shown: list[list[Event]] = []
        self.restored: list[list[Event]] = []
        self.summaries: list[HandSummary] = []
        self.abandoned: list[AbandonedHand] = []
        controller.events_ready.connect(self._show)
        controller.position_restored.connect(self._restore)
        controller.hand_finished.connect(self.summaries.append)
        controller.hand_abandoned.connect(self.abandoned.append)
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


def make(
    bot: FakeBot, match_length: str = "best_of_three", players: int = 2
) -> tuple[Controller, Table]:
    controller = Controller(bot, "hard", match_length, seed=5, players=players)
    return controller, Table(controller)


def play_out(controller: Controller, bot: FakeBot) -> None:
    """Every seat plays its first card until the hand is over."""
    while controller.phase in (Phase.HUMAN_TURN, Phase.COMPUTER_TURN):
        if controller.phase is Phase.HUMAN_TURN:
            view = controller.view
            assert view is not None
            assert controller.play(view.hand[0])
        else:
            bot.answer(bot.requests[-1])


@pytest.mark.parametrize("players", COUNTS)
def test_a_new_hand_shows_the_deal_then_waits_for_the_player(bot: FakeBot, players: int) -> None:
    controller, table = make(bot, players=players)
    stacked: list[int] = []
    controller.hand_started.connect(stacked.append)
    controller.new_hand()
    assert stacked == [{2: 40, 3: 39, 4: 40, 6: 36}[players]]
    deal = table.shown[0]
    assert [type(e) for e in deal] == [CardDealt] * (3 * players) + [BriscolaTurned]
    assert controller.phase is Phase.HUMAN_TURN  # the player leads the first hand
    assert bot.requests == []


@pytest.mark.parametrize("players", COUNTS)
def test_each_computer_seat_is_asked_in_turn_with_its_own_view(bot: FakeBot, players: int) -> None:
    controller, table = make(bot, players=players)
    controller.new_hand()
    view = controller.view
    assert view is not None and controller.play(view.hand[0])
    for seat in range(1, players):
        request = bot.requests[-1]
        assert request.kind is RequestKind.MOVE and request.seat == seat
        assert request.view.seat == seat and request.view.to_move == seat
        assert request.level == "hard" and len(bot.requests) == seat
        bot.answer(request)
        played = table.shown[-1][0]
        assert isinstance(played, CardPlayed) and played.seat == seat
    hand = controller.hand
    assert hand is not None and len(hand.tricks) == 1


def test_plays_are_refused_out_of_turn_and_for_cards_not_held(bot: FakeBot) -> None:
    controller, _ = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    assert not controller.play(hand.cards_of(1)[0])
    assert controller.play(hand.cards_of(HUMAN)[0])
    assert controller.phase is Phase.COMPUTER_TURN
    assert not controller.play(hand.cards_of(HUMAN)[0])  # the computer's turn now


def test_only_the_current_move_token_counts(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    controller.play(hand.cards_of(HUMAN)[0])
    request = bot.requests[-1]
    stale = BotRequest(
        request.kind, request.token - 1, 1, "hard", 0, request.view, request.pause_ms
    )
    bot.answer(stale)
    hint = BotRequest(RequestKind.HINT, request.token, 1, "hard", 0, request.view)
    bot.answer(hint)  # a hint is for whoever asked it, never a move
    assert len(hand.plays) == 1 and controller.phase is Phase.COMPUTER_TURN
    bot.answer(request)
    assert len(hand.plays) == 2
    assert isinstance(table.shown[-1][0], CardPlayed) and table.shown[-1][0].seat == 1


def test_a_new_hand_or_level_or_quitting_drops_the_answer_in_flight(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    first = controller.hand
    assert first is not None
    controller.play(first.cards_of(HUMAN)[0])
    in_flight = bot.requests[-1]
    controller.set_level("easy")
    second = controller.hand
    assert second is not first and controller.level == "easy"
    assert table.abandoned == [AbandonedHand("hard", 2, 0)]  # counted at the level it had
    bot.answer(in_flight)
    assert second is not None and second.plays == [] and len(first.plays) == 1
    newest = bot.requests[-1]  # the computer leads the new hand
    controller.shutdown()
    bot.answer(newest)
    assert second.plays == [] and bot.stopped


def test_only_a_hand_with_a_card_on_the_table_is_given_up(bot: FakeBot) -> None:
    controller, table = make(bot)
    controller.new_hand()
    assert not controller.hand_in_progress
    controller.new_hand()  # nothing played yet: nothing lost
    assert table.abandoned == []
    hand = controller.hand
    assert hand is not None and hand.to_move == 1  # the deal passed: the computer leads
    bot.answer(bot.requests[-1])
    assert controller.hand_in_progress
    controller.set_players(4)
    assert table.abandoned == [AbandonedHand("hard", 2, 0)]
    assert controller.seating.players == 4 and controller.match.players == 4
    play_out(controller, bot)
    assert controller.phase is Phase.HAND_OVER and not controller.hand_in_progress
    controller.set_players(3)
    assert len(table.abandoned) == 1


def test_an_illegal_or_missing_bot_answer_is_replaced_by_a_legal_play(bot: FakeBot) -> None:
    controller, _ = make(bot)
    controller.new_hand()
    hand = controller.hand
    assert hand is not None
    controller.play(hand.cards_of(HUMAN)[0])
    request = bot.requests[-1]
    bot.answer(request, hand.cards_of(HUMAN)[0])  # not the computer's card
    assert hand.plays[1] == request.view.hand[0].code
    play_out(controller, bot)
    controller.next_hand()
    bot.answered.emit(BotAnswer(bot.requests[-1], None))  # the bot failed
    assert len(controller.hand.plays) == 1  # type: ignore[union-attr]


@pytest.mark.parametrize("players", COUNTS)
def test_the_deal_passes_to_the_next_seat_every_hand(bot: FakeBot, players: int) -> None:
    controller, _ = make(bot, players=players)
    dealers = []
    for _ in range(players + 1):
        controller.new_hand()
        assert controller.hand is not None
        dealers.append(controller.hand.dealer)
    assert dealers == [(players - 1 + n) % players for n in range(players + 1)]


@pytest.mark.parametrize("players", COUNTS)
def test_a_match_is_played_to_its_end(bot: FakeBot, players: int) -> None:
    controller, table = make(bot, players=players)
    controller.new_hand()
    for _ in range(12):
        play_out(controller, bot)
        if controller.phase is Phase.MATCH_OVER:
            break
        assert controller.phase is Phase.HAND_OVER
        controller.next_hand()
    assert controller.phase is Phase.MATCH_OVER
    summary = table.summaries[-1]
    assert summary.match_over and max(summary.wins) == 2 and summary.hands_to_win == 2
    assert summary.match_winner == summary.wins.index(2)
    assert summary.seating == controller.seating and len(summary.wins) == summary.seating.sides
    assert all(sum(s.result.side_points) == 120 for s in table.summaries)
    match = controller.match
    controller.next_hand()
    assert controller.match is not match and controller.phase is not Phase.MATCH_OVER


def test_match_length_and_partners_showing_apply_from_the_next_match(bot: FakeBot) -> None:
    controller, _ = make(bot, "single", players=4)
    controller.new_hand()
    controller.set_match_length("best_of_five")
    controller.set_partners_show(True)
    assert controller.match.hands_to_win == 1 and not controller.match.variants.partners_show
    controller.new_match()
    assert controller.match.hands_to_win == 3 and controller.match.variants.partners_show
    with pytest.raises(ValueError):
        controller.set_match_length("best_of_seven")


@pytest.mark.parametrize("players", COUNTS)
def test_restore_lays_out_the_replay_of_the_record(bot: FakeBot, players: int) -> None:
    controller, table = make(bot, players=players)
    controller.new_hand()
    for _ in range(2 * players + 1):
        if controller.phase is Phase.HUMAN_TURN:
            view = controller.view
            assert view is not None
            controller.play(view.hand[0])
        else:
            bot.answer(bot.requests[-1])
    hand = controller.hand
    assert hand is not None
    match = Match(players, hands_to_win=2)
    replayed, events = record_of(hand).replay_events()
    other, other_table = make(FakeBot())
    seats: list[object] = []
    other.seating_changed.connect(seats.append)
    other.restore(match, replayed, events)
    assert other.match is match and other.hand is replayed
    assert seats == ([] if players == 2 else [other.seating]) and other.seating.players == players
    assert other_table.shown == []  # nothing to animate: the position is laid out at once
    restored = other_table.restored[-1]
    deal = 3 * players
    assert [type(e) for e in restored[: deal + 1]] == [CardDealt] * deal + [BriscolaTurned]
    played = [e.card.code for e in restored if isinstance(e, CardPlayed)]
    assert played == hand.plays
    assert other.phase in (Phase.HUMAN_TURN, Phase.COMPUTER_TURN)
    assert table.shown  # the first controller was not disturbed
