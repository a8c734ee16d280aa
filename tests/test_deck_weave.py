"""The interlace of the number cards: blades and clubs woven over and under, ends spread out."""

from __future__ import annotations

import itertools
import math

from tools.decks.napoli_pips import sword_layout
from tools.decks.weave import Strand, crossings, over_under, weave


def _strand(a: tuple[float, float], b: tuple[float, float]) -> Strand:
    return Strand("<g/>", (a, b), 10.0)


def test_a_lattice_alternates_over_and_under_along_every_strand() -> None:
    # two parallel strands one way, two the other: four crossings, a true weave
    strands = [
        _strand((0, 0), (100, 100)),
        _strand((40, 0), (140, 100)),
        _strand((100, 0), (0, 100)),
        _strand((140, 0), (40, 100)),
    ]
    found = crossings(strands)
    assert len(found) == 4
    top = over_under(strands, found)
    for s in range(len(strands)):
        mine = sorted(
            (i for i, c in enumerate(found) if s in (c.a, c.b)), key=lambda i: found[i].at[1]
        )
        pattern = [top[i] == s for i in mine]
        assert pattern in ([True, False], [False, True]), (s, pattern)


def test_a_strand_drawn_first_but_on_top_is_patched_back_over() -> None:
    strands = [_strand((0, 0), (100, 100)), _strand((100, 0), (0, 100))]
    defs, body = weave(strands)
    top = over_under(strands, crossings(strands))[0]
    assert any("clipPath" in d for d in defs) == (top == 0)
    assert len(body) == 2 + (top == 0)


def test_neapolitan_swords_spread_their_hilts_and_give_the_upright_room() -> None:
    for count in range(2, 8):
        sabres, upright = sword_layout(count)
        assert len(sabres) + (upright is not None) == count
        guards = [s.curve[0] for s in sabres]
        if count >= 4:  # hilts at both ends of the card, not all piled at the foot
            assert min(y for _, y in guards) < 150 or (upright and upright.curve[0][1] < 150)
            assert max(y for _, y in guards) > 250
        if upright:
            clearance = min(math.dist(upright.curve[0], guard) for guard in guards)
            assert clearance > 45, (count, clearance)
        for a, b in itertools.combinations(sabres, 2):
            assert a.curve[0] != b.curve[0]
