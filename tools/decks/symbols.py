"""The four suit symbols of the deck's region, defined once in ``<defs>`` and reused with ``<use>``.

Cup and coin are about 100 units tall; sword and baton are 200 units long, point/head up.
The Neapolitan and Piacentine drawings live in their own modules: the packs share no symbol.
"""

from __future__ import annotations

from . import suits_neapolitan as napoli
from . import suits_piacentine as piacenza
from .style import Ink
from .svg import el, g, transform


def cup(ink: Ink) -> str:
    """A chalice (Piacentine) or the number cards' gadrooned goblet (Neapolitan), the one
    the courts hold too, so the suit shows one cup; the Aces' grand cups are goblet.py's."""
    return g(*(piacenza.chalice(ink) if ink.regional == "piacentine" else napoli.pip_goblet(ink)))


def coin(ink: Ink) -> str:
    """A star coin (Neapolitan) or a bead-rimmed gold coin with a red rose (Piacentine)."""
    return g(*(piacenza.rose_coin(ink) if ink.regional == "piacentine" else napoli.coin(ink)))


def sword(ink: Ink) -> str:
    """A curved sabre (Neapolitan) or a straight sword (Piacentine), 200 units long."""
    return g(*(piacenza.straight_sword(ink) if ink.regional == "piacentine" else napoli.sabre(ink)))


def baton(ink: Ink) -> str:
    """A knotted tapering club (Neapolitan) or a long knotty cudgel (Piacentine)."""
    if ink.regional == "piacentine":
        return g(*piacenza.knotty_club(ink))
    return g(*napoli.club(ink))


def symbol_def(
    suit: str,
    ident: str,
    ink: Ink,
    scale: float,
) -> str:
    """A ``<g id=...>`` for ``<defs>`` whose lines look right when used at ``scale``."""
    ink = ink.at_scale(scale)
    drawing = {
        "c": lambda: cup(ink),
        "d": lambda: coin(ink),
        "s": lambda: sword(ink),
        "b": lambda: baton(ink),
    }[suit]()
    return g(drawing, id=ident)


def place(
    ident: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0, flip: bool = False
) -> str:
    """Use a symbol defined with :func:`symbol_def`."""
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale, flip))
