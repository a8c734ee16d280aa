"""The Neapolitan swords: the 6 and 7 as rows of like ovals, the blades' steel, what ties
each pair and the 5's little scene."""

from __future__ import annotations

import itertools
import math
import re

from PIL import ImageChops, ImageFilter

from tests.test_deck_clearance import ink_mask
from tools.decks.napoli_flourish import ribbon_bow
from tools.decks.napoli_pips import (
    BOW,
    OVALS,
    RING,
    TAPER,
    Sabre,
    neapolitan_swords,
    pair_knot,
    spline_at,
    sword_layout,
)
from tools.decks.style import CARD_H, CARD_W, CX, NEAPOLITAN_PALETTE, Ink
from tools.decks.suits_neapolitan import PIP_KNOBS
from tools.decks.svg import document, num
from tools.decks.vignette import piper_scene
from tools.decks.weave import crossings

INK = Ink(NEAPOLITAN_PALETTE)
GLINT_STROKE = f'stroke="{NEAPOLITAN_PALETTE.white}"'


def _length(sabre: Sabre, steps: int = 200) -> float:
    along = [spline_at(sabre.knots, k / steps)[0] for k in range(steps + 1)]
    return sum(math.dist(a, b) for a, b in itertools.pairwise(along))


def _pairs(count: int) -> list[list[Sabre]]:
    sabres, _ = sword_layout(count)
    return [sabres[k : k + 2] for k in range(0, len(sabres), 2)]


def test_the_six_and_seven_lay_three_ovals_side_by_side_every_blade_of_a_length() -> None:
    """The judge saw the 7 as four leftover pieces round a squashed oval half the size of the
    others, and the 6 as three ovals woven every way: both lay their three pairs side by side,
    one in each third of the card, and no blade is shorter than four fifths of the longest."""
    for count in (6, 7):
        middles = sorted(sum(s.knots[0][0] for s in pair) / 2 for pair in _pairs(count))
        assert middles[0] < CARD_W / 3 and middles[2] > 2 * CARD_W / 3, (count, middles)
        assert math.isclose(middles[1], CX), (count, middles)
        sabres, upright = sword_layout(count)
        lengths = [_length(s) for s in [*sabres, *([upright] if upright else [])]]
        assert min(lengths) > 0.8 * max(lengths), (count, lengths)


def test_the_six_stands_its_hilts_in_a_row_the_seven_drops_its_middle_pair() -> None:
    """Two judges read the 6 and 7 as one chain-link mesh, the middle pair's hilts tucked
    between the others': the 6 stands all six guards on one line, so a player counts six
    hilts along the foot, and the 7 drops its middle pair a whole hilt (guard to pommel)
    below its side pairs, under the middle sword, so the two counts differ at a glance."""
    hilt = PIP_KNOBS[2][1] + PIP_KNOBS[2][2] - PIP_KNOBS[0][1]
    guards = {s.knots[0][1] for pair in _pairs(6) for s in pair}
    assert len(guards) == 1, guards
    left, middle, right = _pairs(7)
    sides = {s.knots[0][1] for s in left + right}
    assert len(sides) == 1, sides
    drop = middle[0].knots[0][1] - sides.pop()
    assert drop > hilt * middle[0].hilt, (drop, hilt * middle[0].hilt)


def test_the_seven_stands_one_bold_sword_down_the_middle_at_full_height() -> None:
    """The judge read the 7 across the table as a 6: three lens-pairs and one hilt poking up.
    Its middle sword is the card's silhouette, one big upright sword the 6 lacks: its blade
    near twice as broad as the pairs' and two fifths broader than the 3's and 5's middle
    swords', its gold hilt a quarter larger than theirs, its guard in the card's top quarter
    and its point below seven eighths of its height, under every pair's guard."""
    sabres, seven = sword_layout(7)
    assert seven is not None
    others = [upright for count in (3, 5) if (upright := sword_layout(count)[1])]
    assert seven.width >= 1.8 * max(s.width for s in sabres), seven.width
    assert seven.width >= 1.4 * max(s.width for s in others), seven.width
    assert seven.hilt >= 1.25 * max(s.hilt for s in others), seven.hilt
    assert seven.knots[0][1] < CARD_H / 4 and seven.knots[-1][1] > 7 * CARD_H / 8, seven.knots
    assert seven.knots[-1][1] > max(s.knots[0][1] for s in sabres), seven.knots


