"""The Aces keep clear of the frame line and both corner numbers, measured as the courts are
(test_deck_clearance.py): each Ace's art drawn alone at 240 x 400. The Neapolitan Ace of
batons, one great club leaning across the card, came first; the Piacentine Aces once ran a
ribbon end, a leaf or a wing tip over the frame rule and its red fillet."""

from __future__ import annotations

import pytest

from tests.test_deck_clearance import FRAME_INSET as PIACENTINE_FRAME_INSET
from tests.test_deck_clearance import frame_crowding, ink_mask, number_crowding
from tools.decks.aces import ace_card
from tools.decks.cards import decks
from tools.decks.style import CARD_H, CARD_W
from tools.decks.svg import document

# where the Neapolitan frame rule was: the face is borderless now (finish.neapolitan_frame),
# and the art keeps the same margin from the card's edge
FRAME_INSET = 7.5


def test_the_neapolitan_ace_of_batons_clears_the_frame_and_the_corner_numbers(
    qapp: object,
) -> None:
    ink = next(deck.ink for deck in decks() if deck.id == "neapolitan")
    masks = {"Ab": ink_mask(document(CARD_W, CARD_H, *ace_card("b", ink)))}
    assert not frame_crowding(masks, FRAME_INSET)
    assert not number_crowding(masks, "neapolitan")


@pytest.mark.parametrize("deck", ("neapolitan", "piacentine"))
def test_every_ace_clears_the_frame_and_the_corner_numbers(qapp: object, deck: str) -> None:
    ink = next(d.ink for d in decks() if d.id == deck)
    masks = {
        f"A{suit}": ink_mask(document(CARD_W, CARD_H, *ace_card(suit, ink))) for suit in "cdsb"
    }
    inset = PIACENTINE_FRAME_INSET if deck == "piacentine" else FRAME_INSET
    assert not frame_crowding(masks, inset)
    assert not number_crowding(masks, deck)
