"""Court figures built from parts: head with a face, hair, headwear, garment, arms, legs.

Every figure is drawn in one frame: the origin is the centre of the waist, y grows
downwards, the head is centred at (0, -96) and a standing figure's soles are at y = 146.
A Piacentine half-figure draws only what lies above the waist.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .ornaments import crown
from .shapes import limb
from .style import Ink
from .svg import el, g, path, transform

HEAD_Y = -96.0
SHOULDER = (26.0, -66.0)
SOLE_Y = 146.0
# where each suit symbol is gripped, in its own units (see symbols.py)
GRIP_Y = {"c": 19.0, "d": 40.0, "s": 73.0, "b": 70.0}


@dataclass(frozen=True)
class Costume:
    """The colours of one figure."""

    garment: str
    shade: str
    sleeve: str
    trim: str
    hose: tuple[str, str]
    hair: str
    headwear: str
    cloak: str = "#2f55a4"


@dataclass(frozen=True)
class Arm:
    """Elbow and hand positions of the arm on the figure's right (viewer's right, x > 0)."""

    elbow: tuple[float, float]
    hand: tuple[float, float]

    def mirrored(self) -> Arm:
        return Arm((-self.elbow[0], self.elbow[1]), (-self.hand[0], self.hand[1]))


@dataclass(frozen=True)
class Pose:
    """How a figure stands and carries its suit symbol."""

    holding: Arm
    free: Arm
    symbol_rotate: float = 0.0
    symbol_scale: float = 0.6
    feet: tuple[float, float] = (-14.0, 14.0)


# Named arm positions shared by all figures, so poses stay consistent across the deck.
RAISED = Arm((48, -54), (48, -90))
PRESENTING = Arm((36, -28), (16, -20))
SHOULDERED = Arm((38, -36), (22, -52))
EXTENDED = Arm((48, -46), (62, -36))
LOWERED = Arm((36, -30), (40, -2))
SCEPTRE = Arm((40, -38), (34, -54))
AT_SIDE = Arm((42, -36), (46, -16))
UPRIGHT = Arm((42, -40), (46, -22))
ON_HIP = Arm((-44, -40), (-24, -14))
HANGING = Arm((-34, -34), (-36, -4))
ON_CHEST = Arm((-30, -30), (-8, -44))
REINS = Arm((-20, -34), (10, -26))
REINS_AHEAD = Arm((-42, -36), (-52, -26))


def face(ink: Ink, costume: Costume, bearded: bool) -> list[str]:
    """Ears, face, eyes, brows, nose, mouth and cheeks, centred on the head."""
    p = ink.palette
    y = HEAD_Y
    parts = [
        el("ellipse", cx=-14, cy=y + 1, rx=3.5, ry=5, **ink.fill(p.skin, thin=True)),
        el("ellipse", cx=14, cy=y + 1, rx=3.5, ry=5, **ink.fill(p.skin, thin=True)),
        el("ellipse", cx=0, cy=y, rx=14.5, ry=17.5, **ink.fill(p.skin)),
        path(
            f"M8,{y - 14} C14,{y - 8} 15,{y + 6} 6,{y + 16} C12,{y + 8} 13,{y - 4} 8,{y - 14} Z",
            fill=p.skin_shade,
        ),
        el("circle", cx=-8.5, cy=y + 7, r=3.4, fill=p.cheek, opacity=0.45),
        el("circle", cx=8.5, cy=y + 7, r=3.4, fill=p.cheek, opacity=0.45),
    ]
    for side in (-1, 1):
        ex = side * 6
        parts += [
            el(
                "ellipse",
                cx=ex,
                cy=y - 1,
                rx=3.4,
                ry=2.3,
                fill=p.white,
                stroke=p.ink,
                stroke_width=ink.pen.thin * 0.6,
            ),
            el("circle", cx=ex + 0.4, cy=y - 1, r=1.6, fill=p.ink),
            path(
                f"M{ex - 4},{y - 5.5} Q{ex},{y - 8} {ex + 4},{y - 5.5}",
                **ink.line(costume.hair if costume.hair != p.white else p.steel_dark, 1.4),
            ),
        ]
    parts.append(
        path(f"M0.5,{y} L-1.8,{y + 8} Q0,{y + 9.6} 2.2,{y + 8.4}", **ink.line(p.skin_line, 1.4))
    )
    if bearded:
        parts += [
            path(
                f"M-14,{y + 2} C-14,{y + 20} -6,{y + 30} 0,{y + 32} C6,{y + 30} 14,{y + 20} "
                f"14,{y + 2} "
                f"C11,{y + 12} 7,{y + 12} 0,{y + 12} C-7,{y + 12} -11,{y + 12} -14,{y + 2} Z",
                **ink.fill(costume.hair, thin=True),
            ),
            path(
                f"M-8,{y + 12.5} C-4,{y + 9} 4,{y + 9} 8,{y + 12.5} C4,{y + 11} -4,{y + 11} "
                f"-8,{y + 12.5} Z",
                **ink.fill(costume.hair, thin=True),
            ),
            path(
                f"M-4,{y + 14.6} Q0,{y + 13.4} 4,{y + 14.6} Q0,{y + 18} -4,{y + 14.6} Z",
                fill=p.red,
                stroke=p.red_dark,
                stroke_width=0.8,
            ),
        ]
    else:
        parts.append(path(f"M-4,{y + 12} Q0,{y + 14.6} 4,{y + 12}", **ink.line(p.red_dark, 1.5)))
    return parts


def back_hair(ink: Ink, costume: Costume, long: bool) -> str:
    """Hair behind the head: a page-boy bob, or shoulder-length for kings."""
    y, low = HEAD_Y, (28 if long else 16)
    return path(
        f"M-17,{y} C-20,{y - 26} 20,{y - 26} 17,{y} L{19 if long else 18},{y + low} "
        f"C12,{y + low + 4} -12,{y + low + 4} {-19 if long else -18},{y + low} Z",
        **ink.fill(costume.hair),
    )


def fringe(ink: Ink, costume: Costume) -> str:
    y = HEAD_Y
    return path(
        f"M-15,{y - 2} C-16,{y - 22} 16,{y - 22} 15,{y - 2} C12,{y - 9} 5,{y - 12} 1,{y - 9} "
        f"C-4,{y - 12} -11,{y - 9} -15,{y - 2} Z",
        **ink.fill(costume.hair),
    )


def headwear(ink: Ink, costume: Costume, kind: str) -> list[str]:
    """A feathered cap for the Fante, a plumed hat for the rider, a crown for the Re."""
    p = ink.palette
    y = HEAD_Y
    if kind == "K":
        return [g(crown(ink, 34, 24), transform=f"translate(0 {y - 12})")]
    if kind == "J":
        return [
            path(
                f"M-18,{y - 10} C-20,{y - 30} 14,{y - 36} 20,{y - 14} C8,{y - 18} -6,{y - 18} "
                f"-18,{y - 10} Z",
                **ink.fill(costume.headwear),
            ),
            path(f"M-18,{y - 10} C-6,{y - 18} 8,{y - 18} 20,{y - 14}", **ink.line(costume.trim, 3)),
            path(
                f"M8,{y - 24} C18,{y - 40} 30,{y - 46} 40,{y - 44} C30,{y - 38} 22,{y - 30} "
                f"12,{y - 20} Z",
                **ink.fill(p.white, thin=True),
            ),
        ]
    return [
        path(
            f"M-14,{y - 13} C-14,{y - 34} 14,{y - 34} 14,{y - 13} Z", **ink.fill(costume.headwear)
        ),
        el("ellipse", cx=0, cy=y - 13, rx=25, ry=5.5, **ink.fill(costume.headwear)),
        path(f"M-13,{y - 18} L13,{y - 18}", **ink.line(costume.trim, 3.2)),
        path(
            f"M-6,{y - 28} C-16,{y - 46} -30,{y - 50} -38,{y - 44} C-28,{y - 40} -18,{y - 32} "
            f"-10,{y - 20} Z",
            **ink.fill(costume.trim, thin=True),
        ),
    ]


def torso(ink: Ink, costume: Costume, kind: str) -> list[str]:
    """Doublet or robe from the shoulders to the waist, with belt, trim and collar."""
    p = ink.palette
    parts = [
        path(
            "M-28,-70 C-31,-48 -24,-20 -21,0 L21,0 C24,-20 31,-48 28,-70 C17,-76 -17,-76 -28,-70 Z",
            **ink.fill(costume.garment),
        ),
        path(
            "M10,-74 C18,-74 25,-72 28,-70 C31,-48 24,-20 21,0 L12,0 C16,-24 16,-52 10,-74 Z",
            fill=costume.shade,
        ),
        path("M0,-70 L0,-8", **ink.line(costume.trim, 3.4)),
        *(
            el("circle", cx=0, cy=cy, r=2, **ink.fill(p.gold_light, thin=True))
            for cy in (-58, -44, -30, -16)
        ),
        el("rect", x=-21.5, y=-8, width=43, height=8, **ink.fill(costume.trim, thin=True)),
        el("rect", x=-4, y=-9, width=8, height=10, rx=1.5, **ink.fill(p.gold_light, thin=True)),
    ]
    if kind == "K":
        parts += ermine_cape(ink)
    else:
        parts.append(
            path(
                "M-13,-76 C-8,-66 8,-66 13,-76 C8,-72 -8,-72 -13,-76 Z",
                **ink.fill(p.white, thin=True),
            )
        )
    return parts


def ermine_cape(ink: Ink) -> list[str]:
    """The short white fur cape over a king's shoulders, with black tail spots."""
    p = ink.palette
    spots = [
        path(f"M{x},{y} l-1.4,3.5 l1.4,-1 l1.4,1 Z", fill=p.ink)
        for x, y in ((-22, -66), (-12, -62), (0, -60), (12, -62), (22, -66), (-17, -70), (17, -70))
    ]
    return [
        path("M-31,-70 C-26,-56 26,-56 31,-70 C22,-80 -22,-80 -31,-70 Z", **ink.fill(p.white)),
        *spots,
    ]


