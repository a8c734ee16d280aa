"""The Cavalli's horses: each stands out from the card and each of a pack's four is its own."""

from __future__ import annotations

import math
import re

import pytest

from tools.decks.cards import decks
from tools.decks.horse import BODY, GAITS, HOOF_Y
from tools.decks.people import Court, neapolitan_people
from tools.decks.people_piacentine import piacentine_people
from tools.decks.rider import neapolitan_knight
from tools.decks.style import Ink

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
