"""The Aces, each pack's showpieces: the Ace of coins the grandest card of the deck.

Neapolitan: a crowned sunburst medallion in a pearled glory, a tall lidded goblet (goblet.py),
an upright sabre in a laurel wreath, one great knotted club with a ribbon bowed above its grip.
Piacentine: "la Polla", the crowned eagle bearing a milled coin over the pack's banner
(eagle.py); a tall conical chalice with red flowers growing out of it (goblet.py); the broad
curved Arab-style blade sweeping up the card's free diagonal; a great knotty staff leaning the
other way from the Neapolitan club, in flower. Each pack's Ace of swords and of batons is a
silhouette of its own (judges found them alike): slim upright sabre in crown and wreath against
broad bare crescent, club leaning right with a blue bow against staff leaning left in flower.
"""

from __future__ import annotations

import math

from .eagle import polla
from .goblet import CHALICE_LIP, NEAPOLITAN_CUP, flowering_chalice, grand_cup
from .great_club import great_club
from .napoli_pips import bezier_at
from .ornaments import bead_ring, laurel, ribbon, wreath
from .piacentine_flowers import bud, leaf, rosette, sprig
from .regalia import grand_crown, jewelled_crown_parts
from .shapes import Point
from .style import CX, CY, Ink
from .suits_neapolitan import petal_ring, sabre_hilt
from .suits_piacentine import ACE_STUBS, ace_club, ace_club_half_width
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


POLLA_SCALE = 0.92  # the eagle's wings span the face inside the frame, clear of its fillet


def _polla(ink: Ink) -> Card:
    """La Polla: the crowned eagle displayed, bearing the coin on its breast, head, wings,
    thighs, talons and tail all round the disc, the pack's name on a banner under its feet
    (the Neapolitan Ace of coins has none, so the banner is this card's own)."""
    defs, eagle = polla(ink.at_scale(POLLA_SCALE))
    banner = ribbon(ink, 126, ink.palette.red, wave=6, text="PIACENTINE", depth=17)
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


# the Piacentine Ace's broad curved blade, its centre line from the guard (the origin) to the
# point, rising and sweeping over to the right: a crescent across the card's free diagonal
CRESCENT: Curve = ((0.0, 0.0), (-10.0, -92.0), (34.0, -168.0), (108.0, -204.0))
YELMAN, SWELL = 0.56, 0.1  # where the back swells out into the broad last third of the blade


def _crescent_rails(steps: int) -> list[tuple[Point, Point, float, float]]:
    """Along the broad blade, guard to point: (centre, unit normal towards the concave back,
    the half-widths on the edge side and on the back side). The edge runs on the outer,
    convex curve and sweeps in to the point; the back steps out at the yelman, so the blade
    broadens towards its end, and runs straight from there, a false edge, to the point."""
    rails = []
    for k in range(steps + 1):
        t = k / steps
        (x, y), (tx, ty) = bezier_at(CRESCENT, t)
        sweep = max(0.0, (t - 0.7) / 0.3)
        edge = (17.0 - 2.0 * t) * (1 - sweep**1.7)
        rise = min(1.0, max(0.0, (t - YELMAN) / SWELL))
        back = 13.5 + 11.0 * rise * rise * (3 - 2 * rise)
        if t > YELMAN + SWELL:
            back = 24.5 * max(0.0, 1 - (t - YELMAN - SWELL) / (1 - YELMAN - SWELL)) ** 0.8
        rails.append(((x, y), (-ty, tx), edge, back))
    return rails


def _offset(
    rails: list[tuple[Point, Point, float, float]], edge_share: float, back_share: float
) -> list[Point]:
    """The line ``edge_share`` of the way out to the edge, less ``back_share`` of the way to
    the back (one of the two is usually 0)."""
    return [
        (x - nx * (e * edge_share - b * back_share), y - ny * (e * edge_share - b * back_share))
        for (x, y), (nx, ny), e, b in rails
    ]


