"""The table for any number of seats, driven by engine hands whose events are redacted to what
the player may know (as the controller hands them on): no window, no controller."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.accessibility import TableDescriber
from briscola_qt.app.table.animation import Timing
from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.card_item import BACK, CardItem
from briscola_qt.app.table.decks import CardRenderer, available_decks
from briscola_qt.app.table.last_trick import LastTrickDialog
from briscola_qt.app.table.layout import Area
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.texts import seat_name
from briscola_qt.app.table.view import TableView
from briscola_qt.app.window.i18n import card_name
from briscola_qt.engine import Hand, SeatView
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.events import CardPlayed, CardsShown, Event, TrickWon, seen_by

SIZES = ((1200, 800), (420, 860))


class Table:
    """A scene in a view, showing one engine hand as the player in seat 0 sees it."""

    def __init__(self, qtbot, players: int, size: tuple[int, int] = (1200, 800)) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        decks = available_decks()
        ids = tuple(theme.id for theme in decks)
        self.decks = ids
        # One window owns the art, the scene and the view (as the main window does), so they
        # go in a fixed order and no render thread outlives the art it delivers to.
        self.window = QWidget()
        self.art = CardArt(CardRenderer(decks), ids, ids[0], self.window)
        self.scene = TableScene(self.art, Timing().at("instant"), self.window)
        self.view = TableView(self.scene, self.art, lambda event: False, decks[0].aspect)
        box = QVBoxLayout(self.window)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)
        qtbot.addWidget(self.window)
        self.window.resize(*size)
        self.window.show()
        self.seating = Seating(players)
        self.scene.set_seating(self.seating)
        self.hand = Hand.shuffled(11, players=players, dealer=players - 1)
        self.scene.new_hand(len(self.hand.deck))
        self.scene.set_dealer(self.hand.dealer)
        self.show(self.hand.deal_events())

    def show(self, events: Sequence[Event]) -> None:
        self.scene.show_events([seen_by(event, self.seating.human) for event in events])
        self.qtbot.waitUntil(lambda: not self.scene.busy, timeout=5000)

    def play_one(self) -> list[Event]:
        """The seat to move plays its first legal card; the events, as the engine gave them."""
        events = self.hand.apply(self.hand.legal_actions()[0])
        self.show(events)
        self.scene.set_turn(self.hand.to_move)
        return events

    def hand_items(self, seat: int) -> list[CardItem]:
        items = [i for i in self.scene.card_items() if i.place.area is Area.HAND]
        return [i for i in items if i.place.seat == seat]

    def close(self) -> None:
        self.window.close()
        self.art.stop()


@pytest.fixture
def tables(qtbot) -> Iterator[list[Table]]:  # type: ignore[no-untyped-def]
    made: list[Table] = []
    yield made
    for table in made:
        table.close()


@pytest.mark.parametrize("players", (3, 4, 6))
def test_other_seats_hold_face_down_cards_the_scene_never_learns(qtbot, tables, players) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, players)
    tables.append(table)
    assert sorted(table.scene.human_cards()) == sorted(table.hand.cards_of(0))
    for seat in range(1, players):
        items = table.hand_items(seat)
        assert len(items) == 3
        assert all(item.card is None and not item.showing_face for item in items)
        assert table.scene.plates.count_of(seat) == "3"
    assert table.scene.plates.count_of(0) == ""  # the player sees the cards themselves
    assert table.scene.plates.dealer == players - 1


@pytest.mark.parametrize("players", (3, 4, 6))
@pytest.mark.parametrize("size", SIZES)
def test_a_whole_hand_each_card_before_its_seat_each_trick_to_its_sides_pile(
    qtbot, tables, players, size
) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, players, size)
    tables.append(table)
    layout, seating = table.scene.table_layout, table.seating
    won = [0] * seating.sides
    while not table.hand.is_over:
        events = table.play_one()
        trick = [i for i in table.scene.card_items() if i.place.area is Area.TRICK]
        for event in events:
            if isinstance(event, CardPlayed) and table.hand.current_trick:
                assert [i.card for i in trick if i.place.seat == event.seat] == [event.card]
            if isinstance(event, TrickWon):
                won[seating.side_of(event.seat)] += len(event.cards)
        for item in trick:  # each card of the trick lies in front of the seat that played it
            assert item.showing_face and item.card is not None
            spot = layout.spot(item.place)
            assert item.pose == spot
        for seat in seating.seats:
            assert len(table.hand_items(seat)) == len(table.hand.cards_of(seat))
    piles = [i for i in table.scene.card_items() if i.place.area is Area.PILE]
    assert len(piles) == len(table.hand.deck)
    assert [sum(i.place.seat == side for i in piles) for side in range(seating.sides)] == won
    assert all(not item.showing_face for item in piles)


def test_the_taking_card_stands_out_before_the_sweep(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 4)
    tables.append(table)
    scene = table.scene
    scene.set_timing(Timing())  # normal speed: the trick stays in sight a moment
    for _ in range(3):
        table.play_one()
    events = table.hand.apply(table.hand.legal_actions()[0])
    winner = next(e.seat for e in events if isinstance(e, TrickWon))
    scene.show_events([seen_by(e, 0) for e in events])
    qtbot.waitUntil(
        lambda: any(
            i.place.area is Area.TRICK and i.place.index == 1 and i.place.seat == winner
            for i in scene.card_items()
        ),
        timeout=5000,
    )
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    pile = [i for i in scene.card_items() if i.place.area is Area.PILE]
    assert {i.place.seat for i in pile} == {table.seating.side_of(winner)}


def test_partners_hands_turn_face_up_when_shown(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 4)
    tables.append(table)
    while table.hand.stock_count:
        table.play_one()
    partner = 2
    cards = table.hand.cards_of(partner)
    table.show([CardsShown(partner, cards)])
    shown = table.hand_items(partner)
    assert sorted(item.card for item in shown if item.card is not None) == sorted(cards)
    assert all(item.showing_face for item in shown)
    assert all(not item.showing_face for item in table.hand_items(1))
    while not table.hand.is_over:  # the partner's shown cards are the ones it plays
        table.play_one()


def test_one_turn_marker_and_a_dealer_chip_that_moves(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 6)
    tables.append(table)
    scene = table.scene
    scene.set_turn(table.hand.to_move)
    assert scene.plates.turn == 0  # the seat after the dealer leads
    table.play_one()
    assert scene.plates.turn == 1
    scene.set_dealer(0)
    assert scene.plates.dealer == 0
    with pytest.raises(ValueError, match="no seat 6"):
        scene.set_turn(6)


def test_seat_names_in_english_and_italian(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 4)
    tables.append(table)
    names = [table.scene.plates.name_of(seat) for seat in range(4)]
    assert names == ["You", "East", "Partner", "West"]
    six = Seating(6)
    assert [seat_name(six, seat) for seat in range(6)] == [
        "You",
        "East",
        "North-East",
        "North",
        "North-West",
        "West",
    ]
    assert seat_name(Seating(2), 1) == "Computer"
    assert QCoreApplication.translate("SeatName", "Partner") == "Partner"


def test_resizing_and_a_new_seating_keep_every_card_in_place(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 6)
    tables.append(table)
    for _ in range(4):
        table.play_one()
    table.scene.set_timing(Timing())
    for _ in range(2):  # the rest of the trick, and its sweep, fly while the window changes
        table.scene.show_events(table.hand.apply(table.hand.legal_actions()[0]))
    assert table.scene.busy
    table.window.resize(430, 900)
    qtbot.waitUntil(
        lambda: table.scene.table_layout.design.height > table.scene.table_layout.design.width
    )
    qtbot.waitUntil(lambda: not table.scene.busy, timeout=5000)
    layout = table.scene.table_layout
    for item in table.scene.card_items():
        assert item.pose == layout.spot(item.place)
        x, y = layout.to_pixels(item.pose.x, item.pose.y)
        assert abs(item.pos().x() - x) < 0.5 and abs(item.pos().y() - y) < 0.5
    table.scene.set_seating(Seating(3))
    assert table.scene.card_items() == []
    assert table.scene.table_layout.seating == Seating(3)


def test_the_last_trick_names_every_seat_and_its_side(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 4)
    tables.append(table)
    for _ in range(4):
        table.play_one()
    trick = table.hand.tricks[-1]
    dialog = LastTrickDialog(table.art)
    qtbot.addWidget(dialog)
    dialog.show_trick(trick, table.seating)
    captions = [caption.text() for caption in dialog.captions]
    names = ["You", "East, opponent", "Partner", "West, opponent"]
    assert captions == [
        f"{names[trick.seat_of(i)]}: {card_name(card)}" for i, card in enumerate(trick.cards)
    ]
    assert len(dialog.pictures) == 4
    expected = {0: "You took", 2: "Partner took this trick for your side"}
    assert expected.get(trick.winner, "took this trick.") in dialog.outcome.text()
    dialog.show_trick(None)
    assert dialog.pictures == [] and "No trick" in dialog.outcome.text()


class FakeController(QObject):
    """The describer's side of the controller: the player's view, the seating, the phase."""

    phase_changed = Signal(object)

    def __init__(self, table: Table) -> None:
        super().__init__()
        self._table = table
        self.phase = Phase.COMPUTER_TURN

    @property
    def seating(self) -> Seating:
        return self._table.seating

    @property
    def view(self) -> SeatView:
        return SeatView.of(self._table.hand, self._table.seating.human)


def test_screen_readers_hear_every_seat_and_only_what_the_player_knows(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 4)
    tables.append(table)
    table.play_one()  # the player leads; East is to move
    controller = FakeController(table)
    describer = TableDescriber(controller, table.scene, table.view, table.view)
    text = describer.description()
    for name in ("East, opponent holds 3 cards.", "Partner holds 3 cards.", "West, opponent"):
        assert name in text
    assert "West dealt." in text and "East is thinking." in text
    played = table.hand.current_trick[0]
    assert f"You played {card_name(played)}." in text
    hidden = [card for seat in (1, 2, 3) for card in table.hand.cards_of(seat)]
    assert not any(card_name(card) in text for card in hidden if card != table.hand.briscola)


def test_switching_deck_mid_trick_at_six_seats_changes_every_card(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    table = Table(qtbot, 6)
    tables.append(table)
    table.art.wait_until_rendered()
    table.scene.set_timing(Timing().at("slow"))
    table.scene.show_events(table.hand.apply(table.hand.legal_actions()[0]))
    assert table.scene.busy  # the card is on its way to the trick
    old = table.art.deck
    table.art.set_deck(next(deck for deck in table.decks if deck != old))
    table.scene.refresh_art()  # what the window does on D
    for item in table.scene.card_items():
        code = item.card.code if item.showing_face and item.card is not None else BACK
        assert item.pixmap().cacheKey() == table.art.pixmap(code).cacheKey()
    qtbot.waitUntil(lambda: not table.scene.busy, timeout=5000)
    trick = [i for i in table.scene.card_items() if i.place.area is Area.TRICK]
    assert [i.card for i in trick] == list(table.hand.current_trick)


def test_five_seats_of_briscola_chiamata_hold_eight_cards_each(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    """No stock: all forty cards are dealt, and every hand is laid out for eight."""
    table = Table(qtbot, 3)
    tables.append(table)
    hand = ChiamataHand.shuffled(5)
    table.seating = Seating(5)
    table.scene.set_seating(table.seating)
    table.scene.new_hand(40)
    table.show(hand.deal_events())
    assert len(table.scene.human_cards()) == 8
    for seat in range(1, 5):
        assert len(table.hand_items(seat)) == 8
        assert table.scene.plates.count_of(seat) == "8"
