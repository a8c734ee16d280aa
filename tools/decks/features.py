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
    "calm": (0.0, 2.0, 1.3),
    "stern": (3.0, 0.2, 1.8),  # drawn down hard to the nose: a scowl at a glance
    "raised": (-2.2, 3.8, 1.1),
    "arched": (-0.6, 4.0, 0.85),  # thin and high: a haughty look
    "bushy": (1.2, 1.4, 3.0),
    "level": (1.0, 0.2, 1.8),  # straight and low over the eye: a keen, steady look
    # the nineteenth-century print's brow: dark, thick at the nose and broken to a peak over
    # the eye's outer half before it falls to the temple (see ``_peaked_brow``)
    "peaked": (1.4, 2.6, 2.0),
}
# (white's half height above the eye line, below it, how far the upper lid comes down over
# the iris, the outer corner's lift (< 0 falls), the iris's radius): small engraved eyes
# under a heavy upper lid, not round cartoon ones; the young open-eyed, the old hooded
EYES = {
    "almond": (2.4, 1.8, 0.0, 0.0, 1.45),
    "heavy": (2.0, 1.7, 0.7, -0.2, 1.45),  # the lid low over the iris: heavy-lidded
    "wide": (2.6, 1.9, -0.1, 0.0, 1.55),
    "narrow": (1.7, 1.4, 0.1, 0.4, 1.3),  # a slit under a low brow
    "round": (2.6, 2.1, -0.2, 0.0, 1.55),  # open and round, the iris showing whole
    "upturned": (2.1, 1.6, 0.0, 1.1, 1.4),  # the outer corners lifted: a quick, amused look
    "drooping": (2.1, 1.8, 0.2, -1.3, 1.45),  # the outer corners fallen: tired or gentle
    "keen": (2.0, 1.5, 0.0, 0.7, 1.4),  # a hawk's eye: narrowed, the corners lifted
}
# how far each eye sits from the nose: wide-set in a round face, close in a long one
SPACING = {"round": 6.3, "square": 6.1, "long": 5.4, "lean": 5.5}
# the moustache each beard is worn with unless the person wears his own (``Head.tache``):
# the beards do not all carry the one moustache
BEARD_TACHE = {
    "handlebar": "waxed",
    "imperial": "cavalier",
    "walrus": "walrus",
    "muttonchops": "walrus",
    "pencil": "pencil",
    "moustache": "brush",
    "goatee": "trimmed",
    "short": "brush",
    "full": "full",
    "forked": "drooping",
    "long": "drooping",
}


def moustache_of(head: Head) -> str:
    """The cut of the person's moustache: none, or one of heads.TACHES."""
    return head.tache or BEARD_TACHE.get(head.beard, "none")


def _iris(head: Head) -> str:
    """Light-haired people get grey-blue eyes, the others brown ones."""
    r, g_, b = (int(head.hair_colour[i : i + 2], 16) for i in (1, 3, 5))
    light = r + g_ + b > 420 and head.age != "old"
    return "#3e6282" if light else ("#4a3c30" if head.age == "old" else "#4a2c18")


def firm(ink: Ink) -> str:
    """The dark brown of a face's printed lines (nose, lids, mouth corners): firm on the
    flesh at table size, a shade softer than the black contour."""
    return shade(ink.palette.skin_line, 0.55)


