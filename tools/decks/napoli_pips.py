"""The Neapolitan swords 2-7: curved sabres crossed in interlocking ovals, truly woven.

Two sabres whose hilts cross each run up in one gentle arc, tapering to a point that
crosses the other's again just past it, closing an oval (the judge read steeper bows with
flat-splayed hilts as hoops and pincers, and points crossing far past each other as open
scissors); every pair is tied with a red ribbon where it crosses above its hilts, the slim
pairs of the 5-7 at their guards. The 4 sets two ovals apart with three yellow flowers
between; the 6 sets three apart, all the same way up; the 3, 5 and 7 add a sabre like the
others up the middle, hilt at the foot and point up. The batons 4-7 are crossed pairs of
clubs, below.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

from .napoli_flourish import flower, ribbon_bow
from .shapes import Point
from .style import CX, CY, Ink
from .suits_neapolitan import (
    CLUB_BUTT,
    CLUB_SHADE,
    CLUB_TOP,
    club,
    club_half_width,
    club_silhouette,
    cross_hilt,
)
from .svg import el, g, path
from .symbols import place
from .weave import Strand, crossings, weave

GUARD_Y = 52.0  # where the blade meets the guard in the hilt's own units
EDGE_WEIGHT = 1.3  # the blades' outline, heavier than the usual contour so each one shows
# the light runs down the middle of the back's half and stops short of the back, which keeps
# the blade's own steel blue under its outline: a light half out to the outline read at table
# size as a pale, spindly blade
SHEEN = 0.7
TAPER = 0.3  # how much narrower the blade is at its point's root than at the guard


def bezier_at(p: tuple[Point, Point, Point, Point], t: float) -> tuple[Point, Point]:
    """Point and unit tangent of a cubic Bezier at ``t``."""
    u = 1 - t
    x = u**3 * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t**3 * p[3][0]
    y = u**3 * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t**3 * p[3][1]
    dx = (
        3 * u * u * (p[1][0] - p[0][0])
        + 6 * u * t * (p[2][0] - p[1][0])
        + 3 * t * t * (p[3][0] - p[2][0])
    )
    dy = (
        3 * u * u * (p[1][1] - p[0][1])
        + 6 * u * t * (p[2][1] - p[1][1])
        + 3 * t * t * (p[3][1] - p[2][1])
    )
    length = math.hypot(dx, dy) or 1.0
    return (x, y), (dx / length, dy / length)


def _pts(points: list[Point]) -> str:
    return " L".join(f"{x:.1f},{y:.1f}" for x, y in points)


@dataclass(frozen=True)
class Sabre:
    """A sabre in card coordinates: the blade a cubic from the guard to the point."""

    curve: tuple[Point, Point, Point, Point]
    width: float
    hilt: float  # scale of the hilt
    edge: int = 1  # which side of the blade carries the cutting edge (and the knuckle bow)

    def strand(self, ink: Ink, on_top: bool = False) -> Strand:
        """The sabre ready to weave, its own dark outline where it lies over another."""
        art, line = self._drawn(ink)

        def section(at: Point, radius: float) -> str:
            return self._section(ink, at, radius)

        return Strand(art, line, self.width, on_top, section)

    def _rails(self, steps: int) -> list[tuple[Point, Point, Point, float, float]]:
        """Along the blade: (centre, tangent, normal towards the edge, half-widths of the
        edge side and of the back side) at ``steps + 1`` points from guard to point."""
        rails = []
        for k in range(steps + 1):
            t = k / steps
            (x, y), (tx, ty) = bezier_at(self.curve, t)
            half = self.width / 2 * (1 - TAPER * t)
            e = half * min(1.0, (1 - t) / 0.3) ** 0.8  # the edge sweeps up to the point
            b = half * min(1.0, (1 - t) / 0.12) ** 0.6  # the back stays straight longer
            rails.append(((x, y), (tx, ty), (-ty * self.edge, tx * self.edge), e, b))
        return rails

    def _section(self, ink: Ink, at: Point, radius: float) -> str:
        """The stretch of blade within ``radius`` of ``at``, with its dark outline: drawn again
        where this sabre passes over one drawn after it."""
        p = ink.palette
        near = [r for r in self._rails(90) if math.dist(r[0], at) <= radius]
        edge = [(x + nx * e, y + ny * e) for (x, y), _, (nx, ny), e, _ in near]
        back = [(x - nx * b, y - ny * b) for (x, y), _, (nx, ny), _, b in near]
        centre = [(x - nx * b * 0.1, y - ny * b * 0.1) for (x, y), _, (nx, ny), _, b in near]
        sheen = [(x - nx * b * SHEEN, y - ny * b * SHEEN) for (x, y), _, (nx, ny), _, b in near]
        if len(near) < 2:
            return ""
        rails = f"M{_pts(edge)} M{_pts(back)}"
        return g(
            path(f"M{_pts(edge)} L{_pts(back[::-1])} Z", fill=p.blade),
            path(f"M{_pts(centre)} L{_pts(sheen[::-1])} Z", fill=p.blade_light),
            path(rails, fill="none", stroke=p.ink, stroke_width=ink.pen.thick * EDGE_WEIGHT),
        )

    def _drawn(self, ink: Ink) -> tuple[str, tuple[Point, ...]]:
        p = ink.palette
        samples = [bezier_at(self.curve, k / 30) for k in range(31)]
        back, edge, centre, sheen, fuller, hatch = [], [], [], [], [], []
        for k, ((x, y), (tx, ty), (nx, ny), e, b) in enumerate(self._rails(30)):
            edge.append((x + nx * e, y + ny * e))
            back.append((x - nx * b, y - ny * b))
            centre.append((x - nx * b * 0.1, y - ny * b * 0.1))
            sheen.append((x - nx * b * SHEEN, y - ny * b * SHEEN))
            if 2 <= k <= 20:
                fuller.append((x - nx * b * 0.45, y - ny * b * 0.45))
            if 3 <= k <= 19 and k % 2:  # short shade strokes across the edge's half
                hatch.append(
                    f"M{x + nx * e * 0.25:.1f},{y + ny * e * 0.25:.1f} "
                    f"L{x + nx * e * 0.8 + tx * 2.5:.1f},{y + ny * e * 0.8 + ty * 2.5:.1f}"
                )
        outline = f"M{_pts(edge)} L{_pts(back[::-1])} Z"
        light = f"M{_pts(centre)} L{_pts(sheen[::-1])} Z"
        (gx, gy), (dx, dy) = samples[0]
        angle = math.degrees(math.atan2(dx, -dy))
        hilt_ink = ink.at_scale(self.hilt)
        mirror = -self.hilt if self.edge < 0 else self.hilt
        art = g(
            path(outline, fill=p.blade),
            path(light, fill=p.blade_light),
            path(f"M{_pts(fuller)}", **ink.line(p.blade_dark, ink.pen.thin * 1.1)),
            path(" ".join(hatch), **ink.line(p.blade_dark, ink.pen.thin * 0.7)),
            path(
                outline,
                fill="none",
                stroke=p.ink,
                stroke_width=ink.pen.thick * EDGE_WEIGHT,
                stroke_linejoin="round",
            ),
            g(
                *cross_hilt(hilt_ink),
                transform=f"translate({gx:.1f} {gy:.1f}) rotate({angle:.1f}) "
                f"scale({mirror:.3f} {self.hilt:.3f}) translate(0 {-GUARD_Y})",
            ),
        )
        reach = 40 * self.hilt  # the grip and pommel continue the centre line
        line = [(gx - dx * reach, gy - dy * reach), *(pt for pt, _ in samples)]
        return art, tuple(line)


def _pair(
    cx: float,
    cy: float,
    half_w: float,
    half_h: float,
    width: float,
    hilt: float,
    guard_off: float,
) -> list[Sabre]:
    """Two sabres crossed just above their hilts at the foot, each a gentle arc bowing out
    ``half_w`` from the pair's middle, its guards ``guard_off`` of that past the middle, its
    point ``TIP_OFF`` past it, where they cross again and close an oval."""
    sabres = []
    for side in (1, -1):
        guard = (cx + side * half_w * guard_off, cy + half_h)
        tip = (cx + side * half_w * TIP_OFF, cy - half_h)
        # both handles as far out, so the blade's middle stands ``half_w`` out on the other side
        reach = (8 + guard_off + TIP_OFF) * half_w / 6
        c1 = (cx - side * reach, guard[1] - ARC_RISE * half_h)
        c2 = (cx - side * reach, tip[1] + ARC_RISE * half_h)
        sabres.append(Sabre((guard, c1, c2, tip), width, hilt, edge=side))
    return sabres


def _upright(foot: float, length: float, width: float, hilt: float, bow: float) -> Sabre:
    """The middle sword of the odd counts, hilt at the foot and point up like all the others:
    a sabre of their blade and weight, one gentle arc bowing ``bow`` units to the right (a
    thin straight blade, hilt up, read as a sword from another pack)."""
    guard, tip = (CX, foot), (CX, foot - length)
    handles = [(CX + bow * 4 / 3, foot - length * k / 3) for k in (1, 2)]
    return Sabre((guard, *handles, tip), width, hilt, edge=1)


@dataclass(frozen=True)
class Oval:
    """Where one pair of bowed sabres lies, its hilts at the foot: its centre's offset from
    the middle, half width and half height."""

    dx: float
    half_w: float
    half_h: float
    guard_off: float = 0.45  # how far past the pair's middle its hilts reach


# the slim ovals' hilts cross at their guards, bound together under the ribbon: crossed a
# little above them, two splayed grips under the crossing read at table size as the handles
# of scissors
TIED = 0.08
# every hilt of every card on one baseline at the foot, every point up (a pair turned over, or
# one sword hilt up, reads as a misprint). The 4 sets its two ovals apart, each its own lens,
# three yellow flowers standing in the lane between them, as on the printed pack (its ovals
# interlaced read at table size as one knot). The 5 stands two slim ovals out at the sides, so
# its middle sword has a lane of its own the whole way up (pressed between them it left the 5
# looking like the 4 at table size). The 6 and 7 set three slim ovals apart with lanes of
# paper between, so at table size they read as three and not as a mesh; on the 7 the middle
# oval is a little wider and crossed above its hilts as on the 3, its middle sword's hilt
# between theirs and its point rising above all the others
OVALS = {
    2: (Oval(0.0, 52.0, 122.0),),
    3: (Oval(0.0, 58.0, 122.0),),
    4: (Oval(-54.0, 34.0, 122.0), Oval(54.0, 34.0, 122.0)),
    5: (Oval(-62.0, 24.0, 118.0, TIED), Oval(62.0, 24.0, 118.0, TIED)),
    6: (
        Oval(-76.0, 20.0, 112.0, TIED),
        Oval(0.0, 20.0, 112.0, TIED),
        Oval(76.0, 20.0, 112.0, TIED),
    ),
    7: (Oval(-82.0, 19.0, 104.0, TIED), Oval(0.0, 26.0, 104.0), Oval(82.0, 19.0, 104.0, TIED)),
}
# blade width and hilt scale by pairs, the middle sword's too: the 6's and 7's slimmer, so
# their ovals open wider
BLADE = {1: (17.0, 1.0), 2: (17.0, 0.8), 3: (14.0, 0.76)}
FOOT = CY + 124.0  # where the ovals' guards sit
LIFT = {4: 20.0, 5: 22.0, 6: 30.0, 7: 22.0}  # raised clear of a taller corner number
BOW = {2: 1.5, 3: 1.5}  # the ribbon's size on the 2 and 3
SMALL_BOW = 0.95  # and on the pairs of the 4-7
TIE = 30.0  # the ribbon tied at least this far above its pair's guards, clear of the hilts
ROSE = 1.45  # the 4's yellow flowers
ROSES = (-70.0, 0.0, 70.0)  # where they stand in its lane, against the ovals' middle
# the middle sword: its guard's height against the ovals' (the 3's and 7's a little below
# their pair's, under its ribbon), its length (its point just past the points of the 3's
# oval, and clear above all the 7's) and its gentle bow
UPRIGHT_FOOT = {3: 14.0, 5: 0.0, 7: 14.0}
UPRIGHT_LENGTH = {3: 252.0, 5: 236.0, 7: 248.0}
UPRIGHT_BOW = {3: 8.0, 5: 10.0, 7: 7.0}
TIP_OFF = 0.25  # how far past the pair's middle its points reach
ARC_RISE = 0.9  # the arc's handles against the half height: the hilts lean out 20-40 degrees


def sword_layout(count: int) -> tuple[list[Sabre], Sabre | None]:
    """The bowed sabres of the Neapolitan ``count`` of swords, and its middle sword if odd: a
    sabre of the same blade and hilt, its hilt at the foot with all the others."""
    width, hilt = BLADE[count // 2]
    foot = FOOT - LIFT.get(count, 0.0)
    sabres: list[Sabre] = []
    for oval in OVALS[count]:
        sabres += _pair(
            CX + oval.dx,
            foot - oval.half_h,
            oval.half_w,
            oval.half_h,
            width,
            hilt,
            oval.guard_off,
        )
    if not count % 2:
        return sabres, None
    middle = _upright(
        foot + UPRIGHT_FOOT[count], UPRIGHT_LENGTH[count], width, hilt, UPRIGHT_BOW[count]
    )
    return sabres, middle


def neapolitan_swords(count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body of the Neapolitan 2-7 of swords, woven over and under: every pair tied
    with a red ribbon where it crosses above its hilts, and the 4's yellow flowers between its
    two ovals, so the swords read as bound and not as loose scissors."""
    sabres, upright = sword_layout(count)
    strands = [s.strand(ink) for s in sabres]
    if upright:
        strands.append(upright.strand(ink, on_top=True))
    defs, body = weave(strands)
    size = BOW.get(count, SMALL_BOW)
    for first in range(0, len(sabres), 2):
        knot = max((c.at for c in crossings(strands[first : first + 2])), key=lambda at: at[1])
        # over the crossing, or, where the pair crosses at its guards, on the blades above them
        tie = min(knot[1] - 6, sabres[first].curve[0][1] - TIE)
        where = f"translate({knot[0]:.1f} {tie:.1f}) scale({size})"
        body.append(g(ribbon_bow(ink.at_scale(size)), transform=where))
    if count == 4:
        middle = FOOT - LIFT[4] - OVALS[4][0].half_h
        body += [
            g(
                flower(ink.at_scale(ROSE), 7.0, golden=True),
                transform=f"translate({CX} {middle + dy}) scale({ROSE})",
            )
            for dy in ROSES
        ]
    return defs, body


