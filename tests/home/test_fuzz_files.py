"""Hundreds of damaged save and settings files: the game always starts, with a fresh match,
and keeps each bad file aside for a bug report."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from briscola_qt.app.store.savegame import SavedMatch, SaveGame
from briscola_qt.app.store.storage import checksum
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import Match
from briscola_qt.engine.action import Action
from tests.home.conftest import FirstCardBot, settings_in

CASES = 400
VALID_SETTINGS = b"[game]\nlevel=hard\nmatch_length=best_of_five\n[table]\nspeed=instant\n"
#: Settings values the game never writes, each one a reason to set the file aside.
BAD_SETTINGS_LINES = (
    b"[game]\nlevel=grandmaster\n",
    b"[table]\nspeed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3QSize\\0)\n",
    b"[ui]\nlanguage=klingon\n",
    b"[table]\nshow_points=maybe\n",
    b"[window]\ngeometry=12345\n",
    b"[table]\ndeck=@ByteArray(\\xff\\xfe)\n",
)


@dataclass(frozen=True)
class Damage:
    name: str
    save: bytes | None
    settings: bytes | None


def valid_save(folder: Path) -> bytes:
    """A real save of a hand in progress, as the game writes it."""
    match = Match()
    hand = match.new_hand(5)
    for _ in range(7):
        seat = hand.to_move
        assert seat is not None
        hand.apply(Action.play(hand.cards_of(seat)[0]))
    SaveGame(folder).save(SavedMatch("normal", match, hand))
    return (folder / "match.json").read_bytes()


def random_json(rng: random.Random, depth: int = 0) -> object:
    choice = rng.randrange(7 if depth < 3 else 4)
    if choice == 0:
        return rng.randrange(-(10**12), 10**12)
    if choice == 1:
        return rng.choice(["", "Ad", "normal", "x" * 50, "briscola-save", "\u00e8"])
    if choice == 2:
        return rng.choice([None, True, False, 1.5e300])
    if choice == 3:
        return []
    if choice == 4:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["kind", "version", "checksum", "data", "hand", "plays", "level", "results"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def resealed_nonsense(valid: bytes, rng: random.Random) -> bytes:
    """A cheat's edit: one field of the save replaced, and the checksum recomputed."""
    envelope = json.loads(valid)
    data = envelope["data"]
    fields = ["results", "hand", "players", "hands_to_win", "first_dealer", "counted", "level"]
    field = rng.choice(fields)
    if field == "hand":
        data["hand"]["plays"] = [*data["hand"]["plays"], rng.choice(["Ad", "xx", "3c", ""])]
        data["hand"]["plays"][0] = "Kq"
    else:
        data[field] = rng.choice([-1, 9, "2", None, [1, 2], {"a": 1}, 1.5])
    envelope["checksum"] = checksum(data)
    return json.dumps(envelope).encode()


def damaged_files(valid: bytes, rng: random.Random) -> Iterator[Damage]:
    makers = [
        lambda: Damage("truncated save", valid[: rng.randrange(len(valid))], None),
        lambda: Damage("flipped bits", flip_bits(valid, rng), None),
        lambda: Damage("random bytes", rng.randbytes(rng.randrange(1, 3000)), None),
        lambda: Damage("random JSON", json.dumps(random_json(rng)).encode(), None),
        lambda: Damage("resealed nonsense", resealed_nonsense(valid, rng), None),
        lambda: Damage("garbage settings", None, b"\xff\xfe" + rng.randbytes(200)),
        lambda: Damage("bad settings value", None, VALID_SETTINGS + rng.choice(BAD_SETTINGS_LINES)),
        lambda: Damage(
            "both damaged", valid[: len(valid) // 2], rng.choice(BAD_SETTINGS_LINES) * 2
        ),
    ]
    for index in range(CASES):
        yield makers[index % len(makers)]()


def flip_bits(data: bytes, rng: random.Random) -> bytes:
    damaged = bytearray(data)
    for _ in range(rng.randrange(1, 4)):
        damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
    return bytes(damaged)


def start_and_close(folder: Path) -> tuple[int, int, list[str], str]:
    """Start the game over ``folder``; what it dealt and said, then close and delete it."""
    settings = settings_in(folder)
    window = MainWindow(settings, bot_factory=FirstCardBot, seed=3, data_dir=folder)  # type: ignore[arg-type]
    try:  # the hand is dealt (or restored) at once; its animation does not matter here
        hand = window.controller.hand
        assert hand is not None
        played = len(hand.plays)
        results = len(window.controller.match.results)
        notice = " ".join(window.persistence.board.texts())
        return played, results, sorted(p.name for p in folder.iterdir()), notice
    finally:
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_damaged_files_never_stop_the_game(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """``qtbot`` fails the test on any exception raised inside a Qt callback too; the windows
    follow the system language (damaged settings), put back to English afterwards."""
    rng = random.Random(20261129)
    valid = valid_save(tmp_path)
    for number, damage in enumerate(damaged_files(valid, rng)):
        folder = tmp_path / f"case-{number}"
        folder.mkdir()
        if damage.save is not None:
            (folder / "match.json").write_bytes(damage.save)
        if damage.settings is not None:
            (folder / "settings.ini").write_bytes(damage.settings)
        played, results, files, notice = start_and_close(folder)
        context = f"case {number}: {damage.name}"
        assert (played, results) == (0, 0), f"{context}: not a fresh match"
        if damage.save is not None:
            kept = [f for f in files if f.startswith("match.json.corrupt-")]
            assert len(kept) == 1, f"{context}: {files}"
            assert (folder / kept[0]).read_bytes() == damage.save
            assert kept[0] in notice, f"{context}: the player is told ({notice!r})"
        if damage.settings is not None:
            kept = [f for f in files if f.startswith("settings.ini.corrupt-")]
            assert len(kept) == 1, f"{context}: {files}"
            assert (folder / kept[0]).read_bytes() == damage.settings
            assert kept[0] in notice, f"{context}: the player is told ({notice!r})"
