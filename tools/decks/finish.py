"""Each pack's finish: the paper and frame of a face, and the back with its repeating pattern.

Neapolitan: no frame, the face borderless on the cream as the Napoletane are; a back printed
in two blues on a pale ground, a fine trellis with a quatrefoil in every lozenge, in a blue
border strung with white lozenges, round an oval medallion lettered NAPOLETANE. Piacentine:
a printed double fillet, the thin ink frame line with a finer red one inside it notched
round its free corners (the numbers' boxes fill the other two), on a whiter card; a red back
of a printed floral repeat in a dark border strung with gold beads, round a gold-framed
cartouche lettered PIACENTINE. Each back's legend is set twice, upright in its top half and
turned in its bottom half, so a back looks the same either way up. Both fields are drawn
out, not SVG ``<pattern>`` tiles (the Neapolitan quatrefoils ``<use>`` one motif, the
Piacentine flowers one too), because Qt paints a pattern's tile into a few
pixels and its seams made a coarse check at 56 px.
"""

from __future__ import annotations

import math

from .lettering import arc, roman_legend
from .style import CARD_H, CARD_W, CX, CY, Ink
from .svg import el, g, path, use

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
    """None: a Napoletana face is borderless, its figures and pips on the bare cream."""
    return []


PIACENTINE_FRAME = (8.0, 2.0)  # the Piacentine frame rule's inset and corner radius
FILLET = (3.2, 9.0)  # the red inner rule: how far inside the frame rule, its corners' notch


def piacentine_frame(ink: Ink) -> list[str]:
    """The pack's printed frame: the thin ink rule and, just inside it, a finer red one, a
    double fillet as a printer sets round a face. In the two corners the numbers' boxes
    leave free, the red rule turns in round a concave notch (the boxes' own rounded inner
    corner, answered) with a red stud in it, so all four corners are one ornament, not
    loose marks: the old ink triangles there read as crop marks."""
    p = ink.palette
    inset, radius = PIACENTINE_FRAME
    gap, notch = FILLET
    left, top = inset + gap, inset + gap
    right, bottom = CARD_W - left, CARD_H - top
    n = notch
    # square where a number's box covers it (top left, bottom right), notched elsewhere
    fillet = (
        f"M{left:g},{top:g} H{right - n:g} A{n:g},{n:g} 0 0 0 {right:g},{top + n:g} "
        f"V{bottom:g} H{left + n:g} A{n:g},{n:g} 0 0 0 {left:g},{bottom - n:g} Z"
    )
    studs = [
        el("circle", cx=x, cy=y, r=2.2, fill=p.red, stroke=p.ink, stroke_width=0.6)
        for x, y in ((right - 2.3, top + 2.3), (left + 2.3, bottom - 2.3))
    ]
    return [
        _rule(inset, p.ink, 0.9, radius),
        path(fillet, fill="none", stroke=p.red, stroke_width=0.7),
        *studs,
    ]


BORDER = 12.0  # the band round a back's pattern: the pattern stops at a ruled, beaded edge
BEAD_STEP = 8.0  # the beads' spacing along the band: it divides both sides of its rectangle


