"""Court figures built from parts: a head (heads.py), garments of several cuts, arms, legs.

Every figure is drawn in one frame: the origin is the centre of the waist, y grows
downwards, the head is centred at (0, -96) and a standing figure's soles are at y = 146.
Seated riders leave out the legs (the horse module draws the leg over the flank).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .arms import (
    GRIP_Y,
    SHOULDER,
    arm,
    coin_rim,
    handle_lean,
    held_symbol,
    item,
    limb_shade,
    rounded_limb,
    shoulder_cap,
)
from .cast import Arm, Figure, Garb, Pose, half_width
from .costume import bold_stripes, mantle_under
from .hats import hat, head_top
from .heads import Head, back_hair, beard, face, flesh, front_hair, strands
from .linework import (
    Silhouette,
    contour_inks,
    contour_shift,
    folds,
    lit,
    shade,
    shaded,
    without_patterns,
    woven,
)
from .shapes import along
from .style import Ink
from .svg import el, g, path
from .trimmings import (
    HESSIAN,
    WRAP_WIDTHS,
    buckled_shoe,
    buttons,
    cloak_clasps,
    ermine_collar,
    ermine_tippet,
    garter,
    hessian,
    knee_band,
    laced_sandal,
    sandal_sole,
    shoe_detail,
)

SOLE_Y = 146.0
HIP_Y = 44.0  # the hip joints, about which a leaning figure's body turns
RELAXED_HEEL = 12.0  # how far a relaxed leg's foot tips up onto its toes (degrees)
ROBE_HEM = 132.0  # a standing king's robe ends here, over his shoe tips
SHOULDER_Y = -72.0  # where a cloak hangs from the shoulders


def torso(ink: Ink, garb: Garb) -> list[str]:
    """Doublet or bodice from the shoulders to the waist, with its motif and belt."""
    p = ink.palette
    w = 21 * garb.girth
    bulge = 4 * (garb.girth - 1) * 10
    main = p.steel if garb.cut == "armour" else garb.main
    body = (
        f"M-28,-70 C{-31 - bulge},-48 {-w - 3 - bulge},-20 {-w},0 L{w},0 "
        f"C{w + 3 + bulge},-20 {31 + bulge},-48 28,-70 C17,-76 -17,-76 -28,-70 Z"
    )
    parts = [
        path(body, **ink.fill(main)),
        *(woven(body, garb.pattern) if garb.cut != "armour" else ()),
        *(bold_stripes(ink, garb) if garb.motif in ("bands", "bars") else ()),
        *shaded(
            f"M10,-74 C18,-74 25,-72 28,-70 C{31 + bulge},-48 {w + 3 + bulge},-20 {w},0 "
            f"L{w - 9},0 C{w - 5},-24 16,-52 10,-74 Z",
            main,
        ),
        *lit(
            ink,
            f"M-24,-67 C{-26 - bulge},-48 {-w - 1 - bulge},-22 {-w + 2.5},-4 "
            f"C{-w + 6},-22 -19,-46 -17,-68 Z",
            main,
        ),
        folds(
            ink, f"M-{w - 4},-6 C-{w - 2},-20 -22,-40 -20,-58 M-6,-4 C-8,-14 -10,-22 -9,-30", main
        ),
    ]
    if garb.cut == "armour":
        parts += [
            path("M0,-72 L0,-4", **ink.line(p.steel_dark, 1.4)),
            path("M-24,-40 C-10,-34 10,-34 24,-40 M-22,-22 C-10,-16 10,-16 22,-22", **ink.line()),
            *(el("circle", cx=x, cy=-56, r=1.6, fill=p.gold) for x in (-16, 16)),
            path(f"M-{w},-4 L{w},-4", **ink.line(garb.trim, 4)),
        ]
        return parts
    motif = garb.motif
    if motif == "placket":
        parts += [
            path("M0,-70 L0,-8", **ink.line(garb.trim, 3.4)),
            *(
                el("circle", cx=0, cy=cy, r=2, **ink.fill(p.gold_light, thin=True))
                for cy in (-58, -44, -30, -16)
            ),
        ]
    elif motif == "sash":
        parts.append(
            path(f"M18,-72 L27,-66 L{-w + 6},-2 L{-w - 2},-8 Z", **ink.fill(garb.trim, thin=True))
        )
    elif motif == "halves":
        parts.append(
            path(
                f"M0,-75 C-9,-75 -20,-73 -28,-70 C-31,-48 {-w - 3},-20 {-w},0 L0,0 Z",
                **ink.fill(garb.second, thin=True),
            )
        )
    elif motif == "stripes":
        for y in (-58, -44, -30, -16):
            hw = half_width(y, garb.girth) - 1.5
            parts.append(path(f"M{-hw},{y} L{hw},{y}", **ink.line(garb.trim, 3.2)))
    elif motif == "lacing":
        parts += [
            path(
                "M-5,-66 L5,-56 M5,-66 L-5,-56 M-5,-54 L5,-44 M5,-54 L-5,-44 M-5,-42 L5,-32 "
                "M5,-42 L-5,-32 M-5,-30 L5,-20 M5,-30 L-5,-20",
                **ink.line(garb.trim, 1.6),
            ),
            path("M-7,-70 L-7,-10 M7,-70 L7,-10", **ink.line(shade(garb.main), 1.2)),
        ]
    elif motif == "chain":
        links = [(x, -66 + 30 * math.sin(math.pi * (x + 24) / 48)) for x in range(-24, 25, 6)]
        parts += [
            el("circle", cx=x, cy=round(y, 1), r=2.2, **ink.fill(p.gold, thin=True))
            for x, y in links
        ]
        parts.append(el("circle", cx=0, cy=-30, r=5, **ink.fill(garb.trim, thin=True)))
    if garb.cut == "jacket":
        return parts + fascia(ink, garb)
    parts += [
        el("rect", x=-w - 0.5, y=-8, width=2 * w + 1, height=8, **ink.fill(garb.trim, thin=True)),
        el("rect", x=-4, y=-9, width=8, height=10, rx=1.5, **ink.fill(p.gold_light, thin=True)),
    ]
    return parts


def fascia(ink: Ink, garb: Garb) -> list[str]:
    """The broad silk sash a Neapolitan lad winds round his waist over a short jacket, in
    ``garb.second``: knotted on the left hip, its two fringed ends hanging down the thigh."""
    w = 21 * garb.girth
    colour = garb.second
    band = f"M{-w - 1},-11 C-8,-8 8,-8 {w + 1},-11 L{w + 1},4 C8,7 -8,7 {-w - 1},4 Z"
    ends = (
        f"M{-w + 4},0 C{-w + 1},12 {-w - 1},22 {-w - 3},34 L{-w + 4},35 C{-w + 5},24 "
        f"{-w + 7},12 {-w + 9},0 Z M{-w + 7},0 C{-w + 9},10 {-w + 12},20 {-w + 13},30 "
        f"L{-w + 19},28 C{-w + 17},18 {-w + 14},9 {-w + 12},0 Z"
    )
    fringe = " ".join(
        f"M{x:.1f},{y:.1f} l{dx:.1f},4"
        for x, y, dx in (
            (-w - 2.4, 34.4, -0.4),
            (-w, 34.6, 0.0),
            (-w + 2.4, 34.8, 0.3),
            (-w + 13.8, 29.6, 0.4),
            (-w + 16, 29, 0.6),
            (-w + 18.2, 28.4, 0.8),
        )
    )
    return [
        path(ends, **ink.fill(colour)),
        path(fringe, **ink.line(colour, 1.1)),
        path(band, **ink.fill(colour)),
        *shaded(
            f"M8,-8.6 C14,-9.2 {w - 4},-10 {w + 1},-11 L{w + 1},4 C16,6 12,6.4 8,6.6 Z", colour
        ),
        folds(ink, f"M{-w + 2},-5 C-6,-2 6,-2 {w - 2},-5 M{-w + 3},0 C-6,3 6,3 {w - 3},0", colour),
        el("ellipse", cx=-w + 6, cy=-2, rx=4.6, ry=5.6, **ink.fill(colour, thin=True)),
    ]


def collar(ink: Ink, garb: Garb) -> list[str]:
    p = ink.palette
    if garb.collar == "ruff":
        pleats = " ".join(f"M{x},-78 L{x * 1.15:.1f},-70" for x in (-12, -8, -4, 0, 4, 8, 12))
        return [
            el("ellipse", cx=0, cy=-74, rx=17, ry=6.5, **ink.fill(p.white)),
            path(pleats, **ink.line(p.steel_dark, 0.8)),
        ]
    if garb.collar == "falling":
        return [
            path(
                "M-20,-74 C-12,-70 -6,-64 0,-60 C6,-64 12,-70 20,-74 C10,-77 -10,-77 -20,-74 Z",
                **ink.fill(p.white, thin=True),
            )
        ]
    if garb.collar == "ermine":
        return ermine_collar(ink)
    if garb.collar == "none":
        return []
    return [
        path(
            # a shirt collar open at the throat, low enough to show the neck's foot
            "M-13,-74.5 C-8,-64 8,-64 13,-74.5 C8,-69.5 -8,-69.5 -13,-74.5 Z",
            **ink.fill(p.white, thin=True),
        )
    ]


def foot(ink: Ink, x: float, colour: str) -> str:
    toe = 1 if x >= 0 else -1
    y = SOLE_Y
    return path(
        f"M{x - 6 * toe},{y - 8} C{x + 4 * toe},{y - 10} {x + 12 * toe},{y - 4} {x + 13 * toe},{y} "
        f"L{x - 6 * toe},{y} Z",
        **ink.fill(colour),
    )


def _leg_joints(
    pose: Pose, side: int, x_foot: float
) -> tuple[tuple[float, float], tuple[float, float], float]:
    """(knee, ankle, how far the foot tips up onto its toe) of one leg in the pose.

    A leg whose foot stands out wide is bent at the knee for a step; a bent leg whose foot
    stays near the body is the relaxed leg of a figure standing on the other one, its knee
    turned in and forward, its heel lifted; one whose foot is set past the standing foot
    crosses in front of it."""
    bend = pose.knee * side if pose.knee * side > 0 else 0.0
    hip = (side * 9.0, HIP_Y)
    if bend and x_foot * side < 0:  # crossed over the standing leg above the knee, on its toe
        knee = along(hip, (x_foot, SOLE_Y - 10), 0.56)
        return (knee[0] - side * 2.0, knee[1] + 2), (x_foot, SOLE_Y - 10), 1.6 * RELAXED_HEEL
    if bend and abs(x_foot) < 27:  # the knee a little forward and in, lower than the other
        return (x_foot * 0.55 + side * 1.0, 99 + bend * 2), (x_foot, SOLE_Y - 10), RELAXED_HEEL
    return (x_foot * 0.9 + side * bend * 5, 96 - bend * 4), (x_foot, SOLE_Y - 8), 0.0


def legs(ink: Ink, garb: Garb, pose: Pose) -> list[str]:
    """Hose from the hip to the ankle and what is worn on the feet (see ``footwear``): a
    full thigh, a knee, the calf swelling below it on the outside and a slim ankle, each
    leg set as ``_leg_joints`` places it. A leg that crosses the other is drawn over it."""
    parts: list[str] = []
    sides = [(-1, pose.feet[0], garb.hose[0]), (1, pose.feet[1], garb.hose[1])]
    if pose.knee < 0 and pose.feet[0] > 0:  # the left leg crosses in front
        sides.reverse()
    for side, x_foot, colour in sides:
        hip = (side * 9.0, HIP_Y)
        knee, ankle, tip = _leg_joints(pose, side, x_foot)
        toe = 1 if x_foot >= 0 else -1
        tiptoe = f"rotate({tip * toe:.1f} {x_foot + 13 * toe} {SOLE_Y})" if tip else ""
        thigh = along(hip, knee, 0.45)
        thigh = (thigh[0] + side * 1.2, thigh[1])
        # the calf swells out below the knee, well past it, and the shin narrows to a slim
        # ankle (a calf little wider than the knee made the legs read as sticks)
        calf = along(knee, ankle, 0.28)
        calf = (calf[0] + side * 2.2, calf[1])
        shin = along(knee, ankle, 0.7)
        joints, widths = [hip, thigh, knee, calf, shin, ankle], [16, 15.2, 10.8, 15, 8.8, 6.6]
        parts.append(rounded_limb(joints, widths, colour, ink))
        # the leg's right side in shade, as the torso's and the robe's
        parts += limb_shade(ink, joints, widths, colour, knee, (1.0, 0.0))
        # the kneecap under the hose
        parts.append(
            folds(
                ink,
                f"M{knee[0] - 3.4:.1f},{knee[1] + 1:.1f} Q{knee[0]:.1f},{knee[1] + 4.4:.1f} "
                f"{knee[0] + 3.4:.1f},{knee[1] + 1:.1f}",
                colour,
                0.7,
            )
        )
        on_leg, on_foot = footwear(ink, garb, side, (knee, calf, shin, ankle), colour)
        parts += on_leg
        parts += [g(*on_foot, transform=tiptoe)] if tiptoe else on_foot
    return parts


def footwear(
    ink: Ink,
    garb: Garb,
    side: int,
    leg: tuple[tuple[float, float], ...],
    hose: str,
) -> tuple[list[str], list[str]]:
    """(what stays on the leg, what tips with the foot) for ``garb.shoes`` on one leg
    (``leg``: its knee, calf, shin and ankle): strap shoes under a ribbon garter, white
    stockings under knee breeches to buckled shoes, tall brown boots with turned-down tops,
    short black Hessians with a tassel at the notch, or the laced sandals of the Neapolitan
    country, their thongs wound crosswise up a white wrapping. Each Fante and the Re di
    spade wears his own, so no two standing figures share a pair."""
    p = ink.palette
    knee, calf, shin, ankle = leg
    x_foot = ankle[0]
    kind = garb.shoes
    if kind == "boots":
        boot = shade(p.wood, 0.25)
        top = along(knee, ankle, 0.22)
        sole, *shaft = shoe_detail(ink, x_foot, SOLE_Y, True)
        shaft_limb = rounded_limb(
            [top, calf, shin, (x_foot, SOLE_Y - 6)], [13, 13.4, 10.4, 10], boot, ink
        )
        # a boot's top and seam stay on its leg as the foot tips up
        return [shaft_limb, *shaft], [foot(ink, x_foot, boot), sole]
    if kind == "hessians":
        shaft = [along(knee, ankle, 0.36), shin, (x_foot, SOLE_Y - 6)]
        boot = rounded_limb([along(*shaft[:2], 0.2), *shaft[1:]], [12.8, 10.4, 10], HESSIAN, ink)
        return [boot, *hessian(ink, side, shaft)], [
            foot(ink, x_foot, p.ink),
            shoe_detail(ink, x_foot, SOLE_Y, True)[0],
        ]
    if kind == "laced":
        wrap = [along(knee, ankle, 0.16), calf, shin, (x_foot, SOLE_Y - 6)]
        cloth = rounded_limb(wrap, WRAP_WIDTHS, p.white, ink)
        return [cloth, *laced_sandal(ink, wrap, side)], [
            foot(ink, x_foot, p.wood),
            *sandal_sole(ink, x_foot, SOLE_Y),
        ]
    # a garter or a knee band that shows against the hose it ties
    tie = next(c for c in (garb.trim, garb.main, garb.sleeve, p.red_dark) if c != hose)
    if kind == "buckled":
        below = along(knee, ankle, 0.12)
        stocking = rounded_limb([below, calf, shin, ankle], [10.4, 15.4, 9.2, 7.0], p.white, ink)
        return [stocking, *knee_band(ink, along(knee, ankle, 0.07), tie, side)], [
            foot(ink, x_foot, p.ink),
            *buckled_shoe(ink, x_foot, SOLE_Y),
        ]
    sole, *strap = shoe_detail(ink, x_foot, SOLE_Y, False)
    return garter(ink, knee, tie, side), [foot(ink, x_foot, p.ink), sole, *strap]


def robed_feet(ink: Ink, garb: Garb, pose: Pose) -> list[str]:
    """A robed king's shoes, and over the one a knee sets forward (``pose.step``) the hose
    of its ankle, which shows under the lifted hem."""
    p = ink.palette
    parts = []
    for k, x in enumerate(pose.feet):
        if pose.step and abs(x - pose.step) < HEM_REACH:
            shin = [(x * 0.8, ROBE_HEM - 16), (x, SOLE_Y - 7)]
            parts.append(rounded_limb(shin, [10.4, 7.4], garb.hose[k], ink))
        parts.append(foot(ink, x, p.ink))
    return parts


def _robe_folds(w: float, flare: float, hem: float) -> str:
    """Pleats that leave the belt and open towards the hem, a short one between each pair."""
    lines = []
    for k in (-0.7, -0.35, 0.2, 0.55):
        top, bottom = k * w, k * flare * 0.95
        lines.append(
            f"M{top:.1f},2 C{top:.1f},{hem * 0.4:.1f} {bottom:.1f},{hem * 0.7:.1f} "
            f"{bottom:.1f},{hem:.1f}"
        )
    for k in (-0.55, 0.38):
        x = k * flare
        lines.append(f"M{x:.1f},{hem * 0.55:.1f} L{x * 1.05:.1f},{hem:.1f}")
    return " ".join(lines)


def _pleated_hem(flare: float, hem: float, pleats: int = 5, step: float = 0.0) -> str:
    """A hem that rises and falls over the pleats, from the left side to the right, lifted
    over the knee of a leg stepping forward at ``step`` (see ``_hem_lift``)."""
    width = 2 * flare / pleats
    segs = []
    for i in range(pleats):
        x0 = -flare + i * width
        sag = 4 + 2.5 * math.sin(math.pi * (i + 0.5) / pleats)
        mid, end = x0 + width / 2, x0 + width
        segs.append(
            f"Q{mid:.1f},{hem + sag - _hem_lift(mid, step):.1f} "
            f"{end:.1f},{hem - _hem_lift(end, step):.1f}"
        )
    return " ".join(segs)


# how far a robe's hem rises over a knee set forward, and how wide the rise is
HEM_RISE, HEM_REACH = 12.0, 15.0


def _hem_lift(x: float, step: float) -> float:
    """How far the hem at ``x`` is lifted by the knee of a leg set forward at ``step`` (0:
    standing square, no lift)."""
    if not step:
        return 0.0
    return HEM_RISE * math.exp(-(((x - step) / HEM_REACH) ** 2))


def _robe(ink: Ink, garb: Garb, seated: bool, step: float = 0.0) -> list[str]:
    """A king's robe that flares from the belt to a pleated hem, the shoe tips showing below
    it, an embroidered border at the hem and down the front panel. A leg set forward at
    ``step`` lifts the hem over its shoe and draws the cloth taut from the belt to its knee
    (a robe falling straight to a level hem stood the king up like a column)."""
    w = 21 * garb.girth
    hem = 24 if seated else ROBE_HEM
    flare = 32 if seated else 46  # a hem narrow enough to leave the corner number room
    hem_line = _pleated_hem(flare, hem, step=step)
    robe = (
        f"M{-w},-2 C{-w - 4},{hem * 0.35} {-flare + 4},{hem * 0.7} {-flare},{hem} "
        f"{hem_line} C{flare - 4},{hem * 0.7} {w + 4},{hem * 0.35} {w},-2 Z"
    )
    low, high = (hem + 5 - _hem_lift(x, step) for x in (-13, 13))
    panel = f"M-6,0 L6,0 L13,{high:.1f} L-13,{low:.1f} Z"
    border = f"M{-flare},{hem} {hem_line}"
    knee = []
    if step:  # the cloth drawn over the knee, from the belt and from the hem
        k = step * 0.9
        knee.append(
            folds(
                ink,
                f"M{k * 0.3:.1f},6 C{k * 0.7:.1f},{hem * 0.4:.1f} {k:.1f},{hem * 0.62:.1f} "
                f"{k * 1.05:.1f},{hem * 0.7:.1f} M{k - 7:.1f},{hem - 4:.1f} "
                f"Q{k - 3:.1f},{hem * 0.8:.1f} {k + 1:.1f},{hem * 0.72:.1f} "
                f"M{k + 8:.1f},{hem - 3:.1f} Q{k + 5:.1f},{hem * 0.8:.1f} {k + 2:.1f},"
                f"{hem * 0.73:.1f}",
                garb.main,
            )
        )
    return [
        path(robe, **ink.fill(garb.main)),
        # the light on the robe's left side runs out to its edge and fades inwards under the
        # woven pattern: a pale band set in from the edge, over the pattern, read as a
        # see-through streak in the cloth
        *lit(
            ink,
            f"M{-w},-2 C{-w - 4},{hem * 0.35} {-flare + 4},{hem * 0.7} {-flare},{hem} "
            f"L{-flare + 10},{hem + 2} C{-flare + 14},{hem * 0.6} {-w + 7},{hem * 0.3} "
            f"{-w + 6},0 Z",
            garb.main,
            0.2,
        ),
        *woven(robe, garb.pattern),
        *shaded(
            f"M12,-2 L{w},-2 C{w + 4},{hem * 0.35} {flare - 4},{hem * 0.7} {flare},{hem} "
            f"Q{flare - 6},{hem + 4} {flare - 12},{hem + 1} C{flare - 16},{hem * 0.6} "
            f"24,{hem * 0.3} 12,-2 Z",
            garb.main,
        ),
        folds(ink, _robe_folds(w, flare, hem), garb.main),
        *knee,
        path(panel, **ink.fill(garb.second, thin=True)),
        folds(ink, f"M-2,6 C-3,{hem * 0.4} -5,{hem * 0.7} -6,{hem}", garb.second, 0.7),
        *embroidered(ink, f"M-6,2 L-13,{low - 1:.1f} M6,2 L13,{high - 1:.1f}", garb.trim, 3),
        *embroidered(ink, border, garb.trim, 5),
    ]


def embroidered(ink: Ink, d: str, colour: str, width: float) -> list[str]:
    """A border band along ``d`` in ``colour``, stitched with a row of pale beads."""
    p = ink.palette
    return [
        path(d, **ink.line(p.ink, width + 1.2)),
        path(d, **ink.line(colour, width)),
        path(
            d,
            **ink.line(p.white if colour == p.gold else p.gold_light, width * 0.36),
            stroke_dasharray=f"0.1 {width * 0.9:.1f}",
        ),
    ]


def skirt(ink: Ink, garb: Garb, seated: bool = False, step: float = 0.0) -> list[str]:
    """What hangs below the belt: a short skirt, a knee-length tunic, a robe or armoured tassets
    (a robe lifted over a knee set forward at ``step``, see ``_robe``)."""
    p = ink.palette
    w = 21 * garb.girth
    colour = garb.second if garb.motif != "halves" else garb.main
    if garb.cut == "robe":
        return _robe(ink, garb, seated, step)
    if garb.cut == "armour":
        return [
            path(
                f"M{-w},-2 L{-w - 8},{24 + 6 * k} L{w + 8},{24 + 6 * k} L{w},-2 Z",
                **ink.fill(p.steel, thin=True),
            )
            for k in (2, 1, 0)
        ] + [path(f"M{-w - 8},36 L{w + 8},36", **ink.line(garb.trim, 3))]
    if garb.cut == "jacket" and not seated:
        return breeches(ink, garb)
    hem = {"tunic": 84, "doublet": 50, "jacket": 26}[garb.cut] if not seated else 26
    flare = {"tunic": 36, "doublet": 36}[garb.cut] if not seated else 32
    tunic = f"M{-w},-2 L{-flare},{hem} C-12,{hem + 7} 12,{hem + 7} {flare},{hem} L{w},-2 Z"
    return [
        path(tunic, **ink.fill(colour)),
        *woven(tunic, garb.pattern),
        *shaded(
            f"M12,-2 L{w},-2 L{flare},{hem} C{flare - 6},{hem + 2} "
            f"{flare - 10},{hem + 3} 22,{hem + 4} Z",
            colour,
        ),
        *lit(
            ink,
            f"M{-w + 2},0 L{-flare + 3},{hem - 1} C{-flare + 7},{hem + 1.6} {-flare + 10},"
            f"{hem + 2.4} {-flare + 13},{hem + 3} L{-w + 8},0 Z",
            colour,
        ),
        folds(ink, _robe_folds(w, flare, hem), colour),
        path(
            f"M{-flare},{hem} C-12,{hem + 7} 12,{hem + 7} {flare},{hem}", **ink.line(garb.trim, 3.6)
        ),
        path(f"M-12,4 L-18,{hem} M12,4 L18,{hem + 2}", **ink.line(shade(colour))),
    ]


def breeches(ink: Ink, garb: Garb) -> list[str]:
    """The seat of a pair of breeches under a short jacket, from the waist round the hips
    into the thighs (the legs, in the hose colours, go on to the knee): each half in its
    leg's colour."""
    w = 21 * garb.girth
    parts = []
    for k, colour in ((-1, garb.hose[0]), (1, garb.hose[1])):
        half = (
            f"M0,-4 L{-w * k},-4 C{(-w - 1.5) * k},12 {-21.5 * k},28 {-16 * k},46 "
            f"Q{-9 * k},52 0,48 Z"
        )
        # no line where the seat runs on into the thigh of the same cloth
        side = f"M{-w * k},-4 C{(-w - 1.5) * k},12 {-21.5 * k},28 {-16 * k},46"
        parts += [path(half, fill=colour, stroke="none"), path(side, **ink.line())]
        if k > 0:
            # the shade tapers out on the hip, where the thigh's own shade takes over
            parts += shaded(
                f"M8,-4 L{w},-4 C{w + 1.5},12 21.5,28 19,38 C16,28 12,10 8,-4 Z", colour
            )
    parts.append(folds(ink, "M-3,30 Q0,40 2,47 M-12,14 Q-8,28 -6,36", garb.hose[0]))
    return parts


