"""The horse's neck, its mane and the head set on it, in the horse frame (see horse.py).

The neck bends rather than turns: ``carriage`` moves the poll and throat about the neck's
root while the withers and breast stay on the body, so a raised or lowered head never
pulls the neck off the shoulders.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .coat import Coat, detail, is_dark, sheen
from .horse_head import Profile, head
from .linework import shade, shaded
from .style import Ink
from .svg import g, path

Point = tuple[float, float]
Curve = tuple[Point, Point, Point, Point]

WITHERS: Point = (24.0, -14.0)
BREAST: Point = (70.0, 16.0)
CHEST: Point = (72.0, 26.0)  # the breast's line ends here, on a hanging forearm's front
POLL: Point = (74.0, -74.0)
THROAT: Point = (69.0, -48.0)
PIVOT: Point = (40.0, 8.0)


@dataclass(frozen=True)
class Bearing:
    """How a pack's horse carries its head: the head drawn, its size against the neck, its
    line below the horizontal before the carriage bends it, and the neck's length from its
    root to the poll against the one drawn here."""

    shape: Profile
    size: float
    angle: float
    neck: float = 1.0


def turned(point: Point, degrees: float, about: Point = (0.0, 0.0)) -> Point:
    """``point`` turned by ``degrees`` (clockwise on the card) about ``about``."""
    a = math.radians(degrees)
    dx, dy = point[0] - about[0], point[1] - about[1]
    return (
        about[0] + dx * math.cos(a) - dy * math.sin(a),
        about[1] + dx * math.sin(a) + dy * math.cos(a),
    )


def _bezier(pts: Curve, t: float) -> Point:
    u = 1 - t
    k = (u**3, 3 * u * u * t, 3 * u * t * t, t**3)
    return (
        sum(w * q[0] for w, q in zip(k, pts, strict=True)),
        sum(w * q[1] for w, q in zip(k, pts, strict=True)),
    )


def _curves(coat: Coat, carriage: float, neck: float = 1.0) -> tuple[Curve, Curve]:
    """(the crest from withers to poll, the underside from throat to breast), bent, the
    poll and throat drawn ``neck`` times as far from the neck's root."""

    def out(point: Point) -> Point:
        return (PIVOT[0] + (point[0] - PIVOT[0]) * neck, PIVOT[1] + (point[1] - PIVOT[1]) * neck)

    c1, c2 = ((26.0, -50.0), (50.0, -88.0)) if coat.arched else ((30.0, -42.0), (52.0, -78.0))
    crest = (WITHERS, turned(c1, carriage * 0.5, PIVOT), turned(out(c2), carriage, PIVOT))
    crest += (turned(out(POLL), carriage, PIVOT),)
    under = (
        turned(out(THROAT), carriage, PIVOT),
        turned(out((66.0, -30.0)), carriage * 0.8, PIVOT),
        turned((62.0, -8.0), carriage * 0.3, PIVOT),
        BREAST,
    )
    return crest, under


def _d(curve: Curve, move: bool = True) -> str:
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = curve
    start = f"M{ax:.1f},{ay:.1f} " if move else f"L{ax:.1f},{ay:.1f} "
    return f"{start}C{bx:.1f},{by:.1f} {cx:.1f},{cy:.1f} {dx:.1f},{dy:.1f}"


def _mane(ink: Ink, coat: Coat, crest: Curve) -> list[str]:
    """Locks falling from the crest on the near side.

    The locks hang from a smooth band along the crest, so the neck's top line stays one
    curve instead of a row of teeth.
    """
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = crest
    band = (
        f"M{ax + 4:.1f},{ay - 3:.1f} C{bx:.1f},{by:.1f} {cx:.1f},{cy:.1f} {dx - 2:.1f},{dy + 2:.1f}"
    )
    parts = [
        path(band, **ink.line(ink.palette.ink, 8 + 2 * ink.pen.thick)),
        path(band, **ink.line(coat.mane, 8)),
    ]
    count = 9
    for i in range(count):
        t = 0.1 + 0.86 * i / (count - 1)
        x, y = _bezier(crest, t)
        # each lock swings down and back from the crest, longest at the middle of the neck,
        # its tip curling forward
        length = 18 + 12 * math.sin(math.pi * t) + (5 if i % 2 else 0) - (3 if i % 3 == 0 else 0)
        tip = (x - 5 + (3 if i % 2 else -2), y + length)
        d = (
            f"M{x - 6:.1f},{y + 1:.1f} C{x - 11:.1f},{y + length * 0.3:.1f} "
            f"{tip[0] - 7:.1f},{tip[1] - length * 0.35:.1f} {tip[0]:.1f},{tip[1]:.1f} "
            f"C{tip[0] + 1:.1f},{tip[1] - length * 0.45:.1f} {x + 9:.1f},{y + length * 0.4:.1f} "
            f"{x + 7:.1f},{y + 2:.1f} Z"
        )
        tone = coat.mane if i % 2 else shade(coat.mane, 0.15)
        parts.append(path(d, **ink.fill(tone, thin=True)))
        parts.append(
            path(
                f"M{x + 1:.1f},{y + 2:.1f} C{x - 3:.1f},{y + length * 0.4:.1f} "
                f"{tip[0] - 3:.1f},{tip[1] - length * 0.3:.1f} {tip[0]:.1f},{tip[1] - 4:.1f}",
                **ink.line(shade(coat.mane, 0.45), 0.7),
            )
        )
    return parts


