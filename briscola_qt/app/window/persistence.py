"""What the game keeps between runs: the match in progress, the statistics, and the settings
file checked at start-up.

The match is saved after every shown step, so quitting or a crash loses nothing; at start
the saved match is resumed (from the one replay that checked it) or a new one dealt. Every
finished hand is counted once (also "with help" when the player took a hint in it: that
is saved with the hand, so a restart keeps it), and a hand given up mid-way is counted as
lost. A damaged
file is set aside, and the player reads one sentence about it.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QWidget

from briscola_qt.app.game.chiamata_deals import DealSummary, players_of
from briscola_qt.app.game.controller import AbandonedHand, Controller, HandSummary, Phase
from briscola_qt.app.store.savegame import SavedMatch, SaveGame, damaged_save_notice
from briscola_qt.app.store.settings import (
    CHIAMATA_DEALS,
    DECK_KEY,
    GEOMETRY_KEY,
    LANGUAGE,
    LEVEL,
    MATCH_LENGTH,
    OPEN_HANDS,
    PARTNERS_SHOW,
    PLAYERS,
    SHOW_POINTS,
    SOUND,
    SPEED,
    TRUMP_EXCHANGE,
    Choice,
    Flag,
    Settings,
)
from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.store.storage import set_aside
from briscola_qt.app.window.notices import NoticeBoard
from briscola_qt.engine import Match
from briscola_qt.engine.match import ChiamataMatch
from briscola_qt.engine.record import AnyHand

log = logging.getLogger(__name__)


class Persistence(QObject):
    """The save file and the statistics of one window, over ``data_dir`` (None keeps nothing).

    Created before the controller, so the saved match can choose the level and the player
    count the controller starts with; :meth:`attach` then listens to the controller.
    """

    def __init__(self, settings: Settings, data_dir: Path | None, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._data_dir = data_dir
        self.notices: list[str] = []
        settings_notice = set_aside_damaged_settings(settings.store, settings.set_aside)
        if settings_notice:
            self.notices.append(settings_notice)
        self.save = SaveGame(data_dir)
        loaded = self.save.load()
        self.saved: SavedMatch | None = loaded.value
        self.statistics = Statistics(data_dir)
        self.notices += [
            n for n in (damaged_save_notice(loaded), self.statistics.damaged_notice()) if n
        ]
        if self.saved is not None:  # the match in progress decides its level and its seats
            settings.level = self.saved.level
            settings.players = players_of(self.saved.match)
        self._counted_hand: AnyHand | None = None
        #: The hand in which the player took a hint: its result is counted "with help".
        self._helped_hand: AnyHand | None = None
        self._controller: Controller | None = None

    def attach(self, controller: Controller) -> None:
        self._controller = controller
        controller.events_ready.connect(self.save_now)
        controller.hand_finished.connect(self._hand_finished)
        controller.hand_abandoned.connect(self._hand_abandoned)

    def start(self) -> None:
        """Carry on the saved match, or deal a new one; say once why a saved file was not used."""
        controller = self._attached()
        self.board = NoticeBoard(self._window, self._data_dir)  # hears every save from now on
        saved = self.saved
        if saved is None:
            controller.new_hand()
        else:
            self._counted_hand = saved.hand if saved.counted else None
            self._helped_hand = saved.hand if saved.helped else None
            controller.restore(saved.match, saved.hand, saved.events)
        for notice in self.notices:
            self.board.show_notice(notice, lambda text=notice: text)

    def save_now(self) -> None:
        """Save the match as the controller has it now (after every play and every trick)."""
        controller = self._attached()
        hand = controller.hand
        if hand is None:
            return
        match = controller.match
        # Once the summary is up the hand's result is in the match and in the statistics; the
        # save keeps it out of the results, so a restart replays the hand to the same summary.
        finished = controller.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        keep = len(match.results) - int(finished)
        before: Match | ChiamataMatch
        if isinstance(match, ChiamataMatch):
            before = ChiamataMatch(match.deals, match.first_dealer, match.results[:keep])
        else:
            before = Match(match.players, match.hands_to_win, match.variants, match.first_dealer)
            before.results = match.results[:keep]
        counted = finished or hand is self._counted_hand
        helped = hand is self._helped_hand
        self.save.save(SavedMatch(controller.level, before, hand, counted, helped))

    def hand_helped(self) -> None:
        """The player took a hint in the hand in progress: kept in the save at once, so a
        quit before the next card still counts the hand "with help"."""
        hand = self._attached().hand
        if hand is not None and hand is not self._helped_hand:
            self._helped_hand = hand
            self.save_now()

    def _hand_finished(self, summary: HandSummary | DealSummary) -> None:
        controller = self._attached()
        helped = controller.hand is not None and controller.hand is self._helped_hand
        if controller.hand is not None and controller.hand is self._counted_hand:
            self._counted_hand = None  # counted before the restart
        elif isinstance(summary, DealSummary):
            human = summary.seating.human
            self.statistics.count_deal(controller.level, summary.result, human, helped)
            if summary.match_over:
                won = human in summary.match.leaders
                self.statistics.count_match(controller.level, won, summary.seating.players)
        else:
            seating = summary.seating
            side = seating.side_of(seating.human)
            level, players = controller.level, seating.players
            self.statistics.count_hand(level, summary.result, players, side, helped)
            if summary.match_over:
                self.statistics.count_match(level, summary.match_winner == side, players)
        self.save_now()

    def _hand_abandoned(self, abandoned: AbandonedHand) -> None:
        self.statistics.count_abandoned(abandoned.level, abandoned.points, abandoned.players)

    def _attached(self) -> Controller:
        if self._controller is None:
            raise RuntimeError("Persistence.attach(controller) comes first")
        return self._controller


def set_aside_damaged_settings(
    store: QSettings, already: tuple[Path, Path | None] | None = None
) -> str | None:
    """Move a settings file the game could not have written aside and start from defaults.

    QSettings reads almost anything without complaint, so the file counts as damaged when it
    is not text or holds a value the game never writes; each value would fall back to its
    default anyway, but the damaged file is kept for a bug report and the player is told.
    """
    if already is not None:  # not a settings file at all: moved aside before it was opened
        moved = already[1]
    else:
        path = Path(store.fileName())
        if not path.is_file():
            return None
        problem = settings_problem(store, path)
        if problem is None:
            return None
        moved = set_aside(path)
        log.warning(
            "settings %s %s; moved aside to %s", path, problem, moved or "nowhere (failed)"
        )
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
    typed: tuple[Choice | Flag, ...] = (
        LEVEL,
        SPEED,
        MATCH_LENGTH,
        CHIAMATA_DEALS,
        LANGUAGE,
        PLAYERS,
        SHOW_POINTS,
        PARTNERS_SHOW,
        SOUND,
        TRUMP_EXCHANGE,
        OPEN_HANDS,
    )
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
