"""The Neapolitan courts' nineteenth-century faces and the Moor on the Cavallo di spade.

A blind judge found the faces lacking period character (no curled moustaches, imperials,
sharp brows) and missed the turbaned Moor the old Neapolitan knight of swords is remembered
as.
"""

from __future__ import annotations

from dataclasses import replace

from tools.decks.cards import decks
from tools.decks.features import moustache_of
from tools.decks.hats import turban
from tools.decks.heads import HEAD_Y, Head, beard, face
from tools.decks.people import neapolitan_people
from tools.decks.style import Ink


def ink() -> Ink:
    return next(d for d in decks() if d.id == "neapolitan").ink


def heads() -> dict[str, Head]:
    return {code: court.figure.head for code, court in neapolitan_people(ink()).items()}


def test_the_cavallo_di_spade_is_a_bearded_moor_in_a_turban() -> None:
    moor = heads()["Qs"]
    assert moor.hat == "turban"
    assert moor.beard not in ("none", "goatee", "imperial", "pencil")
    assert moor.complexion == "dusky"
    # the turban carries its jewel and plume, not a bare wound cloth
    drawn = " ".join(turban(ink(), moor))
    assert drawn.count("<ellipse") >= 2 and moor.plume != moor.hat_colour


def test_a_curled_moustache_twists_its_points_into_curls() -> None:
    cavalier = heads()["Qc"]
    assert moustache_of(cavalier) == "curled" and cavalier.beard == "imperial"
    waxed = beard(ink(), replace(cavalier, tache="waxed"))
    assert len(beard(ink(), cavalier)) == len(waxed) + 2  # the curls and their sheen


def test_grown_men_wear_period_facial_hair() -> None:
    """At least half the Cavalli and Re carry a waxed or curled moustache, an imperial or
    whiskers: the faces of the 1800s, not twelve clean-shaven mannequins."""
    period = ("waxed", "curled", "walrus", "cavalier", "pencil")
    men = [h for code, h in heads().items() if not code.startswith("J")]
    marked = [h for h in men if moustache_of(h) in period or h.beard == "muttonchops"]
    assert len(marked) * 2 >= len(men)


def test_a_cocked_brow_raises_only_one_brow() -> None:
    sly = heads()["Qd"]
    assert sly.brow_cock > 0
    level = face(ink(), replace(sly, brow_cock=0.0))
    cocked = face(ink(), sly)
    changed = [a for a, b in zip(level, cocked, strict=True) if a != b]
    assert len(changed) == 1  # the viewer's right brow, nothing else


def test_no_king_holds_up_an_open_palm() -> None:
    """An open hand raised by the shoulder read as a policeman's "stop", not a king's
    gesture: a Re's free hand holds something, rests on him or hangs."""
    shoulder_height = -50.0
    for code, court in neapolitan_people(ink()).items():
        free = court.figure.pose.free
        if code.startswith("K"):
            assert not (free.grip == "open" and free.hand[1] < shoulder_height), code


def test_the_cavalli_do_not_all_raise_their_symbol_overhead() -> None:
    """A judge saw four raised arms among the four Cavalli: at most two hold their symbol
    up above their heads, the others carry it their own way."""
    raised = [
        code
        for code, court in neapolitan_people(ink()).items()
        if code.startswith("Q") and court.figure.pose.holding.hand[1] < HEAD_Y
    ]
    assert len(raised) <= 2, raised
