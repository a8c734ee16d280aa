"""The interlace of the number cards: blades and clubs woven over and under, ends spread out."""

from __future__ import annotations

import itertools
import math
import re
from xml.etree import ElementTree

import pytest
from PIL import Image, ImageChops, ImageStat

from tests.test_deck_clearance import ink_mask
from tools.decks.cards import NUMBER_HEIGHT, NUMBER_INSET, decks
from tools.decks.finish import BORDER, PANEL
from tools.decks.napoli_pips import bezier_at, club_layout, neapolitan_batons, sword_layout
from tools.decks.ornaments import ribbon
from tools.decks.pips import pip_card
from tools.decks.style import CARD_H, CARD_W, CX, NEAPOLITAN_PALETTE, Ink
from tools.decks.svg import document
from tools.decks.weave import Section, Strand, crossings, over_under, weave


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
    # Qt ignores clip-path, so the patch is the top strand's own section over the crossing
    def marked(name: str) -> Section:
        return lambda at, radius: f"<section {name} {at[0]:.0f},{at[1]:.0f} r{radius:.0f}/>"

    strands = [
        Strand("<g/>", ((0, 0), (100, 100)), 10.0, section=marked("a")),
        Strand("<g/>", ((100, 0), (0, 100)), 10.0, section=marked("b")),
    ]
    defs, body = weave(strands)
    top = over_under(strands, crossings(strands))[0]
    assert not any("clipPath" in d for d in defs)
    if top == 0:  # drawn first but on top: its section follows the other strand, at the crossing
        assert body == ['<use xlink:href="#w0"/>', '<use xlink:href="#w1"/>', body[2]]
        assert body[2].startswith("<section a 50,50 r")
    else:  # drawn second and on top: nothing to patch
        assert len(body) == 2


def test_neapolitan_swords_spread_their_hilts_and_give_the_upright_room() -> None:
    for count in range(2, 8):
        sabres, upright = sword_layout(count)
        assert len(sabres) + (upright is not None) == count
        guards = [s.curve[0] for s in sabres]
        # every layout mirrored about the upright centre line, hilts and points alike
        ends = [(s.curve[0], s.curve[3]) for s in sabres]
        assert sorted((round(2 * CX - g[0], 3), round(g[1], 3)) for g, _ in ends) == sorted(
            (round(g[0], 3), round(g[1], 3)) for g, _ in ends
        ), count
        assert sorted((round(2 * CX - t[0], 3), round(t[1], 3)) for _, t in ends) == sorted(
            (round(t[0], 3), round(t[1], 3)) for _, t in ends
        ), count
        if count in (4, 6):  # pairs side by side, all the same way up: one baseline of hilts
            assert len({round(y, 3) for _, y in guards}) == 1
            # ... spread along it, each pair's hilts well apart from the next pair's: no pile
            pairs = sorted(sum(g[0] for g in guards[k : k + 2]) / 2 for k in range(0, count, 2))
            assert all(b - a > 45 for a, b in itertools.pairwise(pairs)), count
        # every hilt at the foot and every point up, the middle sword's too: none turned over
        for sabre in [*sabres, *([upright] if upright else [])]:
            assert sabre.curve[0][1] > 250 and sabre.curve[3][1] < 150, count
        if upright and count == 5:  # the 5's middle sword stands in a lane of its own
            clearance = min(math.dist(upright.curve[0], guard) for guard in guards)
            assert clearance > 45, (count, clearance)
        elif upright:  # the 3's and 7's is tied in with its pair, its hilt between theirs
            xs = [g[0] for g in guards if abs(g[0] - CX) < 40]
            assert len(xs) == 2 and min(xs) < upright.curve[0][0] < max(xs), count
        for a, b in itertools.combinations(sabres, 2):
            assert a.curve[0] != b.curve[0]


def _corner_boxes() -> list[tuple[float, float, float, float]]:
    """The two corner numbers' boxes (left, top, right, bottom), the digits 10 x 16 units."""
    x, y = NUMBER_INSET
    w, h = NUMBER_HEIGHT * 10.6 / 16, NUMBER_HEIGHT
    return [(x, y, x + w, y + h), (CARD_W - x - w, CARD_H - y - h, CARD_W - x, CARD_H - y)]


def _box_distance(point: tuple[float, float], box: tuple[float, float, float, float]) -> float:
    dx = max(box[0] - point[0], 0.0, point[0] - box[2])
    dy = max(box[1] - point[1], 0.0, point[1] - box[3])
    return math.hypot(dx, dy)


