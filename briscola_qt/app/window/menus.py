"""The Game menu and the toolbar, and what their entries do.

Every choice is remembered in the settings and passed to whoever it shapes (the controller,
the card art, the scene's timing). A choice that deals anew (a new hand, another level or
player count) goes through the one :class:`~briscola_qt.app.window.guard.AbandonGuard`, so a
hand in progress is never thrown away unasked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCursor, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from briscola_qt.app.game.controller import Controller
from briscola_qt.app.game.seating import PLAYER_CHOICES
from briscola_qt.app.store.settings import (
    CHIAMATA_DEALS,
    LEVELS,
    MATCH_LENGTHS,
    SPEEDS,
    Settings,
    next_in,
)
from briscola_qt.app.table.animation import Timing
from briscola_qt.app.table.card_art import CardArt
from briscola_qt.app.table.decks import DeckTheme
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.view import TableView
from briscola_qt.app.window.guard import AbandonGuard
from briscola_qt.app.window.texts import WindowTexts
from briscola_qt.app.window.toast import Toast


@dataclass(frozen=True, slots=True)
class TableParts:
    """What the menus act on, built by the main window."""

    window: QMainWindow
    settings: Settings
    controller: Controller
    scene: TableScene
    view: TableView
    art: CardArt
    decks: tuple[DeckTheme, ...]
    guard: AbandonGuard
    texts: WindowTexts


class Menus(QObject):
    """Builds the Game menu (``game``) and the toolbar, and keeps their texts and checks."""

    points_toggled = Signal()  # the table shows or hides the captured points at once

    def __init__(self, parts: TableParts) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._window = parts.window
        self._settings = parts.settings
        self._controller = parts.controller
        guarded = parts.guard.guarded
        texts = parts.texts
        self.game = self._window.menuBar().addMenu("")
        self.new_hand = self._action("N", guarded(self._controller.new_hand))
        self.new_hand.setShortcuts([QKeySequence("N"), QKeySequence(QKeySequence.StandardKey.New)])
        self.game.addAction(self.new_hand)
        self.game.addSeparator()
        self.players_menu = self.game.addMenu("")
        self.player_actions = self._choices(
            self.players_menu,
            tuple(str(count) for count in PLAYER_CHOICES),
            lambda count: texts.players(int(count)),
            str(self._controller.seating.players),
            lambda count: self.set_players(int(count)),
        )
        self.partners_show = self._action("", self._toggle_partners_show)
        self.partners_show.setCheckable(True)
        self.partners_show.setChecked(self._settings.partners_show)
        self.players_menu.addSeparator()
        self.players_menu.addAction(self.partners_show)
        self.players_button = self._action("", self._pop_up_players)
        self.level_menu = self.game.addMenu("")
        self.level_actions = self._choices(
            self.level_menu, LEVELS, texts.level, self._settings.level, self.set_level
        )
        self.next_level = self._action(
            "L", lambda: self.set_level(next_in(LEVELS, self._controller.level))
        )
        self.level_menu.addSeparator()
        self.level_menu.addAction(self.next_level)
        self.deck_menu = self.game.addMenu("")
        deck_ids = tuple(theme.id for theme in parts.decks)
        self.deck_actions = self._choices(
            self.deck_menu, deck_ids, self._deck_label, parts.art.deck, self.set_deck
        )
        self.next_deck = self._action("D", lambda: self.set_deck(next_in(deck_ids, parts.art.deck)))
        self.deck_menu.addSeparator()
        self.deck_menu.addAction(self.next_deck)
        self.length_menu = self.game.addMenu("")
        self.length_actions = self._choices(
            self.length_menu,
            MATCH_LENGTHS,
            texts.match_length,
            self._settings.match_length,
            self.set_match_length,
        )
        self.length_menu.addSeparator()
        self.chiamata_deals_actions = self._choices(
            self.length_menu,
            CHIAMATA_DEALS.allowed,
            texts.chiamata_deals,
            self._settings.chiamata_deals,
            self.set_chiamata_deals,
        )
        self.speed_menu = self.game.addMenu("")
        self.speed_actions = self._choices(
            self.speed_menu, SPEEDS, texts.speed, self._settings.speed, self.set_speed
        )
        self.points = self._action("", self._toggle_points)
        self.points.setCheckable(True)
        self.points.setChecked(self._settings.show_points)
        self.game.addAction(self.points)

    def finish(self) -> None:
        """The entries after the ones other parts add (records, statistics, language...)."""
        game = self.game
        game.addSeparator()
        self.full_screen = self._action(
            QKeySequence.StandardKey.FullScreen, self.toggle_full_screen
        )
        self.full_screen.setShortcuts([QKeySequence(Qt.Key.Key_F11)])
        self.full_screen.setCheckable(True)
        game.addAction(self.full_screen)
        self.quit = self._action(QKeySequence.StandardKey.Quit, self._window.close)
        game.addAction(self.quit)
        bar = self.toolbar = QToolBar(self._window)
        bar.setObjectName("table-toolbar")
        bar.setMovable(False)
        for action in (self.new_hand, self.players_button, self.next_level, self.next_deck):
            bar.addAction(action)
        self._window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.retranslate()

    @property
    def table_actions(self) -> tuple[QAction, ...]:
        """The entries whose one-letter keys the table passes on (N, L, D)."""
        return (self.new_hand, self.next_level, self.next_deck)

    def retranslate(self) -> None:
        """Every text of the menu and the toolbar in the current language."""
        texts = self._parts.texts
        self.game.setTitle(self.tr("&Game"))
        self.new_hand.setText(self.tr("&New hand"))
        self.players_menu.setTitle(self.tr("&Players"))
        self.partners_show.setText(self.tr("Partners show their &hands once the stock is gone"))
        self.partners_show.setToolTip(self.tr("Four or six players; applies from the next match"))
        self.level_menu.setTitle(self.tr("&Level"))
        self.deck_menu.setTitle(self.tr("&Cards"))
        self.length_menu.setTitle(self.tr("&Match length"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        self.points.setText(self.tr("Show &captured points"))
        self.full_screen.setText(self.tr("&Full screen"))
        self.quit.setText(self.tr("&Quit"))
        self.toolbar.setWindowTitle(self.tr("Table"))
        for actions, label in (
            (self.player_actions, lambda count: texts.players(int(count))),
            (self.level_actions, texts.level),
            (self.deck_actions, self._deck_label),
            (self.length_actions, texts.match_length),
            (self.chiamata_deals_actions, texts.chiamata_deals),
            (self.speed_actions, texts.speed),
        ):
            for value, action in actions.items():
                action.setText(label(value))
        self.update_labels()

    def update_labels(self) -> None:
        """The toolbar's buttons name the current choices; the menus tick them."""
        controller, texts = self._controller, self._parts.texts
        players = controller.seating.players
        self.players_button.setText(texts.players_button(players))
        self.players_button.setToolTip(
            self.tr("How many sit at the table: a new match begins; asks first, too")
        )
        level = texts.level(controller.level)
        upcoming = texts.level(next_in(LEVELS, controller.level))
        # In the menu an action ("Play at Hard level"); on the toolbar the current level.
        self.next_level.setText(self.tr("&Next level: %1").replace("%1", upcoming))
        self.next_level.setIconText(self.tr("Level: {level}").format(level=level))
        self.next_level.setToolTip(
            self.tr(
                "Play at the next level, %1 (L): a new match begins; during a hand it asks first"
            ).replace("%1", upcoming)
        )
        deck = self._deck_label(self._parts.art.deck)
        self.next_deck.setText(self.tr("Cards: {deck}").format(deck=deck))
        self.next_deck.setToolTip(self.tr("Next deck (D): the hand goes on"))
        self.player_actions[str(players)].setChecked(True)
        self.level_actions[controller.level].setChecked(True)
        self.deck_actions[self._parts.art.deck].setChecked(True)

    # --- what the entries do --------------------------------------------------------------

    def set_players(self, players: int) -> None:
        """Another count deals anew, after asking if a hand is in progress."""
        if players != self._controller.seating.players and self._parts.guard.allows():
            self._settings.players = players
            self._controller.set_players(players)
        self.update_labels()

    def set_level(self, level: str) -> None:
        """Another opponent deals anew, after asking; picking the current level changes nothing."""
        if level != self._controller.level and self._parts.guard.allows():
            self._settings.level = level
            self._controller.set_level(level)
        self.update_labels()

    def set_deck(self, deck_id: str) -> None:
        """Another deck at once, mid-hand and mid-animation: only the pictures change."""
        parts = self._parts
        self._settings.set_deck(deck_id)
        parts.art.set_deck(deck_id)
        parts.scene.refresh_art()
        parts.view.set_aspect(self.theme().aspect)
        self.update_labels()

    def set_match_length(self, length: str) -> None:
        self._settings.match_length = length
        self._controller.set_match_length(length)
        Toast.on(self._parts.view).show_message(
            self.tr("The new match length applies from the next match.")
        )

    def set_chiamata_deals(self, deals: str) -> None:
        self._settings.chiamata_deals = deals
        self._controller.set_chiamata_deals(int(deals))
        Toast.on(self._parts.view).show_message(
            self.tr("The new match length applies from the next match.")
        )

    def set_speed(self, speed: str) -> None:
        self._settings.speed = speed
        self.apply_speed(speed)

    def apply_speed(self, speed: str) -> None:
        timing = Timing().at(speed)
        self._parts.scene.set_timing(timing)
        self._controller.set_computer_pause(timing.computer_pause)

    def theme(self) -> DeckTheme:
        decks = self._parts.decks
        return next((t for t in decks if t.id == self._parts.art.deck), decks[0])

    def _pop_up_players(self) -> None:
        """The toolbar's Players button opens Game > Players under itself."""
        button = self.toolbar.widgetForAction(self.players_button)
        place = button.mapToGlobal(button.rect().bottomLeft()) if button else QCursor.pos()
        self.players_menu.popup(place)

    def toggle_full_screen(self) -> None:
        window = self._window
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()
        self.full_screen.setChecked(window.isFullScreen())

    def _toggle_partners_show(self) -> None:
        on = self.partners_show.isChecked()
        self._settings.partners_show = on
        self._controller.set_partners_show(on)

    def _toggle_points(self) -> None:
        self._settings.show_points = self.points.isChecked()
        self.points_toggled.emit()

    # --- building -------------------------------------------------------------------------

    def _deck_label(self, deck_id: str) -> str:
        theme = next((t for t in self._parts.decks if t.id == deck_id), None)
        return theme.name(QLocale().name()) if theme else deck_id

    def _action(
        self, shortcut: str | QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(self._window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(_ignoring_arguments(slot))
        self._window.addAction(action)  # shortcuts work with the menu bar hidden (full screen)
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


def _ignoring_arguments(slot: Callable[[], object]) -> Callable[[], None]:
    """A slot without parameters, so Qt passes no ``checked`` flag to it."""

    def call() -> None:
        slot()

    return call