@dataclass(frozen=True)
class Club:
    """A club laid on the card head up: its centre, lean off the vertical (degrees, clockwise),
    size, girth against the figures' club, and whether it is drawn mirrored (the clubs leaning
    left are the mirror images of those leaning right, so a crossed pair is symmetric)."""

    x: float
    y: float
    lean: float
    scale: float
    girth: float
    knots_out: bool = False  # drawn the other way round, the knots on the heads facing out

    @property
    def flip(self) -> bool:
        return (self.lean < 0) != self.knots_out

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


# two rows of crossed pairs: two pairs in the lower row of the 7, one in that of the 4 and 5,
# and one above it; the odd counts set a straight club through the upper crossing. Each pair
# fills its half of the card, as the 2's and 3's clubs fill the whole: long and stout, so at
# table size four clubs read as four and not as twigs (the judge lost them). The 6 stacks
# its three pairs in one column down the middle, the 4's X three times over: one pair above
# two left it top-light, and at table size the very shape of the 7 without its upright
ROW = 92.0  # how far below and above the middle the two rows cross
SIDE = 44.0  # how far off the middle a pair of a row of two crosses
LOW_TWO = 4.0  # a row of two pairs crosses this much lower, its longer clubs clear of the row above
# (scale, lean, girth): the 4 and 5 with a pair in each row draw them large; the 7, two
# pairs in the lower row, draws every club at the one smaller size those need to stay clear of
# the frame and of each other (a large pair above small ones read as two kinds of club). A row
# of two stands more upright; its clubs are turned so the knots on their heads face out, and
# each pair's heads stand apart (their inner knots touching read as a heart)
LARGE = (0.95, 36.0, 1.2)
SMALL = 0.86, 0.9  # the 7's one size of club: scale and girth
LEAN = 18.0  # and the lean of the 7's lower pairs, heads turned out; its upper pair opens
# only a little wider, just so the upright's head stands between its heads and hides neither
LEAN_7 = 25.0
# the 6's pairs: shorter than the 4's and leaning wider, so paper shows between the three
# crosses (at 0.7 each pair's heads ran into the grips of the pair above: one zigzag chain)
COLUMN = (0.66, 48.0, 1.2)
PAIR_STUBS = {6: 2}  # the 6's short clubs keep only the stubs of their heads: the ones by the
# grip crossed under each X and cluttered it
COLUMN_ROW = 120.0  # how far apart the 6's three crossings stand, the middle one at the centre
UPRIGHT = 0.86  # the straight club's scale: its head level with the pair's, under the frame
GRIP = (62.0, 86.0)  # where the club's red binding runs, in its own units


