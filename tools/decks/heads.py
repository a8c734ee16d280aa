"""Heads built from parts: face by age and expression, hair, beard or moustache (hats.py
puts the headwear on).

The head is centred at (0, HEAD_Y) in the figure frame (origin at the waist, y down).
``turn`` shifts the features a little left or right so a figure looks aside, not only ahead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .features import SPACING, eyes, firm, moustache_of, mouth, nose
from .linework import Silhouette, engraved, shade
from .shapes import smooth_outline
from .style import Ink
from .svg import el, g, path

HEAD_Y = -96.0


@dataclass(frozen=True)
class Head:
    """Who a figure is from the neck up."""

    age: str = "adult"  # young | adult | old
    # bob | curls | long | wavy | swept | cropped | whiskered | parted | rolled
    hair: str = "bob"
    hair_colour: str = "#6b3f1e"
    # none | moustache | handlebar | walrus | goatee | imperial | pencil | muttonchops |
    # short | full | forked | long
    beard: str = "none"
    # the moustache's cut when it is not the one its beard is worn with (features.BEARD_TACHE):
    # none | waxed | cavalier | walrus | brush | trimmed | full | drooping | pencil | curled
    tache: str = ""
    hat: str = "none"  # a key of hats.HAT_REACH: none, a cap, a beret, a helmet, a crown...
    hat_colour: str = "#2f55a4"
    hat_trim: str = "#e5ad34"
    plume: str = "#fdf8ec"
    brows: str = "calm"  # calm | stern | raised | arched | bushy | level | peaked (BROWS)
    # the viewer's right brow raised this much over the other: a sly, questioning look
    brow_cock: float = 0.0
    mouth: str = "smile"  # smile | straight | open | grim | smirk | full | thin
    turn: float = 0.0  # -1 looks to the viewer's left, 1 to the right
    build: str = "oval"  # oval | round | long | square | lean: the face's shape (see BUILDS)
    nose: str = "straight"  # straight | hooked | snub | long | broad
    eyes: str = "almond"  # almond | heavy | wide | narrow | round | upturned | drooping
    complexion: str = "fair"  # fair | rosy | olive | tan | ruddy | dusky (COMPLEXIONS)
    # what life has written on the face beyond its age (see ``marks``): furrows | crowsfeet
    # | jowls | dimples | cleft | hollow | frown | bags
    marks: tuple[str, ...] = ()


def back_hair(ink: Ink, head: Head) -> list[str]:
    """Hair behind the face: drawn before the face."""
    y, c = HEAD_Y, head.hair_colour
    fill = ink.fill(c)
    if head.hair == "long":
        return [
            path(
                f"M-16,{y - 6} C-22,{y - 30} 22,{y - 30} 16,{y - 6} C22,{y + 10} 20,{y + 28} "
                f"26,{y + 38} C14,{y + 42} 8,{y + 34} 6,{y + 26} L-6,{y + 26} C-8,{y + 34} "
                f"-14,{y + 42} -26,{y + 38} C-20,{y + 28} -22,{y + 10} -16,{y - 6} Z",
                **fill,
            ),
            path(f"M-19,{y + 14} C-18,{y + 24} -20,{y + 30} -22,{y + 36}", **ink.line()),
            path(f"M19,{y + 14} C18,{y + 24} 20,{y + 30} 22,{y + 36}", **ink.line()),
        ]
    if head.hair == "curls":
        curls = [(-17, y + 6), (-18, y - 6), (-13, y - 16), (-4, y - 21), (6, y - 21)]
        curls += [(14, y - 16), (18, y - 6), (17, y + 6), (-15, y + 14), (15, y + 14)]
        return [el("circle", cx=x, cy=cy, r=7, **fill) for x, cy in curls]
    if head.hair == "bob":
        return [
            path(
                f"M-17,{y} C-20,{y - 26} 20,{y - 26} 17,{y} L18,{y + 16} "
                f"C12,{y + 20} -12,{y + 20} -18,{y + 16} Z",
                **fill,
            )
        ]
    if head.hair == "wavy":
        return [
            path(
                f"M-16,{y} C-20,{y - 27} 20,{y - 27} 16,{y} C17,{y + 5} 15,{y + 9} 12,{y + 11} "
                f"L-12,{y + 11} C-15,{y + 9} -17,{y + 5} -16,{y} Z",
                **fill,
            )
        ]
    if head.hair == "swept":  # brushed back behind the ears in waves to the nape
        return [
            path(
                f"M-16,{y - 6} C-20,{y - 27} 20,{y - 27} 16,{y - 6} C19,{y - 9} 21.6,{y - 5} "
                f"20.6,{y - 1} C20,{y + 2} 21.8,{y + 5} 20.8,{y + 8} C20,{y + 11} 17,{y + 13} "
                f"14,{y + 12.6} L-14,{y + 12.6} C-17,{y + 13} -20,{y + 11} -20.8,{y + 8} "
                f"C-21.8,{y + 5} -20,{y + 2} -20.6,{y - 1} C-21.6,{y - 5} -19,{y - 9} "
                f"-16,{y - 6} Z",
                **fill,
            ),
            *_mirrored(
                head,
                path(
                    f"M16.6,{y - 8} C19.4,{y - 5} 18.6,{y - 1} 19,{y + 2} C19.4,{y + 5} 18.8,"
                    f"{y + 8} 17.4,{y + 10}",
                    **ink.line(_strand_colour(c), 0.6),
                ),
            ),
        ]
    if head.hair == "parted":  # smoothed down from a centre parting, full over the ears
        return [
            path(
                f"M-16,{y} C-20,{y - 27} 20,{y - 27} 16,{y} C19.4,{y + 4} 19.4,{y + 9} "
                f"15.4,{y + 11} L-15.4,{y + 11} C-19.4,{y + 9} -19.4,{y + 4} -16,{y} Z",
                **fill,
            )
        ]
    if head.hair == "rolled":  # a page's zazzera: cut at the jaw, its ends rolled under
        return [
            path(
                f"M-16,{y - 6} C-20,{y - 30} 20,{y - 30} 16,{y - 6} C20,{y} 22.4,{y + 7} "
                f"21.6,{y + 12} C21,{y + 17.4} 15.4,{y + 19} 12.4,{y + 15.6} L-12.4,{y + 15.6} "
                f"C-15.4,{y + 19} -21,{y + 17.4} -21.6,{y + 12} C-22.4,{y + 7} -20,{y} "
                f"-16,{y - 6} Z",
                **fill,
            ),
            *_mirrored(
                head,
                path(  # the roll's turn under, and the hair combed down into it
                    f"M13.6,{y + 14.2} C15.4,{y + 16.8} 19.6,{y + 16.4} 20.2,{y + 12.2} "
                    f"M17.4,{y - 4} C19.6,{y + 1} 20.4,{y + 6} 19.4,{y + 10}",
                    **ink.line(_strand_colour(c), 0.6),
                ),
            ),
        ]
    return []  # cropped, whiskered: all the hair is in front


def front_hair(ink: Ink, head: Head) -> list[str]:
    """Fringe, quiff, sideburns: drawn over the face."""
    y, c = HEAD_Y, head.hair_colour
    fill = ink.fill(c, thin=True)
    if head.hair == "curls":
        return [
            el("circle", cx=x, cy=y - 14 + abs(x) * 0.12, r=4.6, **fill) for x in (-9, -3, 3, 9)
        ]
    if head.hair in ("wavy", "swept"):  # nineteenth-century side parting and quiff
        quiff = [
            path(
                f"M-15,{y - 1} C-17,{y - 22} 14,{y - 26} 16,{y - 4} C12,{y - 12} 6,{y - 15} "
                f"-2,{y - 13} C-6,{y - 16} -10,{y - 14} -15,{y - 1} Z",
                **fill,
            ),
            path(f"M-5,{y - 14} C0,{y - 22} 8,{y - 20} 13,{y - 12}", **ink.line()),
        ]
        if head.hair == "wavy":  # the side hair waved forward over the ears
            return [*quiff, *side_locks(ink, head)]
        # swept back, the ears bare, whiskers down the cheeks broadening to the jaw
        favoris = path(
            f"M12,{y - 11} C14.6,{y - 8} 15.2,{y - 2} 14.6,{y + 4} C14,{y + 8} 12.6,{y + 11} "
            f"10.8,{y + 12.4} C9.4,{y + 12} 9,{y + 9.6} 9.8,{y + 6.6} C10.8,{y + 2} "
            f"12,{y - 4} 12,{y - 11} Z",
            **fill,
        )
        return [*quiff, *_whiskers(ink, head, favoris)]
    if head.hair == "parted":  # the 1840s: a centre parting, the hair rolled over the ears
        return [
            path(
                f"M-15.6,{y - 1} C-17,{y - 22} 17,{y - 22} 15.6,{y - 1} C14,{y - 9} 8,{y - 13.6} "
                f"1,{y - 14.4} L0,{y - 17.4} L-1,{y - 14.4} C-8,{y - 13.6} -14,{y - 9} "
                f"-15.6,{y - 1} Z",
                **fill,
            ),
            *(  # the roll of hair over each ear and the whiskers tapering down to the jaw
                path(
                    f"M{k * 13.6},{y - 9} C{k * 19.6},{y - 8} {k * 20},{y + 1} {k * 16.4},{y + 3} "
                    f"C{k * 15.6},{y + 8} {k * 14.4},{y + 12} {k * 12.6},{y + 14} "
                    f"C{k * 12.4},{y + 8} {k * 12},{y + 3} {k * 11.4},{y - 4} Z",
                    **fill,
                )
                for k in (-1, 1)
            ),
            path(
                " ".join(
                    f"M{k * 15.4},{y - 2.6} C{k * 17.6},{y - 3.6} {k * 17.4},{y - 6.6} "
                    f"{k * 15.2},{y - 6.4}"
                    for k in (-1, 1)
                ),
                **ink.line(shade(c, 0.45), 0.6),
            ),
        ]
    if head.hair in ("cropped", "whiskered"):
        crop = path(
            f"M-15,{y - 1} C-17,{y - 24} 17,{y - 24} 15,{y - 1} C14,{y - 10} 10,{y - 13} "
            f"0,{y - 13} C-10,{y - 13} -14,{y - 10} -15,{y - 1} Z",
            **fill,
        )
        if head.hair == "cropped":
            return [crop]
        # the nineteenth century's short crop: square-cut whiskers down in front of the ears
        whisker = path(
            f"M11.6,{y - 11} C14.6,{y - 9} 15.6,{y - 4} 15,{y + 4.6} L12.2,{y + 5.4} "
            f"C12.6,{y + 1} 12.6,{y - 5} 11.6,{y - 11} Z",
            **fill,
        )
        return [crop, *_whiskers(ink, head, whisker)]
    if head.hair == "long":
        return [
            path(
                f"M-15,{y + 4} C-17,{y - 22} 17,{y - 22} 15,{y + 4} C12,{y - 8} 6,{y - 12} "
                f"0,{y - 14} C-6,{y - 12} -12,{y - 8} -15,{y + 4} Z",
                **fill,
            )
        ]
    if head.hair == "rolled":  # over the ears to the jaw, a fringe cut straight at the brow
        return [
            path(
                f"M-15.4,{y + 8} C-18,{y - 24} 18,{y - 24} 15.4,{y + 8} C13.4,{y + 2} 12.6,"
                f"{y - 6} 12,{y - 11} C6,{y - 12.6} -6,{y - 12.6} -12,{y - 11} C-12.6,{y - 6} "
                f"-13.4,{y + 2} -15.4,{y + 8} Z",
                **fill,
            )
        ]
    return [  # bob: a straight fringe
        path(
            f"M-15,{y - 2} C-16,{y - 22} 16,{y - 22} 15,{y - 2} C12,{y - 9} 5,{y - 11} 1,{y - 8} "
            f"C-4,{y - 11} -11,{y - 9} -15,{y - 2} Z",
            **fill,
        )
    ]


def side_locks(ink: Ink, head: Head) -> list[str]:
    """The hair brushed forward over each ear in two waves, its end rolled into a curl by
    the lobe, and a whisker down the cheek to the jaw: the nineteenth century's side hair,
    which shows under any hat. Drawn once for the right side and mirrored for the left."""
    y, c = HEAD_Y, head.hair_colour
    lock = [
        path(  # two waves down over the ear, the end rolled into a curl, the whisker
            f"M8,{y - 15.5} C14,{y - 16.4} 19.6,{y - 12} 19.6,{y - 7} C19.6,{y - 4.4} "
            f"17.8,{y - 3.8} 18.2,{y - 1.6} C18.6,{y + 0.6} 20.6,{y + 1.8} 19.8,{y + 5} "
            f"C19.2,{y + 8} 16.6,{y + 9.6} 15,{y + 8.8} C14,{y + 8.4} 13.4,{y + 7.6} 13.3,{y + 7} "
            f"C13,{y + 9.4} 12,{y + 10.8} 10.6,{y + 11.8} C10.6,{y + 8.4} 11.4,{y + 4.6} "
            f"12.4,{y + 1} C12.8,{y - 3} 12.4,{y - 8} 11,{y - 11} C10.2,{y - 12.4} 9,{y - 12.8} "
            f"8,{y - 12.8} Z",
            **ink.fill(c, thin=True),
        ),
        path(  # the waves' combing and the curl's spiral
            f"M12.8,{y - 12.4} C16,{y - 11} 17.6,{y - 8} 17,{y - 4.6} M15.4,{y - 2} "
            f"C16.4,{y} 18,{y + 1} 18,{y + 3.6} M14.4,{y + 6.8} C14.8,{y + 4.4} 18.4,{y + 4.4} "
            f"18.2,{y + 6.6} C18,{y + 8.4} 15.8,{y + 8.2} 16.2,{y + 6.6}",
            **ink.line(_strand_colour(c), 0.6),
        ),
    ]
    return _mirrored(head, *lock)


def _whiskers(ink: Ink, head: Head, *whisker: str) -> list[str]:
    """Whiskers lie on the cheeks inside the face's contour, so the contour pass leaves
    them out (its heavy line round them stood off the jaw as black knobs)."""
    return [] if isinstance(ink, Silhouette) else _mirrored(head, *whisker)


def _mirrored(head: Head, *parts: str) -> list[str]:
    """Side hair drawn for the right of the head, and mirrored for the left; both spread
    to the width of the person's face."""
    w = BUILDS[head.build][0] / BUILDS["oval"][0]
    return [g(*parts, transform=f"scale({k * w:.3f} 1)") for k in (-1, 1)]


