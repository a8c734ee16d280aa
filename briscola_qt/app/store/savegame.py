"""The match in progress, saved after every trick so that quitting or a crash loses nothing.

The save holds the match settings, the results of the hands already played and the hand in
progress as a game record (``docs/record-format.md``): data, never pickled objects. Loading
checks the checksum and then rebuilds everything through the engine's checked API (the
record is replayed play by play), so a tampered or impossible save is refused, moved aside,
and the player gets a fresh match and one sentence saying so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from briscola_qt.app.game.chiamata_deals import AnyMatch
from briscola_qt.app.game.seating import PLAYER_CHOICES
from briscola_qt.app.store.chiamata_save import MATCH_FIELDS, match_from_data, match_to_data
from briscola_qt.app.store.settings import LEVELS
from briscola_qt.app.store.storage import JsonDocument, Loaded
from briscola_qt.engine import HandResult, Match, Variants, record
from briscola_qt.engine.core import side_count
from briscola_qt.engine.events import Event
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, winner_of
from briscola_qt.engine.match import MATCH_LENGTHS, ChiamataMatch
from briscola_qt.engine.record import AnyHand, record_of

SAVE_FILE = "match.json"
SAVE_KIND = "briscola-save"
SAVE_VERSION = 1
#: Fields a save may lack: files written before them read as their default (no hint taken).
OPTIONAL_FIELDS = {"helped"}
#: Every pack this game deals holds 120 points, whatever the player count.
PACK_POINTS = 120


@dataclass
class SavedMatch:
    """A match as the table left it: its level, the hands before this one, and this hand.

    The hand may be finished (the end-of-hand summary was up); its result is never in
    ``match.results``, so restoring it ends it again and shows the same summary.
    ``counted`` says the statistics already hold that finished hand, so it is not counted twice.
    ``helped`` says the player asked the coach for a hint in this hand (counted "with help").
    """

    level: str
    match: AnyMatch
    hand: AnyHand
    counted: bool = False
    helped: bool = False
    #: The hand's events from its deal on, from the one replay that checked the save.
    events: list[Event] = field(default_factory=list)


def to_data(saved: SavedMatch) -> dict[str, Any]:
    match = saved.match
    if isinstance(match, ChiamataMatch):
        return {
            "level": saved.level,
            "players": CHIAMATA_PLAYERS,
            **match_to_data(match),
            "hand": record_of(saved.hand).to_json(),
            "counted": saved.counted,
            "helped": saved.helped,
        }
    return {
        "level": saved.level,
        "players": match.players,
        "hands_to_win": match.hands_to_win,
        "first_dealer": match.first_dealer,
        "variants": match.variants.to_json(),
        "results": [
            {"side_points": list(result.side_points), "winner_side": result.winner_side}
            for result in match.results
        ],
        "hand": record_of(saved.hand).to_json(),
        "counted": saved.counted,
        "helped": saved.helped,
    }


def from_data(data: Any) -> SavedMatch:
    """The saved match, every field checked and the hand replayed; ValueError if anything is off."""
    if not isinstance(data, dict):
        raise ValueError("the save is not an object")
    chiamata = data.get("players") == CHIAMATA_PLAYERS
    expected = {"level", "players", "hand", "counted"}
    if chiamata:
        expected |= MATCH_FIELDS
    else:
        expected |= {"hands_to_win", "first_dealer", "variants", "results"}
    if set(data) - OPTIONAL_FIELDS != expected:
        raise ValueError(f"the save's fields are {sorted(data)}, not {sorted(expected)}")
    level = data["level"]
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    players = data["players"]
    if type(players) is not int or players not in PLAYER_CHOICES:
        raise ValueError(f"the table seats {PLAYER_CHOICES} players, not {players!r}")
    match = match_from_data(data) if chiamata else _ordinary_match(data, players)
    hand, events = record.from_json(data["hand"]).replay_events()
    variants = match.variants if isinstance(match, Match) else Variants()
    if (hand.players, hand.variants) != (players, variants):
        raise ValueError("the hand in progress does not belong to this match")
    counted = data["counted"]
    if type(counted) is not bool or (counted and not hand.is_over):
        raise ValueError(f"bad counted flag {counted!r}")
    helped = data.get("helped", False)
    if type(helped) is not bool:
        raise ValueError(f"bad helped flag {helped!r}")
    return SavedMatch(level, match, hand, counted, helped, events)


def _ordinary_match(data: dict[str, Any], players: int) -> Match:
    hands_to_win, first_dealer = data["hands_to_win"], data["first_dealer"]
    if type(hands_to_win) is not int or hands_to_win not in MATCH_LENGTHS.values():
        raise ValueError(f"a match is won with 1, 2 or 3 hands, not {hands_to_win}")
    if type(first_dealer) is not int or not 0 <= first_dealer < players:
        raise ValueError(f"bad first dealer {first_dealer!r}")
    match = Match(players, hands_to_win, Variants.from_json(data["variants"]), first_dealer)
    for result in _results(data["results"], players):
        if match.is_over:
            raise ValueError("the save has hands after the end of the match")
        match.results.append(result)
    if match.is_over:
        raise ValueError("the save has a hand after the end of the match")
    return match


def _results(data: Any, players: int) -> list[HandResult]:
    if not isinstance(data, list):
        raise ValueError("results must be a list")
    results = []
    for entry in data:
        if not isinstance(entry, dict) or set(entry) != {"side_points", "winner_side"}:
            raise ValueError(f"bad hand result {entry!r}")
        points = entry["side_points"]
        if (
            not isinstance(points, list)
            or len(points) != side_count(players)
            or not all(type(p) is int and 0 <= p <= PACK_POINTS for p in points)
            or sum(points) != PACK_POINTS
        ):
            raise ValueError(f"impossible hand points {points!r}")
        if entry["winner_side"] != winner_of(points):
            raise ValueError(f"hand points {points} do not give winner {entry['winner_side']!r}")
        results.append(HandResult(tuple(points), entry["winner_side"]))
    return results


class SaveGame:
    """The save file of the match in progress, in the user's data folder (or a given one)."""

    def __init__(self, data_dir: Path | None) -> None:
        """Kept in ``data_dir`` (the app passes the user's data folder); None keeps nothing."""
        path = None if data_dir is None else data_dir / SAVE_FILE
        self.document: JsonDocument[SavedMatch] = JsonDocument(
            path, SAVE_KIND, SAVE_VERSION, to_data, from_data
        )

    @property
    def path(self) -> Path | None:
        return self.document.path

    def load(self) -> Loaded[SavedMatch | None]:
        """The saved match; None when there is none or it was damaged (then it was set aside)."""
        return self.document.load(lambda: None)

    def save(self, saved: SavedMatch) -> None:
        self.document.save(saved)

    def clear(self) -> None:
        """Forget the save: the match is over and the next start deals a new one."""
        self.document.delete()


def damaged_save_notice(loaded: Loaded[Any]) -> str | None:
    """The one sentence the player reads when a save could not be used; None when it was fine."""
    if not loaded.was_damaged:
        return None
    if loaded.set_aside is None:
        return QCoreApplication.translate(
            "SaveGame", "The saved match could not be read, so a new match has started."
        )
    return QCoreApplication.translate(
        "SaveGame",
        "The saved match could not be read, so a new match has started "
        "(the damaged file was kept as %1).",
    ).replace("%1", loaded.set_aside.name)
