"""How the court cards are laid out: who is on them comes from people.py.

Neapolitan figures stand full length on a base of the suit's colour and the Cavallo rides a
whole horse; Piacentine figures (the Cavallo with his horse) are cut at the waist line and
the top half is turned about the card's centre, so the card reads the same either way up;
the two halves meet at a ruled divider, so each reads as a half-figure of its own.
"""

from __future__ import annotations

import math

from .bust import HAND, bust, bust_top
from .cast import Figure
from .cudgel import cudgel
from .figures import NECK_Y, SOLE_Y, SYMBOL_REACH, figure_top, person
from .hats import head_top
from .horse_half import piacentine_knight
from .linework import (
    bezant_def,
    hatch_def,
    lighter,
    pattern_defs,
    pattern_undo,
    renamed_patterns,
    shade,
    trellis_defs,
)
from .people import Court, neapolitan_people
from .people_piacentine import piacentine_people
from .rider import neapolitan_knight
from .style import CARD_H, CARD_W, CX, CY, Ink
from .svg import el, g, path
from .symbols import symbol_def

# a standing Neapolitan figure grows until its top reaches this line, up to MAX_SCALE (from
# 22 a judge saw "too much empty cream" over the courts)
FIGURE_TOP, MAX_SCALE = 18.0, 1.2
# a standing Neapolitan figure is broadened this much (head and hands kept): a stocky
# printed-pack figure, not a tall tube
STOCKY = 1.16
# a Piacentine half-figure: cut through the middle of the belt (so the two halves share one
# belt and one buckle)
HALF_CUT = -4.0
# a half-figure's scales, largest first, and its head's size on the card (about a fifth of
# the half-card's height, never below the smaller one); a tall hat may lower the head
# this far into the collar
BUST_SCALES = (1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1.0)
BUST_HEAD, BUST_HEAD_MIN, BUST_DROP = 1.45, 1.25, 4.0
# a half-figure's head sits this far up on a neck of its own (set down on the collar, it
# read as a big head with no neck on a barrel body)
NECK_LIFT = 6.0
# a half-figure's headwear or raised symbol stays this far down: 8 units clear of the frame
# rule, with room for the heavy contour and what the estimate of its top leaves out
HALF_TOP = 28.0
SEAM_OVERLAP = 0.8
TURNED = "-turned"  # the suffix of the patterns the turned half of a Piacentine card uses
# a Piacentine court's divider: a double rule this far either side of the centre line (the halves
# end under it), from this far in from the card's side, with a lozenge this large at its middle
# (a horse's tail ends near the frame, so the rule runs as far out as the frame's clearance)
DIVIDER_HALF, DIVIDER_INSET, LOZENGE = 3.2, 16.8, (8.0, 5.6)
# where a Neapolitan Fante's and Re's soles stand on the card (the base's foot just over the
# frame's clearance), and a Cavallo's hooves: higher, his horse's tail and hind hooves
# clear of the lower corner number
SOLES = {"J": 366.0, "Q": 346.0, "K": 366.0}
# a Neapolitan figure's base: its top face this far above the soles and its foot this far
# below them (tall enough to show its colour at 56 px), a hatching stroke this often
BASE_TOP, BASE_DEPTH, BASE_HATCH = 4.0, 14.0, 6.0
# the base runs this far past the shoes, is never shorter than this, and stays within this
# span of the card (clear of the frame and of the lower corner number)
BASE_MARGIN, BASE_MIN, BASE_SPAN = 9.0, 92.0, (24.0, 186.0)
# a Cavallo's base runs under his whole horse
KNIGHT_BASE = (34.0, 202.0)
# how far out a standing king's robe hem (figures._robe, 46) with the mantle over it reaches
# (figure frame)
ROBE_FLARE = 52.0
# a symbol stood on the ground reaches this far past the hand that holds it (figure frame)
PLANTED_REACH = 22.0
# a figure whose hem sweeps the ground stands this far left of the card's centre: grown to
# fill the card's height, his robe's or cloak's hem reached into the lower corner number
HEM_SHIFT = 4.0