def _crescent_blade(ink: Ink) -> list[str]:
    """The broad scimitar blade: steel blue, its edge half lit from the upper left with a
    glint, a fuller along the back, shade hatched by the back, a gold vine inlaid on the forte."""
    p = ink.palette
    rails = _crescent_rails(90)
    edge, back = _offset(rails, 1, 0), _offset(rails, 0, 1)
    outline = f"M{_pts(edge)} L{_pts(back[::-1])} Z"
    light = f"M{_pts(edge)} L{_pts(_offset(rails, 0.1, 0)[::-1])} Z"
    fuller = _offset(rails, 0, 0.48)[3:54]
    hatch = " ".join(
        f"M{x + nx * b * 0.62:.1f},{y + ny * b * 0.62:.1f} L{x + nx * b * 0.9 - tx * 5:.1f},"
        f"{y + ny * b * 0.9 - ty * 5:.1f}"
        for ((x, y), (nx, ny), _, b), tx, ty in (
            (rail, rail[1][1], -rail[1][0]) for rail in rails[6:80:4]
        )
    )
    vine = [
        (x - nx * e * 0.45 * math.sin(k / 3.2), y - ny * e * 0.45 * math.sin(k / 3.2))
        for k, ((x, y), (nx, ny), e, _) in enumerate(rails[4:40])
    ]
    leaves = [  # each leaf pointing on up the blade, off the vine's side it swings to
        path(
            "M0,0 C2,-3 6,-4 9,-2 C6,0 3,1 0,0 Z",
            transform=f"translate({vine[k][0]:.1f} {vine[k][1]:.1f}) "
            f"rotate({math.degrees(math.atan2(-nx, ny)) + (30 if k % 2 else -30):.0f})",
            **ink.fill(p.gold, thin=True),
        )
        for k in range(3, 36, 5)
        for (_, (nx, ny), _, _) in (rails[4 + k],)
    ]
    return [
        path(outline, fill=p.blade),
        path(light, fill=p.blade_light),
        path(f"M{_pts(fuller)}", **ink.line(p.blade_dark, ink.pen.thick)),
        path(f"M{_pts(_offset(rails, 0, 0.3)[3:54])}", **ink.line(p.blade_light, ink.pen.thin)),
        path(hatch, **ink.line(p.blade_dark, ink.pen.thin * 0.8)),
        path(f"M{_pts(_offset(rails, 0.55, 0)[46:82])}", **ink.line(p.white, ink.pen.thin * 1.5)),
        path(f"M{_pts(vine)}", **ink.line(p.gold, ink.pen.thin * 1.5)),
        *leaves,
        path(
            outline,
            fill="none",
            stroke=p.ink,
            stroke_width=ink.pen.thick * 1.15,
            stroke_linejoin="miter",
            stroke_miterlimit=6,
        ),
    ]


def _arab_hilt(ink: Ink) -> list[str]:
    """The scimitar's hilt, upright about the guard at the origin, the blade up: a langet
    tongue up the blade, straight quillons drooping at their ends to ball knobs, a red stone
    at the crossing, a blue grip bound in gold bending towards the edge, a gold collar and a
    ball pommel, and a red sword knot hanging from its button in a tassel."""
    p = ink.palette
    quillons = "M-38,13 C-36,4 -24,1 -10,1 L10,1 C24,1 36,4 38,13"
    grip = "M-7,9 C-8,30 -10,48 -15,64 L-2,68 C1,50 3,30 7,9 Z"
    collar = "M-17,59 L-1,63 L-3,71 L-19,67 Z"
    cord = "M-17,85 C-24,94 -36,86 -42,96"
    tassel = "M-42,94 C-49,102 -51,114 -50,124 L-34,124 C-33,114 -35,102 -42,94 Z"
    return [
        path("M-8,4 L-7,-12 L0,-24 L7,-12 L8,4 Z", **ink.fill(p.gold, thin=True)),
        path("M0,-19 L0,-4", **ink.line(p.gold_dark)),
        path(grip, **ink.fill(p.blue)),
        path(
            " ".join(
                f"M{-8 - k * 0.7:.1f},{14 + k * 8} L{5 - k * 0.9:.1f},{18 + k * 8}"
                for k in range(6)
            ),
            **ink.line(p.gold_light, ink.pen.thin * 1.3),
        ),
        path(cord, **ink.line(p.ink, 5.4)),
        path(cord, **ink.line(p.red, 3.0)),
        path(tassel, **ink.fill(p.red)),
        path("M-46,108 L-47,122 M-42,106 L-42,122 M-38,108 L-37,122", **ink.line(p.red_dark)),
        el("circle", cx=-42, cy=95, r=5, **ink.fill(p.gold, thin=True)),
        el("circle", cx=-12, cy=76, r=9.5, **ink.fill(p.gold)),
        path("M-4,71 C0,78 -4,86 -12,86 C-6,83 -4,77 -4,71 Z", fill=p.gold_dark),
        el("circle", cx=-15, cy=73, r=2.2, fill=p.gold_light),
        path(collar, **ink.fill(p.gold, thin=True)),
        el("circle", cx=-16, cy=86, r=3.2, **ink.fill(p.red, thin=True)),
        path(quillons, **ink.line(p.ink, 10.5)),
        path(quillons, **ink.line(p.gold, 7.0)),
        path("M-32,6 C-26,3.5 -18,3 -10,3", **ink.line(p.gold_light, 1.5)),
        *(el("circle", cx=x, cy=15, r=5.6, **ink.fill(p.gold, thin=True)) for x in (-38, 38)),
        path("M-12,-4 L12,-4 L10,10 L-10,10 Z", **ink.fill(p.gold)),
        el("circle", cx=0, cy=3, r=5.2, **ink.fill(p.red, thin=True)),
        el("circle", cx=-1.5, cy=1.5, r=1.4, fill=p.white),
    ]


