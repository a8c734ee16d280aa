"""Headwear: caps, berets, bonnets, hats, helmets and crowns, over the head of heads.py.

Drawn in the figure frame, about the head's centre (0, HEAD_Y).
"""

from __future__ import annotations

import math

from .heads import HEAD_Y, Head
from .linework import Silhouette, shade
from .ornaments import crown
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

# how far above the head's centre each headwear reaches (plumes and crosses included)
HAT_REACH = {
    "none": 24.0,
    "cap": 46.0,
    "page": 62.0,
    "feather_cap": 50.0,
    "beret": 50.0,
    "plumed": 50.0,
    "plumed_toque": 52.0,
    "helmet": 59.0,
    "crown": 45.0,
    "crown_cap": 45.0,
    "crown_arched": 46.0,
    "crown_leaves": 38.0,
    "radiate": 40.0,
    "fleurons": 36.0,
    "fleurons_pearls": 36.0,
    "fleurons_cap": 36.0,
    "bonnet": 58.0,
    "chaperon": 45.0,
    "turban": 66.0,
}


def head_top(head: Head) -> float:
    """The highest point of the head and its headwear in the figure frame."""
    return HEAD_Y - HAT_REACH.get(head.hat, 60.0)


def _d(*pts: float) -> str:
    return " ".join(f"{v:.1f}" for v in pts)