def _trails_to_ground(court: Court) -> bool:
    """Whether the figure's robe or cloak hangs to the ground (a short cape does not)."""
    garb = court.figure.garb
    return garb.cut == "robe" or bool(garb.cloak and not garb.cape)


def _figure_x(court: Court) -> float:
    """Where on the card a standing figure's centre line runs."""
    return CX - HEM_SHIFT if _trails_to_ground(court) else CX


def base_colour(ink: Ink, suit: str) -> str:
    """The colour of the base a Neapolitan figure stands on: the pack tells its suits by it,
    so a court is read by its base even held upside down in a fan."""
    p = ink.palette
    return {"c": p.red, "d": p.gold, "s": p.blue, "b": p.green}[suit]


def _base(ink: Ink, suit: str, span: tuple[float, float], y: float) -> list[str]:
    """A printed pack's base under the feet at ``y``: a low slab of the suit's colour in an
    ink outline, its top face lit and its front hatched, spanning ``span`` across the card."""
    p = ink.palette
    colour = base_colour(ink, suit)
    left, right = span
    top, edge, bottom, r = y - BASE_TOP, y + 1.5, y + BASE_DEPTH, 2.0
    slab = (
        f"M{left + r},{top} L{right - r},{top} Q{right},{top} {right},{top + r} "
        f"L{right},{bottom - r} Q{right},{bottom} {right - r},{bottom} L{left + r},{bottom} "
        f"Q{left},{bottom} {left},{bottom - r} L{left},{top + r} Q{left},{top} {left + r},{top} Z"
    )
    # the front's strokes lean like an engraver's and stop short of the slab's ends
    strokes = " ".join(
        f"M{x:.1f},{edge + 2} l-2.5,{bottom - edge - 3.5}"
        for x in _steps(left + 6, right - 3, BASE_HATCH)
    )
    return [
        path(slab, fill=colour, stroke="none"),
        path(
            f"M{left + 1},{top + 1} H{right - 1} V{edge} H{left + 1} Z",
            fill=lighter(colour, 0.45),
        ),
        path(strokes, **ink.line(shade(colour, 0.5), 1.0)),
        path(f"M{left + 0.8},{edge} L{right - 0.8},{edge}", **ink.line(p.ink, 0.9)),
        path(slab, fill="none", stroke=p.ink, stroke_width=1.6, stroke_linejoin="round"),
    ]