def eyes(ink: Ink, head: Head, t: float) -> list[str]:
    """Eyes drawn as an engraver cuts them: a small white under a heavy upper lid that
    swells to its outer corner and comes down over the iris, the lid's fold above, a fine
    lower lid, and brows that taper from the nose to the temple, all set by the person."""
    p = ink.palette
    y = HEAD_Y
    up, down, lid, rise, pupil = EYES[head.eyes]
    iris = _iris(head)
    # white or grey hair gives brows of a warm grey, not a cold blue-grey over the skin
    brow_colour = shade(head.hair_colour, 0.55 if head.age == "old" else 0.6)
    if head.brows == "peaked":  # dark whatever the hair: fair ones vanished at table size
        brow_colour = shade(head.hair_colour, 0.3 if _fair(head.hair_colour) else 0.5)
    drop, arch, thick = BROWS[head.brows]
    white = "#f7f0e2"  # the white of the eye is never paper white
    parts: list[str] = []
    for side in (-1, 1):
        # the eye on the side the head turns away to is seen foreshortened: narrower and
        # nearer the nose (two equal eyes either side of the nose face squarely out, as a
        # mannequin's do)
        far = 1.0 - 0.3 * abs(head.turn) if side * head.turn > 0 else 1.0
        ex = side * SPACING.get(head.build, 5.8) * (0.5 + 0.5 * far) + t
        inner, outer = ex - side * 3.3 * far, ex + side * 3.5 * far
        top, low = y - 1 - up, y - 1 + down
        look = ex + head.turn * 1.3  # the gaze follows the head's turn
        eye_y = y - 1.0 + max(lid, 0.0) * 0.2 - rise * 0.3
        corner = y - 1.3 - rise
        # the upper lid's curve crosses the middle of the eye at the iris's top (a heavy
        # lid a little below it): a quadratic's middle lies halfway to its control point
        lid_mid = eye_y - pupil - 0.25 + lid
        lid_y = (4 * lid_mid - (y - 1) - corner) / 2  # the control point of the lid's curve
        parts += [
            path(
                f"M{inner},{y - 1} Q{ex},{lid_y - 0.6} {outer},{corner} "
                f"Q{ex},{low - rise * 0.3} {inner},{y - 1} Z",
                fill=white,
            ),
            el("circle", cx=look, cy=eye_y, r=pupil, fill=iris),
            el("circle", cx=look, cy=eye_y, r=pupil * 0.6, fill=p.ink),
        ]
        if lid > 0:  # the upper lid comes down over the top of the iris
            parts.append(
                path(
                    f"M{inner},{y - 1} Q{ex},{lid_y - 2.4} {outer},{corner} "
                    f"Q{ex},{lid_y} {inner},{y - 1} Z",
                    fill=p.skin_shade,
                )
            )
        parts += [
            # the upper lid's line, swelling from the nose to the outer corner like a burin
            # cut and running past it as the lashes
            path(
                f"M{inner},{y - 1} Q{ex},{lid_y} {outer + side * 0.9},{corner + 0.2} "
                f"Q{outer},{corner + 0.9} {outer - side * 0.6},{corner + 0.6} "
                f"Q{ex},{lid_y + 1.4} {inner + side * 0.2},{y - 0.5} Z",
                fill=p.ink,
            ),
            path(
                f"M{inner + side * 0.6},{y - 0.3} Q{ex},{low + 0.5 - rise * 0.3} "
                f"{outer - side * 0.2},{corner + 0.4}",
                **ink.line(firm(ink), 0.5),
            ),
        ]
        # the brow, the viewer's right one raised by the person's cock of the brow
        cock = head.brow_cock if side > 0 else 0.0
        if head.brows == "peaked":
            parts.append(
                _peaked_brow(
                    side, inner, ex, outer, y - cock, rise, brow_colour, head.age == "young"
                )
            )
        else:
            parts.append(
                path(
                    f"M{inner - side * 0.6},{y - 5 + drop - cock} "
                    f"Q{ex},{y - 6 - arch - cock} {outer + side * 1.4},{y - 4.4 - rise * 0.5} "
                    f"Q{ex},{y - 5 - arch + thick * 0.6 - cock} {inner - side * 0.6},"
                    f"{y - 5 + drop + thick - cock} Z",
                    fill=brow_colour,
                )
            )
        # the lid's fold over every eye, a young one's finer and only over its outer
        # part, so the eye sits in its socket instead of lying flat on the face like a
        # painted doll's
        young = head.age == "young" and head.eyes not in ("heavy", "drooping", "wide")
        fold = 1.0 if head.eyes in ("heavy", "drooping") else 1.8
        start = ex - side * 0.6 if young else inner + side * 0.5
        parts.append(
            path(
                f"M{start},{top - 0.2 - (fold * 0.6 if young else 0.0)} "
                f"Q{ex + side * (1.6 if young else 0.0)},{top - fold - rise * 0.3} "
                f"{outer + side * 0.3},{corner - 0.8}",
                **ink.line(firm(ink), 0.55 if head.eyes == "heavy" else 0.4 if young else 0.45),
            )
        )
    # the frown's creases between the brows (a boy's level brows leave his brow smooth)
    if head.brows in ("stern", "bushy") or (head.brows == "level" and head.age != "young"):
        parts.append(
            path(
                f"M{t - 1},{y - 6.4} Q{t - 1.3},{y - 4.6} {t - 0.8},{y - 3} "
                f"M{t + 1},{y - 6.4} Q{t + 1.2},{y - 5} {t + 0.9},{y - 3.8}",
                **ink.line(p.skin_line, 0.45),
            )
        )
    return parts