def hat(ink: Ink, head: Head) -> list[str]:
    """Headwear over the hair; crowns sit on the brow."""
    p = ink.palette
    y, c, trim = HEAD_Y, head.hat_colour, head.hat_trim
    if head.hat == "none":
        return []
    if head.hat.startswith("fleurons"):
        return fleuron_crown(ink, head)
    if head.hat in ("crown", "crown_cap"):
        # the Piacentine kings' crowns stand tall on their points, a velvet cap inside one
        cap = (
            [path(f"M-15,{y - 14} C-17,{y - 52} 17,{y - 52} 15,{y - 14} Z", **ink.fill(c))]
            if head.hat == "crown_cap"
            else []
        )
        return [*cap, g(crown(ink, 34, 25), transform=f"translate(0 {_d(y - 12)})")]
    if head.hat == "crown_arched":
        # a velvet cap inside low arches, topped by a small orb and cross: the arches rise
        # a little over the crown's points, so the crown stands about half a face high
        # (taller arches made it a mitre over a small head)
        arches = f"M-16,{y - 16} C-14,{y - 37} 14,{y - 37} 16,{y - 16} M0,{y - 16} L0,{y - 32}"
        return [
            path(f"M-15,{y - 14} C-16,{y - 37} 16,{y - 37} 15,{y - 14} Z", **ink.fill(c)),
            path(arches, **ink.line(p.gold_dark, 3.4)),
            path(arches, **ink.line(p.gold, 2)),
            el("circle", cx=0, cy=y - 35, r=3.4, **ink.fill(p.gold, thin=True)),
            path(
                f"M0,{y - 38} L0,{y - 44} M-2.6,{y - 41.5} L2.6,{y - 41.5}", **ink.line(p.ink, 1.8)
            ),
            g(crown(ink, 36, 14), transform=f"translate(0 {_d(y - 11)})"),
        ]
    if head.hat == "radiate":
        return radiate(ink, head)
    if head.hat == "crown_leaves":
        return leaf_crown(ink, head)
    if head.hat == "bonnet":
        return bonnet(ink, head)
    if head.hat == "chaperon":
        return chaperon(ink, head)
    if head.hat == "turban":
        return turban(ink, head)
    if head.hat == "feather_cap":  # the page's cap with a curled, fluffy plume
        return [
            path(
                f"M-18,{y - 10} C-20,{y - 30} 14,{y - 36} 20,{y - 14} C8,{y - 18} -6,{y - 18} "
                f"-18,{y - 10} Z",
                **ink.fill(c),
            ),
            path(f"M-18,{y - 10} C-6,{y - 18} 8,{y - 18} 20,{y - 14}", **ink.line(trim, 3)),
            *fluffy_plume(ink, y, head.plume, ink.palette.white),
        ]
    if head.hat in ("cap", "page"):  # a page's soft cap with a feather (tall on the page)
        return [
            path(
                f"M-18,{y - 10} C-20,{y - 30} 14,{y - 36} 20,{y - 14} C8,{y - 18} -6,{y - 18} "
                f"-18,{y - 10} Z",
                **ink.fill(c),
            ),
            path(f"M-18,{y - 10} C-6,{y - 18} 8,{y - 18} 20,{y - 14}", **ink.line(trim, 3)),
            plume(ink, head),
        ]
    if head.hat == "beret":  # a wide flat beret tilted over one ear
        return [
            path(
                f"M-22,{y - 12} C-26,{y - 26} 10,{y - 34} 26,{y - 20} C28,{y - 14} 20,{y - 12} "
                f"14,{y - 13} C4,{y - 16} -10,{y - 14} -22,{y - 12} Z",
                **ink.fill(c),
            ),
            path(f"M-16,{y - 12} C-6,{y - 16} 6,{y - 16} 16,{y - 13}", **ink.line(trim, 2.6)),
            plume(ink, head),
            el("circle", cx=-10, cy=y - 22, r=3, **ink.fill(trim, thin=True)),
        ]
    if head.hat == "plumed_toque":  # a low brimless hat, a curled plume at its side
        return [
            path(
                f"M-15,{y - 12} L-16,{y - 36} C-8,{y - 41} 8,{y - 41} 16,{y - 36} L15,{y - 12} Z",
                **ink.fill(c),
            ),
            el("rect", x=-16, y=y - 20, width=32, height=8, **ink.fill(trim, thin=True)),
            *fluffy_plume(ink, y + 4, head.plume, trim),
            el("circle", cx=7, cy=y - 18, r=3.2, **ink.fill(ink.palette.red, thin=True)),
        ]
    if head.hat == "helmet":
        # a combed morion in blued steel: a round skull with a high comb, the brim swept up
        # to a point at each side (a pale dome capped by a smaller dome read as a gnome's hat)
        shapes = [
            plume(ink, head),
            path(
                f"M-5,{y - 30} C-6,{y - 44} 7,{y - 46} 9,{y - 30} Z",
                **ink.fill(p.blade, thin=True),
            ),
            path(
                f"M-15,{y - 16} C-16,{y - 36} 16,{y - 36} 15,{y - 16} Z", **ink.fill(p.blade_light)
            ),
        ]
        brim = path(
            f"M-29,{y - 25} C-22,{y - 14} -12,{y - 10} 0,{y - 11} C12,{y - 10} 22,{y - 14} "
            f"29,{y - 25} C22,{y - 18} 14,{y - 16.5} 0,{y - 17} C-14,{y - 16.5} "
            f"-22,{y - 18} -29,{y - 25} Z",
            **ink.fill(p.blade_light),
        )
        if isinstance(ink, Silhouette):
            return [*shapes, brim]
        rivets = " ".join(
            f"M{x - 1.2},{y - 14 - 1.5 * (x / 14) ** 2:.1f} a1.2,1.2 0 1 0 2.4,0 "
            "a1.2,1.2 0 1 0 -2.4,0"
            for x in (-14, -7, 0, 7, 14)
        )
        return [
            *shapes,
            path(  # the skull's shadow side
                f"M6,{y - 32} C12,{y - 29} 15,{y - 23} 15,{y - 16} L9,{y - 16} "
                f"C10,{y - 22} 9,{y - 28} 6,{y - 32} Z",
                fill=p.blade,
            ),
            brim,
            path(f"M-13,{y - 16.6} C-6,{y - 18} 6,{y - 18} 13,{y - 16.6}", **ink.line(trim, 1.8)),
            path(rivets, fill=trim),
        ]
    # plumed: a broad-brimmed hat with a sweeping plume
    return [
        path(f"M-14,{y - 13} C-14,{y - 34} 14,{y - 34} 14,{y - 13} Z", **ink.fill(c)),
        el("ellipse", cx=0, cy=y - 13, rx=25, ry=5.5, **ink.fill(c)),
        path(f"M-13,{y - 18} L13,{y - 18}", **ink.line(trim, 3.2)),
        plume(ink, head),
    ]


