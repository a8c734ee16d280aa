"""The twelve court cards of each deck: who wears what, how they pose, and how they are laid out.

Neapolitan figures stand full length on a ground line; Piacentine figures are cut at the
waist and mirrored about the card's centre so the card reads the same either way up.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .figures import (
    AT_SIDE,
    EXTENDED,
    HANGING,
    LOWERED,
    ON_CHEST,
    ON_HIP,
    PRESENTING,
    RAISED,
    REINS,
    REINS_AHEAD,
    SCEPTRE,
    SHOULDERED,
    UPRIGHT,
    Arm,
    Costume,
    Pose,
    person,
    rider_leg,
)
from .horse import HOOF_Y, Coat, head, horse, neck
from .style import CARD_W, CX, CY, Ink
from .svg import el, g, path, use
from .symbols import symbol_def

PURPLE, TEAL, ORANGE, ROSE, BROWN = "#6e3f8f", "#2c7c78", "#d9782c", "#c45c7d", "#7b4b22"
SHADE = {
    "#c0302c": "#8c1f1f",
    "#c42a2f": "#8c1f1f",
    "#2f55a4": "#1e3673",
    "#3f8a3c": "#2a5e28",
    "#4a9440": "#2a5e28",
    PURPLE: "#4b2a63",
    TEAL: "#1c5552",
    ORANGE: "#a4541a",
    ROSE: "#8e3f58",
    "#e5ad34": "#a9731b",
    "#eab43c": "#a9731b",
}


@dataclass(frozen=True)
class Court:
    """One court card: its costume, pose, optional mirror, and the rider's horse."""

    costume: Costume
    pose: Pose
    flip: bool = False
    coat: Coat | None = None
    prancing: bool = True


def _costume(
    ink: Ink,
    garment: str,
    sleeve: str,
    trim: str,
    hose: tuple[str, str],
    hair: str,
    headwear: str,
    cloak: str | None = None,
) -> Costume:
    return Costume(
        garment,
        SHADE.get(garment, ink.palette.ink),
        sleeve,
        trim,
        hose,
        hair,
        headwear,
        cloak or ink.palette.blue,
    )


def court_specs(ink: Ink) -> dict[str, Court]:
    """Costumes and poses of all twelve figures, keyed by card code."""
    p = ink.palette
    brown_hair, blond, black, auburn, grey = "#6b3f1e", "#d9a441", "#2a1c14", "#9a4a1e", "#e8e2d6"
    coat_white = Coat("#f3eee2", "#cfc5b0", "#b8ad98", p.red, p.gold)
    coat_bay = Coat("#9a5a2e", "#6e3c1c", p.ink, p.blue, p.gold)
    coat_grey = Coat("#b9b6b0", "#8d8a85", "#4a4744", p.green, p.gold)
    coat_chestnut = Coat("#c0712f", "#8c4d1c", "#6b3214", PURPLE, p.gold)
    return {
        "Jc": Court(
            _costume(ink, p.red, p.gold, p.gold, (p.red, p.gold), brown_hair, p.blue),
            Pose(PRESENTING, ON_HIP, symbol_scale=0.62),
        ),
        "Jd": Court(
            _costume(ink, p.green, p.gold_light, p.red, (p.green, p.white), blond, p.red),
            Pose(RAISED, HANGING, symbol_scale=0.55),
            flip=True,
        ),
        "Js": Court(
            _costume(ink, p.blue, p.red, p.gold, (p.blue, p.red), black, p.green),
            Pose(SHOULDERED, ON_HIP, symbol_rotate=28, symbol_scale=0.72),
        ),
        "Jb": Court(
            _costume(ink, ORANGE, p.green, p.green_dark, (p.green, ORANGE), auburn, PURPLE),
            Pose(LOWERED, ON_CHEST, symbol_rotate=180, symbol_scale=0.72, feet=(-18, 10)),
            flip=True,
        ),
        "Qc": Court(
            _costume(ink, p.gold, p.red, p.red, (p.red, p.red), brown_hair, p.red),
            Pose(RAISED, REINS, symbol_scale=0.55),
            coat=coat_white,
            prancing=False,
        ),
        "Qd": Court(
            _costume(ink, PURPLE, p.gold, p.gold, (p.gold, p.gold), blond, p.green),
            Pose(EXTENDED, REINS, symbol_scale=0.5),
            coat=coat_bay,
            prancing=False,
            flip=True,
        ),
        "Qs": Court(
            _costume(ink, p.red, p.blue, p.gold, (p.blue, p.blue), black, p.blue),
            Pose(RAISED, REINS, symbol_rotate=18, symbol_scale=0.66),
            coat=coat_grey,
        ),
        "Qb": Court(
            _costume(ink, TEAL, p.gold, p.red, (p.red, p.red), auburn, ORANGE),
            Pose(SHOULDERED, REINS, symbol_rotate=32, symbol_scale=0.66),
            coat=coat_chestnut,
            flip=True,
        ),
        "Kc": Court(
            _costume(ink, p.blue, p.gold, p.gold, (p.ink, p.ink), grey, p.gold, p.red),
            Pose(EXTENDED, ON_CHEST, symbol_scale=0.58),
        ),
        "Kd": Court(
            _costume(ink, p.red, p.green, p.gold, (p.ink, p.ink), brown_hair, p.gold, p.green),
            Pose(AT_SIDE, HANGING, symbol_scale=0.6),
            flip=True,
        ),
        "Ks": Court(
            _costume(ink, PURPLE, p.red, p.gold, (p.ink, p.ink), black, p.gold, p.blue),
            Pose(SCEPTRE, ON_HIP, symbol_scale=0.64),
        ),
        "Kb": Court(
            _costume(ink, p.green, ORANGE, p.gold, (p.ink, p.ink), auburn, p.gold, p.red),
            Pose(SCEPTRE, ON_CHEST, symbol_rotate=5, symbol_scale=0.66),
            flip=True,
        ),
    }


