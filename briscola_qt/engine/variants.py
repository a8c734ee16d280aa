"""Optional rules chosen before a match (RULES.md, "Optional variants"); all off by default."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from briscola_qt.engine.core import EXCHANGE_OFF, EXCHANGE_RULES
from briscola_qt.engine.errors import RecordError


@dataclass(frozen=True, slots=True)
class Variants:
    trump_exchange: str = EXCHANGE_OFF
    open_hands: bool = False
    show_points: bool = False
    #: Partnership (4 and 6 players): once the stock is gone each seat sees its partners' cards.
    partners_show: bool = False

    def __post_init__(self) -> None:
        if self.trump_exchange not in EXCHANGE_RULES:
            allowed = ", ".join(EXCHANGE_RULES)
            raise RecordError(
                f"trump_exchange must be one of {allowed}, not {self.trump_exchange!r}"
            )

    def check_players(self, players: int) -> None:
        if self.open_hands and players != 2:
            raise RecordError("open hands is a two-player variant")
        if self.partners_show and players not in (4, 6):
            raise RecordError("partners show their hands only with 4 or 6 players")
        if self.trump_exchange != EXCHANGE_OFF and players == 5:
            raise RecordError("the trump exchange needs a stock: Briscola chiamata has none")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Variants:
        """Variants from a record's ``variants`` object; missing keys take their defaults."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RecordError("variants must be a JSON object")
        flags = ("open_hands", "show_points", "partners_show")
        unknown = set(data) - {"trump_exchange", *flags}
        if unknown:
            raise RecordError(f"unknown variant {sorted(unknown)[0]!r}")
        for flag in flags:
            if not isinstance(data.get(flag, False), bool):
                raise RecordError(f"variant {flag} must be true or false")
        return cls(
            trump_exchange=data.get("trump_exchange", EXCHANGE_OFF),
            open_hands=data.get("open_hands", False),
            show_points=data.get("show_points", False),
            partners_show=data.get("partners_show", False),
        )
