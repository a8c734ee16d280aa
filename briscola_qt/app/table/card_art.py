"""Card pictures for the table: rendered off the GUI thread, handed over as cached pixmaps.

The SVG decks are rendered to QImages on Qt's thread pool (a QImage may be made on any
thread) and turned into QPixmaps on the GUI thread, where a pixmap must live. Every deck is
rendered ahead at the current card size, so switching decks only swaps pixmaps. While a new
size renders, a card keeps the picture it had, scaled; only a picture never rendered at any
size is drawn on the spot, once.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

from briscola_qt.app.table.card_item import BACK
from briscola_qt.engine import CARDS

log = logging.getLogger(__name__)

#: Renders one card ("Ad", "back") of a deck at a pixel width and height and a DPR.
Renderer = Callable[[str, str, int, int, float], QImage]
CODES = (*(card.code for card in CARDS), BACK)
#: Pixmaps kept: every card of two decks at two sizes (about 60 MB at full-screen sizes).
CACHE_LIMIT = 4 * len(CODES)

SizeKey = tuple[int, int, float]
RESIZE_SETTLE_MS = 120


class _Delivery(QObject):
    """Carries images from the pool threads back to the GUI thread (a queued signal)."""

    rendered = Signal(str, object, object)  # deck id, size key, {code: QImage}


class _RenderDeck(QRunnable):
    """Renders cards of one deck at one size; stops early once that size is not wanted."""

    def __init__(
        self,
        renderer: Renderer,
        deck: str,
        size: SizeKey,
        codes: Iterable[str],
        out: _Delivery,
        wanted: Callable[[SizeKey], bool],
    ) -> None:
        super().__init__()
        self._renderer = renderer
        self._deck = deck
        self._size = size
        self._codes = tuple(codes)
        self._out = out
        self._wanted = wanted

    def run(self) -> None:
        width, height, ratio = self._size
        images = {}
        for code in self._codes:
            if not self._wanted(self._size):  # the window was resized again meanwhile
                break
            images[code] = self._renderer(self._deck, code, width, height, ratio)
        self._out.rendered.emit(self._deck, self._size, images)


class CardArt(QObject):
    """The pictures of the current deck at the current card size, for every card item.

    ``changed`` fires when better pictures arrived (the right size, after a resize), so the
    scene can hand them to its items.
    """

    changed = Signal()

    def __init__(
        self,
        renderer: Renderer,
        decks: tuple[str, ...],
        deck: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._decks = decks
        self._deck = deck
        self._size: SizeKey = (60, 100, 1.0)
        self._pixmaps: OrderedDict[tuple[str, str, SizeKey], QPixmap] = OrderedDict()
        self._latest: dict[tuple[str, str], QPixmap] = {}
        self._pending: set[tuple[str, SizeKey]] = set()
        # One render thread: the other core stays free for the bot and the GUI.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._delivery = _Delivery(self)
        self._delivery.rendered.connect(self._store_rendered)
        # While a window is being dragged larger, render only the size it settles at.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(RESIZE_SETTLE_MS)
        self._settle.timeout.connect(self._render_ahead)

    @property
    def deck(self) -> str:
        return self._deck

    def set_deck(self, deck: str) -> None:
        self._deck = deck
        self._render_ahead()

    def set_size(self, width: float, height: float, ratio: float) -> None:
        """The logical card size in pixels and the screen's device pixel ratio.

        The first size renders at once; later ones once resizing has paused, cards showing
        their previous pictures scaled in the meantime.
        """
        size = (max(1, round(width)), max(1, round(height)), float(ratio))
        if size == self._size:
            return
        self._size = size
        if self._latest:
            self._settle.start()
        else:
            self._render_ahead()

    def pixmap(self, code: str) -> QPixmap:
        """The picture of ``code`` in the current deck: exact size if ready, else the last one."""
        return self.pixmap_of(self._deck, code)

    def pixmap_of(self, deck: str, code: str) -> QPixmap:
        key = (deck, code, self._size)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        older = self._latest.get((deck, code))
        if older is not None:
            return older
        width, height, ratio = self._size
        return self._keep(key, self._renderer(deck, code, width, height, ratio))

    def wait_until_rendered(self, timeout_ms: int = 10_000) -> None:
        """Block until every deck is rendered at the current size (benchmarks, screenshots).

        The pictures reach the items once the event loop delivers them.
        """
        if self._settle.isActive():
            self._settle.stop()
            self._render_ahead()
        self._pool.waitForDone(timeout_ms)

    def stop(self) -> None:
        """Drop renders not started and wait for the one running (the window is closing)."""
        self._settle.stop()
        self._pool.clear()
        self._pool.waitForDone()

    def _render_ahead(self) -> None:
        """Render the current deck first, then the others, at the current size, off-thread."""
        for deck in sorted(self._decks, key=lambda d: d != self._deck):
            missing = [c for c in CODES if (deck, c, self._size) not in self._pixmaps]
            job = (deck, self._size)
            if missing and job not in self._pending:
                self._pending.add(job)
                self._pool.start(
                    _RenderDeck(
                        self._renderer, deck, self._size, missing, self._delivery, self._wanted
                    )
                )

    def _wanted(self, size: SizeKey) -> bool:
        """Asked from the render thread: a plain attribute read, safe under the GIL."""
        return size == self._size

    def _store_rendered(self, deck: str, size: SizeKey, images: dict[str, QImage]) -> None:
        self._pending.discard((deck, size))
        for code, image in images.items():
            self._keep((deck, code, size), image)
        if deck == self._deck and size == self._size:
            self.changed.emit()

    def _keep(self, key: tuple[str, str, SizeKey], image: QImage) -> QPixmap:
        if image.isNull():
            log.warning("card %s of deck %s rendered empty", key[1], key[0])
        pixmap = QPixmap.fromImage(image)
        self._pixmaps[key] = pixmap
        self._latest[(key[0], key[1])] = pixmap
        while len(self._pixmaps) > CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pixmap
