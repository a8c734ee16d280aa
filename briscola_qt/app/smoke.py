"""Start-up probe: notice a window's first painted frame, for `--smoke-test` and timing.

Kept apart from any particular window so that whatever main window the app shows gets the
same check: CI starts the built binary with `--smoke-test` and expects it to paint its
window, print the start-up time and exit 0 on its own.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDir, QDirIterator, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

_IMPORTED_AT = time.monotonic()
SMOKE_TEST_TIMEOUT_MS = 30_000
APP_RESOURCE_ROOTS = (":/decks", ":/icon", ":/sounds")  # the folders under assets/


def seconds_since_process_start() -> float:
    """Wall time since this process started, Python start-up included where the OS tells it.

    Linux reports the process start in /proc (10 ms resolution); elsewhere the clock starts
    when this module was imported, which misses only the interpreter's own start-up.
    """
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            # Fields after the ")" closing the command name start at field 3; starttime is 22.
            start_ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
        return time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.monotonic() - _IMPORTED_AT


def count_app_resources() -> int:
    """How many of the app's own files (`:/decks/...`, `:/icon/...`, `:/sounds/...`) are here.

    The smoke test prints it so that a build which lost its art shows up at once.
    """
    count = 0
    for root in APP_RESOURCE_ROOTS:
        found = QDirIterator(root, QDir.Filter.Files, QDirIterator.IteratorFlag.Subdirectories)
        while found.hasNext():
            found.next()
            count += 1
    return count


class FirstFrameProbe(QObject):
    """Calls `on_frame` once, after the first frame of `window` has been painted.

    It filters application-wide because the top-level widget itself may never get a Paint
    event when a child (a QGraphicsView viewport, say) covers it; any widget inside `window`
    counts. The callback runs from the event loop once the whole paint pass is done, and the
    filter removes itself after the first hit so it costs nothing afterwards.
    """

    def __init__(self, window: QWidget, on_frame: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._on_frame = on_frame
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("FirstFrameProbe needs a QApplication")
        self._app = app
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self._app.removeEventFilter(self)
            QTimer.singleShot(0, self._on_frame)
        return False


def arm_smoke_test(window: QWidget, timeout_ms: int = SMOKE_TEST_TIMEOUT_MS) -> FirstFrameProbe:
    """Quit with status 0 after `window`'s first frame (printing the start-up time), or with
    status 1 if nothing was painted within `timeout_ms`."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("arm_smoke_test needs a QApplication")

    def painted() -> None:
        print(
            f"smoke test: first frame painted {seconds_since_process_start():.2f} s after start,"
            f" {count_app_resources()} resource files"
        )
        app.exit(0)

    def timed_out() -> None:
        print(f"smoke test: no frame painted within {timeout_ms / 1000:.0f} s", file=sys.stderr)
        app.exit(1)

    watchdog = QTimer(window)
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(timed_out)
    watchdog.start(timeout_ms)
    return FirstFrameProbe(window, painted)
