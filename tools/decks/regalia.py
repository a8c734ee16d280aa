"""The grand arched crown that tops the Neapolitan Ace of coins, and the orb and cross that
crown it and the lid of the Neapolitan Ace of cups.

Heavier than the small crowns the kings wear: a jewelled band, fleurons and pearls on its
rim, two pearled arches over a red cap, and an orb with a cross where the arches meet.
Drawn with its band's bottom edge centred on the origin, about 84 units wide, 64 tall.
"""

from __future__ import annotations

import math

from .style import Ink
from .svg import el, g, path


def _fleuron(ink: Ink, x: float, height: float) -> list[str]:
    """A trefoil of gold leaves on a short stalk, standing on the band's rim."""
    p = ink.palette
    h = height
    leaf = (
        f"M0,0 C{-h * 0.5},{-h * 0.25} {-h * 0.55},{-h * 0.7} 0,{-h} "
        f"C{h * 0.55},{-h * 0.7} {h * 0.5},{-h * 0.25} 0,0 Z"
    )
    side = f"M0,{-h * 0.3} C{-h * 0.55},{-h * 0.3} {-h * 0.7},{-h * 0.7} {-h * 0.45},{-h * 0.8} Z"
    return [
        path(side, transform=f"translate({x} -12)", **ink.fill(p.gold, thin=True)),
        path(side, transform=f"translate({x} -12) scale(-1 1)", **ink.fill(p.gold, thin=True)),
        path(leaf, transform=f"translate({x} -12)", **ink.fill(p.gold)),
        el("circle", cx=x, cy=-12 - h * 0.5, r=h * 0.13, **ink.fill(p.red, thin=True)),
    ]


def grand_crown(ink: Ink) -> str:
    """The arched, jewelled crown."""
    p = ink.palette
    arches = "M-38,-14 C-38,-44 -14,-52 0,-50 M38,-14 C38,-44 14,-52 0,-50"
    cap = "M-36,-14 C-36,-42 -14,-50 0,-48 C14,-50 36,-42 36,-14 Z"
    pearls = [
        el("circle", cx=x, cy=y, r=2.2, **ink.fill(p.white, thin=True))
        for side in (-1, 1)
        for x, y in ((side * 36, -28), (side * 30, -40), (side * 19, -47), (side * 8, -50))
    ]
    band_stones = []
    for k, x in enumerate(range(-32, 33, 8)):
        if k % 2:
            band_stones.append(el("circle", cx=x, cy=-7, r=1.8, **ink.fill(p.white, thin=True)))
        else:
            stone = p.red if k % 4 == 0 else p.blue
            band_stones.append(el("ellipse", cx=x, cy=-7, rx=3, ry=4, **ink.fill(stone, thin=True)))
    return g(
        path(cap, **ink.fill(p.red)),
        path("M-22,-20 C-22,-36 -10,-42 0,-42", **ink.line(p.red_dark, ink.pen.thick)),
        path(arches, **ink.line(p.ink, 7.4)),
        path(arches, **ink.line(p.gold, 4.6)),
        *pearls,
        *_fleuron(ink, -34, 20),
        *_fleuron(ink, 0, 26),
        *_fleuron(ink, 34, 20),
        *(el("circle", cx=x, cy=-17, r=2.6, **ink.fill(p.white, thin=True)) for x in (-17, 17)),
        path("M-42,-15 L42,-15 L40,0 L-40,0 Z", **ink.fill(p.gold)),
        path("M-41,-12 L41,-12 M-40.5,-3 L40.5,-3", **ink.line(p.gold_dark)),
        *band_stones,
        orb_and_cross(ink, -58, 7, p.blue),
    )


def orb_and_cross(ink: Ink, y: float, radius: float, colour: str) -> str:
    """An orb of ``colour`` centred at height ``y``, banded in gold, a gold cross on top."""
    p = ink.palette
    r = radius
    stem, arm = 0.22 * r, 0.78 * r
    base, low, high, top = y - 0.9 * r, y - 1.55 * r, y - 2 * r, y - 2.65 * r
    cross = (
        f"M{-stem:.1f},{base:.1f} L{-stem:.1f},{low:.1f} L{-arm:.1f},{low:.1f} "
        f"L{-arm:.1f},{high:.1f} L{-stem:.1f},{high:.1f} L{-stem:.1f},{top:.1f} "
        f"L{stem:.1f},{top:.1f} L{stem:.1f},{high:.1f} L{arm:.1f},{high:.1f} "
        f"L{arm:.1f},{low:.1f} L{stem:.1f},{low:.1f} L{stem:.1f},{base:.1f} Z"
    )
    return g(
        el("circle", cx=0, cy=y, r=r, **ink.fill(colour)),
        path(f"M{-r},{y} L{r},{y} M0,{y} L0,{y - r}", **ink.line(p.gold_light, ink.pen.thick)),
        path(cross, **ink.fill(p.gold, thin=True)),
    )


def _spike(half: float, height: float) -> tuple[str, str]:
    """A crown's point on its base's centre: the whole spike with concave flanks, and its
    right half (the side in shadow)."""
    whole = (
        f"M{-half:.1f},0 C{-half * 0.4:.1f},{-height * 0.3:.1f} {-half * 0.2:.1f},"
        f"{-height * 0.7:.1f} 0,{-height:.1f} C{half * 0.2:.1f},{-height * 0.7:.1f} "
        f"{half * 0.4:.1f},{-height * 0.3:.1f} {half:.1f},0 Z"
    )
    shade = (
        f"M0,{-height:.1f} C{half * 0.2:.1f},{-height * 0.7:.1f} {half * 0.4:.1f},"
        f"{-height * 0.3:.1f} {half:.1f},0 L0,0 Z"
    )
    return whole, shade


