"""The statistics window, read like a player's record: for each player count, one card per
level (hands won, lost and drawn, the share won, matches, the best run, the average points)
and a small chart of the last hands; Reset empties it all after asking."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from briscola_qt.app.game.seating import PLAYER_CHOICES
from briscola_qt.app.store.recent import RecentHand
from briscola_qt.app.store.savegame import PACK_POINTS
from briscola_qt.app.store.stats import LevelStats, Statistics
from briscola_qt.app.window.i18n import level_name
from briscola_qt.app.window.translated_dialog import TranslatedDialog

WON = QColor(52, 150, 92)
LOST = QColor(196, 78, 70)
DRAWN = QColor(150, 150, 150)
COLOURS = {"won": WON, "lost": LOST, "drawn": DRAWN, "abandoned": LOST}
BIG_FONT_PX = 26
WINNING_POINTS = PACK_POINTS // 2 + 1


class ShareBar(QWidget):
    """A thin bar split into the shares of hands won, drawn and lost."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shares = (0, 0, 0)
        self.setMinimumHeight(8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(120, 8)

    def set_shares(self, won: int, drawn: int, lost: int) -> None:
        self.shares = (won, drawn, lost)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(self.rect())
        painter.setBrush(self.palette().color(QPalette.ColorRole.Midlight))
        painter.drawRoundedRect(rect, 4, 4)
        total = sum(self.shares)
        if not total:
            return
        painter.setClipRect(rect)
        left = rect.left()
        for share, colour in zip(self.shares, (WON, DRAWN, LOST), strict=True):
            width = rect.width() * share / total
            painter.setBrush(colour)
            painter.drawRect(QRectF(left, rect.top(), width, rect.height()))
            left += width


class LevelCard(QFrame):
    """One level's record at one player count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.figures = QLabel(self)
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.bar = ShareBar(self)
        self.details = QLabel(self)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        for widget in (self.title, self.figures, self.bar, self.details):
            layout.addWidget(widget)
        layout.addStretch(1)


class RecentChart(QWidget):
    """The last hands as bars, oldest on the left: the player's points, coloured by outcome,
    against the line a hand is won at. An abandoned hand is an empty red outline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hands: list[RecentHand] = []
        self.setMinimumSize(360, 96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(520, 96)

    def set_hands(self, hands: list[RecentHand]) -> None:
        self.hands = hands
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(28, 6, -4, -4)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        faint = QColor(text)
        faint.setAlphaF(0.35)
        painter.setPen(QPen(faint, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        line_y = area.bottom() - area.height() * WINNING_POINTS / PACK_POINTS
        painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), line_y), QPointF(area.right(), line_y))
        painter.setPen(QPen(faint))
        label = QRectF(0, line_y - 8, area.left() - 4, 16)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "61")
        if not self.hands:
            return
        slot = area.width() / max(len(self.hands), 10)
        for index, hand in enumerate(self.hands):
            height = max(2.0, area.height() * hand.points / PACK_POINTS)
            bar = QRectF(
                area.left() + index * slot + slot * 0.15, area.bottom() - height, slot * 0.7, height
            )
            colour = COLOURS[hand.outcome]
            if hand.outcome == "abandoned":
                painter.setPen(QPen(colour, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(colour))
            painter.drawRoundedRect(bar, 2, 2)


class StatsDialog(TranslatedDialog):
    """Shows ``statistics`` for ``levels`` (weakest first) at one player count at a time,
    starting with ``players`` (the table's); Reset empties every count after asking."""

    def __init__(
        self,
        statistics: Statistics,
        levels: tuple[str, ...],
        parent: QWidget | None = None,
        players: int = PLAYER_CHOICES[0],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.statistics = statistics
        self.levels = levels
        self.players = players if players in PLAYER_CHOICES else PLAYER_CHOICES[0]
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        self.count_group = QButtonGroup(self)
        self.count_buttons: dict[int, QPushButton] = {}
        counts = QHBoxLayout()
        counts.setSpacing(4)
        for count in PLAYER_CHOICES:
            button = QPushButton(content)
            button.setCheckable(True)
            button.setChecked(count == self.players)
            button.clicked.connect(lambda _checked=False, c=count: self.show_count(c))
            self.count_group.addButton(button, count)
            self.count_buttons[count] = button
            counts.addWidget(button)
        counts.addStretch(1)
        column.addLayout(counts)
        cards = QHBoxLayout()
        cards.setSpacing(10)
        self.cards = {level: LevelCard(content) for level in levels}
        for card in self.cards.values():
            cards.addWidget(card, 1)
        column.addLayout(cards)
        self.recent_title = QLabel(content)
        font = self.recent_title.font()
        font.setBold(True)
        self.recent_title.setFont(font)
        self.chart = RecentChart(content)
        self.recent_summary = QLabel(content)
        self.recent_summary.setTextFormat(Qt.TextFormat.RichText)
        for widget in (self.recent_title, self.chart, self.recent_summary):
            column.addWidget(widget)
        buttons = self.stack_with_close_button(content)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetStatistics")
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.retranslate()

    # --- texts ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset statistics…"))
        for count, button in self.count_buttons.items():
            button.setText(self.tr("%1 players").replace("%1", str(count)))
        self.recent_title.setText(self.tr("Recent hands"))
        self.refresh()

    def refresh(self) -> None:
        for level, card in self.cards.items():
            self.fill_card(card, level, self.statistics.of(level, self.players))
        recent = self.statistics.recent.of(self.players)
        self.chart.set_hands(recent)
        legend = self.recent_legend(recent)
        if recent:
            self.recent_summary.setText(self.legend_html(legend))
        else:
            self.recent_summary.setText(escape(self.tr("No hands with this many players yet.")))
        self.chart.setAccessibleName(self.tr("Recent hands"))
        self.chart.setAccessibleDescription(", ".join(words for _, words in legend))

    def fill_card(self, card: LevelCard, level: str, stats: LevelStats) -> None:
        locale = QLocale()
        card.title.setText(level_name(level))
        played = stats.hands_played
        card.bar.set_shares(stats.hands_won, stats.hands_drawn, stats.hands_lost)
        card.bar.setVisible(played > 0)
        card.figures.setVisible(played > 0)
        if not played:
            card.details.setText(self.tr("Not played yet."))
        else:
            card.figures.setText(
                self.figures_html(
                    [
                        (stats.hands_won, self.tr("won")),
                        (stats.hands_lost, self.tr("lost")),
                        (stats.hands_drawn, self.tr("drawn")),
                    ]
                )
            )
            card.details.setText("\n".join(self.record_lines(stats, locale)))
            card.details.setAccessibleName(card.details.text())
        card.setAccessibleName(level_name(level))
        card.setAccessibleDescription(card.details.text())

    def record_lines(self, stats: LevelStats, locale: QLocale) -> list[str]:
        """The record in sentences, one figure each."""
        played = stats.hands_played
        share = round(100 * stats.hands_won / played)
        average = stats.average_points or 0.0
        number = locale.toString
        helped = [
            self.tr("Won with help (a hint): %1 of %2 hands")
            .replace("%1", number(stats.hands_won_helped))
            .replace("%2", number(stats.hands_helped))
        ]
        return [
            self.tr("Hands played: %1 (%2% won)")
            .replace("%1", number(played))
            .replace("%2", number(share)),
            self.tr("Matches: %1 won, %2 lost")
            .replace("%1", number(stats.matches_won))
            .replace("%2", number(stats.matches_lost)),
            self.tr("Best run of hands won: %1").replace("%1", number(stats.best_hand_streak)),
            self.tr("Best run of matches won: %1").replace("%1", number(stats.best_match_streak)),
            self.tr("Average points a hand: %1").replace("%1", locale.toString(average, "f", 1)),
            *(helped if stats.hands_helped else []),
        ]

    @staticmethod
    def figures_html(figures: list[tuple[int, str]]) -> str:
        """Big numbers over small captions, side by side."""
        numbers = "".join(
            f"<td align='center' style='padding-right:14px'>"
            f"<span style='font-size:{BIG_FONT_PX}px; font-weight:600'>{value}</span></td>"
            for value, _ in figures
        )
        captions = "".join(
            f"<td align='center' style='padding-right:14px'>{caption}</td>"
            for _, caption in figures
        )
        return f"<table cellspacing='0'><tr>{numbers}</tr><tr>{captions}</tr></table>"

    def recent_legend(self, hands: list[RecentHand]) -> list[tuple[str, str]]:
        """The chart's legend in words: how many of its bars are of each kind."""
        counts = {outcome: sum(h.outcome == outcome for h in hands) for outcome in COLOURS}
        words = {
            "won": self.tr("won %1"),
            "lost": self.tr("lost %1"),
            "drawn": self.tr("drawn %1"),
            "abandoned": self.tr("abandoned %1 (counted as lost)"),
        }
        return [
            (outcome, words[outcome].replace("%1", str(counts[outcome])))
            for outcome in COLOURS
            if counts[outcome] or outcome != "abandoned"
        ]

    @staticmethod
    def legend_html(legend: list[tuple[str, str]]) -> str:
        return "&nbsp;&nbsp; ".join(
            f"<span style='color:{COLOURS[outcome].name()}'>"
            f"{'□' if outcome == 'abandoned' else '■'}</span> {escape(words)}"
            for outcome, words in legend
        )

    # --- actions --------------------------------------------------------------------------

    def show_count(self, players: int) -> None:
        self.players = players
        self.count_buttons[players].setChecked(True)
        self.refresh()

    def ask_reset(self) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset statistics"))
        box.setText(self.tr("Forget the statistics of every level and player count?"))
        box.setInformativeText(self.tr("This cannot be undone."))
        reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() is reset:
            self.reset()

    def reset(self) -> None:
        self.statistics.reset()
        self.refresh()
