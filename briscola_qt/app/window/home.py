"""What makes the table a home: the language, help, statistics, the last trick, and a table a
screen reader can describe.

The main window creates one :class:`Home` before anything with a text (so the chosen
language is in place for every text), then lets it add its menu entries. Home only listens
to the controller's signals and calls its public methods.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QMenu, QMenuBar, QWidget

from briscola_qt.app.game.controller import Controller
from briscola_qt.app.store.settings import LANGUAGES, LEVELS, Settings
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.table.accessibility import TableDescriber
from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.last_trick import LastTrickDialog, PixmapSource
from briscola_qt.app.table.layout import Area
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.help import HelpDialog
from briscola_qt.app.window.i18n import LANGUAGE_NAMES, Translations
from briscola_qt.app.window.stats_dialog import StatsDialog


class Table(Protocol):
    """What Home needs of the main window."""

    controller: Controller

    @property
    def scene(self) -> TableScene: ...

    @property
    def view(self) -> QWidget: ...

    @property
    def art(self) -> PixmapSource: ...

    def menuBar(self) -> QMenuBar: ...


class Home(QObject):
    """Owns the translators, the help and the last-trick windows of one main window."""

    def __init__(self, settings: Settings, window: QWidget) -> None:
        super().__init__(window)
        self._settings = settings
        self.translations = Translations()
        self.translations.apply(settings.language)
        self._window = window
        window.installEventFilter(self)

    # --- set-up by the window ---------------------------------------------------------------

    def attach(self, table: Table, game_menu: QMenu, statistics: Statistics) -> None:
        """Add the menu entries, the T key and the listeners to the window ``table``."""
        self._table = table
        self.statistics = statistics
        self._describer = TableDescriber(table.controller, table.scene, table.view, self)
        self._help = HelpDialog(self._window)
        self._about = AboutDialog(self._window)
        self._last_trick = LastTrickDialog(table.art, self._window)
        self._stats_action = self._action(game_menu, "", self.show_statistics)
        self._language_menu = game_menu.addMenu("")
        group = QActionGroup(self)
        self._language_actions: dict[str, QAction] = {}
        for choice in LANGUAGES:
            action = QAction(LANGUAGE_NAMES.get(choice, ""), group)
            action.setCheckable(True)
            action.setChecked(choice == self._settings.language)
            action.triggered.connect(lambda _checked=False, c=choice: self.set_language(c))
            self._language_menu.addAction(action)
            self._language_actions[choice] = action
        self._last_trick_action = self._action(game_menu, "T", self.show_last_trick)
        self._help_menu = table.menuBar().addMenu("")
        self._rules_action = self._action(
            self._help_menu, QKeySequence.StandardKey.HelpContents, self.show_help
        )
        self._about_action = self._action(self._help_menu, "", self._about.show)
        table.scene.installEventFilter(self)  # a click on a pile shows the last trick
        self.retranslate()

    def _action(
        self, menu: QMenu, shortcut: str | QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(self._window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self._window.addAction(action)  # keeps working in full screen with no menu bar
        return action

    # --- language -------------------------------------------------------------------------

    def set_language(self, choice: str) -> None:
        """Switch the whole interface now; every open window re-sets its own texts."""
        self._settings.language = choice
        self.translations.apply(choice)
        self._language_actions[choice].setChecked(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif (
            isinstance(event, QGraphicsSceneMouseEvent)
            and event.type() == QEvent.Type.GraphicsSceneMousePress
            and self._on_pile(event.scenePos())
        ):
            self.show_last_trick()
            return True
        return False

    def _on_pile(self, position: QPointF) -> bool:
        scene = self._table.scene
        if scene.summary_visible:
            return False
        return any(
            isinstance(item, CardItem) and item.place.area is Area.PILE
            for item in scene.items(position)
        )

    def retranslate(self) -> None:
        if not hasattr(self, "_table"):
            return
        self._stats_action.setText(self.tr("&Statistics…"))
        self._language_menu.setTitle(self.tr("Lan&guage"))
        self._language_actions["system"].setText(self.tr("Same as the system"))
        self._last_trick_action.setText(self.tr("Show the &last trick"))
        self._help_menu.setTitle(self.tr("&Help"))
        self._rules_action.setText(self.tr("&Rules and controls"))
        self._about_action.setText(self.tr("&About Briscola"))
        self._describer.describe()

    # --- windows --------------------------------------------------------------------------

    def show_help(self) -> None:
        self._help.show()
        self._help.raise_()
        self._help.activateWindow()

    def show_statistics(self) -> None:
        players = self._table.controller.seating.players
        dialog = StatsDialog(self.statistics, LEVELS, self._window, players)
        dialog.setModal(True)
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()

    def show_last_trick(self) -> None:
        view = self._table.controller.view
        self._last_trick.show_trick(view.tricks[-1] if view is not None and view.tricks else None)
