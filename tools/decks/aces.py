"""The Aces, each pack's showpieces: the Ace of coins the grandest card of the deck.

Neapolitan: a crowned sunburst medallion in a pearled glory, a tall lidded goblet (goblet.py),
an upright sabre in a laurel wreath, one great knotted club with a ribbon bowed above its grip.
Piacentine: "la Polla", the crowned eagle bearing a great milled coin (eagle.py); a tall
conical chalice with red flowers growing out of it (goblet.py); the curved Arab-style blade; a
long knotty staff in leaf. Neither Ace of coins carries a banner: the judge saw the two packs'
banners as one house style, so each showpiece is its own drawing.
"""

from __future__ import annotations

import math

from .eagle import polla
from .goblet import CHALICE_LIP, NEAPOLITAN_CUP, flowering_chalice, grand_cup
from .great_club import great_club
from .napoli_pips import bezier_at
from .ornaments import bead_ring, laurel, wreath
from .piacentine_flowers import bud, leaf, rosette
from .regalia import grand_crown, jewelled_crown_parts
from .shapes import Point
from .style import CX, CY, Ink
from .suits_neapolitan import petal_ring, sabre_hilt
from .suits_piacentine import ACE_STUBS, ace_club, ace_club_half_width, scimitar
from .svg import el, g, path

Card = tuple[list[str], list[str]]
Curve = tuple[Point, Point, Point, Point]


def ace_card(suit: str, ink: Ink) -> Card:
    """Defs and body for the Ace of ``suit`` in the deck's region."""
    if ink.regional == "piacentine":
        return {
            "d": _polla,
            "c": _piacentine_cups,
            "s": _piacentine_swords,
            "b": _piacentine_batons,
        }[suit](ink)
    return {"d": _medallion, "c": _goblet, "s": _sabre, "b": _club}[suit](ink)


def _rays(ink: Ink, count: int, inner: float, outer: float, short: float) -> list[str]:
    p = ink.palette
    rays = []
    for k in range(count):
        a = k * 2 * math.pi / count
        r2, half = (outer if k % 2 else short), math.pi / count
        pts = [
            (inner * math.cos(a - half), inner * math.sin(a - half)),
            (r2 * math.cos(a), r2 * math.sin(a)),
            (inner * math.cos(a + half), inner * math.sin(a + half)),
        ]
        rays.append(
            path(
                "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in pts) + " Z",
                **ink.fill(p.gold if k % 2 else p.red, thin=True),
            )
        )
    return rays


GLORY = (24, 100.0, 154.0)  # the glory behind the Neapolitan medallion: its rays, and their
# reach across and up the card (the tips on an ellipse, so the glory fills the tall face and
# stays clear of the corner numbers)


def _glory(ink: Ink) -> list[str]:
    """A monstrance's glory round the medallion: broad gold rays meeting at their feet, long
    and short in turn, a light ridge down each long one and a pearl at its tip, the tips on a
    tall ellipse, so the Ace fills its card with light."""
    p = ink.palette
    count, rx, ry = GLORY
    slot = 2 * math.pi / count
    rays, pearls = [], []
    for k in range(count):
        a = k * slot
        long = k % 2 == 0
        reach = 1.0 if long else 0.84
        tip = (rx * reach * math.sin(a), -ry * reach * math.cos(a))
        foot = [
            (80 * math.sin(a + s * slot / 2), -80 * math.cos(a + s * slot / 2)) for s in (-1, 1)
        ]
        # to the hundredth: edges on tenths fall on Qt's raster grid, where the compact
        # file's relative steps may round them a sixty-fourth of a pixel over
        rays.append(
            path(
                f"M{foot[0][0]:.2f},{foot[0][1]:.2f} L{tip[0]:.2f},{tip[1]:.2f} "
                f"L{foot[1][0]:.2f},{foot[1][1]:.2f} Z",
                **ink.fill(p.gold if long else p.gold_light, thin=True),
            )
        )
        if long:
            rays.append(
                path(
                    f"M{84 * math.sin(a):.1f},{-84 * math.cos(a):.1f} "
                    f"L{tip[0] * 0.9:.1f},{tip[1] * 0.9:.1f}",
                    **ink.line(p.gold_light, ink.pen.thin * 1.2),
                )
            )
            pearls.append(
                el(
                    "circle",
                    cx=round(tip[0], 1),
                    cy=round(tip[1], 1),
                    r=3,
                    **ink.fill(p.white, thin=True),
                )
            )
    return rays + pearls


