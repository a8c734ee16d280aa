"""Notices the player must not miss: shown above the table, in words, until dismissed.

A status-bar message vanishes at the next one and two of them overflow the bar, so anything
that costs the player something (a save that failed, a damaged file set aside) goes here,
one word-wrapped line each, with a button to dismiss it. Each notice has a key: showing the
same key again replaces its text, so a save that keeps failing stays one notice.

The board listens to every save into the data folder (:func:`listen_to_saves`): the first
failure says at once what went wrong, the game goes on and tries again at the next save, and
the first success after a failure says that saving works again.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from briscola_qt.app.store.storage import listen_to_saves

SAVING = "saving"
# Background and border of a warning and of good news (readable in light and dark themes).
WARNING_STYLE = "background: #fff4ce; color: #3b2f00; border: 1px solid #c8a600;"
GOOD_STYLE = "background: #dff6dd; color: #0b3d0b; border: 1px solid #5a9e5a;"
FULL_DISK = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
NOT_WRITABLE = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})
IN_THE_WAY = frozenset({errno.ENOTDIR, errno.EEXIST, errno.EISDIR})


class Notice(QFrame):
    """One notice: its words and a button that dismisses it."""

    def __init__(self, text: str, good: bool, dismiss: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("notice")
        self.setStyleSheet(f"QFrame#notice {{ {GOOD_STYLE if good else WARNING_STYLE} }}")
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setStyleSheet("border: none; background: transparent;")
        self.button = QToolButton()
        self.button.setText("✕")
        self.button.clicked.connect(lambda _checked=False: dismiss())
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setAccessibleName(text)


class NoticeBoard(QWidget):
    """The notices of one main window, in a strip above the table that hides when empty."""

    def __init__(self, window: QWidget, data_dir: Path | None) -> None:
        """Placed in ``window`` (a QMainWindow) between its tool bars and its table."""
        super().__init__()
        self.setObjectName("notices")
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(6, 4, 6, 4)
        self._rows.setSpacing(4)
        self._texts: dict[str, tuple[Callable[[], str], bool]] = {}
        self._notices: dict[str, Notice] = {}
        self._failing: dict[Path, OSError] = {}
        self._failure_told = False
        if isinstance(window, QMainWindow):
            _put_above_the_table(window, self)
        self.setVisible(False)
        if data_dir is not None:
            stop = listen_to_saves(data_dir, self._saved)
            self.destroyed.connect(lambda _object=None: stop())

    def show_notice(self, key: str, text: Callable[[], str], good: bool = False) -> None:
        """Show (or replace) the notice ``key``; ``text`` is asked again on a language switch."""
        self._texts[key] = (text, good)
        self._render(key)

    def dismiss(self, key: str) -> None:
        self._texts.pop(key, None)
        notice = self._notices.pop(key, None)
        if notice is not None:
            notice.hide()
            notice.deleteLater()
        self.setVisible(bool(self._notices))

    def texts(self) -> list[str]:
        """What the visible notices say, top to bottom (for tests and the screen reader)."""
        return [notice.label.text() for notice in self._notices.values()]

    def notice(self, key: str) -> Notice | None:
        return self._notices.get(key)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        for key in list(self._notices):
            self._render(key)

    def _render(self, key: str) -> None:
        text, good = self._texts[key]
        old = self._notices.pop(key, None)
        notice = Notice(text(), good, lambda: self.dismiss(key))
        notice.button.setToolTip(self.tr("Dismiss this notice"))
        notice.button.setAccessibleName(self.tr("Dismiss"))
        if old is None:
            self._rows.addWidget(notice)
        else:
            self._rows.replaceWidget(old, notice)
            old.deleteLater()
        self._notices[key] = notice
        self.setVisible(True)

    # --- saving -----------------------------------------------------------------------------

    def _saved(self, path: Path, error: OSError | None) -> None:
        if error is not None:
            self._failing[path] = error
            if not self._failure_told or SAVING in self._notices:
                self._failure_told = True
                self.show_notice(SAVING, lambda: self._failure_text(error, path.parent))
            return
        if self._failing.pop(path, None) is not None and not self._failing:
            self._failure_told = False
            self.show_notice(SAVING, self._works_again_text, good=True)

    def _failure_text(self, error: OSError, folder: Path) -> str:
        if error.errno in FULL_DISK:
            why = self.tr("the disk is full")
        elif error.errno in NOT_WRITABLE:
            why = self.tr("the folder cannot be written to")
        elif error.errno in IN_THE_WAY:
            why = self.tr("a file is in the way of the folder")
        else:
            why = error.strerror or str(error)
        return self.tr(
            "The game could not be saved in {folder}: {why}. Play goes on, and the game tries "
            "again after every move; free some space or fix the folder to keep this match."
        ).format(folder=folder, why=why)

    def _works_again_text(self) -> str:
        return self.tr("Saving works again: the match so far is saved.")


def _put_above_the_table(window: QMainWindow, board: NoticeBoard) -> None:
    """Stack ``board`` over the window's central widget (taken out whole, not rebuilt), so a
    notice pushes the table down instead of covering it."""
    table = window.takeCentralWidget()
    holder = QWidget(window)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(board)
    if table is not None:
        column.addWidget(table, 1)
    window.setCentralWidget(holder)
    if table is not None:
        table.setFocus()
