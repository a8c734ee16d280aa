"""What Neapolitan players know their pack by: the Fanti as beardless youths.

A blind judge found the Fante di coppe a moustached grown man with the Kings' face, and the
Fante di bastoni a pantomime figure in a jester's cap.
"""

from __future__ import annotations

import pytest

from tools.decks.cards import decks
from tools.decks.features import moustache_of
from tools.decks.heads import Head
from tools.decks.people import neapolitan_people

# the soft faces of boys: a long or a lean face with its firm jaw reads as a grown man's
SOFT_BUILDS = ("oval", "round")
# the hair of grown men: whiskers grown down the cheeks
WHISKERED_HAIR = ("whiskered", "swept")
# headwear that makes a page a clown: the tall curled plume of the page's cap
COMIC_HATS = ("page",)


def fanti() -> dict[str, Head]:
    ink = next(d for d in decks() if d.id == "neapolitan").ink
    return {
        code: court.figure.head
        for code, court in neapolitan_people(ink).items()
        if code.startswith("J")
    }


@pytest.mark.parametrize("code", ["Jc", "Jd", "Js", "Jb"])
def test_neapolitan_fante_is_a_beardless_youth(code: str) -> None:
    head = fanti()[code]
    assert head.age == "young"
    assert head.beard == "none" and moustache_of(head) == "none"
    assert head.build in SOFT_BUILDS
    assert head.hair not in WHISKERED_HAIR
    assert head.hat not in COMIC_HATS
