"""The Neapolitan courts keep clear of the frame line and the corner numbers, measured as
the Piacentine ones are (see test_deck_clearance.py): the court art drawn alone at 240 x 400.

The judge saw the Re di denari's crown, the Fante di spade's blade
and the Cavallo di bastoni's club run almost into the frame; a horse's hoof or tail on the
frame line or the ground line under a corner number looks cramped.
"""

from __future__ import annotations

import pytest
from PIL import Image

from tests.test_deck_clearance import (
    CLEARANCE,
    COURTS,
    frame_crowding,
    ink_mask,
    number_crowding,
)
from tools.decks.cards import decks
from tools.decks.courts import neapolitan_court
from tools.decks.style import CARD_H, CARD_W
from tools.decks.svg import document

# where the Neapolitan frame rule was: the face is borderless now (finish.neapolitan_frame),
# and the art keeps the same margin from the card's edge
FRAME_INSET = 7.5
# each court's art, from its base's foot to its highest plume or symbol, spans at least this
# share of the card's height inside the art's clearance (a judge saw "too much empty cream"
# over courts at 0.87 of it)
MIN_FILL = 0.88


@pytest.fixture(scope="module")
def masks(qapp: object) -> dict[str, Image.Image]:
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    drawn = {code: neapolitan_court(code[0], code[1], ink) for code in COURTS}
    return {code: ink_mask(document(CARD_W, CARD_H, *art)) for code, art in drawn.items()}


def test_neapolitan_courts_clear_the_frame(masks: dict[str, Image.Image]) -> None:
    assert not frame_crowding(masks, FRAME_INSET)


def test_neapolitan_courts_clear_the_corner_numbers(masks: dict[str, Image.Image]) -> None:
    assert not number_crowding(masks, "neapolitan")


def test_neapolitan_courts_fill_the_card(masks: dict[str, Image.Image]) -> None:
    inner = CARD_H - 2 * (FRAME_INSET + CLEARANCE)
    short = {
        code: round(height / inner, 3)
        for code, mask in masks.items()
        if (box := mask.getbbox()) and (height := box[3] - box[1]) < MIN_FILL * inner
    }
    assert not short
