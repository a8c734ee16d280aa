"""The horse's head with its bridle, drawn along its own axis and turned onto the neck.

Head frame: the poll (between the ears) is the origin and the head's line runs along +x to
the muzzle; y > 0 is the jaw's side. The ears stand up from the poll, the jowl is a round
cheek at the back of the jaw, the nostril and mouth are at the muzzle.

The Neapolitan horse's head is a wedge from a broad jowl to a fine muzzle, with short
pricked ears (the Piacentine horse has a head of its own, in horse_piacentine.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .coat import Coat, detail, is_dark, sheen
from .linework import shade, shaded
from .shapes import smooth_outline
from .style import Ink
from .svg import el, path

Point = tuple[float, float]


@dataclass(frozen=True)
class Profile:
    """One head's drawing in the head frame: its outline, ears, markings, features and
    bridle (path data), the bit ring where the reins are buckled."""

    outline: list[Point]
    ears: tuple[tuple[Point, Point], tuple[Point, Point]]  # (far, near): (base, tip)
    bit: Point
    shadow: str  # under the jaw
    light: str  # on the face bone and the round of the cheek
    ear_line: str  # the near ear's hollow
    mealy: str  # a mealy muzzle's tan patch
    blaze: str
    forelock: str
    brow: str
    eye: str
    glint: Point
    cheek: str
    nostril: str
    mouth: str
    chin: str
    # crownpiece with cheekpiece to the bit, browband, noseband, throatlatch; their studs
    straps: tuple[str, str, str, str]
    studs: tuple[Point, Point]
    star: str = ""  # a white star on the forehead (path data), for a coat with one


# the Neapolitan horse's head: a wedge from the broad round jowl and the flat forehead to a
# fine muzzle with a soft nose, a small chin under the lips and the mouth's corner well back;
# short ears pricked forward (long ears and a straight tube of a head made a mule of him)
NEAPOLITAN = Profile(
    outline=[
        (0, -5),
        (8, -10),  # the forehead, broad between the eyes
        (20, -11),
        (34, -9.5),  # the flat line of the nose
        (46, -7),
        (54, -5),
        (58.5, -1.5),  # the soft round of the nose
        (60, 3.5),
        (58.5, 8.5),  # the upper lip
        (55, 10.5),
        (54, 13),  # the lower lip and the small chin under it
        (50, 14.5),
        (45, 13),
        (37, 13),  # the fine underside of the jaw
        (29, 15.5),
        (23, 21.5),  # the jowl, a broad round cheek at the back of the jaw
        (15, 25.5),
        (7, 24.5),
        (1, 18),
        (-1.5, 8),
    ],
    ears=(((3, -7), (-3, -19)), ((8, -9), (5, -21.5))),
    bit=(52.5, 10),
    shadow="M54,13 C50,15.5 44,12 36,13.5 C29,15 26,21 16,25 C10,25 4,22 2,18 "
    "C12,20 20,17 26,12 C32,9 42,10 54,13 Z",
    light="M14,-9 C28,-9 42,-7 52,-4.5 M10,3 C18,0 26,6 25,14",
    ear_line="M6.5,-17 C7,-13 8,-11 8.5,-9",
    mealy=(
        "M47,-6.8 C51,-6 56,-3.6 58.5,-1.5 C60.4,2 60.4,6 58.5,8.5 C56.5,10 55,10.5 54,13 "
        "C53,14.4 51.5,14.6 50,14.5 C47,14 45,13.3 43,13 C44,6 45,0 47,-6.8 Z"
    ),
    blaze="M12,-10 C26,-10 42,-8 54,-4.5 C51,-2 44,-3 32,-5.5 C22,-7 15,-8 12,-10 Z",
    forelock="M1,-8 C7,-12 15,-9 19,-3 C13,-5.5 9,-4.5 5,-2 C6,-5 4,-6.5 1,-8 Z",
    brow="M12,-6.5 C16,-9 21,-8.5 24,-5.5",
    eye="M14.5,-2.5 Q19,-6.5 23.5,-3 Q19,0 14.5,-2.5 Z",
    glint=(20.6, -3.4),
    cheek="M9,5 C17,1 26,6 25,13 C24.5,17 22,21 16,24",
    nostril="M51,-2 C54.5,-4 58,-1.5 57,1.5 C56,3.5 53.5,3.5 52,1.5",
    mouth="M52.5,10.3 L58.5,8.5",
    chin="M49.5,14 C47,12.5 43,12.4 39,12.8",
    straps=(
        "M4,-8 C5,0 7,6 13,8.5 C25,9.5 40,9.5 52.5,10",
        "M5,-6 C8,-8.5 11,-10 13,-10.8",
        "M39,-9 C39,-2 39,5 40.5,12.8",
        "M4,5 C3.5,11 4,17 7,22",
    ),
    studs=((13, 8.5), (39.2, 1.5)),
    # a soft white patch ahead of the eye on the flat of the forehead, as a star shows on a
    # head seen side on (a four-pointed star read as the eye's glint)
    star="M22.5,-9.9 C25,-11.2 29.5,-10.9 31,-9.4 C30,-7.2 27.2,-6 25,-6.5 C23.4,-7 22.2,-8.4 "
    "22.5,-9.9 Z",
)
MEALY = "#cfa57c"  # a mealy muzzle's tan (the coat lightened towards white read as pink)


def _ear(ink: Ink, base: Point, tip: Point, colour: str) -> str:
    bx, by = base
    tx, ty = tip
    return path(
        f"M{bx - 4},{by + 1} C{bx - 6},{by - 8} {tx - 3},{ty + 5} {tx},{ty} "
        f"C{tx + 4},{ty + 6} {bx + 7},{by - 4} {bx + 5},{by + 2} Z",
        **ink.fill(colour, thin=True),
    )


def head(ink: Ink, coat: Coat, shape: Profile) -> tuple[list[str], Point]:
    """(the head in the head frame, the bit ring in the head frame)."""
    p = ink.palette
    line = detail(coat)
    dark = shade(coat.body, 0.3)
    far, near = shape.ears
    parts = [
        _ear(ink, *far, dark),  # the far ear, behind
        path(smooth_outline(shape.outline), **ink.fill(coat.body)),
        *shaded(shape.shadow, coat.body),
        path(
            shape.light,
            **ink.line(sheen(coat), 2.2),
            opacity=0.85 if is_dark(coat) else 0.55,
        ),
        _ear(ink, *near, coat.body),
        path(shape.ear_line, **ink.line(line)),
    ]
    if coat.mealy:  # the light muzzle
        parts.append(path(shape.mealy, fill=MEALY))
    if coat.blaze:
        parts.append(path(shape.blaze, fill=p.white))
    if coat.star and shape.star:
        parts.append(path(shape.star, fill=p.white))
    parts += [
        # the forelock over the brow, in locks
        path(shape.forelock, **ink.fill(coat.mane, thin=True)),
        # the brow bone over the eye, the eye, its light
        path(shape.brow, **ink.line(line, 0.9)),
        path(shape.eye, **ink.fill(p.ink, thin=True)),
        # on a dark coat the eye's lids in the light of the muscle lines: an ink eye in a black
        # face showed only as its glint
        *([path(shape.eye, **ink.line(line, 0.9))] if is_dark(coat) else []),
        el("circle", cx=shape.glint[0], cy=shape.glint[1], r=0.9, fill=p.white),
        # the cheek's round line, the nostril, the mouth and chin groove
        path(shape.cheek, **ink.line(line, 1.1)),
        path(shape.nostril, **ink.line(p.ink, 1.3)),
        path(shape.mouth, **ink.line(p.ink, 1.0)),
        path(shape.chin, **ink.line(line, 0.8)),
    ]
    red, gold = p.red_dark, p.gold
    crown, brow, nose, throat = shape.straps
    parts += [
        path(crown, **ink.line(red, 2.1)),
        path(brow, **ink.line(red, 1.9)),
        path(nose, **ink.line(red, 2.1)),
        path(throat, **ink.line(red, 1.8)),
        *(el("circle", cx=x, cy=y, r=1.8, **ink.fill(gold, thin=True)) for x, y in shape.studs),
        el("circle", cx=shape.bit[0], cy=shape.bit[1], r=2.6, **ink.fill(gold, thin=True)),
    ]
    return parts, shape.bit
