"""Cloaks that fall over a Piacentine half-figure's shoulders in folds of their own.

The older fashion of the Piacentine courts wears its cloth loose: a Fante's short cape
thrown over one shoulder over the upper arm, and a king's great mantle that
falls from both shoulders and widens down to the belt. Drawn in the unstretched bust frame
(bust.py widens it with the body), waist at the origin, neck at y = -76.
"""

from __future__ import annotations

from .cast import Garb
from .linework import folds, lit, shaded
from .style import Ink
from .svg import path
from .trimmings import ERMINE_TAIL

# how far the shoulder cape falls, as a share of its drop from the neck to the waist: it
# ends above the elbow, so the forearm and hand come out below it (falling to the waist
# over an arm with no hand, it read as an empty hanging sleeve, an arm cut off)
CAPE_FALL = 0.5


def shoulder_cape(ink: Ink, garb: Garb, k: float) -> list[str]:
    """A short cape over the shoulder on side ``k`` (+1: the viewer's right), drawn over the
    upper arm: it rounds over the shoulder, falls outside the arm to above the elbow, its
    front edge turned back to show the lining."""
    colour = garb.cloak or garb.main

    def d(*pts: tuple[float, float]) -> str:
        return " ".join(f"{x * k:.1f},{-77 + (y + 77) * CAPE_FALL:.1f}" for x, y in pts)

    # the hem from the outer corner to the front, dipping where each fold ends
    hem = (
        f"C{d((36, -19), (33, -18), (31, -15.5))} C{d((28, -18.5), (26, -18.5), (23, -14))} "
        f"C{d((20, -17), (16, -19.5), (12, -19))}"
    )
    outline = (
        f"M{d((6, -77))} C{d((16, -77), (28, -74), (36, -66))} "
        f"C{d((42, -58), (42, -42), (39, -24))} {hem} C{d((11, -40), (10, -56), (6, -77))} Z"
    )
    lining = (
        f"M{d((6, -77))} C{d((10, -56), (11, -40), (12, -19))} L{d((17, -16.5))} "
        f"C{d((16, -40), (14, -56), (9, -77))} Z"
    )
    shadow = (
        f"M{d((36, -66))} C{d((42, -58), (42, -42), (39, -24))} "
        f"C{d((36, -21), (33, -19), (30, -17.6))} "
        f"C{d((33, -32), (33, -52), (36, -66))} Z"
    )
    creases = (
        f"M{d((30, -62))} C{d((33, -48), (33, -30), (31, -16.5))} "
        f"M{d((22, -68))} C{d((26, -52), (25, -32), (23, -15))} "
        f"M{d((19, -44))} C{d((19, -34), (18, -26), (17.5, -18))}"
    )
    return [
        path(outline, **ink.fill(colour)),
        *(shaded(shadow, colour) if k > 0 else lit(ink, shadow, colour, 0.16)),
        folds(ink, creases, colour, 1.5),
        path(lining, **ink.fill(garb.lining, thin=True)),
        path(f"M{d((39, -24))} {hem}", **ink.line(garb.lining, 2.2)),
    ]


# a king's falling mantle: its outer edge from the shoulder round out to the belt, its
# front edge from the collar out to the belt (the robe shows between the fronts, widening
# down: two fronts close together down the chest read as a striped column), the ermine
# border that wide, at the neck, the shoulder and the belt
MANTLE_OUTER = ((42.0, -61.0), (45.0, -48.0), (46.0, -24.0), (48.0, 8.0))
MANTLE_FRONT = ((9.0, -77.0), (12.0, -48.0), (18.0, -20.0), (24.0, 8.0))
MANTLE_FUR = 8.0


def falling_mantle(ink: Ink, garb: Garb) -> list[str]:
    """A king's great mantle over both shoulders and the upper arms, falling in folds and
    widening down to the belt, its fronts bordered in ermine; the forearms come out from
    under it over the robe (drawn over the sleeves, it hides the upper arms: arms hung from
    the shoulder points straight out to the elbows read as a robot's)."""
    colour, p = garb.cloak or garb.main, ink.palette
    (o0, o1, o2, o3), (f0, f1, f2, f3) = MANTLE_OUTER, MANTLE_FRONT

    def d(k: float, *pts: tuple[float, float]) -> str:
        return " ".join(f"{x * k:.1f},{y:.1f}" for x, y in pts)

    def fur_x(y: float) -> float:  # the front edge's x at height y, near enough
        return f0[0] + (f3[0] - f0[0]) * ((y - f0[1]) / (f3[1] - f0[1])) ** 1.3

    parts: list[str] = []
    for k in (-1.0, 1.0):
        panel = (
            f"M{d(k, f0)} C{d(k, (22, -79), (37, -75), o0)} C{d(k, o1, o2, o3)} "
            f"L{d(k, f3)} C{d(k, f2, f1, f0)} Z"
        )
        fur = (
            f"M{d(k, f0)} C{d(k, f1, f2, f3)} L{d(k, (f3[0] + MANTLE_FUR, 8))} "
            f"C{d(k, (f2[0] + MANTLE_FUR, f2[1]), (f1[0] + MANTLE_FUR, f1[1]))} "
            f"{d(k, (f0[0] + MANTLE_FUR * 0.8, f0[1] + 1))} Z"
        )
        # the folds fall from the shoulder and spread out towards the belt
        creases = " ".join(
            f"M{d(k, (x0, y0))} C{d(k, (x0 + 2, y0 + 20), (x1 - 3, -14), (x1, 6))}"
            for x0, y0, x1 in ((34, -60, 42), (29, -56, 36), (25, -42, 30))
        )
        tails = [(k * (fur_x(y) + MANTLE_FUR * 0.5), y) for y in (-62, -44, -26, -8)]
        parts += [
            path(panel, **ink.fill(colour)),
            *(
                shaded(
                    f"M{d(k, o0)} C{d(k, o1, o2, o3)} L{d(k, (38, 8))} "
                    f"C{d(k, (37, -16), (37, -40), (34, -64))} Z",
                    colour,
                )
                if k > 0
                else lit(
                    ink,
                    f"M{d(k, (30, -70))} C{d(k, (38, -60), (39, -40), (41, 6))} "
                    f"L{d(k, (36, 6))} C{d(k, (35, -30), (34, -52), (26, -72))} Z",
                    colour,
                    0.2,
                )
            ),
            folds(ink, creases, colour, 1.1),
            path(fur, **ink.fill(p.white)),
            *(
                path(ERMINE_TAIL, fill=p.ink, transform=f"translate({x:.1f} {y:.1f}) scale(1.5)")
                for x, y in tails
            ),
        ]
    return parts
