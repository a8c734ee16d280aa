"""Who sits where: the one value the controller, layout, scene, texts, saves and statistics read.

Seats are numbered in the order of play (RULES.md). On screen the human sits at the bottom
and play goes anticlockwise, so the next seat sits on the human's right and the others
follow round the table. Partners (4 and 6 players) alternate with their opponents.
No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from briscola_qt.engine.core import side_count

#: What Game > Players offers (5 is Briscola chiamata).
PLAYER_CHOICES = (2, 3, 4, 5, 6)
#: Every count a seating accepts: 5 is Briscola chiamata, sides unknown until revealed.
SEAT_COUNTS = (2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True)
class Seating:
    """``players`` seats round the table, the human in seat ``human``."""

    players: int
    human: int = 0
    PLAYER_CHOICES: ClassVar[tuple[int, ...]] = PLAYER_CHOICES

    def __post_init__(self) -> None:
        if self.players not in SEAT_COUNTS:
            raise ValueError(f"players must be one of {SEAT_COUNTS}, not {self.players!r}")
        if not 0 <= self.human < self.players:
            raise ValueError(
                f"the human's seat must be 0 to {self.players - 1}, not {self.human!r}"
            )

    @property
    def seats(self) -> range:
        return range(self.players)

    @property
    def sides(self) -> int:
        """Two teams with 2, 4 or 6 players; each seat alone with 3 (and 5, until revealed)."""
        return side_count(self.players)

    def side_of(self, seat: int) -> int:
        return self._checked(seat) % self.sides

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The seat's fixed partners (4 and 6 players); nobody else plays alone or in secret."""
        side = self.side_of(seat)
        if self.players not in (4, 6):
            return ()
        return tuple(other for other in self.seats if other != seat and other % self.sides == side)

    def is_human_partner(self, seat: int) -> bool:
        return seat in self.partners_of(self.human)

    @property
    def computers(self) -> tuple[int, ...]:
        """Every seat but the human's, in the order of play."""
        return tuple(seat for seat in self.seats if seat != self.human)

    def position(self, seat: int) -> int:
        """Where ``seat`` sits: 0 at the bottom (the human), then anticlockwise round the felt."""
        return (self._checked(seat) - self.human) % self.players

    def seat_at(self, position: int) -> int:
        """The seat sitting at ``position`` (the inverse of :meth:`position`)."""
        if not 0 <= position < self.players:
            raise ValueError(f"position must be 0 to {self.players - 1}, not {position!r}")
        return (position + self.human) % self.players

    def _checked(self, seat: int) -> int:
        if not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}, not {seat!r}")
        return seat