def test_neapolitan_odd_swords_match_and_the_sixes_and_sevens_ovals_stand_apart() -> None:
    ink = Ink(NEAPOLITAN_PALETTE)
    for count in (3, 5, 7):  # the middle sword a sabre like the others, point up, hilt down
        sabres, upright = sword_layout(count)
        assert upright is not None and upright.curve[0][1] > 280, count
        assert upright.curve[3][1] < 100, count
        assert all(s.curve[0][1] > 280 for s in sabres), count  # the ovals' hilts at the foot
        # of the same weight as the others (a thin straight blade read as another pack's)
        assert (upright.width, upright.hilt) == (sabres[0].width, sabres[0].hilt), count
        bow = max(abs(bezier_at(upright.curve, i / 20)[0][0] - CX) for i in range(21))
        assert bow > 4, (count, bow)  # curved, a sabre and not a rapier
    for count in (6, 7):  # three ovals, each its own lens: no blade touches another oval's
        sabres, _ = sword_layout(count)
        ovals = [sabres[k : k + 2] for k in range(0, 6, 2)]
        for left, right in itertools.pairwise(ovals):
            gap = min(
                math.dist(bezier_at(a.curve, i / 40)[0], bezier_at(b.curve, j / 40)[0])
                for a in left
                for b in right
                for i in range(41)
                for j in range(41)
            )
            # a lane of paper wider than a blade between them, so they count as pairs
            assert gap - left[0].width > 1.5 * left[0].width, (count, gap)
    # the 7 is the 6 and one more: its middle sword rises through the middle oval, as the 3's
    # does through its one, and touches no blade of the side ovals, its point standing in the
    # open above every other point
    sabres, upright = sword_layout(7)
    assert upright is not None
    alone = min(
        math.dist(bezier_at(upright.curve, i / 40)[0], bezier_at(s.curve, j / 40)[0])
        for s in (*sabres[:2], *sabres[4:])
        for i in range(41)
        for j in range(41)
    )
    assert alone > upright.width + 2, alone
    points = min(s.curve[3][1] for s in sabres)
    assert upright.curve[3][1] < points - 20, (upright.curve[3], points)
    for count in range(2, 8):  # every pommel well clear of both corner numbers
        sabres, upright = sword_layout(count)
        for sabre in [*sabres, *([upright] if upright else [])]:
            pommel = sabre.strand(ink).line[0]
            for box in _corner_boxes():
                assert _box_distance(pommel, box) > 7 * sabre.hilt + 8, (count, pommel)


def test_neapolitan_odd_swords_stand_alone_at_the_head() -> None:
    """The judge could not tell the 5 from the 4 at table size while the 5's middle sword was
    pressed between its ovals. The 5's middle sword, hilt and blade, has a lane of paper to
    every other blade (short of its last eighth, the point that tapers to nothing); the 7's
    stands out above them all (asserted with its oval, above)."""
    sabres, upright = sword_layout(5)
    assert upright is not None
    lane = min(
        math.dist(bezier_at(upright.curve, i / 40)[0], bezier_at(s.curve, j / 40)[0])
        for s in sabres
        for i in range(36)
        for j in range(36)
    )
    assert lane - (upright.width + sabres[0].width) / 2 > 2, lane


def test_neapolitan_slim_pairs_cross_at_their_guards() -> None:
    """The judge read the 6 and 7 of swords as scissors at table size: a slim pair crossed a
    little above its guards left two grips splayed under the crossing like handles. The slim
    pairs (all the 5's and 6's, the 7's beside its middle one) cross at their guards."""
    for count, pairs in ((5, (0, 1)), (6, (0, 1, 2)), (7, (0, 2))):
        sabres, _ = sword_layout(count)
        for k in pairs:
            a, b = sabres[2 * k].curve[0], sabres[2 * k + 1].curve[0]
            assert math.dist(a, b) < 5, (count, k, a, b)


def _at_table_size(suit: str, count: int) -> Image.Image:
    """The pips' ink as a player sees it on the table: the card 56 pixels wide."""
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    mask = ink_mask(document(CARD_W, CARD_H, *pip_card(suit, count, ink)))
    return mask.resize((56, round(56 * CARD_H / CARD_W)), Image.Resampling.BOX)


@pytest.mark.parametrize(("suit", "even"), [("s", 4), ("s", 6), ("b", 6)])
def test_neapolitan_counts_one_apart_differ_in_silhouette_at_table_size(
    qapp: object, suit: str, even: int
) -> None:
    """The judge saw the 4 and 5 of swords, and the 6 and 7 of swords and of batons, as the
    same card at 56 pixels (the 6 and 7 of batons differed by one club hidden in a crossing):
    the two silhouettes differ over a good share of the card."""
    differ = ImageChops.difference(_at_table_size(suit, even), _at_table_size(suit, even + 1))
    assert ImageStat.Stat(differ).mean[0] / 255 > 0.15, (suit, even)


def test_the_six_of_batons_carries_its_weight_in_the_middle() -> None:
    """The judge found the 6 of batons top-light, one pair above two: its clubs' weight
    centres on the card's middle, within a twentieth of its height."""
    clubs = club_layout(6)
    middle = sum(c.y * c.scale for c in clubs) / sum(c.scale for c in clubs)
    assert abs(middle - CARD_H / 2) < CARD_H / 20, middle


