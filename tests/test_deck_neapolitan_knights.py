"""The four Neapolitan Cavalli ride four horses, not one drawing recoloured, and their riders
are grown men on them.

A blind judge saw "the four horses are one drawing reused": grey, bay, black and chestnut on
one outline and stance. Each horse is drawn alone here, in its own gait, head carriage and
rise, all facing the same way (the card's mirroring is no difference of pose), and the
silhouettes are compared. The same judge asked for riders about 15% larger against the
horse: the seated rider's drawn area against his horse's is measured the same way.
"""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops

from tests.test_deck_clearance import ink_mask
from tools.decks.cards import decks
from tools.decks.figures import person
from tools.decks.horse import REAR_PIVOT, animal
from tools.decks.linework import hatch_def
from tools.decks.people import Court, neapolitan_people
from tools.decks.rider import RIDER_SCALE, TURNED
from tools.decks.style import CARD_H, CARD_W, Ink
from tools.decks.svg import document, el, g
from tools.decks.symbols import symbol_def

# where the horse frame sits on the 240 x 400 test card, and how large: room for every
# gait's muzzle, tail and rise
PLACE = "translate(110 230) scale(0.85)"
# two horses' silhouettes must differ in at least this share of the pixels either covers
# (1 - intersection / union); the one outline in four stances differed by 0.15 at worst
MIN_SILHOUETTE_APART = 0.28
# the seated rider's area (without the symbol he holds) against his horse's: 0.355 at worst
# (the Cavallo di coppe) at the size the judge found too small; a rider 15% larger each way
# covers about 1.3 times the area, and this asks for at least 1.25 times
MIN_RIDER_SHARE = 0.44
# the share of a horse's silhouette its rider leaves to be seen: the Moor's red cape hung
# down both sides of the saddle and showed 0.76 of his black horse ("the cloak hides the
# horse, the rider floats"); streaming back over the croup it shows 0.83
MIN_HORSE_SHOWN = 0.78


def coverage(mask: Image.Image) -> int:
    return sum(1 for value in mask.get_flattened_data() if value)


def drawn(ink: Ink, art: list[str], court: Court) -> Image.Image:
    """Where ``art`` (in the horse frame, before any rise) lands once the horse has risen;
    the symbol a rider holds is left out (an empty ``held``), so only the man is measured."""
    risen = g(*art, transform=f"rotate({-court.rear} {REAR_PIVOT[0]} {REAR_PIVOT[1]})")
    defs = [hatch_def(ink), el("g", id="held")]
    return ink_mask(document(CARD_W, CARD_H, defs, [g(risen, transform=PLACE)]))


@pytest.fixture(scope="module")
def cavalli(qapp: object) -> dict[str, tuple[Image.Image, Image.Image]]:
    """Each knight's (horse alone, seated rider alone), both unmirrored."""
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    people = neapolitan_people(ink)
    rider = RIDER_SCALE["neapolitan"]
    masks = {}
    for code in ("Qc", "Qd", "Qs", "Qb"):
        court = people[code]
        assert court.coat is not None
        body, forehand, _ = animal(ink, court.coat, court.gait, court.carriage, court.rear)
        seated = person(
            ink.at_scale(rider), court.figure, code[1], "held", seated=True, breadth=TURNED
        )
        # the rider stays upright in the saddle as the horse rises (see rider.mounted)
        upright = g(*seated, transform=f"rotate({court.rear:g}) translate(0 -2) scale({rider})")
        masks[code] = (drawn(ink, [*body, *forehand], court), drawn(ink, [upright], court))
    return masks


def test_the_four_horses_stand_four_ways(
    cavalli: dict[str, tuple[Image.Image, Image.Image]],
) -> None:
    """Every pair of horses differs in gait, neck and head enough to tell apart at a glance."""
    alike = {}
    for a, b in itertools.combinations(sorted(cavalli), 2):
        horse_a, horse_b = cavalli[a][0].convert("1"), cavalli[b][0].convert("1")
        both = coverage(ImageChops.logical_and(horse_a, horse_b))
        either = coverage(ImageChops.logical_or(horse_a, horse_b))
        if 1 - both / either < MIN_SILHOUETTE_APART:
            alike[a + b] = round(1 - both / either, 3)
    assert not alike


def test_every_rider_is_a_grown_man_on_his_horse(
    cavalli: dict[str, tuple[Image.Image, Image.Image]],
) -> None:
    small = {
        code: round(share, 3)
        for code, (horse, rider) in cavalli.items()
        if (share := coverage(rider) / coverage(horse)) < MIN_RIDER_SHARE
    }
    assert not small


def test_no_rider_hides_his_horse(
    cavalli: dict[str, tuple[Image.Image, Image.Image]],
) -> None:
    hidden = {
        code: round(shown, 3)
        for code, (horse, rider) in cavalli.items()
        if (
            shown := 1
            - coverage(ImageChops.logical_and(horse.convert("1"), rider.convert("1")))
            / coverage(horse.convert("1"))
        )
        < MIN_HORSE_SHOWN
    }
    assert not hidden


# the share of the Cavallo di bastoni's horse's head and neck his club may cover: slanted
# forward from his fist across them, it covered 0.05; raised aloft it covers none
CLUB_COVER = 0.01


def test_the_cavallo_di_bastoni_club_leaves_his_horse_head_and_neck_clear(qapp: object) -> None:
    """A judge found the big club hiding the horse's head and neck: raised aloft above the
    rider's fist, it crosses almost none of the horse's forehand."""
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    court = neapolitan_people(ink)["Qb"]
    assert court.coat is not None
    rider = RIDER_SCALE["neapolitan"]
    _, forehand, _ = animal(ink, court.coat, court.gait, court.carriage, court.rear)
    seated = person(ink.at_scale(rider), court.figure, "b", "held", seated=True, breadth=TURNED)
    upright = g(*seated, transform=f"rotate({court.rear:g}) translate(0 -2) scale({rider})")
    risen = g(upright, transform=f"rotate({-court.rear} {REAR_PIVOT[0]} {REAR_PIVOT[1]})")
    club = symbol_def("b", "held", ink, court.figure.pose.symbol_scale * rider)

    def mask(held: str) -> Image.Image:
        return ink_mask(
            document(CARD_W, CARD_H, [hatch_def(ink), held], [g(risen, transform=PLACE)])
        )

    club_only = ImageChops.subtract(mask(club), mask(el("g", id="held")))
    neck = drawn(ink, list(forehand), court).convert("1")
    covered = coverage(ImageChops.logical_and(neck, club_only.convert("1"))) / coverage(neck)
    assert covered < CLUB_COVER, round(covered, 4)