# Piacentine half-figures keep every symbol and hand above the waist and inside the frame.
_BY_BELT = Arm((-40, -38), (-34, -16))
_COMPACT = {
    "Jc": Pose(Arm((36, -40), (18, -36)), ON_HIP, symbol_scale=0.62),
    "Jd": Pose(EXTENDED, _BY_BELT, symbol_scale=0.55),
    "Kd": Pose(AT_SIDE, _BY_BELT, symbol_scale=0.6),
    "Js": Pose(SHOULDERED, ON_HIP, symbol_rotate=35, symbol_scale=0.55),
    "Jb": Pose(UPRIGHT, ON_CHEST, symbol_rotate=-6, symbol_scale=0.5),
    "Qc": Pose(RAISED, REINS_AHEAD, symbol_scale=0.52),
    "Qd": Pose(Arm((42, -40), (34, -22)), REINS_AHEAD, symbol_scale=0.5),
    "Qs": Pose(SHOULDERED, REINS_AHEAD, symbol_rotate=30, symbol_scale=0.52),
    "Qb": Pose(SHOULDERED, REINS_AHEAD, symbol_rotate=18, symbol_scale=0.46),
    "Ks": Pose(SCEPTRE, ON_HIP, symbol_rotate=8, symbol_scale=0.52),
    "Kb": Pose(SCEPTRE, ON_CHEST, symbol_rotate=12, symbol_scale=0.5),
}


def compact_specs(ink: Ink) -> dict[str, Court]:
    """The same figures with poses that fit a half card."""
    specs = court_specs(ink)
    return {
        code: replace(court, pose=_COMPACT.get(code, court.pose)) for code, court in specs.items()
    }


def _symbol_def(suit: str, ink: Ink, court: Court, scale: float) -> str:
    return symbol_def(suit, "held", ink, court.pose.symbol_scale * scale, leafy=False)


def _ground(ink: Ink, y: float) -> list[str]:
    p = ink.palette
    tufts = " ".join(f"M{x},{y} l3,-7 l2,7 l3,-5 l1,5" for x in (44, 76, 150, 186))
    return [
        el("ellipse", cx=CX, cy=y - 1, rx=62, ry=6, fill=p.green, opacity=0.25),
        path(f"M34,{y} C80,{y - 4} 160,{y - 4} 206,{y}", **ink.line(p.green_dark, 2.4)),
        path(tufts, **ink.line(p.green, 1.4)),
    ]


def neapolitan_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """A full-length figure (or rider on a horse) standing on a ground line."""
    court = court_specs(ink)[rank + suit]
    ground = 350.0
    if rank == "Q":
        scale, horse_scale = 0.86, 1.22
        top = ground - HOOF_Y * horse_scale * scale
        shift = 17 if court.flip else -17  # the horse's head end needs the extra room
        sx = -scale if court.flip else scale
        defs = [_symbol_def(suit, ink, court, scale)]
        assert court.coat is not None
        rider = person(ink, court.costume, court.pose, rank, suit, "held", seated=True)
        figure = g(
            g(*horse(ink, court.coat, court.prancing), transform=f"scale({horse_scale})"),
            *rider,
            *rider_leg(ink, court.costume),
            transform=f"translate({CX + shift} {top}) scale({sx} {scale})",
        )
        return defs, [*_ground(ink, ground), figure]
    scale = 1.04
    defs = [_symbol_def(suit, ink, court, scale)]
    sx = -scale if court.flip else scale
    figure = g(
        *person(ink, court.costume, court.pose, rank, suit, "held"),
        transform=f"translate({CX} {ground - 146 * scale}) scale({sx} {scale})",
    )
    return defs, [*_ground(ink, ground), figure]


def piacentine_court(rank: str, suit: str, ink: Ink) -> tuple[list[str], list[str]]:
    """The top half of a figure drawn once, then turned about the centre to make the bottom half."""
    court = compact_specs(ink)[rank + suit]
    scale = 1.2
    defs = [_symbol_def(suit, ink, court, scale)]
    sx = -scale if court.flip else scale
    if rank == "Q":
        assert court.coat is not None
        poll = (22.0, -78.0)
        bust = [*neck(ink, court.coat, (10, 2), (54, 2), poll=poll), *head(ink, court.coat, poll)]
        half = g(
            g(*bust, transform="translate(-6 0) scale(-1 1)"),
            g(
                *person(ink, court.costume, court.pose, rank, suit, "held", half=True),
                transform="translate(26 0)",
            ),
            transform=f"translate({CX - 4 if sx > 0 else CX + 4} {CY}) scale({sx} {scale})",
        )
    else:
        half = g(
            *person(ink, court.costume, court.pose, rank, suit, "held", half=True),
            transform=f"translate({CX} {CY}) scale({sx} {scale})",
        )
    p = ink.palette
    divider = [
        el(
            "rect",
            x=8,
            y=CY - 2.5,
            width=CARD_W - 16,
            height=5,
            fill=p.gold,
            stroke=p.ink,
            stroke_width=0.9,
        ),
    ]
    return [*defs, g(half, id="half")], [
        use("half"),
        use("half", transform=f"rotate(180 {CX} {CY})"),
        *divider,
    ]
