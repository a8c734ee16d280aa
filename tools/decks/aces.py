"""The Aces, each pack's showpieces: the Ace of coins the grandest card of the deck.

Neapolitan: the crowned two-headed eagle of the Spanish crown bearing the pack's great rayed
coin (double_eagle.py), a tall lidded goblet (goblet.py), an upright sabre in a laurel wreath,
one great knotted club with a ribbon bowed above its grip.
Piacentine: "la Polla", the crowned eagle bearing a milled coin over the pack's banner
(eagle.py); a grand gadrooned chalice on the pack's hexagonal foot, a small spray of red
flowers rising from it (goblet.py); a curved Arab-style scimitar, one even arc tapering to a
clean point over a slight, finely worked gilt hilt, standing centred as one crescent, a red
ribbon wound round its blade between two flowering branches, a winged putto's head flying in
the paper over them; one great knotty trunk standing upright, sawn off at its head and its
lopped branches, flowering from them, the same red ribbon wound round its shaft. Each
pack's Ace of swords and of batons is a silhouette of its own (judges found them alike): slim
upright sabre in crown and wreath against curved scimitar, club leaning right with a blue
bow at its grip against an upright club in flower, ribbon-wound.
"""

from __future__ import annotations

import math

from .double_eagle import double_eagle
from .eagle import polla
from .goblet import CHALICE_LIP, NEAPOLITAN_CUP, grand_chalice, grand_cup
from .great_club import great_club
from .lettering import banner as lettered_banner
from .napoli_pips import bezier_at
from .ornaments import bead_ring, laurel, wreath
from .piacentine_flowers import bud, leaf, rosette
from .regalia import jewelled_crown_parts
from .shapes import Point
from .style import CX, CY, Ink
from .suits_neapolitan import sabre_hilt, star_rays
from .suits_piacentine import ace_club, ace_club_half_width, ace_club_stub_ends
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
    return {"d": _aquila, "c": _goblet, "s": _sabre, "b": _club}[suit](ink)


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


COIN_SCALE = 0.8  # the great coin on the eagle's breast: as large as the breast can carry
COIN_AT = (CX, CY + 22)  # the coin's centre, low enough for the crown over the heads


def _great_coin(ink: Ink) -> str:
    """The pack's great coin, drawn 100 units in radius: a rim of gold and red rays, a
    jewelled blue band and the denaro's faceted sun, grown to twelve points."""
    p = ink.palette
    return g(
        *_rays(ink, 32, 86, 100, 94),
        el("circle", r=86, **ink.fill(p.gold)),
        el("circle", r=78, **ink.fill(p.blue)),
        *bead_ring(ink, 24, 82, (1.6, 1.6), (p.gold_light, p.gold_light)),
        el("circle", r=60, **ink.fill(p.gold)),
        *bead_ring(ink, 12, 69, (5.5, 4.2), (p.gold_light, p.red)),
        path("M42,-42 A60,60 0 0 1 -42,42 A54,54 0 0 0 42,-42 Z", fill=p.gold_dark),
        el("circle", r=55, fill="none", stroke=p.gold_dark, stroke_width=ink.pen.thin * 1.5),
        *star_rays(ink, 12, (53, 44), 26, (p.red, p.red_dark), (p.green, p.green_dark)),
        el("circle", r=12, **ink.fill(p.gold)),
        el("circle", r=5, **ink.fill(p.green, thin=True)),
        transform=f"scale({COIN_SCALE})",
    )


def _aquila(ink: Ink) -> Card:
    """The grandest Neapolitan card: the crowned two-headed eagle of the Spanish crown with
    the great coin on its breast (double_eagle.py); no banner (the Piacentine Ace is the
    one-headed Polla over the pack's name)."""
    defs, eagle = double_eagle(ink, _great_coin(ink.at_scale(COIN_SCALE)))
    return defs, [g(eagle, transform=f"translate({COIN_AT[0]} {COIN_AT[1]})")]


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


POLLA_SCALE = 0.92  # the eagle's wings span the face inside the frame, clear of its fillet


