"""The Piacentine Cavallo's half: a rider in the saddle on a horse rising on its haunches.

The earlier halves showed the horse's head, a cut of chest and legs folded against a box of
saddle cloth: too little horse (a head plus loose legs, a hobby horse). Each half now draws
the horse itself, large, in the horse frame of horse.py (the saddle seat at the origin):
its back and quarters, the deep chest and shoulder, the arched neck with its mane and the
bridled head of neck.py and horse_head.py, the forelegs folded in an air of their own (each
bone set at its angle on the card; knee, cannon and hoof all clear of the seam) and the hind
legs going down into the divider (courts.seam_divider), where the card cuts the horse at its
waist line and turns it, as the double-ended packs do. The forehand is raised a little about
the saddle, so the forelegs end above the seam. The horse's dress (housing, saddle cloth,
caparison or a bare girth) lies on the body and turns with it.

The rider sits upright in the saddle behind the withers, drawn from the belt up as the
Fanti and Re are (bust.py) but turned, so that his symbol is held on the tail side, clear of
the horse, and his rein hand reaches forward to the reins (tack.py). Below the belt he sits
astride: his near leg runs forward over the saddle to the knee and hangs down the flank in
a tall boot, the foot in a stirrup on its leather from the saddle (tack.stirrup_leg); without
it he read as a torso stuck on the horse.
"""

from __future__ import annotations

import math

from .bust import bust
from .coat import Coat, detail, is_dark, lighter, sheen
from .figures import figure_top
from .horse import Leg, front_line, leg
from .linework import folds, shade, shaded
from .neck import forehand, turned
from .people import Court
from .shapes import smooth_outline
from .style import CARD_W, CY, Ink
from .svg import el, g, path
from .tack import reins, stirrup_drop, stirrup_leg

# the horse's body in the horse frame (withers at x = 24, breast at x = 70, croup at
# x = -52); below the belly the quarters run on down into the seam, where the mask ends them
BODY = [
    (24, -14),  # withers
    (8, -5),
    (-8, -3),
    (-24, -5),
    (-38, -9),  # loin
    (-52, -11),  # croup
    (-66, -5),  # root of the tail
    (-76, 9),  # point of the buttock
    (-78, 28),
    (-74, 48),  # back of the thigh
    (-70, 90),
    (-40, 90),
    (-40, 60),
    (-26, 58),  # the belly tucked up before the stifle
    (0, 62),
    (24, 61),
    (40, 58),  # girth
    (52, 50),  # elbow
    (62, 40),
    (70, 24),  # breast
    (66, 6),
    (52, -8),
    (38, -15),
]
# the contour's open run, from the withers round the quarters (the neck closes it in front)
BACK_LINE = BODY[:10]
UNDER_LINE = BODY[12:20]
# the forelegs' tops inside the chest (near, far) and their bones' lengths: top to knee
# (the forearm, its upper third inside the body), knee to fetlock (the cannon), fetlock to
# coronet (the pastern); the forearm below the elbow as long as cannon and pastern together
FORE_TOPS = ((52.0, 34.0), (42.0, 36.0))
FORE_BONES = (50.0, 25.0, 9.0)
# each gait's forelegs (near, far), set by their bones' angles to the plumb line on the card,
# forward > 0: forearm, cannon, pastern. Set on the card and not in the horse frame, so a
# forehand raised on the haunches does not tip a hanging cannon forward into a splay; a
# folded leg's cannon hangs near the plumb line or tucks back under the knee, and every hoof
# ends well above the seam (a hanging foreleg would run into the turned half's)
FORE_GAITS: dict[str, tuple[tuple[float, float, float], tuple[float, float, float]]] = {
    # both forelegs folded under the breast, the near one higher, the cannons hanging
    "levade": ((90.0, -8.0, -42.0), (78.0, -32.0, -66.0)),
    # the near fore raised high and striking out, the cannon and hoof swung well forward
    # (hanging nearer the plumb line, it was the Cavallo di bastoni's raised leg); the far
    # one folded
    "paw": ((102.0, 30.0, 2.0), (78.0, -34.0, -66.0)),
    # a leap: both forelegs reaching ahead, the near one higher, each bent a little at the
    # knee with its cannon swung forward (tucked tight against the forearms, they read as
    # stumps ending in hooves)
    "leap": ((108.0, 54.0, 30.0), (94.0, 30.0, 6.0)),
    # rising into a charge: the near fore lifted above the level of the elbow and folded at
    # the knee, the far one folded lower under the breast, its hoof clear behind the near
    # one's (a near fore struck out straight read as a stump, not a leg with a knee)
    "strike": ((106.0, -6.0, -38.0), (76.0, -36.0, -66.0)),
}
# the hind legs (near, far): top inside the body, knee or hock, fetlock, coronet, in the
# horse frame; cut by the seam, only their thighs and gaskins show
HIND_GAITS: dict[str, tuple[Leg, Leg]] = {
    "leap": (
        ((-54, 26), (-48, 74), (-36, 98), (-33, 108)),
        ((-60, 26), (-66, 74), (-60, 100), (-57, 108)),
    ),
    "paw": (
        ((-54, 26), (-46, 74), (-32, 98), (-29, 108)),
        ((-60, 26), (-62, 74), (-54, 100), (-51, 108)),
    ),
    "levade": (
        ((-54, 26), (-44, 74), (-30, 98), (-27, 108)),
        ((-60, 26), (-60, 74), (-52, 100), (-49, 108)),
    ),
    "strike": (
        ((-54, 26), (-50, 74), (-38, 98), (-35, 108)),
        ((-60, 26), (-70, 72), (-66, 100), (-63, 108)),
    ),
}


