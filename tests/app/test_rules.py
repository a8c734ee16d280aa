"""Game > Rules through the real window: the trump exchange offered exactly when RULES.md
allows it (badge, X, a click on the briscola), open hands, and a rule changed mid-match."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import Qt, QTimer

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.layout import Area
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import Card, Hand, SeatView
from briscola_qt.engine.action import Action
from briscola_qt.engine.variants import Variants

from .helpers import FirstCardBot

WAIT_MS = 20_000
PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)
SEVEN, TWO = 7, 2


def rules_allow(hand: Hand, rule: str) -> Card | None:
    """RULES.md, "Trump swap", read on its own: the trump the player (seat 0) may give now.

    While the stock still has face-down cards, the seat that has just won a trick may,
    before leading, give the 7 of trumps for a face-up briscola ranked above the 7 or (2 and
    7) the 2 of trumps for one ranked 4 to 7; at most one exchange per trick.
    """
    if hand.to_move != 0 or hand.current_trick or not hand.tricks:
        return None
    if hand.tricks[-1].winner != 0 or hand.stock_count < 2:
        return None
    if hand.exchanges and hand.exchanges[-1].before_trick == len(hand.tricks):
        return None
    briscola = hand.briscola
    for card in hand.cards_of(0):
        if card.suit != briscola.suit:
            continue
        if card.rank == SEVEN and briscola.strength > card.strength:
            return card
        if rule == "two_and_seven" and card.rank == TWO and 4 <= briscola.rank <= 7:
            return card
    return None


def seeds_with_an_exchange(rule: str, count: int) -> list[int]:
    """Deals in which the player is offered the exchange when both seats play their first card."""
    found = []
    for seed in range(500):
        hand = Hand.shuffled(seed, 2, seed % 2, Variants(trump_exchange=rule))
        offered = False
        while (seat := hand.to_move) is not None:
            offered = offered or rules_allow(hand, rule) is not None
            hand.apply(Action.play(hand.cards_of(seat)[0]))
        if offered:
            found.append(seed)
        if len(found) == count:
            return found
    raise AssertionError("no deal offers the exchange")


def with_rule(qtbot, make_window, rule: str) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(FirstCardBot)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    window.rules.exchange_choices[rule].trigger()  # nothing played yet: no question
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    assert window.controller.match.variants.trump_exchange == rule
    return window


def deal(window: MainWindow, seed: int) -> Hand:
    """A fresh match whose hand is dealt from ``seed``."""
    window.controller.new_match()
    hand = Hand.shuffled(seed, 2, seed % 2, window.controller.match.variants)
    window.controller.start(hand)
    return hand


def briscola_item(window: MainWindow) -> CardItem:
    return next(i for i in window.scene.card_items() if i.place.area is Area.BRISCOLA)


@pytest.mark.parametrize("rule", ["seven", "two_and_seven"])
def test_the_exchange_is_offered_exactly_when_the_rules_allow(qtbot, make_window, rule) -> None:
    window = with_rule(qtbot, make_window, rule)
    offered = refused = 0
    for seed in seeds_with_an_exchange(rule, 3):
        hand = deal(window, seed)
        while True:
            qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
            if window.controller.phase is not Phase.HUMAN_TURN:
                break
            allowed = rules_allow(hand, rule)
            assert window.coaching.marks.badge_visible is (allowed is not None)
            assert window.rules.exchange_action.isEnabled() is (allowed is not None)
            offered += allowed is not None
            refused += allowed is None
            window.controller.play(hand.cards_of(0)[0])
    assert offered >= 3 and refused > 30


def first_offer(qtbot, window: MainWindow, seed: int) -> Hand:  # type: ignore[no-untyped-def]
    """Deal ``seed`` and play first cards until the player is offered the exchange."""
    hand = deal(window, seed)
    while True:
        qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
        assert window.controller.phase is Phase.HUMAN_TURN
        if window.coaching.marks.badge_visible:
            return hand
        window.controller.play(hand.cards_of(0)[0])


def test_x_gives_the_seven_for_the_briscola(qtbot, make_window) -> None:
    window = with_rule(qtbot, make_window, "seven")
    hand = first_offer(qtbot, window, seeds_with_an_exchange("seven", 1)[0])
    briscola = hand.briscola
    seven = rules_allow(hand, "seven")
    assert seven is not None
    qtbot.keyClick(window.view, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    assert hand.exchanges and hand.exchanges[-1].given == seven
    assert briscola_item(window).card == seven and briscola_item(window).showing_face
    assert briscola in window.scene.human_cards() and seven not in window.scene.human_cards()
    assert window.controller.phase is Phase.HUMAN_TURN and not window.coaching.marks.badge_visible


def test_a_click_on_the_briscola_makes_the_exchange(qtbot, make_window) -> None:
    window = with_rule(qtbot, make_window, "two_and_seven")
    hand = first_offer(qtbot, window, seeds_with_an_exchange("two_and_seven", 1)[0])
    given = rules_allow(hand, "two_and_seven")
    point = window.view.mapFromScene(briscola_item(window).sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: bool(hand.exchanges), timeout=WAIT_MS)
    assert hand.exchanges[-1].given == given


def test_the_rules_are_remembered_by_the_next_window(qtbot, make_window, settings) -> None:
    window = with_rule(qtbot, make_window, "two_and_seven")
    window.close()
    again = make_window(FirstCardBot)
    qtbot.waitUntil(lambda: again.controller.phase in PLAYING, timeout=WAIT_MS)
    assert again.controller.match.variants.trump_exchange == "two_and_seven"
    assert again.rules.exchange_choices["two_and_seven"].isChecked()


def answer_guard(window: MainWindow, abandon: bool) -> None:
    """Click a button of the guard's question as soon as it is up."""

    def click() -> None:
        box = window.guard.question
        if box is None:
            QTimer.singleShot(10, click)
            return
        wanted = "Abandon" if abandon else "Keep"
        button = next(b for b in box.buttons() if wanted in b.text().replace("&", ""))
        button.click()

    QTimer.singleShot(0, click)


