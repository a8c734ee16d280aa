"""The Piacentine swords and batons 2-7: long straight swords and knotty cudgels crossed in
saltires a player counts at a glance.

Every piece stands the same way up, point or head at the top of the card and guard or grip at
the bottom (no piece turned), and every card is mirror-symmetric about its upright centre
line. The pieces come in three kinds of group: a crossed pair (a saltire, an X), a sheaf (an
X with an upright through its crossing) and a lone upright. The 2 is one X, the 3 one sheaf;
the 4 sets two X's side by side with a clear lane between them, the 5 stands a bare upright
in that lane (a leafy vine climbing it read as clutter where the eye counts); the 6 sets
three X's abreast and the 7 two X's either side of a sheaf, the odd piece upright in the
middle, the sheaf's pair opened wider than the X's so its three pieces fan into a star (drawn
as narrow as the X's they read as one thick bundle at table size). On the 6 and 7 the middle
group is stepped up and the outer two down, so the six or seven hilts (the clubs' heads and
grips) stand in two rows, every one clear of the next: the old fans of three splayed from one
point could not be counted at table size. In a sheaf the upright is shifted along itself (a
club's up, a sword's down) so its broad end stands clear of its neighbours'. Where pieces
cross, the one drawn later lies over with its own dark outline, as in a printed pack: no
cream knock-out gap.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field, replace

from .piacentine_flowers import weapon_flowers
from .style import CX, CY, Ink
from .suits_piacentine import knotty_club, long_sword
from .svg import el, g, path, use


@dataclass(frozen=True)
class Piece:
    """One sword or club: its foot (a sword's guard, a club's butt) on the card, its lean
    off the vertical (degrees, clockwise: the head leans right) and its length, foot to
    point or head."""

    x: float
    y: float
    lean: float
    length: float

    def head(self) -> tuple[float, float]:
        a = math.radians(self.lean)
        return self.x + self.length * math.sin(a), self.y - self.length * math.cos(a)


@dataclass(frozen=True)
class Layout:
    """How a suit's pieces stand: their length; where along a piece (from its foot) its
    middle lies, which is where a group crosses; the half-angle of an X for each count; how
    far the groups stand off the centre line; how far a sheaf's upright is shifted up."""

    length: float
    middle: float
    spread: dict[int, float]  # half-angle of the X, degrees
    offset: dict[int, float]  # the groups' crossings off the centre line
    slim: dict[int, float]  # pieces drawn this much narrower than their length would have
    rise: float  # a sheaf's upright shifted this far up (negative: down)
    lane_rise: dict[int, float]  # the upright standing alone between groups (the 5)
    # the 6 and 7 stand three groups abreast, saltire beside saltire (a sheaf in the middle of
    # the 7): the middle group raised this far, the outer two lowered as far, so that the
    # six hilts or grips stand in two rows, each clear of the next
    lift: dict[int, float]
    # a sheaf beside saltires (the 7) opens its pair wider than theirs, so its three pieces
    # fan apart into a star and read as three, not as one thick bundle
    sheaf_spread: dict[int, float] = field(default_factory=dict)
    sink: dict[int, float] = field(default_factory=dict)  # a whole card's pieces set lower
    grow: dict[int, float] = field(default_factory=dict)  # the few pieces of a card drawn longer

    def of(self, count: int) -> Layout:
        """This layout with its pieces as long as the ``count`` card draws them."""
        k = self.grow.get(count, 1.0)
        return replace(self, length=self.length * k, middle=self.middle * k)


# the sword's hilt hangs 40 below its guard: its middle is part way up the blade
SWORDS = Layout(
    226.0,
    (226.0 - 40) / 2,
    spread={2: 24.0, 3: 28.0, 4: 17.0, 5: 15.0, 6: 14.0, 7: 15.0},
    offset={4: 56.0, 5: 66.0, 6: 70.0, 7: 70.0},
    sheaf_spread={7: 24.0},
    slim={},
    rise=-42.0,
    lane_rise={5: 26.0},
    lift={6: 30.0, 7: 28.0},
    # the 6 set up a little, its outer hilts clear of the corner number; the 7 a little lower,
    # centred under its tall star (a sprig under their hilts no longer takes the paper below)
    sink={6: -10.0, 7: 6.0},
    # the 5, 6 and 7 shorter, so their pairs stand apart with paper between them at 56 px
    # (the 7 shortest, so its star has room)
    grow={5: 0.85, 6: 0.8, 7: 0.76},
)
# the clubs' heads are broad: the more there are, the slimmer they are drawn
BATONS = Layout(
    236.0,
    118.0,
    spread={2: 21.0, 3: 27.0, 4: 15.0, 5: 12.5, 6: 11.0, 7: 10.0},
    offset={4: 55.0, 5: 63.0, 6: 66.0, 7: 70.0},
    sheaf_spread={7: 21.0},
    slim={4: 0.86, 5: 0.82, 6: 0.74, 7: 0.7},
    rise=48.0,
    lane_rise={5: 30.0},
    lift={6: 24.0, 7: 24.0},
    sink={7: 8.0},  # the 7 set down a little, centred on the card under its tall star
    # the 2 and 3 larger, so they fill the card as the fuller ones do, not float in paper;
    # the 6 and 7 shorter (the 7 most, so its star has room), their middle group stepped up
    # clear of the corner numbers
    grow={2: 1.2, 3: 1.12, 6: 0.9, 7: 0.86},
)
GROUPS: dict[int, tuple[str, ...]] = {  # from left to right: X, sheaf (S) or lone upright (U)
    2: ("X",),
    3: ("S",),
    4: ("X", "X"),
    5: ("X", "U", "X"),
    6: ("X", "X", "X"),
    7: ("X", "S", "X"),
}