def foreleg(top: tuple[float, float], angles: tuple[float, float, float], rise: float) -> Leg:
    """A foreleg's joints in the horse frame (top, knee, fetlock, coronet), its bones set at
    ``angles`` to the plumb line of a card on which the horse has risen ``rise`` degrees."""
    points = [top]
    for length, angle in zip(FORE_BONES, angles, strict=True):
        a = math.radians(angle)
        dx, dy = turned((length * math.sin(a), length * math.cos(a)), rise)
        x, y = points[-1]
        points.append((x + dx, y + dy))
    return tuple(points)


HORSE_Y = 134.0  # the saddle seat's height on the card
HEM_Y = CY - 1  # the half's lowest line, ending under the divider
HORSE_X = 96.0  # the saddle seat's distance from the card's side the horse's tail is on
HORSE_SCALE = 0.88  # horse frame units to card units
SIT = -8.0  # the rider's seat behind the saddle's origin (horse frame): behind the withers
# a rider seated further forward in the saddle, still behind the withers (x = 24): the
# Cavallo di bastoni's horse, without a cloth under the saddle, left him looking far back,
# and the Cavallo di coppe's housing, as if he sat on its back edge and not in the saddle
SEAT_FORWARD = {"b": 7.0, "c": 7.0}
RIDER_SCALE = 0.78  # the rider's figure frame to card units, at most
RIDER_TOP = 23.0  # the rider's hat or raised symbol stays this far down the card
# the rider's head against his body: as large as a Fante's, so he holds his own beside the
# horse's head
RIDER_HEAD = 1.3
RIDER_BREADTH = 1.15  # the rider's body broadened less than a Fante's: he sits in profile
# a grey's dapples: a few large rounds over the quarters, (x, y, radius) in the horse frame
# (a dozen small ones read as noise at 56 px, and those on the shoulder only peeped out from
# under the neck drawn over it as stray spots)
DAPPLES = [
    (-58, 8, 8.5),
    (-62, 32, 7.5),
    (-46, 20, 6.5),
]


