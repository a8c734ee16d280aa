"""Make the coach's screenshots in docs/screenshots: the replay viewer (English and Italian).

Usage: python tools/coach_screenshots.py [--out docs/screenshots]

Real windows are grabbed offscreen with fixed seeds, the Normal bot and throw-away settings.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication
from table_driver import ROOT, open_window, play_until, save_picture  # type: ignore[import-not-found]

from briscola_qt.app.main import register_resources
from briscola_qt.engine import record_of


def viewer_pictures(folder: Path, out: Path, language: str, suffix: str) -> None:
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    register_resources()
    with tempfile.TemporaryDirectory() as folder:
        viewer_pictures(Path(folder), out, "en", "")
    with tempfile.TemporaryDirectory() as folder:
        viewer_pictures(Path(folder), out, "it", "-italian")
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
