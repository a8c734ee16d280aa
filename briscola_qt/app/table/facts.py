"""What the player must always see, on the felt: the trump in words and as a symbol, the match
score with its target (in the band over the table), and the cards left to draw (a number on
the stock, until it is gone).

Like the plates they carry no game facts of their own: the scene tells them the stock it
shows and the trump it turned, the window the score in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.layout import TableLayout, table_layout
from briscola_qt.app.table.seat_plates import BADGE_FILL, BADGE_Z
from briscola_qt.app.table.texts import TEXT, TEXT_Z, seat_name
from briscola_qt.app.window.i18n import suit_name

BAND_FILL = QColor(0, 0, 0, 70)
#: The band's words as a share of its height, and the smallest size that still reads.
BAND_TEXT_SHARE, BAND_MIN_PX = 0.5, 11
#: Where a long score may be broken onto a second line.
SEPARATOR = " · "
#: Each suit's symbol colour, in the engine's suit order (cups, coins, swords, batons).
SUIT_COLOURS = (
    QColor(200, 60, 52),
    QColor(222, 178, 52),
    QColor(140, 172, 214),
    QColor(120, 170, 80),
)
SYMBOL_EDGE = QColor(30, 24, 12)
DASH = "\N{EN DASH}"
CHIP_ON = QColor(212, 175, 55)
CHIP_OFF = QColor(255, 255, 255, 40)


class PointsChip(QGraphicsObject):
    """The captured-points option, one click away: a small switch in the band."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.on = False
        self.text = ""
        self.font = QFont()
        self._rect = QRectF()
        self.setZValue(TEXT_Z)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_state(self, on: bool, text: str, font: QFont, centre: QPointF, height: float) -> None:
        self.prepareGeometryChange()
        self.on, self.text, self.font = on, text, font
        width = QFontMetricsF(font).horizontalAdvance(text) + height * 1.4
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setPos(centre)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.height() / 2
        painter.setBrush(QBrush(CHIP_ON if self.on else CHIP_OFF))
        painter.setPen(QPen(CHIP_ON, 1))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QPen(QColor(30, 24, 12) if self.on else TEXT))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()


def suit_symbol(suit: int) -> QPainterPath:
    """A simple drawing of ``suit`` in a box of side 1 centred on the origin."""
    path = QPainterPath()
    if suit == 0:  # cups: a goblet
        path.moveTo(-0.36, -0.42)
        path.lineTo(0.36, -0.42)
        path.quadTo(0.34, 0.02, 0.07, 0.1)
        path.lineTo(0.07, 0.3)
        path.lineTo(0.28, 0.44)
        path.lineTo(-0.28, 0.44)
        path.lineTo(-0.07, 0.3)
        path.lineTo(-0.07, 0.1)
        path.quadTo(-0.34, 0.02, -0.36, -0.42)
    elif suit == 1:  # coins: a gold piece with a ring
        for radius in (0.46, 0.32, 0.2):
            path.addEllipse(QPointF(0, 0), radius, radius)
    elif suit == 2:  # swords: blade, guard and grip
        path.moveTo(0.0, -0.48)
        path.lineTo(0.07, -0.36)
        path.lineTo(0.07, 0.18)
        path.lineTo(-0.07, 0.18)
        path.lineTo(-0.07, -0.36)
        path.closeSubpath()
        path.addRect(QRectF(-0.28, 0.18, 0.56, 0.08))
        path.addRect(QRectF(-0.05, 0.26, 0.1, 0.22))
    else:  # batons: a club, thick at the top
        path.moveTo(-0.07, 0.46)
        path.lineTo(-0.17, -0.3)
        path.quadTo(0.0, -0.56, 0.17, -0.3)
        path.lineTo(0.07, 0.46)
        path.closeSubpath()
    path.setFillRule(path.fillRule().OddEvenFill)
    return path


def side_name(seating: Seating, side: int) -> str:
    """What the table calls a side: the seat's name when each plays alone or at two, else
    "Your side" and "Opponents"."""
    if seating.sides == 2 and seating.players > 2:
        mine = seating.side_of(seating.human)
        if side == mine:
            return QCoreApplication.translate("TableFacts", "Your side")
        return QCoreApplication.translate("TableFacts", "Opponents")
    seat = next(s for s in seating.seats if seating.side_of(s) == side)
    return seat_name(seating, seat)