def radiate(ink: Ink, head: Head) -> list[str]:
    """The Neapolitan king's crown of five broad rays on a jewelled band, each tipped with
    a pearl."""
    p = ink.palette
    y, trim = HEAD_Y, head.hat_trim
    xs, half = (-12, -6, 0, 6, 12), 3.6
    tips = [(x, y - 30 - (4 if x == 0 else 0)) for x in xs]
    points = " ".join(
        f"L{x - half:.1f},{y - 16} L{x:.1f},{ty + 1.5:.1f} L{x + half:.1f},{y - 16}"
        for x, ty in tips
    )
    pearls = [
        el("circle", cx=x, cy=ty, r=2.3, **ink.fill(p.gold_light, thin=True)) for x, ty in tips
    ]
    jewels = (trim, p.green, trim, p.green, trim)
    return [
        path(
            f"M-17,{y - 11} L-16,{y - 16} {points} L16,{y - 16} L17,{y - 11} Z", **ink.fill(p.gold)
        ),
        path(
            " ".join(f"M{x},{y - 17} L{x},{ty + 5:.1f}" for x, ty in tips),
            **ink.line(p.gold_dark, 0.9),
        ),
        *pearls,
        el("rect", x=-18, y=y - 18, width=36, height=8, rx=2, **ink.fill(p.gold_dark, thin=True)),
        *(
            el("circle", cx=x, cy=y - 14, r=1.9, **ink.fill(colour, thin=True))
            for x, colour in zip((-11, -5.5, 0, 5.5, 11), jewels, strict=True)
        ),
    ]


def leaf_crown(ink: Ink, head: Head) -> list[str]:
    """An open crown of the older fashion: a deep jewelled circlet set round with five
    trefoil leaves, the middle one tallest and the outer ones turned away (narrower), with
    a pearl on a short point between each two (thin spikes read as a picket fence)."""
    p = ink.palette
    y, trim = HEAD_Y, head.hat_trim
    base = y - 19.0  # the circlet's top edge

    def trefoil(x: float, s: float, squeeze: float) -> str:
        def at(dx: float, dy: float) -> str:
            return f"{x + dx * s * squeeze:.1f},{base - dy * s:.1f}"

        return (
            f"M{at(-0.5, -0.4)} C{at(-0.55, 0.5)} {at(-1.25, 0.55)} {at(-1.05, 1.1)} "
            f"C{at(-0.9, 1.55)} {at(-0.4, 1.55)} {at(-0.28, 1.3)} "
            f"C{at(-0.6, 2.0)} {at(0.6, 2.0)} {at(0.28, 1.3)} "
            f"C{at(0.4, 1.55)} {at(0.9, 1.55)} {at(1.05, 1.1)} "
            f"C{at(1.25, 0.55)} {at(0.55, 0.5)} {at(0.5, -0.4)} Z"
        )

    leaves = [
        (-14.5, 5.6, 0.7),
        (-7.5, 6.6, 0.9),
        (0.0, 7.6, 1.0),
        (7.5, 6.6, 0.9),
        (14.5, 5.6, 0.7),
    ]
    pearls = [(-11.2, 6.5), (-3.8, 7.5), (3.8, 7.5), (11.2, 6.5)]
    band = (
        f"M-18,{y - 9} C-10,{y - 11.5} 10,{y - 11.5} 18,{y - 9} L17.4,{base} "
        f"C10,{base - 1.8} -10,{base - 1.8} -17.4,{base} Z"
    )
    jewels = (
        (-12, p.blue, 1.7),
        (-6, trim, 1.9),
        (0, p.red, 2.5),
        (6, trim, 1.9),
        (12, p.blue, 1.7),
    )
    return [
        path(
            " ".join(f"M{x},{base} L{x},{base - h}" for x, h in pearls),
            **ink.line(p.gold_dark, 1.6),
        ),
        *(
            el("circle", cx=x, cy=base - h - 1.4, r=2.0, **ink.fill(p.white, thin=True))
            for x, h in pearls
        ),
        path(" ".join(trefoil(x, s, q) for x, s, q in leaves), **ink.fill(p.gold, thin=True)),
        *(
            el("circle", cx=x, cy=base - s * 1.05, r=s * 0.2, fill=p.gold_dark)
            for x, s, _ in leaves
        ),
        path(band, **ink.fill(p.gold)),
        path(
            f"M-17,{base + 2.2} C-10,{base + 0.6} 10,{base + 0.6} 17,{base + 2.2} "
            f"M-17.6,{y - 11.4} C-10,{y - 13.6} 10,{y - 13.6} 17.6,{y - 11.4}",
            **ink.line(p.gold_dark, 0.7),
        ),
        *(
            el(
                "ellipse",
                cx=x,
                cy=y - 14.6 + abs(x) * 0.03,
                rx=r * (1 - abs(x) / 40),
                ry=r,
                **ink.fill(colour, thin=True),
            )
            for x, colour, r in jewels
        ),
    ]


