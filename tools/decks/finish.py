"""Each pack's finish: the paper and frame of a face, and the back with its repeating pattern.

Neapolitan: a double rule (ink and a fine red line) inside the edge; a blue back of fine
tartan round an oval medallion in a beaded gold frame. Piacentine: the single thin frame line
of the pack; a red back of a dense diaper, flowered lozenges, round a gold-framed lozenge.
Both backs sit in a dark border band strung with gold beads. The patterns are SVG
``<pattern>`` tiles, so the back repeats for real and its file stays small.
"""

from __future__ import annotations

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


BORDER = 12.0  # the band round a back's pattern: the pattern stops at a ruled, beaded edge
BEAD_STEP = 8.0  # the beads' spacing along the band: it divides both sides of its rectangle


def _panel(ink: Ink, fill: str) -> list[str]:
    """The patterned field of a back inside a dark border band strung with gold beads, a bead
    on every corner, between a light thread and a gold rule; an ink edge round it all."""
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
            rx=radius or None,
            **attrs,
        )

    beads = {"stroke_linecap": "round", "stroke_dasharray": f"0.2 {BEAD_STEP - 0.2:g}"}
    return [
        rect(0, 8, fill=p.back_dark),
        rect(BORDER / 2, 0, fill="none", stroke=p.back_light, stroke_width=0.7),
        rect(BORDER / 2, 0, fill="none", stroke=p.gold, stroke_width=3.4, **beads),
        rect(BORDER, 3, fill=fill),
        rect(2.2, 6.5, fill="none", stroke=p.gold, stroke_width=0.9),
        rect(BORDER, 3, fill="none", stroke=p.gold, stroke_width=1.6),
        rect(0, 8, fill="none", stroke=p.ink, stroke_width=1.2),
        *(  # a gold rosette over the band at each corner
            g(_rosette(ink, 5.2), transform=f"translate({x:g} {y:g})")
            for x in (left + BORDER / 2, right - BORDER / 2)
            for y in (top + BORDER / 2, bottom - BORDER / 2)
        ),
    ]


def _rosette(ink: Ink, size: float, petals: int = 4, turn: float = 45) -> str:
    """A small flat gold flower on the back's dark ground, centred on the origin."""
    p = ink.palette
    return g(
        *(
            el(
                "ellipse",
                cx=0,
                cy=round(-size * 0.55, 2),
                rx=round(size * 0.34, 2),
                ry=round(size * 0.55, 2),
                transform=f"rotate({k * 360 / petals + turn:g})",
                fill=p.gold,
                stroke=p.back_dark,
                stroke_width=0.6,
            )
            for k in range(petals)
        ),
        el(
            "circle",
            r=round(size * 0.26, 2),
            fill=p.gold_light,
            stroke=p.back_dark,
            stroke_width=0.6,
        ),
    )


def _quartered(d: str, turn: float = 0, **attrs: object) -> list[str]:
    """The path ``d`` four times, a quarter turn apart (from ``turn`` degrees)."""
    return [path(d, transform=f"rotate({k * 90 + turn:g})", **attrs) for k in range(4)]


def _field_origin(tile: float) -> tuple[float, float]:
    """Where a pattern tile starts so that the pattern is centred on the card: its motifs
    fall the same at the left and the right, the head and the foot."""
    return CX - tile / 2, CY - tile / 2


TARTAN = 40.0  # the Neapolitan sett: the field (188 x 348) holds it centred, its broad band
# on the card's centre lines


