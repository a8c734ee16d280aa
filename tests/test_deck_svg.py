"""The deck files are written in their shortest spelling (``svg.compact``): it must draw
what the generator drew, in far fewer bytes."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from tests.test_decks import rendered
from tools.decks import svg
from tools.decks.cards import decks

# A card of every kind: courts with their turned half, patterns and mask, a pip card, an
# Ace; and each deck's back, with its lattice of <use>s and its dashed frame.
CARDS = [("piacentine", "Qb"), ("neapolitan", "Kd"), ("piacentine", "7s"), ("neapolitan", "Ad")]
WIDTH = 240
# Qt adding up relative coordinates may move an antialiased edge pixel by a level or two
NOISE_LEVEL = 2
NOISE_PIXELS = 20


def test_path_data_is_spelled_shortest_and_means_the_same() -> None:
    assert svg.compact_path("M-32,-40 C-32,-10 -18,4 -6,8 L6,8 L7,0.5 L0.5,0.5 Z") == (
        "M-32-40C-32-10-18 4-6 8L6 8 7 .5 .5.5Z"
    )
    # every subpath starts at an absolute point, after a relative arc and a Z too
    assert svg.compact_path("M31.93,40.50 a1.3,1.3 0 1 0 2.6,0 Z m1,1 l2,2") == (
        "M31.93 40.5a1.3 1.3 0 1 0 2.6 0ZM32.93 41.5l2 2"
    )
    assert svg.short_number("-0.50") == "-.5" and svg.short_number("-0.00") == "0"
    assert svg.compact_transform("translate(0 0) rotate(0) scale(1.160 1.000)") == "scale(1.16 1)"


@pytest.mark.parametrize(("deck_id", "code"), CARDS)
def test_a_compact_card_draws_what_the_generator_drew(
    qapp: object, monkeypatch: pytest.MonkeyPatch, deck_id: str, code: str
) -> None:
    deck = next(deck for deck in decks() if deck.id == deck_id)
    compact = [deck.face(code), deck.back_face()]
    monkeypatch.setattr(svg, "compact", lambda text: text)
    drawn = [deck.face(code), deck.back_face()]
    for before, after in zip(drawn, compact, strict=True):
        assert len(after) < len(before)
        diff = ImageChops.difference(rendered(before, WIDTH), rendered(after, WIDTH))
        levels = max(high for _, high in diff.getextrema())
        changed = diff.convert("L").point(lambda value: 255 if value else 0).histogram()[255]
        assert levels <= NOISE_LEVEL and changed <= NOISE_PIXELS, (code, levels, changed)
