"""The features of a face: eyes, brows, nose and mouth, each in several shapes, so that the
twenty-four court figures are each their own person and not one pleasant face repeated.

Drawn in the figure frame about the head's centre (0, HEAD_Y) with fine engraved lines;
``t`` shifts the features towards the side the head is turned to (see heads.Head).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .linework import shade
from .style import Ink
from .svg import el, path

if TYPE_CHECKING:
    from .heads import Head

HEAD_Y = -96.0
# (inner-end drop, arch height, thickness) of each brow; a frown pulls the inner ends down
BROWS = {
    "calm": (0.0, 2.2, 1.4),
    "stern": (2.0, 0.9, 1.6),
    "raised": (-1.4, 3.6, 1.3),
    "arched": (-0.6, 4.0, 0.9),
    "bushy": (0.8, 1.6, 2.5),
}
# (white's half height above and below the eye line, how far the upper lid comes down)
EYES = {"almond": (3.2, 2.8, 0.0), "heavy": (2.0, 2.6, 1.2), "wide": (4.0, 3.0, -0.4)}
EYES["narrow"] = (1.6, 1.8, 0.8)
EYES["round"] = (3.8, 3.4, -0.2)  # open and round, the iris showing whole
EYES["upturned"] = (2.8, 2.2, 0.3)  # the outer corners lifted: a quick, amused look
EYES["drooping"] = (2.6, 2.6, 0.9)  # the outer corners fallen: a tired or gentle look
# how far each eye's outer corner rises above its inner corner (< 0 falls)
TILT = {"upturned": 1.2, "drooping": -1.3, "narrow": 0.3}
# the iris's radius: a round eye shows more of it, a narrowed one less
IRIS = {"round": 2.0, "wide": 1.85, "narrow": 1.5, "heavy": 1.6}
# how far each eye sits from the nose: wide-set in a round face, close in a long one
SPACING = {"round": 6.3, "square": 6.1, "long": 5.4, "lean": 5.5}


def _iris(head: Head) -> str:
    """Light-haired people get grey-blue eyes, the others brown ones."""
    r, g_, b = (int(head.hair_colour[i : i + 2], 16) for i in (1, 3, 5))
    light = r + g_ + b > 420 and head.age != "old"
    return "#4d6f8c" if light else ("#5e5042" if head.age == "old" else "#5a3a22")


def eyes(ink: Ink, head: Head, t: float) -> list[str]:
    """Eyes with a coloured iris under a heavier upper lid and its crease, a fine lower lid,
    and brows that taper from the nose to the temple, all set by the person."""
    p = ink.palette
    y = HEAD_Y
    up, down, lid = EYES[head.eyes]
    iris = _iris(head)
    # white or grey hair gives brows of a warm grey, not a cold blue-grey over the skin
    brow_colour = shade(head.hair_colour, 0.42 if head.age == "old" else 0.25)
    drop, arch, thick = BROWS[head.brows]
    parts: list[str] = []
    for side in (-1, 1):
        ex = side * SPACING.get(head.build, 5.8) + t
        inner, outer = ex - side * 3.6, ex + side * 3.7
        top, low = y - 1 - up, y - 1 + down * 0.7
        look = ex + head.turn * 1.1
        rise = TILT.get(head.eyes, 0.0)  # the outer corner's lift
        pupil = IRIS.get(head.eyes, 1.7)
        parts += [
            path(
                f"M{inner},{y - 1} Q{ex},{top - rise * 0.3} {outer},{y - 1.4 - rise} "
                f"Q{ex},{low - rise * 0.3} {inner},{y - 1} Z",
                fill=p.white,
            ),
            el("circle", cx=look, cy=y - 1.1 + lid * 0.3 - rise * 0.3, r=pupil, fill=iris),
            el("circle", cx=look, cy=y - 1.1 + lid * 0.3 - rise * 0.3, r=pupil * 0.47, fill=p.ink),
            # the upper lid, coming down over the iris on a heavy-lidded eye
            path(
                f"M{inner},{y - 1} Q{ex},{top + lid - rise * 0.3} "
                f"{outer + side * 0.6},{y - 1.2 - rise}",
                **ink.line(p.ink, 0.85),
            ),
            path(
                f"M{inner + side * 0.8},{y + 0.2} Q{ex},{low + 0.4 - rise * 0.3} "
                f"{outer},{y - 0.9 - rise}",
                **ink.line(p.skin_line, 0.55 if head.eyes == "round" else 0.4),
            ),
            # the brow
            path(
                f"M{inner - side * 0.4},{y - 5 + drop} "
                f"Q{ex},{y - 6 - arch} {outer + side * 1.2},{y - 4.4 - rise * 0.5} "
                f"Q{ex},{y - 5 - arch + thick * 0.6} {inner - side * 0.4},{y - 5 + drop + thick} Z",
                fill=brow_colour,
            ),
        ]
        if head.eyes in ("heavy", "wide") or head.age != "young":  # the lid's crease
            parts.append(
                path(
                    f"M{inner + side * 0.6},{top - 0.6} Q{ex},{top - 2.2} {outer},{y - 2.4 - rise}",
                    **ink.line(p.skin_line, 0.4),
                )
            )
        if head.brows == "bushy":  # hairs standing out of a thick brow
            parts.append(
                path(
                    " ".join(
                        f"M{ex + side * k},{y - 6 - arch * 0.8} l{side * 0.8},-1.4"
                        for k in (-2.0, 0.0, 2.0)
                    ),
                    **ink.line(brow_colour, 0.5),
                )
            )
    if head.brows in ("stern", "bushy"):  # the frown's crease between the brows
        parts.append(path(f"M{t - 0.8},{y - 6} L{t - 0.4},{y - 3}", **ink.line(p.skin_line, 0.5)))
    return parts


def nose(ink: Ink, head: Head, t: float) -> list[str]:
    """The bridge on the shadow side, the tip and both nostril wings."""
    p = ink.palette
    y, x = HEAD_Y, t * 1.3
    tip = {"straight": 8.4, "hooked": 9.6, "snub": 7.2, "long": 10.2, "broad": 8.2}[head.nose]
    wing = 4.2 if head.nose == "broad" else 3.2
    bridge = {
        "straight": f"M{x + 1.6},{y - 2} C{x + 1.8},{y + 2} {x + 2.6},{y + 5} "
        f"{x + 2.8},{y + tip - 1}",
        "hooked": f"M{x + 1.4},{y - 2} C{x + 3.6},{y + 1} {x + 4},{y + 5} {x + 2.6},{y + tip}",
        "snub": f"M{x + 1.4},{y} C{x + 1.6},{y + 3} {x + 2.2},{y + 4.6} {x + 2.6},{y + tip - 1}",
        "long": f"M{x + 1.2},{y - 3} C{x + 2.2},{y + 1} {x + 2.4},{y + 4} {x + 3.2},{y + tip - 1} "
        f"M{x + 1.6},{y + 1} l1,0.4",
        "broad": f"M{x + 2},{y - 1} C{x + 2.4},{y + 2} {x + 3},{y + 4} {x + 3.6},{y + tip - 1.4}",
    }[head.nose]
    tip_line = (
        f"M{x - wing},{y + tip - 0.6} Q{x - wing + 0.6},{y + tip + 1.2} {x - 1},{y + tip + 0.6} "
        f"Q{x},{y + tip + 1.6} {x + 1},{y + tip + 0.6} Q{x + wing - 0.6},{y + tip + 1.2} "
        f"{x + wing},{y + tip - 0.6}"
    )
    light = 1.4 if head.nose == "broad" else 1.0
    return [
        # the nose modelled: its shadow side in the warm tone, a light down the bridge
        path(
            f"M{x + 1.2},{y - 1.5} C{x + 2.8},{y + 2} {x + wing},{y + tip - 3} "
            f"{x + wing + 0.4},{y + tip - 0.4} L{x + 1.2},{y + tip} "
            f"C{x + 2},{y + tip - 4} {x + 1.8},{y + 2} {x + 1.2},{y - 1.5} Z",
            fill=p.skin_shade,
        ),
        el(
            "ellipse",
            cx=x - 0.2,
            cy=y + tip * 0.55,
            rx=0.9 * light,
            ry=tip * 0.3,
            fill=p.white,
            opacity=0.4,
        ),
        path(bridge, **ink.line(p.skin_line, 0.7)),
        path(tip_line, **ink.line(p.skin_line, 0.7)),
        path(
            f"M{x - 1.6},{y + tip + 0.2} l0.1,-0.6 M{x + 1.6},{y + tip + 0.2} l-0.1,-0.6",
            **ink.line(p.ink, 0.6),
        ),
    ]


def mouth(ink: Ink, head: Head, t: float) -> list[str]:
    """The parting of the lips set by the mood, a lower lip under it and, where no beard
    hides it, the chin's dimple."""
    p = ink.palette
    y = HEAD_Y + (12.5 if head.age == "young" else 12.8)
    lip = "#c9705e"
    chin = (
        [path(f"M{t - 2.2},{y + 5} Q{t},{y + 6} {t + 2.2},{y + 5}", **ink.line(p.skin_line, 0.5))]
        if head.beard in ("none", "handlebar", "walrus", "pencil", "muttonchops")
        else []
    )
    if head.mouth == "open":
        return [
            path(
                f"M{t - 3.8},{y - 0.6} Q{t},{y - 1.8} {t + 3.8},{y - 0.6} Q{t},{y + 4} "
                f"{t - 3.8},{y - 0.6} Z",
                fill=p.red_dark,
                stroke=p.ink,
                stroke_width=0.5,
            ),
            path(f"M{t - 2.6},{y - 0.6} Q{t},{y + 0.2} {t + 2.6},{y - 0.6}", fill=p.white),
            *chin,
        ]
    # how far each corner of the mouth rises (< 0 droops)
    left, right = {
        "smile": (1.8, 1.8),
        "straight": (0.3, 0.3),
        "grim": (-1.2, -1.2),
        "full": (0.8, 0.8),
        "thin": (-0.3, -0.3),
    }.get(head.mouth, (0.2, 1.9))
    # (half the mouth's width, the lower lip's fullness): full lips wide and deep, a thin
    # mouth narrow with barely a lower lip
    half, fullness = {"full": (4.0, 4.4), "thin": (3.6, 1.9)}.get(head.mouth, (4.4, 3.2))
    upper = (  # full lips show the upper lip too, with its bow
        [
            path(
                f"M{t - half},{y - left * 0.6} Q{t - 2.4},{y - 2} {t - 0.9},{y - 1.8} "
                f"L{t},{y - 1.2} L{t + 0.9},{y - 1.8} Q{t + 2.4},{y - 2} "
                f"{t + half},{y - right * 0.6} Q{t},{y + 0.6} {t - half},{y - left * 0.6} Z",
                fill=shade(lip, 0.12),
            )
        ]
        if head.mouth == "full"
        else []
    )
    under = (
        [
            path(
                f"M{t - 2.6},{y + 3.2} Q{t},{y + 5} {t + 2.6},{y + 3.2} "
                f"Q{t},{y + 3.9} {t - 2.6},{y + 3.2} Z",
                fill=p.skin_shade,
            )
        ]
        if chin
        else []
    )
    return [
        *under,
        *upper,
        path(  # the lower lip
            f"M{t - half + 1.4},{y + 0.4} Q{t},{y + fullness} {t + half - 1.4},{y + 0.4} "
            f"Q{t},{y + 1.4} {t - half + 1.4},{y + 0.4} Z",
            fill=lip,
        ),
        path(
            f"M{t - half},{y - left * 0.6} Q{t - 2},{y + 0.4} {t},{y + 0.1} "
            f"Q{t + 2},{y + 0.4} {t + half},{y - right * 0.6}",
            **ink.line(p.red_dark, 0.7 if head.mouth == "thin" else 0.85),
        ),
        path(
            f"M{t - 1.4},{y - 2.4} Q{t},{y - 1.6} {t + 1.4},{y - 2.4}", **ink.line(p.skin_line, 0.4)
        ),
        *chin,
    ]
