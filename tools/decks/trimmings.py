"""The small things an engraver lavishes on a court figure's costume: buttons down the
doublet, garters tied below the knee, a shoe's sole, strap and rosette, a boot's turned-down
top, ermine at a king's collar and cuffs. Drawn in the figure frame (see cast.py)."""

from __future__ import annotations

import itertools
import math

from .cast import Garb
from .linework import folds, shade
from .shapes import along, offset_sides
from .style import Ink
from .svg import el, path

Point = tuple[float, float]

# an ermine's black tail, pointing down +y from its root at the origin
ERMINE_TAIL = "M0,-1.4 l-1.1,2.8 l1.1,-0.8 l1.1,0.8 Z"


def buttons(ink: Ink, garb: Garb) -> list[str]:
    """A row of gold buttons down the front of a doublet or tunic, each with its shine."""
    if garb.cut in ("armour", "robe") or garb.motif in ("placket", "chain", "lacing", "sash"):
        return []
    p = ink.palette
    parts = []
    for y in (-62, -50, -38, -26, -15):
        parts += [
            el("circle", cx=0, cy=y, r=1.9, **ink.fill(p.gold, thin=True)),
            el("circle", cx=-0.6, cy=y - 0.6, r=0.6, fill=p.gold_light),
        ]
    return parts


def garter(ink: Ink, knee: Point, colour: str, side: int) -> list[str]:
    """A ribbon tied round the leg below the knee, its two ends hanging on the outside."""
    x, y = knee[0], knee[1] + 7
    tie = x + side * 6
    return [
        path(f"M{x - 6.4},{y - 1} Q{x},{y + 2.2} {x + 6.4},{y - 1}", **ink.line(colour, 2.6)),
        path(
            f"M{tie},{y} C{tie + side * 3},{y + 4} {tie + side * 2},{y + 8} "
            f"{tie + side * 4},{y + 11} "
            f"M{tie},{y} C{tie + side * 1},{y + 5} {tie - side * 1},{y + 8} {tie},{y + 12}",
            **ink.line(colour, 1.6),
        ),
        el("circle", cx=tie, cy=y, r=1.6, **ink.fill(colour, thin=True)),
    ]


def shoe_detail(ink: Ink, x: float, sole: float, boots: bool) -> list[str]:
    """The sole under the foot, and on a shoe its strap with a rosette on the instep; on a
    boot the turned-down top and the seam up its side."""
    p = ink.palette
    toe = 1 if x >= 0 else -1
    parts = [
        path(f"M{x - 6 * toe},{sole - 0.6} L{x + 13 * toe},{sole - 0.6}", **ink.line(p.ink, 1.6))
    ]
    if boots:
        top = sole - 36
        parts += [
            path(
                f"M{x - 7},{top} L{x + 7},{top} L{x + 6.4},{top + 5} L{x - 6.4},{top + 5} Z",
                **ink.fill(shade(p.wood, 0.05), thin=True),
            ),
            path(f"M{x + 2},{top + 6} L{x + 2.6},{sole - 9}", **ink.line(p.wood_dark, 0.6)),
        ]
    else:
        parts += [
            path(
                f"M{x - 3 * toe},{sole - 8.6} L{x + 1 * toe},{sole - 2}",
                **ink.line(p.red_dark, 1.4),
            ),
            el("circle", cx=x + 3 * toe, cy=sole - 6.4, r=1.8, **ink.fill(p.red, thin=True)),
        ]
    return parts


def ermine_cuff(ink: Ink, wrist: Point, back: Point) -> list[str]:
    """White fur at a king's cuff, powdered with black tails in staggered rows (four
    across, three between), each tail pointing down the arm: two dots alone read as eyes."""
    (wx, wy), (bx, by) = wrist, back
    length = math.hypot(wx - bx, wy - by) or 1.0
    ux, uy = (wx - bx) / length, (wy - by) / length  # down the arm, towards the hand
    cx, cy = (wx + bx) / 2, (wy + by) / 2
    angle = math.degrees(math.atan2(uy, ux)) - 90  # the tail's shape points down +y
    spots = [(x, -2.0) for x in (-5.1, -1.7, 1.7, 5.1)] + [(x, 0.9) for x in (-3.4, 0.0, 3.4)]
    return [
        path(
            ERMINE_TAIL,
            fill=ink.palette.ink,
            transform=(
                f"translate({cx + across * -uy + along * ux:.2f} "
                f"{cy + across * ux + along * uy:.2f}) rotate({angle:.1f})"
            ),
        )
        for across, along in spots
    ]


