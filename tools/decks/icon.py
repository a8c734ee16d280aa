"""The app icon: two fanned cards on green felt, the front one a gold coin (SVG, PNG, ICO, ICNS)."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice

from .style import NEAPOLITAN_PALETTE, Ink, Pen
from .svg import document, el, g
from .symbols import coin

SIZE = 512
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512, 1024)


def icon_svg() -> str:
    """The icon drawn on a 512 x 512 canvas with thicker lines than the cards, to stay crisp."""
    p = NEAPOLITAN_PALETTE
    ink = Ink(p, Pen(thick=3.2, thin=1.6))
    card_w, card_h = 240.0, 376.0

    def card(fill: str, *content: str, angle: float, dx: float) -> str:
        return g(
            el(
                "rect",
                x=-card_w / 2,
                y=-card_h / 2,
                width=card_w,
                height=card_h,
                rx=22,
                fill=p.paper,
                stroke=p.ink,
                stroke_width=8,
            ),
            el(
                "rect",
                x=-card_w / 2 + 18,
                y=-card_h / 2 + 18,
                width=card_w - 36,
                height=card_h - 36,
                rx=10,
                fill=fill,
                stroke="none",
            ),
            *content,
            transform=f"translate({256 + dx} 270) rotate({angle})",
        )

    back_pattern = [
        el("circle", cx=x, cy=y, r=9, fill=p.back_light)
        for x in range(-70, 71, 35)
        for y in range(-130, 131, 37)
    ]
    felt = el(
        "rect",
        x=16,
        y=16,
        width=480,
        height=480,
        rx=96,
        fill="#2f6b3f",
        stroke="#1d4a2a",
        stroke_width=12,
    )
    body = [
        felt,
        card(p.back, *back_pattern, angle=-14, dx=-62),
        card(p.paper, g(coin(ink.at_scale(1.9)), transform="scale(1.9)"), angle=10, dx=58),
    ]
    return document(SIZE, SIZE, [], body)


def write_icon(folder: Path) -> None:
    """Write briscola.svg, briscola-<size>.png for each size, briscola.ico and briscola.icns.

    Every size of the .ico and .icns is rendered from the SVG, never scaled from another PNG.
    """
    from .sheet import ensure_app, render_svg

    ensure_app()
    folder.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    (folder / "briscola.svg").write_text(svg, encoding="utf-8")
    renders = {}
    for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES}):
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        render_svg(svg.encode(), size, size).save(buffer, "PNG")
        renders[size] = Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGBA")
    for size in PNG_SIZES:
        renders[size].save(folder / f"briscola-{size}.png", optimize=True)
    largest = renders[max(ICO_SIZES)]
    largest.save(
        folder / "briscola.ico",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[renders[s] for s in ICO_SIZES],
    )
    renders[max(ICNS_SIZES)].save(
        folder / "briscola.icns", append_images=[renders[s] for s in ICNS_SIZES]
    )