def cloak_hem(garb: Garb) -> float:
    """How far down a standing figure's cloak falls."""
    if garb.cape:
        return 40
    return {"wide": 126, "open": 134, "falling": 138}.get(garb.mantle, 142)


# a rider's cape streaming back from his shoulders over his horse's croup, in two lobes
# (hanging down both sides of the saddle, a red cape hid a black horse's barrel)
FLYING_CAPE = (
    "M26,-72 C10,-82 -30,-84 -58,-76 C-72,-72 -84,-64 -94,-56 C-86,-53 -82,-50 -81,-46 "
    "C-86,-40 -90,-34 -93,-26 C-72,-26 -46,-24 -24,-18 Z"
)


def flying_cape(ink: Ink, garb: Garb) -> list[str]:
    """A cape blown out behind a rider, its lining showing along the lower edge and the
    wind's folds running from the shoulders to its two points."""
    assert garb.cloak is not None
    return [
        path(FLYING_CAPE, **ink.fill(garb.cloak)),
        *shaded(
            "M-81,-46 C-86,-40 -90,-34 -93,-26 C-72,-26 -46,-24 -24,-18 C-46,-30 -66,-38 -81,-46 Z",
            garb.cloak,
        ),
        folds(
            ink, "M-30,-70 C-50,-70 -70,-64 -86,-56 M-34,-46 C-52,-46 -70,-40 -86,-30", garb.cloak
        ),
        path("M-93,-26 C-72,-26 -46,-24 -26,-18", **ink.line(garb.lining, 3)),
    ]


