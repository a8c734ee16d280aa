"""Game > Save this hand as a record, and Game > Open a record (docs/record-format.md).

A finished hand is saved in the project's record format; any record opens in the replay
viewer. Saving waits for the end of the hand, because a record holds the whole deck: a
hand still being played would show the computer's cards in the viewer. A bad file gets one
line in the status bar and the match in progress is never touched.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from briscola_qt.app.game.controller import Controller, Phase
from briscola_qt.app.game.replay import replay_steps
from briscola_qt.app.store.storage import MAX_BYTES, write_atomically
from briscola_qt.app.window.replay_viewer import PixmapSource, ReplayViewer
from briscola_qt.app.window.toast import Toast
from briscola_qt.engine import RecordError
from briscola_qt.engine.record import loads

log = logging.getLogger(__name__)

FINISHED = (Phase.HAND_OVER, Phase.MATCH_OVER)


class Table(Protocol):
    """What the records need of the main window."""

    controller: Controller

    @property
    def art(self) -> PixmapSource: ...

    @property
    def view(self) -> QWidget: ...


class Records(QObject):
    """The two menu entries, and the viewers they open (each deletes itself on closing)."""

    def __init__(self, table: Table, window: QWidget) -> None:
        super().__init__(window)
        self._table = table
        self._window = window
        self.viewers: list[ReplayViewer] = []
        self.save_action = QAction(window)
        self.save_action.triggered.connect(lambda _checked=False: self.save_record())
        self.open_action = QAction(window)
        self.open_action.triggered.connect(lambda _checked=False: self.open_record())
        table.controller.phase_changed.connect(self._phase_changed)
        self._phase_changed(table.controller.phase)
        window.installEventFilter(self)
        self.retranslate()

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.save_action)
        menu.addAction(self.open_action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.save_action.setText(self.tr("Save this hand as a &record…"))
        self.save_action.setToolTip(self.tr("Available once the hand is over"))
        self.open_action.setText(self.tr("&Open a record…"))

    def _phase_changed(self, phase: Phase) -> None:
        self.save_action.setEnabled(phase in FINISHED)

    # --- saving ---------------------------------------------------------------------------

    def save_record(self, path: Path | None = None) -> bool:
        """Write the finished hand's record to ``path`` (asked for when None)."""
        record = self._table.controller.record()
        if record is None or self._table.controller.phase not in FINISHED:
            return False
        if path is None:
            stamp = time.strftime("%Y%m%d-%H%M")
            suggested = _documents() / f"briscola-{stamp}.json"
            chosen, _ = QFileDialog.getSaveFileName(
                self._window, self.tr("Save this hand as a record"), str(suggested), self._filter()
            )
            if not chosen:
                return False
            path = Path(chosen)
        try:
            write_atomically(path, (record.dumps() + "\n").encode("utf-8"))
        except OSError as error:
            log.warning("could not save the record %s: %s", path, error)
            self._notice(
                self.tr("The record could not be saved to %1: %2")
                .replace("%1", path.name)
                .replace("%2", error.strerror or str(error))
            )
            return False
        self._notice(self.tr("The hand was saved as a record: %1").replace("%1", path.name))
        return True

    # --- opening --------------------------------------------------------------------------

    def open_record(self, path: Path | None = None) -> ReplayViewer | None:
        """Show the record at ``path`` (asked for when None) in a new replay viewer."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self._window, self.tr("Open a record"), str(_documents()), self._filter()
            )
            if not chosen:
                return None
            path = Path(chosen)
        try:
            with path.open("rb") as file:
                raw = file.read(MAX_BYTES + 1)
            if len(raw) > MAX_BYTES:
                raise RecordError("the file is too large for a record")
            steps = replay_steps(loads(raw.decode("utf-8")))
        except (OSError, UnicodeDecodeError, RecordError) as error:
            reason = error.strerror if isinstance(error, OSError) else str(error)
            log.warning("could not open the record %s: %s", path, reason)
            self._notice(
                self.tr("%1 is not a record that can be shown: %2")
                .replace("%1", path.name)
                .replace("%2", (reason or str(error)).splitlines()[0])
            )
            return None
        viewer = ReplayViewer(self._table.art, steps, path.name, self._window)
        viewer.finished.connect(lambda _result: self._forget(viewer))
        self.viewers.append(viewer)
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def _forget(self, viewer: ReplayViewer) -> None:
        self.viewers.remove(viewer)
        viewer.deleteLater()

    def _filter(self) -> str:
        return self.tr("Briscola records (*.json);;All files (*)")

    def _notice(self, text: str) -> None:
        Toast.on(self._table.view).show_message(text)


def _documents() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location or Path.home())
