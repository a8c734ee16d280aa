"""The Neapolitan swords' blades drawn as steel."""

from __future__ import annotations

import itertools
import math
import re

from tools.decks.napoli_pips import TAPER, Sabre, neapolitan_swords, spline_at, sword_layout
from tools.decks.style import NEAPOLITAN_PALETTE, Ink

INK = Ink(NEAPOLITAN_PALETTE)
GLINT_STROKE = f'stroke="{NEAPOLITAN_PALETTE.white}"'


def _length(sabre: Sabre, steps: int = 200) -> float:
    along = [spline_at(sabre.knots, k / steps)[0] for k in range(steps + 1)]
    return sum(math.dist(a, b) for a, b in itertools.pairwise(along))


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