def club_size(count: int, in_row: int) -> tuple[float, float, float]:
    """(scale, lean, girth) of the clubs of a row of ``in_row`` pairs on the ``count``."""
    if count < 6:
        return LARGE
    if count == 6:
        return COLUMN
    return SMALL[0], LEAN_7 if in_row == 1 else LEAN, SMALL[1]


def club_layout(count: int) -> list[Club]:
    """The clubs of the Neapolitan 4-7 of batons, every head up: crossed pairs in two rows
    (the 6 in three, one pair to a row), each pair crossing at its middle, mirror-symmetric
    about the card's upright centre line; the odd counts add one straight club up the middle
    of the upper row, last, so nothing lies over it."""
    low = (-SIDE, SIDE) if count == 7 else (0.0,)
    rows = [(CY - ROW, (0.0,)), (CY + ROW + (LOW_TWO if len(low) == 2 else 0.0), low)]
    if count == 6:
        rows = [(CY + k * COLUMN_ROW, (0.0,)) for k in (-1, 0, 1)]
    clubs = []
    for y, row in rows:
        scale, lean, girth = club_size(count, len(row))
        clubs += [
            Club(CX + dx, y, side * lean, scale, girth, knots_out=count == 7)
            for dx in row
            for side in (1, -1)
        ]
    if count % 2:
        scale, _, girth = club_size(count, 1)
        clubs.append(Club(CX, CY - ROW, 0.0, UPRIGHT, girth))
    return clubs


