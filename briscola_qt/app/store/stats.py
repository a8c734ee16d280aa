"""The player's statistics per player count and level, kept across runs in a file as safe as
the save.

Hands are won, lost or drawn (60-60, or a shared first place with three players); a hand
abandoned mid-way (a new deal, another level or player count) counts as lost. A match always
ends with a winner, since drawn hands only extend it, so matches are won or lost. Streaks
count consecutive wins: a lost or drawn hand ends a hand streak, a lost match a match streak.

The file keeps one entry per (players, level) under a key of its own: two-player entries
under the bare level name, as files written before the table seated more players have them,
so those files still load and keep counting.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from briscola_qt.app.store.recent import RecentHand, RecentHands, outcome_of, recent_document
from briscola_qt.app.store.savegame import PACK_POINTS
from briscola_qt.app.store.storage import JsonDocument, Loaded
from briscola_qt.engine import HandResult
from briscola_qt.engine.chiamata import ChiamataResult
from briscola_qt.engine.hand import CHIAMATA_PLAYERS

STATS_FILE = "statistics.json"
STATS_KIND = "briscola-statistics"
STATS_VERSION = 1
MAX_LEVEL_LENGTH = 40
#: The player count whose entries carry the bare level name (the files of the two-seat table).
FIRST_COUNT = 2


#: Counts added with the coach: files written before it lack them, and they start at 0.
HELP_COUNTS = {"hands_helped", "hands_won_helped"}


def stats_key(level: str, players: int) -> str:
    """The file's key for one level at one player count: "hard", "hard/4"."""
    return level if players == FIRST_COUNT else f"{level}/{players}"


@dataclass
class LevelStats:
    """Everything counted for one level."""

    hands_won: int = 0
    hands_lost: int = 0
    hands_drawn: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    #: The player's points over every hand, for the average.
    points: int = 0
    hand_streak: int = 0
    best_hand_streak: int = 0
    match_streak: int = 0
    best_match_streak: int = 0
    #: Hands finished after a hint (H), and those of them won: "won with help".
    hands_helped: int = 0
    hands_won_helped: int = 0

    @property
    def hands_played(self) -> int:
        return self.hands_won + self.hands_lost + self.hands_drawn

    @property
    def matches_played(self) -> int:
        return self.matches_won + self.matches_lost

    @property
    def average_points(self) -> float | None:
        """The player's average points per hand; None before the first hand."""
        return self.points / self.hands_played if self.hands_played else None

    def count_hand(self, result: HandResult, side: int) -> None:
        """A finished hand, seen from the player's ``side``."""
        self.points += result.side_points[side]
        if result.winner_side is None:
            self.hands_drawn += 1
        elif result.winner_side == side:
            self.hands_won += 1
        else:
            self.hands_lost += 1
        self.hand_streak = self.hand_streak + 1 if result.winner_side == side else 0
        self.best_hand_streak = max(self.best_hand_streak, self.hand_streak)

    def count_abandoned(self, points: int) -> None:
        """A hand given up before its end: lost, with the ``points`` the player had taken."""
        self.points += points
        self.hands_lost += 1
        self.hand_streak = 0

    def count_help(self, won: bool) -> None:
        """The finished hand (counted as usual) was played with a hint."""
        self.hands_helped += 1
        self.hands_won_helped += int(won)

    def count_match(self, won: bool) -> None:
        if won:
            self.matches_won += 1
        else:
            self.matches_lost += 1
        self.match_streak = self.match_streak + 1 if won else 0
        self.best_match_streak = max(self.best_match_streak, self.match_streak)

    @classmethod
    def from_data(cls, data: Any) -> LevelStats:
        names = {f.name for f in fields(cls)}
        if not isinstance(data, dict) or not names - HELP_COUNTS <= set(data) <= names:
            raise ValueError(f"bad level statistics {data!r}")
        if not all(type(value) is int and value >= 0 for value in data.values()):
            raise ValueError(f"statistics must be counts: {data!r}")
        stats = cls(**data)
        for current, best, wins in (
            (stats.hand_streak, stats.best_hand_streak, stats.hands_won),
            (stats.match_streak, stats.best_match_streak, stats.matches_won),
        ):
            if not current <= best <= wins:
                raise ValueError("a streak longer than the best one or than the wins")
        if not stats.hands_won_helped <= min(stats.hands_helped, stats.hands_won):
            raise ValueError("more hands won with help than helped or won")
        if stats.points > PACK_POINTS * stats.hands_played:
            raise ValueError("more points than the hands played hold")
        return stats


