"""Make every screenshot in docs/screenshots: both decks mid-hand, the end of a hand, a tall
window, three, four and six players, the end of a match, statistics and About, and the
Italian interface (table, last trick, end of hand, help, statistics, every player count),
and Briscola chiamata's auction, call and deal.

Usage: python tools/screenshots.py [--out docs/screenshots]

Real windows are grabbed offscreen with fixed seeds, the Normal bot and throw-away settings,
so the pictures only change when the table does.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from chiamata_screenshots import chiamata_pictures  # type: ignore[import-not-found]
from coach_screenshots import coach_pictures  # type: ignore[import-not-found]
from PySide6.QtWidgets import QApplication
from table_driver import (  # type: ignore[import-not-found]
    ROOT,
    TALL,
    computer_has_led,
    open_window,
    others_have_played,
    play_until,
    save_picture,
    settle,
)

from briscola_qt.app.main import register_resources
from briscola_qt.app.table.last_trick import LastTrickDialog
from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.help import HelpDialog
from briscola_qt.app.window.stats_dialog import StatsDialog


def english_pictures(folder: Path, out: Path) -> None:
    window = open_window(folder)
    play_until(window, computer_has_led(window, 5))
    window.scene.select(1)
    save_picture(window, out / "table-neapolitan.png")
    window.menus.set_deck("piacentine")  # what the D key does: the same position, other cards
    save_picture(window, out / "table-piacentine.png")
    play_until(window, lambda: False)
    save_picture(window, out / "hand-over.png")
    window.close()

    window = open_window(folder, TALL)
    play_until(window, computer_has_led(window, 3))
    save_picture(window, out / "table-tall.png")
    window.close()


def italian_pictures(folder: Path, out: Path) -> None:
    window = open_window(folder, language="it", show_points=True, keep_data=True)
    play_until(window, computer_has_led(window, 6))
    window.scene.select(0)
    save_picture(window, out / "table-italian.png")
    window.home.show_last_trick()
    last_trick = window.findChild(LastTrickDialog)
    assert last_trick is not None
    save_picture(last_trick, out / "last-trick-italian.png")
    last_trick.close()
    play_until(window, lambda: False)
    save_picture(window, out / "hand-over-italian.png")
    help_dialog = window.findChild(HelpDialog)
    assert help_dialog is not None
    help_dialog.resize(640, 900)
    window.home.show_help()
    save_picture(help_dialog, out / "help-italian.png")
    window.home.show_statistics()
    stats = window.findChild(StatsDialog)
    assert stats is not None
    settle(window)
    save_picture(stats, out / "statistics-italian.png")
    window.close()


def record_pictures(folder: Path, out: Path) -> None:
    """The end of a match with its own headline, the player's record, and About (English)."""
    window = open_window(folder, keep_data=True)
    window.controller.set_match_length("single")
    window.controller.new_match()  # a one-hand match, so its end is near
    play_until(window, lambda: False)
    save_picture(window, out / "match-over.png")
    window.home.show_statistics()
    stats = window.findChild(StatsDialog)
    assert stats is not None
    settle(window)
    save_picture(stats, out / "statistics.png")
    stats.close()
    about = window.findChild(AboutDialog)
    assert about is not None
    about.show()
    save_picture(about, out / "about.png")
    window.close()


def seat_pictures(folder: Path, out: Path, language: str, suffix: str) -> None:
    """Three, four and six players mid-trick, wide; four and six in a tall window too."""
    for players, tricks in ((3, 4), (4, 3), (6, 2)):
        window = open_window(folder, language=language, players=players, show_points=True)
        play_until(window, others_have_played(window, tricks))
        save_picture(window, out / f"table-{players}-players{suffix}.png")
        window.close()
    for players in (4, 6):
        window = open_window(folder, TALL, language=language, players=players)
        play_until(window, others_have_played(window, 1))
        save_picture(window, out / f"table-{players}-players-tall{suffix}.png")
        window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    register_resources()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="briscola-shots-") as english:
        english_pictures(Path(english), out)
        seat_pictures(Path(english), out, "en", "")
        coach_pictures(Path(english), out, "en", "")
        chiamata_pictures(Path(english), out, "en", "")
    with tempfile.TemporaryDirectory(prefix="briscola-shots-record-") as record:
        record_pictures(Path(record), out)
    with tempfile.TemporaryDirectory(prefix="briscola-shots-it-") as italian:
        italian_pictures(Path(italian), out)
        seat_pictures(Path(italian), out, "it", "-italian")
        coach_pictures(Path(italian), out, "it", "-italian")
        chiamata_pictures(Path(italian), out, "it", "-italian")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
