"""Typed settings over QSettings: every default in one place, every value checked on the way in.

QSettings hands back strings for everything on some back ends ("true", "1") and whatever type
was stored on others; this wrapper reads each value once through its :class:`Choice` or
:class:`Flag`, so a bad or foreign value falls back to the default instead of crashing.
"""

from __future__ import annotations

import logging
import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from briscola_qt.app.game.seating import PLAYER_CHOICES
from briscola_qt.app.store.storage import MAX_BYTES, set_aside
from briscola_qt.engine.core import EXCHANGE_OFF, EXCHANGE_RULES
from briscola_qt.engine.match import CHIAMATA_MATCH_DEALS

#: The levels the app offers, weakest first (`L` cycles through them in this order).
LEVELS = ("easy", "normal", "hard")
#: Animation speeds; "instant" jumps every animation to its end (tests use it).
SPEEDS = ("slow", "normal", "fast", "instant")
#: Match lengths, as the engine names them (hands needed to win: 1, 2, 3).
MATCH_LENGTHS = ("single", "best_of_three", "best_of_five")
#: The interface language: follow the system, or English or Italian (see app/i18n.py).
LANGUAGES = ("system", "en", "it")

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Choice:
    """A string setting limited to ``allowed``; anything else reads as ``default``."""

    key: str
    allowed: tuple[str, ...]
    default: str

    def read(self, store: QSettings) -> str:
        value = store.value(self.key, self.default)
        return value if isinstance(value, str) and value in self.allowed else self.default


@dataclass(frozen=True, slots=True)
class Flag:
    """A boolean setting, tolerant of QSettings' string spellings of true and false."""

    key: str
    default: bool

    def read(self, store: QSettings) -> bool:
        value = store.value(self.key, self.default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "1", "false", "0"):
            return value.lower() in ("true", "1")
        return self.default


LEVEL = Choice("game/level", LEVELS, "normal")
SPEED = Choice("table/speed", SPEEDS, "normal")
MATCH_LENGTH = Choice("game/match_length", MATCH_LENGTHS, "best_of_three")
#: Deals in a match of Briscola chiamata (RULES.md): the rules' 5, or 10.
CHIAMATA_DEALS = Choice(
    "game/chiamata_deals",
    tuple(str(deals) for deals in CHIAMATA_MATCH_DEALS),
    str(CHIAMATA_MATCH_DEALS[0]),
)
#: How many sit at the table (Game > Players); stored as text like the other choices.
PLAYERS = Choice("game/players", tuple(str(count) for count in PLAYER_CHOICES), "2")
#: Partnership option (RULES.md): partners show their hands once the stock is gone.
PARTNERS_SHOW = Flag("game/partners_show", False)
#: Game > Rules (RULES.md, optional variants): the trump exchange and open hands (two players).
TRUMP_EXCHANGE = Choice("game/trump_exchange", EXCHANGE_RULES, EXCHANGE_OFF)
OPEN_HANDS = Flag("game/open_hands", False)
SHOW_POINTS = Flag("table/show_points", False)
#: Soft sounds for cards played, tricks taken, the deal and the hand's end (one toggle).
SOUND = Flag("table/sound", True)
LANGUAGE = Choice("ui/language", LANGUAGES, "system")
DEFAULT_DECK = "neapolitan"
DECK_KEY = "table/deck"
GEOMETRY_KEY = "window/geometry"