def score_text(seating: Seating, wins: tuple[int, ...], hands_to_win: int) -> str:
    """The match in a few words: "You 1 - 0 Computer · first to 2", the player's side first
    (with an en dash between the scores)."""
    translate = QCoreApplication.translate
    if hands_to_win == 1:
        return translate("TableFacts", "Single hand")
    mine = seating.side_of(seating.human)
    if seating.sides == 2:
        theirs = 1 - mine
        us, them = side_name(seating, mine), side_name(seating, theirs)
        score = f"{us} {wins[mine]} {DASH} {wins[theirs]} {them}"
    else:  # each for themselves: every seat with its hands won, the player first
        seats = sorted(seating.seats, key=seating.position)
        score = " · ".join(f"{seat_name(seating, s)} {wins[seating.side_of(s)]}" for s in seats)
    return (
        translate("TableFacts", "%1 · first to %2")
        .replace("%1", score)
        .replace("%2", str(hands_to_win))
    )


@dataclass(frozen=True, slots=True)
class Fitted:
    """Words fitted to a width: the text to show (maybe on two lines), in what font, and
    whether it is the whole of it (else it is elided and the tooltip holds it all)."""

    text: str
    font: QFont
    whole: bool


def fit_words(text: str, base: QFont, room: float, height: float) -> Fitted:
    """``text`` in ``room`` pixels across: on one line in the largest type from ``base`` down
    to the smallest that reads; else broken at a separator onto two lines, if type that reads
    lets both fit ``height``; else on one line in the smallest type, elided in the middle (its
    start and its end, the player and the target, stay in sight)."""
    font = QFont(base)
    largest = max(QFontInfo(base).pixelSize(), BAND_MIN_PX)
    for pixels in range(largest, BAND_MIN_PX - 1, -1):
        font.setPixelSize(pixels)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            return Fitted(text, QFont(font), True)
    lines = _two_lines(text, font)
    for pixels in range(largest, BAND_MIN_PX - 1, -1):
        font.setPixelSize(pixels)
        metrics = QFontMetricsF(font)
        fits = all(metrics.horizontalAdvance(line) <= room for line in lines)
        if lines and fits and 2 * metrics.height() <= height:
            return Fitted("\n".join(lines), QFont(font), True)
    font.setPixelSize(BAND_MIN_PX)
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideMiddle, room)
    return Fitted(elided, font, False)


def _two_lines(text: str, font: QFont) -> list[str]:
    """``text`` broken at the separator that makes its longer line shortest ([]: none)."""
    parts = text.split(SEPARATOR)
    if len(parts) < 2:
        return []
    metrics = QFontMetricsF(font)
    splits = [
        [SEPARATOR.join(parts[:cut]), SEPARATOR.join(parts[cut:])] for cut in range(1, len(parts))
    ]
    return min(splits, key=lambda lines: max(metrics.horizontalAdvance(line) for line in lines))