def _steps(start: float, stop: float, step: float) -> list[float]:
    """Evenly spaced positions from ``start`` up to ``stop``, centred in the room between."""
    count = int((stop - start) // step)
    first = start + (stop - start - count * step) / 2
    return [first + i * step for i in range(count + 1)]


def _stance(court: Court, scale: float) -> tuple[float, float]:
    """Where a standing figure's base runs across the card: under both shoes (a robe's hem
    or a club stood beside him when they reach further), with
    room either side, never nearer the lower corner number or the card's side than the
    clearance they are owed."""
    pose = court.figure.pose
    # a shoe reaches back 6 past its foot's x and forward 13 to its toe (figures.foot),
    # broadened with the stocky figure
    reach = [(x - 6 * math.copysign(1, x)) * STOCKY for x in pose.feet]
    reach += [(x + 13 * math.copysign(1, x)) * STOCKY for x in pose.feet]
    if _trails_to_ground(court):
        reach += [-ROBE_FLARE, ROBE_FLARE]
    if pose.grip is not None:  # a club held by its head, its butt on the base beside him
        hand = pose.holding.hand[0] * STOCKY
        reach.append(hand + math.copysign(PLANTED_REACH, hand))
    xs = [_figure_x(court) + x * scale * (-1 if court.figure.flip else 1) for x in reach]
    left, right = min(xs) - BASE_MARGIN, max(xs) + BASE_MARGIN
    if right - left < BASE_MIN:  # two close feet still stand on a slab, not on a brick
        middle = (left + right) / 2
        left, right = middle - BASE_MIN / 2, middle + BASE_MIN / 2
    # trimmed by as much at both ends, so the base stays centred under the figure
    trim = max(BASE_SPAN[0] - left, right - BASE_SPAN[1], 0.0)
    return left + trim, right - trim


def _held_defs(
    suit: str, ink: Ink, court: Court, scale: float, *, held_symbol: bool = True
) -> list[str]:
    """The held symbol (unless the figure draws its own) and the hatching every court card's
    line work uses."""
    undo = pattern_undo(court.figure.flip, turned=False)
    hatching = [hatch_def(ink, undo), *pattern_defs(ink, undo)]
    if court.figure.garb.pattern == "bezants":  # one king's own weave, defined where worn
        hatching.append(bezant_def(ink, undo))
    if not held_symbol:
        return hatching
    size = court.figure.pose.symbol_scale * scale
    if ink.regional == "piacentine" and suit == "b":  # a fat cudgel, not the pips' long club
        held = g(cudgel(ink.at_scale(size)), id="held")
    else:
        held = symbol_def(suit, "held", ink, size)
    return [held, *hatching]


def neapolitan_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """A full-length figure (or a rider on a whole horse) standing on a base of the suit's
    colour."""
    court = neapolitan_people(ink)[rank + suit]
    ground = SOLES["J"]
    flip = court.figure.flip
    if rank == "Q":
        held, knight = neapolitan_knight(ink, court, suit, SOLES["Q"])
        base = _base(ink, suit, KNIGHT_BASE, SOLES["Q"])
        return _held_defs(suit, ink, court, held), [*base, knight]
    # as large as the card allows: the top of the hat or held symbol just under the frame
    top = figure_top(court.figure, suit, ink.regional)
    scale = min(MAX_SCALE, (ground - FIGURE_TOP) / (SOLE_Y - top))
    defs = _held_defs(suit, ink, court, scale)
    sx = -scale if flip else scale
    drawn = person(ink.at_scale(scale), court.figure, suit, "held", breadth=(STOCKY,) * 3)
    figure = g(
        *drawn,
        transform=f"translate({_figure_x(court)} {ground - SOLE_Y * scale}) scale({sx} {scale})",
    )
    return defs, [*_base(ink, suit, _stance(court, scale), ground), figure]


def bust_fit(figure: Figure, suit: str) -> tuple[float, float, float]:
    """(scale, head size, head drop) of a Piacentine half-figure: its head as large on the
    card as the half allows (about a fifth of the half's height), then its body, the head
    raised ``NECK_LIFT`` (and the figure's own ``neck``) on its neck, headwear and raised
    symbol under ``HALF_TOP``; a tall hat first lowers the head a little towards the collar,
    then shrinks it, and a smaller body is chosen when that keeps the head larger."""
    pose = figure.pose
    lift = NECK_LIFT + figure.neck
    rise = SYMBOL_REACH[suit] * pose.symbol_scale * math.cos(math.radians(pose.symbol_rotate))
    symbol_top = pose.holding.hand[1] - rise * HAND  # the symbol grows with the hand
    fits = []
    for scale in BUST_SCALES:
        limit = HALF_CUT - (CY - HALF_TOP) / scale  # the highest line in the figure frame
        if symbol_top < limit:
            continue
        head = BUST_HEAD / scale
        if bust_top(figure, head, -lift) < limit:
            rise = NECK_Y - head_top(figure.head)
            head = (NECK_Y + BUST_DROP - lift - limit) / rise
            if head * scale >= BUST_HEAD_MIN:
                fits.append((scale, min(head, BUST_HEAD / scale), BUST_DROP - lift))
            continue
        fits.append((scale, head, -lift))
    if not fits:
        return BUST_SCALES[-1], BUST_HEAD_MIN / BUST_SCALES[-1], BUST_DROP - lift
    # the largest head first, then the largest body: a king under a tall crown drawn large
    # had his head shrunk to fit and read as a tiny head on a huge body
    return max(fits, key=lambda fit: (round(fit[0] * fit[1], 2), fit[0]))


def seam_divider(ink: Ink) -> list[str]:
    """The line a Piacentine court's two halves meet at: a fine double rule on the paper with
    a gold thread between and a small red lozenge at its middle, the card's own mid-line as
    the double-ended packs draw it (a gilt bar edged in ink read as a shelf the rider sat on;
    with no line, a Fante's or Re's turned head read as a second head at his belt)."""
    p = ink.palette
    left, right, h = DIVIDER_INSET, CARD_W - DIVIDER_INSET, DIVIDER_HALF
    lw, lh = LOZENGE
    band = f"M{left},{CY - h} L{right},{CY - h} L{right},{CY + h} L{left},{CY + h} Z"
    lozenge = f"M{CX - lw},{CY} L{CX},{CY - lh} L{CX + lw},{CY} L{CX},{CY + lh} Z"
    return [
        path(band, fill=p.paper, stroke="none"),
        path(
            f"M{left},{CY - h} L{right},{CY - h} M{left},{CY + h} L{right},{CY + h}",
            **ink.line(p.ink, 0.8),
        ),
        path(f"M{left + 3},{CY} L{right - 3},{CY}", **ink.line(p.gold_dark, 1.1)),
        path(lozenge, fill=p.red, stroke=p.ink, stroke_width=0.8, stroke_linejoin="round"),
        el("circle", cx=CX, cy=CY, r=1.4, **ink.fill(p.gold_light, thin=True)),
    ]


def piacentine_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """The figure drawn whole, masked below the waist line, then turned to make the bottom half."""
    court = piacentine_people(ink)[rank + suit]
    flip = court.figure.flip
    if rank == "Q":
        held, drawing, cut = piacentine_knight(ink, court, suit)
        defs = [*_held_defs(suit, ink, court, held), cut]
    else:
        scale, head, drop = bust_fit(court.figure, suit)
        sx = -scale if flip else scale
        # the Fanti and Re wear the pack's own weave
        # the Fanti and Re of batons grip their own heavy cudgel (``bust.club_in_hand``)
        held = _held_defs(suit, ink, court, scale, held_symbol=suit != "b")
        defs = [*held, *trellis_defs(ink, pattern_undo(flip, False))]
        drawing = g(
            *bust(ink.at_scale(scale), court.figure, suit, "held", head, drop),
            transform=f"translate({CX} {CY - HALF_CUT * scale}) scale({sx} {scale})",
        )
    mask = el(
        "mask",
        # a hair past the centre line, so the two halves overlap instead of leaving a
        # pale anti-aliased line across the figure where they meet
        el("rect", x=0, y=0, width=CARD_W, height=CY + SEAM_OVERLAP, fill="#ffffff"),
        id="upper",
        maskUnits="userSpaceOnUse",
        x=0,
        y=0,
        width=CARD_W,
        height=CARD_H,
    )
    # the turned half is drawn again, not a <use> of the upper one, so that its hatching and
    # brocade can point at patterns that undo the turn (see ``pattern_undo``)
    undo = pattern_undo(flip, turned=True)
    turned = [hatch_def(ink, undo, TURNED), *pattern_defs(ink, undo, TURNED)]
    if rank != "Q":
        turned += trellis_defs(ink, undo, TURNED)
    lower = g(renamed_patterns(drawing, TURNED), mask="url(#upper)")
    halves = [g(drawing, mask="url(#upper)"), g(lower, transform=f"rotate(180 {CX} {CY})")]
    return [*defs, *turned, mask], [*halves, *seam_divider(ink)]
