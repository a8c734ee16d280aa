"""The Piacentine Cavallo's half: a rider from the saddle up on the forequarters of a horse.

Cutting a whole side-view horse at the waist line and turning it gave two heads at opposite
corners joined by a lump of barrel, with the rider's leg running over the seam. Each half
now shows only what reads: the horse rising on its haunches (its forequarters turned up
about the saddle), with its head on an arched neck, its chest and its forelegs folded
under it, all above the seam; the barrel behind the withers is covered by a saddle cloth
whose fringed hem is the half's bottom edge. The horse and the cloth end under the divider
drawn on the centre line (courts.seam_divider), so the halves meet at a drawn rule, not
across a bare band of paper, and nothing runs into the turned half. The rider sits upright
in the saddle, drawn from the saddle up.

The horse is drawn in the horse frame of horse.py (the saddle seat at the origin) and
reuses its legs, the neck and head of neck.py and horse_head.py, and the reins of tack.py.
"""

from __future__ import annotations

from .bust import bust
from .coat import Coat, detail, lighter
from .figures import figure_top
from .horse import Leg, leg
from .linework import folds, shade, shaded
from .neck import forehand, turned
from .people import Court
from .shapes import smooth_outline
from .style import CARD_W, CY, Ink
from .svg import el, g, path
from .tack import reins

# the horse's forequarters, in the horse frame: the back behind the saddle, the withers, the
# shoulder and breast, the elbow and girth; the rest of the barrel is under the cloth
FOREQUARTERS = [
    (-30, -6),
    (-8, -3),
    (8, -5),
    (24, -14),  # withers
    (38, -15),
    (52, -8),
    (66, 6),
    (70, 24),  # breast
    (62, 40),
    (52, 50),  # elbow
    (40, 54),  # girth: the belly rises from it under the cloth, clear of the seam
    (26, 42),
    (8, 24),
    (-14, 10),
    (-30, 2),
]
# forelegs folded under the chest: (near, far), top inside the body, knee, fetlock, coronet
FOLDED: dict[str, tuple[Leg, Leg]] = {
    "high": (  # the near fore lifted high, the far one tucked under the breast
        ((54, 32), (84, 40), (82, 64), (86, 70)),
        ((54, 28), (74, 44), (68, 62), (72, 68)),
    ),
    "paw": (  # the near fore reaching forward, pawing the air
        ((54, 32), (86, 46), (98, 64), (104, 68)),
        ((54, 28), (72, 46), (66, 64), (69, 70)),
    ),
    "tucked": (  # both folded tight, a levade
        ((54, 32), (80, 42), (72, 62), (76, 68)),
        ((54, 28), (76, 44), (70, 62), (74, 68)),
    ),
    "strike": (  # the near fore striking out straight, the far one folded
        ((54, 32), (82, 36), (94, 52), (100, 56)),
        ((54, 28), (70, 48), (64, 64), (67, 70)),
    ),
}
SEAT_Y = 175.0  # the saddle seat's height on the card (the rider's waist)
HEM_Y = CY - 1  # the saddle cloth's fringe: the half's lowest line, ending under the divider
SEAT_X = 84.0  # the saddle seat's distance from the card's side the horse's tail is on
HORSE_SCALE = 1.04  # horse frame units to card units
RIDER_SCALE = 0.9  # the rider's figure frame to card units, at most
RIDER_TOP = 23.0  # the rider's hat or raised symbol stays this far down the card
# the rider's head against his body: near a Fante's or a Re's (at 1.22 it read as a pin head
# on the broader bust), a little smaller so that a rider whose hat reaches the top of the
# half can still be drawn large
RIDER_HEAD = 1.32
RIDER_BREADTH = 1.15  # the rider's body broadened less than a Fante's: he sits in profile


# a grey's dapples over the shoulder and breast: (x, y, radius) in the horse frame
DAPPLES = [(34, 2, 4.5), (48, 10, 4), (58, 22, 3.5), (40, 24, 4.5), (24, 14, 4), (50, 36, 3.5)]