def _polla(ink: Ink) -> Card:
    """La Polla: the crowned eagle displayed, bearing the coin on its breast, head, wings,
    thighs, talons and tail all round the disc, the pack's name on a banner under its feet
    (the Neapolitan Ace of coins has none, so the banner is this card's own)."""
    defs, eagle = polla(ink.at_scale(POLLA_SCALE))
    banner = lettered_banner(ink, 126, text="PIACENTINE", depth=18)
    return defs, [
        g(eagle, transform=f"translate({CX} {CY - 2}) scale({POLLA_SCALE})"),
        g(banner, transform=f"translate({CX} {CY + 130})"),
    ]


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


SPRAY = 0.7  # the flowers drawn small, a spray above the chalice and not a vase of them
CHALICE_AT = (CX, CY + 10)  # the chalice's origin on the card: low, so the spray has room


def _piacentine_cups(ink: Ink) -> Card:
    """A tall jewelled chalice on a knopped hexagonal stem and the pack's hexagonal foot, a
    spray of its red flowers rising from it: open and handleless, nothing like the Neapolitan
    lidded goblet (the old open copy of it read as recoloured)."""
    return [], [
        g(
            *grand_chalice(ink),
            g(*_bouquet(ink), transform=f"translate(0 {CHALICE_LIP}) scale({SPRAY})"),
            transform=f"translate({CHALICE_AT[0]} {CHALICE_AT[1]})",
        )
    ]


def _even_arc(lean: float, turn: float, length: float) -> Curve:
    """A centre line from the origin, leaving it ``lean`` degrees off the upright (clockwise)
    and bending evenly ``turn`` degrees clockwise over ``length``: one circular arc as a
    Bezier, so the curve has no kink."""
    radius = length / math.radians(turn)
    control = 4 / 3 * math.tan(math.radians(turn) / 4) * radius
    start, end = math.radians(lean), math.radians(lean + turn)
    chord, middle = 2 * radius * math.sin(math.radians(turn) / 2), (start + end) / 2
    tip = (chord * math.sin(middle), -chord * math.cos(middle))
    return (
        (0.0, 0.0),
        (control * math.sin(start), -control * math.cos(start)),
        (tip[0] - control * math.sin(end), tip[1] + control * math.cos(end)),
        tip,
    )


# the Piacentine Ace's scimitar, its centre line from the guard (the origin) to the point: one
# even arc rising from a hilt low in the middle of the card, leaning left off it and bending
# over to a point at the upper right, so hilt and blade stand as a crescent centred on the face
SCIMITAR: Curve = _even_arc(-12.0, 52.0, 262.0)
SCIMITAR_GUARD = (CX - 14, CY + 72)
Rail = tuple[Point, Point, float, float]
RIBBON_SPAN, RIBBON_TURNS = (10, 42), 2.0  # the rails the ribbon is wound between, and how often
# the blade's half-widths at the guard on its edge and back sides, how much of them the taper
# leaves at the point, and how far up the blade (a share of its length) the edge and the back
# begin to close on it
FORTE, FOIBLE = (15.0, 11.0), 0.55
POINT_FROM = (0.72, 0.66)


def _moved(curve: Curve, by: Point) -> Curve:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = curve
    dx, dy = by
    return (x0 + dx, y0 + dy), (x1 + dx, y1 + dy), (x2 + dx, y2 + dy), (x3 + dx, y3 + dy)


def _smoothstep(t: float, start: float, end: float) -> float:
    u = min(1.0, max(0.0, (t - start) / (end - start)))
    return u * u * (3 - 2 * u)


def scimitar_rails(steps: int) -> list[Rail]:
    """Along the blade, guard to point: (centre, unit normal towards the concave back, the
    half-widths on the edge side and on the back side). Both taper evenly from the guard;
    over the last part the convex edge sweeps in to meet the back in a clean point (the old
    blade flared like a machete towards a kinked tip)."""
    rails = []
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(SCIMITAR, t)
        taper = 1 - (1 - FOIBLE) * t
        edge = FORTE[0] * taper * (1 - _smoothstep(t, POINT_FROM[0], 1.0)) ** 0.5
        back = FORTE[1] * taper * (1 - _smoothstep(t, POINT_FROM[1], 1.0))  # no kink
        rails.append(((x, y), (-ty, tx), edge, back))
    return rails


