"""Contact sheets: every face and the back of a deck rendered with Qt into one PNG."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from .style import RANKS, SUITS


def ensure_app() -> QGuiApplication:
    """QSvgRenderer needs a GUI application (offscreen is fine)."""
    app = QGuiApplication.instance()
    return app if isinstance(app, QGuiApplication) else QGuiApplication([])


def render_svg(svg: bytes, width: int, height: int, dpr: float = 1.0) -> QImage:
    """Rasterise SVG text to a transparent QImage of the given logical size."""
    image = QImage(
        round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(svg))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def grid_sheet(
    cards: list[Path | None], out: Path, columns: int, card_width: int = 150, gap: int = 12
) -> None:
    """Cards (SVG files; None leaves a slot empty) in rows of ``columns`` on green felt."""
    ensure_app()
    card_height = round(card_width / 0.6)
    rows = -(-len(cards) // columns)
    sheet = QImage(
        gap + columns * (card_width + gap),
        gap + rows * (card_height + gap),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    sheet.fill(QColor("#2f5d3a"))
    painter = QPainter(sheet)
    for index, card_path in enumerate(cards):
        if card_path is None:
            continue
        row, col = divmod(index, columns)
        card = render_svg(card_path.read_bytes(), card_width, card_height)
        painter.drawImage(gap + col * (card_width + gap), gap + row * (card_height + gap), card)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(str(out))
    # Flat colours survive a 256-colour palette intact; the file shrinks to about a third.
    with Image.open(out) as full:
        palette = full.convert("RGB").quantize(
            256, Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
    palette.save(out, optimize=True)


def contact_sheet(deck_dir: Path, out: Path) -> None:
    """Four rows of ten faces (one row per suit); the back closes the first row."""
    cards: list[Path | None] = []
    for row, suit in enumerate(SUITS):
        cards += [deck_dir / f"{rank}{suit}.svg" for rank in RANKS]
        cards.append(deck_dir / "back.svg" if row == 0 else None)
    grid_sheet(cards, out, columns=len(RANKS) + 1)


def showcase_sheets(decks_dir: Path, docs: Path) -> None:
    """The court cards and Aces of both decks large, and the two decks side by side."""
    ids = ("neapolitan", "piacentine")
    courts = [
        decks_dir / deck / f"{rank}{suit}.svg" for deck in ids for suit in SUITS for rank in "JQK"
    ]
    grid_sheet(courts, docs / "deck-courts.png", columns=12, card_width=200)
    aces = [decks_dir / deck / f"A{suit}.svg" for deck in ids for suit in SUITS]
    grid_sheet(aces, docs / "deck-aces.png", columns=4, card_width=240)
    pairs: list[Path | None] = []
    for code in ("Ad", "Ac", "As", "Ab", "3b", "5s", "7s", "7b", "4c", "7d", "Jc", "Qs", "Kd"):
        pairs += [decks_dir / deck / f"{code}.svg" for deck in ids]
    pairs += [decks_dir / deck / "back.svg" for deck in ids]
    grid_sheet(pairs, docs / "deck-compare.png", columns=14, card_width=130)