# (temple, cheekbone, jaw corner's half width, the jaw corner's drop below the eyes, chin's
# half width, the chin's drop): the face's own shape, so a round face, a long one, a square
# jaw and a lean one with high cheekbones are told apart before any feature is read
BUILDS = {
    "oval": (14.5, 14.4, 11.4, 11.0, 4.6, 17.5),
    "round": (15.6, 16.8, 15.0, 9.6, 7.2, 16.2),
    "long": (13.2, 12.9, 10.2, 14.2, 4.0, 20.6),
    "square": (15.0, 15.2, 15.0, 13.0, 7.8, 17.8),
    "lean": (13.6, 13.8, 8.8, 12.8, 3.0, 19.2),
}

# flesh tones: (skin, the warm shading tone, line, cheek), each a healthy complexion
COMPLEXIONS = {
    "fair": ("#f4cfa8", "#e0a985", "#b8724e", "#e98f7a"),
    "rosy": ("#f5c8a4", "#e0997a", "#ad6046", "#e77e68"),
    "olive": ("#eabf93", "#c9926a", "#99603c", "#d98a6a"),
    "tan": ("#e7b68a", "#c98b5f", "#97583a", "#d8806a"),
    "ruddy": ("#f1c09a", "#d88f70", "#a65a40", "#e07462"),
    "dusky": ("#cf9a6e", "#ad7550", "#7c4a2e", "#bf7458"),  # a Moor's, sun-dark
}


