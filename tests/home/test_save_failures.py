"""Nothing lost, nothing silent: every way a save can fail, through the real window.

A save that cannot be written is told at once in words and stays in sight until dismissed;
the game keeps playing, tries again at the next save, and says when saving works again. A
file that cannot be read (FIFO, unreadable, huge) is set aside with a notice, never a hang.

Where the test runs as root a real small tmpfs is mounted in the test's folder for the full
disk and the read-only folder; elsewhere the same errors come from a stand-in at the write
(a full disk) or from the folder's permissions (read-only).
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from briscola_qt.app.store import storage
from briscola_qt.app.window.main_window import MainWindow
from tests.home.conftest import SETTLED, WAIT_MS, WindowFactory

IS_ROOT = os.geteuid() == 0


def can_mount(folder: Path) -> bool:
    if not IS_ROOT:
        return False
    probe = folder / "mount-probe"
    probe.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)],
                             capture_output=True).returncode == 0
    if mounted:
        subprocess.run(["umount", str(probe)], check=True)
    probe.rmdir()
    return mounted


@contextlib.contextmanager
def small_tmpfs(folder: Path, size: str = "64k") -> Iterator[Path]:
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


def play_one(qtbot: QtBot, window: MainWindow) -> int:
    """Play the first card of the hand; how many plays the hand holds afterwards."""
    hand = window.controller.hand
    assert hand is not None
    before = len(hand.plays)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: window.controller.phase in SETTLED, timeout=WAIT_MS)
    hand = window.controller.hand
    assert hand is not None and len(hand.plays) > before, "the game went on"
    return len(hand.plays)


def notices(window: MainWindow) -> str:
    board = window.persistence.board
    return " ".join(board.texts()) if board.isVisible() else ""


@dataclass
class Breakage:
    """One way the data folder stops taking saves, how to mend it, and the words expected."""

    words: str
    stand_in: bool

    def break_(self) -> None: ...
    def mend(self) -> None: ...


class FullDisk(Breakage):
    def __init__(self, data: Path, monkeypatch: pytest.MonkeyPatch, mounted: bool) -> None:
        super().__init__("the disk is full", stand_in=not mounted)
        self.data, self.monkeypatch = data, monkeypatch

    def break_(self) -> None:
        if self.stand_in:
            def no_space(descriptor: int) -> None:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

            self.monkeypatch.setattr(storage.os, "fsync", no_space)
            return
        with contextlib.suppress(OSError), open(self.data / "filler", "wb") as filler:
            while True:
                filler.write(b"\0" * 4096)
                filler.flush()

    def mend(self) -> None:
        if self.stand_in:
            self.monkeypatch.undo()
        else:
            (self.data / "filler").unlink()


class ReadOnlyFolder(Breakage):
    def __init__(self, data: Path, mounted: bool) -> None:
        super().__init__("the folder cannot be written to", stand_in=False)
        self.data, self.mounted = data, mounted

    def break_(self) -> None:
        if self.mounted:
            subprocess.run(["mount", "-o", "remount,ro", str(self.data)], check=True)
        else:
            self.data.chmod(0o555)

    def mend(self) -> None:
        if self.mounted:
            subprocess.run(["mount", "-o", "remount,rw", str(self.data)], check=True)
        else:
            self.data.chmod(0o755)


class FolderIsAFile(Breakage):
    def __init__(self, data: Path) -> None:
        super().__init__("a file is in the way of the folder", stand_in=False)
        self.data = data

    def break_(self) -> None:
        self.data.rename(self.data.with_name("moved"))
        self.data.write_text("not a folder")

    def mend(self) -> None:
        self.data.unlink()
        self.data.with_name("moved").rename(self.data)


@pytest.mark.parametrize("mode", ["full disk", "read-only folder", "folder is a file"])
def test_a_failed_save_is_told_at_once_and_saving_again_is_told_too(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, monkeypatch: pytest.MonkeyPatch,
    mode: str,
) -> None:
    mounted = mode != "folder is a file" and can_mount(tmp_path)
    data = tmp_path / "data"
    with small_tmpfs(data) if mounted else contextlib.nullcontext(data.mkdir()):
        breakage: Breakage = {
            "full disk": lambda: FullDisk(data, monkeypatch, mounted),
            "read-only folder": lambda: ReadOnlyFolder(data, mounted),
            "folder is a file": lambda: FolderIsAFile(data),
        }[mode]()
        window = open_window(data)
        play_one(qtbot, window)
        assert notices(window) == "", "a healthy folder says nothing"

        breakage.break_()
        try:
            played = play_one(qtbot, window)  # the game goes on
            told = notices(window)
            assert "could not be saved" in told and breakage.words in told
            assert str(data) in told
            play_one(qtbot, window)  # tried again: still one notice, not a pile
            assert window.persistence.board.texts() == [told]
        finally:
            breakage.mend()

        played = play_one(qtbot, window)  # the next save point retries, and it works
        assert notices(window) == "Saving works again: the match so far is saved."
        window.close()
        again = open_window(data)  # nothing the player had is lost
        hand = again.controller.hand
        assert hand is not None and len(hand.plays) == played
        again.close()


def test_the_notice_stays_until_dismissed(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory
) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    window = open_window(blocked)  # the very first save, at the deal, fails
    board = window.persistence.board
    assert board.isVisible() and "a file is in the way" in notices(window)
    play_one(qtbot, window)
    qtbot.wait(200)
    assert board.isVisible(), "no time-out hides it"
    notice = board.notice("saving")
    assert notice is not None
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not board.isVisible(), timeout=WAIT_MS)
    play_one(qtbot, window)  # still failing: dismissed means no nagging at every move
    assert not board.isVisible()


class Alarm(Exception):
    pass


@contextlib.contextmanager
def no_hang(seconds: int) -> Iterator[None]:
    """Fail instead of hanging for ever (a FIFO opened for reading waits for a writer)."""
    def ring(signum: int, frame: FrameType | None) -> None:
        raise Alarm(f"blocked for {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("mode", ["FIFO", "unreadable", "huge file"])
def test_a_save_that_cannot_be_read_is_set_aside_in_words_and_play_goes_on(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, monkeypatch: pytest.MonkeyPatch,
    mode: str,
) -> None:
    save = tmp_path / "match.json"
    if mode == "FIFO":
        os.mkfifo(save)
    elif mode == "huge file":
        save.write_bytes(b" " * (storage.MAX_BYTES + 1))
    else:
        save.write_text("{}")
        if IS_ROOT:  # root reads anything: a stand-in refuses the open as the kernel would
            real_open = os.open

            def refuse(path: os.PathLike[str] | str, flags: int, *args: int) -> int:
                if Path(path) == save and not flags & (os.O_WRONLY | os.O_RDWR):
                    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
                return real_open(path, flags, *args)

            monkeypatch.setattr(storage.os, "open", refuse)
        else:
            save.chmod(0)
    with no_hang(20):
        window = open_window(tmp_path)
    kept = sorted(p.name for p in tmp_path.glob("match.json.corrupt-*"))
    assert len(kept) == 1, "the file is kept for a bug report"
    assert kept[0] in notices(window) and "could not be read" in notices(window)
    played = play_one(qtbot, window)
    assert "could not be saved" not in notices(window)
    window.close()
    monkeypatch.undo()
    again = open_window(tmp_path)
    hand = again.controller.hand
    assert hand is not None and len(hand.plays) == played
