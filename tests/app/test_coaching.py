"""The coach through the real window: the hint (H), a stale hint dropped, the review of a
scripted hand, and the statistics of hands won with help."""

from __future__ import annotations

import threading
from typing import ClassVar

from PySide6.QtCore import Qt, QTimer

from briscola_qt.app.game import bot_worker
from briscola_qt.app.game.bot_worker import BotAnswer, RequestKind
from briscola_qt.app.game.controller import Phase
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.bots.coach import CoachedView, Hint
from briscola_qt.bots.hard import HardBot
from briscola_qt.engine import Action, Hand, SeatView
from briscola_qt.engine.record import Record
from tests.bots.test_coach import ACE_THROWN_AWAY

from .helpers import FirstCardBot

WAIT_MS = 20_000
PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


class CoachBots:
    """The computer plays its first card; the coach (level "hard") is a quick Hard."""

    def __new__(cls, level: str, seed: int = 0):  # type: ignore[no-untyped-def]
        if level == "hard":
            return HardBot(seed, worlds=12, exact_worlds=3)
        return FirstCardBot(level, seed)


class GatedCoach:
    """A coach that thinks until the test opens the gate: the window must not wait for it."""

    gate = threading.Event()
    thinking = threading.Event()
    asked: ClassVar[list[SeatView]] = []

    def __new__(cls, level: str, seed: int = 0):  # type: ignore[no-untyped-def]
        return FirstCardBot(level, seed) if level != "hard" else super().__new__(cls)

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        return Action.play(view.hand[0])

    def evaluate(self, view: SeatView) -> list[tuple[Action, float]]:
        GatedCoach.asked.append(view)
        GatedCoach.thinking.set()
        GatedCoach.gate.wait(5.0)
        return [(Action.play(card), 0.5) for card in view.hand]


class SpyCoach(HardBot):
    """A quick Hard that notes every view the coach's questions carry."""

    views: ClassVar[list[SeatView]] = []

    def evaluate(self, view: SeatView) -> list[tuple[Action, float]]:
        SpyCoach.views.append(view)
        return super().evaluate(view)


class ScriptedBot:
    """Seat 1 plays the scripted hand's cards in order."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: SeatView) -> Action:
        done = len(view.played_cards()) + len(view.exchanges)
        return Action.parse(ACE_THROWN_AWAY.plays[done])


def scripted_bots(level: str, seed: int = 0):  # type: ignore[no-untyped-def]
    return SpyCoach(seed, worlds=30) if level == "hard" else ScriptedBot(level, seed)


def human_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    assert window.controller.phase is Phase.HUMAN_TURN


def assert_marks_show(window: MainWindow, hint: Hint) -> None:
    """Each of the player's cards carries its chance ("54%"), and Hard's card is lifted."""
    view = window.controller.view
    assert view is not None
    texts = window.coaching.marks.chance_texts()
    assert set(texts) == set(view.hand)
    for card, text in texts.items():
        chance = hint.chance_of(card)
        assert chance is not None and text == f"{round(chance * 100)}%"
    cards = window.scene.human_cards()
    assert hint.best.card is not None and window.scene.selected == cards.index(hint.best.card)


def test_h_lifts_hards_card_and_writes_each_cards_chance(qtbot, make_window) -> None:
    window = make_window(CoachBots)
    human_turn(qtbot, window)
    coaching = window.coaching
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coaching.hint is not None, timeout=WAIT_MS)
    hint = coaching.hint
    assert hint is not None
    view = window.controller.view
    assert view is not None
    assert hint.best == HardBot(0, worlds=12, exact_worlds=3).choose(view)  # Hard's own choice
    assert_marks_show(window, hint)
    # Enter plays the lifted card, and the marks go with the position they were for.
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not coaching.marks.chance_texts(), timeout=WAIT_MS)
    assert coaching.hint is None


def hint_on_its_way(qtbot, make_window) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window whose player asked for a hint (H) that the coach is still thinking about."""
    GatedCoach.gate = threading.Event()
    GatedCoach.thinking = threading.Event()
    GatedCoach.asked = []
    window = make_window(GatedCoach)
    human_turn(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(GatedCoach.thinking.is_set, timeout=WAIT_MS)
    return window


def test_the_window_keeps_running_while_the_coach_thinks(qtbot, make_window) -> None:
    window = hint_on_its_way(qtbot, make_window)
    assert GatedCoach.asked[-1] == window.controller.view  # the player's own view, no more
    # The coach is stuck thinking on the worker thread; the GUI thread is not: timers fire
    # and keys work (the figures of GUI latency come from tools/bench_coach.py).
    ticks: list[int] = []
    probe = QTimer(window)
    probe.timeout.connect(lambda: ticks.append(1))
    probe.start(5)
    deck = window.art.deck
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=WAIT_MS)
    probe.stop()
    assert window.art.deck != deck and GatedCoach.thinking.is_set()
    assert window.coaching.hint is None and window.controller.phase is Phase.HUMAN_TURN
    GatedCoach.gate.set()
    qtbot.waitUntil(lambda: window.coaching.hint is not None, timeout=WAIT_MS)


def test_a_hint_that_arrives_after_the_card_is_played_is_dropped(qtbot, make_window) -> None:
    window = hint_on_its_way(qtbot, make_window)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the player does not wait for the hint
    GatedCoach.gate.set()
    human_turn(qtbot, window)  # the next turn: the old answer has come and gone
    qtbot.wait(100)
    assert window.coaching.hint is None
    assert not window.coaching.marks.chance_texts()
    assert len(GatedCoach.asked) == 1


