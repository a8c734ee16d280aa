"""The table through its real widgets (offscreen): keys, matches, decks, levels, threads."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import HUMAN, Phase
from briscola_qt.app.table.card_item import BACK
from briscola_qt.app.table.layout import Area, table_layout
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import record_of

from .helpers import FirstCardBot, GatedBot, answer_abandon, wait_for, wait_settled

PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)
#: The computer's seat at the two-player table.
COMPUTER = 1


def play_hand_by_keyboard(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Press 1 on every turn (or choose with the arrows and Enter) until the hand is over."""
    for turn in range(25):
        wait_for(qtbot, window, *PLAYING)
        if window.controller.phase is not Phase.HUMAN_TURN:
            return
        if turn % 2:
            qtbot.keyClick(window.view, Qt.Key.Key_1)
        else:
            qtbot.keyClick(window.view, Qt.Key.Key_Right)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    raise AssertionError("the hand did not end after 25 turns")


def test_a_whole_hand_by_keyboard_shows_the_engines_result(qtbot, make_window) -> None:
    window = make_window()
    play_hand_by_keyboard(qtbot, window)
    wait_for(qtbot, window, Phase.HAND_OVER)
    hand = window.controller.hand
    assert hand is not None and hand.is_over
    result = hand.result()
    assert result is not None and sum(result.side_points) == 120
    assert window.controller.match.results == [result]
    shown = window.scene.summary_text()
    mine, theirs = result.side_points
    assert f"You scored {mine} points and the computer {theirs}." in shown
    # Every card ended face down on one of the two piles.
    items = window.scene.card_items()
    assert len(items) == 40
    assert all(item.place.area is Area.PILE and not item.showing_face for item in items)


def test_a_best_of_three_match_to_the_end(qtbot, make_window) -> None:
    window = make_window()
    for _ in range(6):
        play_hand_by_keyboard(qtbot, window)
        wait_for(qtbot, window, Phase.HAND_OVER, Phase.MATCH_OVER)
        if window.controller.phase is Phase.MATCH_OVER:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    match = window.controller.match
    assert window.controller.phase is Phase.MATCH_OVER
    assert match.is_over and max(match.wins) == 2
    assert "match" in window.scene.summary_text()
    # Enter after the match starts a new one, and the lead has kept alternating.
    dealers = len(match.results)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.match is not match and window.controller.match.results == []
    hand = window.controller.hand
    assert hand is not None and hand.dealer == (COMPUTER + dealers) % 2


def visible_codes(window: MainWindow) -> dict[int, str]:
    return {
        id(item): item.card.code if item.showing_face and item.card is not None else BACK
        for item in window.scene.card_items()
    }


def test_switching_deck_mid_animation_changes_every_card_and_nothing_in_the_game(
    qtbot, make_window, settings
) -> None:
    settings.speed = "slow"
    window = make_window()
    qtbot.waitUntil(lambda: window.scene.busy and len(window.scene.human_cards()) >= 2)
    hand = window.controller.hand
    assert hand is not None
    record_before = record_of(hand)
    old_deck = window.art.deck
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    new_deck = window.art.deck
    assert new_deck != old_deck and settings.deck((old_deck, new_deck)) == new_deck
    assert window.scene.busy  # the deal goes on
    for item in window.scene.card_items():
        code = item.card.code if item.showing_face and item.card is not None else BACK
        assert item.pixmap().cacheKey() == window.art.pixmap(code).cacheKey()
        assert item.pixmap().cacheKey() != window.art.pixmap_of(old_deck, code).cacheKey()
    assert window.controller.hand is hand and record_of(hand) == record_before
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    for item in window.scene.card_items():  # cards turned up after the switch: new deck too
        code = item.card.code if item.showing_face and item.card is not None else BACK
        assert item.pixmap().cacheKey() == window.art.pixmap(code).cacheKey()


def test_l_deals_a_new_hand_at_the_next_level_and_remembers_it(
    qtbot, make_window, settings
) -> None:
    settings.level = "easy"
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    old_hand = window.controller.hand
    FirstCardBot.calls.clear()
    answer_abandon(window)  # a card is on the table: L asks first
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    assert window.controller.level == "normal" and settings.level == "normal"
    hand = window.controller.hand
    assert hand is not old_hand and hand is not None and hand.plays == []
    assert hand.to_move == COMPUTER  # the lead alternates, so the new level plays first
    qtbot.waitUntil(lambda: bool(FirstCardBot.calls))
    assert FirstCardBot.calls == [("normal", FirstCardBot.calls[0][1])]
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert len(hand.plays) == 1


