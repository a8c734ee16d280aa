"""Hard's choices over fixed positions, as one hash: a change of strength is always deliberate.

If this fails, Hard plays differently. When that is the point of the change (measured in
the arena and written in docs/bots.md), put the new hash here in the same commit.
"""

from __future__ import annotations

import hashlib
import random

from briscola_qt.bots import make_bot
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import random_position

GOLDEN = "acb5592b65bd0d84"

#: Player counts and variants the positions cycle through: every table Hard plays.
TABLES = (
    (2, Variants()),
    (2, Variants(trump_exchange="seven")),
    (2, Variants()),
    (3, Variants()),
    (4, Variants()),
    (6, Variants()),
)


def choices() -> str:
    """Hard's action (record code) in 60 seeded positions, one per line."""
    rng = random.Random(1717)
    lines = []
    for number in range(60):
        players, variants = TABLES[number % len(TABLES)]
        hand = random_position(rng, players, variants)
        seat = hand.to_move
        assert seat is not None
        lines.append(make_bot("hard", number).choose(SeatView.of(hand, seat)).code)
    return "\n".join(lines)


def test_hard_plays_the_golden_choices() -> None:
    digest = hashlib.sha256(choices().encode()).hexdigest()[:16]
    assert digest == GOLDEN, f"Hard's choices changed; if deliberate, GOLDEN = {digest!r}"