def cloak(ink: Ink, garb: Garb, seated: bool) -> list[str]:
    """A mantle hanging behind the body from the shoulders, its lining showing at the edges."""
    if garb.cloak is None:
        return []
    if garb.mantle == "flying":
        return flying_cape(ink, garb)
    hem = cloak_hem(garb)
    spread = 50 if seated or garb.cape else 60
    if seated:  # a rider's cape ends at the saddle, leaving the saddle cloth to be seen
        hem, spread = 14, 46
    if garb.mantle == "open":  # an open mantle falls straight from the shoulders, to the ankle
        spread, hem = 40, cloak_hem(garb)
    if garb.mantle == "wide":  # swept out behind a king standing square, feet apart
        spread = 70
    if garb.mantle == "falling":  # hanging down his back, showing either side of the robe
        spread = 48
    if garb.mantle == "clasped":  # from clasps at the shoulders, clear of the corner number
        spread = 52
    if garb.mantle == "shoulder" and garb.cape:  # only the drape over the chest
        return []
    if garb.mantle == "shoulder":  # thrown over the left shoulder: it hangs on that side only
        back = (
            f"M-27,-72 C{-spread + 8},-40 {-spread + 2},{hem - 80} {-spread},{hem} "
            f"C-44,{hem + 4} -28,{hem + 5} -16,{hem + 4} C-18,{hem - 60} -20,-20 -14,-74 Z"
        )
        return [
            path(back, **ink.fill(garb.cloak)),
            folds(
                ink,
                f"M{-spread + 10},{hem} C{-spread + 14},{hem * 0.5} -34,-20 -30,-50",
                garb.cloak,
            ),
            path(
                f"M{-spread},{hem} C{-spread + 6},{hem - 60} {-spread + 12},-20 -26,-66",
                **ink.line(garb.lining, 3),
            ),
        ]
    outer = (
        f"M-27,-72 C{-spread + 8},-40 {-spread + 2},{hem - 80} {-spread},{hem} "
        f"C-30,{hem + 6} 30,{hem + 6} {spread},{hem} "
        f"C{spread - 2},{hem - 80} {spread - 8},-40 27,-72 Z"
    )
    return [
        path(outer, **ink.fill(garb.cloak)),
        *shaded(
            f"M27,-72 C{spread - 8},-40 {spread - 2},{hem - 80} {spread},{hem} "
            f"C{spread - 8},{hem + 3} {spread - 14},{hem + 4} {spread - 18},{hem + 4} "
            f"C{spread - 16},{hem - 70} {spread - 20},-30 27,-72 Z",
            garb.cloak,
        ),
        *lit(
            ink,
            f"M-27,-70 C{-spread + 10},-40 {-spread + 5},{hem - 80} {-spread + 3},{hem + 1} "
            f"L{-spread + 10},{hem + 3} C{-spread + 12},{hem - 70} {-spread + 16},-34 -27,-70 Z",
            garb.cloak,
            0.2,
        ),
        folds(
            ink,
            f"M{-spread + 10},{hem} C{-spread + 14},{hem * 0.5} -34,-20 -30,-50 "
            f"M{spread - 10},{hem} C{spread - 14},{hem * 0.5} 34,-20 30,-50",
            garb.cloak,
        ),
        path(
            f"M{-spread},{hem} C{-spread + 6},{hem - 60} {-spread + 12},-20 -26,-66",
            **ink.line(garb.lining, 3),
        ),
        path(
            f"M{spread},{hem} C{spread - 6},{hem - 60} {spread - 12},-20 26,-66",
            **ink.line(garb.lining, 3),
        ),
    ]