def _peaked_brow(
    side: int,
    inner: float,
    ex: float,
    outer: float,
    y: float,
    rise: float,
    colour: str,
    young: bool,
) -> str:
    """A brow as the nineteenth-century print cuts it: broad and square at the nose, rising
    straight to a peak over the eye's outer half and falling thin to the temple, so a man's
    look is set hard at a glance (a crescent brow reads mild). A boy's inner ends are not
    drawn down to the nose: dark brows on a youth, not a scowl."""
    drop, arch, thick = BROWS["peaked"]
    if young:
        drop, arch = -0.4, arch + 0.6
    peak_x, tip_x = ex + side * 1.4, outer + side * 1.8
    top, tip_y = y - 6.2 - arch, y - 4.2 - rise * 0.5
    return path(
        f"M{inner - side * 0.8},{y - 4.6 + drop} L{inner - side * 0.6},{y - 4.6 + drop - thick} "
        f"L{peak_x},{top} Q{peak_x + side * 1.6},{top + 0.2} {tip_x},{tip_y} "
        f"Q{peak_x + side * 1.2},{top + thick * 0.7} {peak_x - side * 0.2},{top + thick} Z",
        fill=colour,
    )


def _fair(colour: str) -> bool:
    """Fair hair needs darkening further than brown to give a brow that prints dark."""
    r, g_, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return r + g_ + b > 400


