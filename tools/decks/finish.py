"""Each pack's finish: the paper and frame of a face, and the back with its repeating pattern.

Neapolitan: a double rule (ink and a fine red line) inside the edge; a blue back of trellis
and small flowers round an oval medallion. Piacentine: the single thin frame line of the
pack; a red back of overlapping scales round a lozenge. The patterns are SVG ``<pattern>``
tiles, so the back repeats for real and its file stays small.
"""

from __future__ import annotations

import math

from .style import CARD_H, CARD_W, CX, CY, Ink
from .svg import el, g, path

CORNER_RADIUS = 14.0
PANEL = (14.0, 14.0, CARD_W - 14.0, CARD_H - 14.0)


def paper(ink: Ink) -> list[str]:
    """The card itself: cream paper with a fine ink edge and rounded corners."""
    p = ink.palette
    return [
        el(
            "rect",
            x=1,
            y=1,
            width=CARD_W - 2,
            height=CARD_H - 2,
            rx=CORNER_RADIUS,
            fill=p.paper,
            stroke=p.ink,
            stroke_width=1.4,
        )
    ]


def _rule(inset: float, colour: str, width: float, radius: float) -> str:
    return el(
        "rect",
        x=inset,
        y=inset,
        width=CARD_W - 2 * inset,
        height=CARD_H - 2 * inset,
        rx=radius,
        fill="none",
        stroke=colour,
        stroke_width=width,
    )


def neapolitan_frame(ink: Ink) -> list[str]:
    p = ink.palette
    return [_rule(5.5, p.ink, 0.9, 10), _rule(7.5, p.red, 0.7, 8.5)]


def piacentine_frame(ink: Ink) -> list[str]:
    return [_rule(8, ink.palette.ink, 0.9, 8)]


BORDER = 6.0  # plain band round a back's pattern: the pattern stops at a ruled edge


def _panel(ink: Ink, fill: str) -> list[str]:
    """The patterned field of a back inside a plain ruled border, with an ink edge."""
    p = ink.palette
    left, top, right, bottom = PANEL
    w, h = right - left, bottom - top

    def rect(inset: float, radius: float, **attrs: object) -> str:
        return el(
            "rect",
            x=left + inset,
            y=top + inset,
            width=w - 2 * inset,
            height=h - 2 * inset,
            rx=radius,
            **attrs,
        )

    return [
        rect(0, 8, fill=p.back),
        rect(BORDER, 4, fill=fill),
        rect(2.6, 6, fill="none", stroke=p.back_light, stroke_width=1.1),
        rect(BORDER, 4, fill="none", stroke=p.gold, stroke_width=1.5),
        rect(0, 8, fill="none", stroke=p.ink, stroke_width=1.2),
    ]


def neapolitan_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Blue back: a diagonal trellis with a small flower at every crossing, an oval medallion."""
    p = ink.palette
    tile = el(
        "pattern",
        path("M0,0 L20,20 M20,0 L0,20", fill="none", stroke=p.back_light, stroke_width=1.1),
        *(
            el("circle", cx=x, cy=y, r=2.6, fill=p.white)
            for x, y in ((0, 0), (20, 0), (0, 20), (20, 20))
        ),
        el("circle", cx=10, cy=10, r=3.2, fill=p.back_light),
        el("circle", cx=10, cy=10, r=1.3, fill=p.gold),
        id="trellis",
        patternUnits="userSpaceOnUse",
        # the field is ten tiles by eighteen; dots and flowers stop half a tile from its edge
        x=PANEL[0] + BORDER - 5,
        y=PANEL[1] + BORDER - 5,
        width=20,
        height=20,
    )
    medallion = g(
        el("ellipse", rx=48, ry=64, fill=p.back_dark, stroke=p.back_light, stroke_width=2.4),
        el("ellipse", rx=40, ry=56, fill="none", stroke=p.gold, stroke_width=1.6),
        *(  # a beaded ring between the two rules
            el(
                "circle",
                cx=round(44 * math.cos(k * math.pi / 12), 1),
                cy=round(60 * math.sin(k * math.pi / 12), 1),
                r=1.6,
                fill=p.gold,
            )
            for k in range(24)
        ),
        *(  # small petals between the great ones
            el(
                "ellipse",
                cx=0,
                cy=-26,
                rx=3.2,
                ry=9,
                transform=f"rotate({k * 45 + 22.5})",
                fill=p.gold,
                stroke=p.back_dark,
                stroke_width=0.8,
            )
            for k in range(8)
        ),
        *(
            el(
                "ellipse",
                cx=0,
                cy=-22,
                rx=7,
                ry=17,
                transform=f"rotate({k * 45})",
                fill=p.back_light,
                stroke=p.back_dark,
                stroke_width=0.8,
            )
            for k in range(8)
        ),
        el("circle", r=8, fill=p.gold, stroke=p.back_dark, stroke_width=1),
        transform=f"translate({CX} {CY})",
    )
    return [tile], [*_panel(ink, "url(#trellis)"), medallion]


def piacentine_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Red back: rows of overlapping scales, each with a dot, round a gold lozenge."""
    p = ink.palette
    tile = el(
        "pattern",
        path(
            # every scale and dot cut by the tile's edge is drawn again one tile further on,
            # so neighbouring tiles complete each other and no seam shows
            "M0,12 A8,8 0 0 1 16,12 M-8,4 A8,8 0 0 1 8,4 M8,4 A8,8 0 0 1 24,4 "
            "M-8,20 A8,8 0 0 1 8,20 M8,20 A8,8 0 0 1 24,20",
            fill="none",
            stroke=p.back_light,
            stroke_width=1.2,
        ),
        el("circle", cx=8, cy=9, r=1.6, fill=p.gold_light),
        *(
            el("circle", cx=x, cy=y, r=1.6, fill=p.gold_light)
            for x, y in ((0, 1), (16, 1), (0, 17), (16, 17))
        ),
        id="scales",
        patternUnits="userSpaceOnUse",
        # a column of scales centred on the card, the dots clear of the field's edge
        x=0,
        y=0,
        width=16,
        height=16,
    )
    lozenge = g(
        path(
            "M0,-70 L46,0 L0,70 L-46,0 Z", fill=p.back_dark, stroke=p.back_light, stroke_width=2.4
        ),
        path("M0,-58 L37,0 L0,58 L-37,0 Z", fill="none", stroke=p.gold, stroke_width=1.6),
        *(
            path(
                "M0,-44 C10,-30 10,-14 0,0 C-10,-14 -10,-30 0,-44 Z",
                transform=f"rotate({k * 90})",
                fill=p.gold,
                stroke=p.back_dark,
                stroke_width=1,
            )
            for k in range(4)
        ),
        el("circle", r=7, fill=p.back_light, stroke=p.back_dark, stroke_width=1),
        transform=f"translate({CX} {CY})",
    )
    return [tile], [*_panel(ink, "url(#scales)"), lozenge]
