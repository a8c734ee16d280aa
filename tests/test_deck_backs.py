"""A card's back must look the same turned round: a player must not be able to tell which
way up a card lies in an opponent's hand."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from tests.test_decks import rendered
from tools.decks.cards import decks
from tools.decks.style import CARD_W


@pytest.mark.parametrize("deck", ["neapolitan", "piacentine"])
def test_every_back_looks_the_same_turned_round(qapp: object, deck: str) -> None:
    back = rendered(next(d for d in decks() if d.id == deck).back_face(), int(CARD_W)).convert("L")
    diff = ImageChops.difference(back, back.rotate(180)).point(lambda v: 255 if v > 40 else 0)
    assert diff.getbbox() is None, diff.getbbox()