def ermine_collar(ink: Ink) -> list[str]:
    """A king's ermine cape round his shoulders, low enough on the chest to leave the neck
    showing: its hem cut in scallops deepest at the front and its white fur powdered with
    black tails in two staggered rows (a plain oval with a few specks read as a bib)."""
    p = ink.palette

    def hem_y(x: float) -> float:
        return -58 - 12 * (x / 31) ** 2

    def top_y(x: float) -> float:
        return -75.2 + 5.2 * (x / 31) ** 2

    hem = [(x, hem_y(x)) for x in (-31 + 62 * k / 8 for k in range(9))]
    scallops = " ".join(
        f"Q{(a[0] + b[0]) / 2:.1f},{(a[1] + b[1]) / 2 + 3.4:.1f} {b[0]:.1f},{b[1]:.1f}"
        for a, b in itertools.pairwise(hem)
    )
    rows = [(x, 0.28) for x in (-20.0, -7.0, 7.0, 20.0)] + [(x, 0.64) for x in (-13.5, 0.0, 13.5)]
    tails = [(x, top_y(x) + depth * (hem_y(x) - top_y(x))) for x, depth in rows]
    return [
        path(f"M-31,-70 {scallops} C22,-77 -22,-77 -31,-70 Z", **ink.fill(p.white)),
        *(
            path(ERMINE_TAIL, fill=p.ink, transform=f"translate({x:.1f} {y:.1f}) scale(1.5)")
            for x, y in tails
        ),
    ]


def knee_band(ink: Ink, at: Point, colour: str, side: int) -> list[str]:
    """The band closing a pair of knee breeches over the stocking, a small gold buckle on
    the outside of the leg."""
    x, y = at
    return [
        path(f"M{x - 6.6},{y - 1} Q{x},{y + 1.8} {x + 6.6},{y - 1}", **ink.line(colour, 4.6)),
        el(
            "rect",
            x=x + side * 5 - 1.8,
            y=y - 2.2,
            width=3.6,
            height=3.6,
            **ink.fill(ink.palette.gold, thin=True),
        ),
    ]


def buckled_shoe(ink: Ink, x: float, sole: float) -> list[str]:
    """A low shoe's sole, a red heel, the tongue standing over the instep and a square gold
    buckle on it (to go over ``figures.foot``)."""
    p = ink.palette
    toe = 1 if x >= 0 else -1
    return [
        path(f"M{x - 6 * toe},{sole - 0.6} L{x + 13 * toe},{sole - 0.6}", **ink.line(p.ink, 1.6)),
        path(
            f"M{x - 6.4 * toe},{sole - 4.6} L{x - 1.6 * toe},{sole - 4.6} L{x - 2.2 * toe},"
            f"{sole} L{x - 6 * toe},{sole} Z",
            **ink.fill(p.red, thin=True),
        ),
        path(
            f"M{x - 1 * toe},{sole - 8.4} L{x + 1.4 * toe},{sole - 12} L{x + 4.4 * toe},"
            f"{sole - 9.6} Z",
            **ink.fill(p.ink, thin=True),
        ),
        el(
            "rect",
            x=x + 2.2 * toe - 2.8,
            y=sole - 9.4,
            width=5.6,
            height=4.4,
            rx=0.6,
            fill="none",
            stroke=p.gold,
            stroke_width=1.5,
        ),
    ]


# a short Hessian boot's black leather, and the gleam of its polish
HESSIAN, HESSIAN_GLEAM = "#2e2320", "#7a6a62"


