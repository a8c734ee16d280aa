"""One game per data folder: a second start brings the first window forward and quits.

Two windows over the same folder would overwrite each other's save and statistics. The first
start holds a QLockFile in the data folder (a lock whose process died is taken over, by its
process id); a later start finds it held, appends a line to the folder's request file and
exits, and the first one, watching that file, raises its window. Only QtCore is needed, so the
second start asks before it ever opens a display.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

LOCK_FILE = ".briscola.lock"
REQUEST_FILE = ".briscola.bring-forward"

log = logging.getLogger(__name__)


class SingleInstance(QObject):
    """The lock of one data folder; ``bring_forward`` fires when another start asks."""

    bring_forward = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._requests = data_dir / REQUEST_FILE
        self._lock = QLockFile(str(data_dir / LOCK_FILE))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        self._watcher: QFileSystemWatcher | None = None
        self._data_dir = data_dir

    def acquire(self) -> bool:
        """True when this start may run: it holds the lock, or the lock cannot be made at all
        (a folder that cannot be written also cannot be overwritten by a rival)."""
        try:
            self._data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("no single-instance lock in %s: %s", self._data_dir, error)
            return True
        if self._lock.tryLock(0):
            return True
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.warning("no single-instance lock in %s: %s", self._data_dir, self._lock.error())
        return True

    def ask_the_first_to_come_forward(self) -> None:
        try:
            with self._requests.open("a", encoding="utf-8") as requests:
                requests.write("bring forward\n")
        except OSError as error:
            log.warning("could not reach the running game through %s: %s", self._requests, error)

    def release(self) -> None:
        self._lock.unlock()

    def listen(self) -> None:
        """Start hearing later starts (once the QApplication runs: the watcher needs its loop)."""
        try:
            self._requests.write_text("", encoding="utf-8")
        except OSError as error:
            log.warning("a second start cannot call this window forward: %s", error)
            return
        self._watcher = QFileSystemWatcher([str(self._requests)], self)
        self._watcher.fileChanged.connect(self._changed)

    def _changed(self, _path: str) -> None:
        try:
            asked = self._requests.stat().st_size > 0
            if asked:
                self._requests.write_text("", encoding="utf-8")
        except OSError:
            return
        if self._watcher is not None and str(self._requests) not in self._watcher.files():
            self._watcher.addPath(str(self._requests))  # some editors and tools replace files
        if asked:
            self.bring_forward.emit()


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top, un-minimised, and ask for the focus (the window manager may
    only flash it in the task bar, which is its way to say the same)."""
    window.setWindowState(
        (window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive
    )
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)
