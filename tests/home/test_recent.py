"""The last hands kept for the chart: newest last, only the last twenty, checked on load."""

from __future__ import annotations

import json
from pathlib import Path

from briscola_qt.app.store.recent import RECENT_FILE, RECENT_LIMIT
from briscola_qt.app.store.stats import Statistics
from briscola_qt.engine import HandResult


def test_the_last_hands_are_kept_across_restarts_up_to_the_limit(tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    for points in range(RECENT_LIMIT + 5):
        stats.count_hand("normal", HandResult((points, 120 - points), 1))
    stats.count_hand("hard", HandResult((80, 40), 0), players=4)
    stats.count_abandoned("easy", 17, players=3)
    hands = Statistics(tmp_path).recent.hands
    assert len(hands) == RECENT_LIMIT
    assert [(h.players, h.level, h.outcome, h.points) for h in hands[-2:]] == [
        (4, "hard", "won", 80),
        (3, "easy", "abandoned", 17),
    ]
    assert hands[0].points == 7  # the oldest kept: the first seven fell off


def test_a_damaged_list_starts_empty_and_keeps_the_statistics(tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    stats.count_hand("normal", HandResult((70, 50), 0))
    path = tmp_path / RECENT_FILE
    document = json.loads(path.read_text())
    document["data"][0]["points"] = 500
    path.write_text(json.dumps(document))
    again = Statistics(tmp_path)
    assert again.recent.hands == [] and again.of("normal").hands_won == 1
