"""What the game reads from its files is bounded: numbers range-checked, reads capped and never
blocking on special files, and the words of a notice always name what really happened."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from briscola_qt.app.store.stats import STATS_FILE, Statistics
from briscola_qt.app.store.storage import MAX_NUMBER, JsonDocument, checksum
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.app.window.stats_dialog import StatsDialog
from briscola_qt.engine import HandResult
from tests.home.conftest import WindowFactory
from tests.home.test_save_failures import IS_ROOT, can_mount, no_hang, notices, small_tmpfs
from tests.home.test_window_home import menu_action


def reseal(path: Path, field: str, value: int) -> None:
    """A cheat's edit: every ``field`` set to ``value``, and the checksum recomputed."""
    envelope = json.loads(path.read_text())

    def edit(node: object) -> None:
        if isinstance(node, dict):
            for key in node:
                if key == field:
                    node[key] = value
                else:
                    edit(node[key])
        elif isinstance(node, list):
            for item in node:
                edit(item)

    edit(envelope["data"])
    envelope["checksum"] = checksum(envelope["data"])
    path.write_text(json.dumps(envelope))


@pytest.mark.parametrize(("field", "value"), [("hands_won", 2**63), ("hands_lost", 2**62)])
def test_a_count_beyond_any_lifetime_is_refused_and_the_statistics_open(
    qtbot: QtBot, tmp_path: Path, open_window: WindowFactory, field: str, value: int
) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("normal", HandResult((70, 50), 0))
    if field == "hands_lost":  # two counts, each below 2**63, whose sum is not
        reseal(tmp_path / STATS_FILE, "hands_won", value)
    reseal(tmp_path / STATS_FILE, field, value)
    window = open_window(tmp_path)
    assert "statistics could not be read" in notices(window)
    menu_action(window, "Game", "Statistics…").trigger()
    dialog = window.findChild(StatsDialog)
    assert dialog is not None and dialog.isVisible()


@pytest.mark.parametrize(
    ("number", "accepted"),
    [(MAX_NUMBER, True), (MAX_NUMBER + 1, False), (-MAX_NUMBER - 1, False), (10**4000, False)],
    ids=["largest", "one more", "negative", "4001 digits"],
)
def test_every_number_in_a_document_is_range_checked(
    tmp_path: Path, number: int, accepted: bool
) -> None:
    document: JsonDocument[object] = JsonDocument(
        tmp_path / "doc.json", "doc", 1, lambda value: value, lambda data: data
    )
    data = {"count": number}
    envelope = {"kind": "doc", "version": 1, "checksum": checksum(data), "data": data}
    text = json.dumps(envelope)
    (tmp_path / "doc.json").write_text(text)
    loaded = document.load(lambda: None)
    assert (loaded.value == data) is accepted
    assert loaded.was_damaged is not accepted


def test_nan_and_infinity_are_not_numbers(tmp_path: Path) -> None:
    path = tmp_path / "doc.json"
    path.write_text('{"kind": "doc", "version": 1, "checksum": "x", "data": NaN}')
    document: JsonDocument[object] = JsonDocument(path, "doc", 1, lambda v: v, lambda d: d)
    assert "not a number" in (document.load(lambda: None).reason or "")


@pytest.mark.parametrize("special", ["fifo", "device", "folder"])
def test_reading_never_blocks_on_a_special_file(tmp_path: Path, special: str) -> None:
    path = tmp_path / "doc.json"
    if special == "fifo":
        os.mkfifo(path)
    elif special == "device":
        path.symlink_to("/dev/zero")  # endless: a read to the end would never finish
    else:
        path.mkdir()
    document: JsonDocument[object] = JsonDocument(path, "doc", 1, lambda v: v, lambda d: d)
    start = time.monotonic()
    with no_hang(10):
        loaded = document.load(lambda: "default")
    assert time.monotonic() - start < 5
    assert loaded.value == "default" and loaded.reason == "is not a regular file"
    assert loaded.set_aside is not None and not path.exists()


def test_two_notices_each_show_their_whole_words(
    tmp_path: Path, open_window: WindowFactory
) -> None:
    (tmp_path / "match.json").write_text("damaged")
    (tmp_path / STATS_FILE).write_text("damaged too")
    window = open_window(tmp_path)
    board = window.persistence.board
    texts = board.texts()
    assert len(texts) == 2 and "saved match" in texts[0] and "statistics" in texts[1]
    for key in texts:
        notice = board.notice(key)
        assert notice is not None and notice.isVisible()
        label = notice.label
        assert label.height() >= label.heightForWidth(label.width()), "no line cut off"
        assert notice.geometry().right() <= window.width()


def read_only_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    if can_mount(tmp_path):
        with small_tmpfs(folder):
            pass
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], check=True)
        (folder / "match.json").write_text("damaged")
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    elif not IS_ROOT:
        folder.mkdir()
        (folder / "match.json").write_text("damaged")
        folder.chmod(0o555)
    else:
        pytest.skip("root without mount cannot make a folder read-only")
    return folder


def test_a_damaged_file_in_a_read_only_folder_is_told_once_in_plain_words(
    tmp_path: Path, open_window: WindowFactory
) -> None:
    folder = read_only_folder(tmp_path)
    try:
        first: MainWindow = open_window(folder)
        told = notices(first)
        assert "saved match could not be read" in told
        assert "None" not in told and "kept as -" not in told
        assert "could not be saved" in told  # and the read-only folder is named as the cause
        first.close()
        again = open_window(folder)
        assert "saved match could not be read" not in notices(again), "not at every start"
        assert "could not be saved" in notices(again)
        again.close()
    finally:
        if IS_ROOT:
            subprocess.run(["umount", "-l", str(folder)], check=True)
        else:
            folder.chmod(0o755)