def hessian(ink: Ink, side: int, shaft: list[Point]) -> list[str]:
    """The top of a short black Hessian boot (drawn over its leg, ``shaft``: the boot's
    top, the shin, the ankle) dipping to a notch at the front, piped in gold, a gold tassel
    hanging at the notch, and a gleam of polish down the leather."""
    p = ink.palette
    (tx, ty), (sx, sy) = shaft[0], shaft[1]
    length = math.hypot(sx - tx, sy - ty) or 1.0
    ux, uy = (sx - tx) / length, (sy - ty) / length  # down the leg
    nx, ny = -uy, ux

    def at(across: float, down: float) -> str:
        return f"{tx + nx * across + ux * down:.1f},{ty + ny * across + uy * down:.1f}"

    top = f"M{at(-6.8, -3.5)} L{at(0, 2.5)} L{at(6.8, -3.5)} L{at(6.6, 8)} L{at(-6.6, 8)} Z"
    return [
        path(top, **ink.fill(HESSIAN)),
        path(f"M{at(-6.8, -3.5)} L{at(0, 2.5)} L{at(6.8, -3.5)}", **ink.line(p.gold, 1.5)),
        path(f"M{at(0, 2.5)} L{at(0, 6)}", **ink.line(p.gold, 0.9)),
        path(
            f"M{at(-1.5, 5.6)} L{at(1.5, 5.6)} L{at(1.2, 10.5)} L{at(-1.2, 10.5)} Z",
            **ink.fill(p.gold, thin=True),
        ),
        path(
            f"M{at(-3.8 * side, 12)} L{shaft[-1][0] - 3.4 * side:.1f},{shaft[-1][1] - 2:.1f}",
            **ink.line(HESSIAN_GLEAM, 1.1),
        ),
    ]


# the white cloth wound round a leg under a sandal's thongs: its width below the knee, at
# the calf, the shin and the ankle
WRAP_WIDTHS = [12.4, 16.0, 9.8, 8.6]


def laced_sandal(ink: Ink, wrap: list[Point], side: int) -> list[str]:
    """A country sandal's thongs wound up the white cloth round the leg (drawn under them,
    ``WRAP_WIDTHS`` wide through ``wrap``: below the knee, the calf, the shin, the ankle),
    crossed over it in a lattice up to a knot on the outside."""
    p = ink.palette
    half = [w / 2 for w in WRAP_WIDTHS]
    left, right = offset_sides(wrap, half, half)

    def edge(points: list[Point], t: float) -> Point:
        k = min(int(t * (len(points) - 1)), len(points) - 2)
        return along(points[k], points[k + 1], t * (len(points) - 1) - k)

    rungs = [0.02 + 0.9 * i / 6 for i in range(7)]
    laces = " ".join(
        f"M{edge(left, a)[0]:.1f},{edge(left, a)[1]:.1f} L{edge(right, b)[0]:.1f},"
        f"{edge(right, b)[1]:.1f} M{edge(right, a)[0]:.1f},{edge(right, a)[1]:.1f} "
        f"L{edge(left, b)[0]:.1f},{edge(left, b)[1]:.1f}"
        for a, b in itertools.pairwise(rungs)
    )
    knot = edge(right if side > 0 else left, rungs[0])
    (ax, ay), (bx, by) = left[0], right[0]
    return [
        # the thong wound twice round the top of the cloth, where it is tied
        path(
            f"M{ax:.1f},{ay + 1:.1f} L{bx:.1f},{by + 1:.1f} M{ax:.1f},{ay + 3.6:.1f} "
            f"L{bx:.1f},{by + 3.6:.1f}",
            **ink.line(p.wood_dark, 2.2),
        ),
        path(laces, **ink.line(p.wood_dark, 1.3)),
        el("circle", cx=round(knot[0], 1), cy=round(knot[1], 1), r=1.5, fill=p.wood_dark),
        path(
            f"M{knot[0]:.1f},{knot[1]:.1f} q{side * 2.4},3 {side * 1.6},7",
            **ink.line(p.wood_dark, 1.1),
        ),
    ]


def sandal_sole(ink: Ink, x: float, sole: float) -> list[str]:
    """A country sandal over ``figures.foot`` in pale leather: a thick sole with its toe
    curled up to a point, and the thongs over the instep."""
    p = ink.palette
    toe = 1 if x >= 0 else -1
    return [
        path(
            f"M{x - 6.4 * toe},{sole - 1} L{x + 12 * toe},{sole - 1} Q{x + 14.6 * toe},"
            f"{sole - 1.2} {x + 14.4 * toe},{sole - 3.8}",
            **ink.line(p.wood_dark, 2.2),
        ),
        path(
            f"M{x - 4 * toe},{sole - 8.4} L{x + 2 * toe},{sole - 1.6} "
            f"M{x + 1 * toe},{sole - 9} L{x + 6 * toe},{sole - 3}",
            **ink.line(p.wood_dark, 1.2),
        ),
    ]