class TableFacts:
    """Owns the band's words and symbol and the stock's number, and keeps them placed."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._layout = table_layout(900, 640)
        self._suit: int | None = None
        self._stock = 0
        self._band = QGraphicsRectItem()
        self._band.setBrush(QBrush(BAND_FILL))
        self._band.setPen(QPen(QColor(0, 0, 0, 0)))
        self._band.setZValue(TEXT_Z - 1)
        self._symbol = QGraphicsPathItem()
        self._symbol.setZValue(TEXT_Z)
        self._trump = self._text()
        self._score = self._text()
        #: The whole score: the band may show it on two lines, or elided (then in the tooltip).
        self._score_text = ""
        self.points_chip = PointsChip()
        self._points_on = False
        self._badge = QGraphicsEllipseItem()
        self._badge.setZValue(BADGE_Z)
        self._badge.setBrush(QBrush(BADGE_FILL))
        self._badge.setPen(QPen(TEXT, 1))
        self._count = QGraphicsSimpleTextItem(self._badge)
        self._count.setBrush(QBrush(TEXT))
        for item in (
            self._band,
            self._symbol,
            self._trump,
            self._score,
            self._badge,
            self.points_chip,
        ):
            scene.addItem(item)
        self._place()

    @staticmethod
    def _text() -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem()
        label.setBrush(QBrush(TEXT))
        label.setZValue(TEXT_Z)
        return label

    # --- what they show ------------------------------------------------------------------

    def set_layout(self, layout: TableLayout) -> None:
        self._layout = layout
        self._place()

    def set_trump(self, suit: int | None) -> None:
        """The trump of the hand (None between hands)."""
        self._suit = suit
        self.retranslate()

    def set_stock(self, count: int) -> None:
        """Cards left to draw, the face-up briscola included; 0 hides the number."""
        self._stock = count
        self._place()

    def set_points_shown(self, on: bool) -> None:
        """Whether the captured points are shown by the piles (the chip lights up)."""
        self._points_on = on
        self._place()

    def set_score(self, text: str) -> None:
        self._score_text = text
        self._place()

    def retranslate(self) -> None:
        if self._suit is None:
            self._trump.setText("")
        else:
            self._trump.setText(
                QCoreApplication.translate("TableFacts", "Briscola: %1").replace(
                    "%1", suit_name(self._suit)
                )
            )
        self._place()

    @property
    def trump_text(self) -> str:
        return self._trump.text()

    @property
    def score_text(self) -> str:
        """The whole score, however the band has room to show it."""
        return self._score_text

    @property
    def score_item(self) -> QGraphicsSimpleTextItem:
        """The score as drawn in the band (for tests: its lines, its tooltip)."""
        return self._score

    @property
    def stock_text(self) -> str:
        """The number written on the stock ("" once it is gone)."""
        return self._count.text() if self._badge.isVisible() else ""

    def items(self) -> list[QGraphicsItem]:
        return [self._band, self._symbol, self._trump, self._score, self._badge, self.points_chip]

    # --- where they lie ------------------------------------------------------------------

    def _place(self) -> None:
        layout = self._layout
        left, top, width, height = layout.box_pixels(layout.band)
        scene_width = layout.window_size[0]
        self._band.setRect(QRectF(0, top, scene_width, height))
        rows = layout.band_rows
        row = height / rows
        font = QFont()
        font.setPixelSize(max(BAND_MIN_PX, round(row * BAND_TEXT_SHARE)))
        margin = row * 0.35
        middle = top + row / 2
        symbol_size = row * 0.62
        self._symbol.setVisible(self._suit is not None)
        if self._suit is not None:
            path = suit_symbol(self._suit)
            self._symbol.setPath(path)
            self._symbol.setScale(symbol_size)
            self._symbol.setPos(left + margin + symbol_size / 2, middle)
            self._symbol.setBrush(QBrush(SUIT_COLOURS[self._suit]))
            self._symbol.setPen(QPen(SYMBOL_EDGE, 1.5 / symbol_size))
        self._trump.setFont(font)
        trump_left = left + margin + (symbol_size + margin * 0.6 if self._suit is not None else 0)
        trump = self._trump.boundingRect()
        self._trump.setPos(trump_left, middle - trump.height() / 2)
        chip_text = QCoreApplication.translate("TableFacts", "Points")
        chip_font = QFont(font)
        chip_font.setPixelSize(max(BAND_MIN_PX - 1, round(row * BAND_TEXT_SHARE * 0.8)))
        chip_height = row * 0.62
        chip_width = QFontMetricsF(chip_font).horizontalAdvance(chip_text) + chip_height * 1.4
        if rows == 1:  # trump on the left, the points switch between, the score on the right
            room = left + width - margin - (trump_left + trump.width() + chip_width + 2 * margin)
        else:  # trump and switch on the first row, the score alone on the second
            room = width - 2 * margin
        fitted = fit_words(self._score_text, font, room, row)
        self._score.setFont(fitted.font)
        self._score.setText(fitted.text)
        self._score.setToolTip("" if fitted.whole else self._score_text)
        score = self._score.boundingRect()
        if rows == 1:
            score_left = left + width - margin - score.width()
            self._score.setPos(score_left, middle - score.height() / 2)
            chip_x = (trump_left + trump.width() + score_left) / 2
        else:
            self._score.setPos(left + margin, middle + row - score.height() / 2)
            chip_x = left + width - margin - chip_width / 2
        self.points_chip.set_state(
            self._points_on, chip_text, chip_font, QPointF(chip_x, middle), chip_height
        )
        badge = QRectF(*layout.box_pixels(layout.stock_badge))
        self._badge.setVisible(self._stock > 0)
        self._badge.setRect(badge)
        self._count.setText(str(self._stock))
        count_font = QFont()
        count_font.setPixelSize(max(8, round(badge.height() * 0.55)))
        self._count.setFont(count_font)
        bounds = self._count.boundingRect()
        self._count.setPos(
            badge.center().x() - bounds.width() / 2, badge.center().y() - bounds.height() / 2
        )
