"""Statistics per level: counted right, kept across restarts, reset, damage set aside."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from briscola_qt.app.store.stats import STATS_KIND, STATS_VERSION, LevelStats, Statistics
from briscola_qt.app.store.storage import checksum
from briscola_qt.engine import HandResult

WIN = HandResult((70, 50), 0)
LOSS = HandResult((31, 89), 1)
DRAW = HandResult((60, 60), None)


def test_counts_averages_and_streaks(tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    for result in (WIN, WIN, DRAW, WIN, LOSS):
        stats.count_hand("normal", result)
    stats.count_match("normal", won=True)
    stats.count_match("normal", won=False)
    stats.count_match("normal", won=True)
    normal = stats.of("normal")
    assert (normal.hands_won, normal.hands_lost, normal.hands_drawn) == (3, 1, 1)
    assert normal.average_points == (70 * 3 + 60 + 31) / 5
    assert (normal.best_hand_streak, normal.hand_streak) == (2, 0)
    assert (normal.matches_won, normal.matches_lost, normal.best_match_streak) == (2, 1, 1)
    assert stats.of("hard").hands_played == 0 and stats.of("hard").average_points is None


def test_statistics_survive_a_restart_and_reset(tmp_path: Path) -> None:
    first = Statistics(tmp_path)
    first.count_hand("easy", WIN)
    first.count_match("easy", won=True)
    again = Statistics(tmp_path)
    assert again.of("easy") == first.of("easy")
    assert again.damaged_notice() is None
    again.reset()
    assert Statistics(tmp_path).of("easy").hands_played == 0


def test_damaged_statistics_start_from_zero(tmp_path: Path) -> None:
    Statistics(tmp_path).count_hand("easy", WIN)
    path = tmp_path / "statistics.json"
    path.write_text(path.read_text().replace('"hands_won": 1', '"hands_won": 5'))
    stats = Statistics(tmp_path)
    assert stats.of("easy").hands_won == 0
    notice = stats.damaged_notice()
    assert notice is not None and "statistics.json.corrupt-" in notice


def test_each_player_count_keeps_its_own_record_and_old_files_still_load(tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("hard", WIN, 2)
    stats.count_hand("hard", LOSS, 4)
    stats.count_hand("hard", HandResult((50, 40, 30), 0), 3)
    stats.count_abandoned("hard", 22, players=4)
    stats.count_match("hard", won=False, players=6)
    again = Statistics(tmp_path)
    assert again.of("hard").hands_won == 1 and again.of("hard", 2) == again.of("hard")
    four = again.of("hard", 4)
    assert (four.hands_lost, four.points, four.hand_streak) == (2, 31 + 22, 0)
    assert again.of("hard", 3).hands_won == 1 and again.of("hard", 6).matches_lost == 1
    # A file written by the two-seat table: level names alone, as the two-player entries.
    old = {"normal": asdict(LevelStats(hands_won=3, points=200))}
    envelope = {"kind": STATS_KIND, "version": STATS_VERSION, "checksum": checksum(old)}
    envelope["data"] = old
    (tmp_path / "statistics.json").write_text(json.dumps(envelope))
    loaded = Statistics(tmp_path)
    assert loaded.damaged_notice() is None
    assert loaded.of("normal", 2).hands_won == 3 and loaded.of("normal", 4).hands_played == 0
