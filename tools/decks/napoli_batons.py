"""The Neapolitan batons 4-7: knotted clubs crossed in saltires, spread over the card.

Every club of a card is drawn at one size, and every club of the 4-7 at one girth and near one
size, big heavy cudgels filling the card (a judge read the 6's clubs, drawn at 60% of the 4's,
as borrowed from another deck, and the small clubs of all four as twigs at table size). Each
count is built of groups a player counts at a glance, with paper between them, and every club
stands head up within 55 degrees of the upright, so the suit keeps its vertical rhythm: the 4
two saltires of two clubs crossed at their middles; the 5 a lone straight club between two
saltires; the 6 three saltires one over another; the 7 a fan, a straight club with two more
leaning out from its foot, their three heads spread apart, between two saltires. Like the cups'
4 to 7, each count has its own silhouette at table size (two and two; two, one and two; two,
two and two; two, three and two). A judge read the 7's old middle, a sheaf of three crossed at
their middles, as one fan-shaped lump, so the 7 looked like the 5; the 6's old two sheaves read
as bunches. No club is bound to another with a band: a banded upright through a narrow pair
read as one fat club. Their contour is drawn heavier than the pack's, since brown on cream
ran together at table size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import partial

from .napoli_pips import _pts
from .shapes import Point
from .style import CX, CY, Ink, Pen
from .suits_neapolitan import (
    CLUB_BUTT,
    CLUB_SHADE,
    CLUB_TOP,
    club,
    club_half_width,
    club_silhouette,
)
from .svg import g, path
from .symbols import place
from .weave import Strand, weave

GRIP = (62.0, 86.0)  # where the club's red binding runs, in its own units


@dataclass(frozen=True)
class Club:
    """A club laid on the card head up: its centre, lean off the vertical (degrees, clockwise),
    size and girth against the figures' club. The clubs leaning left are drawn mirrored, so a
    crossed pair is symmetric."""

    x: float
    y: float
    lean: float
    scale: float
    girth: float

    @property
    def flip(self) -> bool:
        return self.lean < 0

    def line(self) -> tuple[Point, ...]:
        turn = math.radians(self.lean)
        dx, dy = math.sin(turn) * 100 * self.scale, -math.cos(turn) * 100 * self.scale
        return ((self.x - dx, self.y - dy), (self.x + dx, self.y + dy))

    def placed(self, ident: str) -> str:
        return place(ident, self.x, self.y, self.scale, rotate=self.lean, flip=self.flip)

    def _card(self, lx: float, ly: float) -> Point:
        """A point of the club's own drawing (before its girth) in card coordinates."""
        turn = math.radians(self.lean)
        cos, sin = math.cos(turn), math.sin(turn)
        lx *= -self.girth if self.flip else self.girth
        return (
            self.x + self.scale * (lx * cos - ly * sin),
            self.y + self.scale * (lx * sin + ly * cos),
        )

    def outline(self) -> list[Point]:
        """The club's silhouette (without its branch stubs) in card coordinates."""
        return [self._card(x, y) for x, y in club_silhouette()]

    def section(self, ink: Ink, at: Point, radius: float) -> str:
        """The stretch of this club within ``radius`` of ``at``, in card coordinates, with its
        own dark outline: drawn again where it passes over a club drawn after it."""
        p = ink.palette
        turn = math.radians(self.lean)
        middle = (
            (at[0] - self.x) * -math.sin(turn) + (at[1] - self.y) * math.cos(turn)
        ) / self.scale
        low, high = (
            max(middle - radius / self.scale, CLUB_TOP),
            min(middle + radius / self.scale, CLUB_BUTT),
        )
        if high - low < 2:
            return ""
        steps = max(2, round((high - low) / 3))
        ys = [low + (high - low) * k / steps for k in range(steps + 1)]
        card = self._card

        def band(inner: float, outer: float, y0: float, y1: float) -> str:
            rows = [y for y in ys if y0 <= y <= y1] or [y0, y1]
            right = [card(outer * club_half_width(y, 1), y) for y in rows]
            left = [card(inner * club_half_width(y, 1), y) for y in reversed(rows)]
            if inner < 0:
                left = [card(-club_half_width(y, -1), y) for y in reversed(rows)]
            return f"M{_pts(right)} L{_pts(left)} Z"

        right_edge = _pts([card(club_half_width(y, 1), y) for y in ys])
        left_edge = _pts([card(-club_half_width(y, -1), y) for y in ys])
        rails = f"M{right_edge} M{left_edge}"
        parts = [
            path(band(-1, 1, low, high), fill=p.wood),
            path(band(CLUB_SHADE, 1, low, high), fill=p.wood_dark),
        ]
        if low < GRIP[1] and high > GRIP[0]:  # the red binding of the grip, gold-striped
            top, bottom = max(low, GRIP[0]), min(high, GRIP[1])
            stripes = " ".join(
                f"M{_pts([card(-7, y + 3), card(7, y)])}"
                for y in (64.0, 70.0, 76.0, 82.0)
                if top <= y and y + 3 <= bottom
            )
            parts.append(path(band(-1, 1, top, bottom), fill=p.red_dark))
            if stripes:
                parts.append(path(stripes, **ink.line(p.gold_light)))
        parts.append(path(rails, fill="none", stroke=p.ink, stroke_width=ink.pen.thick))
        return g(*parts)