def _offset(rails: list[Rail], edge_share: float, back_share: float) -> list[Point]:
    """The line ``edge_share`` of the way out to the edge, less ``back_share`` of the way to
    the back (one of the two is usually 0)."""
    return [
        (x - nx * (e * edge_share - b * back_share), y - ny * (e * edge_share - b * back_share))
        for (x, y), (nx, ny), e, b in rails
    ]


def _scimitar_blade(ink: Ink, rails: list[Rail]) -> list[str]:
    """The blade, the card's hero: steel blue, a pale bevel lit along its cutting edge with a
    glint towards the point, one fine fuller along the back with a gold line inlaid beside it
    at the forte, light shade strokes by the back and a firm contour (the gold vine once
    inlaid along it read as an ear of wheat)."""
    p = ink.palette
    edge, back = _offset(rails, 1, 0), _offset(rails, 0, 1)
    outline = f"M{_pts(edge)} L{_pts(back[::-1])} Z"
    bevel = _offset(rails, 0.5, 0)
    hatch = " ".join(
        f"M{x + nx * b * 0.55:.1f},{y + ny * b * 0.55:.1f} L{x + nx * b * 0.85 + ny * 4:.1f},"
        f"{y + ny * b * 0.85 - nx * 4:.1f}"
        for (x, y), (nx, ny), _, b in rails[6:80:5]
    )
    end = len(rails) * 4 // 5
    inlay = _offset(rails, 0.2, 0)[3:30]
    return [
        path(outline, fill=p.blade),
        path(f"M{_pts(edge)} L{_pts(bevel[::-1])} Z", fill=p.blade_light),
        path(f"M{_pts(bevel[2:end])}", **ink.line(p.blade_dark, ink.pen.thin * 0.8)),
        path(f"M{_pts(_offset(rails, 0, 0.3)[3:end])}", **ink.line(p.blade_dark, ink.pen.thin)),
        path(f"M{_pts(_offset(rails, 0, 0.1)[3:end])}", **ink.line(p.blade_light, ink.pen.thin)),
        path(f"M{_pts(inlay)}", **ink.line(p.gold, ink.pen.thin * 1.2)),
        el("circle", cx=round(inlay[-1][0], 1), cy=round(inlay[-1][1], 1), r=1.6, fill=p.gold),
        path(hatch, **ink.line(p.blade_dark, ink.pen.thin * 0.7)),
        path(f"M{_pts(_offset(rails, 0.8, 0)[40:88])}", **ink.line(p.white, ink.pen.thin * 1.4)),
        path(
            outline,
            fill="none",
            stroke=p.ink,
            stroke_width=ink.pen.thick * 1.2,
            stroke_linejoin="round",
        ),
    ]


POMMEL_BUTTON = (-12.0, 58.0)  # where the sword knot hangs from, in the hilt's units


