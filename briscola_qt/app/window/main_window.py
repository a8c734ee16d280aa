"""The main window: wires the controller, the bot worker, the table and the settings together.

It holds no game state of its own. Menus and keys become controller actions or settings;
controller signals become what the table shows. Every visible string goes through ``tr``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from briscola_qt.app.game.bot_worker import BotFactory, BotWorker, make_level_bot
from briscola_qt.app.game.controller import COMPUTER, HUMAN, Controller, HandSummary, Phase
from briscola_qt.app.sound.effects import SoundEffects
from briscola_qt.app.store.settings import LEVELS, MATCH_LENGTHS, SPEEDS, Settings, next_in
from briscola_qt.app.table.animation import Timing
from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.decks import CardRenderer, DeckTheme, available_decks
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.view import TableView
from briscola_qt.app.window.home import Home
from briscola_qt.app.window.records import Records

PLAY_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class MainWindow(QMainWindow):
    """The game window. ``bot_factory`` and ``seed`` let tests fix the opponent and the deals.

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
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else Settings()
        self.home = Home(self._settings, data_dir, self)  # first: it sets the language
        self._decks: tuple[DeckTheme, ...] = available_decks()
        deck_ids = tuple(theme.id for theme in self._decks)
        deck = self._settings.deck(deck_ids)
        self._art = CardArt(CardRenderer(self._decks), deck_ids, deck, self)
        self._scene = TableScene(self._art, Timing().at(self._settings.speed), self)
        self._view = TableView(self._scene, self._art, self._key_pressed, self._theme().aspect)
        self.setCentralWidget(self._view)
        self._bot = BotWorker(bot_factory, self)
        self._summary: HandSummary | None = None
        self.sounds = SoundEffects(self._settings, self)
        self.controller = Controller(
            self._bot, self._settings.level, self._settings.match_length, seed, self
        )
        self._connect()
        self._build_actions()
        self._apply_speed(self._settings.speed)
        geometry = self._settings.geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1100, 760)
        self._view.setFocus()
        self._closed = False
        app = QCoreApplication.instance()
        if app is not None:  # quitting without closing the window must stop the threads too
            app.aboutToQuit.connect(self.shut_down)
        self.home.start()

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
        controller.hand_started.connect(scene.new_hand)
        controller.events_ready.connect(scene.show_events)
        controller.position_restored.connect(scene.show_position)
        controller.phase_changed.connect(self._phase_changed)
        controller.hand_finished.connect(self._hand_finished)
        scene.settled.connect(controller.view_settled)
        scene.event_shown.connect(self.sounds.event_shown)
        controller.hand_started.connect(self.sounds.hand_started)
        scene.card_clicked.connect(controller.play)
        scene.summary_clicked.connect(controller.next_hand)

    def _build_actions(self) -> None:
        game = self._game_menu = self.menuBar().addMenu("")
        self._new_hand = self._action("", "N", self.controller.new_hand)
        self._new_hand.setShortcuts([QKeySequence("N"), QKeySequence(QKeySequence.StandardKey.New)])
        game.addAction(self._new_hand)
        game.addSeparator()
        self._level_menu = game.addMenu("")
        self._level_actions = self._choices(
            self._level_menu, LEVELS, self._level_label, self._settings.level, self._set_level
        )
        self._next_level = self._action("", "L", self._cycle_level)
        self._level_menu.addSeparator()
        self._level_menu.addAction(self._next_level)
        self._deck_menu = game.addMenu("")
        deck_ids = tuple(theme.id for theme in self._decks)
        self._deck_actions = self._choices(
            self._deck_menu, deck_ids, self._deck_label, self._art.deck, self.set_deck
        )
        self._next_deck = self._action("", "D", self._cycle_deck)
        self._deck_menu.addSeparator()
        self._deck_menu.addAction(self._next_deck)
        length_menu = self._length_menu = game.addMenu("")
        self._length_actions = self._choices(
            length_menu,
            MATCH_LENGTHS,
            self._length_label,
            self._settings.match_length,
            self._set_match_length,
        )
        speed_menu = self._speed_menu = game.addMenu("")
        self._speed_actions = self._choices(
            speed_menu, SPEEDS, self._speed_label, self._settings.speed, self.set_speed
        )
        self._points = self._action("", "", self._show_points)
        self._points.setCheckable(True)
        self._points.setChecked(self._settings.show_points)
        game.addAction(self._points)
        self.sounds.attach(self, game)
        game.addSeparator()
        self.records = Records(self, self)
        self.records.add_to(game)
        self.home.attach(self, game)  # statistics, language, last trick; the Help menu
        game.addSeparator()
        self._full_screen = self._action(
            "", QKeySequence.StandardKey.FullScreen, self._toggle_full_screen
        )
        self._full_screen.setShortcuts([QKeySequence(Qt.Key.Key_F11)])
        self._full_screen.setCheckable(True)
        game.addAction(self._full_screen)
        self._quit = self._action("", QKeySequence.StandardKey.Quit, self.close)
        game.addAction(self._quit)

        bar = self._toolbar = QToolBar(self)
        bar.setObjectName("table-toolbar")
        bar.setMovable(False)
        bar.addAction(self._new_hand)
        bar.addAction(self._next_level)
        bar.addAction(self._next_deck)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_toolbar"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window in the current language (at start and on a switch)."""
        self.setWindowTitle(self.tr("Briscola"))
        self._game_menu.setTitle(self.tr("&Game"))
        self._new_hand.setText(self.tr("&New hand"))
        self._level_menu.setTitle(self.tr("&Level"))
        self._deck_menu.setTitle(self.tr("&Cards"))
        self._length_menu.setTitle(self.tr("&Match length"))
        self._speed_menu.setTitle(self.tr("&Speed"))
        self._points.setText(self.tr("Show &captured points"))
        self._full_screen.setText(self.tr("&Full screen"))
        self._quit.setText(self.tr("&Quit"))
        self._toolbar.setWindowTitle(self.tr("Table"))
        for actions, label in (
            (self._level_actions, self._level_label),
            (self._deck_actions, self._deck_label),
            (self._length_actions, self._length_label),
            (self._speed_actions, self._speed_label),
        ):
            for value, action in actions.items():
                action.setText(label(value))
        self._update_labels()
        self._phase_changed(self.controller.phase)
        if self._summary is not None and self._scene.summary_visible:
            self._scene.show_summary(self.summary_html(self._summary))

    def _action(
        self, text: str, shortcut: str | QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(_ignoring_arguments(slot))
        self.addAction(action)  # shortcuts work with the menu bar hidden (full screen)
        return action

    def _choices(
        self,
        menu: QMenu,
        values: tuple[str, ...],
        label: Callable[[str], str],
        current: str,
        choose: Callable[[str], None],
    ) -> dict[str, QAction]:
        """Radio items for one setting; picking one calls ``choose`` with its value."""
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for value in values:
            action = QAction(label(value), group)
            action.setCheckable(True)
            action.setChecked(value == current)
            action.triggered.connect(_ignoring_arguments(partial(choose, value)))
            menu.addAction(action)
            actions[value] = action
        return actions

    # --- labels ---------------------------------------------------------------------------

    def _level_label(self, level: str) -> str:
        return {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "hard": self.tr("Hard"),
        }[level]

    def _deck_label(self, deck_id: str) -> str:
        theme = next((t for t in self._decks if t.id == deck_id), None)
        return theme.name(QLocale().name()) if theme else deck_id

    def _length_label(self, length: str) -> str:
        return {
            "single": self.tr("Single hand"),
            "best_of_three": self.tr("Best of three"),
            "best_of_five": self.tr("Best of five"),
        }[length]

    def _speed_label(self, speed: str) -> str:
        return {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }[speed]

    def _update_labels(self) -> None:
        level = self._level_label(self.controller.level)
        self._next_level.setText(self.tr("Level: {level}").format(level=level))
        self._next_level.setToolTip(self.tr("Next level (L): deals a new hand"))
        deck = self._deck_label(self._art.deck)
        self._next_deck.setText(self.tr("Cards: {deck}").format(deck=deck))
        self._next_deck.setToolTip(self.tr("Next deck (D): the hand goes on"))
        self._level_actions[self.controller.level].setChecked(True)
        self._deck_actions[self._art.deck].setChecked(True)

    # --- settings -------------------------------------------------------------------------

    def _theme(self) -> DeckTheme:
        return next((t for t in self._decks if t.id == self._art.deck), self._decks[0])

    def _set_level(self, level: str) -> None:
        """Another opponent deals a new hand; picking the current level again changes nothing."""
        if level == self.controller.level:
            return
        self._settings.level = level
        self.controller.set_level(level)
        self._update_labels()

    def _cycle_level(self) -> None:
        self._set_level(next_in(LEVELS, self.controller.level))

    def set_deck(self, deck_id: str) -> None:
        """Another deck at once, mid-hand and mid-animation: only the pictures change."""
        self._settings.set_deck(deck_id)
        self._art.set_deck(deck_id)
        self._scene.refresh_art()
        self._view.set_aspect(self._theme().aspect)
        self._update_labels()

    def _cycle_deck(self) -> None:
        self.set_deck(next_in(tuple(theme.id for theme in self._decks), self._art.deck))

    def _set_match_length(self, length: str) -> None:
        self._settings.match_length = length
        self.controller.set_match_length(length)
        self.statusBar().showMessage(self.tr("The new match length applies from the next match."))

    def set_speed(self, speed: str) -> None:
        self._settings.speed = speed
        self._apply_speed(speed)

    def _apply_speed(self, speed: str) -> None:
        timing = Timing().at(speed)
        self._scene.set_timing(timing)
        self.controller.set_computer_pause(timing.computer_pause)

    def _show_points(self) -> None:
        self._settings.show_points = self._points.isChecked()
        self._update_points()

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self._full_screen.setChecked(self.isFullScreen())

    # --- what the controller says ---------------------------------------------------------

    def _phase_changed(self, phase: Phase) -> None:
        if phase is Phase.HUMAN_TURN:
            self._scene.set_status(self.tr("Your turn"))
        elif phase is Phase.COMPUTER_TURN:
            self._scene.set_status(self.tr("The computer is thinking…"))
        else:  # cards moving, or the hand over: nobody is to play
            self._scene.set_status("")
        if phase is not Phase.SHOWING:
            self._update_points()

    def _update_points(self) -> None:
        if not self._settings.show_points:
            self._scene.set_points(None)
            return
        points = self.controller.side_points()
        self._scene.set_points(
            [self.tr("{points} points").format(points=points[seat]) for seat in (HUMAN, COMPUTER)]
        )

    def _hand_finished(self, summary: HandSummary) -> None:
        self._summary = summary
        self._scene.show_summary(self.summary_html(summary))
        won_match = summary.match_over and summary.match_winner == HUMAN
        self.sounds.hand_finished(summary.result, HUMAN, won_match)

    def summary_html(self, summary: HandSummary) -> str:
        """Both totals, who won, the match score and how to go on."""
        mine, theirs = summary.result.side_points
        if summary.result.winner_side == HUMAN:
            title = self.tr("You win the hand!")
        elif summary.result.winner_side == COMPUTER:
            title = self.tr("The computer wins the hand.")
        else:
            title = self.tr("A draw: 60 all.")
        wins_mine, wins_theirs = summary.wins
        if summary.match_over:
            match = (
                self.tr("You win the match {mine}-{theirs}!")
                if summary.match_winner == HUMAN
                else self.tr("The computer wins the match {theirs}-{mine}.")
            )
            go_on = self.tr("Click or press Enter for a new match.")
        else:
            match = self.tr("Match: you {mine}, the computer {theirs} (first to {target}).")
            go_on = self.tr("Click or press Enter for the next hand.")
        match = match.format(mine=wins_mine, theirs=wins_theirs, target=summary.hands_to_win)
        totals = self.tr("You {mine} points, the computer {theirs}.").format(
            mine=mine, theirs=theirs
        )
        return (
            f"<h2 align='center'>{title}</h2><p align='center'>{totals}</p>"
            f"<p align='center'>{match}</p><p align='center'><i>{go_on}</i></p>"
        )

    # --- keys -----------------------------------------------------------------------------

    def _key_pressed(self, event: QKeyEvent) -> bool:
        """The table's keys: 1-3 play, arrows choose, Enter plays or deals, Esc leaves full
        screen; N, L and D too, for when their shortcuts did not fire (no active window)."""
        key = event.key()
        if key in ENTER_KEYS:
            if self._scene.summary_visible:
                self.controller.next_hand()
            elif self._scene.selected is not None:
                self._play_index(self._scene.selected)
            return True
        if key in PLAY_KEYS:
            self._play_index(PLAY_KEYS[Qt.Key(key)])
            return True
        if key == Qt.Key.Key_Escape and self.isFullScreen():
            self._toggle_full_screen()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._scene.move_selection(-1 if key == Qt.Key.Key_Left else 1)
            return True
        for action in (self._new_hand, self._next_level, self._next_deck):
            if action.shortcut().matches(QKeySequence(event.keyCombination())) is (
                QKeySequence.SequenceMatch.ExactMatch
            ):
                action.trigger()
                return True
        return False

    def _play_index(self, index: int) -> None:
        cards = self._scene.human_cards()
        if 0 <= index < len(cards):
            self.controller.play(cards[index])

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


def _ignoring_arguments(slot: Callable[[], object]) -> Callable[[], None]:
    """A slot without parameters, so Qt passes no ``checked`` flag to it."""

    def call() -> None:
        slot()

    return call