def _body(ink: Ink, coat: Coat) -> list[str]:
    """The barrel, quarters, shoulder and breast, modelled in shade under the belly and
    light on the rounds."""
    line = detail(coat)
    light = sheen(coat)
    rounds = (
        "M-66,6 C-62,-6 -46,-9 -36,-3 C-44,-2 -54,1 -60,10 C-62,13 -66,11 -66,6 Z "
        "M-28,-5 C-14,-2 4,-3 18,-11 C8,-3 -12,1 -28,-1 Z "
        "M36,-7 C46,2 56,14 61,28 C54,21 45,10 33,-1 Z "
        "M-28,22 C-14,15 8,15 24,22 C8,19 -12,20 -28,26 Z "
        "M-72,18 C-70,30 -66,40 -60,50 C-66,40 -68,28 -68,17 Z"
    )
    parts = [
        path(smooth_outline(BODY), fill=coat.body),
        path(smooth_outline(BACK_LINE, closed=False), **ink.line(width=ink.pen.thick)),
        path(smooth_outline(UNDER_LINE, closed=False), **ink.line(width=ink.pen.thick)),
        *shaded("M-38,54 C-20,58 20,62 50,52 C54,56 44,60 24,61 C0,63 -24,60 -40,58 Z", coat.body),
        *shaded("M-74,12 C-79,28 -76,50 -70,70 C-70,50 -70,28 -68,10 Z", coat.body, 0.2),
        path("M30,-8 C40,4 52,16 62,30", **ink.line(line)),  # the shoulder
        path("M40,44 C46,40 52,40 56,44", **ink.line(line)),  # the elbow
        path("M-46,-6 C-56,6 -60,22 -58,40", **ink.line(line)),  # the thigh
        path(rounds, fill=light, opacity=0.85 if is_dark(coat) else 0.6),
    ]
    if coat.dapples:
        parts += [
            el("circle", cx=x, cy=y, r=r, fill=lighter(coat.body, 0.42), stroke="none")
            for x, y, r in DAPPLES
        ]
    return parts


def _tail(ink: Ink, coat: Coat) -> list[str]:
    """The tail falling from its root over the buttock: locks, or a bound-up brush (its
    ribbon would show only as a spot on the quarters)."""
    if coat.tail_knot:
        d = (
            "M-64,-6 C-78,-10 -88,0 -86,14 C-94,30 -94,50 -86,64 "
            "C-82,50 -76,36 -78,18 C-74,8 -68,4 -60,4 Z"
        )
        return [
            path(d, **ink.fill(coat.mane)),
            path("M-86,24 C-88,38 -86,48 -87,56", **ink.line(shade(coat.mane, 0.4))),
        ]
    parts = []
    for k, (spread, length) in enumerate(((0.0, 90.0), (7.0, 82.0), (-5.0, 74.0))):
        end = (-84 - spread, -4 + length)
        d = (
            f"M-64,-6 C-84,-8 {-88 - spread * 0.5:.1f},30 {end[0]:.1f},{end[1]:.1f} "
            f"C{-80 - spread * 0.5:.1f},{end[1] - 22:.1f} {-76 + spread * 0.4:.1f},28 -60,4 Z"
        )
        tone = shade(coat.mane, 0.18 * (2 - k)) if k else coat.mane
        parts.append(path(d, **ink.fill(tone, thin=True)))
    parts.append(path("M-70,6 C-82,20 -84,50 -82,78", **ink.line(shade(coat.mane, 0.4), 0.8)))
    return parts[::-1]


def _saddle(ink: Ink, x: float, y: float) -> list[str]:
    """The war saddle: a high cantle rising behind the rider's seat (it shows he sits in the
    saddle, not on the horse's back), the pommel before him, a gold welt along the seat."""
    p = ink.palette
    return [
        path(
            f"M{x - 30:.1f},{y - 4:.1f} C{x - 34:.1f},{y - 14:.1f} {x - 32:.1f},{y - 24:.1f} "
            f"{x - 25:.1f},{y - 27:.1f} C{x - 21:.1f},{y - 22:.1f} {x - 18:.1f},{y - 10:.1f} "
            f"{x - 10:.1f},{y - 4:.1f} L{x + 12:.1f},{y - 4:.1f} C{x + 17:.1f},{y - 9:.1f} "
            f"{x + 19:.1f},{y - 16:.1f} {x + 23:.1f},{y - 19:.1f} C{x + 28:.1f},{y - 15:.1f} "
            f"{x + 29:.1f},{y - 8:.1f} {x + 27:.1f},{y - 3:.1f} C{x + 12:.1f},{y + 5:.1f} "
            f"{x - 16:.1f},{y + 5:.1f} {x - 30:.1f},{y - 4:.1f} Z",
            **ink.fill(shade(p.red, 0.15)),
        ),
        path(
            f"M{x - 28:.1f},{y - 6:.1f} C{x - 30:.1f},{y - 14:.1f} {x - 29:.1f},{y - 21:.1f} "
            f"{x - 25:.1f},{y - 24:.1f} M{x - 27:.1f},{y - 3:.1f} C{x - 12:.1f},{y + 2:.1f} "
            f"{x + 10:.1f},{y + 2:.1f} {x + 25:.1f},{y - 5:.1f}",
            **ink.line(p.gold, 1.6),
        ),
    ]


