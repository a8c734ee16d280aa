"""Briscola chiamata at the table, through the real window: Game > Players > 5, the auction
panel's buttons and keys, the call, the partner revealed, deals scored and a 5-deal match,
and quitting mid-auction and mid-deal to resume exactly."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import QRectF, Qt

from briscola_qt.app.game.chiamata_deals import TABLE_DEALS, DealSummary
from briscola_qt.app.game.controller import Phase
from briscola_qt.app.store.settings import Settings
from briscola_qt.app.table.texts import seat_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.app.window.toast import Toast
from briscola_qt.engine import Action
from briscola_qt.engine.action import ActionKind
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.events import PartnerRevealed
from briscola_qt.engine.match import ChiamataMatch

from .helpers import FirstCardBot, wait_for


class PassingBot:
    """Passes in the auction, calls the first suit, plays its first card; notes its views."""

    views: ClassVar[list[ChiamataView]] = []
    #: Seats that bid once (the lowest bid on offer) before passing.
    bidders: ClassVar[set[int]] = set()

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: ChiamataView) -> Action:
        PassingBot.views.append(view)
        legal = view.legal_actions()
        if view.phase is ChiamataPhase.AUCTION:
            bids = [a for a in legal if a.kind is ActionKind.BID]
            said = any(seat == view.seat for seat, _ in view.auction.moves)
            if view.seat in PassingBot.bidders and bids and not said:
                return bids[0]
            return Action.pass_()
        return legal[0]


@pytest.fixture
def five(qtbot, settings: Settings):  # type: ignore[no-untyped-def]
    """A window at five players (chosen through Game > Players), with PassingBot seats."""
    PassingBot.views = []
    PassingBot.bidders = set()
    windows: list[MainWindow] = []

    def build(seed: int = 7) -> MainWindow:
        window = MainWindow(
            settings, bot_factory=FirstCardBot, seed=seed, chiamata_factory=PassingBot
        )
        qtbot.addWidget(window)
        window.resize(1000, 720)
        window.show()
        windows.append(window)
        return window

    yield build
    PassingBot.bidders = set()
    for window in windows:
        window.close()


def choose_five(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    window.menus.player_actions["5"].trigger()
    assert window.controller.seating.players == 5
    wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER)


def hand(window: MainWindow) -> ChiamataHand:
    played = window.controller.hand
    assert isinstance(played, ChiamataHand)
    return played


def play_out(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play the player's cards by key (1) until the deal is over."""
    while True:
        wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)
        if window.controller.phase is not Phase.HUMAN_TURN:
            return
        assert hand(window).phase is ChiamataPhase.PLAY
        qtbot.keyClick(window.view, Qt.Key.Key_1)


def test_five_players_win_the_auction_call_a_card_and_play_the_deal(qtbot, five) -> None:  # type: ignore[no-untyped-def]
    window = five()
    choose_five(qtbot, window)
    panel = window.auction
    assert panel.isVisible() and "Auction" in panel.title.text()
    # The player (after the dealer) opens: Pass and the ten ranks, keys P and 0-9.
    assert panel.choices[0] == Action.pass_() and len(panel.choices) == 11
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # bid the Ace
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).caller == 0 and hand(window).phase is ChiamataPhase.CALL
    assert [a.kind for a in panel.choices] == [ActionKind.CALL] * 4
    mine = hand(window).cards_of(0)
    button = next(b for b, a in panel.buttons if a.card not in mine)  # an Ace held elsewhere
    button.click()
    called = hand(window).called
    assert called is not None and called.rank == 1 and called not in mine
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert window.scene.facts.trump_text  # the called card's suit is trumps on the table
    assert "You call the Ace" in panel.moves.text() and "secret" in panel.moves.text()
    assert panel.isVisible() and not panel.choices
    play_out(qtbot, window)
    summary = window._summary  # type: ignore[attr-defined]
    assert isinstance(summary, DealSummary)
    result = hand(window).result()
    assert result is not None and summary.result == result and sum(result.game_points) == 0
    assert "Total" in window.scene.summary_text()


