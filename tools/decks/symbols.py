"""The four suit symbols, each drawn once around the origin and reused with ``<use>``.

Cup and coin are about 100 units tall; sword and baton are 200 units long, point/head up.
"""

from __future__ import annotations

import math

from .style import Ink
from .svg import el, g, path, transform


def _goblet(ink: Ink) -> list[str]:
    """Neapolitan cup: a round red bowl with a jewelled gold band, knotted stem, gold foot."""
    p = ink.palette
    gem = {"r": 2.4, "fill": p.blue, "stroke": p.ink, "stroke_width": ink.pen.thin / 2}
    return [
        path("M-32,-40 C-32,-10 -18,4 -6,8 L6,8 C18,4 32,-10 32,-40 Z", **ink.fill(p.red)),
        path("M15,-40 C15,-14 9,0 3,7 L6,8 C18,4 32,-10 32,-40 Z", fill=p.red_dark),
        path("M-31.6,-31 L31.6,-31 L30.5,-22 L-30.5,-22 Z", **ink.fill(p.gold, thin=True)),
        *(el("circle", cx=x, cy=-26.5, **gem) for x in (-17, 0, 17)),
        path("M-5,8 L-4,34 L4,34 L5,8 Z", **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=19, rx=10, ry=5, **ink.fill(p.gold)),
        path("M-4,33 C-8,40 -22,41 -27,48 L27,48 C22,41 8,40 4,33 Z", **ink.fill(p.gold)),
        path("M2,34 C6,40 18,42 23,47 L27,48 C22,41 8,40 4,33 Z", fill=p.gold_dark),
        el("ellipse", cx=0, cy=48, rx=27, ry=4, **ink.fill(p.gold_dark)),
        el("ellipse", cx=0, cy=-40, rx=32, ry=6.5, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=-40, rx=26, ry=3.8, fill=p.red_dark),
    ]


def _chalice(ink: Ink) -> list[str]:
    """Piacentine cup: a conical gold chalice with a red scalloped band and two knots."""
    p = ink.palette
    scallops = " ".join(f"M{x},-31 Q{x + 4},-23 {x + 8},-31" for x in range(-24, 24, 8))
    return [
        path(
            "M-31,-40 L31,-40 C30,-20 18,-2 6,5 L-6,5 C-18,-2 -30,-20 -31,-40 Z", **ink.fill(p.gold)
        ),
        path("M13,-40 L31,-40 C30,-20 18,-2 6,5 L2,5 C12,-6 16,-24 13,-40 Z", fill=p.gold_dark),
        path("M-31,-40 L31,-40 L30.2,-31 L-30.2,-31 Z", **ink.fill(p.red, thin=True)),
        path(scallops, **ink.fill(p.red, thin=True)),
        el("rect", x=-4, y=4, width=8, height=28, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=12, rx=9, ry=3.6, **ink.fill(p.red, thin=True)),
        el("ellipse", cx=0, cy=24, rx=7, ry=3, **ink.fill(p.gold, thin=True)),
        path("M-4,31 L-20,41 L-25,48 L25,48 L20,41 L4,31 Z", **ink.fill(p.gold)),
        path("M2,31 L16,41 L20,48 L25,48 L20,41 L4,31 Z", fill=p.gold_dark),
        path("M-20,41 L20,41", **ink.line()),
        el("ellipse", cx=0, cy=-40, rx=31, ry=5.5, **ink.fill(p.gold)),
        el("ellipse", cx=0, cy=-40, rx=25, ry=3.2, fill=p.red_dark),
    ]


