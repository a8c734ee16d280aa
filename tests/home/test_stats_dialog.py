"""The statistics window shows each level's figures, in the interface language, and resets."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.stats_dialog import StatsDialog
from briscola_qt.engine import HandResult

LEVELS = ("easy", "normal", "hard")


def cell(dialog: StatsDialog, row_label: str, level: str) -> str:
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    item = dialog.table.item(labels.index(row_label), LEVELS.index(level))
    assert item is not None
    return item.text()


def test_figures_reset_and_language(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("hard", HandResult((71, 49), 0))
    stats.count_hand("hard", HandResult((60, 60), None))
    dialog = StatsDialog(stats, LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    assert cell(dialog, "Hands won", "hard") == "1"
    assert cell(dialog, "Hands drawn (60 each)", "hard") == "1"
    assert cell(dialog, "Average points per hand", "hard") == "65.5"
    assert cell(dialog, "Average points per hand", "easy") == "—"
    translations.apply("it")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistiche")
    header = dialog.table.horizontalHeaderItem(2)
    assert header is not None and header.text() == "Difficile"
    assert cell(dialog, "Punti medi per mano", "hard") == "65,5"
    dialog.reset()
    assert cell(dialog, "Mani vinte", "hard") == "0"
    assert Statistics(tmp_path).of("hard").hands_played == 0
