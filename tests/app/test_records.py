"""Records through the real window: save a finished hand, step through it, refuse a bad file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.game.replay import replay_steps
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.app.window.toast import Toast
from briscola_qt.bots import make_chiamata_bot
from briscola_qt.engine import CARDS, ChiamataHand, ChiamataView, Hand, Record, record_of
from briscola_qt.engine.action import Action
from briscola_qt.engine.chiamata import ChiamataResult
from briscola_qt.engine.record import from_json
from briscola_qt.engine.variants import Variants

from .helpers import wait_for
from .test_chiamata_table import PassingBot, choose_five, play_out
from .test_table import play_hand_by_keyboard


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The file dialogs answer ``path`` at once, as if the player had picked it."""
    answer = staticmethod(lambda *args, **kwargs: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer)


def finished_window(qtbot, make_window) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window()
    play_hand_by_keyboard(qtbot, window)
    wait_for(qtbot, window, Phase.HAND_OVER)
    return window


def test_saving_is_offered_only_once_the_hand_is_over(qtbot, make_window, tmp_path) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert not window.records.save_action.isEnabled()  # the record would show the bot's cards
    play_hand_by_keyboard(qtbot, window)
    wait_for(qtbot, window, Phase.HAND_OVER)
    assert window.records.save_action.isEnabled()


def test_a_saved_hand_steps_forward_and_back_in_the_viewer(
    qtbot, make_window, tmp_path, monkeypatch
) -> None:
    window = finished_window(qtbot, make_window)
    hand = window.controller.hand
    assert hand is not None
    path = tmp_path / "hand.json"
    choose_file(monkeypatch, path)
    window.records.save_action.trigger()
    saved = from_json(json.loads(path.read_text("utf-8")))
    assert saved == record_of(hand)

    window.records.open_action.trigger()
    assert len(window.records.viewers) == 1
    viewer = window.records.viewers[0]
    qtbot.waitUntil(viewer.isVisible)
    assert viewer.heading.text() == "The deal"
    # Both hands face up at the deal: the pictures are there, named for a screen reader.
    dealt = [label.accessibleName() for row in viewer.hands for label in row]
    assert all(dealt) and len(dealt) == 6

    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    first = hand.tricks[0]
    assert viewer.heading.text() == "Trick 1 of 20"
    played = {first.seat_of(i): card for i, card in enumerate(first.cards)}
    for seat, card in played.items():
        assert viewer.played[seat].toolTip() == viewer.played[seat].accessibleName()
        assert viewer.step.cards[(seat - first.leader) % 2] == card
    assert f"Player {first.winner + 1} takes the trick with the" in viewer.outcome.text()
    points = [0, 0]
    points[first.winner] = first.points
    assert viewer.points.text() == f"Points so far: Player 1: {points[0]}, Player 2: {points[1]}"

    qtbot.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
    assert viewer.index == 2
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.index == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.heading.text() == "Trick 20 of 20"
    assert not viewer.forward_button.isEnabled()
    result = hand.result()
    assert result is not None
    mine, theirs = result.side_points
    assert viewer.points.text() == f"Points so far: Player 1: {mine}, Player 2: {theirs}"
    assert "wins the hand" in viewer.outcome.text() or "drawn" in viewer.outcome.text()
    qtbot.keyClick(viewer, Qt.Key.Key_Right)  # nothing after the end
    assert viewer.index == 20
    qtbot.mouseClick(viewer.start_button, Qt.MouseButton.LeftButton)
    assert viewer.index == 0 and not viewer.back_button.isEnabled()

    viewer.close()
    qtbot.waitUntil(lambda: not window.records.viewers)


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"not json at all", "not JSON"),
        (b'{"format": "briscola-record/1", "players": 7}', "players must be 2, 3, 4, 5 or 6"),
        (
            b'{"format": "briscola-record/1", "players": 5, "deck": ['
            + b", ".join(f'"{card.code}"'.encode() for card in CARDS)
            + b'], "plays": ["cAd"]}',
            "the auction is on: seat 1 bids or passes, not cAd",
        ),
        (b"\xff\xfe\x00", "codec"),
    ],
)
def test_a_bad_record_gets_one_line_and_the_match_goes_on(
    qtbot, make_window, tmp_path, monkeypatch, content, says
) -> None:
    window = make_window()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    hand = window.controller.hand
    assert hand is not None
    plays = list(hand.plays)
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    choose_file(monkeypatch, path)
    window.records.open_action.trigger()
    assert not window.records.viewers
    message = Toast.on(window.view).message
    assert message.startswith("bad.json is not a record that can be shown: ")
    assert says in message and "\n" not in message
    assert window.controller.hand is hand and hand.plays == plays
    assert window.controller.phase is Phase.HUMAN_TURN


def test_a_record_with_a_wrong_play_names_it(qtbot, make_window, tmp_path, monkeypatch) -> None:
    window = make_window()
    record = record_of(Hand.shuffled(3))
    data = record.to_json()
    data["plays"] = [data["deck"][0], data["deck"][0]]  # the same card twice
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(data), "utf-8")
    choose_file(monkeypatch, path)
    window.records.open_action.trigger()
    assert "play 2 by seat" in Toast.on(window.view).message


def test_a_missing_file_is_reported(qtbot, make_window, tmp_path, monkeypatch) -> None:
    window = make_window()
    choose_file(monkeypatch, tmp_path / "gone.json")
    window.records.open_action.trigger()
    assert "gone.json is not a record" in Toast.on(window.view).message


# --- the steps the viewer shows ---------------------------------------------------------------


