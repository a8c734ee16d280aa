"""The Neapolitan 6 and 7 of batons. A blind judge found the 6's two sheaves, three clubs
bunched in each, the weakest of the batons: it stands three saltires one over another, so a
player counts three crosses of two. Another read the 7's middle sheaf as one lump."""

from __future__ import annotations

import itertools

from tools.decks.napoli_batons import club_layout
from tools.decks.weave import Strand, crossings


def test_the_six_of_batons_is_three_saltires_of_two() -> None:
    clubs = club_layout(6)
    assert all(c.lean for c in clubs)  # no straight club: nothing bunched through a crossing
    groups: list[set[int]] = [{k} for k in range(len(clubs))]
    for a, b in itertools.combinations(range(len(clubs)), 2):
        if crossings([Strand("<g/>", c.line(), 20.0) for c in (clubs[a], clubs[b])]):
            joined = next(g for g in groups if a in g) | next(g for g in groups if b in g)
            groups = [g for g in groups if not g & joined] + [joined]
    assert sorted(len(g) for g in groups) == [2, 2, 2]
    middles = sorted({round(clubs[min(g)].y) for g in groups})
    assert len(middles) == 3  # one over another, not side by side


def test_the_seven_of_batons_spreads_its_middle_three_heads_apart() -> None:
    """A blind judge read the 7's middle, a sheaf crossed at its middle, as one fan-shaped lump
    between two saltires, so the 7 looked like the 5: its three middle clubs stand side by side
    at one height, their heads a full head's breadth apart (a club's head is about 40 units
    across), so a player counts two, three and two."""
    clubs = club_layout(7)
    middle = sorted(clubs, key=lambda c: abs(c.y - clubs[-1].y))[:3]
    assert len({round(c.y) for c in middle} | {round(clubs[-1].y)}) == 1
    heads = sorted(c.line()[1][0] for c in middle)
    assert all(b - a > 55 for a, b in itertools.pairwise(heads)), heads