def flesh(ink: Ink, head: Head) -> Ink:
    """``ink`` with the person's complexion for the skin, so face, neck and hands match."""
    skin, skin_shade, skin_line, cheek = COMPLEXIONS[head.complexion]
    tones = replace(ink.palette, skin=skin, skin_shade=skin_shade, skin_line=skin_line, cheek=cheek)
    return replace(ink, palette=tones)


def _outline(head: Head) -> tuple[list[tuple[float, float]], tuple[float, ...]]:
    """The points of the face's contour (top, temples, cheekbones, jaw, chin) and its build."""
    y = HEAD_Y
    temple, cheek, jaw, jaw_y, chin, chin_y = BUILDS[head.build]
    if head.age == "young":  # a smaller, softer face: narrower jaw, a shorter, rounder chin
        temple, cheek, jaw, chin_y = temple - 0.8, cheek - 0.7, jaw - 1.2, chin_y - 1.0
        chin *= 0.8
    right = [
        (temple * 0.72, y - chin_y * 0.98),
        (temple, y - 5),
        (cheek, y + 3),
        (jaw, y + jaw_y),
        (chin, y + chin_y - 1.2),
    ]
    left = [(-x, py) for x, py in reversed(right)]
    points = [(0.0, y - chin_y * 1.06), *right, (0.0, y + chin_y), *left]
    return points, (temple, cheek, jaw, jaw_y, chin, chin_y)