def _body(ink: Ink, coat: Coat) -> list[str]:
    """The forequarters' barrel, shoulder and breast, shaded under the chest."""
    outline = smooth_outline(FOREQUARTERS)
    line = detail(coat)
    parts = [
        path(outline, **ink.fill(coat.body)),
        *shaded("M62,40 C56,52 44,58 24,61 C34,56 46,48 54,36 Z", coat.body, 0.22),
        path("M30,-8 C40,4 52,16 62,30", **ink.line(line)),  # the shoulder
        path("M40,44 C46,40 52,40 56,44", **ink.line(line)),  # the elbow
    ]
    if coat.dapples:
        parts += [
            el("circle", cx=x, cy=y, r=r, fill=lighter(coat.body, 0.42), stroke="none")
            for x, y, r in DAPPLES
        ]
    return parts


def _haunch(ink: Ink, coat: Coat, back: float) -> list[str]:
    """The horse's haunch and tail showing behind the cloth's back edge, in card units: a
    rearing horse sits low on its quarters, so they end at the hem like the cloth."""
    x, hem = back + 4, HEM_Y
    haunch = (
        f"M{x:.1f},{SEAT_Y - 16:.1f} C{x - 14:.1f},{SEAT_Y - 14:.1f} {x - 20:.1f},{hem - 24:.1f} "
        f"{x - 18:.1f},{hem + 2:.1f} L{x + 4:.1f},{hem + 2:.1f} Z"
    )
    tail = (
        f"M{x - 12:.1f},{SEAT_Y - 12:.1f} "
        f"C{x - 26:.1f},{SEAT_Y - 10:.1f} {x - 30:.1f},{hem - 20:.1f} "
        f"{x - 26:.1f},{hem:.1f} C{x - 22:.1f},{hem - 12:.1f} {x - 18:.1f},{hem - 26:.1f} "
        f"{x - 10:.1f},{SEAT_Y - 4:.1f} Z"
    )
    return [
        path(haunch, **ink.fill(coat.body)),
        path(tail, **ink.fill(coat.mane, thin=True)),
        path(
            f"M{x - 16:.1f},{SEAT_Y - 6:.1f} "
            f"C{x - 22:.1f},{hem - 24:.1f} {x - 24:.1f},{hem - 10:.1f} "
            f"{x - 23:.1f},{hem - 4:.1f}",
            **ink.line(shade(coat.mane, 0.4), 0.8),
        ),
    ]


# each Cavallo's horse dressed its own way: a caparison with a scalloped border falling to
# the mid-line, a short fringed saddle cloth over the bare barrel, a long caparison with an
# embroidered border and slanted edges, or the saddle alone on its girth
CLOTH = {"c": "scalloped", "d": "fringed", "s": "caparison", "b": "saddle"}
FRINGED_HEM = 14.0  # how far below the seat a short saddle cloth ends


def _barrel(ink: Ink, coat: Coat, back: float, front: float) -> list[str]:
    """The horse's barrel between the haunch and the girth, running down into the mid-line
    where the card cuts the horse (the mask ends it there), its belly in shade."""
    y, hem = SEAT_Y, HEM_Y + 6
    d = (
        f"M{back:.1f},{y - 10:.1f} C{back + 20:.1f},{y - 4:.1f} {front - 20:.1f},{y - 4:.1f} "
        f"{front:.1f},{y - 8:.1f} L{front + 4:.1f},{hem:.1f} L{back - 2:.1f},{hem:.1f} Z"
    )
    return [
        path(d, **ink.fill(coat.body)),
        *shaded(
            f"M{back:.1f},{hem - 12:.1f} C{back + 20:.1f},{hem - 16:.1f} {front - 20:.1f},"
            f"{hem - 16:.1f} {front + 3:.1f},{hem - 14:.1f} L{front + 4:.1f},{hem:.1f} "
            f"L{back - 2:.1f},{hem:.1f} Z",
            coat.body,
            0.2,
        ),
        folds(
            ink,
            f"M{back + 14:.1f},{y + 6:.1f} C{back + 18:.1f},{y + 12:.1f} "
            f"{back + 16:.1f},{y + 18:.1f} {back + 18:.1f},{y + 22:.1f}",
            coat.body,
        ),
    ]


