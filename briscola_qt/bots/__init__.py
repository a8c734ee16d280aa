"""The computer players: they see a :class:`~briscola_qt.engine.view.SeatView` and nothing else."""

from __future__ import annotations

from briscola_qt.bots.base import Bot, RandomBot
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


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level, deterministic for ``seed``."""
    try:
        return _BOTS[level](seed)
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None


__all__ = ["LEVELS", "Bot", "make_bot"]
