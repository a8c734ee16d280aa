"""The player's last hands, newest last, for the small chart in the statistics window.

Kept in a file of its own beside the statistics (so the statistics file keeps its format),
written together with them: each counted or abandoned hand adds one entry, and only the
last :data:`RECENT_LIMIT` are kept.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from briscola_qt.app.store.savegame import PACK_POINTS
from briscola_qt.app.store.storage import JsonDocument
from briscola_qt.engine import HandResult

RECENT_FILE = "recent-hands.json"
RECENT_KIND = "briscola-recent-hands"
RECENT_VERSION = 1
RECENT_LIMIT = 20
OUTCOMES = ("won", "lost", "drawn", "abandoned")
MAX_PLAYERS = 6
MAX_LEVEL_LENGTH = 40


def outcome_of(result: HandResult, side: int) -> str:
    """ "won", "lost" or "drawn", for the player on ``side``."""
    if result.winner_side is None:
        return "drawn"
    return "won" if result.winner_side == side else "lost"


@dataclass(frozen=True, slots=True)
class RecentHand:
    """One hand as the player's record keeps it."""

    players: int
    level: str
    outcome: str  # one of OUTCOMES
    points: int  # the player's side's points (so far, for an abandoned hand)

    @classmethod
    def from_data(cls, data: Any) -> RecentHand:
        if not isinstance(data, dict) or set(data) != {"players", "level", "outcome", "points"}:
            raise ValueError(f"bad recent hand {data!r}")
        hand = cls(**data)
        if not (
            type(hand.players) is int
            and 2 <= hand.players <= MAX_PLAYERS
            and isinstance(hand.level, str)
            and 0 < len(hand.level) <= MAX_LEVEL_LENGTH
            and hand.outcome in OUTCOMES
            and type(hand.points) is int
            and 0 <= hand.points <= PACK_POINTS
        ):
            raise ValueError(f"bad recent hand {data!r}")
        return hand


@dataclass
class RecentHands:
    hands: list[RecentHand] = field(default_factory=list)

    def add(self, hand: RecentHand) -> None:
        self.hands = [*self.hands, hand][-RECENT_LIMIT:]

    def of(self, players: int) -> list[RecentHand]:
        """The last hands played at ``players``, oldest first."""
        return [hand for hand in self.hands if hand.players == players]

    def to_data(self) -> list[dict[str, Any]]:
        return [asdict(hand) for hand in self.hands]

    @classmethod
    def from_data(cls, data: Any) -> RecentHands:
        if not isinstance(data, list) or len(data) > RECENT_LIMIT:
            raise ValueError("recent hands must be a short list")
        return cls([RecentHand.from_data(hand) for hand in data])


def recent_document(data_dir: Path | None) -> JsonDocument[RecentHands]:
    path = None if data_dir is None else data_dir / RECENT_FILE
    return JsonDocument(
        path, RECENT_KIND, RECENT_VERSION, RecentHands.to_data, RecentHands.from_data
    )
