"""The statistics window reads like a record: per level and player count, a chart of the last
hands, in the interface language, and a reset that says what it does ("Azzera")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from briscola_qt.app.store.stats import Statistics
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.stats_dialog import StatsDialog
from briscola_qt.engine import HandResult

LEVELS = ("easy", "normal", "hard")


def details(dialog: StatsDialog, level: str) -> list[str]:
    return dialog.cards[level].details.text().split("\n")


def answer_the_question(qtbot: QtBot, button_text: str, seen: list[str]) -> None:
    """Once the confirmation box is up, note its buttons and click the one called so."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.extend(button.text() for button in box.buttons())
        for button in box.buttons():
            if button.text() == button_text:
                button.click()

    QTimer.singleShot(0, click)


def test_each_level_reads_as_a_record_at_each_player_count(qtbot: QtBot, tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("hard", HandResult((71, 49), 0))
    stats.count_hand("hard", HandResult((60, 60), None))
    stats.count_hand("hard", HandResult((71, 49), 0))
    stats.count_match("hard", won=True)
    stats.count_hand("hard", HandResult((30, 90), 1), players=4)
    stats.count_abandoned("hard", 12, players=4)
    dialog = StatsDialog(stats, LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    assert details(dialog, "hard") == [
        "Hands played: 3 (67% won)",
        "Matches: 1 won, 0 lost",
        "Best run of hands won: 1",
        "Best run of matches won: 1",
        "Average points a hand: 67.3",
    ]
    assert details(dialog, "easy") == ["Not played yet."]
    assert not dialog.cards["easy"].bar.isVisible()
    assert dialog.cards["hard"].bar.shares == (2, 1, 0)
    assert [hand.outcome for hand in dialog.chart.hands] == ["won", "drawn", "won"]
    assert dialog.chart.accessibleDescription() == "won 2, lost 0, drawn 1"
    dialog.count_buttons[4].click()
    assert dialog.players == 4 and dialog.count_buttons[4].isChecked()
    assert details(dialog, "hard")[0] == "Hands played: 2 (0% won)"
    assert [hand.outcome for hand in dialog.chart.hands] == ["lost", "abandoned"]
    assert "abandoned 1 (counted as lost)" in dialog.recent_summary.text()
    dialog.count_buttons[6].click()
    assert "No hands with this many players yet." in dialog.recent_summary.text()


def test_it_opens_at_the_tables_player_count(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = StatsDialog(Statistics(tmp_path), LEVELS, players=3)
    qtbot.addWidget(dialog)
    assert dialog.players == 3 and dialog.count_buttons[3].isChecked()


def test_italian_and_a_reset_button_that_says_azzera(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("hard", HandResult((71, 49), 0))
    stats.count_hand("hard", HandResult((60, 60), None))
    dialog = StatsDialog(stats, LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    translations.apply("it")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistiche")
    assert dialog.cards["hard"].title.text() == "Difficile"
    assert "Punti medi per mano: 65,5" in details(dialog, "hard")
    assert dialog.reset_button.text() == "&Azzera le statistiche…"
    seen: list[str] = []
    answer_the_question(qtbot, "Annulla", seen)  # Cancel keeps everything
    dialog.reset_button.click()
    assert "Azzera" in seen and "Ripristina" not in seen
    assert Statistics(tmp_path).of("hard").hands_played == 2
    answer_the_question(qtbot, "Azzera", [])
    dialog.reset_button.click()
    assert details(dialog, "hard") == ["Non ancora giocato."]
    again = Statistics(tmp_path)
    assert again.of("hard").hands_played == 0 and again.recent.hands == []