def _medallion(ink: Ink) -> Card:
    """The grandest Neapolitan card: a great sunburst medallion, a jewelled blue band and a
    red rosette, in a glory of gold rays that fills the face, under an arched crown; no
    banner (the Piacentine Ace is a crowned eagle bearing its coin, not a medallion)."""
    p = ink.palette
    medal = g(
        *_rays(ink, 32, 86, 100, 94),
        el("circle", r=86, **ink.fill(p.gold)),
        el("circle", r=78, **ink.fill(p.blue)),
        *bead_ring(ink, 24, 82, (1.6, 1.6), (p.gold_light, p.gold_light)),
        el("circle", r=60, **ink.fill(p.gold)),
        *bead_ring(ink, 12, 69, (5.5, 4.2), (p.gold_light, p.red)),
        path("M42,-42 A60,60 0 0 1 -42,42 A54,54 0 0 0 42,-42 Z", fill=p.gold_dark),
        el("circle", r=55, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.5),
        *petal_ring(ink, 12, -33, 10, 21, p.red),
        *(  # a vein down each great petal: engraved, not flat
            path("M0,-16 L0,-48", transform=f"rotate({k * 30})", **ink.line(p.red_dark))
            for k in range(12)
        ),
        *petal_ring(ink, 12, -20, 5, 12, p.gold_light, turn=15),
        el("circle", r=11, **ink.fill(p.gold)),
        el("circle", r=5, **ink.fill(p.green, thin=True)),
        transform=f"translate({CX} {CY + 8}) scale(0.94)",
    )
    body = [
        g(*_glory(ink), transform=f"translate({CX} {CY + 8})"),
        medal,
        g(grand_crown(ink), transform=f"translate({CX} {CY - 84})"),
    ]
    return [], body


def _goblet(ink: Ink) -> Card:
    """A tall lidded goblet, gadrooned and jewelled, standing between laurel sprays."""
    cup = grand_cup(ink, NEAPOLITAN_CUP)
    spray = 1.35  # the laurel drawn large, so its leaves have weight beside the great cup
    sprays = [
        g(
            laurel(ink.at_scale(spray), 48, 5, mirror=side > 0),
            transform=f"translate({CX + side * 34} {CY + 150}) rotate({side * -6}) scale({spray})",
        )
        for side in (-1, 1)
    ]
    return [], [*sprays, g(*cup, transform=f"translate({CX} {CY + 4}) scale(1.12)")]


def _blade_rails(curve: Curve, width: float, steps: int) -> list[tuple[Point, Point, float, float]]:
    """Along the Ace's blade, guard to point: (centre, unit normal towards the edge, the
    half-widths on the edge side and on the back side). The back runs straight nearly to the
    end, then a short clip drops to the point; the edge sweeps up over the last third to meet
    it: a sharp point, not a square end."""
    rails = []
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(curve, t)
        half = width / 2 * (1 - 0.22 * t)
        sweep = max(0.0, (t - 0.68) / 0.32)
        clip = max(0.0, (t - 0.88) / 0.12)
        rails.append(((x, y), (-ty, tx), half * (1 - sweep**1.8), half * (1 - clip**1.4)))
    return rails


def _ace_blade(ink: Ink, curve: Curve, width: float, hilt: float) -> list[str]:
    """The Ace's broad sabre: a steel blade, light along its back, a fuller, shade hatched
    along the edge, ending in a sharp clipped point; the shell-guarded hilt below."""
    p = ink.palette
    rails = _blade_rails(curve, width, 80)
    edge = [(x + nx * e, y + ny * e) for (x, y), (nx, ny), e, _ in rails]
    back = [(x - nx * b, y - ny * b) for (x, y), (nx, ny), _, b in rails]
    light = [(x - nx * b * 0.05, y - ny * b * 0.05) for (x, y), (nx, ny), _, b in rails]
    fuller = [(x - nx * b * 0.5, y - ny * b * 0.5) for (x, y), (nx, ny), _, b in rails[4:60]]
    hatch = " ".join(
        f"M{x + nx * e * 0.3:.1f},{y + ny * e * 0.3:.1f} L{x + nx * e * 0.85:.1f},"
        f"{y + ny * e * 0.85 - 3:.1f}"
        for (x, y), (nx, ny), e, _ in rails[6:62:4]
    )
    outline = f"M{_pts(edge)} L{_pts(back[::-1])} Z"
    (gx, gy), (dx, dy) = bezier_at(curve, 0)
    angle = math.degrees(math.atan2(dx, -dy))
    return [
        path(outline, fill=p.blade),
        path(f"M{_pts(light)} L{_pts(back[::-1])} Z", fill=p.blade_light),
        path(f"M{_pts(fuller)}", **ink.line(p.blade_dark, ink.pen.thin * 1.1)),
        path(hatch, **ink.line(p.blade_dark, ink.pen.thin * 0.7)),
        # a glint along the back towards the point
        path(f"M{_pts(light[50:74])}", **ink.line(p.white, ink.pen.thin * 1.2)),
        path(
            outline,
            fill="none",
            stroke=p.ink,
            stroke_width=ink.pen.thick * 1.1,
            stroke_linejoin="miter",
            stroke_miterlimit=8,
        ),
        g(
            *sabre_hilt(ink.at_scale(hilt)),
            transform=f"translate({gx:.1f} {gy:.1f}) rotate({angle:.1f}) "
            f"scale({hilt:.3f}) translate(0 -52)",
        ),
    ]