def test_a_deal_where_a_computer_calls_and_the_partner_is_revealed(qtbot, five) -> None:  # type: ignore[no-untyped-def]
    window = five()
    PassingBot.bidders = {2}
    choose_five(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_P)  # the player passes: out of the auction
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    deal = hand(window)
    assert deal.caller == 2 and deal.called is not None
    assert not window.auction.choices  # nothing to bid now
    partner = deal.partner
    assert partner is not None
    said: list[str] = []

    def shown(event: object) -> None:
        if isinstance(event, PartnerRevealed):
            said.append(Toast.on(window.view).message)
            said.append(window.auction.moves.text())

    window.scene.event_shown.connect(shown)
    if partner != 0:  # the player cannot know the partner until the card falls
        assert "secret" in window.auction.moves.text()
    play_out(qtbot, window)
    result = deal.result()
    assert result is not None and result.caller == 2
    name = seat_name(window.controller.seating, partner)
    assert len(said) == 2 and name in said[0] and name in said[1]
    assert window.controller.phase is Phase.HAND_OVER
    summary = window.scene.summary_text()
    assert "Total" in summary


def test_everyone_passing_throws_the_cards_in_and_the_deal_passes(qtbot, five) -> None:  # type: ignore[no-untyped-def]
    window = five()
    choose_five(qtbot, window)
    dealer = hand(window).dealer
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    wait_for(qtbot, window, Phase.HAND_OVER)
    assert "thrown in" in window.scene.summary_text()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.COMPUTER_TURN)
    assert hand(window).dealer == (dealer + 1) % 5


def test_a_whole_match_of_five_deals_with_its_game_point_table(qtbot, five) -> None:  # type: ignore[no-untyped-def]
    window = five()
    PassingBot.bidders = {1, 2, 3, 4}
    choose_five(qtbot, window)
    deals = 0
    while window.controller.phase is not Phase.MATCH_OVER:
        wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)
        if window.controller.phase is Phase.HUMAN_TURN:
            if hand(window).phase is ChiamataPhase.AUCTION:
                qtbot.keyClick(window.view, Qt.Key.Key_P)
            else:
                qtbot.keyClick(window.view, Qt.Key.Key_1)
        elif window.controller.phase is Phase.HAND_OVER:
            deals += 1
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    match = window.controller.match
    assert isinstance(match, ChiamataMatch) and match.played == TABLE_DEALS == deals + 1
    assert sum(match.totals) == 0
    assert "wins the match" in window.scene.summary_text() or "You" in window.scene.summary_text()
    stats = window.persistence.statistics.of(window.controller.level, 5)
    assert stats.hands_played == 5 and stats.matches_played == 1
    won = 0 in match.leaders  # a shared first place counts as won
    assert stats.matches_won == int(won)


def test_quitting_mid_auction_and_mid_deal_resumes_both_exactly(
    qtbot, settings: Settings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    PassingBot.views = []
    PassingBot.bidders = {1, 2}

    def open_window() -> MainWindow:
        window = MainWindow(
            settings,
            bot_factory=FirstCardBot,
            seed=11,
            data_dir=tmp_path,
            chiamata_factory=PassingBot,
        )
        qtbot.addWidget(window)
        window.show()
        return window

    window = open_window()
    choose_five(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the Ace; East bids the 3, North the King
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    auction = hand(window).auction
    assert len(auction.moves) == 5 and hand(window).phase is ChiamataPhase.AUCTION
    window.close()

    window = open_window()  # mid-auction: the same bids, the player's turn again
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).auction == auction
    assert window.auction.isVisible() and "North-East bids King" in window.auction.moves.text()
    assert window.auction.choices[0] == Action.pass_()
    assert window.auction.choices[1] == Action.bid(auction.bids_above()[0].rank)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the Knight: the others have passed by now
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the first suit's card of that rank
    for _ in range(3):
        wait_for(qtbot, window, Phase.HUMAN_TURN)
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    plays, mine = hand(window).plays, hand(window).cards_of(0)
    assert len(hand(window).tricks) >= 2
    window.close()

    window = open_window()  # mid-deal: the same plays, the same cards in the player's hand
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).plays == plays
    assert sorted(window.scene.human_cards()) == sorted(mine)
    assert window.auction.isVisible() and window.scene.facts.trump_text
    window.close()