def _scimitar_hilt(ink: Ink) -> list[str]:
    """The scimitar's hilt, upright about the guard at the origin, the blade up, slighter
    than the blade's breadth would allow (the old broad bar and great disc pommel outweighed
    the blade): a small pointed langet set with a red stone, a slim cross-guard ending in
    little bud-shaped quillon ends, a red grip bound in gold wire bending a little towards the
    edge, a gold collar and a small bent pommel cap set with a blue stone."""
    p = ink.palette
    thin = ink.pen.thin
    langet = "M-6,0 L-5,-10 L0,-20 L5,-10 L6,0 Z"
    quillon = "M6,-3.5 C14,-4 22,-3 27,-1 L27,4 C22,3 14,3.5 6,4.5 Z"
    grip = "M-6,6 C-7,20 -8,32 -11,42 L-1,45 C1,33 3,20 6,6 Z"
    wire = " ".join(
        f"M{-6.4 - (y - 6) / 10:.1f},{y} L{5.6 - (y - 4) * 6 / 40:.1f},{y + 4}"
        for y in range(10, 42, 5)
    )
    cap = "M-13,40 L-1,44 C1,50 -2,56 -9,59 C-15,61 -20,57 -19,51 C-19,46 -17,42 -13,40 Z"
    mirrored = [f"scale({side} 1)" for side in (-1, 1)]
    return [
        path(langet, **ink.fill(p.gold, thin=True)),
        path("M0,-16 L0,-8", **ink.line(p.gold_dark, thin)),
        el("circle", cx=0, cy=-6, r=2.2, **ink.fill(p.red, thin=True)),
        path(grip, **ink.fill(p.red, thin=True)),
        path(wire, **ink.line(p.gold_light, thin * 1.2)),
        path(cap, **ink.fill(p.gold, thin=True)),
        el("circle", cx=-10, cy=51, r=3, **ink.fill(p.blue, thin=True)),
        el("circle", cx=-11, cy=50, r=0.9, fill=p.white),
        path("M-14,37 L0,41 L-1,46 L-15,42 Z", **ink.fill(p.gold, thin=True)),
        *(path(quillon, transform=side, **ink.fill(p.gold, thin=True)) for side in mirrored),
        *(
            path("M9,-1.5 C16,-2 22,-1 26,0.5", transform=side, **ink.line(p.gold_dark, thin))
            for side in mirrored
        ),
        *(
            path(
                "M26,-2.5 C31,-5 36,-2 35,1.5 C34,5 29,6 26,3.5 Z",
                transform=side,
                **ink.fill(p.gold, thin=True),
            )
            for side in mirrored
        ),
        *(el("circle", cx=x, cy=0, r=1.5, fill=p.red) for x in (-31, 31)),
        path("M-8,-5 L8,-5 L7,7 L-7,7 Z", **ink.fill(p.gold, thin=True)),
        el("circle", cx=0, cy=1, r=3.2, **ink.fill(p.red, thin=True)),
        el("circle", cx=-1, cy=0, r=1, fill=p.white),
    ]


def _sword_knot(ink: Ink) -> list[str]:
    """A red sword knot hanging straight down from the pommel's button (the origin): a
    looped cord, a gold knob and a fringed tassel."""
    p = ink.palette
    cord = "M0,0 C-4,10 -14,8 -16,18"
    tassel = "M-16,16 C-23,22 -25,32 -24,42 L-8,42 C-7,32 -9,22 -16,16 Z"
    return [
        path(cord, **ink.line(p.ink, 6.0)),
        path(cord, **ink.line(p.red, 3.4)),
        path(tassel, **ink.fill(p.red)),
        path("M-21,28 L-21,40 M-16,26 L-16,40 M-11,28 L-11,40", **ink.line(p.red_dark)),
        el("rect", x=-23, y=20, width=14, height=6, rx=2, **ink.fill(p.gold, thin=True)),
        el("circle", cx=-16, cy=16, r=4.6, **ink.fill(p.gold, thin=True)),
        el("circle", r=3.2, **ink.fill(p.gold, thin=True)),
    ]


RIBBON_WIDTH = 13.0


def _twined_ribbon(
    ink: Ink, rails: list[Rail], turns: float, tails: tuple[Curve, Curve]
) -> tuple[list[str], list[str]]:
    """A red ribbon wound ``turns`` times round a blade or shaft along ``rails``, from its
    edge side: the stretches passing behind it (drawn under it, showing only past its sides)
    with the two free ends flying off along ``tails`` from where it leaves, forked; and the
    stretches crossing in front, each a band, gold-ruled."""
    p = ink.palette
    width = RIBBON_WIDTH
    back, front = [], []
    runs: list[tuple[bool, list[tuple[Point, Point]]]] = []
    ends = []
    for k, ((x, y), (nx, ny), e, b) in enumerate(rails):
        phase = math.pi * (1 + 2 * turns * k / (len(rails) - 1))
        across = math.cos(phase)
        reach = (b + 5) if across > 0 else (e + 5)
        cx, cy = x + nx * reach * across, y + ny * reach * across
        ends.append((cx, cy))
        tx, ty = ny, -nx  # along the blade, towards the point
        top = (cx + tx * width / 2, cy + ty * width / 2)
        low = (cx - tx * width / 2, cy - ty * width / 2)
        is_front = math.sin(phase) > 0
        if not runs or runs[-1][0] != is_front:
            if runs:
                runs[-1][1].append((top, low))
            runs.append((is_front, []))
        runs[-1][1].append((top, low))
    for is_front, strip in runs:
        tops, lows = [t for t, _ in strip], [lo for _, lo in strip]
        band = f"M{_pts(tops)} L{_pts(lows[::-1])} Z"
        if is_front:
            rules = [
                _pts([(a[0] + (c[0] - a[0]) * s, a[1] + (c[1] - a[1]) * s) for a, c in strip])
                for s in (0.2, 0.8)
            ]
            front += [
                path(band, **ink.fill(p.red)),
                path(f"M{rules[0]} M{rules[1]}", **ink.line(p.gold_light, ink.pen.thin)),
            ]
        else:
            back.append(path(band, **ink.fill(p.red_dark)))
    for end, tail in zip((ends[0], ends[-1]), tails, strict=True):
        back += _ribbon_tail(ink, _moved(tail, end), width)
    return back, front