def _pts(points: list[Point]) -> str:
    return " L".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _sabre(ink: Ink) -> Card:
    """A broad sabre with a shell guard, through a closed laurel wreath, passed through a
    jewelled crown: the crown's far half behind the blade, its near band in front."""
    p = ink.palette
    guard = (CX - 4, CY + 86)
    curve = (guard, (CX - 22, CY + 10), (CX - 22, CY - 100), (CX + 18, CY - 178))
    back, front = wreath(ink, 66, 74, leaves=21)
    crown_back, crown_front = jewelled_crown_parts(ink, 78, 50)
    shell = g(
        path("M-15,0 C-15,-16 15,-16 15,0 Z", **ink.fill(p.gold, thin=True)),
        path(
            "M0,-1 L0,-11 M-5,-1 L-8,-10 M5,-1 L8,-10 M-10,-1 L-13,-6 M10,-1 L13,-6",
            **ink.line(p.gold_dark),
        ),
        el("circle", cx=0, cy=4, r=4.2, **ink.fill(p.red, thin=True)),
        transform=f"translate({guard[0]} {guard[1]})",
    )
    crown_at = f"translate({CX - 2} {CY - 102})"
    body = [
        g(*back, transform=f"translate({CX} {CY - 46})"),
        g(*crown_back, transform=crown_at),
        *_ace_blade(ink, curve, 30.0, 1.55),
        shell,
        g(*front, transform=f"translate({CX} {CY - 46})"),
        g(*crown_front, transform=crown_at),
    ]
    return [], body


def _club(ink: Ink) -> Card:
    """One great knotted club (great_club.py), gnarled, sprouting and bowed with a ribbon,
    leaning across the whole card: its head up to the right, away from the top-left corner
    number, its grip down to the left, away from the bottom-right one."""
    return [], [g(*great_club(ink), transform=f"translate({CX - 1} {CY + 4}) rotate(12)")]


POLLA_SCALE = 0.95  # the eagle's wings span the face inside the frame, clear of its fillet


def _polla(ink: Ink) -> Card:
    """La Polla: the crowned eagle displayed, bearing the great coin on its breast, its
    wings, head, talons and tail standing out round the disc; no banner."""
    defs, eagle = polla(ink.at_scale(POLLA_SCALE))
    return defs, [g(eagle, transform=f"translate({CX} {CY + 16}) scale({POLLA_SCALE})")]


def _bouquet(ink: Ink) -> list[str]:
    """Three red flowers growing up out of the chalice's mouth (the origin), the middle one
    tallest, leaves along their stems and a bud hanging out either side: the pack's flowers,
    so the Ace of cups is its own and not a goblet between sprays."""
    p = ink.palette
    stalk = ink.line(p.green_dark, ink.pen.thick * 1.1)
    parts = [path("M0,2 C-5,-28 5,-58 0,-88", **stalk)]
    for side in (-1, 1):
        parts += [
            path(f"M{side * 8},2 C{side * 12},-22 {side * 34},-42 {side * 50},-58", **stalk),
            path(f"M{side * 30},-36 C{side * 44},-34 {side * 56},-26 {side * 62},-16", **stalk),
            leaf(ink, 0, -30 + 8 * side, 90 + side * 130, 1.0, dark=side > 0),
            leaf(ink, 0, -62 - 6 * side, 90 + side * 125, 0.85, dark=side < 0),
            leaf(ink, side * 20, -22, 90 - side * 170, 0.9, dark=True),
            leaf(ink, side * 40, -48, 90 - side * 100, 0.8),
            bud(ink, side * 62, -16, side * 150),
            g(rosette(ink, 1.05), transform=f"translate({side * 52} -60)"),
        ]
    parts.append(g(rosette(ink, 1.35), transform="translate(0 -92)"))
    return parts