def _through(
    spec: Layout, x: float, lean: float, rise: float = 0.0, at: float | None = None
) -> Piece:
    """The piece whose point ``at`` along it from its foot (its middle unless told) is at
    (x, card centre - rise), leaning ``lean`` degrees."""
    a = math.radians(lean)
    along = spec.middle if at is None else at
    return Piece(
        x - along * math.sin(a),
        CY - rise + along * math.cos(a),
        lean,
        spec.length,
    )


def layout(suit: str, count: int) -> list[Piece]:
    """The pieces of the Piacentine ``count`` of swords (``s``) or batons (``b``), in drawing
    order: left to right by group, an X's left-footed piece first, a sheaf's upright over
    its pair."""
    spec = (SWORDS if suit == "s" else BATONS).of(count)
    groups = GROUPS[count]
    spread, offset = spec.spread[count], spec.offset.get(count, 0.0)
    centres = {1: [CX], 2: [CX - offset, CX + offset], 3: [CX - offset, CX, CX + offset]}
    pieces: list[Piece] = []
    for kind, x in zip(groups, centres[len(groups)], strict=True):
        if kind == "U":
            pieces.append(_through(spec, x, 0.0, spec.lane_rise[count]))
            continue
        # a sheaf's pair and upright shifted apart along the upright, the group kept centred
        drop = spec.rise / 2 if kind == "S" else 0.0
        if len(groups) == 3 and count in spec.lift:  # the middle group up, the outer ones down
            drop -= spec.lift[count] if x == CX else -spec.lift[count]
        lean = spec.sheaf_spread.get(count, spread) if kind == "S" else spread
        pieces += [_through(spec, x, lean, -drop), _through(spec, x, -lean, -drop)]
        if kind == "S":
            pieces.append(_through(spec, x, 0.0, spec.rise - drop))
    sink = spec.sink.get(count, 0.0)
    return [replace(p, y=p.y + sink) for p in pieces]


def _drawing(suit: str, ink: Ink, length: float, slim: float = 1.0) -> list[str]:
    """A piece with its foot at the origin, point or head ``length`` up, ``slim`` times as
    broad as its length would make it (clubs only)."""
    if suit == "s":
        return long_sword(ink, length)
    scale = length / 200
    where = f"scale({scale * slim:.4f} {scale:.4f}) translate(0 -100)"
    return [g(*knotty_club(ink.at_scale(scale * math.sqrt(slim))), transform=where)]


def tie(ink: Ink) -> str:
    """A gold cord bound round crossed clubs at the origin, knotted in front, two short
    tails hanging; about 30 units across."""
    p = ink.palette
    return g(
        path("M-15,-3 C-5,-6 5,-6 15,-3 L15,3 C5,0 -5,0 -15,3 Z", **ink.fill(p.gold)),
        path(
            "M-2,2 C-5,9 -8,14 -11,18 M2,2 C5,9 7,14 10,18",
            **ink.line(p.gold_dark, ink.pen.thick * 1.6),
        ),
        path(
            "M-2,2 C-5,9 -8,14 -11,18 M2,2 C5,9 7,14 10,18", **ink.line(p.gold, ink.pen.thick * 0.8)
        ),
        el("circle", cx=0, cy=-0.5, r=4, **ink.fill(p.gold)),
    )


def _crossing(a: Piece, b: Piece) -> tuple[float, float] | None:
    """Where the centre lines of two pieces cross, if they do between their ends."""
    (x1, y1), (x2, y2) = (a.x, a.y), a.head()
    (x3, y3), (x4, y4) = (b.x, b.y), b.head()
    d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if abs(d) < 1e-9:
        return None
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d
    return (x1 + t * (x2 - x1), y1 + t * (y2 - y1)) if 0 < t < 1 else None


SWORD_FLOWERS = (4,)  # the counts whose swords leave paper for flowers: the 4's lane


def piacentine_weapons(suit: str, count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body of the Piacentine 2-7 of swords or batons."""
    spec = (SWORDS if suit == "s" else BATONS).of(count)
    defs = [g(*_drawing(suit, ink, spec.length, spec.slim.get(count, 1.0)), id="pwa")]
    body = [
        use("pwa", transform=f"translate({p.x:.1f} {p.y:.1f}) rotate({p.lean:.2f})")
        for p in layout(suit, count)
    ]
    if count == 2:  # the bare X gets flowers, as the 2 of cups has
        body += weapon_flowers(suit, ink, CX, CY)
    if suit == "b" and count >= 4:  # every crossed pair of clubs tied where it crosses
        pieces = layout(suit, count)
        for a, b in itertools.pairwise(pieces):
            if a.lean > 0 and b.lean == -a.lean and (at := _crossing(a, b)) is not None:
                body.append(g(tie(ink), transform=f"translate({at[0]:.1f} {at[1]:.1f})"))
    if suit == "s" and count in SWORD_FLOWERS:  # the swords' flowers in the paper they leave
        body = weapon_flowers(f"s{count}", ink, CX, CY) + body
    if (suit, count) == ("b", 3):  # the sheaf tied where its pair crosses, flowers beside it
        body = weapon_flowers("b3", ink, CX, CY) + body
        body.append(g(tie(ink), transform=f"translate({CX} {CY + spec.rise / 2:.1f})"))
    return defs, body
