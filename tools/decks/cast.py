"""Who a court figure is, as data: garments, pose and head; figures.py draws it.

Coordinates are in the figure frame: the origin is the centre of the waist, y grows
downwards, x > 0 is the viewer's right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .heads import Head


@dataclass(frozen=True)
class Garb:
    """What a figure wears from the neck down."""

    main: str
    second: str  # skirt, under-robe or the other half of a parti-coloured doublet
    sleeve: str
    trim: str
    hose: tuple[str, str] = ("#c0302c", "#c0302c")
    cut: str = "doublet"  # doublet | tunic | robe | armour | jacket (a short one, breeches)
    motif: str = "placket"  # placket | sash | halves | stripes | lacing | chain | bands | bars
    collar: str = "plain"  # plain | ruff | falling | ermine | none
    cloak: str | None = None
    cape: bool = False  # the cloak is a short cape to the waist instead of a floor-length mantle
    lining: str = "#e5ad34"
    shoes: str = "shoes"  # shoes | boots | hessians | laced | buckled (see figures.footwear)
    sleeves: str = "fitted"  # fitted | puffed | hanging | slashed | ruched
    # none | tippet | open | shoulder | wide | falling | flying (costume.py, figures.cloak) | thrown
    # | draped (drapes.py) | clasped (trimmings.cloak_clasps)
    mantle: str = "none"
    girth: float = 1.0
    # none | brocade | damask | trellis | trellis_dark | bezants: woven over the doublet and robe
    pattern: str = "none"


@dataclass(frozen=True)
class Arm:
    """Elbow and hand positions of one arm (x > 0 is the viewer's right)."""

    elbow: tuple[float, float]
    hand: tuple[float, float]
    grip: str = "fist"  # fist | open (flat) | palm (turned up) | stem


@dataclass(frozen=True)
class Pose:
    """How a figure stands and carries its suit symbol."""

    holding: Arm
    free: Arm
    symbol_rotate: float = 0.0
    symbol_scale: float = 0.6
    feet: tuple[float, float] = (-14.0, 14.0)
    knee: float = 0.0  # > 0 bends the right knee forward (a step), < 0 the left
    # what the free hand holds: none | sceptre | slanted_sceptre | short_sceptre | globe |
    # glove | branch (a leafy branch, the Fante di spade's)
    item: str = "none"
    sway: float = 0.0  # the body above the hips leans this far (degrees, > 0 to the right)
    # a robed king's knee set forward under the robe at this x (0: none), lifting its hem
    step: float = 0.0
    # where along the symbol the hand holds it, in the symbol's own units (None: its usual
    # grip, arms.GRIP_Y), so a club can be held by its head with its butt on the ground
    grip: float | None = None
    # the head cocked on the neck this many degrees (> 0: its top towards the viewer's
    # right), against the body's sway, as a figure at ease holds it
    head_tilt: float = 0.0
    # a standing figure turned at the chest (figures.turn_shift), each zero for a figure
    # square to the viewer: the middle of the chest, collar, neck and head moved this much
    # towards the viewer's right (< 0: left); the viewer's right shoulder this much lower;
    # the viewer's right hip this much lower, countering the shoulders over the standing leg
    chest_turn: float = 0.0
    shoulder_drop: float = 0.0
    hip_tilt: float = 0.0


@dataclass(frozen=True)
class Figure:
    """A whole person: head, clothes and pose."""

    head: Head
    garb: Garb
    pose: Pose
    flip: bool = False
    extras: tuple[str, ...] = field(default=())
    # a Piacentine half-figure's neck this much longer than the pack's (courts.NECK_LIFT):
    # a chin that sat on the collar under a tall hat read as a head with no neck
    neck: float = 0.0


def half_width(y: float, girth: float) -> float:
    """The torso's half width at height y (shoulders at -70, waist at 0)."""
    t = min(max((y + 70) / 70, 0.0), 1.0)
    return 28 + (21 * girth - 28) * t