def _panel(ink: Ink, fill: str, field: list[str], beaded: bool) -> list[str]:
    """The patterned field of a back inside a border band and an ink edge. ``beaded``: the
    Piacentine band, dark and strung with gold beads (one on every corner) between a light
    thread and a gold rule, a gold rosette over each corner; otherwise the Neapolitan one,
    printed in the back's blue between two white rules with a running chain of white
    lozenges and dots (``_chain``) and a white rosette over each corner, blue and white only
    as the Napoletane backs are."""
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

    edge = [rect(BORDER, 3, fill=fill), *field]
    if not beaded:
        return [
            rect(0, 8, fill=p.back),
            *edge,
            rect(2.2, 6.5, fill="none", stroke=p.white, stroke_width=0.8),
            rect(BORDER - 2.2, 1.5, fill="none", stroke=p.white, stroke_width=0.8),
            *_chain(ink, BORDER / 2),
            rect(BORDER, 3, fill="none", stroke=p.back_dark, stroke_width=1.4),
            rect(0, 8, fill="none", stroke=p.ink, stroke_width=1.2),
            *(  # a white rosette over the band at each corner
                g(
                    _rosette(ink, 5.6, colours=(p.white, p.back_light)),
                    transform=f"translate({x:g} {y:g})",
                )
                for x in (left + BORDER / 2, right - BORDER / 2)
                for y in (top + BORDER / 2, bottom - BORDER / 2)
            ),
        ]
    beads = {"stroke_linecap": "round", "stroke_dasharray": f"0.2 {BEAD_STEP - 0.2:g}"}
    return [
        rect(0, 8, fill=p.back_dark),
        rect(BORDER / 2, 0, fill="none", stroke=p.back_light, stroke_width=0.7),
        rect(BORDER / 2, 0, fill="none", stroke=p.gold, stroke_width=3.4, **beads),
        *edge,
        rect(2.2, 6.5, fill="none", stroke=p.gold, stroke_width=0.9),
        rect(BORDER, 3, fill="none", stroke=p.gold, stroke_width=1.6),
        rect(0, 8, fill="none", stroke=p.ink, stroke_width=1.2),
        *(  # a gold rosette over the band at each corner
            g(_rosette(ink, 5.2), transform=f"translate({x:g} {y:g})")
            for x in (left + BORDER / 2, right - BORDER / 2)
            for y in (top + BORDER / 2, bottom - BORDER / 2)
        ),
    ]


def _chain(ink: Ink, inset: float) -> list[str]:
    """The Neapolitan border's printed running ornament round the band's middle line,
    ``inset`` in from the panel's edge: small white lozenges one ``BEAD_STEP`` apart (one on
    every corner, as the step divides both sides), a white dot halfway between each two."""
    p = ink.palette
    left, top, right, bottom = (
        PANEL[0] + inset,
        PANEL[1] + inset,
        PANEL[2] - inset,
        PANEL[3] - inset,
    )
    half = BEAD_STEP / 2
    across = round((right - left) / half) + 1
    down = round((bottom - top) / half) + 1
    stops = {(left + k * half, y) for k in range(across) for y in (top, bottom)}
    stops |= {(x, top + k * half) for k in range(down) for x in (left, right)}
    gems, dots = [], []
    for x, y in sorted(stops):
        if round((x - left + y - top) / half) % 2 == 0:
            gems.append(f"M{x:.2f},{y - 2.6:.2f} l2,2.6 l-2,2.6 l-2,-2.6 Z")
        else:
            dots.append(f"M{x - 0.9:.2f},{y:.2f} a0.9,0.9 0 1 0 1.8,0 a0.9,0.9 0 1 0 -1.8,0")
    return [
        path(" ".join(gems), fill=p.white, stroke=p.back_dark, stroke_width=0.4),
        path(" ".join(dots), fill=p.white),
    ]