def fleuron_crown(ink: Ink, head: Head) -> list[str]:
    """The Neapolitan kings' open crown: a jewelled circlet bearing five fleurons, the middle
    one tallest; ``fleurons_pearls`` sets pearls on short spikes between them and
    ``fleurons_cap`` a velvet cap inside."""
    p = ink.palette
    y, c, trim = HEAD_Y, head.hat_colour, head.hat_trim
    base = y - 17.0  # the circlet's top edge
    fleurs = []
    for x, h in ((-13, 9.0), (-6.5, 11.5), (0, 14.0), (6.5, 11.5), (13, 9.0)):
        fleurs.append(  # a fleur-de-lis: a round-bellied middle petal, a lobe leaning out each side
            f"M{x - 1.3},{base - 1} C{x - 3.4},{base - h * 0.45} {x - 2.2},{base - h * 0.78} "
            f"{x},{base - h} C{x + 2.2},{base - h * 0.78} {x + 3.4},{base - h * 0.45} "
            f"{x + 1.3},{base - 1} Z "
            + " ".join(
                f"M{x + k},{base} C{x + k * 4.6},{base - h * 0.15} {x + k * 5.8},{base - h * 0.5} "
                f"{x + k * 4},{base - h * 0.6} C{x + k * 2.6},{base - h * 0.5} "
                f"{x + k * 1.6},{base - h * 0.3} {x + k * 0.4},{base - 2} Z"
                for k in (-1, 1)
            )
        )
    parts = []
    if head.hat == "fleurons_cap":
        parts.append(path(f"M-15,{y - 14} C-16,{y - 36} 16,{y - 36} 15,{y - 14} Z", **ink.fill(c)))
    if head.hat == "fleurons_pearls":
        spikes = [-9.8, -3.3, 3.3, 9.8]
        parts += [
            path(
                " ".join(f"M{x},{base} L{x},{base - 6}" for x in spikes),
                **ink.line(p.gold_dark, 1.2),
            ),
            *(
                el("circle", cx=x, cy=base - 7.4, r=1.8, **ink.fill(p.white, thin=True))
                for x in spikes
            ),
        ]
    band = (
        f"M-17.5,{y - 10} C-10,{y - 12} 10,{y - 12} 17.5,{y - 10} L17,{base} "
        f"C10,{base - 1.6} -10,{base - 1.6} -17,{base} Z"
    )
    jewels = (trim, p.blue, p.red, p.blue, trim)
    return [
        *parts,
        path(" ".join(fleurs), **ink.fill(p.gold, thin=True)),
        path(band, **ink.fill(p.gold)),
        path(
            f"M-16,{base + 1.6} C-10,{base + 0.2} 10,{base + 0.2} 16,{base + 1.6}",
            **ink.line(p.gold_dark, 0.7),
        ),
        *(
            el("circle", cx=x, cy=y - 13.6 + abs(x) * 0.03, r=1.7, **ink.fill(colour, thin=True))
            for x, colour in zip((-12, -6, 0, 6, 12), jewels, strict=True)
        ),
    ]


# (the spine of each hat's ostrich plume from where it leaves the hat, about the head's
# centre, its width there): each rises, sweeps out and droops over at its end
PLUMES: dict[str, tuple[list[tuple[float, float]], float]] = {
    "cap": ([(8, -22), (12, -31), (18, -38), (25, -42), (32, -42), (37, -38), (38, -33)], 5.0),
    "page": (
        [(6, -22), (9, -31), (10, -40), (13, -48), (18, -54), (25, -56), (30, -52), (30, -46)],
        6.0,
    ),
    "beret": (
        [(-10, -22), (-16, -30), (-22, -37), (-28, -42), (-33, -43), (-36, -40), (-36, -35)],
        5.0,
    ),
    "helmet": ([(-3, -38), (-9, -44), (-16, -47), (-23, -46), (-28, -41), (-29, -35)], 4.5),
    "plumed": (
        [(-6, -24), (-10, -33), (-16, -40), (-24, -44), (-31, -43), (-36, -39), (-37, -34)],
        5.0,
    ),
}


def plume(ink: Ink, head: Head) -> str:
    """The hat's ostrich plume in the person's plume colour, its quill drawn down the middle
    so that it reads as a feather and not a ribbon or a flame."""
    spine, width = PLUMES[head.hat]
    vane = feather(ink, HEAD_Y, spine, width, head.plume)
    if isinstance(ink, Silhouette):  # the quill lies inside the vane: no contour for it
        return vane
    quill = smooth_outline([(x, HEAD_Y + dy) for x, dy in spine[:-1]], closed=False)
    return g(vane, path(quill, **ink.line(shade(head.plume, 0.4), 0.8)))


