"""The engraver's layer over the flat fills: one shading tone, hatched, and fine fold lines.

A regional pack is printed from engraved line work: the shade side of a sleeve or a robe is
cross-hatched and the folds are drawn in thin strokes. Every court card defines the hatch
pattern once (``hatch_def``) and shaded areas lay it over their shade tone (``shaded``).
"""

from __future__ import annotations

from .style import Ink
from .svg import el, path

HATCH = "hatch"


def shade(colour: str, amount: float = 0.32) -> str:
    """The colour darkened towards black-brown: the one shading tone of a fill."""
    r, g_, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    mix = [
        round(c * (1 - amount) + d * amount) for c, d in zip((r, g_, b), (42, 20, 14), strict=True)
    ]
    return "#" + "".join(f"{c:02x}" for c in mix)


def hatch_def(ink: Ink) -> str:
    """Fine diagonal strokes in the ink colour, laid over shade tones (``<defs>`` entry)."""
    return el(
        "pattern",
        path("M0,-1 L0,4", stroke=ink.palette.ink, stroke_width=0.55, stroke_opacity=0.55),
        id=HATCH,
        width=2.6,
        height=3,
        patternUnits="userSpaceOnUse",
        patternTransform="rotate(35)",
    )


def shaded(d: str, colour: str, amount: float = 0.32) -> list[str]:
    """A shade area of ``colour``: the darker tone with hatching over it, no outline."""
    return [path(d, fill=shade(colour, amount)), path(d, fill=f"url(#{HATCH})")]


def folds(ink: Ink, d: str, colour: str, width: float = 0.9) -> str:
    """Thin fold or crease lines drawn in the shade tone of the cloth they lie on."""
    return path(d, **ink.line(shade(colour, 0.55), width))
