"""The horse's head with its bridle, drawn along its own axis and turned onto the neck.

Head frame: the poll (between the ears) is the origin and the head's line runs along +x to
the muzzle at x = 61; y > 0 is the jaw's side. The ears stand up from the poll, the jowl is
a round cheek at the back of the jaw, the nostril and mouth are at the muzzle.
"""

from __future__ import annotations

from .coat import Coat, detail, is_dark, sheen
from .linework import shade, shaded
from .shapes import smooth_outline
from .style import Ink
from .svg import el, path

Point = tuple[float, float]

OUTLINE: list[Point] = [
    (0, -6),
    (10, -10.5),  # the forehead, broad between the eyes
    (24, -10),
    (38, -8),  # the straight line of the nose
    (50, -6),
    (57, -3.5),
    (61, 2),  # the muzzle, soft and round
    (60, 8.5),
    (55, 12),  # the upper lip
    (52, 12.5),
    (52.5, 15.5),  # the lower lip and chin
    (47, 16.5),
    (38, 13),
    (29, 15),
    (22, 20.5),  # the jowl, a round cheek at the back of the jaw
    (11, 21),
    (3, 15),
    (0, 6),
]
BIT: Point = (50.5, 10.5)
MEALY = "#cfa57c"  # a mealy muzzle's tan (the coat lightened towards white read as pink)


def _ear(ink: Ink, base: Point, tip: Point, colour: str) -> str:
    bx, by = base
    tx, ty = tip
    return path(
        f"M{bx - 4},{by + 1} C{bx - 6},{by - 8} {tx - 3},{ty + 5} {tx},{ty} "
        f"C{tx + 4},{ty + 6} {bx + 7},{by - 4} {bx + 5},{by + 2} Z",
        **ink.fill(colour, thin=True),
    )


def head(ink: Ink, coat: Coat) -> tuple[list[str], Point]:
    """(the head in the head frame, the bit ring in the head frame)."""
    p = ink.palette
    line = detail(coat)
    dark = shade(coat.body, 0.3)
    parts = [
        _ear(ink, (4, -7), (-6, -22), dark),  # the far ear, behind
        path(smooth_outline(OUTLINE), **ink.fill(coat.body)),
        *shaded("M52,13 C48,16 40,13 30,15 C24,18 14,20 6,16 C16,16 26,12 36,10 Z", coat.body),
        path(  # the light on the face bone and the round of the cheek
            "M16,-8 C30,-7 44,-5 53,-3 M14,1 C20,-1 26,3 26,9",
            **ink.line(sheen(coat), 2.2),
            opacity=0.85 if is_dark(coat) else 0.55,
        ),
        _ear(ink, (9, -9), (2, -25), coat.body),
        path("M6,-16 C7,-12 8,-10 9,-8", **ink.line(line)),
    ]
    if coat.mealy:  # the light muzzle, inside the outline from the nose to the chin, its
        # edge slanting back from the nose to the chin as the tan fades into the coat
        parts.append(
            path(
                "M50,-5.9 C54,-4.6 58,-2.5 61,2 C61.4,6 59.5,9.5 55,12 C52,12.5 52.5,15.5 "
                "47,16.5 C44.5,16 42,15 40.5,13.2 C42,6 45,-1 50,-5.9 Z",
                fill=MEALY,
            )
        )
    if coat.blaze:
        parts.append(
            path("M14,-9 C30,-8 46,-6 57,-2 C54,1 46,0 30,-3 C22,-4 16,-6 14,-9 Z", fill=p.white)
        )
    parts += [
        # the forelock over the brow, in locks
        path(
            "M2,-9 C8,-12 16,-8 20,-2 C14,-5 10,-4 6,-2 C7,-5 5,-7 2,-9 Z",
            **ink.fill(coat.mane, thin=True),
        ),
        # the brow bone over the eye, the eye, its light
        path("M12,-7 C16,-9 21,-8 24,-5", **ink.line(line, 0.9)),
        path("M14,-3 Q18.5,-6.5 23,-3 Q18.5,-0.5 14,-3 Z", **ink.fill(p.ink, thin=True)),
        # on a dark coat the eye's lids in the light of the muscle lines: an ink eye in a black
        # face showed only as its glint
        *(
            [path("M14,-3 Q18.5,-6.5 23,-3 Q18.5,-0.5 14,-3 Z", **ink.line(line, 0.9))]
            if is_dark(coat)
            else []
        ),
        el("circle", cx=20.3, cy=-3.6, r=0.9, fill=p.white),
        # the cheek's round line, the nostril, the mouth and chin groove
        path("M12,4 C22,2 30,10 27,18", **ink.line(line, 1.1)),
        path("M52,-1 C55,-3 58,-1 57,2 C56,4 53,4 52,2", **ink.line(p.ink, 1.3)),
        path("M53,12.3 L59,9.5", **ink.line(p.ink, 1.0)),
        path("M46,14.5 C44,13 41,12.5 38,13", **ink.line(line, 0.8)),
    ]
    red, gold = p.red_dark, p.gold
    parts += [
        # crownpiece and cheekpiece down to the bit, browband, noseband, throatlatch
        path("M5,-8 C6,0 8,6 14,8 C26,10 40,10 50.5,10.5", **ink.line(red, 2.1)),
        path("M6,-6 C9,-8 12,-10 14,-10.5", **ink.line(red, 1.9)),
        path("M38,-8 C38,-1 38,6 40,13", **ink.line(red, 2.1)),
        path("M6,4 C5,10 4,14 6,18", **ink.line(red, 1.8)),
        el("circle", cx=14, cy=8, r=1.8, **ink.fill(gold, thin=True)),
        el("circle", cx=38.5, cy=2, r=1.8, **ink.fill(gold, thin=True)),
        el("circle", cx=BIT[0], cy=BIT[1], r=2.6, **ink.fill(gold, thin=True)),
    ]
    return parts, BIT
