"""How the court cards are laid out: who is on them comes from people.py.

Neapolitan figures stand full length on a ground line and the Cavallo rides a whole horse;
Piacentine figures (the Cavallo with his horse) are cut at the waist line and the top half
is turned about the card's centre, so the card reads the same either way up.
"""

from __future__ import annotations

import math

from .cast import Figure
from .figures import SOLE_Y, SYMBOL_REACH, figure_top, person
from .horse import HOOF_Y, REAR_PIVOT, horse, rider_leg
from .linework import hatch_def, pattern_defs, shade
from .people import Court, neapolitan_people
from .people_piacentine import piacentine_people
from .style import CARD_H, CARD_W, CX, CY, Ink
from .svg import el, g, path, use
from .symbols import symbol_def
from .throne import SEAT_DROP, THRONE_TOP, enthroned

# the rider in the horse's frame: a little larger than life, the more so on a half card
RIDER_SCALE = {"neapolitan": 0.96, "piacentine": 0.84}
KNIGHT_STRETCH = 1.16  # at most this much taller than wide, so the horse stays a horse
# a standing Neapolitan figure grows until its top reaches this line, up to MAX_SCALE
FIGURE_TOP, MAX_SCALE = 22.0, 1.2
# a standing Neapolitan figure is broadened this much (head and hands kept): a stocky
# printed-pack figure, not a tall tube
STOCKY = 1.16
EARS_Y = -95.0  # the horse's ears in the horse frame, with the head carried high
# a Piacentine half-figure: cut this far below the waist, at most this large, this much broadened
HALF_CUT, HALF_MAX_SCALE, HALF_BREADTH = 4.0, 1.45, 1.95
# a hand and its symbol stay this far from the card's side, farther in the corner numbers' rows
EDGE_MARGIN, CORNER_MARGIN, CORNER_ZONE = 14.0, 50.0, 62.0
SLEEVE_HALF = 13.0  # a puffed sleeve's half width at the elbow, in the figure frame


def _ground(ink: Ink, y: float) -> list[str]:
    p = ink.palette
    tufts = " ".join(f"M{x},{y} l3,-7 l2,7 l3,-5 l1,5" for x in (44, 76, 150, 186))
    return [
        el("ellipse", cx=CX, cy=y - 1, rx=70, ry=6, fill=p.green, opacity=0.25),
        path(f"M30,{y} C80,{y - 4} 160,{y - 4} 210,{y}", **ink.line(p.green_dark, 2.4)),
        path(tufts, **ink.line(p.green, 1.4)),
    ]


def _rider_on_horse(ink: Ink, court: Court, suit: str, rider_scale: float) -> list[str]:
    """Horse and rider in the horse frame (origin at the saddle seat)."""
    figure = court.figure
    assert court.coat is not None
    hand = figure.pose.free.hand
    reins_to = (hand[0] * rider_scale, -2 + hand[1] * rider_scale)
    behind, front = horse(ink, court.coat, court.gait, court.carriage, reins_to)
    boots = shade(ink.palette.wood, 0.25) if figure.garb.shoes == "boots" else ink.palette.ink
    rider = person(ink.at_scale(rider_scale), figure, suit, "held", seated=True)
    parts = [
        *behind,
        g(*rider, transform=f"translate(0 -2) scale({rider_scale})"),
        *rider_leg(ink, figure.garb.hose[1], boots, court.seat),
        *front,
    ]
    if not court.rear:
        return parts
    # rising on the hind legs: the whole group turns about the near hind hoof
    return [g(*parts, transform=f"rotate({-court.rear} {REAR_PIVOT[0]} {REAR_PIVOT[1]})")]


def _held_defs(suit: str, ink: Ink, court: Court, scale: float) -> list[str]:
    """The held symbol and the hatching every court card's line work uses."""
    held = symbol_def(suit, "held", ink, court.figure.pose.symbol_scale * scale, leafy=False)
    return [held, hatch_def(ink), *pattern_defs(ink)]