def test_a_rule_changed_mid_hand_asks_first(qtbot, make_window) -> None:
    window = make_window(FirstCardBot)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    hand = window.controller.hand
    answer_guard(window, abandon=False)
    window.rules.exchange_choices["seven"].trigger()
    assert window.controller.hand is hand and window.controller.match.variants == Variants()
    assert window.rules.exchange_choices["off"].isChecked()
    answer_guard(window, abandon=True)
    window.rules.exchange_choices["seven"].trigger()
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    assert window.controller.hand is not hand
    assert window.controller.match.variants.trump_exchange == "seven"
    assert window.controller.match.results == []  # a new match


class SpyBot(FirstCardBot):
    """Notes every view the computer seat is given."""

    views: ClassVar[list[SeatView]] = []

    def choose(self, view: SeatView) -> Action:
        SpyBot.views.append(view)
        return super().choose(view)


def test_open_hands_shows_both_hands_and_the_bot_sees_what_is_face_up(qtbot, make_window) -> None:
    SpyBot.views = []
    window = make_window(SpyBot)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    window.rules.set_open_hands(True)
    for _ in range(6):
        qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
        hand = window.controller.hand
        assert hand is not None and hand.variants.open_hands
        if window.controller.phase is not Phase.HUMAN_TURN:
            break
        computer = [
            item
            for item in window.scene.card_items()
            if item.place.area is Area.HAND and item.place.seat == 1
        ]
        assert {item.card for item in computer} == set(hand.cards_of(1))
        assert all(item.showing_face for item in computer)
        assert window.controller.view is not None
        assert window.controller.view.known_hands[1] == hand.cards_of(1)
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert SpyBot.views
    for view in SpyBot.views:
        # Face up is the player's whole hand; the stock stays hidden (only its size is known).
        assert len(view.known_hands[0]) == view.hand_sizes[0]
        assert len(view.unseen_cards()) == max(0, view.stock_count - 1)


def test_the_hint_says_when_hard_would_exchange(qtbot, make_window) -> None:
    from .test_coaching import CoachBots

    window = make_window(CoachBots)
    qtbot.waitUntil(lambda: window.controller.phase in PLAYING, timeout=WAIT_MS)
    window.rules.exchange_choices["seven"].trigger()
    first_offer(qtbot, window, seeds_with_an_exchange("seven", 1)[0])
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coaching.hint is not None, timeout=WAIT_MS)
    hint = window.coaching.hint
    assert hint is not None and hint.best.code.startswith("x")  # Hard takes the exchange
    assert "(X)" in window.coaching.message
    assert window.coaching.marks.badge_visible