def cup(ink: Ink, ornate: bool = False) -> str:
    """The cup of the deck's region; ``ornate`` adds handles and a lid for the Ace."""
    p = ink.palette
    parts = []
    if ornate:
        handle = "M-30,-30 C-52,-34 -52,-4 -30,-8 C-40,-10 -42,-26 -30,-24"
        parts += [
            path(handle, **ink.fill(p.gold)),
            path(handle, transform="scale(-1 1)", **ink.fill(p.gold)),
        ]
    parts += _chalice(ink) if ink.regional == "piacentine" else _goblet(ink)
    if ornate:
        parts += [
            path("M-27,-44 C-24,-62 24,-62 27,-44 Z", **ink.fill(p.gold)),
            path("M-15,-53 C-10,-58 10,-58 15,-53", **ink.line(p.gold_dark)),
            el("circle", cx=0, cy=-64, r=5, **ink.fill(p.red)),
            path("M0,-69 L0,-80 M-5,-75 L5,-75", **ink.line(p.ink, ink.pen.thick)),
        ]
    return g(*parts)


def star_centre(ink: Ink) -> list[str]:
    """Piacentine coin centre: a red field with an eight-pointed gold star."""
    p = ink.palette
    points = []
    for k in range(16):
        radius = 29 if k % 2 == 0 else 12
        angle = k * math.pi / 8 - math.pi / 2
        points.append(f"{radius * math.cos(angle):.1f},{radius * math.sin(angle):.1f}")
    return [
        el("circle", r=34, **ink.fill(p.red, thin=True)),
        path("M" + " L".join(points) + " Z", **ink.fill(p.gold, thin=True)),
        el("circle", r=6, **ink.fill(p.green, thin=True)),
    ]


def petal_ring(
    ink: Ink, count: int, cy: float, rx: float, ry: float, colour: str, turn: float = 0
) -> list[str]:
    """``count`` petals round the origin, the rosette of the coins."""
    return [
        el(
            "ellipse",
            cx=0,
            cy=cy,
            rx=rx,
            ry=ry,
            transform=f"rotate({k * 360 / count + turn:g})",
            **ink.fill(colour, thin=True),
        )
        for k in range(count)
    ]


def coin(ink: Ink) -> str:
    """A gold disc with a dotted rim; a rosette (Neapolitan) or a star (Piacentine) inside."""
    p = ink.palette
    if ink.regional == "piacentine":
        return g(
            el("circle", r=44, **ink.fill(p.gold)),
            path("M31,-31 A44,44 0 0 1 -31,31 A40,40 0 0 0 31,-31 Z", fill=p.gold_dark),
            *(
                path(
                    "M0,-43 L0,-37",
                    transform=f"rotate({k * 15})",
                    **ink.line(p.gold_dark, 1.6 * ink.pen.thin),
                )
                for k in range(24)
            ),
            *star_centre(ink),
        )
    dots = [
        el("circle", cx=40 * math.cos(a), cy=40 * math.sin(a), r=1.9, fill=p.gold_dark)
        for a in (k * math.pi / 8 for k in range(16))
    ]
    petals = petal_ring(ink, 8, -17, 6.5, 12, p.red)
    leaves = [
        path("M0,-33 L4,-26 L0,-22 L-4,-26 Z", transform=f"rotate({k * 45 + 22.5})", fill=p.green)
        for k in range(8)
    ]
    return g(
        el("circle", r=44, **ink.fill(p.gold)),
        path("M31,-31 A44,44 0 0 1 -31,31 A40,40 0 0 0 31,-31 Z", fill=p.gold_dark),
        el("circle", r=35.5, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.4),
        *dots,
        *leaves,
        *petals,
        el("circle", r=8, **ink.fill(p.gold, thin=True)),
        el("circle", r=3, fill=p.ink),
    )