def neapolitan_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """A full-length figure (or a rider on a whole horse) standing on a ground line."""
    court = neapolitan_people(ink)[rank + suit]
    ground = 356.0
    flip = court.figure.flip
    if rank == "Q":
        scale = 1.07  # the horse's length fills the card's width at this scale
        rider = RIDER_SCALE["neapolitan"]
        # the hooves stand a little higher than a Fante's feet, above the lower corner number
        ground -= 6
        # a compact horse, drawn taller than long, lifts rider and symbol to the top frame
        top = min(
            -2 + rider * figure_top(court.figure, suit, ink.regional), EARS_Y - 2 * court.rear
        )
        tall = min(KNIGHT_STRETCH * scale, (ground - FIGURE_TOP) / (HOOF_Y - top))
        defs = _held_defs(suit, ink, court, scale * rider)
        sx = -scale if flip else scale
        # the horse spans x = -82 (tail) to 110 (muzzle): centre that span on the card
        # (a rearing horse swings its tail back: move it forward to keep it on the card)
        dx = CX - (14 - 1.3 * court.rear) * sx
        figure = g(
            *_rider_on_horse(ink.at_scale(scale), court, suit, rider),
            transform=f"translate({dx} {ground - HOOF_Y * tall}) scale({sx} {tall:.3f})",
        )
        return defs, [*_ground(ink, ground), figure]
    # as large as the card allows: the top of the hat or held symbol just under the frame
    top = figure_top(court.figure, suit, ink.regional)
    if court.throne:
        top = min(top + SEAT_DROP, THRONE_TOP)
    scale = min(MAX_SCALE, (ground - FIGURE_TOP) / (SOLE_Y - top))
    defs = _held_defs(suit, ink, court, scale)
    sx = -scale if flip else scale
    drawn = (
        enthroned(ink.at_scale(scale), court.figure, suit, "held")
        if court.throne
        else person(ink.at_scale(scale), court.figure, suit, "held", breadth=(STOCKY,) * 3)
    )
    figure = g(
        *drawn,
        transform=f"translate({CX} {ground - SOLE_Y * scale}) scale({sx} {scale})",
    )
    return defs, [*_ground(ink, ground), figure]


def _half_breadth(
    figure: Figure, suit: str, scale: float, cut: float
) -> tuple[float, float, float]:
    """How much a half-figure's body and each arm are broadened (see ``person``).

    An arm stretches less when its hand or symbol would near the card's side; near the top
    it must also clear the corner number, so it keeps a wider margin there.
    """
    pose = figure.pose
    reach = SYMBOL_REACH[suit] * pose.symbol_scale
    tilt = abs(math.sin(math.radians(pose.symbol_rotate)))
    # the held symbol's half width: a coin or cup is round, a sword or baton stands upright
    side = reach / 2 if suit in "cd" else reach * tilt + 10
    arms = []
    for arm, extra, rise in ((pose.holding, side, reach), (pose.free, 12.0, 12.0)):
        top = CY + (arm.hand[1] - cut - rise) * scale
        margin = CORNER_MARGIN if top < CORNER_ZONE else EDGE_MARGIN
        room = ((CX - margin) / scale - extra) / max(abs(arm.hand[0]), 1.0)
        # the elbow (and the sleeve round it) must stay on the card as well
        elbow_room = ((CX - EDGE_MARGIN) / scale - SLEEVE_HALF) / max(abs(arm.elbow[0]), 1.0)
        arms.append(max(1.0, min(HALF_BREADTH, room, elbow_room)))
    return HALF_BREADTH, arms[0], arms[1]


def piacentine_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """The figure drawn whole, masked below the waist line, then turned to make the bottom half."""
    court = piacentine_people(ink)[rank + suit]
    flip = court.figure.flip
    if rank == "Q":
        cut = 90.0  # cut below the knees, so the horse keeps its forelegs and the rider his leg
        rider = RIDER_SCALE["piacentine"]
        # as large as the half allows: the rider's hat or symbol, or the horse's ears, on top
        top = min(
            -2 + rider * figure_top(court.figure, suit, ink.regional), EARS_Y - 2 * court.rear
        )
        scale = min(0.98, (CY - FIGURE_TOP) / (cut - top))
        sx = -scale if flip else scale
        defs = _held_defs(suit, ink, court, scale * rider)
        drawing = g(
            *_rider_on_horse(ink.at_scale(scale), court, suit, rider),
            transform=f"translate({CX - 10 * sx} {CY - cut * scale}) scale({sx} {scale})",
        )
    else:
        # cut at the belt and broadened: a half-figure fills its half of the card
        cut = HALF_CUT
        scale = min(
            HALF_MAX_SCALE, (CY - FIGURE_TOP) / (cut - figure_top(court.figure, suit, ink.regional))
        )
        sx = -scale if flip else scale
        defs = _held_defs(suit, ink, court, scale)
        breadth = _half_breadth(court.figure, suit, scale, cut)
        drawing = g(
            *person(ink.at_scale(scale), court.figure, suit, "held", breadth=breadth),
            transform=f"translate({CX} {CY - cut * scale}) scale({sx} {scale})",
        )
    p = ink.palette
    mask = el(
        "mask",
        el("rect", x=0, y=0, width=CARD_W, height=CY, fill="#ffffff"),
        id="upper",
        maskUnits="userSpaceOnUse",
        x=0,
        y=0,
        width=CARD_W,
        height=CARD_H,
    )
    # a fine double rule, as on the printed packs, not a band that cuts across the figures
    divider = [
        path(f"M8,{CY + dy} H{CARD_W - 8}", **ink.line(shade(p.gold, 0.35), 1.0))
        for dy in (-1.5, 1.5)
    ]
    half = g(use("half"), mask="url(#upper)")
    return [*defs, mask, g(drawing, id="half")], [
        half,
        g(half, transform=f"rotate(180 {CX} {CY})"),
        *divider,
    ]
