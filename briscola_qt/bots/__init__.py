"""The computer players: they see a :class:`~briscola_qt.engine.view.SeatView` and nothing else."""

from __future__ import annotations

from briscola_qt.bots.base import Bot, Decision, RandomBot

#: Level names, weakest first; the app offers the last three.
LEVELS = ("random",)


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level, deterministic for ``seed``."""
    if level == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Decision", "make_bot"]
