"""Screenshots of the Italian interface: the table, the end of a hand, the last trick, the help,
the statistics. Usage: python tools/home_screenshots.py [--out docs/screenshots]

Same approach as tools/screenshots.py (real windows grabbed offscreen, fixed seeds,
throw-away settings and data folder), with the language set to Italian.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

if str(Path(__file__).resolve().parent.parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from briscola_qt.app.help_dialog import HelpDialog
from briscola_qt.app.last_trick import LastTrickDialog
from briscola_qt.app.main import register_resources
from briscola_qt.app.main_window import MainWindow
from briscola_qt.app.settings import Settings
from briscola_qt.app.stats_dialog import StatsDialog
from tools.screenshots import (
    ROOT,
    WIDE,
    computer_has_led,
    grab,
    play_until,
    settle,
)

SEED = 2024


def save_picture(widget: QWidget, path: Path) -> None:
    for _ in range(5):
        QCoreApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def italian_window(folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "instant"
    settings.level = "normal"
    settings.language = "it"
    settings.show_points = True
    settings.set_deck("neapolitan")
    window = MainWindow(settings, seed=SEED, data_dir=folder)
    window.resize(*WIDE)
    window.show()
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    register_resources()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="briscola-home-shots-") as temp:
        window = italian_window(Path(temp))
        play_until(window, computer_has_led(window, 6))
        window.scene.select(0)
        grab(window, out / "table-italian.png")
        window.home.show_last_trick()
        last_trick = window.findChild(LastTrickDialog)
        assert last_trick is not None
        save_picture(last_trick, out / "last-trick-italian.png")
        last_trick.close()
        play_until(window, lambda: False)
        grab(window, out / "hand-over-italian.png")
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
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
