"""Starting the game: one instance per data folder, and a clear line when no window can open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from briscola_qt.app import main
from briscola_qt.app.main import (
    APP_NAME,
    ORGANIZATION,
    display_problem,
    prefer_xwayland_without_wayland_plugin,
)
from briscola_qt.app.single_instance import SingleInstance, bring_forward

START_TIMEOUT_S = 60


def start_game(xdg_data_home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """A real ``briscola`` process whose data folder lies under ``xdg_data_home``."""
    return subprocess.run(
        [sys.executable, "-m", "briscola_qt", *args],
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        env={**os.environ, "XDG_DATA_HOME": str(xdg_data_home), **env},
        check=False,
    )


def test_a_second_start_brings_the_first_window_forward(qtbot: QtBot, tmp_path: Path) -> None:
    data_dir = tmp_path / ORGANIZATION / APP_NAME  # what the game under XDG_DATA_HOME uses
    first = SingleInstance(data_dir)
    assert first.acquire()
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    window.showMinimized()
    first.bring_forward.connect(lambda: bring_forward(window))
    first.listen()
    with qtbot.waitSignal(first.bring_forward, timeout=START_TIMEOUT_S * 1000):
        second = start_game(tmp_path, "--smoke-test")
    assert second.returncode == 0, second.stderr
    assert "already running" in second.stderr
    assert "first frame painted" not in second.stdout, "no rival window opened"
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert not (data_dir / "match.json").exists(), "the second start saved nothing"
    first.release()
    third = start_game(tmp_path, "--smoke-test")  # once the first has gone, a start runs
    assert third.returncode == 0 and "first frame painted" in third.stdout, third.stderr


def test_a_lock_left_by_a_crashed_game_does_not_block_the_next_start(tmp_path: Path) -> None:
    crash = (
        "import sys, os; from pathlib import Path;"
        "from briscola_qt.app.single_instance import SingleInstance;"
        "held = SingleInstance(Path(sys.argv[1])); assert held.acquire(); os._exit(9)"
    )
    crashed = subprocess.run([sys.executable, "-c", crash, str(tmp_path)], check=False)
    assert crashed.returncode == 9 and any(tmp_path.glob("*.lock"))
    assert SingleInstance(tmp_path).acquire()


def test_a_folder_that_cannot_hold_a_lock_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    assert SingleInstance(blocker).acquire()  # the save will say what is wrong


def test_no_display_is_one_clear_line_not_a_qt_abort(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "briscola_qt"],
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
        env={**env, "XDG_DATA_HOME": str(tmp_path)},
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "no display" in result.stderr, result.stderr
    assert "xcb-cursor0" not in result.stderr and "Aborted" not in result.stderr


def test_a_chosen_platform_or_a_display_needs_no_check() -> None:
    assert display_problem({"DISPLAY": ":0"}, []) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, []) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, []) is None
    assert display_problem({}, ["-platform", "offscreen"]) is None
    assert display_problem({}, []) is not None


def test_wayland_without_its_plugin_goes_to_xwayland_silently(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main.QCoreApplication, "libraryPaths", lambda: [str(tmp_path)])
    session = {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}
    bundle_like = dict(session)  # the bundle leaves the Wayland plugin out
    prefer_xwayland_without_wayland_plugin(bundle_like)
    assert bundle_like["QT_QPA_PLATFORM"] == "xcb"
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqwayland.so").write_bytes(b"")
    wheel_like = dict(session)  # the pip wheel has it: Qt picks Wayland itself
    prefer_xwayland_without_wayland_plugin(wheel_like)
    assert "QT_QPA_PLATFORM" not in wheel_like
    wayland_only = {"WAYLAND_DISPLAY": "wayland-0"}  # no XWayland to fall back on
    prefer_xwayland_without_wayland_plugin(wayland_only)
    assert "QT_QPA_PLATFORM" not in wayland_only


@pytest.mark.parametrize("mode", ["FIFO", "folder", "huge file"])
def test_a_settings_file_that_is_no_settings_file_cannot_hang_the_start(
    tmp_path: Path, mode: str
) -> None:
    """QSettings blocks for ever on a FIFO as soon as it is made, before any window shows: the
    start moves such a file aside first, says so, and plays from the defaults."""
    settings = tmp_path / "config" / ORGANIZATION / f"{APP_NAME}.conf"
    settings.parent.mkdir(parents=True)
    if mode == "FIFO":
        os.mkfifo(settings)
    elif mode == "folder":
        settings.mkdir()
    else:
        settings.write_bytes(b"[table]\n" + b" " * (1 << 20))
    config = str(tmp_path / "config")
    started = start_game(tmp_path / "data", "--smoke-test", XDG_CONFIG_HOME=config)
    assert started.returncode == 0 and "first frame painted" in started.stdout, started.stderr
    kept = list(settings.parent.glob(f"{settings.name}.corrupt-*"))
    assert len(kept) == 1, "the odd file is kept for a bug report, out of Qt's way"
    assert "cannot be a settings file" in started.stderr
    assert settings.is_file(), "the game wrote fresh settings where the odd file was"