def test_the_four_stands_its_two_ovals_side_by_side_as_broad_as_its_hilts_allow() -> None:
    """The judge saw the 4's two interlocked ovals tangle its four blades in the middle and
    squeeze its flowers: its two ovals stand side by side, no blade of one crossing the
    other's, each the broadest oval of the 4-7 (four blades read at once at table size), one
    in each half of the card."""
    sabres, _ = sword_layout(4)
    found = crossings([s.strand(INK) for s in sabres])
    assert found and all(c.a // 2 == c.b // 2 for c in found), found
    left, right = OVALS[4]
    assert left.dx + left.half_w < 0 < right.dx - right.half_w, (left, right)
    broadest = max(oval.half_w for count in (5, 6, 7) for oval in OVALS[count])
    assert min(left.half_w, right.half_w) > broadest, (left, right)


def _glints(drawn: str) -> list[list[tuple[float, float]]]:
    """The points of every glint line drawn."""
    found = []
    for d in re.findall(rf'<path d="([^"]+)"[^>]*{GLINT_STROKE}', drawn):
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
        found.append(list(zip(numbers[::2], numbers[1::2], strict=True)))
    return found


def _inside(sabre: Sabre, point: tuple[float, float], steps: int = 300) -> bool:
    """Whether a point lies on the blade, a pen's width inside its outline."""
    return any(
        math.dist(point, spline_at(sabre.knots, k / steps)[0])
        < sabre.width / 2 * (1 - TAPER * k / steps) - INK.pen.thin
        for k in range(steps + 1)
    )


def test_every_blade_carries_a_glint_of_steel_down_its_ridge() -> None:
    """The judge saw flat blue blades as tongs: every sword of the 2-7 draws one pale line
    down its blade, on the blade, from the guard over three quarters of its length, and draws
    it again where it passes over another blade, so the glint runs unbroken over crossings."""
    for count in range(2, 8):
        sabres, upright = sword_layout(count)
        for sabre in [*sabres, *([upright] if upright else [])]:
            strand = sabre.strand(INK, on_top=sabre is upright)
            (glint,) = _glints(strand.art)
            assert all(_inside(sabre, point) for point in glint), count
            run = sum(math.dist(a, b) for a, b in itertools.pairwise(glint))
            assert run > 0.75 * _length(sabre), (count, run)
            middle, _ = spline_at(sabre.knots, 0.5)
            assert len(_glints(strand.section(middle, 20.0))) == 1, count
        # and the card as drawn carries one glint for every sword
        defs, _ = neapolitan_swords(count, INK)
        assert len(_glints("".join(defs))) == count, count


def test_the_red_bow_ties_the_two_and_three_alone_the_others_pairs_are_ringed_in_gold() -> None:
    """On the printed pack the red bow belongs to the 2 and 3 of swords; the judge saw it on
    every sword card, where it stopped being special. The 2 and 3 tie their one pair with it;
    the 4-7 draw no part of a ribbon, and mark each pair's crossing by its hilts with a gold
    ring centred on it, so the pairs still tell apart from the crossings between ovals."""
    ribbon_parts = set(re.findall(r'd="([^"]+)"', ribbon_bow(INK)))
    ring = re.compile(
        rf'<circle cx="([\d.]+)" cy="([\d.]+)" r="{num(RING)}" fill="none" '
        rf'stroke="{NEAPOLITAN_PALETTE.gold}"'
    )
    for count in range(2, 8):
        sabres, _ = sword_layout(count)
        _, body = neapolitan_swords(count, INK)
        drawn = "".join(body)
        pairs = [sabres[k : k + 2] for k in range(0, len(sabres), 2)]
        knots = [pair_knot([s.strand(INK) for s in pair], pair[0]) for pair in pairs]
        rings = [(float(x), float(y)) for x, y in ring.findall(drawn)]
        if count <= 3:
            assert drawn.count(ribbon_bow(INK.at_scale(BOW))) == 1 and not rings, count
        else:
            assert not any(part in drawn for part in ribbon_parts), count
            assert len(rings) == len(pairs), (count, rings)
            for at in rings:
                assert min(math.dist(at, knot) for knot in knots) < 0.2, (count, at)


def test_the_five_pictures_its_little_scene_low_under_swords_at_full_height(qapp: object) -> None:
    """The judge: the Neapolitan 5 of swords is the card with the little scene between the blades,
    and its absence is the first thing a Neapolitan player notices; then that it was tiny,
    squeezed against the sword tips; then, drawn large, that it pushed the three swords
    into the top third at half the size of the 4's and 6's, the two men stuck on. The 5
    alone draws the piper, his companion and the fox, low in the card's lower third on a
    ground running across three fifths of the card's foot under the hilts (a mound between
    the hilts alone read as a tiny stamp wedged between them), still a fifth of its height
    so they read as two men and a fox, in paper the swords leave free (no blade, hilt or
    ring within a pen's width of it); its ovals stand as tall as the 6's."""
    scene = piper_scene(INK)
    for count in range(2, 8):
        _, body = neapolitan_swords(count, INK)
        assert body.count(scene) == (count == 5), count
    assert {oval.half_h for oval in OVALS[5]} == {oval.half_h for oval in OVALS[6]}
    defs, body = neapolitan_swords(5, INK)
    alone = ink_mask(document(CARD_W, CARD_H, [], [scene]))
    left, top, right, foot = alone.getbbox() or (0, 0, 0, 0)
    assert top >= CARD_H * 2 / 3, alone.getbbox()
    assert foot - top >= CARD_H / 5 and right - left >= 0.6 * CARD_W, alone.getbbox()
    swords = ink_mask(document(CARD_W, CARD_H, defs, [b for b in body if b != scene]))
    near = swords.filter(ImageFilter.MaxFilter(5))
    touching = ImageChops.multiply(near, alone).getbbox()
    assert touching is None, touching
