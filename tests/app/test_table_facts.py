"""What the player must always see: the trump in words and symbol, the cards left in the
stock, the match score with its target, the briscola face up and upright beside the stock,
the captured-points switch one click away, and a clear margin under the player's hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.facts import DASH
from briscola_qt.app.table.layout import FOOT, Area, Place, table_layout
from briscola_qt.app.window.i18n import Translations, suit_name

from .helpers import wait_for
from .test_layout import COUNTS, SIZES, card_box

PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_hand_keeps_a_margin_and_the_briscola_lies_upright_beside_the_stock(
    players: int, width: int, height: int
) -> None:
    layout = table_layout(width, height, seating=Seating(players))
    human = layout.seating.human
    bottom = max(
        card_box(layout, Place(Area.HAND, human, i, layout.hand_size))[3]
        for i in range(layout.hand_size)
    )
    assert height - bottom >= 0.9 * FOOT * layout.unit, (players, width, height)
    briscola, stock = layout.spot(Place(Area.BRISCOLA)), layout.design.stock
    assert briscola.rotation == 0.0 and briscola.y == stock[1]
    assert briscola.x - stock[0] > 1.0  # a whole card's width away: nothing of it hidden
    band = layout.band
    top = layout.to_pixels(0, band.top)[1]
    assert top >= -0.5 and layout.to_pixels(0, band.bottom)[1] <= height


def shown_stock(window) -> str:  # type: ignore[no-untyped-def]
    return window.scene.facts.stock_text


def test_trump_stock_and_score_are_in_sight_and_right_all_hand_long(qtbot, make_window) -> None:
    window = make_window()
    facts = window.scene.facts
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    hand = window.controller.hand
    assert hand is not None
    assert facts.trump_text == f"Briscola: {suit_name(hand.trump)}"
    assert facts.score_text == f"You 0 {DASH} 0 Computer · first to 2"
    seen = set()
    for _ in range(25):
        wait_for(qtbot, window, *PLAYING)
        if window.controller.phase is not Phase.HUMAN_TURN:
            break
        expected = str(hand.stock_count) if hand.stock_count else ""
        assert shown_stock(window) == expected  # the number on the stock is the engine's
        seen.add(expected)
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert {"34", "2", ""} <= seen  # from the deal, down to the last draw, then gone
    wait_for(qtbot, window, Phase.HAND_OVER)
    wins = window.controller.match.wins
    assert facts.score_text == f"You {wins[0]} {DASH} {wins[1]} Computer · first to 2"


def test_the_facts_in_italian(qtbot, make_window, settings) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    hand = window.controller.hand
    assert hand is not None
    Translations().apply("it")
    try:
        qtbot.waitUntil(lambda: window.scene.facts.score_text.startswith(f"Tu 0 {DASH} 0"))
        assert window.scene.facts.score_text.endswith("vince chi arriva a 2")
        assert window.scene.facts.trump_text == f"Briscola: {suit_name(hand.trump)}"
        assert suit_name(hand.trump) in ("coppe", "denari", "spade", "bastoni")
    finally:
        Translations().apply("en")


def test_the_points_switch_on_the_table_turns_the_option_on_and_off(
    qtbot, make_window, settings
) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert settings.show_points is False  # off by default, as the rules page explains
    chip = window.scene.facts.points_chip
    centre = window.view.mapFromScene(chip.mapToScene(chip.boundingRect().center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert settings.show_points is True and chip.on
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert settings.show_points is False and not chip.on


@pytest.mark.parametrize("players", (5, 6))
@pytest.mark.parametrize("language", ("en", "it"))
@pytest.mark.parametrize("size", ((1200, 800), (440, 860), (320, 568)))
def test_the_whole_score_shows_in_the_band(
    qtbot, make_window, settings, players: int, language: str, size: tuple[int, int]
) -> None:
    """However narrow the window, the score is never cut off at the band's edge: it shows
    whole on one line or two, or elided with the whole of it in its tooltip."""
    settings.players = players
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.COMPUTER_TURN)
    facts = window.scene.facts
    english = facts.score_text
    Translations().apply(language)
    try:
        window.resize(*size)
        qtbot.waitUntil(lambda: (facts.score_text != english) == (language == "it"))
        qtbot.waitUntil(lambda: window.scene.sceneRect().width() == window.view.viewport().width())
        score, chip = facts.score_item, facts.points_chip
        shown = score.text().replace("\n", " · ")
        assert shown == facts.score_text or score.toolTip() == facts.score_text
        drawn = score.sceneBoundingRect()
        assert drawn.left() >= 0 and drawn.right() <= window.scene.sceneRect().width()
        assert not drawn.intersects(chip.sceneBoundingRect())
        layout = window.scene.table_layout
        band = layout.box_pixels(layout.band)
        assert band[1] - 1 <= drawn.top() and drawn.bottom() <= band[1] + band[3] + 1
    finally:
        Translations().apply("en")
