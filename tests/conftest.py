"""Shared test set-up: headless Qt, the compiled resources, and windows closed after each test.

The platform must be chosen before any QApplication exists, hence at import time here.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings, saves and statistics written by tests (and by the app in subprocesses) go to
# throw-away folders, never into the developer's own ~/.config or ~/.local/share.
for _variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    _folder = tempfile.mkdtemp(prefix=f"briscola-tests-{_variable.lower()}-")
    os.environ[_variable] = _folder
    atexit.register(shutil.rmtree, _folder, ignore_errors=True)

# Property tests: no per-example deadline on a shared 2-core machine; CI replays the same
# examples every run so that a failure there is reproducible.
settings.register_profile("dev", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

with contextlib.suppress(ImportError):  # built by `make resources`; absent before that
    import briscola_qt.resources_rc  # noqa: F401  (registers :/decks/... and :/icon/...)

THREAD_STOP_TIMEOUT_MS = 5000


def close_all_windows() -> None:
    """Close and delete every top-level widget, stopping the QThreads each one owns.

    A QThread that is garbage-collected while running aborts the whole pytest process
    ("QThread: Destroyed while thread is still running"), and `qtbot.addWidget` only keeps
    weak references, so this runs after every test that touched Qt widgets.
    """
    from PySide6.QtCore import QCoreApplication, QEvent, QThread, QThreadPool
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    for widget in QApplication.topLevelWidgets():
        widget.close()  # closeEvent is where a window stops its own workers
        for thread in widget.findChildren(QThread):
            thread.quit()
            if not thread.wait(THREAD_STOP_TIMEOUT_MS):
                pytest.fail(f"{thread!r} of {widget!r} did not stop at teardown")
        widget.deleteLater()
    QThreadPool.globalInstance().waitForDone(THREAD_STOP_TIMEOUT_MS)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def _close_windows_after_test() -> Iterator[None]:
    """Applies `close_all_windows` to tests that used Qt widgets; engine tests never load Qt."""
    yield
    if "PySide6.QtWidgets" in sys.modules:
        close_all_windows()
