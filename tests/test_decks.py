"""The two decks and the icon: complete, renderable by Qt, readable when small, cheap to ship."""

from __future__ import annotations

import itertools
import logging
import re
import threading
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageOps
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from briscola_qt.app.table.decks import (
    BACK,
    DISK_ROOT,
    RESOURCE_ROOT,
    CardRenderer,
    DeckTheme,
    available_decks,
    load_decks,
)

ROOT = Path(__file__).resolve().parents[1]
DECK_IDS = ("neapolitan", "piacentine")
CODES = [rank + suit for suit in "cdsb" for rank in "A234567JQK"]
SMALL_WIDTH = 56
# Two faces are "near-identical" when fewer than this share of pixels differ strongly.
MIN_DIFFERING_SHARE = 0.02
STRONG_DIFFERENCE = 48
# Shapes are compared as greyscale edge maps of the art (inside the corner numbers' margin),
# so a recoloured or mirrored copy counts as a copy. Two drawings whose edges overlap by more
# than this share (intersection over union) are near-copies. The earlier decks (one figure
# template per rank, one set of pip drawings for both packs) had 14 and 11 court pairs over
# it (up to 0.72) and Piacentine pips at 0.98-0.99 of the Neapolitan ones.
NEAR_COPY_OVERLAP = 0.55
# Court figures of one pack are held apart more tightly: each is its own person, pose and
# horse. The decks before the courts were redrawn person by person had knight pairs at
# 0.52-0.55 (one rider template, one walking horse); now no pair passes 0.48.
COURT_NEAR_COPY_OVERLAP = 0.5
SHAPE_WIDTH = 120
COURTS = [rank + suit for suit in "cdsb" for rank in "JQK"]
# Where the top-left corner number sits, as fractions of the card's width and height.
CORNER = (0.03, 0.025, 0.2, 0.115)


@pytest.fixture(scope="module")
def disk_decks() -> tuple[DeckTheme, ...]:
    return load_decks(str(DISK_ROOT))


@pytest.fixture(scope="module")
def renderer(qapp: object, disk_decks: tuple[DeckTheme, ...]) -> CardRenderer:
    return CardRenderer(disk_decks)


def to_pil(image: QImage) -> Image.Image:
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    size = (rgba.width(), rgba.height())
    raw = bytes(rgba.constBits())
    return Image.frombuffer("RGBA", size, raw, "raw", "RGBA", rgba.bytesPerLine(), 1).convert("RGB")


def differing_share(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a, b).convert("L")
    strong = diff.point(lambda value: 255 if value > STRONG_DIFFERENCE else 0)
    return strong.histogram()[255] / (a.width * a.height)


def test_every_deck_has_forty_faces_a_back_and_metadata(disk_decks: tuple[DeckTheme, ...]) -> None:
    assert tuple(theme.id for theme in disk_decks) == DECK_IDS
    for theme in disk_decks:
        assert sorted(theme.cards) == sorted(CODES)
        assert theme.aspect == pytest.approx(0.6, abs=0.01)
        assert theme.name_en and theme.name_it
        assert theme.name("it-IT") == theme.name_it and theme.name("en") == theme.name_en
        for element in [*CODES, BACK]:
            assert Path(theme.file(element)).is_file(), theme.file(element)


@pytest.mark.parametrize("deck", DECK_IDS)
def test_every_svg_is_valid_and_draws_something(
    deck: str, qapp: object, disk_decks: tuple[DeckTheme, ...]
) -> None:
    theme = next(t for t in disk_decks if t.id == deck)
    renderer = CardRenderer([theme])
    for element in [*CODES, BACK]:
        svg = QSvgRenderer(QByteArray(Path(theme.file(element)).read_bytes()))
        assert svg.isValid(), element
        assert svg.viewBoxF().width() / svg.viewBoxF().height() == pytest.approx(0.6, abs=0.01)
        picture = to_pil(renderer.render(deck, element, 60))
        colours = picture.getcolors(maxcolors=100_000)
        assert colours is not None and len(colours) > 20, f"{element} looks blank"


