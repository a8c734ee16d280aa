"""The main window: it only assembles the parts and wires them together.

Each job has its own module: the game (:mod:`~briscola_qt.app.game.controller`), the table
(scene and view), the menus and their actions (:mod:`.menus`, :mod:`.guard`, :mod:`.keys`),
the words (:mod:`.texts`), what is kept between runs (:mod:`.persistence`) and the home
features (:mod:`.home`). The window holds no game state of its own; what it passes from the
controller to the table is what the player's seat may know.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QToolButton, QWidget

from briscola_qt.app.game.bot_worker import (
    BotFactory,
    BotWorker,
    ChiamataBotFactory,
    make_level_bot,
    make_level_chiamata_bot,
)
from briscola_qt.app.game.chiamata_deals import DealSummary
from briscola_qt.app.game.controller import Controller, HandSummary, Phase
from briscola_qt.app.sound.effects import SoundEffects
from briscola_qt.app.store.settings import Settings
from briscola_qt.app.table.animation import Timing
from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.celebration import Celebration
from briscola_qt.app.table.decks import CardRenderer, DeckTheme, available_decks
from briscola_qt.app.table.facts import score_text
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.view import TableView
from briscola_qt.app.window.auction_panel import AuctionPanel
from briscola_qt.app.window.coaching import Coaching, CoachParts
from briscola_qt.app.window.guard import AbandonGuard
from briscola_qt.app.window.home import Home
from briscola_qt.app.window.keys import TableKeys, keys_back_to_table
from briscola_qt.app.window.menus import Menus, TableParts
from briscola_qt.app.window.persistence import Persistence
from briscola_qt.app.window.records import Records
from briscola_qt.app.window.rules_menu import RulesMenu
from briscola_qt.app.window.texts import WindowTexts
from briscola_qt.app.window.toast import Toast
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.events import CardCalled, DealThrownIn, Event, PartnerRevealed
from briscola_qt.engine.match import ChiamataMatch


class MainWindow(QMainWindow):
    """The game window. ``bot_factory`` and ``seed`` let tests fix the opponents and the deals.

    ``data_dir`` keeps the match in progress and the statistics (the app passes the user's
    data folder); with None nothing is kept, which suits tests and tools.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        bot_factory: BotFactory = make_level_bot,
        seed: int | None = None,
        parent: QWidget | None = None,
        data_dir: Path | None = None,
        chiamata_factory: ChiamataBotFactory = make_level_chiamata_bot,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else Settings()
        self.home = Home(self._settings, self)  # first: it sets the language
        self.persistence = Persistence(self._settings, data_dir, self)
        self.texts = WindowTexts(self)
        self._resumed = False  # a saved match carries on: said once play can go on
        decks: tuple[DeckTheme, ...] = available_decks()
        deck_ids = tuple(theme.id for theme in decks)
        self._art = CardArt(CardRenderer(decks), deck_ids, self._settings.deck(deck_ids), self)
        self._scene = TableScene(self._art, Timing().at(self._settings.speed), self)
        self.celebration = Celebration(self._scene, self)
        self._bot = BotWorker(bot_factory, self, chiamata_factory)
        self.sounds = SoundEffects(self._settings, self)
        self.controller = Controller(
            self._bot,
            self._settings.level,
            self._settings.match_length,
            seed,
            self,
            players=self._settings.players,
            partners_show=self._settings.partners_show,
            trump_exchange=self._settings.trump_exchange,
            open_hands=self._settings.open_hands,
            chiamata_deals=int(self._settings.chiamata_deals),
        )
        self._scene.set_seating(self.controller.seating)
        self._view = TableView(self._scene, self._art, self._key_pressed, decks[0].aspect)
        self.setCentralWidget(self._view)
        self.auction = AuctionPanel(self._view, self.controller.act, self._art.pixmap)
        self.guard = AbandonGuard(self.controller, self)
        self.menus = Menus(
            TableParts(
                self,
                self._settings,
                self.controller,
                self._scene,
                self._view,
                self._art,
                decks,
                self.guard,
                self.texts,
            )
        )
        self.sounds.attach(self, self.menus.game)
        self.menus.game.addSeparator()
        self.records = Records(self, self)
        self.records.add_to(self.menus.game)
        self.persistence.attach(self.controller)
        self.coaching = Coaching(
            CoachParts(
                self,
                self.controller,
                self._scene,
                self._art,
                self._bot,
                self.persistence.hand_helped,
            )
        )
        self.rules = RulesMenu(
            self, self._settings, self.controller, self.coaching.marks, self.guard.allows
        )
        self.rules.add_to(self.menus.game)
        self.coaching.add_to(self.menus.game)
        self.home.attach(self, self.menus.game, self.persistence.statistics)
        self.menus.finish()
        self.coaching.add_to_toolbar(self.menus.toolbar)
        self._keys = TableKeys(
            self.controller,
            self._scene,
            self,
            (*self.menus.table_actions, *self.coaching.table_actions, self.rules.exchange_action),
            self.menus.full_screen,
        )
        keys_back_to_table(self.menuBar(), self._view)
        self._summary: HandSummary | DealSummary | None = None
        self._connect()
        self.menus.apply_speed(self._settings.speed)
        self._view.set_aspect(self.menus.theme().aspect)
        geometry = self._settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1100, 760)
        self._view.setFocus()
        self._closed = False
        app = QCoreApplication.instance()
        if app is not None:  # quitting without closing the window must stop the threads too
            app.aboutToQuit.connect(self.shut_down)
        self._resumed = self.persistence.saved is not None
        self.persistence.start()
        for button in self.findChildren(QToolButton):
            if button.defaultAction() is not None:  # Tab reaches the buttons, with a focus frame
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # --- the parts, for tests and tools ---------------------------------------------------

    @property
    def scene(self) -> TableScene:
        return self._scene

    @property
    def view(self) -> TableView:
        return self._view

    @property
    def bot_worker(self) -> BotWorker:
        return self._bot

    @property
    def art(self) -> CardArt:
        return self._art

    # --- wiring ---------------------------------------------------------------------------

    def _connect(self) -> None:
        controller, scene = self.controller, self._scene
        controller.seating_changed.connect(scene.set_seating)
        controller.hand_started.connect(self._hand_started)
        controller.events_ready.connect(scene.show_events)
        controller.position_restored.connect(scene.show_position)
        controller.phase_changed.connect(self._phase_changed)
        controller.hand_finished.connect(self._hand_finished)
        scene.settled.connect(controller.view_settled)
        scene.event_shown.connect(self.sounds.event_shown)
        scene.event_shown.connect(self._announce)
        controller.hand_started.connect(self.sounds.hand_started)
        controller.hand_started.connect(self._show_score)
        scene.facts.points_chip.clicked.connect(lambda: self.menus.points.trigger())
        scene.card_clicked.connect(controller.play)
        scene.summary_clicked.connect(controller.next_hand)
        self.menus.points_toggled.connect(self._update_points)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_keys"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window in the current language (at start and on a switch)."""
        self.setWindowTitle(self.tr("Briscola"))
        self.menus.retranslate()
        self._phase_changed(self.controller.phase)
        self._scene.retranslate()
        self._show_score()
        self.auction.retranslate(self.controller.seating, self._my_turn)
        if self._summary is not None and self._scene.summary_visible:
            self._scene.show_summary(self._summary_html(self._summary))

    # --- what the controller says, as the table shows it ----------------------------------

    def _hand_started(self, stock_size: int) -> None:
        self.celebration.stop()
        self._scene.new_hand(stock_size)
        view = self.controller.view
        if view is not None:
            self._scene.set_dealer(view.dealer)

    def _phase_changed(self, phase: Phase) -> None:
        controller = self.controller
        view = controller.view
        self._scene.set_status(self.texts.status(phase, controller.seating, view))
        self.auction.show_view(
            controller.seating, view if isinstance(view, ChiamataView) else None, self._my_turn
        )
        if phase is not Phase.SHOWING:
            self._scene.set_turn(view.to_move if view is not None else None)
            self._update_points()
            if self._resumed and phase is not Phase.NO_HAND:
                self._resumed = False
                resumed = self.texts.resumed(phase, controller.seating, view)
                Toast.on(self._view).show_message(resumed)
        self.menus.update_labels()

    def _update_points(self) -> None:
        self._scene.facts.set_points_shown(self._settings.show_points)
        if not self._settings.show_points:
            self._scene.set_points(None)
            return
        self._scene.set_points(self.texts.points(self.controller.side_points()))

    def _show_score(self, *_stock_size: int) -> None:
        """The match so far, in the band over the table."""
        match = self.controller.match
        seating = self._scene.seating
        if isinstance(match, ChiamataMatch):
            self._scene.facts.set_score(self.auction.texts.score(seating, match))
            return
        self._scene.facts.set_score(score_text(seating, match.wins, match.hands_to_win))

    def _hand_finished(self, summary: HandSummary | DealSummary) -> None:
        self._show_score()
        self._summary = summary
        self._scene.show_summary(self._summary_html(summary))
        if isinstance(summary, HandSummary):
            seating = summary.seating
            side = seating.side_of(seating.human)
            self.sounds.hand_finished(summary.result, side, summary.match_winner == side)
            if summary.match_winner == side:
                self.celebration.start(self._scene.table_layout)
        elif summary.match_over and summary.match.leaders == (summary.seating.human,):
            self.celebration.start(self._scene.table_layout)

    def _summary_html(self, summary: HandSummary | DealSummary) -> str:
        if isinstance(summary, DealSummary):
            return self.auction.texts.summary_html(summary)
        return self.texts.summary_html(summary)

    def _announce(self, event: Event) -> None:
        """Briscola chiamata's moments, said over the table as the cards show them."""
        seating, view = self.controller.seating, self.controller.view
        texts = self.auction.texts
        if isinstance(event, CardCalled):
            text = texts.called(seating, event.seat, event.card)
        elif isinstance(event, PartnerRevealed) and isinstance(view, ChiamataView):
            caller = view.caller if view.caller is not None else event.seat
            text = texts.revealed(seating, event.seat, caller, event.alone)
            self.auction.show_view(seating, view, False)
        elif isinstance(event, DealThrownIn):
            text = texts.thrown_in()
        else:
            return
        Toast.on(self._view).show_message(text)

    @property
    def _my_turn(self) -> bool:
        return self.controller.phase is Phase.HUMAN_TURN

    # --- keys and closing -----------------------------------------------------------------

    def _key_pressed(self, event: object) -> bool:
        if self.auction.pressed(event):  # type: ignore[arg-type]
            return True
        return self._keys.pressed(event)  # type: ignore[arg-type]

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shut_down()
        super().closeEvent(event)

    def shut_down(self) -> None:
        """Remember the window, drop any bot answer on its way, stop the worker threads."""
        if self._closed:
            return
        self._closed = True
        self._settings.geometry = self.saveGeometry()
        self._settings.sync()
        self.controller.shutdown()
        self._art.stop()
        self.sounds.close()
