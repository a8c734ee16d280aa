"""The statistics window: one column per level, one row per figure, and a reset."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from briscola_qt.app.store.stats import LevelStats, Statistics
from briscola_qt.app.window.i18n import level_name
from briscola_qt.app.window.translated_dialog import TranslatedDialog


class StatsDialog(TranslatedDialog):
    """Shows ``statistics`` for ``levels`` (weakest first); Reset empties them after asking."""

    def __init__(
        self, statistics: Statistics, levels: tuple[str, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.statistics = statistics
        self.levels = levels
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = self.stack_with_close_button(self.table)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetStatistics")
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.resize(560, 300)
        self.retranslate()

    def rows(self) -> list[tuple[str, Callable[[LevelStats], str]]]:
        """Each row's label and how it is read off one level's statistics."""
        locale = QLocale()
        return [
            (self.tr("Hands played"), lambda s: locale.toString(s.hands_played)),
            (self.tr("Hands won"), lambda s: locale.toString(s.hands_won)),
            (self.tr("Hands lost"), lambda s: locale.toString(s.hands_lost)),
            (self.tr("Hands drawn (60 each)"), lambda s: locale.toString(s.hands_drawn)),
            (self.tr("Average points per hand"), lambda s: _average(locale, s)),
            (self.tr("Best run of hands won"), lambda s: locale.toString(s.best_hand_streak)),
            (self.tr("Matches won"), lambda s: locale.toString(s.matches_won)),
            (self.tr("Matches lost"), lambda s: locale.toString(s.matches_lost)),
            (self.tr("Best run of matches won"), lambda s: locale.toString(s.best_match_streak)),
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setAccessibleName(self.tr("Statistics by level"))
        self.reset_button.setText(self.tr("&Reset statistics"))
        self.refresh()

    def refresh(self) -> None:
        rows = self.rows()
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(self.levels))
        self.table.setHorizontalHeaderLabels([level_name(level) for level in self.levels])
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        for column, level in enumerate(self.levels):
            stats = self.statistics.of(level)
            for row, (label, read) in enumerate(rows):
                item = QTableWidgetItem(read(stats))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{level_name(level)}, {label}")
                self.table.setItem(row, column, item)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every level? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset:
            self.reset()

    def reset(self) -> None:
        self.statistics.reset()
        self.refresh()


def _average(locale: QLocale, stats: LevelStats) -> str:
    average = stats.average_points
    return "—" if average is None else locale.toString(average, "f", 1)