def test_the_bot_thinks_off_the_gui_thread(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: bool(FirstCardBot.calls))
    assert FirstCardBot.calls[0][1] != threading.get_ident()
    assert window.bot_worker.worker_thread.isRunning()


def test_a_stale_bot_answer_after_n_is_ignored(qtbot, make_window) -> None:
    window = make_window(bot=GatedBot)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the player leads; the computer starts thinking
    wait_for(qtbot, window, Phase.COMPUTER_TURN)
    assert GatedBot.thinking.wait(5)
    answer_abandon(window)
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # new hand: the computer leads this one
    new_hand = window.controller.hand
    assert new_hand is not None and new_hand.to_move == COMPUTER
    wait_for(qtbot, window, Phase.COMPUTER_TURN)
    GatedBot.gate.set()  # both answers come back: the old one must be dropped
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.wait(50)
    assert window.controller.hand is new_hand
    assert len(GatedBot.views) == 2
    assert new_hand.plays == [GatedBot.views[1].hand[0].code]
    assert sorted(window.scene.human_cards()) == sorted(new_hand.cards_of(HUMAN))


def test_closing_while_the_bot_thinks_exits_cleanly(qtbot, make_window) -> None:
    GatedBot.limit_s = 0.3
    try:
        window = make_window(bot=GatedBot)
        wait_for(qtbot, window, Phase.HUMAN_TURN)
        qtbot.keyClick(window.view, Qt.Key.Key_1)
        assert GatedBot.thinking.wait(5)
        hand = window.controller.hand
        assert hand is not None
        plays = list(hand.plays)
        window.close()  # waits for the move in progress, then stops the thread
        assert not window.bot_worker.worker_thread.isRunning()
        qtbot.wait(100)
        assert hand.plays == plays  # the late answer was dropped
    finally:
        GatedBot.limit_s = 5.0


def test_resizing_during_an_animation_lands_every_card_in_its_new_place(
    qtbot, make_window, settings
) -> None:
    settings.speed = "normal"
    window = make_window()
    for width, height in ((700, 900), (1200, 700), (420, 760)):
        assert window.scene.busy  # the deal is still flying
        window.resize(width, height)
        qtbot.wait(150)
    wait_settled(qtbot, window)
    size = window.view.viewport().size()
    layout = table_layout(size.width(), size.height())
    assert window.scene.table_layout == layout
    for item in window.scene.card_items():
        spot = layout.spot(item.place)
        x, y = layout.to_pixels(spot.x, spot.y)
        assert abs(item.pos().x() - x) < 0.5 and abs(item.pos().y() - y) < 0.5
        assert 0 <= x <= size.width() and 0 <= y <= size.height()
    assert len(window.scene.human_cards()) == 3


def test_a_restored_hand_is_laid_out_at_once_whatever_the_speed(
    qtbot, make_window, settings
) -> None:
    window = make_window()
    for _ in range(4):
        wait_for(qtbot, window, Phase.HUMAN_TURN)
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    hand, match = window.controller.hand, window.controller.match
    assert hand is not None
    settings.speed = "slow"
    window.menus.set_speed("slow")
    window.controller.restore(match, *record_of(hand).replay_events())
    assert not window.scene.busy  # no card is still flying
    assert sorted(window.scene.human_cards()) == sorted(hand.cards_of(HUMAN))
    piles = [item for item in window.scene.card_items() if item.place.area is Area.PILE]
    assert len(piles) == 2 * len(hand.tricks)
    wait_for(qtbot, window, Phase.HUMAN_TURN)


def test_choices_and_the_window_size_are_remembered_by_the_next_window(
    qtbot, make_window, settings
) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    window.menus.set_speed("fast")
    window.resize(777, 555)
    deck, level = window.art.deck, window.controller.level
    window.close()
    again = MainWindow(settings, bot_factory=FirstCardBot)
    qtbot.addWidget(again)
    assert (again.size().width(), again.size().height()) == (777, 555)
    assert (again.art.deck, again.controller.level) == (deck, level)
    assert settings.speed == "fast"
    again.close()