SPRIGS = ((45.0, 174.0, -1.0, 1.3), (178.0, 336.0, 1.0, 1.35))  # (x, y, lean, size): the
# pack's flowering sprigs in the two corners the crescent leaves bare, as its number cards'


def _piacentine_swords(ink: Ink) -> Card:
    """The curved Arab-style broad blade, the only curved sword of the pack, sweeping from a
    hilt at the lower left up over to the right, broadening towards its point, a red tassel
    at the pommel: a crescent of steel, where the Neapolitan Ace is a slim sabre upright in
    its wreath and crown."""
    (_, _), (tx, ty) = bezier_at(CRESCENT, 0)
    angle = math.degrees(math.atan2(tx, -ty))
    sprigs = [
        g(sprig(ink.at_scale(size), 44, lean), transform=f"translate({x} {y}) scale({size})")
        for x, y, lean, size in SPRIGS
    ]
    return [], [
        *sprigs,
        g(
            *_crescent_blade(ink),
            g(*_arab_hilt(ink), transform=f"rotate({angle:.1f})"),
            transform=f"translate({CX - 38} {CY + 50})",
        ),
    ]


SHOOT_LEAF = "M0,0 C5,-13 21,-16 36,-6 C23,5 9,7 0,0 Z"


def _shoots(ink: Ink, lean: float, stretch: float) -> list[str]:
    """A young shoot springing from three of the staff's lopped branches (the staff leaning
    ``lean`` degrees, drawn ``stretch`` times its width) and turning to grow straight up the
    card, its leaves set alternately along it, a red berry at its foot and one of the pack's
    red flowers at its tip."""
    p = ink.palette
    ux, uy = -math.sin(math.radians(lean)), -math.cos(math.radians(lean))
    parts, flowers = [], []
    for side, y, reach, angle in ACE_STUBS[1:4]:
        a = math.radians(angle)
        dx, dy = side * math.sin(a), -math.cos(a)
        x0 = stretch * (side * (ace_club_half_width(y, side) - 4) + dx * reach * 0.85)
        y0 = y + dy * reach * 0.85
        shoot: Curve = (
            (x0, y0),
            (x0 + dx * 12, y0 + dy * 12),
            (x0 + dx * 22 + ux * 2, y0 + dy * 22 + uy * 2),
            (x0 + dx * 26 + ux * 20, y0 + dy * 26 + uy * 20),
        )
        parts.append(path(_curve_d(shoot), **ink.line(p.green_dark, ink.pen.thick * 1.7)))
        for k, t in enumerate((0.3, 0.5, 0.68, 0.84)):
            (x, yy), (tx, ty) = bezier_at(shoot, t)
            turn = 48 if k % 2 else -48
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
        flowers.append(
            g(rosette(ink, 0.95), transform=f"translate({shoot[3][0]:.1f} {shoot[3][1]:.1f})")
        )
    return parts + flowers


def _curve_d(curve: Curve) -> str:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = curve
    return f"M{x0:.1f},{y0:.1f} C{x1:.1f},{y1:.1f} {x2:.1f},{y2:.1f} {x3:.1f},{y3:.1f}"


STRETCH = 1.18  # the Ace's staff drawn this much broader than the pips' cudgels: a great club
LEAN = -9  # its head to the upper left: the Neapolitan club leans the other way


def _piacentine_batons(ink: Ink) -> Card:
    """One long knotty staff slanting across the card, of the pips' cudgels' family: a rounded
    knob of a head, young shoots springing from its lopped branches, the butt shod in gold; no
    bow and no banner (the maker's name is on the Ace of coins alone)."""
    scale, lean = 1.16, LEAN
    club = ace_club(ink.at_scale(scale * STRETCH**0.5))
    at = f"translate({CX + 6} {CY + 4}) rotate({lean})"
    return [], [
        g(*club, transform=f"{at} scale({scale * STRETCH:.3f} {scale})"),
        g(*_shoots(ink.at_scale(scale), lean, STRETCH), transform=f"{at} scale({scale})"),
    ]
