"""The whole table through the real window, as a new player would try it: choose the number
of players, play a whole match with computer partners, switch the deck mid-trick, quit
mid-hand and find the same position again, for 3, 4 and 6 players."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from briscola_qt.app.game.controller import HUMAN, Phase
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.main_window import MainWindow
from tests.app.helpers import answer_abandon
from tests.home.conftest import SETTLED, WAIT_MS, WindowFactory, settings_in
from tests.home.test_resume import position
from tests.home.test_window_home import menu_action, toolbar_texts

PLAYER_ENTRIES = {
    3: "3 players: each for themselves",
    4: "4 players: you and a partner against two",
    6: "6 players: three against three",
}


def choose_players(qtbot: QtBot, window: MainWindow, players: int) -> None:
    menu_action(window, "Game", "Players", PLAYER_ENTRIES[players]).trigger()
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)


def play_cards(qtbot: QtBot, window: MainWindow, count: int) -> None:
    for _ in range(count):
        assert window.controller.phase is Phase.HUMAN_TURN
        qtbot.keyClick(window.view, Qt.Key.Key_1)
        settle(qtbot, window)


def table_position(window: MainWindow) -> dict[str, object]:
    """The position, and what the table shows of it: seats, hands face down, piles."""
    facts = position(window)
    seating = window.controller.seating
    facts["seating"] = seating
    facts["held"] = window.controller.view.hand_sizes  # type: ignore[union-attr]
    facts["face_up"] = sorted(
        item.card.code
        for item in window.scene.card_items()
        if item.card is not None and item.showing_face
    )
    return facts


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_whole_match_at_the_chosen_count_then_it_is_remembered(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, players: int
) -> None:
    window = open_window(tmp_path)
    choose_players(qtbot, window, players)  # nothing played yet: no question
    assert window.controller.seating.players == players
    assert f"Players: {players}" in toolbar_texts(window)
    assert settings_in(tmp_path).players == players
    deck_switched = False
    for _ in range(40):  # hands of the match
        while window.controller.phase is Phase.HUMAN_TURN:
            view = window.controller.view
            assert view is not None and view.to_move == HUMAN
            if not deck_switched and view.current_trick and view.tricks:
                before = table_position(window)
                qtbot.keyClick(window.view, Qt.Key.Key_D)  # a new deck mid-trick
                assert table_position(window) == before
                deck_switched = True
            play_cards(qtbot, window, 1)
        if window.controller.phase is Phase.MATCH_OVER:
            break
        assert window.controller.phase is Phase.HAND_OVER
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        settle(qtbot, window)
    assert deck_switched and window.controller.phase is Phase.MATCH_OVER
    match = window.controller.match
    summary = window.scene.summary_text()
    sides = window.controller.seating.sides
    assert len(match.wins) == sides and max(match.wins) == match.hands_to_win
    mine = match.wins[0] == match.hands_to_win
    if players == 3:
        assert ("You win the match!" in summary) is mine
    else:
        assert ("Your side wins the match" in summary) is mine
        assert ("Your opponents win the match" in summary) is not mine
    counted = Statistics(tmp_path).of("normal", players)
    assert counted.hands_played == len(match.results) and counted.matches_played == 1
    assert Statistics(tmp_path).of("normal").hands_played == 0  # two players: untouched
    window.close()
    again = open_window(tmp_path)
    assert again.controller.seating.players == players  # remembered between runs
    assert again.persistence.saved is not None
    again.close()


@pytest.mark.parametrize("players", [3, 4, 6])
def test_quitting_mid_hand_resumes_the_same_position(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, players: int
) -> None:
    first = open_window(tmp_path)
    choose_players(qtbot, first, players)
    play_cards(qtbot, first, 4)
    before = table_position(first)
    assert len(before["plays"]) >= 4 * players - 1  # type: ignore[arg-type]
    first.close()  # a quit mid-hand
    second = open_window(tmp_path)
    assert table_position(second) == before
    play_cards(qtbot, second, 1)  # and the hand goes on from there
    second.close()
    third = open_window(tmp_path)  # a crash this time: no close, only what is on disk
    crashed = table_position(third)
    assert crashed["plays"][: len(before["plays"])] == before["plays"]  # type: ignore[index]
    third.close()


def test_a_new_count_mid_hand_asks_first_and_the_hand_counts_as_lost(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    window = open_window(tmp_path)
    choose_players(qtbot, window, 4)
    play_cards(qtbot, window, 1)
    hand = window.controller.hand
    answer_abandon(window, abandon=False)
    choose_players(qtbot, window, 6)
    assert window.controller.seating.players == 4 and window.controller.hand is hand
    assert menu_action(window, "Game", "Players", PLAYER_ENTRIES[4]).isChecked()
    assert Statistics(tmp_path).of("normal", 4).hands_lost == 0
    answer_abandon(window)
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # N asks too, and this time the hand is given up
    settle(qtbot, window)
    assert window.controller.hand is not hand
    assert Statistics(tmp_path).of("normal", 4).hands_lost == 1
    assert window.controller.hand_in_progress  # the deal passed: the computer has led
    answer_abandon(window)
    choose_players(qtbot, window, 6)
    assert window.controller.seating.players == 6
    assert Statistics(tmp_path).of("normal", 4).hands_lost == 2
    assert not window.controller.hand_in_progress  # the player leads the first hand at six
    choose_players(qtbot, window, 3)  # so nothing is lost and nothing asked
    assert window.controller.seating.players == 3
    assert Statistics(tmp_path).of("normal", 6).hands_played == 0
    window.close()