class Settings:
    """The app's remembered choices. Pass one instance in; nothing reads QSettings elsewhere.

    ``deck`` is checked against the decks the caller says exist, since themes are found at
    run time; the other values are checked against the fixed tuples above.
    """

    def __init__(self, store: QSettings | None = None) -> None:
        #: A settings file QSettings could not even open as one (a FIFO, a folder, a file
        #: larger than any we write), moved out of the way first: (its path, where it went).
        self.set_aside: tuple[Path, Path | None] | None = None
        if store is None:
            self.set_aside = _set_aside_unopenable(settings_file())
            store = QSettings()
        self._store = store

    @property
    def level(self) -> str:
        return LEVEL.read(self._store)

    @level.setter
    def level(self, value: str) -> None:
        self._write_choice(LEVEL, value)

    @property
    def speed(self) -> str:
        return SPEED.read(self._store)

    @speed.setter
    def speed(self, value: str) -> None:
        self._write_choice(SPEED, value)

    @property
    def match_length(self) -> str:
        return MATCH_LENGTH.read(self._store)

    @match_length.setter
    def match_length(self, value: str) -> None:
        self._write_choice(MATCH_LENGTH, value)

    @property
    def chiamata_deals(self) -> str:
        """Deals in a chiamata match, as the menu names its choices ("5" or "10")."""
        return CHIAMATA_DEALS.read(self._store)

    @chiamata_deals.setter
    def chiamata_deals(self, value: str) -> None:
        self._write_choice(CHIAMATA_DEALS, value)

    @property
    def players(self) -> int:
        return int(PLAYERS.read(self._store))

    @players.setter
    def players(self, value: int) -> None:
        self._write_choice(PLAYERS, str(value))

    @property
    def partners_show(self) -> bool:
        return PARTNERS_SHOW.read(self._store)

    @partners_show.setter
    def partners_show(self, value: bool) -> None:
        self._store.setValue(PARTNERS_SHOW.key, bool(value))

    @property
    def trump_exchange(self) -> str:
        return TRUMP_EXCHANGE.read(self._store)

    @trump_exchange.setter
    def trump_exchange(self, value: str) -> None:
        self._write_choice(TRUMP_EXCHANGE, value)

    @property
    def open_hands(self) -> bool:
        return OPEN_HANDS.read(self._store)

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self._store.setValue(OPEN_HANDS.key, bool(value))

    @property
    def show_points(self) -> bool:
        return SHOW_POINTS.read(self._store)

    @show_points.setter
    def show_points(self, value: bool) -> None:
        self._store.setValue(SHOW_POINTS.key, bool(value))

    @property
    def sound(self) -> bool:
        return SOUND.read(self._store)

    @sound.setter
    def sound(self, value: bool) -> None:
        self._store.setValue(SOUND.key, bool(value))

    @property
    def language(self) -> str:
        return LANGUAGE.read(self._store)

    @language.setter
    def language(self, value: str) -> None:
        self._write_choice(LANGUAGE, value)

    @property
    def store(self) -> QSettings:
        """The QSettings underneath, for the check that sets a damaged file aside at start-up."""
        return self._store

    def deck(self, available: tuple[str, ...]) -> str:
        """The remembered deck if it still exists, else the default (or the first available)."""
        value = self._store.value(DECK_KEY, DEFAULT_DECK)
        if isinstance(value, str) and value in available:
            return value
        if DEFAULT_DECK in available or not available:
            return DEFAULT_DECK
        return available[0]

    def set_deck(self, deck_id: str) -> None:
        self._store.setValue(DECK_KEY, deck_id)

    @property
    def geometry(self) -> QByteArray | None:
        value = self._store.value(GEOMETRY_KEY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._store.setValue(GEOMETRY_KEY, value)

    def sync(self) -> None:
        self._store.sync()

    def _write_choice(self, choice: Choice, value: str) -> None:
        if value not in choice.allowed:
            raise ValueError(f"{choice.key} must be one of {', '.join(choice.allowed)}: {value!r}")
        self._store.setValue(choice.key, value)


def next_in(options: tuple[str, ...], current: str) -> str:
    """The option after ``current``, wrapping round (for the L and D keys)."""
    index = options.index(current) if current in options else -1
    return options[(index + 1) % len(options)]


def settings_file() -> Path | None:
    """The file QSettings keeps this app's settings in on Linux and the BSDs (else None).

    Windows keeps them in the registry and macOS in a property list Qt reads itself.
    """
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    organization = QCoreApplication.organizationName()
    application = QCoreApplication.applicationName()
    return Path(config) / organization / f"{application}.conf"


def _set_aside_unopenable(path: Path | None) -> tuple[Path, Path | None] | None:
    """Move ``path`` aside when it is no regular file or too large: QSettings would block on
    a FIFO for ever while the window never opens, or read a huge file whole."""
    if path is None:
        return None
    try:
        info = os.stat(path)
    except OSError:
        return None  # no settings yet (or no way to see them): QSettings starts empty
    if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_BYTES:
        return None
    moved = set_aside(path)
    log.warning("settings %s cannot be a settings file; moved aside to %s", path, moved)
    return path, moved
