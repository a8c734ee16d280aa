"""The table: shows the engine's events as moving cards, and nothing else.

The scene keeps only how things look (which item lies in which slot of a hand, the stack of
the stock, the piles); every game fact comes in as an engine event, in order, as the player
may see it: a card of another seat's hand is None (face down) until it is played or shown.
Events become steps in a queue: a step starts some card animations and says whether the next
step waits for the cards to land or starts after a short stagger. When the queue is empty and
every card has landed, ``settled`` tells the controller it may go on.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.animation import Animator, Timing
from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.facts import TableFacts
from briscola_qt.app.table.layout import (
    SELECTED_LIFT,
    TAKES_TRICK,
    Area,
    Place,
    TableLayout,
    table_layout,
)
from briscola_qt.app.table.leaving import LeavingCards
from briscola_qt.app.table.seat_plates import SeatPlates
from briscola_qt.app.table.texts import TableTexts
from briscola_qt.engine import Card
from briscola_qt.engine.events import (
    BriscolaExchanged,
    BriscolaTaken,
    BriscolaTurned,
    CardCalled,
    CardDealt,
    CardDrawn,
    CardPlayed,
    CardsShown,
    DealThrownIn,
    Event,
    PartnerRevealed,
    TrickWon,
)

#: A step starts animations and returns when the next may start: None once the cards have
#: landed, or a number of milliseconds (a stagger, or a pause with nothing moving).
Step = Callable[[], int | None]

HAND_Z = 100.0
TRICK_Z = 200.0
PILE_Z = 300.0
BRISCOLA_Z = -1.0
INSTANT = Timing().at("instant")
FELT = QColor(22, 102, 58)
FELT_EDGE = QColor(9, 58, 32)


class TableScene(QGraphicsScene):
    """Cards on green felt, moved by :meth:`show_events`; reports clicks, never decides."""

    settled = Signal()
    event_shown = Signal(object)  # an engine event as its cards start to move (not on restore)
    card_clicked = Signal(object)  # a Card of the player's hand
    summary_clicked = Signal()
    seating_changed = Signal()  # the view lays the table out again for the new seats

    def __init__(self, art: CardArt, timing: Timing, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._timing = timing
        self._layout = table_layout(900, 640)
        self._animator = Animator(lambda: self._layout, self)
        self._animator.idle.connect(self._cards_landed)
        self._steps: deque[Step] = deque()
        self._waiting_for_cards = False
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._run_steps)
        self._stock: list[CardItem] = []
        self._briscola: CardItem | None = None
        self._hands: list[list[CardItem | None]] = []
        self._trick: list[CardItem] = []
        self._piles: list[list[CardItem]] = []
        self._selected: int | None = None
        self._leaving = LeavingCards(self, lambda: self._layout)
        self._hover_selected = False  # the pointer, not the arrows, chose the selected card
        self._texts = TableTexts(self)
        self._plates = SeatPlates(self)
        self.facts = TableFacts(self)
        self._clear_seats()
        self._plates.set_layout(self._layout)
        art.changed.connect(self.refresh_art)
        self._paint_felt()

    # --- set-up --------------------------------------------------------------------------

    @property
    def table_layout(self) -> TableLayout:
        return self._layout

    @property
    def seating(self) -> Seating:
        return self._layout.seating

    @property
    def plates(self) -> SeatPlates:
        """The seats' plates, count badges, turn marker and dealer's chip."""
        return self._plates

    def set_seating(self, seating: Seating) -> None:
        """Another number of seats: an empty table laid out for them (then ``new_hand``)."""
        if seating == self.seating:
            return
        layout = self._layout
        self._clear_table()
        self.set_layout(table_layout(*layout.window_size, layout.aspect, seating))
        self.seating_changed.emit()

    @property
    def busy(self) -> bool:
        """Whether cards are moving or events wait to be shown."""
        return bool(self._steps) or self._animator.busy or self._hold.isActive()

    def set_timing(self, timing: Timing) -> None:
        self._timing = timing

    def set_layout(self, layout: TableLayout) -> None:
        """A new window size: cards at rest move to their new spots, moving ones follow."""
        self._layout = layout
        self.setSceneRect(QRectF(0, 0, *layout.window_size))
        for item in self.card_items():
            if not self._animator.is_moving(item):
                item.set_pose(layout.spot(item.place))
            item.sync(layout)
        self._texts.set_layout(layout)
        self._plates.set_layout(layout)
        self.facts.set_layout(layout)
        self._update_counts()
        self._paint_felt()

    def refresh_art(self) -> None:
        """New pictures (another deck, or the current size rendered): every card takes them."""
        for item in self.card_items():
            item.refresh_pixmap()
            item.sync(self._layout)

    def card_items(self) -> list[CardItem]:
        """The cards of this hand (not the last hand's, still sliding off the table)."""
        return [
            item
            for item in self.items()
            if isinstance(item, CardItem) and not self._leaving.holds(item)
        ]

    def _clear_table(self, sweep: bool = False) -> None:
        self._steps.clear()
        self._hold.stop()
        self._waiting_for_cards = False
        self._animator.stop_all()
        items = self.card_items()
        if sweep and self._timing.sweep > 0:
            self._leaving.send_off(items, self._timing.sweep)
        else:
            for item in items:
                self.removeItem(item)
        self._briscola = None
        self.facts.set_trump(None)
        self._clear_seats()
        self._trick = []
        self._selected = None
        self._stock = []

    def _clear_seats(self) -> None:
        seating = self.seating
        self._hands = [[None] * self._layout.hand_size for _ in seating.seats]
        self._piles = [[] for _ in range(seating.sides)]

    def new_hand(self, stock_size: int) -> None:
        """Sweep the last hand off and stack a fresh, face-down stock of ``stock_size`` cards;
        the last hand's points labels go with its cards."""
        self._clear_table(sweep=True)
        self._texts.set_points(None)
        self._plates.set_turn(None)
        for index in range(stock_size):
            place = Place(Area.STOCK, index=index)
            item = CardItem(self._art, None, place, self._layout.spot(place))
            item.setZValue(index)
            self.addItem(item)
            item.sync(self._layout)
            self._stock.append(item)
        self._update_counts()
        self.hide_summary()

    # --- events to steps -----------------------------------------------------------------

    def show_events(self, events: Sequence[Event]) -> None:
        """Queue the animations of ``events``; ``settled`` follows once they have all played."""
        self._queue(events, self._timing, announce=True)

    def show_position(self, events: Sequence[Event]) -> None:
        """Lay out ``events`` at once (a restored game); ``settled`` follows as usual."""
        self._queue(events, INSTANT, announce=False)

    def _queue(self, events: Sequence[Event], timing: Timing, announce: bool) -> None:
        for event in events:
            steps = self._steps_for(event, timing)
            if announce and steps:  # the event's last step is its main move (the sweep)
                steps[-1] = self._announcing(event, steps[-1])
            self._steps.extend(steps)
        if not self._waiting_for_cards and not self._hold.isActive():
            self._run_steps()

    def _steps_for(self, event: Event, timing: Timing) -> list[Step]:
        if isinstance(event, CardDealt):
            return [lambda: self._draw(event.seat, event.card, timing.deal)]
        if isinstance(event, BriscolaTurned):
            return [lambda: self._turn_briscola(event.card, timing.turn_briscola)]
        if isinstance(event, CardPlayed):
            return [lambda: self._play(event.seat, event.card, timing.play)]
        if isinstance(event, TrickWon):
            return [
                lambda: self._decide(event.seat, timing.trick_hold),
                lambda: self._sweep(event.seat, timing.sweep),
            ]
        if isinstance(event, CardDrawn):
            return [lambda: self._draw(event.seat, event.card, timing.draw)]
        if isinstance(event, BriscolaTaken):
            return [lambda: self._take_briscola(event.seat, timing.draw)]
        if isinstance(event, BriscolaExchanged):
            return [lambda: self._exchange(event.seat, event.given, timing.play)]
        if isinstance(event, CardsShown):
            return [lambda: self._show_cards(event.seat, event.cards, timing.turn_briscola)]
        if isinstance(event, CardCalled):  # chiamata: the called card's suit is trumps
            return [lambda: self._call(event.card.suit, timing.trick_hold)]
        if isinstance(event, PartnerRevealed | DealThrownIn):
            return [lambda: timing.trick_hold]  # a moment the window announces
        return []  # HandOver, a bid: the window shows the summary and the auction

    def _announcing(self, event: Event, step: Step) -> Step:
        def run() -> int | None:
            self.event_shown.emit(event)
            return step()

        return run

    def _draw(self, seat: int, card: Card | None, duration: int) -> int | None:
        """The top card of the stock to a hand; the next card follows half way through."""
        item = self._stock.pop()
        item.card = card
        self._move_to_hand(item, seat, duration)
        return duration // 2

    def _move_to_hand(self, item: CardItem, seat: int, duration: int) -> None:
        slots = self._hands[seat]
        slot = slots.index(None)
        slots[slot] = item
        mine = seat == self.seating.human
        if mine:
            item.setCursor(Qt.CursorShape.PointingHandCursor)
        place = Place(Area.HAND, seat, slot, len(slots))
        face_up = item.card is not None and (mine or item.face_up)
        self._animator.move(item, place, face_up, HAND_Z + slot, duration)
        self._update_counts()

    def _turn_briscola(self, card: Card, duration: int) -> int | None:
        item = self._stock.pop()
        item.card = card
        self._briscola = item
        self.facts.set_trump(card.suit)
        self._animator.move(item, Place(Area.BRISCOLA), True, BRISCOLA_Z, duration)
        return None

    def _play(self, seat: int, card: Card, duration: int) -> int | None:
        item = self._take_from_hand(seat, card)
        place = Place(Area.TRICK, seat)
        self._animator.move(item, place, True, TRICK_Z + len(self._trick), duration)
        self._trick.append(item)
        if not self._stock and self._briscola is None:
            self._close_up(seat, duration)
        return None

    def _close_up(self, seat: int, duration: int) -> None:
        """Nothing left to draw: the cards still held close up round the middle of the hand."""
        slots = self._hands[seat]
        held = [item for item in slots if item is not None]
        self._hands[seat] = [*held, *[None] * (len(slots) - len(held))]
        for index, item in enumerate(held):
            place = Place(Area.HAND, seat, index, len(held))
            self._animator.move(item, place, item.face_up, HAND_Z + index, duration)

    def _decide(self, winner: int, hold: int) -> int | None:
        """The winner's card straightens and grows over the others; all stay a moment."""
        for item in self._trick:
            if item.place.seat == winner:
                place = Place(Area.TRICK, winner, TAKES_TRICK)
                self._animator.move(item, place, True, TRICK_Z + len(self._trick), hold // 3)
        return hold

    def _sweep(self, winner: int, duration: int) -> int | None:
        """The trick goes to the winning side's one pile (partners share it)."""
        side = self.seating.side_of(winner)
        pile = self._piles[side]
        for item in self._trick:
            place = Place(Area.PILE, side, len(pile))
            self._animator.move(item, place, False, PILE_Z + len(pile), duration)
            pile.append(item)
        self._trick = []
        return None

    def _call(self, suit: int, hold: int) -> int:
        self.facts.set_trump(suit)
        return hold

    def _take_briscola(self, seat: int, duration: int) -> int | None:
        item = self._briscola
        if item is not None:
            self._briscola = None
            self._move_to_hand(item, seat, duration)
        return None

    def _exchange(self, seat: int, given: Card, duration: int) -> int | None:
        given_item = self._take_from_hand(seat, given)
        taken_item = self._briscola
        self._briscola = given_item
        self._animator.move(given_item, Place(Area.BRISCOLA), True, BRISCOLA_Z, duration)
        if taken_item is not None:
            self._move_to_hand(taken_item, seat, duration)
        return None

    def _show_cards(self, seat: int, cards: Sequence[Card], duration: int) -> int | None:
        """``cards`` of ``seat``'s hand turn face up where they lie (a partner's shown hand)."""
        items = [item for item in self._hands[seat] if item is not None]
        unknown = [item for item in items if item.card is None]
        for card in cards:
            if any(item.card == card for item in items):
                continue
            if not unknown:
                raise ValueError(f"{card} is shown in seat {seat}'s hand, which has no card for it")
            unknown.pop(0).card = card
        for slot, item in enumerate(self._hands[seat]):
            if item is not None and item.card is not None and not item.face_up:
                self._animator.move(item, item.place, True, HAND_Z + slot, duration)
        return None

    def _take_from_hand(self, seat: int, card: Card) -> CardItem:
        """The item of ``card`` in ``seat``'s hand, or one of its face-down cards turned to it."""
        slots = self._hands[seat]
        held = [(slot, item) for slot, item in enumerate(slots) if item is not None]
        found = [(slot, item) for slot, item in held if item.card == card]
        if not found:
            found = [(slot, item) for slot, item in held if item.card is None]
        if not found:
            raise ValueError(f"{card} is not on the table in seat {seat}'s hand")
        slot, item = found[len(found) // 2]  # a hidden card: the middle one, as if chosen
        slots[slot] = None
        item.card = card
        if seat == self.seating.human:
            self.select(None)
            item.unsetCursor()
        item.lift = 0.0
        self._update_counts()
        return item

    def _update_counts(self) -> None:
        counts = [sum(item is not None for item in slots) for slots in self._hands]
        human = self.seating.human
        if human < len(counts):
            counts[human] = 0  # the player sees their cards: no number by them
        self._plates.set_counts(counts)
        self.facts.set_stock(len(self._stock) + (self._briscola is not None))

    def _run_steps(self) -> None:
        """Start steps until one must wait; emit ``settled`` when nothing is left to show."""
        self._waiting_for_cards = False
        while self._steps:
            wait = self._steps.popleft()()
            if wait is None:
                if self._animator.busy:
                    self._waiting_for_cards = True
                    return
            elif wait > 0:
                self._hold.start(wait)
                return
        if self._animator.busy:
            self._waiting_for_cards = True
            return
        self.settled.emit()

    def _cards_landed(self) -> None:
        if self._waiting_for_cards:
            self._run_steps()

    # --- the player's hand ---------------------------------------------------------------

    def human_cards(self) -> list[Card]:
        """The player's cards as they lie, left to right (keys 1-3 follow this order)."""
        items = self._hands[self.seating.human]
        return [item.card for item in items if item is not None and item.card is not None]

    @property
    def selected(self) -> int | None:
        """Index into :meth:`human_cards` of the card chosen with the arrow keys."""
        return self._selected

    def select(self, index: int | None) -> None:
        items = [item for item in self._hands[self.seating.human] if item is not None]
        self._selected = index if index is not None and 0 <= index < len(items) else None
        for position, item in enumerate(items):
            item.lift = SELECTED_LIFT if position == self._selected else 0.0
            if not self._animator.is_moving(item):
                item.sync(self._layout)

    def move_selection(self, step: int) -> None:
        """The arrows: the next card left or right; the first press takes the middle card
        (or the one the pointer lifted, which is selected already)."""
        count = len(self.human_cards())
        if not count:
            return
        if self._selected is None:
            self.select(count // 2)
        else:
            self.select((self._selected + step) % count)
        self._hover_selected = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Hovering a card of the player's lifts it, as the arrows do; off the cards it drops."""
        super().mouseMoveEvent(event)
        items = [item for item in self._hands[self.seating.human] if item is not None]
        under = None
        for index, item in enumerate(items):
            rest = item.sceneBoundingRect()  # the lifted card's place, and where it lay
            rest.setBottom(rest.bottom() + item.lift * self._layout.card_height * item.pose.size)
            if item.card is not None and rest.contains(event.scenePos()):
                under = index
        if under is not None and under != self._selected:
            self.select(under)
            self._hover_selected = True
        elif under is None and self._hover_selected:
            self._hover_selected = False
            self.select(None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._texts.summary_visible:
            self.summary_clicked.emit()
            return
        for item in self.items(event.scenePos()):
            mine = self._hands[self.seating.human]
            if isinstance(item, CardItem) and item in mine and item.card is not None:
                self.card_clicked.emit(item.card)
                return
        super().mousePressEvent(event)

    # --- words on the table --------------------------------------------------------------

    def set_points(self, texts: Sequence[str] | None) -> None:
        """The captured points beside each side's pile (an option), or nothing."""
        self._texts.set_points(texts)

    def set_turn(self, seat: int | None) -> None:
        """The one turn marker, round the plate of the seat to move (None: nobody)."""
        self._plates.set_turn(seat)

    def set_dealer(self, seat: int) -> None:
        """The dealer's chip, on the dealer's plate; it moves as the deal passes."""
        self._plates.set_dealer(seat)

    def retranslate(self) -> None:
        """The seats' names and the trump in the current language."""
        self._plates.retranslate()
        self.facts.retranslate()

    def set_status(self, text: str) -> None:
        """A short line above the player's hand (whose turn it is)."""
        self._texts.set_status(text)

    def show_summary(self, html: str) -> None:
        """The end-of-hand panel over the table; a click anywhere asks for the next hand."""
        self._texts.show_summary(html)

    def hide_summary(self) -> None:
        self._texts.hide_summary()

    @property
    def summary_visible(self) -> bool:
        return self._texts.summary_visible

    def summary_text(self) -> str:
        return self._texts.summary_text()

    def _paint_felt(self) -> None:
        width, height = self._layout.window_size
        gradient = QRadialGradient(width / 2, height / 2, max(width, height) * 0.75)
        gradient.setColorAt(0.0, FELT)
        gradient.setColorAt(1.0, FELT_EDGE)
        self.setBackgroundBrush(QBrush(gradient))
