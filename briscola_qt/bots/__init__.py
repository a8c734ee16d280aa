"""The computer players: they see a :class:`~briscola_qt.engine.view.SeatView` and nothing else.

Briscola chiamata's players (:func:`make_chiamata_bot`) see a ``ChiamataView`` instead.
"""

from __future__ import annotations

from collections.abc import Callable

from briscola_qt.bots.base import Bot, RandomBot
from briscola_qt.bots.chiamata_hard import HardChiamataBot
from briscola_qt.bots.chiamata_simple import (
    ChiamataBot,
    EasyChiamataBot,
    NormalChiamataBot,
    RandomChiamataBot,
)
from briscola_qt.bots.hard import HardBot
from briscola_qt.bots.simple import EasyBot, NormalBot

#: Level names, weakest first; the app offers the last three.
LEVELS = ("random", "easy", "normal", "hard")

_BOTS: dict[str, type[RandomBot] | type[EasyBot] | type[NormalBot] | type[HardBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


_CHIAMATA_BOTS: dict[str, Callable[[int], ChiamataBot]] = {
    "random": RandomChiamataBot,
    "easy": EasyChiamataBot,
    "normal": NormalChiamataBot,
    "hard": HardChiamataBot,
}


def make_chiamata_bot(level: str, seed: int = 0) -> ChiamataBot:
    """A Briscola chiamata bot of the named level, deterministic for ``seed``."""
    try:
        return _CHIAMATA_BOTS[level](seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level, deterministic for ``seed``."""
    try:
        return _BOTS[level](seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None


__all__ = ["LEVELS", "Bot", "ChiamataBot", "make_bot", "make_chiamata_bot"]
