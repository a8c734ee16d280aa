"""Atomic JSON documents: round trips, and every kind of damage set aside instead of raised."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from briscola_qt.app.store.storage import JsonDocument, checksum, write_atomically


def counter_document(path: Path) -> JsonDocument[int]:
    def parse(data: object) -> int:
        if type(data) is not int or data < 0:
            raise ValueError(f"not a count: {data!r}")
        return data

    return JsonDocument(path, "counter", 1, lambda value: value, parse)


def test_round_trip_and_absent_file(tmp_path: Path) -> None:
    document = counter_document(tmp_path / "sub" / "count.json")
    assert document.load(lambda: 0).value == 0
    document.save(41)
    loaded = document.load(lambda: 0)
    assert (loaded.value, loaded.was_damaged) == (41, False)
    assert [p.name for p in (tmp_path / "sub").iterdir()] == ["count.json"]  # no temp left


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"\xff\xfe\x00garbage",
        b"[]",
        b'{"kind": "counter"}',
        b'{"kind": "other", "version": 1, "checksum": "x", "data": 1}',
        b'{"kind": "counter", "version": 2, "checksum": "x", "data": 1}',
        b'{"kind": "counter", "version": 1, "checksum": "x", "data": 1}',
        b'{"kind": "counter", "version": 1, "checksum": "x", "data": 1, "more": 0}',
        json.dumps(
            {"kind": "counter", "version": 1, "checksum": checksum(-3), "data": -3}
        ).encode(),
        b"[" * 100_000,
        b" " * (2 << 20),
    ],
)
def test_damaged_file_is_set_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "count.json"
    path.write_bytes(content)
    loaded = counter_document(path).load(lambda: 7)
    assert loaded.value == 7
    assert loaded.reason
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == content
    assert loaded.set_aside.name.startswith("count.json.corrupt-")
    assert not path.exists()


def test_a_folder_in_the_way_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "count.json").mkdir()
    loaded = counter_document(tmp_path / "count.json").load(lambda: 0)
    assert loaded.value == 0 and loaded.set_aside is not None and loaded.set_aside.is_dir()


def test_repeated_damage_keeps_every_bad_file(tmp_path: Path) -> None:
    document = counter_document(tmp_path / "count.json")
    for _ in range(3):
        document.path.write_text("nonsense")
        document.load(lambda: 0)
    assert len(list(tmp_path.glob("count.json.corrupt-*"))) == 3


def test_atomic_write_keeps_the_old_version_when_writing_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "count.json"
    write_atomically(path, b"old")

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_atomically(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["count.json"]


def test_save_into_an_unwritable_place_is_not_fatal(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    counter_document(blocker / "count.json").save(3)  # parent is a file: logged, not raised