def feather(ink: Ink, y: float, spine: list[tuple[float, float]], width: float, colour: str) -> str:
    """A plume along ``spine`` (points about the head's centre), tapering to its tip, its
    outer edge frilled into soft barbs: a smooth pointed feather reads as a blade."""
    outer, inner = [], []
    count = len(spine)
    for k, (x, dy) in enumerate(spine):
        a, b = spine[max(k - 1, 0)], spine[min(k + 1, count - 1)]
        tx, ty = b[0] - a[0], b[1] - a[1]
        norm = math.hypot(tx, ty) or 1.0
        nx, ny = -ty / norm, tx / norm
        w = width * (1 - 0.75 * k / (count - 1))
        frill = 1.0 + (0.6 if k % 2 else 0.0) if 0 < k < count - 1 else 1.0
        outer.append((x - nx * w * frill, y + dy - ny * w * frill))
        inner.append((x + nx * w * 0.55, y + dy + ny * w * 0.55))
    return path(smooth_outline([*outer, *inner[::-1]]), **ink.fill(colour, thin=True))


def fluffy_plume(ink: Ink, y: float, colour: str, tip: str) -> list[str]:
    """An ostrich plume rising from the cap's side and curling over at its end, a second,
    smaller plume of another colour tucked under it."""
    # the spine: up from the cap, over, and curling down
    main = [(6, -22), (8, -30), (12, -37), (18, -42), (25, -43), (31, -40), (33, -34), (30, -30)]
    under = [(10, -20), (17, -25), (24, -27), (30, -25), (33, -21)]
    return [
        feather(ink, y, under, 4.2, tip),
        feather(ink, y, main, 7.0, colour),
        path(
            f"M8,{y - 26} C11,{y - 36} 18,{y - 41} 27,{y - 40}",
            **ink.line(shade(colour, 0.4)),
        ),
    ]


def turban(ink: Ink, head: Head) -> list[str]:
    """The Moor's turban the old Neapolitan knight of swords is remembered by: a great
    cushion of cloth wound slantwise round a small cap peeping at its crown, wider than the
    head, pinned at the front by a jewel in a gold setting that holds an upright plume."""
    p = ink.palette
    y, c, trim = HEAD_Y, head.hat_colour, head.hat_trim
    wound = (
        f"M-16,{y - 9} C-24,{y - 12} -26,{y - 28} -19,{y - 37} C-11,{y - 45} 11,{y - 45} "
        f"19,{y - 37} C26,{y - 28} 24,{y - 12} 16,{y - 9} C8,{y - 13} -8,{y - 13} -16,{y - 9} Z"
    )
    spine = [(0, -28), (0.5, -38), (1.5, -47), (4, -55), (8, -60), (12, -61), (14.5, -58)]
    shapes = [
        path(f"M-8,{y - 40} C-8,{y - 50} 8,{y - 50} 8,{y - 40} Z", **ink.fill(trim)),  # the cap
        feather(ink, y, spine, 5.2, head.plume),
        path(wound, **ink.fill(c)),
    ]
    if isinstance(ink, Silhouette):
        return shapes
    # each turn of the cloth slanting up across the front, the turns one above the other
    # and bowed with the cushion's round
    turns = " ".join(
        f"M{-23 + k * 2},{y - 15 - k * 8} C{-12 + k},{y - 19 - k * 8} {6 - k},"
        f"{y - 24 - k * 7.5} {21 - k * 3},{y - 30 - k * 6}"
        for k in (0, 1, 2)
    )
    return [
        *shapes,
        path(  # the shadow side of the cushion
            f"M14,{y - 40} C24,{y - 32} 24,{y - 14} 16,{y - 9} C17,{y - 16} 18,{y - 28} "
            f"14,{y - 40} Z",
            fill=shade(c, 0.2),
        ),
        path(turns, **ink.line(shade(c, 0.45), 1.0)),
        path(turns, **ink.line(trim, 0.6), transform="translate(0 1.6)"),
        # the jewel: a red stone in a gold setting with a pearl drop under it
        el("ellipse", cx=0, cy=y - 24, rx=4.6, ry=5.6, **ink.fill(p.gold, thin=True)),
        el("ellipse", cx=0, cy=y - 24, rx=2.6, ry=3.4, **ink.fill(p.red, thin=True)),
        el("circle", cx=-0.8, cy=y - 25.4, r=0.8, fill=p.white),
        el("circle", cx=0, cy=y - 16.6, r=1.6, **ink.fill(p.white, thin=True)),
    ]


