"""Contact sheets: every face and the back of a deck rendered with Qt into one PNG."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SUIT_ROWS = "cdsb"
RANK_COLUMNS = "A234567JQK"


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


def contact_sheet(deck_dir: Path, out: Path, card_width: int = 150, gap: int = 12) -> None:
    """Four rows of ten faces (one row per suit) and the back at the end of the first row."""
    ensure_app()
    card_height = round(card_width / 0.6)
    cols, rows = len(RANK_COLUMNS) + 1, len(SUIT_ROWS)
    sheet = QImage(
        gap + cols * (card_width + gap),
        gap + rows * (card_height + gap),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    sheet.fill(QColor("#2f5d3a"))
    painter = QPainter(sheet)
    for row, suit in enumerate(SUIT_ROWS):
        names = [f"{rank}{suit}.svg" for rank in RANK_COLUMNS] + (["back.svg"] if row == 0 else [])
        for col, name in enumerate(names):
            card = render_svg((deck_dir / name).read_bytes(), card_width, card_height)
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