def lower_body(ink: Ink, costume: Costume, kind: str, feet: tuple[float, float]) -> list[str]:
    """Skirted tunic over hose for Fante, a long robe with ermine hem for the Re."""
    p = ink.palette
    if kind == "K":
        return [
            el("ellipse", cx=-13, cy=SOLE_Y - 3, rx=10, ry=5, **ink.fill(p.ink)),
            el("ellipse", cx=13, cy=SOLE_Y - 3, rx=10, ry=5, **ink.fill(p.ink)),
            path("M-21,-2 L-40,138 C-14,144 14,144 40,138 L21,-2 Z", **ink.fill(costume.garment)),
            path("M10,-2 L21,-2 L40,138 C32,140 26,141 18,142 Z", fill=costume.shade),
            path("M-5,0 L5,0 L7,142 L-7,142 Z", **ink.fill(p.white, thin=True)),
            path("M-40,138 C-14,144 14,144 40,138", **ink.line(costume.trim, 4)),
        ]
    left, right = feet
    parts: list[str] = []
    for x_hip, x_foot, colour in ((-9, left, costume.hose[0]), (9, right, costume.hose[1])):
        knee = (x_foot * 0.9, 96)
        calf = (knee[0] + (x_foot - knee[0]) * 0.35, 96 + (SOLE_Y - 104) * 0.35)
        parts.append(
            limb([(x_hip, 44), knee, calf, (x_foot, SOLE_Y - 8)], [14, 10, 11, 7.5], colour, ink)
        )
        toe = 1 if x_foot >= 0 else -1
        parts.append(
            path(
                f"M{x_foot - 6 * toe},{SOLE_Y - 8} C{x_foot + 4 * toe},{SOLE_Y - 10} "
                f"{x_foot + 12 * toe},{SOLE_Y - 4} {x_foot + 13 * toe},{SOLE_Y} "
                f"L{x_foot - 6 * toe},{SOLE_Y} Z",
                **ink.fill(p.ink),
            )
        )
    parts += [
        path("M-21,-2 L-36,50 C-12,57 12,57 36,50 L21,-2 Z", **ink.fill(costume.garment)),
        path("M12,-2 L21,-2 L36,50 C30,52 26,53 22,54 Z", fill=costume.shade),
        path("M-36,50 C-12,57 12,57 36,50", **ink.line(costume.trim, 3.6)),
        path("M-12,4 L-18,50 M12,4 L18,52", **ink.line(costume.shade)),
    ]
    return parts