def _saddle(ink: Ink, x: float, y: float) -> list[str]:
    """The saddle: cantle behind the rider, pommel before him, a gold welt along the seat."""
    p = ink.palette
    return [
        path(
            f"M{x - 24:.1f},{y - 16:.1f} C{x - 22:.1f},{y - 5:.1f} {x - 8:.1f},{y - 2:.1f} "
            f"{x + 6:.1f},{y - 2:.1f} C{x + 14:.1f},{y - 3:.1f} {x + 20:.1f},{y - 10:.1f} "
            f"{x + 23:.1f},{y - 17:.1f} L{x + 27:.1f},{y - 5:.1f} C{x + 12:.1f},{y + 4:.1f} "
            f"{x - 14:.1f},{y + 4:.1f} {x - 28:.1f},{y - 3:.1f} Z",
            **ink.fill(shade(p.red, 0.15)),
        ),
        path(
            f"M{x - 26:.1f},{y - 6:.1f} C{x - 12:.1f},{y:.1f} {x + 10:.1f},{y:.1f} "
            f"{x + 24:.1f},{y - 8:.1f}",
            **ink.line(p.gold, 1.6),
        ),
    ]


def _cloth(
    ink: Ink, coat: Coat, seat: tuple[float, float], span: tuple[float, float], style: str
) -> list[str]:
    """The horse's dress under the saddle, in card units; ``span`` is its reach either side
    of the seat (behind, before). A long one falls past the mid-line and is cut by it."""
    p = ink.palette
    x, y = seat
    back, front = x - span[0], x + span[1]
    if style == "saddle":  # the saddle on a girth strap, the barrel bare
        return [
            path(
                f"M{x + 8:.1f},{y:.1f} L{x + 14:.1f},{HEM_Y + 4:.1f}",
                **ink.line(p.ink, 6.4),
            ),
            path(
                f"M{x + 8:.1f},{y:.1f} L{x + 14:.1f},{HEM_Y + 4:.1f}",
                **ink.line(coat.cloth, 4.4),
            ),
            el("rect", x=x + 6, y=y + 10, width=9, height=7, rx=1, **ink.fill(p.gold, thin=True)),
            *_saddle(ink, x, y),
        ]
    hem = y + FRINGED_HEM if style == "fringed" else HEM_Y + 6
    slant = 10.0 if style == "caparison" else 0.0  # the edges flare towards the hem
    cloth = (
        f"M{back + 6:.1f},{y - 8:.1f} C{x - 10:.1f},{y - 3:.1f} {x + 10:.1f},{y - 3:.1f} "
        f"{front - 4:.1f},{y - 12:.1f} L{front + slant:.1f},{hem:.1f} "
        f"L{back - slant:.1f},{hem:.1f} Z"
    )
    parts = [
        path(cloth, **ink.fill(coat.cloth)),
        *shaded(
            f"M{front - 12:.1f},{y - 9:.1f} L{front - 4:.1f},{y - 12:.1f} "
            f"L{front + slant:.1f},{hem:.1f} L{front + slant - 12:.1f},{hem:.1f} Z",
            coat.cloth,
        ),
        folds(
            ink,
            f"M{x - 14:.1f},{y + 2:.1f} C{x - 15:.1f},{y + 10:.1f} {x - 13:.1f},{hem - 6:.1f} "
            f"{x - 17:.1f},{hem:.1f} M{x + 12:.1f},{y + 1:.1f} C{x + 11:.1f},{y + 10:.1f} "
            f"{x + 14:.1f},{hem - 6:.1f} {x + 15:.1f},{hem + 1:.1f}",
            coat.cloth,
        ),
    ]
    edges = (
        f"M{back + 6:.1f},{y - 8:.1f} L{back - slant:.1f},{hem:.1f} "
        f"M{front - 4:.1f},{y - 12:.1f} L{front + slant:.1f},{hem:.1f}"
    )
    if style == "fringed":
        fringe = " ".join(
            f"M{t:.1f},{hem + 1.5:.1f} l0,5"
            for t in (back + 3 + k * 4.2 for k in range(int((front - back - 4) / 4.2) + 1))
        )
        parts += [
            path(fringe, **ink.line(p.ink, 2.6)),
            path(fringe, **ink.line(coat.cloth_trim, 1.6)),
            path(f"M{back:.1f},{hem:.1f} L{front:.1f},{hem:.1f}", **ink.line(coat.cloth_trim, 3.4)),
        ]
    elif style == "scalloped":  # a border of scallops down the front and back edges
        for edge_x, top in ((back + 6, y - 8), (front - 4, y - 12)):
            beads = " ".join(
                f"M{edge_x - 3:.1f},{yy:.1f} q3,5 6,0" for yy in range(int(top) + 6, int(hem), 8)
            )
            parts.append(path(beads, **ink.line(coat.cloth_trim, 2.2)))
    else:  # an embroidered border and a gold roundel on the flank
        parts.append(path(edges, **ink.line(p.ink, 5.2)))
        parts.append(path(edges, **ink.line(coat.cloth_trim, 3.8)))
        parts.append(el("circle", cx=x - 4, cy=y + 18, r=7, **ink.fill(coat.cloth_trim)))
        parts.append(el("circle", cx=x - 4, cy=y + 18, r=3, **ink.fill(p.red, thin=True)))
    return [*parts, *_saddle(ink, x, y)]


