"""The Cavalli's horses: each stands out from the card and each of a pack's four is its own."""

from __future__ import annotations

import pytest

from tools.decks.cards import decks
from tools.decks.people import Court, neapolitan_people
from tools.decks.people_piacentine import piacentine_people
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