def cloak(ink: Ink, costume: Costume, half: bool) -> str:
    """A mantle hanging behind the body from the shoulders."""
    if half:
        d = "M-27,-72 C-44,-50 -48,-20 -50,2 L50,2 C48,-20 44,-50 27,-72 Z"
    else:
        d = "M-27,-72 C-52,-40 -58,60 -60,142 C-30,148 30,148 60,142 C58,60 52,-40 27,-72 Z"
    return path(d, **ink.fill(costume.cloak))


def arm(ink: Ink, costume: Costume, pose_arm: Arm) -> tuple[list[str], str]:
    """A sleeve puffed at the shoulder, narrowing to a cuff at the wrist; returns (sleeve, hand)."""
    shoulder = (math.copysign(SHOULDER[0], pose_arm.elbow[0]), SHOULDER[1])
    (ex, ey), (hx, hy) = pose_arm.elbow, pose_arm.hand
    length = math.hypot(ex - hx, ey - hy) or 1.0
    ux, uy = (ex - hx) / length, (ey - hy) / length
    wrist = (hx + ux * 5, hy + uy * 5)
    cuff = [(hx + ux * 11, hy + uy * 11), wrist]
    sleeve = [
        limb([shoulder, pose_arm.elbow, wrist], [17, 11, 9], costume.sleeve, ink),
        limb(cuff, [12, 12], costume.trim, ink, thin=True),
    ]
    return sleeve, hand(ink, pose_arm.hand, math.degrees(math.atan2(-uy, -ux)))