def face(ink: Ink, head: Head) -> list[str]:
    """Ears and a face of the person's build in a flat flesh tone, with one flat shade down
    the side away from the light as a printed card has it (no airbrushed modelling, no
    flushed cheeks), then the features in firm ink: eyes, brows, nose, age lines and mouth."""
    p = ink.palette
    y, t = HEAD_Y, head.turn * 2.6
    points, (temple, cheek, jaw, jaw_y, chin, chin_y) = _outline(head)
    ear = temple - 0.2
    parts = [
        # the ears: broad at the top, narrowing to a soft lobe (an ellipse read as a handle)
        *(
            path(
                f"M{k * (ear - 1.6) + s},{y - 4.4} C{k * (ear + 1.4) + s},{y - 6.6} "
                f"{k * (ear + 3.9) + s},{y - 4.4} {k * (ear + 3.5) + s},{y - 0.4} "
                f"C{k * (ear + 3.2) + s},{y + 2.8} {k * (ear + 2.2) + s},{y + 3.8} "
                f"{k * (ear + 1.9) + s},{y + 5.4} C{k * (ear + 1.5) + s},{y + 7.2} "
                f"{k * (ear - 0.6) + s},{y + 7.2} {k * (ear - 1.6) + s},{y + 5.6} Z",
                **ink.fill(p.skin, thin=True),
            )
            for k in (-1, 1)
            for s in (t * 0.4,)
        ),
        path(smooth_outline(points), **ink.fill(p.skin)),
    ]
    if isinstance(ink, Silhouette):
        return parts
    # a narrow band of shade inside the contour on the side away from the light, from the
    # temple down the cheek to the jaw's corner, tapering out before the chin
    shadow = (
        f"M{temple - 3},{y - 14} C{temple},{y - 8} {cheek + 0.3},{y + 3} {jaw + 0.2},{y + jaw_y} "
        f"C{jaw - 1},{y + jaw_y + 2.4} {chin + 2},{y + chin_y - 1.2} {chin},{y + chin_y - 1} "
        f"C{chin + 2.6},{y + chin_y - 3} {jaw - 1.8},{y + jaw_y - 1} {cheek - 2},{y + 3} "
        f"C{cheek - 2.2},{y - 3} {temple - 1.8},{y - 8} {temple - 3},{y - 14} Z"
    )
    parts += [
        path(shadow, fill=p.skin_shade),
        path(  # the rim's inner curl round the bowl of each ear, ending by the lobe
            " ".join(
                f"M{k * (ear + 0.2) + t * 0.4},{y - 3.8} C{k * (ear + 2.6) + t * 0.4},{y - 4.6} "
                f"{k * (ear + 2.8) + t * 0.4},{y + 0.4} {k * (ear + 1.2) + t * 0.4},{y + 3.4}"
                for k in (-1, 1)
            ),
            **ink.line(firm(ink), 0.6),
        ),
    ]
    parts += modelling(ink, head, t)
    parts += eyes(ink, head, t)
    parts += nose(ink, head, t)
    parts += age_lines(ink, head, t)
    if head.beard in SHAVEN_CHIN:
        parts += mouth(ink, head, t, chin_y)
    return parts


def modelling(ink: Ink, head: Head, t: float) -> list[str]:
    """The face modelled as a printed pack's engraver cuts it: a few short burin strokes,
    pointed at both ends, on the side away from the light, the same in both packs: across
    the cheek under the cheekbone, down the hollow between the brow's end and the temple,
    and along the jaw to the chin; a man's face takes a stroke more than a boy's smooth one,
    an old one more again, and the lit cheek one pair under its cheekbone. A beard drawn
    over the face hides those it grows over."""
    p = ink.palette
    y = HEAD_Y
    _, (_, cheek, jaw, jaw_y, chin, chin_y) = _outline(head)
    count = {"young": 3, "adult": 4, "old": 5}[head.age]
    s = t * 0.5  # the strokes lie on the face and turn with it, less than the features
    ex = SPACING.get(head.build, 5.8) + t
    strokes = [  # short and parallel across the shadow cheek, each following its round,
        # between the contour and the hollow under the cheekbone (longer ones crossed it)
        f"M{s + cheek - 1.3 - k * 0.5},{y + 0.6 + k * 2.0} "
        f"Q{s + cheek - 2.2 - k * 0.5},{y + 2.8 + k * 2.0} {s + cheek - 3.9 - k * 0.4},"
        f"{y + 3.6 + k * 2.0}"
        for k in range(count)
    ]
    strokes += [  # the socket's shade between the brow's end and the temple
        f"M{ex + 4.6 + k * 1.2},{y - 4.4 + k * 0.4} Q{ex + 4.0 + k * 1.3},{y - 2} "
        f"{ex + 4.4 + k * 1.4},{y + 0.4 - k * 0.2}"
        for k in range(count - 1)
    ]
    for k in range(1, count):  # along the jaw from its corner to the chin
        u = k / count
        px = jaw + (chin + 1.6 - jaw) * u
        py = y + jaw_y + (chin_y - 1.8 - jaw_y) * u
        nx, ny = -(chin_y - 1.8 - jaw_y), -(jaw - chin - 1.6)  # inward, up towards the mouth
        norm = (nx * nx + ny * ny) ** 0.5
        nx, ny = nx / norm, ny / norm
        strokes.append(
            f"M{s + px + nx * 0.5:.2f},{py + ny * 0.5:.2f} "
            f"L{s + px + nx * 3.0:.2f},{py + ny * 3.0:.2f}"
        )
    # a boy's smooth face in a lighter stroke, so it does not read as stubble
    young = head.age == "young"
    colour = p.skin_line if young else shade(p.skin_line, 0.2)
    parts = [engraved(" ".join(strokes), colour, 0.5 if young else 0.62)]
    if not young:  # the lit cheek: one pair of finer strokes under the cheekbone
        lit = [
            f"M{s - cheek + 2.0 + k * 0.6},{y + 2.6 + k * 2.0} "
            f"Q{s - cheek + 3.0 + k * 0.6},{y + 5.2 + k * 2.0} {s - cheek + 4.8 + k * 0.4},"
            f"{y + 5.8 + k * 2.0}"
            for k in range(2)
        ]
        parts.append(engraved(" ".join(lit), colour, 0.42))
    return parts