def forehand(
    ink: Ink, coat: Coat, carriage: float, bearing: Bearing, marks: tuple[str, ...] = ()
) -> tuple[list[str], Point]:
    """(the neck, mane and head, the bit ring in the horse frame).

    ``carriage`` < 0 raises the head proudly, > 0 lowers it (degrees); ``bearing`` is the
    head and how it is set on the neck; the breast's line runs on from the neck to ``CHEST``,
    where the near forearm's front begins. ``marks`` (a grey's dapples) lie on the neck's
    coat, under its contour and mane.
    """
    crest, under = _curves(coat, carriage, bearing.neck)
    head_size = bearing.size
    contour = {
        "stroke": ink.palette.ink,
        "stroke_width": ink.pen.thick,
        "fill": "none",
        "stroke_linecap": "round",
    }
    chest_to = f"L{CHEST[0]:g},{CHEST[1]:g}"
    fill = f"{_d(crest)} {_d(under, move=False)} {chest_to} L56,32 L30,2 Z"
    throat, mid = under[0], under[1]
    drawn_head, bit = head(ink.at_scale(head_size), coat, bearing.shape)
    angle = bearing.angle + carriage
    poll = crest[3]
    parts = [
        path(fill, fill=coat.body),
        *shaded(
            f"{_d(under)} C62,2 {mid[0] - 6:.1f},{mid[1] + 4:.1f} {throat[0] - 6:.1f},"
            f"{throat[1] + 6:.1f} Z",
            coat.body,
            0.2,
        ),
        path(  # the light along the crest and down the neck's round
            _d(crest),
            **ink.line(sheen(coat), 4.0),
            opacity=0.8 if is_dark(coat) else 0.55,
            transform="translate(4 7)",
        ),
        *marks,
        path(f"{_d(crest)}", **contour),
        path(f"{_d(under)} {chest_to}", **contour),
        path(  # the jugular groove
            f"M{mid[0] - 5:.1f},{mid[1] - 4:.1f} C{mid[0] - 8:.1f},{mid[1] + 12:.1f} 58,-4 64,10",
            **ink.line(detail(coat)),
        ),
        *_mane(ink, coat, crest),
        g(
            *drawn_head,
            transform=f"translate({poll[0]:.1f} {poll[1]:.1f}) rotate({angle:.1f}) "
            f"scale({head_size})",
        ),
    ]
    bx, by = turned((bit[0] * head_size, bit[1] * head_size), angle)
    return parts, (poll[0] + bx, poll[1] + by)


def head_points(coat: Coat, carriage: float, bearing: Bearing) -> list[Point]:
    """The head's outline and ear tips set on the neck, in the horse frame: what a horse
    turned up on its hind legs must leave room for, wherever the turn carries them."""
    poll = _curves(coat, carriage, bearing.neck)[0][3]
    angle, size = bearing.angle + carriage, bearing.size
    outline = [*bearing.shape.outline, *(tip for _, tip in bearing.shape.ears)]
    return [
        (poll[0] + x, poll[1] + y)
        for x, y in (turned((px * size, py * size), angle) for px, py in outline)
    ]


def neck_outline(coat: Coat, carriage: float, bearing: Bearing, count: int = 12) -> list[Point]:
    """The neck's crest from the withers to the poll and its underside from the throat to
    the breast, ``count`` points along each, in the horse frame."""
    crest, under = _curves(coat, carriage, bearing.neck)
    steps = [k / (count - 1) for k in range(count)]
    return [*(_bezier(crest, t) for t in steps), *(_bezier(under, t) for t in steps)]