@pytest.mark.parametrize("deck", DECK_IDS)
def test_no_two_faces_look_alike_at_56_pixels(deck: str, renderer: CardRenderer) -> None:
    faces = {code: to_pil(renderer.render(deck, code, SMALL_WIDTH)) for code in CODES}
    too_close = [
        (a, b, round(share, 4))
        for a, b in itertools.combinations(CODES, 2)
        if (share := differing_share(faces[a], faces[b])) < MIN_DIFFERING_SHARE
    ]
    assert not too_close


def edges(picture: Image.Image) -> Image.Image:
    """Where the greyscale picture changes sharply, either way: outlines and fill borders."""
    grey = picture.convert("L")
    rising = grey.filter(ImageFilter.FIND_EDGES)
    falling = ImageOps.invert(grey).filter(ImageFilter.FIND_EDGES)
    return ImageChops.lighter(rising, falling).point(lambda value: 255 if value > 90 else 0)


def edge_map(renderer: CardRenderer, deck: str, code: str) -> Image.Image:
    """The edges of a card's art, inside the margin that holds the corner numbers."""
    card = to_pil(renderer.render(deck, code, SHAPE_WIDTH))
    edges_ = edges(card)
    margin_x, margin_y = SHAPE_WIDTH // 10, card.height // 10
    return edges_.crop((margin_x, margin_y, card.width - margin_x, card.height - margin_y))


def overlap(a: Image.Image, b: Image.Image) -> float:
    """Intersection over union of two edge maps, the better of b as drawn and mirrored."""

    def iou(x: Image.Image, y: Image.Image) -> float:
        both = ImageChops.darker(x, y).histogram()[255]
        either = ImageChops.lighter(x, y).histogram()[255]
        return both / max(either, 1)

    return max(iou(a, b), iou(a, ImageOps.mirror(b)))


def test_a_recoloured_copy_counts_as_a_near_copy(renderer: CardRenderer) -> None:
    """The shape measure ignores colour: a card and its colour-inverted, mirrored self match."""
    card = to_pil(renderer.render("neapolitan", "Kc", SHAPE_WIDTH))
    recoloured = ImageOps.mirror(ImageOps.invert(card))
    assert overlap(edges(card), edges(recoloured)) > 0.9


@pytest.mark.parametrize("deck", DECK_IDS)
def test_no_two_court_figures_are_near_copies(deck: str, renderer: CardRenderer) -> None:
    shapes = {code: edge_map(renderer, deck, code) for code in COURTS}
    too_close = [
        (a, b, round(score, 3))
        for a, b in itertools.combinations(COURTS, 2)
        if (score := overlap(shapes[a], shapes[b])) > COURT_NEAR_COPY_OVERLAP
    ]
    assert not too_close


