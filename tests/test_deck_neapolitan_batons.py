"""The Neapolitan 6 of batons: a blind judge found its two sheaves, three clubs bunched in each,
the weakest of the batons. It stands three saltires one over another, so a player counts three
crosses of two."""

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
