"""The table in words, for screen readers: graphics items are invisible to them, so the view
itself carries an accessible name (the chosen card) and a description of the whole table,
seat by seat.

Game facts come from the player's seat view (what the player may know, never the whole
hand); only the left-to-right order of the player's cards, which keys 1-3 follow, comes from
the scene.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer, SignalInstance
from PySide6.QtWidgets import QWidget

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.game.sight import AnyView
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.texts import seat_description, seat_name
from briscola_qt.app.window.chiamata_texts import ChiamataTexts
from briscola_qt.app.window.i18n import card_name
from briscola_qt.engine import Card, SeatView
from briscola_qt.engine.chiamata_view import ChiamataView


class Described(Protocol):
    """What the describer reads of the controller: the player's view and where seats sit."""

    phase_changed: SignalInstance

    @property
    def phase(self) -> Phase: ...

    @property
    def seating(self) -> Seating: ...

    @property
    def view(self) -> AnyView | None: ...


def _names(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card_name(card) for card in cards)


class TableDescriber(QObject):
    """Keeps the table view's accessible name and description up to date."""

    def __init__(
        self, controller: Described, scene: TableScene, view: QWidget, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._scene = scene
        self._view = view
        controller.phase_changed.connect(self._phase_changed)
        view.installEventFilter(self)
        self.describe()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            QTimer.singleShot(0, self.describe)  # after the table has handled it
        return False

    def _phase_changed(self, phase: Phase) -> None:
        if phase is not Phase.SHOWING:
            self.describe()

    def describe(self) -> None:
        self._view.setAccessibleName(self.name())
        self._view.setAccessibleDescription(self.description())

    def name(self) -> str:
        cards = self._scene.human_cards()
        selected = self._scene.selected
        if selected is not None and 0 <= selected < len(cards):
            return self.tr("Card table: %1 chosen").replace("%1", card_name(cards[selected]))
        return self.tr("Card table")

    def description(self) -> str:
        view = self._controller.view
        if view is None:
            return self.tr("No hand has been dealt yet.")
        seating = self._controller.seating
        if isinstance(view, ChiamataView):
            return self.chiamata_description(seating, view)
        sentences = []
        cards = self._scene.human_cards()
        if cards:
            sentences.append(self.tr("Your cards, keys 1 to 3: %1.").replace("%1", _names(cards)))
        if view.stock_count:
            sentences.append(
                self.tr("Briscola: %1; %2 cards left to draw.")
                .replace("%1", card_name(view.briscola))
                .replace("%2", str(view.stock_count))
            )
        else:
            sentences.append(
                self.tr("Briscola: %1; no cards left to draw.").replace(
                    "%1", card_name(view.briscola)
                )
            )
        sentences += [self.seat_sentence(seating, view, seat) for seat in seating.computers]
        if view.dealer == seating.human:
            sentences.append(self.tr("You dealt."))
        else:
            sentences.append(self.tr("%1 dealt.").replace("%1", seat_name(seating, view.dealer)))
        for index, card in enumerate(view.current_trick):
            seat = (view.leader + index) % view.players
            if seat == seating.human:
                sentences.append(self.tr("You played %1.").replace("%1", card_name(card)))
            else:
                sentences.append(
                    self.tr("%1 played %2.")
                    .replace("%1", seat_name(seating, seat))
                    .replace("%2", card_name(card))
                )
        sentences.append(self.phase_sentence(seating, view))
        return " ".join(s for s in sentences if s)

    def chiamata_description(self, seating: Seating, view: ChiamataView) -> str:
        """Briscola chiamata: the player's cards, the auction or the call, the partner as far
        as the player knows, each seat's count and the trick."""
        texts = ChiamataTexts(self)
        sentences = []
        cards = self._scene.human_cards()
        if cards:
            sentences.append(self.tr("Your cards, keys 1 to 8: %1.").replace("%1", _names(cards)))
        if view.called is None:
            sentences += [texts.move(seating, s, a) + "." for s, a in view.auction.moves]
            sentences.append(texts.turn(seating, view, view.to_move == seating.human))
        else:
            caller = view.caller if view.caller is not None else view.seat
            sentences.append(texts.called(seating, caller, view.called))
            sentences.append(texts.partner(seating, view))
            for seat in seating.computers:
                sentences.append(
                    self.tr("%1 holds %2 cards.")
                    .replace("%1", seat_name(seating, seat))
                    .replace("%2", str(view.hand_sizes[seat]))
                )
            for index, card in enumerate(view.current_trick):
                seat = (view.leader + index) % view.players
                sentences.append(
                    self.tr("%1 played %2.")
                    .replace("%1", seat_name(seating, seat))
                    .replace("%2", card_name(card))
                )
        return " ".join(s for s in sentences if s)

    def seat_sentence(self, seating: Seating, view: SeatView, seat: int) -> str:
        """One seat: its name and side, how many cards it holds, and any the player knows."""
        who = seat_description(seating, seat)
        count = view.hand_sizes[seat]
        known = view.known_hands[seat]
        if known:
            return (
                self.tr("%1 holds %2 cards, among them %3.")
                .replace("%1", who)
                .replace("%2", str(count))
                .replace("%3", _names(known))
            )
        return self.tr("%1 holds %2 cards.").replace("%1", who).replace("%2", str(count))

    def phase_sentence(self, seating: Seating, view: SeatView) -> str:
        phase = self._controller.phase
        if phase is Phase.HUMAN_TURN:
            return self.tr("Your turn: press 1, 2 or 3, or choose with the arrows and press Enter.")
        if phase is Phase.COMPUTER_TURN and view.to_move is not None:
            return self.tr("%1 is thinking.").replace("%1", seat_name(seating, view.to_move))
        if phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return self.tr("The hand is over: press Enter to go on.")
        return ""
