"""The Piacentine swords and batons: orderly, mirror-symmetric layouts, feet on one baseline."""

from __future__ import annotations

import itertools
import math

import pytest

from tools.decks.piacentine_pips import BATONS, layout
from tools.decks.style import CX
from tools.decks.suits_piacentine import BINDING, GUARD_HALF_WIDTH


@pytest.mark.parametrize("suit", "sb")
@pytest.mark.parametrize("count", range(2, 8))
def test_piacentine_weapons_are_mirror_symmetric_about_the_centre_line(
    suit: str, count: int
) -> None:
    pieces = layout(suit, count)
    assert len(pieces) == count
    placed = sorted((round(p.x, 3), round(p.y, 3), round(p.lean, 3), p.turned) for p in pieces)
    mirrored = sorted(
        (round(2 * CX - p.x, 3), round(p.y, 3), round(-p.lean, 3), p.turned) for p in pieces
    )
    assert placed == mirrored


@pytest.mark.parametrize("suit", "sb")
@pytest.mark.parametrize("count", range(2, 8))
def test_piacentine_feet_stand_on_one_baseline_evenly_spaced_and_apart(
    suit: str, count: int
) -> None:
    standing = [p for p in layout(suit, count) if not p.turned]
    assert len({round(p.y, 3) for p in standing}) == 1  # hilts or butts on one baseline
    feet = sorted(p.x for p in standing)
    gaps = [b - a for a, b in itertools.pairwise(feet)]
    if count >= 6:  # two sheaves: equal inside each, and a wider lane between them
        assert gaps[0] == pytest.approx(gaps[1]) == pytest.approx(gaps[3]) == pytest.approx(gaps[4])
        assert gaps[2] > gaps[0]
    elif suit == "s" and count == 5:  # two pairs with the vine's lane between them
        assert gaps[0] == pytest.approx(gaps[2]) and gaps[1] > gaps[0]
    else:  # lattices: equal spacing all along
        assert max(gaps) - min(gaps) < 1e-6
    for a, b in itertools.pairwise(sorted(standing, key=lambda p: p.x)):
        # guards (or bound grips) tilt with their pieces: their spans must not touch
        half = GUARD_HALF_WIDTH if suit == "s" else BINDING * BATONS.length / 200
        spans = half * (math.cos(math.radians(a.lean)) + math.cos(math.radians(b.lean)))
        assert b.x - a.x > spans + 1, (count, a, b)
    if count % 2:  # the odd one out stands turned, alone down the middle
        (turned,) = (p for p in layout(suit, count) if p.turned)
        assert turned.x == CX and turned.lean == 0
