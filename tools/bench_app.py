"""Benchmark the table: start-up, deck switch, GUI latency while Hard thinks, peak memory.

Usage: python tools/bench_app.py [--starts 3] [--switches 20] [--hands 1]

Figures and targets (issues 6 and 11):
- start-up to the first painted frame, a fresh `briscola --smoke-test` process: <= 1.0 s
- switching decks with a full table (every card re-pictured and the view repainted): <= 50 ms
- the GUI thread's event-loop latency while Hard thinks (a 5 ms probe timer), p99: <= 20 ms,
  at two players and at four (three computer seats thinking one after another)
- peak resident memory of the app playing: <= 250 MB
Runs offscreen with throw-away settings; prints one line per figure and exits 1 on a miss.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication
from table_driver import (  # type: ignore[import-not-found]
    ROOT,
    open_window,
    play_until,
    wait_until,
)

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.main import register_resources
from briscola_qt.app.window.main_window import MainWindow

TARGET_START_S = 1.0
TARGET_SWITCH_MS = 50.0
TARGET_LATENCY_P99_MS = 20.0
TARGET_RSS_MB = 250.0
PROBE_MS = 5


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(name: str, figure: str, value: float, target: float) -> bool:
    ok = value <= target
    print(f"{name:<44} {figure:<34} target <= {target:g}  {'ok' if ok else 'MISSED'}")
    return ok


def startup_seconds(runs: int) -> list[float]:
    """First-frame times of fresh processes, as `--smoke-test` prints them."""
    times = []
    with tempfile.TemporaryDirectory(prefix="briscola-bench-") as home:
        env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        for _ in range(runs):
            done = subprocess.run(
                [sys.executable, "-m", "briscola_qt", "--smoke-test"],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
                check=True,
            )
            found = re.search(r"first frame painted ([0-9.]+) s", done.stdout)
            if found is None:
                raise RuntimeError(f"no start-up time in: {done.stdout!r} {done.stderr!r}")
            times.append(float(found.group(1)))
    return times


def deck_switch_ms(window: MainWindow, switches: int) -> list[float]:
    """Time D with the deal done (40 cards on the table), including the repaint it causes."""
    wait_until(lambda: window.controller.phase is Phase.HUMAN_TURN)
    window.art.wait_until_rendered()
    for _ in range(10):
        QCoreApplication.processEvents()
    decks = ("piacentine", "neapolitan")
    times = []
    for index in range(switches):
        start = time.perf_counter()
        window.menus.set_deck(decks[index % 2])
        window.view.viewport().repaint()
        times.append((time.perf_counter() - start) * 1000)
    return times


class LatencyProbe:
    """A 5 ms timer noting how late each tick fires while the computer is thinking."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.late_ms: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start(PROBE_MS)

    def _tick(self) -> None:
        now = time.perf_counter()
        if self._window.controller.phase is Phase.COMPUTER_TURN:
            self.late_ms.append(max(0.0, (now - self._last) * 1000 - PROBE_MS))
        self._last = now

    def stop(self) -> None:
        self._timer.stop()


def play_hands(window: MainWindow, hands: int) -> None:
    """Play whole hands at normal speed: the player's first card, as soon as it is the turn."""
    for _ in range(hands):
        play_until(window, lambda: False)
        window.controller.next_hand()


def probe_latency(window: MainWindow, hands: int, name: str) -> bool:
    """Play ``hands`` at normal speed with the 5 ms probe ticking while a computer seat thinks."""
    probe = LatencyProbe(window)
    started = time.perf_counter()
    play_hands(window, hands)
    probe.stop()
    played_s = time.perf_counter() - started
    late = probe.late_ms or [0.0]
    ok = report(
        f"{name} (5 ms probe)",
        f"p50 {percentile(late, 0.5):.1f} ms, p99 {percentile(late, 0.99):.1f} ms",
        percentile(late, 0.99),
        TARGET_LATENCY_P99_MS,
    )
    print(f"{'':<44} ({len(late)} ticks over {played_s:.0f} s of play, max {max(late):.1f} ms)")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=3, help="fresh processes to start")
    parser.add_argument("--switches", type=int, default=20, help="deck switches to time")
    parser.add_argument("--hands", type=int, default=1, help="hands against Hard to probe")
    args = parser.parse_args(argv)

    results = []
    starts = startup_seconds(args.starts)
    results.append(
        report(
            "start-up to first painted frame",
            f"median {statistics.median(starts):.2f} s, max {max(starts):.2f} s",
            max(starts),
            TARGET_START_S,
        )
    )

    register_resources()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="briscola-bench-") as temp:
        window = open_window(Path(temp), level="hard", speed="normal", seed=11)
        switches = deck_switch_ms(window, args.switches)
        results.append(
            report(
                "deck switch, full table, with repaint",
                f"median {statistics.median(switches):.1f} ms, max {max(switches):.1f} ms",
                max(switches),
                TARGET_SWITCH_MS,
            )
        )
        results.append(probe_latency(window, args.hands, "GUI latency while Hard thinks"))
        window.close()
        four = open_window(Path(temp), level="hard", speed="normal", seed=11, players=4)
        name = "GUI latency, 4 players, 3 Hard seats"
        results.append(probe_latency(four, args.hands, name))
        four.close()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    results.append(report("peak resident memory", f"{peak_mb:.0f} MB", peak_mb, TARGET_RSS_MB))
    del app
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
