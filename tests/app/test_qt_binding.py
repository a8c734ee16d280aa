"""The Qt binding must keep Python's reference counts: PySide6 6.12.0 on Python 3.11 did not.

That release returned None and True from C++ calls without owning a reference, so a game
aborted after some minutes of animation ("Fatal Python error: none_dealloc"). pyproject.toml
excludes it; this test catches a binding with the same fault wherever the suite runs.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem

CALLS = 200


class _Emitter(QObject):
    signal = Signal()


def test_calls_returning_none_keep_the_reference_to_none(qapp) -> None:
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        item.setPos(1.0, 2.0)
    assert sys.getrefcount(None) - before > -CALLS // 2


def test_emit_keeps_the_reference_to_true(qapp) -> None:
    emitter = _Emitter()
    before = sys.getrefcount(True)
    for _ in range(CALLS):
        emitter.signal.emit()
    assert sys.getrefcount(True) - before > -CALLS // 2
