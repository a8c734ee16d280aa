"""Deck themes: which decks exist, where their SVG files live, and cards rendered to QImages.

Themes are found through Qt's resource system (``:/decks/<id>/deck.json``) when the compiled
resources are loaded, else in the ``assets/decks`` folder of a source checkout. Rendering
makes a QSvgRenderer per call and paints into a QImage, so it is safe on worker threads;
results are cached by (deck, card, size, device pixel ratio).
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QDir, QFile, QIODevice, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

BACK = "back"
DEFAULT_DECK = "neapolitan"
RESOURCE_ROOT = ":/decks"
DISK_ROOT = Path(__file__).resolve().parents[3] / "assets" / "decks"


@dataclass(frozen=True, slots=True)
class DeckTheme:
    """One deck: its names, card shape and the folder holding its SVG files."""

    id: str
    name_en: str
    name_it: str
    aspect: float  # width / height
    folder: str  # ":/decks/<id>" or a filesystem path; QFile reads both
    back: str
    cards: tuple[str, ...]

    def name(self, language: str) -> str:
        return self.name_it if language.startswith("it") else self.name_en

    def file(self, element: str) -> str:
        """Path of a card code (``"Ad"``) or of ``"back"``."""
        return f"{self.folder}/{self.back if element == BACK else element + '.svg'}"


def _read(path: str) -> bytes | None:
    file = QFile(path)
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        return None
    try:
        return bytes(file.readAll().data())
    finally:
        file.close()


def load_decks(root: str) -> tuple[DeckTheme, ...]:
    """Every deck found under ``root`` (a resource path or a folder), default deck first."""
    themes = []
    for name in QDir(root).entryList(QDir.Filter.Dirs | QDir.Filter.NoDotAndDotDot):
        folder = f"{root}/{name}"
        raw = _read(f"{folder}/deck.json")
        if raw is None:
            continue
        try:
            meta = json.loads(raw)
            themes.append(
                DeckTheme(
                    id=meta["id"],
                    name_en=meta["name"]["en"],
                    name_it=meta["name"]["it"],
                    aspect=float(meta["aspect"]),
                    folder=folder,
                    back=meta["back"],
                    cards=tuple(meta["cards"]),
                )
            )
        except (ValueError, KeyError, TypeError) as error:
            log.warning("skipping deck %s: unreadable deck.json (%s)", folder, error)
    return tuple(sorted(themes, key=lambda theme: (theme.id != DEFAULT_DECK, theme.id)))


@cache
def available_decks() -> tuple[DeckTheme, ...]:
    """The installed decks: from the compiled resources if loaded, else from ``assets/``."""
    with contextlib.suppress(ImportError):
        import briscola_qt.resources_rc  # noqa: F401  (registers :/decks on import)
    if QDir(RESOURCE_ROOT).exists():
        return load_decks(RESOURCE_ROOT)
    return load_decks(str(DISK_ROOT))


CacheKey = tuple[str, str, int, int, float]


#: Serialises QtSvg across threads (see :meth:`CardRenderer.render`).
_SVG_LOCK = threading.Lock()


class CardRenderer:
    """Renders cards to QImages, with a bounded cache; usable from any thread.

    An instance is callable as ``renderer(deck_id, code, width, height, ratio)``, the shape
    the table's card art expects.
    """

    def __init__(self, themes: Iterable[DeckTheme] | None = None, cache_size: int = 128) -> None:
        self._themes = {
            theme.id: theme for theme in (available_decks() if themes is None else themes)
        }
        self._cache_size = cache_size
        self._images: OrderedDict[CacheKey, QImage] = OrderedDict()
        self._svg: dict[tuple[str, str], bytes | None] = {}
        self._lock = threading.Lock()

    def __call__(self, deck: str, element: str, width: int, height: int, ratio: float) -> QImage:
        return self.render(deck, element, width, height, ratio)

    def render(
        self, deck: str, element: str, width: int, height: int | None = None, ratio: float = 1.0
    ) -> QImage:
        """``element`` (a card code or ``"back"``) at ``width`` x ``height`` logical pixels.

        The height defaults to the deck's aspect ratio. Something missing or broken renders
        as a visible placeholder and logs a warning instead of raising.
        """
        theme = self._themes.get(deck)
        if height is None:
            height = round(width / theme.aspect) if theme else round(width / 0.6)
        key = (deck, element, width, height, ratio)
        with self._lock:
            cached = self._images.get(key)
            if cached is not None:
                self._images.move_to_end(key)
                return cached
        image = _blank(width, height, ratio)
        svg = self._svg_bytes(theme, deck, element)
        # One SVG at a time in the whole process: the GUI thread draws a card never seen at
        # any size while the pool renders ahead, and QtSvg used from two threads at once
        # crashed a test run (segfault) now and then. A card takes a few milliseconds.
        with _SVG_LOCK:
            renderer = QSvgRenderer(QByteArray(svg)) if svg else None
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if renderer is not None and renderer.isValid():
                renderer.render(painter, QRectF(0, 0, width, height))
            else:
                log.warning(
                    "deck %r has no usable picture for %r; drawing a placeholder", deck, element
                )
                _draw_placeholder(painter, width, height)
            painter.end()
            del renderer
        with self._lock:
            self._images[key] = image
            while len(self._images) > self._cache_size:
                self._images.popitem(last=False)
        return image

    def _svg_bytes(self, theme: DeckTheme | None, deck: str, element: str) -> bytes | None:
        """The SVG text of one element, read once per renderer."""
        with self._lock:
            if (deck, element) in self._svg:
                return self._svg[(deck, element)]
        known = theme is not None and (element == BACK or element in theme.cards)
        data = _read(theme.file(element)) if theme is not None and known else None
        with self._lock:
            self._svg[(deck, element)] = data
        return data


def _blank(width: int, height: int, ratio: float) -> QImage:
    image = QImage(
        max(1, round(width * ratio)),
        max(1, round(height * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _draw_placeholder(painter: QPainter, width: int, height: int) -> None:
    """A grey card crossed in red: obviously wrong, never mistaken for a real card."""
    rect = QRectF(1, 1, width - 2, height - 2)
    painter.setPen(QPen(QColor("#b00020"), 2))
    painter.setBrush(QColor("#d8d8d8"))
    painter.drawRoundedRect(rect, width * 0.06, width * 0.06)
    painter.drawLine(QLineF(rect.topLeft(), rect.bottomRight()))
    painter.drawLine(QLineF(rect.topRight(), rect.bottomLeft()))