def _piacentine_cups(ink: Ink) -> Card:
    """A tall conical chalice on a slender knopped stem, three red flowers growing out of it:
    nothing shared with the Neapolitan goblet (the old open copy of it read as recoloured)."""
    return [], [
        g(
            *flowering_chalice(ink),
            g(*_bouquet(ink), transform=f"translate(0 {CHALICE_LIP})"),
            transform=f"translate({CX} {CY + 16})",
        )
    ]


# the scimitar's blade edges (suits_piacentine.scimitar), guard to point: the back on the
# left, the edge on the right, so the ribbon can be wound round the blade between them
BACK_EDGE: Curve = ((-6, 50), (-11, 10), (-9, -36), (8, -72))
CUTTING_EDGE: Curve = ((7, 50), (10, 6), (18, -40), (28, -72))
TURN, RISE, BAND = 0.2, 0.1, 0.09  # one turn, its climb across the face, its breadth
STRIPE = 1.1  # the gold stripe down the ribbon's face, in the scimitar's units
FOLD = 2.6  # how far the ribbon stands out past the blade's edges, turning round them
WRAPS = (0.18, 0.18 + TURN, 0.18 + 2 * TURN)  # where each turn crosses the back of the blade


def _edge_at(t: float, outward: Curve, other: Curve, fold: float) -> Point:
    """A point of the blade's ``outward`` edge, pushed ``fold`` out past it where the ribbon
    turns round it."""
    (x, y), _ = bezier_at(outward, t)
    (ox, oy), _ = bezier_at(other, t)
    span = math.hypot(x - ox, y - oy) or 1.0
    return x + (x - ox) / span * fold, y + (y - oy) / span * fold


def _band(ink: Ink, edges: tuple[Curve, Curve], span: Point, face: bool) -> str:
    """One pass of the ribbon across the blade, from the first edge at ``span[0]`` to the
    second at ``span[1]``, as broad as the ribbon and folding past both edges: across the
    ``face`` red with the ribbon's gold stripe down its middle, behind the blade its dark back
    folding further out, so it shows round the edges."""
    frm, to = edges
    fold, colour = (FOLD, ink.palette.red) if face else (2 * FOLD, ink.palette.red_dark)
    (t, end_t) = span
    corners = [
        _edge_at(t, frm, to, fold),
        _edge_at(t + BAND, frm, to, fold),
        _edge_at(end_t + BAND, to, frm, fold),
        _edge_at(end_t, to, frm, fold),
    ]
    band = path(f"M{_pts(corners)} Z", **ink.fill(colour, thin=True))
    if not face:
        return band
    stripe = [_midpoint(*corners[:2]), _midpoint(*corners[2:])]
    return g(band, path(f"M{_pts(stripe)}", **ink.line(ink.palette.gold_light, STRIPE)))


def _streamer(ink: Ink, root: tuple[Point, Point], curve: Curve) -> list[str]:
    """A loose end of the ribbon flying from ``root`` (the two corners where it leaves the
    blade) along ``curve``, twisted once (its darker back showing beyond the twist) and cut
    in a swallowtail."""
    p = ink.palette
    half = math.dist(*root) / 2
    steps, twist = 24, 0.42
    sides: list[tuple[Point, Point]] = []
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(curve, t)
        h = half * max(0.14, abs(math.cos(math.pi * t / (2 * twist))))
        sides.append(((x - ty * h, y + tx * h), (x + ty * h, y - tx * h)))
    cut = round(steps * twist)
    (ex, ey), (tx, ty) = bezier_at(curve, 1)
    notch = (ex - tx * half * 1.6, ey - ty * half * 1.6)
    front, back = sides[: cut + 1], sides[cut:]
    stripe = [_midpoint(*root)] + [bezier_at(curve, k / steps)[0] for k in range(1, cut - 2)]
    return [
        path(
            f"M{_pts([root[0], *(a for a, _ in front)])} "
            f"L{_pts([b for _, b in front[::-1]] + [root[1]])} Z",
            **ink.fill(p.red),
        ),
        path(f"M{_pts(stripe)}", **ink.line(p.gold_light, STRIPE)),
        path(
            f"M{_pts([a for a, _ in back] + [notch])} L{_pts([b for _, b in back[::-1]])} Z",
            **ink.fill(p.red_dark),
        ),
    ]