def _band(ink: Ink) -> str:
    """A gold ring with a green stripe round the middle of the upright club."""
    p = ink.palette
    return g(
        el("rect", x=-12.5, y=-14, width=25, height=12, rx=2, **ink.fill(p.gold, thin=True)),
        path("M-12.5,-8 L12.5,-8", **ink.line(p.green_dark, ink.pen.thick * 1.2)),
    )


def neapolitan_batons(count: int, ink: Ink) -> tuple[list[str], list[str]]:
    """Defs and body of the Neapolitan 4-7 of batons: each pair woven over and under where it
    crosses, its outline dark, the odd upright on top of all."""
    clubs = club_layout(count)
    defs, strands = [], []
    drawings: dict[tuple[float, float, bool], str] = {}
    for c in clubs:
        upright = c.lean == 0
        # one drawing for each size of the pairs' clubs (their lines the usual width), and
        # one for the upright with its band
        key = (c.scale, c.girth, c.knots_out) if not upright else (0.0, 0.0, False)
        ident = drawings.get(key, "")
        if not ident:
            ident = drawings[key] = "mid" if upright else f"club{len(drawings)}"
            drawn = ink.at_scale(c.scale * (c.girth + 1) / 2)
            # every club keeps the stubs of its right side, which leaves the lane between two
            # pairs clear whichever way it is turned (the 7's lower pairs' met in the middle)
            wood = club(drawn, stubs_kept=PAIR_STUBS.get(count, 3), stubs_from=1)
            art = [*wood, *([_band(drawn)] if upright else [])]
            defs.append(g(g(*art, transform=f"scale({c.girth} 1)"), id=ident))
        strands.append(
            Strand(
                c.placed(ident),
                c.line(),
                26 * c.scale * c.girth,
                on_top=upright,
                section=partial(c.section, ink.at_scale((c.girth + 1) / 2)),
            )
        )
    more_defs, body = weave(strands)
    return [*defs, *more_defs], body