def play_scripted_hand(qtbot, window: MainWindow) -> Hand:  # type: ignore[no-untyped-def]
    """The player's side of the scripted hand, card by card, by clicking the keys 1-3."""
    record = ACE_THROWN_AWAY
    hand = Hand(record.deck, record.players, record.dealer, record.variants)
    window.controller.start(hand)
    for _ in range(25):
        qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
        if window.controller.phase is not Phase.HUMAN_TURN:
            return hand
        code = record.plays[len(hand.actions)]
        index = [card.code for card in window.scene.human_cards()].index(code)
        qtbot.keyClick(window.view, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)[index])
    raise AssertionError("the scripted hand did not end")


def test_the_review_shows_the_ace_led_into_a_trump(qtbot, make_window) -> None:
    SpyCoach.views = []
    window = make_window(scripted_bots)
    human_turn(qtbot, window)
    hand = play_scripted_hand(qtbot, window)
    assert [a.code for a in hand.actions] == list(ACE_THROWN_AWAY.plays)
    coaching = window.coaching
    # The result is on the panel at once; the review follows from the worker thread.
    assert window.scene.summary_visible
    qtbot.waitUntil(lambda: coaching.review is not None, timeout=WAIT_MS)
    review = coaching.review
    assert review is not None and not review.clean
    worst = review.moments[0]
    assert worst.played.code == "Ac" and worst.best_chance > 0.99 and worst.played_chance < 0.01
    assert coaching.marks.review_button.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    dialog = coaching.review_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    assert dialog.boxes and "Ace of cups" in dialog.boxes[0].accessibleDescription()
    assert "0% chance of winning" in dialog.boxes[0].accessibleDescription()
    # Worked out from the player's own views at each of their decisions, and nothing else.
    replay = Hand(hand.deck, hand.players, hand.dealer, hand.variants)
    seen = []
    for action in hand.actions:
        if replay.to_move == 0:
            seen.append(SeatView.of(replay, 0))
        replay.apply(action)
    assert SpyCoach.views == seen


def test_a_hint_marks_the_hand_in_the_statistics(qtbot, make_window) -> None:
    window = make_window(CoachBots)
    statistics = window.persistence.statistics
    human_turn(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coaching.hint is not None, timeout=WAIT_MS)
    for _ in range(25):
        qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
        if window.controller.phase is not Phase.HUMAN_TURN:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    result = window.controller.match.results[-1]
    stats = statistics.of(window.controller.level)
    assert stats.hands_helped == 1
    assert stats.hands_won_helped == int(result.winner_side == 0)


class GatedCut:
    """``decisions_of`` as the worker calls it, noting its thread and held until the gate opens."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.gate = threading.Event()
        self.cutting = threading.Event()
        self.threads: list[int] = []
        cut = bot_worker.decisions_of

        def gated(record: Record, seat: int) -> list[tuple[CoachedView, Action]]:
            self.threads.append(threading.get_ident())
            self.cutting.set()
            self.gate.wait(5.0)
            return cut(record, seat)

        monkeypatch.setattr(bot_worker, "decisions_of", gated)


def cut_held(qtbot, make_window, monkeypatch):  # type: ignore[no-untyped-def]
    """The scripted hand played out, and the worker held cutting the player's views out."""
    SpyCoach.views = []
    cut = GatedCut(monkeypatch)
    window = make_window(scripted_bots)
    answers: list[BotAnswer] = []
    window.bot_worker.answered.connect(answers.append)
    human_turn(qtbot, window)
    hand = play_scripted_hand(qtbot, window)
    qtbot.waitUntil(cut.cutting.is_set, timeout=WAIT_MS)
    return cut, window, hand, answers


def test_the_review_cuts_the_players_views_out_on_the_worker_thread(
    qtbot, make_window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    cut, window, hand, answers = cut_held(qtbot, make_window, monkeypatch)
    coaching = window.coaching
    # The replay of the hand is on the worker thread; the GUI thread goes on meanwhile.
    assert cut.threads and threading.get_ident() not in cut.threads
    ticks: list[int] = []
    probe = QTimer(window)
    probe.timeout.connect(lambda: ticks.append(1))
    probe.start(5)
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=WAIT_MS)
    probe.stop()
    assert window.scene.summary_visible and coaching.asker.reviewing and coaching.review is None
    button = coaching.marks.review_button
    qtbot.waitUntil(button.isVisible, timeout=WAIT_MS)
    assert button.text.text() == "Review: Hard is thinking…"  # type: ignore[attr-defined]
    assert not SpyCoach.views  # nothing weighed before the views are cut out
    cut.gate.set()
    qtbot.waitUntil(lambda: coaching.review is not None, timeout=WAIT_MS)
    # What came back from the cut: the player's own views and actions, nothing else.
    (decisions,) = [a.decisions for a in answers if a.request.kind is RequestKind.DECISIONS]
    assert decisions is not None and len(decisions) == len(SpyCoach.views)
    assert all(isinstance(view, SeatView) and view.seat == 0 for view, _action in decisions)
    assert [view for view, _action in decisions] == SpyCoach.views
    replay = Hand(hand.deck, hand.players, hand.dealer, hand.variants)
    played = []
    for action in hand.actions:
        if replay.to_move == 0:
            played.append(action)
        replay.apply(action)
    assert [action for _view, action in decisions] == played
    qtbot.waitUntil(lambda: button.text.text() == "Review (R)", timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_a_cut_that_comes_after_the_next_hand_began_is_dropped(
    qtbot, make_window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    cut, window, _hand, _answers = cut_held(qtbot, make_window, monkeypatch)
    window.controller.next_hand()
    coaching = window.coaching
    assert not coaching.asker.reviewing
    cut.gate.set()
    qtbot.wait(200)
    assert coaching.review is None and not SpyCoach.views  # the old hand is never weighed
    assert not coaching.review_action.isEnabled()