# every club of the 4-7 this much stouter than the figures' club: heavy cudgels, not sticks,
# at table size (at 1.2 they read as twigs)
GIRTH = 1.35
STUBS = 3  # the branch stubs each club keeps, on its right side, so crossings stay open
# the groups sit this far below the card's middle: a club's domed head reaches further from its
# middle than its butt, so centred groups left more paper under the butts than over the heads
DROP = 5.0
# the 2-7's clubs' contour this much heavier than the pack's: a judge found the brown clubs run into
# the cream at table size, and a bold woodcut line keeps each club its own shape
CONTOUR = 1.6


def bold_contour(ink: Ink) -> Ink:
    """The pack's ink with the number cards' heavier club contour (the inner lines as fine as
    ever)."""
    return replace(ink, pen=Pen(ink.pen.thick * CONTOUR, ink.pen.thin))


@dataclass(frozen=True)
class Group:
    """One countable group of clubs down the card's middle: ``kind`` "X" a saltire, "|" a lone
    straight club, "V" a fan (a straight club with two more leaning out from its foot, their
    middles ``apart`` off the card's centre line, heads spread); ``y`` its middle off the
    card's middle; ``lean`` of its leaning clubs off the vertical, degrees."""

    kind: str
    y: float
    lean: float = 0.0
    apart: float = 0.0


@dataclass(frozen=True)
class Spread:
    """One count's clubs: the one size they share on the card, and the groups they stand in."""

    scale: float
    groups: tuple[Group, ...]


# Each count's clubs are as large as its groups allow while they keep paper between them and
# stand clear of the frame and the corner numbers: the 4's two saltires fill the card from side
# to side, the 5-7 a little smaller (the size stepping down gently, never up, so the four cards
# look drawn from one club). The 5's and 7's saltires open wide (50 and 55 degrees), so their
# lower arms cradle the middle group's head and their upper arms its foot; the 7 pushes them to
# the card's ends. The 6 stands three saltires one over another, the middle one opened
# flattest (55 degrees), the outer two steeper (48), so the middle's arms reach out past the
# outer ones' butts and heads with paper between: three crosses a player counts at a glance
# (its two old sheaves read as bunches of clubs). The 7's fan leans its outer clubs 28 degrees
# out from the foot of its upright, so its three heads stand apart under the upper saltire's
# butts, and the fan sits a little low, since the heads of the saltire under it reach less
# far than the butts of the one above.
LAYOUT: dict[int, Spread] = {
    4: Spread(0.93, (Group("X", -92, 39), Group("X", 92, 39))),
    5: Spread(0.8, (Group("X", -116, 50), Group("|", 0), Group("X", 116, 50))),
    6: Spread(0.77, (Group("X", -125, 48), Group("X", 0, 55), Group("X", 125, 48))),
    7: Spread(0.77, (Group("X", -132, 55), Group("V", 12, 28, 30), Group("X", 132, 55))),
}


def club_layout(count: int) -> list[Club]:
    """The clubs of the Neapolitan ``count`` of batons, every head up, mirror-symmetric about
    the card's upright centre line; the straight clubs last, so nothing lies over them."""
    spread = LAYOUT[count]
    clubs: list[Club] = []
    uprights: list[Club] = []
    for group in spread.groups:
        y = CY + DROP + group.y
        if group.kind in "XV":
            clubs += [
                Club(CX + side * group.apart, y, side * group.lean, spread.scale, GIRTH)
                for side in (1, -1)
            ]
        if group.kind in "V|":
            uprights.append(Club(CX, y, 0.0, spread.scale, GIRTH))
    return clubs + uprights


def neapolitan_batons(count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body of the Neapolitan 4-7 of batons: one drawing of the club used for all,
    each saltire woven where it crosses, its outline dark, the straight clubs on top."""
    bold = bold_contour(ink)
    wood = club(
        bold.at_scale(LAYOUT[count].scale * (GIRTH + 1) / 2), stubs_kept=STUBS, stubs_from=1
    )
    defs = [g(g(*wood, transform=f"scale({GIRTH} 1)"), id="club")]
    strands = [
        Strand(
            c.placed("club"),
            c.line(),
            26 * c.scale * c.girth,
            on_top=c.lean == 0,
            section=partial(c.section, bold.at_scale((c.girth + 1) / 2)),
        )
        for c in club_layout(count)
    ]
    more_defs, body = weave(strands)
    return [*defs, *more_defs], body
