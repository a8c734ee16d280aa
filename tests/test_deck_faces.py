"""The court figures' faces: each of the twenty-four its own person at a glance.

A blind judge saw one moustached face template repeated across a deck's courts (three black
moustaches among the Neapolitan swords, the Piacentine Cavallo and Re di spade brothers).
"""

from __future__ import annotations

import itertools
import re

import pytest

from tools.decks.cards import decks
from tools.decks.features import moustache_of
from tools.decks.heads import Head, modelling
from tools.decks.people import neapolitan_people
from tools.decks.people_piacentine import piacentine_people

CASTS = {"neapolitan": neapolitan_people, "piacentine": piacentine_people}
# what tells two faces apart, from the face's shape to its expression
TRAITS = ("age", "build", "hair", "hair_colour", "beard", "nose", "eyes", "brows", "mouth")
# two courts of a pack differ in at least this many of TRAITS and the moustache's cut
MIN_DIFFERENT_TRAITS = 5
# beards that leave a Fante's chin bare: a page is beardless, at most a first moustache
PAGE_BEARDS = ("none", "pencil", "moustache")


def heads(deck_id: str) -> dict[str, Head]:
    deck = next(d for d in decks() if d.id == deck_id)
    return {code: court.figure.head for code, court in CASTS[deck_id](deck.ink).items()}


@pytest.mark.parametrize("deck", CASTS)
def test_no_two_courts_share_hair_colour_and_facial_hair(deck: str) -> None:
    """Hair colour and the cut of beard and moustache are what a player reads first."""
    looks = [(h.hair_colour, h.beard, moustache_of(h)) for h in heads(deck).values()]
    assert len(set(looks)) == len(looks)


@pytest.mark.parametrize("deck", CASTS)
def test_every_two_court_faces_differ_in_many_ways(deck: str) -> None:
    cast = heads(deck)
    alike = []
    for a, b in itertools.combinations(cast, 2):
        ha, hb = cast[a], cast[b]
        differing = sum(getattr(ha, t) != getattr(hb, t) for t in TRAITS)
        differing += moustache_of(ha) != moustache_of(hb)
        if differing < MIN_DIFFERENT_TRAITS:
            alike.append((a, b, differing))
    assert not alike


@pytest.mark.parametrize("deck", CASTS)
def test_fanti_are_young_pages_and_re_mature_crowned_kings(deck: str) -> None:
    cast = heads(deck)
    for suit in "cdsb":
        page, king = cast["J" + suit], cast["K" + suit]
        assert page.age == "young" and page.beard in PAGE_BEARDS, suit
        assert king.age != "young", suit
        assert king.hat.startswith(("crown", "fleurons", "radiate")), suit


@pytest.mark.parametrize("deck", CASTS)
def test_faces_are_modelled_with_more_strokes_as_they_age(deck: str) -> None:
    """Every face carries the engraver's shading strokes, a boy's fewest, an old man's most."""
    ink = next(d for d in decks() if d.id == deck).ink
    counts: dict[str, set[int]] = {}
    for head in heads(deck).values():
        strokes = len(re.findall(r"M", " ".join(modelling(ink, head, 0.0))))
        assert strokes >= 6, head
        counts.setdefault(head.age, set()).add(strokes)
    assert max(counts["young"]) < min(counts["adult"])
    assert max(counts.get("old", {99})) > max(counts["adult"])
