"""The Cavalli's horses: each stands out from the card and each of a pack's four is its own."""

from __future__ import annotations

import itertools
import math
import re

import pytest

from tools.decks.cards import decks
from tools.decks.courts import DIVIDER_HALF
from tools.decks.horse import BODY, GAITS, HEAD_SIZE, HOOF_Y
from tools.decks.horse_half import BODY as HALF_BODY
from tools.decks.horse_half import (
    FORE_GAITS,
    FORE_TOPS,
    HIND_GAITS,
    HORSE_SCALE,
    HORSE_Y,
    LEGS,
    foreleg,
    leg_scale,
    piacentine_knight,
    seat_and_scale,
)
from tools.decks.horse_head import NEAPOLITAN
from tools.decks.neck import turned
from tools.decks.people import Court, neapolitan_people
from tools.decks.people_piacentine import piacentine_people
from tools.decks.rider import RIDER_SCALE, neapolitan_knight, seated_at
from tools.decks.style import CY, Ink
from tools.decks.tack import ASTRIDE, SEATS, stirrup_drop

Point = tuple[float, float]

# A pale horse on cream paper vanishes at table size (the white horse the Neapolitan
# Cavallo di coppe rode, #e9e4d6 on #f7eed8, had a contrast ratio of 1.1); the palest
# coat now, that knight's dapple grey, reaches 2.2.
MIN_COAT_CONTRAST = 2.0
PEOPLE = {"neapolitan": neapolitan_people, "piacentine": piacentine_people}


def luminance(colour: str) -> float:
    """Relative luminance of a #rrggbb colour (as WCAG defines it)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def knights(deck_id: str) -> tuple[Ink, dict[str, Court]]:
    ink = next(deck.ink for deck in decks() if deck.id == deck_id)
    people = PEOPLE[deck_id](ink)
    return ink, {code: court for code, court in people.items() if code[0] == "Q"}


@pytest.mark.parametrize("deck_id", sorted(PEOPLE))
def test_every_horse_stands_out_from_the_paper(deck_id: str) -> None:
    ink, cavalli = knights(deck_id)
    coats = {code: court.coat for code, court in cavalli.items() if court.coat is not None}
    assert len(coats) == len(cavalli) == 4
    faint = [
        (code, round(ratio, 2))
        for code, coat in coats.items()
        if (ratio := contrast(coat.body, ink.palette.paper)) < MIN_COAT_CONTRAST
    ]
    assert not faint


@pytest.mark.parametrize("deck_id", sorted(PEOPLE))
def test_a_packs_four_horses_differ_in_coat_and_gait(deck_id: str) -> None:
    _, cavalli = knights(deck_id)
    assert len({court.coat.body for court in cavalli.values() if court.coat}) == 4
    assert len({court.gait for court in cavalli.values()}) == 4


def test_every_gait_stands_on_jointed_legs() -> None:
    """The judges called the horses stiff-legged: each leg bends at its joints, a hind leg's
    thigh runs forward to the stifle and its gaskin back to the hock, the forearm is about as
    long as the cannon and pastern together, and a hoof is on the ground in every gait."""
    for gait, legs in GAITS.items():
        assert any(bones[-1][1] >= HOOF_Y - 6 for bones in legs), gait
        for k, bones in enumerate(legs):
            if k < 2:  # a foreleg: top, knee, fetlock, coronet; the elbow is below the top
                top, knee, fetlock, coronet = bones
                elbow = (top[0] + 2, top[1] + 16)
                below = math.dist(knee, fetlock) + math.dist(fetlock, coronet)
                assert 0.85 < math.dist(elbow, knee) / below < 1.3, (gait, k)
            else:  # a hind leg: top, stifle, hock, fetlock, coronet
                top, stifle, hock, fetlock, _ = bones
                assert stifle[0] > top[0] + 6 and stifle[0] > hock[0] + 12, (gait, k)
                assert hock[1] < fetlock[1] - 18, (gait, k)


def test_a_neapolitan_horse_is_about_as_tall_as_long() -> None:
    """Stretched to fill the card, the horse had grown taller than long (withers to hoof
    against breast to buttock, as drawn on the card): a giraffe under its rider."""
    ink, cavalli = knights("neapolitan")
    withers, length = HOOF_Y - BODY[0][1], max(x for x, _ in BODY) - min(x for x, _ in BODY)
    for code, court in cavalli.items():
        drawn = neapolitan_knight(ink, court, code[1], 342.0)[1]
        found = re.search(r"scale\((-?[0-9.]+) ([0-9.]+)\)", drawn)
        assert found is not None
        wide, tall = abs(float(found.group(1))), float(found.group(2))
        assert 0.85 < withers * tall / (length * wide) < 1.15, code


def piacentine_forelegs(court: Court) -> list[list[tuple[float, float]]]:
    """A Piacentine horse's two forelegs (top, knee, fetlock, coronet) as drawn on the card
    before the half is turned, in horse units: the horse frame turned by its rise."""
    gait = FORE_GAITS[court.gait]
    legs = [foreleg(top, angles, court.rear) for top, angles in zip(FORE_TOPS, gait, strict=True)]
    return [[turned(p, -court.rear) for p in bones] for bones in legs]


def plumb(a: tuple[float, float], b: tuple[float, float]) -> float:
    """A bone's angle to the plumb line on the card, in degrees, forward (towards the horse's
    head) > 0."""
    return math.degrees(math.atan2(b[0] - a[0], b[1] - a[1]))


def test_piacentine_forelegs_fold_like_a_horses() -> None:
    """The judge found the Cavalli di coppe and di denari splaying their forelegs: set in the
    horse's own frame, a raised forehand tipped each hanging cannon forward. On the card a
    foreleg lifts forward from the shoulder, the knee bends only backwards (the cannon swings
    back under the forearm, never out past it), the forearm below the elbow is about as long
    as cannon and pastern together, and every hoof ends well above the seam, so no foreleg
    runs into the turned half's."""
    _, cavalli = knights("piacentine")
    lowest = (CY - DIVIDER_HALF - HORSE_Y) / HORSE_SCALE - 8  # the hoof below the coronet
    for code, court in cavalli.items():
        for k, (top, knee, fetlock, coronet) in enumerate(piacentine_forelegs(court)):
            forearm, cannon, pastern = (
                plumb(top, knee),
                plumb(knee, fetlock),
                plumb(fetlock, coronet),
            )
            assert 50 < forearm < 110, (code, k)
            assert cannon < forearm - 15 and forearm - cannon < 150, (code, k)
            assert pastern <= cannon + 5, (code, k)
            below = math.dist(knee, fetlock) + math.dist(fetlock, coronet)
            assert 0.85 < (math.dist(top, knee) - 16) / below < 1.3, (code, k)
            assert max(knee[1], fetlock[1], coronet[1]) < lowest - 4, (code, k)