def _rosette(
    ink: Ink, size: float, petals: int = 4, turn: float = 45, colours: tuple[str, str] = ()
) -> str:
    """A small flat flower of an even number of ``petals`` on the back's dark ground,
    centred on the origin: gold unless ``colours`` (petals, heart) are given."""
    p = ink.palette
    petal, heart = colours or (p.gold, p.gold_light)
    return g(
        *(
            el(
                "ellipse",
                cx=0,
                cy=round(-size * 0.55, 2),
                rx=round(size * 0.34, 2),
                ry=round(size * 0.55, 2),
                transform=f"rotate({k * 360 / petals + turn:g})",
                fill=petal,
                stroke=p.back_dark,
                stroke_width=0.6,
            )
            # opposite petals are laid together, so each laps its neighbours as the one
            # facing it does and the flower looks the same turned round
            for k in sorted(range(petals), key=lambda k: k % (petals // 2))
        ),
        el(
            "circle",
            r=round(size * 0.26, 2),
            fill=heart,
            stroke=p.back_dark,
            stroke_width=0.6,
        ),
    )


def _quartered(d: str, turn: float = 0, **attrs: object) -> list[str]:
    """The path ``d`` four times, a quarter turn apart (from ``turn`` degrees)."""
    return [path(d, transform=f"rotate({k * 90 + turn:g})", **attrs) for k in range(4)]


TRELLIS = (13, 24)  # the Neapolitan trellis: its lozenges' half-widths across the field's
# half-width and half-height, so the field's edges run through its crossings and the lozenge
# centres on them
GROUND = "#dfe7f5"  # the back's printed ground: paper with a cold tint, under two blues


def _petal(size: float, side: int = 0) -> str:
    """A quatrefoil's petal pointing up from the origin; ``side`` -1 or 1 keeps only its
    left or right half (for a motif cut by the field's edge)."""
    a, b, c, d, tip = size * 0.36, size * 0.22, size * 0.38, size * 0.84, size
    right = f"C{a:.2f},{-b:.2f} {c:.2f},{-d:.2f} 0,{-tip:.2f}"
    left = f"C{-a:.2f},{-b:.2f} {-c:.2f},{-d:.2f} 0,{-tip:.2f}"
    if side:
        return f"M0,0 {right if side > 0 else left} Z"
    return f"M0,0 {right} C{-c:.2f},{-d:.2f} {-a:.2f},{-b:.2f} 0,0 Z"


def _trellis(ink: Ink, field: tuple[float, float, float, float]) -> tuple[list[str], list[str]]:
    """The Neapolitan back's field, drawn out whole rather than as a pattern tile (Qt paints
    a tile a few pixels wide into a pixmap and its seams showed as a check at 56 px): a fine
    trellis of diagonal lines, a dot where they cross and a small quatrefoil with a light
    eye in every lozenge; the field's edge runs through the lozenges' centres, where half a
    quatrefoil meets the gold rule, as if the printed sheet were cut by the frame."""
    p = ink.palette
    left, top, right, bottom = field
    cols, rows = TRELLIS
    hx, hy = (right - left) / 2 / cols, (bottom - top) / 2 / rows
    size = min(hx, hy) * 0.66
    eye = "M-1.1,0 A1.1,1.1 0 0 1 1.1,0 Z"
    motifs = [
        g(
            *(path(_petal(size), transform=f"rotate({k * 90})") for k in range(4)),
            el("circle", r=1.1, fill=GROUND),
            id="quatrefoil",
            fill=p.back,
        ),
        # the half cut by the field's edge, its whole petal pointing in (up)
        g(
            path(_petal(size)),
            path(_petal(size, -1), transform="rotate(90)"),
            path(_petal(size, 1), transform="rotate(-90)"),
            path(eye, fill=GROUND),
            id="quatrefoil-edge",
            fill=p.back,
        ),
    ]

    def at(i: int, j: int) -> tuple[float, float]:
        return CX + i * hx, CY + j * hy

    lines = []
    for m in range(-(cols + rows), cols + rows + 1, 2):
        # the lines i - j = m and i + j = m, from edge to edge of the field
        i0, i1 = max(-cols, m - rows), min(cols, m + rows)
        if i1 > i0:
            (x0, y0), (x1, y1) = at(i0, i0 - m), at(i1, i1 - m)
            lines.append(f"M{x0:.2f},{y0:.2f} L{x1:.2f},{y1:.2f}")
            (x0, y0), (x1, y1) = at(i0, m - i0), at(i1, m - i1)
            lines.append(f"M{x0:.2f},{y0:.2f} L{x1:.2f},{y1:.2f}")
    body = [
        el("rect", x=left, y=top, width=right - left, height=bottom - top, fill=GROUND),
        path(" ".join(lines), stroke=p.back_dark, stroke_width=0.7),
    ]
    dots = []
    for i in range(-cols, cols + 1):
        for j in range(-rows, rows + 1):
            x, y = at(i, j)
            inner = abs(i) < cols and abs(j) < rows
            if (i + j) % 2 == 0:
                if inner:
                    dots.append(
                        f"M{x - 1.3:.2f},{y:.2f} a1.3,1.3 0 1 0 2.6,0 a1.3,1.3 0 1 0 -2.6,0"
                    )
            elif inner:
                body.append(use("quatrefoil", transform=f"translate({x:.2f} {y:.2f})"))
            elif abs(i) < cols or abs(j) < rows:  # on an edge, not in a corner
                turn = 180 if j == -rows else 0 if j == rows else 90 if i == -cols else -90
                body.append(
                    use("quatrefoil-edge", transform=f"translate({x:.2f} {y:.2f}) rotate({turn})")
                )
    body.append(path(" ".join(dots), fill=p.back_dark))
    return motifs, body


def _dashed_ellipse(rx: float, ry: float, **attrs: object) -> list[str]:
    """A dashed or dotted ellipse round the origin, dashed in two halves from opposite ends,
    so the dashes fall alike turned round (an ellipse's own dashes start at one end)."""
    return [
        path(f"M{x:g},0 A{rx:g},{ry:g} 0 0 1 {-x:g},0", fill="none", **attrs) for x in (rx, -rx)
    ]


MEDALLION = (60.0, 82.0)  # the Neapolitan medallion's half-width and half-height
LEGEND_RING = (33.0, 48.5)  # the circular band its legend runs round: inner, outer radius


def _turned_pair(*parts: str) -> list[str]:
    """``parts`` as drawn and again turned round the origin: the legends of a back are set
    once upright in its top half and once turned in its bottom half, so the back reads the
    same either way up and tells no one which way a card is held."""
    return [g(*parts), g(*parts, transform="rotate(180)")]


def _fleuron(ink: Ink, size: float) -> str:
    """A small three-leaved spray pointing up from the origin, in white on the blue."""
    p = ink.palette
    leaf = {"fill": p.white, "stroke": p.back_dark, "stroke_width": 0.7}
    return g(
        *(
            el(
                "ellipse",
                cx=0,
                cy=round(-size * 0.55, 2),
                rx=round(size * (0.2 if turn else 0.24), 2),
                ry=round(size * (0.42 if turn else 0.55), 2),
                transform=f"rotate({turn})" if turn else None,
                **leaf,
            )
            for turn in (-50, 50, 0)
        ),
        el("circle", r=round(size * 0.16, 2), **leaf),
    )


def neapolitan_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Blue back, printed in two blues on a pale ground like a regional pack's: a fine
    trellis of diagonal lines, a dot on every crossing and a quatrefoil in every lozenge,
    inside a printed border of white lozenges and dots, round an oval medallion framed in
    white and blue beads. In it the pack's name runs round a ring in Roman capitals, once
    over the top and once turned under the bottom, about a great rosette: blue and white
    only, as the Napoletane backs are printed (the red Piacentine back is the one with
    gold)."""
    p = ink.palette
    left, top, right, bottom = PANEL
    defs, field = _trellis(ink, (left + BORDER, top + BORDER, right - BORDER, bottom - BORDER))
    rx, ry = MEDALLION
    inner, outer = LEGEND_RING
    middle = (inner + outer) / 2
    rosette = [
        # eight light petals, eight white between them, a white heart
        *(
            el(
                "ellipse",
                cx=0,
                cy=-21,
                rx=3,
                ry=8,
                transform=f"rotate({k * 45 + 22.5})",
                fill=p.white,
                stroke=p.back_dark,
                stroke_width=0.8,
            )
            for k in range(8)
        ),
        *(
            el(
                "ellipse",
                cx=0,
                cy=-16.5,
                rx=6.2,
                ry=13.5,
                transform=f"rotate({k * 45})",
                fill=p.back_light,
                stroke=p.back_dark,
                stroke_width=0.8,
            )
            # each petal laps the next the same way as the one opposite it, so the rosette
            # (and the back) looks the same turned round
            for k in (0, 4, 1, 5, 2, 6, 3, 7)
        ),
        *(
            path("M0,-7 L0,-26", transform=f"rotate({k * 45})", stroke=p.back, stroke_width=0.9)
            for k in range(8)
        ),
        el("circle", r=7.5, fill=p.white, stroke=p.back_dark, stroke_width=1),
        el("circle", r=3.8, fill=p.back_light, stroke=p.back_dark, stroke_width=0.8),
    ]
    medallion = g(
        el("ellipse", rx=rx, ry=ry, fill=p.back_dark, stroke=p.ink, stroke_width=1.2),
        el("ellipse", rx=rx - 3.5, ry=ry - 3.5, fill="none", stroke=p.white, stroke_width=4.2),
        *_dashed_ellipse(
            rx - 3.5,
            ry - 3.5,
            stroke=p.back,
            stroke_width=1.6,
            stroke_linecap="round",
            stroke_dasharray="0.6 4.6",
        ),
        el("ellipse", rx=rx - 8.5, ry=ry - 8.5, fill=p.back, stroke=p.back_light, stroke_width=1.2),
        # the legend's ring: a dark band between two white rules
        el(
            "circle",
            r=middle,
            fill="none",
            stroke=p.back_dark,
            stroke_width=outer - inner,
        ),
        el("circle", r=outer, fill="none", stroke=p.white, stroke_width=1),
        el("circle", r=inner, fill="none", stroke=p.white, stroke_width=1),
        *_turned_pair(
            roman_legend("NAPOLETANE", arc(middle), 10.6, p.white, 2.6 * middle),
            # a white spray in the oval over the ring, and a dot where the two legends part
            g(_fleuron(ink, 15), transform=f"translate(0 {-outer - 2:g})"),
            el("circle", cx=-middle, r=1.6, fill=p.white),
        ),
        *rosette,
        transform=f"translate({CX} {CY})",
    )
    return defs, [*_panel(ink, GROUND, field, beaded=False), medallion]


FRAME_MARGIN = 6.0  # the plain red margin round the Piacentine repeat
# the Piacentine repeat's step across and down: flowers in rows twice this far apart, each row
# dropped half a step against the next, centred on the card, a flower in each corner of the field
POWDER = (11.8, 12.5)
BLOSSOM = 5.4  # the size of the repeat's flowers (a _rosette)


def _inset_rect(field: tuple[float, float, float, float], inset: float, **attrs: object) -> str:
    left, top, right, bottom = field
    return el(
        "rect",
        x=left + inset,
        y=top + inset,
        width=right - left - 2 * inset,
        height=bottom - top - 2 * inset,
        **attrs,
    )


def _powdered(ink: Ink, field: tuple[float, float, float, float]) -> tuple[list[str], list[str]]:
    """The Piacentine back's field, a printed floral repeat, defs and body: small pale
    four-petalled flowers with gold hearts in half-dropped rows on the red, a gold dot between
    each four, in a plain red margin (a tartan of crossing bands read as a tablecloth). The
    flowers are one drawing ``<use>``d, not a pattern tile (Qt paints a tile into a pixmap and
    its seams show at table size); only whole flowers are set, the repeat centred on the card,
    so the field looks the same turned round."""
    p = ink.palette
    left, top, right, bottom = field
    step_x, step_y = POWDER
    inner = FRAME_MARGIN + BLOSSOM  # a flower's middle keeps this far inside the field
    flowers, dots = [], []
    across, down = int((CX - left) / step_x), int((CY - top) / step_y)
    for i in range(-across, across + 1):
        for j in range(-down, down + 1):
            x, y = CX + i * step_x, CY + j * step_y
            if not (left + inner <= x <= right - inner and top + inner <= y <= bottom - inner):
                continue
            if (i + j) % 2 == 0:
                flowers.append(use("pbf", x=f"{x:g}", y=f"{y:g}"))
            else:
                dots.append(f"M{x - 1.4:g},{y:g} a1.4,1.4 0 1 0 2.8,0 a1.4,1.4 0 1 0 -2.8,0 Z")
    blossom = g(_rosette(ink, BLOSSOM, colours=(p.back_light, p.gold)), id="pbf")
    return [blossom], [
        *flowers,
        path(" ".join(dots), fill=p.gold, stroke=p.back_dark, stroke_width=0.4),
        _inset_rect(field, FRAME_MARGIN, fill="none", stroke=p.gold_light, stroke_width=0.8),
    ]


CARTOUCHE = (64.0, 86.0, 13.0)  # the Piacentine cartouche: half-width, half-height, and the
# radius its corners are hollowed out by


def _tablet_half(inset: float) -> str:
    """The top half of the cartouche's outline, ``inset`` inside it, from the middle of its
    left side round to the middle of its right: straight sides, the corners hollowed out
    round the outline's own corner points (so an inset line hollows them more)."""
    return _tablet_path(inset, closed=False)


def _tablet(inset: float) -> str:
    """The whole cartouche outline, ``inset`` inside it."""
    return _tablet_path(inset, closed=True)


def _tablet_path(inset: float, closed: bool) -> str:
    """The cartouche's outline ``inset`` inside it, clockwise from the middle of its left
    side: its top half, or (``closed``) the whole. Each hollow is an arc about the corner
    point, ``notch + inset`` across, meeting the inset sides where that circle cuts them."""
    w, h, notch = CARTOUCHE
    x, y, r = w - inset, h - inset, notch + inset
    reach = math.sqrt(r * r - inset * inset)  # from the corner along a side to the hollow
    hollow = f"A{r:g},{r:g} 0 0 0"
    top = (
        f"M{-x:g},0 V{-h + reach:.2f} {hollow} {-w + reach:.2f},{-y:g} H{w - reach:.2f} "
        f"{hollow} {x:g},{-h + reach:.2f} V0"
    )
    if not closed:
        return top
    return (
        f"{top} V{h - reach:.2f} {hollow} {w - reach:.2f},{y:g} H{-w + reach:.2f} "
        f"{hollow} {-x:g},{h - reach:.2f} Z"
    )


def piacentine_back(ink: Ink) -> tuple[list[str], list[str]]:
    """Red back: a printed floral repeat, pale flowers in half-dropped rows on the red, in a
    plain margin inside the beaded border, round a gold-framed cartouche with
    hollowed corners, a gold rosette in each and a round crest on its top and bottom. In it
    the pack's name in gold Roman capitals over a ruled line, once upright at the top and
    once turned at the bottom, about a great four-petalled flower: a lettered tablet, where
    the blue back has a round medallion."""
    p = ink.palette
    left, top, right, bottom = PANEL
    w, h, _ = CARTOUCHE
    defs, field = _powdered(ink, (left + BORDER, top + BORDER, right - BORDER, bottom - BORDER))
    flower = g(
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
        transform="scale(0.85)",
    )
    gem = "l2.6,2.6 l-2.6,2.6 l-2.6,-2.6 Z"
    cartouche = g(
        *_turned_pair(  # a round crest rising from the middle of the top (and bottom) edge
            el("circle", cy=-h, r=15, fill=p.back_dark, stroke=p.ink, stroke_width=1.2),
            el("circle", cy=-h, r=11.5, fill=p.back, stroke=p.gold, stroke_width=3),
            g(_rosette(ink, 6.5), transform=f"translate(0 {-h - 5:g})"),
        ),
        path(_tablet(0), fill=p.back_dark, stroke=p.ink, stroke_width=1.2),
        path(_tablet(3.5), fill="none", stroke=p.gold, stroke_width=4),
        path(_tablet(8.5), fill=p.back, stroke=p.back_light, stroke_width=1.1),
        *_turned_pair(
            path(
                _tablet_half(3.5),
                fill="none",
                stroke=p.gold_light,
                stroke_width=1.5,
                stroke_linecap="round",
                stroke_dasharray="0.6 4.4",
            ),
            roman_legend("PIACENTINE", lambda s: ((s, -h + 27), 0.0), 11.5, p.gold, 2 * w - 26),
            # a gold rule under the legend, a gold lozenge at its ends and middle
            path(f"M-42,{-h + 40:g} H42", stroke=p.gold, stroke_width=1),
            path(
                " ".join(f"M{x:g},{-h + 37.4:g} {gem}" for x in (-44, 0, 44)),
                fill=p.gold,
                stroke=p.back_dark,
                stroke_width=0.5,
            ),
        ),
        flower,
        *(
            g(_rosette(ink, 10.5), transform=f"translate({x:g} {y:g})")
            for x in (-w, w)
            for y in (-h, h)
        ),
        transform=f"translate({CX} {CY})",
    )
    return defs, [*_panel(ink, p.back, field, beaded=True), cartouche]