def age_lines(ink: Ink, head: Head, t: float) -> list[str]:
    """The lines a face has gathered: none on a boy, the fold from the nose's wing on a grown
    man, and on the old a furrowed brow, crow's feet, bags under the eyes, deep folds from
    nose to mouth and from the mouth's corners down; ``head.marks`` adds a person's own."""
    p = ink.palette
    y = HEAD_Y
    _, (_, cheek, _, _, _, chin_y) = _outline(head)
    marks = set(head.marks)
    old = head.age == "old"
    if old:
        marks |= {"furrows", "crowsfeet", "bags", "jowls"}
    shaven = head.beard in SHAVEN_CHIN and head.beard != "goatee"
    fine, deep = [], []
    if head.age != "young":  # the fold from the nose's wing past the mouth, deep on the old
        run = 17.0 if old else 14.0
        fold = (
            f"M{t - 4.6},{y + 7.6} Q{t - 7},{y + 11} {t - 6.6},{y + run} "
            f"M{t + 4.6},{y + 7.6} Q{t + 7},{y + 11} {t + 6.6},{y + run}"
        )
        (deep if old else fine).append(fold)
    # the line under the cheekbone (a lean boy's face is still smooth)
    if (head.build == "lean" and head.age != "young") or old or "hollow" in marks:
        fine.append(
            f"M{t - cheek + 3},{y + 3} Q{t - cheek + 4},{y + 9} {t - cheek + 6},{y + 12} "
            f"M{t + cheek - 3},{y + 3} Q{t + cheek - 4},{y + 9} {t + cheek - 6},{y + 12}"
        )
    if (head.build == "square" and head.age != "young") or "cleft" in marks:
        fine.append(f"M{t},{y + chin_y - 2.8} l0,2")  # below the lower lip
    if "furrows" in marks:  # a lined brow, the lines broken over the nose
        lift = -1.2 if head.brows in ("raised", "arched") else 0.0
        deep.append(
            f"M{t - 8},{y - 10.6 + lift} Q{t - 4},{y - 12.4 + lift} {t - 0.8},{y - 11.4 + lift} "
            f"M{t + 0.8},{y - 11.4 + lift} Q{t + 4},{y - 12.4 + lift} {t + 8},{y - 10.6 + lift}"
        )
        fine.append(f"M{t - 6},{y - 14 + lift} Q{t},{y - 15.6 + lift} {t + 6},{y - 14 + lift}")
    if "crowsfeet" in marks:  # fanned from each eye's outer corner
        for k in (-1, 1):
            ex = t + k * (SPACING.get(head.build, 5.8) + 4.4)
            fine.append(f"M{ex},{y - 2} l{k * 2.4},-1.4 M{ex},{y + 0.4} l{k * 2.4},1.2")
    if "bags" in marks:  # the pouch under each eye
        sp = SPACING.get(head.build, 5.8)
        fine.append(
            f"M{t - sp - 3},{y + 2} Q{t - sp},{y + 3.8} {t - sp + 2.8},{y + 1.6} "
            f"M{t + sp - 2.8},{y + 1.6} Q{t + sp},{y + 3.8} {t + sp + 3},{y + 2}"
        )
    if "frown" in marks:  # the crease down between the brows
        deep.append(f"M{t - 1},{y - 7} Q{t - 1.4},{y - 4.6} {t - 0.6},{y - 3}")
    if "dimples" in marks and shaven:
        fine.append(f"M{t - 6.4},{y + 11.4} q-0.6,1 0,2 M{t + 6.4},{y + 11.4} q0.6,1 0,2")
    if "jowls" in marks and shaven and chin_y > 17:  # the mouth's corners dragged down
        fine.append(
            f"M{t - 4.6},{y + 14.4} Q{t - 5.2},{y + 16.6} {t - 5.6},{y + 18.4} "
            f"M{t + 4.6},{y + 14.4} Q{t + 5.2},{y + 16.6} {t + 5.6},{y + 18.4}"
        )
    parts = []
    if fine:
        parts.append(path(" ".join(fine), **ink.line(shade(p.skin_line, 0.3), 0.45)))
    if deep:
        parts.append(path(" ".join(deep), **ink.line(firm(ink), 0.6)))
    return parts


# beards that leave the mouth to be drawn on the face
SHAVEN_CHIN = (
    "none",
    "moustache",
    "handlebar",
    "walrus",
    "goatee",
    "imperial",
    "pencil",
    "muttonchops",
)