# each Cavallo's horse dressed its own way: a housing with a scalloped hem over the barrel,
# a short fringed saddle cloth, a long caparison with an embroidered border falling past the
# belly, or the saddle alone on its girth
CLOTH = {"c": "scalloped", "d": "fringed", "s": "caparison", "b": "saddle"}


# the dresses that leave the back and quarters bare, so a crupper shows over them
BARE_QUARTERS = ("saddle", "fringed")


def _crupper(ink: Ink, coat: Coat, x: float) -> list[str]:
    """The crupper from the saddle along the back to the tail and a hip strap down round the
    quarters from a gold boss: bare, a bay's or a black's back and quarters filled each half
    as one blot, meeting the turned half's at the seam."""
    strap = f"M{x - 22:.1f},0 C-36,-3 -50,-5 -62,0 M-44,-4 C-52,8 -63,22 -75,29"
    return [
        path(strap, **ink.line(ink.palette.ink, 5.2)),
        path(strap, **ink.line(coat.cloth, 3.4)),
        el("circle", cx=-44, cy=-4, r=3.4, **ink.fill(ink.palette.gold, thin=True)),
    ]


def _cloth(ink: Ink, coat: Coat, style: str, x: float = SIT) -> list[str]:
    """The horse's dress under the saddle, in the horse frame (the seat at x)."""
    p = ink.palette
    crupper = _crupper(ink, coat, x) if style in BARE_QUARTERS else []
    if style == "saddle":  # the saddle on a rounded flap, a breastplate, the barrel bare
        # (a girth strap run down to the seam read as a stripe through the horse)
        flap = (
            f"M{x - 20:.1f},-3 C{x - 22:.1f},8 {x - 18:.1f},18 {x - 8:.1f},20 "
            f"L{x + 10:.1f},20 C{x + 20:.1f},18 {x + 22:.1f},8 {x + 20:.1f},-4 Z"
        )
        breast = "M22,-6 C40,4 56,14 68,22"
        return [
            *crupper,
            path(flap, **ink.fill(coat.cloth)),
            path(
                f"M{x - 16:.1f},0 C{x - 17:.1f},9 {x - 14:.1f},15 {x - 7:.1f},16 "
                f"L{x + 9:.1f},16 C{x + 16:.1f},15 {x + 17:.1f},8 {x + 16:.1f},0",
                **ink.line(p.gold, 1.6),
            ),
            path(breast, **ink.line(p.ink, 5.2)),
            path(breast, **ink.line(coat.cloth, 3.4)),
            el("circle", cx=56, cy=14, r=3.6, **ink.fill(p.gold, thin=True)),
            el("circle", cx=x, cy=10, r=3.2, **ink.fill(p.gold, thin=True)),
            *_saddle(ink, x, 0),
        ]
    back, front, top_front = x - 40, x + 26, -7.0
    # the hem sags in the middle like cloth hung over the barrel
    if style == "fringed":  # a short square cloth under the saddle
        back, front, hem, slant, sag = x - 36, x + 28, 24.0, 0.0, 3.0
    elif style == "scalloped":  # a housing from the saddle to the belly, up to the withers,
        # flaring to its hem as hung cloth does (taken back to the croup, with upright edges,
        # it read as a box the rider stood in)
        back, top_front, hem, slant, sag = x - 30, -12.0, 40.0, 12.0, 12.0
    else:  # a caparison to the belly, its hem cut in points
        back, hem, slant, sag = x - 42, 40.0, 6.0, 14.0

    def on_hem(t: float) -> tuple[float, float]:
        """The point a fraction t along the hem, from the back to the front."""
        u = 1 - t
        xs = (back - slant, x - 14, x + 10, front + slant)
        return (
            u**3 * xs[0] + 3 * u * u * t * xs[1] + 3 * u * t * t * xs[2] + t**3 * xs[3],
            hem + 3 * sag * t * u,
        )

    top_back = -5.0
    cloth = (
        f"M{back + 4:.1f},{top_back:.1f} C{x - 10:.1f},{top_back + 5:.1f} {x + 10:.1f},"
        f"{top_front + 5:.1f} {front:.1f},{top_front:.1f} L{front + slant:.1f},{hem:.1f} "
        f"C{x + 10:.1f},{hem + sag:.1f} {x - 14:.1f},{hem + sag:.1f} {back - slant:.1f},{hem:.1f} Z"
    )
    parts = [
        *crupper,
        path(cloth, **ink.fill(coat.cloth)),
        *shaded(
            f"M{front - 10:.1f},{top_front + 1:.1f} L{front:.1f},{top_front:.1f} "
            f"L{front + slant:.1f},{hem:.1f} L{front + slant - 12:.1f},{hem + 1:.1f} Z",
            coat.cloth,
        ),
        folds(
            ink,
            f"M{x - 14:.1f},{top_back + 8:.1f} C{x - 15:.1f},{hem * 0.4:.1f} {x - 13:.1f},"
            f"{hem - 6:.1f} {x - 17:.1f},{hem + 2:.1f} M{x + 10:.1f},{top_front + 8:.1f} "
            f"C{x + 9:.1f},{hem * 0.4:.1f} {x + 12:.1f},{hem - 6:.1f} {x + 13:.1f},{hem + 3:.1f}",
            coat.cloth,
        ),
    ]
    hem_line = (
        f"M{back - slant:.1f},{hem:.1f} C{x - 14:.1f},{hem + sag:.1f} {x + 10:.1f},{hem + sag:.1f} "
        f"{front + slant:.1f},{hem:.1f}"
    )
    edges = (
        f"M{back + 4:.1f},{top_back:.1f} L{back - slant:.1f},{hem:.1f} "
        f"M{front:.1f},{top_front:.1f} L{front + slant:.1f},{hem:.1f}"
    )
    if style == "fringed":
        count = int((front - back - 4) / 4.4) + 1
        fringe = " ".join(
            f"M{t:.1f},{hem + 2:.1f} l0,6" for t in (back + 2 + k * 4.4 for k in range(count))
        )
        parts += [
            path(fringe, **ink.line(p.ink, 2.6)),
            path(fringe, **ink.line(coat.cloth_trim, 1.6)),
            path(hem_line, **ink.line(p.ink, 4.8)),
            path(hem_line, **ink.line(coat.cloth_trim, 3.2)),
        ]
    elif style == "scalloped":  # a hem of scallops and a border of gold beads
        scallops = " ".join(
            f"M{hx - 3.5:.1f},{hy + 1:.1f} q3.5,7 7,0"
            for hx, hy in (on_hem((k + 0.5) / 10) for k in range(10))
        )
        parts += [
            path(scallops, **ink.fill(coat.cloth_trim, thin=True)),
            path(hem_line, **ink.line(coat.cloth_trim, 2.6)),
            path(edges, **ink.line(coat.cloth_trim, 2.2)),
        ]
    else:  # a dagged hem, an embroidered border and a gold roundel on the flank
        dags = " ".join(
            f"M{hx - 4.5:.1f},{hy:.1f} l4.5,9 l4.5,-9 Z"
            for hx, hy in (on_hem((k + 0.5) / 8) for k in range(8))
        )
        parts += [
            path(dags, **ink.fill(coat.cloth, thin=True)),
            path(f"{edges} {hem_line}", **ink.line(p.ink, 5.2)),
            path(f"{edges} {hem_line}", **ink.line(coat.cloth_trim, 3.8)),
            el("circle", cx=x - 8, cy=26, r=8, **ink.fill(coat.cloth_trim)),
            el("circle", cx=x - 8, cy=26, r=3.4, **ink.fill(p.red, thin=True)),
        ]
    return parts


