"""The four suit symbols of the deck's region, defined once in ``<defs>`` and reused with ``<use>``.

Cup and coin are about 100 units tall; sword and baton are 200 units long, point/head up.
The Neapolitan and Piacentine drawings live in their own modules: the packs share no symbol.
"""

from __future__ import annotations

from . import suits_neapolitan as napoli
from . import suits_piacentine as piacenza
from .style import Ink
from .svg import el, g, path, transform


def cup(ink: Ink, ornate: bool = False) -> str:
    """The cup of the deck's region; ``ornate`` adds handles and a lid (the Neapolitan Ace)."""
    p = ink.palette
    parts = []
    if ornate:
        handle = "M-30,-30 C-52,-34 -52,-4 -30,-8 C-40,-10 -42,-26 -30,-24"
        parts += [
            path(handle, **ink.fill(p.gold)),
            path(handle, transform="scale(-1 1)", **ink.fill(p.gold)),
        ]
    parts += piacenza.chalice(ink) if ink.regional == "piacentine" else napoli.goblet(ink)
    if ornate:
        parts += [
            # the lid closes the mouth: a flange over the opening, then the dome
            el("ellipse", cx=0, cy=-41, rx=30.5, ry=5.6, **ink.fill(p.gold_dark, thin=True)),
            path("M-27,-43 C-24,-62 24,-62 27,-43 Z", **ink.fill(p.gold)),
            path("M8,-45 C13,-50 17,-52 20,-47", **ink.line(p.ink, ink.pen.thin * 0.7)),
            path("M-15,-53 C-10,-58 10,-58 15,-53", **ink.line(p.gold_dark)),
            el("circle", cx=0, cy=-64, r=5, **ink.fill(p.red)),
            # a gold cross on the finial, outlined like the rest of the cup, not a bare ink mark
            path(
                "M-1.6,-68 L-1.6,-73 L-5.5,-73 L-5.5,-76.2 L-1.6,-76.2 L-1.6,-81 L1.6,-81 "
                "L1.6,-76.2 L5.5,-76.2 L5.5,-73 L1.6,-73 L1.6,-68 Z",
                **ink.fill(p.gold, thin=True),
            ),
        ]
    return g(*parts)


def coin(ink: Ink) -> str:
    """A rosette coin (Neapolitan) or a red-rimmed wheel coin (Piacentine)."""
    return g(*(piacenza.wheel_coin(ink) if ink.regional == "piacentine" else napoli.coin(ink)))


def sword(ink: Ink) -> str:
    """A curved sabre (Neapolitan) or a straight sword (Piacentine), 200 units long."""
    return g(*(piacenza.straight_sword(ink) if ink.regional == "piacentine" else napoli.sabre(ink)))


def baton(ink: Ink, leafy: bool = False) -> str:
    """A knotted tapering club (Neapolitan) or a long knotty cudgel (Piacentine)."""
    if ink.regional == "piacentine":
        return g(*piacenza.knotty_club(ink), *(piacenza.club_sprouts(ink) if leafy else ()))
    return g(*napoli.club(ink), *(napoli.leaves(ink) if leafy else ()))


def symbol_def(
    suit: str,
    ident: str,
    ink: Ink,
    scale: float,
    *,
    ornate: bool = False,
    leafy: bool = False,
) -> str:
    """A ``<g id=...>`` for ``<defs>`` whose lines look right when used at ``scale``."""
    ink = ink.at_scale(scale)
    drawing = {
        "c": lambda: cup(ink, ornate=ornate),
        "d": lambda: coin(ink),
        "s": lambda: sword(ink),
        "b": lambda: baton(ink, leafy=leafy),
    }[suit]()
    return g(drawing, id=ident)


def place(
    ident: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0, flip: bool = False
) -> str:
    """Use a symbol defined with :func:`symbol_def`."""
    return el("use", href=f"#{ident}", transform=transform(x, y, rotate, scale, flip))
