"""The Cavallo's horse, facing right, built from parts: body, neck, head, mane, legs, tail.

Horse frame: the origin is the top of the saddle (where the rider's waist sits), hooves
touch y = 114. The head is drawn around its poll (the top of the head, between the ears),
so the same head serves the full horse and the Piacentine half-card bust.
"""

from __future__ import annotations

from dataclasses import dataclass

from .shapes import limb
from .style import Ink
from .svg import el, g, path

HOOF_Y = 114.0
POLL = (64.0, -58.0)


@dataclass(frozen=True)
class Coat:
    """A horse's colours."""

    body: str
    shade: str
    mane: str
    cloth: str
    cloth_trim: str


def _leg(ink: Ink, points: list[tuple[float, float]], coat: Coat, far: bool) -> list[str]:
    """A leg from the body to the hoof: a muscled top, a slim cannon bone, a dark hoof."""
    colour = coat.shade if far else coat.body
    (tx, ty), (kx, ky), (hx, hy) = points
    fetlock = (hx + (kx - hx) * 0.22, hy + (ky - hy) * 0.22)
    return [
        limb(
            [
                (tx, ty - 6),
                (tx + (kx - tx) * 0.45, ty + (ky - ty) * 0.45),
                (kx, ky),
                fetlock,
                (hx, hy),
            ],
            [22, 15, 10, 9, 8],
            colour,
            ink,
        ),
        path(
            f"M{hx - 6},{hy - 4} L{hx + 6},{hy - 4} L{hx + 8},{hy + 3} L{hx - 8},{hy + 3} Z",
            **ink.fill(ink.palette.ink, thin=True),
        ),
    ]


def head(ink: Ink, coat: Coat, poll: tuple[float, float] = POLL) -> list[str]:
    """Ears, forelock, head with a rounded muzzle and jaw, eye, nostril and bridle."""
    p = ink.palette
    x, y = poll
    return [
        g(
            path("M-2,2 L-1,-14 L7,-1 Z", **ink.fill(coat.body, thin=True)),
            path("M5,0 L10,-13 L13,2 Z", **ink.fill(coat.body, thin=True)),
            path(
                "M-6,6 C-2,-6 14,-6 22,2 L41,27 C48,35 43,46 33,43 L12,31 C0,25 -8,16 -6,6 Z",
                **ink.fill(coat.body),
            ),
            path("M24,6 L41,27 C48,35 43,46 33,43 C39,38 37,29 24,6 Z", fill=coat.shade),
            path("M0,16 C4,26 12,28 17,24", **ink.line(coat.shade, 1.6)),
            path("M1,-3 C7,0 10,6 9,13 C5,9 2,5 -1,2 Z", **ink.fill(coat.mane, thin=True)),
            el("ellipse", cx=13, cy=7, rx=3, ry=2.4, fill=p.ink),
            el("circle", cx=14, cy=6.3, r=0.9, fill=p.white),
            el("ellipse", cx=38, cy=35, rx=2, ry=1.5, fill=p.ink),
            path("M33,43 C35,40 38,40 41,41", **ink.line()),
            path("M2,-1 L28,34 M22,25 L38,22 M30,35 L24,25", **ink.line(p.red_dark, 2.4)),
            el("circle", cx=27, cy=26, r=2.4, **ink.fill(p.gold, thin=True)),
            transform=f"translate({x} {y}) scale(1.18)",
        )
    ]


def neck(
    ink: Ink,
    coat: Coat,
    base_back: tuple[float, float],
    base_front: tuple[float, float],
    poll: tuple[float, float] = POLL,
) -> list[str]:
    """The neck from its base on the body up to the head, with a waving mane along its crest."""
    px, py = poll
    (bx, by), (fx, fy) = base_back, base_front
    crest = f"M{px - 4},{py + 2} C{px - 14},{py + 20} {bx + 2},{by - 24} {bx},{by}"
    body = f"{crest} L{fx},{fy} C{fx + 4},{fy - 26} {px + 20},{py + 36} {px + 16},{py + 24} Z"
    locks = []
    for i in range(5):
        t = (i + 0.5) / 5
        lx = px - 4 + (bx - px + 4) * t - 6
        ly = py + 2 + (by - py - 2) * t
        locks.append(
            path(
                f"M{lx + 6:.1f},{ly - 6:.1f} C{lx - 8:.1f},{ly - 4:.1f} {lx - 10:.1f},{ly + 6:.1f} "
                f"{lx - 6:.1f},{ly + 12:.1f} C{lx:.1f},{ly + 8:.1f} {lx + 4:.1f},{ly + 4:.1f} "
                f"{lx + 8:.1f},{ly + 4:.1f} Z",
                **ink.fill(coat.mane, thin=True),
            )
        )
    return [path(body, **ink.fill(coat.body)), *locks]


def horse(ink: Ink, coat: Coat, prancing: bool = True) -> list[str]:
    """A whole horse with a saddle cloth; the rider is drawn on top by the caller."""
    p = ink.palette
    front_near = (
        [(46, 40), (62, 66), (56, 88)] if prancing else [(46, 40), (50, 78), (50, HOOF_Y - 3)]
    )
    return [
        path(
            "M-58,12 C-78,16 -86,48 -80,86 C-74,66 -70,50 -60,40 C-64,58 -64,70 -58,82 "
            "C-56,60 -54,40 -50,26 Z",
            **ink.fill(coat.mane),
        ),
        *_leg(ink, [(38, 44), (42, 78), (44, HOOF_Y - 3)], coat, far=True),
        *_leg(ink, [(-46, 40), (-54, 76), (-48, HOOF_Y - 3)], coat, far=True),
        *neck(ink, coat, (30, 12), (62, 34)),
        # the near legs start under the belly, so the body's outline reads as their top
        *_leg(ink, front_near, coat, far=False),
        *_leg(ink, [(-40, 44), (-32, 80), (-36, HOOF_Y - 3)], coat, far=False),
        path(
            "M-58,12 C-42,2 30,2 50,8 C66,14 70,36 58,50 C42,60 -36,60 -54,52 C-68,44 -70,22 "
            "-58,12 Z",
            **ink.fill(coat.body),
        ),
        path(
            "M-40,52 C-10,58 30,58 50,50 C58,46 62,40 64,34 C56,44 40,48 -40,52 Z", fill=coat.shade
        ),
        *head(ink, coat),
        path("M-34,2 C-10,-2 14,-2 32,2 L36,40 C12,47 -14,47 -38,40 Z", **ink.fill(coat.cloth)),
        path("M-38,40 C-14,47 12,47 36,40", **ink.line(coat.cloth_trim, 4)),
        *(
            el("circle", cx=x, cy=y, r=2, **ink.fill(coat.cloth_trim, thin=True))
            for x, y in ((-26, 43), (-12, 45.5), (2, 46), (16, 45), (28, 42))
        ),
        path("M-18,0 C-14,-8 10,-8 16,0 Z", **ink.fill(p.wood_dark)),
    ]