# the lowest a stirrup's tread comes on the card: well above the divider (at CY - 3.2), so
# the two halves' stirrups do not meet across it
STIRRUP_Y = CY - 11
# each rider's leg: hose, boot and the boot's turned-down cuff, the boot dark on a light
# horse or cloth and light on a dark horse, so the leg reads down the flank at 56 px
LEGS = {
    "c": ("#eab43c", "#4a2a16", "#dcc07e"),  # gold hose, a dark boot over the blue housing
    "d": ("#2f55a4", "#dcc07e", "#7b4b22"),  # blue hose on the red cloth, a pale boot on the black
    "s": ("#c42a2f", "#3a2414", "#d5dde8"),  # red hose on the gold caparison, a black boot
    "b": ("#c42a2f", "#dcc07e", "#7b4b22"),  # red hose, a pale boot on the bay
}


CUT = "horse-cut"  # the mask that ends the horse at the seam


def seat_and_scale(ink: Ink, court: Court, suit: str) -> tuple[tuple[float, float], float]:
    """(where the rider's waist sits on the card, before a left-facing half is mirrored; the
    rider's figure frame to card units)."""
    sit = SIT + SEAT_FORWARD.get(suit, 0.0)
    sx, sy = turned((sit * HORSE_SCALE, -2.0), -court.rear)
    seat = (HORSE_X + sx, HORSE_Y + sy)
    top = figure_top(court.figure, suit, ink.regional, head_size=RIDER_HEAD)
    return seat, min(RIDER_SCALE, (seat[1] - RIDER_TOP) / -top)