def sword(ink: Ink) -> str:
    """A blade pointing up with a gold cross-guard, leather grip and pommel; 200 units long."""
    p = ink.palette
    if ink.regional == "neapolitan":  # Neapolitan blades curve like sabres
        blade = "M-6,52 C-9,0 -6,-60 7,-100 C8,-60 7,0 6,52 Z"
        light = "M-6,52 C-9,0 -6,-60 7,-100 C2,-60 0,0 0,52 Z"
        fuller = "M0,46 C0,0 1,-50 5,-86"
    else:
        blade = "M0,-100 L7,-84 L6,52 L-6,52 L-7,-84 Z"
        light = "M0,-100 L-7,-84 L-6,52 L0,52 Z"
        fuller = "M0,46 L0,-84"
    return g(
        path(blade, **ink.fill(p.steel)),
        path(light, fill=p.white),
        path(blade, fill="none", stroke=p.ink, stroke_width=ink.pen.thick, stroke_linejoin="round"),
        path(fuller, **ink.line(p.steel_dark)),
        path("M-18,51 C-8,56 8,56 18,51 L18,59 C8,63 -8,63 -18,59 Z", **ink.fill(p.gold)),
        el("circle", cx=-20, cy=55, r=4.6, **ink.fill(p.gold)),
        el("circle", cx=20, cy=55, r=4.6, **ink.fill(p.gold)),
        el("rect", x=-4.5, y=61, width=9, height=25, rx=2, **ink.fill(p.blue)),
        path("M-4.5,67 L4.5,70 M-4.5,74 L4.5,77 M-4.5,81 L4.5,84", **ink.line(p.blue_dark)),
        el("circle", cx=0, cy=92, r=7, **ink.fill(p.gold)),
        el("circle", cx=-2, cy=90, r=2.2, fill=p.gold_light),
    )


def baton(ink: Ink, leafy: bool = True) -> str:
    """A knotted club, thick end up, with cut side branches; 200 units long."""
    p = ink.palette
    club = (
        "M-6,96 C-8,40 -12,-40 -15,-86 C-15,-100 15,-100 15,-86 C12,-40 8,40 6,96 C6,102 "
        "-6,102 -6,96 Z"
    )
    shade = "M4,96 C6,40 9,-40 12,-88 C14,-86 15,-86 15,-86 C12,-40 8,40 6,96 Z"
    stubs = [(-11, -52, -1), (10, -18, 1), (-8, 22, -1), (7, 58, 1)]
    stub_parts = []
    for x, y, side in stubs:
        tip_x, tip_y = x + side * 9, y - 8
        stub_parts += [
            path(
                f"M{x},{y - 4} L{tip_x},{tip_y - 3} L{tip_x + side * 1},{tip_y + 5} L{x},{y + 5} Z",
                **ink.fill(p.wood),
            ),
            el(
                "ellipse",
                cx=tip_x + side * 0.5,
                cy=tip_y + 1,
                rx=2.6,
                ry=4.2,
                transform=f"rotate({-side * 40} {tip_x} {tip_y + 1})",
                **ink.fill(p.wood_light, thin=True),
            ),
        ]
    parts = [
        path(club, **ink.fill(p.wood)),
        path(shade, fill=p.wood_dark),
        path(club, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
        path(
            "M-3,80 C-4,40 -6,0 -7,-40 M2,60 C3,20 4,-20 6,-70 M-8,-60 C-9,-70 -9,-78 -9,-84",
            **ink.line(p.wood_dark),
        ),
        el("ellipse", cx=0, cy=-90, rx=12, ry=4.5, **ink.fill(p.wood_light, thin=True)),
        *stub_parts,
    ]
    if leafy:
        leaf = "M0,0 C4,-8 12,-12 20,-12 C16,-4 8,0 0,0 Z"
        parts += [
            path(leaf, transform="translate(-19,-59) rotate(-150)", **ink.fill(p.green, thin=True)),
            path(leaf, transform="translate(19,-25) rotate(-20)", **ink.fill(p.green, thin=True)),
        ]
    return g(*parts)


def symbol_def(
    suit: str,
    ident: str,
    ink: Ink,
    scale: float,
    *,
    ornate: bool = False,
    leafy: bool = True,
) -> str:
    """A ``<g id=...>`` for ``<defs>`` whose lines look right when used at ``scale``."""
    ink = ink.at_scale(scale)
    drawing = {
        "c": lambda: cup(ink, ornate=ornate),
        "d": lambda: coin(ink),
        "s": lambda: sword(ink),
        "b": lambda: baton(ink, leafy=leafy),
    }[suit]()
    return g(drawing, id=ident)


def place(
    ident: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0, flip: bool = False
) -> str:
    """Use a symbol defined with :func:`symbol_def`."""
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale, flip))