def neapolitan_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Blue back: a woven two-colour tartan (a broad dark band and a narrow one each way,
    darker where they cross, light and gold threads beside and through them, and a fine twill
    over all, so it reads as cloth and not as a floor of square tiles), round an oval
    medallion in a beaded gold frame."""
    p = ink.palette
    t = TARTAN
    x, y = _field_origin(t)
    band, narrow = 12.0, 5.0  # the broad band through the sett's middle, the narrow at its edge
    lo, hi = (t - band) / 2, (t + band) / 2

    def stripe(at: float, width: float, **paint: object) -> list[str]:
        """A stripe ``width`` wide centred ``at`` across the sett, both ways."""
        return [
            el("rect", x=at - width / 2, width=width, height=t, **paint),
            el("rect", y=at - width / 2, width=t, height=width, **paint),
        ]

    threads = " ".join(f"M{v:g},0 V{t:g} M0,{v:g} H{t:g}" for v in (lo - 2, hi + 2))
    edge = " ".join(f"M{v:g},0 V{t:g} M0,{v:g} H{t:g}" for v in (0, t))  # a red overcheck
    # the twill: fine diagonals two units apart, seamless across the sett's edges
    twill = " ".join(f"M{k:g},0 L{k - t:g},{t:g}" for k in range(0, int(2 * t) + 1, 2))
    tile = el(
        "pattern",
        el("rect", width=t, height=t, fill=p.back),
        *stripe(t / 2, band, fill=p.back_dark, fill_opacity=0.55),
        *stripe(0, narrow, fill=p.back_dark, fill_opacity=0.45),
        *stripe(t, narrow, fill=p.back_dark, fill_opacity=0.45),
        path(threads, stroke=p.back_light, stroke_width=0.8, stroke_opacity=0.85),
        path(f"M{t / 2:g},0 V{t:g} M0,{t / 2:g} H{t:g}", stroke=p.gold, stroke_width=0.7),
        path(edge, stroke=p.red, stroke_width=0.9),
        path(twill, stroke=p.back_dark, stroke_width=0.5, stroke_opacity=0.3),
        id="tartan",
        patternUnits="userSpaceOnUse",
        x=x,
        y=y,
        width=t,
        height=t,
    )
    medallion = g(
        el("ellipse", rx=52, ry=70, fill=p.back_dark, stroke=p.ink, stroke_width=1.2),
        el("ellipse", rx=48.5, ry=66.5, fill="none", stroke=p.gold, stroke_width=4.2),
        el(
            "ellipse",
            rx=48.5,
            ry=66.5,
            fill="none",
            stroke=p.gold_light,
            stroke_width=1.6,
            stroke_linecap="round",
            stroke_dasharray="0.6 4.6",
        ),
        el("ellipse", rx=43.5, ry=61.5, fill=p.back, stroke=p.back_light, stroke_width=1.2),
        el(
            "ellipse",
            rx=36,
            ry=53,
            fill="none",
            stroke=p.back_light,
            stroke_width=0.7,
            stroke_dasharray="2 2.5",
        ),
        *(  # a gold flower at the frame's four points
            g(_rosette(ink, 8), transform=f"translate({px:g} {py:g})")
            for px, py in ((0, -67), (0, 67), (-49, 0), (49, 0))
        ),
        # a great rosette: eight light petals, eight gold between them, a gold heart
        *(
            el(
                "ellipse",
                cx=0,
                cy=-25,
                rx=3.4,
                ry=10,
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
                cy=-20,
                rx=7.5,
                ry=17,
                transform=f"rotate({k * 45})",
                fill=p.back_light,
                stroke=p.back_dark,
                stroke_width=0.8,
            )
            for k in range(8)
        ),
        *(
            path("M0,-8 L0,-31", transform=f"rotate({k * 45})", stroke=p.back, stroke_width=0.9)
            for k in range(8)
        ),
        el("circle", r=9, fill=p.gold, stroke=p.back_dark, stroke_width=1),
        el("circle", r=4, fill=p.red, stroke=p.back_dark, stroke_width=0.8),
        transform=f"translate({CX} {CY})",
    )
    return [tile], [*_panel(ink, "url(#tartan)"), medallion]


DIAPER = 16.0  # the Piacentine tile, one lozenge of the lattice a flower wide


def piacentine_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Red back: a dense diaper, a lattice of fine light lozenges each holding a small
    four-petalled flower, dots on the lattice's crossings, round a gold-framed lozenge."""
    p = ink.palette
    t = DIAPER
    x, y = _field_origin(t)
    flower = "M0,-4.2 C1.8,-2.4 1.8,-1 0,0 C-1.8,-1 -1.8,-2.4 0,-4.2 Z"
    tile = el(
        "pattern",
        el("rect", width=t, height=t, fill=p.back),
        # the two-tone check: every other lozenge darker
        path(
            f"M{t / 2:g},0 L{t:g},{t / 2:g} L{t / 2:g},{t:g} L0,{t / 2:g} Z",
            fill=p.back_dark,
            fill_opacity=0.45,
        ),
        path(
            f"M0,{t / 2:g} L{t / 2:g},0 L{t:g},{t / 2:g} L{t / 2:g},{t:g} Z",
            fill="none",
            stroke=p.back_light,
            stroke_width=0.8,
        ),
        # a flower in each lighter lozenge (its quarters at the tile's corners), a dot where
        # the lattice crosses
        *(
            path(flower, transform=f"translate({cx:g} {cy:g}) rotate({k * 90})", fill=p.gold_light)
            for cx, cy in ((0, 0), (t, 0), (0, t), (t, t))
            for k in range(4)
        ),
        *(
            el("circle", cx=cx, cy=cy, r=1.1, fill=p.back_dark)
            for cx, cy in ((0, 0), (t, 0), (0, t), (t, t))
        ),
        el("circle", cx=t / 2, cy=t / 2, r=1.6, fill=p.gold_light),
        *(
            el("circle", cx=cx, cy=cy, r=0.9, fill=p.gold_light)
            for cx, cy in ((t / 2, 0), (0, t / 2), (t, t / 2), (t / 2, t))
        ),
        id="diaper",
        patternUnits="userSpaceOnUse",
        x=x,
        y=y,
        width=t,
        height=t,
    )
    lozenge = g(
        path("M0,-78 L52,0 L0,78 L-52,0 Z", fill=p.back_dark, stroke=p.ink, stroke_width=1.2),
        path("M0,-73 L48.5,0 L0,73 L-48.5,0 Z", fill="none", stroke=p.gold, stroke_width=4),
        path(
            "M0,-73 L48.5,0 L0,73 L-48.5,0 Z",
            fill="none",
            stroke=p.gold_light,
            stroke_width=1.5,
            stroke_linecap="round",
            stroke_dasharray="0.6 4.4",
        ),
        path("M0,-64 L42.5,0 L0,64 L-42.5,0 Z", fill=p.back, stroke=p.back_light, stroke_width=1.1),
        *_quartered(
            "M0,-46 C11,-32 11,-15 0,-2 C-11,-15 -11,-32 0,-46 Z",
            fill=p.gold,
            stroke=p.back_dark,
            stroke_width=1,
        ),
        *_quartered(
            "M0,-30 C6,-22 6,-12 0,-4 C-6,-12 -6,-22 0,-30 Z",
            45,
            fill=p.back_light,
            stroke=p.back_dark,
            stroke_width=0.8,
        ),
        *_quartered("M0,-8 L0,-38", stroke=p.gold_dark, stroke_width=0.9),
        el("circle", r=7.5, fill=p.gold, stroke=p.back_dark, stroke_width=1),
        el("circle", r=3, fill=p.back_dark),
        *(
            g(_rosette(ink, 7), transform=f"translate({px:g} {py:g})")
            for px, py in ((0, -78), (0, 78), (-52, 0), (52, 0))
        ),
        transform=f"translate({CX} {CY})",
    )
    return [tile], [*_panel(ink, "url(#diaper)"), lozenge]