def art_height(card: Image.Image) -> float:
    """Share of the card's height spanned by the art in the middle half of its width.

    The frame lines (outer 4 %) are left out; paper is the card's most common colour.
    """
    colours = card.getcolors(maxcolors=1_000_000) or [(0, (255, 255, 255))]
    paper = Image.new("RGB", card.size, max(colours)[1])
    inner = (card.width // 4, card.height * 4 // 100, card.width * 3 // 4, card.height * 96 // 100)
    diff = ImageChops.difference(card, paper).crop(inner).convert("L")
    box = diff.point(lambda value: 255 if value > STRONG_DIFFERENCE else 0).getbbox()
    return (box[3] - box[1]) / card.height if box else 0.0


# The Neapolitan figures stand full length on their ground line: from the ground to the top
# of the hat (or of the raised symbol) they fill most of the card, no empty top third. The
# earlier decks spanned 0.74-0.79 (Fante, Re) and 0.58-0.71 (Cavallo); a compact horse
# with a taller rider now brings the Cavallo to 0.82-0.83 as well.
MIN_ART_HEIGHT = {"J": 0.8, "Q": 0.78, "K": 0.8}


def test_neapolitan_court_figures_fill_the_card_height(renderer: CardRenderer) -> None:
    short = [
        (code, round(height, 3))
        for code in COURTS
        if (height := art_height(to_pil(renderer.render("neapolitan", code, SHAPE_WIDTH))))
        < MIN_ART_HEIGHT[code[0]]
    ]
    assert not short


def art_width(card: Image.Image) -> float:
    """Mean share of the card's width the art spans, row by row, in the upper half-figure.

    The rows run from under the corner number to just above the divider; the frame lines
    (outer 4 %) are left out; paper is the card's most common colour.
    """
    colours = card.getcolors(maxcolors=1_000_000) or [(0, (255, 255, 255))]
    paper = Image.new("RGB", card.size, max(colours)[1])
    inner = (
        card.width * 4 // 100,
        card.height * 12 // 100,
        card.width * 96 // 100,
        card.height * 47 // 100,
    )
    diff = ImageChops.difference(card, paper).crop(inner).convert("L")
    mask = diff.point(lambda value: 255 if value > STRONG_DIFFERENCE else 0)
    spans = [
        (box[2] - box[0]) if (box := mask.crop((0, y, mask.width, y + 1)).getbbox()) else 0
        for y in range(mask.height)
    ]
    return sum(spans) / len(spans) / card.width


# A Piacentine Fante or Re is a half-figure that fills its half of the card: broad body and
# sleeves, the symbol held out. The earlier thin columns (a full-length figure cut at the
# belt) spanned 0.27-0.44 of the width on average; the broadened half-figures span 0.42-0.61.
# The Cavallo's half, the rider with the horse's forehand cut through the barrel, spans
# 0.43-0.52, so it is held to the same line.
MIN_HALF_FIGURE_WIDTH = 0.4


def test_piacentine_half_figures_fill_the_card_width(renderer: CardRenderer) -> None:
    narrow = [
        (code, round(width, 3))
        for code in COURTS
        if (width := art_width(to_pil(renderer.render("piacentine", code, SHAPE_WIDTH))))
        < MIN_HALF_FIGURE_WIDTH
    ]
    assert not narrow


def test_piacentine_cards_are_not_neapolitan_ones_recoloured(renderer: CardRenderer) -> None:
    too_close = [
        (code, round(score, 3))
        for code in CODES
        if (
            score := overlap(
                edge_map(renderer, "neapolitan", code), edge_map(renderer, "piacentine", code)
            )
        )
        > NEAR_COPY_OVERLAP
    ]
    assert not too_close


@pytest.mark.parametrize("deck", DECK_IDS)
def test_corner_numbers_are_present_and_differ_by_rank(deck: str, renderer: CardRenderer) -> None:
    width = 120
    for suit in "cdsb":
        corners = {}
        for rank in "A234567JQK":
            card = to_pil(renderer.render(deck, rank + suit, width))
            left, top, right, bottom = CORNER
            box = (
                round(left * card.width),
                round(top * card.height),
                round(right * card.width),
                round(bottom * card.height),
            )
            corner = card.crop(box)
            paper = Image.new("RGB", corner.size, card.getpixel((box[0], box[1])))
            assert differing_share(corner, paper) > 0.04, f"no number on {rank}{suit}"
            corners[rank] = corner
        for a, b in itertools.combinations(corners, 2):
            assert differing_share(corners[a], corners[b]) > 0.03, f"{a}{suit} vs {b}{suit}"


def test_double_pixel_ratio_gives_double_size_images(renderer: CardRenderer) -> None:
    one = renderer.render("piacentine", "Kd", 80, 133, 1.0)
    two = renderer.render("piacentine", "Kd", 80, 133, 2.0)
    assert (one.width(), one.height()) == (80, 133)
    assert (two.width(), two.height()) == (160, 266)
    assert two.devicePixelRatio() == 2.0


def test_renderer_caches_and_matches_the_card_art_signature(renderer: CardRenderer) -> None:
    first = renderer("neapolitan", "Ad", 70, 117, 1.0)
    assert renderer("neapolitan", "Ad", 70, 117, 1.0).cacheKey() == first.cacheKey()
    assert renderer("neapolitan", "Ad", 71, 118, 1.0).cacheKey() != first.cacheKey()


def test_rendering_from_several_threads_at_once(renderer: CardRenderer) -> None:
    results: dict[str, QImage] = {}

    def work(code: str) -> None:
        results[code] = renderer.render("piacentine", code, 47, 78, 1.5)

    threads = [threading.Thread(target=work, args=(code,)) for code in CODES[:12]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(not image.isNull() and image.width() == 70 for image in results.values())


def test_missing_pictures_render_a_visible_placeholder(
    renderer: CardRenderer, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="briscola_qt.app.table.decks"):
        image = renderer.render("no-such-deck", "Ad", 60, 100)
        unknown = renderer.render("neapolitan", "Zz", 60, 100)
    assert "placeholder" in caplog.text
    for picture in (to_pil(image), to_pil(unknown)):
        assert picture.getpixel((30, 50)) != (0, 0, 0)  # painted, not left transparent
        assert picture.getcolors(maxcolors=10_000) is not None


def test_deck_art_stays_under_three_megabytes() -> None:
    total = sum(
        path.stat().st_size for path in (ROOT / "assets" / "decks").rglob("*") if path.is_file()
    )
    assert total < 3 * 1024 * 1024


def test_decks_load_from_the_compiled_resources(qapp: object) -> None:
    pytest.importorskip("briscola_qt.resources_rc")
    themes = load_decks(RESOURCE_ROOT)
    assert tuple(theme.id for theme in themes) == DECK_IDS
    assert all(theme.folder.startswith(":/") for theme in themes)
    assert available_decks()[0].id == "neapolitan"
    image = CardRenderer(themes).render("neapolitan", BACK, 60)
    assert len(to_pil(image).getcolors(maxcolors=100_000) or ()) > 5


def test_icon_svg_renders_and_has_the_packaged_sizes(qapp: object) -> None:
    icons = ROOT / "assets" / "icon"
    svg = QSvgRenderer(str(icons / "briscola.svg"))
    assert svg.isValid()
    for size in (16, 32, 48, 64, 128, 256, 512):
        with Image.open(icons / f"briscola-{size}.png") as png:
            assert png.size == (size, size)
    with Image.open(icons / "briscola.ico") as ico:
        assert (256, 256) in ico.info["sizes"] and (16, 16) in ico.info["sizes"]
    assert (icons / "briscola.icns").stat().st_size > 1000


def rendered(svg: str, width: int) -> Image.Image:
    """An SVG text rendered by Qt at ``width`` (the card's aspect) as an RGB picture."""
    height = round(width / 0.6)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return to_pil(image)


@pytest.mark.parametrize("deck", DECK_IDS)
def test_court_hatching_and_brocade_are_drawn_in_every_half(qapp: object, deck: str) -> None:
    """Qt leaves out a pattern fill drawn under a mirror or a half turn: mirrored figures lost
    their hatching and the turned half of a Piacentine card its hatching and brocade. Each
    Fante's and Re's pattern fills must change the picture in the top and the bottom half."""
    bare = []
    for code in (code for code in COURTS if code[0] in "JK"):
        svg = (DISK_ROOT / deck / f"{code}.svg").read_text(encoding="utf-8")
        plain = re.sub(r'fill="url\(#[\w-]+\)"', 'fill="none"', svg)
        diff = ImageChops.difference(rendered(svg, 480), rendered(plain, 480)).convert("L")
        mask = diff.point(lambda value: 255 if value > 10 else 0)
        top = mask.crop((0, 0, mask.width, mask.height // 2))
        bottom = mask.crop((0, mask.height // 2, mask.width, mask.height))
        # a Neapolitan figure's shading may all lie in one half; a Piacentine card has both
        halves = [mask] if deck == "neapolitan" else [top, bottom]
        if any(half.histogram()[255] < 40 for half in halves):
            bare.append(code)
    assert not bare
