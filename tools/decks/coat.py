"""A horse's coat: its colours and markings, shared by the body and the head."""

from __future__ import annotations

from dataclasses import dataclass

from .linework import lighter, shade


@dataclass(frozen=True)
class Coat:
    """A horse's colours and markings."""

    body: str
    mane: str
    cloth: str
    cloth_trim: str
    socks: bool = False  # white lower legs
    blaze: bool = False  # a white stripe down the face
    dapples: bool = False  # light rings over a grey coat
    tail_knot: bool = False  # the tail bound up in a ribbon and falling in a short brush
    arched: bool = False  # a stallion's high, arched crest
    points: bool = False  # a bay's black lower legs, in the mane colour
    mealy: bool = False  # a light, mealy muzzle: a bay's face reads apart from its dark body
    # the saddle cloth's hem, "tassels", "scalloped", "fringed" or "pointed" (see tack.py):
    # each knight's rig cut differently, so a row of Cavalli is not one cloth recoloured
    hem: str = "tassels"
    # the white on each leg (near fore, far fore, near hind, far hind): "" none, "coronet",
    # "sock" (over the fetlock) or "stocking" (up to the knee or hock); when not given,
    # ``socks`` whitens all four alike, and four horses in one pack wore the same socks
    whites: tuple[str, str, str, str] | None = None
    star: bool = False  # a white star on the forehead, between the eyes
    # the points' colour when not the mane's: a grey's legs darken to iron grey below the
    # knees, where a black mane's colour made boots of them
    points_tone: str = ""


def detail(coat: Coat) -> str:
    """The colour of the muscle lines: darker than the coat, or lighter on a black horse."""
    if not is_dark(coat):
        return shade(coat.body, 0.5)
    return "#7d6a5e"


def is_dark(coat: Coat) -> bool:
    """A black or dark coat, whose modelling is drawn in light rather than in shade."""
    r, g_, b = (int(coat.body[i : i + 2], 16) for i in (1, 3, 5))
    return 0.3 * r + 0.59 * g_ + 0.11 * b <= 70


def sheen(coat: Coat) -> str:
    """The light on the coat's rounds (quarters, back, shoulder, crest): a dark coat's sheen
    is strong, so a black horse shows its muscles and is not a blot."""
    return lighter(coat.body, 0.34 if is_dark(coat) else 0.22)