def jewelled_crown_parts(ink: Ink, width: float, height: float) -> tuple[list[str], list[str]]:
    """A modelled crown, its band's bottom edge centred on the origin: what lies behind a
    blade passed through it (the inside, the far points and rim) and what lies in front (the
    near band, round in perspective, with its jewels, and five pearled points shaded on their
    right). The light comes from the left: the right end of the band and the right flank of
    every point are in shadow."""
    p = ink.palette
    w, h = width / 2, height
    e = width * 0.12  # how far the round band sags at its middle, seen a little from above
    bh = h * 0.38  # the band's height

    def rim(u: float) -> float:
        """The near band's top edge at ``u`` (-1 left end, 1 right end)."""
        return -bh + e * (1 - u * u)

    back = [
        # the inside of the crown: the far rim's arc over the near band's top edge
        path(
            f"M{-w:.1f},{-bh:.1f} Q0,{-bh - 2 * e:.1f} {w:.1f},{-bh:.1f} "
            f"Q0,{-bh + 2 * e:.1f} {-w:.1f},{-bh:.1f} Z",
            **ink.fill(p.red_dark, thin=True),
        )
    ]
    for u in (-0.45, 0.45):  # the far points, in the shade of the crown
        whole, _ = _spike(w * 0.26, h * 0.6)
        x, y = u * w, -bh - e * (1 - u * u) * 0.9
        back += [
            path(
                whole, transform=f"translate({x:.1f} {y:.1f})", **ink.fill(p.gold_dark, thin=True)
            ),
            el(
                "circle",
                cx=round(x, 1),
                cy=round(y - h * 0.6 - 1.5, 1),
                r=h * 0.07,
                **ink.fill(p.gold_light, thin=True),
            ),
        ]
    front = []
    for u, tall in ((-0.92, 0.66), (-0.48, 0.84), (0.0, 1.0), (0.48, 0.84), (0.92, 0.66)):
        x, y = u * w * 0.94, rim(u) + 1
        half = w * (0.3 if abs(u) < 0.9 else 0.18)
        whole, shade = _spike(half, h * tall * 0.66)
        where = f"translate({x:.1f} {y:.1f})"
        front += [
            path(whole, transform=where, **ink.fill(p.gold)),
            path(shade, transform=where, fill=p.gold_dark, fill_opacity=0.8 if u > 0.2 else 0.45),
            path(whole, transform=where, fill="none", stroke=p.ink, stroke_width=ink.pen.thin),
            el(
                "circle",
                cx=round(x, 1),
                cy=round(y - h * tall * 0.66 - 1.2, 1),
                r=h * 0.085,
                **ink.fill(p.white, thin=True),
            ),
        ]
    band = (
        f"M{-w:.1f},{-bh:.1f} Q0,{-bh + 2 * e:.1f} {w:.1f},{-bh:.1f} "
        f"L{w:.1f},0 Q0,{2 * e:.1f} {-w:.1f},0 Z"
    )
    shadow = (
        f"M{w * 0.55:.1f},{-bh + e * 0.7:.1f} "
        f"Q{w * 0.85:.1f},{-bh + e * 0.2:.1f} {w:.1f},{-bh:.1f} "
        f"L{w:.1f},0 Q{w * 0.85:.1f},{e * 0.3:.1f} {w * 0.55:.1f},{e * 0.75:.1f} Z"
    )
    front += [
        path(band, **ink.fill(p.gold)),
        path(shadow, fill=p.gold_dark, fill_opacity=0.75),
        # a light line along the band's top, the rims engraved
        path(
            f"M{-w * 0.9:.1f},{-bh + 2.2 + e * 0.19:.1f} Q{-w * 0.2:.1f},{-bh + 2.2 + e * 1.6:.1f} "
            f"{w * 0.4:.1f},{-bh + 2.2 + e * 0.85:.1f}",
            **ink.line(p.gold_light, ink.pen.thin * 1.3),
        ),
        path(band, fill="none", stroke=p.ink, stroke_width=ink.pen.thick),
    ]
    # the jewels along the band's middle, foreshortened towards its ends
    for k, u in enumerate((-0.78, -0.4, 0.0, 0.4, 0.78)):
        x, y = u * w, -bh / 2 + e * (1 - u * u)
        squeeze = math.sqrt(1 - u * u * 0.7)
        if k % 2:
            front.append(
                el(
                    "circle",
                    cx=round(x, 1),
                    cy=round(y, 1),
                    r=round(bh * 0.16, 2),
                    **ink.fill(p.white, thin=True),
                )
            )
        else:
            stone = p.red if k != 2 else p.blue
            front += [
                el(
                    "ellipse",
                    cx=round(x, 1),
                    cy=round(y, 1),
                    rx=round(bh * 0.3 * squeeze, 2),
                    ry=round(bh * 0.34, 2),
                    **ink.fill(stone, thin=True),
                ),
                el(
                    "circle",
                    cx=round(x - bh * 0.1, 1),
                    cy=round(y - bh * 0.12, 1),
                    r=round(bh * 0.08, 2),
                    fill=p.white,
                ),
            ]
    return back, front


def jewelled_crown(ink: Ink, width: float, height: float) -> str:
    """The modelled crown whole, its band's bottom edge centred on the origin."""
    back, front = jewelled_crown_parts(ink, width, height)
    return g(*back, *front)