def cloak_clasps(ink: Ink, garb: Garb) -> list[str]:
    """A ``clasped`` cloak's top, over the shoulders and under the collar: its edge turned
    over each shoulder to show the lining, fastened at the front of each shoulder with a gold
    boss and the two bosses joined by a chain across the chest, so the cloak hangs
    from the shoulders (a mantle that showed only behind the body hung from nothing)."""
    if garb.mantle != "clasped" or garb.cloak is None:
        return []
    p = ink.palette
    parts = []
    for k in (-1, 1):
        fold = (
            f"M{9 * k},-77 C{18 * k},-79 {27 * k},-77 {31 * k},-71 C{34 * k},-66 {33 * k},-60 "
            f"{30 * k},-55 C{26 * k},-57 {22 * k},-59 {19 * k},-60 C{17 * k},-66 {14 * k},-72 "
            f"{9 * k},-74 Z"
        )
        lining = f"M{30 * k},-55 C{26 * k},-57 {22 * k},-59 {19 * k},-60"
        parts += [
            # the shoulder on the viewer's right in shade, as the torso's
            path(fold, **ink.fill(garb.cloak if k < 0 else shade(garb.cloak, 0.2), thin=True)),
            path(lining, **ink.line(garb.lining, 2.4)),
        ]
    if garb.motif != "chain":  # a gold chain of his order already hangs between them
        chain = "M-19,-60 C-12,-50 12,-50 19,-60"
        parts += [
            path(chain, **ink.line(p.ink, 3.2)),
            path(chain, **ink.line(p.gold, 1.8), stroke_dasharray="2.2 1"),
        ]
    for k in (-1, 1):
        parts += [
            el("circle", cx=19 * k, cy=-60, r=4.4, **ink.fill(p.gold, thin=True)),
            el("circle", cx=19 * k, cy=-60, r=1.8, **ink.fill(p.red, thin=True)),
        ]
    return parts


def ermine_tippet(ink: Ink, garb: Garb) -> list[str]:
    """A king's ermine shoulder cape with a shape (mantle "tippet"): a gold-edged neckline
    round the foot of the neck, fur falling over each shoulder and rounding over the top of
    the arm, its two fronts clasped at the throat and parting over the robe; the sleeves
    come out from under it, so the arms read from the shoulder down (a mozzetta over both
    arms to the elbow was a white block with the head set on it)."""
    if garb.mantle != "tippet":
        return []
    p = ink.palette

    def hem_y(x: float) -> float:  # lowest over the point of the shoulder
        return -47 - 5 * (abs(x) - 9) / 26

    def half(s: int) -> list[str]:
        xs = [s * (9 + 26 * k / 5) for k in range(6)]
        hem = [(x, hem_y(x)) for x in reversed(xs)]
        scallops = " ".join(
            f"Q{(a[0] + b[0]) / 2:.1f},{max(a[1], b[1]) + 4:.1f} {b[0]:.1f},{b[1]:.1f}"
            for a, b in itertools.pairwise(hem)
        )
        outline = (
            f"M{s * 1.5},-67.5 C{s * 6},-70 {s * 11.5},-73.5 {s * 15.5},-75.5 "
            f"C{s * 25},-75 {s * 34},-71 {s * 36},-60 L{hem[0][0]:.1f},{hem[0][1]:.1f} "
            f"{scallops} C{s * 6},-54 {s * 3},-62 {s * 1.5},-67.5 Z"
        )
        tails = [(s * x, y) for x, y in ((8, -64), (18, -67), (28, -64), (14, -56), (25, -55))]
        return [
            path(outline, **ink.fill(p.white)),
            folds(ink, f"M{s * 27},-70 C{s * 31},-64 {s * 32},-58 {s * 31},-52", p.white),
            *(
                path(ERMINE_TAIL, fill=p.ink, transform=f"translate({x} {y}) scale(1.5)")
                for x, y in tails
            ),
        ]

    neckline = "M-15.5,-75.5 C-11.5,-73.5 -6,-70 0,-67.6 C6,-70 11.5,-73.5 15.5,-75.5"
    return [
        *half(-1),
        *half(1),
        path(neckline, **ink.line(p.gold, 2.2)),
        el("circle", cx=0, cy=-65.5, r=3.2, **ink.fill(p.gold, thin=True)),
    ]