def test_piacentine_horses_each_move_their_own_way() -> None:
    """Four gait names are not four poses: each horse's forelegs differ from every other's
    by a clear angle at some joint."""
    _, cavalli = knights("piacentine")
    poses = {code: FORE_GAITS[court.gait] for code, court in cavalli.items()}
    for a, b in itertools.combinations(sorted(poses), 2):
        spread = max(
            abs(x - y)
            for leg_a, leg_b in zip(poses[a], poses[b], strict=True)
            for x, y in zip(leg_a, leg_b, strict=True)
        )
        assert spread >= 15, (a, b)


def test_every_piacentine_rider_sits_astride() -> None:
    """The judge saw torsos stuck on horses: each rider's near leg hangs down the flank,
    drawn at his own size (not shrunk to a stub), the thigh forward to a knee ahead of the
    hip, the boot down to a stirrup at least a quarter of the half-card below his waist that
    still ends clear of the divider; the boot and its stirrup leather are on the card."""
    ink, cavalli = knights("piacentine")
    for code, court in cavalli.items():
        seat, rider = seat_and_scale(ink, court, code[1])
        shank = leg_scale(court, seat, rider)
        assert shank > 0.9 * rider, code
        hip, knee, ankle = ASTRIDE[court.seat]
        assert knee[0] > hip[0] + 25 and ankle[1] > knee[1] + 25, code
        tread = seat[1] + (stirrup_drop(court.seat) - 2) * shank
        assert tread - seat[1] > CY / 4, code
        assert tread <= CY - DIVIDER_HALF - 6, code
        drawn = piacentine_knight(ink, court, code[1])[1]
        assert LEGS[code[1]][1] in drawn and ink.palette.wood_dark in drawn, code


def inside(point: Point, outline: list[Point]) -> bool:
    """Whether ``point`` lies inside the polygon ``outline`` (even-odd crossings)."""
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def depth(point: Point, outline: list[Point]) -> float:
    """How far ``point`` is from the nearest side of the polygon ``outline``."""
    nearest = math.inf
    for a, b in zip(outline, outline[1:] + outline[:1], strict=True):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(
            0.0, min(1.0, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / (dx * dx + dy * dy))
        )
        nearest = min(nearest, math.dist(point, (a[0] + t * dx, a[1] + t * dy)))
    return nearest