CUT = "horse-cut"  # the mask that stops the horse and the rider's skirts at the cloth's hem


def piacentine_knight(ink: Ink, court: Court, suit: str) -> tuple[float, str, str]:
    """(the held symbol's scale, the upper half: rider and forequarters above the seam, the
    mask def that keeps the horse and rider above the hem)."""
    assert court.coat is not None
    coat, figure = court.coat, court.figure
    flip = figure.flip
    top = figure_top(figure, suit, ink.regional, head_size=RIDER_HEAD)
    rider = min(RIDER_SCALE, (SEAT_Y - 2 - RIDER_TOP) / -top)
    near, far = FOLDED[court.gait if court.gait in FOLDED else "high"]
    hs = HORSE_SCALE
    horse_ink = ink.at_scale(hs)
    neck, bit = forehand(horse_ink, coat, court.carriage)
    horse = [
        *leg(horse_ink, far, coat, far=True, hind=False),
        *_body(horse_ink, coat),
        *neck,
        *leg(horse_ink, near, coat, far=False, hind=False),
    ]
    rise = court.rear  # the forequarters turned up about the saddle seat
    bit_card = turned(bit, -rise)
    place = f"translate({SEAT_X} {SEAT_Y}) rotate({-rise}) scale({hs})"
    hand = figure.pose.free.hand
    rein_hand = (hand[0] * rider * RIDER_BREADTH, -2 + hand[1] * rider)
    # the rider from the belt up, drawn as the Fanti and Re are: the saddle hides his hips
    seated = bust(ink.at_scale(rider), figure, suit, "held", RIDER_HEAD, 0.0, RIDER_BREADTH)
    span = (44, 36)  # the cloth's reach behind and before the seat
    parts = [
        g(
            *_barrel(ink, coat, SEAT_X - span[0] + 2, SEAT_X + span[1]),
            g(*horse, transform=place),
            *_haunch(ink, coat, SEAT_X - span[0]),
            # the rider sits in the saddle: the cloth and saddle go over his hips
            g(*seated, transform=f"translate({SEAT_X} {SEAT_Y - 2}) scale({rider:.3f})"),
            # cut by the mid-line like the horse
            *_cloth(ink, coat, (SEAT_X, SEAT_Y), span, CLOTH.get(suit, "scalloped")),
            mask=f"url(#{CUT})",
        ),
        g(
            reins(ink, (bit_card[0] * hs, bit_card[1] * hs), rein_hand),
            transform=f"translate({SEAT_X} {SEAT_Y})",
        ),
    ]
    if flip:  # the horse faces left: the whole half mirrored about the card's centre line
        parts = [g(*parts, transform=f"translate({CARD_W} 0) scale(-1 1)")]
    cut = el(
        "mask",
        el("rect", x=0, y=0, width=CARD_W, height=HEM_Y, fill="#ffffff"),
        id=CUT,
        maskUnits="userSpaceOnUse",
        x=0,
        y=0,
        width=CARD_W,
        height=CY,
    )
    return rider, g(*parts), cut