def _ribbon_tail(ink: Ink, curve: Curve, width: float) -> list[str]:
    """A ribbon's free end flying along ``curve``, ``width`` broad, twisting once to show its
    darker back, ending in a swallowtail notch."""
    p = ink.palette
    steps = 24
    sides: list[tuple[Point, Point]] = []
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(curve, t)
        half = width / 2 * (0.35 + 0.65 * abs(math.cos(math.pi * 0.9 * t + 0.3)))
        sides.append(((x - ty * half, y + tx * half), (x + ty * half, y - tx * half)))
    (x, y), (tx, ty) = bezier_at(curve, 1.0)
    notch = (x - tx * width * 0.7, y - ty * width * 0.7)
    twist = int(steps * 0.55)
    near = [a for a, _ in sides[: twist + 1]], [b for _, b in sides[: twist + 1]]
    far = [a for a, _ in sides[twist:]], [b for _, b in sides[twist:]]
    return [
        path(f"M{_pts(near[0])} L{_pts(near[1][::-1])} Z", **ink.fill(p.red)),
        path(f"M{_pts(far[0])} L{_pts([notch])} L{_pts(far[1][::-1])} Z", **ink.fill(p.red_dark)),
    ]


# the ribbon's free ends, flying from where it leaves the blade: the lower out to the left over
# its branch, the upper out to the right into the bay of the blade's curve
TAILS: tuple[Curve, Curve] = (
    ((0.0, 0.0), (-24.0, 2.0), (-40.0, 26.0), (-62.0, 22.0)),
    ((0.0, 0.0), (22.0, -2.0), (30.0, -26.0), (56.0, -36.0)),
)
# the two flowering branches springing from behind the guard and rising either side of the
# blade in a lyre, each (the side it leans to, its curve from the guard)
SPRAYS: tuple[tuple[int, Curve], ...] = (
    (-1, ((-4.0, 34.0), (-70.0, 14.0), (-78.0, -70.0), (-60.0, -128.0))),
    (1, ((12.0, 34.0), (74.0, 20.0), (92.0, -50.0), (84.0, -106.0))),
)


def _spray(ink: Ink, curve: Curve, pairs: int, lean: int) -> list[str]:
    """A flowering branch along ``curve`` from its root: a stout stem, ``pairs`` pairs of
    broad leaves along it turned on up the branch, shrinking towards its tip, a bud off its
    outer side (``lean``, +1 right, -1 left) and one of the pack's red flowers, large, at its
    tip (the old thin sprigs with a few small leaves read as weeds)."""
    p = ink.palette
    parts = [path(_curve_d(curve), **ink.line(p.green_dark, ink.pen.thick * 1.6))]
    for k in range(pairs):
        t = 0.12 + 0.8 * k / pairs
        (x, y), (tx, ty) = bezier_at(curve, t)
        heading = math.degrees(math.atan2(ty, tx))
        size = 1.5 - 0.6 * t
        parts += [
            leaf(ink, x, y, heading - 38, size, dark=bool(k % 2)),
            leaf(ink, x, y, heading + 38, size, dark=not k % 2),
        ]
    (x, y), (tx, ty) = bezier_at(curve, 0.62)
    out = (-ty * lean, tx * lean)
    parts += [
        bud(ink, x + out[0] * 12, y + out[1] * 12, math.degrees(math.atan2(out[0], -out[1]))),
        g(rosette(ink, 1.4), transform=f"translate({curve[3][0]:.1f} {curve[3][1]:.1f})"),
    ]
    return parts


# the winged putto's head flying in the paper over the scimitar's hilt, left of the blade: where
# (card units) and how large
PUTTO_AT, PUTTO_SIZE = (64.0, 92.0), 1.2