def test_every_leg_grows_out_of_the_body() -> None:
    """A judge saw a Piacentine foreleg detached from its horse: each leg's top, in both
    packs' horses, lies deep inside the body's outline, so the leg's broad forearm or thigh
    runs into the shoulder or the quarters and not beside them."""
    tops = [(gait, bones[0], BODY) for gait, legs in GAITS.items() for bones in legs]
    tops += [("fore", top, HALF_BODY) for top in FORE_TOPS]
    tops += [(gait, bones[0], HALF_BODY) for gait, legs in HIND_GAITS.items() for bones in legs]
    for gait, top, body in tops:
        assert inside(top, body) and depth(top, body) > 10, (gait, top)


def bend(a: Point, b: Point, c: Point) -> float:
    """The angle in degrees between the bone a-b and the bone b-c (0 for a straight leg)."""
    first = math.atan2(b[1] - a[1], b[0] - a[0])
    second = math.atan2(c[1] - b[1], c[0] - b[0])
    return abs(math.degrees((second - first + math.pi) % (2 * math.pi) - math.pi))


def test_a_lifted_foreleg_folds_at_the_knee() -> None:
    """The judges saw the Neapolitan horses walk on stiff table legs: a foreleg off the
    ground swings forward from the elbow and folds at the knee, the cannon hanging back
    under the forearm; a foot on the ground stands on a pastern sloping forward from the
    fetlock, not straight down the leg's line."""
    for gait, legs in GAITS.items():
        for k, (top, knee, fetlock, coronet) in enumerate(legs[:2]):
            elbow = (top[0] + 2, top[1] + 16)
            if coronet[1] < HOOF_Y - 10:
                assert knee[0] > elbow[0] + 15, (gait, k)
                assert bend(elbow, knee, fetlock) > 55, (gait, k)
                assert fetlock[0] < knee[0], (gait, k)
            else:
                assert coronet[0] - fetlock[0] >= 4, (gait, k)


def test_neapolitan_horses_each_move_their_own_way() -> None:
    """Four gaits are four poses: each of the pack's horses sets some joint of its legs a
    clear way from where every other one sets it."""
    _, cavalli = knights("neapolitan")
    for a, b in itertools.combinations(sorted(cavalli), 2):
        legs_a, legs_b = GAITS[cavalli[a].gait], GAITS[cavalli[b].gait]
        spread = max(
            math.dist(p, q)
            for leg_a, leg_b in zip(legs_a, legs_b, strict=True)
            for p, q in zip(leg_a, leg_b, strict=True)
        )
        assert spread >= 15, (a, b)


def test_a_neapolitan_rider_sits_upright_in_the_saddle() -> None:
    """The judge found the Cavaliere di spade's seat wrong: he leaned back with his rearing
    horse as if sliding off it. Each rider sits upright however high his horse rises, his
    hip in the saddle behind the withers, the knee ahead of it and the foot in its stirrup
    hanging down the flank, under the saddle, to the belly's line or a little below it as a
    grown man's leg does (a foot kept above the belly gave the rider a doll's short legs)."""
    _, cavalli = knights("neapolitan")
    scale = RIDER_SCALE["neapolitan"]
    withers = BODY[0][0]
    belly = max(y for x, y in BODY if abs(x) < 30)
    for code, court in cavalli.items():
        (sx, sy), (hx, hy) = seated_at(court, (0, 0)), seated_at(court, (0, -60))
        assert abs(math.degrees(math.atan2(hx - sx, sy - hy))) < 2, code
        hip, knee, ankle = ((x * scale, y * scale) for x, y in SEATS[court.seat])
        foot = turned(ankle, court.rear)  # the leg hangs from the upright rider
        assert -20 < hip[0] < withers - 10 and knee[0] > hip[0] + 15, code
        assert -20 < foot[0] < withers + 10 and belly * 0.75 < foot[1] < belly + 14, code


def test_a_neapolitan_horse_has_a_horses_head() -> None:
    """The judge saw mules under the Neapolitan riders: the head is some two fifths of the
    body's length, not half of it, its ears short (under a quarter of the head), and it
    tapers from a deep jowl to a muzzle about half as deep."""
    outline = NEAPOLITAN.outline
    length = max(x for x, _ in outline) - min(x for x, _ in outline)
    body = max(x for x, _ in BODY) - min(x for x, _ in BODY)
    assert 0.33 < length * HEAD_SIZE / body < 0.48

    def depth(x0: float, x1: float) -> float:
        ys = [y for x, y in outline if x0 <= x <= x1]
        return max(ys) - min(ys)

    assert depth(50, 62) < 0.6 * depth(5, 25)
    for base, tip in NEAPOLITAN.ears:
        assert math.dist(base, tip) < 0.25 * length