def leg_scale(court: Court, seat: tuple[float, float], rider: float) -> float:
    """The rider's leg drawn at his own scale, or smaller if that would set his stirrup
    nearer the divider than ``STIRRUP_Y``."""
    return min(rider, (STIRRUP_Y - seat[1]) / stirrup_drop(court.seat))


def piacentine_knight(ink: Ink, court: Court, suit: str) -> tuple[float, str, str]:
    """(the held symbol's scale, the upper half: the horse and its rider above the seam,
    the mask def that ends them there)."""
    assert court.coat is not None
    coat, figure = court.coat, court.figure
    garb = figure.garb
    hs = HORSE_SCALE
    horse_ink = ink.at_scale(hs)
    gait = court.gait if court.gait in FORE_GAITS else "levade"
    rise = court.rear  # the forehand raised about the saddle
    near_fore, far_fore = (
        foreleg(top, angles, rise) for top, angles in zip(FORE_TOPS, FORE_GAITS[gait], strict=True)
    )
    near_hind, far_hind = HIND_GAITS[gait]
    # the breast's line runs into the raised near forearm's top edge (ending where a hanging
    # one's front would begin, it stuck out past the raised leg as a spur)
    neck, bit = forehand(horse_ink, coat, court.carriage, chest=front_line(near_fore, False)[1])
    sit = SIT + SEAT_FORWARD.get(suit, 0.0)
    horse = [
        *_tail(horse_ink, coat),
        *leg(horse_ink, far_fore, coat, far=True, hind=False),
        *leg(horse_ink, far_hind, coat, far=True, hind=True),
        *_body(horse_ink, coat),
        *leg(horse_ink, near_hind, coat, far=False, hind=True),
        *neck,
        *leg(horse_ink, near_fore, coat, far=False, hind=False),
        *_cloth(horse_ink, coat, CLOTH.get(suit, "scalloped"), sit),
    ]
    place = f"translate({HORSE_X} {HORSE_Y}) rotate({-rise}) scale({hs})"
    seat, rider = seat_and_scale(ink, court, suit)
    shank = leg_scale(court, seat, rider)
    # the rider is drawn turned, his symbol on the tail side and his rein hand forward
    hand = figure.pose.free.hand
    rein_hand = (seat[0] - hand[0] * rider * RIDER_BREADTH, seat[1] + hand[1] * rider)
    seated = bust(ink.at_scale(rider), figure, suit, "held", RIDER_HEAD, 0.0, RIDER_BREADTH)
    bx, by = turned((bit[0] * hs, bit[1] * hs), -rise)
    saddle = _saddle(horse_ink, sit, 0.0)
    parts = [
        g(
            g(*horse, transform=place),
            g(
                *seated,
                transform=f"translate({seat[0]:.1f} {seat[1]:.1f}) scale({-rider:.3f} {rider:.3f})",
            ),
            g(*saddle, transform=place),
            g(
                *stirrup_leg(ink.at_scale(shank), court.seat, *LEGS[suit], (garb.main, garb.trim)),
                transform=f"translate({seat[0]:.1f} {seat[1]:.1f}) scale({shank:.3f})",
            ),
            reins(ink, (HORSE_X + bx, HORSE_Y + by), rein_hand),
            mask=f"url(#{CUT})",
        )
    ]
    if figure.flip:  # the horse faces left: the whole half mirrored about the card's centre
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