def _putto_wing(ink: Ink) -> list[str]:
    """A putto's right wing, from the cheek (the origin) out and up: a gold shoulder over
    three rows of feathers, white and pale steel by turns, each row's lower edge scalloped
    into feather tips, the longest row outermost."""
    p = ink.palette
    rows = []
    for k, (reach, lift, drop) in enumerate(((36, -16, 8), (30, -9, 13), (22, -3, 15))):
        tip, end = (reach, lift), (6.0, drop)
        scallops = []
        for j in range(1, 5):
            x = tip[0] + (end[0] - tip[0]) * j / 4
            y = tip[1] + (end[1] - tip[1]) * j / 4
            mx = tip[0] + (end[0] - tip[0]) * (j - 0.5) / 4
            my = tip[1] + (end[1] - tip[1]) * (j - 0.5) / 4
            scallops.append(f"Q{mx + 2.5:.1f},{my + 4.5:.1f} {x:.1f},{y:.1f}")
        rows.append(
            path(
                f"M3,{-3 + 3 * k} C12,{-12 + 2 * k} {reach - 8},{lift - 4} {reach},{lift} "
                + " ".join(scallops)
                + f" L3,{2 + 3 * k} Z",
                **ink.fill(p.steel if k % 2 else p.white, thin=True),
            )
        )
    return [
        *reversed(rows),
        path(
            "M2,-5 C10,-15 22,-19 32,-17 C24,-11 14,-6 5,0 Z", **ink.fill(p.gold_light, thin=True)
        ),
        path("M7,-5 C14,-11 21,-14 28,-15", **ink.line(p.gold_dark, ink.pen.thin)),
    ]


def winged_putto(ink: Ink) -> list[str]:
    """A winged putto's head, the pack's old ornament, centred on the origin: a round child's
    face with rosy cheeks, dark eyes and a small mouth under gold curls, a white wing either
    side; about 70 units across the wings."""
    p = ink.palette
    curls = [(-9, -9, 4.6), (-3, -12, 4.8), (4, -12, 4.8), (10, -8, 4.4), (-12, -3, 3.6)]
    curls += [(12, -2, 3.4), (0, -7, 3.6)]
    return [
        *(
            g(*_putto_wing(ink), transform=f"translate({side * 8} 2) scale({side} 1) rotate(-18)")
            for side in (-1, 1)
        ),
        el("circle", cx=0, cy=0, r=12.5, **ink.fill(p.skin)),
        path("M6,10 C11,6 13,0 12,-4", **ink.line(p.skin_shade, ink.pen.thin * 1.6)),
        *(el("circle", cx=x, cy=4.5, r=3.2, fill=p.cheek, opacity=0.6) for x in (-7, 7)),
        *(el("circle", cx=x, cy=0, r=1.5, fill=p.ink) for x in (-4.6, 4.6)),
        path(
            "M-7,-4 Q-4.6,-5.6 -2.4,-4 M2.4,-4 Q4.6,-5.6 7,-4",
            **ink.line(p.gold_dark, ink.pen.thin * 0.8),
        ),
        path("M-0.6,1 Q0.6,3.6 -0.8,4.4", **ink.line(p.skin_line, ink.pen.thin * 0.8)),
        path("M-2.6,7.4 Q0,9.4 2.6,7.4", **ink.line(p.red_dark, ink.pen.thin)),
        *(el("circle", cx=x, cy=y, r=r, **ink.fill(p.gold, thin=True)) for x, y, r in curls),
        *(
            path(
                f"M{x - r * 0.4:.1f},{y + r * 0.1:.1f} "
                f"q{r * 0.4:.1f},{-r * 0.6:.1f} {r * 0.8:.1f},0",
                **ink.line(p.gold_dark, ink.pen.thin * 0.8),
            )
            for x, y, r in curls
        ),
    ]