@dataclass
class StatsTable:
    """Statistics by key (:func:`stats_key`: "normal", "normal/4", ...)."""

    levels: dict[str, LevelStats] = field(default_factory=dict)

    def of(self, level: str, players: int = FIRST_COUNT) -> LevelStats:
        return self.levels.setdefault(stats_key(level, players), LevelStats())

    def to_data(self) -> dict[str, Any]:
        return {level: asdict(stats) for level, stats in sorted(self.levels.items())}

    @classmethod
    def from_data(cls, data: Any) -> StatsTable:
        if not isinstance(data, dict):
            raise ValueError("statistics must be an object")
        for level in data:
            if not 0 < len(level) <= MAX_LEVEL_LENGTH:
                raise ValueError(f"bad level name {level!r}")
        return cls({level: LevelStats.from_data(stats) for level, stats in data.items()})


class Statistics:
    """The statistics file: loaded once, saved after every counted hand and match."""

    def __init__(self, data_dir: Path | None) -> None:
        """Kept in ``data_dir`` (the app passes the user's data folder); None keeps nothing."""
        path = None if data_dir is None else data_dir / STATS_FILE
        self.document: JsonDocument[StatsTable] = JsonDocument(
            path, STATS_KIND, STATS_VERSION, StatsTable.to_data, StatsTable.from_data
        )
        self.loaded: Loaded[StatsTable] = self.document.load(StatsTable)
        self.table = self.loaded.value
        self.recent_document = recent_document(data_dir)
        self.recent: RecentHands = self.recent_document.load(RecentHands).value

    def of(self, level: str, players: int = FIRST_COUNT) -> LevelStats:
        return self.table.of(level, players)

    def count_hand(
        self,
        level: str,
        result: HandResult,
        players: int = FIRST_COUNT,
        side: int = 0,
        helped: bool = False,
    ) -> None:
        """A finished hand at ``players``, seen from the player's ``side`` (seat 0 sits on 0);
        ``helped`` when the player took a hint in it, so it is also counted "with help"."""
        stats = self.table.of(level, players)
        stats.count_hand(result, side)
        if helped:
            stats.count_help(result.winner_side == side)
        self.document.save(self.table)
        outcome = outcome_of(result, side)
        self._remember(RecentHand(players, level, outcome, result.side_points[side]))

    def count_deal(
        self, level: str, result: ChiamataResult, seat: int, helped: bool = False
    ) -> None:
        """A deal of Briscola chiamata from the player's ``seat``: won when its game points
        are above zero, with the points its side took; a deal thrown in is not counted."""
        if result.thrown_in:
            return
        mine = result.side_points[0 if seat in (result.caller, result.partner) else 1]
        won = result.game_points[seat] > 0
        outcome = HandResult((mine, PACK_POINTS - mine), 0 if won else 1)
        self.count_hand(level, outcome, CHIAMATA_PLAYERS, helped=helped)

    def count_abandoned(self, level: str, points: int, players: int = FIRST_COUNT) -> None:
        self.table.of(level, players).count_abandoned(points)
        self.document.save(self.table)
        self._remember(RecentHand(players, level, "abandoned", points))

    def count_match(self, level: str, won: bool, players: int = FIRST_COUNT) -> None:
        self.table.of(level, players).count_match(won)
        self.document.save(self.table)

    def reset(self) -> None:
        self.table = StatsTable()
        self.document.save(self.table)
        self.recent = RecentHands()
        self.recent_document.save(self.recent)

    def _remember(self, hand: RecentHand) -> None:
        self.recent.add(hand)
        self.recent_document.save(self.recent)

    def damaged_notice(self) -> str | None:
        """The one sentence shown when the file was damaged and the counts started again."""
        if not self.loaded.was_damaged:
            return None
        if self.loaded.set_aside is None:
            return QCoreApplication.translate(
                "Statistics",
                "The statistics could not be read and start again from zero "
                "(the damaged file could not be moved aside).",
            )
        kept = self.loaded.set_aside.name
        return QCoreApplication.translate(
            "Statistics",
            "The statistics could not be read and start again from zero "
            "(the damaged file was kept as %1).",
        ).replace("%1", kept)