def beard(ink: Ink, head: Head) -> list[str]:
    """Moustaches and beards, in the hair colour (white for the old)."""
    y, t = HEAD_Y, head.turn * 2.6
    colour = head.hair_colour
    fill = ink.fill(colour, thin=True)
    parts: list[str] = []
    chin = {
        # trimmed close along the jaw, a little below the chin
        "short": f"M-14,{y + 2} C-14,{y + 14} -7,{y + 21} 0,{y + 22} "
        f"C7,{y + 21} 14,{y + 14} 14,{y + 2}",
        "full": f"M-14,{y + 2} C-14,{y + 20} -6,{y + 28} 0,{y + 30} "
        f"C6,{y + 28} 14,{y + 20} 14,{y + 2}",
        "forked": f"M-14,{y + 2} C-14,{y + 22} -8,{y + 32} -4,{y + 38} L0,{y + 30} L4,{y + 38} "
        f"C8,{y + 32} 14,{y + 22} 14,{y + 2}",
        "long": f"M-14,{y + 2} C-15,{y + 26} -6,{y + 44} 0,{y + 52} "
        f"C6,{y + 44} 15,{y + 26} 14,{y + 2}",
        "goatee": f"M-4,{y + 14} C-5,{y + 22} -2,{y + 26} 0,{y + 28} "
        f"C2,{y + 26} 5,{y + 22} 4,{y + 14}",
        "imperial": f"M-2.2,{y + 15.6} C-2.6,{y + 20} -1,{y + 24} 0,{y + 27} "
        f"C1,{y + 24} 2.6,{y + 20} 2.2,{y + 15.6}",
    }.get(head.beard)
    tuft = head.beard in ("goatee", "imperial")  # a tuft on the chin, the cheeks shaved
    if chin is not None:
        inner = (
            f" C2,{y + 16} -2,{y + 16} -4,{y + 14} Z"
            if tuft
            # up under the moustache, so no skin shows round the lips as an open mouth
            else f" C12.6,{y + 11} 7,{y + 11.4} 0,{y + 11.4} C-7,{y + 11.4} -12.6,{y + 11} "
            f"-14,{y + 2} Z"
        )
        if head.beard == "imperial":
            inner = f" C1,{y + 16.4} -1,{y + 16.4} -2.2,{y + 15.6} Z"
        parts.append(path(chin + inner, **fill))
        if not tuft:  # the beard's shadow side in its one flat shade tone
            tx, ty = {"short": (0, 22), "full": (0, 30), "forked": (4, 38), "long": (0, 52)}[
                head.beard
            ]
            dark = shade(colour, 0.2 if _light(colour) else 0.3)
            parts += [
                path(
                    f"M14,{y + 2} C14,{y + ty * 0.66} {tx + 6},{y + ty * 0.93} {tx},{y + ty} "
                    f"C{tx + 3},{y + ty * 0.75} 9,{y + ty * 0.45} 8.6,{y + 8} Z",
                    fill=dark,
                ),
            ]
            parts += closed_lips(ink, y + 10.9)
        if head.beard == "long":
            parts.append(
                path(
                    f"M-5,{y + 24} C-4,{y + 34} -2,{y + 42} 0,{y + 48} M5,{y + 24} "
                    f"C4,{y + 34} 2,{y + 42} 0,{y + 48}",
                    **ink.line(ink.palette.ink, 0.8),
                )
            )
    if head.beard == "muttonchops":  # whiskers grown from the hair down into the moustache
        parts += _whiskers(
            ink,
            head,
            path(  # broadening down the cheek, combed into three tufts along the jaw
                f"M11.4,{y - 12} C14.4,{y - 10} 15.3,{y - 4} 15.1,{y + 1} "
                f"C15,{y + 5} 14.4,{y + 8} 13.4,{y + 10.5} L13.8,{y + 13.6} "
                f"C13,{y + 12.6} 12.4,{y + 12} 11.8,{y + 11.8} L11.6,{y + 15} "
                f"C10.8,{y + 13.8} 10,{y + 13.2} 9.2,{y + 13} L8.4,{y + 15.6} "
                f"C7.6,{y + 13.6} 6.6,{y + 12} 5.2,{y + 10.4} "
                f"C8,{y + 9.4} 10,{y + 6.6} 10.8,{y + 2} C11.2,{y - 1} 11.6,{y - 3} 11,{y - 5} "
                f"C11.8,{y - 7} 11.6,{y - 10} 11.4,{y - 12} Z",
                **fill,
            ),
            path(
                f"M13.4,{y - 6} C14,{y + 1} 13.6,{y + 7} 12.6,{y + 11.6} "
                f"M12.2,{y - 2} C12.6,{y + 4} 11.8,{y + 9} 10.6,{y + 13} "
                f"M11.6,{y + 5} C11,{y + 9} 9.6,{y + 11} 8.4,{y + 13.2}",
                **ink.line(_strand_colour(colour), 0.5),
            ),
        )
    style = moustache_of(head)
    if style == "none" or isinstance(ink, Silhouette):  # on the face: no contour round it
        return parts
    d, comb = TACHES[style]
    parts.append(path(_symmetric(t, d), **fill))
    # the moustache's shadow half in its shade tone and the combing of its hair outwards
    dark = shade(colour, 0.2 if _light(colour) else 0.3)
    parts.append(path(_symmetric(t, d, half=True), fill=dark, opacity=0.55))
    if comb:
        (x0, y0), (x1, y1), (x2, y2) = comb
        parts.append(
            path(
                " ".join(
                    f"M{t + k * x0},{y + y0} Q{t + k * x1},{y + y1} {t + k * x2},{y + y2}"
                    for k in (-1, 1)
                ),
                **ink.line(_strand_colour(colour), 0.5),
            )
        )
    return parts + tache_curls(ink, t, style, colour)