def played_out(seed: int, players: int, variants: Variants) -> Hand:
    """A hand played to the end by always taking the first card and every exchange offered."""
    hand = Hand.shuffled(seed, players, 0, variants)
    while (seat := hand.to_move) is not None:
        trump = hand.exchangeable()
        hand.apply(
            Action.exchange(trump) if trump is not None else Action.play(hand.cards_of(seat)[0])
        )
    return hand


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_steps_show_every_trick_with_the_cards_held_before_it(players: int) -> None:
    hand = played_out(5, players, Variants())
    steps = replay_steps(record_of(hand))
    assert len(steps) == 1 + len(hand.tricks)
    assert steps[0].cards == () and steps[0].side_points == (0,) * len(hand.side_points())
    for step, trick in zip(steps[1:], hand.tricks, strict=True):
        assert step.cards == trick.cards and step.winner == trick.winner
        for index, card in enumerate(trick.cards):
            assert card in step.hands[step.seat_of(index)]
    assert steps[-1].side_points == hand.side_points()
    assert steps[-1].result == hand.result()
    assert sum(len(cards) for cards in steps[0].hands) == 3 * players


def test_a_trump_exchange_shows_on_the_trick_it_came_before() -> None:
    for seed in range(40):
        hand = played_out(seed, 2, Variants(trump_exchange="two_and_seven"))
        if hand.exchanges:
            break
    exchange = hand.exchanges[0]
    steps = replay_steps(record_of(hand))
    step = steps[exchange.before_trick + 1]
    assert step.exchanges == (exchange,)
    assert exchange.taken in step.hands[exchange.seat]  # the hand after the exchange
    assert step.briscola == exchange.given
    assert all(not s.exchanges for s in steps if s is not step) or len(hand.exchanges) > 1


def test_a_record_that_stops_mid_trick_shows_the_cards_so_far() -> None:
    hand = played_out(2, 2, Variants())
    full = record_of(hand)
    short = Record(full.players, full.dealer, full.deck, full.plays[:5], full.variants)
    steps = replay_steps(short)
    assert len(steps) == 4
    assert steps[-1].cards == hand.tricks[2].cards[:1] and steps[-1].winner is None
    assert steps[-1].result is None


# --- Briscola chiamata's records ---------------------------------------------------------------


def chiamata_deal(seed: int) -> ChiamataHand:
    """A deal bid, called and played to the end by the Normal bots."""
    hand = ChiamataHand.shuffled(seed, seed % 5)
    bots = [make_chiamata_bot("normal", seat) for seat in range(5)]
    while (seat := hand.to_move) is not None:
        hand.apply(bots[seat].choose(ChiamataView.of(hand, seat)))
    return hand


def test_a_chiamata_record_steps_from_the_call_through_every_trick() -> None:
    hand = next(h for h in map(chiamata_deal, range(20)) if h.caller is not None)
    result = hand.result()
    assert result is not None
    steps = replay_steps(record_of(hand))
    assert len(steps) == 1 + 8 and steps[0].cards == () and steps[0].briscola is None
    assert all(len(cards) == 8 for cards in steps[0].hands)
    assert (steps[0].called, steps[0].caller, steps[0].partner) == (
        hand.called,
        hand.caller,
        hand.partner,
    )
    assert steps[0].target == hand.target and steps[0].leader == (hand.dealer + 1) % 5
    for step, trick in zip(steps[1:], hand.tricks, strict=True):
        assert step.cards == trick.cards and step.winner == trick.winner
        for index, card in enumerate(trick.cards):
            assert card in step.hands[step.seat_of(index)]
    assert steps[-1].result == result and steps[-1].side_points == result.side_points
    assert all(step.result is None for step in steps[:-1])


def test_a_thrown_in_deal_is_one_step_that_says_so() -> None:
    hand = ChiamataHand.shuffled(4, 0)
    while hand.to_move is not None:
        hand.apply(Action.pass_())
    steps = replay_steps(record_of(hand))
    assert len(steps) == 1
    result = steps[0].result
    assert isinstance(result, ChiamataResult) and result.thrown_in


def test_a_chiamata_deal_saved_at_the_table_opens_in_the_viewer(
    qtbot, settings, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    PassingBot.bidders = {2}
    window = MainWindow(settings, seed=7, chiamata_factory=PassingBot)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    try:
        choose_five(qtbot, window)
        qtbot.keyClick(window.view, Qt.Key.Key_P)  # East calls; the player passes
        play_out(qtbot, window)
    finally:
        PassingBot.bidders = set()
    deal = window.controller.hand
    assert isinstance(deal, ChiamataHand) and deal.caller == 2 and deal.called is not None
    path = tmp_path / "deal.json"
    choose_file(monkeypatch, path)
    assert window.records.save_action.isEnabled()
    window.records.save_action.trigger()
    window.records.open_action.trigger()
    assert len(window.records.viewers) == 1
    viewer = window.records.viewers[0]
    assert len(viewer.hands) == 5 and all(len(row) == 8 for row in viewer.hands)
    assert viewer.briscola_header.text() == "Called card"
    assert viewer.briscola.accessibleName() == card_name(deal.called)
    caption = viewer.briscola_caption.text()
    assert "called by Player 3 for 61 points" in caption
    assert deal.partner is not None
    if deal.partner == 2:
        assert "plays alone" in caption
    else:
        assert f"Player {deal.partner + 1} plays with them" in caption
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.index == 8
    result = deal.result()
    assert result is not None
    mine, theirs = result.side_points
    assert viewer.points.text() == (
        f"Points so far: the caller's side: {mine}, the others: {theirs}"
    )
    made = "makes its 61" if result.won else "misses its 61"
    assert f"The caller's side takes {mine} points and {made}." in viewer.outcome.text()
    viewer.close()
    qtbot.waitUntil(lambda: not window.records.viewers)
    window.close()
