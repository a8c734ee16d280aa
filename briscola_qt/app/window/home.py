"""What makes the table a home: the match resumed at start-up and saved as it goes, statistics,
the language, help, the last trick, and a table a screen reader can describe.

The main window creates one :class:`Home` before it builds its menus (so the chosen language
is in place for every text), lets it add its menu entries, and asks it to start the match.
Home only listens to the controller's signals and calls its public methods.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QMenu,
    QMenuBar,
    QStatusBar,
    QToolButton,
    QWidget,
)

from briscola_qt.app.game.controller import HUMAN, Controller, HandSummary, Phase
from briscola_qt.app.store.savegame import SavedMatch, SaveGame, damaged_save_notice
from briscola_qt.app.store.settings import (
    DECK_KEY,
    GEOMETRY_KEY,
    LANGUAGE,
    LANGUAGES,
    LEVEL,
    LEVELS,
    MATCH_LENGTH,
    SHOW_POINTS,
    SOUND,
    SPEED,
    Choice,
    Flag,
    Settings,
)
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.store.storage import set_aside
from briscola_qt.app.table.accessibility import TableDescriber
from briscola_qt.app.table.card_item import CardItem
from briscola_qt.app.table.last_trick import LastTrickDialog, PixmapSource
from briscola_qt.app.table.layout import Area
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.help import HelpDialog
from briscola_qt.app.window.i18n import LANGUAGE_NAMES, Translations
from briscola_qt.app.window.notices import NoticeBoard
from briscola_qt.app.window.stats_dialog import StatsDialog
from briscola_qt.engine import Hand, Match

log = logging.getLogger(__name__)


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

    def statusBar(self) -> QStatusBar: ...


class Home(QObject):
    """Owns the save, the statistics and the translators of one main window."""

    def __init__(self, settings: Settings, data_dir: Path | None, window: QWidget) -> None:
        super().__init__(window)
        self._settings = settings
        self.notices: list[str] = []
        settings_notice = set_aside_damaged_settings(settings.store)
        if settings_notice:
            self.notices.append(settings_notice)
        self.translations = Translations()
        self.translations.apply(settings.language)
        self.save = SaveGame(data_dir)
        loaded = self.save.load()
        self.saved: SavedMatch | None = loaded.value
        self.statistics = Statistics(data_dir)
        self.notices += [
            n for n in (damaged_save_notice(loaded), self.statistics.damaged_notice()) if n
        ]
        if self.saved is not None and self.saved.level != settings.level:
            settings.level = self.saved.level  # the match in progress decides its level
        self._counted_hand: Hand | None = None
        self._window = window
        self._data_dir = data_dir
        window.installEventFilter(self)

    # --- set-up by the window ---------------------------------------------------------------

    def attach(self, table: Table, game_menu: QMenu) -> None:
        """Add the menu entries, the T key and the listeners to the window ``table``."""
        self._table = table
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
        controller = table.controller
        controller.events_ready.connect(self.save_now)
        controller.hand_finished.connect(self._hand_finished)
        table.scene.installEventFilter(self)  # a click on a pile shows the last trick
        self.retranslate()

    def start(self) -> None:
        """Carry on the saved match, or deal a new one; say once why a saved file was not used."""
        controller = self._table.controller
        self.board = NoticeBoard(self._window, self._data_dir)  # hears every save from now on
        saved = self.saved
        if saved is None:
            controller.new_hand()
        else:
            self._counted_hand = saved.hand if saved.counted else None
            controller.restore(saved.match, saved.hand)
        for notice in self.notices:
            self.board.show_notice(notice, lambda text=notice: text)
        for button in self._window.findChildren(QToolButton):
            if button.defaultAction() is not None:  # Tab reaches the buttons, with a focus frame
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

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
        players = self._table.controller.match.players
        dialog = StatsDialog(self.statistics, LEVELS, self._window, players)
        dialog.setModal(True)
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()

    def show_last_trick(self) -> None:
        hand = self._table.controller.hand
        self._last_trick.show_trick(hand.tricks[-1] if hand is not None and hand.tricks else None)

    # --- saving and counting ----------------------------------------------------------------

    def save_now(self) -> None:
        """Save the match as the controller has it now (after every play and every trick)."""
        controller = self._table.controller
        hand = controller.hand
        if hand is None:
            return
        match = controller.match
        # Once the summary is up the hand's result is in the match and in the statistics; the
        # save keeps it out of the results, so a restart replays the hand to the same summary.
        finished = controller.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        results = match.results[:-1] if finished else match.results
        before = Match(match.players, match.hands_to_win, match.variants, match.first_dealer)
        before.results = list(results)
        counted = finished or hand is self._counted_hand
        self.save.save(SavedMatch(controller.level, before, hand, counted=counted))

    def _hand_finished(self, summary: HandSummary) -> None:
        controller = self._table.controller
        if controller.hand is not None and controller.hand is self._counted_hand:
            self._counted_hand = None  # counted before the restart
        else:
            players = controller.match.players
            self.statistics.count_hand(controller.level, summary.result, players, HUMAN)
            if summary.match_over:
                won = summary.match_winner == HUMAN
                self.statistics.count_match(controller.level, won, players)
        self.save_now()


def set_aside_damaged_settings(store: QSettings) -> str | None:
    """Move a settings file the game could not have written aside and start from defaults.

    QSettings reads almost anything without complaint, so the file counts as damaged when it
    is not text or holds a value the game never writes; each value would fall back to its
    default anyway, but the damaged file is kept for a bug report and the player is told.
    """
    path = Path(store.fileName())
    if not path.is_file():
        return None
    problem = settings_problem(store, path)
    if problem is None:
        return None
    moved = set_aside(path)
    log.warning("settings %s %s; moved aside to %s", path, problem, moved or "nowhere (failed)")
    store.clear()
    store.sync()
    if moved is None:
        return QCoreApplication.translate(
            "Home", "Your settings could not be read and are back to their defaults."
        )
    return QCoreApplication.translate(
        "Home",
        "Your settings could not be read and are back to their defaults "
        "(the damaged file was kept as %1).",
    ).replace("%1", moved.name)


def settings_problem(store: QSettings, path: Path) -> str | None:
    """Why the settings file cannot be trusted, or None when every value is one we write."""
    if store.status() != QSettings.Status.NoError:
        return "cannot be parsed"
    try:
        path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return "is not UTF-8 text"
    typed: tuple[Choice | Flag, ...] = (LEVEL, SPEED, MATCH_LENGTH, LANGUAGE, SHOW_POINTS, SOUND)
    for setting in typed:
        if store.contains(setting.key):
            value = store.value(setting.key)
            if value != setting.read(store) and not _flag_spelling(setting, value):
                return f"has an unexpected {setting.key} {value!r}"
    kinds: tuple[tuple[str, type], ...] = ((DECK_KEY, str), (GEOMETRY_KEY, QByteArray))
    for key, kind in kinds:
        if store.contains(key) and not isinstance(store.value(key), kind):
            return f"has an unexpected {key}"
    return None


def _flag_spelling(setting: Choice | Flag, value: object) -> bool:
    return isinstance(setting, Flag) and str(value).lower() in ("true", "false", "1", "0")