Curve = tuple[tuple[float, float], tuple[float, float], tuple[float, float]]
# each moustache's right half from the middle of its top edge out to its tip and back to the
# middle of its lower edge (x from the face's middle, y below the head's centre), mirrored
# for the left half, and the stroke combed through each half (None: too thin to comb)
TACHES: dict[str, tuple[tuple[tuple[float, float], list[Curve]], Curve | None]] = {
    # full, waxed out to long points turned up
    "waxed": (
        (
            (0, 8.2),
            [
                ((3, 7.2), (7, 7.6), (10, 7.8)),
                ((12, 7.8), (14, 6.4), (14.6, 3.6)),
                ((13.4, 6.5), (12, 9), (9, 10.2)),
                ((6, 11.4), (2, 11), (0, 10.2)),
            ],
        ),
        ((2, 9.2), (5, 9), (8, 9.4)),
    ),
    # a cavalier's: slimmer, its ends curled up short beside the cheeks
    "cavalier": (
        (
            (0, 8.4),
            [
                ((3, 7.6), (7, 8.4), (9.4, 8.6)),
                ((10.6, 8.6), (11.4, 7.6), (11.4, 5.8)),
                ((12, 8), (10.8, 9.8), (8.8, 10.4)),
                ((6, 11), (2.4, 10.8), (0, 10.2)),
            ],
        ),
        ((2, 9.3), (5, 9.4), (8, 9.6)),
    ),
    # heavy, falling over the lips past the mouth's corners
    "walrus": (
        (
            (0, 7.5),
            [((5, 6), (9, 8), (10, 15)), ((7, 12), (3, 11.4), (0, 11))],
        ),
        ((2, 9), (6, 9.6), (8.6, 13)),
    ),
    # short and thick, trimmed square at the nostrils' width
    "brush": (
        (
            (0, 8.6),
            [
                ((2.5, 8.0), (5, 8.2), (6.4, 9.0)),
                ((7.2, 9.6), (7.4, 11), (6.8, 11.8)),
                ((4.5, 11.6), (2, 11.2), (0, 11.0)),
            ],
        ),
        ((1.6, 9.6), (3.6, 9.8), (5.6, 10.6)),
    ),
    # thin and neat along the lip, the ends lifted a little
    "trimmed": (
        (
            (0, 9.0),
            [
                ((3, 8.4), (6, 9.0), (8.4, 8.4)),
                ((7.4, 9.8), (5, 10.6), (3, 10.4)),
                ((1.6, 10.3), (0.6, 10.4), (0, 10.3)),
            ],
        ),
        None,
    ),
    # grown into the beard, its ends lying on it
    "full": (
        (
            (0, 8.5),
            [((4, 7.5), (8, 9), (10, 13)), ((6, 11), (3, 11), (0, 10.6))],
        ),
        ((2, 9.4), (5, 9.8), (8, 11.8)),
    ),
    # long thin ends hanging down beside the mouth over the beard
    "drooping": (
        (
            (0, 8.4),
            [
                ((3, 7.8), (6, 8.6), (7, 10.4)),
                ((7.8, 12.6), (8.6, 17), (8.2, 21.5)),
                ((7.4, 17.6), (6.0, 13.2), (4.6, 11.4)),
                ((3, 10.8), (1.4, 10.6), (0, 10.6)),
            ],
        ),
        ((2, 9.4), (5.6, 10), (7.4, 15)),
    ),
    # the 1860s' moustache: broad, waxed out past the cheeks and each point turned up into
    # a curl (``TACHE_CURLS``)
    "curled": (
        (
            (0, 7.6),
            [
                ((3, 6.4), (7, 6.8), (10.5, 7.2)),
                ((13, 7.5), (15.6, 7.2), (16.8, 5.0)),
                ((16.6, 8.2), (13.4, 10.6), (9.4, 11.2)),
                ((6, 12), (2, 11.8), (0, 10.8)),
            ],
        ),
        ((2, 9.2), (6, 9.0), (11, 8.8)),
    ),
    # a thin line on the upper lip
    "pencil": (
        (
            (0, 9.2),
            [((3, 8.6), (6, 9.4), (7, 10.6)), ((5, 10), (2, 10), (0, 10.2))],
        ),
        None,
    ),
}


# the curl each waxed point of a moustache is twisted into, from the point up and round
# towards the face (right half, as ``TACHES``; mirrored for the left)
TACHE_CURLS: dict[str, tuple[tuple[float, float], list[Curve]]] = {
    "curled": (
        (16.8, 5.0),
        [((18.2, 3.0), (17.4, 1.2), (15.8, 1.6)), ((14.4, 2.0), (14.6, 3.8), (16.0, 3.6))],
    ),
}


def tache_curls(ink: Ink, t: float, style: str, colour: str) -> list[str]:
    """The curled points of a waxed moustache, a twist of waxed hair drawn as a stroke in
    its shade edged with the hair colour's sheen, so each curl reads as a hook of hair."""
    if style not in TACHE_CURLS:
        return []
    (sx, sy), curves = TACHE_CURLS[style]
    y = HEAD_Y
    d = " ".join(
        f"M{t + k * sx},{y + sy} "
        + " ".join(
            f"C{t + k * a[0]},{y + a[1]} {t + k * b[0]},{y + b[1]} {t + k * c[0]},{y + c[1]}"
            for a, b, c in curves
        )
        for k in (-1, 1)
    )
    return [
        path(d, **ink.line(shade(colour, 0.35), 2.2)),
        path(d, **ink.line(colour, 1.0)),
    ]