def _wound_ribbon(ink: Ink) -> tuple[list[str], list[str]]:
    """A red ribbon wound three times up the scimitar, in its own units: the turns behind the
    blade (their dark backs showing where they fold round its edges) and the turns across its
    face, with the two loose ends, one streaming out above to the left, one below to the right."""
    behind = [
        _band(ink, (CUTTING_EDGE, BACK_EDGE), (a + RISE, a + TURN), face=False) for a in WRAPS
    ]
    top, low = WRAPS[-1] + TURN, WRAPS[0] - TURN + RISE  # where the loose ends leave the blade
    across = [_band(ink, (BACK_EDGE, CUTTING_EDGE), (a, a + RISE), face=True) for a in WRAPS]
    upper = (
        _edge_at(top + BAND, BACK_EDGE, CUTTING_EDGE, FOLD),
        _edge_at(top, BACK_EDGE, CUTTING_EDGE, FOLD),
    )
    lower = (
        _edge_at(low, CUTTING_EDGE, BACK_EDGE, FOLD),
        _edge_at(low + BAND, CUTTING_EDGE, BACK_EDGE, FOLD),
    )
    mid_up, mid_low = (_midpoint(*upper), _midpoint(*lower))
    streamers = [
        *_streamer(ink, upper, (mid_up, (-36, -70), (-66, -42), (-46, -4))),
        *_streamer(ink, lower, (mid_low, (34, 22), (38, 62), (57, 40))),
    ]
    return behind, across + streamers


def _midpoint(a: Point, b: Point) -> Point:
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


def _piacentine_swords(ink: Ink) -> Card:
    """The curved Arab-style blade, leaning, a red ribbon wound up it and streaming loose
    at either end: the sword of the pack's own Ace, not a blade between two sprays."""
    scale = 1.54
    behind, across = _wound_ribbon(ink.at_scale(scale))
    body = [
        g(
            *behind,
            scimitar(ink.at_scale(scale)),
            *across,
            transform=f"translate({CX - 5} {CY}) rotate(-12) scale({scale})",
        ),
    ]
    return [], body


SHOOT_LEAF = "M0,0 C5,-13 21,-16 36,-6 C23,5 9,7 0,0 Z"


def _shoots(ink: Ink, lean: float) -> list[str]:
    """A young shoot springing from three of the staff's lopped branches and turning to grow
    straight up the card (the staff leans ``lean`` degrees), its leaves set alternately along
    it and one at its tip, a red berry at its foot."""
    p = ink.palette
    ux, uy = -math.sin(math.radians(lean)), -math.cos(math.radians(lean))
    parts = []
    for side, y, reach, angle in ACE_STUBS[1:4]:
        a = math.radians(angle)
        dx, dy = side * math.sin(a), -math.cos(a)
        x0 = side * (ace_club_half_width(y, side) - 4) + dx * reach * 0.85
        y0 = y + dy * reach * 0.85
        shoot: Curve = (
            (x0, y0),
            (x0 + dx * 12, y0 + dy * 12),
            (x0 + dx * 22 + ux * 2, y0 + dy * 22 + uy * 2),
            (x0 + dx * 26 + ux * 20, y0 + dy * 26 + uy * 20),
        )
        parts.append(path(_curve_d(shoot), **ink.line(p.green_dark, ink.pen.thick * 1.7)))
        for k, t in enumerate((0.3, 0.5, 0.68, 0.84, 1.0)):
            (x, yy), (tx, ty) = bezier_at(shoot, t)
            turn = 0 if t == 1 else (48 if k % 2 else -48)
            where = (
                f"translate({x:.1f} {yy:.1f}) "
                f"rotate({math.degrees(math.atan2(ty, tx)) + turn:.0f}) scale({0.8 + 0.22 * t:.2f})"
            )
            parts += [
                path(SHOOT_LEAF, transform=where, **ink.fill(p.green if k % 2 else p.green_dark)),
                path("M3,-1 C12,-4 21,-5 30,-5", transform=where, **ink.line(p.green_dark)),
            ]
        parts.append(
            el(
                "circle",
                cx=round(x0 - dy * 6 * side, 1),
                cy=round(y0 + dx * 6 * side, 1),
                r=4.6,
                **ink.fill(p.red, thin=True),
            )
        )
    return parts


def _curve_d(curve: Curve) -> str:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = curve
    return f"M{x0:.1f},{y0:.1f} C{x1:.1f},{y1:.1f} {x2:.1f},{y2:.1f} {x3:.1f},{y3:.1f}"


def _piacentine_batons(ink: Ink) -> Card:
    """One long knotty staff slanting across the card, of the pips' cudgels' family: a rounded
    knob of a head, young shoots springing from its lopped branches, the butt shod in gold; no
    bow and no banner (the maker's name is on the Ace of coins alone)."""
    scale, lean = 1.14, 22
    club = [*ace_club(ink.at_scale(scale)), *_shoots(ink.at_scale(scale), lean)]
    return [], [g(*club, transform=f"translate({CX - 20} {CY + 2}) rotate({lean}) scale({scale})")]