def nose(ink: Ink, head: Head, t: float) -> list[str]:
    """The nose's side drawn in one firm line down to the wing on the shadow side, as a
    printed face has it, in the shape of the person's nose: a straight, an aquiline (hooked)
    and a long one run down from the brow; a short snub and a broad one with a fleshy round
    tip show only their lower half, so the faces do not all carry the same line from the
    brow; the tip and both nostril wings under it."""
    p = ink.palette
    y, x = HEAD_Y, t * 1.3
    tip = {"straight": 8.4, "hooked": 9.6, "snub": 7.0, "long": 10.4, "broad": 8.4}[head.nose]
    wing = {"broad": 4.4, "snub": 3.0, "long": 3.0}.get(head.nose, 3.3)
    top = f"M{x + 2.2},{y - 4.6}"  # the line leaves the brow's inner end
    bridge = {
        # a straight nose shows its line from below the eyes, the long and aquiline ones
        # from the brow
        "straight": f"M{x + 1.8},{y - 1.4} C{x + 2},{y + 1} {x + 2.4},{y + 3.6} "
        f"{x + 3},{y + tip - 1.2}",
        # the hump below the eyes, the tip hanging down over the wings
        "hooked": f"{top} C{x + 1.2},{y - 2} {x + 4.8},{y + 0.6} {x + 4.6},{y + 4.2} "
        f"C{x + 4.8},{y + 6.8} {x + 3.6},{y + tip + 0.2} {x + 0.8},{y + tip + 1.2}",
        "snub": f"M{x + 1.6},{y + 1.4} C{x + 1.7},{y + 3} {x + 2.4},{y + 4.2} "
        f"{x + 3},{y + tip - 1.8}",
        "long": f"{top} C{x + 1.2},{y - 1} {x + 2},{y + 4} {x + 2.8},{y + tip - 1.4} "
        f"C{x + 3},{y + tip - 0.4} {x + 2},{y + tip + 0.6} {x + 0.8},{y + tip + 0.8}",
        "broad": f"M{x + 2.2},{y + 0.6} C{x + 2.6},{y + 2.6} {x + 3.8},{y + 4} "
        f"{x + 4.2},{y + tip - 2.4}",
    }[head.nose]
    drop = {"hooked": 1.6, "long": 1.2, "snub": -0.4}.get(head.nose, 1.0)
    # the nose's base as a printed face draws it: the round of the tip between the two
    # nostril wings, each wing a curl standing out from the cheek (firmer on the shadow
    # side), and the dark nostrils tucked under them (one wavy line across the base and
    # two hooks read as a mannequin's nose)
    tip_line = f"M{x - 1.5},{y + tip + 0.3} Q{x},{y + tip + drop + 0.5} {x + 1.5},{y + tip + 0.3}"
    wings = [
        f"M{x + k * (wing - 0.4)},{y + tip - 1.8} C{x + k * (wing + 0.4)},{y + tip - 1.3} "
        f"{x + k * (wing + 0.4)},{y + tip + 0.4} {x + k * (wing - 0.8)},{y + tip + 0.5}"
        for k in (-1, 1)
    ]
    nostrils = " ".join(
        f"M{x + k * 2.5},{y + tip + 0.55} C{x + k * 2},{y + tip - 0.35} {x + k * 1.1},"
        f"{y + tip - 0.1} {x + k * 1.2},{y + tip + 0.45} C{x + k * 1.5},{y + tip + 0.8} "
        f"{x + k * 2.1},{y + tip + 0.85} {x + k * 2.5},{y + tip + 0.55} Z"
        for k in (-1, 1)
    )
    high = y + (1.0 if head.nose in ("snub", "broad") else -2.5)  # where its shade begins
    parts = [
        path(  # the nose's shadow side in the face's one shade tone
            f"M{x + 1.6},{high} C{x + 2.8},{y + 1} {x + wing},{y + tip - 3} "
            f"{x + wing + 0.4},{y + tip - 0.4} L{x + 1.2},{y + tip} "
            f"C{x + 2},{y + tip - 4} {x + 1.8},{y + 2} {x + 1.6},{high} Z",
            fill=p.skin_shade,
        ),
        path(  # the shadow the nose casts on the upper lip, to the shadow side
            f"M{x - 1.2},{y + tip + 1.1} Q{x + 1.6},{y + tip + 2.9} {x + wing + 1.2},"
            f"{y + tip + 0.9} Q{x + 2},{y + tip + 1.5} {x - 1.2},{y + tip + 1.1} Z",
            fill=p.skin_shade,
        ),
        path(bridge, **ink.line(firm(ink), 0.8)),
        path(tip_line, **ink.line(firm(ink), 0.7)),
        path(wings[0], **ink.line(firm(ink), 0.5)),
        path(wings[1], **ink.line(firm(ink), 0.85)),
        path(nostrils, fill=firm(ink)),
    ]
    if head.nose == "broad":  # the round of a fleshy tip
        parts.append(
            path(
                f"M{x - 2.2},{y + tip - 1.2} Q{x},{y + tip - 4.2} {x + 2.2},{y + tip - 1.2}",
                **ink.line(firm(ink), 0.55),
            )
        )
    return parts


