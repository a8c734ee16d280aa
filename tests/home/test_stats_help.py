"""Hands won with help (a hint): counted beside the result, and older files still load."""

from __future__ import annotations

from dataclasses import asdict

import pytest

from briscola_qt.app.store.stats import HELP_COUNTS, LevelStats, Statistics
from briscola_qt.engine import HandResult


def test_a_helped_hand_is_counted_with_its_result(tmp_path) -> None:
    statistics = Statistics(tmp_path)
    statistics.count_hand("hard", HandResult((70, 50), 0), 2, 0, helped=True)
    statistics.count_hand("hard", HandResult((40, 80), 1), 2, 0, helped=True)
    statistics.count_hand("hard", HandResult((60, 60), None), 2, 0)
    again = Statistics(tmp_path).of("hard", 2)
    assert (again.hands_won, again.hands_lost, again.hands_drawn) == (1, 1, 1)
    assert (again.hands_helped, again.hands_won_helped) == (2, 1)


def test_a_file_from_before_the_coach_loads_with_no_help_counted() -> None:
    data = asdict(LevelStats(hands_won=3, points=200))
    for name in HELP_COUNTS:
        del data[name]
    stats = LevelStats.from_data(data)
    assert stats.hands_won == 3 and stats.hands_helped == 0 and stats.hands_won_helped == 0


def test_more_wins_with_help_than_helped_hands_is_refused() -> None:
    data = asdict(LevelStats(hands_won=3, points=200, hands_helped=1, hands_won_helped=2))
    with pytest.raises(ValueError, match="with help"):
        LevelStats.from_data(data)