# how far each symbol reaches beyond the hand, in its own units (see symbols.py)
# (the club's 186 to the tip of its top knot: at 174, a club raised aloft by a rider ran
# past the knight's fit into the frame)
SYMBOL_REACH = {"c": 69.0, "d": 90.0, "s": 173.0, "b": 186.0}


# heads drawn larger than the body frame gives them, about the neck: a Neapolitan figure
# of some six heads and a bit, as the printed pack's are, so his face, moustache and
# brows read at table size (at seven and a half heads the faces were a blur), and a
# Piacentine half-figure whose head reads at table size
HEAD_SCALE = {"neapolitan": 1.35, "piacentine": 1.4}
NECK_Y = -76.0


# at chest_turn 1 the middle of the chest moves TURN aside under the neck, fading to nothing
# TURN_REACH out from the middle, and the whole chest leans TURN_LEAN with it, so the outline
# turns as well as what is drawn inside it; the hips tilt most at the belt, nothing above
# HIP_FADE[0] or below HIP_FADE[1] (a robe's hem stays on the ground)
TURN, TURN_REACH, TURN_LEAN = 12.0, 40.0, 3.0
HIP_FADE = (-40.0, 110.0)
Shift = Callable[[float, float], tuple[float, float]]


def _eased(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return t * t * (3 - 2 * t)


def turn_shift(pose: Pose) -> Shift | None:
    """How far a point of a standing body moves for the pose's turn (None if it stands
    square): the chest turned and its shoulders sloped, fading out towards the belt, where
    the hips tilt the other way over the standing leg (a contrapposto, not a pillar)."""
    turn, drop, hips = pose.chest_turn, pose.shoulder_drop, pose.hip_tilt
    if not (turn or drop or hips):
        return None

    def shift(x: float, y: float) -> tuple[float, float]:
        u = min(max(x / TURN_REACH, -1.0), 1.0)
        t = _eased(y / NECK_Y)  # 0 at the belt, 1 at the neck
        top, bottom = HIP_FADE
        h = _eased((y - top) / -top) if y < 0 else _eased((bottom - y) / (bottom - HIP_Y))
        dx = turn * t * (TURN * (1 - u * u) + TURN_LEAN)
        return dx, (drop * t + hips * h) * u

    return shift


def head_scale(regional: str) -> float:
    return HEAD_SCALE.get(regional, 1.0)


def figure_top(
    figure: Figure,
    suit: str,
    regional: str = "neapolitan",
    tall: float = 1.0,
    head_size: float | None = None,
) -> float:
    """The highest point of a standing figure: its headwear or the symbol it holds up
    (``tall`` and ``head_size`` as in ``person``)."""
    pose = figure.pose
    # held elsewhere than at its usual grip, the symbol reaches that much less above the hand
    shift = 0.0 if pose.grip is None else GRIP_Y[suit] - pose.grip
    reach = (SYMBOL_REACH[suit] - shift) * pose.symbol_scale
    reach *= math.cos(math.radians(pose.symbol_rotate))
    size = head_size or head_scale(regional)
    top = NECK_Y * tall + (head_top(figure.head) - NECK_Y) * size
    return min(top, pose.holding.hand[1] * tall - reach)


def neck(ink: Ink, head: Head, shadow: str, size: float) -> list[str]:
    """A neck that narrows under the jaw and widens into the shoulders (its foot goes under
    the garment's neckline), with the shadow the chin casts on it, its shadow side in
    ``shadow`` and the two muscles that run down to the notch between the collarbones.

    As wide as the head drawn ``size`` times over: a young neck slimmer, a square or round
    face's neck thicker."""
    p = ink.palette
    hw = 5.3 * size * {"young": 0.9, "old": 1.04}.get(head.age, 1.0)
    hw += {"square": 0.6, "round": 0.4, "lean": -0.4}.get(head.build, 0.0)
    top, foot = NECK_Y - 12, NECK_Y + 6
    d = (
        f"M{-hw - 0.4:.1f},{top} L{hw + 0.4:.1f},{top} C{hw:.1f},{top + 5} {hw - 0.3:.1f},"
        f"{NECK_Y - 3} {hw + 0.6:.1f},{NECK_Y + 1} C{hw + 2.4:.1f},{NECK_Y + 3} {hw + 6:.1f},"
        f"{NECK_Y + 4} {hw + 8:.1f},{foot} C{hw + 2:.1f},{foot + 1.6} 2,{foot + 2.4} 0,"
        f"{foot + 3} C-2,{foot + 2.4} {-hw - 2:.1f},{foot + 1.6} {-hw - 8:.1f},{foot} "
        f"C{-hw - 6:.1f},{NECK_Y + 4} {-hw - 2.4:.1f},{NECK_Y + 3} {-hw - 0.6:.1f},{NECK_Y + 1} "
        f"C{-hw + 0.3:.1f},{NECK_Y - 3} {-hw:.1f},{top + 5} {-hw - 0.4:.1f},{top} Z"
    )
    parts = [path(d, **ink.fill(p.skin, thin=True))]
    if isinstance(ink, Silhouette):
        return parts
    chin = NECK_Y - 3.2 * size  # just under the chin of the scaled face
    return [
        *parts,
        path(  # the shadow side, from under the jaw into the shoulder
            f"M{hw * 0.35:.1f},{top} L{hw + 0.4:.1f},{top} C{hw:.1f},{top + 5} {hw - 0.3:.1f},"
            f"{NECK_Y - 3} {hw + 0.6:.1f},{NECK_Y + 1} C{hw + 2.4:.1f},{NECK_Y + 3} "
            f"{hw + 6:.1f},{NECK_Y + 4} {hw + 8:.1f},{foot} C{hw + 3:.1f},{foot + 0.6} "
            f"{hw * 0.6:.1f},{NECK_Y + 1} {hw * 0.45:.1f},{NECK_Y - 3} Z",
            fill=shadow,
        ),
        path(  # the shadow the chin casts, deepest in the middle
            f"M{-hw:.1f},{chin - 2} L{hw:.1f},{chin - 2} C{hw:.1f},{chin + 1.4} 3,{chin + 3.2} "
            f"0,{chin + 3.4} C-3,{chin + 3.2} {-hw:.1f},{chin + 1.6} {-hw:.1f},{chin - 2} Z",
            fill=shadow,
            opacity=0.9,
        ),
        path(  # the neck's muscles meeting at the notch above the breastbone
            f"M{-hw + 1.2:.1f},{chin + 2} C{-hw + 2:.1f},{NECK_Y} -2.6,{NECK_Y + 3} -0.8,"
            f"{foot + 1.6} M{hw - 1.2:.1f},{chin + 2} C{hw - 2:.1f},{NECK_Y} 2.6,{NECK_Y + 3} "
            f"0.8,{foot + 1.6}",
            **ink.line(p.skin_line, 0.5),
        ),
    ]


def whole_head(
    ink: Ink, head: Head, neck_colour: str, size: float | None = None
) -> tuple[list[str], list[str]]:
    """(behind the body, in front of the body): hair at the back goes under the torso.

    The first of the front parts is the neck (``neck``, ``neck_colour`` its shadow side),
    which a caller may draw under a collar or leave out for a neck of its own."""
    size = size or head_scale(ink.regional)
    front = [
        g(*neck(ink, head, neck_colour, size)),
        *face(ink.at_scale(size), head),
        *front_hair(ink.at_scale(size), head),
        *beard(ink.at_scale(size), head),
        *strands(ink.at_scale(size), head),
        *hat(ink.at_scale(size), head),
    ]
    behind = back_hair(ink.at_scale(size), head)
    about = f"translate(0 {NECK_Y}) scale({size}) translate(0 {-NECK_Y})"
    return [g(*behind, transform=about)], [front[0], g(*front[1:], transform=about)]


def person(
    ink: Ink,
    figure: Figure,
    suit: str,
    ident: str,
    seated: bool = False,
    breadth: tuple[float, float, float] = (1.0, 1.0, 1.0),
    tall: float = 1.0,
    head_size: float | None = None,
) -> list[str]:
    """A whole figure in the figure frame; ``ident`` is the held symbol's def id.

    ``tall`` > 1 draws the body and arms taller above the waist, the head lifted onto the
    higher shoulders and the hands moved with the arms (a Piacentine half-figure's torso).
    ``head_size`` overrides the pack's head size (see ``HEAD_SCALE``).

    Drawn twice: first as a solid silhouette a little larger than the figure and shifted
    towards the shadow side, which leaves a contour that swells and thins round it, then in
    full with fine interior lines (see ``contour_inks``).
    """
    outline, inner = contour_inks(ink)
    return [
        g(
            *without_patterns(
                _person(outline, figure, suit, ident, seated, breadth, tall, head_size)
            ),
            transform=contour_shift(ink),
        ),
        *_person(inner, figure, suit, ident, seated, breadth, tall, head_size),
    ]


def _person(
    ink: Ink,
    figure: Figure,
    suit: str,
    ident: str,
    seated: bool = False,
    breadth: tuple[float, float, float] = (1.0, 1.0, 1.0),
    tall: float = 1.0,
    head_size: float | None = None,
) -> list[str]:
    """The figure drawn once with ``ink``.

    ``breadth`` (body, holding arm, free arm) > 1 broadens the body and stretches the arms
    sideways, while the head, hands and symbol keep their shape and only move out with the
    arms: a half-figure fills its frame. An arm may stretch less than the body, to keep its
    symbol clear of the card's edge.
    """
    from .bust import warped  # bust.py draws with this module's parts: imported when used

    garb, pose = figure.garb, figure.pose
    ink = flesh(ink, figure.head)  # face, neck and hands in the person's complexion
    behind, front = whole_head(ink, figure.head, ink.palette.skin_shade, head_size)
    if pose.head_tilt:  # the head turns on the top of the neck, the neck stays upright
        cocked = f"rotate({pose.head_tilt:.1f} 0 {NECK_Y - 6})"
        behind, front = [g(*behind, transform=cocked)], [front[0], g(*front[1:], transform=cocked)]
    turn = None if seated else turn_shift(pose)

    def with_turn(at: tuple[float, float], factor: float, *things: str) -> list[str]:
        """Parts moved as the point ``at`` of the turned body moves (in a frame ``factor``
        times as broad), or left where they are when the figure stands square."""
        if turn is None:
            return list(things)
        dx, dy = turn(*at)
        return [g(*things, transform=f"translate({dx * factor:.2f} {dy:.2f})")]

    def shoulder(side: Arm) -> tuple[float, float]:
        return math.copysign(SHOULDER[0], side.elbow[0]), SHOULDER[1]

    def broad(factor: float, *body: str) -> list[str]:
        if factor == 1 and tall == 1:
            return list(body)
        return [g(*body, transform=f"scale({factor:.3f} {tall:.3f})")]

    def moved(factor: float, at: tuple[float, float], *things: str) -> list[str]:
        shift, lift = at[0] * (factor - 1), at[1] * (tall - 1)
        if not (shift or lift):
            return list(things)
        return [g(*things, transform=f"translate({shift:.2f} {lift:.2f})")]

    wide, holding_wide, free_wide = breadth
    # the head and neck go with the middle of the turned chest
    behind = with_turn((0.0, NECK_Y), wide, *behind)
    front = [*with_turn((0.0, NECK_Y), wide, front[0]), *with_turn((0.0, NECK_Y), wide, *front[1:])]
    if tall != 1:  # the head sits on the raised shoulders
        lifted = f"translate(0 {NECK_Y * (tall - 1):.2f})"
        behind, front = [g(*behind, transform=lifted)], [g(f, transform=lifted) for f in front]

    # the body above the hips turns about them: a figure's weight on one leg
    leaning = f"rotate({pose.sway:.1f} 0 {HIP_Y})" if pose.sway else ""

    def upper(*things: str) -> list[str]:
        return [g(*things, transform=leaning)] if leaning else list(things)

    def draped(top: float, hem: float, *things: str) -> list[str]:
        """Cloth from ``top`` to the ground on a leaning figure: it hangs from the turned
        body, leaning only as far as keeps its top with the body and its hem on the ground
        (turned with the whole body, a robe's hem swung off the ground line)."""
        if seated or not pose.sway or hem < HIP_Y:
            return list(things)
        lean = pose.sway * (HIP_Y - top) / (hem - top)
        undo = f"rotate({-pose.sway:.1f} 0 {HIP_Y}) rotate({lean:.2f} 0 {hem})"
        return [g(*things, transform=undo)]

    mantle = draped(SHOULDER_Y, cloak_hem(garb), *warped(cloak(ink, garb, seated), turn))
    parts: list[str] = upper(*broad(wide, *mantle), *behind)
    below: list[str] = []
    if not seated and garb.cut != "robe":
        below += legs(ink, garb, pose)
    elif not seated:
        below += robed_feet(ink, garb, pose)
    parts += broad(wide, *below)
    long = garb.cut == "robe"  # a robe, and an open mantle over it, to the ground
    gown = skirt(ink, garb, seated, 0.0 if seated else pose.step)
    body = [*(draped(0, ROBE_HEM, *gown) if long else gown)]
    body += [*torso(ink, garb), *buttons(ink, garb)]
    fronts = mantle_under(ink, garb)  # an open mantle's fronts, a sash
    body += draped(SHOULDER_Y, cloak_hem(garb), *fronts) if long else fronts
    body = warped(body, turn)
    free_sleeve, free_hand = arm(ink, garb, pose.free)
    sleeve, held_hand = arm(
        ink, garb, pose.holding, handle_lean(suit, pose.symbol_rotate), coin_rim(suit, pose)
    )
    free_sleeve += shoulder_cap(ink, garb, pose.free)
    sleeve += shoulder_cap(ink, garb, pose.holding)
    # each arm goes with its shoulder, hand and symbol with it
    free_at, held_at = shoulder(pose.free), shoulder(pose.holding)
    above = [
        *broad(wide, *body),
        *broad(free_wide, *with_turn(free_at, 1.0, *free_sleeve)),
        *broad(holding_wide, *with_turn(held_at, 1.0, *sleeve)),
    ]
    # the neck goes over the doublet's neckline but under the collar, so a ruff or an ermine
    # collar shortens it as it would
    above += [front[0]]
    collars = [*ermine_tippet(ink, garb), *cloak_clasps(ink, garb)]
    collars += collar(ink, garb)
    above += broad(wide, *warped(collars, turn))
    above += front[1:]
    free = [*item(ink, pose.item, pose.free.hand), free_hand]
    above += with_turn(free_at, free_wide, *moved(free_wide, pose.free.hand, *free))
    held = held_symbol(
        ident, suit, pose.holding.hand, pose.symbol_rotate, pose.symbol_scale, pose.grip
    )
    hand = [held_hand] if isinstance(ink, Silhouette) else [held, held_hand]
    above += with_turn(held_at, holding_wide, *moved(holding_wide, pose.holding.hand, *hand))
    return parts + upper(*above)
