"""A won match is an occasion: a short fall of flecks over the table, gone by itself and at
once with the next deal; a lost match has none."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsRectItem

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.table.celebration import CELEBRATION_MS, CELEBRATION_Z, FLECKS

from .helpers import wait_for

PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


def flecks(window) -> list[QGraphicsRectItem]:  # type: ignore[no-untyped-def]
    return [
        item
        for item in window.scene.items()
        if isinstance(item, QGraphicsRectItem) and item.zValue() == CELEBRATION_Z
    ]


def play_single_hand_match(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    window.menus.length_actions["single"].trigger()
    window.controller.new_match()
    for _ in range(25):
        wait_for(qtbot, window, *PLAYING)
        if window.controller.phase is not Phase.HUMAN_TURN:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.MATCH_OVER)


def test_only_a_won_match_is_celebrated_and_the_flecks_go(qtbot, make_window, settings) -> None:
    outcomes = set()
    for seed in (7, 8, 9, 10, 11, 12):
        window = make_window(seed=seed)
        play_single_hand_match(qtbot, window, settings)
        summary_winner = window.controller.match.wins.index(max(window.controller.match.wins))
        won = summary_winner == window.scene.seating.side_of(window.scene.seating.human)
        outcomes.add(won)
        assert window.celebration.running is won
        assert len(flecks(window)) == (FLECKS if won else 0)
        if won:
            assert window.scene.summary_text().startswith("You win the match 1")
            qtbot.waitUntil(lambda w=window: not w.celebration.running, timeout=CELEBRATION_MS * 3)
            assert flecks(window) == []
        window.close()
        if outcomes == {True, False}:
            break
    assert True in outcomes  # at least one of these deals was won, and celebrated


def test_a_new_deal_sweeps_the_flecks_away_at_once(qtbot, make_window) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    window.celebration.start(window.scene.table_layout)
    assert len(flecks(window)) == FLECKS
    window.controller.new_match()  # a new deal (the controller's own, past the guard)
    wait_for(qtbot, window, *PLAYING)
    assert flecks(window) == [] and not window.celebration.running