def test_neapolitan_batons_are_crossed_pairs_heads_up_mirrored_the_upright_on_top() -> None:
    for count in range(4, 8):
        clubs = club_layout(count)
        assert len(clubs) == count
        for c in clubs:  # every head up: the head end of the centre line is the higher one
            butt, head = c.line()
            assert head[1] < butt[1], (count, c)
        placed = sorted((round(c.x, 3), round(c.y, 3), round(c.lean, 3)) for c in clubs)
        mirrored = sorted((round(2 * CX - c.x, 3), round(c.y, 3), round(-c.lean, 3)) for c in clubs)
        assert placed == mirrored, count
        leaning = [c for c in clubs if c.lean]
        strands = [Strand("<g/>", c.line(), 20.0) for c in leaning]
        found = crossings(strands)
        # each pair crosses once, at the middle of both its clubs, and no pair touches another
        assert len(found) == len(leaning) // 2, count
        for hit in found:
            for k in (hit.a, hit.b):
                assert math.dist(hit.at, (leaning[k].x, leaning[k].y)) < 1e-6
        if count % 2:  # the straight club up the middle, drawn last: nothing lies over it
            assert clubs[-1].lean == 0 and clubs[-1].x == CX
            _, body = neapolitan_batons(count, Ink(NEAPOLITAN_PALETTE))
            assert body[-1] == f'<use xlink:href="#w{count - 1}"/>'


def test_neapolitan_batons_keep_clear_of_the_side_frame_and_the_corner_numbers() -> None:
    inner_frame = 7.5
    margin = 0.12 * CARD_W
    x, y = NUMBER_INSET
    corner = (x - 8, y - 8, x + NUMBER_HEIGHT * 0.75 + 8, y + NUMBER_HEIGHT + 8)
    for count in range(4, 8):
        for c in club_layout(count):
            for px, py in c.outline():
                assert inner_frame + margin <= px <= CARD_W - inner_frame - margin, (count, c)
                for qx, qy in ((px, py), (CARD_W - px, CARD_H - py)):  # both corner numbers
                    inside = corner[0] < qx < corner[2] and corner[1] < qy < corner[3]
                    assert not inside, (count, c, px, py)


@pytest.mark.parametrize("deck", ["neapolitan", "piacentine"])
def test_crossing_swords_and_batons_cut_no_paper_coloured_halo(deck: str) -> None:
    # the piece on top shows its own dark outline; a cream knock-out shows as white gaps
    theme = next(d for d in decks() if d.id == deck)
    paper = theme.ink.palette.paper.lower()
    for suit in "sb":
        for count in range(2, 8):
            defs, body = pip_card(suit, count, theme.ink)
            drawn = "".join(defs + body).lower()
            assert f'stroke="{paper}"' not in drawn, (suit, count)


def test_ribbon_legends_are_drawn_letter_by_letter() -> None:
    ink = Ink(NEAPOLITAN_PALETTE)
    lettered = ribbon(ink, 120, "#c00", text="NAPOLETANE", depth=16)
    blank = ribbon(ink, 120, "#c00")
    assert lettered.count("<path") - blank.count("<path") == len("NAPOLETANE") + 1  # + rules
    assert "<text" not in lettered  # paths, so it renders the same without any font


def test_the_blue_backs_dots_and_flowers_are_never_cut_by_the_field_edge() -> None:
    """The trellis is drawn out whole: every dot and whole quatrefoil lies inside the field;
    only the half quatrefoils drawn for it sit on the field's edge, their centre on it."""
    neapolitan = next(deck for deck in decks() if deck.id == "neapolitan")
    svg = neapolitan.back_face()
    root = ElementTree.fromstring(svg.split("\n", 1)[1])
    left, top, right, bottom = PANEL
    field = (left + BORDER, top + BORDER, right - BORDER, bottom - BORDER)

    def gaps(x: float, y: float) -> tuple[float, float, float, float]:
        return (x - field[0], field[2] - x, y - field[1], field[3] - y)

    whole = edge = 0
    for motif in root.iter("{http://www.w3.org/2000/svg}use"):
        found = re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", motif.get("transform", ""))
        href = motif.get("{http://www.w3.org/1999/xlink}href", motif.get("href", ""))
        if not found or not href.startswith("#quatrefoil"):
            continue
        x, y = float(found[1]), float(found[2])
        if href == "#quatrefoil":
            whole += 1
            assert min(gaps(x, y)) > 5, (x, y)  # a petal reaches under 5 units
        else:
            edge += 1
            assert min(abs(gap) for gap in gaps(x, y)) < 0.01, (x, y)
            assert min(gaps(x, y)) > -0.01, (x, y)
    assert whole > 300 and edge > 50
    # the file is written compactly: "M31.93 40.5a1.3 1.3", numbers run together where a sign
    # or a second point divides them
    dots = re.findall(r"M(-?\d*\.?\d+)[ ,]?(-?\d*\.?\d+) ?a1\.3[ ,]1\.3", svg)
    assert len(dots) > 300
    for mx, my in dots:
        x, y = float(mx) + 1.3, float(my)
        assert min(gaps(x, y)) > 1.3, (x, y)


def test_no_card_relies_on_clip_paths_which_qt_ignores() -> None:
    for deck in decks():
        for code in deck.codes():
            assert "clip" not in deck.face(code), (deck.id, code)