def _symmetric(t: float, shape: tuple[tuple[float, float], list[Curve]], half: bool = False) -> str:
    """A shape given by its right half (see ``TACHES``) drawn whole about x = ``t``, or only
    its right half (the side away from the light) closed down the middle."""
    (sx, sy), curves = shape
    y = HEAD_Y
    right = [f"M{t + sx},{y + sy}"]
    right += [
        f"C{t + a[0]},{y + a[1]} {t + b[0]},{y + b[1]} {t + c[0]},{y + c[1]}" for a, b, c in curves
    ]
    if half:
        return " ".join(right) + " Z"
    ends = [(sx, sy)] + [c for _, _, c in curves]
    left = [
        f"C{t - b[0]},{y + b[1]} {t - a[0]},{y + a[1]} {t - start[0]},{y + start[1]}"
        for (a, b, _), start in zip(reversed(curves), reversed(ends[:-1]), strict=True)
    ]
    return " ".join([*right, *left]) + " Z"


def closed_lips(ink: Ink, y: float) -> list[str]:
    """The mouth in a beard, closed under the moustache at ``y``: the lower lip and the
    dark parting of the lips (a red oval with the skin showing over it in the beard's gap
    read as a mouth opened on its teeth, a grimace). Inside the beard, so the contour pass
    leaves it out."""
    if isinstance(ink, Silhouette):
        return []
    return [
        path(
            f"M-3.6,{y} Q0,{y - 0.4} 3.6,{y} Q0,{y + 3.8} -3.6,{y} Z",
            fill="#b8584a",
            stroke=ink.palette.red_dark,
            stroke_width=0.5,
        ),
        path(f"M-4.2,{y - 0.2} Q0,{y + 0.6} 4.2,{y - 0.2}", **ink.line(ink.palette.ink, 0.9)),
    ]


def _strand_colour(hair: str) -> str:
    """The line combed through hair: its shade tone, or a lighter sheen on black hair, where
    a darker line would not show."""
    r, g_, b = (int(hair[i : i + 2], 16) for i in (1, 3, 5))
    return "#6e5848" if r + g_ + b < 200 else shade(hair, 0.45)


def _light(colour: str) -> bool:
    r, g_, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return r + g_ + b > 520


def strands(ink: Ink, head: Head) -> list[str]:
    """Fine combed lines through the hair and the beard, in their shade tone (a lighter
    sheen on black hair, where a darker line would not show)."""
    y, colour = HEAD_Y, _strand_colour(head.hair_colour)
    lines = []
    if head.hair == "parted":  # combed from the parting down to each side
        lines.append(
            f"M-1,{y - 16} C-6,{y - 15} -11,{y - 12} -13.6,{y - 4} M1,{y - 16} C6,{y - 15} "
            f"11,{y - 12} 13.6,{y - 4} M-3,{y - 18.6} C-8,{y - 18} -13,{y - 14} -15,{y - 7} "
            f"M3,{y - 18.6} C8,{y - 18} 13,{y - 14} 15,{y - 7}"
        )
    if head.hair in ("bob", "long", "wavy", "swept", "cropped", "whiskered", "rolled"):
        lines.append(
            f"M-8,{y - 17} C-11,{y - 13} -13,{y - 8} -14,{y - 3} M-2,{y - 18} C-4,{y - 15} "
            f"-6,{y - 13} -8,{y - 11} M6,{y - 18} C8,{y - 15} 10,{y - 11} 12,{y - 7} "
            f"M2,{y - 19} C5,{y - 17} 7,{y - 14} 8,{y - 12} M-12,{y - 12} C-13,{y - 9} "
            f"-14,{y - 6} -14.6,{y - 2} M11,{y - 15} C13,{y - 12} 14,{y - 9} 14.6,{y - 4}"
        )
    if head.hair == "curls":  # the turn of each curl
        lines.append(
            " ".join(
                f"M{x - 2.4},{cy + 1} C{x - 2},{cy - 2.4} {x + 2.4},{cy - 2.4} {x + 2},{cy + 1.4}"
                # on the side curls' outer halves, clear of the ears, and on the fringe
                for x, cy in (
                    *((k * 20.4, y + 6.6) for k in (-1, 1)),
                    *((k * 21, y - 5.4) for k in (-1, 1)),
                    *((k * 16.6, y + 16) for k in (-1, 1)),
                    *((x, y - 14.4 + abs(x) * 0.12) for x in (-9, -3, 3, 9)),
                )
            )
        )
    if head.beard == "short":  # combed down the cheeks to the chin
        lines.append(
            f"M-12.5,{y + 4} C-12.6,{y + 10} -10,{y + 15} -6,{y + 19} M12.5,{y + 4} "
            f"C12.6,{y + 10} 10,{y + 15} 6,{y + 19} M-9,{y + 11} C-8,{y + 15} -5,{y + 18} "
            f"-2,{y + 20} M9,{y + 11} C8,{y + 15} 5,{y + 18} 2,{y + 20}"
        )
    if head.beard in ("full", "forked", "long"):
        drop = {"full": 24, "forked": 32, "long": 44}[head.beard]
        lines.append(
            f"M-10,{y + 8} C-10,{y + 16} -7,{y + drop - 6} -3,{y + drop} M10,{y + 8} "
            f"C10,{y + 16} 7,{y + drop - 6} 3,{y + drop} M-6,{y + 19} C-5,{y + 22} -3,{y + 25} "
            f"-1,{y + drop - 2} M6,{y + 19} C5,{y + 22} 3,{y + 25} 1,{y + drop - 2} "
            f"M-12.5,{y + 4} C-13,{y + 12} -11,{y + 18} -8,{y + drop - 8} "
            f"M12.5,{y + 4} C13,{y + 12} 11,{y + 18} 8,{y + drop - 8} "
            f"M-2,{y + 18} C-2.4,{y + 24} -1.6,{y + drop - 8} -1,{y + drop - 4} "
            f"M2,{y + 18} C2.4,{y + 24} 1.6,{y + drop - 8} 1,{y + drop - 4}"
        )
    return [path(" ".join(lines), **ink.line(colour, 0.5))] if lines else []