def mouth(ink: Ink, head: Head, t: float, chin_drop: float) -> list[str]:
    """The parting of the lips set by the mood, a lower lip under it and, where no beard
    hides it, the chin's dimple, kept above the chin's edge (``chin_drop`` below the head's
    centre) so a short round chin does not get a line across the neck."""
    p = ink.palette
    y = HEAD_Y + (12.5 if head.age == "young" else 12.8)
    lip = "#c9705e"
    low = min(5.0, HEAD_Y + chin_drop - 1.8 - y)  # the dimple's drop below the mouth
    bare = head.beard in ("none", "handlebar", "walrus", "pencil", "muttonchops", "moustache")
    chin = (  # a cleft chin has its own line (heads.age_lines)
        [
            path(
                f"M{t - 2.2},{y + low} Q{t},{y + low + 1} {t + 2.2},{y + low}",
                **ink.line(p.skin_line, 0.5),
            )
        ]
        if bare and "cleft" not in head.marks
        else []
    )
    opened = head.mouth == "open"  # lips parted as he speaks, a dark slit between them
    # how far each corner of the mouth rises (< 0 droops)
    left, right = {
        "smile": (2.6, 2.6),
        "straight": (0.3, 0.3),
        "grim": (-1.8, -1.8),
        "full": (0.8, 0.8),
        "thin": (-0.3, -0.3),
        "open": (1.0, 1.0),
    }.get(head.mouth, (0.2, 1.9))
    # (half the mouth's width, the lower lip's fullness, the upper lip's height): full lips
    # wide and deep, a thin mouth narrow with barely a lip
    half, fullness, height = {"full": (4.0, 4.4, 1.9), "thin": (3.6, 1.9, 0.7)}.get(
        head.mouth, (4.4, 3.2, 1.05)
    )
    gap = 1.0 if opened else 0.0  # the lower lip drops from the upper when they part
    ly, ry = y - left * 0.6, y - right * 0.6  # the corners
    upper = path(  # the upper lip with its bow, a shade darker than the lower
        f"M{t - half},{ly} Q{t - 2.4},{y - height - 0.3} {t - 0.9},{y - height} "
        f"L{t},{y - height + 0.5} L{t + 0.9},{y - height} Q{t + 2.4},{y - height - 0.3} "
        f"{t + half},{ry} Q{t + 2},{y + 0.4} {t},{y + 0.1} Q{t - 2},{y + 0.4} {t - half},{ly} Z",
        fill=shade(p.cheek, 0.22),  # a man's upper lip: flesh in shade, not rouge
    )
    under = (
        [
            path(
                f"M{t - 2.6},{y + low - 1.8} Q{t},{y + low} {t + 2.6},{y + low - 1.8} "
                f"Q{t},{y + low - 1.1} {t - 2.6},{y + low - 1.8} Z",
                fill=p.skin_shade,
            )
        ]
        if bare
        else []
    )
    slit = (
        [
            path(
                f"M{t - half + 0.8},{y + 0.1} Q{t},{y + 0.9} {t + half - 0.8},{y + 0.1} "
                f"Q{t},{y + gap + 1.0} {t - half + 0.8},{y + 0.1} Z",
                fill=shade(p.red_dark, 0.45),
            )
        ]
        if opened
        else []
    )
    corners = " ".join(  # the mouth's corners tucked into the cheeks
        f"M{t + k * (half - 0.1)},{cy - 0.5} Q{t + k * (half + 0.5)},{cy} "
        f"{t + k * (half + 0.1)},{cy + 0.5}"
        for k, cy in ((-1, ly), (1, ry))
    )
    # the expression carried into the cheeks: a smile lifts each corner into a crease
    # curving round it (a smirk only on its lifted side), a grim mouth drags a short line
    # down from each corner
    lifted = [(k, cy) for k, cy, rise in ((-1, ly, left), (1, ry, right)) if rise > 1.5]
    corners += "".join(
        f" M{t + k * (half + 1.0)},{cy - 2.0} Q{t + k * (half + 2.0)},{cy - 0.2} "
        f"{t + k * (half + 0.9)},{cy + 1.4}"
        for k, cy in lifted
    )
    if head.mouth == "grim":
        corners += "".join(
            f" M{t + k * (half + 0.2)},{cy + 0.6} Q{t + k * (half + 0.7)},{cy + 1.6} "
            f"{t + k * (half + 0.5)},{cy + 2.8}"
            for k, cy in ((-1, ly), (1, ry))
        )
    return [
        *under,
        *slit,
        path(  # the lower lip
            f"M{t - half + 1.4},{y + 0.4 + gap} Q{t},{y + fullness + gap} "
            f"{t + half - 1.4},{y + 0.4 + gap} Q{t},{y + 1.4 + gap} {t - half + 1.4},"
            f"{y + 0.4 + gap} Z",
            fill=lip,
        ),
        *([upper] if moustache_of(head) == "none" else []),  # a moustache covers it
        path(  # the parting of the lips, the mouth's one firm line
            f"M{t - half},{ly} Q{t - 2},{y + 0.4} {t},{y + 0.1} Q{t + 2},{y + 0.4} {t + half},{ry}",
            **ink.line(shade(p.red_dark, 0.45), 0.85 if head.mouth == "thin" else 1.0),
        ),
        path(corners, **ink.line(p.skin_line, 0.5)),
        *chin,
    ]