def hand(ink: Ink, at: tuple[float, float], angle: float) -> str:
    """A closed hand pointing along ``angle`` (degrees), thumb on the upper side, knuckles."""
    p = ink.palette
    side = -1 if math.cos(math.radians(angle)) >= 0 else 1
    return g(
        el("ellipse", cx=1.5, cy=-side * 0.6, rx=6.6, ry=5.6, **ink.fill(p.skin)),
        el("ellipse", cx=-0.5, cy=side * 4.8, rx=4, ry=2.3, **ink.fill(p.skin, thin=True)),
        path(
            f"M4.5,{-side * 4.5} L4.5,{-side * 1.5} M6.8,{-side * 3.6} L6.8,{-side * 0.5}",
            **ink.line(p.skin_line, 0.9),
        ),
        transform=f"translate({at[0]:.1f} {at[1]:.1f}) rotate({angle:.1f})",
    )


def rider_leg(ink: Ink, costume: Costume) -> list[str]:
    """The rider's near leg over the horse's flank, with a boot in the stirrup."""
    p = ink.palette
    return [
        limb([(4, 0), (26, 16), (22, 52)], [16, 12, 9], costume.hose[1], ink),
        path("M14,50 L28,48 C34,50 38,54 38,58 L16,58 Z", **ink.fill(p.ink)),
        path("M14,58 L36,58", **ink.line(p.gold, 2.4)),
    ]


def held_symbol(
    ident: str, suit: str, hand: tuple[float, float], rotate: float, scale: float
) -> str:
    """Place a suit symbol so that its grip sits in the hand."""
    a = math.radians(rotate)
    grip = GRIP_Y[suit] * scale
    x = hand[0] + grip * math.sin(a)
    y = hand[1] - grip * math.cos(a)
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale))


def person(
    ink: Ink,
    costume: Costume,
    pose: Pose,
    kind: str,
    suit: str,
    ident: str,
    half: bool = False,
    seated: bool = False,
) -> list[str]:
    """A whole figure in the figure frame; ``ident`` is the held symbol's def id."""
    parts: list[str] = []
    if kind == "K":
        parts.append(cloak(ink, costume, half))
    parts.append(back_hair(ink, costume, long=kind == "K"))
    free_sleeve, free_hand = arm(ink, costume, pose.free)
    if not half and not seated:
        parts += lower_body(ink, costume, kind, pose.feet)
    parts += torso(ink, costume, kind)
    parts += [
        el("rect", x=-6, y=-82, width=12, height=10, **ink.fill(ink.palette.skin_shade, thin=True))
    ]
    parts += face(ink, costume, bearded=kind == "K")
    parts.append(fringe(ink, costume))
    parts += headwear(ink, costume, kind)
    parts += [*free_sleeve, free_hand]
    sleeve, held_hand = arm(ink, costume, pose.holding)
    parts += sleeve
    parts.append(held_symbol(ident, suit, pose.holding.hand, pose.symbol_rotate, pose.symbol_scale))
    parts.append(held_hand)
    return parts
