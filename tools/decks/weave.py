"""True over/under interlace for the swords and batons of the number cards.

Each strand (a sword or a club) is drawn once as a ``<defs>`` group; where two strands cross,
the one that should lie on top but was drawn first has a short section of itself drawn again
over the crossing (Qt's SVG renderer ignores clip-path, so the section is drawn as its own
shape rather than a clipped copy). Along every strand the crossings alternate over and under
where the geometry allows, like a woven lattice, instead of one blade simply stacked on
another. The piece on top shows its own dark outline over the one below, as in a printed
pack; no cream knock-out gap is cut round it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

from .svg import g, use

Point = tuple[float, float]

# draws the stretch of a strand within a radius of a point on it, with its dark outline
Section = Callable[[Point, float], str]


def _no_section(at: Point, radius: float) -> str:
    return ""


@dataclass(frozen=True)
class Strand:
    """One sword or club in card coordinates: its drawing, centre line and width, and how to
    draw a short section of it again where it passes over a strand drawn after it."""

    art: str
    line: tuple[Point, ...]
    width: float
    on_top: bool = False  # the central upright: never woven under anything
    section: Section = _no_section


@dataclass(frozen=True)
class Crossing:
    a: int
    b: int
    at: Point
    angle: float  # between the two strands, radians


def _segment_cross(p: Point, q: Point, r: Point, s: Point) -> tuple[Point, float] | None:
    d1 = (q[0] - p[0], q[1] - p[1])
    d2 = (s[0] - r[0], s[1] - r[1])
    denom = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(denom) < 1e-9:
        return None
    t = ((r[0] - p[0]) * d2[1] - (r[1] - p[1]) * d2[0]) / denom
    u = ((r[0] - p[0]) * d1[1] - (r[1] - p[1]) * d1[0]) / denom
    if not (0 <= t < 1 and 0 <= u < 1):
        return None
    cos = abs(d1[0] * d2[0] + d1[1] * d2[1]) / (math.hypot(*d1) * math.hypot(*d2))
    return (p[0] + t * d1[0], p[1] + t * d1[1]), math.acos(min(cos, 1.0))


def crossings(strands: list[Strand]) -> list[Crossing]:
    """Every point where two centre lines cross (near-duplicates merged)."""
    found: list[Crossing] = []
    for a, b in itertools.combinations(range(len(strands)), 2):
        for p, q in itertools.pairwise(strands[a].line):
            for r, s in itertools.pairwise(strands[b].line):
                hit = _segment_cross(p, q, r, s)
                if hit and not any(
                    c.a == a and c.b == b and math.dist(c.at, hit[0]) < 6 for c in found
                ):
                    found.append(Crossing(a, b, hit[0], hit[1]))
    return found


def _along(strand: Strand, point: Point) -> float:
    """How far along the strand's centre line a point lies (for ordering its crossings)."""
    best, walked, where = math.inf, 0.0, 0.0
    for p, q in itertools.pairwise(strand.line):
        length = math.dist(p, q)
        if (d := math.dist(p, point) + math.dist(point, q) - length) < best:
            best, where = d, walked + math.dist(p, point)
        walked += length
    return where


def over_under(strands: list[Strand], found: list[Crossing]) -> dict[int, int]:
    """Which strand lies on top at each crossing (by index into ``found``).

    Each woven strand alternates over and under along its length, starting on a phase chosen
    so that the two strands at a crossing agree as often as possible.
    """
    rank: dict[tuple[int, int], int] = {}
    for s in range(len(strands)):
        # only crossings with woven strands count: one lying under an upright on top of all
        # would otherwise break the alternation of the crossings after it
        mine = sorted(
            (
                i
                for i, c in enumerate(found)
                if s in (c.a, c.b) and not (strands[c.a].on_top or strands[c.b].on_top)
            ),
            key=lambda i: _along(strands[s], found[i].at),
        )
        rank.update({(s, i): k for k, i in enumerate(mine)})

    def wants_over(s: int, i: int, phases: tuple[int, ...]) -> bool:
        if strands[s].on_top:
            return True
        return (s, i) in rank and (rank[(s, i)] + phases[s]) % 2 == 0

    best: tuple[int, tuple[int, ...]] = (-1, ())
    for phases in itertools.product((0, 1), repeat=len(strands)):
        agree = sum(
            wants_over(c.a, i, phases) != wants_over(c.b, i, phases) for i, c in enumerate(found)
        )
        if agree > best[0]:
            best = (agree, phases)
    phases = best[1]
    return {
        i: c.b if strands[c.b].on_top or not wants_over(c.a, i, phases) else c.a
        for i, c in enumerate(found)
    }


def weave(strands: list[Strand], prefix: str = "w") -> tuple[list[str], list[str]]:
    """Defs and body drawing the strands interlaced; upright strands on top of all."""
    found = crossings(strands)
    on_top = over_under(strands, found)
    order = [i for i, s in enumerate(strands) if not s.on_top]
    order += [i for i, s in enumerate(strands) if s.on_top]
    drawn_at = {s: k for k, s in enumerate(order)}
    defs = [g(s.art, id=f"{prefix}{i}") for i, s in enumerate(strands)]
    patches: dict[int, list[str]] = {s: [] for s in order}
    for i, c in enumerate(found):
        top = on_top[i]
        under = c.b if top == c.a else c.a
        if drawn_at[top] > drawn_at[under]:
            continue
        wa, wb = strands[top].width, strands[under].width
        # far enough along the top strand to cover the whole of the other's width
        radius = min(wb / (2 * max(math.sin(c.angle), 0.2)) + wa / 2 + 4, 100)
        patches[under].append(strands[top].section(c.at, radius))
    body = []
    for s in order:
        body += [use(f"{prefix}{s}"), *patches[s]]
    return defs, body
