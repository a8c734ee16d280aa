"""Cloaks that fall over a Piacentine half-figure's shoulders in folds of their own.

The older fashion of the Piacentine courts wears its cloth loose: a Fante's short cape
thrown over one shoulder, the arm beneath wrapped in it, and a king's great mantle that
falls from both shoulders and widens down to the belt. Drawn in the unstretched bust frame
(bust.py widens it with the body), waist at the origin, neck at y = -76.
"""

from __future__ import annotations

from .cast import Garb
from .linework import folds, lit, shaded
from .style import Ink
from .svg import path


def shoulder_cape(ink: Ink, garb: Garb, k: float) -> list[str]:
    """A short cape over the shoulder on side ``k`` (+1: the viewer's right), the arm under it
    wrapped in its cloth: it rounds over the shoulder, falls outside the arm and is gathered
    in to the waist, its front edge turned back to show the lining. One arm and one hand
    fewer beside the held symbol (two fists at the chest and a glove read as a heap)."""
    colour = garb.cloak or garb.main

    def d(*pts: tuple[float, float]) -> str:
        return " ".join(f"{x * k:.1f},{y:.1f}" for x, y in pts)

    outline = (
        f"M{d((6, -77))} C{d((16, -77), (28, -74), (36, -66))} "
        f"C{d((42, -58), (42, -42), (39, -24))} C{d((32, -16), (22, -13), (12, -19))} "
        f"C{d((11, -40), (10, -56), (6, -77))} Z"
    )
    lining = (
        f"M{d((6, -77))} C{d((10, -56), (11, -40), (12, -19))} L{d((17, -16.5))} "
        f"C{d((16, -40), (14, -56), (9, -77))} Z"
    )
    hem = f"M{d((39, -24))} C{d((32, -16), (22, -13), (12, -19))}"
    shadow = (
        f"M{d((36, -66))} C{d((42, -58), (42, -42), (39, -24))} "
        f"C{d((36, -21), (33, -19), (30, -17.6))} "
        f"C{d((33, -32), (33, -52), (36, -66))} Z"
    )
    creases = (
        f"M{d((30, -62))} C{d((33, -48), (33, -30), (31, -18))} "
        f"M{d((22, -68))} C{d((26, -52), (25, -32), (23, -15))} "
        f"M{d((19, -44))} C{d((19, -34), (18, -26), (18, -16))}"
    )
    return [
        path(outline, **ink.fill(colour)),
        *(shaded(shadow, colour) if k > 0 else lit(ink, shadow, colour, 0.16)),
        folds(ink, creases, colour),
        path(lining, **ink.fill(garb.lining, thin=True)),
        path(hem, **ink.line(garb.lining, 2.2)),
    ]