def _piacentine_swords(ink: Ink) -> Card:
    """The curved Arab-style blade, the only curved sword of the pack, standing on its gilt
    hilt low in the middle of the card and bending evenly up to a clean point at the upper
    right, a red ribbon wound round it, two flowering branches springing from the guard and a
    winged putto's head flying left of the blade (a judge wanted the Ace a showpiece): where
    the Neapolitan Ace is a slim sabre upright in a wreath and crown."""
    rails = scimitar_rails(96)
    (_, _), (tx, ty) = bezier_at(SCIMITAR, 0)
    angle = math.degrees(math.atan2(tx, -ty))
    turn = math.radians(angle)
    bx, by = POMMEL_BUTTON
    knot = (bx * math.cos(turn) - by * math.sin(turn), bx * math.sin(turn) + by * math.cos(turn))
    first, last = RIBBON_SPAN
    behind, over = _twined_ribbon(ink, rails[first : last + 1], RIBBON_TURNS, TAILS)
    sprays = [
        part
        for lean, curve in SPRAYS
        for part in _spray(ink, _moved(curve, SCIMITAR_GUARD), 6, lean)
    ]
    putto_at = f"translate({PUTTO_AT[0]} {PUTTO_AT[1]}) scale({PUTTO_SIZE})"
    return [], [
        *sprays,
        g(*winged_putto(ink.at_scale(PUTTO_SIZE)), transform=putto_at),
        g(
            *behind,
            *_scimitar_blade(ink, rails),
            *over,
            g(*_sword_knot(ink), transform=f"translate({knot[0]:.1f} {knot[1]:.1f})"),
            g(*_scimitar_hilt(ink), transform=f"rotate({angle:.1f})"),
            transform=f"translate({SCIMITAR_GUARD[0]} {SCIMITAR_GUARD[1]})",
        ),
    ]


def _curve_d(curve: Curve) -> str:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = curve
    return f"M{x0:.1f},{y0:.1f} C{x1:.1f},{y1:.1f} {x2:.1f},{y2:.1f} {x3:.1f},{y3:.1f}"


# the great club's ornaments, in its own units: the red ribbon wound round the bare shaft
# between the grip and the lowest branch (its top and bottom, and how often), the free ends it
# flies from there, and the two flowering branches growing from lopped branches to either
# side of the head (which branch, and the curve on from its cut end)
CLUB_RIBBON = (92.0, 20.0, 2.5)
CLUB_TAILS: tuple[Curve, Curve] = (
    ((0.0, 0.0), (-22.0, 4.0), (-34.0, 28.0), (-58.0, 26.0)),
    ((0.0, 0.0), (20.0, -6.0), (26.0, -32.0), (52.0, -44.0)),
)
CLUB_SPRAYS: tuple[tuple[int, int, Curve], ...] = (
    (-1, 4, ((0.0, 0.0), (-24.0, -8.0), (-42.0, -36.0), (-37.0, -80.0))),
    (1, 3, ((0.0, 0.0), (22.0, -8.0), (34.0, -36.0), (29.0, -78.0))),
)
CLUB_AT = (CX, CY + 4)


def _club_rails() -> list[Rail]:
    """The club's bare shaft for the ribbon to wind round, as the scimitar's rails: up the
    axis, its left side taken as the blade's edge and its right as its back."""
    top, low, _ = CLUB_RIBBON
    ys = [top + (low - top) * k / 48 for k in range(49)]
    return [
        ((0.0, y), (1.0, 0.0), ace_club_half_width(y, -1), ace_club_half_width(y, 1)) for y in ys
    ]


def _piacentine_batons(ink: Ink) -> Card:
    """One great knotty trunk standing upright in the middle of the card, of the pips' clubs'
    family: a massive head sawn off aslant, lopped branches, a red-bound grip; two flowering
    branches growing from its lopped branches either side of the head, and a red ribbon
    wound round its bare shaft with forked tails flying, as on the Ace of swords (the
    Neapolitan club leans across its card with a blue bow at its grip)."""
    behind, over = _twined_ribbon(ink, _club_rails(), CLUB_RIBBON[2], CLUB_TAILS)
    ends = ace_club_stub_ends()
    sprays = [
        part
        for lean, stub, curve in CLUB_SPRAYS
        for part in _spray(ink, _moved(curve, ends[stub]), 5, lean)
    ]
    return [], [
        g(
            *sprays,
            *behind,
            *ace_club(ink),
            *over,
            transform=f"translate({CLUB_AT[0]} {CLUB_AT[1]})",
        )
    ]