def test_a_match_of_ten_deals_chosen_in_the_menu_applies_from_the_next_match(
    qtbot, five, settings: Settings  # type: ignore[no-untyped-def]
) -> None:
    window = five()
    choose_five(qtbot, window)
    assert window.menus.chiamata_deals_actions["5"].isChecked(), "the rules' default"
    window.menus.chiamata_deals_actions["10"].trigger()
    match = window.controller.match
    assert isinstance(match, ChiamataMatch) and match.deals == TABLE_DEALS, "this match keeps 5"
    assert settings.chiamata_deals == "10", "remembered for the next run"
    window.controller.new_match()
    wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER)
    match = window.controller.match
    assert isinstance(match, ChiamataMatch) and match.deals == 10
    assert "deals played: 0 of 10" in window.scene.facts.score_text


@pytest.mark.parametrize("size", [(1000, 720), (800, 600), (1600, 900), (440, 860), (390, 844)])
def test_the_called_cards_band_lies_in_its_corner_and_covers_no_card(
    qtbot, five, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    window = five()
    PassingBot.bidders = {2}
    choose_five(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_P)  # East calls; the player passes
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    window.resize(*size)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    layout = window.scene.table_layout
    assert layout.aside is not None
    corner = QRectF(*layout.box_pixels(layout.aside)).adjusted(-1, -1, 1, 1)
    band = window.auction
    qtbot.waitUntil(lambda: corner.contains(QRectF(band.geometry())), timeout=10_000)
    assert band.isVisible() and "Called card" in band.title.text()
    place = QRectF(band.geometry())
    cards = [item.sceneBoundingRect() for item in window.scene.card_items()]
    plates = [QRectF(*layout.box_pixels(layout.turn_marker(s))) for s in layout.seating.seats]
    assert len(cards) == 40
    assert not [rect for rect in cards + plates if place.intersects(rect)], size
    # Everything it says fits: the lines' height at its width is within the band.
    assert band.heightForWidth(band.width()) <= band.height()


def assert_panel_in_its_box(qtbot, window: MainWindow, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The auction panel lies in the layout's box for it and covers no seat's cards, plate
    (with its turn marker) or count, and all it says fits in it."""
    layout = window.scene.table_layout
    assert layout.auction is not None
    box = QRectF(*layout.box_pixels(layout.auction)).adjusted(-1, -1, 1, 1)
    panel = window.auction
    qtbot.waitUntil(lambda: box.contains(QRectF(panel.geometry())), timeout=10_000)
    assert panel.isVisible() and panel.buttons
    place = QRectF(panel.geometry())
    seats = layout.seating.seats
    cards = [item.sceneBoundingRect() for item in window.scene.card_items()]
    plates = [QRectF(*layout.box_pixels(layout.turn_marker(s))) for s in seats]
    counts = [layout.count_badge(s) for s in seats]
    badges = [QRectF(*layout.box_pixels(count)) for count in counts if count is not None]
    assert len(cards) == 40 and len(badges) == 4
    assert not [rect for rect in cards + plates + badges if place.intersects(rect)], size
    assert panel.heightForWidth(panel.width()) <= panel.height(), size


@pytest.mark.parametrize(
    "size", [(1200, 800), (1000, 720), (800, 600), (1600, 900), (440, 860), (390, 844)]
)
def test_the_auction_and_the_call_cover_no_seat(
    qtbot, five, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    window = five()
    choose_five(qtbot, window)
    window.resize(*size)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    assert hand(window).phase is ChiamataPhase.AUCTION
    assert_panel_in_its_box(qtbot, window, size)
    window.auction.buttons[1][0].click()  # a bid; the others pass: the player calls
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert hand(window).phase is ChiamataPhase.CALL
    assert_panel_in_its_box(qtbot, window, size)
    window.close()
