"""What the table sounds like: which engine event or hand result plays which sound, and the
one toggle that turns them all off (remembered in the settings).

Sounds follow the cards as the scene shows them (``event_shown``), not the controller's
batches of events, so the sweep is heard when the trick moves. A restored position makes no
sound. Offscreen (tests, screenshots, benchmarks) nobody listens, so no device is opened.
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QEvent, QFile, QIODevice, QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from briscola_qt.app.sound.device import DeviceOutput
from briscola_qt.app.store.settings import Settings
from briscola_qt.engine import HandResult
from briscola_qt.engine.events import BriscolaExchanged, CardDealt, CardPlayed, Event, TrickWon

log = logging.getLogger(__name__)

# Every sound the game ships, as ``:/sounds/<name>.wav`` (made by tools/sounds.py).
SOUND_NAMES = ("play", "take", "deal", "won", "lost", "draw", "match_won")
RESOURCE = ":/sounds/{name}.wav"
SILENT_PLATFORMS = ("offscreen", "minimal")


class Output(Protocol):
    """Where sounds go: the audio device, or a recorder in tests."""

    def play(self, name: str) -> None: ...

    def close(self) -> None: ...


def sound_for(event: Event, dealing: bool) -> str | None:
    """The sound of an event as it is shown; only the hand's first dealt card makes one."""
    if isinstance(event, CardDealt):
        return "deal" if dealing else None
    if isinstance(event, CardPlayed | BriscolaExchanged):
        return "play"
    if isinstance(event, TrickWon):
        return "take"
    return None


def result_sound(result: HandResult, side: int, match_won: bool) -> str:
    """How a finished hand sounds to the player on ``side``; a won match has its own."""
    if match_won:
        return "match_won"
    if result.winner_side is None:
        return "draw"
    return "won" if result.winner_side == side else "lost"


def load_sounds() -> dict[str, bytes]:
    """The shipped WAV files by name; a missing one is logged and left out."""
    sounds = {}
    for name in SOUND_NAMES:
        file = QFile(RESOURCE.format(name=name))
        if file.open(QIODevice.OpenModeFlag.ReadOnly):
            sounds[name] = bytes(file.readAll().data())
            file.close()
        else:
            log.warning("sound %s is missing from the resources", name)
    return sounds


class SoundEffects(QObject):
    """Plays the table's sounds while the setting is on; owns the Sound menu entry."""

    # Why no sound can be played (emitted from the device's thread, delivered on the GUI's).
    failed = Signal(str)

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._output: Output | None = None
        self._dealing = False
        self._problem: str | None = None
        self.failed.connect(self._failed)
        self.action = QAction(self)
        self.action.setCheckable(True)
        self.action.setChecked(settings.sound)
        self.action.setShortcut(QKeySequence("M"))
        self.action.toggled.connect(self._toggled)

    def attach(self, window: QWidget, menu: QMenu) -> None:
        """Put the toggle in ``menu`` (its M key works with the menu bar hidden too)."""
        menu.addAction(self.action)
        window.addAction(self.action)
        window.installEventFilter(self)
        self.retranslate()

    def set_output(self, output: Output | None) -> None:
        """Send sounds to ``output`` from now on (tests record them); None opens the device."""
        if self._output is not None:
            self._output.close()
        self._output = output

    # --- what the table says ---------------------------------------------------------------

    def hand_started(self, _stock_size: int = 0) -> None:
        """A new deal: its first card brings the shuffle-and-deal sound."""
        self._dealing = True

    def event_shown(self, event: Event) -> None:
        name = sound_for(event, self._dealing)
        if isinstance(event, CardDealt):
            self._dealing = False
        if name is not None:
            self.play(name)

    def hand_finished(self, result: HandResult, side: int, match_won: bool) -> None:
        self.play(result_sound(result, side, match_won))

    def play(self, name: str) -> None:
        if not self._settings.sound:
            return
        if self._output is None:
            if QGuiApplication.platformName() in SILENT_PLATFORMS or self._problem:
                return
            self._output = DeviceOutput(load_sounds(), self.failed.emit)
        self._output.play(name)

    def close(self) -> None:
        """Quitting: the device stops, and its thread has ended before this returns."""
        output = self._output
        self.set_output(None)
        if isinstance(output, DeviceOutput):
            output.wait()

    # --- the toggle ----------------------------------------------------------------------

    def _toggled(self, on: bool) -> None:
        self._settings.sound = on
        if not on and isinstance(self._output, DeviceOutput):
            self.set_output(None)  # no device held open while the game is silent

    def _failed(self, reason: str) -> None:
        self._problem = reason
        self.set_output(None)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        if self._problem:
            self.action.setText(self.tr("S&ound (no audio device found)"))
        else:
            self.action.setText(self.tr("S&ound"))
