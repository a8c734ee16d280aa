"""Benchmark the coach: how long a hint and a review take with the real Hard, and the GUI
event loop's latency meanwhile (a 5 ms probe timer), against the issue's targets.

Usage: python tools/bench_coach.py [--hands 2] [--players 5]   (5: Briscola chiamata)

Figures and targets (issue 14):
- the GUI thread's event-loop latency while the coach thinks, p99: <= 20 ms
- a hint within Hard's time budget (its 95th percentile per move, docs/bots.md): <= 1.0 s
Runs offscreen with throw-away settings; prints one line per figure and exits 1 on a miss.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench_app import (  # type: ignore[import-not-found]
    PROBE_MS,
    LatencyProbe,
    percentile,
    report,
)
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from table_driver import open_window  # type: ignore[import-not-found]

from briscola_qt.app.game.controller import Phase
from briscola_qt.app.main import register_resources
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase

TARGET_LATENCY_P99_MS = 20.0
TARGET_HINT_P95_S = 1.0
IDLE_S = 3.0
POLL_MS = 10
STOPS = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


class Probe(LatencyProbe):  # type: ignore[misc]
    """bench_app's 5 ms probe, counting the ticks while ``busy()`` says the coach thinks."""

    def __init__(self, window: MainWindow, busy: Callable[[], bool]) -> None:
        self._busy = busy
        super().__init__(window)

    def _tick(self) -> None:
        now = time.perf_counter()
        if self._busy():
            self.late_ms.append(max(0.0, (now - self._last) * 1000 - PROBE_MS))
        self._last = now


def run_until(condition: Callable[[], bool]) -> None:
    """Run the event loop, asleep between events as in the app, until ``condition`` holds.

    (table_driver's wait_until spins on processEvents, which would keep the GUI thread
    asking for the interpreter lock and bias the latency measured here.)
    """
    loop = QEventLoop()
    check = QTimer()
    check.timeout.connect(lambda: loop.quit() if condition() else None)
    check.start(POLL_MS)
    if not condition():
        loop.exec()
    check.stop()


def settle_for(seconds: float) -> None:
    """Run the event loop for ``seconds``."""
    end = time.perf_counter() + seconds
    run_until(lambda: time.perf_counter() >= end)


def coach_hands(window: MainWindow, hands: int) -> tuple[list[float], list[float]]:
    """Ask a hint on every turn and let each review finish: the seconds each one took."""
    controller, coaching = window.controller, window.coaching
    hints: list[float] = []
    reviews: list[float] = []
    for _ in range(hands):
        while True:
            run_until(lambda: controller.phase in STOPS)
            if controller.phase is not Phase.HUMAN_TURN:
                break
            hand = controller.hand
            if isinstance(hand, ChiamataHand) and hand.phase is not ChiamataPhase.PLAY:
                auction = hand.phase is ChiamataPhase.AUCTION  # the mildest bid, the first call
                window.auction.buttons[1 if auction else 0][0].click()
                continue
            started = time.perf_counter()
            coaching.ask_hint()
            run_until(lambda: coaching.hint is not None)
            hints.append(time.perf_counter() - started)
            hint = coaching.hint
            assert hint is not None
            if not controller.exchange():
                assert hint.best.card is not None
                controller.play(hint.best.card)
        started = time.perf_counter()
        run_until(lambda: coaching.review is not None)
        reviews.append(time.perf_counter() - started)
        controller.next_hand()
    return hints, reviews


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2, help="hands to play with the coach")
    parser.add_argument("--players", type=int, default=2, help="5 for Briscola chiamata")
    args = parser.parse_args(argv)
    register_resources()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="briscola-bench-") as temp:
        window = open_window(
            Path(temp), level="normal", speed="fast", seed=5, players=args.players
        )
        coaching = window.coaching
        # The same probe with nothing thinking: what the machine's own load costs.
        run_until(lambda: window.controller.phase is Phase.HUMAN_TURN)
        idle_probe = Probe(window, lambda: True)
        settle_for(IDLE_S)
        idle_probe.stop()
        hint_probe = Probe(window, lambda: coaching.thinking and not coaching.asker.reviewing)
        review_probe = Probe(window, lambda: coaching.asker.reviewing)
        hints, reviews = coach_hands(window, args.hands)
        hint_probe.stop()
        review_probe.stop()
        window.close()
    idle = idle_probe.late_ms or [0.0]
    print(
        f"{'GUI latency with nothing thinking (baseline)':<44} "
        f"p50 {percentile(idle, 0.5):.1f} ms, p99 {percentile(idle, 0.99):.1f} ms "
        f"(max {max(idle):.1f} ms; load average {os.getloadavg()[0]:.1f})"
    )
    results = []
    for name, probe in (("a hint", hint_probe), ("a review", review_probe)):
        late = probe.late_ms or [0.0]
        results.append(
            report(
                f"GUI latency while Hard thinks of {name} (5 ms probe)",
                f"p50 {percentile(late, 0.5):.1f} ms, p99 {percentile(late, 0.99):.1f} ms",
                percentile(late, 0.99),
                TARGET_LATENCY_P99_MS,
            )
        )
        print(f"{'':<44} ({len(late)} ticks, max {max(late):.1f} ms)")
    results += [
        report(
            "hint with the real Hard, answer on the table",
            f"median {statistics.median(hints):.2f} s, p95 {percentile(hints, 0.95):.2f} s",
            percentile(hints, 0.95),
            TARGET_HINT_P95_S,
        ),
    ]
    print(f"{'':<44} ({len(hints)} hints)")
    print(
        f"{'review of a hand, on the worker thread':<44} "
        f"median {statistics.median(reviews):.1f} s, max {max(reviews):.1f} s ({len(reviews)})"
    )
    del app
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