def bonnet(ink: Ink, head: Head) -> list[str]:
    """The Piacentine courtier's hat: a slashed puffed crown, a broad tilted brim and a
    spray of three great curling plumes."""
    y, c, trim = HEAD_Y, head.hat_colour, head.hat_trim
    plumes = [
        (
            f"M8,{y - 26} C12,{y - 56} -10,{y - 72} -34,{y - 62} C-18,{y - 60} -4,{y - 48} "
            f"2,{y - 24} Z",
            head.plume,
        ),
        (
            f"M12,{y - 26} C26,{y - 48} 22,{y - 70} 4,{y - 78} C14,{y - 62} 14,{y - 46} "
            f"6,{y - 26} Z",
            ink.palette.white if head.plume != ink.palette.white else trim,
        ),
        (
            f"M16,{y - 22} C34,{y - 32} 42,{y - 18} 36,{y} C32,{y - 12} 26,{y - 16} 14,{y - 16} Z",
            trim,
        ),
    ]
    barbs = (
        f"M4,{y - 30} C4,{y - 48} -10,{y - 58} -26,{y - 60} "
        f"M10,{y - 32} C18,{y - 48} 16,{y - 62} 6,{y - 72} "
        f"M20,{y - 22} C30,{y - 24} 36,{y - 14} 35,{y - 6}"
    )
    return [
        path(f"M-20,{y - 14} C-26,{y - 40} 18,{y - 46} 22,{y - 16} Z", **ink.fill(c)),
        path(
            f"M-12,{y - 18} C-14,{y - 30} -8,{y - 38} -2,{y - 40} "
            f"M4,{y - 18} C4,{y - 28} 8,{y - 36} 12,{y - 38}",
            **ink.line(trim, 2.4),
        ),
        el(
            "ellipse",
            cx=1,
            cy=y - 15,
            rx=29,
            ry=6.5,
            transform=f"rotate(-7 1 {y - 15})",
            **ink.fill(c),
        ),
        path(f"M-27,{y - 13} C-10,{y - 19} 12,{y - 22} 29,{y - 20}", **ink.line(trim, 2.2)),
        # the plumes sweep back more than up, so the hat does not tower over the face
        g(
            *(path(d, **ink.fill(colour, thin=True)) for d, colour in plumes),
            path(barbs, **ink.line(ink.palette.ink, 0.7)),
            transform=f"translate(0 {_d(y - 24)}) scale(1.08 0.62) translate(0 {_d(24 - y)})",
        ),
        el("circle", cx=10, cy=y - 24, r=3.4, **ink.fill(ink.palette.gold, thin=True)),
    ]


def chaperon(ink: Ink, head: Head) -> list[str]:
    """A man's chaperon worn as a hat: a padded roll round the brow, the cloth puffed up on
    top and a short tail (the liripipe) hanging by one cheek, leaving face and hair bare."""
    y, c, trim = HEAD_Y, head.hat_colour, head.hat_trim
    dark = ink.palette.ink
    roll = (
        f"M-23,{y - 12} C-26,{y - 22} -18,{y - 30} 0,{y - 30} C18,{y - 30} 26,{y - 22} 23,{y - 12} "
        f"C14,{y - 8} -14,{y - 8} -23,{y - 12} Z"
    )
    twists = " ".join(
        f"M{x},{y - 28 + abs(x) * 0.12} C{x + 3},{y - 22} {x + 2},{y - 14} {x + 6},{y - 10}"
        for x in (-18, -10, -2, 6, 14)
    )
    return [
        path(
            f"M16,{y - 18} C26,{y - 10} 30,{y + 6} 28,{y + 24} "
            f"C27,{y + 30} 24,{y + 32} 22,{y + 30} C22,{y + 14} 18,{y - 2} 10,{y - 12} Z",
            **ink.fill(c, thin=True),
        ),
        path(
            f"M-17,{y - 26} C-21,{y - 37} -8,{y - 44} 4,{y - 41} "
            f"C16,{y - 44} 23,{y - 35} 17,{y - 26} Z",
            **ink.fill(c),
        ),
        path(f"M-4,{y - 28} C-6,{y - 33} -2,{y - 37} 4,{y - 39}", **ink.line(dark, 0.8)),
        path(roll, **ink.fill(c)),
        path(twists, **ink.line(trim, 1.6)),
    ]
