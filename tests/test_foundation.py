"""The skeleton's promises: the GUI entry point, the smoke test, the resources pipeline."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QFile
from PySide6.QtWidgets import QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from briscola_qt import __version__
from briscola_qt.app.main import main, split_qt_options
from briscola_qt.app.smoke import (
    APP_RESOURCE_ROOTS,
    FirstFrameProbe,
    seconds_since_process_start,
)

ROOT = Path(__file__).resolve().parent.parent


def load_tool(name: str) -> ModuleType:
    """Import a script from tools/ (not a package) by its path."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_resources = load_tool("build_resources")


def test_version_flag_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"briscola {__version__}"


@pytest.mark.parametrize("argv", [["--no-such-flag"], ["stray"], ["--smoke"], ["-platform"]])
def test_impossible_arguments_give_one_line_error_and_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert error.startswith("briscola: error: ") and argv[0] in error


def test_qt_options_are_passed_to_qt_and_the_rest_reported() -> None:
    qt_args, unknown = split_qt_options(
        ["-platform", "offscreen", "-reverse", "--style=fusion", "bogus", "-geometry"]
    )
    assert qt_args == ["-platform", "offscreen", "-reverse", "--style=fusion"]
    assert unknown == ["bogus", "-geometry"]


def test_smoke_test_shows_the_window_and_exits_0_on_its_own() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "briscola_qt", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    reported = re.search(
        r"first frame painted \d+\.\d\d s after start, (\d+) resource files", result.stdout
    )
    assert reported, result.stdout
    roots = {root.removeprefix(":/") for root in APP_RESOURCE_ROOTS}
    own_files = [
        path
        for path in build_resources.asset_files()
        if path.relative_to(ROOT / "assets").parts[0] in roots
    ]
    assert int(reported[1]) == len(own_files)


def test_first_frame_probe_fires_once_even_when_a_child_covers_the_window(
    qtbot: QtBot,
) -> None:
    window = QMainWindow()
    window.setCentralWidget(QLabel("covering child"))
    qtbot.addWidget(window)
    frames: list[float] = []
    FirstFrameProbe(window, lambda: frames.append(seconds_since_process_start()))
    shown = seconds_since_process_start()
    window.show()
    qtbot.waitUntil(lambda: len(frames) == 1)
    window.centralWidget().repaint()
    qtbot.wait(20)
    assert len(frames) == 1
    # Counted from the process's start (however long the suite has run), after the show.
    assert 0 < shown <= frames[0] <= seconds_since_process_start()


def test_compiled_resources_match_the_assets() -> None:
    assert not build_resources.is_stale(), "resources are stale: run `make resources`"


def test_every_asset_is_reachable_under_its_alias() -> None:
    assert build_resources.QRC.is_file(), "resources.qrc missing: run `make resources`"
    aliases = {entry.get("alias") for entry in ET.parse(ROOT / "resources.qrc").iter("file")}
    files = build_resources.asset_files()
    assert aliases == {path.relative_to(ROOT / "assets").as_posix() for path in files}
    missing = [alias for alias in aliases if not QFile.exists(f":/{alias}")]
    assert not missing, f"registered resources lack {missing}"


def test_resource_fingerprint_follows_names_and_contents(tmp_path: Path) -> None:
    assets = tmp_path / "assets"
    (assets / "icon").mkdir(parents=True)
    svg = assets / "icon" / "a&b.svg"
    svg.write_text("<svg/>")
    (assets / ".gitkeep").write_text("")
    files = build_resources.asset_files(assets)
    assert files == [svg]
    first = build_resources.fingerprint(files, assets)

    svg.write_text("<svg></svg>")
    changed = build_resources.fingerprint(files, assets)
    renamed = svg.rename(assets / "icon" / "c.svg")
    moved = build_resources.fingerprint([renamed], assets)
    assert len({first, changed, moved}) == 3

    qrc = build_resources.qrc_text([renamed], tmp_path, assets)
    assert '<file alias="icon/c.svg">assets/icon/c.svg</file>' in qrc
    assert build_resources.qrc_text([svg], tmp_path, assets).count("a&amp;b.svg") == 2


@pytest.mark.skipif(shutil.which("apt-get") is None, reason="the fix names apt-get packages")
def test_missing_qt_libraries_are_named_with_the_apt_line_that_fixes_them(
    tmp_path: Path,
) -> None:
    """A non-root user on a bare machine is told exactly what to install."""
    for name, body in {"ldconfig": "exit 0", "id": "echo 1000"}.items():
        stub = tmp_path / name
        stub.write_text(f"#!/bin/sh\n{body}\n")
        stub.chmod(0o755)
    result = subprocess.run(
        [str(ROOT / "tools" / "qt-system-deps"), "offscreen"],
        capture_output=True,
        text=True,
        env={"PATH": f"{tmp_path}:/usr/bin:/bin"},
        timeout=30,
        check=False,
    )
    assert result.returncode == 1
    listed = subprocess.run(
        [str(ROOT / "tools" / "qt-system-deps"), "--list", "offscreen"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "libegl1" in listed and "libxkbcommon0" in listed
    assert f"sudo apt-get install -y --no-install-recommends {' '.join(listed)}" in result.stderr
