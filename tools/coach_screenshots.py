"""The coach's screenshots (the replay viewer, ...), made by tools/screenshots.py.

Kept apart from the table's pictures so each feature's pictures live with one owner.
"""

from __future__ import annotations

from pathlib import Path

from table_driver import open_window, play_until, save_picture  # type: ignore[import-not-found]

from briscola_qt.engine import record_of


def coach_pictures(folder: Path, out: Path, language: str, suffix: str) -> None:
    """The replay viewer on trick 7 of a finished hand, in ``language``."""
    window = open_window(folder, language=language)
    play_until(window, lambda: False)
    hand = window.controller.hand
    assert hand is not None
    path = folder / "hand.json"
    path.write_text(record_of(hand).dumps(), "utf-8")
    viewer = window.records.open_record(path)
    assert viewer is not None
    viewer.go_to(7)
    save_picture(viewer, out / f"replay-viewer{suffix}.png")
    viewer.close()
    window.close()
